"""Faces of Cosmopolis "Networks": regional and linking city faces, the reference map and
the region key.

Both sides of every card are fronts (``back_type``), so each side is drawn as a face of its
own. Colour is never the only cue: every region has its own pattern, and every face prints
its region names. Regional faces are coloured all over; linking faces have the verified
white centre, framed by stripes of the regions they join.
"""

from __future__ import annotations

from cardgen.render.canvas import SAFE
from cardgen.render.faces.games.cosmopolis_networks import icons  # noqa: F401  (registers icons)
from cardgen.render.faces.games.cosmopolis_networks.map import draw_key, draw_map
from cardgen.render.faces.games.cosmopolis_networks.style import (
    DARK,
    PAPER,
    region_style,
    swatch,
    term,
)


def draw_face(canvas, face, item, component, game, lang: str) -> None:
    if face.type == "regional":
        _regional(canvas, face, game, lang)
    elif face.type == "linking":
        _linking(canvas, face, game, lang)
    elif face.type == "reference-map":
        draw_map(canvas, face, game, lang)
    elif face.type == "region-key":
        draw_key(canvas, face, game, lang)
    else:  # pragma: no cover - the schema declares no other face types
        raise ValueError(f"cosmopolis-networks has no face type {face.type!r}")


def face_title(face, lang: str) -> str | None:
    """What a player reads as a city face's title: its city in ``lang`` (the gallery
    captions a card "Vancouver / Havana", not by its region or icon)."""
    city = face.get("city")
    return city.get(lang) if city is not None else None


def _icon_disc(canvas, game, icon_id: str, cx: float, cy: float, r: float, lang: str, ring: str):
    canvas.circle(cx, cy, r, fill=PAPER, stroke=ring, stroke_width=0.6)
    size = r * 1.25
    canvas.icon(f"cos-{icon_id}", cx - size / 2, cy - size / 2, size, DARK)


def _label(canvas, text: str, x, y, w, h, fill, color, size_pt, *, bold=True, stroke=None):
    canvas.rect(x, y, w, h, radius=min(2.0, h / 3), fill=fill, stroke=stroke, stroke_width=0.4)
    canvas.text(text, x + 1.5, y + 0.6, w - 3, h - 1.2, size_pt=size_pt, min_size_pt=7,
                bold=bold, align="center", valign="middle", color=color,
                overflow="clip")  # fmt: skip


def _regional(canvas, face, game, lang: str) -> None:
    w, h, b = canvas.width, canvas.height, canvas.bleed
    st = region_style(game, face["region"], canvas.low_ink)
    canvas.fill_bleed(st.background)
    if st.pattern != "plain":
        canvas.rect(-b, -b, w + 2 * b, h + 2 * b, pattern=st.pattern, pattern_color=st.lines,
                    pattern_spacing=3.2, pattern_width=0.45)  # fmt: skip
    box_w = w - 2 * SAFE
    # the city: big, at the top
    _label(canvas, face["city"].get(lang), SAFE, SAFE + 1, box_w, 19, st.solid, st.ink, 18,
           stroke=st.outline)  # fmt: skip
    # the icon and what it stands for
    icon = game.catalogs["icons"][face["icon"]]
    cy = h * 0.5
    _icon_disc(canvas, game, face["icon"], w / 2, cy, 15.5, lang, st.outline or DARK)
    _label(canvas, icon.name.get(lang), w / 2 - 17, cy + 17.5, 34, 7.5, st.solid, st.ink, 10,
           bold=False, stroke=st.outline)  # fmt: skip
    # the region (name, then its colour's name) at the bottom
    region = game.catalogs["regions"][face["region"]]
    text = f"**{region.name.get(lang)}**\n{region.get('colour_name').get(lang)}"
    _label(canvas, text, SAFE, h - SAFE - 15, box_w, 15, st.solid, st.ink, 11, bold=False,
           stroke=st.outline)  # fmt: skip


def _linking(canvas, face, game, lang: str) -> None:
    w, h, b = canvas.width, canvas.height, canvas.bleed
    links = list(face["links"])
    canvas.fill_bleed(PAPER)
    band = (w + 2 * b) / len(links)
    for i, region_id in enumerate(links):
        st = region_style(game, region_id, canvas.low_ink)
        x = -b + i * band
        canvas.rect(x, -b, band, h + 2 * b, fill=st.background)
        if st.pattern != "plain":
            canvas.rect(x, -b, band, h + 2 * b, pattern=st.pattern, pattern_color=st.lines,
                        pattern_spacing=3.2, pattern_width=0.45)  # fmt: skip
    # the white centre
    px, py, pw, ph = 5.0, 8.5, w - 10.0, h - 17.0
    canvas.rect(px, py, pw, ph, radius=4.0, fill=PAPER, stroke=DARK, stroke_width=0.5)
    inner = pw - 4
    canvas.text(term(game, "linking-card", lang).upper(), px + 2, py + 1.8, inner, 4.2,
                size_pt=7, min_size_pt=7, bold=True, align="center", valign="middle",
                color="#555555", overflow="clip")  # fmt: skip
    canvas.text(face["city"].get(lang), px + 2, py + 6.5, inner, 15, size_pt=18, min_size_pt=8,
                bold=True, align="center", valign="middle", color=DARK,
                overflow="clip")  # fmt: skip
    icon = game.catalogs["icons"][face["icon"]]
    cy = py + 32
    _icon_disc(canvas, game, face["icon"], w / 2, cy, 10.5, lang, DARK)
    canvas.text(icon.name.get(lang), px + 2, cy + 11.5, inner, 4.5, size_pt=8, min_size_pt=7,
                align="center", valign="middle", color=DARK, overflow="clip")  # fmt: skip
    # the regions it joins, each with its swatch
    row_h = 7.5
    top = py + ph - 2 - row_h * len(links)
    for i, region_id in enumerate(links):
        y = top + i * row_h
        swatch(canvas, game, region_id, px + 2.5, y + 0.8, 9.0, row_h - 1.6)
        canvas.text(game.catalogs["regions"][region_id].name.get(lang), px + 13, y, pw - 15,
                    row_h, size_pt=9, min_size_pt=7, bold=True, valign="middle", color=DARK,
                    overflow="clip")  # fmt: skip
