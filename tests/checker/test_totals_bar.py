"""The totals bar at the bottom of a phone's screen: it shows every total and takes the
reader to the result (wide screens show the result beside the form, no bar); a tap as it
appears goes to the card beneath it; a card brought into view lands above it; the notices
at the bottom make room for it before it is first drawn."""

from __future__ import annotations

import re

import pytest
from browsing import PHONE, calm, next_frames, open_checker
from browsing import tap_centre as tap
from checker_hands import pick_and_score as pick
from checker_pages import Page, link, scored_record, shown_number
from games import checker_games
from journeys import scored, wait_scored

from cardgen.site import checker_sources

GAMES = [g.id for g in checker_games()]
BAR = ".cg-totals-bar"
BAR_SETTLE_MS = int(
    re.search(
        r"BAR_SETTLE_MS = (\d+)", (checker_sources.SOURCES / "totals-bar.js").read_text()
    ).group(1)
)


TO_FORM = """() => scrollBy({top: document.querySelector('.cg-results').getBoundingClientRect()
  .bottom + 1, behavior: 'instant'})"""
"""Down to the form: a shared link's result, above it, out of sight (the bar shows)."""


def test_phone_keeps_the_totals_in_sight_and_jumps_to_the_result(browser, server):
    """At 360 px, down in the form (a shared link's result comes first, above it): a bar at
    the bottom of the screen shows every total (the engine's), and takes the reader to the
    result; wide screens show the result beside the form and no bar."""
    game = GAMES[0]
    record, result = scored_record(game)
    ctx = browser.new_context(viewport={"width": 360, "height": 700}, is_mobile=True)
    try:
        page = Page(ctx, server, game).open(link(record))
        page.page.evaluate(TO_FORM)
        bar = page.page.locator(".cg-totals-bar")
        bar.wait_for(state="visible")
        box = bar.bounding_box()
        assert box is not None and box["y"] + box["height"] <= 700 and box["y"] > 500
        shown = bar.inner_text()
        for player in result["players"]:
            assert player["name"] in shown and shown_number(player["total"]) in shown
        page.page.wait_for_timeout(600)  # read, then tapped: a tap as it comes goes beneath
        bar.click()
        page.page.wait_for_function(
            "() => document.querySelector('.cg-results').getBoundingClientRect().top < 200"
        )
        bar.wait_for(state="hidden")
        assert page.errors == []
    finally:
        ctx.close()
    wide = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        page = Page(wide, server, game).open(link(record))
        assert not page.page.locator(".cg-totals-bar").is_visible()
    finally:
        wide.close()


def test_the_result_stays_in_its_place_when_the_bar_goes_away(browser, server):
    """The bar goes away while the result is on screen, and nothing below it moves up into
    its place: it did, by the bar's height, and a finger on its way to the result's "Go
    there" landed on the table that came up under it."""
    game = GAMES[0]
    record, _result = scored_record(game)
    ctx, page, errors = open_checker(browser, server, game, fragment=link(record))
    try:
        wait_scored(page)
        page.evaluate(TO_FORM)
        page.locator(BAR).wait_for(state="visible")
        results = page.locator(".cg-results")
        top = results.evaluate(
            "e => { const r = e.getBoundingClientRect();"
            " scrollTo({top: scrollY + r.top - 200, behavior: 'instant'});"
            " return e.getBoundingClientRect().top; }"
        )
        page.wait_for_function("() => document.querySelector('.cg-totals-bar.cg-away')")
        next_frames(page)
        assert results.evaluate("e => e.getBoundingClientRect().top") == top
        assert not page.locator(BAR).is_visible()
        assert errors == []
    finally:
        ctx.close()


@pytest.mark.skipif("web-of-power" not in GAMES, reason="no checker")
def test_a_tap_as_the_totals_bar_appears_goes_to_the_card_beneath_it(browser, server):
    """The first card ticked brings the first score, and with it the totals bar at the
    screen's bottom. The next tap, on a card that was there a moment before, is the reader's
    tap on that card: it ticks it, and does not jump to the result."""
    ctx, page, errors = open_checker(browser, server, "web-of-power")
    try:
        wait_scored(page, 0)
        player = page.locator(".cg-player").first
        group = player.locator(".cg-card").first.locator("xpath=ancestor::details[1]")
        if group.count() and not group.evaluate("d => d.open"):
            tap(page, group.locator("summary").first)
        rows = player.locator(".cg-card")
        first, second = rows.nth(0), rows.nth(1)
        boxes = [r.locator("input[type=checkbox]").first for r in (first, second)]
        bar = page.locator(BAR)
        for _attempt in range(3):
            # the second card's label just above the screen's bottom, where the bar comes
            second.locator("label").first.evaluate(
                "e => { const r = e.getBoundingClientRect(); scrollTo({top: scrollY + r.top"
                " + r.height / 2 - (innerHeight - 28), behavior: 'instant'}); }"
            )
            calm(page)
            assert bar.is_hidden()
            top = page.evaluate("scrollY")
            one = first.locator("label").first.bounding_box()
            two = second.locator("label").first.bounding_box()
            page.touchscreen.tap(one["x"] + one["width"] / 2, one["y"] + one["height"] / 2)
            page.wait_for_function(f"() => document.querySelector('{BAR}').offsetHeight > 0")
            x, y = two["x"] + two["width"] / 2, two["y"] + two["height"] / 2
            covered = page.evaluate(
                "([x, y]) => document.elementFromPoint(x, y).closest('.cg-totals-bar') !== null",
                [x, y],
            )
            assert covered, "the bar did not come over the second card: the test sees nothing"
            page.evaluate(
                "() => document.addEventListener('click', () => { window.cgGap = performance.now()"
                f" - document.querySelector('{BAR}').movedAt; }}, {{capture: true, once: true}})"
            )
            page.touchscreen.tap(x, y)
            page.wait_for_timeout(300)
            if page.evaluate("window.cgGap") > BAR_SETTLE_MS:
                # this machine took too long between the bar and the tap: a later tap is
                # the bar's. Start again from a blank game.
                for row, box in zip((first, second), boxes, strict=True):
                    if box.is_checked():
                        tap(page, row.locator("label").first)
                page.wait_for_function(f"() => document.querySelector('{BAR}').hidden")
                continue
            assert boxes[0].is_checked() and boxes[1].is_checked()
            # the page may scroll the card just ticked clear of the bar, no further
            moved = page.evaluate("scrollY") - top
            assert -5 < moved < bar.bounding_box()["height"] + 40, "the tap took the reader away"
            label = second.locator("label").first.bounding_box()
            assert label["y"] + label["height"] <= bar.bounding_box()["y"] + 1
            break
        else:
            raise AssertionError(f"no tap within {BAR_SETTLE_MS} ms of the bar in 3 tries")
        assert errors == []
    finally:
        ctx.close()


@pytest.mark.skipif("pyramidion" not in GAMES, reason="no checker")
def test_a_card_brought_into_view_is_never_under_the_totals_bar(browser, server):
    """The browser brings a card into view at the bottom of the screen (as for a tap on a
    card partly hidden, or Tab): it lands above the totals bar, a tap at its centre ticks
    that card, and the page does not jump to the result. Tab through the cards: each one
    focused is clear of the bar."""
    ctx, page, errors = open_checker(browser, server, "pyramidion")
    try:
        wait_scored(page)
        pick(page, ".cg-top-mode input", "final")
        cards = page.locator(".cg-player").first.locator(".cg-card")
        seen = scored(page)
        tap(page, cards.nth(0).locator("label"))
        wait_scored(page, seen)
        bar = page.locator(".cg-totals-bar")
        bar.wait_for(state="visible")
        target = cards.nth(8)
        label = target.locator("label")
        label.evaluate("e => e.scrollIntoView({block: 'end', behavior: 'instant'})")
        calm(page)
        box, top = label.bounding_box(), bar.bounding_box()["y"]
        assert box["y"] + box["height"] <= top, (box, top)
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        on_top = page.evaluate(
            "([x, y]) => document.elementFromPoint(x, y)?.closest('label')?.htmlFor || ''", [x, y]
        )
        assert on_top == target.locator("input").get_attribute("id")
        before = page.evaluate("scrollY")
        seen = scored(page)
        page.touchscreen.tap(x, y)
        wait_scored(page, seen)
        assert target.locator("input").is_checked()
        assert abs(page.evaluate("scrollY") - before) < 5
        # the keyboard: each card focused lands clear of the bar
        target.locator("input").focus()
        for _ in range(6):
            page.keyboard.press("Tab")
            calm(page)
            rect = page.evaluate("() => document.activeElement.getBoundingClientRect().bottom")
            if bar.is_visible():
                assert rect <= bar.bounding_box()["y"], rect
        assert errors == []
    finally:
        ctx.close()


BAR_SPACE_AT_FIRST_SHOW = """
window.__barSpace = null;
new MutationObserver(() => {
  const bar = document.querySelector(".cg-totals-bar");
  if (window.__barSpace !== null || !bar || bar.hidden) return;
  // a microtask after the task that showed the bar: no frame has been drawn since
  window.__barSpace = getComputedStyle(document.documentElement).getPropertyValue("--cg-bar-space");
}).observe(document, { subtree: true, attributes: true, childList: true });
"""


@pytest.mark.skipif("web-of-power" not in GAMES, reason="no checker")
def test_the_bottom_notices_make_room_for_the_totals_bar_before_it_is_first_drawn(browser, server):
    """A notice at the bottom (a new version, a game saved) stands above the totals bar. The
    bar's room was measured a frame after it appeared, so a notice shown with the first
    score jumped up under a finger about to tap it (the tap then took the reader to the
    result instead)."""
    from checker_pages import link
    from games import records_of

    record = next(r for _, r in records_of("web-of-power"))
    ctx = browser.new_context(**PHONE)
    try:
        ctx.add_init_script(BAR_SPACE_AT_FIRST_SHOW)
        page = ctx.new_page()
        # the game this device's own (a shared link's result would come first, the bar
        # away): saved here, and the page opened on it
        page.goto(f"{server.url}/en/")
        page.evaluate(
            "r => localStorage.setItem('cardgen.checker.web-of-power',"
            " JSON.stringify({v: 1, record: r}))",
            record,
        )
        page.goto(f"{server.url}/en/web-of-power/checker/{link(record)}")
        wait_scored(page, 0)
        assert page.locator(".cg-totals-bar").is_visible()
        height = page.locator(".cg-totals-bar").bounding_box()["height"]
        space = page.evaluate("window.__barSpace")
        assert space == f"{int(-(-height // 1)) + 16}px", (space, height)
    finally:
        ctx.close()


BAR_LINES = """bar => { const tops = [...bar.querySelectorAll('.cg-bar-so-far, .cg-bar-player')]
  .map(c => Math.round(c.getBoundingClientRect().top));
  return new Set(tops).size; }"""
"""How many lines the totals bar's words take (its arrow aside)."""


@pytest.mark.skipif("pyramidion" not in GAMES, reason="no checker")
def test_pyramidion_in_french_three_players_on_one_line_of_the_bar(browser, server):
    """In French on a 390 px phone, Pyramidion's final scoring says in one sentence what it
    does (not a fragment "La fin de la partie ; …"), and the totals bar of three players
    ("Provisoire : Noémie 10 Lucas 10 Hugo 0") stays on one line (it wrapped onto two, its
    first words "Pour l’instant :" a third of the line)."""
    ctx, page, errors = open_checker(browser, server, "pyramidion", "fr")
    try:
        wait_scored(page)
        pick(page, ".cg-top-mode input", "final")
        help_text = page.locator(".cg-top-mode ~ * .cg-help, .cg-help").first.inner_text()
        assert help_text.startswith("À la fin de la partie, ") and help_text.endswith(".")
        names = page.locator("input.cg-name")
        while names.count() < 3:
            tap(page, page.locator(".cg-add-player, button.cg-add").first)
            calm(page)
        for i, name in enumerate(["Noémie", "Lucas", "Hugo"]):
            names.nth(i).fill(name)
        for i in range(2):
            cards = page.locator(".cg-player").nth(i).locator(".cg-card:not([hidden])")
            seen = scored(page)
            tap(page, cards.nth(i * 3).locator("label"))
            wait_scored(page, seen)
        bar = page.locator(BAR)
        bar.wait_for(state="visible")
        calm(page)
        words = bar.inner_text()
        assert all(name in words for name in ["Noémie", "Lucas", "Hugo"]), words
        assert bar.evaluate(BAR_LINES) == 1, words
        assert errors == []
    finally:
        ctx.close()
