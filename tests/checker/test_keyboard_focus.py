"""The keyboard focus when the form is drawn anew (a mode switched with the arrow keys, a
player added or removed, a round added): it stays where the reader works, never back at the
top of the page."""

from __future__ import annotations

import pytest
from checker_pages import Page
from games import checker_games

GAMES = [g.id for g in checker_games()]


# The control with the focus: what it is, and which player's (or round's) it is.
FOCUSED = """() => {
  const a = document.activeElement;
  if (a === document.body) return null;
  const players = [...document.querySelectorAll(".cg-checker .cg-player")];
  return { tag: a.tagName, value: a.value, name: a.classList.contains("cg-name"),
    player: players.indexOf(a.closest(".cg-player")),
    tab: a.classList.contains("cg-on") ? a.textContent : null, checked: a.checked };
}"""


@pytest.mark.parametrize("game", GAMES)
def test_the_keyboard_focus_stays_in_the_form_when_it_is_drawn_anew(context, server, game):
    """Switching a mode with the arrow keys, adding or removing a player, adding a round:
    each draws the form anew. The focus stays where the reader works (on the mode picked,
    on the new player's name, on the undo said in the removed player's place, on the new
    round's tab), never back at the top of the page."""
    page = Page(context, server, game).open()
    form = page.page.locator(".cg-checker > .cg-layout form.cg-form")
    done = 0
    radio = form.locator(".cg-modes input[type=radio]:checked").first
    if radio.count():
        radio.focus()
        before = radio.element_handle()
        page.page.keyboard.press("ArrowRight")
        page.page.wait_for_function("(node) => !node.isConnected", arg=before)
        focused = page.page.evaluate(FOCUSED)
        assert focused and focused["tag"] == "INPUT" and focused["checked"], focused
        assert form.locator(".cg-modes input:checked").first.input_value() == focused["value"]
        done += 1
    add = form.locator(".cg-add-player")
    if add.is_enabled():
        players = form.locator(".cg-player").count()
        add.focus()
        page.page.keyboard.press("Enter")
        assert form.locator(".cg-player").count() == players + 1
        assert page.page.evaluate(FOCUSED) | {"value": None} == {
            "tag": "INPUT",
            "value": None,
            "name": True,
            "player": players,
            "tab": None,
            "checked": False,
        }
        done += 1
    remove = form.locator(".cg-remove-player").first
    if remove.is_enabled():
        players = form.locator(".cg-player").count()
        remove.focus()
        page.page.keyboard.press("Enter")
        assert form.locator(".cg-player").count() == players - 1
        # on the undo, said where the player was (a name field would open a phone's keyboard)
        assert page.page.evaluate(
            "() => document.activeElement?.matches('.cg-undo-removed button') ?? false"
        )
        done += 1
    add_round = form.locator(".cg-tab.cg-add")
    if add_round.count() and add_round.is_enabled():
        add_round.focus()
        page.page.keyboard.press("Enter")
        focused = page.page.evaluate(FOCUSED)
        active = form.locator(".cg-tab.cg-on").text_content()
        assert focused and focused["tab"] == active, focused
        assert active != form.locator(".cg-tab").first.text_content()
        done += 1
    assert done >= 1  # (Circle the Wagons: two players, fixed; a mode switch)
    assert page.errors == []
