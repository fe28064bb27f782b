"""Where a layout's elements go: boxes in card-local mm (origin at the trim's top left,
y down), resolved from the named boxes (trim, safe, bleed), other elements' boxes and the
cells of a repeat."""

from __future__ import annotations

import math
from collections.abc import Mapping

from cardgen.model.layout_types import CELL, Element, Length

Box = tuple[float, float, float, float]
"""x, y, width, height in mm."""

SAFE = 3.0
"""The safe area's margin inside the trim (mm), as for every face
(:data:`cardgen.render.canvas.SAFE`); small pieces get 12 % of their shorter side."""


def face_boxes(width: float, height: float, bleed: float) -> dict[str, Box]:
    """The named boxes of a face: ``trim``, ``safe`` and ``bleed``."""
    safe = min(SAFE, min(width, height) * 0.12)
    return {
        "trim": (0.0, 0.0, width, height),
        "safe": (safe, safe, width - 2 * safe, height - 2 * safe),
        "bleed": (-bleed, -bleed, width + 2 * bleed, height + 2 * bleed),
    }


def mm(value: Length | None, extent: float) -> float | None:
    """A length in mm (a percentage is of ``extent``)."""
    if value is None:
        return None
    number, percent = value
    return extent * number / 100.0 if percent else number


def _span(start: float, extent: float, near, far, size) -> tuple[float, float]:
    near, far, size = mm(near, extent), mm(far, extent), mm(size, extent)
    if size is None:
        return start + (near or 0.0), extent - (near or 0.0) - (far or 0.0)
    if near is not None:
        return start + near, size
    if far is not None:
        return start + extent - far - size, size
    return start + (extent - size) / 2, size


def place(element: Element, ref: Box) -> Box:
    """The element's box inside its reference box ``ref``: ``left``/``right`` and
    ``top``/``bottom`` are distances from the reference's edges, ``width``/``height``
    its size (without one, it spans what the distances leave; with one and no distance,
    it is centred), ``inset`` then shrinks it on every side (a negative one grows it)."""
    rx, ry, rw, rh = ref
    _in, left, right, width, top, bottom, height, inset = element.placement
    x, w = _span(rx, rw, left, right, width)
    y, h = _span(ry, rh, top, bottom, height)
    if inset is not None:
        number, percent = inset
        # (a percentage insets both axes by the same share of the shorter side)
        i = min(rw, rh) * number / 100.0 if percent else number
        x, y, w, h = x + i, y + i, w - 2 * i, h - 2 * i
    return x, y, w, h


class Boxes:
    """The boxes of one face: the named ones, and each named element's (resolved on
    demand, in any order; the loader has refused boxes that depend on themselves)."""

    def __init__(self, named: Mapping[str, Box], elements: Mapping[str, Element]) -> None:
        self.named = dict(named)
        self.elements = elements
        self._done: dict[str, Box] = {}
        self._placed: dict[tuple, Box] = {}

    def ref(self, element: Element, default: str = "trim") -> Box:
        name = element.placement[0] or default
        if name in self.named:
            return self.named[name]
        if name not in self._done:
            target = self.elements[name]
            self._done[name] = place(target, self.ref(target))
        return self._done[name]

    def of(self, element: Element, default: str = "trim") -> Box:
        name = element.placement[0] or default
        if name == CELL:  # (a copy's box: it moves with the cell)
            return place(element, self.named[CELL])
        key = (id(element), name)
        box = self._placed.get(key)
        if box is None:
            box = self._placed[key] = place(element, self.ref(element, default))
        return box

    def with_cell(self, cell: Box) -> Boxes:
        boxes = Boxes({**self.named, CELL: cell}, self.elements)
        boxes._done = self._done
        boxes._placed = self._placed
        return boxes


def point(value: tuple[Length, Length], ref: Box) -> tuple[float, float]:
    """A point ``[x, y]`` relative to the box's top left."""
    rx, ry, rw, rh = ref
    return rx + (mm(value[0], rw) or 0.0), ry + (mm(value[1], rh) or 0.0)


def grid_cells(box: Box, count: int, columns: int, rows: int | None, last_row: str) -> list[Box]:
    """``count`` cells of a grid filling ``box`` row by row (rows: as many as needed, or
    the given number); a last row that is not full is centred unless ``last_row: left``."""
    if count <= 0:
        return []
    rows = rows or math.ceil(count / columns)
    x, y, w, h = box
    cw, ch = w / columns, h / rows
    cells = []
    for i in range(count):
        row, col = divmod(i, columns)
        in_row = min(columns, count - row * columns)
        shift = (columns - in_row) * cw / 2 if last_row == "center" else 0.0
        cells.append((x + shift + col * cw, y + row * ch, cw, ch))
    return cells


def line_cells(
    start: tuple[float, float], end: tuple[float, float], size: tuple[float, float], count: int
) -> list[Box]:
    """``count`` cells of ``size`` centred on points evenly spaced from ``start`` to
    ``end`` (one copy sits in the middle)."""
    w, h = size
    if count <= 0:
        return []
    if count == 1:
        points = [((start[0] + end[0]) / 2, (start[1] + end[1]) / 2)]
    else:
        points = [
            (start[0] + (end[0] - start[0]) * i / (count - 1),
             start[1] + (end[1] - start[1]) * i / (count - 1))
            for i in range(count)
        ]  # fmt: skip
    return [(px - w / 2, py - h / 2, w, h) for px, py in points]


def rotation(angle: float, cx: float, cy: float) -> tuple[float, ...]:
    """The matrix turning by ``angle`` degrees (clockwise as seen) about ``(cx, cy)``."""
    a = math.radians(angle)
    cos, sin = math.cos(a), math.sin(a)
    if abs(cos) < 1e-12:
        cos = 0.0
    if abs(sin) < 1e-12:
        sin = 0.0
    return (cos, sin, -sin, cos, cx - cos * cx + sin * cy, cy - sin * cx - cos * cy)
