"""Web of Power scoring: the seed's worked examples and our own cases for every rule.

Every expected number here was worked out by hand from the rules (see the comments), not
copied from the engine's output.
"""

from __future__ import annotations

import json
from pathlib import Path

from cardgen.engine import score
from cardgen.engine.games.web_of_power.score import cascade
from cardgen.model import LANGS

RECORDS = Path(__file__).resolve().parents[3] / "content" / "web-of-power" / "examples"


def p(name, **fields):
    return {"name": name, **fields}


def lines(result, name):
    player = next(x for x in result["players"] if x["name"] == name)
    return {line["rule"]: line for line in player["lines"]}


def points(result, rule):
    """Each player's points of ``rule``; a player without its line (a Law card line is there
    only for a player who holds one) is left out."""
    return {
        x["name"]: lines(result, x["name"])[rule]["points"]
        for x in result["players"]
        if rule in lines(result, x["name"])
    }


def totals(result):
    return {x["name"]: x["total"] for x in result["players"]}


# -- seed examples -----------------------------------------------------------------------


def test_seed_frankreich_cascade(run):
    # Andreas 5 → all 8 cards; Beate 2 → Andreas's 5; Claus 1 → Beate's 2.
    result = run(
        p("Andreas", lands={"frankreich": 5}),
        p("Beate", lands={"frankreich": 2}),
        p("Claus", lands={"frankreich": 1}),
    )
    assert points(result, "lands") == {"Andreas": 8, "Beate": 5, "Claus": 2}
    assert lines(result, "Andreas")["lands"]["detail"] == "France 1st: 8"
    assert lines(result, "Beate")["lands"]["detail"] == "France 2nd: 5"
    assert lines(result, "Claus")["lands"]["detail"] == "France 3rd: 2"
    assert not any("France" in note for note in result["notes"])


def test_seed_daenemark_two_and_two(run):
    result = run(
        p("Andreas", lands={"daenemark": 2}), p("Beate", lands={"daenemark": 2}), p("Claus")
    )
    assert points(result, "lands") == {"Andreas": 4, "Beate": 4, "Claus": 0}
    assert lines(result, "Beate")["lands"]["detail"] == "Denmark 1st (shared): 4"


def test_seed_symbols_most_of_one_type(run):
    # Andreas 4 Cross, Beate 3 Fan in Frankreich: Andreas scores 4, Beate nothing.
    result = run(
        p("Andreas", lands={"frankreich": 3}, symbols={"frankreich": {"cross": 4}}),
        p("Beate", lands={"frankreich": 2}, symbols={"frankreich": {"fan": 3}}),
        p("Claus"),
    )
    assert points(result, "symbols") == {"Andreas": 4, "Beate": 0, "Claus": 0}


def test_seed_symbols_tie_across_types(run):
    # Andreas 2 Fan, Beate and Claus 2 Cross each: all three score 2.
    result = run(
        p("Andreas", lands={"frankreich": 1}, symbols={"frankreich": {"fan": 2}}),
        p("Beate", lands={"frankreich": 1}, symbols={"frankreich": {"cross": 2}}),
        p("Claus", lands={"frankreich": 2}, symbols={"frankreich": {"cross": 2}}),
    )
    assert points(result, "symbols") == {"Andreas": 2, "Beate": 2, "Claus": 2}


def test_seed_chains(run):
    # Andreas 3 ships 4 carriages: 0. Beate 7 ships 3 carriages: 7. Claus 5 and 5: 10.
    result = run(
        p("Andreas", lands={"ungarn": 6, "franken": 7, "sachsen": 7}, ships=3, carriages=4),
        p("Beate", lands={"england": 5, "italien": 6, "daenemark": 4}, ships=7, carriages=3),
        p("Claus", lands={"kastilien": 7, "frankreich": 8, "bayern": 6}, ships=5, carriages=5),
    )
    assert points(result, "chains") == {"Andreas": 0, "Beate": 7, "Claus": 10}


def test_seed_law_penalty(run):
    result = run(p("A", victory_point_laws=2), p("B", victory_point_laws=0), p("C"))
    assert points(result, "laws") == {"A": -4}
    assert totals(result)["A"] == -4


# -- our own cases: country cascade -------------------------------------------------------


def test_cascade_function_by_hand():
    assert cascade({"a": 3, "b": 3, "c": 1}) == {
        "a": (0, 7, True),
        "b": (0, 7, True),
        "c": (1, 3, False),
    }
    # 3 / 2 / 2 / 1 of 8: 8, then 3 for both 2s, then 2.
    assert cascade({"a": 3, "b": 2, "c": 2, "d": 1}) == {
        "a": (0, 8, False),
        "b": (1, 3, True),
        "c": (1, 3, True),
        "d": (2, 2, False),
    }
    assert cascade({"a": 0, "b": 0}) == {}
    assert cascade({"a": 4, "b": 0}) == {"a": (0, 4, False)}


def test_five_players_three_tied_first(run):
    # Frankreich 2/2/2/1/1: the three 2s score all 8; the two 1s score the 2 held by rank 1.
    result = run(
        *(p(n, lands={"frankreich": c}) for n, c in zip("ABCDE", (2, 2, 2, 1, 1), strict=True))
    )
    assert points(result, "lands") == {"A": 8, "B": 8, "C": 8, "D": 2, "E": 2}
    assert lines(result, "D")["lands"]["detail"] == "France 2nd (shared): 2"


def test_tied_second_rank_then_third(run):
    result = run(
        p("A", lands={"kastilien": 3}),
        p("B", lands={"kastilien": 2}),
        p("C", lands={"kastilien": 2}),
    )
    # 7 held in all: A 7; B and C share 2nd and score A's 3.
    assert points(result, "lands") == {"A": 7, "B": 3, "C": 3}


def test_incomplete_country_scores_what_is_held_and_notes_it(run):
    result = run(p("A", lands={"frankreich": 3}), p("B", lands={"frankreich": 1}), p("C"))
    assert points(result, "lands") == {"A": 4, "B": 3, "C": 0}
    assert any("France" in n and "4 of its 8" in n for n in result["notes"])
    assert any(n == "Denmark: nobody holds any of its 4 cards." for n in result["notes"])


def test_lands_add_up_over_countries(run):
    result = run(
        p("A", lands={"frankreich": 8, "daenemark": 1}),
        p("B", lands={"daenemark": 3}),
        p("C", lands={"england": 5}),
    )
    # A: Frankreich 8 + Dänemark 2nd (B's 3) = 11; B: Dänemark 4; C: England 5.
    assert points(result, "lands") == {"A": 11, "B": 4, "C": 5}


# -- our own cases: symbols, chains, laws ------------------------------------------------


def test_two_types_at_the_best_score_once(run):
    result = run(
        p("A", lands={"frankreich": 2}, symbols={"frankreich": {"cross": 2, "fan": 2}}),
        p("B", lands={"frankreich": 1}, symbols={"frankreich": {"cross": 1}}),
        p("C"),
    )
    assert points(result, "symbols") == {"A": 2, "B": 0, "C": 0}
    assert "once" in lines(result, "A")["symbols"]["detail"]


def test_symbols_score_per_country(run):
    result = run(
        p(
            "A",
            lands={"frankreich": 3, "italien": 1},
            symbols={"frankreich": {"cross": 3}, "italien": {"fan": 1}},
        ),
        p("B", lands={"italien": 2}, symbols={"italien": {"cross": 2}}),
        p("C", lands={"sachsen": 1}),
    )
    # Frankreich: A 3. Italien: best 2 (B). Sachsen: no symbols given → nobody.
    assert points(result, "symbols") == {"A": 3, "B": 2, "C": 0}


def test_chain_threshold_is_five(run):
    result = run(
        p("A", lands={"frankreich": 8, "kastilien": 7}, ships=5, carriages=3),
        p("B", lands={"sachsen": 7, "franken": 7}, ships=2, carriages=6),
        p("C"),
    )
    assert points(result, "chains") == {"A": 5, "B": 6, "C": 0}


def test_other_law_cards_cost_nothing(run):
    result = run(
        p("A", cards=[], laws=["law-two-points-1", "law-three-symbols-1", "law-take-back-stone-2"]),
        p("B", laws=["law-two-points-2"]),
        p("C", laws=["law-different-colours-1"]),
    )
    assert points(result, "laws") == {"A": -2, "B": -2}


# -- the cards form ------------------------------------------------------------------------


def test_cards_form_derives_the_tally(run):
    # frankreich-1 [cross, cross] ship, -2 [fan, fan] carriage, -3 [cross] ship.
    by_cards = run(p("A", cards=["frankreich-1", "frankreich-2", "frankreich-3"]), p("B"), p("C"))
    by_tally = run(
        p(
            "A",
            lands={"frankreich": 3},
            symbols={"frankreich": {"cross": 3, "fan": 2}},
            ships=2,
            carriages=1,
        ),
        p("B"),
        p("C"),
    )
    assert by_cards["players"] == by_tally["players"]
    assert lines(by_cards, "A")["symbols"]["points"] == 3


def test_cards_and_tally_forms_mix(run):
    result = run(
        p("A", cards=["daenemark-1", "daenemark-2"]), p("B", lands={"daenemark": 2}), p("C")
    )
    assert points(result, "lands") == {"A": 4, "B": 4, "C": 0}
    assert result["players"][0]["land_cards"] == 2


def test_complete_deck_in_cards_form(run, data):
    land_ids = [i["id"] for c in data["components"] if c["id"] == "land-cards" for i in c["items"]]
    assert len(land_ids) == 56
    result = run(p("A", cards=land_ids), p("B"), p("C"))
    # One player holding everything: every country's total (56), every symbol type's
    # country maximum, and both chains (18 + 18).
    assert lines(result, "A")["lands"]["points"] == 56
    assert lines(result, "A")["chains"]["points"] == 36
    # Leading type per country: Dänemark cross 2, England tower/key 2, Italien cross 3,
    # Bayern cross 3, Ungarn key 3, Kastilien fan 3, Franken tower 3, Sachsen key/cross 3,
    # Frankreich cross 4 = 26.
    assert lines(result, "A")["symbols"]["points"] == 26
    assert result["players"][0]["total"] == 56 + 26 + 36
    assert result["notes"] == []
    assert result["winners"] == ["A"]


# -- winners ------------------------------------------------------------------------------


def test_most_points_wins(run):
    result = run(
        p("A", lands={"frankreich": 8}),
        p("B", lands={"sachsen": 7}),
        p("C", lands={"daenemark": 4}),
    )
    assert result["winners"] == ["A"]


def test_tie_goes_to_more_land_cards(run):
    # A: Frankreich 8 = 8 points, 8 cards. B: Kastilien 7 + 1 Fan = 8 points, 7 cards.
    result = run(
        p("A", lands={"frankreich": 8}),
        p("B", lands={"kastilien": 7}, symbols={"kastilien": {"fan": 1}}),
        p("C", lands={"daenemark": 4}),
    )
    assert totals(result) == {"A": 8, "B": 8, "C": 4}
    assert result["winners"] == ["A"]
    assert any("most Land cards" in n for n in result["notes"])


def test_full_tie_has_no_winner(run):
    result = run(
        p("A", lands={"franken": 7}), p("B", lands={"sachsen": 7}), p("C", lands={"daenemark": 4})
    )
    assert result["winners"] == []
    assert any("no winner" in n for n in result["notes"])


def test_tie_of_three_with_two_still_tied_has_no_winner(run):
    # A and B: 7 points, 7 cards; C: Kastilien 6 (6 points) + 1 Fan = 7 points, 6 cards.
    result = run(
        p("A", lands={"franken": 7}),
        p("B", lands={"sachsen": 7}),
        p("C", lands={"kastilien": 6}, symbols={"kastilien": {"fan": 1}}),
    )
    assert totals(result) == {"A": 7, "B": 7, "C": 7}
    assert result["winners"] == []


def test_nobody_scores_anything(run):
    result = run(p("A"), p("B"), p("C"))
    assert totals(result) == {"A": 0, "B": 0, "C": 0}
    assert result["winners"] == []


# -- output shape and the rules' worked example --------------------------------------------


def test_output_shape(run):
    result = run(p("Zoe", lands={"england": 1}, victory_point_laws=1), p("Adam"), p("Mia"))
    assert [x["name"] for x in result["players"]] == ["Zoe", "Adam", "Mia"]
    # the Law card line only for a player who holds a "2 victory points" card
    rules = [[line["rule"] for line in x["lines"]] for x in result["players"]]
    assert rules == [["lands", "symbols", "chains", "laws"]] + [["lands", "symbols", "chains"]] * 2
    for player in result["players"]:
        assert player["total"] == sum(line["points"] for line in player["lines"])
        assert all(isinstance(line["detail"], str) and line["detail"] for line in player["lines"])
    assert result["game"] == "web-of-power"


def test_rule_ids_are_scoring_rules_with_sections(data):
    rules = {r["id"]: r["section"] for r in data["scoring"]}
    assert rules == {
        "lands": "wop-scoring-lands",
        "symbols": "wop-scoring-symbols",
        "chains": "wop-scoring-chains",
        "laws": "wop-scoring-laws",
    }


def test_worked_example_of_the_rules(data):
    """The numbers stated in rules/*.md, section wop-example (worked out by hand there)."""
    record = json.loads((RECORDS / "worked-example.json").read_text(encoding="utf-8"))
    result = score(record, data)
    assert points(result, "lands") == {"Anna": 36, "Ben": 37, "Carla": 32}
    assert points(result, "symbols") == {"Anna": 11, "Ben": 10, "Carla": 6}
    assert points(result, "chains") == {"Anna": 6, "Ben": 7, "Carla": 10}
    assert points(result, "laws") == {"Anna": -2, "Carla": -2}
    assert totals(result) == {"Anna": 51, "Ben": 54, "Carla": 46}
    assert result["winners"] == ["Ben"]
    assert result["notes"] == []


def test_rules_pages_state_the_worked_example_totals():
    rules = Path(__file__).resolve().parents[3] / "content" / "web-of-power" / "rules"
    for lang in LANGS:
        text = (rules / f"{lang}.md").read_text(encoding="utf-8")
        example = text.split("{#wop-example}", 1)[1].split("{#wop-interpretations}", 1)[0]
        for stated in ("**36**", "**37**", "**32**", "**11**", "**10**", "**6**",
                       "**51**", "**54**", "**46**"):  # fmt: skip
            assert stated in example, (lang, stated)
