"""The rules' Markdown as reportlab flowables, with the extensions the site uses.

Python-Markdown (already installed with mkdocs) parses the text with the site's
extensions (``attr_list`` for ``{#id}``, ``admonition``, ``tables``, ``def_list``,
``md_in_html``); a last tree processor hands over the element tree, which
:class:`FlowMaker` walks: headings (their ids become bookmarks), paragraphs, nested
lists, tables, admonitions (boxed), definition lists, code, rules and quotes. Inline
markup becomes reportlab's paragraph markup; an emphasised marker of our own design
("*our rule*", "*Von uns entworfen.*", …, see :func:`design_marker`) is highlighted.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from xml.etree import ElementTree
from xml.sax.saxutils import escape

import markdown
from markdown.treeprocessors import Treeprocessor
from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import (
    CondPageBreak,
    Flowable,
    HRFlowable,
    KeepTogether,
    ListFlowable,
    ListItem,
    Paragraph,
    Spacer,
    Table,
    TableStyle,
    XPreformatted,
)

from cardgen.engine.catalogs import Catalog
from cardgen.press.booklet.styles import DESIGN_BG, NOTE_BG, NOTE_RULE, Styles

EXTENSIONS = ["attr_list", "admonition", "tables", "def_list", "md_in_html"]
"""The site's block extensions (``mkdocs.yml``), so the booklet reads the text as the site does."""

MARKERS = Catalog("booklet")
"""The booklet's catalog (``cardgen/locale/booklet.pot``, its ``.po`` per language)."""


def design_marker(lang: str) -> re.Pattern[str]:
    """The emphasised phrases with which the rules in ``lang`` mark a part as ours (not
    published): the text ``design-marker`` of the booklet's catalog, a regular expression
    matched without regard to case (the source language's where ``lang`` has none)."""
    return re.compile(MARKERS.text("design-marker", lang), re.I)


HEADING_ROOM_LINES = 6
"""Lines of body text that must fit below a heading on its page (else the page breaks)."""

_PLACEHOLDER = re.compile("\x02[^\x03]*\x03")
"""Python-Markdown's stash placeholders (raw HTML, entities) left in the tree's text."""


class _Grab(Treeprocessor):
    """Runs last and keeps the finished element tree."""

    root: ElementTree.Element | None = None

    def run(self, root: ElementTree.Element) -> None:
        self.root = root


_FENCE = re.compile(r"^```[^\n`]*\n(.*?)\n```[ \t]*$", re.M | re.S)
"""A fenced code block at the margin (the site's ``pymdownx.superfences``)."""


def unfence(text: str) -> str:
    """Fenced code blocks as indented ones: Python-Markdown's own fenced_code stashes them
    as raw HTML, out of the tree; indented, they parse as ``pre`` elements."""

    def indented(match: re.Match[str]) -> str:
        body = "\n".join("    " + line if line.strip() else "" for line in match[1].split("\n"))
        return f"\n{body}\n"

    return _FENCE.sub(indented, text)


def parse(text: str) -> ElementTree.Element:
    """The element tree of ``text`` (a ``div`` holding the blocks)."""
    text = unfence(text)
    md = markdown.Markdown(extensions=EXTENSIONS)
    grab = _Grab(md)
    md.treeprocessors.register(grab, "cardgen_grab", -100)
    md.convert(text)
    assert grab.root is not None
    return grab.root


@dataclass
class Heading:
    """A heading met while walking: the outline takes it."""

    level: int
    text: str
    key: str | None


class HeadingParagraph(Paragraph):
    """A heading's paragraph; the document template bookmarks it when it is drawn."""

    def __init__(self, text: str, style, heading: Heading) -> None:
        super().__init__(text, style)
        self.heading = heading


def section_heading(markup: str, styles: Styles, heading: Heading) -> list[Flowable]:
    """A heading that never ends a page: with less room left than the heading and a few
    lines of its text, it starts the next page (``keepWithNext`` alone let a heading stay
    behind when what followed was a box or a table too tall to move whole). The title
    (level 1) opens the document and needs no such care."""
    paragraph = HeadingParagraph(markup, styles.heading(heading.level), heading)
    if heading.level == 1:
        return [paragraph]
    return [CondPageBreak(styles.body.leading * HEADING_ROOM_LINES), paragraph]


def plain(element: ElementTree.Element) -> str:
    """The text of an element without markup."""
    return _PLACEHOLDER.sub("", "".join(element.itertext())).strip()


class FlowMaker:
    """Turns an element tree into flowables for a frame ``width`` points wide."""

    def __init__(self, styles: Styles, lang: str, width: float,
                 link: Callable[[str], bool] = lambda _id: False) -> None:  # fmt: skip
        self.s = styles
        self.marker = design_marker(lang)
        self.width = width
        self.link = link
        """Whether ``#id`` may be a link (the target is a bookmark of this document)."""

    # -- inline ---------------------------------------------------------------------------
    def inline(self, element: ElementTree.Element) -> str:
        """The content of ``element`` as paragraph markup."""
        out = [self._text(element.text)]
        for child in element:
            out.append(self._inline_element(child))
            out.append(self._text(child.tail))
        return "".join(out).strip()

    @staticmethod
    def _text(text: str | None) -> str:
        return escape(_PLACEHOLDER.sub("", text or ""))

    def _inline_element(self, el: ElementTree.Element) -> str:
        inner = self.inline(el) if el.tag != "br" else ""
        if el.tag in ("strong", "b"):
            return f"<b>{inner}</b>"
        if el.tag in ("em", "i"):
            if self.marker.search(plain(el)):
                return (f'<span backColor="{DESIGN_BG}" color="#5a2d00"><b>{inner}</b>'
                        "</span>")  # fmt: skip
            return f"<i>{inner}</i>"
        if el.tag == "code":
            return f'<font color="#333333">{inner}</font>'
        if el.tag == "br":
            return "<br/>"
        if el.tag == "a":
            href = el.get("href", "")
            if href.startswith("#") and self.link(href[1:]):
                return f'<a href="{escape(href)}" color="#1f4e79">{inner}</a>'
            if href.startswith(("http://", "https://")) and plain(el) != href:
                return f"{inner} ({escape(href)})"
            return inner
        if el.tag == "img":
            return escape(el.get("alt", ""))
        return inner  # abbr, span, …: their text

    # -- blocks ---------------------------------------------------------------------------
    def blocks(
        self, parent: ElementTree.Element, width: float | None = None, rows: bool = False
    ) -> list[Flowable]:
        """The flowables of ``parent``'s blocks; ``rows``: for a box, each item of a list
        its own flowable (see :meth:`list_rows`)."""
        width = self.width if width is None else width
        out: list[Flowable] = []
        if parent.text and parent.text.strip() and _PLACEHOLDER.sub("", parent.text).strip():
            out.append(Paragraph(self._text(parent.text.strip()), self.s.body))
        for el in parent:
            if rows and el.tag in ("ul", "ol"):
                out.extend(self.list_rows(el, width))
            else:
                out.extend(self.block(el, width))
            if el.tail and _PLACEHOLDER.sub("", el.tail).strip():
                out.append(Paragraph(self._text(el.tail.strip()), self.s.body))
        return out

    def block(self, el: ElementTree.Element, width: float) -> list[Flowable]:
        tag = el.tag
        if re.fullmatch(r"h[1-6]", tag):
            level = int(tag[1])
            heading = Heading(level, plain(el), el.get("id"))
            return section_heading(self.inline(el), self.s, heading)
        if tag == "p":
            return [Paragraph(self.inline(el), self.s.body)]
        if tag in ("ul", "ol"):
            return [self.listing(el, width)]
        if tag == "table":
            return [self.table(el, width)]
        if tag == "div" and "admonition" in el.get("class", "").split():
            return [self.note(el, width)]
        if tag == "dl":
            return self.definitions(el)
        if tag == "pre":
            return [self.preformatted(el, width)]
        if tag == "hr":
            return [HRFlowable(width="100%", thickness=0.5, color=colors.HexColor("#999999"),
                               spaceBefore=4, spaceAfter=4)]  # fmt: skip
        if tag == "blockquote":
            return [self.boxed(self.blocks(el, width - 16, rows=True), width, quote=True)]
        if tag == "div":
            return self.blocks(el, width)
        text = self.inline(el)
        return [Paragraph(text, self.s.body)] if text else []

    def preformatted(self, el: ElementTree.Element, width: float) -> Flowable:
        """A code block in the monospaced cut, line for line and space for space; its size
        shrinks (down to 5 pt) until the longest line fits the frame."""
        text = _PLACEHOLDER.sub("", "".join(el.itertext())).strip("\n")
        style = self.s.code
        room = width - style.leftIndent
        longest = max(stringWidth(line, style.fontName, style.fontSize) for line in
                      text.split("\n"))  # fmt: skip
        if longest > room:
            size = max(5.0, style.fontSize * room / longest)
            style = ParagraphStyle(f"code-{size:.2f}", parent=style, fontSize=size,
                                   leading=size * 1.3)  # fmt: skip
        return XPreformatted(self._text(text), style)

    def listing(self, el: ElementTree.Element, width: float) -> ListFlowable:
        ordered = el.tag == "ol"
        indent = 14.0
        items = []
        for li in el.findall("li"):
            content = self._item(li, width - indent)
            items.append(ListItem(content, leftIndent=indent, value=None))
        start = el.get("start")
        return ListFlowable(
            items,
            bulletType="1" if ordered else "bullet",
            start=start if ordered and start else (1 if ordered else "•"),
            leftIndent=indent,
            bulletFontName=self.s.body.fontName,
            bulletFontSize=self.s.body.fontSize,
            bulletFormat="%s." if ordered else None,
            spaceBefore=0,
            spaceAfter=self.s.body.spaceAfter,
        )

    def list_rows(self, el: ElementTree.Element, width: float) -> list[Flowable]:
        """A list as one flowable per item, numbered on, for a box: a box is a table whose
        rows break across pages but no row does, so a list in one row could not be taller
        than a page (the French notes of Cosmopolis on a Letter booklet page were)."""
        ordered = el.tag == "ol"
        first = int(el.get("start") or 1) if ordered else 1
        items = el.findall("li")
        out: list[Flowable] = []
        for i, li in enumerate(items):
            one = ElementTree.Element(el.tag, {"start": str(first + i)} if ordered else {})
            one.append(li)
            flow = self.listing(one, width)
            if i < len(items) - 1:
                flow.spaceAfter = 0
            out.append(flow)
        return out

    def _item(self, li: ElementTree.Element, width: float) -> list[Flowable]:
        """A list item: its loose text as one paragraph, then its blocks."""
        inline_part = ElementTree.Element("p")
        inline_part.text = li.text
        blocks: list[ElementTree.Element] = []
        for child in li:
            if child.tag in ("p", "ul", "ol", "table", "div", "dl", "pre", "blockquote") or \
                    re.fullmatch(r"h[1-6]", child.tag):  # fmt: skip
                blocks.append(child)
            elif blocks:
                holder = ElementTree.Element("p")
                holder.append(child)
                blocks.append(holder)
            else:
                inline_part.append(child)
        out: list[Flowable] = []
        text = self.inline(inline_part)
        if text:
            out.append(Paragraph(text, self.s.item))
        for child in blocks:
            out.extend(self.block(child, width))
            if child.tail and child.tail.strip():
                out.append(Paragraph(self._text(child.tail.strip()), self.s.item))
        return out or [Paragraph("", self.s.item)]

    def table(self, el: ElementTree.Element, width: float) -> Table:
        lines: list[list[ElementTree.Element]] = []
        header_rows = 0
        for tr in el.iter("tr"):
            cells = [c for c in tr if c.tag in ("th", "td")]
            if cells and all(c.tag == "th" for c in cells) and len(lines) == header_rows:
                header_rows += 1
            lines.append(cells)
        texts = [[plain(c) for c in cells] for cells in lines]
        columns = max((len(r) for r in lines), default=1)
        # too many columns for their longest words at the text's size: the whole table gets
        # smaller type (down to 5.5 pt), and no word is broken across lines
        fit = _word_fit(texts, columns, width, self.s.cell_head)
        cell, head = (_smaller(self.s.cell, fit), _smaller(self.s.cell_head, fit)) if fit < 1 \
            else (self.s.cell, self.s.cell_head)  # fmt: skip
        rows: list[list[Paragraph]] = []
        for cells in lines:
            style = head if cells and cells[0].tag == "th" else cell
            row = [Paragraph(self.inline(c), style) for c in cells]
            row.extend(Paragraph("", cell) for _ in range(columns - len(row)))
            rows.append(row)
        widths = _column_widths(texts, columns, width, head)
        table = Table(rows, colWidths=widths, repeatRows=header_rows, hAlign="LEFT")
        commands = [
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("GRID", (0, 0), (-1, -1), 0.3, colors.HexColor("#999999")),
            ("LEFTPADDING", (0, 0), (-1, -1), 3),
            ("RIGHTPADDING", (0, 0), (-1, -1), 3),
            ("TOPPADDING", (0, 0), (-1, -1), 1.5),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
        ]
        if header_rows:
            commands.append(("BACKGROUND", (0, 0), (-1, header_rows - 1),
                             colors.HexColor("#e6e6e6")))  # fmt: skip
        table.setStyle(TableStyle(commands))
        table.spaceAfter = self.s.body.spaceAfter
        return table

    def note(self, el: ElementTree.Element, width: float) -> Flowable:
        """An admonition: its title in bold, its blocks, in a tinted box."""
        title = el.find("p[@class='admonition-title']")
        body = [child for child in el if child is not title]
        holder = ElementTree.Element("div")
        holder.extend(body)
        inner: list[Flowable] = []
        if title is not None and plain(title):
            inner.append(Paragraph(self.inline(title), self.s.note_title))
        inner.extend(self.blocks(holder, width - 16, rows=True))
        return self.boxed(inner, width)

    def boxed(self, inner: list[Flowable], width: float, quote: bool = False) -> Flowable:
        box = Table([[f] for f in inner] or [[""]], colWidths=[width - 4], hAlign="LEFT",
                    splitByRow=1)  # fmt: skip
        box.setStyle(TableStyle([
            ("BACKGROUND", (0, 0), (-1, -1), colors.white if quote else colors.HexColor(NOTE_BG)),
            ("LINEBEFORE", (0, 0), (0, -1), 2, colors.HexColor(NOTE_RULE)),
            ("LEFTPADDING", (0, 0), (-1, -1), 7),
            ("RIGHTPADDING", (0, 0), (-1, -1), 5),
            ("TOPPADDING", (0, 0), (-1, -1), 1),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 1),
            ("TOPPADDING", (0, 0), (-1, 0), 4),
            ("BOTTOMPADDING", (0, -1), (-1, -1), 4),
        ]))  # fmt: skip
        box.spaceBefore = 2
        box.spaceAfter = self.s.body.spaceAfter + 2
        return box

    def definitions(self, el: ElementTree.Element) -> list[Flowable]:
        out: list[Flowable] = []
        for child in el:
            if child.tag == "dt":
                out.append(Paragraph(f"<b>{self.inline(child)}</b>", self.s.term))
            elif child.tag == "dd":
                paragraphs = self.blocks(child) if len(child) else [
                    Paragraph(self.inline(child), self.s.definition)]  # fmt: skip
                for p in paragraphs:
                    if isinstance(p, Paragraph):
                        p.style = self.s.definition
                out.append(KeepTogether(paragraphs))
        return out


CELL_PADDING = 6.0
"""Left and right padding of a table cell together (points), as the table's style sets them."""


def _word_fit(texts: list[list[str]], columns: int, width: float, style) -> float:
    """How much the type must shrink for every column to hold its longest word (1: not at
    all), within the page's ``width``."""
    longest = [1.0] * columns
    for row in texts:
        for i, cell in enumerate(row[:columns]):
            for word in cell.split():
                longest[i] = max(longest[i], stringWidth(word, style.fontName, style.fontSize))
    need = sum(longest) + CELL_PADDING * columns + 2
    return min(1.0, width / need)


def _smaller(style: ParagraphStyle, fit: float) -> ParagraphStyle:
    size = max(5.5, style.fontSize * fit)
    return ParagraphStyle(f"{style.name}-{size:.2f}", parent=style, fontSize=size,
                          leading=size * style.leading / style.fontSize)  # fmt: skip


def _column_widths(texts: list[list[str]], columns: int, width: float, style) -> list[float]:
    """Widths by the longest word (so no word is broken: each column gets at least that)
    and the total length of each column's cells (long texts get the spare room)."""
    longest = [1.0] * columns
    weight = [1.0] * columns
    for row in texts:
        for i, cell in enumerate(row[:columns]):
            for word in cell.split():
                size = stringWidth(word, style.fontName, style.fontSize)
                longest[i] = max(longest[i], size)
            weight[i] += len(cell)
    least = [n + CELL_PADDING + 2 for n in longest]
    spare = width - sum(least)
    if spare <= 0:
        return [width * n / sum(least) for n in least]
    total = sum(weight)
    short = [max(0.0, width * w / total - n) for n, w in zip(least, weight, strict=True)]
    if not sum(short):
        return [n + spare / columns for n in least]
    return [n + spare * m / sum(short) for n, m in zip(least, short, strict=True)]


def spacer(height: float) -> Spacer:
    return Spacer(1, height)
