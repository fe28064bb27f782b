"""Keys typed after using a widget reach the field they are typed into: after a town is
painted on a phone (Circle the Wagons), the next player's name, tapped on the field or on
its label, takes Backspace and typing as a text field does (the caret after the name, not
before it: "BramSpeler 2" was the reviewer's result)."""

from __future__ import annotations

import pytest
from browsing import DESKTOP, PHONE, open_checker
from browsing import tap_centre as tap
from journeys import wait_scored

from cardgen.site.checker_sources import strings


def clear_and_type(page, field, target, text: str) -> str:
    """Tap ``target`` (the field or its label), press Backspace as often as the field has
    characters, type ``text``; the field's value afterwards."""
    tap(page, target)
    assert page.evaluate("e => document.activeElement === e", field.element_handle())
    for _ in range(len(field.input_value())):
        page.keyboard.press("Backspace")
    page.keyboard.type(text)
    return field.input_value()


@pytest.mark.parametrize("where", ["field", "label"])
@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["phone", "desktop"])
@pytest.mark.parametrize("lang", ["nl", "en"])
def test_backspace_and_typing_work_in_a_name_after_painting_a_town(
    browser, server, lang, size, where
):
    ctx, page, errors = open_checker(browser, server, "circle-the-wagons", lang, size)
    try:
        seen = wait_scored(page, 0)
        first = page.locator(".cg-player").nth(0)
        second_name = page.locator(".cg-player").nth(1).locator("input.cg-name")
        default = strings()[lang]["player_n"].replace("{n}", "2")
        assert second_name.evaluate("e => [e.value, e.placeholder]") == ["", default]
        # paint two cells of player 1's town, as a finger does: the first cell, then a key
        # of the pad twice (the next cell is chosen after a fill)
        tap(page, first.locator(".cg-ctw-grid .cg-ctw-btn").nth(0))
        tap(page, first.locator(".cg-ctw-key").nth(0))
        seen = wait_scored(page, seen)
        tap(page, first.locator(".cg-ctw-key").nth(7))
        seen = wait_scored(page, seen)
        assert first.locator(".cg-ctw-grid .cg-ctw-cell:not(.cg-empty)").count() == 2
        # then player 2's name: Backspace takes the name away, the new one is typed alone
        second = page.locator(".cg-player").nth(1)
        target = (
            second_name
            if where == "field"
            else second.locator(f"label[for='{second_name.get_attribute('id')}']")
        )
        assert clear_and_type(page, second_name, target, "Bram") == "Bram"
        wait_scored(page, seen)
        assert page.locator(".cg-player").nth(1).locator("input.cg-name").input_value() == "Bram"
        # a tap on a field with text puts the caret where the finger is, and the keys
        # typed go there: the town's repaint never moves it back to the start
        tap(page, second_name)
        page.keyboard.type("x")
        assert second_name.input_value() != "xBram"
        assert errors == []
    finally:
        ctx.close()
