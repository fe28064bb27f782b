"""Pyramidion explanations in en, de, nl and it: the same evaluation in every language,
every detail and note translated, site and resource names in the language, every phrase
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
from cardgen.engine.common import LANGS, Phrases, items
from cardgen.engine.games.pyramidion.text import PHRASES

RECORDS = Path(__file__).resolve().parents[3] / "content" / "pyramidion" / "examples"
ENGINE = Path(__file__).parents[3] / "cardgen" / "engine" / "games" / "pyramidion"
MODULES = ("score.py", "steps.py", "final.py", "say.py")
OTHER = LANGS[1:]
WORDS = re.compile(r"[^\W\d_]{2,}")


def _file(name: str) -> dict:
    return json.loads((RECORDS / name).read_text(encoding="utf-8"))


def _site(site: dict, *players: dict) -> dict:
    return {"game": "pyramidion", "site": site, "players": list(players)}


CASES = {name: _file(f"{name}.json") for name in ("seed-thebes", "rules-example", "final-example")}
CASES |= {
    "ties-and-returns": _site(
        {"id": "memphis", "min_influence": 6, "torturer": "purple", "negotiator": "red"}
        | {"resources": {"stone": 2, "urn": 1}},
        {"name": "blue", "influence": 4, "negotiation": 2, "haggling": 3},
        {"name": "yellow", "influence": 4, "negotiation": 1, "haggling": 3},
        {"name": "red", "influence": 1, "negotiation": 5, "haggling": 0},
    ),
    "below-minimum-nobody-haggles": _site(
        {"id": "thebes", "min_negotiation": 3, "torturer": "blue", "negotiator": "blue"}
        | {"resources": {"camel": 1}},
        {"name": "blue", "influence": 4, "negotiation": 3},
        {"name": "red", "influence": 2, "negotiation": 1},
    ),
    "merchant-takes-nothing": _site(
        {"id": "giza", "torturer": None, "negotiator": None, "resources": {}},
        {"name": "blue", "haggling": 2},
        {"name": "red", "haggling": 1},
    ),
    "final-nobody-yet": {
        "game": "pyramidion",
        "players": [{"name": "blue", "boats": [1]}, {"name": "red", "boats": []}],
    },
    "final-one-reaches": {
        "game": "pyramidion",
        "players": [{"name": "blue", "boats": [5, 5]}, {"name": "red", "boats": [5, 4]}],
    },
}


@pytest.fixture(scope="module", params=sorted(CASES))
def results(request, data):
    return {lang: score(CASES[request.param], data, lang) for lang in LANGS}


def test_evaluation_and_winners_are_the_same_in_every_language(results):
    english = results["en"]
    for lang in OTHER:
        other = results[lang]
        assert other.get("winners") == english.get("winners")
        assert other.get("site") == english.get("site")
        assert len(other["notes"]) == len(english["notes"])
        for mine, theirs in zip(other["players"], english["players"], strict=True):
            assert {k: v for k, v in mine.items() if k != "lines"} == {
                k: v for k, v in theirs.items() if k != "lines"
            }
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


def test_names_and_glossary_terms(data):
    record = CASES["ties-and-returns"]
    by_lang = {lang: _text(score(record, data, lang)) for lang in LANGS}
    assert "Memphis" in by_lang["en"] and "Stone" in by_lang["en"]
    assert "Folterknecht-Truppe" in by_lang["de"] and "Stein" in by_lang["de"]
    assert "slavendrijverstroep" in by_lang["nl"] and "Steen" in by_lang["nl"]
    assert "truppa di schiavisti" in by_lang["it"] and "Pietra" in by_lang["it"]
    assert "Menfi" in by_lang["it"] and "Memphis" not in by_lang["it"]
    assert "onderhandelaarstroep" in by_lang["nl"] and "Unterhändler-Truppe" in by_lang["de"]
    thebes = {lang: _text(score(CASES["seed-thebes"], data, lang)) for lang in LANGS}
    assert "Theben" in thebes["de"] and "Thebe" in thebes["nl"] and "Tebe" in thebes["it"]
    assert "Folterknecht-Truppe auf Theben" in thebes["de"]


def test_cards_and_boats_are_named_in_the_language_also_in_english(data):
    ids = re.compile(r"\b[a-z]+(?:-[a-z0-9]+)+\b")  # card ids: blue-torturer, boat-05
    known = set(items(data))
    played = {lang: _text(score(CASES["rules-example"], data, lang)) for lang in LANGS}
    loaded = {lang: _text(score(CASES["final-example"], data, lang)) for lang in LANGS}
    assert "(Assassin +1, Torturer (Blue) +2)" in played["en"]
    assert "boat 19 (5) + boat 10 (3) + boat 5 (2)" in loaded["en"]
    assert "3 × Wood" in played["en"]
    assert "(Meuchelmörder +1, Folterknecht (Blau) +2)" in played["de"]
    assert "(Sluipmoordenaar +1, Slavendrijver (Blauw) +2)" in played["nl"]
    assert "(Sicario +1, Schiavista (Blu) +2)" in played["it"]
    assert "Ra +1" in played["it"]  # a deity keeps its one name
    assert "Boot 19 (5) + Boot 10 (3) + Boot 5 (2)" in loaded["de"]
    assert "Barca 15 (" in loaded["it"] and "+ 2" in loaded["it"]
    for lang in LANGS:
        assert not known & set(ids.findall(played[lang] + loaded[lang])), lang


def test_notes_read_naturally(data):
    de = score(CASES["ties-and-returns"], data, "de")["notes"]
    assert (
        de[0] == "Memphis: Es gilt das Einfluss-Minimum 6 der Eingabe statt 3 aus den Spieldaten."
    )
    assert de[1] == (
        "purple besitzt die Folterknecht-Truppe auf Memphis, ist aber keiner der Spieler "
        "dieser Eingabe."
    )
    assert de[2].startswith("Folterknecht-Schritt: blue und yellow liegen bei Einfluss gleichauf")
    assert de[-1].endswith("bleiben für die nächste Runde liegen.")
    final = {lang: score(CASES["final-example"], data, lang)["notes"] for lang in LANGS}
    assert (
        final["nl"][-1]
        == "blue en red delen de overwinning (de regels geven geen beslissing bij gelijke stand)."
    )
    one = score(CASES["final-one-reaches"], data, "it")["notes"]
    # the final scoring comes once the round is over: the game is over, not "after this round"
    assert one == [
        "blue ha raggiunto l’obiettivo di 10 punti vittoria, quindi la partita è finita: "
        "vince chi ha più punti vittoria."
    ]
    for lang in LANGS:
        said = score(CASES["final-one-reaches"], data, lang)["notes"][0]
        assert not any(
            w in said
            for w in ("after this round", "nach dieser Runde", "na deze ronde", "dopo questo round")
        )
    nobody = score(CASES["final-nobody-yet"], data, "de")
    assert nobody["notes"] == ["Noch niemand hat 10 Siegpunkte: Das Spiel geht weiter."]
    assert [p["lines"][0]["detail"] for p in nobody["players"]] == [
        "1 Boot: 1",
        "keine Boote beladen",
    ]


def test_every_phrase_has_all_four_languages():
    for key, texts in PHRASES.table.items():
        assert set(texts) == set(LANGS), key
        assert all(texts[lang].strip() for lang in LANGS), key
    with pytest.raises(ValueError, match="lacks"):  # the source language: the fallback
        Phrases({"x": {lang: "x" for lang in LANGS[1:]}})


def _literals() -> set[str]:
    """The texts in the engine's code (the phrase table itself left out), with the f-string
    prefixes of keys built from a rule or kind (``troop_{rule}``, ``kind_{kind}``)."""
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
    used = _literals()
    built = {"troop_": ("torturer", "negotiator"), "step_": ("torturer", "negotiator", "merchant")}
    built["kind_"] = ("influence", "negotiation", "haggling")
    for key in PHRASES.table:
        if key in used or re.sub(r"_(one|other)$", "", key) in used:  # say.counted(base, n)
            continue
        prefix = next((p for p in built if key.startswith(p) and p in used), None)
        assert prefix and key.removeprefix(prefix) in built[prefix], f"{key!r} is never used"


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
    assert it["site"] == en["site"]
    assert [p["points"] for p in it["players"]] == [p["points"] for p in en["players"]]
    assert it["notes"][0].startswith("Passo dello schiavista: ")
    assert "Alessandria" in "\n".join(it["notes"])
    assert "influenza" in it["players"][0]["lines"][0]["detail"]


def test_italian_notes_place_the_site_with_a_or_ad():
    """Italian says "a Tebe", "ad Alessandria" for a place, never "su Alessandria"."""
    path = str(RECORDS / "rules-example.json")
    done = subprocess.run(
        [sys.executable, "-m", "cardgen", "score", path, "--lang", "it", "--json"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    notes = "\n".join(json.loads(done.stdout)["notes"])
    assert "ad Alessandria" in notes
    assert not re.search(r"\b(su|in) Alessandria\b", notes), notes
