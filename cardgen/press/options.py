"""What a print file is asked to be: :class:`PrintOptions` (language, paper, layout,
bleed, duplex, back offset, ink, card selection, cut guides), checked into clear errors."""

from __future__ import annotations

from dataclasses import dataclass

from cardgen.errors import UserError
from cardgen.press import layout as L

LANGS = ("en", "de", "nl", "it")


def offset_argument(offset: tuple[float, float]) -> str:
    """The back offset as typed after ``--back-offset=``, in the form the command takes
    back: a decimal point, and a plus on a positive Y (``1,+5``), so the comma reads as
    the separator and never as a decimal comma (``1,5`` is refused)."""
    x, y = offset
    return f"{x:g},{'+' if y > 0 else ''}{y:g}"


@dataclass(frozen=True)
class PrintOptions:
    lang: str = "en"
    paper: str = "a4"
    layout: str = "grid"
    bleed: float = 3.0
    duplex: str = "long"
    back_offset: tuple[float, float] = (0.0, 0.0)
    low_ink: bool = False
    cards: tuple[str, ...] | None = None
    """Item ids to print (None = everything)."""
    cut_lines: bool = False
    mark_length: float = L.MARK_LENGTH
    mark_offset: float | None = None
    """Gap between the bleed edge and a crop mark (default 1 mm). Marks shrink (offset
    first, then length, down to 2 mm) to stay 4 mm from the paper edge; see
    :func:`cardgen.press.layout.mark_fit` and :func:`cardgen.press.layout.plan_grid`."""

    def marks(self) -> tuple[float, float]:
        offset = self.mark_offset if self.mark_offset is not None else L.MARK_OFFSET
        return (offset, self.mark_length)

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
