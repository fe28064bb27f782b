"""The print plan on the contents page: one run of pages per stock, cards first, then
tokens and tiles, then sheets (Pyramidion's single-sided tokens sat in the middle of the
duplex run), every range covering fronts and backs, with paper and sleeve advice."""

from __future__ import annotations

import pytest
from pdfgeom import reader

from cardgen.model import load_game
from cardgen.press.document import render_pdf
from cardgen.press.options import PrintOptions
from cardgen.press.planning import STOCKS, plan_pages
from cardgen.press.printplan import runs, sleeve_for
from cardgen.press.texts import tr

GAMES = ["circle-the-wagons", "cosmopolis-networks", "pyramidion", "web-of-power", "web"]


@pytest.mark.parametrize("game_id", GAMES)
def test_runs_cover_every_page_once_one_run_per_stock_in_order(game_id):
    game = load_game(game_id, None)
    for extra in ({}, {"paper": "letter", "duplex": "short"}, {"layout": "spaced"},
                  {"layout": "fold"}, {"duplex": "none"}):  # fmt: skip
        pages = plan_pages(game, PrintOptions(**extra))
        plan = runs(pages)
        covered = [n for run in plan for n in run.pages]
        assert covered == list(range(3, len(pages) + 1)), (extra, covered)
        stocks = [run.stock for run in plan]
        assert stocks == sorted(stocks, key=STOCKS.index) and len(set(stocks)) == len(stocks)
        for run in plan:
            assert set(run.fronts) == {n for n in run.pages if pages[n - 1].kind == "front"}
            backs = {pages[n - 1].kind for n in run.pages} - {"front"}
            assert run.double_sided == ("back" in backs), (extra, run)


def test_pyramidion_prints_its_cards_in_one_duplex_run_and_its_tokens_after():
    game = load_game("pyramidion", None)
    pages = plan_pages(game, PrintOptions())
    cards, pieces = runs(pages)
    assert (cards.stock, cards.double_sided, cards.pages[0], cards.pages[-1]) == (
        "cards", True, 3, 26)  # fmt: skip
    assert pieces.stock == "pieces" and not pieces.double_sided and pieces.blank_backs
    assert pieces.pages == tuple(range(27, 37)) and pieces.fronts == (27, 29, 31, 33, 35)
    assert {c.kind for c in cards.components} == {"deck"}
    assert cards.components[-1].id == "player-aid"  # the player aids print with the decks
    assert {c.kind for c in pieces.components} == {"tiles", "tokens"}


@pytest.mark.parametrize(
    ("game_id", "lang", "extra", "expected"),
    [
        ("circle-the-wagons", "en", {}, [
            "Cards 18 pages 3–6", "Player aid 2 pages 7–8", "Print plan",
            "3–8 double-sided, flip on the long edge", "Cards, Player aid",
            "9–10 single-sided: page 9 only (the page after it is its blank back)",
            "66 × 91 mm for Cards, Player aid (63 × 88 mm)", "Where these pieces come from",
            "13 goals are our reconstruction", "Scale check and these contents"]),
        ("pyramidion", "de", {}, [
            "Druckplan", "27–36 einseitig: nur die Seiten 27, 29, 31, 33, 35",
            "Etikettenpapier", "Aufstandskarten, Spielhilfe (63,5 × 88,9 mm)",
            "Maßstabsprüfung und dieser Inhalt"]),
        ("web-of-power", "nl", {"paper": "letter"}, [
            "Printplan", "46 × 71 mm voor Landkaarten, Wetkaarten, Spelhulp (44 × 68 mm)",
            "gewoon papier", "Schaalcontrole en deze inhoud"]),
        ("cosmopolis-networks", "it", {"layout": "fold"}, [
            "Piano di stampa", "su un solo lato; piegare e incollare ogni foglio",
            "due strati incollati formano una carta",
            "Controllo della scala e questo contenuto"]),
    ],
)  # fmt: skip
def test_the_contents_page_shows_the_plan(game_id, lang, extra, expected):
    game = load_game(game_id, None)
    text = " ".join(
        reader(render_pdf(game, PrintOptions(lang=lang, **extra))).pages[1].extract_text().split()
    )
    for words in expected:
        assert words in text, (words, text)
    assert "our advice" in tr("plan_note", "en") and "advies" in tr("plan_note", "nl")


def test_sleeves_for_known_and_other_card_sizes():
    assert sleeve_for((63.5, 88.9)) == (66, 91) and sleeve_for((63.0, 88.0)) == (66, 91)
    assert sleeve_for((44.0, 68.0)) == (46, 71)
    assert sleeve_for((70.0, 120.0)) == (73, 123)


@pytest.mark.parametrize(
    ("layout", "in_build", "other"),
    [
        ("grid", True, "The file ending in -spaced"),
        ("spaced", True, "The file without -spaced"),
        # a file of `cardgen print` alone has no other file beside it: the option makes it
        ("grid", False, "Printed with --layout spaced"),
        ("spaced", False, "Printed without --layout spaced"),
    ],
)
def test_the_contents_page_says_which_layout_this_is_and_names_the_other(layout, in_build, other):
    game = load_game("circle-the-wagons", None)
    options = PrintOptions(layout=layout, in_build=in_build)
    text = " ".join(reader(render_pdf(game, options)).pages[1].extract_text().split())
    key = f"layout_note_{layout}" + ("" if in_build else "_alone")
    assert " ".join(tr(key, "en").split()) in text and other in text


def test_cardgen_build_makes_the_spaced_files_beside_the_butted_ones():
    from cardgen.press.print_files import VARIANTS
    from cardgen.site.downloads import LAYOUTS

    assert VARIANTS[""] == {} and VARIANTS["spaced"] == {"layout": "spaced"}
    assert LAYOUTS[:2] == ("duplex", "spaced")  # listed next to each other


def _pieces_pages(pdf: bytes) -> list[bytes]:
    """The content of every page after the calibration sheet (pages 3 on)."""
    return [page.get_contents().get_data() for page in reader(pdf).pages[2:]]


@pytest.mark.parametrize("game_id", ["web", "pyramidion", "circle-the-wagons"])
def test_a_fronts_only_file_is_built_only_where_it_differs_from_the_fold_file(game_id):
    """The downloads once offered Web's -single file as "fronts only, no backs to align",
    while it was page for page the -fold file. Where no deck has a common back to leave out,
    the file would be a copy, and ``cardgen build`` makes none."""
    from cardgen.press.print_files import built_variants, offers_fronts_only

    game = load_game(game_id)
    single = _pieces_pages(render_pdf(game, PrintOptions(duplex="none")))
    fold = _pieces_pages(render_pdf(game, PrintOptions(layout="fold")))
    assert offers_fronts_only(game) == (single != fold)
    assert ("single" in built_variants(game)) == offers_fronts_only(game)
    assert offers_fronts_only(game) == (game_id == "pyramidion")


def test_the_downloads_page_describes_only_the_layouts_it_offers(tmp_path):
    from cardgen.site.downloads import offered_layouts, print_files

    for name in ("web-en-a4.pdf", "web-de-letter-fold.pdf", "web-en-a4-rules.pdf"):
        (tmp_path / name).write_bytes(b"%PDF-1.4\n")
    assert offered_layouts(print_files(tmp_path, "web")) == ["duplex", "fold", "rules"]


def test_the_sleeve_advice_names_only_the_pieces_it_fits():
    """Web's 46 network cards are shaped tiles: its sleeves fit only the player aids."""
    from cardgen.press.printplan import sleeves_line

    line = sleeves_line(runs(plan_pages(load_game("web"), PrintOptions())), "en")
    assert line == "Sleeves (our advice): 66 × 91 mm for Player aid (63.5 × 88.9 mm)."
