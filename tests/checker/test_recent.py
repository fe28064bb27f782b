"""Recent games kept on the device: the stored list's checks and its edits on their own
(``frontend/checker/core/recent.js`` under Node, with a fuzz of the stored text), and the
panel in a person's hands (``frontend/checker/recent.js``): at 390x844 with touch, score a
game, start a new one, open the kept one, rename it, delete it and bring it back, in all
four languages; a kept game opened from a blank one (which is not kept); a corrupt list
named without breaking the page."""

from __future__ import annotations

import base64
import json
import shutil

import pytest
from browsing import PHONE, SHOWN_NAME, open_checker
from browsing import tap_centre as tap
from checker_hands import retype
from games import checker_games
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from journeys import wait_scored
from node import run_modules

from cardgen.model import LANGS
from cardgen.site.checker_sources import SOURCES
from cardgen.site.checker_sources import strings as ui_strings

NODE = shutil.which("node")
STRINGS = ui_strings()
EN = STRINGS["en"]
GAMES = [g.id for g in checker_games()]
LIMITS = "{game: 'web', rounds: false, maxPlayers: 6}"


def node(script: str):
    """``script`` (an ES module body with ``recent`` imported) run in Node; what it prints
    as JSON."""
    if NODE is None:
        pytest.skip("Node.js is not installed")
    return run_modules(script, recent="core/recent.js")


def t(lang: str, key: str, **values) -> str:
    text = STRINGS[lang][key]
    for k, v in values.items():
        text = text.replace("{" + k + "}", str(v))
    return text


# ------------------------------------------------------------------ the list on its own


def test_the_list_keeps_renames_removes_and_restores():
    out = node(
        f"""const s = (names) =>
          ({{record: {{players: names.map((name) => ({{name}}))}}, ui: {{round: 0}}}});
        let r = recent.remember([], s(['A']), {{now: 1000}});
        const first = r.id;
        r = recent.remember(r.games, s(['B']), {{now: 2000}});
        r = recent.remember(r.games, s(['A']), {{now: 3000}});  // the same record: one entry
        const order = r.games.map((g) => g.record.players[0].name);
        const sameId = r.id === first;
        let games = recent.rename(r.games, first, '  Friday final  ');
        const named = games[0].name;
        games = recent.rename(games, first, '   ');
        const unnamed = 'name' in games[0];
        const cut = recent.remove(games, first);
        const back = recent.restore(cut.games, cut.removed, cut.index);
        let many = [];
        for (let i = 0; i < 14; i++) many = recent.remember(many, s(['P' + i]), {{now: i}}).games;
        const text = recent.writeRecent(back, 1);
        const read = recent.readRecent(text, 1, {LIMITS});
        console.log(JSON.stringify({{order, sameId, named, unnamed, left: cut.games.length,
          back: back.map((g) => g.id), ids: games.map((g) => g.id), many: many.length,
          newest: many[0].record.players[0].name, read}}));"""
    )
    assert out["order"] == ["A", "B"] and out["sameId"] is True
    assert out["named"] == "Friday final" and out["unnamed"] is False
    assert out["left"] == 1 and out["back"] == out["ids"]
    assert out["many"] == 10 and out["newest"] == "P13"
    assert out["read"]["problem"] is None and out["read"]["dropped"] == 0
    assert [g["record"]["players"][0]["name"] for g in out["read"]["games"]] == ["A", "B"]


def test_a_stored_list_is_checked_entry_by_entry():
    out = node(
        f"""const ok = {{id: 'ok1', saved: 5, record: {{players: [{{name: 'A'}}]}},
          ui: {{round: 0}}}};
        const lists = [
          null, '{{oops', '[]', JSON.stringify({{v: 2, games: []}}), 'x'.repeat(2_000_000),
          JSON.stringify({{v: 1, games: [ok, {{...ok}}, {{...ok, id: 'BAD!'}},
            {{...ok, id: 'b', saved: -1}},
            {{...ok, id: 'c', record: {{game: 'pyramidion', players: []}}}},
            {{...ok, id: 'd', record: {{players: [{{name: 5}}]}}}},
            {{...ok, id: 'e', name: 7}}, 3, null]}}),
        ];
        const out = lists.map((text) => recent.readRecent(text, 1, {LIMITS}));
        let depth = null;
        // (written as text: JSON.stringify itself would overflow the stack)
        const deepList = () => '{{"v": 1, "games": [{{"id": "x", "saved": 1, "record": {{"x": '
          + '{{"a": '.repeat(100000) + '1' + '}}'.repeat(100000) + '}}}}]}}';
        try {{ depth = recent.readRecent(deepList(), 1, {LIMITS}); }}
        catch (e) {{ depth = {{thrown: String(e)}}; }}
        out.push(depth);
        const brief = (r) => (r.thrown ? r : [r.problem, r.dropped, r.games.map((g) => g.id)]);
        console.log(JSON.stringify(out.map(brief)));"""
    )
    assert out[0] == [None, 0, []]
    assert out[1] == ["rec_damaged", 0, []]
    assert out[2] == ["rec_damaged", 0, []]
    assert out[3] == ["rec_damaged", 0, []]
    assert out[4] == ["rec_too_big", 0, []]
    assert out[5] == [None, 8, ["ok1"]]  # the twin, a bad id, time, game, name... left out
    assert out[6] in ([None, 1, []], ["rec_damaged", 0, []])  # too deep: never a crash


def test_a_kept_games_totals_and_winner_are_kept_and_checked():
    """The totals and winner of a score go with the entry (marked provisional while the
    game is not over); a stored summary of another shape, or beyond a record's limits, is
    left out (the game is kept)."""
    out = node(
        f"""const result = {{players: [{{name: 'Ann', total: 12, lines: []}},
          {{name: 'Bo', total: 15, lines: []}}], winners: ['Bo']}};
        const summary = recent.summarize(result);
        const state = {{record: {{players: [{{name: 'Ann'}}, {{name: 'Bo'}}]}}, ui: {{round: 0}}}};
        const kept = recent.remember([], state, {{now: 1000, summary}});
        // kept again without a final score (a field became wrong): no old totals shown
        const again = recent.remember(kept.games, state, {{id: kept.id, now: 2000}});
        const read = (s) => recent.readRecent(JSON.stringify({{v: 1, games: [{{id: 'a1',
          saved: 1, record: state.record, ui: state.ui, summary: s}}]}}), 1, {LIMITS}).games[0];
        const bad = [
          {{totals: 'x', winners: []}},
          {{totals: [['Ann', 'twelve']], winners: []}},
          {{totals: [['x'.repeat(500), 1]], winners: []}},
          {{totals: Array.from({{length: 50}}, (_, i) => ['P' + i, i]), winners: []}},
          {{totals: [['Ann', 1]], winners: [7]}},
        ].map((s) => {{ const g = read(s); return [g.id, 'summary' in g]; }});
        const back = recent.readRecent(recent.writeRecent(kept.games, 1), 1, {LIMITS});
        // a game short of its rounds: those ahead so far, marked as such, kept so
        const soFar = recent.summarize({{...result, provisional: ['1 of 3 rounds']}});
        const soFarKept = read(soFar).summary;
        console.log(JSON.stringify({{summary, error: recent.summarize({{error: {{}}}}),
          stored: back.games[0].summary, soFar, soFarKept,
          again: 'summary' in again.games[0], bad}}));"""
    )
    assert out["summary"] == {"totals": [["Ann", 12], ["Bo", 15]], "winners": ["Bo"]}
    assert out["soFar"] == {**out["summary"], "provisional": True}
    assert out["soFarKept"] == out["soFar"]
    assert out["error"] is None
    assert out["stored"] == out["summary"]
    assert out["again"] is False
    assert out["bad"] == [["a1", False]] * 5


def test_a_score_with_a_fault_or_one_that_came_late_still_gives_the_totals():
    """A result with a fault keeps the totals of the record scored without the faulty part,
    as not final; a score that comes after the game was kept goes to its entry while the
    entry still holds that game (not to one opened and changed, or deleted, meanwhile)."""
    out = node(
        """const partial = {players: [{name: 'Ann', total: 9}, {name: 'Bo', total: 4}],
          winners: ['Ann']};
        const faulty = recent.summarize({error: {path: 'players[1].hand'}, partial});
        const none = recent.summarize({error: {path: 'players[1].hand'}, partial: null});
        const record = {players: [{name: 'Ann'}, {name: 'Bo'}]};
        const games = [{id: 'a1', saved: 1, record, ui: {}}, {id: 'b2', saved: 2,
          record: {players: [{name: 'Cy'}]}, ui: {}}];
        const given = recent.withSummary(games, 'a1', record, faulty);
        const changed = recent.withSummary(games, 'a1', {players: [{name: 'Ann'}]}, faulty);
        const gone = recent.withSummary(games, 'c3', record, faulty);
        const summaries = (list) => list.map((g) => g.summary ?? null);
        console.log(JSON.stringify({faulty, none, given: summaries(given),
          changed: summaries(changed), gone: summaries(gone)}));"""
    )
    assert out["faulty"] == {
        "totals": [["Ann", 9], ["Bo", 4]],
        "winners": ["Ann"],
        "provisional": True,
    }
    assert out["none"] is None
    assert out["given"] == [out["faulty"], None]
    assert out["changed"] == out["gone"] == [None, None]


JSONS = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 10**6) | st.text(max_size=6),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4)
    ),
    max_leaves=15,
)
ENTRY = st.fixed_dictionaries(
    {},
    optional={
        "id": st.text(alphabet="abc019!Z", max_size=6) | JSONS,
        "saved": st.integers(-3, 10**12) | st.floats() | JSONS,
        "name": st.text(max_size=90) | JSONS,
        "record": st.fixed_dictionaries(
            {},
            optional={
                "players": st.lists(
                    st.dictionaries(st.sampled_from(["name", "hand", "computers"]), JSONS),
                    max_size=8,
                )
                | JSONS,
                "game": st.just("web") | JSONS,
            },
        )
        | JSONS,
        "ui": JSONS,
    },
)
STORED = (
    st.fixed_dictionaries(
        {"v": st.just(1) | JSONS, "games": st.lists(ENTRY | JSONS, max_size=14) | JSONS}
    ).map(json.dumps)
    | st.text(max_size=40)
    | JSONS.map(json.dumps)
)


@settings(
    derandomize=True, max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
@given(texts=st.lists(STORED, min_size=1, max_size=8))
def test_fuzz_any_stored_list_reads_as_checked_games_or_a_problem(texts):
    """Whatever text is stored under the list's key: ``readRecent`` never throws, keeps at
    most ten games with distinct ids, each of which passes the record's check, or names
    the list as unreadable."""
    out = node(
        f"""const records = await import({json.dumps((SOURCES / "core/records.js").as_uri())});
        const texts = {json.dumps(texts)};
        const results = texts.map((text) => {{
          let r;
          try {{ r = recent.readRecent(text, 1, {LIMITS}); }}
          catch (e) {{ return {{thrown: String(e)}}; }}
          const bad = r.games.filter((g) => {{
            try {{ records.checkRecord(g.record, {LIMITS}); }} catch {{ return true; }}
            return !/^[a-z0-9]{{1,32}}$/.test(g.id);
          }});
          const ids = new Set(r.games.map((g) => g.id)).size;
          return {{problem: r.problem, n: r.games.length, ids, bad: bad.length}};
        }});
        console.log(JSON.stringify(results));"""
    )
    for result in out:
        assert "thrown" not in result
        assert result["problem"] in (None, "rec_damaged", "rec_too_big")
        assert result["n"] <= 10 and result["ids"] == result["n"] and result["bad"] == 0


# ------------------------------------------------------------------ the panel in a person's hands


def hand_box(page):
    return page.locator(".cg-player").first.locator("input[data-path$='.hand']")


@pytest.mark.parametrize("lang", LANGS)
def test_score_start_anew_open_rename_delete_a_recent_game(browser, server, lang):
    ctx, page, errors = open_checker(browser, server, "web", lang, PHONE)
    try:
        seen = wait_scored(page, 0)
        name = page.locator("input.cg-name").first.evaluate(SHOWN_NAME)
        tap(page, hand_box(page))
        page.keyboard.type("3")
        seen = wait_scored(page, seen)
        # (every player enters something: a winner is named only then)
        tap(page, page.locator(".cg-player").nth(1).locator("input[data-path$='.hand']"))
        page.keyboard.type("1")
        seen = wait_scored(page, seen)
        total = page.locator(".cg-total").first.inner_text()
        totals = [
            (e.get_attribute("data-total-for"), e.inner_text())
            for e in page.locator("[data-total-for]").all()
        ]
        winners = page.locator("[data-winners]").get_attribute("data-winners")
        # a new game: the one on screen is kept, the notice says where
        tap(page, page.locator(".cg-new"))
        assert t(lang, "cleared_kept") in page.locator(".cg-notice").inner_text()
        assert hand_box(page).input_value() in ("", "0")
        # the panel lists it, named by its players and time
        toggle = page.locator(".cg-recent-toggle")
        assert toggle.inner_text() == t(lang, "recent")
        tap(page, toggle)
        panel = page.locator(".cg-recent")
        assert toggle.get_attribute("aria-expanded") == "true"
        assert panel.locator(".cg-recent-title").inner_text() == t(lang, "recent_title")
        items = panel.locator(".cg-recent-item")
        assert items.count() == 1
        assert name in items.first.locator(".cg-recent-name").inner_text()
        # with its totals and winner
        score = items.first.locator(".cg-recent-score").inner_text()
        verdict = t(lang, "winner" if winners.count(",") == 0 else "shared_win")
        assert f"{verdict} {winners}" in score
        assert all(f"{who} {points}" in score for who, points in totals), (score, totals)
        when = items.first.locator(".cg-recent-title-text").inner_text().split(" · ")[-1]
        assert when and when != name
        # rename it
        tap(page, items.first.locator(".cg-recent-rename"))
        page.keyboard.press("Control+A")
        page.keyboard.type("Friday final")
        tap(page, panel.locator(".cg-recent-save"))
        assert items.first.locator(".cg-recent-title-text").inner_text() == "Friday final"
        # the date stays with the name given, and the score too
        assert items.first.locator(".cg-recent-when").inner_text() == when
        assert items.first.locator(".cg-recent-score").inner_text() == score
        # open it: the form and the total come back
        tap(page, items.first.locator(".cg-recent-open"))
        assert panel.is_hidden()
        assert hand_box(page).input_value() == "3"
        # the blank game on screen before was not kept, and the notice does not say it was
        notice = page.locator(".cg-notice").inner_text()
        assert t(lang, "recent_opened_alone") in notice
        assert t(lang, "recent_opened") not in notice
        wait_scored(page, seen)
        assert page.locator(".cg-total").first.inner_text() == total
        # delete it, bring it back, delete it again: gone after a reload too
        tap(page, toggle)
        assert items.count() == 1  # the game opened is the one kept, not a copy
        tap(page, items.first.locator(".cg-recent-delete"))
        assert items.count() == 0
        undo = panel.locator(".cg-recent-undo")
        assert t(lang, "recent_deleted", name="Friday final") in undo.inner_text()
        assert panel.locator(".cg-recent-none").inner_text() == t(lang, "recent_none")
        tap(page, undo.locator("button"))
        assert items.count() == 1
        assert items.first.locator(".cg-recent-title-text").inner_text() == "Friday final"
        tap(page, items.first.locator(".cg-recent-delete"))
        page.reload()
        page.wait_for_function("() => performance.getEntriesByName('cg-form-ready').length > 0")
        tap(page, page.locator(".cg-recent-toggle"))
        assert page.locator(".cg-recent-item").count() == 0
        assert errors == []
    finally:
        ctx.close()


CORRUPT = {
    "not JSON": ("{oops", "rec_damaged"),
    "an entry of another game and a broken one": (
        json.dumps(
            {
                "v": 1,
                "games": [
                    {
                        "id": "good1",
                        "saved": 1,
                        "name": "Kept",
                        "record": {"players": [{"name": "A"}]},
                    },
                    {"id": "bad2", "saved": 2, "record": {"game": "pyramidion", "players": []}},
                    {"id": "bad3", "saved": 3, "record": {"players": None}},
                ],
            }
        ),
        None,
    ),
}


@pytest.mark.parametrize("case", list(CORRUPT))
def test_a_corrupt_recent_list_is_named_and_the_page_works(browser, server, case):
    text, problem = CORRUPT[case]
    ctx, page, errors = open_checker(browser, server, "web", "en", PHONE)
    try:
        page.evaluate("t => localStorage.setItem('cardgen.checker.web.recent', t)", text)
        page.reload()
        page.wait_for_function("() => performance.getEntriesByName('cg-form-ready').length > 0")
        seen = wait_scored(page, 0)
        tap(page, page.locator(".cg-recent-toggle"))
        note = page.locator(".cg-recent-problem")
        if problem:
            assert note.inner_text() == t("en", "recent_unreadable", reason=t("en", problem))
            kept = page.evaluate("localStorage.getItem('cardgen.checker.web.recent.unreadable')")
            assert kept == text
            assert page.locator(".cg-recent-item").count() == 0
        else:
            assert note.inner_text() == t("en", "recent_dropped", n=2)
            assert page.locator(".cg-recent-title-text").all_inner_texts() == ["Kept"]
            tap(page, page.locator(".cg-recent-open"))
            assert page.locator("input.cg-name").first.evaluate(SHOWN_NAME) == "A"
        # the page works: a count typed is scored
        tap(page, hand_box(page))
        page.keyboard.type("2")
        wait_scored(page, seen)
        text_on_page = page.locator(".cg-checker").inner_text()
        assert "rec_" not in text_on_page and "games[" not in text_on_page
        assert errors == []
    finally:
        ctx.close()


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_the_open_panel_shows_each_game_kept_by_new_game(browser, server, lang):
    """The panel stays open while games are started anew: each game kept is listed at once
    (as the notice says), not only once something else draws the list again."""
    ctx, page, errors = open_checker(browser, server, "web", lang, PHONE)
    try:
        seen = wait_scored(page, 0)
        tap(page, page.locator(".cg-recent-toggle"))
        panel = page.locator(".cg-recent")
        items = panel.locator(".cg-recent-item")
        assert panel.locator(".cg-recent-none").inner_text() == t(lang, "recent_none")
        for kept, hand in enumerate(["3", "5"], start=1):
            tap(page, hand_box(page))
            page.keyboard.type(hand)
            seen = wait_scored(page, seen)
            tap(page, page.locator(".cg-new"))
            assert t(lang, "cleared_kept") in page.locator(".cg-notice").inner_text()
            assert panel.is_visible()
            assert page.locator(".cg-recent-toggle").get_attribute("aria-expanded") == "true"
            assert items.count() == kept
            assert panel.locator(".cg-recent-none").count() == 0
        # the newest first: opening it brings back the last hand typed
        tap(page, items.first.locator(".cg-recent-open"))
        assert hand_box(page).input_value() == "5"
        assert errors == []
    finally:
        ctx.close()


@pytest.mark.skipif("web" not in GAMES, reason="no checker")
def test_opening_a_kept_game_from_a_blank_one_does_not_say_the_blank_one_is_kept(browser, server):
    """New game keeps the players' names: a game with them and nothing else is blank, and
    is not kept when another is opened."""
    ctx, page, errors = open_checker(browser, server, "web")
    try:
        wait_scored(page, 0)
        retype(page, page.locator("input.cg-name").first, "Anna")
        retype(page, hand_box(page), "3")
        tap(page, page.locator(".cg-new"))  # Anna's game is kept; a blank one is on screen
        assert page.locator("input.cg-name").first.evaluate(SHOWN_NAME) == "Anna"
        assert hand_box(page).input_value() in ("", "0")
        tap(page, page.locator(".cg-recent-toggle"))
        tap(page, page.locator(".cg-recent-open").first)
        notice = page.locator(".cg-undo").first.inner_text()
        assert EN["recent_opened_alone"] in notice
        assert EN["recent_opened"] not in notice
        assert page.locator("input.cg-name").first.evaluate(SHOWN_NAME) == "Anna"
        assert hand_box(page).input_value() == "3"
        assert errors == []
    finally:
        ctx.close()


def record_of(link: str) -> dict:
    """The record a share link holds."""
    text = link.split("#record=", 1)[1]
    return json.loads(base64.urlsafe_b64decode(text + "=" * (-len(text) % 4)))


def test_an_undo_a_share_link_and_a_kept_games_totals_follow_the_reader(browser, server):
    """German, phone. A player removed can be put back after a reload too (the undo is kept
    with the game). An open share box follows "New game": its link is the new game's, and
    the note says to copy it again. A kept game without its totals (kept before its score
    came, or by an older page) gets them: the list shows its winner and totals."""
    de = STRINGS["de"]
    ctx, page, errors = open_checker(browser, server, "web", "de", PHONE)
    try:
        seen = wait_scored(page, 0)
        tap(page, page.locator(".cg-add-player"))
        seen = wait_scored(page, seen)
        players = page.locator(".cg-form .cg-player")
        for i, hand in enumerate("123"):
            retype(page, players.nth(i).locator("input[data-path$='.hand']"), hand)
            seen = wait_scored(page, seen)
        third = players.nth(2).locator("input.cg-name").evaluate(SHOWN_NAME)
        tap(page, players.nth(2).locator(".cg-remove-player"))
        wait_scored(page, seen)
        page.reload()
        page.wait_for_function("() => performance.getEntriesByName('cg-form-ready').length > 0")
        seen = wait_scored(page, 0)
        notice = page.locator(".cg-undo-removed")
        assert notice.inner_text().startswith(t("de", "removed_player", name=third))
        tap(page, notice.get_by_role("button", name=de["undo_remove"]))
        seen = wait_scored(page, seen)
        assert players.count() == 3 and notice.count() == 0
        assert players.nth(2).locator("input.cg-name").evaluate(SHOWN_NAME) == third
        assert players.nth(2).locator("input[data-path$='.hand']").input_value() == "3"
        # the share box open, then a new game: the link is the new game's
        tap(page, page.locator(".cg-share"))
        link = page.locator(".cg-sharelink")
        assert [p.get("hand") for p in record_of(link.input_value())["players"]] == [1, 2, 3]
        tap(page, page.locator(".cg-new"))
        wait_scored(page, seen)
        shared = record_of(link.input_value())
        assert all(p.get("hand", 0) == 0 for p in shared["players"]), shared
        assert page.locator(".cg-copied").inner_text() == de["link_changed"]
        assert page.evaluate("location.hash") == "#" + link.input_value().split("#", 1)[1]
        # a kept game without its totals, as an older page kept it: given them once listed
        key = "cardgen.checker.web.recent"
        page.evaluate(
            "k => { const list = JSON.parse(localStorage.getItem(k));"
            " for (const g of list.games) delete g.summary;"
            " localStorage.setItem(k, JSON.stringify(list)); }",
            key,
        )
        page.reload()
        page.wait_for_function("() => performance.getEntriesByName('cg-form-ready').length > 0")
        wait_scored(page, 0)
        tap(page, page.locator(".cg-recent-toggle"))
        score = page.locator(".cg-recent-item").first.locator(".cg-recent-score")
        score.wait_for()
        names = [players.nth(i).locator("input.cg-name").evaluate(SHOWN_NAME) for i in range(2)]
        # −1, −2, −3: the first player wins
        totals = ", ".join(f"{names[i] if i < 2 else third} −{i + 1}" for i in range(3))
        assert score.inner_text() == f"{de['winner']} {names[0]} · {totals}"
        assert errors == []
    finally:
        ctx.close()
