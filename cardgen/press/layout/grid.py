"""Equal rectangles on their own sheets: the grid, spaced and fold layouts — the best
orientation and number of rows and columns (:func:`plan_grid`) and the sheets they fill
(:func:`impose_grid`)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from cardgen.press.layout.marks import mark_fit
from cardgen.press.layout.sheets import (
    GAP_EXTRA,
    Block,
    Piece,
    Sheet,
    Slot,
    fit_count,
    margin,
    orientations,
)


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
    gap_extra: float = GAP_EXTRA,
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

    ``gap_extra``: the spaced layout's gutter beyond the two bleeds (:data:`GAP_EXTRA`,
    room for two hand cuts; 0 for a cutting machine, which cuts each card on its own).
    """
    candidates: list[GridPlan] = []
    edge = margin(bleed)
    for pw, ph in orientations(paper):
        if layout == "grid":
            gap = 0.0
            cols = fit_count(pw - 2 * edge, w, gap)
            region_w = pw
        elif layout == "spaced":
            gap = 2 * bleed + gap_extra
            cols = fit_count(pw - 2 * edge, w, gap)
            region_w = pw
        else:  # fold: butted on the left half, the bleed of the column nearest the fold
            # meets the bleed of its back at the fold line
            gap = 0.0
            region_w = pw / 2 - bleed
            cols = fit_count(region_w - edge, w, gap)
        rows = fit_count(ph - 2 * edge, h, gap)
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
