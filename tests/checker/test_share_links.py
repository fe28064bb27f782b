"""Share links: a link shows the totals and winners ``cardgen score`` gives; a link opened
in an open checker loads with an undo, and a broken one says so and keeps the game."""

from __future__ import annotations

import pytest
from checker_pages import Page, expected_totals, link, ranked, scored_record
from games import checker_games

GAMES = [g.id for g in checker_games()]


@pytest.mark.parametrize("game", GAMES)
def test_share_link_shows_the_cli_totals(context, server, game):
    record, result = scored_record(game)
    if record is None:
        pytest.skip(f"no test record of {game} with totals")
    page = Page(context, server, game).open(link(record))
    assert page.totals() == ranked(result["players"])
    assert page.winners() == ", ".join(result["winners"])
    assert page.errors == []


WEB_A = {
    "game": "web",
    "players": [
        {"name": "Ann", "computers": [3, 2], "hand": 1},
        {"name": "Bob", "computers": [5], "hand": 0},
    ],
}
WEB_B = {
    "game": "web",
    "players": [
        {"name": "Cleo", "computers": [4, 4], "hand": 0},
        {"name": "Dan", "computers": [1], "hand": 2},
    ],
}


@pytest.mark.skipif("web" not in GAMES, reason="Web has no checker")
def test_a_link_opened_in_an_open_checker_loads_with_an_undo(context, server):
    page = Page(context, server, "web").open(link(WEB_A))
    assert page.totals() == expected_totals(WEB_A)
    seen = page.scored()
    page.page.evaluate("fragment => { location.hash = fragment; }", link(WEB_B))
    page.wait(seen)
    assert page.totals() == expected_totals(WEB_B)
    assert page.page.locator("input.cg-name").first.input_value() == "Cleo"
    assert page.state() == WEB_B
    undo = page.page.locator(".cg-undo button")
    assert undo.count() == 1
    seen = page.scored()
    undo.click()
    page.wait(seen)
    assert page.totals() == expected_totals(WEB_A)
    assert page.state() == WEB_A
    # the same link again changes nothing; a broken one says so and keeps the state
    page.page.evaluate("() => { location.hash = '#record=bm90IGpzb24'; }")
    page.page.wait_for_selector(".cg-notice .cg-bad")
    assert page.state() == WEB_A
    assert page.errors == []
