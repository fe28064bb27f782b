"""The generic face: readable cards for any game without its own faces module.

Title = the item's name (the component's name on a common back; for an item without a
name, the word for one item of its kind and its place: :func:`untitled_name`), then one
line per face field with its value only, shrunk to fit: a field's key is a word of the
data, in English, and means nothing to a player holding the German card. Colour comes
from the face type (a stable hash), with a pattern band so that colour is not the only
cue.
"""

from __future__ import annotations

import zlib
from collections.abc import Mapping
from functools import cache
from typing import Any

from cardgen.model import SOURCE_LANG
from cardgen.render.canvas import PATTERNS, SAFE

_PALETTE = ("#cfe3f5", "#f5dcc4", "#d6ecd2", "#eed5ec", "#f3eab8", "#d9d9ef", "#f2d0d0")
_INK = ("#1f4e79", "#8a4a12", "#2d6a2a", "#7a2f74", "#6b5a00", "#3c3c8c", "#8c2a2a")
_BAND_PATTERNS = ("diagonal", "dots", "crosshatch", "waves", "grid", "zigzag", "hatch")


def _pick(key: str) -> int:
    return zlib.crc32(key.encode("utf-8")) % len(_PALETTE)


def format_value(value: Any, lang: str) -> str:
    """A field value as a short text in ``lang`` (texts, lists, mappings, records)."""
    if value is None:
        return "—"
    get = getattr(value, "get", None)
    if get is not None and hasattr(value, "values") and hasattr(value, "neutral"):
        return value.get(lang)
    name = getattr(value, "name", None)
    if name is not None and hasattr(name, "get") and hasattr(value, "id"):
        return name.get(lang)
    if isinstance(value, Mapping):
        return ", ".join(f"{k} {format_value(v, lang)}" for k, v in value.items())
    if isinstance(value, list | tuple):
        return ", ".join(format_value(v, lang) for v in value) or "—"
    if isinstance(value, bool):
        return "✓" if value else "✗"
    return str(value)


@cache  # (read once per process, as the data file was)
def _item_words() -> Mapping[str, Mapping[str, str]]:
    """The catalog ``item-words``: a component's kind → language → word (a missing
    translation reads in the source language)."""
    from cardgen.catalogs import own_domain, table

    return table(own_domain("item-words"))  # type: ignore[return-value]


def untitled_name(component, item, lang: str) -> str:
    """A title for an item without a name, in the reader's language; its id is a word of
    the data, not of the card. The only item of its component takes the component's name
    ("Score pad"); one of several, the word for one item of the component's kind and its
    place there ("Karte 3", "Carte 3": one item, so never the component's plural name,
    the catalog ``item-words``), or the component's own ``item_name`` ("Bateau 19")."""
    place = next((n for n, other in enumerate(component.items, 1) if other is item), None)
    if place is None or len(component.items) == 1:
        return component.name.get(lang)
    if component.item_name is not None:  # the component's own word ("Boat 19")
        return component.item_name.get(lang).replace("{n}", str(place))
    words = _item_words().get(component.kind) or _item_words()["deck"]
    return (words.get(lang) or words[SOURCE_LANG]).format(n=place)


def draw_face(canvas, face, item, component, game, lang: str) -> None:
    k = _pick(face.type)
    paper = "#ffffff" if canvas.low_ink else _PALETTE[k]
    ink = _INK[k]
    band = _BAND_PATTERNS[k % len(_BAND_PATTERNS)]
    assert band in PATTERNS
    w, h, b = canvas.width, canvas.height, canvas.bleed
    canvas.fill_bleed(paper)
    if item is None:
        title = component.name.get(lang)
    elif item.name is not None:
        title = item.name.get(lang)
    else:
        title = untitled_name(component, item, lang)
    small = min(w, h) < 30
    safe = min(SAFE, min(w, h) * 0.12)
    if canvas.shape == "round":
        safe = min(w, h) * 0.18
    band_h = 0.0 if small else min(9.0, h * 0.16)
    if band_h:
        if canvas.low_ink:
            canvas.rect(-b, -b, w + 2 * b, band_h + b, pattern=band, pattern_color=ink,
                        pattern_width=0.2, pattern_spacing=2.5)  # fmt: skip
        else:
            canvas.rect(-b, -b, w + 2 * b, band_h + b, fill=ink, pattern=band,
                        pattern_color=paper, pattern_width=0.2, pattern_spacing=2.5)  # fmt: skip
    if canvas.shape == "polyomino" and canvas.cells and canvas.cell_mm:
        c = canvas.cell_mm
        for r, row in enumerate(canvas.cells):
            for col, ch in enumerate(row):
                if ch != ".":
                    canvas.rect(col * c + 1.5, r * c + 1.5, c - 3, c - 3, radius=1.5,
                                stroke=ink, stroke_width=0.3, dash=(1.0, 1.0))  # fmt: skip
        # Text in the first filled cell of the top row.
        first = next(i for i, ch in enumerate(canvas.cells[0]) if ch != ".")
        w = c
        x0 = first * c
    else:
        x0 = 0.0
    lines = [format_value(value, lang) for value in face.fields.values()]
    box_w = w - 2 * safe
    title_h = band_h if band_h else (h - 2 * safe) * 0.35
    title_colour = "#ffffff" if band_h and not canvas.low_ink else ink
    if band_h and canvas.low_ink:
        canvas.rect(safe - 0.8, 0.8, box_w + 1.6, band_h - 1.6, radius=1.0, fill="#ffffff")
    canvas.text(
        title,
        x0 + safe,
        0.8 if band_h else safe,
        box_w,
        title_h - (1.6 if band_h else 0),
        size_pt=11,
        min_size_pt=4,
        bold=True,
        align="center",
        valign="middle",
        color=title_colour,
        overflow="clip",
    )
    body_top = (band_h + 2.0) if band_h else safe + title_h
    body_h = h - body_top - safe
    if lines and body_h > 2:
        canvas.text(
            "\n".join(lines),
            x0 + safe,
            body_top,
            box_w,
            body_h,
            size_pt=9,
            min_size_pt=4,
            align="center" if small else "left",
            color="#1a1a1a",
            overflow="clip",
        )
    if canvas.side == "back" and item is None and not small:
        canvas.icon("star", w / 2 - 4, h - safe - 10, 8, ink)
