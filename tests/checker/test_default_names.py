"""The players suggested on a new game are the colours by their names in the page's
language: in the form, the remove buttons, the lists that name players, the result and a
share link. Real Chromium at 390x844 with touch, typing with the keyboard."""

from __future__ import annotations

import pytest
from browsing import PHONE, open_checker
from browsing import tap_centre as tap
from checker_hands import retype_and_score as retype
from games import checker_games
from journeys import wait_scored

GAMES = {g.id: g for g in checker_games()}


def colour_names(game: str, lang: str) -> list[str]:
    catalog = GAMES[game].checker["players"]["names"]["catalog"]
    return [e.name.values[lang] for e in GAMES[game].catalogs[catalog]]


def colour_ids(game: str) -> set[str]:
    catalog = GAMES[game].checker["players"]["names"]["catalog"]
    return set(GAMES[game].catalogs[catalog].ids())


NAMED = [("pyramidion", "de"), ("web-of-power", "nl"), ("web", "it"), ("web", "de")]


@pytest.mark.parametrize(("game", "lang"), NAMED)
def test_default_names_are_in_the_pages_language(browser, server, game, lang):
    """The suggested players are the colours by their names in the page's language, in the
    form, the remove buttons, the lists that name players, the result and a share link."""
    if game not in GAMES:
        pytest.skip("no checker")
    ids = colour_ids(game)
    ctx, page, errors = open_checker(browser, server, game, lang=lang)
    try:
        wait_scored(page)
        names = page.locator("input.cg-name").evaluate_all(
            "all => all.map(e => e.value || e.placeholder)"
        )
        assert names == colour_names(game, lang)[: len(names)], names
        removes = page.locator(".cg-remove-player").all_inner_texts()
        for name, remove in zip(names, removes, strict=True):
            assert name in remove, remove
        offered = page.locator("datalist option").evaluate_all("all => all.map(o => o.value)")
        assert offered and not set(offered) & ids, offered
        seen_text = page.locator(".cg-checker").inner_text()
        words = set(seen_text.replace(",", " ").split())
        assert not words & ids, words & ids
        if game == "web":  # a score: the names in the totals and the result
            retype(page, page.locator("[data-path='players[0].computers']"), "3 2")
            assert f"{names[0]} 5" in page.locator(".cg-results").inner_text().replace("\n", " ")
            assert names[0] in page.locator(".cg-totals-bar").inner_text()
            tap(page, page.locator(".cg-share"))
            shared = page.locator(".cg-sharelink").input_value()
            other = browser.new_context(**PHONE)
            try:
                again = other.new_page()
                again.goto(shared)
                wait_scored(again)
                back = again.locator("input.cg-name").evaluate_all(
                    "all => all.map(e => e.value || e.placeholder)"
                )
                assert back == names
            finally:
                other.close()
        assert errors == []
    finally:
        ctx.close()
