"""Faces of Web of Power – The Card Game: Land and Law cards with their backs and the
claiming stones. The two sheets (opening layout, scoring chart) live in
:mod:`cardgen.render.faces.web_of_power_sheets`.

Every country is told apart by its name, its card count and a stripe pattern, never by
colour alone; the circle symbols and routes are drawn as vector icons
(:mod:`cardgen.render.faces.web_of_power_icons`) with their names printed below.
"""

from __future__ import annotations

from cardgen.render.canvas import SAFE
from cardgen.render.faces import web_of_power_icons as _icons  # noqa: F401 (registers icons)
from cardgen.render.faces.web_of_power_sheets import draw_layout, draw_score_chart

INK = "#1d1d1d"
PAPER = "#ffffff"
LAW_RED = "#7a1f24"
PARCHMENT = "#f6eedb"
BACK_BLUE = "#22345a"


def mix(colour: str, other: str, t: float) -> str:
    """``colour`` moved a share ``t`` towards ``other`` (both ``#rrggbb``)."""
    a = [int(colour[i : i + 2], 16) for i in (1, 3, 5)]
    b = [int(other[i : i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(x + (y - x) * t):02x}" for x, y in zip(a, b, strict=True))


def draw_face(canvas, face, item, component, game, lang: str) -> None:
    drawers = {
        "land": draw_land,
        "land-back": draw_land_back,
        "law": draw_law,
        "law-back": draw_law_back,
        "stone": draw_stone,
        "layout": draw_layout,
        "score-chart": draw_score_chart,
    }
    drawers[face.type](canvas, face, game, lang)


def country_band(canvas, entry, x, y, w, h, *, low_ink: bool) -> None:
    """A rectangle in the country's colour with its stripe pattern over it."""
    colour = entry.get("colour")
    if low_ink:
        canvas.rect(x, y, w, h, fill=mix(colour, PAPER, 0.85), pattern=entry.get("pattern"),
                    pattern_color=colour, pattern_width=0.35, pattern_spacing=2.6)  # fmt: skip
    else:
        canvas.rect(x, y, w, h, fill=colour, pattern=entry.get("pattern"),
                    pattern_color=mix(colour, INK, 0.25), pattern_width=0.45,
                    pattern_spacing=2.6)  # fmt: skip


def draw_land(canvas, face, game, lang: str) -> None:
    w, h, b = canvas.width, canvas.height, canvas.bleed
    entry = game.catalogs["countries"][face["country"]]
    low = canvas.low_ink
    ink = INK if low else entry.get("ink")
    country_band(canvas, entry, -b, -b, w + 2 * b, h + 2 * b, low_ink=low)
    # Header: name (and the printed German name) left, the country's card count right.
    r = 5.2
    cx, cy = w - SAFE - r, SAFE + r
    canvas.circle(cx, cy, r, fill=PAPER, stroke=INK, stroke_width=0.4)
    canvas.text(str(entry.get("cards")), cx - r, cy - r, 2 * r, 2 * r, size_pt=18,
                min_size_pt=12, bold=True, align="center", valign="middle", color=INK)  # fmt: skip
    name = entry.name.get(lang)
    printed = entry.name.get("de")
    head_w = w - 2 * SAFE - 2 * r - 1.5
    if low:
        canvas.rect(SAFE - 1, SAFE - 1, head_w + 1.5, 12, radius=1.2, fill=PAPER)
    canvas.text(name, SAFE, SAFE, head_w, 6.5, size_pt=12, min_size_pt=7, bold=True,
                valign="middle", color=ink)  # fmt: skip
    if printed != name:
        canvas.text(printed, SAFE, SAFE + 6.5, head_w, 4, size_pt=7.5, min_size_pt=7,
                    valign="middle", color=ink, overflow="clip")  # fmt: skip
    # Symbols panel.
    px, py, pw, ph = SAFE, 17.0, w - 2 * SAFE, 29.0
    canvas.rect(px, py, pw, ph, radius=2.5, fill=PAPER, stroke=INK, stroke_width=0.3)
    symbols = list(face["symbols"])
    centres = {0: [], 1: [w / 2], 2: [w / 2 - 9.6, w / 2 + 9.6]}[len(symbols)]
    for sx, symbol in zip(centres, symbols, strict=True):
        canvas.circle(sx, py + 10.5, 8.0, fill=PAPER, stroke=entry.get("colour"),
                      stroke_width=1.1)  # fmt: skip
        canvas.circle(sx, py + 10.5, 8.0, stroke=INK, stroke_width=0.25)
        canvas.icon(f"wop-{symbol}", sx - 5.5, py + 5.0, 11.0, INK)
        label = game.catalogs["symbols"][symbol].name.get(lang)
        canvas.text(label, sx - 9.0, py + 19.5, 18.0, 4.0, size_pt=7.5, min_size_pt=7,
                    align="center", valign="middle", color=INK, overflow="clip")  # fmt: skip
    if not symbols:
        canvas.text("–", px, py, pw, ph, size_pt=14, align="center", valign="middle",
                    color="#9a9a9a")  # fmt: skip
    # Route: a ship or a carriage, with its name.
    route = face.get("route")
    if route:
        ry = 49.0
        canvas.rect(SAFE, ry, w - 2 * SAFE, h - SAFE - ry, radius=2.5, fill=PAPER,
                    stroke=INK, stroke_width=0.3)  # fmt: skip
        canvas.icon(f"wop-{route}", SAFE + 2.0, ry + 1.6, 12.5, INK)
        label = game.catalogs["routes"][route].name.get(lang)
        canvas.text(label, SAFE + 16, ry, w - 2 * SAFE - 18, h - SAFE - ry, size_pt=10,
                    min_size_pt=7, bold=True, valign="middle", color=INK)  # fmt: skip


def draw_land_back(canvas, face, game, lang: str) -> None:
    w, h, b = canvas.width, canvas.height, canvas.bleed
    low = canvas.low_ink
    base = PAPER if low else BACK_BLUE
    mark = BACK_BLUE if low else "#c9a94a"
    canvas.fill_bleed(base)
    canvas.rect(-b, -b, w + 2 * b, h + 2 * b, pattern="grid", pattern_color=mix(mark, base, 0.6),
                pattern_width=0.25, pattern_spacing=4.0)  # fmt: skip
    canvas.rect(SAFE, SAFE, w - 2 * SAFE, h - 2 * SAFE, radius=2.5, stroke=mark, stroke_width=0.6)
    canvas.circle(w / 2, h / 2, 14.5, fill=base, stroke=mark, stroke_width=0.8)
    for (dx, dy), symbol in zip(((-6, -6), (6, -6), (-6, 6), (6, 6)),
                                ("cross", "fan", "key", "tower"), strict=True):  # fmt: skip
        canvas.icon(f"wop-{symbol}", w / 2 + dx - 4.5, h / 2 + dy - 4.5, 9.0, mark)
    canvas.text(face["title"].get(lang), SAFE + 1, h - SAFE - 12, w - 2 * SAFE - 2, 10,
                size_pt=11, min_size_pt=7, bold=True, align="center", valign="middle",
                color=mark)  # fmt: skip


def draw_law(canvas, face, game, lang: str) -> None:
    w, h, b = canvas.width, canvas.height, canvas.bleed
    law = game.catalogs["laws"][face["law"]]
    low = canvas.low_ink
    canvas.fill_bleed(PAPER if low else PARCHMENT)
    band = 15.0
    if low:
        canvas.rect(-b, -b, w + 2 * b, band + b, pattern="diagonal", pattern_color=LAW_RED,
                    pattern_width=0.25, pattern_spacing=3.0)  # fmt: skip
        canvas.rect(SAFE - 0.5, SAFE - 0.5, w - 2 * SAFE + 1, band - SAFE, fill=PAPER)
    else:
        canvas.rect(-b, -b, w + 2 * b, band + b, fill=LAW_RED)
    title = law.name.get(lang)
    canvas.text(title, SAFE, SAFE, w - 2 * SAFE, band - SAFE - 0.5, size_pt=10, min_size_pt=7,
                bold=True, align="center", valign="middle",
                color=LAW_RED if low else PAPER)  # fmt: skip
    printed = law.get("printed").get(lang)
    top = band + 2.0
    if printed != title:
        canvas.text(f"„{printed}“", SAFE, top, w - 2 * SAFE, 8, size_pt=8, min_size_pt=7,
                    bold=True, align="center", valign="middle", color=LAW_RED)  # fmt: skip
        top += 9.0
    canvas.text(law.get("effect").get(lang), SAFE, top, w - 2 * SAFE, h - SAFE - 15 - top,
                size_pt=8.5, min_size_pt=7, align="center", valign="top", color=INK,
                overflow="clip")  # fmt: skip
    points = law.get("points")
    if points:
        canvas.circle(w / 2, h - SAFE - 6.5, 6.5, fill=PAPER, stroke=LAW_RED, stroke_width=0.8)
        canvas.text(f"−{-points}", w / 2 - 6.5, h - SAFE - 13, 13, 13, size_pt=16,
                    min_size_pt=10, bold=True, align="center", valign="middle",
                    color=LAW_RED)  # fmt: skip
    else:
        canvas.icon("wop-seal", w / 2 - 6.5, h - SAFE - 13, 13, LAW_RED)


def draw_law_back(canvas, face, game, lang: str) -> None:
    w, h, b = canvas.width, canvas.height, canvas.bleed
    low = canvas.low_ink
    base = PAPER if low else LAW_RED
    mark = LAW_RED if low else "#f3e3c0"
    canvas.fill_bleed(base)
    canvas.rect(-b, -b, w + 2 * b, h + 2 * b, pattern="diagonal",
                pattern_color=mix(mark, base, 0.7), pattern_width=0.3,
                pattern_spacing=3.0)  # fmt: skip
    canvas.rect(SAFE, SAFE, w - 2 * SAFE, h - 2 * SAFE, radius=2.5, stroke=mark, stroke_width=0.6)
    canvas.circle(w / 2, h / 2 - 4, 11, fill=base)
    canvas.icon("wop-seal", w / 2 - 9, h / 2 - 13, 18, mark)
    canvas.text(face["title"].get(lang), SAFE + 1, h - SAFE - 14, w - 2 * SAFE - 2, 10,
                size_pt=14, min_size_pt=8, bold=True, align="center", valign="middle",
                color=mark)  # fmt: skip


def draw_stone(canvas, face, game, lang: str) -> None:
    w, h = canvas.width, canvas.height
    entry = game.catalogs["stone-colours"][face["colour"]]
    colour = entry.get("colour")
    if canvas.low_ink:
        canvas.fill_bleed(PAPER)
        canvas.circle(w / 2, h / 2, w / 2 - 0.6, stroke=colour, stroke_width=1.2)
        mark = colour
    else:
        canvas.fill_bleed(colour)
        light = sum(int(colour[i : i + 2], 16) for i in (1, 3, 5)) > 420
        mark = INK if light else PAPER
    size = w * 0.5
    canvas.icon(entry.get("mark"), (w - size) / 2, (h - size) / 2, size, mark)
