"""Final scoring: victory points from boats, the 10-point goal, shared wins."""

from __future__ import annotations

import pytest

from cardgen.engine import RecordError, score


def test_rules_final_example(data, record_file):
    """Numbers stated in rules/*.md, section pyr-scoring-example (checked by hand:
    boats 19, 10 and 5: 5 + 3 + 2; boats 15, 11, 1 and a 2: 4 + 3 + 1 + 2; 5 + 3)."""
    result = score(record_file("final-example.json"), data)
    assert [p["total"] for p in result["players"]] == [10, 10, 8]
    assert result["winners"] == ["blue", "red"]
    assert any("blue and red reached the goal of 10" in n for n in result["notes"])
    assert any("share the win" in n for n in result["notes"])
    assert result["players"][0]["lines"] == [
        {"rule": "boats", "points": 10, "detail": "3 boats: boat 19 (5) + boat 10 (3) + boat 5 (2)"}
    ]


def test_single_winner_and_nobody_at_goal(run):
    result = run(
        {"players": [{"name": "a", "boats": [3, 4]}, {"name": "b", "boats": []}, {"name": "c"}]}
    )
    assert [p["total"] for p in result["players"]] == [7, 0, 0]
    assert result["winners"] == ["a"]
    assert result["notes"] == ["Nobody has 10 victory points yet: the game goes on."]
    assert result["players"][1]["lines"][0]["detail"] == "no boats loaded"


def test_everybody_zero_is_a_shared_win(run):
    result = run({"players": [{"name": "a"}, {"name": "b"}]})
    assert result["winners"] == ["a", "b"]


def test_boat_values_in_data_follow_load_size(data):
    boats = next(c for c in data["components"] if c["id"] == "boats")["items"]
    assert len(boats) == 20
    for boat in boats:
        load = sum(boat["front"]["cargo"].values())
        assert boat["front"]["points"] == load - 1
        assert "statue" not in boat["front"]["cargo"]  # statues stand in; never required


def test_a_record_may_name_cards_and_boats_by_their_printed_code(run, data):
    """The cards print a short code ("C01", "B19"); the checker and the engine take it
    (in any case) wherever they take the card's id, and count copies across both."""
    other = {"name": "b", "boats": []}
    by_id = run({"players": [{"name": "a", "boats": ["boat-19", "boat-10"]}, other]})
    by_code = run({"players": [{"name": "a", "boats": ["B19", "b10"]}, other]})
    assert by_code["players"][0]["total"] == by_id["players"][0]["total"] == 8
    with pytest.raises(RecordError):
        run({"players": [{"name": "a", "boats": ["boat-19", "B19"]}, other]})  # one boat twice
    site = {"name": "Thebes", "min_influence": 1, "min_negotiation": 1, "torturer": None,
            "negotiator": None, "resources": {}}  # fmt: skip
    ids = run(
        {
            "site": site,
            "players": [
                {"name": "blue", "cards": ["blue-torturer"]},
                {"name": "red", "cards": ["negotiator-7"]},
            ],
        }
    )
    codes = run(
        {
            "site": site,
            "players": [{"name": "blue", "cards": ["C01"]}, {"name": "red", "cards": ["c33"]}],
        }
    )
    assert codes["players"] == ids["players"]
