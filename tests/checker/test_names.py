"""Player names: the name the page gives a seat is the grey placeholder of an empty box, and
a name cleared is that seat's own name again (not another player's colour); the next player
added gets the next colour; a name two players share
says which player in the fault; the remove button of a nameless player names their number;
names alone score no one; a name the page gave is replaced by what a thumb types after one
tap, and the result, the totals bar, the saved game and a share link name the player so.
Real Chromium at 390x844 with touch, typing with the keyboard."""

from __future__ import annotations

import base64
import json

import pytest
from browsing import calm, open_checker, settle
from browsing import tap_centre as tap
from checker_hands import retype, tick_card
from games import checker_games
from journeys import scored, wait_scored

from cardgen.site.checker_sources import strings

GAMES = [g.id for g in checker_games()]
EN = strings()["en"]


@pytest.mark.skipif("web-of-power" not in GAMES, reason="no checker")
def test_a_cleared_name_is_its_seats_own_name_again_and_a_new_player_gets_their_colour(
    browser, server
):
    """A reviewer read "Spieler 1" in a name box as text to delete first: the page's names
    are placeholders of empty boxes, and an empty box stands for its placeholder."""
    ctx, page, errors = open_checker(browser, server, "web-of-power")
    try:
        wait_scored(page, 0)
        tick_card(page, page.locator(".cg-player").first, 0)  # a game, not names alone
        names = page.locator("input.cg-name")
        shown = names.evaluate_all("all => all.map(e => [e.value, e.placeholder])")
        assert all(value == "" and held for value, held in shown), shown
        suggested = [held for _, held in shown]
        assert len(set(suggested)) == len(suggested), suggested
        retype(page, names.first, "Anna")
        retype(page, names.nth(1), "Zed")
        page.locator(".cg-totals-bar", has_text="Zed").wait_for()
        seen = scored(page)
        retype(page, names.nth(1), "")
        wait_scored(page, seen)
        bar = page.locator(".cg-totals-bar").inner_text()
        assert suggested[1] in bar and "Zed" not in bar, bar
        assert suggested[0] not in bar, f"the cleared name took {suggested[0]!r}: {bar}"
        assert names.nth(1).get_attribute("placeholder") == suggested[1]
        tap(page, page.locator(".cg-add-player"))
        added = names.nth(names.count() - 1).get_attribute("placeholder")
        # the next colour in order, not the first player's freed one
        assert added != suggested[0], added
        assert errors == []
    finally:
        ctx.close()


@pytest.mark.skipif("web-of-power" not in GAMES, reason="no checker")
def test_a_fault_reads_as_a_sentence_and_a_shared_name_says_which_player(browser, server):
    ctx, page, errors = open_checker(browser, server, "web-of-power")
    try:
        wait_scored(page, 0)
        tick_card(page, page.locator(".cg-player").first, 0)  # a game, not names alone
        names = page.locator("input.cg-name")
        retype(page, names.first, "Anna")
        retype(page, names.nth(1), "Anna")
        # (typed letter by letter: the result of the whole name is the one to read)
        fault = page.locator(".cg-results .cg-fault", has_text="(Anna)").first
        fault.wait_for()
        where = fault.locator(".cg-fault-where").inner_text()
        what = fault.locator(".cg-fault-what").inner_text()
        assert where.startswith(EN["player_n"].replace("{n}", "2") + " (Anna)"), where
        assert what == EN["name_used"], what
        # every player's total stays on screen, the second Anna's under a stand-in
        totals = page.locator("[data-total-for]").evaluate_all(
            "all => all.map(e => e.dataset.totalFor)"
        )
        assert len(totals) == page.locator(".cg-player").count(), totals
        assert "Anna" in totals and any("(Anna)" in name for name in totals), totals
        # on a line of its own: the message starts below the place
        top = fault.locator(".cg-fault-where").bounding_box()
        below = fault.locator(".cg-fault-what").bounding_box()
        assert below["y"] >= top["y"] + top["height"] - 1
        assert errors == []
    finally:
        ctx.close()


@pytest.mark.skipif("web-of-power" not in GAMES, reason="no checker")
def test_the_remove_button_of_a_nameless_player_names_their_number(browser, server):
    ctx, page, errors = open_checker(browser, server, "web-of-power")
    try:
        wait_scored(page, 0)
        # (an empty box is the seat's colour: a name of spaces is no name)
        retype(page, page.locator("input.cg-name").nth(2), " ")
        remove = page.locator(".cg-player").nth(2).locator(".cg-remove-player")
        player_3 = EN["player_n"].replace("{n}", "3")
        assert remove.inner_text() == EN["remove_player"].replace("{name}", player_3)
        assert errors == []
    finally:
        ctx.close()


@pytest.mark.parametrize(
    "game", [g for g in GAMES if g in ("circle-the-wagons", "cosmopolis-networks")]
)
def test_a_name_alone_scores_no_one(browser, server, game):
    """A third reviewer typed only the first player's name and read "Shared win: Ann,
    Player 2" (0 points each). Names alone are not a game: the page still asks for what
    scores, and names no winner."""
    ctx, page, errors = open_checker(browser, server, game)
    try:
        wait_scored(page, 0)
        assert page.get_attribute(".cg-checker", "data-state") == "blank"
        before = scored(page)
        retype(page, page.locator("input.cg-name").first, "Ann")
        wait_scored(page, before)
        results = page.locator(".cg-results").inner_text()
        assert page.get_attribute(".cg-checker", "data-state") == "blank", results
        assert EN["enter_to_score"] in results and "Ann" not in results, results
        assert not page.locator(".cg-totals-bar").is_visible()
        assert errors == []
    finally:
        ctx.close()


@pytest.mark.parametrize(("game", "lang"), [("circle-the-wagons", "de"), ("web-of-power", "nl")])
def test_one_tap_on_a_name_the_page_gave_and_typing_replaces_it(browser, server, game, lang):
    """A reviewer tapped "Player 1" on a phone and typed "Mia": the field read
    "Player 1Mia" (the tap put the caret at the end). A name the page gave ("Spieler 1", a
    colour) is the placeholder of an empty box, so what a thumb types is the whole name; the
    result, the totals bar, the saved game and a share link name Mia. A second tap on the field puts
    the caret, as in a browser's address bar: a name typed is edited, not replaced."""
    if game not in GAMES:
        pytest.skip("no checker")
    ctx, page, errors = open_checker(browser, server, game, lang=lang)
    try:
        wait_scored(page, 0)
        player = page.locator(".cg-player").first
        # something scored for the first player, so that the totals name them
        if game == "web-of-power":
            tick_card(page, player, 0)
        else:  # a territory, and the game's 3 bonus goals
            tap(page, player.locator(".cg-ctw-btn[data-x='1'][data-y='1']"))
            tap(page, player.locator(".cg-ctw-key").first)
            for goal in page.locator(".cg-form > .cg-pick label").all()[:3]:
                tap(page, goal)
        settle(page)
        name = player.locator("input.cg-name")
        given = name.get_attribute("placeholder")
        assert given and name.input_value() == "", "the page's name is a placeholder"
        seen = scored(page)
        tap(page, name)  # one tap, then the keyboard: no select-all by the test
        page.keyboard.type("Mia")
        assert name.input_value() == "Mia"
        wait_scored(page, seen)
        calm(page)
        assert page.locator("[data-total-for='Mia']").count() == 1
        bar = page.locator(".cg-totals-bar").inner_text()
        assert "Mia" in bar and given not in bar, bar
        saved = json.loads(page.evaluate(f"localStorage.getItem('cardgen.checker.{game}')"))
        assert saved["record"]["players"][0]["name"] == "Mia"
        tap(page, page.locator(".cg-share"))
        fragment = page.locator(".cg-sharelink").input_value().split("#record=", 1)[1]
        shared = json.loads(base64.urlsafe_b64decode(fragment + "=" * (-len(fragment) % 4)))
        assert shared["players"][0]["name"] == "Mia"
        # a name typed: a tap puts the caret (at the end, the field's middle lies past it)
        tap(page, name)
        page.keyboard.type("s")
        assert name.input_value() == "Mias"
        assert errors == []
    finally:
        ctx.close()
