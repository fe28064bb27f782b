"""Every number box of every game's form arrives empty: a default shows as the box's
placeholder, never as a value a typed digit would go after ("0", then 2, made "02").
Read from the forms the build draws (no browser); the boxes of other modes and widgets
are met in the journeys (Web: test_doubts.py; Pyramidion's site: test_pyramidion_modes.py).
A tap that focuses a number box puts the caret after its number (a phone, in Italian)."""

from __future__ import annotations

import re

import pytest
from browsing import SHOWN_NAME, calm, next_frames, open_checker
from browsing import tap_centre as tap
from checker_hands import retype
from games import checker_games
from journeys import shown_totals

NUMBER_BOX = re.compile(r'<input[^>]*type="number"[^>]*>')


@pytest.mark.parametrize("game", [g.id for g in checker_games()])
def test_no_number_box_arrives_holding_a_number(site_dir, game):
    page = (site_dir / "en" / game / "checker" / "index.html").read_text(encoding="utf-8")
    form = page[page.index('class="cg-prerendered"') :]
    boxes = NUMBER_BOX.findall(form)
    holding = [box for box in boxes if re.search(r'\svalue="[^"]+"', box)]
    assert holding == []
    if game == "web":
        hands = [box for box in boxes if ".hand" in box]
        assert hands and all('placeholder="0"' in box for box in hands)


def tap_left_of_the_digits(page, box) -> None:
    """A finger on ``box`` a little right of its left edge, left of the digits it holds
    (``tap_centre`` lands on the middle, where a centred "2" may put the caret after it;
    a real finger lands anywhere on the box), after the box is scrolled to the middle."""
    point = box.evaluate(
        "e => { e.scrollIntoView({block: 'center', behavior: 'instant'});"
        " const r = e.getBoundingClientRect(); return [r.left + 5, r.top + r.height / 2]; }"
    )
    next_frames(page)
    page.touchscreen.tap(*point)
    page.wait_for_function("e => document.activeElement === e", arg=box.element_handle())


def test_a_tap_on_a_number_box_puts_the_caret_after_its_number(browser, server):
    """Italian, phone: "2" in the box of cards in hand, a tap left of it and a 3 typed make
    23, not 32; "3 2" in the box of computers, a tap at its start and " 5" typed make
    "3 2 5". The totals follow."""
    ctx, page, errors = open_checker(browser, server, "web", "it")
    try:
        first = page.locator(".cg-form .cg-player").first
        hand = first.locator("input[data-path$='.hand']")
        computers = first.locator("input.cg-numbers")
        name = first.locator("input.cg-name")
        for box, before, typed, after in (
            (hand, "2", "3", "23"),
            (computers, "3 2", " 5", "3 2 5"),
        ):
            retype(page, box, before)
            calm(page)
            tap(page, name)  # away, then back as a finger comes back to the box
            tap_left_of_the_digits(page, box)
            page.keyboard.type(typed)
            calm(page)
            assert box.input_value() == after
        assert shown_totals(page)[name.evaluate(SHOWN_NAME)] == 3 + 2 + 5 - 23
        assert errors == []
    finally:
        ctx.close()
