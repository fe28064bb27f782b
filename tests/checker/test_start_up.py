"""The page's start: it arrives with its form, painted while checker.js is on its way and
element for element the form checker.js draws; Python waits for that form; the form is
drawn whole from the page's own data; closed card groups fill once it is on screen; nothing
moves until the first score; without JavaScript it says so; the theme (search, menu)
starts while the engine boots and even when the checker cannot."""

from __future__ import annotations

import browsing
import pytest
from checker_pages import FIRST_FRAME, Page
from checker_pages import hold as _hold
from checker_pages import open_before_checker_js as _open_before_checker_js
from games import checker_games
from matrix import in_turn

GAMES = [g.id for g in checker_games()]

ENGINE_HELD_BACK = {
    "test_the_form_the_page_arrives_with_is_the_one_checker_js_draws_and_fills_its_groups",
}
"""Tests on the real engine's server whose Pyodide never starts (its wasm held back): what
they check is the page's, not the start of a reader's engine."""


@pytest.fixture(autouse=True)
def no_service_worker(request):
    """As ``tests/checker/conftest.py``'s (a service worker on the real engine's pages
    only), but none either where the engine is held back (``ENGINE_HELD_BACK``): on a first
    visit the worker only fills its cache in the background, the runtime's 20 MB in each
    test, which nothing there reads (the offline app is tested in ``tests/site``)."""
    real = "real_server" in request.fixturenames
    allow = real and request.node.originalname not in ENGINE_HELD_BACK
    browsing.DEFAULTS["service_workers"] = "allow" if allow else "block"
    yield
    browsing.DEFAULTS.pop("service_workers", None)


# What a reader sees and can change of each element of a form: the one the page arrived
# with (under .cg-prerendered) or the one checker.js drew (the checker's own parts). Not
# the classes that follow the scroll position: cg-away, and cg-ctw-below (Circle the
# Wagons' pad waits under the grid until its first row is above where the pad is kept), and
# not the first paint's mark after the first name (an empty hidden span of the page's own).
DIGEST = """(root) => {
  const parts = root.classList.contains("cg-prerendered") ? [...root.children]
    : [...root.children].filter((e) => !["SCRIPT", "NOSCRIPT", "LINK"].includes(e.tagName));
  return parts.flatMap((part) => [part, ...part.querySelectorAll("*")])
    .filter((e) => e.id !== "cg-early-form-end").map((e) => [
    e.tagName, e.id, e.getAttribute("class")?.replace(" cg-away", "").replace(" cg-ctw-below", ""),
    e.getAttribute("for"),
    e.getAttribute("name"),
    e.getAttribute("aria-label"),
    // a CtW row name's place is measured beside its row by checker.js (hidden until then)
    e.parentElement?.classList.contains("cg-ctw-rownames") ? "" : e.style?.cssText,
    e.type ?? null, e.hidden,
    [...e.childNodes].filter((n) => n.nodeType === 3).map((n) => n.data).join(""),
    e.value ?? null, e.checked ?? null, e.selected ?? null, e.open ?? null, e.disabled ?? null,
  ].join("|"));
}"""

SEARCH_WORD = {"web-of-power": "Web", "pyramidion": "Pyramidion"}
"""A word the site's search finds, of the games whose checker page is searched from."""

SEARCH_GAME = next((g for g in GAMES if g in SEARCH_WORD), None)
"""The game whose checker page is searched from while its engine boots."""

ALL_GROUPS_FILLED = """() => [...document.querySelectorAll(
  '.cg-checker > .cg-layout .cg-card-grid')].every((grid) => grid.querySelector('.cg-card'))"""


@pytest.mark.parametrize("game", GAMES)
def test_the_form_the_page_arrives_with_is_the_one_checker_js_draws_and_fills_its_groups(
    context, real_server, game
):
    """One page of each game, its engine never ready (Pyodide's wasm held back), in up to
    three steps (each was a test with a page of its own):

    1. The form drawn at build time (checker.js under a DOM in Node) is, element for
       element, the form checker.js draws in the browser from the blank state: the same
       tags, ids, labels, texts, values, ticks, open groups.
    2. On one game (``SEARCH_GAME``): the theme's scripts wait while
       Python boots, but not once the reader goes to the search box: typing still finds
       pages well before the 20 s fallback, the engine still not ready.
    3. Closed card groups fill once the form is on screen: the rows of closed groups are
       built after the first paint, every group ends up with its cards, each label names
       a control of its own, and a group opened at once shows its cards."""
    wasm = _hold(context, "**/pyodide.asm.wasm*")  # the status stays "loading"
    page, early, held = _open_before_checker_js(context, real_server, game)
    # 1. the form the page arrives with is the one checker.js draws
    before = early.evaluate(DIGEST)
    assert page.page.locator("noscript").count() == 1
    for route in held:
        route.continue_()
    page.page.wait_for_function("() => performance.getEntriesByName('cg-form-ready').length")
    page.page.wait_for_function(ALL_GROUPS_FILLED)
    assert page.page.locator(".cg-prerendered").count() == 0
    after = page.page.locator(".cg-checker").evaluate(DIGEST)
    assert len(before) > 20
    assert before == after, "the form the page arrived with is the one checker.js draws"
    # 2. search works while the engine boots
    if game == SEARCH_GAME:
        page.page.wait_for_timeout(500)
        assert page.page.evaluate("() => typeof window.document$") == "undefined", (
            "the theme's scripts wait while the engine boots"
        )
        page.page.locator("label.md-search__icon, .md-search__input").first.click()
        page.page.locator("input.md-search__input").press_sequentially(SEARCH_WORD[game], delay=20)
        page.page.locator(".md-search-result__item").first.wait_for(state="attached")
        assert page.page.get_attribute(".cg-checker", "data-scored") in (None, "0"), (
            "search found pages before the engine was ready"
        )
        page.page.keyboard.press("Escape")
    # 3. closed card groups fill once the form is on screen
    page.page.wait_for_function(
        """() => [...document.querySelectorAll('.cg-card-grid')]
            .every((grid) => grid.querySelector('.cg-card'))""",
    )
    assert page.page.evaluate(
        """() => {
          const ids = [...document.querySelectorAll('.cg-checker [id]')].map((e) => e.id);
          const labels = [...document.querySelectorAll('.cg-checker label[for]')];
          return new Set(ids).size === ids.length
            && labels.every((l) => document.getElementById(l.htmlFor)?.closest('.cg-checker'));
        }"""
    ), "ids are unique and each label names a control of the checker's own"
    is_open = page.page.locator("details.cg-group").evaluate_all("all => all.map(d => d.open)")
    if False in is_open:
        group = page.page.locator("details.cg-group").nth(is_open.index(False))
        group.locator("summary").click()
        assert group.locator(".cg-card input").first.is_visible(), "an opened group's cards"
    assert page.errors == []
    for route in wasm:
        route.abort()


THUMB_BOXES = """() => [...document.querySelectorAll('.cg-form img.cg-thumb')]
  .filter((img) => img.checkVisibility())
  .map((img) => {
    const box = img.getBoundingClientRect();
    const shape = img.getAttribute('height') / img.getAttribute('width');
    return [Math.round(box.width), Math.round(box.height), Math.round(box.width * shape)];
  })"""


@pytest.mark.skipif("web-of-power" not in GAMES, reason="no checker")
def test_card_pictures_keep_their_box_before_and_after_they_load(context, server):
    """The pictures wait for the first score. Until then each keeps the box of the picture
    it will show (not the height of its alt text wrapped in a thumbnail's width, which made
    the law cards ~200 px tall each), so nothing moves when they arrive."""
    page, _, held = _open_before_checker_js(context, server, "web-of-power")
    before = page.page.evaluate(THUMB_BOXES)
    assert len(before) >= 8  # the first player's law cards are not in a closed group
    for width, height, shaped in before:
        assert width > 0 and abs(height - shaped) <= 1, (width, height, shaped)
    for route in held:
        route.continue_()
    page.wait()
    # the first player's pictures load (lazily: those far below may wait); loaded or
    # not, every box is as it was
    page.page.wait_for_function(
        """() => [...document.querySelectorAll(
            '.cg-player:first-of-type [data-field-path$=".laws"] img.cg-thumb')]
          .every((img) => img.complete && img.naturalWidth > 0)"""
    )
    assert page.page.evaluate(THUMB_BOXES) == before
    assert page.errors == []


LAYOUT_SHIFTS = """window.cgShifts = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    window.cgShifts.push({ at: e.startTime, value: e.value,
      what: e.sources.map((s) => s.node && s.node.className) });
  }
}).observe({ type: "layout-shift", buffered: true });"""


DRAWN_WHOLE = [(game, int(size)) for game, _, size in in_turn(GAMES, ("360", "1280"))]
"""The games of ``test_the_page_starts_drawn_whole_and_nothing_moves``, each at a phone's or
a desktop's width in turn."""

FIRST_PAINT = next(case for case in DRAWN_WHOLE if case[1] == 1280)
"""The start of ``DRAWN_WHOLE`` that also has its first paint checked, checker.js held."""


def check_first_paint(page, requests: list[str], real_server) -> None:
    """The page arrived with its form: the browser painted it while checker.js was still on
    its way (held), and the first frame already showed it. The worker, started right
    after the form, holds Pyodide's compile until checker.js has drawn its form and that
    is on screen ("go"), then boots, with its runtime from the site's own server and no
    request anywhere else. (The first frame is checked before checker.js is let go; this
    checks the rest, once the page has scored.)"""
    page.page.wait_for_function(
        "() => performance.getEntriesByName('cg-worker-first_score').length > 0"
    )
    marks = page.page.evaluate(
        """() => Object.fromEntries([...performance.getEntriesByType('mark'),
            ...performance.getEntriesByType('paint')].map((m) => [m.name, m.startTime]))"""
    )
    assert marks["cg-form-ready"] <= marks["cg-form-painted"]
    # the worker's clock, brought onto the page's: allow a millisecond of rounding
    assert marks["cg-worker-init"] <= marks["cg-worker-go"]
    assert marks["cg-form-painted"] - 1 <= marks["cg-worker-go"], "Python waits for the form"
    assert marks["cg-worker-go"] <= marks["cg-worker-pyodide_ready"]
    # the runtime came from the site's own server, and nothing else was asked of any other
    assert real_server.wait_for_request("pyodide.asm.wasm")
    foreign = [u for u in requests if not u.startswith((real_server.url, "data:", "blob:"))]
    assert foreign == [], "no request anywhere but the site's own server"


@pytest.mark.parametrize(("game", "width"), DRAWN_WHOLE)
def test_the_page_starts_drawn_whole_and_nothing_moves(browser, real_server, game, width):
    """Every game, at a phone's or a desktop's width in turn, with the real engine's start
    (seconds each: one start checks all these things).

    The form is drawn whole from the page's own data: when the form is ready every widget
    is drawn (none waits for a module), the engine's worker is on its way, the theme's
    scripts wait for the first score and then start as usual (cardgen.js after Material),
    and no checker data or strings were fetched.

    From the first paint to the first score nothing on the page moves: not when checker.js
    takes the page's form over, not when the engine is ready (on a phone the loading note
    is taller than the ready one), not when the pictures arrive.

    On the first desktop's start (``FIRST_PAINT``), checker.js held back until the first
    frame is drawn, also the first paint and the worker's wait (``check_first_paint``)."""
    first_paint = (game, width) == FIRST_PAINT
    ctx = browser.new_context(viewport={"width": width, "height": 740})
    try:
        requests: list[str] = []
        ctx.on("request", lambda r: requests.append(r.url))
        ctx.add_init_script(LAYOUT_SHIFTS)
        held = []
        if first_paint:
            ctx.add_init_script(FIRST_FRAME)
            held = _hold(ctx, "**/_checker/checker.js*")
        page = Page(ctx, real_server, game)
        if first_paint:
            page.page.goto(page.url, wait_until="commit")
            page.page.wait_for_function("() => window.cgFirstFrame !== undefined")
            assert page.page.evaluate("window.cgFirstFrame") == "early", (
                "the first frame has the form"
            )
            assert held, "checker.js was asked for and held"
            for route in held:
                route.continue_()
        else:
            page.page.goto(page.url)
        page.page.wait_for_function(
            "() => performance.getEntriesByName('cg-form-ready').length > 0"
        )
        # at that moment every widget is drawn (none waits for a module)
        assert page.page.evaluate(
            "() => [...document.querySelectorAll('.cg-widget')].every(w => w.querySelector('*'))"
        )
        assert page.page.evaluate("() => window.cgBoot && window.cgBoot.worker instanceof Worker")
        # the theme's scripts wait for the first score, then start as usual
        assert page.page.evaluate("() => typeof window.document$") == "undefined"
        page.wait()  # (until the first score)
        if first_paint:
            check_first_paint(page, requests, real_server)
        page.page.wait_for_function("() => typeof window.document$ !== 'undefined'")
        page.page.wait_for_function(
            "() => localStorage.getItem('cardgen-lang') === document.documentElement.lang"
        )  # cardgen.js ran after Material
        page.page.wait_for_timeout(500)  # the pictures' loading and the frames after
        assert page.page.evaluate("window.cgShifts") == []
        fetched = [u for u in requests if "/_checker/data/" in u or "strings.json" in u]
        assert fetched == []
        assert page.errors == []
    finally:
        ctx.close()


def test_without_javascript_the_page_says_so_and_shows_no_dead_form(browser, server):
    game = GAMES[0]
    ctx = browser.new_context(java_script_enabled=False)
    try:
        page = ctx.new_page()
        page.goto(f"{server.url}/en/{game}/checker/")
        assert page.locator(".cg-boot").is_visible()
        assert page.locator(".cg-prerendered").count() == 1
        assert not page.locator(".cg-prerendered").is_visible()
    finally:
        ctx.close()


def test_the_theme_starts_even_when_the_checker_cannot(context, server):
    """The theme's scripts wait for the checker, but their loader lives in the page's
    <head>: with checker.js unavailable, the reader's first touch outside the checker still
    starts the theme (search and menu work)."""
    game = GAMES[0]
    context.route("**/_checker/checker.js*", lambda route: route.abort())
    page = Page(context, server, game)
    page.page.goto(page.url)
    page.page.wait_for_timeout(500)
    assert page.page.evaluate("() => typeof window.document$") == "undefined"
    page.page.locator(".md-search__input").click()
    page.page.wait_for_function("() => typeof window.document$ !== 'undefined'")


IN_SIGHT = """() => [...document.querySelectorAll('.cg-form img.cg-thumb')].filter((img) => {
  const box = img.getBoundingClientRect();
  return img.checkVisibility() && box.height > 0 && box.bottom > 0 && box.top < innerHeight;
})"""


@pytest.mark.skipif("pyramidion" not in GAMES, reason="no checker")
@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_the_pictures_in_sight_show_with_the_list_before_the_first_score(browser, server, size):
    """Pyramidion opens on its final scoring: every player's boats, each with its picture.
    The pictures waited for the engine's first score (15.6 s after the list on a phone's
    run of this host, with the real engine) and filled in long after the list. Those on
    the screen now load with it, the engine still starting (its worker held here: no
    score comes); those below the screen still wait for the first score, so as not to
    compete with the engine's downloads."""
    from browsing import DESKTOP, PHONE

    ctx = browser.new_context(**(PHONE if size == "phone" else DESKTOP))
    try:
        _hold(ctx, "**/_checker/worker.js*")
        page = ctx.new_page()
        page.goto(f"{server.url}/en/pyramidion/checker/")
        page.wait_for_function("() => performance.getEntriesByName('cg-form-ready').length > 0")
        page.wait_for_function(
            f"""() => {{ const shown = ({IN_SIGHT})();
              return shown.length > 0 && shown.every((img) => img.complete && img.naturalWidth > 0
                && img.getAttribute('src')); }}"""
        )
        assert page.evaluate("() => performance.getEntriesByName('cg-first-score').length") == 0
        waiting = page.evaluate(
            "() => [...document.querySelectorAll('.cg-form img.cg-thumb[data-src]')]"
            ".filter((img) => img.getBoundingClientRect().top >= innerHeight).length"
        )
        assert waiting > 0
    finally:
        ctx.close()
