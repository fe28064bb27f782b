"""A share link or a saved state is hostile input, and the engine can fail: each gives a
message in the page's language and a form that keeps working (issue 19 item 6, issue 20
item 2). A name typed as markup stays text, and every request stays on the site's origin.
Real Chromium at 390x844 with touch: taps at the centre of what is on screen."""

from __future__ import annotations

import base64
import json
from pathlib import Path

import pytest
from browsing import PHONE, settle
from browsing import tap_centre as tap
from checker_pages import Page
from games import checker_games
from hostile_records import JSON, records_of_game
from hypothesis import HealthCheck, given, settings

from cardgen.site.checker_sources import strings as ui_strings

GAMES = [g.id for g in checker_games()]
GAME = "web-of-power" if "web-of-power" in GAMES else GAMES[0]
STRINGS = ui_strings()


def link(value) -> str:
    if isinstance(value, str) and value.startswith("#record="):
        return value  # a link as damaged by hand, given as it is
    raw = json.dumps(value, ensure_ascii=False).encode("utf-8")
    return "#record=" + base64.urlsafe_b64encode(raw).decode().rstrip("=")


def deep(levels: int):
    value: object = {"name": "x"}
    for _ in range(levels):
        value = {"a": [value]}
    return value


BAD_LINKS = {
    "null players": ({"game": GAME, "players": None}, "rec_players"),
    "an array": ([1, 2, 3], "rec_not_game"),
    "deep nesting": ({"game": GAME, "players": [{"name": "A", "x": deep(400)}]}, "rec_too_big"),
    "2,000 players": (
        {"game": GAME, "players": [{"name": f"P{i}"} for i in range(2000)]},
        "rec_too_many",
    ),
    "a player that is a number": ({"game": GAME, "players": [1, 2]}, "rec_players"),
    "a name that is an object": ({"game": GAME, "players": [{"name": {"a": 1}}]}, "rec_name"),
    "letters no link holds": ("#record=@@not-base64!!", "rec_damaged"),
}


class Checker:
    """One checker page in a phone's browser context, its page errors collected."""

    def __init__(self, browser, server, game=GAME, lang="en", size=PHONE):
        self.ctx = browser.new_context(**size)
        self.page = self.ctx.new_page()
        self.errors: list[str] = []
        self.page.on("pageerror", lambda e: self.errors.append(f"{e}\n{e.stack}"))
        self.url = f"{server.url}/{lang}/{game}/checker/"
        self.game = game
        self.lang = lang

    def open(self, fragment=""):
        self.page.goto(self.url + fragment)
        self.page.wait_for_function("() => document.querySelector('.cg-checker')?.dataset.state")
        return self

    def scored(self) -> int:
        return int(self.page.get_attribute(".cg-checker", "data-scored") or 0)

    def wait_scored(self, after: int = 0):
        self.page.wait_for_function(
            "n => Number(document.querySelector('.cg-checker')?.dataset.scored || 0) > n",
            arg=after,
        )
        settle(self.page)

    def saved(self):
        return self.page.evaluate(f"localStorage.getItem('cardgen.checker.{self.game}')")

    def type_name(self, text, index=0):
        name = self.page.locator("input.cg-name").nth(index)
        tap(self.page, name)
        self.page.keyboard.press("Control+A")
        self.page.keyboard.type(text)

    def close(self):
        self.ctx.close()


def a_game() -> dict:
    """A test record of GAME that `cardgen score` scores with a total for every player."""
    from games import records_of

    from cardgen.commands.score import score_text

    for _, record in records_of(GAME):
        result = score_text(json.dumps(record), lang="en")
        if "error" not in result and all("total" in p for p in result["players"]):
            return record
    raise AssertionError(f"no scoring test record of {GAME}")


def t(lang, key, **values):
    text = STRINGS[lang][key]
    for k, v in values.items():
        text = text.replace("{" + k + "}", str(v))
    return text


READ_NOTICE = """() => ({
  problems: document.querySelectorAll('.cg-load-problem').length,
  undos: document.querySelectorAll('.cg-undo button').length,
  notes: document.querySelectorAll('.cg-notice > *').length,
  name: document.querySelector('input.cg-name').value,
})"""
"""What the page says above the form, and the first player's name, in one round trip."""


def test_bad_links_are_named_the_saved_game_kept_and_a_blank_one_offered(browser, server):
    """Each link of ``BAD_LINKS`` opened in turn in the tab of a saved game (a link opened
    where the checker is open): it is named, the saved game stays on the form and saved,
    and a blank game is offered. The blank game's Undo brings the saved game back, for the
    next link to meet it as the first did. (A link opened anew, as a new page, in every
    language: ``test_journey_faults``.)"""
    page = Checker(browser, server).open()
    try:
        page.wait_scored()
        seen = page.scored()
        page.type_name("Zoë")
        page.wait_scored(seen)
        for case, (value, reason) in BAD_LINKS.items():
            saved = page.saved()
            assert "Zoë" in saved, case
            page.open(link(value))
            problem = page.page.locator(".cg-load-problem")
            problem.wait_for()
            text = problem.inner_text()
            assert t("en", "bad_link", reason="") in text + " ", f"{case}: {text}"
            if reason == "rec_too_many":
                assert "2000 players" in text, f"{case}: {text}"
            else:
                assert t("en", reason) in text, f"{case}: {text}"
            assert t("en", "shown_saved") in text, f"{case}: {text}"
            # the saved game is on the form, still saved, and scores
            assert page.page.locator("input.cg-name").first.input_value() == "Zoë", case
            page.wait_scored()
            assert page.saved() == saved, f"{case}: the saved game is kept"
            assert "#record=" not in page.page.url, case
            # a blank game, offered: a new game, which keeps the players' names as New game
            # does (the same people at the table), the saved game one tap away
            tap(page.page, page.page.locator(".cg-blank"))
            page.page.locator(".cg-undo button").wait_for()
            shown = page.page.evaluate(READ_NOTICE)
            assert shown["problems"] == 0, case
            assert shown["name"] == "Zoë", case
            assert shown["undos"] == 1, case
            assert page.errors == [], case
            # that tap away: Undo, and the saved game is back (no notice left) for the next
            tap(page.page, page.page.locator(".cg-undo button"))
            settle(page.page)
            shown = page.page.evaluate(READ_NOTICE)
            assert shown["notes"] == 0, f"{case}: nothing said after Undo"
            assert shown["name"] == "Zoë", case
            back = json.loads(page.saved())["record"]
            assert back == json.loads(saved)["record"], f"{case}: Undo brings the saved game"
    finally:
        page.close()


BAD_SAVED = {
    "not JSON": "{this is not json",
    "null": "null",
    "an array": "[]",
    "null players": json.dumps({"v": 1, "record": {"game": GAME, "players": None}, "ui": {}}),
    "deep nesting": json.dumps({"v": 1, "record": {"game": GAME, "players": [deep(400)]}}),
    "2,000 players": json.dumps(
        {"v": 1, "record": {"game": GAME, "players": [{"name": str(i)} for i in range(2000)]}}
    ),
    "ui of another shape": json.dumps(
        {"v": 1, "record": {"game": GAME, "players": [{"name": "A"}]}, "ui": [1]}
    ),
}


def test_corrupt_saved_states_are_named_kept_aside_and_a_blank_game_works(browser, server):
    """Each state of ``BAD_SAVED`` found saved at a visit, one visit after another in one
    tab: it is named and kept aside, a blank game takes a name, and the next visit is
    clean. The first is there before the tab's first page (a script run before the page's
    own), the next ones are written between two visits."""
    page = Checker(browser, server)
    key = f"cardgen.checker.{GAME}"
    try:
        first = next(iter(BAD_SAVED.values()))
        page.ctx.add_init_script(
            f"if (!sessionStorage.getItem('cg-seeded')) {{ sessionStorage.setItem('cg-seeded', 1);"
            f" localStorage.setItem('{key}', {json.dumps(first)}); }}"
        )
        for n, (case, text) in enumerate(BAD_SAVED.items()):
            if n:  # the saved state goes bad before the next visit
                page.page.evaluate(
                    "([k, v]) => { localStorage.setItem(k, v);"
                    " localStorage.removeItem(k + '.unreadable'); }",
                    [key, text],
                )
            page.open()
            problem = page.page.locator(".cg-load-problem")
            problem.wait_for()
            said = problem.inner_text()
            assert t("en", "bad_saved", reason="").split("  ")[0] in said, f"{case}: {said}"
            kept = page.page.evaluate(f"localStorage.getItem('{key}.unreadable')")
            assert kept == text, f"{case}: kept aside as it was"
            # the blank form works: a name typed is scored and saved
            page.wait_scored()
            seen = page.scored()
            page.type_name("Ann")
            page.wait_scored(seen)
            assert "Ann" in page.saved(), case
            # and the next visit is clean
            page.open()
            assert page.page.locator(".cg-load-problem").count() == 0, case
            assert page.page.locator("input.cg-name").first.input_value() == "Ann", case
            assert page.errors == [], case
    finally:
        page.close()


def test_a_failed_engine_download_says_so_within_seconds_and_retry_works(browser, real_server):
    page = Checker(browser, real_server, lang="de")
    try:
        page.ctx.route("**/pyodide.asm.wasm*", lambda route: route.abort("internetdisconnected"))
        page.open(link(a_game()))  # a game with totals (names alone score no one)
        status = page.page.locator(".cg-status.cg-bad")
        status.wait_for()
        assert t("de", "engine_network") in status.inner_text()
        # the form keeps working meanwhile: a name typed is saved
        page.type_name("Zoë")
        page.page.wait_for_function(
            f"() => (localStorage.getItem('cardgen.checker.{GAME}') || '').includes('Zoë')"
        )
        page.ctx.unroute("**/pyodide.asm.wasm*")
        tap(page.page, page.page.locator(".cg-retry"))
        page.wait_scored()
        assert page.page.locator(".cg-status.cg-bad").count() == 0
        assert page.page.locator("[data-total-for='Zoë']").count() == 1
        assert page.errors == []
    finally:
        page.close()


def test_a_dead_engine_says_so_within_seconds_and_retry_works(browser, server):
    page = Checker(browser, server, lang="nl").open(link(a_game()))
    try:
        page.wait_scored()
        # the worker dies (as when the browser kills it): the next score gets no answer
        page.page.evaluate("() => window.cgBoot.worker.terminate()")
        page.type_name("Zoë")
        status = page.page.locator(".cg-status.cg-bad")
        status.wait_for()
        assert t("nl", "engine_crashed") in status.inner_text()
        seen = page.scored()
        tap(page.page, page.page.locator(".cg-retry"))
        page.wait_scored(seen)
        assert page.page.locator("[data-total-for='Zoë']").count() == 1
        assert page.errors == []
    finally:
        page.close()


NEVER_FINISHES = """// A stand-in for the engine's worker whose scores begin and never end, as a
// game's own engine in an endless loop does: ready at once, "scoring" for each record,
// no result.
self.onmessage = (event) => {
  const message = event.data;
  if (message.type === "init") self.postMessage({ type: "ready", ms: 0 });
  else if (message.type === "score") self.postMessage({ type: "scoring", id: message.id });
};
"""


def test_a_score_that_never_finishes_is_said_and_the_next_change_scores_again(browser, server):
    """A game's own engine that loops for ever keeps the worker busy: the page says that
    this game's scoring did not finish (its own words, not "stopped working"), offers to try
    again, and the reader's next change scores with a fresh worker.

    The page gives a score 8 s; the page's clock is moved past them (Playwright's clock)
    instead of waiting, so this test costs about what the dead-engine one above saves."""
    page = Checker(browser, server, lang="it")
    try:
        page.page.clock.install()
        page.ctx.route(
            "**/_checker/worker.js*",
            lambda route: route.fulfill(body=NEVER_FINISHES, content_type="text/javascript"),
        )
        page.open(link(a_game()))
        page.page.wait_for_function(
            "() => document.querySelector('.cg-checker')?.dataset.engine === 'ready'"
        )
        page.page.clock.fast_forward(9000)  # past the page's limit for one score
        status = page.page.locator(".cg-status.cg-bad")
        status.wait_for()
        assert status.inner_text().startswith(t("it", "engine_slow"))
        assert t("it", "engine_crashed") not in status.inner_text()
        assert page.page.locator(".cg-retry").inner_text() == t("it", "retry")
        # the next worker is the usual stand-in (it answers); a change starts it and scores
        page.ctx.unroute("**/_checker/worker.js*")
        seen = page.scored()
        page.type_name("Zoë")
        page.wait_scored(seen)
        assert page.page.locator("[data-total-for='Zoë']").count() == 1
        assert page.page.locator(".cg-status.cg-bad").count() == 0
        assert page.page.get_attribute(".cg-checker", "data-engine") == "ready"
        assert page.errors == []
    finally:
        page.close()


SCORE_CALL = "const t0 = performance.now();"


def slow_worker(route) -> None:
    """The stand-in engine's worker as a slow phone runs the engine: each score takes 1.5 s
    (one record at a time, in the order sent, as the real worker scores them)."""
    body = route.fetch().text()
    assert SCORE_CALL in body, "the stand-in worker no longer scores as this test expects"
    slow = "await new Promise((resolve) => setTimeout(resolve, 1500));\n"
    route.fulfill(body=body.replace(SCORE_CALL, slow + SCORE_CALL), content_type="text/javascript")


def test_fast_typing_on_a_slow_engine_is_scored_not_read_as_a_dead_engine(browser, server):
    """Each letter typed asks for a score. Sent together, they queued in the worker, and the
    last one's 8 s timer counted the wait: a slow phone (or a busy CI machine) was told the
    engine had stopped, and nothing scored again until Retry. (The page's queue is the
    point, not Python: the stand-in engine answers, 1.5 s a score.)"""
    page = Checker(browser, server)
    try:
        page.ctx.route("**/_checker/worker.js*", slow_worker)
        page.open(link(a_game()))
        page.wait_scored()
        name = "Annabelle Whitfield"
        tap(page.page, page.page.locator("input.cg-name").first)
        page.page.keyboard.press("Control+A")
        page.page.keyboard.type(name)
        page.page.locator(f"[data-total-for='{name}']").wait_for()
        assert page.page.get_attribute(".cg-checker", "data-engine") == "ready"
        assert page.page.locator(".cg-status.cg-bad").count() == 0
        assert page.errors == []
    finally:
        page.close()


def test_a_page_opened_as_a_file_says_how_to_serve_it(browser, server):
    index = Path(server.root) / "it" / GAME / "checker" / "index.html"
    assert "cg-page-note" in index.read_text(encoding="utf-8")
    ctx = browser.new_context(**PHONE)
    try:
        page = ctx.new_page()
        page.goto(index.as_uri())
        note = page.locator(".cg-file-note")
        note.wait_for()
        assert t("it", "engine_file") in note.inner_text()
        assert "make serve" in note.inner_text()
        assert page.locator(".cg-prerendered form.cg-form, form.cg-form").first.is_visible()
    finally:
        ctx.close()


def test_a_checker_script_that_never_loads_leaves_a_note_and_the_form(browser, server):
    page = Checker(browser, server)
    try:
        page.ctx.route("**/_checker/checker.js*", lambda route: route.abort())
        page.page.goto(page.url)
        note = page.page.locator(".cg-script-note")
        note.wait_for()
        assert t("en", "script_failed") in note.inner_text()
        assert page.page.locator(".cg-reload").is_visible()
        assert page.page.locator(".cg-prerendered form.cg-form").is_visible()
    finally:
        page.close()


# ------------------------------------------------------------------------------ fuzzing

RECORD = records_of_game(GAME)
FUZZ = settings(
    derandomize=True,
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)


@pytest.fixture(scope="module")
def fuzz_page(browser, server):
    page = Checker(browser, server).open()
    page.wait_scored()
    yield page
    page.close()


@FUZZ
@given(record=RECORD)
def test_fuzz_any_link_leaves_a_working_form_and_engine(fuzz_page, record):
    """Any value in a share link, opened in an open checker: no script error, a form (with
    its "add a player"), an engine that still scores."""
    page = fuzz_page
    seen = page.scored()
    page.page.evaluate("h => { location.hash = h; }", link(record))
    page.wait_scored(seen)
    assert page.errors == []
    assert page.page.get_attribute(".cg-checker", "data-engine") == "ready"
    assert page.page.locator("form.cg-form").count() == 1
    assert page.page.locator("form.cg-form .cg-add-player").count() == 1


@settings(FUZZ, max_examples=10)
@given(record=RECORD, ui=JSON)
def test_fuzz_any_saved_state_leaves_a_working_form(fuzz_page, record, ui):
    """Any value saved under the checker's key: a reload draws a form without a script
    error, and names the saved state as unreadable or shows it. (Ten reloads: the reader
    of saved states meets hundreds more under Node, in ``test_modules``; here is what only
    a page shows, a form drawn from what it accepted.)"""
    page = fuzz_page
    if not getattr(page, "held", False):  # no engine: each reload would boot Python again
        page.ctx.route("**/pyodide.asm.wasm*", lambda route: route.abort())
        page.held = True
    text = json.dumps({"v": 1, "record": record, "ui": ui})
    page.page.evaluate(
        "([k, v]) => { localStorage.setItem(k, v); location.hash = ''; }",
        [f"cardgen.checker.{GAME}", text],
    )
    page.page.reload(wait_until="domcontentloaded")
    page.page.wait_for_function("() => performance.getEntriesByName('cg-form-ready').length")
    assert page.errors == []
    assert page.page.locator("form.cg-form").count() == 1
    assert page.page.locator("form.cg-form .cg-add-player").count() == 1


XSS = "<img src=x onerror=alert(1)>"


READ_NAME = """() => ({
  totals: [...document.querySelectorAll('[data-total-for]')]
    .map(e => e.getAttribute('data-total-for')),
  images: document.querySelectorAll('.cg-results img, .cg-checker img[src=x]').length,
  results: document.querySelector('.cg-results')?.innerText ?? '',
  html: document.documentElement.outerHTML,
})"""
"""What became of a name typed as markup, in one round trip: the names of the totals
(their ``data-total-for``), the images in the checker, the result's text and the page's
markup."""


def test_names_are_text_and_requests_stay_same_origin(context, server):
    """On every game's checker (a page each, in one desktop context whose every request is
    listed) a name typed as markup is scored as text: no image, no script, no dialog."""
    pages = []
    try:
        for game in GAMES:
            page = Page(context, server, game).open()
            pages.append(page)
            seen = page.scored()
            page.page.locator("input.cg-name").first.fill(XSS)
            page.wait(seen)
            shown = page.page.evaluate(READ_NAME)
            marked = [n for n in shown["totals"] if "onerror" in n]
            assert marked in ([], [XSS]), f"{game}: a total holds the name as typed: {marked}"
            assert shown["images"] == 0, f"{game}: the name made an image"
            html = shown["html"].replace("&lt;", "<").replace("&gt;", ">")
            assert XSS in shown["results"] or XSS in html, f"{game}: the name is shown as text"
            assert page.errors == [], game
        # an alert the markup set off would have come by now (on any of the pages, all open)
        pages[-1].page.wait_for_timeout(300)
        assert {page.game: page.dialogs for page in pages if page.dialogs} == {}
        assert {page.game: page.errors for page in pages if page.errors} == {}
    finally:
        for page in pages:
            page.page.close()
    # every request of the pages is their own site's (the real engine's runtime is checked
    # in test_start_up, where Python boots)
    origin = server.url
    foreign = [
        u
        for u in context.requests
        if not (u.startswith(origin) or u.startswith("data:") or u.startswith("blob:"))
    ]
    assert foreign == []
