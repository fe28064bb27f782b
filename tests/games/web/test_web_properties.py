"""Properties of the Web engine: order, determinism, and nothing but RecordError."""

from __future__ import annotations

import copy
import json
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from cardgen.engine import RecordError
from cardgen.engine.checks import name_key
from cardgen.engine.games.web.score import score
from cardgen.model import game_data, load_game

VISIBLE = st.characters(blacklist_categories=("Cc", "Cs", "Cf"))

DATA = game_data(load_game("web"))
EXAMPLE = json.loads(
    (Path(__file__).resolve().parents[3] / "content/web/examples/worked-example.json").read_text()
)
COLOURS = ["red", "blue", "green", "yellow"]
CARD_IDS = [i["id"] for c in DATA["components"] if c["id"] == "network-cards" for i in c["items"]]

names = st.lists(
    st.text(VISIBLE, min_size=1, max_size=6).filter(name_key),
    min_size=2,
    max_size=4,
    unique_by=name_key,
)
tally_players = names.flatmap(
    lambda ns: st.tuples(
        *[
            st.fixed_dictionaries(
                {
                    "name": st.just(n),
                    "computers": st.lists(st.integers(1, 9), max_size=6),
                    "hand": st.integers(0, 8),
                }
            )
            for n in ns
        ]
    )
)

square = st.lists(st.integers(-3, 8), min_size=2, max_size=2)
boards = st.fixed_dictionaries(
    {
        "cards": st.lists(
            st.fixed_dictionaries(
                {
                    "card": st.sampled_from(CARD_IDS),
                    "x": st.integers(-3, 8),
                    "y": st.integers(-3, 8),
                    "rotation": st.sampled_from([0, 90, 180, 270]),
                }
            ),
            max_size=6,
        ),
        "cables": st.lists(
            st.fixed_dictionaries(
                {"colour": st.sampled_from(COLOURS), "from": square, "to": square}
            ),
            max_size=8,
        ),
    }
)

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-5, 60)
    | st.floats(allow_nan=False)
    | st.text(max_size=8)
    | st.sampled_from(COLOURS + CARD_IDS[:3] + ["web", "hand"]),
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(
            st.sampled_from(
                [
                    "game",
                    "players",
                    "name",
                    "computers",
                    "hand",
                    "board",
                    "cards",
                    "cables",
                    "card",
                    "x",
                    "y",
                    "rotation",
                    "colour",
                    "from",
                    "to",
                    "server",
                    "obstacles",
                ]
            ),
            inner,
            max_size=5,
        )
    ),
    max_leaves=25,
)


def by_name(result: dict) -> dict:
    return {p["name"]: (p["total"], p["lines"]) for p in result["players"]}


@given(tally_players, st.randoms(use_true_random=False))
def test_player_order_never_changes_a_score(players, rnd):
    players = list(players)
    first = score({"game": "web", "players": players}, DATA)
    shuffled = players[:]
    rnd.shuffle(shuffled)
    second = score({"game": "web", "players": shuffled}, DATA)
    assert by_name(first) == by_name(second)
    assert set(first["winners"]) == set(second["winners"])
    assert [p["name"] for p in second["players"]] == [p["name"] for p in shuffled]


@given(st.permutations(range(3)))
def test_board_players_in_any_order(order):
    record = copy.deepcopy(EXAMPLE)
    record["players"] = [record["players"][i] for i in order]
    result = score(record, DATA)
    assert {p["name"]: p["total"] for p in result["players"]} == {"Ann": 3, "Bob": 1, "Cleo": 3}


@given(tally_players)
def test_totals_are_computer_points_minus_hand(players):
    result = score({"game": "web", "players": list(players)}, DATA)
    for entry, player in zip(players, result["players"], strict=True):
        assert player["total"] == sum(entry["computers"]) - entry["hand"]
        assert player["total"] == sum(line["points"] for line in player["lines"])
    best = max(p["total"] for p in result["players"])
    assert result["winners"] == [p["name"] for p in result["players"] if p["total"] == best]


@settings(max_examples=150)
@given(boards)
def test_random_boards_score_or_fail_cleanly_and_deterministically(board):
    record = {
        "game": "web",
        "board": board,
        "players": [
            {"name": "A", "board": "red", "hand": 0},
            {"name": "B", "board": "blue", "hand": 0},
        ],
    }
    outcomes = []
    for _ in range(2):
        try:
            outcomes.append(score(copy.deepcopy(record), DATA))
        except RecordError as error:
            outcomes.append((error.path, error.message))
    assert outcomes[0] == outcomes[1]


@settings(max_examples=300)
@given(json_values)
def test_any_json_gives_a_result_or_a_record_error(value):
    for record in (
        value,
        {"game": "web", "players": value},
        {
            "game": "web",
            "board": value,
            "players": [{"name": "A", "board": "red"}, {"name": "B", "computers": []}],
        },
    ):
        if not isinstance(record, dict):
            continue
        try:
            result = score(record, DATA)
        except RecordError:
            continue
        assert isinstance(result, dict) and "players" in result
