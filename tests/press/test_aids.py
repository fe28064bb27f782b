"""Player aids (``content/<game>/aids.yaml``): a two-sided reference card per player in the
size of the game's deck, and a score sheet where a game totals rounds; printed in every
default file as components of their own, each with its row on the contents page."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from pypdf import PdfReader

from cardgen.model import LANGS, game_ids, load_game, load_games
from cardgen.press.aids import AID_ID, SHEET_ID, aid_components, with_aids
from cardgen.press.contents import page_ranges
from cardgen.press.document import render_pdf
from cardgen.press.options import PrintOptions
from cardgen.press.planning import plan_pages
from cardgen.press.printplan import runs
from cardgen.render.canvas import SAFE
from cardgen.render.faces.player_aids import reference_size, text_area, tr

CONTENT = Path(__file__).resolve().parents[2] / "content"


@pytest.fixture(scope="module")
def games():
    return load_games(game_ids(CONTENT), CONTENT)


def page_text(data: bytes, number: int) -> str:
    return " ".join(PdfReader(io.BytesIO(data)).pages[number - 1].extract_text().split())


def test_every_game_has_a_reference_card_per_player_in_its_deck_size(games):
    for game in games:
        assert game.aids is not None, game.id
        aid = aid_components(game)[0]
        assert aid.id == AID_ID and aid.total == game.players.max, game.id
        deck = next((c for c in game.components if c.id == game.aids.card), None)
        if deck is not None:
            assert (aid.size, aid.corner_mm) == (deck.size, deck.corner_mm)
        else:  # Web has no deck of rectangular cards: a poker-sized aid
            assert game.id == "web" and (aid.size.width, aid.size.height) == (63.5, 88.9)
        assert aid.provenance.status == "designed"


def test_every_aid_side_fits_its_card_at_a_readable_size(games):
    for game in games:
        aid = aid_components(game)[0]
        _x, width, band = text_area(aid.size.width, aid.size.height)
        height = aid.size.height - SAFE - band - 1.5
        for lang in LANGS:
            for blocks in (game.aids.front, game.aids.back):
                size = reference_size(blocks, lang, width, height)
                assert size is not None and size >= 6.0, (game.id, lang, size)


def test_only_cosmopolis_totals_rounds_on_a_score_sheet(games):
    """Cosmopolis scores every round; the others score once at the end (Circle the Wagons
    has its own score pad; Pyramidion's points are the boats each player keeps)."""
    sheets = {g.id for g in games if g.aids.score_sheet is not None}
    assert sheets == {"cosmopolis-networks"}
    assert "score-pad" in {c.id for c in load_game("circle-the-wagons", CONTENT).components}


@pytest.mark.parametrize("duplex", ["long", "none"])
def test_default_files_plan_every_aid_with_its_back(games, duplex):
    for game in games:
        pages = plan_pages(game, PrintOptions(duplex=duplex))
        faces = [
            (slot.piece.side, page.kind)
            for page in pages
            for slot in page.slots
            if slot.piece.component.id == AID_ID
        ]
        copies = game.aids.copies
        if duplex == "long":  # the fronts, and each back on the back of its sheet
            assert faces.count(("front", "front")) == copies, game.id
            assert sum(kind == "back" for _side, kind in faces) == copies, game.id
        else:  # fronts only: each back is folded beside its front (fold, glue, cut)
            folded = [
                (i >= len(page.sheet.fronts), page.sheet.fold_x is not None)
                for page in pages
                if page.kind == "front"
                for i, slot in enumerate(page.slots)
                if slot.piece.component.id == AID_ID
            ]
            assert folded.count((False, True)) == copies == folded.count((True, True)), game.id
            assert len(folded) == 2 * copies, game.id


@pytest.mark.parametrize("extra", [{}, {"layout": "fold"}, {"duplex": "none"}])
def test_the_print_plan_runs_the_aids_with_the_cards_and_the_score_sheet_with_the_sheets(
    games, extra
):
    """The reference cards are a deck with backs: card stock, printed with the game's
    decks; the score sheet is a sheet: plain paper, with the game's other sheets."""
    for game in games:
        plan = runs(plan_pages(game, PrintOptions(**extra)))
        run_of = {comp.id: run.stock for run in plan for comp in run.components}
        assert run_of[AID_ID] == "cards", (game.id, extra)
        assert run_of.get(SHEET_ID) == ("sheets" if game.aids.score_sheet else None)
        assert [r.stock for r in plan].count("cards") == 1, (game.id, extra)


def test_the_aids_print_and_the_contents_page_lists_them():
    game = load_game("circle-the-wagons", CONTENT)
    options = PrintOptions(lang="de")
    pages = plan_pages(game, options)
    data = render_pdf(game, options)
    on = [n for n, page in enumerate(pages, 1) if page.kind == "front"
          and any(s.piece.component.id == AID_ID for s in page.slots)]  # fmt: skip
    assert all(pages[n].kind == "back" for n in on)  # each front page's back follows it
    listed = tuple(sorted({*on, *(n + 1 for n in on)}))  # the contents name fronts and backs
    contents = page_text(data, 2)
    assert f"{tr('player_aid', 'de')} 2 Seiten {page_ranges(listed, 1)}" in contents
    front, back = page_text(data, on[0]), page_text(data, on[0] + 1)
    for block in game.aids.front:
        assert block.heading.get("de") in front
    for block in game.aids.back:
        assert block.heading.get("de") in back
    assert front.count(tr("player_aid", "de")) >= 2


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_score_sheet_has_a_row_per_round_and_a_column_per_player(paper):
    game = load_game("cosmopolis-networks", CONTENT)
    sheet = game.aids.score_sheet
    options = PrintOptions(lang="nl", paper=paper, duplex="none", cards=(SHEET_ID,))
    data = render_pdf(game, options)
    pages = PdfReader(io.BytesIO(data)).pages
    assert len(pages) == 3  # calibration, contents, the sheet
    text = page_text(data, 3)
    label = sheet.row_label.get("nl")
    assert f"{label} {sheet.rows}" in text and f"{label} {sheet.rows + 1}" not in text
    assert f"{tr('player', 'nl')} {game.players.max}" in text
    assert tr("total", "nl") in text and sheet.note.get("nl")[:30] in text
    # two games to a page
    assert text.count(f"{game.name.get('nl')}: {tr('score_sheet', 'nl')}") == 2


def test_with_aids_is_one_game_per_game_and_leaves_a_game_without_aids_alone(make_game):
    game = load_game("web", CONTENT)
    assert with_aids(game) is with_aids(game)
    assert with_aids(with_aids(game)) is with_aids(game)  # (no second set of aids)
    assert [c.id for c in with_aids(game).components][-1] == AID_ID
    plain = make_game()
    assert with_aids(plain) is plain


def test_with_aids_keeps_its_answer_when_many_games_were_extended_before(make_game):
    """CI failed once: the cache was cleared when full, between the two calls of one line."""
    game = load_game("web", CONTENT)
    for _ in range(40):
        first = with_aids(game)
        with_aids(make_game())
        assert with_aids(with_aids(game)) is first
