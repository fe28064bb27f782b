"""Nested L-tromino pairs: two equal L-trominoes packed into one box, the second turned
180° (:func:`nest_pair`), and the choice of pieces and pairs to pack (:func:`pack_units`)."""

from __future__ import annotations

from collections.abc import Sequence

from cardgen.press.layout.sheets import Piece

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


def pack_units(pieces: Sequence[Piece], nest: bool) -> list:
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


def nesting_choices(pieces: Sequence[Piece]) -> tuple[bool, ...]:
    """Whether to try packing without, and with, nested L-tromino pairs."""
    return (False, True) if len(pack_units(pieces, True)) < len(pieces) else (False,)
