"""The rules of a game as a PDF: plain pages, or half-size pages imposed as a booklet.

:func:`render_rules` lays the rules (``content/<game>/rules/<lang>.md``, the same source
as the site), the glossary and the list of our designed parts onto A4 or Letter pages;
every heading is a bookmark (its ``{#id}`` is the key, so ``[…](#id)`` links work) and
the outline nests them by level. :func:`render_booklet` lays the same text onto half
sheets (A5 for A4; 5.5 × 8.5 in for Letter) and imposes them two to a landscape sheet in
booklet order (for 4n pages: sheet 1 front = pages 4n and 1, back = 2 and 4n − 1, …),
for duplex printing flipped on the short edge; its bookmarks lead to the sheet side that
holds the page. Both run reportlab with ``invariant=1``: same input, same bytes.
"""

from __future__ import annotations

import io
from functools import cache
from xml.sax.saxutils import escape

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import BaseDocTemplate, Flowable, Frame, PageTemplate, Paragraph, Spacer

from cardgen.catalogs import own_domain, table
from cardgen.press.booklet.markup import (
    FlowMaker,
    Heading,
    HeadingParagraph,
    parse,
    section_heading,
)
from cardgen.press.booklet.styles import DESIGN_BG, Styles, make_styles
from cardgen.render.parts import provenance_groups

PAPERS: dict[str, tuple[float, float]] = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
"""Portrait sheet sizes in mm."""
HALF: dict[str, tuple[float, float]] = {"a4": (148.0, 210.0), "letter": (139.7, 215.9)}
"""The booklet's page: half a sheet, portrait (A5; half-Letter 5.5 × 8.5 in)."""


@cache  # (read once per process, as the data file was)
def strings() -> dict[str, dict[str, str]]:
    """The booklet's own words, ``{key: {lang: text}}`` (the catalog ``booklet-words`` of
    ``cardgen/locale/``; a missing translation reads in the source language)."""
    return table(own_domain("booklet-words"))  # type: ignore[return-value]


def tr(key: str, lang: str) -> str:
    return strings()[key][lang]


def story(game, lang: str, styles: Styles, width: float, links: bool) -> list[Flowable]:
    """The flowables of the whole text: rules, glossary, our designed parts (of a
    reconstructed game; an original game is its designers' own throughout)."""
    markdown = game.rules[lang].markdown if lang in game.rules else ""
    ids = set(game.rules[lang].section_ids) if lang in game.rules else set()
    maker = FlowMaker(styles, lang, width, (lambda key: key in ids) if links else (lambda _: False))
    flow = maker.blocks(parse(markdown))
    if not flow or not isinstance(flow[0], HeadingParagraph) or flow[0].heading.level != 1:
        title = game.name.get(lang)
        flow.insert(0, HeadingParagraph(escape(title), styles.heading(1),
                                        Heading(1, title, "rules")))  # fmt: skip
    own = is_original(game)
    subtitle = tr("subtitle_designed" if own else "subtitle", lang)
    head: list[Flowable] = [
        Paragraph(f"{escape(tr('rules', lang))} · {escape(subtitle)}", styles.small)
    ]
    if not own:  # what we reconstructed of a published game, and how the text marks it
        legend = (
            tr("legend", lang)
            .replace("<mark>", f'<span backColor="{DESIGN_BG}" color="#5a2d00"><b>')
            .replace("</mark>", "</b></span>")
        )
        head.append(Paragraph(legend, styles.small))
    flow[1:1] = [*head, Spacer(1, styles.body.fontSize * 0.6)]
    flow.extend(glossary(game, lang, styles))
    if not own:
        flow.extend(designed_parts(game, lang, styles))
    return flow


def is_original(game) -> bool:
    """A game that is its designers' own work (its provenance: ``designed``), not our
    reconstruction of a published one: its rules are not "in our own words", and nothing
    in them is "reconstructed" (the site's overview says so too: ``provenance_intro_designed``)."""
    return game.provenance.status == "designed"


def glossary(game, lang: str, styles: Styles) -> list[Flowable]:
    if not game.glossary:
        return []
    title = tr("glossary", lang)
    out = section_heading(escape(title), styles, Heading(2, title, "glossary"))
    for term in sorted(game.glossary, key=lambda t: t.term.get(lang).casefold()):
        out.append(Paragraph(f"<b>{escape(term.term.get(lang))}</b>", styles.term))
        out.append(Paragraph(escape(" ".join(term.definition.get(lang).split())),
                             styles.definition))  # fmt: skip
    return out


def designed_parts(game, lang: str, styles: Styles) -> list[Flowable]:
    """Every designed or inferred part of the game's data (what the site's overview lists
    under provenance), grouped by reason."""
    groups = provenance_groups(game, lang, lambda name: tr("part_scoring", lang).format(name=name))
    if not groups:
        return []
    title = tr("ours", lang)
    out = section_heading(escape(title), styles, Heading(2, title, "designed-parts"))
    out.append(Paragraph(escape(tr("ours_intro", lang)), styles.body))
    for group in groups:
        status = tr(f"status_{group['status']}", lang)
        parts = ", ".join(group["parts"])
        # the parts first, as the site's list names them, then why they are ours: read
        # the other way round, a part's name looked like the start of the next entry
        out.append(Paragraph(
            f'<span backColor="{DESIGN_BG}" color="#5a2d00"><b>{escape(status)}</b></span> '
            f"<b>{escape(parts)}</b>", styles.term))  # fmt: skip
        out.append(Paragraph(escape(group["reason"]), styles.definition))
    return out


class RulesDoc(BaseDocTemplate):
    """One frame per page, a footer with the game and the page number; headings become
    bookmarks (plain pages) or are recorded for the imposition (booklet)."""

    def __init__(self, buffer, page: tuple[float, float], margin: float, footer: str,
                 styles: Styles, lang: str, record: list | None = None) -> None:  # fmt: skip
        super().__init__(buffer, pagesize=page, leftMargin=margin, rightMargin=margin,
                         topMargin=margin, bottomMargin=margin + 4 * mm, invariant=1,
                         title=footer, lang=lang, creator="cardgen")  # fmt: skip
        frame = Frame(self.leftMargin, self.bottomMargin, self.width, self.height, id="text",
                      leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0)  # fmt: skip
        self.addPageTemplates([PageTemplate("page", [frame], onPage=self._footer)])
        self.footer = footer
        self.styles = styles
        self.record = record
        self._levels: list[int] = []
        self._keys: set[str] = set()

    def _footer(self, canvas: Canvas, doc) -> None:
        size = self.styles.small.fontSize
        canvas.saveState()
        canvas.setFont(self.styles.small.fontName, size)
        canvas.setFillColorRGB(0.33, 0.33, 0.33)
        w, _h = self.pagesize
        canvas.drawCentredString(w / 2, self.bottomMargin - 4 * mm - size,
                                 f"{self.footer} · {doc.page}")  # fmt: skip
        canvas.restoreState()

    def afterFlowable(self, flowable: Flowable) -> None:  # noqa: N802 - reportlab's API
        heading = getattr(flowable, "heading", None)
        if heading is None:
            return
        # an outline level may go down one step at a time only
        level = heading.level - 1
        level = min(level, self._levels[-1] + 1) if self._levels else 0
        self._levels.append(level)
        key = heading.key if heading.key and heading.key not in self._keys else None
        key = key or f"heading-{len(self._levels)}"
        self._keys.add(key)
        if self.record is not None:
            self.record.append((heading.text, key, level, self.page))
            return
        self.canv.bookmarkPage(key, fit="XYZ", top=self.canv._pagesize[1])
        self.canv.addOutlineEntry(heading.text, key, level=level, closed=level >= 1)


def _text_setup(game, lang: str, page: tuple[float, float], booklet: bool):
    size = 8.6 if booklet else 10.0
    margin = (12 if booklet else 18) * mm
    styles = make_styles(size)
    width = page[0] * mm - 2 * margin
    footer = f"{game.name.get(lang)} · {tr('rules', lang)}"
    return styles, margin, width, footer


def render_rules(game, lang: str, paper: str) -> bytes:
    """The rules on plain ``paper`` pages (``a4`` or ``letter``)."""
    page = PAPERS[paper]
    styles, margin, width, footer = _text_setup(game, lang, page, booklet=False)
    buffer = io.BytesIO()
    doc = RulesDoc(buffer, (page[0] * mm, page[1] * mm), margin, footer, styles, lang)
    doc.build(story(game, lang, styles, width, links=True), canvasmaker=_OutlinedCanvas)
    return buffer.getvalue()


class _OutlinedCanvas(Canvas):
    """Opens with the bookmarks shown, printed at 100 %."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.showOutline()
        self.setViewerPreference("PrintScaling", "None")


class _FormPages(Canvas):
    """A canvas on which every page becomes a form XObject (``bookletpage<n>``) instead of
    a page; :meth:`impose` then places the forms on the sheets."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.forms = 0
        self.showOutline()
        self._begin()

    def _begin(self) -> None:
        self.forms += 1
        self.beginForm(f"bookletpage{self.forms}")

    def showPage(self) -> None:  # noqa: N802 - reportlab's API
        self.endForm()
        self._begin()

    def save(self) -> None:
        self.endForm()  # the page begun after the last one: empty, never placed
        self.forms -= 1


def booklet_order(pages: int) -> list[tuple[int | None, int | None]]:
    """The sheet sides in print order as (left, right) page numbers (1-based; None: a
    blank page that pads the booklet to a multiple of 4)."""
    total = -(-pages // 4) * 4

    def real(n: int) -> int | None:
        return n if n <= pages else None

    sides = []
    for sheet in range(total // 4):
        sides.append((real(total - 2 * sheet), real(1 + 2 * sheet)))
        sides.append((real(2 + 2 * sheet), real(total - 1 - 2 * sheet)))
    return sides


def render_booklet(game, lang: str, paper: str) -> bytes:
    """The rules on half-sheet pages, imposed two to a landscape sheet in booklet order."""
    half = HALF[paper]
    styles, margin, width, footer = _text_setup(game, lang, half, booklet=True)
    buffer = io.BytesIO()
    record: list[tuple[str, str, int, int]] = []
    doc = RulesDoc(buffer, (half[0] * mm, half[1] * mm), margin, footer, styles, lang, record)
    canvases: list[_FormPages] = []

    def maker(*args, **kwargs) -> _FormPages:
        canvas = _FormPages(*args, **kwargs)
        canvases.append(canvas)
        return canvas

    doc.build(story(game, lang, styles, width, links=False), canvasmaker=maker)
    canvas = canvases[-1]
    pages = canvas.forms
    sheet_w, sheet_h = PAPERS[paper][1] * mm, PAPERS[paper][0] * mm  # landscape
    page_w, page_h = half[0] * mm, half[1] * mm
    x0 = (sheet_w - 2 * page_w) / 2
    y0 = (sheet_h - page_h) / 2
    where: dict[int, int] = {}
    for side_index, (left, right) in enumerate(booklet_order(pages)):
        canvas.setPageSize((sheet_w, sheet_h))
        for slot, number in enumerate((left, right)):
            if number is None:
                continue
            where[number] = side_index
            canvas.saveState()
            canvas.translate(x0 + slot * page_w, y0)
            canvas.doForm(f"bookletpage{number}")
            canvas.restoreState()
        # the fold: a short tick at the top and foot, outside the text and clear of the
        # outer 4 mm a home printer cannot print
        canvas.saveState()
        canvas.setLineWidth(0.3)
        canvas.setStrokeColorRGB(0.6, 0.6, 0.6)
        canvas.line(sheet_w / 2, sheet_h - 5 * mm, sheet_w / 2, sheet_h - 10 * mm)
        canvas.line(sheet_w / 2, 5 * mm, sheet_w / 2, 10 * mm)
        canvas.restoreState()
        for _title, key, _level, page in record:
            if where.get(page) == side_index:
                canvas.bookmarkPage(key, fit="Fit")
        Canvas.showPage(canvas)
    for title, key, level, _page in record:
        canvas.addOutlineEntry(title, key, level=level, closed=level >= 1)
    canvas.setViewerPreference("PrintScaling", "None")
    canvas.setViewerPreference("Duplex", "DuplexFlipShortEdge")
    Canvas.save(canvas)
    return buffer.getvalue()
