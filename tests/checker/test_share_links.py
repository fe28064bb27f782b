"""Share links: a link shows the totals and winners ``cardgen score`` gives, on a phone above
the form, saying meanwhile that they are being worked out; a link opened in an open
checker loads with an undo, and a broken one says so and keeps the game."""

from __future__ import annotations

import pytest
from browsing import PHONE, SHOWN_NAME, tap_centre
from checker_pages import Page, expected_totals, hold, link, ranked, scored_record
from games import checker_games
from journeys import t

GAMES = [g.id for g in checker_games()]
LAYOUT_SHIFTS = """window.cgShifts = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    if (!e.hadRecentInput) window.cgShifts.push([e.startTime, e.value]);
  }
}).observe({ type: "layout-shift", buffered: true });"""


@pytest.mark.parametrize("game", GAMES)
def test_share_link_shows_the_cli_totals(context, server, game):
    record, result = scored_record(game)
    if record is None:
        pytest.skip(f"no test record of {game} with totals")
    page = Page(context, server, game).open(link(record))
    assert page.totals() == ranked(result["players"])
    assert page.winners() == ", ".join(result["winners"])
    assert page.errors == []


WEB_SHORT = {"game": "web", "players": [{"name": "Ann", "computers": [3], "hand": 0}]}
"""One player: the engine's fault, a result of a few lines."""
WEB_A = {
    "game": "web",
    "players": [
        {"name": "Ann", "computers": [3, 2], "hand": 1},
        {"name": "Bob", "computers": [5], "hand": 0},
    ],
}
WEB_B = {
    "game": "web",
    "players": [
        {"name": "Cleo", "computers": [4, 4], "hand": 0},
        {"name": "Dan", "computers": [1], "hand": 2},
    ],
}


@pytest.mark.skipif("web" not in GAMES, reason="Web has no checker")
def test_a_link_opened_in_an_open_checker_loads_with_an_undo(context, server):
    page = Page(context, server, "web").open(link(WEB_A))
    assert page.totals() == expected_totals(WEB_A)
    seen = page.scored()
    page.page.evaluate("fragment => { location.hash = fragment; }", link(WEB_B))
    page.wait(seen)
    assert page.totals() == expected_totals(WEB_B)
    assert page.page.locator("input.cg-name").first.evaluate(SHOWN_NAME) == "Cleo"
    assert page.state() == WEB_B
    undo = page.page.locator(".cg-undo button")
    assert undo.count() == 1
    seen = page.scored()
    undo.click()
    page.wait(seen)
    assert page.totals() == expected_totals(WEB_A)
    assert page.state() == WEB_A
    # the same link again changes nothing; a broken one says so and keeps the state
    page.page.evaluate("() => { location.hash = '#record=bm90IGpzb24'; }")
    page.page.wait_for_selector(".cg-notice .cg-bad")
    assert page.state() == WEB_A
    assert page.errors == []


@pytest.mark.skipif("web" not in GAMES, reason="Web has no checker")
def test_a_shared_link_on_a_phone_shows_its_result_first(browser, server):
    """On a 390x844 phone with touch, in German: a shared game is there to be read. While
    the engine starts (held here; on a cold phone about 11 s), the result's place, above the
    form, says in German that the shared game's result is being worked out (a reviewer saw
    "Loading" and the form, the result at the bottom of a long page); then the totals are
    there, in the first screen. The form below keeps its place when the result arrives
    (the result's row holds the screen's height), but the result's frame ends with what it
    says: a two-player result in a frame the screen's height read as a page left blank.
    At the screen's foot a button says, in German, where the game's entries are, and a tap
    on it goes there; a result longer than the screen hides it (it moved, pushed down).
    "New game" puts the form first again, with the names."""
    ctx = browser.new_context(**PHONE)
    ctx.add_init_script(LAYOUT_SHIFTS)
    held = hold(ctx, "**/_checker/worker.js*")
    page = Page(ctx, server, "web", "de")
    try:
        page.page.goto(page.url + link(WEB_A))
        results = page.page.locator(".cg-results")
        form = page.page.locator(".cg-form")
        results.locator(".cg-wait").wait_for()
        assert results.inner_text() == t("de", "results_wait_link")
        assert results.bounding_box()["y"] < form.bounding_box()["y"]
        assert results.bounding_box()["y"] < 844
        to_form = page.page.locator(".cg-to-form")
        assert to_form.inner_text() == t("de", "result_first_form")
        form_at = form.bounding_box()["y"]
        for route in held:
            route.continue_()
        ctx.unroute("**/_checker/worker.js*")
        page.wait()
        assert page.totals() == expected_totals(WEB_A)
        glance = results.locator(".cg-glance").bounding_box()
        assert glance["y"] + glance["height"] <= 844
        assert results.bounding_box()["y"] < form.bounding_box()["y"]
        # the form where it was; nothing moved from the first paint to the result
        assert form.bounding_box()["y"] >= form_at >= 844
        assert page.page.evaluate("window.cgShifts") == []
        # a result longer than the screen: the button, in its way, is not shown
        assert not to_form.is_visible()
        seen = page.scored()
        tap_centre(page.page, page.page.locator(".cg-new"))
        page.wait(seen)
        names = page.page.locator("input.cg-name").evaluate_all(
            "all => all.map(i => i.value || i.placeholder)"
        )
        assert names == ["Ann", "Bob"]
        assert form.bounding_box()["y"] < results.bounding_box()["y"]
        # a short result (one player: a fault): its frame ends with it, the button at the
        # screen's foot, clear of it, and a tap on it goes to the form
        page.page.goto(page.url + link(WEB_SHORT))
        page.wait()
        frame = results.bounding_box()
        last = results.locator(":scope > *").last.bounding_box()
        assert frame["y"] + frame["height"] - (last["y"] + last["height"]) < 40, (frame, last)
        assert to_form.is_visible() and to_form.inner_text() == t("de", "result_first_form")
        button = to_form.bounding_box()
        assert frame["y"] + frame["height"] < button["y"]
        assert 844 - 100 < button["y"] + button["height"] <= 844, button
        assert form.bounding_box()["y"] >= 844
        assert page.page.evaluate("window.cgShifts") == []
        page.page.touchscreen.tap(
            button["x"] + button["width"] / 2, button["y"] + button["height"] / 2
        )
        page.page.wait_for_function(
            "() => scrollY > 0 && document.querySelector('.cg-form').getBoundingClientRect().top"
            " < innerHeight / 2"
        )
        assert page.page.evaluate("window.cgShifts") == []
        assert page.errors == []
    finally:
        ctx.close()
