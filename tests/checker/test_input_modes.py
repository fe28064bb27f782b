"""A player's way of entering points (cards ticked, counts): switching to another and
back keeps what was entered in the first. Real Chromium at 390x844 with touch."""

from __future__ import annotations

import pytest
from browsing import open_checker
from browsing import tap_centre as tap
from checker_hands import tick_card
from games import checker_games
from journeys import wait_scored

from cardgen.site.checker_sources import strings

GAMES = [g.id for g in checker_games()]
EN = strings()["en"]


@pytest.mark.skipif("web-of-power" not in GAMES, reason="no checker")
def test_switching_to_counts_and_back_keeps_the_ticked_cards(browser, server):
    ctx, page, errors = open_checker(browser, server, "web-of-power")
    try:
        wait_scored(page, 0)
        player = page.locator(".cg-player").first
        boxes = player.locator(".cg-card input[type=checkbox]")
        for i in (0, 1):
            tick_card(page, player, i)
        wanted = boxes.evaluate_all("all => all.filter(b => b.checked).map(b => b.value || b.id)")
        assert len(wanted) == 2

        def pick(mode: str) -> None:
            radio = player.locator(f'.cg-player-mode input[value="{mode}"]')
            tap(page, player.locator(f'label[for="{radio.get_attribute("id")}"]'))
            page.wait_for_function("r => r.checked", arg=radio.element_handle())

        pick("tally")
        label = player.locator(".cg-player-mode label", has_text="Cards held").inner_text()
        note = player.locator(".cg-mode-kept")
        # the counts start from the cards ticked, which are kept for the way back
        assert note.inner_text() == EN["mode_filled"].replace("{mode}", label)
        pick("cards")
        boxes = page.locator(".cg-player").first.locator(".cg-card input[type=checkbox]")
        again = boxes.evaluate_all("all => all.filter(b => b.checked).map(b => b.value || b.id)")
        assert again == wanted
        assert page.locator(".cg-player").first.locator(".cg-mode-kept").count() == 0
        assert errors == []
    finally:
        ctx.close()
