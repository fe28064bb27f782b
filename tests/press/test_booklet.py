"""The rules as PDFs: plain pages with a bookmark per section, and the same text on half
pages imposed as a folded booklet (``cardgen.press.booklet``); where they are named (the
contents page, the downloads page) and how they are asked for (``cardgen rules``)."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from pypdf import PdfReader
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import XPreformatted

from cardgen.cli import main
from cardgen.model import LANGS, game_ids, load_game, load_games
from cardgen.press.booklet import (
    KINDS,
    PAPERS,
    render_booklet,
    render_rules,
    rules_path,
    tr,
    write_rules,
)
from cardgen.press.booklet.document import HALF, booklet_order
from cardgen.press.booklet.markup import FlowMaker, parse
from cardgen.press.booklet.styles import DESIGN_BG, MONO, make_styles
from cardgen.press.document import render_pdf
from cardgen.press.options import PrintOptions
from cardgen.site.downloads import print_files

CONTENT = Path(__file__).resolve().parents[2] / "content"
PT_PER_MM = 72 / 25.4


def outline(data: bytes) -> list[tuple[int, str, int]]:
    """(level, title, 1-based page) of every bookmark, in order."""
    r = PdfReader(io.BytesIO(data))
    out = []

    def walk(entries, level):
        for entry in entries:
            if isinstance(entry, list):
                walk(entry, level + 1)
            else:
                out.append((level, entry.title, r.get_destination_page_number(entry) + 1))

    walk(r.outline, 0)
    return out


def half_texts(data: bytes) -> list[tuple[str, str]]:
    """The text of the left and the right half of every page."""
    doc = pdfium.PdfDocument(data)
    out = []
    for page in doc:
        w, h = page.get_size()
        text = page.get_textpage()
        out.append((text.get_text_bounded(0, 0, w / 2, h), text.get_text_bounded(w / 2, 0, w, h)))
    return out


@pytest.fixture(scope="module")
def pyramidion():
    return load_game("pyramidion", CONTENT)


@pytest.fixture(scope="module")
def pyramidion_de_a4(pyramidion):
    return render_rules(pyramidion, "de", "a4")


def test_booklet_order_puts_each_page_once_and_facing_pages_together():
    # 4n pages: sheet 1 front = pages 4n and 1, back = 2 and 4n - 1, ...
    assert booklet_order(8) == [(8, 1), (2, 7), (6, 3), (4, 5)]
    # 5 pages pad to 8: the padding pages are blank (None)
    assert booklet_order(5) == [(None, 1), (2, None), (None, 3), (4, 5)]
    for pages in range(1, 30):
        sides = booklet_order(pages)
        total = len(sides) * 2
        assert total % 4 == 0 and total - pages < 4
        numbers = [n for side in sides for n in side if n is not None]
        assert sorted(numbers) == list(range(1, pages + 1))
        # folded in the middle, the two halves of every side are pages n and total + 1 - n
        for left, right in sides:
            lo, ro = (left or 0), (right or 0)
            if left and right:
                assert lo + ro == total + 1


def test_plain_rules_have_a_bookmark_per_section_with_its_id(pyramidion, pyramidion_de_a4):
    data = pyramidion_de_a4
    r = PdfReader(io.BytesIO(data))
    box = r.pages[0].mediabox
    assert (float(box.width), float(box.height)) == pytest.approx(
        (210 * PT_PER_MM, 297 * PT_PER_MM), abs=0.1
    )
    marks = outline(data)
    markdown = pyramidion.rules["de"].markdown
    headings = re.findall(r"^(#{1,6}) (.+?) \{#([\w-]+)\}\s*$", markdown, re.M)
    titles = [title for _level, title, _page in marks]
    # every heading of the rules, in order, then the glossary and the designed parts
    assert titles == [t for _h, t, _id in headings] + [tr("glossary", "de"), tr("ours", "de")]
    levels = [level for level, _t, _p in marks]
    assert levels[0] == 0 and all(b - a <= 1 for a, b in zip(levels, levels[1:], strict=False))
    assert [lv for lv, _t, _p in marks[: len(headings)]] == [len(h) - 1 for h, _t, _i in headings]
    pages = [page for _l, _t, page in marks]
    assert pages == sorted(pages) and pages[-1] <= len(r.pages)
    # every [...](#id) of the rules is a link to a page of the file (ids are bookmark keys)
    ids = {section for _h, _t, section in headings}
    wanted = [key for key in re.findall(r"\]\(#([\w-]+)\)", markdown) if key in ids]
    pages_by_ref = {page.indirect_reference.idnum: n for n, page in enumerate(r.pages, 1)}
    links = [
        annot.get_object()["/Dest"][0].idnum
        for page in r.pages
        for annot in page.get("/Annots") or []
        if annot.get_object().get("/Subtype") == "/Link"
    ]
    assert wanted and len(links) == len(wanted)
    assert all(ref in pages_by_ref for ref in links)
    assert r.trailer["/Root"]["/PageMode"] == "/UseOutlines"


def test_plain_rules_hold_the_glossary_the_examples_and_what_is_ours(pyramidion_de_a4, pyramidion):
    pages = PdfReader(io.BytesIO(pyramidion_de_a4)).pages
    text = " ".join(" ".join(page.extract_text().split()) for page in pages)
    for term in pyramidion.glossary:
        assert term.term.get("de") in text
    assert "Rechenbeispiel" in text  # the worked example's heading
    assert tr("ours_intro", "de") in text
    assert "Seite" not in tr("rules", "de")  # (the footer names the rules, then the page)
    assert f"{pyramidion.name.get('de')} · {tr('rules', 'de')} · 3" in text


def test_our_design_markers_are_highlighted_other_emphasis_is_italic():
    maker = FlowMaker(make_styles(9), "en", 300)
    tree = parse("A *Resource negotiation.* step; *our rule:* cards face down; *designed by us*.")
    markup = maker.inline(tree[0])
    assert "<i>Resource negotiation.</i>" in markup
    assert markup.count(f'backColor="{DESIGN_BG}"') == 2
    de = FlowMaker(make_styles(9), "de", 300).inline(parse("*Unsere Regel:* so.")[0])
    assert f'backColor="{DESIGN_BG}"' in de


def test_markdown_blocks_become_flowables():
    """Lists, a table inside a list item, admonitions, links only to sections the document
    holds."""
    source = (
        "## Head {#x-head}\n\n1. one\n2. two\n\nBetween.\n\n"
        "- item\n\n    | a | b |\n    |---|---|\n    | 1 | 2 |\n\n"
        '!!! note "Ours"\n    Boxed text with a [link](#x-head) and [another](#x-missing).\n'
    )
    maker = FlowMaker(make_styles(9), "en", 300, link=lambda key: key == "x-head")
    flow = maker.blocks(parse(source))
    kinds = [type(f).__name__ for f in flow]
    assert kinds[0] == "CondPageBreak"  # a heading never ends a page (below)
    flow = flow[1:]
    kinds = kinds[1:]
    assert kinds == ["HeadingParagraph", "ListFlowable", "Paragraph", "ListFlowable", "Table"]
    assert flow[0].heading.key == "x-head" and flow[0].heading.level == 2
    nested = flow[3]._flowables[0]._flowables  # the bullet's item: its text and its table
    assert [type(f).__name__ for f in nested] == ["Paragraph", "Table"]
    boxed = flow[4]._cellvalues
    assert boxed[0][0].text == "Ours"
    assert '<a href="#x-head"' in boxed[1][0].text and "#x-missing" not in boxed[1][0].text


def test_a_list_in_a_box_taller_than_a_page_breaks_between_its_items():
    """A box is a table: its rows break across pages, a row never does. The French notes of
    Cosmopolis, one list in a note, were one row taller than a Letter booklet page
    (LayoutError); each item is its own row now, numbered on."""
    from reportlab.lib.pagesizes import A5
    from reportlab.platypus import SimpleDocTemplate

    items = "".join(
        f"    {i}. " + "A long point of interpretation. " * 12 + "\n" for i in range(1, 9)
    )
    source = '!!! note "Notes"\n' + items
    flow = FlowMaker(make_styles(9), "en", 300).blocks(parse(source))
    [box] = flow
    rows = [row[0] for row in box._cellvalues]
    assert [type(r).__name__ for r in rows] == ["Paragraph"] + ["ListFlowable"] * 8
    assert [r._start for r in rows[1:]] == [str(i) for i in range(1, 9)]
    out = io.BytesIO()
    SimpleDocTemplate(out, pagesize=A5).build(flow)  # raised LayoutError before
    assert len(PdfReader(out).pages) >= 2


def test_the_booklet_imposes_half_pages_in_booklet_order():
    game = load_game("web", CONTENT)
    data = render_booklet(game, "it", "letter")
    r = PdfReader(io.BytesIO(data))
    assert len(r.pages) % 2 == 0
    for page in r.pages:  # landscape Letter, two 5.5 x 8.5 in pages side by side
        assert (float(page.mediabox.width), float(page.mediabox.height)) == pytest.approx(
            (792, 612), abs=0.1
        )
    prefs = r.trailer["/Root"]["/ViewerPreferences"]
    assert prefs["/Duplex"] == "/DuplexFlipShortEdge" and prefs["/PrintScaling"] == "/None"
    # the page number in each half's footer follows booklet_order
    footer = re.compile(re.escape(tr("rules", "it")) + r" · (\d+)")
    found = []
    for left, right in half_texts(data):
        numbers = [footer.search(half) for half in (left, right)]
        found.append(tuple(int(m.group(1)) if m else None for m in numbers))
    pages = max(n for side in found for n in side if n)
    assert found == booklet_order(pages)
    # the bookmarks lead to the sheet side holding the page; the title is on the first
    marks = outline(data)
    assert marks[0][1] == re.sub(r"\s*\{#.*", "", game.rules["it"].markdown.split("\n")[0][2:])
    assert marks[0][2] == 1
    assert [m[1] for m in marks] == [m[1] for m in outline(render_rules(game, "it", "letter"))]
    assert HALF["letter"] == pytest.approx((139.7, 215.9))
    # nothing within 4 mm of the paper's edge (a home printer leaves it blank)
    doc = pdfium.PdfDocument(data)
    for index in (0, 1):
        image = doc[index].render(scale=100 / 72, grayscale=True).to_pil()
        w, h = image.size
        strip = int(4 / 25.4 * 100)
        pixels = image.load()
        edge = [pixels[x, y] for x in range(w) for y in range(h)
                if min(x, y, w - 1 - x, h - 1 - y) < strip]  # fmt: skip
        assert min(edge) > 240, index


def test_rules_files_are_deterministic_and_written_atomically(tmp_path):
    game = load_game("circle-the-wagons", CONTENT)
    written = write_rules(game, "nl", "a4", tmp_path)
    assert written == [rules_path(tmp_path, game.id, "nl", "a4", kind) for kind in KINDS]
    assert [p.name for p in written] == [
        "circle-the-wagons-nl-a4-rules.pdf",
        "circle-the-wagons-nl-a4-rules-booklet.pdf",
    ]
    assert written[0].read_bytes() == render_rules(game, "nl", "a4")
    assert written[1].read_bytes() == render_booklet(game, "nl", "a4")
    assert not [p for p in written[0].parent.iterdir() if p.name.startswith(".")]
    # the downloads page lists them as their own layouts
    layouts = {f.path.name: f.layout for f in print_files(written[0].parent, game.id)}
    assert layouts == {written[0].name: "rules", written[1].name: "rules-booklet"}


@pytest.mark.slow  # a sweep: not in make check (see pyproject.toml)
def test_every_game_language_and_paper_gives_both_files():
    """The one test of the matrix: every game in every language, each on one paper in turn
    (so every game and every language meets both papers), both files: every rules page,
    with every language's characters, lays out on either paper. (The whole matrix, every
    pair on both papers, took 29 to 42 s of a loaded run for the same findings.)"""
    for g, game in enumerate(load_games(game_ids(CONTENT), CONTENT)):
        for n, lang in enumerate(LANGS):
            paper = sorted(PAPERS)[(g + n) % len(PAPERS)]
            for render in (render_rules, render_booklet):
                data = render(game, lang, paper)
                assert data.startswith(b"%PDF") and b"/Outlines" in data, (game.id, lang, paper)


def test_the_contents_page_names_the_rules_files():
    """A file of ``cardgen build``'s set names the rules files written beside it."""
    game = load_game("circle-the-wagons", CONTENT)
    for options in (
        PrintOptions(lang="it", paper="letter", in_build=True),
        PrintOptions(duplex="none", in_build=True),
    ):
        r = PdfReader(io.BytesIO(render_pdf(game, options)))
        text = " ".join(r.pages[1].extract_text().split())
        paper, lang = options.paper, options.lang
        assert f"circle-the-wagons-{lang}-{paper}-rules.pdf" in text
        assert f"circle-the-wagons-{lang}-{paper}-rules-booklet.pdf" in text


def test_a_file_printed_alone_names_the_command_for_its_rules():
    """``cardgen print GAME -o out/deck.pdf`` writes one file: its contents page named
    "…-rules.pdf" and "…-rules-booklet.pdf", which only ``cardgen build`` writes. It names
    the command that prints the rules instead, and says where the files come from."""
    game = load_game("circle-the-wagons", CONTENT)
    for options, command in (
        (PrintOptions(lang="it", paper="letter"), "--lang it --paper letter"),
        (PrintOptions(duplex="none"), "--lang en"),
    ):
        text = " ".join(
            PdfReader(io.BytesIO(render_pdf(game, options))).pages[1].extract_text().split()
        )
        assert "rules.pdf" in text and "-rules" not in text
        assert f"cardgen rules circle-the-wagons {command} -o rules.pdf" in text
        assert "cardgen build" in text


def test_cardgen_rules_writes_the_pdf_or_says_what_is_wrong(tmp_path, capsys):
    out = tmp_path / "rules.pdf"
    assert main(["rules", "web", "--lang", "de", "--booklet", "-o", str(out)]) == 0
    assert out.read_bytes() == render_booklet(load_game("web", CONTENT), "de", "a4")
    assert main(["rules", "web", "--paper", "a3", "-o", str(tmp_path / "x.pdf")]) == 2
    assert "unknown paper 'a3' (use one of a4, letter)" in capsys.readouterr().err
    assert main(["rules", "web", "--lang", "sv", "-o", str(tmp_path / "x.pdf")]) == 2
    assert main(["rules", "web", "-o", str(tmp_path / "x.txt")]) == 2
    assert not (tmp_path / "x.pdf").exists()


@pytest.mark.parametrize("lang", LANGS)
def test_a_fenced_grid_prints_monospaced_line_for_line(lang):
    """Web's worked example draws its grid as a fenced block: the rules PDF keeps its lines
    and spaces in the monospaced cut (it once ran on as one line of the body font), shrunk
    until its longest line fits the frame."""
    source = load_game("web").rules[lang].markdown
    fenced = re.search(r"^```\n(.*?)\n```$", source, re.M | re.S)
    assert fenced, "Web's worked example has a fenced grid"
    lines = fenced[1].split("\n")
    width = 200.0
    flow = FlowMaker(make_styles(9), lang, width).blocks(parse(source))
    grids = [f for f in flow if isinstance(f, XPreformatted)]
    assert len(grids) == 1
    grid = grids[0]
    assert grid.style.fontName == MONO
    assert "".join(frag.text for frag in grid.frags) == "\n".join(lines)
    grid.wrap(width, 1000)
    assert len(grid.blPara.lines) == len(lines)
    longest = max(stringWidth(line, MONO, grid.style.fontSize) for line in lines)
    assert grid.style.leftIndent + longest <= width + 0.01


@pytest.mark.parametrize(
    ("game", "lang", "paper"),
    [
        ("pyramidion", "it", "a4"),
        ("circle-the-wagons", "de", "letter"),
        ("web-of-power", "en", "letter"),
    ],
)
def test_no_heading_ends_a_page(game, lang, paper):
    """Every section's heading has lines of its text below it on its page: "Interpretation
    notes" once sat alone at the foot of a page, its text on the next (these three files had
    a heading at a page's foot then: the glossary's, a scoring example's, a table's)."""
    data = render_rules(load_game(game, CONTENT), lang, paper)
    doc = pdfium.PdfDocument(data)
    frame_bottom = (18 + 4) * PT_PER_MM
    for level, title, number in outline(data):
        if level == 0:
            continue  # the game's title, at the top of page 1
        text = doc[number - 1].get_textpage()
        search = text.search(title, match_case=True)
        lowest = []  # each place the title is written above the footer
        while found := search.get_next():
            bottom = min(text.get_charbox(i)[1] for i in range(found[0], found[0] + found[1]))
            if bottom > frame_bottom:
                lowest.append(bottom)
        assert lowest, (title, number)
        assert max(lowest) - frame_bottom >= 30, f"{title!r} at the foot of page {number}"


@pytest.mark.parametrize("lang", LANGS)
def test_a_table_too_wide_for_its_words_gets_smaller_type_not_broken_words(pyramidion, lang):
    """Pyramidion's worked example (six columns) broke its headings mid-word ("Play/er",
    "Influen/ce") on an A5 page: every column is at least as wide as its longest word at the
    table's type size, which shrinks when the words would not fit."""
    width = HALF["a4"][0] * PT_PER_MM - 2 * 12 * PT_PER_MM  # a booklet page's text width
    flow = FlowMaker(make_styles(8.5), lang, width).blocks(parse(pyramidion.rules[lang].markdown))
    tables = [f for f in flow if type(f).__name__ == "Table" and len(f._colWidths) >= 4]
    assert tables, "the worked example's table"
    for table in tables:
        assert sum(table._colWidths) <= width + 0.01
        for column, col_width in enumerate(table._colWidths):
            for row in table._cellvalues:
                cell = row[column]
                size = cell.style.fontSize
                for word in re.sub(r"<[^>]+>", " ", cell.text).split():
                    need = stringWidth(word, cell.style.fontName, size) + 6
                    assert need <= col_width + 0.01, (word, size, col_width)


def test_what_is_ours_names_the_parts_before_why(pyramidion):
    """Each entry of "What is ours" starts with the parts it is about (bold, after its
    status), and then says why: read the other way, a part's name looked like the start
    of the next entry."""
    from cardgen.press.booklet.document import designed_parts
    from cardgen.render.parts import provenance_groups

    flow = designed_parts(pyramidion, "en", make_styles(9))
    groups = provenance_groups(pyramidion, "en", lambda name: name)
    entries = flow[3:]  # after the heading (and its page-break guard) and the intro
    assert len(entries) == 2 * len(groups)
    for group, term, reason in zip(groups, entries[::2], entries[1::2], strict=True):
        assert ", ".join(group["parts"]).replace("&", "&amp;") in term.text
        assert group["reason"].replace("&", "&amp;") in reason.text
