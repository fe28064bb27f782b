"""Faces of Web of Power – The Card Game: Land and Law cards with their backs and the
claiming stones. The two sheets (opening layout, scoring chart) live in
:mod:`cardgen.render.faces.games.web_of_power.sheets`.

Every country is told apart by its name, its card count and a stripe pattern, never by
colour alone; the circle symbols and routes are drawn as vector icons
(:mod:`cardgen.render.faces.games.web_of_power.icons`) with their names printed below.
"""

from __future__ import annotations

from cardgen.render.canvas import SAFE
from cardgen.render.faces.games.web_of_power import icons as _icons  # noqa: F401 (registers icons)
from cardgen.render.faces.games.web_of_power.sheets import draw_layout, draw_score_chart

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
    """A Land card in two zones.

    At setup a Law card lies over the lower part of some Land cards, leaving only the strip
    above :data:`LAW_LINE` visible. Everything a player needs before taking the card sits in
    that strip: the country (name, colour, pattern), its card count and a small row of the
    card's circle symbols and route, whose number decides how many cards may be taken with
    it. The lower zone repeats symbols and route large, with their names, for scoring.
    Small notches at both edges mark where the Law card's top edge goes.
    """
    w, h, b = canvas.width, canvas.height, canvas.bleed
    entry = game.catalogs["countries"][face["country"]]
    low = canvas.low_ink
    ink = INK if low else entry.get("ink")
    country_band(canvas, entry, -b, -b, w + 2 * b, h + 2 * b, low_ink=low)
    _land_header(canvas, face, game, entry, lang, ink)
    _land_strip(canvas, face, entry)
    for x in (-b, w - 1.6):
        canvas.rect(x, LAW_LINE - 0.3, 1.6 + b, 0.6, fill=INK)
    _land_symbols(canvas, face, game, entry, lang, LAW_LINE + 2.0, 27.0)
    route = face.get("route")
    if route:
        ry = LAW_LINE + 31.0
        canvas.rect(SAFE, ry, w - 2 * SAFE, h - SAFE - ry, radius=2.5, fill=PAPER,
                    stroke=INK, stroke_width=0.3)  # fmt: skip
        canvas.icon(f"wop-{route}", SAFE + 2.0, ry + 1.2, 11.5, INK)
        label = game.catalogs["routes"][route].name.get(lang)
        canvas.text(label, SAFE + 15, ry, w - 2 * SAFE - 17, h - SAFE - ry, size_pt=10,
                    min_size_pt=7, bold=True, valign="middle", color=INK)  # fmt: skip


LAW_LINE = 21.0
"""Distance in mm from a Land card's top edge to the top edge of a Law card lying on it."""
LAND_HEIGHT = 68.0
"""Height in mm of the Land card (mini euro) the face is laid out for."""


def _land_header(canvas, face, game, entry, lang: str, ink: str) -> None:
    """Country name left, the country's card count right. The name is the card's language
    only: a player holds our card, in their language (the German printed names are on the
    rules pages and in the checker's notes, where a reader may hold the published deck)."""
    w = canvas.width
    r = 4.6
    cx, cy = w - SAFE - r, SAFE + r
    canvas.circle(cx, cy, r, fill=PAPER, stroke=INK, stroke_width=0.4)
    canvas.text(str(entry.get("cards")), cx - r, cy - r, 2 * r, 2 * r, size_pt=16,
                min_size_pt=12, bold=True, align="center", valign="middle", color=INK)  # fmt: skip
    name = entry.name.get(lang)
    head_w = w - 2 * SAFE - 2 * r - 1.5
    if canvas.low_ink:
        canvas.rect(SAFE - 1, SAFE - 1, head_w + 1.5, 10.5, radius=1.2, fill=PAPER)
    canvas.text(name, SAFE, SAFE, head_w, 5.5, size_pt=11, min_size_pt=7, bold=True,
                valign="middle", color=ink)  # fmt: skip


def _land_strip(canvas, face, entry) -> None:
    """The card's symbols (small) and its route, in a white strip above the Law card line."""
    w = canvas.width
    y, sh = SAFE + 9.8, 7.2
    canvas.rect(SAFE, y, w - 2 * SAFE, sh, radius=sh / 2, fill=PAPER, stroke=INK,
                stroke_width=0.3)  # fmt: skip
    size, step = 5.6, 6.6
    x = SAFE + 1.4
    symbols = list(face["symbols"])
    for symbol in symbols:
        canvas.circle(x + size / 2, y + sh / 2, size / 2 + 0.2, stroke=entry.get("colour"),
                      stroke_width=0.5)  # fmt: skip
        canvas.icon(f"wop-{symbol}", x + 0.6, y + (sh - size) / 2 + 0.6, size - 1.2, INK)
        x += step
    if not symbols:
        canvas.circle(x + size / 2, y + sh / 2, size / 2 - 0.2, stroke="#8a8a8a",
                      stroke_width=0.35, dash=(0.7, 0.7))  # fmt: skip
    route = face.get("route")
    if route:
        canvas.line(w - SAFE - 9.6, y + 1.0, w - SAFE - 9.6, y + sh - 1.0, stroke=INK,
                    stroke_width=0.25)  # fmt: skip
        canvas.icon(f"wop-{route}", w - SAFE - 8.4, y + 0.5, sh - 1.0, INK)


def _land_symbols(canvas, face, game, entry, lang: str, py: float, ph: float) -> None:
    """The symbols panel of the lower zone: each symbol large with its name."""
    w = canvas.width
    px, pw = SAFE, w - 2 * SAFE
    canvas.rect(px, py, pw, ph, radius=2.5, fill=PAPER, stroke=INK, stroke_width=0.3)
    symbols = list(face["symbols"])
    centres = {0: [], 1: [w / 2], 2: [w / 2 - 9.6, w / 2 + 9.6]}[len(symbols)]
    for sx, symbol in zip(centres, symbols, strict=True):
        canvas.circle(sx, py + 10.0, 8.0, fill=PAPER, stroke=entry.get("colour"),
                      stroke_width=1.1)  # fmt: skip
        canvas.circle(sx, py + 10.0, 8.0, stroke=INK, stroke_width=0.25)
        canvas.icon(f"wop-{symbol}", sx - 5.5, py + 4.5, 11.0, INK)
        label = game.catalogs["symbols"][symbol].name.get(lang)
        canvas.text(label, sx - 9.0, py + 19.0, 18.0, 4.0, size_pt=7.5, min_size_pt=7,
                    align="center", valign="middle", color=INK, overflow="clip")  # fmt: skip
    if not symbols:
        canvas.text("–", px, py, pw, ph, size_pt=14, align="center", valign="middle",
                    color="#9a9a9a")  # fmt: skip


def draw_land_back(canvas, face, game, lang: str) -> None:
    w, h, b = canvas.width, canvas.height, canvas.bleed
    low = canvas.low_ink
    base = PAPER if low else BACK_BLUE
    mark = BACK_BLUE if low else "#c9a94a"
    canvas.fill_bleed(base)
    canvas.rect(-b, -b, w + 2 * b, h + 2 * b, pattern="grid", pattern_color=mix(mark, base, 0.6),
                pattern_width=0.25, pattern_spacing=4.0)  # fmt: skip
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
    top = band + 2.0
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
