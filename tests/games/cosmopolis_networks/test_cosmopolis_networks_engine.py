"""The scoring engine: set types, the network reading, rounds, totals, winners and every
kind of invalid record. Expected numbers are counted by hand from the card lists."""

from __future__ import annotations

import pytest

from cardgen.engine import RecordError
from cardgen.engine.games.cosmopolis_networks import score as engine


def R(region: str, n: int = 1) -> list[dict]:
    return [{"region": region} for _ in range(n)]


def L(*regions: str) -> dict:
    return {"links": list(regions)}


AF, WE, EE, MED = "africa", "western-europe", "eastern-europe", "mediterranea"
PNA, ANA = "pacific-north-america", "atlantic-north-america"
PAS, WAS = "pacific-asia", "western-asia"
GIB = L(WE, MED, AF)


def one(score, spread, other=None):
    """Ann's result in a single round against Bob (who plays ``other`` or nothing)."""
    result = score([{"name": "Ann", "spread": spread}, {"name": "Bob", "spread": other or []}])
    return result["players"][0]


def raises(score, players=None, rounds=None) -> RecordError:
    with pytest.raises(RecordError) as info:
        score(players, rounds)
    return info.value


# -- the seed's set types and additions ------------------------------------------------
def test_type_a_three_of_one_colour(score):
    ann = one(score, [R(AF, 3)])
    assert ann["total"] == 3
    assert ann["rounds"][0]["sets"][0] == {
        "type": "a",
        "protected": False,
        "regional_cards": 3,
        "linking_cards": 0,
    }


def test_type_b_link_plus_one_of_each_of_two_regions_is_protected(score):
    ann = one(score, [[GIB, *R(WE), *R(AF)]])
    assert ann["total"] == 2  # the linking card does not count
    assert ann["rounds"][0]["sets"][0]["type"] == "b"
    assert ann["rounds"][0]["sets"][0]["protected"] is True


def test_type_c_two_of_one_colour_plus_adjoining_link(score):
    ann = one(score, [["chicago", "vancouver", "seattle"]])
    assert ann["total"] == 2
    assert ann["rounds"][0]["sets"][0]["type"] == "c"
    assert ann["rounds"][0]["sets"][0]["protected"] is False


@pytest.mark.parametrize(
    ("cards", "kind", "points"),
    [
        (R(AF, 6), "a", 6),
        (["chicago", *R(ANA, 3), *R(PNA, 2)], "b", 5),
        (["chicago", *R(ANA, 4)], "c", 4),
        ([GIB, *R(MED, 3), *R(AF, 1)], "b", 4),
    ],
)
def test_same_colour_additions(score, cards, kind, points):
    ann = one(score, [cards])
    assert (ann["rounds"][0]["sets"][0]["type"], ann["total"]) == (kind, points)


def test_records_md_example(score):
    # Africa ×3, and Gibraltar with Western Europe and Rome (Mediterranea). Gibraltar also
    # joins Africa, so both sets form one network: 3 + 2 regional cards.
    ann = one(score, [R(AF, 3), [GIB, *R(WE), "rome"]])
    assert ann["total"] == 5
    assert ann["rounds"][0]["largest_network"] == [0, 1]
    assert ann["lines"] == [
        {
            "rule": "network",
            "points": 5,
            "detail": "5 regional cards in the largest network (sets 1, 2: Western Europe 1, "
            "Mediterranea 1, Africa 3)",
        }
    ]


# -- networks ---------------------------------------------------------------------------
def test_unconnected_sets_score_only_the_largest_network(score):
    ann = one(score, [R(AF, 3), R(PAS, 4)])
    assert ann["total"] == 4
    assert ann["rounds"][0]["largest_network"] == [1]


def test_sets_sharing_a_region_are_linked(score):
    ann = one(score, [R(AF, 3), ["cairo", *R(AF, 2)]])
    assert ann["total"] == 5


def test_a_linking_card_links_to_its_region_in_another_set(score):
    # Chicago joins Pacific North America, which the other set holds.
    ann = one(score, [["chicago", *R(ANA, 2)], R(PNA, 3)])
    assert ann["total"] == 5


def test_links_meeting_in_a_region_without_cards_do_not_connect(score):
    # Tunis and Djibouti both join Africa, but no set holds an African card.
    tunis = ["tunis", *R(MED, 2)]
    djibouti = ["djibouti", *R(WAS, 3)]
    assert one(score, [tunis, djibouti])["total"] == 3
    # An African set ties them together: 2 + 3 + 3.
    assert one(score, [tunis, djibouti, R(AF, 3)])["total"] == 8


def test_networks_are_transitive(score):
    spread = [
        R(WE, 3),
        ["berlin", *R(WE), *R(EE)],  # shares Western Europe
        ["vladivostok", *R(PAS, 2)],  # Vladivostok joins Eastern Europe
        R(PAS, 3),  # shares Pacific Asia
        R(AF, 4),  # alone
    ]
    ann = one(score, spread)
    assert ann["total"] == 3 + 2 + 2 + 3
    assert ann["rounds"][0]["largest_network"] == [0, 1, 2, 3]


def test_the_largest_network_wins_whatever_the_order(score):
    small, big = R(AF, 3), [["honolulu", *R(PNA, 2)], R(PAS, 3)]
    assert one(score, [small, *big])["total"] == 5
    assert one(score, [*big, small])["total"] == 5


def test_empty_spread_scores_zero(score):
    ann = one(score, [])
    assert ann["total"] == 0
    assert ann["lines"][0]["detail"] == "no sets laid down"


# -- the shrinking hand -----------------------------------------------------------------
def test_hand_limit_counts_linking_cards_showing(data):
    assert engine.hand_limit([]) == 7
    assert engine.hand_limit([R(AF, 3), [GIB, *R(WE), *R(AF)]]) == 6
    assert engine.hand_limit([["chicago", "boston", "toronto"]], data) == 6


def test_seven_linking_cards_showing_leave_a_hand_of_zero(score, data):
    links = ["chicago", "miami", "reykjavik", "berlin", "cairo", "tbilisi", "singapore"]
    regions = [ANA, ANA, ANA, EE, AF, WAS, "australasia"]
    spread = [[link, *R(region, 2)] for link, region in zip(links, regions, strict=True)]
    assert engine.hand_limit(spread, data) == 0
    result = score([{"name": "Ann", "spread": spread}, {"name": "Bob", "spread": []}])
    assert result["players"][0]["rounds"][0]["hand_limit"] == 0
    assert any("Ann" in n and "hand limit 0" in n for n in result["notes"])


def test_hand_limit_needs_data_for_face_ids():
    with pytest.raises(RecordError) as info:
        engine.hand_limit([["chicago", "boston", "toronto"]])
    assert info.value.path == "spread[0][0]"


# -- rounds, totals, winners -------------------------------------------------------------
def test_totals_over_rounds_and_single_winner(score):
    rounds = [
        {"players": [{"name": "Ann", "spread": [R(AF, 3)]},
                     {"name": "Bob", "spread": [R(PAS, 4)]}]},
        {"players": [{"name": "Bob", "spread": [R(WE, 3)]},
                     {"name": "Ann", "spread": [R(AF, 3), ["cairo", *R(MED, 2)]]}]},
    ]  # fmt: skip
    result = score(rounds=rounds)
    assert [p["name"] for p in result["players"]] == ["Ann", "Bob"]  # round 1's order
    ann, bob = result["players"]
    assert [line["points"] for line in ann["lines"]] == [3, 5]
    assert [line["points"] for line in bob["lines"]] == [4, 3]
    assert (ann["total"], bob["total"]) == (8, 7)
    assert all(line["rule"] == "network" for line in ann["lines"] + bob["lines"])
    assert ann["lines"][1]["detail"].startswith("round 2: 5 regional cards")
    assert result["winners"] == ["Ann"]
    assert result["notes"] == []  # 2 rounds for 2 players: a complete game
    assert "provisional" not in result


def test_tie_is_a_shared_win(score):
    result = score([{"name": "Ann", "spread": [R(AF, 3)]},
                    {"name": "Bob", "spread": [R(PAS, 3)]},
                    {"name": "Cem", "spread": [R(WE, 2) + ["berlin"]]}])  # fmt: skip
    assert result["winners"] == ["Ann", "Bob"]
    assert any("share the win" in n for n in result["notes"])


def test_nobody_scores_everybody_shares(score):
    result = score([{"name": "Ann", "spread": []}, {"name": "Bob"}])
    assert result["winners"] == ["Ann", "Bob"]


@pytest.mark.parametrize(
    ("players", "rounds", "final"),
    [(3, 1, False), (3, 2, False), (3, 3, True), (3, 4, False), (2, 4, True)],
)
def test_a_game_short_of_its_rounds_is_scored_as_provisional(score, players, rounds, final):
    """Each player deals one round (or each deals as often): until then the result is
    scored in full but provisional, with the reason; never refused."""
    names = ["Ann", "Bob", "Cem"][:players]
    record = [{"players": [{"name": n, "spread": [R(AF, 3)] if n == "Ann" else []}
                           for n in names]}] * rounds  # fmt: skip
    result = score(rounds=record)
    assert result["players"][0]["total"] == 3 * rounds
    assert result["winners"] == ["Ann"]
    if final:
        assert "provisional" not in result
    else:
        (reason,) = result["provisional"]
        assert f"one round per dealer ({players} rounds" in reason
        assert reason.endswith(f"{rounds} entered so far")
        assert not any("dealer" in n for n in result["notes"])


def test_players_level_before_the_last_round_share_no_win_yet(score):
    rounds = [{"players": [{"name": n, "spread": []} for n in ("Ann", "Bob", "Cem")]}]
    result = score(rounds=rounds)
    assert result["winners"] == ["Ann", "Bob", "Cem"]  # level so far
    assert result["notes"] == [] and result["provisional"]


def test_a_single_round_without_rounds_is_not_provisional(score):
    result = score([{"name": "Ann", "spread": [R(AF, 3)]}, {"name": "Bob"}])
    assert "provisional" not in result


def test_lines_name_a_scoring_rule_with_a_rules_section(score, game):
    result = score([{"name": "Ann", "spread": [R(AF, 3)]}, {"name": "Bob", "spread": []}])
    sections = set(game.rules["en"].section_ids)
    for player in result["players"]:
        assert sum(line["points"] for line in player["lines"]) == player["total"]
        for line in player["lines"]:
            assert game.rule(line["rule"]).section in sections


# -- illegal sets ------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("cards", "message", "unfinished"),
    [
        (R(AF, 2), "at least 3 cards, this one has 2", True),
        (["chicago", "boston"], "at least 3 cards", True),
        ([], "at least 3 cards, this one has 0", True),
        ([*R(AF, 2), *R(WE, 1)], "need a linking card", True),
        (R(AF, 1) + R(WE, 1), "at least 3 cards", True),
        (["chicago", "miami", *R(ANA, 2)], "at most one linking card, this one has 2", False),
        (["chicago", "winnipeg", "reykjavik"], "at most one linking card", False),
        (["chicago", "miami"], "at most one linking card, this one has 2", False),
        (
            ["chicago", *R(AF, 2)],
            "joins Pacific North America and Atlantic North America, not Africa",
            False,
        ),
        # no card added can mend these, so they are said at once, before "3 cards"
        (["chicago", *R(AF, 1)], "not Africa", False),
        ([GIB, *R(WE), *R(MED), *R(AF)], "not three", False),
        (["cairo", *R(MED, 2), *R(EE)], "not Eastern Europe", False),
        (R(AF, 1) + R(WE, 1) + R(PAS, 1), "one region, or of two with a linking card", False),
        # no linking card of our deck joins Africa and Pacific Asia
        (R(AF, 2) + R(PAS, 1), "no linking card joins Africa and Pacific Asia", False),
    ],
)
def test_illegal_sets_name_the_set(score, cards, message, unfinished):
    """Each illegal set's reason; ``unfinished`` says whether more cards can still make
    it legal (a page may wait with that fault while the set is being entered)."""
    error = raises(score, [{"name": "Ann", "spread": [R(PAS, 3), cards]}, {"name": "Bob"}])
    assert error.path == "players[0].spread[1]"
    assert message in error.message
    assert error.unfinished is unfinished
    assert error.to_json().get("error", {}).get("unfinished", False) is unfinished


def test_a_fault_no_card_can_mend_is_said_before_a_set_still_being_built(score, data):
    """A set of 1 card (still being built) before a card played twice and before another
    player's illegal set: those are said first, the open set's fault last."""
    card = next(i for c in data["components"] for i in c["items"] if i["id"] == "rc-01")
    front, back = card["front"]["face"], card["back"]["face"]  # Vancouver / Havana
    players = [{"name": "Ann", "spread": [[front, *R(PNA, 2)], [back]]}, {"name": "Bob"}]
    error = raises(score, players)
    assert (error.path, error.unfinished) == ("players[0].spread[1][0]", False)
    assert "other side" in error.message
    players = [{"name": "Ann", "spread": [R(AF, 2)]},
               {"name": "Bob", "spread": [R(AF, 1) + R(WE, 1) + R(PAS, 1)]}]  # fmt: skip
    error = raises(score, players)
    assert (error.path, error.unfinished) == ("players[1].spread[0]", False)
    players[1]["spread"] = [R(WE, 3)]
    error = raises(score, players)
    assert (error.path, error.unfinished) == ("players[0].spread[0]", True)


def test_illegal_set_path_in_rounds(score):
    rounds = [
        {"players": [{"name": "Ann", "spread": []}, {"name": "Bob", "spread": []}]},
        {"players": [{"name": "Ann", "spread": []}, {"name": "Bob", "spread": [R(AF, 2)]}]},
    ]
    assert raises(score, rounds=rounds).path == "rounds[1].players[1].spread[0]"


# -- one physical card per round -----------------------------------------------------------
def test_same_face_twice(score):
    error = raises(score, [{"name": "Ann", "spread": [["tokyo", "seoul", "tokyo"]]},
                           {"name": "Bob"}])  # fmt: skip
    assert error.path == "players[0].spread[0][2]"
    assert "this side is already at Ann, set 1, card 1" in error.message
    assert "Madrid / Tokyo" in error.message and "spread" not in error.message


def test_other_side_of_the_same_card(score, data):
    card = next(i for c in data["components"] for i in c["items"] if i["id"] == "rc-01")
    front, back = card["front"]["face"], card["back"]["face"]  # Vancouver / Havana
    players = [
        {"name": "Ann", "spread": [[front, *R(PNA, 2)]]},
        {"name": "Bob", "spread": [[back, *R("caribbea", 2)]]},
    ]
    error = raises(score, players)
    assert error.path == "players[1].spread[0][0]"
    assert front == "vancouver"
    assert "the card Vancouver / Havana" in error.message
    assert "its other side (Vancouver) is already at Ann, set 1, card 1" in error.message


def test_other_side_across_rounds_is_fine(score):
    rounds = [
        {"players": [{"name": "Ann", "spread": [["vancouver", *R(PNA, 2)]]}, {"name": "Bob"}]},
        {"players": [{"name": "Ann", "spread": [["havana", *R("caribbea", 2)]]}, {"name": "Bob"}]},
    ]
    assert score(rounds=rounds)["players"][0]["total"] == 6


# Which card shows which region is our design: inline faces our printed deck can't supply
# are scored, with a note; the verified counts (55 cards: 42 regional, 13 linking) refuse.
def test_more_inline_cards_of_a_region_than_our_deck_holds_is_noted(score):
    result = score([{"name": "Ann", "spread": [R(AF, 4)]}, {"name": "Bob", "spread": [R(AF, 4)]}])
    assert [p["total"] for p in result["players"]] == [4, 4]
    assert any(
        "only 7 cards showing Africa" in n and "our own design" in n for n in result["notes"]
    )


def test_named_faces_take_our_cards_first(score, data):
    african = [f["face"] for c in data["components"] for i in c["items"]
               for f in (i["front"], i.get("back") or {}) if f.get("region") == AF]  # fmt: skip
    assert len(african) == 7
    result = score([{"name": "Ann", "spread": [african]}, {"name": "Bob", "spread": [R(AF, 3)]}])
    assert [p["total"] for p in result["players"]] == [7, 3]
    assert any("only 7 cards showing Africa" in n for n in result["notes"])


def test_inline_faces_never_displace_a_named_face(score):
    players = [{"name": "Ann", "spread": [R("caribbea", 7)]},
               {"name": "Bob", "spread": [["vancouver", *R(PNA, 2)]]}]  # fmt: skip
    result = score(players)
    assert [p["total"] for p in result["players"]] == [7, 3]
    assert any("Caribbea" in n for n in result["notes"])


def test_linking_cards_with_the_same_regions_beyond_our_deck_are_noted(score):
    # Chicago and Winnipeg both join the two North Americas: a third is beyond our deck.
    ok = [[L(ANA, PNA), *R(ANA, 2)], [L(PNA, ANA), *R(PNA, 2)]]
    assert one(score, ok)["total"] == 4
    result = score([{"name": "Ann", "spread": [*ok, [L(ANA, PNA), *R(ANA, 2)]]}, {"name": "Bob"}])
    assert result["players"][0]["total"] == 6
    assert any("only 2 linking cards joining" in n for n in result["notes"])


def test_more_regional_cards_than_the_game_has_is_refused(score):
    regions = [AF, WE, EE, MED, PNA, ANA, PAS, WAS, "caribbea", "south-america", "australasia"]
    spread = [R(r, 4) for r in regions]  # 44 regional cards
    error = raises(score, [{"name": "Ann", "spread": spread}, {"name": "Bob"}])
    assert error.path == "players[0].spread[10][2]"
    assert "42 regional cards in all" in error.message


def test_a_round_shows_at_most_55_cards(score):
    regions = [AF, WE, EE, MED, PNA, ANA, PAS, WAS, "caribbea", "south-america",
               "australasia", "south-east-asia", AF, WE]  # fmt: skip
    spread = [R(r, 4) for r in regions]  # 56 cards
    error = raises(score, [{"name": "Ann", "spread": spread}, {"name": "Bob"}])
    assert error.path == "players[0].spread[13][3]"
    assert "at most the 55 cards" in error.message


# -- malformed records ---------------------------------------------------------------------
@pytest.mark.parametrize(
    ("card", "path", "message"),
    [
        ("atlantis", "", "unknown face id 'atlantis'"),
        ("rc-01", "", "names the card Vancouver / Havana, not a side"),
        (7, "", "expected a face id or an inline face"),
        ({"region": "atlantis"}, ".region", "'atlantis' is not a known region"),
        ({"region": AF, "links": [AF, WE]}, "", "either 'region' or 'links'"),
        ({}, "", "either 'region' or 'links'"),
        ({"city": "Rome"}, ".city", "unknown field 'city'"),
        ({"links": [AF]}, ".links", "2 or 3 regions, got 1"),
        ({"links": [AF, AF]}, ".links[1]", "listed twice"),
        ({"links": "africa"}, ".links", "expected a list"),
        ({"links": [AF, PAS]}, ".links", "no linking card joins exactly Africa and Pacific Asia"),
        ({"links": [AF, None]}, ".links[1]", "null is not a known region"),
    ],
)
def test_bad_cards(score, card, path, message):
    error = raises(score, [{"name": "Ann", "spread": [[card, *R(AF, 2)]]}, {"name": "Bob"}])
    assert error.path == "players[0].spread[0][0]" + path
    assert message in error.message


@pytest.mark.parametrize(
    ("record", "path", "message"),
    [
        ({"players": [{"name": "Ann"}]}, "players", "2 to 4 players, the record has 1"),
        ({"players": [{"name": n} for n in "ABCDE"]}, "players", "has 5"),
        ({"players": [{"name": "A"}, {"name": "A"}]}, "players[1].name", "used twice"),
        ({"players": [{"name": "A"}, {"name": ""}]}, "players[1].name", "Enter a name"),
        (
            {"players": [{"name": "A", "hand": 3}, {"name": "B"}]},
            "players[0].hand",
            "unknown field",
        ),
        (
            {"players": [{"name": "A", "spread": {}}, {"name": "B"}]},
            "players[0].spread",
            "expected a list",
        ),
        (
            {"players": [{"name": "A", "spread": ["x"]}, {"name": "B"}]},
            "players[0].spread[0]",
            "expected a list",
        ),
        ({}, "rounds", "missing 'rounds'"),
        ({"rounds": []}, "rounds", "at least one round"),
        ({"rounds": {}}, "rounds", "expected a list"),
        ({"rounds": [[]]}, "rounds[0]", "expected an object"),
        (
            {"rounds": [{"players": [{"name": "A"}, {"name": "B"}], "x": 1}]},
            "rounds[0].x",
            "unknown field",
        ),
        ({"rounds": [], "players": []}, "players", "not both"),
        ({"players": [], "scores": 1}, "scores", "unknown field"),
        (
            {
                "rounds": [
                    {"players": [{"name": "A"}, {"name": "B"}]},
                    {"players": [{"name": "A"}, {"name": "C"}]},
                ]
            },
            "rounds[1].players[1].name",
            "did not play in round 1",
        ),
        (
            {
                "rounds": [
                    {"players": [{"name": "A"}, {"name": "B"}, {"name": "C"}]},
                    {"players": [{"name": "A"}, {"name": "B"}]},
                ]
            },
            "rounds[1].players",
            "is missing C",
        ),
    ],
)
def test_bad_records(data, record, path, message):
    with pytest.raises(RecordError) as info:
        engine.score({"game": "cosmopolis-networks", **record}, data)
    assert info.value.path == path
    assert message in info.value.message


def test_analyse_spread_for_the_checker(data):
    info = engine.analyse_spread([R(AF, 3), ["cairo", *R(WAS, 2)], R(PAS, 3)], data)
    assert info["score"] == 5
    assert [s["type"] for s in info["sets"]] == ["a", "c", "a"]
    assert info["largest_network"] == [0, 1]
    assert info["hand_limit"] == 6
    with pytest.raises(RecordError) as error:
        engine.analyse_spread([R(AF, 2)], data)
    assert error.value.path == "spread[0]"


def test_a_huge_spread_is_refused_quickly(score):
    """Bounded work on huge input: measured in this process's processor time (about 0.3 s
    here), not by the clock, which a loaded machine stretches thirtyfold (10 s in CI)."""
    import time

    spread = [R(AF, 3)] * 5000
    start = time.process_time()
    error = raises(score, [{"name": "Ann", "spread": spread}, {"name": "Bob"}])
    assert time.process_time() - start < 5
    assert "at most the 55 cards" in error.message


def test_engine_imports_only_the_standard_library():
    import ast
    import sys
    from pathlib import Path

    folder = Path(engine.__file__).parent
    for path in folder.glob("cosmopolis_networks*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for name in names:
                top = name.split(".")[0]
                assert top in sys.stdlib_module_names or name.startswith("cardgen.engine"), (
                    path.name,
                    name,
                )
