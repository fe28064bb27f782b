"""Properties: player order never changes a score, scoring is deterministic, and any JSON
input gives a result or a RecordError, nothing else."""

from __future__ import annotations

import copy
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardgen.engine import RecordError, score
from cardgen.model import game_data, load_game

TERRAINS = ["desert", "forest", "mountains", "plains", "snow", "water"]
ICONS = ["cattle", "fort", "bottle", "wagon", "pickaxe", "gun"]
_DECK = next(
    c for c in game_data(load_game("circle-the-wagons"))["components"] if c["id"] == "cards"
)
FROM_GOAL = {item["back"]["goal"]: item["id"] for item in _DECK["items"]}
GOALS = sorted(FROM_GOAL)
CARDS = [item["id"] for item in _DECK["items"]]

cell = st.one_of(
    st.just("."),
    st.builds(lambda t, i: f"{t}:{i}", st.sampled_from(TERRAINS), st.sampled_from(ICONS)),
)


@st.composite
def grids(draw):
    width = draw(st.integers(1, 6))
    rows = draw(st.lists(st.lists(cell, min_size=width, max_size=width), min_size=1, max_size=6))
    return [" ".join(r) for r in rows]


@st.composite
def towns(draw, cards):
    """Legal towns: each card placed on or beside the cells filled so far."""
    filled: set[tuple[int, int]] = set()
    out = []
    for card in cards:
        if filled:
            cx, cy = draw(st.sampled_from(sorted(filled)))
            x, y = cx + draw(st.integers(-2, 1)), cy + draw(st.integers(-2, 1))
            new = {(x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)}
            near = {
                (a + dx, b + dy)
                for a, b in new
                for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1), (0, 0))
            }
            if not near & filled:
                x, y = cx, cy
                new = {(x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)}
        else:
            x, y = 0, 0
            new = {(0, 0), (1, 0), (0, 1), (1, 1)}
        filled |= new
        out.append({"card": card, "x": x, "y": y, "turned": draw(st.booleans())})
    return out


@st.composite
def records(draw):
    bonus = draw(st.lists(st.sampled_from(GOALS), min_size=3, max_size=3, unique=True))
    # the cards whose backs are the bonus goals are not in play
    free = [c for c in CARDS if c not in {FROM_GOAL[g] for g in bonus}]
    free = draw(st.permutations(free))
    cut = draw(st.integers(0, len(free)))
    players = []
    for name, cards in (("Ann", free[:cut]), ("Bob", free[cut:])):
        if draw(st.booleans()):
            players.append({"name": name, "town": draw(towns(cards[:8]))})
        else:
            players.append({"name": name, "grid": draw(grids())})
    return {"game": "circle-the-wagons", "bonus": bonus, "players": players}


def _try(record, data):
    try:
        return score(record, data)
    except RecordError:
        return None


@settings(max_examples=150, deadline=None)
@given(records())
def test_player_order_never_changes_a_score(data, record):
    first = _try(record, data)
    swapped = {**record, "players": list(reversed(record["players"]))}
    second = _try(swapped, data)
    if first is None:
        assert second is None
        return
    a = {p["name"]: (p["total"], p["lines"]) for p in first["players"]}
    b = {p["name"]: (p["total"], p["lines"]) for p in second["players"]}
    assert a == b
    assert sorted(first["winners"]) == sorted(second["winners"])
    assert [p["name"] for p in second["players"]] == ["Bob", "Ann"]


@settings(max_examples=100, deadline=None)
@given(records())
def test_deterministic_and_input_untouched(data, record):
    before = copy.deepcopy(record)
    first = _try(record, data)
    assert record == before
    assert json.dumps(first, sort_keys=True) == json.dumps(_try(record, data), sort_keys=True)
    if first is not None:
        for player in first["players"]:
            assert isinstance(player["total"], int)
            assert player["total"] == sum(line["points"] for line in player["lines"])


@settings(max_examples=100, deadline=None)
@given(records())
def test_generated_towns_are_legal(data, record):
    """The generator builds legal towns; only over-full grids may be refused."""
    try:
        score(record, data)
    except RecordError as err:
        assert ".grid" in err.path, err


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(10**20), 10**20)
    | st.floats(allow_nan=True)
    | st.text(max_size=12)
    | st.sampled_from(GOALS + CARDS + TERRAINS + ["desert:gun", "."]),
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(
            st.sampled_from(
                [
                    "game",
                    "bonus",
                    "players",
                    "name",
                    "town",
                    "grid",
                    "card",
                    "x",
                    "y",
                    "turned",
                    "under",
                ]
            )
            | st.text(max_size=5),
            inner,
            max_size=5,
        )
    ),
    max_leaves=25,
)


@st.composite
def mutated(draw):
    """Valid records with one part replaced by arbitrary JSON."""
    record = draw(records())
    target = draw(st.sampled_from(["bonus", "players", "p", "town", "field", "whole"]))
    junk = draw(json_values)
    if target == "whole":
        return junk
    if target in ("bonus", "players"):
        record[target] = junk
    elif target == "p":
        record["players"][draw(st.integers(0, 1))] = junk
    else:
        player = record["players"][draw(st.integers(0, 1))]
        key = "town" if "town" in player else "grid"
        if target == "town" or not player[key]:
            player[key] = junk
        else:
            i = draw(st.integers(0, len(player[key]) - 1))
            entry = player[key][i]
            if isinstance(entry, dict):
                entry[draw(st.sampled_from(["card", "x", "y", "turned", "zz"]))] = junk
            else:
                player[key][i] = junk
    return record


@settings(max_examples=400, deadline=None)
@given(mutated())
@pytest.mark.slow  # a sweep: not in make check (see pyproject.toml)
def test_any_json_gives_a_result_or_a_record_error(data, record):
    try:
        result = score(record, data)
    except RecordError as err:
        assert isinstance(err.message, str) and isinstance(err.path, str)
    else:
        assert set(result) == {"game", "players", "winners", "notes"}
