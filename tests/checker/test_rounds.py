"""Cosmopolis Networks' rounds and their tabs: after a reload the page opens on the round
the reader was on, whether the rounds were added by tapping or came with a share link; a
round removed (its button at the round's end, away from "Add a round") can be undone."""

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


@pytest.mark.skipif("cosmopolis-networks" not in GAMES, reason="no checker")
def test_a_round_removed_by_mistake_comes_back_with_one_tap(browser, server):
    """On a phone in German: "Remove round 2" is at the round's end, not beside "Add a
    round"; one tap removes it and says so in its place, the focus on "Undo"; "Undo" brings
    the round back with what was entered in it, shown again."""
    from browsing import PHONE
    from checker_hands import retype
    from journeys import faces as game_faces
    from journeys import t, text_in

    ctx, page, errors = open_checker(browser, server, "cosmopolis-networks", "de", PHONE)
    try:
        calm(page)
        tap(page, page.locator(".cg-rounds .cg-tab.cg-add"))
        calm(page)
        # a round added to a blank game scores no one: still nothing entered
        assert page.get_attribute(".cg-checker", "data-state") == "blank"
        assert page.locator(".cg-rounds button", has_text="2").count() == 1  # the tab only
        remove = page.locator(".cg-round-end .cg-remove-round")
        assert remove.inner_text() == t("de", "remove_round", n=2)
        # below every player and "Add a player", far from "Add a round"
        add_round = page.locator(".cg-rounds .cg-add").bounding_box()
        add_player = page.locator(".cg-add-player").bounding_box()
        assert remove.bounding_box()["y"] > add_player["y"] > add_round["y"] + 300
        tokyo = text_in(game_faces("cosmopolis-networks")["tokyo"]["city"], "de")
        retype(page, page.locator(".cg-player").first.locator("input.cg-search"), tokyo)
        page.keyboard.press("Enter")
        calm(page)
        tap(page, remove)
        calm(page)
        tabs = page.locator(".cg-rounds .cg-tab:not(.cg-add)")
        assert tabs.count() == 1
        notice = page.locator(".cg-round-end .cg-undo-round")
        assert notice.inner_text().startswith(t("de", "removed_round", n=2))
        undo = notice.get_by_role("button", name=t("de", "undo_remove"))
        assert page.evaluate("document.activeElement.textContent") == t("de", "undo_remove")
        tap(page, undo)
        calm(page)
        assert tabs.count() == 2
        pressed = page.locator(".cg-rounds .cg-tab[aria-pressed='true']")
        assert pressed.inner_text() == t("de", "round_n", n=2)
        assert tokyo in page.locator(".cg-player").first.locator(".cg-cos-sets").inner_text()
        assert page.locator(".cg-undo-round").count() == 0
        assert errors == []
    finally:
        ctx.close()
