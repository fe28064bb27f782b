"""Counts filled from the cards ticked (``form/derive.js`` under Node): when a Web of Power
player switches from "Cards held" to "Counts", each box is filled from the cards ticked, and
the game scores the same either way; each kind of count a mode may ask for. (On a phone, the
switch itself: ``test_card_groups.py``.)"""

from __future__ import annotations

import json

import pytest
from node import run_modules
from wop_records import FOUR_PLAYERS, GAME

from cardgen.engine import score
from cardgen.model import game_data, load_game


@pytest.fixture(scope="module")
def data():
    return game_data(load_game(GAME))


def counts_of(player: dict, data: dict) -> dict:
    """What the page fills in when ``player`` switches from "Cards held" to "Counts"
    (``form/derive.js`` under Node, with the modes of checker.yaml)."""
    tally = data["checker"]["players"]["modes"][1]
    entered = {k: v for k, v in player.items() if k in ("cards", "laws")}
    script = (
        f"const data = {json.dumps({'components': data['components']})};"
        f"console.log(JSON.stringify(d.derivedFields({json.dumps(tally)},"
        f" {json.dumps(entered)}, data)))"
    )
    return run_modules(script, d="form/derive.js")


def test_counts_filled_from_the_cards_ticked_score_the_same(data):
    cards = score(FOUR_PLAYERS, data, "de")
    players = [{"name": p["name"], **counts_of(p, data)} for p in FOUR_PLAYERS["players"]]
    counted = score({"game": GAME, "players": players}, data, "de")
    assert [p["total"] for p in counted["players"]] == [p["total"] for p in cards["players"]]
    assert counted["players"][1]["total"] > 0
    fronts = {i["id"]: i["front"] for c in data["components"] for i in c["items"]}
    for entered, filled in zip(FOUR_PLAYERS["players"], players, strict=True):
        lands = [fronts[c] for c in entered["cards"]]
        assert sum(filled["lands"].values()) == len(lands)
        assert sum(n for row in filled["symbols"].values() for n in row.values()) == sum(
            len(f["symbols"]) for f in lands
        )
        for field, route in (("ships", "ship"), ("carriages", "carriage")):
            assert filled.get(field, 0) == sum(f.get("route") == route for f in lands)
    assert players[3]["lands"] == {
        "daenemark": 2,
        "italien": 2,
        "bayern": 2,
        "ungarn": 3,
        "franken": 2,
        "frankreich": 1,
    }
    assert players[3]["victory_point_laws"] == 1
    assert "victory_point_laws" not in players[0]  # no Law card: no count, not a 0


def test_a_count_of_each_kind(data):
    script = """
      const data = {components: [{id: "c", items: [
        {id: "a", front: {country: "x", symbols: ["cross", "cross"], route: "ship"}},
        {id: "b", front: {country: "x", symbols: ["fan"]}},
        {id: "c", front: {country: "y", symbols: [], route: "carriage"}},
        {id: "l", front: {law: "two-points"}}]}]};
      const fronts = d.frontsById(data);
      const entered = {cards: ["a", "b", "c", "gone"], laws: ["l"]};
      console.log(JSON.stringify([
        d.derivedValue({cards: "cards", count: "country"}, entered, fronts),
        d.derivedValue({cards: "cards", count: ["country", "symbols"]}, entered, fronts),
        d.derivedValue({cards: "cards", where: {route: "ship"}}, entered, fronts),
        d.derivedValue({cards: "cards", where: {route: "boat"}}, entered, fronts),
        d.derivedValue({cards: "laws", where: {law: "two-points"}}, entered, fronts),
        d.derivedValue({cards: "none", count: "country"}, entered, fronts),
        d.derivedFields({fields: [{key: "n"}]}, entered, data),
      ]));
    """
    assert run_modules(script, d="form/derive.js") == [
        {"x": 2, "y": 1},
        {"x": {"cross": 2, "fan": 1}},
        1,
        None,
        1,
        None,
        {},
    ]
