"""``cardgen score`` on Pyramidion records: exit 0 with JSON, exit 2 with the fault's path."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

RECORDS = Path(__file__).resolve().parents[3] / "content" / "pyramidion" / "examples"


def cardgen(*args, stdin=None):
    return subprocess.run(
        [sys.executable, "-m", "cardgen", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_cli_scores_a_site_record():
    done = cardgen("score", str(RECORDS / "seed-thebes.json"), "--json")
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["site"]["torturer"] == "blue"
    assert "winners" not in result


def test_cli_final_scoring_from_stdin():
    record = {
        "game": "pyramidion",
        "players": [{"name": "a", "boats": [5, 5]}, {"name": "b", "boats": ["boat-01"]}],
    }
    done = cardgen("score", "-", "--json", stdin=json.dumps(record))
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert [p["total"] for p in result["players"]] == [10, 1]
    assert result["winners"] == ["a"]


def test_cli_invalid_record_exit_2_with_path():
    record = {
        "game": "pyramidion",
        "site": {"id": "giza", "resources": {"gold": 1}},
        "players": [{"name": "a"}, {"name": "b"}],
    }
    done = cardgen("score", "-", "--json", stdin=json.dumps(record))
    assert done.returncode == 2
    error = json.loads(done.stdout)["error"]
    assert error["path"] == "site.resources.gold"
    plain = cardgen("score", "-", stdin=json.dumps(record))
    assert plain.returncode == 2 and plain.stdout == ""
    assert "site.resources.gold" in plain.stderr and "Traceback" not in plain.stderr


def test_the_plain_account_words_the_site_after_its_evaluation():
    """Without ``--json`` the site after the evaluation reads in the language asked, as the
    checker page words it (its name, its troops, its resources), never as JSON."""
    done = cardgen("score", str(RECORDS / "seed-karnak.json"), "--lang", "fr")
    assert done.returncode == 0, done.stderr
    first = done.stdout.splitlines()[0]
    assert first == (
        "site après l’évaluation\u00a0: Karnak (Troupe de bourreaux\u00a0: —;"
        " Troupe de négociateurs\u00a0: —; Ressources sur le site\u00a0: 2 × Statue)"
    )
    done = cardgen("score", str(RECORDS / "seed-thebes.json"), "--lang", "de")
    first = done.stdout.splitlines()[0]
    assert first.startswith("Ort nach der Wertung: Theben (Folterknecht-Truppe: Blau;"), first
    assert "{" not in done.stdout and "torturer" not in done.stdout
