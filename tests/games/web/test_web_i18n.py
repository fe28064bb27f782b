"""Web explanations in en, de, nl and it: the same scores in every language, every detail
and note translated, cable colours in the language, every phrase used."""

from __future__ import annotations

import ast
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from cardgen.engine import score
from cardgen.engine.common import LANGS, Phrases
from cardgen.engine.games.web.text import PHRASES
from cardgen.model import game_data, load_game

RECORDS = Path(__file__).resolve().parents[3] / "content" / "web" / "examples"
ENGINE = Path(__file__).parents[3] / "cardgen" / "engine" / "games" / "web"
MODULES = ("score.py", "text.py")
OTHER = LANGS[1:]
WORDS = re.compile(r"[^\W\d_]{2,}")


@pytest.fixture(scope="module")
def data():
    return game_data(load_game("web"))


def _file(name: str) -> dict:
    return json.loads((RECORDS / name).read_text(encoding="utf-8"))


CASES = {
    "worked-example": _file("worked-example.json"),
    "tally-example": _file("tally-example.json"),
    "odd-values-no-hand-tie": {
        "game": "web",
        "players": [
            {"name": "Ann", "computers": [99]},
            {"name": "Bob", "computers": [98, 1], "hand": 0},
            {"name": "Cleo", "computers": [], "hand": 0},
        ],
    },
    "tie-on-one-point": {
        "game": "web",
        "players": [
            {"name": "Ann", "computers": [2], "hand": 1},
            {"name": "Bob", "computers": [1], "hand": 0},
        ],
    },
}


@pytest.fixture(scope="module", params=sorted(CASES))
def results(request, data):
    return {lang: score(CASES[request.param], data, lang) for lang in LANGS}


def test_scores_and_winners_are_the_same_in_every_language(results):
    english = results["en"]
    for lang in OTHER:
        other = results[lang]
        assert other["winners"] == english["winners"]
        assert len(other["notes"]) == len(english["notes"])
        for mine, theirs in zip(other["players"], english["players"], strict=True):
            assert mine["name"] == theirs["name"]
            assert mine["total"] == theirs["total"]
            assert [(x["rule"], x["points"]) for x in mine["lines"]] == [
                (x["rule"], x["points"]) for x in theirs["lines"]
            ]


def test_every_detail_and_note_is_translated(results):
    english = results["en"]
    for lang in OTHER:
        other = results[lang]
        for mine, theirs in zip(other["players"], english["players"], strict=True):
            for a, b in zip(mine["lines"], theirs["lines"], strict=True):
                assert a["detail"], (lang, a)
                if WORDS.search(b["detail"]):
                    assert a["detail"] != b["detail"], (lang, a["detail"])
                else:
                    assert a["detail"] == b["detail"]  # only numbers: "3 + 2 + 5 = 10"
        for a, b in zip(other["notes"], english["notes"], strict=True):
            assert a != b, (lang, a)
        doubts = zip(other.get("doubts", []), english.get("doubts", []), strict=True)
        for a, b in doubts:
            assert a["path"] == b["path"] and a["message"] != b["message"], (lang, a)


def test_colours_and_glossary_terms(data):
    by_lang = {lang: score(CASES["worked-example"], data, lang) for lang in LANGS}
    ann = {lang: [x["detail"] for x in r["players"][0]["lines"]] for lang, r in by_lang.items()}
    assert ann["en"] == ["red cables: 4 at (4,1) + 1 at (0,\u22121) = 5", "2 cards in hand"]
    assert ann["de"] == [
        "Kabelfarbe Rot: 4 bei (4,1) + 1 bei (0,\u22121) = 5",
        "2 Netzwerkkarten auf der Hand",
    ]
    assert ann["nl"] == [
        "kabelkleur rood: 4 op (4,1) + 1 op (0,\u22121) = 5",
        "2 netwerkkaarten in de hand",
    ]
    assert ann["it"] == [
        "cavi di colore rosso: 4 in (4,1) + 1 in (0,\u22121) = 5",
        "2 carte di rete in mano",
    ]
    bob = by_lang["it"]["players"][1]["lines"][1]["detail"]
    assert bob == "1 carta di rete in mano"


def test_notes_read_naturally(data):
    de = score(CASES["odd-values-no-hand-tie"], data, "de")
    assert de["players"][2]["lines"][0]["detail"] == "keine Computer angeschlossen"
    assert de["players"][2]["lines"][1]["detail"] == "keine Netzwerkkarten auf der Hand"
    assert de["doubts"][0]["message"].startswith("keine Karte unseres Kartensatzes zeigt")
    assert "Werte 1 bis 5" in de["doubts"][0]["message"]
    assert de["notes"][0] == "Ann: Netzwerkkarten auf der Hand nicht angegeben, als 0 gezählt"
    it = score(CASES["odd-values-no-hand-tie"], data, "it")["doubts"][0]["message"]
    assert "i nostri computer valgono da 1 a 5" in it
    # the doubt is a note too (the records contract), after the game's own notes
    placed = [doubt["message"] for doubt in de["doubts"]]
    assert de["notes"][-len(placed) :] == placed
    tie = de["notes"][-len(placed) - 1]
    assert tie.startswith("Gleichstand mit 99 Punkten zwischen Ann und Bob: ")
    one = {lang: score(CASES["tie-on-one-point"], data, lang)["notes"][-1] for lang in LANGS}
    assert one["en"].startswith("Tie at 1 point between Ann and Bob: ")
    assert one["de"].startswith("Gleichstand mit 1 Punkt zwischen Ann und Bob: ")
    assert one["nl"].startswith("Gelijke stand met 1 punt tussen Ann en Bob: ")
    assert one["it"].startswith("Parità a 1 punto tra Ann e Bob: ")
    # a sentence on the page: it ends with its full stop in every language
    assert all(note.endswith(").") for note in one.values()), one


def test_every_phrase_has_all_four_languages():
    for key, texts in PHRASES.table.items():
        assert set(texts) == set(LANGS), key
        assert all(texts[lang].strip() for lang in LANGS), key
    with pytest.raises(ValueError, match="lacks"):  # the source language: the fallback
        Phrases({"x": {lang: "x" for lang in LANGS[1:]}})


def _literals() -> set[str]:
    """The texts in the engine's code (the phrase table itself left out)."""
    nodes: list[ast.AST] = []
    for name in MODULES:
        tree = ast.parse((ENGINE / name).read_text(encoding="utf-8"))
        if name == "text.py":
            nodes += [n for n in tree.body if isinstance(n, ast.ClassDef)]
        else:
            nodes.append(tree)
    return {
        n.value
        for node in nodes
        for n in ast.walk(node)
        if isinstance(n, ast.Constant) and isinstance(n.value, str)
    }


def test_every_phrase_key_is_used():
    """Literally, or as ``<key>_one`` / ``<key>_other`` of ``say.counted("<key>", n)``."""
    used = _literals()
    for key in PHRASES.table:
        base = re.sub(r"_(one|other)$", "", key)
        assert key in used or (base != key and base in used), f"{key!r} is never used"


def test_cli_lang_it_json():
    path = str(RECORDS / "worked-example.json")
    runs = {}
    for lang in ("en", "it"):
        done = subprocess.run(
            [sys.executable, "-m", "cardgen", "score", path, "--lang", lang, "--json"],
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert done.returncode == 0, done.stderr
        runs[lang] = json.loads(done.stdout)
    it, en = runs["it"], runs["en"]
    assert [p["total"] for p in it["players"]] == [p["total"] for p in en["players"]]
    assert it["winners"] == en["winners"]
    assert it["players"][0]["lines"][0]["detail"].startswith("cavi di colore rosso: ")
