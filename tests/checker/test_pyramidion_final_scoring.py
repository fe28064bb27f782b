"""Pyramidion's final scoring ("Victory points"): each boat's points asked for, one number
per boat, in a box whose keyboard has a space; a link of a game's end opens as a final
scoring, its column headed as points. Real Chromium at 390x844 with touch."""

from __future__ import annotations

import pytest
from browsing import PHONE, SHOWN_NAME, open_checker
from browsing import tap_centre as tap
from checker_hands import pick_calm as pick
from checker_hands import retype
from checker_pages import link
from games import checker_games, records_of
from journeys import scored, wait_scored

from cardgen.site.checker_sources import strings

GAMES = [g.id for g in checker_games()]
STRINGS = strings()


@pytest.mark.skipif("pyramidion" not in GAMES, reason="no checker")
def test_pyramidion_victory_points_mode_asks_for_each_boat(browser, server):
    """ "Victory points" asks for each boat's points, one number per boat; "3 2 4" typed
    after a tap on that label scores 9."""
    ctx, page, errors = open_checker(browser, server, "pyramidion")
    try:
        pick(page, ".cg-top-mode input", "final")
        pick(page, ".cg-player:first-of-type .cg-player-mode input", "points")
        player = page.locator(".cg-player").first
        label = player.locator("label").filter(has_text="one number per boat, not the total")
        assert label.count() == 1
        tap(page, label)
        seen = scored(page)
        page.keyboard.type("3 2 4")
        wait_scored(page, seen)
        name = player.locator("input.cg-name").evaluate(SHOWN_NAME)
        page.wait_for_function(
            "n => document.querySelector(`[data-total-for='${n}']`)?.textContent === '9'", arg=name
        )
        assert errors == []
    finally:
        ctx.close()


@pytest.mark.skipif("pyramidion" not in GAMES, reason="no checker")
def test_a_box_of_several_numbers_opens_a_keypad_with_a_separator(browser, server):
    """A box of several numbers opens a phone's keypad of digits with a separator
    (inputmode "decimal": a comma or a full stop, both read as one, as a space is)."""
    ctx, page, errors = open_checker(browser, server, "pyramidion", size=PHONE)
    try:
        for selector in (
            '.cg-top-mode input[value="final"]',
            '.cg-player-mode input[value="points"]',
        ):
            radio = page.locator(selector).first
            tap(page, page.locator(f'label[for="{radio.get_attribute("id")}"]'))
            page.wait_for_function("r => r.checked", arg=radio.element_handle())
        boxes = page.locator("input.cg-numbers")
        boxes.first.wait_for()
        for i in range(boxes.count()):
            assert boxes.nth(i).get_attribute("inputmode") == "decimal"
        # typed as a phone's keypad would, with its full stop: one number per boat
        seen = scored(page)
        retype(page, boxes.first, "4.3.1")
        wait_scored(page, seen)
        assert page.locator(".cg-field-bad").count() == 0
        stored = page.evaluate("localStorage.getItem('cardgen.checker.pyramidion')")
        assert '"boats":[4,3,1]' in stored.replace(" ", "")
        assert errors == []
    finally:
        ctx.close()


@pytest.mark.skipif("pyramidion" not in GAMES, reason="no checker")
@pytest.mark.parametrize("lang", ["en", "nl"])
def test_a_pyramidion_final_scoring_link_opens_as_a_final_scoring(browser, server, lang):
    """A link of a game's end (no site) opens with "Victory points" chosen, the boats in
    the form; the result's column is headed as points (a word of the page's language with
    its capital), not as a site evaluation's sum."""
    record = next(r for name, r in records_of("pyramidion") if name.endswith("final-example"))
    ctx, page, errors = open_checker(browser, server, "pyramidion", lang, fragment=link(record))
    try:
        wait_scored(page)
        assert page.locator(".cg-top-mode input:checked").get_attribute("value") == "final"
        heads = set(page.locator(".cg-results table.cg-lines thead th.cg-num").all_inner_texts())
        assert heads == {STRINGS[lang]["points_col"]}, heads
        assert STRINGS[lang]["site_after"].split("{site}")[-1].strip() not in (
            page.locator(".cg-results").inner_text()
        )
        assert errors == []
    finally:
        ctx.close()


@pytest.mark.skipif("pyramidion" not in GAMES, reason="no checker")
def test_no_winner_is_named_before_every_player_has_entered_something(browser, server):
    """German, phone: the first player's boats typed, the second's not yet: the result
    names who leads so far and who has entered nothing, stars no one (nor does the totals
    bar); the second player's boats typed: the winner."""
    ctx, page, errors = open_checker(browser, server, "pyramidion", "de")
    try:
        de = STRINGS["de"]
        players = page.locator(".cg-form .cg-player")
        pick(page, ".cg-top-mode input", "final")
        names = []
        for i in range(2):
            pick(page, f".cg-player:nth-of-type({i + 1}) .cg-player-mode input", "points")
            names.append(players.nth(i).locator("input.cg-name").evaluate(SHOWN_NAME))
        seen = scored(page)
        retype(page, players.first.locator("input.cg-numbers"), "3 2 4")
        wait_scored(page, seen)
        verdict = page.locator(".cg-results .cg-verdict")
        assert verdict.locator(".cg-so-far").inner_text() == f"{de['ahead_so_far']} {names[0]}"
        nothing = de["nothing_entered"].replace("{names}", names[1])
        assert verdict.locator(".cg-provisional").all_inner_texts() == [nothing]
        assert de["winner"] not in page.locator(".cg-results").inner_text()
        assert page.locator("[data-winners], .cg-winner, .cg-bar-winner").count() == 0
        assert page.locator(".cg-totals-bar .cg-bar-so-far").inner_text() == de["bar_so_far"]
        seen = scored(page)
        retype(page, players.nth(1).locator("input.cg-numbers"), "5")
        wait_scored(page, seen)
        assert verdict.inner_text() == f"{de['winner']} {names[0]}"
        assert page.locator(".cg-results .cg-winner").count() == 1
        assert errors == []
    finally:
        ctx.close()
