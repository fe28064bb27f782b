"""− and + beside every count (``frontend/checker/form/stepper.js``), in a person's hands: real
touch taps at 390x844, in English and German, the total on screen following each tap,
the count held at its minimum, the buttons named in the page's language."""

from __future__ import annotations

import pytest
from browsing import PHONE, SHOWN_NAME, calm, open_checker
from browsing import tap_centre as tap
from checker_hands import pick_mode
from games import checker_games
from journeys import wait_scored

NAMES = {
    "en": ("One more: Ships", "One less: Ships"),
    "de": ("Eins mehr: Schiffe", "Eins weniger: Schiffe"),
}


def total_of(page, name: str) -> str:
    """The total shown for player ``name`` in the totals bar (what a phone shows)."""
    return page.evaluate(
        """(name) => [...document.querySelectorAll('.cg-bar-player')]
             .find((p) => p.querySelector('.cg-bar-name').textContent === name)
             ?.querySelector('strong').textContent ?? null""",
        name,
    )


@pytest.mark.parametrize("lang", ["en", "de"])
def test_tapping_plus_and_minus_changes_the_count_and_the_total(browser, server, lang):
    ctx, page, errors = open_checker(browser, server, "web-of-power", lang, PHONE)
    try:
        pick_mode(page, ".cg-player-mode input", "tally")
        player = page.locator(".cg-player").first
        name = player.locator("input.cg-name").evaluate(SHOWN_NAME)
        count = wait_scored(page)
        # a land count: a majority of Denmark's cards is worth points
        land = player.locator(".cg-tally .cg-field").first
        box = land.locator("input[type=number]")
        plus, minus = land.locator(".cg-stepper-up"), land.locator(".cg-stepper-down")
        assert minus.get_attribute("aria-disabled") == "true"  # an empty count: at 0
        tap(page, minus)
        assert box.input_value() == ""  # nothing below the minimum, nothing entered
        assert page.evaluate("() => document.activeElement.classList.contains('cg-stepper-down')")
        tap(page, plus)
        count = wait_scored(page, count)
        assert box.input_value() == "1"
        assert total_of(page, name) not in (None, "0")
        first = total_of(page, name)
        tap(page, plus)
        tap(page, plus)
        count = wait_scored(page, count)
        assert box.input_value() == "3"
        # the focus stays on the button tapped: the next tap goes where the finger is
        assert page.evaluate("() => document.activeElement.classList.contains('cg-stepper-up')")
        for _ in range(4):
            tap(page, minus)
        calm(page)
        assert box.input_value() == "0"  # held at the minimum
        assert minus.get_attribute("aria-disabled") == "true"
        assert total_of(page, name) != first
        # the ships: named in the page's language, at least 44 px to a finger
        ships = player.locator(".cg-field", has=page.locator("input[data-path$='.ships']"))
        more, less = NAMES[lang]
        assert ships.locator(".cg-stepper-up").get_attribute("aria-label") == more
        assert ships.locator(".cg-stepper-down").get_attribute("aria-label") == less
        for button in (ships.locator(".cg-stepper-up"), ships.locator(".cg-stepper-down")):
            box_ = button.bounding_box()
            assert box_["width"] >= 44 and box_["height"] >= 44
        tap(page, ships.locator(".cg-stepper-up"))
        assert ships.locator("input[type=number]").input_value() == "1"
        assert errors == []
    finally:
        ctx.close()


def test_a_card_count_and_the_maximum(browser, server):
    """A count with a maximum (Land cards of a country) stops there; the + says so."""
    ctx, page, errors = open_checker(browser, server, "web-of-power", "en", PHONE)
    try:
        pick_mode(page, ".cg-player-mode input", "tally")
        land = page.locator(".cg-player").first.locator(".cg-tally .cg-field").first
        box = land.locator("input[type=number]")
        most = int(box.get_attribute("max"))
        plus = land.locator(".cg-stepper-up")
        for _ in range(most + 1):
            tap(page, plus)
        assert box.input_value() == str(most)
        assert plus.get_attribute("aria-disabled") == "true"
        assert errors == []
    finally:
        ctx.close()


@pytest.mark.parametrize("game", [g.id for g in checker_games()])
def test_every_count_of_every_form_has_its_steppers(browser, server, game):
    """Each number box of a count (the generic kinds: number, tally, tally grid, cards
    counted) sits between a − and a + named in the page's language (Italian here)."""
    ctx, page, errors = open_checker(browser, server, game, "it", PHONE)
    try:
        radios = page.locator(".cg-player").first.locator(".cg-player-mode input")
        values = [radios.nth(i).get_attribute("value") for i in range(radios.count())] or [None]
        for value in values:
            if value:
                pick_mode(page, ".cg-player-mode input", value)
            page.evaluate(
                "() => document.querySelectorAll('details.cg-group').forEach((d) => d.open = true)"
            )
            calm(page)
            bare = page.evaluate(
                """() => [...document.querySelectorAll('.cg-form input[type=number]')]
                     .filter((i) => !i.closest('.cg-widget'))
                     .filter((i) => !(i.parentElement.classList.contains('cg-stepper')
                       && [i.previousElementSibling, i.nextElementSibling]
                         .map((b) => b?.classList.contains('cg-stepper-down') ? '-'
                           : b?.classList.contains('cg-stepper-up') ? '+' : '')
                         .sort().join('') === '+-'))
                     .map((i) => i.dataset.path)"""
            )
            assert bare == []
            labels = page.evaluate(
                "() => [...document.querySelectorAll('.cg-stepper-button')]"
                ".map((b) => b.getAttribute('aria-label'))"
            )
            assert all(label.startswith(("Uno in più: ", "Uno in meno: ")) for label in labels)
        assert errors == []
    finally:
        ctx.close()


def test_in_a_countrys_unit_tab_follows_minus_box_plus(browser, server):
    """Web of Power's symbols of a country: each box between its − and + on one line (a
    table's + above and − below left a row's − next to the following country's name), and
    Tab goes the way they are seen: −, box, +."""
    from browsing import DESKTOP

    ctx, page, errors = open_checker(browser, server, "web-of-power", "en", DESKTOP)
    try:
        pick_mode(page, ".cg-player-mode input", "tally")
        cell = page.locator(".cg-player").first.locator(".cg-grid-row .cg-stepper").first
        minus, box, plus = (
            cell.locator(".cg-stepper-down"),
            cell.locator("input"),
            cell.locator(".cg-stepper-up"),
        )
        lefts = [b.bounding_box()["x"] for b in (minus, box, plus)]
        assert lefts == sorted(lefts) and lefts[0] < lefts[2], lefts
        minus.focus()
        page.keyboard.press("Tab")
        assert box.evaluate("e => e === document.activeElement")
        page.keyboard.press("Tab")
        assert plus.evaluate("e => e === document.activeElement")
        assert errors == []
    finally:
        ctx.close()


@pytest.mark.parametrize(("lang", "size"), [("fr", "phone"), ("nl", "desktop")])
def test_a_letter_typed_into_a_count_is_answered_under_the_box(browser, server, lang, size):
    """A letter typed into a number box was dropped by the browser without a word: a reader
    saw nothing happen. A short note under the box says, in the page's language, that only
    digits go there; it lies over what is below (nothing moves), goes with the next digit,
    and does not come back once the box is left. On a phone (French) and at 1280 px (Dutch)."""
    from browsing import DESKTOP
    from journeys import t

    ctx, page, errors = open_checker(
        browser, server, "web-of-power", lang, PHONE if size == "phone" else DESKTOP
    )
    try:
        pick_mode(page, ".cg-player-mode input", "tally")
        player = page.locator(".cg-player").first
        ships = player.locator(".cg-field", has=page.locator("input[data-path$='.ships']"))
        box = ships.locator("input[type=number]")
        note = ships.locator(".cg-digits-only")
        below = player.locator(".cg-field", has=page.locator("input[data-path$='.carriages']"))
        assert not note.is_visible()
        tap(page, box)
        top = below.bounding_box()["y"]
        page.keyboard.type("a")
        assert box.input_value() == ""  # (the browser keeps no letter)
        assert note.is_visible() and note.inner_text() == t(lang, "digits_only")
        seen = note.bounding_box()
        width = page.viewport_size["width"]
        assert seen["x"] >= 0 and seen["x"] + seen["width"] <= width
        assert below.bounding_box()["y"] == top  # over what is below: nothing moved
        page.keyboard.type("2")
        assert box.input_value() == "2" and not note.is_visible()
        page.keyboard.type("b")
        assert note.is_visible() and box.input_value() == "2"
        page.keyboard.press("Tab")
        assert not note.is_visible()
        assert errors == []
    finally:
        ctx.close()
