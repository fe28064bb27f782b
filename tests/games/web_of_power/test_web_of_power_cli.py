"""``cardgen score`` on Web of Power records, through the command line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

RECORDS = Path(__file__).resolve().parents[3] / "content" / "web-of-power" / "examples"


def cardgen(*args, stdin=None):
    return subprocess.run(
        [sys.executable, "-m", "cardgen", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_score_worked_example_json():
    done = cardgen("score", str(RECORDS / "worked-example.json"), "--json")
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert {p["name"]: p["total"] for p in result["players"]} == {
        "Anna": 51,
        "Ben": 54,
        "Carla": 46,
    }
    assert result["winners"] == ["Ben"]


def test_score_text_output():
    done = cardgen("score", str(RECORDS / "worked-example.json"))
    assert done.returncode == 0
    assert "Ben: 54" in done.stdout and "winners: Ben" in done.stdout


def test_invalid_record_exits_2_with_the_path():
    record = {
        "game": "web-of-power",
        "players": [{"name": "A", "lands": {"frankreich": 9}}, {"name": "B"}, {"name": "C"}],
    }
    done = cardgen("score", "-", "--json", stdin=json.dumps(record))
    assert done.returncode == 2
    error = json.loads(done.stdout)["error"]
    assert error["path"] == "players[0].lands.frankreich"
    assert "only 8" in error["message"]
    plain = cardgen("score", "-", stdin=json.dumps(record))
    assert plain.returncode == 2 and plain.stdout == ""
    assert "players[0].lands.frankreich" in plain.stderr
    assert "Traceback" not in plain.stderr


def test_full_tie_prints_no_winner():
    record = {
        "game": "web-of-power",
        "players": [
            {"name": "A", "lands": {"franken": 7}},
            {"name": "B", "lands": {"sachsen": 7}},
            {"name": "C"},
        ],
    }
    done = cardgen("score", "-", "--json", stdin=json.dumps(record))
    assert done.returncode == 0
    assert json.loads(done.stdout)["winners"] == []
