"""Fonts and paragraph styles of the rules booklet.

The print files' family (DejaVu Sans, :mod:`cardgen.render.fonts`) covers every language;
the booklet adds its oblique cut (same family, same licence, shipped beside it) for
emphasis, and its monospaced cut for preformatted blocks (a worked example's grid keeps
its columns, as on the site). Sizes scale with the page: an A5 booklet page reads at
9 pt, a full page at 10 pt.
"""

from __future__ import annotations

from dataclasses import dataclass

from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from cardgen.render.fonts import BOLD, FONT_DIR, REGULAR, register_fonts

ITALIC = "CardSans-Oblique"
MONO = "CardSans-Mono"
DESIGN_BG = "#ffe2b8"
"""Behind a marker of our own design ("our rule", "Designed by us.")."""
NOTE_BG = "#eef3f8"
NOTE_RULE = "#4a6f96"

_registered = False


def register_booklet_fonts() -> None:
    """The print files' fonts plus the oblique cut, as one family (idempotent)."""
    global _registered
    if _registered:
        return
    register_fonts()
    pdfmetrics.registerFont(TTFont(ITALIC, str(FONT_DIR / "DejaVuSans-Oblique.ttf")))
    pdfmetrics.registerFont(TTFont(MONO, str(FONT_DIR / "DejaVuSansMono.ttf")))
    pdfmetrics.registerFontFamily(REGULAR, normal=REGULAR, bold=BOLD, italic=ITALIC,
                                  boldItalic=BOLD)  # fmt: skip
    _registered = True


@dataclass
class Styles:
    body: ParagraphStyle
    item: ParagraphStyle
    cell: ParagraphStyle
    cell_head: ParagraphStyle
    note_title: ParagraphStyle
    term: ParagraphStyle
    definition: ParagraphStyle
    code: ParagraphStyle
    small: ParagraphStyle
    headings: tuple[ParagraphStyle, ...]

    def heading(self, level: int) -> ParagraphStyle:
        return self.headings[min(level, len(self.headings)) - 1]


def make_styles(size: float) -> Styles:
    """Styles for a body text of ``size`` points."""
    register_booklet_fonts()
    lead = size * 1.32
    body = ParagraphStyle("body", fontName=REGULAR, fontSize=size, leading=lead,
                          spaceAfter=size * 0.5)  # fmt: skip
    ink = colors.HexColor("#1c2b3a")
    headings = tuple(
        ParagraphStyle(f"h{n}", parent=body, fontName=BOLD, fontSize=size * scale,
                       leading=size * scale * 1.2, spaceBefore=size * before,
                       spaceAfter=size * 0.4, textColor=ink, keepWithNext=1)  # fmt: skip
        for n, (scale, before) in enumerate(((2.0, 0.0), (1.45, 1.2), (1.2, 0.9),
                                             (1.05, 0.7), (1.0, 0.6), (1.0, 0.6)), 1)
    )  # fmt: skip
    return Styles(
        body=body,
        item=ParagraphStyle("item", parent=body, spaceAfter=size * 0.2),
        cell=ParagraphStyle(
            "cell", parent=body, fontSize=size * 0.88, leading=size * 0.88 * 1.25, spaceAfter=0
        ),  # fmt: skip
        cell_head=ParagraphStyle(
            "cell_head",
            parent=body,
            fontName=BOLD,
            fontSize=size * 0.88,
            leading=size * 0.88 * 1.25,
            spaceAfter=0,
        ),  # fmt: skip
        note_title=ParagraphStyle("note_title", parent=body, fontName=BOLD, textColor=ink),
        term=ParagraphStyle("term", parent=body, spaceAfter=0, keepWithNext=1),
        definition=ParagraphStyle("definition", parent=body, leftIndent=size * 1.4),
        code=ParagraphStyle(
            "code",
            parent=body,
            fontName=MONO,
            fontSize=size * 0.85,
            leading=size * 1.1,
            leftIndent=size,
            textColor=colors.HexColor("#333333"),
        ),  # fmt: skip
        small=ParagraphStyle(
            "small",
            parent=body,
            fontSize=size * 0.8,
            leading=size,
            textColor=colors.HexColor("#555555"),
        ),  # fmt: skip
        headings=headings,
    )
