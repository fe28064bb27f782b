"""Registration marks for print-and-cut machines (``--cut-marks silhouette``): where the
marks go on a page (:func:`registration_marks`), the area a cutter registers and where
pieces may lie in it (:func:`fits_registered`), and the frames a layout is tried in
(:func:`frames`).

The marks are Silhouette's standard ("Type 1") set, as the Silhouette Cameo and
Portrait read them and as Silhouette Studio places them: a filled square in the top left
corner and an L-shaped corner mark in the top right and the bottom left, all with their
outer corner :data:`INSET` from the paper edges. Numbers, and where they come from:

* :data:`SQUARE` 5 mm, :data:`ARM` 20 mm, :data:`LINE` 0.3 mm, :data:`INSET` 10 mm: the
  Silhouette registration marks drawn by inkscape-silhouette
  (github.com/fablabnbg/inkscape-silhouette, ``render_silhouette_regmarks.py``:
  ``REG_SQUARE_MM = 5``, ``REG_LINE_MM = 20``, ``REG_MARK_LINE_WIDTH_MM = 0.3``, default
  origin 10 mm from the left and top), which drives the Cameo directly. Its comment
  quotes users: 0.3 mm lines register best, thicker ones less accurately.
* 10 mm is also the smallest inset Silhouette Studio allows (silhouette-card-maker's
  "Borderless templates" page, alan-cha.github.io/silhouette-card-maker). Its own
  registration sheets (``assets/letter_registration.pdf``, printed from Studio) have the
  mark lines 10 mm from the edges.
* :data:`KEEP_OUT` 20 mm: nothing else is printed within 20 mm of a mark's corner, the
  "safe area" inkscape-silhouette leaves white around each mark. silhouette-card-maker
  prints cards closer and tells its users to cover the card next to the bottom left mark
  with a sticky note, because the sensor mistakes it for the mark; keeping the corners
  clear makes that unnecessary. All four corners are kept clear, so a sheet turned a
  quarter onto its portrait page stays clear, and so do the four-mark sets of newer
  machines.

Layouts run on a smaller *virtual* paper (:class:`Frame`): the layout code keeps every
ink :data:`~cardgen.press.layout.sheets.UNPRINTED` mm from the edge of the paper it is
given, so shrinking the paper by ``INSET - UNPRINTED`` on each side and moving the
result back keeps all ink inside the marks. Three frames are tried: that one, and two
that also keep the left and right (or top and bottom) :data:`KEEP_OUT` strips clear, so
that the corners are clear by construction; the planner takes the one that fits most.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from cardgen.press.layout.grid import GridPlan
from cardgen.press.layout.sheets import UNPRINTED, Sheet, Slot, turned

INSET = 10.0
"""Distance (mm) from each paper edge to the marks' outer corner: the line of the L marks
and the outer edges of the square lie on it."""
SQUARE = 5.0
"""Side (mm) of the filled square in the top left corner."""
ARM = 20.0
"""Length (mm) of each arm of an L mark, from its corner."""
LINE = 0.3
"""Line width (mm) of the L marks."""
KEEP_OUT = 20.0
"""Nothing else is printed within this distance (mm) of a mark's corner, inwards."""

Box = tuple[float, float, float, float]


@dataclass(frozen=True)
class RegistrationMarks:
    """The marks of one page in page mm (y down)."""

    square: Box
    """x0, y0, x1, y1 of the filled square (top left)."""
    corners: tuple[tuple[tuple[float, float], ...], ...]
    """The L marks (top right, bottom left) as polylines: arm end, corner, arm end."""
    line: float = LINE


def registration_marks(page: tuple[float, float]) -> RegistrationMarks:
    """Silhouette Type 1 marks on a portrait page of ``page`` = (width, height) mm."""
    w, h = page
    i, a = INSET, ARM
    return RegistrationMarks(
        square=(i, i, i + SQUARE, i + SQUARE),
        corners=(
            ((w - i - a, i), (w - i, i), (w - i, i + a)),
            ((i + a, h - i), (i, h - i), (i, h - i - a)),
        ),
    )


def registered_area(paper: tuple[float, float]) -> Box:
    """The rectangle the marks span (sheet or page mm): every piece lies inside it."""
    w, h = paper
    return (INSET, INSET, w - INSET, h - INSET)


def keep_out(paper: tuple[float, float]) -> list[Box]:
    """The four corner squares (mm) kept free of pieces: :data:`KEEP_OUT` inwards from
    each corner of :func:`registered_area` (three hold marks; the fourth is kept clear
    too, so the same holds on a sheet turned onto its page)."""
    x0, y0, x1, y1 = registered_area(paper)
    k = KEEP_OUT
    return [
        (x0, y0, x0 + k, y0 + k),
        (x1 - k, y0, x1, y0 + k),
        (x0, y1 - k, x0 + k, y1),
        (x1 - k, y1 - k, x1, y1),
    ]


def _overlap(a: Box, b: Box) -> bool:
    return a[0] < b[2] - 1e-9 and b[0] < a[2] - 1e-9 and a[1] < b[3] - 1e-9 and b[1] < a[3] - 1e-9


def fits_registered(boxes: Iterable[Box], paper: tuple[float, float]) -> bool:
    """Whether every box (the ink of a piece, sheet mm) lies inside the registered area
    and clear of its corners."""
    ax0, ay0, ax1, ay1 = registered_area(paper)
    corners = keep_out(paper)
    for box in boxes:
        x0, y0, x1, y1 = box
        if x0 < ax0 - 1e-9 or y0 < ay0 - 1e-9 or x1 > ax1 + 1e-9 or y1 > ay1 + 1e-9:
            return False
        if any(_overlap(box, corner) for corner in corners):
            return False
    return True


@dataclass(frozen=True)
class Frame:
    """A layout run on ``virtual`` paper and moved by ``dx, dy`` (mm, as seen on the
    portrait page) onto the real ``paper`` (portrait)."""

    paper: tuple[float, float]
    dx: float
    dy: float

    @property
    def virtual(self) -> tuple[float, float]:
        w, h = self.paper
        return (w - 2 * self.dx, h - 2 * self.dy)

    def shift(self, sheet_paper: tuple[float, float]) -> tuple[float, float]:
        """The move (mm, in the sheet's own coordinates) of a sheet of the virtual paper in
        the orientation ``sheet_paper``: a landscape sheet's x runs down the page."""
        return (self.dy, self.dx) if turned(sheet_paper) else (self.dx, self.dy)

    def real(self, sheet_paper: tuple[float, float]) -> tuple[float, float]:
        """The real paper in the orientation of ``sheet_paper``."""
        w, h = self.paper
        return (h, w) if turned(sheet_paper) else (w, h)


def frames(paper: tuple[float, float]) -> list[Frame]:
    """The frames a layout is tried in on portrait ``paper``: inside the marks; and inside
    the marks with the side strips (then the top and bottom strips) as wide as the
    corners, which keeps the corners clear whatever lies where."""
    inside = INSET - UNPRINTED
    clear = INSET + KEEP_OUT - UNPRINTED
    return [Frame(paper, inside, inside), Frame(paper, clear, inside), Frame(paper, inside, clear)]


def place_plan(plan: GridPlan, frame: Frame) -> GridPlan:
    """A grid planned on ``frame``'s virtual paper, on the real paper."""
    sx, sy = frame.shift(plan.paper)
    real = frame.real(plan.paper)
    # (region_w is the fold layout's half sheet; a cutter's sheets are never folded)
    return replace(plan, paper=real, x0=plan.x0 + sx, y0=plan.y0 + sy, region_w=real[0])


def plan_boxes(plan: GridPlan, w: float, h: float, bleed: float) -> list[Box]:
    """The ink of a full sheet of ``plan`` (every card with its bleed)."""
    return [
        (
            plan.x0 + c * (w + plan.gap) - bleed,
            plan.y0 + r * (h + plan.gap) - bleed,
            plan.x0 + c * (w + plan.gap) + w + bleed,
            plan.y0 + r * (h + plan.gap) + h + bleed,
        )
        for r in range(plan.rows)
        for c in range(plan.cols)
    ]


def place_sheets(sheets: Sequence[Sheet], frame: Frame) -> list[Sheet]:
    """Sheets laid out on ``frame``'s virtual paper, on the real paper."""
    out = []
    for sheet in sheets:
        dx, dy = frame.shift(sheet.paper)
        out.append(
            Sheet(
                frame.real(sheet.paper),
                [_moved(s, dx, dy) for s in sheet.fronts],
                [_moved(s, dx, dy) for s in sheet.backs],
                [b.moved(dx, dy) for b in sheet.blocks],
                None if sheet.fold_x is None else sheet.fold_x + dx,
            )
        )
    return out


def _moved(slot: Slot, dx: float, dy: float) -> Slot:
    x0, y0, x1, y1 = slot.clip
    return replace(slot, x=slot.x + dx, y=slot.y + dy, clip=(x0 + dx, y0 + dy, x1 + dx, y1 + dy))
