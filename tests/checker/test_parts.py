"""The checker's parts (``frontend/checker/``), each on its own in Chromium: the helpers
(``core/util.js``), the state and its storage (``core/storage.js``), the take-over of the
form the page arrives with (``form/takeover.js``), what fields are made of
(``form/items.js``), the field kinds (``form/fields.js``), the form's layout
(``form/render.js``), the result (``results.js``, ``totals-bar.js``) and the toolbar
(``toolbar.js``).

Each module is imported by the built site's URL into a blank page of the same origin;
the checker's own parts run on a small made-up game (two to four players, one number
each), with an engine stand-in that never boots."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cardgen.site import checker_sources

BLANK = "<!doctype html><html lang=en><head><meta charset=utf-8></head><body></body></html>"

PARTS = Path(__file__).with_name("parts.mjs")


@pytest.fixture(scope="module")
def page(browser, server):
    ctx = browser.new_context()
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.route("**/parts-test.html", lambda r: r.fulfill(body=BLANK, content_type="text/html"))
    page.route(
        "**/parts-test.mjs",
        lambda r: r.fulfill(body=PARTS.read_text(encoding="utf-8"), content_type="text/javascript"),
    )
    page.goto(f"{server.url}/parts-test.html")
    yield page
    assert errors == []
    ctx.close()


def run(page, name: str):
    """The test ``name`` of ``parts.mjs`` run in the page (storage and address cleared
    first); what it returns."""
    page.evaluate(
        "() => { localStorage.clear(); document.body.replaceChildren();"
        " history.replaceState(null, '', '/parts-test.html'); }"
    )
    return page.evaluate("async (name) => (await import('/parts-test.mjs')).tests[name]()", name)


def test_every_module_of_the_checker_is_preloaded_and_built(site_dir, site_games):
    names = checker_sources.front_end(site_games).module_names()
    for name in (
        "core/util.js",
        "core/storage.js",
        "core/widgets.js",
        "form/takeover.js",
        "form/items.js",
        "form/fields.js",
        "form/render.js",
        "results.js",
        "totals-bar.js",
        "toolbar.js",
    ):
        assert name in names
        assert (site_dir / "_checker" / name).is_file()
        # every module imports the others at the release's version (one URL each)
        built = (site_dir / "_checker" / name).read_text(encoding="utf-8")
        imports = re.findall(r'from "(\.\.?/[^"]+)"', built)
        assert all(re.search(r"\.js\?v=[0-9a-f]+$", spec) for spec in imports), imports


def test_util_builds_elements_and_edits_keys(page, site_games):
    out = run(page, "util")
    assert out["html"] == '<button class="x" data-a="1">&lt;b&gt;hi&lt;/b&gt;tail</button>'
    assert out["clicked"] == 1
    assert out["record"] == {}
    assert out["path"] == "players[1].name"
    assert out["numbers"] == [None, 7, -2, "2e", "1.5"]
    assert out["next"] == 1 and out["mixed"] == 2 and out["text"] == "Hello"
    assert out["widgets"] == list(checker_sources.front_end(site_games).widgets)
    assert out["fmt"] == "1 of 3 {x}"


def test_storage_reads_saves_and_sets_aside(page):
    out = run(page, "storage")
    assert out["blank"] == {"from": "blank", "names": ["Ann", "Bob"]}
    assert out["keptBlank"] is None  # the blank game is not kept
    assert out["saved"]["v"] == out["schema"] == 1
    assert out["saved"]["record"]["players"][0] == {"name": "Ann", "points": 4}
    # an empty name is scored under a stand-in: the player's number, as their card is
    # headed, never a suggested name (another player's colour, once that one was renamed)
    assert out["scored"] == ["Ann", "Player 2"]
    assert out["reloaded"] == {"from": "stored", "points": 4}
    assert out["broken"]["from"] == "blank" and out["broken"]["error"] == "rec_players"
    assert out["broken"]["aside"] == '{"v": 1, "record": {"players": null}}'
    assert out["broken"]["kept"] is None
    assert out["link"] == ["rec_damaged", "blank"]


def test_takeover_repeats_what_the_reader_did_on_the_live_form(page):
    out = run(page, "takeover")
    assert out["changed"] == 3
    assert out["value"] == "Anna" and out["ticked"] is True and out["open"] is False
    assert out["events"] == ["cg-name", "cg-tick"]
    assert out["focused"] is True and out["selection"] == [1, 3]
    assert out["found"] is True


def test_items_name_entries_and_make_controls(page):
    out = run(page, "items")
    assert out["colours"] == ["blue", "red"] and out["players"] == ["Ann", "Bob"]
    assert out["chips"][0] == "rgb(0, 0, 255)" and out["chips"][1] is None
    assert out["got"] == [4]
    assert out["attrs"] == ["number", "0", "5", "How many"]
    assert out["names"] == ["Blue 1", "Blue 2", "Red"]
    assert out["described"] == "Red · victory points: 2"  # a card field in words, and its value


def test_fields_write_what_is_typed_into_the_record(page):
    out = run(page, "fields")
    assert out["holder"] == {"influence": {"blue": 3}, "points": 12}
    assert out["legend"] == "Influence" and out["labels"] == ["Blue /5", "Red /5"]
    assert out["path"] == "players[0].points" and out["label"] == "Points"


def test_render_draws_players_and_adds_and_removes_them(page):
    out = run(page, "render")
    assert out["before"] == ["Ann", "Bob"]
    assert out["added"] == ["Ann", "Bob", "Player 3"] and out["focused"] is True
    assert out["after"] == ["Bob", "Player 3"]
    assert "Ann" in out["notice"]
    # each box headed by its player's name (the first player, Ann, was removed)
    assert out["legends"] == ["Bob", "Player 3"]


def test_results_show_winner_totals_and_faults_in_words(page):
    out = run(page, "results")
    assert out["scored"]["verdict"].startswith("Winner") and "Ann" in out["scored"]["verdict"]
    assert "Ann 5" in out["scored"]["bar"] and "Bob 2" in out["scored"]["bar"]
    assert out["scored"]["link"] == "../rules/#points"
    assert out["scored"]["rule"] == "Points scored"
    assert out["scored"]["state"] == "scored"
    # where on a line of its own, then what is wrong as a sentence
    assert out["fault"] == "Bob, Points Too many."
    assert out["state"] == "invalid" and out["marked"] == "players[1].points"
    assert "players[" not in out["text"]


def test_a_result_not_final_yet_names_no_winner_and_says_why(page):
    """Final: "Shared win: Ann and Bob" (the page's list format). Not final yet (a game
    short of its rounds, a value beyond our deck, a part still being entered, a player who
    has entered nothing): "Ahead so far" or "All level so far", the reasons below, no
    winner starred here or on the bar, which says "So far:" first."""
    out = run(page, "verdicts")
    assert out["shared"]["verdict"] == "Shared win: Ann and Bob"
    assert out["shared"]["winners"] == "Ann, Bob" and out["shared"]["final"] == "true"
    assert out["shared"]["starred"] == 4  # two cards, two names on the bar
    provisional = out["provisional"]
    assert provisional["verdict"].startswith("Ahead so far: Ann")
    assert provisional["reasons"] == ["A full game has 3 rounds; 1 entered so far."]
    assert provisional["winners"] is None and provisional["ahead"] == "Ann"
    assert provisional["starred"] == 0 and provisional["final"] == "false"
    assert "So far: Ann 5 Bob 2" in provisional["bar"]
    doubted = out["doubted"]
    assert doubted["verdict"] == "Ahead so far: Ann" and doubted["winners"] is None
    assert doubted["starred"] == 0 and "So far:" not in doubted["bar"]
    assert out["level"]["verdict"].startswith("All level so far")
    waiting = out["waiting"]
    assert waiting["faults"] == "0" and waiting["state"] == "scored"
    assert waiting["verdict"].startswith("Ahead so far: Ann")
    assert waiting["reasons"] == ["Still being entered, not counted yet: Ann, Points."]
    refused = out["refused"]
    assert refused["faults"] == "1" and refused["state"] == "invalid"
    assert refused["reasons"] == []
    yet = out["yet"]  # Bob has entered nothing: Ann only leads
    assert yet["verdict"].startswith("Ahead so far: Ann") and yet["winners"] is None
    assert yet["reasons"] == ["Nothing entered yet for Bob."]
    assert yet["starred"] == 0 and yet["final"] == "false"


def test_toolbar_new_game_keeps_an_undo(page):
    out = run(page, "toolbar")
    assert out["cleared"]["points"] is None and out["cleared"]["undoKept"] == 7
    assert out["cleared"]["notice"]
    assert out["restored"] == 7 and out["notice"] == ""
    assert out["tools"][:3] == ["New game", "Share link", "Print result"]


def test_stepper_counts_one_up_or_down_within_bounds(page):
    out = run(page, "stepper")
    # empty at 0: − can go no further; + three times stops at the maximum 2
    assert out["steps"] == [
        ["", "true", "false"],
        ["", "true", "false"],
        ["1", "false", "false"],
        ["2", "false", "true"],
        ["2", "false", "true"],
        ["1", "false", "false"],
    ]
    assert out["seen"] == ["1", "2", "1", "5", "1"]  # an "input" event per change, as typing
    assert out["order"] == [
        "BUTTON.cg-stepper-down cg-stepper-button",
        "INPUT",
        "BUTTON.cg-stepper-up cg-stepper-button",
        "SPAN.cg-digits-only",  # the note a typed letter gets, after the controls
    ]
    assert out["names"] == ["One less: Blue (Influence)", "One more: Blue (Influence)"]
    assert out["fromPlaceholder"] == "5" and out["fromBadText"] == "1"
    assert out["types"] == ["button", "button"]


def test_recent_keeps_each_game_once_as_the_entry_it_came_from(page):
    out = run(page, "recent")
    assert out["kept"] == [2, 1]  # newest first
    assert out["opened"] == {"points": 1, "kept": [3, 2, 1], "reason": "recent"}
    assert out["afterUndo"] == [4, 2, 1]  # game 3's entry, not a new one
    assert out["afterLink"] == [9, 4, 2, 1]  # the link's game, as a new entry
