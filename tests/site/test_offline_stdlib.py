"""Which form of the standard library the checker's worker starts Python with
(``frontend/checker/worker.js``, ``frontend/app/sw.js``, ``cardgen.site.offline``): the sources on a
first visit (the fewest bytes), the bytecode copy whenever the service worker keeps it (a
start three times faster), and the sources kept instead under Save-Data. Each case ends
offline with the totals ``cardgen score`` gives.

Skipped only when /usr/bin/chromium is missing (see tests/conftest.py)."""

from __future__ import annotations

import json

from browsing import tap_centre
from offline_site import (
    DESKTOP,
    GAME,
    PHONE,
    SAVE_DATA,
    cached_urls,
    share_link,
    totals,
    wait_kept,
    wait_scored,
)
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from servers import set_reachable

from cardgen.site import offline

WORKERS_JS = """async () => {
  const r = await navigator.serviceWorker.getRegistration();
  const state = (w) => (w ? w.state : null);
  return { active: state(r?.active), waiting: state(r?.waiting), installing: state(r?.installing),
    controlled: Boolean(navigator.serviceWorker.controller),
    button: document.querySelector(".cg-update__reload")?.disabled ? "tapped" : "not tapped" };
}"""
"""What a page's service workers are doing, for a failure's message."""


def started_with(page) -> str:
    """ "compiled" or "sources": the worker's mark of the standard library it loaded."""
    page.wait_for_function(
        """() => performance.getEntriesByName('cg-worker-stdlib_compiled').length
                 + performance.getEntriesByName('cg-worker-stdlib_sources').length > 0""",
    )
    compiled = page.evaluate("performance.getEntriesByName('cg-worker-stdlib_compiled').length")
    return "compiled" if compiled else "sources"


def stdlib_urls(folder, base: str) -> tuple[str, str]:
    groups = offline.file_list(folder)["groups"]
    (sources,) = groups["stdlib"]
    (compiled,) = groups["stdlib-compiled"]
    assert sources.endswith("/python_stdlib.zip") and compiled.startswith("_checker/stdlib-")
    return base + sources, base + compiled


def test_a_checker_keeps_the_compiled_copy_and_a_new_build_carries_over_an_older_runtime(
    browser, own_site
):
    """One phone's first visit to a checker page (Dutch) serves both journeys that start
    with it (a fresh device's runtime fetched, kept and booted once, not twice):

    1. The first start takes the sources (the fewest bytes); the service worker keeps the
       sources and the compiled copy, and each offline reload starts with the compiled one.
    2. A cache of an earlier build kept the checker as one "runtime" group (its scripts and
       the standard library's sources with it). After an update the new build's cache holds
       the checker's scripts and a standard library too, and the checker scores offline."""
    folder, base = own_site
    sources, compiled = stdlib_urls(folder, base)
    fragment, expected = share_link()
    lang = "nl"
    context = browser.new_context(**PHONE)
    try:
        page = context.new_page()
        page.goto(f"{base}{lang}/{GAME}/checker/{fragment}")
        wait_scored(page)
        assert started_with(page) == "sources"  # a first visit: the fewest bytes
        wait_kept(page)
        assert {sources, compiled} <= set(cached_urls(page))
        set_reachable(context, base, False)
        for _ in range(2):
            page.reload()
            wait_scored(page)
            assert totals(page) == expected
            assert started_with(page) == "compiled"

        # 2. back online, the cache made to look like an earlier build's
        set_reachable(context, base, True)
        groups = offline.file_list(folder)["groups"]
        split = [base + k for g in ("checker", "stdlib", "stdlib-compiled") for k in groups[g]]
        # what such an earlier build held: its kept list names no "checker" and no "stdlib"
        page.evaluate(
            """async ([base, game, lang, drop]) => {
              const cache = await caches.open((await caches.keys())[0]);
              for (const url of drop) await cache.delete(url);
              const old = [lang, `${lang}/${game}`, "offline", "root", "runtime"];
              await cache.put(base + "__kept__", new Response(JSON.stringify(old)));
            }""",
            [base, GAME, lang, split],
        )
        assert not set(split) & set(cached_urls(page))
        checker = folder / lang / GAME / "rules" / "index.html"
        checker.write_text(checker.read_text(encoding="utf-8") + "\n", encoding="utf-8")
        offline.write_app(folder)
        page.reload()
        button = page.locator(".cg-update__reload")
        button.wait_for()
        # (the reload waits until the new build's worker has filled its cache from the old
        # one's: on a loaded 2-core host that took more than Playwright's 30 s once). The
        # finger checks that nothing lies over the button: a tap that went to whatever did
        # (the theme's "back to top" button) left the test waiting for a reload that never came.
        try:
            with page.expect_navigation():
                tap_centre(page, button)
        except PlaywrightTimeout as waited:
            # (seen once in ~40 runs, not again: the workers' states say which one held on)
            workers = page.evaluate(WORKERS_JS)
            raise AssertionError(f"no reload after the tap: {workers}") from waited
        new_version = offline.file_list(folder)["version"]
        page.wait_for_function(
            "async v => { const k = await caches.keys(); return k.length === 1 && k[0] === v; }",
            arg=f"cardgen-{new_version}",
        )
        urls = set(cached_urls(page))
        assert {base + k for k in groups["checker"]} <= urls
        assert base + groups["stdlib"][0] in urls
        set_reachable(context, base, False)
        page.reload()
        wait_scored(page)
        assert totals(page) == expected
    finally:
        set_reachable(context, base, True)
        context.close()


def test_the_rules_page_prepares_the_compiled_copy_not_the_sources(browser, own_site):
    folder, base = own_site
    sources, compiled = stdlib_urls(folder, base)
    fragment, expected = share_link()
    context = browser.new_context(**DESKTOP)
    try:
        page = context.new_page()
        page.goto(f"{base}de/{GAME}/rules/")
        wait_kept(page)
        urls = set(cached_urls(page))
        assert compiled in urls and sources not in urls
        set_reachable(context, base, False)
        page.goto(f"{base}de/{GAME}/checker/{fragment}")
        wait_scored(page)
        assert totals(page) == expected
        assert started_with(page) == "compiled"
    finally:
        context.close()


def test_under_save_data_a_checker_without_its_engine_says_so_and_one_with_it_keeps_the_sources(
    browser, own_site
):
    """One phone under Save-Data from its first visit serves both journeys (each needs
    Save-Data from the start, neither a device that never saw the site):

    1. A rules page (Dutch) keeps the game's pages and the checker page's own scripts and
       styles (group "checker"), not the engine. Offline, the checker page is drawn in its
       style and says, in its language, that the engine is not on this device, with a
       retry, and no longer that it is loading.
    2. Back online, a checker page (Italian) keeps the standard library's sources only (not
       the compiled copy); offline, a reload starts with the sources and scores."""
    folder, base = own_site
    sources, compiled = stdlib_urls(folder, base)
    fragment, expected = share_link()
    groups = offline.file_list(folder)["groups"]
    assert "_checker/checker.js" in groups["checker"] and "_checker/worker.js" in groups["checker"]
    assert not [k for k in groups["checker"] if "/pyodide/" in k or k.endswith(".zip")]
    strings = json.loads((folder / "_checker" / "strings.json").read_text(encoding="utf-8"))
    context = browser.new_context(**PHONE)
    context.add_init_script(SAVE_DATA)
    try:
        page = context.new_page()
        # 1. the rules page: the checker's own files kept, not its engine
        page.goto(f"{base}nl/{GAME}/rules/")
        wait_kept(page)
        urls = set(cached_urls(page))
        assert f"{base}_checker/checker.css" in urls
        assert not [u for u in urls if "/pyodide/" in u or "/engine-" in u]
        set_reachable(context, base, False)
        page.goto(f"{base}nl/{GAME}/checker/")
        message = page.get_by_text(strings["nl"]["engine_network"])
        message.wait_for()
        assert page.get_by_role("button", name=strings["nl"]["retry"]).is_visible()
        assert not page.locator(".cg-loading").first.is_visible()
        assert not page.locator(".cg-script-note").is_visible()
        # the checker's style sheet applies (its totals table, its note colours)
        styled = page.evaluate(
            "[...document.styleSheets].some(s => (s.href || '').includes('/checker.css'))"
        )
        assert styled, "the offline checker page has its style sheet"

        # 2. a checker page online under Save-Data: the sources kept, not the compiled copy
        set_reachable(context, base, True)
        page.goto(f"{base}it/{GAME}/checker/{fragment}")
        wait_scored(page)
        wait_kept(page)
        urls = set(cached_urls(page))
        assert sources in urls and compiled not in urls, "Save-Data keeps the sources only"
        set_reachable(context, base, False)
        page.reload()
        wait_scored(page)
        assert totals(page) == expected
        assert started_with(page) == "sources"
    finally:
        set_reachable(context, base, True)
        context.close()
