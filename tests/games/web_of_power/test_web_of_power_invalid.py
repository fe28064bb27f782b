"""Invalid Web of Power records: each raises RecordError with a message and a JSON path."""

from __future__ import annotations

import pytest

from cardgen.engine import RecordError, score


def rec(*players, **top):
    return {"game": "web-of-power", "players": list(players), **top}


def p(name, **fields):
    return {"name": name, **fields}


B, C = p("B"), p("C")

CASES = [
    # (record, path, part of the message)
    (rec(p("A", lands={"frankreich": 9}), B, C), "players[0].lands.frankreich", "only 8"),
    (
        rec(p("A", lands={"frankreich": 5}), p("B", lands={"frankreich": 4}), C),
        "players[1].lands.frankreich",
        "hold 9 France Land cards together",
    ),
    (rec(p("A", lands={"preussen": 1}), B, C), "players[0].lands.preussen", "not a known country"),
    (rec(p("A", lands={"frankreich": "5"}), B, C), "players[0].lands.frankreich", "whole number"),
    (rec(p("A", lands={"frankreich": True}), B, C), "players[0].lands.frankreich", "whole number"),
    (rec(p("A", lands={"frankreich": 2.5}), B, C), "players[0].lands.frankreich", "whole number"),
    (rec(p("A", lands={"frankreich": -1}), B, C), "players[0].lands.frankreich", "Enter 0 or more"),
    (rec(p("A", lands=[1]), B, C), "players[0].lands", "expected an object"),
    # 1 Frankreich card carries at most 2 crosses (frankreich-1).
    (
        rec(p("A", lands={"frankreich": 1}, symbols={"frankreich": {"cross": 3}}), B, C),
        "players[0].symbols.frankreich.cross",
        "at most 2 Cross symbols",
    ),
    (
        rec(p("A", symbols={"daenemark": {"fan": 1}}), B, C),
        "players[0].symbols.daenemark.fan",
        "0 Land cards of Denmark carry at most 0",
    ),
    (
        rec(p("A", lands={"frankreich": 2}, symbols={"frankreich": {"Sword!": 1}}), B, C),
        "players[0].symbols.frankreich.Sword!",
        "not a known symbol type",
    ),
    # Verified: at most 2 symbols and one ship or carriage per card, 8 Law cards.
    (rec(p("A", ships=1), B, C), "players[0].ships", "0 Land cards carry at most 0 ships"),
    (rec(p("A", lands={"england": 5}, ships=6), B, C), "players[0].ships", "at most 5 ships"),
    (
        rec(p("A", victory_point_laws=9), B, C),
        "players[0].victory_point_laws",
        "only 8 Law cards in all",
    ),
    (
        rec(p("A", victory_point_laws=5), p("B", victory_point_laws=4), C),
        "players[1].victory_point_laws",
        'hold 9 × "2 victory points" (German card: „2 Siegpunkte“) together, but the game has '
        "only 8",
    ),
    # One Frankreich card has a ship or a carriage, not both.
    (
        rec(p("A", lands={"frankreich": 1}, ships=1, carriages=1), B, C),
        "players[0].carriages",
        "carries at most 1 ship or carriage, got 2",
    ),
    (
        rec(p("A", cards=["frankreich-1", "frankreich-1"]), B, C),
        "players[0].cards[1]",
        "already held by this player",
    ),
    (
        rec(p("A", cards=["frankreich-1"]), p("B", cards=["england-2", "frankreich-1"]), C),
        "players[1].cards[1]",
        "already held by A",
    ),
    (rec(p("A", cards=["law-two-points-1"]), B, C), "players[0].cards[0]", "is a Law card"),
    (rec(p("A", laws=["sachsen-1"]), B, C), "players[0].laws[0]", "is a Land card"),
    (
        rec(p("A", laws=["law-two-points-1"]), p("B", laws=["law-two-points-1"]), C),
        "players[1].laws[0]",
        "already held by A",
    ),
    (rec(p("A", cards=["atlantis-1"]), B, C), "players[0].cards[0]", "unknown Land card"),
    (rec(p("A", cards=[3]), B, C), "players[0].cards[0]", "Enter a text"),
    (rec(p("A", cards="frankreich-1"), B, C), "players[0].cards", "expected a list"),
    (
        rec(p("A", cards=["frankreich-1"], lands={"frankreich": 1}), B, C),
        "players[0].lands",
        "either a tally or the cards",
    ),
    (
        rec(
            p("A", lands={"frankreich": 3}),
            p(
                "B",
                cards=[
                    "frankreich-1",
                    "frankreich-2",
                    "frankreich-3",
                    "frankreich-4",
                    "frankreich-5",
                    "frankreich-6",
                ],
            ),
            C,
        ),
        "players[1].cards",
        "hold 9 France",
    ),
    (rec(p("A", ship=3), B, C), "players[0].ship", "unknown field 'ship'"),
    (rec(p("A", cards=[], victory=1), B, C), "players[0].victory", "unknown field"),
    (rec(p("A"), B), "players", "3 to 5 players"),
    (rec(p("A"), B, C, p("D"), p("E"), p("F")), "players", "3 to 5 players"),
    (rec(p("A"), p("A"), C), "players[1].name", "used twice"),
    (rec(p(""), B, C), "players[0].name", "Enter a name"),
    (rec({"lands": {}}, B, C), "players[0].name", "Enter a name"),
    (rec("A", B, C), "players[0]", "expected an object"),
    ({"game": "web-of-power"}, "players", "expected a list"),
    ({"game": "web-of-power", "players": {}}, "players", "expected a list"),
]


@pytest.mark.parametrize(("record", "path", "message"), CASES)
def test_invalid_record(data, record, path, message):
    with pytest.raises(RecordError) as caught:
        score(record, data)
    assert caught.value.path == path
    assert message in caught.value.message


def test_wrong_game(data):
    with pytest.raises(RecordError) as caught:
        score({"game": "pyramidion", "players": []}, data)
    assert caught.value.path == "game"
