"""``core/partial.js`` under Node: the record without the part a fault names (the value,
else what holds it, never more than one player, never a field of the whole game), and
scoring the rest again so every other total stays on screen (issue 19 item 5)."""

from __future__ import annotations

import json
import shutil

import pytest
from node import run_modules

NODE = shutil.which("node")
pytestmark = pytest.mark.skipif(NODE is None, reason="Node.js is not installed")


def run(script: str):
    return run_modules(script, partial="core/partial.js")


def without(record, path):
    return run(
        "console.log(JSON.stringify(partial.withoutFault("
        f"{json.dumps(record)}, {json.dumps(path)})))"
    )


def test_paths_are_read_as_keys_and_indexes():
    got = run(
        "console.log(JSON.stringify([partial.parsePath('rounds[0].players[12].town[1]'),"
        " partial.pathOf(partial.parsePath('rounds[0].players[12].town[1]')),"
        " partial.parsePath(''), partial.parsePath('site.min_influence')]))"
    )
    assert got == [
        ["rounds", 0, "players", 12, "town", 1],
        "rounds[0].players[12].town[1]",
        [],
        ["site", "min_influence"],
    ]


def test_the_faulty_value_goes_first():
    record = {"players": [{"name": "A", "lands": {"x": 9, "y": 1}}, {"name": "B"}]}
    got = without(record, "players[0].lands.x")
    assert got["record"] == {"players": [{"name": "A", "lands": {"y": 1}}, {"name": "B"}]}
    assert got["dropped"] == ["players", 0, "lands", "x"]
    got = without(record, "players[0].boats[1]")  # nothing there: what holds it, the player
    assert got["record"] == {"players": [{"name": "B"}]}


def test_a_list_item_goes_from_its_list():
    record = {"players": [{"name": "A", "boats": [1, "2e", 3]}]}
    got = without(record, "players[0].boats[1]")
    assert got["record"]["players"][0]["boats"] == [1, 3]


def test_a_player_goes_from_every_round():
    record = {
        "rounds": [{"players": [{"name": "A"}, {"name": "B"}]}, {"players": [{"n": 1}, {"n": 2}]}]
    }
    got = without(record, "rounds[1].players[0]")
    assert got["record"] == {"rounds": [{"players": [{"name": "B"}]}, {"players": [{"n": 2}]}]}


@pytest.mark.parametrize("path", ["", "players", "site", "game"])
def test_nothing_of_the_whole_game_goes(path):
    record = {"game": "pyramidion", "site": {"id": "giza"}, "players": [{"name": "A"}]}
    assert without(record, path) is None


def test_a_field_of_a_game_field_may_go():
    record = {"site": {"id": "giza", "min_influence": "x"}, "players": []}
    got = without(record, "site.min_influence")
    assert got["record"] == {"site": {"id": "giza"}, "players": []}


SCORE = """
// a small scorer with the engine's answers: a total per player; a fault for a land count
// over 4, and for no lands (the fault the removal of a player's only land makes)
const score = async (record) => {
  calls.push(JSON.stringify(record));
  for (const [i, p] of record.players.entries()) {
    const fault = (path, message) => ({ result: { error: { path, message } } });
    if (!p.lands || !Object.keys(p.lands).length) return fault(`players[${i}].lands`, 'missing');
    for (const [k, v] of Object.entries(p.lands)) {
      if (v > 4) return fault(`players[${i}].lands.${k}`, `over ${k}`);
    }
  }
  return { result: { players: record.players.map((p) => ({ name: p.name,
    total: Object.values(p.lands).reduce((a, b) => a + b, 0) })) } };
};
const calls = [];
"""


def test_the_rest_is_scored_and_each_players_fault_listed_once():
    record = {
        "players": [
            {"name": "A", "lands": {"x": 9, "y": 1}},
            {"name": "B", "lands": {"x": 2}},
            {"name": "C", "lands": {"z": 7, "w": 1}},
        ]
    }
    got = run(
        SCORE
        + f"const out = await partial.scoreWithPartial({json.dumps(record)}, score);"
        + "console.log(JSON.stringify({...out, calls: calls.length}));"
    )
    assert got["result"]["error"]["path"] == "players[0].lands.x"
    assert [e["message"] for e in got["errors"]] == ["over x", "over z"]
    assert got["partial"]["players"] == [
        {"name": "A", "total": 1},
        {"name": "B", "total": 2},
        {"name": "C", "total": 1},
    ]
    assert got["calls"] == 3


def test_a_fault_the_removal_makes_is_not_listed_and_a_whole_record_is_left_alone():
    record = {"players": [{"name": "A", "lands": {"x": 9}}, {"name": "B", "lands": {"x": 2}}]}
    got = run(
        SCORE
        + f"const out = await partial.scoreWithPartial({json.dumps(record)}, score);"
        + "const whole = {players: [{name: 'A', lands: {x: 1}}]};"
        + "const fine = await partial.scoreWithPartial(whole, score);"
        + "console.log(JSON.stringify([out, fine, calls.length]));"
    )
    out, fine, calls = got
    # without A's only land, A has no lands (a fault the removal made): then A goes
    assert [e["message"] for e in out["errors"]] == ["over x"]
    assert out["partial"]["players"] == [{"name": "B", "total": 2}]
    assert fine["errors"] == [] and fine["partial"] is None and not fine["result"].get("error")
    assert calls == 4 + 1


def test_it_stops_when_a_newer_change_comes():
    record = {"players": [{"name": "A", "lands": {"x": 9}}]}
    got = run(
        SCORE
        + f"const out = await partial.scoreWithPartial({json.dumps(record)}, score, 4, "
        + "() => false);"
        + "console.log(JSON.stringify([out.partial, calls.length]));"
    )
    assert got == [None, 1]


def test_the_removed_parts_are_reported_in_the_order_they_went():
    record = {
        "players": [
            {"name": "A", "lands": {"x": 9, "y": 1}},
            {"name": "B", "lands": {"x": 2}},
            {"name": "C", "lands": {"z": 7, "w": 1}},
        ]
    }
    got = run(
        SCORE
        + f"const out = await partial.scoreWithPartial({json.dumps(record)}, score);"
        + "console.log(JSON.stringify(out.removed));"
    )
    assert got == ["players[0].lands.x", "players[2].lands.z"]


def after(path, removed):
    return run(
        f"console.log(JSON.stringify(partial.pathAfter({json.dumps(path)}, {json.dumps(removed)})))"
    )


@pytest.mark.parametrize(
    ("path", "removed", "expected"),
    [
        # a later set of the same spread moves up; an earlier one stays; the set itself goes
        ("players[0].spread[3]", ["players[0].spread[1]"], "players[0].spread[2]"),
        ("players[0].spread[0]", ["players[0].spread[1]"], "players[0].spread[0]"),
        ("players[0].spread[1]", ["players[0].spread[1]"], None),
        ("players[0].spread[1][2]", ["players[0].spread[1]"], None),
        # a card of a set goes: the set stays where it is
        ("players[0].spread[1]", ["players[0].spread[1][0]"], "players[0].spread[1]"),
        # another player's removal moves nothing of this one's, unless it is a whole player
        ("players[1].spread[2]", ["players[0].spread[0]"], "players[1].spread[2]"),
        ("players[2].spread[0]", ["players[0]"], "players[1].spread[0]"),
        # a player goes from every round; a set of another round stays
        (
            "rounds[1].players[2].spread[0]",
            ["rounds[0].players[1]"],
            "rounds[1].players[1].spread[0]",
        ),  # fmt: skip
        (
            "rounds[1].players[0].spread[2]",
            ["rounds[0].players[0].spread[0]"],
            "rounds[1].players[0].spread[2]",
        ),  # fmt: skip
        # one after the other, each in the record as it was then
        (
            "players[0].spread[4]",
            ["players[0].spread[1]", "players[0].spread[1]"],
            "players[0].spread[2]",
        ),  # fmt: skip
        ("players[0].spread[2]", ["players[0].spread[0]", "players[0].spread[1]"], None),
    ],
)
def test_a_part_is_found_again_after_the_removals(path, removed, expected):
    assert after(path, removed) == expected
