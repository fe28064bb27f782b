"""Final scoring: victory points from boats, the 10-point goal, shared wins."""

from __future__ import annotations

from cardgen.engine import score


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
