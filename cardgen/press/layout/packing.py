"""Shelf packing: shaped pieces (round tokens, polyominoes) on sheets of their own
(:func:`pack_shaped`) and the pieces of several components on shared sheets
(:func:`pack_mixed`), outlined pieces in rows and equal rectangles as crop-marked blocks."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import replace

from cardgen.press.layout.grid import GridPlan, impose_grid
from cardgen.press.layout.nesting import nest_pair, nesting_choices, pack_units
from cardgen.press.layout.sheets import (
    GAP_EXTRA,
    MIN_MARK,
    UNPRINTED,
    Piece,
    Sheet,
    Slot,
    TooLarge,
    fit_count,
    margin,
    orientations,
)


class _Shelves:
    """Fills sheets with shelves, top to bottom, page after page.

    A shelf is a row of outlined pieces (left to right, ``2·bleed + gap_extra`` apart) or
    one :class:`Block` of equal rectangles. Neighbouring shelves are ``2·bleed +
    gap_extra`` apart plus the room for the crop marks of each block among them. Trims
    stay :func:`margin` from the paper edge, blocks :attr:`Block.edge`. ``gap_extra`` is
    :data:`GAP_EXTRA` (room for two hand cuts), 0 for a cutting machine.

    With ``fill_gaps`` a piece first goes into the room left at the right end of an
    earlier row of the sheet, if it is no taller than that row.
    """

    def __init__(self, paper: tuple[float, float], bleed: float, region_w: float | None = None,
                 fill_gaps: bool = False, gap_extra: float = GAP_EXTRA):  # fmt: skip
        self.paper = paper
        self.bleed = bleed
        self.gap = 2 * bleed + gap_extra
        """Between the trims of neighbouring pieces and shelves (mm)."""
        self.margin = margin(bleed)
        self.right = (region_w if region_w is not None else paper[0] - self.margin) + 1e-9
        self.fill_gaps = fill_gaps
        self.sheets: list[Sheet] = []
        self._new_sheet()

    def _new_sheet(self) -> None:
        self.sheet = Sheet(self.paper)
        self.sheets.append(self.sheet)
        self.shelf: tuple[float, float, float] | None = None
        """(top, height, crop mark room) of the last shelf on this sheet."""
        self.x: float | None = None
        """Where the next piece goes in the open row of pieces (None: no open row)."""
        self.closed: list[list[float]] = []
        """[top, height, next x] of the earlier rows of pieces on this sheet."""

    def _next_y(self, room: float, edge: float) -> float:
        if self.shelf is None:
            return edge
        y, h, prev_room = self.shelf
        gap = self.gap
        if room or prev_room:
            gap += prev_room + room
        return max(edge, y + h + gap)

    def _spot(self, w: float, h: float, piece: Piece) -> tuple[float, float]:
        """Where a ``w`` × ``h`` box of outlined pieces goes: room left in an earlier row
        (``fill_gaps``), the open row, a new row, or a new sheet."""
        ph = self.paper[1]
        gap = self.gap
        bottom = ph - self.margin + 1e-9
        if w > self.right - self.margin or h > bottom - self.margin:
            raise TooLarge(piece)
        if self.fill_gaps:
            for row in self.closed:
                top, height, x = row
                if x + w <= self.right and h <= height + 1e-9:
                    row[2] = x + w + gap
                    return x, top
        if self.x is None or self.x + w > self.right:
            self._close_row()
            self.shelf = (self._next_y(0.0, self.margin), 0.0, 0.0)
            self.x = self.margin
        y = self.shelf[0]
        if y + h > bottom:
            self._new_sheet()
            self.shelf = (self.margin, 0.0, 0.0)
            self.x = y = self.margin
        x = self.x
        self.x = x + w + gap
        self.shelf = (y, max(self.shelf[1], h), 0.0)
        return x, y

    def _put(self, piece: Piece, x: float, y: float, turned: bool = False) -> None:
        b = self.bleed
        clip = (x - b, y - b, x + piece.w + b, y + piece.h + b)
        self.sheet.fronts.append(Slot(piece, x, y, clip, rotated=turned, outline=True))

    def piece(self, piece: Piece) -> None:
        """One outlined piece."""
        x, y = self._spot(piece.w, piece.h, piece)
        self._put(piece, x, y)

    def pair(self, first: Piece, second: Piece) -> None:
        """Two equal L-trominoes nested, the second turned 180° (:func:`nest_pair`)."""
        w, h, (ax, ay), (bx, by) = nest_pair(first.cells, first.w / 2, self.gap)
        x, y = self._spot(w, h, first)
        self._put(first, x + ax, y + ay)
        self._put(second, x + bx, y + by, turned=True)

    def _close_row(self) -> None:
        if self.x is not None and self.shelf is not None:
            self.closed.append([self.shelf[0], self.shelf[1], self.x])
        self.x = None

    def block(self, pieces: Sequence[Piece], layout: str, marks: tuple[float, float]) -> None:
        """Equal rectangles as a grid (``layout`` grid: butted, spaced: gutters), centred
        across the page, on as many shelves (one per sheet) as they need."""
        pw, ph = self.paper
        b = self.bleed
        w, h = pieces[0].w, pieces[0].h
        gap = 0.0 if layout == "grid" else self.gap
        offset, length = marks
        room = offset + length if length > 0 else 0.0
        # Trims far enough from the paper edge for the shortest crop mark there; a piece
        # that only fits closer to the edge goes without marks on that side.
        edge = self.margin
        if length > 0:
            edge = max(edge, UNPRINTED + b + min(MIN_MARK, length))
        if fit_count(pw - 2 * edge, w, gap) == 0 or fit_count(ph - 2 * edge, h, gap) == 0:
            edge = self.margin
        cols = fit_count(pw - 2 * edge, w, gap)
        if cols == 0 or fit_count(ph - 2 * edge, h, gap) == 0:
            raise TooLarge(pieces[0])
        start = 0
        while start < len(pieces):
            self._close_row()
            y = self._next_y(room, edge)
            rows = fit_count(ph - edge - y, h, gap)
            if rows == 0:
                self._new_sheet()
                y = edge
                rows = fit_count(ph - 2 * edge, h, gap)
            chunk = pieces[start : start + rows * cols]
            used_cols = min(cols, len(chunk))
            used_rows = math.ceil(len(chunk) / cols)
            block_w = used_cols * w + (used_cols - 1) * gap
            plan = GridPlan(self.paper, cols, used_rows, gap, (pw - block_w) / 2, y, pw)
            (part,) = impose_grid(chunk, plan, b, layout)
            self.sheet.fronts.extend(part.fronts)
            self.sheet.blocks.append(replace(part.blocks[0], reach=b + room, edge=edge))
            self.shelf = (y, used_rows * h + (used_rows - 1) * gap, room)
            start += len(chunk)

    def filled(self) -> list[Sheet]:
        return [s for s in self.sheets if s.fronts]


def shelf_pack(
    pieces: Sequence[Piece],
    paper: tuple[float, float],
    bleed: float,
    region_w: float | None,
    nest: bool = False,
    gap_extra: float = GAP_EXTRA,
) -> tuple[list[Sheet], int]:
    """Pack pieces of any size left-to-right in rows (shelves), page after page; with
    ``nest`` two neighbouring equal L-trominoes go as a nested pair (:func:`nest_pair`)."""
    shelves = _Shelves(paper, bleed, region_w, gap_extra=gap_extra)
    for unit in pack_units(pieces, nest):
        if isinstance(unit, tuple):
            shelves.pair(*unit)
        else:
            shelves.piece(unit)
    sheets = shelves.filled()
    return sheets, len(sheets)


def _center_block(sheet: Sheet, region_w: float | None, bleed: float) -> None:
    """Centre packed content on the page (or push it against the fold)."""
    if not sheet.fronts:
        return
    pw, ph = sheet.paper
    edge = margin(bleed)
    x1 = max(s.x + s.piece.w for s in sheet.fronts)
    y1 = max(s.y + s.piece.h for s in sheet.fronts)
    dx = (region_w - x1) if region_w is not None else (pw - x1 - edge) / 2
    dy = (ph - y1 - edge) / 2
    sheet.fronts = [_moved(s, dx, dy) for s in sheet.fronts]


def _moved(slot: Slot, dx: float, dy: float) -> Slot:
    x0, y0, x1, y1 = slot.clip
    return replace(slot, x=slot.x + dx, y=slot.y + dy, clip=(x0 + dx, y0 + dy, x1 + dx, y1 + dy))


def pack_shaped(
    pieces: Sequence[Piece],
    paper: tuple[float, float],
    bleed: float,
    fold: bool,
    gap_extra: float = GAP_EXTRA,
) -> list[Sheet]:
    """Shelf-pack in the orientation that needs fewer sheets (portrait on a tie); L-tromino
    pairs are nested only when that needs fewer sheets still. ``gap_extra``: see
    :class:`_Shelves`."""
    best: list[Sheet] | None = None
    error: TooLarge | None = None
    for nest, orient in [(n, o) for n in nesting_choices(pieces) for o in orientations(paper)]:
        region = orient[0] / 2 - bleed - GAP_EXTRA / 2 if fold else None
        try:
            sheets, n = shelf_pack(pieces, orient, bleed, region, nest, gap_extra)
        except TooLarge as e:
            error = e
            continue
        for s in sheets:
            _center_block(s, region, bleed)
            if fold:
                s.fold_x = orient[0] / 2
        if best is None or n < len(best):
            best = sheets
    if best is None:
        raise error or TooLarge(pieces[0])
    return best


def pack_mixed(
    groups: Sequence[Sequence[Piece]],
    paper: tuple[float, float],
    bleed: float,
    layout: str,
    marks: tuple[float, float],
    gap_extra: float = GAP_EXTRA,
) -> list[Sheet]:
    """The pieces of several groups (components) on common sheets, group after group, in
    the orientation that needs fewer sheets (portrait on a tie); ``layout`` grid or spaced.

    A group of equal rectangles stays a grid :class:`Block` (crop marks ``marks`` =
    (offset, length) around it, room for them kept free); other pieces are shelf-packed
    with their outline as cut guide (L-tromino pairs nested when that needs fewer sheets,
    as in :func:`pack_shaped`). Pieces keep full bleed towards other groups.
    ``gap_extra``: see :class:`_Shelves`.
    """
    best: list[Sheet] | None = None
    error: TooLarge | None = None
    nestings = nesting_choices([p for pieces in groups for p in pieces])
    for nest, orient in [(n, o) for n in nestings for o in orientations(paper)]:
        shelves = _Shelves(orient, bleed, fill_gaps=True, gap_extra=gap_extra)
        try:
            for pieces in groups:
                if not pieces:
                    continue
                w, h = pieces[0].w, pieces[0].h
                if all(p.shape == "rect" and (p.w, p.h) == (w, h) for p in pieces):
                    shelves.block(pieces, layout, marks)
                    continue
                for unit in pack_units(pieces, nest):
                    if isinstance(unit, tuple):
                        shelves.pair(*unit)
                    else:
                        shelves.piece(unit)
        except TooLarge as e:
            error = e
            continue
        sheets = shelves.filled()
        for s in sheets:
            _centre_mixed(s, bleed)
        if best is None or len(sheets) < len(best):
            best = sheets
    if best is None:
        raise error or ValueError("nothing to pack")
    return best


def _centre_mixed(sheet: Sheet, bleed: float) -> None:
    """Centre a shared sheet's content vertically, and its outlined pieces across the page
    (blocks are centred across already; they have their shelves to themselves)."""
    pw, ph = sheet.paper
    edge = margin(bleed)
    boxes = [(b.trim, b.edge) for b in sheet.blocks]
    boxes += [(s.trim, edge) for s in sheet.fronts if s.outline]
    top = min(t[1] - e for t, e in boxes)
    bottom = min(ph - e - t[3] for t, e in boxes)
    dy = (bottom - top) / 2
    outlined = [s.trim for s in sheet.fronts if s.outline]
    dx = 0.0
    if outlined:
        left = min(t[0] for t in outlined) - edge
        right = pw - edge - max(t[2] for t in outlined)
        dx = (right - left) / 2
    sheet.fronts = [_moved(s, dx if s.outline else 0.0, dy) for s in sheet.fronts]
    sheet.blocks = [b.moved(0.0, dy) for b in sheet.blocks]
