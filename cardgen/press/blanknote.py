"""Where the "left blank on purpose" note goes on a blank back page
(:func:`blank_note_box`), so that every blank back carries it, upright.

A blank back page stands behind a sheet whose pieces have no backs (tokens, tiles, a
score sheet): it keeps the later sheets of a duplex print in step. The note keeps
:data:`BLANK_EDGE` from the paper edge and never prints on the back of a piece. Tried in
turn, each time first as one line across the whole page (the lowest such strip: the foot
of the page, usually), then as a box of at least :data:`NOTE_MIN_LENGTH` beside the
pieces of a short row (the text wraps to two lines there):

1. clear of every piece's trim and bleed;
2. clear of every trim by :data:`TRIM_CLEAR` (behind the bleed and gutter between rows
   of tokens, which are cut away; the clearance takes a duplex misregistration);
3. behind a ``sheet`` component too (a score sheet is not cut out, its back is plain).

Only when none of these has room does the note turn a quarter, read from the bottom up, in
a free column at the side (no default file needs it: ``tests/press/test_blank_backs.py``).
"""

from __future__ import annotations

from dataclasses import dataclass

from cardgen.press import layout as L

BLANK_EDGE = 6.0
"""The note keeps this far (mm) from the paper edge: well inside the 4 mm a home printer
can't print, so it never looks like a printing fault."""
BLANK_LINE = (3.0, 8.0)
"""Least and most height (mm) of a full-width strip for the note (9 pt is 3.2 mm; the
text shrinks to fit down to 5 pt)."""
NOTE_MIN_LENGTH = 70.0
"""Least length (mm) of a box beside the pieces (the note in two lines of 6 pt)."""
NOTE_BOX_HEIGHT = 6.5
"""Height (mm) of a box beside the pieces: two lines of 7 pt."""
STEP = 0.5
"""Search step (mm) for boxes beside the pieces."""
TRIM_CLEAR = 2.0
"""Least distance (mm) of the note from a trim line when it goes behind bleed."""


@dataclass(frozen=True)
class NoteBox:
    """Where the note goes, in mm on the portrait back page (y down)."""

    x0: float
    y0: float
    x1: float
    y1: float
    turned: bool = False
    """Read from the bottom up (a quarter turn anticlockwise), in a free column."""


def behind_fronts(
    page, duplex: str, *, trims: bool = False, sheets: bool = True
) -> list[tuple[float, float, float, float]]:
    """The boxes of the front sheet's pieces as they lie behind the back page, in
    portrait page mm after the flip (no back offset: it is a millimetre or two and the
    note keeps clear by more): their trim and bleed, or (``trims``) their trim grown by
    :data:`TRIM_CLEAR`; ``sheets=False`` leaves ``sheet`` components out."""
    pw, ph = L.page_size(page.paper)
    horizontal = L.flip_axis((pw, ph), duplex) == "horizontal"
    fronts = page.sheet.fronts if page.sheet is not None else []
    boxes = []
    for slot in fronts:
        if not sheets and slot.piece.component.kind == "sheet":
            continue
        if trims:
            x0, y0, x1, y1 = slot.trim
            box = (x0 - TRIM_CLEAR, y0 - TRIM_CLEAR, x1 + TRIM_CLEAR, y1 + TRIM_CLEAR)
        else:
            box = slot.clip
        x0, y0, x1, y1 = L.to_page(box, page.paper)
        boxes.append((x0, ph - y1, x1, ph - y0) if horizontal else (pw - x1, y0, pw - x0, y1))
    return boxes


def blank_note_box(page, duplex: str) -> NoteBox | None:
    """Where the note goes on blank back ``page`` (see the module's docstring)."""
    pw, ph = L.page_size(page.paper)
    for boxes in (
        behind_fronts(page, duplex),
        behind_fronts(page, duplex, trims=True),
        behind_fronts(page, duplex, trims=True, sheets=False),
    ):
        band = _full_width_band(boxes, ph)
        if band is not None:
            return NoteBox(20.0, band[0], pw - 20.0, band[1])
        upright = _box_beside(boxes, pw, ph)
        if upright is not None:
            return upright
    # the page turned a quarter: columns become rows; a point (u, v) there is (pw - v, u)
    boxes = behind_fronts(page, duplex)
    turned = [(y0, pw - x1, y1, pw - x0) for x0, y0, x1, y1 in boxes]
    column = _full_width_band(turned, pw)
    if column is not None:
        return NoteBox(pw - column[1], 20.0, pw - column[0], ph - 20.0, turned=True)
    found = _box_beside(turned, ph, pw)
    if found is None:
        return None
    return NoteBox(pw - found.y1, found.x0, pw - found.y0, found.x1, turned=True)


def _full_width_band(boxes, ph: float) -> tuple[float, float] | None:
    """The lowest strip across the whole page behind no piece, centred and at most
    :data:`BLANK_LINE` high (None: none is high enough)."""
    taken = sorted((y0, y1) for _, y0, _, y1 in boxes)
    low, least, most = BLANK_EDGE, *BLANK_LINE
    gaps, start = [], 0.0
    for a, b in [*taken, (ph, ph)]:
        top, bottom = max(start, low), min(a, ph - low)
        if bottom - top >= least:
            gaps.append((top, bottom))
        start = max(start, b)
    if not gaps:
        return None
    top, bottom = gaps[-1]
    middle, half = (top + bottom) / 2, min(bottom - top, most) / 2
    return (middle - half, middle + half)


def _box_beside(boxes, pw: float, ph: float) -> NoteBox | None:
    """The lowest upright box :data:`NOTE_BOX_HEIGHT` high and at least
    :data:`NOTE_MIN_LENGTH` long behind no piece (the longest free stretch at that
    height, at most the page's width less 40 mm)."""
    h = NOTE_BOX_HEIGHT
    y = ph - BLANK_EDGE - h
    while y >= BLANK_EDGE - 1e-9:
        spans = sorted((x0, x1) for x0, y0, x1, y1 in boxes if y0 < y + h and y1 > y)
        best, start = None, BLANK_EDGE
        for a, b in [*spans, (pw - BLANK_EDGE, pw)]:
            end = min(a, pw - BLANK_EDGE)
            if end - start >= NOTE_MIN_LENGTH and (best is None or end - start > best[1] - best[0]):
                best = (start, end)
            start = max(start, b)
        if best is not None:
            x0, x1 = best
            length = min(x1 - x0, pw - 40.0)
            middle = (x0 + x1) / 2
            return NoteBox(middle - length / 2, y, middle + length / 2, y + h)
        y -= STEP
    return None
