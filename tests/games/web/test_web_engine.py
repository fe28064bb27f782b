"""Web scoring: tally form, ties, invalid records, the worked example and the CLI."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from cardgen.engine import RecordError
from cardgen.engine import score as dispatch
from cardgen.engine.games.web.score import score
from cardgen.model import game_data, load_game

DATA = game_data(load_game("web"))
RECORDS = Path(__file__).resolve().parents[3] / "content" / "web" / "examples"
ROOT = Path(__file__).resolve().parents[3]


def tally(*players: tuple[str, list[int], int]) -> dict:
    return {
        "game": "web",
        "players": [{"name": n, "computers": c, "hand": h} for n, c, h in players],
    }


def totals(result: dict) -> dict[str, int]:
    return {p["name"]: p["total"] for p in result["players"]}


def test_computer_points_minus_one_per_card_in_hand():
    result = score(tally(("Ann", [3, 2, 5], 2), ("Bob", [4], 0)), DATA)
    assert totals(result) == {"Ann": 8, "Bob": 4}
    ann = result["players"][0]["lines"]
    assert ann == [
        {"rule": "computers", "points": 10, "detail": "3 + 2 + 5 = 10"},
        {"rule": "hand", "points": -2, "detail": "2 cards in hand"},
    ]
    assert result["winners"] == ["Ann"] and result["notes"] == []


def test_lines_use_the_content_rule_ids():
    ids = {rule["id"] for rule in DATA["scoring"]}
    result = score(tally(("Ann", [1], 1), ("Bob", [], 0)), DATA)
    assert {line["rule"] for p in result["players"] for line in p["lines"]} <= ids
    assert ids == {"computers", "hand"}


def test_total_can_be_negative():
    result = score(tally(("Ann", [], 3), ("Bob", [1], 0)), DATA)
    assert totals(result) == {"Ann": -3, "Bob": 1}
    assert result["players"][0]["lines"][0]["detail"] == "no computers connected"


def test_missing_hand_counts_zero_with_a_note():
    record = {
        "game": "web",
        "players": [
            {"name": "Ann", "computers": [2]},
            {"name": "Bob", "computers": [1], "hand": 1},
        ],
    }
    result = score(record, DATA)
    assert totals(result) == {"Ann": 2, "Bob": 0}
    assert result["notes"] == ["Ann: cards in hand not entered, counted as 0"]


def test_value_not_on_any_card_is_a_doubt_at_its_place_but_scored():
    result = score(tally(("Ann", [3, 7], 0), ("Bob", [1], 0)), DATA)
    assert totals(result)["Ann"] == 10
    assert result["notes"] == []
    assert result["doubts"] == [
        {
            "path": "players[0].computers[1]",
            "message": "no card of our deck shows a computer worth 7; our computers are worth "
            "1 to 5. Scored as given: our deck is our own design, and a published copy may "
            "differ",
        }
    ]
    german = score(tally(("Ann", [6], 0), ("Bob", [6], 0)), DATA, lang="de")
    assert [d["path"] for d in german["doubts"]] == [
        "players[0].computers[0]",
        "players[1].computers[0]",
    ]
    assert german["doubts"][0]["message"].startswith("keine Karte unseres Kartensatzes")


def test_values_our_deck_shows_raise_no_doubt():
    assert "doubts" not in score(tally(("Ann", [5, 1], 0), ("Bob", [2], 0)), DATA)


# --- ties -----------------------------------------------------------------------------


def test_two_way_tie_at_the_top_is_shared():
    result = score(tally(("Ann", [5], 1), ("Bob", [2, 2], 0), ("Cleo", [1], 0)), DATA)
    assert result["winners"] == ["Ann", "Bob"]
    assert any("shared" in note for note in result["notes"])


def test_everyone_tied_all_win():
    result = score(tally(("Ann", [], 0), ("Bob", [], 0), ("Cleo", [], 0), ("Dan", [], 0)), DATA)
    assert result["winners"] == ["Ann", "Bob", "Cleo", "Dan"]


def test_tie_below_the_top_changes_nothing():
    result = score(tally(("Ann", [5, 4], 0), ("Bob", [2], 0), ("Cleo", [2], 0)), DATA)
    assert result["winners"] == ["Ann"] and result["notes"] == []


def test_tie_on_negative_totals_is_shared():
    result = score(tally(("Ann", [], 2), ("Bob", [1], 3)), DATA)
    assert totals(result) == {"Ann": -2, "Bob": -2}
    assert result["winners"] == ["Ann", "Bob"]


def test_more_computers_does_not_break_a_tie():
    # no tie-breaker in the rules: 3 small computers do not beat one big one
    result = score(tally(("Ann", [1, 1, 1], 0), ("Bob", [3], 0)), DATA)
    assert result["winners"] == ["Ann", "Bob"]


# --- the worked example of the rules pages ----------------------------------------------


def test_worked_example_of_the_rules_page():
    record = json.loads((RECORDS / "worked-example.json").read_text())
    result = dispatch(record, DATA)
    # Ann: 4 + 1 = 5, two cards in hand → 3; Bob: 2 via the extra server, one card → 1;
    # Cleo: 3, no cards → 3. Ann and Cleo share the win.
    assert totals(result) == {"Ann": 3, "Bob": 1, "Cleo": 3}
    assert result["winners"] == ["Ann", "Cleo"]
    lines = {
        p["name"]: [(line["rule"], line["points"]) for line in p["lines"]]
        for p in result["players"]
    }
    assert lines["Ann"] == [("computers", 5), ("hand", -2)]
    assert lines["Bob"] == [("computers", 2), ("hand", -1)]
    text = (ROOT / "content/web/rules/en.md").read_text()
    for figure in ("**3**", "**1**", "Ann and Cleo"):
        assert figure in text


def test_mixed_tally_and_board_forms():
    record = json.loads((RECORDS / "worked-example.json").read_text())
    record["players"][1] = {"name": "Bob", "computers": [2, 2], "hand": 0}
    assert totals(score(record, DATA)) == {"Ann": 3, "Bob": 4, "Cleo": 3}


def test_colour_without_cables_scores_nothing():
    record = json.loads((RECORDS / "worked-example.json").read_text())
    record["players"][1]["board"] = "yellow"
    result = score(record, DATA)
    assert totals(result)["Bob"] == -1
    assert result["players"][1]["lines"][0]["detail"] == "yellow cables: none connected"


# --- invalid records --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("record", "path", "words"),
    [
        ({"game": "web", "players": []}, "players", "2 to 4 players"),
        (
            {"game": "web", "players": [{"name": "A", "computers": [1]}] * 2},
            "players[1].name",
            "used twice",
        ),
        (tally(("A", [1], -1), ("B", [], 0)), "players[0].hand", "Enter 0 or more"),
        (tally(("A", [1], 100), ("B", [], 0)), "players[0].hand", "Enter at most 99"),
        (tally(("A", [5] * 60, 0), ("B", [5] * 40, 0)), "players[1].computers", "100 computers"),
        (tally(("A", [0], 0), ("B", [], 0)), "players[0].computers[0]", "Enter 1 or more"),
        (tally(("A", ["3"], 0), ("B", [], 0)), "players[0].computers[0]", "whole number"),
        (tally(("A", [True], 0), ("B", [], 0)), "players[0].computers[0]", "whole number"),
        (
            {
                "game": "web",
                "players": [{"name": "A", "computers": 3}, {"name": "B", "computers": []}],
            },
            "players[0].computers",
            "a list",
        ),
        (
            {"game": "web", "players": [{"name": "A"}, {"name": "B", "computers": []}]},
            "players[0]",
            "either",
        ),
        (
            {
                "game": "web",
                "players": [
                    {"name": "A", "computers": [], "board": "red"},
                    {"name": "B", "computers": []},
                ],
            },
            "players[0]",
            "either",
        ),
        (
            {
                "game": "web",
                "players": [{"name": "A", "board": "red"}, {"name": "B", "computers": []}],
            },
            "board",
            "shared 'board'",
        ),
        (
            {
                "game": "web",
                "board": {},
                "players": [{"name": "A", "board": "red"}, {"name": "B", "board": "red"}],
            },
            "players[1].board",
            "already",
        ),
        (
            {
                "game": "web",
                "board": {},
                "players": [{"name": "A", "board": "pink"}, {"name": "B", "board": "red"}],
            },
            "players[0].board",
            "cable colour",
        ),
        (
            {
                "game": "web",
                "board": [],
                "players": [{"name": "A", "board": "red"}, {"name": "B", "board": "blue"}],
            },
            "board",
            "an object",
        ),
        ({"game": "web", "extra": 1, "players": []}, "extra", "unknown field"),
        (
            {
                "game": "web",
                "players": [
                    {"name": "A", "computers": [], "score": 3},
                    {"name": "B", "computers": []},
                ],
            },
            "players[0].score",
            "unknown field",
        ),
    ],
)
def test_invalid_records(record, path, words):
    with pytest.raises(RecordError) as err:
        score(record, DATA)
    assert err.value.path == path
    assert words in err.value.message


# --- through the command line -----------------------------------------------------------


def run_cli(path: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "cardgen", "score", path, "--json"],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )


def test_cli_scores_the_worked_example():
    done = run_cli(str(RECORDS / "worked-example.json"))
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert [p["total"] for p in result["players"]] == [3, 1, 3]
    assert result["winners"] == ["Ann", "Cleo"]


def test_cli_names_the_illegal_cable_with_exit_code_2():
    done = run_cli(str(RECORDS / "invalid-cable.json"))
    assert done.returncode == 2
    error = json.loads(done.stdout)["error"]
    assert error["path"] == "board.cables[1]"
    assert "A computer is connected from one side only" in error["message"]
    assert "computer-twice" not in error["message"]


def test_cli_reads_standard_input():
    done = run_cli("-", json.dumps(tally(("Ann", [3], 1), ("Bob", [2], 0))))
    assert done.returncode == 0
    assert json.loads(done.stdout)["winners"] == ["Ann", "Bob"]


def test_beyond_our_deck_is_scored_with_a_note():
    """Our deck (46 cards, 39 computers worth 77) is our design: more is scored and noted."""
    result = score(tally(("A", [1], 30), ("B", [5] * 40, 17)), DATA)
    assert {p["name"]: p["total"] for p in result["players"]} == {"A": -29, "B": 183}
    notes = " ".join(result["notes"])
    assert "our printed deck has 46 network cards, the board and the hands hold 47" in notes
    assert "41 computers worth 201 points together; our printed deck has 39" in notes
