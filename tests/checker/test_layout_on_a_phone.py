"""The page on a phone's screen: the form fits 360 px (nothing scrolls sideways, in German
with every player form shown), and nothing covers New game and Share link as the reader
scrolls and taps the totals bar."""

from __future__ import annotations

import pytest
from browsing import PHONE, calm
from checker_pages import Page, link
from games import checker_games, records_of
from journeys import wait_scored

GAMES = [g.id for g in checker_games()]


@pytest.mark.parametrize("game", GAMES)
def test_the_form_fits_a_360_px_screen(browser, server, game):
    """Nothing on the page scrolls sideways at 360 px, and no table of the form needs its
    own sideways scrolling (each shows all its columns), in German (the longest words),
    with every player form shown."""
    ctx = browser.new_context(viewport={"width": 360, "height": 700}, is_mobile=True)
    try:
        page = Page(ctx, server, game, "de")
        page.page.goto(page.url)
        page.page.wait_for_function(
            "() => performance.getEntriesByName('cg-form-ready').length > 0"
        )
        modes = page.page.locator(".cg-player").first.locator(".cg-player-mode input")
        for i in range(modes.count()):
            modes.nth(i).check()
            calm(page.page)
        wide = page.page.evaluate(
            """() => [document.documentElement, ...document.querySelectorAll('.cg-scroll')]
                 .filter((e) => e.scrollWidth > e.clientWidth + 1)
                 .map((e) => `${e.className || e.tagName}: ${e.scrollWidth} > ${e.clientWidth}`)"""
        )
        assert wide == []
        # a choice of input modes reads as one: its options under its words ("Eingabe
        # als"), never one beside them and the next alone on the line below
        beside = page.page.evaluate(MODES_BESIDE_THEIR_WORDS)
        assert beside == []
    finally:
        ctx.close()


MODES_BESIDE_THEIR_WORDS = """() => [...document.querySelectorAll('.cg-modes')].flatMap(f => {
  const words = f.querySelector('legend');
  if (!words || f.offsetParent === null) return [];
  const under = words.getBoundingClientRect().bottom - 1;
  return [...f.querySelectorAll('.cg-mode')]
    .filter(m => m.offsetParent !== null && m.getBoundingClientRect().top < under)
    .map(m => m.innerText.trim());
})"""


UNCOVERED = """() => ['.cg-new', '.cg-share'].map(s => {
  const e = document.querySelector(s);
  const r = e.getBoundingClientRect();
  const head = document.querySelector('.md-header')?.getBoundingClientRect().bottom || 0;
  if (r.top < head || r.bottom > innerHeight) return '';  // scrolled away
  const h = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
  return h === e || e.contains(h) ? '' : `${s} under ${(h?.outerHTML || 'nothing').slice(0, 80)}`;
}).filter(Boolean)"""


@pytest.mark.skipif("web-of-power" not in GAMES, reason="no checker")
def test_nothing_covers_new_game_and_share_link(browser, server):
    """Scroll down, tap the totals bar (to the result), then scroll back up step by step:
    at each step New game and Share link are what lies at their centres (no back-to-top
    pill, no tooltip left over from the bar)."""
    record = next(r for name, r in records_of("web-of-power") if name.endswith("worked-example"))
    ctx = browser.new_context(**PHONE)
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(f"{server.url}/en/web-of-power/checker/{link(record)}")
        wait_scored(page)
        # the theme's scripts start after the first score
        page.wait_for_function("() => typeof window.document$ !== 'undefined'")
        calm(page)
        assert page.evaluate(UNCOVERED) == []
        for _ in range(4):
            page.mouse.wheel(0, 500)
            calm(page)
        page.wait_for_timeout(600)  # a tap as the bar comes is meant for what is beneath
        bar = page.locator(".cg-totals-bar")
        box = bar.bounding_box()
        page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        calm(page)
        while page.evaluate("scrollY") > 0:
            page.mouse.wheel(0, -120)
            calm(page)
            assert page.evaluate(UNCOVERED) == [], page.evaluate("scrollY")
        assert errors == []
    finally:
        ctx.close()
