"""The bar that says a game is now saved (``frontend/assets/cardgen-app.js``) leaves the text
alone: a reviewer on a phone found it covering the bottom fifth of the German and Italian
rules page until OK was tapped. It is two short lines now, and goes by itself when the
reader scrolls on; the note at the page's end keeps the details.

Real Chromium on a phone (390x844, touch), a fresh device. Two first visits (about ten
seconds): the bar only exists the moment a game becomes saved.

Skipped only when /usr/bin/chromium is missing (see tests/conftest.py)."""

from __future__ import annotations

from browsing import next_frames
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


def swipe_up(page, x: float, y: float, distance: float) -> None:
    """A finger drawn up the screen (Chromium's touch events, as a phone sends them)."""
    cdp = page.context.new_cdp_session(page)
    try:
        cdp.send(
            "Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]}
        )
        for step in range(1, 6):
            point = {"x": x, "y": y - distance * step / 5}
            cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [point]})
        cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    finally:
        cdp.detach()


def test_the_saved_bar_is_small_and_goes_when_the_reader_reads_on(browser, own_site):
    """German rules of Web of Power, the reviewer's page: the bar sits at the screen's
    bottom, under an eighth of its height; a turn of the wheel (reading on) takes it away.
    Italian rules of Pyramidion: a jump the page makes itself leaves it (no reading on),
    a finger drawn up the screen takes it away. Both times the note stays at the end."""
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

        page.goto(f"{base}it/pyramidion/rules/")
        wait_kept(page)
        saved_bar(page, "it")
        page.evaluate("scrollTo(0, 400)")
        next_frames(page)
        assert page.locator(BAR).count() == 1
        swipe_up(page, SCREEN["width"] / 2, SCREEN["height"] * 0.6, 300)
        page.locator(BAR).wait_for(state="detached")
        page.wait_for_function("scrollY > 400")  # the finger scrolled the page
        assert page.locator(NOTE).count() == 1
    finally:
        context.close()
