"""Circle the Wagons' painter on a phone: the town in sight, and its fault too.

A reviewer painting a town on a 390 px phone found the pad of keys and the totals bar, one
over the other at the bottom of the screen, covering the town, and a fault of the town
shown behind them (at the end of the form) and gone again. In German on a 390x844 phone
with touch: while the reader paints (a square tapped) and the pad is kept at the bottom,
the totals bar steps aside and the pad sits at the screen's bottom edge; the bar is back
once the reader is elsewhere on the form (the other player's name). A territory painted
apart from the town is a fault said at the top of the pad, in the engine's words, in sight
with the square chosen next (the pad grew a line for it); it stays while the town is still
apart, however the reader goes on painting, and goes once the town is whole again.

One journey of ~10 taps (~3 s)."""

from __future__ import annotations

import pytest
from browsing import PHONE, calm, next_frames
from browsing import tap_centre as tap
from checker_pages import Page, as_sentence, link, native
from ctw_hands import assert_chosen_in_sight, cell, centre, chosen, key, thumb, touch_drag
from games import checker_games

pytestmark = pytest.mark.skipif(
    "circle-the-wagons" not in [g.id for g in checker_games()], reason="no checker"
)
LANG = "de"
GOALS = ["cool-water", "badlands", "one-too-many"]
TALL = ["desert:gun " + ". " * 7] * 10
"""A town one territory wide and ten high: the grid is taller than the screen's room."""

IN_SIGHT = """e => {
  const b = e.getBoundingClientRect();
  const header = document.querySelector('.md-header').getBoundingClientRect();
  const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
  return b.height > 0 && b.top >= header.bottom && b.bottom <= innerHeight && e.contains(hit);
}"""
"""Whether the element is on the screen, under the site's header, with nothing over it."""


def bar_shown(page) -> bool:
    return page.locator(".cg-totals-bar").evaluate(
        "b => !b.hidden && getComputedStyle(b).visibility === 'visible'"
    )


def test_the_pad_alone_at_the_bottom_and_a_fault_of_the_town_in_sight_until_mended(browser, server):
    record = {
        "game": "circle-the-wagons",
        "bonus": GOALS,
        "players": [{"name": "Jonas", "grid": TALL}, {"name": "Mia", "grid": ["snow:fort"]}],
    }
    ctx = browser.new_context(**PHONE)
    checker = Page(ctx, server, "circle-the-wagons", LANG).open(link(record))
    page = checker.page
    try:
        town = page.locator(".cg-form .cg-player").first
        pad = town.locator(".cg-ctw-pad")
        # painting: the pad at the screen's bottom, no totals bar over it
        tap(page, cell(town, 1, 1))
        calm(page)
        next_frames(page)
        assert not bar_shown(page)
        box = pad.bounding_box()
        assert abs(box["y"] + box["height"] - 844) <= 1, box
        thumb(page, key(town, "snow:gun"))
        calm(page)
        # (the town reached the grid's last row: the grid grew one, and the square in focus
        # kept it, so the page knows the reader is painting)
        assert town.locator(".cg-ctw-grid .cg-ctw-btn[data-x='0']").count() == len(TALL) + 1
        assert town.locator(".cg-ctw-grid").evaluate("g => g.contains(document.activeElement)")
        fault = pad.locator(".cg-error")
        assert not fault.is_visible()
        # a territory apart from the town: the fault at the top of the pad, in sight
        tap(page, cell(town, 3, 3))
        thumb(page, key(town, "water:fort"))
        calm(page)
        next_frames(page)
        said = as_sentence(native(checker.state(), LANG)["error"]["message"])
        assert fault.inner_text() == said
        assert fault.evaluate(IN_SIGHT)
        assert fault.bounding_box()["y"] < pad.locator(".cg-ctw-key").first.bounding_box()["y"]
        assert chosen(town) == [[4, 3]]
        assert_chosen_in_sight(town)
        page.evaluate("() => scrollBy(0, 1)")  # (the bar is judged anew as the page moves)
        next_frames(page, 3)
        assert not bar_shown(page)
        # painting on, the town still apart: the fault stays, in sight
        thumb(page, key(town, "water:fort"))
        calm(page)
        next_frames(page)
        assert fault.inner_text() == as_sentence(native(checker.state(), LANG)["error"]["message"])
        assert fault.evaluate(IN_SIGHT)
        assert_chosen_in_sight(town)
        # the gap filled: the town is whole, the fault gone
        touch_drag(ctx.new_cdp_session(page), [centre(cell(town, 1, 3)), centre(cell(town, 2, 3))])
        next_frames(page)
        assert chosen(town) == [[1, 3], [2, 3]]
        thumb(page, key(town, "water:fort"))
        calm(page)
        next_frames(page)
        assert "error" not in native(checker.state(), LANG)
        assert not fault.is_visible()
        # elsewhere on the form, the result out of sight (a shared link's is above the
        # form): the totals bar is back
        tap(page, page.locator(".cg-form .cg-player").nth(1).locator("input.cg-name"))
        next_frames(page, 3)
        assert bar_shown(page)
        checker.check_against_native()
        assert checker.errors == []
    finally:
        ctx.close()
