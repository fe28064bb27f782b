"""Through the command line: exit 0 with the JSON result, exit 2 with the error's path."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

RECORDS = Path(__file__).resolve().parents[3] / "content" / "circle-the-wagons" / "examples"
ROOT = Path(__file__).parents[3]


def cardgen(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "cardgen", *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )


def test_cli_scores_the_example():
    done = cardgen("score", str(RECORDS / "seed-example.json"), "--json")
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert [(p["name"], p["total"]) for p in result["players"]] == [("Ann", 23), ("Bob", 17)]
    assert result["winners"] == ["Ann"]


def test_cli_invalid_record_exit_2_with_path():
    record = json.loads((RECORDS / "seed-example.json").read_text(encoding="utf-8"))
    record["players"][1]["town"][2]["x"] = 9  # far from the town
    done = cardgen("score", "-", "--json", stdin=json.dumps(record))
    assert done.returncode == 2
    error = json.loads(done.stdout)["error"]
    assert error["path"] == "players[1].town[2]"
    assert "does not touch the town" in error["message"]
    plain = cardgen("score", "-", stdin=json.dumps(record))
    assert plain.returncode == 2 and plain.stdout == ""
    assert "players[1].town[2]" in plain.stderr and "Traceback" not in plain.stderr
