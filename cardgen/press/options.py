"""What a print file is asked to be: :class:`PrintOptions` (language, paper, layout,
bleed, duplex, back offset, ink, card selection, cut guides), checked into clear errors."""

from __future__ import annotations

from dataclasses import dataclass

from cardgen.errors import UserError
from cardgen.model import LANGS, SOURCE_LANG
from cardgen.press import layout as L

CUT_MARKS = ("crop", "lines", "silhouette")
"""What guides the cut: ``crop`` marks (default), crop marks and full-length cut ``lines``,
or ``silhouette`` registration marks for a cutting machine and a cut file per page
(:mod:`cardgen.press.layout.registration`, :mod:`cardgen.press.cutfiles`)."""
CRICUT = (
    "--cut-marks cricut: a Cricut cannot cut pages printed from this file. Cricut Design"
    " Space prints its own sensor marks around the images it lays out itself (Print Then"
    " Cut), so it needs the pieces as images, not a printed page: see 'Cutting machines'"
    " in docs/printing.md. For a Silhouette cutter use --cut-marks silhouette"
)
"""Why there is no ``--cut-marks cricut``, and what to do instead."""


def offset_argument(offset: tuple[float, float]) -> str:
    """The back offset as typed after ``--back-offset=``, in the form the command takes
    back: a decimal point, and a plus on a positive Y (``1,+5``), so the comma reads as
    the separator and never as a decimal comma (``1,5`` is refused)."""
    x, y = offset
    return f"{x:g},{'+' if y > 0 else ''}{y:g}"


@dataclass(frozen=True)
class PrintOptions:
    lang: str = SOURCE_LANG
    paper: str = "a4"
    layout: str = "grid"
    bleed: float = 3.0
    duplex: str = "long"
    back_offset: tuple[float, float] = (0.0, 0.0)
    low_ink: bool = False
    cards: tuple[str, ...] | None = None
    """Item ids to print (None = everything)."""
    cut_marks: str = "crop"
    """One of :data:`CUT_MARKS`."""
    mark_length: float = L.MARK_LENGTH
    mark_offset: float | None = None
    """Gap between the bleed edge and a crop mark (default 1 mm). Marks shrink (offset
    first, then length, down to 2 mm) to stay 4 mm from the paper edge; see
    :func:`cardgen.press.layout.mark_fit` and :func:`cardgen.press.layout.plan_grid`."""
    in_build: bool = False
    """The file is one of ``cardgen build``'s set (:mod:`cardgen.press.print_files`), so
    its calibration and contents pages may name the files beside it (``…-spaced.pdf``,
    ``…-fold.pdf``, ``…-rules.pdf``, ``…-rules-booklet.pdf``). A file of ``cardgen print``
    alone has none beside it: its pages name the options and commands that make them."""

    def says(self, key: str) -> str:
        """``key`` of the press's strings, or its ``_alone`` form for a file written alone
        (see ``in_build``)."""
        return key if self.in_build else f"{key}_alone"

    @property
    def cut_lines(self) -> bool:
        """Full-length cut lines as well as crop marks (``--cut-marks lines``)."""
        return self.cut_marks == "lines"

    @property
    def cutter(self) -> bool:
        """Registration marks and cut files for a cutting machine (``--cut-marks
        silhouette``): pieces stay inside the marks, crop marks are left out, and no
        sheet is folded (see :func:`cardgen.press.planning.plan_pages`)."""
        return self.cut_marks == "silhouette"

    def marks(self) -> tuple[float, float]:
        """Crop mark offset and length (length 0: no crop marks, as on a cutter's pages,
        where they would be ink in the area the machine registers)."""
        offset = self.mark_offset if self.mark_offset is not None else L.MARK_OFFSET
        return (offset, 0.0 if self.cutter else self.mark_length)

    def gap_extra(self) -> float:
        """Gutter (mm) between spaced pieces beyond their two bleeds: room for two hand cuts
        (:data:`~cardgen.press.layout.GAP_EXTRA`), none for a machine, which cuts every
        piece along its own outline, except what a pairing number (single-sided, a face
        printed apart from its back) needs beyond a bleed narrower than it."""
        if not self.cutter:
            return L.GAP_EXTRA
        if self.duplex == "none":
            return max(0.0, L.PAIR_MARK - self.bleed)
        return 0.0

    def check(self) -> None:
        if self.lang not in LANGS:
            raise UserError(f"unknown language {self.lang!r} (use one of {', '.join(LANGS)})")
        if self.paper not in L.PAPERS:
            raise UserError(f"unknown paper {self.paper!r} (use one of {', '.join(L.PAPERS)})")
        if self.layout not in L.LAYOUTS:
            raise UserError(f"unknown layout {self.layout!r} (use {', '.join(L.LAYOUTS)})")
        if self.duplex not in L.DUPLEX:
            raise UserError(f"unknown duplex mode {self.duplex!r} (use {', '.join(L.DUPLEX)})")
        if not 0.0 <= self.bleed <= L.MAX_BLEED + 1e-9:
            raise UserError(f"bleed must be between 0 and {L.MAX_BLEED} mm, not {self.bleed:g}")
        if any(abs(v) > 20 for v in self.back_offset):
            raise UserError("back offset must be within ±20 mm in x and y")
        if self.mark_length < 0 or (self.mark_offset is not None and self.mark_offset < 0):
            raise UserError("crop mark length and offset must not be negative")
        if self.cut_marks == "cricut":
            raise UserError(CRICUT)
        if self.cut_marks not in CUT_MARKS:
            raise UserError(f"unknown --cut-marks {self.cut_marks!r} (use {', '.join(CUT_MARKS)})")
        if self.cutter and self.layout == "fold":
            raise UserError(
                "--cut-marks silhouette cannot be used with --layout fold: a folded sheet"
                " hides the registration marks from the cutter. Use --layout spaced (the"
                " default with --cut-marks silhouette) and print double-sided, or add"
                " --duplex none to print every face on the front, paired by number"
            )
