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
    """The boxes of one layout's side at one card size: the named boxes, and each
    element's box in a box that does not move (worked out once, then shared by every card
    drawn with that layout at that size; named elements are resolved on demand, in any
    order: the loader has refused boxes that depend on themselves)."""

    def __init__(
        self, named: Mapping[str, Box], elements: Mapping[str, Element], bleed: float = 0.0
    ) -> None:
        self.named = dict(named)
        self.elements = elements
        self.bleed = bleed
        self._done: dict[str, Box] = {}
        self._static: dict[int, Box] = {}
        self._moving: dict[tuple[int, Box], Box] = {}

    def ref(self, element: Element, parent: Box | None = None, cell: Box | None = None) -> Box:
        """The box ``element`` is placed in: the one its ``in`` names (``cell``: the copy's
        of the repeat it is in), else ``parent`` (the cell or group it is drawn in), else
        the trim."""
        name = element.placement[0]
        if name is None:
            return parent if parent is not None else self.named["trim"]
        if name == CELL:
            return cell if cell is not None else parent or self.named["trim"]
        if name in self.named:
            return self.named[name]
        if name not in self._done:
            target = self.elements[name]
            self._done[name] = self.placed(target, self.ref(target))
        return self._done[name]

    def of(self, element: Element, parent: Box | None = None, cell: Box | None = None) -> Box:
        """The element's box (``parent``: the cell or group it is drawn in, if any;
        ``cell``: the copy's box of the repeat it is in)."""
        name = element.placement[0]
        if parent is None or (name is not None and name != CELL):
            box = self._static.get(id(element))
            if box is None:
                box = self._static[id(element)] = self.placed(element, self.ref(element))
            return box
        ref = self.ref(element, parent, cell)
        key = (id(element), ref)
        box = self._moving.get(key)
        if box is None:
            if len(self._moving) > MAX_MOVING:
                self._moving.clear()
            box = self._moving[key] = self.placed(element, ref)
        return box

    def placed(self, element: Element, ref: Box) -> Box:
        box = place(element, ref)
        return to_bleed(box, self.named["trim"], self.bleed) if element.to_bleed else box


MAX_MOVING = 4096
"""Boxes in cells and groups remembered per layout side and card size."""


def to_bleed(box: Box, trim: Box, bleed: float) -> Box:
    """``box`` with each edge that lies on the trim's edge (or beyond it, within the
    bleed) moved out to the bleed's edge: a band at the card's edge reaches past the cut."""
    x, y, w, h = box
    _tx, _ty, tw, th = trim
    x2, y2 = x + w, y + h
    if -bleed < x <= EDGE:
        x = -bleed
    if -bleed < y <= EDGE:
        y = -bleed
    if tw - EDGE <= x2 < tw + bleed:
        x2 = tw + bleed
    if th - EDGE <= y2 < th + bleed:
        y2 = th + bleed
    return x, y, x2 - x, y2 - y


EDGE = 1e-6
"""How near (mm) an element's edge must be to the trim's to count as on it."""


def point(value: tuple[Length, Length], ref: Box) -> tuple[float, float]:
    """A point ``[x, y]`` relative to the box's top left."""
    rx, ry, rw, rh = ref
    return rx + (mm(value[0], rw) or 0.0), ry + (mm(value[1], rh) or 0.0)


def grid_cell(box: Box, columns: int, rows: int, column: int, row: int) -> Box:
    """The cell at ``column`` and ``row`` (from 1) of a grid of ``columns`` × ``rows``."""
    x, y, w, h = box
    cw, ch = w / columns, h / rows
    return (x + (column - 1) * cw, y + (row - 1) * ch, cw, ch)


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
