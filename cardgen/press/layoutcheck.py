"""Checking every face a layout draws, in each of the game's languages, without writing
anything: what ``cardgen validate`` adds for games with layouts.

Each distinct face is drawn on a :class:`~cardgen.render.layouts.NullCanvas` at the size
the print and SVG files give it (a ``sheet`` without a size at A4 less its margins). What
cannot be drawn (a text past its ``min_size``, a value that is not a colour, a missing
image, an unknown icon, a glyph the font lacks …) is one problem per place in the layout
and message, naming the cards and languages it concerns.
"""

from __future__ import annotations

from collections.abc import Iterable

from cardgen.errors import Problem
from cardgen.press import layout as L
from cardgen.press.svgout import SHEET_SIZE
from cardgen.render.layouts import NullCanvas, card_label, face_fault, layout_elements


def _faces(game):
    """``(component, face, owner, side, size, cells)`` of every distinct face."""
    for comp in game.components:
        common_done = False
        for item in comp.items:
            if comp.shape == "polyomino":
                cells = item.cells or ("X",)
                size = L.piece_size(cells, comp.cell_mm or 20.0)
            else:
                cells = None
                size = (comp.size.width, comp.size.height) if comp.size else SHEET_SIZE
            yield comp, item.front, item, "front", size, cells
            if item.back is not None:
                yield comp, item.back, item, "back", size, L.mirror_cells(cells)
            elif comp.back is not None and (comp.shape == "polyomino" or not common_done):
                common_done = True
                yield comp, comp.back, None, "back", size, L.mirror_cells(cells)


def layout_problems(game, langs: Iterable[str] | None = None) -> list[Problem]:
    """Every problem of the faces ``game``'s layouts draw in ``langs`` (default: the game's
    languages); none for a game without layouts."""
    if getattr(game, "design", None) is None:
        return []
    langs = tuple(langs) if langs is not None else game.languages
    found: dict[tuple, dict[tuple, tuple[list, list[str]]]] = {}
    for comp, face, owner, side, (w, h), cells in _faces(game):
        elements = layout_elements(face, owner, comp, game)
        if elements is None:
            continue
        bleed = 0.0 if comp.kind == "sheet" else 3.0
        for lang in langs:
            canvas = NullCanvas(w, h, bleed, lang=lang, side=side, shape=comp.shape, cells=cells,
                                cell_mm=comp.cell_mm, corner_mm=comp.corner_mm)  # fmt: skip
            fault = face_fault(canvas, face, owner, comp, game, lang, elements)
            if fault is None:
                continue
            faces = found.setdefault(fault, {})
            owners, languages = faces.setdefault((id(comp), side), ([comp], []))
            if owner not in owners[1:]:
                owners.append(owner)
            if lang not in languages:
                languages.append(lang)
    problems = []
    for (where, message), faces in found.items():
        labels = []
        for (_key, side), ((comp, *owners), languages) in faces.items():
            first, *more = owners
            labels.append(card_label(first, comp, side, languages, [o.id for o in more]))
        problems.append(where.problem(f"{'; '.join(labels)}: {message}"))
    return problems
