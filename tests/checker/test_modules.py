"""The checker's own modules (``frontend/checker/core/``) under Node, on their own: loading and
checking links and saved states (``records.js``), the engine's failure reasons
(``engine.js``)."""

from __future__ import annotations

import json
import shutil
import subprocess

import pytest
from hostile_records import JSON, records_of_game
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from node import run_modules

NODE = shutil.which("node")
pytestmark = pytest.mark.skipif(NODE is None, reason="Node.js is not installed")


def run(script: str):
    """Run ``script`` (an ES module body with ``records`` and ``engine`` imported) and
    return what it prints as JSON."""
    return run_modules(script, records="core/records.js", engine="core/engine.js")


LIMITS = "{game: 'web', rounds: false, maxPlayers: 6}"


def problem_of(value_js: str, limits: str = LIMITS):
    return run(
        f"""let key = null;
        try {{ records.checkRecord({value_js}, {limits}); }}
        catch (e) {{ key = e instanceof records.RecordProblem ? [e.key, e.values] : String(e); }}
        console.log(JSON.stringify(key));"""
    )


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("{game: 'web', players: [{name: 'A'}, {name: 'B'}]}", None),
        ("{players: [{name: 'A'}]}", None),
        ("null", ["rec_not_game", {}]),
        ("[1, 2]", ["rec_not_game", {}]),
        ("'text'", ["rec_not_game", {}]),
        ("{game: 'web', players: null}", ["rec_players", {}]),
        ("{game: 'web', players: [null]}", ["rec_players", {}]),
        ("{game: 'web', players: [[1]]}", ["rec_players", {}]),
        ("{game: 'web', players: [{name: 5}]}", ["rec_name", {}]),
        ("{game: 'pyramidion', players: []}", ["rec_other_game", {"game": "pyramidion"}]),
        ("{game: 7}", ["rec_other_game", {"game": ""}]),
        (
            "{game: 'web', players: Array.from({length: 2000}, (_, i) => ({name: 'P' + i}))}",
            ["rec_too_many", {"n": 2000, "max": 6}],
        ),
        (
            "{game: 'web', players: Array.from({length: 9}, (_, i) => ({name: 'P' + i}))}",
            ["rec_too_many", {"n": 9, "max": 6}],
        ),
        (
            "(() => { let v = {}; for (let i = 0; i < 100000; i++) v = {a: v};"
            " return {game: 'web', players: [v]}; })()",
            ["rec_too_big", {}],
        ),
    ],
)
def test_check_record_names_what_is_wrong(value, expected):
    assert problem_of(value) == expected


def test_rounds_are_checked_in_a_game_with_rounds():
    limits = "{game: 'c', rounds: true, maxPlayers: 4, maxRounds: 3}"
    assert problem_of("{rounds: [{players: [{name: 'A'}]}]}", limits) is None
    assert problem_of("{rounds: {}}", limits) == ["rec_rounds", {}]
    assert problem_of("{rounds: [1]}", limits) == ["rec_rounds", {}]
    assert problem_of("{rounds: [{}, {}, {}, {}]}", limits) == [
        "rec_too_many_rounds",
        {"n": 4, "max": 3},
    ]


def test_links_round_trip_and_damaged_links_are_named():
    out = run(
        """const record = {game: 'web', players: [{name: 'Zoë ✓'}]};
        const back = records.decodeRecord(records.encodeRecord(record));
        const fails = [];
        for (const text of ['%%%', 'AAAA', '_-_-', 'x'.repeat(300000)]) {
          try { records.decodeRecord(text); fails.push(null); }
          catch (e) { fails.push(e.key); }
        }
        console.log(JSON.stringify({back, fails}));"""
    )
    assert out["back"] == {"game": "web", "players": [{"name": "Zoë ✓"}]}
    assert out["fails"] == ["rec_damaged", "rec_damaged", "rec_damaged", "rec_too_big"]


def test_a_saved_state_is_read_checked_and_its_ui_cleaned():
    out = run(
        f"""const read = (text) => {{
          try {{ return records.readStored(text, 1, {LIMITS}); }}
          catch (e) {{ return e.key; }}
        }};
        console.log(JSON.stringify([
          read(null),
          read('{{oops'),
          read('[]'),
          read(JSON.stringify({{v: 2, record: {{}}}})),
          read(JSON.stringify({{v: 1, record: {{players: 'x'}}}})),
          read(JSON.stringify({{v: 1, record: {{players: []}},
            ui: {{top: 3, modes: ['a', 7], round: 'x'}}}})),
        ]));"""
    )
    assert out[:5] == [None, "rec_damaged", "rec_not_game", "rec_not_game", "rec_players"]
    assert out[5] == {"v": 1, "record": {"players": []}, "ui": {"round": 0, "modes": ["a", None]}}


def test_a_removal_kept_with_the_saved_state_is_checked_and_a_bad_one_left_out():
    """A player or round removed is kept with the saved game (its undo outlives a reload);
    one of another shape, or beyond a record's limits, is left out and the game loads."""
    out = run(
        f"""const record = {{players: [{{name: 'A'}}]}};
        const state = (undo) => JSON.stringify({{v: 1, record, undo}});
        const read = (undo) => records.readStored(state(undo), 1, {LIMITS}).undo ?? null;
        const player = {{reason: 'removed', index: 1, name: 'Bo',
          players: [{{name: 'Bo', hand: 2}}], mode: 'tally', colour: 'blue'}};
        const round = {{reason: 'round_removed', index: 1,
          round: {{players: [{{name: 'A', spread: []}}]}}}};
        const deep = {{...player, players: [JSON.parse('[' .repeat(40) + ']'.repeat(40))]}};
        console.log(JSON.stringify([read(player), read(round), read(undefined),
          read({{...player, index: -1}}), read({{...player, index: 99}}),
          read({{...player, name: 7}}),
          read({{...player, name: 'x'.repeat(500)}}), read({{...player, players: [null]}}),
          read({{...player, players: []}}), read(deep), read({{...round, round: 'x'}}),
          read({{reason: 'other', index: 0}}), read('x')]));"""
    )
    assert out[0] == {
        "reason": "removed",
        "index": 1,
        "name": "Bo",
        "players": [{"name": "Bo", "hand": 2}],
        "mode": "tally",
        "colour": "blue",
    }
    assert out[1] == {
        "reason": "round_removed",
        "index": 1,
        "round": {"players": [{"name": "A", "spread": []}]},
    }
    assert out[2:] == [None] * 11


def test_engine_failures_are_told_apart():
    out = run(
        """console.log(JSON.stringify([
          engine.failureReason('anything', 'file:'),
          engine.failureReason('download failed (network): Failed to fetch', 'https:'),
          engine.failureReason('download failed: 404 https://x/pyodide.asm.wasm', 'https:'),
          engine.failureReason('Failed to fetch dynamically imported module', 'http:'),
          engine.failureReason('RangeError: Maximum call stack size exceeded', 'https:'),
          engine.failureReason('no answer in 8000 ms', 'https:'),
        ]));"""
    )
    assert out == ["file", "network", "network", "network", "crashed", "crashed"]


FAKE_WORKER = """
globalThis.location = {protocol: 'https:'};
let sent = [];
globalThis.Worker = class {
  constructor() { this.busy = false; }
  postMessage(m) {
    if (m.type !== 'score') return;
    sent.push(JSON.parse(m.record).n);
    // a slow phone: each score takes 120 ms, one after another, as Pyodide does
    if (this.busy) throw new Error('two records at once');
    this.busy = true;
    setTimeout(() => {
      this.busy = false;
      const result = JSON.stringify({n: JSON.parse(m.record).n});
      this.onmessage({data: {type: 'result', id: m.id, result}});
    }, 120);
  }
  terminate() {}
};
"""


def test_a_burst_of_typing_on_a_slow_engine_is_not_read_as_a_dead_engine():
    """Ten records in a row, each score 120 ms, the timeout 400 ms: records sent at once
    queued in the worker and the later ones' timers counted the wait (the page said the
    engine had stopped). Now one record is with the worker at a time, its timer starts when
    it is sent, and the records typing has overtaken are never sent."""
    out = run(
        FAKE_WORKER
        + """
        let fatal = 0;
        const e = engine.createEngine({workerUrl: 'w.js', base: '/', info: null,
          onFatal: () => fatal++, timeoutMs: 400});
        let latest = 0;
        const jobs = [];
        for (let n = 1; n <= 10; n++) {
          latest = n;
          jobs.push(e.score({n}, 'en', () => n === latest));
        }
        const answers = await Promise.all(jobs);
        console.log(JSON.stringify({fatal, sent, answers: answers.map((a) =>
          a.dead ? 'dead' : a.stale ? 'stale' : a.result.n)}));"""
    )
    assert out["fatal"] == 0
    assert out["answers"][-1] == 10
    assert "dead" not in out["answers"]
    # the first went at once; of the nine typed while it was scored, only the last is sent
    assert out["sent"] == [1, 10]


def test_an_engine_that_never_answers_is_still_dead_after_the_timeout():
    out = run(
        FAKE_WORKER.replace("}, 120);", "}, 100000);")
        + """
        let fatal = 0;
        const e = engine.createEngine({workerUrl: 'w.js', base: '/', info: null,
          onFatal: () => fatal++, timeoutMs: 200});
        const t0 = Date.now();
        const answers = await Promise.all([e.score({n: 1}), e.score({n: 2})]);
        console.log(JSON.stringify({fatal, answers, waited: Date.now() - t0}));
        process.exit(0);"""
    )
    assert out["fatal"] == 1
    assert all(a.get("dead") for a in out["answers"])
    assert out["waited"] < 5000


BUSY_WORKER = """
globalThis.location = {protocol: 'https:'};
const workers = [];
globalThis.Worker = class {
  constructor() { this.got = []; this.terminated = false; workers.push(this); }
  postMessage(m) {
    this.got.push(m.type);
    // the score begins and never ends: a game's own engine in an endless loop
    const began = {data: {type: 'scoring', id: m.id}};
    if (m.type === 'score') setTimeout(() => this.onmessage(began), 0);
  }
  terminate() { this.terminated = true; }
};
"""


def test_a_score_that_began_and_never_ended_stops_its_worker_and_a_change_starts_a_new_one():
    """The worker said it began the score ("scoring") and then nothing: the engine is busy
    for ever, not gone. The page hears "slow", the worker is terminated at once (its Python
    would keep a core busy), and ``revive`` (the reader's next change) starts a fresh one."""
    out = run(
        BUSY_WORKER
        + """
        const events = [];
        const e = engine.createEngine({workerUrl: 'w.js', base: '/', info: null, timeoutMs: 200});
        e.listeners.add((m) => events.push(m.type === 'fatal' ? 'fatal:' + m.reason : m.type));
        e.boot();
        const answer = await e.score({n: 1});
        const first = workers[0];
        const stopped = {reason: e.reason, terminated: first.terminated, workers: workers.length};
        const revived = e.revive();
        console.log(JSON.stringify({answer, stopped, revived, workers: workers.length,
          fresh: workers[1].got, failed: e.failed, events}));"""
    )
    assert out["answer"] == {"dead": True, "id": 1}
    assert out["stopped"] == {"reason": "slow", "terminated": True, "workers": 1}
    assert out["revived"] is True and out["workers"] == 2
    assert out["fresh"] == ["init", "go"] and out["failed"] is None
    assert out["events"] == ["fatal:slow", "status"]


def test_a_worker_that_never_began_the_score_is_crashed_and_waits_for_retry():
    """No "scoring" from the worker: it is gone (killed by the browser), not busy; a change
    does not start another (the reader's retry does), as before."""
    out = run(
        BUSY_WORKER.replace("if (m.type === 'score') setTimeout", "if (false) setTimeout")
        + """
        const e = engine.createEngine({workerUrl: 'w.js', base: '/', info: null, timeoutMs: 200});
        e.boot();
        await e.score({n: 1});
        console.log(JSON.stringify({reason: e.reason, terminated: workers[0].terminated,
          revived: e.revive(), workers: workers.length}));"""
    )
    assert out == {"reason": "crashed", "terminated": False, "revived": False, "workers": 1}


SAVED_STATE = st.one_of(
    st.builds(
        lambda record, ui: json.dumps({"v": 1, "record": record, "ui": ui}),
        records_of_game("web"),
        JSON,
    ),
    # a game the page reads, with anything in what it keeps of the form and of an undo
    st.builds(
        lambda names, ui, undo: json.dumps(
            {"v": 1, "record": {"game": "web", "players": [{"name": n} for n in names]}}
            | {"ui": ui}
            | undo
        ),
        st.lists(st.text(max_size=8), min_size=1, max_size=5),
        st.fixed_dictionaries(
            {}, optional={k: JSON for k in ("round", "top", "modes", "colours", "names")}
        ),
        st.fixed_dictionaries({}, optional={"undo": JSON}),
    ),
    JSON.map(json.dumps),
    st.text(max_size=40),
)
"""What a device may hold under the checker's key: a saved game of any shape, one the
page reads with anything in its form's state, any JSON, any text."""


READER = """import * as records from RECORDS;
import { createInterface } from "node:readline";
for await (const line of createInterface({ input: process.stdin })) {
  let answer;
  try {
    const s = records.readStored(JSON.parse(line), 1, LIMITS);
    answer = ["read", s && typeof s.record, s && Object.keys(s.ui).sort()];
  } catch (e) {
    answer = e instanceof records.RecordProblem ? ["problem", e.key] : ["threw", String(e)];
  }
  console.log(JSON.stringify(answer));
}"""
"""A Node process that reads one saved state per line (a JSON string) and answers what
``readStored`` made of it, one JSON line each: one process for every example."""


@pytest.fixture(scope="module")
def reader():
    from node import NODE

    from cardgen.site import checker_sources

    script = READER.replace(
        "RECORDS", json.dumps((checker_sources.SOURCES / "core/records.js").as_uri())
    ).replace("LIMITS", LIMITS)
    node = subprocess.Popen(
        [str(NODE), "--input-type=module", "-e", script],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        encoding="utf-8",
    )

    def read(text: str):
        node.stdin.write(json.dumps(text) + "\n")
        node.stdin.flush()
        return json.loads(node.stdout.readline())

    yield read
    node.stdin.close()
    node.wait(timeout=30)


@settings(
    max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(text=SAVED_STATE)
def test_any_saved_state_is_read_or_named_as_a_problem(reader, text):
    """The reader of a saved game (``readStored``), fuzzed: whatever a device holds, it
    gives a state whose record is an object and whose ``ui`` holds only what the page
    reads, or a problem the page has words for; it never throws anything else. (One Node
    process answers every example.)"""
    from cardgen.site.checker_sources import strings

    how, *what = reader(text)
    assert how in ("read", "problem"), what
    if how == "problem":
        assert what[0] in strings()["en"], what
    else:
        assert what[0] == "object"
        assert set(what[1]) <= {"round", "top", "modes", "colours", "names"}, what
