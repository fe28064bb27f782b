"""The two reference sheets of Cosmopolis "Networks": the map of adjoining regions (a
schematic world with the linking cities of every pair) and the region/colour key."""

from __future__ import annotations

from cardgen.render.faces.games.cosmopolis_networks.style import DARK, PAPER, region_style, swatch
from cardgen.render.faces.words import FaceWords

WORDS = FaceWords("cosmopolis-networks")

# Schematic positions (fraction of the map box): a world map cut in the Pacific, laid out
# so that no link line runs under a box other than its own two (tested).
POSITIONS = {
    "pacific-north-america": (0.00, 0.28),
    "atlantic-north-america": (0.18, 0.10),
    "caribbea": (0.10, 0.55),
    "south-america": (0.20, 0.88),
    "western-europe": (0.40, 0.05),
    "eastern-europe": (0.75, 0.05),
    "mediterranea": (0.52, 0.26),
    "africa": (0.34, 0.62),
    "western-asia": (0.72, 0.40),
    "south-east-asia": (0.70, 0.70),
    "pacific-asia": (1.00, 0.22),
    "australasia": (0.74, 0.95),
}
WRAP = ("pacific-north-america", (1.00, 0.60))
"""Pacific North America appears a second time at the right edge, across the Pacific."""
NODE_W, NODE_H = 31.0, 12.0
GHOST_H = 20.0
"""The second box is taller: "(across the Pacific)" goes inside it, where no line runs."""
ROW_H = 8.6


def _title(canvas, text: str) -> float:
    canvas.text(text, 0, 0, canvas.width, 12, size_pt=20, min_size_pt=12, bold=True,
                align="center", valign="middle", color=DARK, overflow="clip")  # fmt: skip
    return 15.0


def _node(canvas, game, region_id, cx, cy, lang, ghost=False) -> None:
    st = region_style(game, region_id, canvas.low_ink)
    node_h = GHOST_H if ghost else NODE_H
    x, y = cx - NODE_W / 2, cy - node_h / 2
    swatch(canvas, game, region_id, x, y, NODE_W, node_h)
    canvas.rect(x + 1.8, y + 1.8, NODE_W - 3.6, node_h - 3.6, radius=1.0, fill=st.solid,
                stroke=DARK if ghost else None, stroke_width=0.3,
                dash=(1.0, 0.8) if ghost else None)  # fmt: skip
    name = game.catalogs["regions"][region_id].name.get(lang)
    canvas.text(name, x + 2.3, y + 2.0, NODE_W - 4.6, NODE_H - 4.0, size_pt=8, min_size_pt=7,
                bold=True, align="center", valign="middle", color=st.ink,
                overflow="clip")  # fmt: skip
    if ghost:
        canvas.text(WORDS("wrap", lang), *wrap_label_box((cx, cy)), size_pt=7, min_size_pt=7,
                    align="center", valign="middle", color=st.ink, overflow="clip")  # fmt: skip


def node_box(region_centre, ghost: bool = False) -> tuple[float, float, float, float]:
    """(x, y, w, h) of a region's box on the map."""
    node_h = GHOST_H if ghost else NODE_H
    return (region_centre[0] - NODE_W / 2, region_centre[1] - node_h / 2, NODE_W, node_h)


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


def _pairs(face) -> list[tuple[str, str]]:
    neighbours = {n["region"]: list(n["adjoins"]) for n in face["neighbours"]}
    order = [n["region"] for n in face["neighbours"]]
    return [(a, b) for i, a in enumerate(order) for b in order[i + 1 :] if b in neighbours[a]]


def map_layout(face, top: float, w: float, map_h: float):
    """Where the map's parts go (mm): ``(centres, ghost, links)`` with the centre of every
    region's box, that of Pacific North America's second box across the Pacific (centred
    at the same height as a box of ``NODE_H`` would be), and
    every link line ``(a, b, (x1, y1, x2, y2), across)``."""
    order = [n["region"] for n in face["neighbours"]]
    mx, mw = NODE_W / 2, w - NODE_W

    def pos(fx, fy):
        return mx + fx * mw, top + NODE_H / 2 + fy * (map_h - NODE_H)

    centres = {r: pos(*POSITIONS[r]) for r in order if r in POSITIONS}
    ghost_id, ghost_at = WRAP
    ghost = pos(*ghost_at)
    links = []
    for a, b in _pairs(face):
        if a not in centres or b not in centres:
            continue
        (x1, y1), (x2, y2) = centres[a], centres[b]
        if ghost_id in (a, b) and abs(x1 - x2) > w / 2:  # across the Pacific
            other = centres[b if a == ghost_id else a]
            links.append((a, b, (*ghost, *other), True))
        else:
            links.append((a, b, (x1, y1, x2, y2), False))
    return centres, ghost, links


def map_height(face, h: float) -> tuple[float, float]:
    """(top, height) of the map above the table of pairs."""
    rows = (len(_pairs(face)) + 1) // 2
    return 15.0, max(60.0, h - 15.0 - (8 + rows * ROW_H) - 4)


def wrap_label_box(ghost: tuple[float, float]) -> tuple[float, float, float, float]:
    """ "(across the Pacific)": inside the second box, under the region's name."""
    return (ghost[0] - NODE_W / 2 + 2.3, ghost[1] - GHOST_H / 2 + NODE_H - 2.4, NODE_W - 4.6,
            GHOST_H - NODE_H)  # fmt: skip


def draw_map(canvas, face, game, lang: str) -> None:
    w, h = canvas.width, canvas.height
    canvas.fill_bleed(PAPER)
    _title(canvas, face["title"].get(lang))
    pairs = _pairs(face)
    rows = (len(pairs) + 1) // 2
    row_h = ROW_H
    top, map_h = map_height(face, h)
    centres, ghost, links = map_layout(face, top, w, map_h)
    ghost_id = WRAP[0]
    for _a, _b, (x1, y1, x2, y2), across in links:
        canvas.line(x1, y1, x2, y2, stroke=DARK, stroke_width=0.7,
                    dash=(2.0, 1.2) if across else None)  # fmt: skip
    for region_id, (cx, cy) in centres.items():
        _node(canvas, game, region_id, cx, cy, lang)
    _node(canvas, game, ghost_id, *ghost, lang, ghost=True)
    # the table of pairs and their linking cities
    y0 = top + map_h + 3
    canvas.line(0, y0, w, y0, stroke=DARK, stroke_width=0.3)
    canvas.text(WORDS("cities", lang), 0, y0 + 1, w, 6, size_pt=11, min_size_pt=8, bold=True,
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
            canvas.text(WORDS(key, lang), x, y, cw, 6, size_pt=9, min_size_pt=7, bold=True,
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
    canvas.text(WORDS("icons", lang), 0, y + 1, w, 7, size_pt=11, min_size_pt=8, bold=True,
                color=DARK, overflow="clip")  # fmt: skip
    y += 10
    for icon in game.catalogs["icons"]:
        canvas.icon(f"cos-{icon.id}", 2, y, 9, DARK)
        text = f"**{icon.name.get(lang)}** – {icon.get('symbol').get(lang)}"
        canvas.text(text, 16, y, w - 16, 9, size_pt=10, min_size_pt=7, valign="middle",
                    color=DARK, overflow="clip")  # fmt: skip
        y += 11
