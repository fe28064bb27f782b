"""The reader's Reload into a new build (``frontend/assets/cardgen-app.js``, ``frontend/app/sw.js``)
does not wait for what the old build's worker is still saving.

A browser lets the new worker take over only once the old one has no work pending. The
old one may be saving a game's pictures for the visit on a slow line; the reader who
tapped Reload then saw nothing happen until that ended. The page now tells the old worker
to stop first (the new one saves the pictures afterwards).

Skipped only when /usr/bin/chromium is missing (see tests/conftest.py)."""

from __future__ import annotations

import urllib.parse

from browsing import tap_centre
from offline_site import GAME, PHONE, heading, publish_new_build, wait_kept
from servers import QuietServer, Stall

from cardgen.site import offline


def test_reload_into_a_new_build_does_not_wait_for_the_pictures_being_saved(browser, own_site):
    folder, base = own_site
    pictures = offline.file_list(folder)["groups"][f"en/{GAME}/cards"]
    # a slow line: each picture takes 6 s, six at a time, 78 s in all
    stall = Stall(*(f"/{key}" for key in pictures), delay=6)
    assert len(pictures) >= 60
    server = QuietServer.by_port[urllib.parse.urlsplit(base).port]
    context = browser.new_context(**PHONE)
    try:
        page = context.new_page()
        page.goto(f"{base}en/{GAME}/rules/")
        wait_kept(page)
        # the pictures not saved yet (nor noted as saved: the new build need not copy them)
        page.evaluate(
            """async ([base, group, drop]) => {
              const cache = await caches.open((await caches.keys())[0]);
              for (const key of drop) await cache.delete(base + key);
              const kept = await (await cache.match(base + "__kept__")).json();
              const left = kept.filter((g) => g !== group);
              await cache.put(base + "__kept__", new Response(JSON.stringify(left)));
            }""",
            [base, f"en/{GAME}/cards", pictures],
        )
        # nor in the browser's HTTP cache (from which the worker would take them at once)
        context.new_cdp_session(page).send("Network.clearBrowserCache")
        server.stall = stall
        publish_new_build(folder)
        page.reload()
        button = page.locator(".cg-update__reload")
        button.wait_for()
        # the old build's worker is saving the pictures for this visit
        assert stall.seen.wait(60)
        with page.expect_navigation():
            tap_centre(page, button)
        assert "(new build)" in heading(page)
    finally:
        stall.release()
        server.stall = None
        context.close()
