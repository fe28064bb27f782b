"""The vocabulary of imposition: paper sizes and distances, what is placed (:class:`Piece`,
:class:`Slot`), crop-marked groups (:class:`Block`), a sheet of paper (:class:`Sheet`), and
how a sheet maps onto its portrait page (:func:`turned`, :func:`to_page`)."""

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
PAIR_MARK = 2.8
"""How far (mm) the pairing number of a face printed apart from its back reaches above
the piece (below, when the piece is turned): a 2.6 mm label 0.2 mm off the trim (the
writer's ``_pairing_mark``)."""
MARK_OFFSET = 1.0
MARK_LENGTH = 5.0
"""Default gap between bleed edge and crop mark, and mark length (mm)."""


def margin(bleed: float) -> float:
    """Least distance (mm) from the paper edge to a trim line: :data:`MARGIN`, and far
    enough that the bleed beyond the trim stays out of the outer :data:`UNPRINTED` mm."""
    return max(MARGIN, UNPRINTED + bleed)


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


def fit_count(avail: float, size: float, gap: float) -> int:
    """How many ``size`` mm pieces, ``gap`` mm apart, fit in ``avail`` mm."""
    if avail + 1e-9 < size:
        return 0
    return int(math.floor((avail - size) / (size + gap) + 1e-9)) + 1


class TooLarge(ValueError):
    """A piece that fits on no sheet."""

    def __init__(self, piece: Piece) -> None:
        super().__init__(f"{piece.key} ({piece.w:g} × {piece.h:g} mm) is larger than the paper")
        self.piece = piece


def piece_size(cells: Sequence[str], cell: float) -> tuple[float, float]:
    return (max(len(r) for r in cells) * cell, len(cells) * cell)


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
