"""Web of Power explanations in every language: the same scores in every language, every
detail and note translated, country and symbol names in the language, every phrase used."""

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
from cardgen.engine.games.web_of_power.text import PHRASES

RECORDS = Path(__file__).resolve().parents[3] / "content" / "web-of-power" / "examples"
ENGINE = Path(__file__).parents[3] / "cardgen" / "engine" / "games" / "web_of_power"
MODULES = ("score.py", "deck.py", "record.py", "text.py")
OTHER = LANGS[1:]
WORDS = re.compile(r"[^\W\d_]{2,}")


def _worked() -> dict:
    return json.loads((RECORDS / "worked-example.json").read_text(encoding="utf-8"))


def _game(*players: dict) -> dict:
    return {"game": "web-of-power", "players": list(players)}


CASES = {
    "worked-example": _worked(),
    "incomplete-and-empty": _game(
        {"name": "Anna", "lands": {"frankreich": 3, "daenemark": 2}, "ships": 1},
        {"name": "Ben", "lands": {"frankreich": 3}, "carriages": 1, "victory_point_laws": 2},
        {"name": "Carla", "lands": {"frankreich": 1}},
    ),
    "tie-decided-by-land-cards": _game(
        {"name": "A", "lands": {"franken": 7}},
        {"name": "B", "lands": {"sachsen": 6}, "symbols": {"sachsen": {"cross": 1}}},
        {"name": "C"},
    ),
    "full-tie": _game(
        {"name": "A", "lands": {"franken": 7}},
        {"name": "B", "lands": {"sachsen": 7}},
        {"name": "C", "lands": {"kastilien": 7}},
    ),
    "tie-on-one-card": _game(
        {"name": "A", "lands": {"daenemark": 1}},
        {"name": "B", "lands": {"england": 1}},
        {"name": "C"},
    ),
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
            assert mine["land_cards"] == theirs["land_cards"]
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


def test_names_are_in_the_language(data):
    by_lang = {lang: _text(score(_worked(), data, lang)) for lang in LANGS}
    # Every language names the countries and the law as its form and its cards do; the
    # printed German name of the law follows in brackets.
    assert "France" in by_lang["en"] and "Cross" in by_lang["en"]
    for german in ("Frankreich", "Dänemark", "Kastilien", "Kreuz"):
        assert german not in by_lang["en"]
    assert '"2 victory points" (German card: „2 Siegpunkte“)' in by_lang["en"]
    assert "‘2 overwinningspunten’ (Duitse kaart: „2 Siegpunkte“)" in by_lang["nl"]
    assert "«2 punti vittoria» (carta tedesca: „2 Siegpunkte“)" in by_lang["it"]
    assert "Frankreich" in by_lang["de"] and "Kreuz" in by_lang["de"]
    assert "Frankrijk" in by_lang["nl"] and "Kruis" in by_lang["nl"]
    assert "Francia" in by_lang["it"] and "Croce" in by_lang["it"]
    for lang in ("nl", "it"):
        assert "Frankreich" not in by_lang[lang] and "Sachsen" not in by_lang[lang]
    assert "Sassonia" in by_lang["it"] and "Saksen" in by_lang["nl"]
    assert (
        "«\u00a02 points de victoire\u00a0» (carte de l’édition allemande\u00a0: "
        "«\u00a02 Siegpunkte\u00a0»)" in by_lang["fr"]
    )
    assert "France" in by_lang["fr"] and "Croix" in by_lang["fr"] and "Saxe" in by_lang["fr"]
    assert "Frankreich" not in by_lang["fr"] and "Sachsen" not in by_lang["fr"]


def test_glossary_terms_and_ordinals(data):
    record = CASES["incomplete-and-empty"]
    by_lang = {lang: score(record, data, lang) for lang in OTHER}
    de, nl, it, fr = (by_lang[lang] for lang in ("de", "nl", "it", "fr"))
    lands = {lang: r["players"][2]["lines"][0]["detail"] for lang, r in by_lang.items()}
    assert lands == {
        "de": "Frankreich 2. Rang: 3",
        "nl": "Frankrijk 2e plaats: 3",
        "it": "Francia 2° posto: 3",
        "fr": "France (rang 2)\u00a0: 3",  # French ordinals differ ("1er", "2e"): a rank number
    }
    # in the order of scoring: Frankreich first (the rules), then the chart's rows
    assert de["players"][0]["lines"][0]["detail"] == (
        "Frankreich 1. Rang (geteilt): 7, Dänemark 1. Rang: 2"
    )
    # a negative number with a real minus sign (U+2212), not a hyphen
    assert de["players"][1]["lines"][3]["detail"] == "2 × Gesetzeskarte „2 Siegpunkte“: \u22124"
    # no Law card line for a player who holds none
    assert [line["rule"] for line in de["players"][2]["lines"]] == ["lands", "symbols", "chains"]
    assert de["players"][0]["lines"][2]["detail"] == (
        "1 Schiff: 0 (weniger als 5), 0 Kutschen: 0 (weniger als 5)"
    )
    assert nl["players"][1]["lines"][2]["detail"] == (
        "0 schepen: 0 (minder dan 5), 1 koets: 0 (minder dan 5)"
    )
    assert it["players"][2]["lines"][1]["detail"] == "nessuna maggioranza di simboli"
    assert it["players"][0]["lines"][2]["detail"].startswith("1 nave: 0")
    # French puts 0 with 1 (CLDR "one"): "0 carrosse"
    assert fr["players"][0]["lines"][2]["detail"] == (
        "1 navire\u00a0: 0 (moins de 5), 0 carrosse\u00a0: 0 (moins de 5)"
    )


def test_notes_read_naturally(data):
    full = {lang: score(CASES["full-tie"], data, lang)["notes"] for lang in LANGS}
    assert full["en"][-1] == "A, B, C tie on 7 points and 7 Land cards: there is no winner."
    assert full["de"][-1] == (
        "A, B und C liegen mit 7 Punkten und 7 Länderkarten gleichauf: Es gibt keinen Sieger."
    )
    assert (
        full["nl"][-1]
        == "A, B en C staan gelijk met 7 punten en 7 landkaarten: er is geen winnaar."
    )
    assert full["it"][-1] == (
        "A, B e C sono pari con 7 punti e 7 carte Terra: la partita resta senza vincitore."
    )
    one = {lang: score(CASES["tie-on-one-card"], data, lang)["notes"][-1] for lang in LANGS}
    assert one["en"] == "A, B tie on 1 point and 1 Land card: there is no winner."
    assert "mit 1 Punkt und 1 Länderkarte" in one["de"]
    assert "met 1 punt en 1 landkaart" in one["nl"]
    assert "con 1 punto e 1 carta Terra" in one["it"]
    assert "avec 1 point et 1 carte Pays" in one["fr"]
    assert full["fr"][-1] == (
        "A, B et C sont à égalité avec 7 points et 7 cartes Pays\u00a0: il n’y a pas de vainqueur."
    )
    decided = score(CASES["tie-decided-by-land-cards"], data, "it")["notes"][-1]
    assert (
        decided == "A e B sono pari con 7 punti; vince A con il maggior numero di carte Terra (7)."
    )
    # the countries' notes in the order of scoring: Frankreich first
    nobody = score(CASES["tie-decided-by-land-cards"], data, "nl")["notes"][0]
    assert nobody == "Frankrijk: niemand heeft een van de 8 kaarten van dit land."


def test_every_phrase_has_all_four_languages():
    for key, texts in PHRASES.table.items():
        assert set(texts) == set(LANGS), key
        assert all(texts[lang].strip() for lang in LANGS), key
    with pytest.raises(ValueError, match="lacks"):  # the source language: the fallback
        Phrases({"x": {lang: "x" for lang in LANGS[1:]}})


def _literals() -> set[str]:
    out: set[str] = set()
    for name in MODULES:
        tree = ast.parse((ENGINE / name).read_text(encoding="utf-8"))
        table = None
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "Phrases":
                table = node
        skip = {id(n) for n in ast.walk(table)} if table else set()
        out |= {
            n.value
            for n in ast.walk(tree)
            if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in skip
        }
    return out


def test_every_phrase_key_is_used():
    used = _literals()
    for key in PHRASES.table:
        base = re.sub(r"_(one|other)$", "", key)
        assert key in used or base in used, f"phrase {key!r} is never used"


def test_cli_lang_it_json():
    done = subprocess.run(
        [sys.executable, "-m", "cardgen", "score", str(RECORDS / "worked-example.json")]
        + ["--lang", "it", "--json"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert {p["name"]: p["total"] for p in result["players"]} == {
        "Anna": 51,
        "Ben": 54,
        "Carla": 46,
    }
    assert result["winners"] == ["Ben"]
    anna = result["players"][0]["lines"]
    assert "Francia 1° posto: 8" in anna[0]["detail"]
    assert anna[2]["detail"] == "6 navi: 6, 2 carrozze: 0 (meno di 5)"
