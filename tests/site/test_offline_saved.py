"""The site says what this device has saved for offline use (``site/assets/cardgen-app.js``
asks ``site/app/sw.js`` "which" groups it holds): a note at the end of every page of a
saved game, in the page's language, also when the page comes from the cache offline; a mark
on the saved game's card on the language's home page, and none on the others; nothing
before a game is saved. Real Chromium on a phone (390x844, touch).

Skipped only when /usr/bin/chromium is missing (see tests/conftest.py)."""

from __future__ import annotations

import pytest

from cardgen.site.checker_dev import REPO, set_reachable
from cardgen.site.strings import Strings

from .test_offline import DESKTOP, GAME, PAGES, PHONE, SAVE_DATA, a_new_document, tap, wait_kept

LAYOUT_SHIFTS = """window.cgShifts = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    window.cgShifts.push({ at: e.startTime, value: e.value,
      what: e.sources.map((s) => s.node && (s.node.className || s.node.nodeName)) });
  }
}).observe({ type: "layout-shift", buffered: true });"""
AXE = REPO / "node_modules" / "axe-core" / "axe.min.js"
SERIOUS = ("serious", "critical")
NOTE = "article .cg-saved"
MARK = ".cg-games .cg-saved-mark"


def wait_held(page) -> None:
    """Until the page has shown the worker's answer to "which" (``<html data-cg-held>``)."""
    page.wait_for_selector("html[data-cg-held]", state="attached", timeout=90_000)


def note_text(page) -> str:
    """The note's visible text, once it is there (on a checker page: after the first score)."""
    note = page.locator(NOTE)
    note.wait_for(timeout=90_000)
    return note.inner_text().strip()


def marked_games(page) -> list[str]:
    """The games whose card on the home page carries the mark (by their link's folder)."""
    return page.eval_on_selector_all(
        ".cg-games > ul > li:has(.cg-saved-mark) a",
        "links => [...new Set(links.map(a => a.getAttribute('href').split('/')[0]))]",
    )


def serious_violations(page, selector: str) -> list[str]:
    page.add_script_tag(path=str(AXE))
    found = page.evaluate(
        """async (selector) => {
          const result = await axe.run({ include: [[selector]] }, { resultTypes: ["violations"] });
          return result.violations.map((v) => ({ id: v.id, impact: v.impact,
            nodes: v.nodes.map((n) => n.target.join(" ")).slice(0, 4) }));
        }""",
        selector,
    )
    return [f"{v['id']} ({v['impact']}): {v['nodes']}" for v in found if v["impact"] in SERIOUS]


def overlaps(a: dict, b: dict) -> bool:
    return not (
        a["x"] + a["width"] <= b["x"]
        or b["x"] + b["width"] <= a["x"]
        or a["y"] + a["height"] <= b["y"]
        or b["y"] + b["height"] <= a["y"]
    )


def assert_out_of_the_way(page) -> None:
    """The note lies within the page's width, after the article's content, under nothing
    of the theme and over nothing: every element it overlaps is one of its ancestors."""
    note = page.locator(NOTE)
    note.scroll_into_view_if_needed()
    box = note.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 390, box
    covered = page.evaluate(
        """(selector) => {
          const note = document.querySelector(selector);
          const r = note.getBoundingClientRect();
          const out = [];
          for (const [x, y] of [[r.left + 4, r.top + 4], [r.right - 4, r.bottom - 4],
                                [(r.left + r.right) / 2, (r.top + r.bottom) / 2]]) {
            const top = document.elementFromPoint(x, y);
            if (top && top !== note && !note.contains(top)) out.push(top.outerHTML.slice(0, 80));
          }
          const later = [...note.parentElement.children].slice(
            [...note.parentElement.children].indexOf(note) + 1);
          return { covered: out, after: later.map((e) => e.outerHTML.slice(0, 80)) };
        }""",
        NOTE,
    )
    assert covered == {"covered": [], "after": []}, covered
    header = page.locator(".md-header").bounding_box()
    title = page.locator("article h1").first.bounding_box()
    assert not overlaps(box, header) and box["y"] > title["y"] + title["height"], (box, title)


def test_a_saved_game_says_so_on_its_pages_and_on_the_home_page(browser, own_site):
    """Nothing is said before a game is saved. After one visit (a tap on the game from the
    German home page), every page of the game ends with the note in German, read from the
    page; the home page marks that game and no other; offline, a reload of a saved page and
    the home page still say so. The checker's form does not move for the note."""
    _, base = own_site
    de = Strings("de")
    context = browser.new_context(**PHONE, bypass_csp=True)
    context.add_init_script(LAYOUT_SHIFTS)
    try:
        page = context.new_page()
        page.goto(f"{base}de/")
        wait_kept(page)  # the home page and the theme: no game yet
        page.reload()
        wait_held(page)
        assert page.locator(MARK).count() == 0
        promise = page.locator("article").inner_text()  # the sample game has no checker
        assert de("home_offline") in promise or de("home_offline_some") in promise

        with a_new_document(page):
            tap(page, page.locator(f'.cg-games a[href="{GAME}/"]'))
        assert page.url == f"{base}de/{GAME}/"
        wait_kept(page)
        assert note_text(page) == de("saved_note_game")
        assert_out_of_the_way(page)
        assert serious_violations(page, NOTE) == []

        for sub in [sub for sub in PAGES if sub != "checker/"] + ["checker/"]:
            page.goto(f"{base}de/{GAME}/{sub}")
            assert note_text(page) == de("saved_note_game"), sub
            assert page.locator(NOTE).count() == 1
        # the checker page (the last one): the note comes after its form, which keeps its
        # place (the note taken away, nothing above it moves)
        assert page.url.endswith("/checker/")
        page.wait_for_timeout(300)  # the frames after the note
        shifts = page.evaluate("window.cgShifts")
        assert shifts == [], shifts
        form_with = page.locator(".cg-checker").bounding_box()
        note = page.locator(NOTE).bounding_box()
        assert note["y"] >= form_with["y"] + form_with["height"], (note, form_with)
        page.evaluate("document.querySelector('.cg-saved').remove()")
        assert page.locator(".cg-checker").bounding_box() == form_with

        page.goto(f"{base}de/")
        page.locator(MARK).first.wait_for(timeout=30_000)
        assert marked_games(page) == [GAME]
        assert page.locator(MARK).inner_text().strip() == de("saved_mark")
        assert serious_violations(page, ".cg-games") == []

        set_reachable(context, base, False)
        page.goto(f"{base}de/{GAME}/rules/")
        assert note_text(page) == de("saved_note_game")
        page.reload()
        assert note_text(page) == de("saved_note_game")
        page.goto(f"{base}de/{GAME}/checker/")
        assert note_text(page) == de("saved_note_game")
        page.goto(f"{base}de/")
        page.locator(MARK).first.wait_for(timeout=30_000)
        assert marked_games(page) == [GAME]
    finally:
        context.close()


@pytest.mark.parametrize("device", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_a_fresh_device_shows_no_note_until_the_game_is_kept(browser, own_site, device):
    """Italian, first visit to the glossary: no note while nothing is saved (no worker
    yet), then, once kept, the note in Italian; the Italian home page marks the game, the
    German one marks nothing (the German pages are not saved)."""
    _, base = own_site
    it = Strings("it")
    context = browser.new_context(**device)
    try:
        page = context.new_page()
        page.goto(f"{base}it/{GAME}/glossary/")
        assert page.locator(NOTE).count() == 0  # nothing is kept before the first visit
        wait_kept(page)
        assert note_text(page) == it("saved_note_game")
        page.goto(f"{base}it/{GAME}/cards/")
        assert note_text(page) == it("saved_note_game")

        page.goto(f"{base}it/")
        page.locator(MARK).first.wait_for(timeout=30_000)
        assert marked_games(page) == [GAME]
        assert page.locator(MARK).inner_text().strip() == it("saved_mark")

        page.goto(f"{base}de/")
        wait_kept(page)
        page.reload()
        wait_held(page)
        assert page.locator(MARK).count() == 0
    finally:
        context.close()


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_with_save_data_the_note_does_not_promise_the_checker_before_it_is_saved(
    browser, own_site, lang
):
    """Save-Data keeps the checker's runtime out of a visit to the rules page: the note
    says the pages are saved and that the checker follows once opened; the checker page
    says nothing until its runtime is saved, then the whole game is."""
    _, base = own_site
    s = Strings(lang)
    context = browser.new_context(**PHONE)
    context.add_init_script(SAVE_DATA)
    try:
        page = context.new_page()
        page.goto(f"{base}{lang}/{GAME}/rules/")
        wait_kept(page)
        assert note_text(page) == s("saved_note_pages")
        page.goto(f"{base}{lang}/{GAME}/checker/")
        wait_kept(page)  # the checker page keeps its runtime on any connection
        assert note_text(page) == s("saved_note_game")
        page.goto(f"{base}{lang}/{GAME}/rules/")
        assert note_text(page) == s("saved_note_game")
    finally:
        context.close()
