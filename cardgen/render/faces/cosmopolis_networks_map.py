"""The two reference sheets of Cosmopolis "Networks": the map of adjoining regions (a
schematic world with the linking cities of every pair) and the region/colour key."""

from __future__ import annotations

from cardgen.render.faces.cosmopolis_networks_style import DARK, PAPER, region_style, swatch

LABELS = {
    "cities": {"en": "Linking cities of each pair of adjoining regions",
               "de": "Verbindungsstädte jedes Paars benachbarter Regionen",
               "nl": "Verbindingssteden van elk paar aangrenzende regio's",
               "it": "Città di collegamento di ogni coppia di regioni confinanti"},
    "wrap": {"en": "(across the Pacific)", "de": "(über den Pazifik)",
             "nl": "(over de Stille Oceaan)", "it": "(attraverso il Pacifico)"},
    "region": {"en": "Region", "de": "Region", "nl": "Regio", "it": "Regione"},
    "colour": {"en": "Colour", "de": "Farbe", "nl": "Kleur", "it": "Colore"},
    "pattern": {"en": "Pattern", "de": "Muster", "nl": "Patroon", "it": "Motivo"},
    "faces": {"en": "Faces", "de": "Seiten", "nl": "Kanten", "it": "Facce"},
    "icons": {"en": "What the cities move", "de": "Was die Städte bewegen",
              "nl": "Wat de steden vervoeren", "it": "Che cosa muovono le città"},
}  # fmt: skip

# Schematic positions (fraction of the map box): a world map cut in the Pacific.
POSITIONS = {
    "pacific-north-america": (0.10, 0.25),
    "atlantic-north-america": (0.28, 0.14),
    "caribbea": (0.17, 0.48),
    "south-america": (0.26, 0.80),
    "western-europe": (0.50, 0.10),
    "eastern-europe": (0.70, 0.04),
    "mediterranea": (0.50, 0.38),
    "africa": (0.36, 0.66),
    "western-asia": (0.70, 0.28),
    "south-east-asia": (0.72, 0.72),
    "pacific-asia": (0.89, 0.30),
    "australasia": (0.89, 0.92),
}
WRAP = ("pacific-north-america", (0.89, 0.57))
"""Pacific North America appears a second time at the right edge, across the Pacific."""
NODE_W, NODE_H = 31.0, 12.0


def _title(canvas, text: str) -> float:
    canvas.text(text, 0, 0, canvas.width, 12, size_pt=20, min_size_pt=12, bold=True,
                align="center", valign="middle", color=DARK, overflow="clip")  # fmt: skip
    return 15.0


def _node(canvas, game, region_id, cx, cy, lang, ghost=False) -> None:
    st = region_style(game, region_id, canvas.low_ink)
    x, y = cx - NODE_W / 2, cy - NODE_H / 2
    swatch(canvas, game, region_id, x, y, NODE_W, NODE_H)
    canvas.rect(x + 1.8, y + 1.8, NODE_W - 3.6, NODE_H - 3.6, radius=1.0, fill=st.solid,
                stroke=DARK if ghost else None, stroke_width=0.3,
                dash=(1.0, 0.8) if ghost else None)  # fmt: skip
    name = game.catalogs["regions"][region_id].name.get(lang)
    canvas.text(name, x + 2.3, y + 2.0, NODE_W - 4.6, NODE_H - 4.0, size_pt=8, min_size_pt=7,
                bold=True, align="center", valign="middle", color=st.ink,
                overflow="clip")  # fmt: skip


def _links_by_pair(game) -> dict[frozenset, list]:
    pairs: dict[frozenset, list] = {}
    for comp in game.components:
        if comp.front_type != "linking":
            continue
        for item in comp.items:
            for face in (item.front, item.back):
                links = list(face["links"])
                for i, a in enumerate(links):
                    for b in links[i + 1 :]:
                        pairs.setdefault(frozenset((a, b)), []).append(face["city"])
    return pairs


def draw_map(canvas, face, game, lang: str) -> None:
    w, h = canvas.width, canvas.height
    canvas.fill_bleed(PAPER)
    top = _title(canvas, face["title"].get(lang))
    neighbours = {n["region"]: list(n["adjoins"]) for n in face["neighbours"]}
    order = [n["region"] for n in face["neighbours"]]
    pairs = [(a, b) for i, a in enumerate(order) for b in order[i + 1 :] if b in neighbours[a]]
    rows = (len(pairs) + 1) // 2
    row_h = 8.6
    table_h = 8 + rows * row_h
    map_h = max(60.0, h - top - table_h - 4)
    mx, mw = NODE_W / 2, w - NODE_W

    def pos(fx, fy):
        return mx + fx * mw, top + NODE_H / 2 + fy * (map_h - NODE_H)

    centres = {r: pos(*POSITIONS[r]) for r in order if r in POSITIONS}
    ghost_id, ghost_at = WRAP
    ghost = pos(*ghost_at)
    for a, b in pairs:
        if a not in centres or b not in centres:
            continue
        (x1, y1), (x2, y2) = centres[a], centres[b]
        if ghost_id in (a, b) and abs(x1 - x2) > w / 2:  # across the Pacific
            other = centres[b if a == ghost_id else a]
            canvas.line(*ghost, *other, stroke=DARK, stroke_width=0.7, dash=(2.0, 1.2))
        else:
            canvas.line(x1, y1, x2, y2, stroke=DARK, stroke_width=0.7)
    for region_id, (cx, cy) in centres.items():
        _node(canvas, game, region_id, cx, cy, lang)
    _node(canvas, game, ghost_id, *ghost, lang, ghost=True)
    canvas.text(LABELS["wrap"][lang], ghost[0] - NODE_W / 2, ghost[1] + NODE_H / 2 + 0.5, NODE_W,
                4, size_pt=7, min_size_pt=7, align="center", color=DARK,
                overflow="clip")  # fmt: skip
    # the table of pairs and their linking cities
    y0 = top + map_h + 3
    canvas.line(0, y0, w, y0, stroke=DARK, stroke_width=0.3)
    canvas.text(LABELS["cities"][lang], 0, y0 + 1, w, 6, size_pt=11, min_size_pt=8, bold=True,
                color=DARK, overflow="clip")  # fmt: skip
    by_pair = _links_by_pair(game)
    col_w = (w - 6) / 2
    names = game.catalogs["regions"]
    for i, (a, b) in enumerate(pairs):
        col, row = divmod(i, rows)
        x, y = col * (col_w + 6), y0 + 8 + row * row_h
        swatch(canvas, game, a, x, y + 1, 5, row_h - 2.5)
        swatch(canvas, game, b, x + 6, y + 1, 5, row_h - 2.5)
        cities = ", ".join(c.get(lang) for c in by_pair.get(frozenset((a, b)), []))
        text = f"**{names[a].name.get(lang)} – {names[b].name.get(lang)}:** {cities}"
        canvas.text(text, x + 13, y, col_w - 13, row_h - 0.6, size_pt=8.5, min_size_pt=7,
                    valign="middle", color=DARK, overflow="clip")  # fmt: skip


def draw_key(canvas, face, game, lang: str) -> None:
    w, h = canvas.width, canvas.height
    canvas.fill_bleed(PAPER)
    y = _title(canvas, face["title"].get(lang))
    cols = [(0, 34, None), (36, 62, "region"), (100, 36, "colour"), (138, 40, "pattern"),
            (w - 14, 14, "faces")]  # fmt: skip
    for x, cw, key in cols:
        if key:
            canvas.text(LABELS[key][lang], x, y, cw, 6, size_pt=9, min_size_pt=7, bold=True,
                        color=DARK, overflow="clip")  # fmt: skip
    y += 7
    regions = game.catalogs["regions"]
    icon_block = 14 + 5 * 11
    row_h = min(14.0, (h - y - icon_block) / len(face["regions"]))
    for region_id in face["regions"]:
        region = regions[region_id]
        swatch(canvas, game, region_id, 0, y + 1, 34, row_h - 2)
        values = [region.name.get(lang), region.get("colour_name").get(lang),
                  region.get("pattern_name").get(lang), str(region.get("faces"))]  # fmt: skip
        for (x, cw, _), value in zip(cols[1:], values, strict=True):
            canvas.text(value, x, y, cw, row_h, size_pt=10, min_size_pt=7,
                        bold=value == values[0], valign="middle", color=DARK,
                        overflow="clip")  # fmt: skip
        y += row_h
    y += 4
    canvas.line(0, y, w, y, stroke=DARK, stroke_width=0.3)
    canvas.text(LABELS["icons"][lang], 0, y + 1, w, 7, size_pt=11, min_size_pt=8, bold=True,
                color=DARK, overflow="clip")  # fmt: skip
    y += 10
    for icon in game.catalogs["icons"]:
        canvas.icon(f"cos-{icon.id}", 2, y, 9, DARK)
        text = f"**{icon.name.get(lang)}** – {icon.get('symbol').get(lang)}"
        canvas.text(text, 16, y, w - 16, 9, size_pt=10, min_size_pt=7, valign="middle",
                    color=DARK, overflow="clip")  # fmt: skip
        y += 11
