"""Cosmopolis Networks' rounds and their tabs: after a reload the page opens on the round
the reader was on, whether the rounds were added by tapping or came with a share link."""

from __future__ import annotations

import pytest
from browsing import calm, open_checker
from browsing import tap_centre as tap
from checker_pages import link
from games import checker_games

GAMES = [g.id for g in checker_games()]


@pytest.mark.skipif("cosmopolis-networks" not in GAMES, reason="no checker")
def test_cosmopolis_keeps_the_round_the_reader_was_on_after_a_reload(browser, server):
    """Add a round by tapping, type in it, reload: the page opens on that round (its tab
    pressed, the typed value in view), not on round 1."""
    ctx, page, errors = open_checker(browser, server, "cosmopolis-networks")
    try:
        tap(page, page.locator(".cg-rounds .cg-tab.cg-add"))
        calm(page)
        tap(page, page.locator(".cg-rounds .cg-tab:not(.cg-add):not(.cg-remove)").first)
        calm(page)
        tap(page, page.locator(".cg-rounds .cg-tab:not(.cg-add):not(.cg-remove)").nth(1))
        calm(page)
        pressed = page.locator(".cg-rounds .cg-tab[aria-pressed='true']")
        assert pressed.inner_text().endswith("2")
        calm(page)
        page.reload()
        page.wait_for_function("() => performance.getEntriesByName('cg-form-ready').length > 0")
        calm(page)
        pressed = page.locator(".cg-rounds .cg-tab[aria-pressed='true']")
        assert pressed.count() == 1
        assert pressed.inner_text().endswith("2")
        assert errors == []
    finally:
        ctx.close()


@pytest.mark.skipif("cosmopolis-networks" not in GAMES, reason="no checker")
def test_cosmopolis_opened_from_a_link_keeps_the_round_after_a_reload(browser, server):
    """A shared link of two rounds, round 2 tapped, the page reloaded (the address still
    carries the link): the page opens on round 2 with the same record, not on round 1."""
    import json
    from pathlib import Path

    path = (
        Path(__file__).resolve().parents[2]
        / "content"
        / "cosmopolis-networks"
        / "examples"
        / "two-rounds.json"
    )
    record = json.loads(path.read_text(encoding="utf-8"))
    assert len(record["rounds"]) >= 2
    ctx, page, errors = open_checker(browser, server, "cosmopolis-networks", fragment=link(record))
    try:
        tabs = page.locator(".cg-rounds .cg-tab:not(.cg-add):not(.cg-remove)")
        tap(page, tabs.nth(1))
        calm(page)
        pressed = page.locator(".cg-rounds .cg-tab[aria-pressed='true']")
        assert pressed.inner_text().endswith("2")
        saved = page.evaluate("localStorage.getItem('cardgen.checker.cosmopolis-networks')")
        page.reload()
        page.wait_for_function("() => performance.getEntriesByName('cg-form-ready').length > 0")
        calm(page)
        pressed = page.locator(".cg-rounds .cg-tab[aria-pressed='true']")
        assert pressed.count() == 1
        assert pressed.inner_text().endswith("2")
        now = page.evaluate("localStorage.getItem('cardgen.checker.cosmopolis-networks')")
        assert json.loads(now)["record"] == json.loads(saved)["record"]
        assert errors == []
    finally:
        ctx.close()
