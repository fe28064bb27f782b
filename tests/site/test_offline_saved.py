"""The site says what this device has saved for offline use (``frontend/assets/cardgen-app.js``
asks ``frontend/app/sw.js`` "which" groups it holds): a note at the end of every page of a
saved game, in the page's language, also when the page comes from the cache offline; a mark
on the saved game's card on the language's home page, and none on the others; nothing
before a game is saved. Real Chromium on a phone (390x844, touch).

Skipped only when /usr/bin/chromium is missing (see tests/conftest.py)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from browsing import tap_centre
from games import REPO
from offline_site import (
    DESKTOP,
    GAME,
    PAGES,
    PHONE,
    SAVE_DATA,
    a_new_document,
    cached_urls,
    share_link,
    tap,
    totals,
    wait_kept,
    wait_scored,
)
from servers import set_reachable
from sites import copy_site

from cardgen.site import offline
from cardgen.site.strings import Strings

from .conftest import serve_folder

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
BAR = ".cg-saved-bar"


def frames_after(page, count: int = 3) -> None:
    """Until the page has drawn ``count`` more frames, then run a task: a layout shift of
    a frame is reported to its observer in a task queued with that frame, a frame before
    the last one here."""
    page.evaluate(
        """(count) => new Promise((done) => {
          const next = (left) => left ? requestAnimationFrame(() => next(left - 1))
                                      : setTimeout(done, 0);
          next(count);
        })""",
        count,
    )


def wait_held(page) -> None:
    """Until the page has shown the worker's answer to "which" (``<html data-cg-held>``)."""
    page.wait_for_selector("html[data-cg-held]", state="attached")


def note_text(page) -> str:
    """The note's visible text, once it is there (on a checker page: after the first score)."""
    note = page.locator(NOTE)
    note.wait_for()
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
        assert bar_text(page) == de("saved_bar")  # the moment it is saved
        tap_ok(page)
        assert_out_of_the_way(page)
        assert serious_violations(page, NOTE) == []
        page.goto(f"{base}de/{GAME}/rules/")
        assert_no_bar_after_the_visit(page)  # saved already

        for sub in [sub for sub in PAGES if sub != "checker/"] + ["checker/"]:
            page.goto(f"{base}de/{GAME}/{sub}")
            assert note_text(page) == de("saved_note_game"), sub
            assert page.locator(NOTE).count() == 1
        # the checker page (the last one): the note comes after its form, which keeps its
        # place (the note taken away, nothing above it moves)
        assert page.url.endswith("/checker/")
        frames_after(page)  # the frames after the note
        shifts = page.evaluate("window.cgShifts")
        assert shifts == [], shifts
        form_with = page.locator(".cg-checker").bounding_box()
        note = page.locator(NOTE).bounding_box()
        assert note["y"] >= form_with["y"] + form_with["height"], (note, form_with)
        page.evaluate("document.querySelector('.cg-saved').remove()")
        assert page.locator(".cg-checker").bounding_box() == form_with

        page.goto(f"{base}de/")
        page.locator(MARK).first.wait_for()
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
        page.locator(MARK).first.wait_for()
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
        assert bar_text(page) == it("saved_bar")
        assert_within_the_screen(page, page.locator(BAR).bounding_box())
        page.goto(f"{base}it/{GAME}/cards/")
        assert note_text(page) == it("saved_note_game")
        assert_no_bar_after_the_visit(page)

        page.goto(f"{base}it/")
        page.locator(MARK).first.wait_for()
        assert marked_games(page) == [GAME]
        assert page.locator(MARK).inner_text().strip() == it("saved_mark")

        page.goto(f"{base}de/")
        wait_kept(page)
        page.reload()
        wait_held(page)
        assert page.locator(MARK).count() == 0
    finally:
        context.close()


# One language each (Dutch here, Italian below): the worker's groups are the same in every
# language, and every language's notes are checked against the strings statically.
@pytest.mark.parametrize("lang", ["nl"])
def test_with_save_data_the_note_does_not_promise_the_checker_before_it_is_saved(
    browser, own_site, lang
):
    """Save-Data keeps the checker's runtime and the card pictures out of a visit to the
    rules page: the note says the pages are saved and that the pictures and the checker
    are not yet (open them once); the checker page says nothing until its runtime is
    saved, then the note names the pages and the checker, the pictures still to come."""
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
        assert note_text(page) == s("saved_note_no_pictures")
        page.goto(f"{base}{lang}/{GAME}/rules/")
        assert note_text(page) == s("saved_note_no_pictures")
    finally:
        context.close()


# --- what exactly is saved, and the moment it is (Save-Data leaves out the pictures and
# --- the checker until the reader opens them)


@pytest.fixture
def stoppable_site(built_site, tmp_path) -> Iterator[tuple[Path, str, Callable[[], None]]]:
    """A copy of the built site served under ``/sub/`` for one test, and a way to stop
    its server for good (``context.set_offline`` does not stop the service worker's own
    fetches in Chromium): (folder, base URL, stop)."""
    folder = copy_site(built_site, tmp_path / "site")
    httpd, base = serve_folder(folder)
    stopped = []

    def stop() -> None:
        if not stopped:
            stopped.append(True)
            httpd.shutdown()
            httpd.server_close()

    yield folder, base, stop
    stop()


def wait_visit_held(page) -> None:
    """Until the page has shown the worker's answer to "which" after its visit was kept."""
    wait_kept(page)
    page.wait_for_selector('html[data-cg-held="visit"]', state="attached")


def cached_keys(page, base: str) -> set[str]:
    """The keys (paths below the site's root) of what the worker's caches hold."""
    return {url[len(base) :] for url in cached_urls(page) if url.startswith(base)}


def mark_of(page, game: str) -> dict[str, object] | None:
    """The mark on ``game``'s card on the home page: its text and whether it is "partly"."""
    return page.evaluate(
        """(game) => {
          const link = document.querySelector(`.cg-games a[href="${game}/"]`);
          const mark = link && link.closest("li").querySelector(".cg-saved-mark");
          return mark && { text: mark.innerText.trim(),
                           partly: mark.classList.contains("cg-saved-mark--partly") };
        }""",
        game,
    )


def home_mark(page, base: str, lang: str, game: str = GAME) -> dict[str, object] | None:
    page.goto(f"{base}{lang}/")
    wait_held(page)
    return mark_of(page, game)


def broken_pictures(page) -> list[str]:
    """The card pictures of the page that do not load (fetched as the page would)."""
    return page.evaluate(
        """async () => {
          const out = [];
          for (const img of document.querySelectorAll('article img')) {
            const response = await fetch(img.currentSrc || img.src).catch(() => null);
            if (!response || !response.ok) out.push(img.src);
          }
          return out;
        }"""
    )


@pytest.mark.parametrize("lang", ["it"])
def test_with_save_data_the_note_and_the_mark_say_what_is_not_saved_yet(
    browser, stoppable_site, lang
):
    """Save-Data, the rules page alone: the cache holds no card picture and no runtime, the
    note says so (and how to get them) and the home page marks the game as partly saved.
    The cards page opened once online saves every picture: the note no longer names them,
    the mark is still partial (the checker). The checker opened once: the whole game, the
    full mark; and with the server stopped the pictures and a score are there, as the home
    page promises (which names the cards page for a connection that saves data)."""
    folder, base, stop = stoppable_site
    s = Strings(lang)
    fragment, expected = share_link()
    pictures = set(offline.file_list(folder)["groups"][f"{lang}/{GAME}/cards"])
    context = browser.new_context(**PHONE)
    context.add_init_script(SAVE_DATA)
    try:
        page = context.new_page()
        page.goto(f"{base}{lang}/{GAME}/rules/")
        wait_visit_held(page)
        assert note_text(page) == s("saved_note_pages")
        held = cached_keys(page, base)
        assert f"{lang}/{GAME}/cards/" in held and not pictures & held
        # the checker page's own scripts are kept with the game; its engine is not
        assert not [
            k
            for k in held
            if k.startswith("_checker/") and ("/pyodide/" in k or k.endswith(".zip"))
        ]
        assert home_mark(page, base, lang) == {"text": s("saved_mark_partly"), "partly": True}
        promise = page.locator("article").inner_text()
        assert s("home_offline") in promise or s("home_offline_some") in promise
        assert s("cards") in promise  # Save-Data: the cards page to open once

        page.goto(f"{base}{lang}/{GAME}/cards/")
        wait_visit_held(page)
        assert note_text(page) == s("saved_note_no_checker")
        assert pictures <= cached_keys(page, base)
        page.goto(f"{base}{lang}/{GAME}/glossary/")
        assert note_text(page) == s("saved_note_no_checker")
        assert home_mark(page, base, lang) == {"text": s("saved_mark_partly"), "partly": True}

        page.goto(f"{base}{lang}/{GAME}/checker/{fragment}")
        wait_scored(page)
        wait_visit_held(page)
        assert note_text(page) == s("saved_note_game")
        assert home_mark(page, base, lang) == {"text": s("saved_mark"), "partly": False}

        stop()  # truly offline: the worker's own fetches fail too
        page.goto(f"{base}{lang}/{GAME}/cards/")
        assert note_text(page) == s("saved_note_game")
        assert page.locator("article img").count() > 10
        assert broken_pictures(page) == []
        page.goto(f"{base}{lang}/{GAME}/checker/{fragment}")
        wait_scored(page)
        assert totals(page) == expected
    finally:
        context.close()


def bar_text(page) -> str:
    bar = page.locator(BAR)
    bar.wait_for()
    assert bar.get_attribute("role") == "status"
    return bar.locator(".cg-saved-bar__text").inner_text().strip()


def assert_no_bar_after_the_visit(page) -> None:
    """No bar once the page has shown the answer to "which" after its visit: the page adds
    a bar in the same task as it marks that answer shown (``showHeld`` before
    ``data-cg-held="visit"`` in ``cardgen-app.js``); a frame later, to be sure."""
    wait_visit_held(page)
    frames_after(page, 1)
    assert page.locator(BAR).count() == 0


def tap_ok(page) -> None:
    ok = page.locator(f"{BAR} button")
    box = ok.bounding_box()
    assert box["height"] >= 44 and box["width"] >= 44, box
    tap_centre(page, ok)
    page.locator(BAR).wait_for(state="detached")


def assert_within_the_screen(page, box: dict) -> None:
    viewport = page.viewport_size
    assert box["x"] >= 0 and box["x"] + box["width"] <= viewport["width"], box
    assert box["y"] >= 0 and box["y"] + box["height"] <= viewport["height"], box


def test_a_bar_says_so_the_moment_a_game_is_saved_and_only_then(browser, own_site):
    """Dutch, Save-Data, a phone: the first visit (the rules page) shows the bar at the
    bottom of the screen, short (part of the game is saved: the note at the page's end says
    which); OK (tapped) closes it; the next page of the game shows none. The cards page saves
    the pictures: the bar again (still part of the game), the note with the new text; not on
    a reload. The checker saves the rest (no bar there: it would cover the cards), and
    nothing on the page moves for it. Later visits: no bar."""
    _, base = own_site
    nl = Strings("nl")
    fragment, _ = share_link()
    context = browser.new_context(**PHONE)
    context.add_init_script(SAVE_DATA)
    context.add_init_script(LAYOUT_SHIFTS)
    try:
        page = context.new_page()
        page.goto(f"{base}nl/{GAME}/rules/")
        assert bar_text(page) == nl("saved_bar_partly")
        assert note_text(page) == nl("saved_note_pages")
        box = page.locator(BAR).bounding_box()
        assert_within_the_screen(page, box)
        assert box["y"] + box["height"] > 844 - 60  # at the bottom of the screen
        assert serious_violations(page, BAR) == []
        tap_ok(page)
        assert page.locator(NOTE).count() == 1  # the note stays at the end of the page

        page.goto(f"{base}nl/{GAME}/glossary/")
        assert_no_bar_after_the_visit(page)
        page.goto(f"{base}nl/{GAME}/cards/")
        assert bar_text(page) == nl("saved_bar_partly")
        assert note_text(page) == nl("saved_note_no_checker")
        tap_ok(page)
        page.reload()
        assert_no_bar_after_the_visit(page)

        page.goto(f"{base}nl/{GAME}/checker/{fragment}")
        wait_scored(page)
        # no bar on the checker page: it would sit over the cards tapped at the screen's
        # bottom (tests/checker/test_totals_bar.py); its note at the end says it
        assert_no_bar_after_the_visit(page)
        frames_after(page)
        assert page.evaluate("window.cgShifts") == []

        page.goto(f"{base}nl/{GAME}/rules/")
        assert_no_bar_after_the_visit(page)
        assert note_text(page) == nl("saved_note_game")
    finally:
        context.close()
