"""Crop marks and cut lines: how long the marks on each side of a block can be
(:func:`mark_fit`), the mark segments of a block (:func:`crop_marks`) and its full-length
cut lines (:func:`cut_lines`)."""

from __future__ import annotations

from cardgen.press.layout.sheets import MARK_LENGTH, MARK_OFFSET, MIN_MARK, UNPRINTED, Block


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
