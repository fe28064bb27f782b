"""Circle the Wagons explanations in en, de, nl and it: the same scores in every language,
every detail and note translated, terrain and icon names in the language, every phrase
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
from cardgen.engine.games.circle_the_wagons.text import PHRASES

RECORDS = Path(__file__).resolve().parents[3] / "content" / "circle-the-wagons" / "examples"
ENGINE = Path(__file__).parents[3] / "cardgen" / "engine" / "games" / "circle_the_wagons"
MODULES = ("score.py", "goals.py", "text.py")
OTHER = LANGS[1:]
WORDS = re.compile(r"[^\W\d_]{2,}")

ANN = json.loads((RECORDS / "seed-example.json").read_text(encoding="utf-8"))["players"][0]
BOB_GRID = [
    "water:wagon water:bottle snow:gun snow:gun",
    "water:fort forest:cattle desert:gun desert:gun",
    "forest:cattle forest:pickaxe desert:gun desert:bottle",
    ". mountains:pickaxe mountains:wagon mountains:fort",
]
GOAL_SETS = [
    ["cool-water", "badlands", "one-too-many"],
    ["happy-cows", "wet-whistle", "corral"],
    ["gold-rush", "trading-post", "cavalry"],
    ["homestead", "long-trail", "shootout"],
    ["open-range", "ghost-town", "timber-baron"],
    ["land-grab", "outlaws", "mountain-pass"],
]


def _record(goals: list[str], bob: list[str] | None = None) -> dict:
    return {
        "game": "circle-the-wagons",
        "bonus": goals,
        "players": [ANN, {"name": "Bob", "grid": bob or BOB_GRID}],
    }


@pytest.fixture(scope="module")
def goal_ids(data):
    return [r["id"] for r in data["scoring"] if r.get("kind") == "goal"]


def test_the_goal_sets_cover_every_goal(goal_ids):
    assert sorted(g for goals in GOAL_SETS for g in goals) == sorted(goal_ids)


CASES = {f"goals-{i}": _record(goals) for i, goals in enumerate(GOAL_SETS)}
CASES["seed-example"] = json.loads((RECORDS / "seed-example.json").read_text(encoding="utf-8"))
CASES["shared-win"] = _record(GOAL_SETS[1], ANN["grid"])


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
            assert mine["grid"] == theirs["grid"]
            assert [(x["rule"], x["points"], x["cells"]) for x in mine["lines"]] == [
                (x["rule"], x["points"], x["cells"]) for x in theirs["lines"]
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


def _details(result: dict, rule: str) -> list[str]:
    return [x["detail"] for p in result["players"] for x in p["lines"] if x["rule"] == rule]


def test_names_and_glossary_terms(data):
    record = CASES["goals-0"]
    by_lang = {lang: score(record, data, lang) for lang in LANGS}
    assert _details(by_lang["de"], "terrain-desert")[0].startswith("größte Wüstengruppe: ")
    assert _details(by_lang["nl"], "terrain-desert")[0].startswith("grootste woestijngroep: ")
    assert _details(by_lang["it"], "terrain-water")[0].startswith("gruppo d'acqua più grande: ")
    assert (
        "Planwagen auf oder neben der größten Wassergruppe"
        in _details(by_lang["de"], "cool-water")[0]
    )
    assert (
        _details(by_lang["nl"], "cool-water")[1]
        == "1 huifkar op of naast de grootste watergroep (3 gebieden) × 3"
    )
    assert "tra due territori di deserto × 4" in _details(by_lang["it"], "badlands")[0]
    assert "Flaschen: die meisten" in " ".join(_details(by_lang["de"], "one-too-many"))
    groups = _details(score(CASES["goals-5"], data, "it"), "land-grab")
    assert all(re.match(r"(1 terreno|\d+ terreni) con un gruppo di almeno 4 \(", d) for d in groups)
    assert any("deserto" in d or "nessuno" in d for d in groups), groups
    de = score(CASES["goals-1"], data, "de")
    assert "Flaschen ohne Planwagen daneben × \u22121" in _details(de, "wet-whistle")[0]
    assert "in der Stadt × 3" in _details(de, "corral")[0]
    assert "Rinder weder auf noch neben Schneegebieten" in _details(de, "happy-cows")[0]


def test_plurals(data):
    it = score(CASES["goals-1"], data, "it")
    nl = score(CASES["goals-1"], data, "nl")
    holes = _details(it, "corral")
    assert all(re.match(r"(1 buco|\d+ buchi) nella città", d) for d in holes), holes
    cows = _details(nl, "happy-cows")
    assert all(re.match(r"(1 stuk vee|\d+ stuks vee) niet op en niet naast", d) for d in cows)
    near = _details(score(CASES["goals-2"], data, "it"), "gold-rush")
    for detail in near:
        n = int(detail.split()[0])
        assert ("adiacente a" in detail) == (n == 1), detail


def test_shared_win_note(data):
    notes = {lang: score(CASES["shared-win"], data, lang)["notes"] for lang in LANGS}
    assert notes["en"][-1].startswith("Ann and Bob tie with ")
    assert notes["de"][-1].startswith("Ann und Bob liegen mit ")
    assert notes["nl"][-1].startswith("Ann en Bob staan gelijk met ")
    assert notes["it"][-1].startswith("Ann e Bob sono pari con ")
    assert notes["de"][0] == (
        "Die Stadt von Ann wurde als Raster eingegeben: Die Legeregeln wurden nicht geprüft."
    )


def test_every_phrase_has_all_four_languages():
    for key, texts in PHRASES.table.items():
        assert set(texts) == set(LANGS), key
        assert all(texts[lang].strip() for lang in LANGS), key
    with pytest.raises(ValueError, match="lacks"):  # the source language: the fallback
        Phrases({"x": {lang: "x" for lang in LANGS[1:]}})


def test_every_counted_icon_and_terrain_has_its_words(data):
    for icon in (e["id"] for e in data["catalogs"]["icons"]):
        assert f"{icon}_one" in PHRASES.table and f"{icon}_other" in PHRASES.table
    for terrain in (e["id"] for e in data["catalogs"]["terrains"]):
        assert f"territories_{terrain}" in PHRASES.table


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


def test_every_phrase_key_is_used(data):
    """Keys are used literally, or counted words (``<word>_one`` / ``<word>_other``) whose word
    the engine counts literally or is an icon of a goal, or ``territories_<terrain>``."""
    used = _literals()
    goals = [r["params"] for r in data["scoring"] if r.get("kind") == "goal"]
    icons = {p[k] for p in goals for k in ("icon", "partner") if k in p}
    terrains = {e["id"] for e in data["catalogs"]["terrains"]}
    assert "territories_" in "".join(used)
    for key in PHRASES.table:
        base = re.sub(r"_(one|other)$", "", key)
        if key.startswith("territories_"):
            assert key.removeprefix("territories_") in terrains, key
        elif base != key:
            assert key in used or base in used or base in icons, f"{key!r} is never used"
        else:
            assert key in used, f"phrase {key!r} is never used"


def test_cli_lang_it_json():
    done = subprocess.run(
        [sys.executable, "-m", "cardgen", "score", str(RECORDS / "seed-example.json")]
        + ["--lang", "it", "--json"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    english = subprocess.run(
        [sys.executable, "-m", "cardgen", "score", str(RECORDS / "seed-example.json"), "--json"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    en = json.loads(english.stdout)
    assert [p["total"] for p in result["players"]] == [p["total"] for p in en["players"]]
    assert result["winners"] == en["winners"]
    assert _details(result, "terrain-desert")[0].startswith("gruppo di deserto più grande: ")
    assert (
        "carri" in _details(result, "cool-water")[0] or "carro" in _details(result, "cool-water")[0]
    )
    assert result["notes"][0].startswith("La città di Ann è stata inserita come griglia")
