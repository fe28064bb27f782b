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

Modules
    * :mod:`~cardgen.press.layout.sheets` — paper sizes, distances, pieces, slots, blocks,
      sheets, the sheet-to-page turn.
    * :mod:`~cardgen.press.layout.grid` — equal rectangles in the grid, spaced and fold
      layouts.
    * :mod:`~cardgen.press.layout.nesting` — nested L-tromino pairs.
    * :mod:`~cardgen.press.layout.packing` — shelf packing of shaped pieces, shared sheets.
    * :mod:`~cardgen.press.layout.marks` — crop marks and cut lines.
    * :mod:`~cardgen.press.layout.duplex` — back positions after the flip.
    * :mod:`~cardgen.press.layout.registration` — a cutting machine's registration marks,
      the area they register and the frames layouts are tried in.

Everything public is importable from ``cardgen.press.layout`` itself.
"""

from cardgen.press.layout.duplex import back_slot, flip_axis, mirror_cells, sheet_offset
from cardgen.press.layout.grid import GridPlan, impose_grid, plan_grid
from cardgen.press.layout.marks import crop_marks, cut_lines, mark_fit
from cardgen.press.layout.nesting import L_TROMINOES, nest_pair, turn_cells
from cardgen.press.layout.packing import pack_mixed, pack_shaped, shelf_pack
from cardgen.press.layout.registration import (
    ARM,
    INSET,
    KEEP_OUT,
    LINE,
    SQUARE,
    Frame,
    RegistrationMarks,
    fits_registered,
    frames,
    keep_out,
    place_plan,
    place_sheets,
    plan_boxes,
    registered_area,
    registration_marks,
)
from cardgen.press.layout.sheets import (
    DUPLEX,
    GAP_EXTRA,
    LAYOUTS,
    MARGIN,
    MARK_LENGTH,
    MARK_OFFSET,
    MAX_BLEED,
    MIN_MARK,
    PAIR_MARK,
    PAPERS,
    UNPRINTED,
    Block,
    Piece,
    Sheet,
    Slot,
    TooLarge,
    margin,
    orientations,
    page_size,
    piece_size,
    to_page,
    to_page_point,
    turned,
)

__all__ = [
    "ARM",
    "INSET",
    "KEEP_OUT",
    "LINE",
    "SQUARE",
    "DUPLEX",
    "GAP_EXTRA",
    "LAYOUTS",
    "L_TROMINOES",
    "MARGIN",
    "MARK_LENGTH",
    "MARK_OFFSET",
    "MAX_BLEED",
    "MIN_MARK",
    "PAIR_MARK",
    "PAPERS",
    "UNPRINTED",
    "Block",
    "Frame",
    "GridPlan",
    "Piece",
    "RegistrationMarks",
    "Sheet",
    "Slot",
    "TooLarge",
    "back_slot",
    "crop_marks",
    "cut_lines",
    "fits_registered",
    "flip_axis",
    "frames",
    "impose_grid",
    "keep_out",
    "margin",
    "mark_fit",
    "mirror_cells",
    "nest_pair",
    "orientations",
    "pack_mixed",
    "pack_shaped",
    "page_size",
    "piece_size",
    "place_plan",
    "place_sheets",
    "plan_boxes",
    "plan_grid",
    "registered_area",
    "registration_marks",
    "sheet_offset",
    "shelf_pack",
    "to_page",
    "to_page_point",
    "turn_cells",
    "turned",
]
