"""Layouts for a cutting machine (``--cut-marks silhouette``): every piece inside the
registration marks and clear of their corners (:mod:`cardgen.press.layout.registration`).

The layout code runs unchanged on the virtual paper of each of
:func:`~cardgen.press.layout.registration.frames` and the result is moved onto the real
paper; of the results whose ink (:func:`ink_boxes`) fits the registered area, the one
with the most cards per sheet (:func:`grid_plan`) or the fewest sheets (:func:`framed`)
is used. Without a cutter both are the plain layouts.
"""

from __future__ import annotations

from collections.abc import Callable

from cardgen.press import layout as L
from cardgen.press.options import PrintOptions


def grid_plan(w: float, h: float, options: PrintOptions, paired: bool = False) -> L.GridPlan | None:
    """The grid of ``w`` × ``h`` cards on the options' paper (:func:`L.plan_grid`). For a
    cutting machine, the grid that fits most cards inside the registration marks and clear
    of their corners, in any of :func:`L.frames` (None if none fits); ``paired``: each
    card carries the pairing number of a face printed apart from its back above it."""
    paper = L.PAPERS[options.paper]
    if not options.cutter:
        return L.plan_grid(paper, w, h, options.bleed, options.layout, options.marks())
    best: L.GridPlan | None = None
    for frame in L.frames(paper):
        plan = L.plan_grid(frame.virtual, w, h, options.bleed, options.layout, None,
                           options.gap_extra())  # fmt: skip
        if plan is None:
            continue
        plan = L.place_plan(plan, frame)
        boxes = L.plan_boxes(plan, w, h, options.bleed)
        if paired:
            top = max(options.bleed, L.PAIR_MARK)
            boxes = [(x0, y0 + options.bleed - top, x1, y1) for x0, y0, x1, y1 in boxes]
        if not L.fits_registered(boxes, plan.paper):
            continue
        if best is None or plan.per_sheet > best.per_sheet:
            best = plan
    return best


GUIDE_INK = 0.6
"""How far (mm) a packed piece's printed cut outline reaches beyond its trim (the
writer's outline runs 0.35 mm out, with a 0.45 mm white underlay)."""


def ink_boxes(sheet: L.Sheet, options: PrintOptions) -> list[tuple[float, float, float, float]]:
    """Where each front of ``sheet`` puts ink (mm): its bleed, and its printed outline and
    pairing number where it has them."""
    boxes = []
    for slot in sheet.fronts:
        x0, y0, x1, y1 = slot.trim
        grow = options.bleed if slot.piece.component.kind != "sheet" else 0.0
        if slot.outline:
            grow = max(grow, GUIDE_INK)
        top = bottom = grow
        if options.duplex == "none" and slot.piece.ref.back is not None:
            if slot.rotated:
                bottom = max(bottom, L.PAIR_MARK)
            else:
                top = max(top, L.PAIR_MARK)
        boxes.append((x0 - grow, y0 - top, x1 + grow, y1 + bottom))
    return boxes


def framed(pack: Callable[..., list[L.Sheet]], options: PrintOptions) -> list[L.Sheet]:
    """``pack(paper=…, gap_extra=…)`` on the options' paper. For a cutting machine, in each of
    :func:`L.frames`, moved onto the paper; the fewest sheets whose pieces all lie inside
    the registration marks and clear of their corners win (the first frame on a tie)."""
    paper = L.PAPERS[options.paper]
    if not options.cutter:
        return pack(paper=paper, gap_extra=options.gap_extra())
    best: list[L.Sheet] | None = None
    error: L.TooLarge | None = None
    for frame in L.frames(paper):
        try:
            placed = pack(paper=frame.virtual, gap_extra=options.gap_extra())
            sheets = L.place_sheets(placed, frame)
        except L.TooLarge as e:
            error = e
            continue
        if not all(L.fits_registered(ink_boxes(s, options), s.paper) for s in sheets):
            continue
        if best is None or len(sheets) < len(best):
            best = sheets
    if best is None:
        raise error or L.TooLarge(sheets[0].fronts[0].piece)
    return best
