"""The game on screen kept on the device: an edit is scored again (as ``cardgen score``
scores it) and kept over a reload; a saved game is in the first paint and a blank one is not
kept; "New game" clears it but for the players' names, with an undo that brings it back."""

from __future__ import annotations

import pytest
from checker_pages import FIRST_FRAME, Page
from games import checker_games

GAMES = [g.id for g in checker_games()]


@pytest.mark.parametrize("game", GAMES)
def test_edit_recomputes_and_reload_keeps_the_state(context, server, game):
    page = Page(context, server, game).open()
    before = page.totals()
    seen = page.scored()
    EDITS[game](page.page)
    page.wait(seen)
    page.check_against_native()
    assert page.totals() != before
    state = page.state()
    after = page.totals()
    page.page.goto(page.url)  # no fragment: from localStorage
    page.wait()
    assert page.state() == state
    assert page.totals() == after
    assert page.errors == []


def test_a_saved_state_is_in_the_first_paint_and_a_blank_one_is_not_kept(context, server):
    """Nothing entered, nothing kept: the next visit shows at once the form the page
    arrives with. With a saved state, that form stays hidden and the first paint waits for
    checker.js's form with the reader's entries (never a blank form flashing first)."""
    game = GAMES[0]
    context.add_init_script(FIRST_FRAME)
    page = Page(context, server, game)
    page.open()
    key = f"cardgen.checker.{game}"
    assert page.page.evaluate(f"localStorage.getItem('{key}')") is None
    name = page.page.locator(".cg-checker input.cg-name").first
    name.fill("Ada")
    page.page.wait_for_function(f"() => localStorage.getItem('{key}') !== null")
    page.page.reload()
    page.wait()
    assert page.page.evaluate("window.cgFirstFrame") == "live"
    assert "cg-restore" in page.page.evaluate("document.documentElement.className")
    assert page.page.locator(".cg-checker input.cg-name").first.input_value() == "Ada"
    # a new game: the same players, so their names are kept (over a reload too)
    page.page.locator(".cg-new").click()
    page.page.wait_for_function(
        f"() => JSON.parse(localStorage.getItem('{key}') || '{{}}').ui?.names?.[0] === 'Ada'"
    )
    page.page.reload()
    page.wait()
    assert page.page.locator(".cg-checker input.cg-name").first.input_value() == "Ada"
    assert page.page.get_attribute(".cg-checker", "data-state") == "blank"
    assert page.errors == []


@pytest.mark.parametrize("game", GAMES)
def test_new_game_keeps_the_names_clears_the_rest_and_undo_brings_it_back(context, server, game):
    """ "New game" once scores are shown: the same players' names (a group plays again: a
    reviewer retyped them all), nothing else of the game, with an undo that brings the
    previous game back, scored as `cardgen score` scores it."""
    page = Page(context, server, game)
    page.open()
    name = page.page.locator(".cg-checker input.cg-name").first
    seen = page.scored()
    name.fill("Ada")
    page.wait(seen)
    seen = page.scored()
    EDITS[game](page.page)
    page.wait(seen)
    before = page.state()
    seen = page.scored()
    page.page.locator(".cg-new").click()
    page.wait(seen)
    assert page.page.locator(".cg-checker input.cg-name").first.input_value() == "Ada"
    # nothing entered but the names: no result, a note to enter the game
    assert page.page.get_attribute(".cg-checker", "data-state") == "blank"
    assert page.state() != before
    seen = page.scored()
    page.page.locator(".cg-undo button").click()
    page.wait(seen)
    assert page.state() == before
    page.check_against_native(unfinished_ok=True)
    assert page.errors == []


def _wop_edit(page):
    player = page.locator(".cg-player").first
    player.locator("summary").first.click()
    player.locator(".cg-card input").first.check()


def _pyr_final(page):
    page.locator(".cg-top-mode input[value=final]").check()
    page.locator(".cg-player").first.locator(".cg-player-mode input[value=points]").check()


def _pyr_edit(page):
    _pyr_final(page)
    page.locator("[data-path='players[0].boats']").fill("3 2")


def _web_edit(page):
    page.locator("[data-path='players[0].computers']").fill("3 2 5")


def _ctw_edit(page):
    # the game's 3 bonus goals (none is ticked at first), then a territory painted
    for _ in range(3):
        page.locator(".cg-pick input:not(:checked)").first.check()
    town = page.locator(".cg-player").first
    town.locator(".cg-ctw-btn[data-x='1'][data-y='0']").click()
    town.locator(".cg-ctw-key").first.click()


def _cos_edit(page):
    player = page.locator(".cg-player").first
    for _ in range(3):
        player.get_by_role("button", name="Add regional card").click()


EDITS = {
    "web-of-power": _wop_edit,
    "pyramidion": _pyr_edit,
    "web": _web_edit,
    "circle-the-wagons": _ctw_edit,
    "cosmopolis-networks": _cos_edit,
}
