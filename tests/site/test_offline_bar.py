"""The bar that says a game is now saved (``site/assets/cardgen-app.js``) leaves the text
alone: a reviewer on a phone found it covering the bottom fifth of the German and Italian
rules page until OK was tapped. It is two short lines now, and goes by itself when the
reader scrolls on, or after a while; the note at the page's end keeps the details.

Real Chromium on a phone (390x844, touch), a fresh device each. Two first visits (about
ten seconds): the bar only exists the moment a game becomes saved.

Skipped only when /usr/bin/chromium is missing (see tests/conftest.py)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from offline_site import PHONE, wait_kept

from cardgen.site.strings import Strings

BAR = ".cg-saved-bar"
NOTE = "article .cg-saved"
SCREEN = PHONE["viewport"]


def saved_bar(page, lang: str) -> dict:
    """The bar's box once it is there, after checking what it says: the whole game or part
    of it saved, as the note at the page's end tells in full."""
    s = Strings(lang)
    bar = page.locator(BAR)
    bar.wait_for()
    box = bar.bounding_box()
    text = bar.locator(".cg-saved-bar__text").inner_text().strip()
    note = page.locator(NOTE).inner_text().strip()
    assert text == s("saved_bar" if note == s("saved_note_game") else "saved_bar_partly"), text
    return box


def test_the_saved_bar_is_small_and_goes_when_the_reader_reads_on(browser, own_site):
    """German rules of Web of Power, the reviewer's page: the bar sits at the screen's
    bottom, under an eighth of its height; a turn of the wheel (reading on) takes it away.
    Italian rules of Pyramidion, nobody touching the phone: gone after ten seconds (the
    page's clock run forward). Both times the note stays at the page's end."""
    _, base = own_site
    context = browser.new_context(**PHONE)
    try:
        page = context.new_page()
        page.goto(f"{base}de/web-of-power/rules/")
        box = saved_bar(page, "de")
        assert box["height"] <= SCREEN["height"] / 8, box
        assert box["y"] + box["height"] > SCREEN["height"] - 40, box
        page.mouse.move(SCREEN["width"] / 2, SCREEN["height"] / 3)
        page.mouse.wheel(0, 300)
        page.locator(BAR).wait_for(state="detached")
        assert page.locator(NOTE).count() == 1

        # the page's clock stands still from here (the service worker's does not): the bar's
        # time runs only as the test says, however slow the machine
        start = datetime(2025, 1, 1, tzinfo=UTC)
        page.clock.install(time=start)
        page.clock.pause_at(start + timedelta(seconds=1))
        page.goto(f"{base}it/pyramidion/rules/")
        wait_kept(page)
        saved_bar(page, "it")
        page.clock.run_for(9_000)
        assert page.locator(BAR).count() == 1  # not too soon: it can be read
        page.clock.run_for(1_500)
        page.locator(BAR).wait_for(state="detached")
        assert page.evaluate("window.scrollY") == 0  # it went by itself, not by a scroll
        assert page.locator(NOTE).count() == 1
    finally:
        context.close()
