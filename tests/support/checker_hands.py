"""A person's hands on a checker page (a finger's tap at a control's centre, the keyboard):
typing anew into a box, ticking a card in its group, picking a way to enter points.

Each helper keeps the waits of the tests it was written for, so two of them do one thing
with different waits: ``retype`` types and returns (the test waits for what it needs),
``retype_and_score`` waits for the score the typing brings; ``pick_mode`` taps a mode's
label only when it is not picked yet, ``pick_and_score`` also waits for the score,
``pick_calm`` taps it whether picked or not."""

from __future__ import annotations

from browsing import calm, tap_to_focus
from browsing import tap_centre as tap
from journeys import scored, wait_scored


def retype(page, box, text: str) -> None:
    """Tap ``box`` (until it has the focus), empty it with the keyboard and type ``text``;
    waits for no score."""
    tap_to_focus(page, box)
    page.keyboard.press("Control+A")
    page.keyboard.press("Backspace")
    if text:
        page.keyboard.type(text)


def retype_and_score(page, box, text: str) -> None:
    """Tap ``box``, empty it with the keyboard and type ``text``; waits for the score."""
    seen = scored(page)
    tap(page, box)
    page.keyboard.press("Control+A")
    page.keyboard.press("Backspace")
    page.keyboard.type(text)
    wait_scored(page, seen)
    calm(page)


def open_group_of(page, target) -> None:
    """Open the card group (``details``) that holds ``target`` by tapping its heading, as
    a person would, unless it is open. One group is open at a time: opening every closed
    group in turn never ends."""
    group = target.locator("xpath=ancestor::details[1]")
    if group.count() and not group.evaluate("d => d.open"):
        tap(page, group.locator("summary").first)
        calm(page)


def tick_card(page, player, index: int) -> None:
    """Tap the label of the ``index``-th card of ``player``'s picker (its group opened
    first, as a person would)."""
    row = player.locator(".cg-card").nth(index)
    open_group_of(page, row)
    tap(page, row.locator("label").first)


def pick_mode(page, selector, value):
    """Tap the label of the radio ``selector`` of ``value`` unless it is picked already."""
    radio = page.locator(f'{selector}[value="{value}"]').first
    if not radio.is_checked():
        tap(page, page.locator(f'label[for="{radio.get_attribute("id")}"]'))
        calm(page)
        assert page.locator(f'{selector}[value="{value}"]').first.is_checked()


def pick_and_score(page, selector: str, value: str) -> None:
    """Tap the label of the radio ``selector`` of ``value`` unless it is picked already;
    waits for the score that brings."""
    radio = page.locator(f"{selector}[value='{value}']").first
    if not radio.is_checked():
        seen = scored(page)
        tap(page, page.locator(f"label[for='{radio.get_attribute('id')}']"))
        wait_scored(page, seen)
    assert radio.is_checked()


def pick_calm(page, selector, value):
    """Tap the label of the radio ``selector`` of ``value`` (picked already or not)."""
    radio = page.locator(f"{selector}[value='{value}']").first
    tap(page, page.locator(f"label[for='{radio.get_attribute('id')}']"))
    calm(page)
    assert radio.is_checked()
