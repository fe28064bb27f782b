"""The browser of the tests: Debian's Chromium, a phone's and a desktop's screen, a finger's
tap, and a checker page opened as a reader opens it."""

from __future__ import annotations

from pathlib import Path

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]

TIMEOUT_MS = 60_000
"""How long a test waits at most for anything the page gives (a score, a message, a
navigation): the one setting of every browser context the tests make. Generous, as a
loaded CI host may be slow; a test that passes never waits for it, as every wait ends on
its event."""

PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}
"""A phone's browser context (Playwright ``new_context`` options): 390x844 with touch."""
DESKTOP = {"viewport": {"width": 1280, "height": 900}, "has_touch": True}
"""A desktop's, 1280 px wide (with touch, so ``touchscreen.tap`` works there too)."""


SETTLED = """() => {
  const c = document.querySelector('.cg-checker');
  return c.dataset.engine === 'ready' && (c.dataset.asked || '0') === (c.dataset.scored || '0');
}"""
"""The page has scored what is on its form: the last record asked for is the one shown
(``data-asked``/``data-scored`` of ``.cg-checker``, set by ``checker.js``)."""


def settle(page) -> None:
    """Wait until the page has scored what is on the form (an event, not a quiet time)."""
    page.wait_for_function(SETTLED)


def calm(page) -> None:
    """After an action: the checker has scored what is on its form (when the page has a
    checker) and drawn its next two frames."""
    if page.locator(".cg-checker").count():
        settle(page)
    next_frames(page)


def next_frames(page, count: int = 2) -> None:
    """Wait for the page's next ``count`` frames (what it drew in between is on screen)."""
    page.evaluate(
        "n => new Promise(ok => { const f = () => --n > 0 ? requestAnimationFrame(f) : ok();"
        " requestAnimationFrame(f); })",
        count,
    )


def tap_centre(page, locator, settle_tries: int = 4) -> None:
    """A finger on the centre of ``locator`` (Playwright), scrolled to the middle of the
    screen first; fails when something else lies over that point (the tap would go there).

    A page that is drawing a new result may move the target between the measure and the
    hit test: the point is measured again (up to ``settle_tries`` times, each after the
    page's next two frames), so only something that stays over the target fails the tap."""
    hit = ""
    for _ in range(settle_tries):
        locator.evaluate(
            "e => { const r = e.getBoundingClientRect(); scrollTo({top: scrollY + r.top"
            " + r.height / 2 - innerHeight / 2, behavior: 'instant'}); }"
        )
        box = locator.bounding_box()
        assert box is not None, "not on screen"
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        hit = page.evaluate(
            "([x, y, e]) => { const h = document.elementFromPoint(x, y); "
            "return h === e || e.contains(h) ? '' : (h?.outerHTML || '').slice(0, 120); }",
            [x, y, locator.element_handle()],
        )
        if hit == "":
            page.touchscreen.tap(x, y)
            return
        next_frames(page)
    raise AssertionError(f"something else lies over the centre: {hit}")


def open_checker(browser, server, game: str, lang: str = "en", size=PHONE, fragment: str = ""):
    """A checker page in a new browser context of ``size``, once its form is live: the
    context, the page and the list its script errors are collected in. The theme's "back to
    top" button is hidden: it shows over the page's middle after every scroll upward and
    takes the tap meant for what is below it."""
    ctx = browser.new_context(**size)
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{server.url}/{lang}/{game}/checker/{fragment}")
    page.add_style_tag(content=".md-top { display: none !important; }")
    page.wait_for_function("() => document.querySelector('.cg-checker')?.dataset.state")
    page.wait_for_function("() => performance.getEntriesByName('cg-form-ready').length > 0")
    return ctx, page, errors
