"""On every game's checker a bad share link, a corrupt stored state and a dead engine each
give a visible message in the page's language, and the form stays usable (a name typed is
taken: the player's "Remove …" button follows it and the game is saved). On a 390x844
phone with touch and on a 1280 px desktop, one after the other: every game in one language
and every language on one game, in turn (``matrix.in_turn``; each fault on both screens;
the messages of every language are read without a browser in ``test_load_problem_words``)."""

from __future__ import annotations

import base64
import json
import re

import pytest
from games import checker_games
from journeys import SIZES, Hands, foreign_words, t
from matrix import in_turn

GAMES = {g.id: g for g in checker_games()}
CASES = in_turn(GAMES, ("phone", "desktop"))
"""Every game once, in every language once, on a phone and on a desktop in turn: the faults
are the page's (the same for every game but for its record's shape and its name), and
each is met on both screens."""
IDS = [f"{game}-{lang}-{size}" for game, lang, size in CASES]


def link(value) -> str:
    raw = json.dumps(value, ensure_ascii=False).encode("utf-8")
    return "#record=" + base64.urlsafe_b64encode(raw).decode().rstrip("=")


def template(lang: str, key: str) -> re.Pattern[str]:
    """A string of the page with its numbers left open ("It has 2,000 players…")."""
    text = re.escape(t(lang, key))
    return re.compile(re.sub(r"\\\{\w+\\\}", r"[\\d.,\\u202f\\u00a0 ]+", text))


@pytest.fixture(scope="module")
def contexts(browser):
    """One browser context per screen size for the whole module (a shared cache)."""
    made: dict[str, object] = {}

    def get(size: str):
        if size not in made:
            made[size] = browser.new_context(**SIZES[size])
        return made[size]

    yield get
    for ctx in made.values():
        ctx.close()


def open_page(contexts, server, game, lang, size, fragment="", before=None):
    page = contexts(size).new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    if before:
        before(page)
    load(page, f"{server.url}/{lang}/{game}/checker/{fragment}")
    return page, Hands(page, size), errors


def load(page, url: str) -> None:
    """Open ``url`` in ``page`` as a new document (from another page, as a link opens)."""
    if page.url.split("#")[0] == url.split("#")[0]:
        page.goto("about:blank")  # (a link differing only after "#" would not load a page)
    page.goto(url)
    page.add_style_tag(content=".md-top { display: none !important; }")
    page.wait_for_function("() => performance.getEntriesByName('cg-form-ready').length > 0")


def assert_form_usable(page, hands: Hands, game: str, lang: str, name: str) -> None:
    """A name typed into the first player is taken: the "Remove …" button names it (where
    the game may lose that player) and the game saved on the device holds it."""
    box = page.locator(".cg-form input.cg-name").first
    hands.type_into(box, name)
    remove = page.locator(".cg-form .cg-player").first.locator(".cg-remove-player")
    assert remove.inner_text() == t(lang, "remove_player", name=name)
    page.wait_for_function(
        "([k, n]) => (localStorage.getItem(k) || '').includes(n)",
        arg=[f"cardgen.checker.{game}", name],
    )


def problem_text(page, lang: str, game: str) -> str:
    problem = page.locator(".cg-load-problem")
    problem.wait_for()
    assert problem.is_visible()
    text = problem.inner_text()
    assert foreign_words(text, game, lang) == [], text
    return text


@pytest.mark.parametrize(("game", "lang", "size"), CASES, ids=IDS)
def test_bad_links_and_a_corrupt_saved_game_are_named_and_the_form_works(
    contexts, server, game, lang, size
):
    """Three bad share links, then a corrupt saved game, each opened anew in one tab (a new
    tab costs a quarter more): each is named in the page's language, and a name typed is
    taken. The first link, on a device that has saved nothing of this game yet (each game
    comes once in each screen's context), shows the blank game."""
    other = next(g for g in sorted(GAMES) if g != game)
    bad = [
        (link({"game": other, "players": [{"name": "Ann"}]}), None),
        ("#record=@@not-base64!!", template(lang, "rec_damaged")),
        (
            link({"game": game, "players": [{"name": f"P{i}"} for i in range(2000)]}),
            template(lang, "rec_too_many"),
        ),
    ]
    key = f"cardgen.checker.{game}"
    page, hands, errors = open_page(contexts, server, game, lang, size, bad[0][0])
    try:
        for n, (fragment, reason) in enumerate(bad):
            if n:  # each link opened anew, in the same tab
                load(page, f"{server.url}/{lang}/{game}/checker/{fragment}")
            text = problem_text(page, lang, game)
            assert t(lang, "bad_link", reason="").strip() in text, f"a bad link is said: {text}"
            if reason is None:  # the other game, by its name in the page's language
                named = t(lang, "rec_other_game_named", name=GAMES[other].name.get(lang))
                assert named in text, f"the other game is named: {text}"
                assert other not in text or other == GAMES[other].name.get(lang).lower(), (
                    f"the other game by its name, not its id: {text}"
                )
                assert t(lang, "shown_blank") in text, f"nothing saved: a blank game: {text}"
            else:
                assert reason.search(text), f"why the link is bad: {text}"
            assert page.locator(".cg-form input.cg-name").count() >= 1, "a form is shown"
            assert_form_usable(page, hands, game, lang, f"Zoë{n}")
            assert errors == []
        # the saved game turns to garbage before the next visit (no link)
        page.evaluate(
            "([k, v]) => { localStorage.setItem(k, v);"
            " localStorage.removeItem(k + '.unreadable'); }",
            [key, '{"v": 1, "record": [[[garbage'],
        )
        load(page, f"{server.url}/{lang}/{game}/checker/")
        text = problem_text(page, lang, game)
        assert t(lang, "bad_saved", reason="").split("  ")[0] in text, f"saved game: {text}"
        assert_form_usable(page, hands, game, lang, "Zoë")
        assert errors == []
    finally:
        page.evaluate("k => localStorage.removeItem(k + '.unreadable')", key)
        page.close()


@pytest.mark.parametrize(("game", "lang", "size"), CASES, ids=IDS)
def test_a_dead_engine_is_named_and_the_form_works(browser, real_server, game, lang, size):
    """The engine's files cannot be had (the connection drops while the page starts): a
    message within seconds, and the form keeps taking entries. (A fresh device: on one
    that keeps the engine, the offline copy would answer.)

    No service worker here: on a first visit to a checker page it fills its cache with
    the engine's runtime in the background (20 MB in each of the ten cases), which nothing
    here reads; the offline app is tested in ``tests/site/test_offline*.py``."""

    def cut(page):
        page.route("**/pyodide.asm.wasm*", lambda route: route.abort("internetdisconnected"))

    ctx = browser.new_context(**SIZES[size], service_workers="block")
    page, hands, errors = open_page(lambda _: ctx, real_server, game, lang, size, before=cut)
    try:
        status = page.locator(".cg-status.cg-bad")
        status.wait_for()
        assert t(lang, "engine_network") in status.inner_text()
        assert page.locator(".cg-retry").is_visible()
        assert_form_usable(page, hands, game, lang, "Zoë")
        assert errors == []
    finally:
        ctx.close()
