"""Which form of the standard library the checker's worker starts Python with
(``site/checker/worker.js``, ``site/app/sw.js``, ``cardgen.site.offline``): the sources on a
first visit (the fewest bytes), the bytecode copy whenever the service worker keeps it (a
start three times faster), and the sources kept instead under Save-Data. Each case ends
offline with the totals ``cardgen score`` gives.

Skipped only when /usr/bin/chromium is missing (see tests/conftest.py)."""

from __future__ import annotations

from cardgen.site import offline

from .test_offline import (
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


def started_with(page) -> str:
    """ "compiled" or "sources": the worker's mark of the standard library it loaded."""
    page.wait_for_function(
        """() => performance.getEntriesByName('cg-worker-stdlib_compiled').length
                 + performance.getEntriesByName('cg-worker-stdlib_sources').length > 0""",
        timeout=90_000,
    )
    compiled = page.evaluate("performance.getEntriesByName('cg-worker-stdlib_compiled').length")
    return "compiled" if compiled else "sources"


def stdlib_urls(folder, base: str) -> tuple[str, str]:
    groups = offline.file_list(folder)["groups"]
    (sources,) = groups["stdlib"]
    (compiled,) = groups["stdlib-compiled"]
    assert sources.endswith("/python_stdlib.zip") and compiled.startswith("_checker/stdlib-")
    return base + sources, base + compiled


def test_a_checker_page_keeps_the_compiled_copy_and_starts_with_it_offline(browser, own_site):
    folder, base = own_site
    sources, compiled = stdlib_urls(folder, base)
    fragment, expected = share_link()
    context = browser.new_context(**PHONE)
    try:
        page = context.new_page()
        page.goto(f"{base}nl/{GAME}/checker/{fragment}")
        wait_scored(page)
        assert started_with(page) == "sources"  # a first visit: the fewest bytes
        wait_kept(page)
        assert {sources, compiled} <= set(cached_urls(page))
        context.set_offline(True)
        for _ in range(2):
            page.reload()
            wait_scored(page)
            assert totals(page) == expected
            assert started_with(page) == "compiled"
    finally:
        context.close()


def test_under_save_data_the_checker_keeps_the_sources_only(browser, own_site):
    folder, base = own_site
    sources, compiled = stdlib_urls(folder, base)
    fragment, expected = share_link()
    context = browser.new_context(**PHONE)
    context.add_init_script(SAVE_DATA)
    try:
        page = context.new_page()
        page.goto(f"{base}it/{GAME}/checker/{fragment}")
        wait_scored(page)
        wait_kept(page)
        urls = set(cached_urls(page))
        assert sources in urls and compiled not in urls
        context.set_offline(True)
        page.reload()
        wait_scored(page)
        assert totals(page) == expected
        assert started_with(page) == "sources"
    finally:
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
        context.set_offline(True)
        page.goto(f"{base}de/{GAME}/checker/{fragment}")
        wait_scored(page)
        assert totals(page) == expected
        assert started_with(page) == "compiled"
    finally:
        context.close()
