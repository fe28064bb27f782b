"""The site as an offline app (``cardgen.site.offline``, ``frontend/app/sw.js``,
``frontend/assets/cardgen-app.js``) in headless Chromium, served under a sub-path: after one
visit every page of the game and the checker work with no network, on reload and on
navigation; a page not saved shows our offline page in its language; Save-Data
keeps the runtime out; a new build is offered and replaces the old
cache; each language is an installable app.

Skipped only when /usr/bin/chromium is missing (see tests/conftest.py)."""

from __future__ import annotations

import json

import pytest
from browsing import tap_centre
from offline_site import (
    DESKTOP,
    GAME,
    PAGES,
    PHONE,
    SAVE_DATA,
    a_new_document,
    cached_urls,
    heading,
    listed_links,
    publish_new_build,
    share_link,
    tap,
    totals,
    wait_kept,
    wait_scored,
)
from servers import set_reachable

from cardgen.model import LANGS
from cardgen.site import offline
from cardgen.site.offline_page import offline_page_key
from cardgen.site.strings import Strings


@pytest.mark.parametrize(
    ("device", "lang"), [(PHONE, "en"), (DESKTOP, "nl")], ids=["phone-en", "desktop-nl"]
)
def test_after_one_visit_the_whole_game_works_offline(browser, own_site, device, lang):
    """One visit to the rules page (without Save-Data) prepares the runtime: once the visit
    is kept, the cache holds the engine's runtime (Pyodide's wasm with it) and the game's
    card pictures in the page's language. Then, offline: reload, every page of the game, its
    card pictures and a score in the checker (from a share link), as ``cardgen score`` gives.
    (One fresh device serves both: each costs a runtime fetched and kept.)"""
    folder, base = own_site
    fragment, expected = share_link()
    context = browser.new_context(**device)
    try:
        page = context.new_page()
        page.goto(f"{base}{lang}/{GAME}/rules/")
        online_heading = heading(page)
        wait_kept(page)
        urls = set(cached_urls(page))
        listing = offline.file_list(folder)
        runtime = {base + key for key in listing["groups"]["runtime"]}
        assert runtime <= urls
        assert any(u.endswith("pyodide.asm.wasm") for u in runtime)
        assert {base + key for key in listing["groups"][f"{lang}/{GAME}/cards"]} <= urls
        set_reachable(context, base, False)
        page.reload()
        assert heading(page) == online_heading
        for sub in PAGES:
            page.goto(f"{base}{lang}/{GAME}/{sub}")
            assert heading(page), sub
        page.goto(f"{base}{lang}/{GAME}/cards/")
        pictures = page.locator("article img")
        assert pictures.count() > 10
        # every picture (they load lazily as the reader scrolls): from the worker's cache
        broken = page.evaluate(
            """async () => {
              const out = [];
              for (const img of document.querySelectorAll('article img')) {
                const response = await fetch(img.currentSrc || img.src).catch(() => null);
                if (!response || !response.ok) out.push(img.src);
              }
              return out;
            }"""
        )
        first = pictures.first
        first.scroll_into_view_if_needed()
        page.wait_for_function("() => document.querySelector('article img').complete")
        assert page.evaluate("document.querySelector('article img').naturalWidth") > 0
        assert broken == []
        page.goto(f"{base}{lang}/{GAME}/checker/{fragment}")
        wait_scored(page)
        assert totals(page) == expected
        # and back to the language's home, by tapping or clicking its link in the header
        page.goto(f"{base}{lang}/")
        assert page.locator(f'article a[href*="{GAME}/"]').count() > 0
    finally:
        set_reachable(context, base, True)
        context.close()


def test_save_data_keeps_the_pages_but_fetches_no_runtime_in_the_background(browser, own_site):
    _, base = own_site
    context = browser.new_context(**DESKTOP)
    context.add_init_script(SAVE_DATA)
    try:
        page = context.new_page()
        page.goto(f"{base}it/{GAME}/rules/")
        assert page.evaluate("navigator.connection.saveData") is True
        wait_kept(page)
        urls = cached_urls(page)
        assert f"{base}it/{GAME}/glossary/" in urls
        assert f"{base}it/{GAME}/checker/" in urls
        # the checker page's own scripts and styles are kept (they are small), its engine not
        assert [u for u in urls if u.endswith("/_checker/checker.js")]
        assert not [u for u in urls if "/pyodide/" in u or u.endswith(".zip")]
        assert not [u for u in urls if "/cards/svg/" in u]
    finally:
        context.close()


def test_a_new_build_is_offered_and_replaces_the_old_cache(browser, own_site):
    """A new build on the host: the page keeps showing the build it has (no mixing), says a
    new version is ready, and after the reader taps Reload shows the new build, with the
    old cache gone."""
    folder, base = own_site
    context = browser.new_context(**PHONE)
    try:
        page = context.new_page()
        page.goto(f"{base}en/{GAME}/rules/")
        wait_kept(page)
        old = page.evaluate("caches.keys()")
        assert len(old) == 1
        publish_new_build(folder)
        page.reload()
        assert "(new build)" not in heading(page)
        note = page.locator(".cg-update")
        note.wait_for()
        assert "A new version of this site is ready." in note.inner_text()
        page.goto(f"{base}en/{GAME}/glossary/")  # still the old build, every page
        note.wait_for()
        page.goto(f"{base}en/{GAME}/rules/")
        assert "(new build)" not in heading(page)
        button = page.locator(".cg-update__reload")
        with page.expect_navigation():  # (as the note's own wait, above)
            tap_centre(page, button)
        assert "(new build)" in heading(page)
        page.wait_for_function(
            "async old => { const k = await caches.keys(); "
            "return k.length === 1 && k[0] !== old; }",
            arg=old[0],
        )
        new_version = offline.file_list(folder)["version"]
        assert page.evaluate("caches.keys()") == [f"cardgen-{new_version}"]
        set_reachable(context, base, False)
        page.goto(f"{base}en/{GAME}/checker/")
        assert heading(page)
    finally:
        context.close()


def test_each_language_is_an_installable_app(browser, own_site):
    """Every language's home, in turn on one device (installability asks for a manifest,
    its icons and a service worker controlling the page: none of it needs a device that
    never saw the site, and one device spares a fresh context and a site copy per language)."""
    folder, base = own_site
    context = browser.new_context(**DESKTOP)
    try:
        page = context.new_page()
        cdp = context.new_cdp_session(page)
        for lang in LANGS:
            manifest = json.loads(
                (folder / lang / "manifest.webmanifest").read_text(encoding="utf-8")
            )
            assert manifest["lang"] == lang and manifest["start_url"] == "./", lang
            for icon in manifest["icons"]:
                assert (folder / lang / icon["src"]).resolve().is_file(), (lang, icon)
            page.goto(f"{base}{lang}/")
            wait_kept(page)
            page.reload()
            errors = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
            # Playwright's contexts are incognito profiles, where Chromium installs no app;
            # any other reason (manifest, icons, service worker, scope) is ours
            ours = [e["errorId"] for e in errors if e["errorId"] != "in-incognito"]
            assert ours == [], (lang, ours)
            app = cdp.send("Page.getAppManifest")
            assert app["url"] == f"{base}{lang}/manifest.webmanifest", lang
            assert not app["errors"], (lang, app["errors"])
    finally:
        context.close()


# --- our offline page (cardgen.site.offline_page, templates/offline.html.j2) ---------


def test_the_offline_pages_are_in_the_app_and_list_every_game(built_site):
    listing = offline.file_list(built_site)
    assert listing["groups"]["offline"] == sorted(offline_page_key(lang) for lang in LANGS)
    games = offline.game_folders(built_site)
    for lang in LANGS:
        text = (built_site / offline_page_key(lang)).read_text(encoding="utf-8")
        assert f'<html lang="{lang}">' in text
        assert Strings(lang)("offline_title") in text
        for game in games:
            for sub in PAGES:
                assert f'data-key="{lang}/{game}/{sub}"' in text, (lang, game, sub)
        # the other languages' pages: each line marked as such (see test_offline_phone.py)
        other = tuple(f'data-key="{o}/' for o in LANGS if o != lang)
        lines = [line for line in text.splitlines() if any(k in line for k in other)]
        assert lines and all("data-other" in line for line in lines)
        assert not [
            line
            for line in text.splitlines()
            if f'data-key="{lang}/' in line and "data-other" in line
        ]


def test_a_page_not_saved_shows_our_offline_page_in_its_language(browser, own_site):
    """Visit one game's checker; offline, it scores on every reload (two in a row: what
    the first served from the offline copy is served again);
    another game's rules page and the same game's page in another language show our page
    (English, German), listing the saved game's pages (links that open offline) and nothing
    else; "Try again" asks again, and the page opens by itself once the connection is back.
    (One fresh device serves the reloads and our page: each costs a runtime kept and a
    Python start.)"""
    folder, base = own_site
    fragment, expected = share_link()
    other = sorted(offline.game_folders(folder) - {GAME})[0]
    context = browser.new_context(**PHONE)
    try:
        page = context.new_page()
        page.goto(f"{base}en/{GAME}/checker/{fragment}")
        wait_scored(page)
        wait_kept(page)
        set_reachable(context, base, False)
        for _ in range(2):  # a visited checker page scores on every offline reload
            page.reload()
            wait_scored(page)
            assert totals(page) == expected

        response = page.goto(f"{base}en/{other}/rules/")
        assert response.status == 503
        en = Strings("en")
        assert page.locator("h1").inner_text() == en("offline_title")
        body = page.locator("main").inner_text()
        assert en("offline_not_saved") in body and en("offline_saved") in body
        assert en("offline_none") not in body
        links = listed_links(page)
        assert {f"{base}en/{GAME}/{sub}" for sub in PAGES} <= set(links)
        assert not [link for link in links if f"/{other}/" in link]
        assert page.url == f"{base}en/{other}/rules/"
        # a listed link opens the saved page, offline
        with a_new_document(page):
            tap(page, page.locator(f'main a[href="en/{GAME}/checker/"]'))
        assert page.url == f"{base}en/{GAME}/checker/"
        wait_scored(page)
        assert "offline" not in heading(page).lower()

        # the same game, never opened in German: the German offline page
        page.goto(f"{base}de/{GAME}/rules/{fragment}")
        de = Strings("de")
        assert page.locator("html").get_attribute("lang") == "de"
        assert page.locator("h1").inner_text() == de("offline_title")
        body = page.locator("main").inner_text()
        assert de("offline_none") in body and de("offline_saved") not in body
        # nothing in German; the English pages saved, under "in other languages"
        assert de("offline_other_langs") in body
        assert {f"{base}en/{GAME}/{sub}" for sub in PAGES} == set(listed_links(page))
        assert page.locator(".retry").inner_text() == de("offline_retry")

        # "Try again" asks again (still offline: our page again, the address kept) ...
        with a_new_document(page):
            tap(page, page.locator(".retry"))
        assert page.locator("h1").inner_text() == de("offline_title")
        assert page.url == f"{base}de/{GAME}/rules/{fragment}"
        # ... and once the connection is back, the page opens by itself
        with a_new_document(page):
            set_reachable(context, base, True)
        assert heading(page) and de("offline_title") not in heading(page)
        assert page.url == f"{base}de/{GAME}/rules/{fragment}"

        # and the checker opened from the offline page's link still scores, offline
        set_reachable(context, base, False)
        page.goto(f"{base}en/{GAME}/checker/{fragment}")
        wait_scored(page)
        assert totals(page) == expected
    finally:
        context.close()
