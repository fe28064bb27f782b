"""Imposition geometry: where every front and back lands on which sheet. Pure maths, mm.

Page coordinates are millimetres from the top-left corner of the page, y down (the PDF
writer converts). A :class:`Slot` is one copy of one item on one page: its trim box
``(x, y, w, h)``, its clip box (trim + the bleed that may show on that side) and whether
it is turned 180°.

Layouts
    ``grid``    cards butted, shared cut lines, bleed only on the outer edges of the block
                (most cards per sheet: 3 × 3 poker cards on A4 and Letter).
    ``spaced``  a gutter of ``2·bleed + 2 mm`` between cards, full bleed on every card.
    ``fold``    gutterfold: fronts on the left half, their backs mirrored on the right
                half of the same page; fold along the dashed middle line and glue.

Shaped pieces (round tokens, polyomino tiles) are always spaced and shelf-packed in
item order; the cut line follows their outline. Two neighbouring equal L-trominoes may
go as a nested pair, the second turned 180° (:func:`nest_pair`), when that needs fewer
sheets; its back is turned as well, so it still lands behind its front.

Shared sheets (:func:`pack_mixed`): the pieces of several components on common sheets,
in order. Equal rectangles of one component stay a :class:`Block` (butted or spaced as the
layout says, crop marks around it, room kept free for the marks); other pieces are
shelf-packed with their outline as cut guide.

Duplex
    Long-edge flip on a portrait page (or short-edge on landscape) turns the sheet about
    its vertical axis: a back keeps its row, columns are mirrored (``x' = W - x - w``),
    upright. Short-edge flip on portrait (or long-edge on landscape) turns it about the
    horizontal axis: a back keeps its column, rows are mirrored (``y' = H - y - h``) and the
    back is turned 180°. The back offset ``(dx, dy)`` (mm, as seen on the printed back
    page: +x right, +y down) is then added to every back.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

PAPERS: dict[str, tuple[float, float]] = {
    "a4": (210.0, 297.0),
    "letter": (215.9, 279.4),
    "a3": (297.0, 420.0),
    "tabloid": (279.4, 431.8),
}
"""Paper sizes in mm, portrait (width, height)."""

LAYOUTS = ("grid", "spaced", "fold")
DUPLEX = ("long", "short", "none")
MAX_BLEED = 3.175
MARGIN = 5.0
"""Minimum distance (mm) from the paper edge to any trim line (see :func:`margin`)."""
GAP_EXTRA = 2.0
"""Gutter between bleeds in the spaced layouts (mm)."""
UNPRINTED = 4.0
"""Crop marks stay at least this far (mm) from the paper edge: home printers cannot print
the outer 3–5 mm (Letter with 3 × 3 poker cards and 3 mm bleed would put the marks in the
3.35 mm strip at the top and bottom edges)."""
MIN_MARK = 2.0
"""Shortest crop mark worth drawing (mm)."""
MARK_OFFSET = 1.0
MARK_LENGTH = 5.0
"""Default gap between bleed edge and crop mark, and mark length (mm)."""


def margin(bleed: float) -> float:
    """Least distance (mm) from the paper edge to a trim line: :data:`MARGIN`, and far
    enough that the bleed beyond the trim stays out of the outer :data:`UNPRINTED` mm."""
    return max(MARGIN, UNPRINTED + bleed)


def mark_fit(room: float, bleed: float, offset: float = MARK_OFFSET,
             length: float = MARK_LENGTH) -> tuple[float, float] | None:  # fmt: skip
    """Offset and length of the crop marks on one side of a block of cards.

    ``room`` is the distance from the trim to the paper edge on that side. The marks start
    ``offset`` beyond the bleed and end at least :data:`UNPRINTED` mm from the paper edge;
    when that leaves less than ``length`` the offset shrinks first (not below 0) and then
    the mark, down to :data:`MIN_MARK` (or ``length`` if shorter). Returns None when even
    that does not fit: no marks on that side. So a mark is shorter than ``length`` only
    where the whole strip between the bleed and the unprinted edge is shorter.
    """
    if length <= 0:
        return None
    avail = room - UNPRINTED - bleed
    shortest = min(MIN_MARK, length)
    if avail + 1e-9 < shortest:
        return None
    o = max(0.0, min(offset, avail - length))
    return o, min(length, avail - o)


@dataclass(frozen=True)
class Piece:
    """One copy of something to print: its size and shape (``cells`` for polyominoes)."""

    key: str
    """Identifies the item (for face reuse and selection)."""
    w: float
    h: float
    shape: str = "rect"
    cells: tuple[str, ...] | None = None
    cell_mm: float | None = None
    ref: object = None
    """Whatever the caller needs to draw it (the item)."""
    component: object = None
    """The component it belongs to (a shared sheet holds pieces of several)."""
    side: str = "front"
    """The face printed on the front page: ``back`` for the second face of a double-faced
    item printed single-sided (``cells`` are then as seen from that side)."""


@dataclass(frozen=True)
class Slot:
    piece: Piece
    x: float
    y: float
    clip: tuple[float, float, float, float]
    """x0, y0, x1, y1: the area the face may cover on the page (trim + visible bleed)."""
    rotated: bool = False
    """Drawn turned 180° about its centre: a back after a horizontal flip, a nested
    L-tromino (:func:`nest_pair`) and its back after a vertical flip."""
    mirrored_cells: bool = False
    outline: bool = False
    """Cut along the piece's own outline (packed pieces); otherwise its :class:`Block`'s
    crop marks guide the cut (or nothing, for a one-per-page sheet)."""

    @property
    def trim(self) -> tuple[float, float, float, float]:
        return (self.x, self.y, self.x + self.piece.w, self.y + self.piece.h)


@dataclass(frozen=True)
class Block:
    """Equal rectangles in a grid (grid and spaced layouts) that share cut lines: crop
    marks go around its trim at the cut positions."""

    trim: tuple[float, float, float, float]
    """x0, y0, x1, y1 of the whole grid."""
    cuts_x: tuple[float, ...]
    cuts_y: tuple[float, ...]
    """Full-length cut positions."""
    reach: float | None = None
    """How far (mm) beyond its trim its guides may go: None on a sheet of its own (up to
    :data:`UNPRINTED` from the paper edge); on a shared sheet the room kept free around it
    (bleed + crop mark offset + length)."""
    edge: float = MARGIN
    """Least distance of its trim from the paper edge (room for the marks there)."""

    def moved(self, dx: float, dy: float) -> Block:
        x0, y0, x1, y1 = self.trim
        return replace(
            self,
            trim=(x0 + dx, y0 + dy, x1 + dx, y1 + dy),
            cuts_x=tuple(round(v + dx, 6) for v in self.cuts_x),
            cuts_y=tuple(round(v + dy, 6) for v in self.cuts_y),
        )


@dataclass
class Sheet:
    """One sheet of paper: a front page and (duplex or fold) its backs."""

    paper: tuple[float, float]
    """Page size (w, h) in mm, in the orientation used."""
    fronts: list[Slot] = field(default_factory=list)
    backs: list[Slot] = field(default_factory=list)
    blocks: list[Block] = field(default_factory=list)
    """Fronts that share cut lines (the other fronts are outlined or one-per-page)."""
    fold_x: float | None = None


def orientations(paper: tuple[float, float]) -> list[tuple[float, float]]:
    w, h = paper
    return [(min(w, h), max(w, h)), (max(w, h), min(w, h))]


def _count(avail: float, size: float, gap: float) -> int:
    if avail + 1e-9 < size:
        return 0
    return int(math.floor((avail - size) / (size + gap) + 1e-9)) + 1


@dataclass(frozen=True)
class GridPlan:
    paper: tuple[float, float]
    cols: int
    rows: int
    gap: float
    x0: float
    y0: float
    region_w: float

    @property
    def per_sheet(self) -> int:
        return self.cols * self.rows


def plan_grid(
    paper: tuple[float, float],
    w: float,
    h: float,
    bleed: float,
    layout: str,
    marks: tuple[float, float] | None = None,
) -> GridPlan | None:
    """Best orientation and grid for ``w`` × ``h`` cards (None if nothing fits).

    With ``marks=(offset, length)`` a plan must also leave room for crop marks of at least
    :data:`MIN_MARK` mm on every side that gets them, outside the full bleed and at least
    :data:`UNPRINTED` mm from the paper edge (see :func:`mark_fit`). The most cards per
    sheet wins among the plans that do — fewer cards in a row or column or the other
    orientation — and only when none does, the most cards per sheet regardless (marks
    are then left out where they do not fit).

    Why not keep the most cards and cut the bleed instead: on Letter, 3 × 3 poker cards
    leave 6.35 mm above and below the block; marks 4 mm from the edge would need the outer
    bleed to go entirely *and* would be under 2 mm long. Cutting at home is imprecise, so
    full bleed on every edge and marks that print matter more than the ninth card: poker
    cards on Letter print 8 per sheet (4 × 2, landscape) with full bleed and 4.7 mm marks.
    A4 keeps 3 × 3 (its 9.75 mm side margins take 2 mm marks outside the 3 mm bleed).
    """
    candidates: list[GridPlan] = []
    edge = margin(bleed)
    for pw, ph in orientations(paper):
        if layout == "grid":
            gap = 0.0
            cols = _count(pw - 2 * edge, w, gap)
            region_w = pw
        elif layout == "spaced":
            gap = 2 * bleed + GAP_EXTRA
            cols = _count(pw - 2 * edge, w, gap)
            region_w = pw
        else:  # fold: butted on the left half, the bleed of the column nearest the fold
            # meets the bleed of its back at the fold line
            gap = 0.0
            region_w = pw / 2 - bleed
            cols = _count(region_w - edge, w, gap)
        rows = _count(ph - 2 * edge, h, gap)
        for c in range(cols, 0, -1):
            for r in range(rows, 0, -1):
                block_w = c * w + (c - 1) * gap
                block_h = r * h + (r - 1) * gap
                x0 = region_w - block_w if layout == "fold" else (pw - block_w) / 2
                y0 = (ph - block_h) / 2
                candidates.append(GridPlan((pw, ph), c, r, gap, x0, y0, region_w))
    if not candidates:
        return None
    best = max(candidates, key=lambda p: p.per_sheet)  # first (portrait, full) on a tie
    if marks is None:
        return best
    fitting = [p for p in candidates if _marks_fit(p, w, h, bleed, layout, marks)]
    if not fitting:
        return best
    return max(fitting, key=lambda p: p.per_sheet)


def _marks_fit(plan: GridPlan, w, h, bleed, layout, marks) -> bool:
    pw, ph = plan.paper
    block_w = plan.cols * w + (plan.cols - 1) * plan.gap
    block_h = plan.rows * h + (plan.rows - 1) * plan.gap
    rooms = [plan.y0, ph - plan.y0 - block_h, plan.x0]  # top, bottom, left
    if layout != "fold":  # a fold sheet has no marks towards the fold
        rooms.append(pw - plan.x0 - block_w)
    return all(mark_fit(room, bleed, *marks) is not None for room in rooms)


def impose_grid(pieces: Sequence[Piece], plan: GridPlan, bleed: float, layout: str):
    """Sheets of uniform rectangles in row-major order (fronts only)."""
    sheets: list[Sheet] = []
    per = plan.per_sheet
    w, h = pieces[0].w, pieces[0].h
    for start in range(0, len(pieces), per):
        chunk = pieces[start : start + per]
        sheet = Sheet(plan.paper)
        used_cols = min(plan.cols, len(chunk))
        used_rows = math.ceil(len(chunk) / plan.cols)
        for i, piece in enumerate(chunk):
            r, c = divmod(i, plan.cols)
            x = plan.x0 + c * (w + plan.gap)
            y = plan.y0 + r * (h + plan.gap)
            if layout in ("grid", "fold"):
                # Bleed only where no neighbour card touches.
                left = bleed if c == 0 else 0.0
                right = bleed if (c == plan.cols - 1 or i + 1 == len(chunk)) else 0.0
                top = bleed if r == 0 else 0.0
                below = start + i + plan.cols
                bottom = bleed if (r == plan.rows - 1 or below >= start + len(chunk)) else 0.0
                clip = (x - left, y - top, x + w + right, y + h + bottom)
            else:
                clip = (x - bleed, y - bleed, x + w + bleed, y + h + bleed)
            sheet.fronts.append(Slot(piece, x, y, clip))
        xs = set()
        ys = set()
        for c in range(used_cols):
            xs.update((plan.x0 + c * (w + plan.gap), plan.x0 + c * (w + plan.gap) + w))
        for r in range(used_rows):
            ys.update((plan.y0 + r * (h + plan.gap), plan.y0 + r * (h + plan.gap) + h))
        trim = (
            min(s.x for s in sheet.fronts),
            min(s.y for s in sheet.fronts),
            max(s.x + s.piece.w for s in sheet.fronts),
            max(s.y + s.piece.h for s in sheet.fronts),
        )
        cuts_x = tuple(sorted(round(v, 6) for v in xs))
        cuts_y = tuple(sorted(round(v, 6) for v in ys))
        sheet.blocks.append(Block(trim, cuts_x, cuts_y))
        sheets.append(sheet)
    return sheets


class TooLarge(ValueError):
    """A piece that fits on no sheet."""

    def __init__(self, piece: Piece) -> None:
        super().__init__(f"{piece.key} ({piece.w:g} × {piece.h:g} mm) is larger than the paper")
        self.piece = piece


class _Shelves:
    """Fills sheets with shelves, top to bottom, page after page.

    A shelf is a row of outlined pieces (left to right, ``2·bleed + GAP_EXTRA`` apart) or
    one :class:`Block` of equal rectangles. Neighbouring shelves are ``2·bleed +
    GAP_EXTRA`` apart plus the room for the crop marks of each block among them. Trims
    stay :func:`margin` from the paper edge, blocks :attr:`Block.edge`.

    With ``fill_gaps`` a piece first goes into the room left at the right end of an
    earlier row of the sheet, if it is no taller than that row.
    """

    def __init__(self, paper: tuple[float, float], bleed: float, region_w: float | None = None,
                 fill_gaps: bool = False):  # fmt: skip
        self.paper = paper
        self.bleed = bleed
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
        gap = 2 * self.bleed + GAP_EXTRA
        if room or prev_room:
            gap += prev_room + room
        return max(edge, y + h + gap)

    def _spot(self, w: float, h: float, piece: Piece) -> tuple[float, float]:
        """Where a ``w`` × ``h`` box of outlined pieces goes: room left in an earlier row
        (``fill_gaps``), the open row, a new row, or a new sheet."""
        ph = self.paper[1]
        gap = 2 * self.bleed + GAP_EXTRA
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
        w, h, (ax, ay), (bx, by) = nest_pair(first.cells, first.w / 2, 2 * self.bleed + GAP_EXTRA)
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
        gap = 0.0 if layout == "grid" else 2 * b + GAP_EXTRA
        offset, length = marks
        room = offset + length if length > 0 else 0.0
        # Trims far enough from the paper edge for the shortest crop mark there; a piece
        # that only fits closer to the edge goes without marks on that side.
        edge = self.margin
        if length > 0:
            edge = max(edge, UNPRINTED + b + min(MIN_MARK, length))
        if _count(pw - 2 * edge, w, gap) == 0 or _count(ph - 2 * edge, h, gap) == 0:
            edge = self.margin
        cols = _count(pw - 2 * edge, w, gap)
        if cols == 0 or _count(ph - 2 * edge, h, gap) == 0:
            raise TooLarge(pieces[0])
        start = 0
        while start < len(pieces):
            self._close_row()
            y = self._next_y(room, edge)
            rows = _count(ph - edge - y, h, gap)
            if rows == 0:
                self._new_sheet()
                y = edge
                rows = _count(ph - 2 * edge, h, gap)
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


L_TROMINOES = frozenset({("X.", "XX"), ("XX", "X."), (".X", "XX"), ("XX", ".X")})
"""The four L-tromino orientations (2 × 2 cells, one corner empty)."""


def turn_cells(cells: tuple[str, ...] | None) -> tuple[str, ...] | None:
    """The rows of a polyomino turned 180°."""
    if cells is None:
        return None
    return tuple(row[::-1] for row in reversed(cells))


def _cell_boxes(cells: Sequence[str], cell: float, x: float, y: float):
    return [
        (x + c * cell, y + r * cell, x + (c + 1) * cell, y + (r + 1) * cell)
        for r, row in enumerate(cells)
        for c, ch in enumerate(row)
        if ch != "."
    ]


def nest_pair(cells: tuple[str, ...], cell: float, gap: float):
    """An L-tromino and its twin turned 180° side by side, each one's corner cell reaching
    into the other's empty corner, ``gap`` apart everywhere (bleeds follow the outline):
    a (3·cell + gap) × (2·cell + gap) box instead of (4·cell + gap) × 2·cell.

    Returns ``(w, h, (x, y) of the first, (x, y) of the turned second)`` in the box.
    """
    mine = _cell_boxes(cells, cell, 0.0, 0.0)
    for dx in (cell + gap, -(cell + gap)):
        for dy in (-gap, gap):
            twin = _cell_boxes(turn_cells(cells), cell, dx, dy)
            if all(
                max(b[0] - a[2], a[0] - b[2], b[1] - a[3], a[1] - b[3]) >= gap - 1e-9
                for a in mine
                for b in twin
            ):
                x0, y0 = min(0.0, dx), min(0.0, dy)
                return 3 * cell + gap, 2 * cell + gap, (-x0, -y0), (dx - x0, dy - y0)
    raise ValueError(f"{cells} is not an L-tromino")


def _units(pieces: Sequence[Piece], nest: bool) -> list:
    """The pieces, with each two neighbouring equal L-trominoes as a pair when ``nest``."""
    units: list = []
    i = 0
    while i < len(pieces):
        p = pieces[i]
        q = pieces[i + 1] if i + 1 < len(pieces) else None
        if (
            nest
            and q is not None
            and p.shape == q.shape == "polyomino"
            and p.cells in L_TROMINOES
            and (q.cells, q.w, q.h) == (p.cells, p.w, p.h)
        ):
            units.append((p, q))
            i += 2
        else:
            units.append(p)
            i += 1
    return units


def _nestings(pieces: Sequence[Piece]) -> tuple[bool, ...]:
    """Whether to try packing without, and with, nested L-tromino pairs."""
    return (False, True) if len(_units(pieces, True)) < len(pieces) else (False,)


def shelf_pack(
    pieces: Sequence[Piece],
    paper: tuple[float, float],
    bleed: float,
    region_w: float | None,
    nest: bool = False,
) -> tuple[list[Sheet], int]:
    """Pack pieces of any size left-to-right in rows (shelves), page after page; with
    ``nest`` two neighbouring equal L-trominoes go as a nested pair (:func:`nest_pair`)."""
    shelves = _Shelves(paper, bleed, region_w)
    for unit in _units(pieces, nest):
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
    pieces: Sequence[Piece], paper: tuple[float, float], bleed: float, fold: bool
) -> list[Sheet]:
    """Shelf-pack in the orientation that needs fewer sheets (portrait on a tie); L-tromino
    pairs are nested only when that needs fewer sheets still."""
    best: list[Sheet] | None = None
    error: TooLarge | None = None
    for nest, orient in [(n, o) for n in _nestings(pieces) for o in orientations(paper)]:
        region = orient[0] / 2 - bleed - GAP_EXTRA / 2 if fold else None
        try:
            sheets, n = shelf_pack(pieces, orient, bleed, region, nest)
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
) -> list[Sheet]:
    """The pieces of several groups (components) on common sheets, group after group, in
    the orientation that needs fewer sheets (portrait on a tie); ``layout`` grid or spaced.

    A group of equal rectangles stays a grid :class:`Block` (crop marks ``marks`` =
    (offset, length) around it, room for them kept free); other pieces are shelf-packed
    with their outline as cut guide (L-tromino pairs nested when that needs fewer sheets,
    as in :func:`pack_shaped`). Pieces keep full bleed towards other groups.
    """
    best: list[Sheet] | None = None
    error: TooLarge | None = None
    nestings = _nestings([p for pieces in groups for p in pieces])
    for nest, orient in [(n, o) for n in nestings for o in orientations(paper)]:
        shelves = _Shelves(orient, bleed, fill_gaps=True)
        try:
            for pieces in groups:
                if not pieces:
                    continue
                w, h = pieces[0].w, pieces[0].h
                if all(p.shape == "rect" and (p.w, p.h) == (w, h) for p in pieces):
                    shelves.block(pieces, layout, marks)
                    continue
                for unit in _units(pieces, nest):
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


def crop_marks(
    block: Block,
    paper: tuple[float, float],
    bleed: float,
    marks: tuple[float, float],
    fold_x: float | None = None,
) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    """Crop mark segments ``((x1, y1), (x2, y2))`` of a block: at every cut position,
    beyond the bleed, per side as room allows (:func:`mark_fit`: never closer than
    :data:`UNPRINTED` to the paper edge, never beyond the block's reach), none towards a
    fold."""
    pw, ph = paper
    tx0, ty0, tx1, ty1 = block.trim
    offset, length = marks

    def fit(room: float) -> tuple[float, float] | None:
        if block.reach is not None:
            room = min(room, block.reach + UNPRINTED)
        return mark_fit(room, bleed, offset, length)

    top = fit(ty0)
    bottom = fit(ph - ty1)
    left = fit(tx0)
    right = None if fold_x is not None else fit(pw - tx1)
    segments = []
    b = bleed
    for x in block.cuts_x:
        if top:
            y = ty0 - b - top[0]
            segments.append(((x, y), (x, y - top[1])))
        if bottom:
            y = ty1 + b + bottom[0]
            segments.append(((x, y), (x, y + bottom[1])))
    for y in block.cuts_y:
        if left:
            x = tx0 - b - left[0]
            segments.append(((x, y), (x - left[1], y)))
        if right:
            x = tx1 + b + right[0]
            segments.append(((x, y), (x + right[1], y)))
    return segments


def cut_lines(
    block: Block, paper: tuple[float, float], fold_x: float | None = None
) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    """Full-length cut lines of a block: across the page (kept out of the unprinted strip,
    stopping at a fold) on a sheet of its own, only as far as its reach on a shared one."""
    pw, ph = paper
    u = UNPRINTED
    x0, y0, x1, y1 = u, u, (fold_x if fold_x is not None else pw - u), ph - u
    if block.reach is not None:
        tx0, ty0, tx1, ty1 = block.trim
        r = block.reach
        x0, y0, x1, y1 = max(x0, tx0 - r), max(y0, ty0 - r), min(x1, tx1 + r), min(y1, ty1 + r)
    lines = [((x, y0), (x, y1)) for x in block.cuts_x]
    lines += [((x0, y), (x1, y)) for y in block.cuts_y]
    return lines


def flip_axis(paper: tuple[float, float], duplex: str) -> str:
    """``vertical`` (columns mirrored) or ``horizontal`` (rows mirrored, turned 180°)."""
    portrait = paper[0] <= paper[1]
    if (duplex == "long") == portrait:
        return "vertical"
    return "horizontal"


def turned(paper: tuple[float, float]) -> bool:
    """A landscape sheet prints on a portrait page, its content turned a quarter turn
    (every page of a file is portrait, so a flip edge and a back offset mean one thing on
    any printer): sheet point ``(x, y)`` lands at page point ``(H - y, x)``."""
    return paper[0] > paper[1]


def page_size(paper: tuple[float, float]) -> tuple[float, float]:
    """The portrait page a sheet of size ``paper`` prints on."""
    return (min(paper), max(paper))


def to_page(box: tuple[float, float, float, float], paper: tuple[float, float]):
    """A box ``(x0, y0, x1, y1)`` of a sheet in the page's coordinates (see :func:`turned`)."""
    if not turned(paper):
        return box
    x0, y0, x1, y1 = box
    h = paper[1]
    return (h - y1, x0, h - y0, x1)


def to_page_point(point: tuple[float, float], paper: tuple[float, float]):
    """A point of a sheet in the page's coordinates (see :func:`turned`)."""
    if not turned(paper):
        return point
    return (paper[1] - point[1], point[0])


def sheet_offset(paper: tuple[float, float], offset: tuple[float, float]):
    """The back offset, given as seen on the printed (portrait) back page, in the
    coordinates of a sheet: a quarter turn for a landscape sheet (:func:`turned`)."""
    if not turned(paper):
        return offset
    dx, dy = offset
    return (dy, -dx)


def back_slot(slot: Slot, paper: tuple[float, float], axis: str, offset=(0.0, 0.0)) -> Slot:
    """Where the back of ``slot`` goes on the back page (or, for fold, the same page)."""
    pw, ph = paper
    x0, y0, x1, y1 = slot.clip
    dx, dy = offset
    # The back of a front turned 180° on its sheet is turned as well (on a horizontal
    # flip, the turn of the flip and its own cancel out).
    if axis == "vertical":
        x = pw - slot.x - slot.piece.w
        clip = (pw - x1 + dx, y0 + dy, pw - x0 + dx, y1 + dy)
        return Slot(slot.piece, x + dx, slot.y + dy, clip, rotated=slot.rotated,
                    mirrored_cells=True)  # fmt: skip
    y = ph - slot.y - slot.piece.h
    clip = (x0 + dx, ph - y1 + dy, x1 + dx, ph - y0 + dy)
    return Slot(slot.piece, slot.x + dx, y + dy, clip, rotated=not slot.rotated,
                mirrored_cells=True)  # fmt: skip


def mirror_cells(cells: tuple[str, ...] | None) -> tuple[str, ...] | None:
    """The rows of a polyomino as seen from its back (left and right swapped)."""
    if cells is None:
        return None
    return tuple(row[::-1] for row in cells)


def piece_size(cells: Sequence[str], cell: float) -> tuple[float, float]:
    return (max(len(r) for r in cells) * cell, len(cells) * cell)
