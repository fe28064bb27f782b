"""The page's language: every language's page boots as that language, and reaches the
engine (line details as ``cardgen score --lang`` gives them, rule names the game data's)."""

from __future__ import annotations

import pytest
from checker_pages import Page, link, native
from games import checker_games

from cardgen.model import LANGS

GAMES = [g.id for g in checker_games()]


def test_every_language_page_boots(context, server):
    game = GAMES[0]
    for lang in LANGS[1:]:
        page = Page(context, server, game, lang).open()
        assert page.page.get_attribute("html", "lang").startswith(lang)
        assert page.errors == []


WOP_FRANCE = {
    "game": "web-of-power",
    "players": [
        {"name": "Andreas", "lands": {"frankreich": 5, "daenemark": 2}, "ships": 2},
        {"name": "Beate", "lands": {"frankreich": 2, "italien": 4}, "carriages": 3},
        {"name": "Carla", "lands": {"frankreich": 1, "italien": 2}, "ships": 1},
    ],
}


def lines_shown(page):
    """Per result line: (rule name shown, detail shown); a running sum's row is not a
    line (``subtotal_rows``)."""
    return page.page.eval_on_selector_all(
        ".cg-lines tbody tr:not(.cg-subtotal)",
        "rows => rows.map(r => [r.cells[0].textContent, r.cells[1].textContent])",
    )


@pytest.mark.skipif("web-of-power" not in GAMES, reason="Web of Power has no checker")
@pytest.mark.parametrize(
    ("lang", "country", "other"), [("de", "Frankreich", "Francia"), ("it", "Francia", "Frankreich")]
)
def test_the_page_language_reaches_the_engine(context, server, lang, country, other):
    """The German page explains in German, the Italian one in Italian: line details are
    the engine's for the page's language (``cardgen score --lang``), rule names the game
    data's."""
    from cardgen.model import game_data, load_game

    data = game_data(load_game("web-of-power"))
    page = Page(context, server, "web-of-power", lang).open(link(WOP_FRANCE))
    expected = native(WOP_FRANCE, lang)
    rules = {r["id"]: r["name"][lang] for r in data["scoring"]}
    # the result lists the players ranked: the highest total first, equal totals in seat order
    players = sorted(expected["players"], key=lambda p: -p["total"])
    want = [[rules[ln["rule"]], ln["detail"]] for p in players for ln in p["lines"]]
    assert lines_shown(page) == want
    # the score sheet's running sum, named in the page's language, after each player's symbols
    subtotals = page.page.locator(
        ".cg-lines tbody tr.cg-subtotal td:first-child, "
        ".cg-lines tbody tr.cg-subtotal th:first-child"
    )
    assert subtotals.count() >= 1
    assert set(subtotals.all_inner_texts()) == {{"de": "Übertrag", "it": "Subtotale"}[lang]}
    text = page.page.locator(".cg-results").inner_text()
    assert country in text and other not in text
    if lang == "de":
        assert rules["lands"] in text
    assert page.errors == []
