"""Duplex: where the back of each front lands on the back page (or, folded, on the same
page), with the back offset.

Long-edge flip on a portrait page (or short-edge on landscape) turns the sheet about
its vertical axis: a back keeps its row, columns are mirrored (``x' = W - x - w``),
upright. Short-edge flip on portrait (or long-edge on landscape) turns it about the
horizontal axis: a back keeps its column, rows are mirrored (``y' = H - y - h``) and the
back is turned 180°. The back offset ``(dx, dy)`` (mm, as seen on the printed back
page: +x right, +y down) is then added to every back.
"""

from __future__ import annotations

from cardgen.press.layout.sheets import Slot, turned


def flip_axis(paper: tuple[float, float], duplex: str) -> str:
    """``vertical`` (columns mirrored) or ``horizontal`` (rows mirrored, turned 180°)."""
    portrait = paper[0] <= paper[1]
    if (duplex == "long") == portrait:
        return "vertical"
    return "horizontal"


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
