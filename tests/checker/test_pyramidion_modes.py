"""Pyramidion at the table: the checker opens on the final scoring (a player scores the
whole game), each boat is named as its card ("Boat 6", not "B06" over "6"), a boat another
player took goes last in the list, marked as theirs, and "New game" keeps the mode last
used (a table scoring sites keeps scoring sites), whose number boxes arrive empty with the
site's minimum as their placeholder. On a 390x844 phone with touch in Dutch, and at 1280 px
in English and German."""

from __future__ import annotations

import pytest
from browsing import DESKTOP, PHONE, SHOWN_NAME, calm, open_checker
from checker_hands import pick_mode
from games import checker_games
from journeys import Hands, t

from cardgen.model import game_data, load_game

CASES = [("nl", "phone"), ("en", "desktop"), ("de", "desktop")]
BOAT_WORD = {"en": "Boat", "de": "Boot", "nl": "Boot", "it": "Barca"}


@pytest.mark.skipif("pyramidion" not in [g.id for g in checker_games()], reason="no checker")
@pytest.mark.parametrize(("lang", "size"), CASES, ids=[f"{lang}-{size}" for lang, size in CASES])
def test_pyramidion_opens_on_the_final_scoring_and_keeps_the_mode_last_used(
    browser, server, lang, size
):
    ctx, page, errors = open_checker(
        browser, server, "pyramidion", lang, PHONE if size == "phone" else DESKTOP
    )
    try:
        hands = Hands(page, size)
        assert page.locator(".cg-top-mode input:checked").get_attribute("value") == "final"
        players = page.locator(".cg-form .cg-player")
        first, second = players.nth(0), players.nth(1)
        owner = first.locator("input.cg-name").evaluate(SHOWN_NAME)
        # each boat named as its card: one line, "Boot 6", and its cargo and points
        six = second.locator('.cg-card[data-item="boat-06"] label')
        assert six.locator(".cg-card-name").inner_text() == f"{BOAT_WORD[lang]} 6"
        assert six.locator(".cg-card-code").count() == 0
        assert "B06" not in second.inner_text()
        # the first player takes boat 6: in the second player's list it goes last, marked
        hands.tick(first.locator('.cg-card[data-item="boat-06"] label'))
        calm(page)
        rows = second.locator(".cg-card")
        last = rows.nth(rows.count() - 1)
        assert last.get_attribute("data-item") == "boat-06"
        assert t(lang, "card_taken", name=owner) in last.inner_text()
        assert rows.first.get_attribute("data-item") == "boat-01"
        assert t(lang, "card_taken", name=owner) not in first.inner_text()  # not in one's own
        # and back in its place once the first player unticks it
        hands.tick(first.locator('.cg-card[data-item="boat-06"] label'))
        calm(page)
        assert second.locator(".cg-card").nth(5).get_attribute("data-item") == "boat-06"
        assert second.locator(".cg-card-taken").count() == 0
        hands.assert_ticked_as_tapped()
        # a site's evaluation chosen, then a new game: still a site's evaluation
        pick_mode(page, ".cg-top-mode input", "evaluation")
        hands.press(page.locator(".cg-toolbar .cg-new"))
        calm(page)
        assert page.locator(".cg-top-mode input:checked").get_attribute("value") == "evaluation"
        site = next(
            s for s in game_data(load_game("pyramidion"))["catalogs"]["sites"] if s["id"] == "giza"
        )
        box = page.locator("input[data-path='site.min_influence']")
        assert box.input_value() == "" and box.get_attribute("placeholder") == str(
            site["min_influence"]
        )
        assert errors == []
    finally:
        ctx.close()
