"""Verified facts reject, our design only doubts (issue 24): a record that goes beyond our
reconstruction of the deck (symbols, ships and carriages per country, how many
"2 Siegpunkte" Law cards) is scored as given, with a doubt naming the difference at the
field that holds it (issue 34: the checker marks it there); a record that breaks a
verified fact of the published game is refused."""

from __future__ import annotations

import pytest

from cardgen.engine import RecordError, score
from cardgen.engine.games.web_of_power.deck import build_deck


def rec(*players: dict) -> dict:
    return {"game": "web-of-power", "players": list(players)}


def p(name: str, **fields) -> dict:
    return {"name": name, **fields}


B, C = p("B"), p("C")


def doubts(result: dict) -> dict[str, str]:
    """The result's doubts: path → their messages (each of them a note too, as the records
    contract has every place beyond our design noted)."""
    found: dict[str, str] = {}
    for doubt in result.get("doubts", []):
        assert doubt["message"] in result["notes"]
        found[doubt["path"]] = f"{found.get(doubt['path'], '')} {doubt['message']}".strip()
    return found


def totals(result: dict) -> dict[str, int]:
    return {player["name"]: player["total"] for player in result["players"]}


def test_more_symbols_than_our_deck_prints_is_scored_with_a_note(data):
    deck = build_deck(data)
    ours = deck.best_symbols("england", "cross", 2)
    assert ours < 4  # the record goes beyond our design, within 2 symbols per card
    result = score(rec(p("A", lands={"england": 2}, symbols={"england": {"cross": 4}}), B, C), data)
    assert [line for line in result["players"][0]["lines"] if line["rule"] == "symbols"][0][
        "points"
    ] == 4
    said = doubts(result)["players[0].symbols.england.cross"]
    assert f"our printed deck has at most {ours} on 2 Land cards" in said and "England" in said


def test_a_symbol_type_we_did_not_print_is_scored_with_a_note(data):
    record = rec(p("A", lands={"england": 2}, symbols={"england": {"sword": 3}}), B, C)
    result = score(record, data)
    assert totals(result)["A"] == 2 + 3  # England's first rank (2 held) and 3 swords
    assert "no symbol 'sword'" in doubts(result)["players[0].symbols.england.sword"]


def test_ships_beyond_our_design_are_scored_with_a_note(data):
    deck = build_deck(data)
    most = deck.best_routes({"england": 5}, ("ship",))
    assert most < 5
    result = score(rec(p("A", lands={"england": 5}, ships=5), B, C), data)
    chains = [line for line in result["players"][0]["lines"] if line["rule"] == "chains"][0]
    assert chains["points"] == 5
    assert f"carry at most {most}" in doubts(result)["players[0].ships"]


def test_more_ships_over_all_players_than_our_deck_is_noted(data):
    deck = build_deck(data)
    lands_a = {"england": 5, "frankreich": 8, "italien": 6, "kastilien": 7}
    lands_b = {"sachsen": 7, "franken": 7, "bayern": 6}
    ships = deck.route_total("ship")
    record = rec(p("A", lands=lands_a, ships=ships), p("B", lands=lands_b, ships=1), C)
    result = score(record, data, lang="de")
    # the player whose ships take the count over our deck's: the second
    said = doubts(result)["players[1].ships"]
    assert "Alle zusammen" in said and f"nur {ships}" in said


def test_more_of_a_symbol_over_all_players_than_our_deck_is_a_doubt_at_the_field(data):
    """Each player's crosses in Dänemark fit their cards, but together they are more than
    our deck prints there: scored as given, the doubt at the count that goes beyond it
    (in the CLI's words too: ``cardgen score`` prints doubts with their paths)."""
    deck = build_deck(data)
    ours = deck.symbol_total("daenemark", "cross")
    each = {"lands": {"daenemark": 2}, "symbols": {"daenemark": {"cross": ours}}}
    result = score(rec(p("A", **each), p("B", **each), C), data)
    assert totals(result)["B"] == 4 + ours
    said = doubts(result)
    assert list(said) == ["players[1].symbols.daenemark.cross"]
    assert f"{2 * ours} × Cross (Denmark)" in said["players[1].symbols.daenemark.cross"]
    assert f"only {ours}" in said["players[1].symbols.daenemark.cross"]


def test_penalty_laws_beyond_our_design_are_scored_with_a_note(data):
    result = score(rec(p("A", victory_point_laws=3), B, C), data, lang="nl")
    assert totals(result)["A"] == -6
    said = doubts(result)["players[0].victory_point_laws"]
    assert "2 Siegpunkte" in said and "ons eigen ontwerp" in said


@pytest.mark.parametrize(
    ("record", "path"),
    [
        # verified: a country's card count
        (rec(p("A", lands={"england": 6}), B, C), "players[0].lands.england"),
        # verified: at most 2 symbols on a card
        (
            rec(p("A", lands={"england": 2}, symbols={"england": {"cross": 5}}), B, C),
            "players[0].symbols.england.cross",
        ),
        # verified: at most one ship or carriage per card, never both
        (rec(p("A", lands={"england": 2}, ships=3), B, C), "players[0].ships"),
        (rec(p("A", lands={"england": 2}, ships=2, carriages=1), B, C), "players[0].carriages"),
        # verified: 8 Law cards in all
        (rec(p("A", victory_point_laws=9), B, C), "players[0].victory_point_laws"),
        # the record's own fields
        ({"game": "web-of-power", "players": [p("A"), B, C], "round": 1}, "round"),
    ],
)
def test_breaking_a_verified_fact_is_refused(data, record, path):
    with pytest.raises(RecordError) as caught:
        score(record, data)
    assert caught.value.path == path
