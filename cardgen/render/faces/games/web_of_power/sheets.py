"""Web of Power sheets: the opening layout (4 × 14 with the Law card positions) and the
scoring chart for up to five players. Sheets are drawn in sheet-local mm, no bleed."""

from __future__ import annotations

INK = "#1d1d1d"
GREY = "#6b6b6b"
LAW_RED = "#7a1f24"
PAPER = "#ffffff"


def draw_layout(canvas, face, game, lang: str) -> None:
    w, h = canvas.width, canvas.height
    canvas.fill_bleed(PAPER)
    canvas.text(face["title"].get(lang), 0, 0, w, 12, size_pt=18, min_size_pt=10, bold=True,
                valign="middle", color=INK)  # fmt: skip
    rows, cols = face["rows"], face["columns"]
    laws = {(p["row"], p["column"]) for p in face["laws"]}
    label_w, top = 18.0, 20.0
    cell_w = (w - label_w) / cols
    cell_h = min(26.0, cell_w * 68 / 44)
    gap = 1.4
    for c in range(cols):
        canvas.text(str(c + 1), label_w + c * cell_w, top - 6, cell_w, 5, size_pt=9,
                    align="center", valign="middle", color=GREY)  # fmt: skip
    row_label = face["row_label"].get(lang)
    for r in range(rows):
        y = top + r * (cell_h + 2.5)
        canvas.text(f"{row_label} {r + 1}", 0, y, label_w - 2, cell_h, size_pt=9,
                    min_size_pt=7, bold=True, valign="middle", color=INK)  # fmt: skip
        for c in range(cols):
            x = label_w + c * cell_w
            canvas.rect(x + gap / 2, y, cell_w - gap, cell_h, radius=1.2, fill="#eef1f5",
                        stroke=GREY, stroke_width=0.3)  # fmt: skip
            if (r + 1, c + 1) in laws:
                _law_marker(canvas, x + gap / 2, y, cell_w - gap, cell_h)
    # Legend and the turn in brief.
    y = top + rows * (cell_h + 2.5) + 3
    _law_marker(canvas, 0, y, 12, 16)
    canvas.text(face["legend"].get(lang), 16, y, w - 16, 16, size_pt=10, min_size_pt=7,
                valign="middle", color=INK)  # fmt: skip
    y += 20
    steps = "\n".join(step.get(lang) for step in face["steps"])
    canvas.text(steps, 0, y, w, h - y, size_pt=10, min_size_pt=7, color=INK, line_height=1.3,
                overflow="clip")  # fmt: skip


def _law_marker(canvas, x, y, w, h) -> None:
    """A Law card lying over the lower part of a Land card: the strip above the Law card
    line of the Land card face (country, count, symbols, route) stays visible."""
    from cardgen.render.faces.games.web_of_power.draw import LAND_HEIGHT, LAW_LINE

    top = h * LAW_LINE / LAND_HEIGHT
    canvas.rect(x, y + top, w, h - top, radius=1.2, fill="#f3dede", stroke=LAW_RED,
                stroke_width=0.5, pattern="diagonal", pattern_color=LAW_RED, pattern_width=0.2,
                pattern_spacing=1.6)  # fmt: skip
    size = min(w, h - top) * 0.6
    canvas.circle(x + w / 2, y + top + (h - top) / 2, size * 0.55, fill=PAPER)
    canvas.icon("wop-seal", x + (w - size) / 2, y + top + (h - top - size) / 2, size, LAW_RED)


def draw_score_chart(canvas, face, game, lang: str) -> None:
    from cardgen.render.faces.games.web_of_power.draw import country_band

    w, h = canvas.width, canvas.height
    canvas.fill_bleed(PAPER)
    canvas.text(face["title"].get(lang), 0, 0, w, 12, size_pt=18, min_size_pt=10, bold=True,
                valign="middle", color=INK)  # fmt: skip
    rules = {rule.id: rule.name.get(lang) for rule in game.scoring}
    players = face["players"]
    label_w = 50.0
    col_w = (w - label_w) / players
    half = col_w / 2
    top = 16.0
    head_h, row_h = 18.0, 12.5
    # Header: a box for each player's name, then the two sub-columns.
    canvas.text(face["player_label"].get(lang), 0, top, label_w - 2, 10, size_pt=10,
                min_size_pt=7, bold=True, valign="middle", color=INK)  # fmt: skip
    for p in range(players):
        x = label_w + p * col_w
        canvas.rect(x + 0.8, top, col_w - 1.6, 10, radius=1, stroke=INK, stroke_width=0.35)
        for k, label in enumerate((face["land_column"], face["symbol_column"])):
            canvas.text(label.get(lang), x + k * half, top + 10.5, half, 7, size_pt=7.5,
                        min_size_pt=7, align="center", valign="middle", color=GREY,
                        overflow="clip")  # fmt: skip
    y = top + head_h
    countries = scoring_order(game)
    for i, entry in enumerate(countries):
        ry = y + i * row_h
        country_band(canvas, entry, 0, ry + 1, 7, row_h - 2, low_ink=canvas.low_ink)
        canvas.text(f"{entry.name.get(lang)} ({entry.get('cards')})", 9, ry, label_w - 10,
                    row_h, size_pt=9.5, min_size_pt=7, valign="middle", color=INK)  # fmt: skip
        _grid_row(canvas, label_w, ry, col_w, row_h, players, split=True)
    y += len(countries) * row_h + 2
    totals = [
        (face["subtotal"].get(lang), True),
        (rules.get("chains", "chains"), False),
        (rules.get("laws", "laws") + " (−2)", False),
        (face["total"].get(lang), True),
    ]
    for k, (label, strong) in enumerate(totals):
        ry = y + k * (row_h + 1)
        canvas.text(label, 0, ry, label_w - 2, row_h, size_pt=10, min_size_pt=7, bold=strong,
                    valign="middle", color=INK)  # fmt: skip
        _grid_row(canvas, label_w, ry, col_w, row_h, players, split=False, strong=strong)
    note_y = y + len(totals) * (row_h + 1) + 3
    note = "\n".join(
        f"**{rule.name.get(lang)}:** {rule.summary.get(lang)}"
        for rule in game.scoring
        if rule.summary is not None
    )
    canvas.text(note, 0, note_y, w, max(5.0, h - note_y), size_pt=8.5, min_size_pt=7,
                color=INK, line_height=1.3, overflow="clip")  # fmt: skip


def scoring_order(game) -> list:
    """The countries as the chart lists them: in the order of scoring (the ``lands`` rule's
    ``order``, which the engine's result follows too), the rest in content order."""
    entries = {entry.id: entry for entry in game.catalogs["countries"]}
    lands = next((rule for rule in game.scoring if rule.id == "lands"), None)
    order = [cid for cid in (lands.params.get("order") if lands else None) or [] if cid in entries]
    return [entries[cid] for cid in order] + [e for cid, e in entries.items() if cid not in order]


def _grid_row(canvas, x0, y, col_w, row_h, players, *, split, strong=False) -> None:
    width = 0.6 if strong else 0.3
    for p in range(players):
        x = x0 + p * col_w
        canvas.rect(x + 0.8, y + 0.8, col_w - 1.6, row_h - 1.6, radius=0.8, stroke=INK,
                    stroke_width=width)  # fmt: skip
        if split:
            canvas.line(x + col_w / 2, y + 0.8, x + col_w / 2, y + row_h - 0.8, stroke=GREY,
                        stroke_width=0.25, dash=(0.8, 0.8))  # fmt: skip
