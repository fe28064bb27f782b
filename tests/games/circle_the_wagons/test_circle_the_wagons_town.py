"""The town form: turning, covering, placement rules; and invalid records (message + JSON
path). Card fronts used (reading order TL TR BL BR):
card-01 forest:cattle plains:bottle desert:bottle forest:pickaxe (the verified card),
card-07 water:cattle mountains:pickaxe mountains:fort desert:wagon,
card-12 mountains:bottle mountains:gun snow:fort snow:cattle."""

from __future__ import annotations

import pytest

from cardgen.engine import RecordError, score

BONUS = ["corral", "long-trail", "land-grab"]  # cards 06, 11, 16 lie in the middle


def record(town, grid, bonus=BONUS, second="grid"):
    """p0 has a ``town``; p1 a ``grid`` (or a town with ``second="town"``)."""
    players = [{"name": "p0", "town": town}, {"name": "p1", second: grid}]
    return {"game": "circle-the-wagons", "bonus": bonus, "players": players}


OTHER = ["plains:cattle"]


def test_turned_card_is_rotated_180(data):
    result = score(record([{"card": "card-01", "x": 0, "y": 0, "turned": True}], OTHER), data)
    assert result["players"][0]["grid"] == [
        "forest:pickaxe desert:bottle",
        "plains:bottle forest:cattle",
    ]


def test_later_cards_cover_earlier_ones(data):
    town = [{"card": "card-01", "x": 0, "y": 0}, {"card": "card-07", "x": 1, "y": 1}]
    result = score(record(town, OTHER), data)
    assert result["players"][0]["grid"] == [
        "forest:cattle plains:bottle .",
        "desert:bottle water:cattle mountains:pickaxe",
        ". mountains:fort desert:wagon",
    ]


def test_negative_coordinates_are_normalised(data):
    town = [{"card": "card-01", "x": 0, "y": 0}, {"card": "card-12", "x": -2, "y": -1}]
    result = score(record(town, OTHER), data)
    assert result["players"][0]["grid"][0] == "mountains:bottle mountains:gun . ."


def error(data, rec) -> RecordError:
    with pytest.raises(RecordError) as info:
        score(rec, data)
    return info.value


def test_corner_only_contact_is_invalid(data):
    town = [{"card": "card-01", "x": 0, "y": 0}, {"card": "card-07", "x": 2, "y": 2}]
    err = error(data, record(town, OTHER))
    assert err.path == "players[0].town[1]"
    assert "only at a corner" in err.message


def test_no_contact_is_invalid(data):
    town = [{"card": "card-01", "x": 0, "y": 0}, {"card": "card-07", "x": 3, "y": 0}]
    err = error(data, record(town, OTHER))
    assert err.path == "players[0].town[1]" and "does not touch the town" in err.message


def test_edge_contact_and_covering_are_legal(data):
    beside = [{"card": "card-01", "x": 0, "y": 0}, {"card": "card-07", "x": 2, "y": 1}]
    cover = [{"card": "card-01", "x": 0, "y": 0}, {"card": "card-07", "x": 0, "y": 0}]
    assert score(record(beside, OTHER), data)["players"][0]["total"] > 0
    covered = score(record(cover, OTHER), data)["players"][0]["grid"]
    assert covered == ["water:cattle mountains:pickaxe", "mountains:fort desert:wagon"]


def test_sliding_under_cannot_be_recorded(data):
    town = [{"card": "card-01", "x": 0, "y": 0}, {"card": "card-07", "x": 1, "y": 0, "under": True}]
    err = error(data, record(town, OTHER))
    assert err.path == "players[0].town[1].under"
    assert "slid under" in err.message


@pytest.mark.parametrize(
    ("town", "path", "words"),
    [
        ([{"card": "card-99", "x": 0, "y": 0}], "players[0].town[0].card", "not a known card"),
        ([{"card": "card-06", "x": 0, "y": 0}], "players[0].town[0].card", "bonus goal 'Corral'"),
        (
            [{"card": "card-01", "x": 0, "y": 0}, {"card": "card-01", "x": 0, "y": 1}],
            "players[0].town[1].card",
            "already in this town",
        ),
        ([{"card": "card-01", "y": 0}], "players[0].town[0]", "missing 'x'"),
        ([{"card": "card-01", "x": 0.5, "y": 0}], "players[0].town[0].x", "whole number"),
        ([{"card": "card-01", "x": 0, "y": 1000}], "players[0].town[0].y", "at most 99"),
        (
            [{"card": "card-01", "x": 0, "y": 0, "turned": "yes"}],
            "players[0].town[0].turned",
            "yes (true) or no (false)",
        ),
        (
            [{"card": "card-01", "x": 0, "y": 0, "flip": 1}],
            "players[0].town[0].flip",
            "unknown field",
        ),
        ([{"x": 0, "y": 0}], "players[0].town[0]", "missing 'card'"),
        (["card-01"], "players[0].town[0]", "expected an object"),
        ({"card": "card-01"}, "players[0].town", "expected a list"),
    ],
)
def test_invalid_towns(data, town, path, words):
    err = error(data, record(town, OTHER))
    assert err.path == path and words in err.message


def test_card_in_both_towns(data):
    a = [{"card": "card-01", "x": 0, "y": 0}]
    err = error(data, record(a, list(a), second="town"))
    assert err.path == "players[1].town[0].card" and "already in p0's town" in err.message


def test_too_many_cards(data):
    ids = [f"card-{n:02d}" for n in range(1, 19) if n not in (6, 11, 16)]
    town = [{"card": c, "x": 0, "y": 0} for c in ids]  # 15 cards stacked: legal
    # p1: plains group 1 + long-trail 1
    assert score(record(town, ["plains:cattle"]), data)["players"][1]["total"] == 2
    err = error(data, record(town + [{"card": "card-06", "x": 0, "y": 0}], OTHER))
    assert err.path == "players[0].town" and "at most 15" in err.message


@pytest.mark.parametrize(
    ("grid", "path", "words"),
    [
        (["desert:gun forest"], "players[1].grid[0]", "neither 'terrain:icon'"),
        (["dessert:gun"], "players[1].grid[0]", "unknown terrain 'dessert'"),
        (["desert:pistol"], "players[1].grid[0]", "unknown icon 'pistol'"),
        (["desert:gun .", "desert:gun"], "players[1].grid[1]", "same number of cells"),
        (["desert:gun . desert:gun"], "players[1].grid[0]", "not in one piece"),
        (["desert:gun", 3], "players[1].grid[1]", "Enter a text"),
        ([" ".join(["desert:gun"] * 61)], "players[1].grid", "61 territories"),
    ],
)
def test_invalid_grids(data, grid, path, words):
    err = error(data, record([{"card": "card-01", "x": 0, "y": 0}], grid))
    assert err.path == path and words in err.message


@pytest.mark.parametrize(
    ("change", "path", "words"),
    [
        ({"bonus": ["corral", "long-trail"]}, "bonus", "exactly 3"),
        ({"bonus": ["corral", "corral", "land-grab"]}, "bonus[1]", "listed twice"),
        (
            {"bonus": ["corral", "terrain-desert", "land-grab"]},
            "bonus[1]",
            "not a known bonus goal",
        ),
        ({"bonus": "corral"}, "bonus", "expected a list"),
        ({"players": [{"name": "solo", "grid": []}]}, "players", "has 2 players, the record has 1"),
        (
            {"players": [{"name": "a", "grid": []}, {"name": "a", "grid": []}]},
            "players[1].name",
            "used twice",
        ),
        ({"players": [{"name": "a"}, {"name": "b", "grid": []}]}, "players[0]", "missing 'town'"),
        (
            {"players": [{"name": "a", "grid": [], "town": []}, {"name": "b", "grid": []}]},
            "players[0]",
            "not both",
        ),
        (
            {"players": [{"name": "a", "grid": [], "colour": 1}, {"name": "b", "grid": []}]},
            "players[0].colour",
            "unknown field",
        ),
    ],
)
def test_invalid_records(data, change, path, words):
    rec = {**record([], [], second="town"), **change}
    err = error(data, rec)
    assert err.path == path and words in err.message


def test_missing_bonus(data):
    rec = record([], [], second="town")
    del rec["bonus"]
    err = error(data, rec)
    assert err.path == "bonus" and "3 bonus goals" in err.message


def test_towns_together_cannot_exceed_60_territories(data):
    full = [" ".join(["plains:cattle"] * 6)] * 10  # 60 territories
    rec = record([], full)
    rec["players"][0] = {"name": "p0", "grid": ["plains:cattle"]}
    err = error(data, rec)
    # (the game's fault: the town counted last is not the one to blame)
    assert err.path == "players" and "61 territories together" in err.message
