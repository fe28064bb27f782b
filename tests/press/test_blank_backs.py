"""Every blank back page says it is blank on purpose, in the same words (some said so,
others were empty: Pyramidion A4 pages 14 and 18, Web of Power Letter pages 18 and 20,
Web Letter page 4, in the page order of then), and the note never prints behind a
piece."""

from __future__ import annotations

import pytest
from pdfgeom import MM, apply, reader, walk

from cardgen.model import load_game
from cardgen.press import layout as L
from cardgen.press.blanknote import BLANK_EDGE, TRIM_CLEAR, blank_note_box
from cardgen.press.document import render_pdf
from cardgen.press.options import PrintOptions
from cardgen.press.planning import plan_pages
from cardgen.press.texts import tr

GAMES = ["circle-the-wagons", "cosmopolis-networks", "pyramidion", "web-of-power", "web"]


def _behind(front, duplex: str) -> list[tuple[float, float, float, float]]:
    """The trims of the front's pieces (not of ``sheet`` components: a score sheet is not
    cut out, its back is plain paper) grown by the clearance the note keeps, as they lie
    behind the back page (portrait mm)."""
    pw, ph = L.page_size(front.paper)
    out = []
    for slot in front.sheet.fronts:
        if slot.piece.component.kind == "sheet":
            continue
        x0, y0, x1, y1 = slot.trim
        grown = (x0 - TRIM_CLEAR, y0 - TRIM_CLEAR, x1 + TRIM_CLEAR, y1 + TRIM_CLEAR)
        x0, y0, x1, y1 = L.to_page(grown, front.paper)
        if L.flip_axis((pw, ph), duplex) == "vertical":
            out.append((pw - x1, y0, pw - x0, y1))
        else:
            out.append((x0, ph - y1, x1, ph - y0))
    return out


@pytest.mark.parametrize("game_id", GAMES)
def test_every_blank_back_has_an_upright_note_clear_of_every_piece(game_id):
    game = load_game(game_id, None)
    blanks = 0
    for paper in ("a4", "letter"):
        for layout in ("grid", "spaced"):
            for duplex in ("long", "short"):
                pages = plan_pages(game, PrintOptions(paper=paper, layout=layout, duplex=duplex))
                for no, page in enumerate(pages):
                    if page.kind != "blank":
                        continue
                    blanks += 1
                    box = blank_note_box(page, duplex)
                    where = (paper, layout, duplex, no + 1)
                    assert box is not None and not box.turned, where
                    pw, ph = L.page_size(page.paper)
                    assert box.x0 >= BLANK_EDGE - 1e-6 and box.x1 <= pw - BLANK_EDGE + 1e-6
                    assert box.y0 >= BLANK_EDGE - 1e-6 and box.y1 <= ph - BLANK_EDGE + 1e-6
                    assert min(box.x1 - box.x0, box.y1 - box.y0) >= 3.0 - 1e-6, where
                    assert max(box.x1 - box.x0, box.y1 - box.y0) >= 70.0 - 1e-6, where
                    for b in _behind(pages[no - 1], duplex):
                        apart = (box.x1 <= b[0] + 1e-6 or b[2] <= box.x0 + 1e-6
                                 or box.y1 <= b[1] + 1e-6 or b[3] <= box.y0 + 1e-6)  # fmt: skip
                        assert apart, (where, box, b)
    if game_id != "circle-the-wagons":
        assert blanks >= 8


@pytest.mark.parametrize(
    ("game_id", "paper", "lang"),
    [("pyramidion", "a4", "en"), ("web-of-power", "letter", "de"), ("web", "letter", "de")],
)
def test_the_blank_backs_that_were_empty_carry_the_note(game_id, paper, lang):
    """The files the issue found empty blank backs in: every blank back says so."""
    game = load_game(game_id, None)
    options = PrintOptions(paper=paper, lang=lang)
    pages = plan_pages(game, options)
    r = reader(render_pdf(game, options))
    numbers = [n for n, page in enumerate(pages, 1) if page.kind == "blank"]
    assert numbers
    for number in numbers:
        page = pages[number - 1]
        text = " ".join(r.pages[number - 1].extract_text().split())
        assert text == tr("blank", lang)
        box = blank_note_box(page, options.duplex)
        ph_pt = float(r.pages[number - 1].mediabox.height)
        tm = (1, 0, 0, 1, 0, 0)
        origins = []
        for op, ops, ctm in walk(r.pages[number - 1], r):
            if op == "Tm":
                tm = tuple(float(v) for v in ops)
            elif op in ("Tj", "TJ"):
                x, y = apply(ctm, tm[4], tm[5])
                origins.append((x / MM, (ph_pt - y) / MM))
        assert origins
        for x, y in origins:  # every run starts inside the box the note was given
            assert box.x0 - 0.5 <= x <= box.x1 + 0.5 and box.y0 - 0.5 <= y <= box.y1 + 0.5
