"""Who has entered anything yet (``core/entries.js``, under Node): a player whose part of
the record, in every round and the name left out, is what a new game holds has entered
nothing, and no winner is named before every player has entered something."""

from __future__ import annotations

import json

from node import run_modules


def without_entries(record: dict, blank: dict, typed: list[int] = ()) -> list[int]:
    script = (
        f"console.log(JSON.stringify(e.playersWithoutEntries({json.dumps(record)},"
        f" {json.dumps(blank)}, new Set({json.dumps(list(typed))}))))"
    )
    return run_modules(script, e="core/entries.js")


def web(*players: dict) -> dict:
    return {"game": "web", "players": list(players)}


BLANK_WEB = web(
    {"name": "Red", "computers": [], "hand": 0},
    {"name": "Blue", "computers": [], "hand": 0},
    {"name": "Green", "computers": [], "hand": 0},
)


def test_a_player_as_a_new_game_holds_them_has_entered_nothing():
    record = web(
        {"name": "Tom", "computers": [3, 2], "hand": 1},
        {"hand": 0, "name": "Priya", "computers": []},  # renamed only, keys in another order
        {"name": "Green", "hand": 2, "computers": []},
    )
    assert without_entries(record, BLANK_WEB) == [1]
    # typing the value a new game holds ("0" cards in hand) is an entry all the same
    assert without_entries(record, BLANK_WEB, typed=[1]) == []
    assert without_entries(BLANK_WEB, BLANK_WEB) == [0, 1, 2]


def test_a_key_left_undefined_is_a_key_not_there():
    script = (
        "const a = {name: 'A', boats: [1, 2], points: undefined};"
        "const b = {boats: [1, 2], name: 'B'};"
        "console.log(JSON.stringify([e.canonical({...a, name: undefined}),"
        " e.canonical({...b, name: undefined})]))"
    )
    first, second = run_modules(script, e="core/entries.js")
    assert first == second == '{"boats":[1,2]}'


def test_in_a_game_of_rounds_an_entry_in_any_round_counts():
    def rounds(*spreads: list[list]) -> dict:
        return {
            "game": "cosmopolis-networks",
            "rounds": [
                {"players": [{"name": n, "spread": s} for n, s in zip("ABC", round_, strict=True)]}
                for round_ in spreads
            ],
        }

    blank = rounds([[], [], []], [[], [], []])
    record = rounds([[["lagos"]], [], []], [[], [["tokyo"]], []])
    assert without_entries(record, blank) == [2]
