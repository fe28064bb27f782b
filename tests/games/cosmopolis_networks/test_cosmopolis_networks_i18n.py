"""Cosmopolis "Networks" explanations in en, de, nl and it: the same scores in every
language, every detail and note translated, region names in the language, every phrase
used."""

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
from cardgen.engine.games.cosmopolis_networks.text import PHRASES

RECORDS = Path(__file__).resolve().parents[3] / "content" / "cosmopolis-networks" / "examples"
ENGINE = Path(__file__).parents[3] / "cardgen" / "engine" / "games" / "cosmopolis_networks"
MODULES = ("score.py", "text.py")
OTHER = LANGS[1:]
WORDS = re.compile(r"[^\W\d_]{2,}")


def R(region: str, n: int = 1) -> list[dict]:
    return [{"region": region} for _ in range(n)]


def _game(players=None, rounds=None) -> dict:
    record: dict = {"game": "cosmopolis-networks"}
    if rounds is not None:
        record["rounds"] = rounds
    else:
        record["players"] = players
    return record


LINKS = ["chicago", "miami", "reykjavik", "berlin", "cairo", "tbilisi", "singapore"]
LINKED = ["atlantic-north-america"] * 3 + ["eastern-europe", "africa", "western-asia"]
LINKED.append("australasia")
WATCHING = [[link, *R(region, 2)] for link, region in zip(LINKS, LINKED, strict=True)]

CASES = {
    "rules-example": json.loads((RECORDS / "rules-example.json").read_text(encoding="utf-8")),
    "shared-win-one-set": _game(
        [
            {"name": "Ann", "spread": [R("africa", 3)]},
            {"name": "Bob", "spread": [R("pacific-asia", 3)]},
            {"name": "Cem", "spread": []},
        ]
    ),
    "incomplete-rounds": _game(
        rounds=[
            {
                "players": [
                    {"name": "Ann", "spread": [R("western-europe", 3)]},
                    {"name": "Bob", "spread": []},
                    {"name": "Cem", "spread": [R("mediterranea", 4)]},
                ]
            }
        ]
        * 2
    ),
    "watching": _game([{"name": "Ann", "spread": WATCHING}, {"name": "Bob", "spread": []}]),
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
            assert mine["rounds"] == theirs["rounds"]
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
        for a, b in zip(other["notes"], english["notes"], strict=True):
            assert a != b, (lang, a)


def _text(result: dict) -> str:
    details = [x["detail"] for p in result["players"] for x in p["lines"]]
    return "\n".join(details + result["notes"])


def test_region_names_and_glossary_terms(data):
    by_lang = {lang: _text(score(CASES["rules-example"], data, lang)) for lang in LANGS}
    assert "Western Europe" in by_lang["en"] and "regional cards" in by_lang["en"]
    assert "Westeuropa" in by_lang["de"] and "Regionalkarten im größten Netzwerk" in by_lang["de"]
    assert (
        "West-Europa" in by_lang["nl"] and "regiokaarten in het grootste netwerk" in by_lang["nl"]
    )
    assert "Europa occidentale" in by_lang["it"] and "nella rete più grande" in by_lang["it"]
    for lang in OTHER:
        assert "Western Europe" not in by_lang[lang]
    assert "Runde 2: " in by_lang["de"] and "ronde 2: " in by_lang["nl"]


def test_singular_and_plural(data):
    one = _game([{"name": "Ann", "spread": [R("africa", 3)]}, {"name": "Bob", "spread": []}])
    details = {lang: score(one, data, lang)["players"] for lang in LANGS}
    assert details["de"][0]["lines"][0]["detail"] == (
        "3 Regionalkarten im größten Netzwerk (Satz 1: Afrika 3)"
    )
    assert details["it"][1]["lines"][0]["detail"] == "nessun set esposto"
    assert details["nl"][1]["lines"][0]["detail"] == "geen sets uitgelegd"


def test_notes_read_naturally(data):
    shared = {lang: score(CASES["shared-win-one-set"], data, lang)["notes"] for lang in LANGS}
    assert shared["en"] == [
        "Ann and Bob share the win with 3 points (the rules name no tie-breaker)."
    ]
    assert shared["de"] == [
        "Ann und Bob teilen sich den Sieg mit 3 Punkten (die Regel nennt keinen "
        "Gleichstandsentscheid)."
    ]
    # a sentence on the page: it ends with its full stop in every language
    assert all(notes[-1].endswith(").") for notes in shared.values()), shared
    incomplete = score(CASES["incomplete-rounds"], data, "nl")
    assert incomplete["notes"] == []
    assert incomplete["provisional"] == [
        "een volledige partij heeft één ronde per gever (3 rondes of een veelvoud); tot nu "
        "toe ingevoerd: 2"
    ]
    watching = score(CASES["watching"], data, "it")["notes"]
    assert watching[0] == "Ann mostra 7 carte di collegamento: limite di mano 0, guarda soltanto"


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
    path = str(RECORDS / "rules-example.json")
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
    assert "carte regionali nella rete più grande" in it["players"][0]["lines"][0]["detail"]
