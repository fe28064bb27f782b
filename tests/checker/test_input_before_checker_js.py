"""What a reader does in the form the page arrives with, before checker.js has run, is
kept: names typed, boxes ticked, groups opened and numbers set, with the focus and caret;
a button pressed is pressed again; a mode switched that redraws the form keeps the rest."""

from __future__ import annotations

import json

import pytest
from checker_pages import open_before_checker_js as _open_before_checker_js
from games import checker_games

GAMES = [g.id for g in checker_games()]


@pytest.mark.parametrize("game", GAMES)
def test_what_is_entered_before_checker_js_runs_is_kept(context, server, game):
    """A reader who types a name, ticks a box, opens a group or sets a number in the form
    the page arrived with, before checker.js has run, finds all of it in checker.js's form,
    with the focus and caret where they were; it is saved and scored."""
    page, early, held = _open_before_checker_js(context, server, game)
    entered = {}
    closed = early.locator("details.cg-group").evaluate_all(
        "(all) => all.map((d, i) => (d.open ? -1 : i)).filter((i) => i >= 0)"
    )
    if closed:
        early.locator("details.cg-group").nth(closed[0]).locator("summary").click()
        entered["open"] = closed[0]
    box = early.locator(".cg-card input[type=checkbox]:visible, .cg-pick-item input:visible")
    if box.count():
        box.first.check()
        entered["box"] = box.first.get_attribute("id")
    number = early.locator("input[type=number]:visible")
    if number.count():
        number.first.fill("2")
        entered["number"] = number.first.get_attribute("id")
    name = early.locator("input.cg-name").first
    name.fill("Zoë")
    name.press("ArrowLeft")  # the caret between "Zo" and "ë"
    for route in held:
        route.continue_()
    page.wait()
    live = page.page.locator(".cg-checker > .cg-layout")
    assert page.page.locator(".cg-prerendered").count() == 0
    assert live.locator("input.cg-name").first.input_value() == "Zoë"
    focus = page.page.evaluate(
        "() => [document.activeElement.className, document.activeElement.selectionStart]"
    )
    assert focus == ["cg-name", 2]
    if "open" in entered:
        assert live.locator("details.cg-group").nth(entered["open"]).evaluate("d => d.open")
    if "box" in entered:
        assert page.page.locator(f"#{entered['box']}").is_checked()
    if "number" in entered:
        assert page.page.locator(f"#{entered['number']}").input_value() == "2"
    assert "Zoë" in json.dumps(page.state(), ensure_ascii=False)
    page.check_against_native(unfinished_ok=True)
    assert page.errors == []


def test_a_button_pressed_before_checker_js_runs_is_pressed_again(context, server):
    """The "add a player" button pressed in the form the page arrived with, before checker.js
    has run, adds the player once checker.js has taken the form over; Enter in a field of
    that form does not send the page away."""
    game = "web-of-power"  # three players drawn, room for more
    assert game in GAMES, f"{game} has no checker"
    page, early, held = _open_before_checker_js(context, server, game)
    players = early.locator(".cg-player").count()
    add = early.locator(".cg-add-player")
    assert add.is_enabled()
    early.locator("input.cg-name").first.press("Enter")
    add.click()
    assert page.page.url == page.url
    for route in held:
        route.continue_()
    page.wait()
    assert page.page.locator(".cg-checker > .cg-layout .cg-player").count() == players + 1
    assert len(page.state()["players"]) == players + 1
    assert page.page.url == page.url
    assert page.errors == []


def test_changes_and_presses_before_checker_js_runs_survive_a_redrawn_form(context, server):
    """In the form the page arrived with, a reader switches the first player's input mode
    (which draws the live form anew), names the second player and presses "add a player":
    checker.js's form has all three, though its controls are no longer the ones it first
    drew."""
    game = "web-of-power"  # players input as cards or as a tally; room for more players
    assert game in GAMES, f"{game} has no checker"
    page, early, held = _open_before_checker_js(context, server, game)
    players = early.locator(".cg-player").count()
    modes = early.locator(".cg-player").first.locator(".cg-player-mode input[type=radio]")
    other = modes.evaluate_all("(all) => all.find((r) => !r.checked).value")
    modes.locator(f"xpath=self::*[@value='{other}']").check()
    early.locator(".cg-player").nth(1).locator("input.cg-name").fill("Bea")
    early.locator(".cg-add-player").click()
    for route in held:
        route.continue_()
    page.wait()
    live = page.page.locator(".cg-checker > .cg-layout .cg-player")
    assert live.count() == players + 1
    assert live.first.locator(".cg-player-mode input:checked").get_attribute("value") == other
    assert live.nth(1).locator("input.cg-name").input_value() == "Bea"
    state = page.state()
    assert len(state["players"]) == players + 1
    assert state["players"][1]["name"] == "Bea"
    page.check_against_native()
    assert page.errors == []
