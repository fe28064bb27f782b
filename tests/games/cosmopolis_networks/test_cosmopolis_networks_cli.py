"""`cardgen score` on this game's records through the real command line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

RECORDS = Path(__file__).resolve().parents[3] / "content" / "cosmopolis-networks" / "examples"


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "cardgen", "score", *args],
        input=stdin, capture_output=True, text=True, timeout=120,
    )  # fmt: skip


def test_cli_scores_the_rules_example():
    proc = run(str(RECORDS / "rules-example.json"), "--json")
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout)
    assert {p["name"]: p["total"] for p in result["players"]} == {"Ann": 14, "Ben": 15}
    assert result["winners"] == ["Ben"]


def test_cli_reports_an_illegal_set_with_exit_2():
    record = {"game": "cosmopolis-networks", "players": [
        {"name": "Ann", "spread": [[{"region": "africa"}, {"region": "africa"}]]},
        {"name": "Ben", "spread": []}]}  # fmt: skip
    proc = run("-", "--json", stdin=json.dumps(record))
    assert proc.returncode == 2
    error = json.loads(proc.stdout)["error"]
    assert error["path"] == "players[0].spread[0]"
    assert "at least 3 cards" in error["message"]
    assert error["unfinished"] is True  # a third card of Africa would make it legal
    plain = run("-", stdin=json.dumps(record))
    assert plain.returncode == 2 and plain.stdout == ""
    assert "players[0].spread[0]" in plain.stderr and "Traceback" not in plain.stderr


def test_cli_says_a_game_short_of_its_rounds_is_not_over():
    """One round of three players: scored, and said to be so far, with why."""
    players = [{"name": n, "spread": [[{"region": "africa"}] * 3] if n == "Ann" else []}
               for n in ("Ann", "Ben", "Cem")]  # fmt: skip
    record = {"game": "cosmopolis-networks", "rounds": [{"players": players}]}
    proc = run("-", "--json", stdin=json.dumps(record))
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout)
    assert result["winners"] == ["Ann"]
    assert "one round per dealer (3 rounds" in result["provisional"][0]
    plain = run("-", stdin=json.dumps(record))
    assert plain.returncode == 0
    lines = plain.stdout.splitlines()
    assert "winners so far: Ann" in lines
    assert any(
        line.startswith("provisional: a full game has one round per dealer") for line in lines
    )
