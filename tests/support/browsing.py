"""The browser of the tests: Debian's Chromium (its headless shell), a phone's and a
desktop's screen, a finger's tap, and a checker page opened as a reader opens it."""

from __future__ import annotations

from pathlib import Path
from weakref import WeakKeyDictionary

from playwright.sync_api import Error as PlaywrightError

CHROMIUM = Path("/usr/bin/chromium-headless-shell")
"""Debian's ``chromium-headless-shell``: Chromium's own engine (Blink, V8, the same version as
the ``chromium`` package) without the desktop browser around it, as Playwright runs headless
Chromium by default. It took ~17 % less processor time than ``chromium --headless`` over the
same tests (test_touch: 48 against 58 CPU s), and the suite is bound by the processor."""
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--js-flags=--wasm-lazy-compilation",
]
"""Chromium's switches for the tests. ``--wasm-lazy-compilation``: V8 compiles a function of
a WebAssembly module when it is first called, as V8 describes its pipeline
(https://v8.dev/docs/wasm-compilation-pipeline), not the whole module up front, which this
Chromium did as Playwright starts it (without its field trials). Pyodide's 9 MB module is
compiled again in every fresh browser context (no code cache there): a checker's start
with the real engine took 5.6 instead of 6.8 processor seconds of Chromium, and
test_offline_saved.py 67 instead of 71-73 (session 32). What the page does is the same."""

DISABLED_FEATURES = ("WebUIOmniboxPopup", "WebUIOmniboxAimPopup")
"""Chromium features the tests turn off. Chromium 156 draws the address bar's suggestion
popup as a web page of its own (``chrome://omnibox-popup.top-chrome/``), and headless it
still gives every window one: each browser context's first page opened a second renderer
for it, which took about 0.65 s of processor time, as much as a checker page itself. No
test sees the address bar."""


def launch_options(browser_type) -> dict:
    """Playwright ``launch`` options of Debian's Chromium: ``CHROMIUM_ARGS`` and, added to the
    features Playwright itself disables, ``DISABLED_FEATURES``.

    Chromium takes the last ``--disable-features`` it is given, not all of them, and
    Playwright passes its own list (which changes with its version). So a browser is
    launched once as Playwright launches it, and its list read from its command line
    (``/proc``); where that cannot be read, the options are Playwright's alone."""
    plain = {"executable_path": str(CHROMIUM), "args": CHROMIUM_ARGS}
    browser = browser_type.launch(**plain)
    try:
        processes = browser.new_browser_cdp_session().send("SystemInfo.getProcessInfo")
        pid = next(p["id"] for p in processes["processInfo"] if p["type"] == "browser")
        args = Path(f"/proc/{pid}/cmdline").read_bytes().decode().split("\0")
    except (OSError, StopIteration, PlaywrightError):
        return plain
    finally:
        browser.close()
    playwrights = [
        feature
        for arg in args
        if arg.startswith("--disable-features=")
        for feature in arg.split("=", 1)[1].split(",")
        if feature
    ]
    features = ",".join(dict.fromkeys([*playwrights, *DISABLED_FEATURES]))
    return {**plain, "args": [*CHROMIUM_ARGS, f"--disable-features={features}"]}


TIMEOUT_MS = 90_000
"""How long a test waits at most for anything the page gives (a score, a message, a
navigation): the one setting of every browser context the tests make. Generous, as a
loaded CI host may be slow; a test that passes never waits for it, as every wait ends on
its event."""

DEFAULTS: dict = {}
"""Options every new browser context gets unless the test gives its own (a folder's
conftest may set some for its tests: the checker's block the service worker)."""

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
        "([n, ms]) => new Promise((ok, no) => { const f = () => --n > 0 ? requestAnimationFrame(f)"
        " : ok(); requestAnimationFrame(f); setTimeout(() => no(new Error(`no frame drawn in ${ms}"
        " ms: a page out of sight draws none`)), ms); })",
        [count, TIMEOUT_MS],
    )


DOUBLE_TAP_PX = 20
"""How near a tap may land to the one before: Chromium takes a tap on the same point soon
after another for the second tap of a double tap (on the same pixel 0.3 s apart it was one,
its ``click`` has ``detail`` 2; 46 px and 0.1 s apart it was not)."""

_last_tap: WeakKeyDictionary = WeakKeyDictionary()
"""The point of each page's last tap: ``(x, y)`` (what was tapped there is the page's own
``window.__cgLastTarget``: no element handle is kept, so hundreds of taps leave none
behind in the page)."""


_AIM = """async (e, [last, px, inPlace]) => {
  const frames = () => new Promise((ok, no) => {
    requestAnimationFrame(() => requestAnimationFrame(ok));
    setTimeout(() => no(new Error('no frame drawn: a page out of sight draws none')), TIMEOUT);
  });
  const lastElement = window.__cgLastTarget;
  let x = 0, y = 0;
  let heights = [0.5, 0.3, 0.7];
  if (inPlace) {
    // a target wholly on screen, its centre clear and off the last tap's point, is
    // tapped where it is: a person scrolls only to what is out of sight
    await frames();
    const r = e.getBoundingClientRect();
    x = r.left + r.width / 2;
    y = r.top + r.height / 2;
    const near = last && Math.abs(x - last[0]) <= px && Math.abs(y - last[1]) <= px;
    const hit = document.elementFromPoint(x, y);
    const seen = r.width > 0 && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0
      && r.right <= innerWidth;
    if (seen && (hit === e || e.contains(hit)) && (!near || lastElement === e)) heights = [];
  }
  for (const h of heights) {
    const r = e.getBoundingClientRect();
    scrollTo({top: scrollY + r.top + r.height / 2 - innerHeight * h, behavior: 'instant'});
    // what the scroll sets off (the theme's header, sticky parts) is drawn before the point
    // is measured: a tap measured in between landed on a heading
    await frames();
    const b = e.getBoundingClientRect();
    x = b.left + b.width / 2;
    y = b.top + b.height / 2;
    const near = last && Math.abs(x - last[0]) <= px && Math.abs(y - last[1]) <= px;
    const hit = document.elementFromPoint(x, y);
    const clear = hit === e || e.contains(hit);
    // the middle must be clear; a third of the way, taken to keep off the last tap's
    // point, may lie under a part kept at the top (a sticky pad): then two thirds
    if ((!near || lastElement === e) && (clear || h !== 0.3)) break;
  }
  const hit = document.elementFromPoint(x, y);
  const over = hit === e || e.contains(hit) ? '' : (hit?.outerHTML || '').slice(0, 120);
  if (over === '') {
    // what the tap gives: its click (the focus comes with it), or a touch the page kept
    window.__cgLastTarget = e;
    window.__cgTap = "waiting";
    const done = () => { window.__cgTap = "done"; };
    addEventListener("click", done, {once: true, capture: true});
    addEventListener("touchend", e => { if (e.defaultPrevented) done(); }, {once: true});
  }
  return {x, y, over};
}""".replace("TIMEOUT", str(TIMEOUT_MS))
"""With ``inPlace``, an element wholly on screen whose centre is clear and away from the
last tap's point stays where it is (after the page's next two frames). Else: scroll the
element to the middle of the screen (or a third, or two thirds, away from
the last tap's point; two thirds also when something kept in place on the screen lies
over the point a third of the way down), wait two frames, and say where its centre is and
what lies over it: one round trip to the page (the finger taps hundreds of cards in some
tests). When nothing lies over it, it also listens for the tap's click, which
``tap_centre`` waits for (a page that navigates away has no ``__cgTap``, and a touch the
page took for itself gives no click)."""

_TAPPED = """async () => {
  const bound = (what) => new Promise((ok, no) => setTimeout(() => no(new Error(what)), TIMEOUT));
  await Promise.race([new Promise(ok => { const t = () => window.__cgTap !== 'waiting' ? ok()
    : requestAnimationFrame(t); t(); }), bound('the tap gave no click')]);
  await Promise.race([new Promise(ok => requestAnimationFrame(() => requestAnimationFrame(ok))),
    bound('no frame drawn after the tap')]);
  return (THEN)();
}""".replace("TIMEOUT", str(TIMEOUT_MS))
"""Wait for the tap's click (see ``_AIM``) and the page's next two frames, then give what
``THEN`` (a function's source) returns: the same round trip to the page reads what the tap
did (a tap that stays on its page: one that leaves it has no ``then``)."""


def tap_centre(
    page, locator, settle_tries: int = 4, then: str | None = None, in_place: bool = False
):
    """A finger on the centre of ``locator`` (Playwright), scrolled to the middle of the
    screen first; fails when something else lies over that point (the tap would go there).

    A page that is drawing a new result may move the target between the measure and the
    hit test: the point is measured again (up to ``settle_tries`` times, each after the
    page's next two frames), so only something that stays over the target fails the tap.

    A finger coming from another control does not land on the point the last tap hit: two
    controls tapped one after the other, each scrolled to the middle, lay on one point,
    and Chromium took the second tap for a double tap, which focuses a text box but puts
    no caret in it (Ctrl+A then selected the page). Such a target is scrolled to a third
    of the screen's height instead (or two thirds, where the page ends). The same control
    tapped again stays where it is.

    With ``in_place`` a target already wholly on screen (its centre clear, away from the
    last tap's point) is tapped where it is, as a person would: scrolling a long checker
    page to each target costs Chromium ~55 ms of processor time a tap on a phone (measured
    on Circle the Wagons' form), as much as the page's own work for the tap.

    Returns what the JavaScript function ``then`` returns once the tap's click came (read
    in the same round trip as the wait for it), or None without ``then``."""
    over = ""
    for _ in range(settle_tries):
        aim = locator.evaluate(_AIM, [_last_tap.get(page), DOUBLE_TAP_PX, in_place])
        over = aim["over"]
        if over == "":
            page.touchscreen.tap(aim["x"], aim["y"])
            _last_tap[page] = (aim["x"], aim["y"])
            # the tap's click comes after the touch, and the focus with it: keys pressed
            # before then went to the page (Ctrl+A selected it; Backspace did nothing)
            if then is None:  # (a tap that leaves the page ends the wait in the next one)
                page.wait_for_function("() => window.__cgTap !== 'waiting'")
                return None
            return page.evaluate(_TAPPED.replace("THEN", then))
        next_frames(page)
    raise AssertionError(f"something else lies over the centre: {over}")


FOCUSED_NOW_JS = "() => document.activeElement === window.__cgLastTarget"
"""After a tap (``tap_centre``'s ``then``): whether the element tapped has the focus now."""

SHOWN_NAME = "e => e.value || e.placeholder"
"""A player's name as its box shows it (``locator.evaluate(SHOWN_NAME)``): the name typed, or
while the box is empty the seat's name the page gave, its placeholder."""


def tap_to_focus(page, locator, tries: int = 3) -> None:
    """Tap ``locator`` until it has the focus, as a person taps a box again when no caret
    shows: the focus comes with the tap's click, so it is read once the click came. A box
    the page drew anew between the aim and the tap (a score that arrived re-drew it), or
    a tap Chromium's emulated phone took for the second of a double tap, leaves the focus
    elsewhere; waiting for it then never ends (seen on a loaded CI host)."""
    for _ in range(tries):
        if tap_centre(page, locator, in_place=True, then=FOCUSED_NOW_JS):
            return
        next_frames(page)
    raise AssertionError(f"{tries} taps did not put the focus in {locator}")


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
