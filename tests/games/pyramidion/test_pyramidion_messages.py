"""Pyramidion faults in the reader's language: the exact German, Dutch and Italian message of
invalid records (as the CLI and the checker give them), the same JSON path in every
language, and every message of ``FAULTS`` worded in every language and used."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from cardgen.commands.score import score_text
from cardgen.engine import RecordError
from cardgen.engine.common import LANGS
from cardgen.engine.games.pyramidion.faults import FAULTS
from cardgen.engine.games.pyramidion.final import _worth

ENGINE = Path(__file__).parents[3] / "cardgen" / "engine" / "games" / "pyramidion"
TWO = [{"name": "a"}, {"name": "b"}]
SITE = {"id": "giza"}

CASES = {
    "unknown site": (
        {"site": {"id": "luxor"}, "players": TWO},
        "site.id",
        {
            "de": "'luxor' ist kein Ort dieses Spiels",
            "nl": "'luxor' is geen plaats van dit spel",
            "it": "'luxor' non è un luogo di questo gioco",
        },
    ),
    "missing minimum": (
        {"site": {"name": "Luxor", "min_influence": 3}, "players": TWO},
        "site",
        {
            "de": "'min_negotiation' (Verhandlungs-Minimum) fehlt: „Luxor“ ist kein Ort der "
            "Spieldaten, daher müssen seine Minima angegeben werden",
            "nl": "'min_negotiation' (minimum onderhandeling) ontbreekt: ‘Luxor’ is geen plaats "
            "uit de spelgegevens, dus moeten de minima opgegeven worden",
            "it": "manca 'min_negotiation' (minimo di negoziazione): «Luxor» non è un luogo dei "
            "dati del gioco, quindi i minimi vanno indicati",
        },
    ),
    "unknown resource": (
        {"site": {"id": "giza", "resources": {"gold": 1}}, "players": TWO},
        "site.resources.gold",
        {
            "de": "'gold' ist nicht bekannt (Ressource)",
            "nl": "'gold' is onbekend (grondstof)",
            "it": "'gold' non è valido (risorsa)",
        },
    ),
    "cards and totals": (
        {
            "site": SITE,
            "players": [{"name": "a", "cards": ["torturer-1"], "influence": 1}, {"name": "b"}],
        },
        "players[0].influence",
        {
            "de": "gib entweder 'cards' oder Punktsummen an, nicht beides",
            "nl": "geef óf 'cards' óf puntentotalen op, niet allebei",
            "it": "indica 'cards' o i totali dei punti, non entrambi",
        },
    ),
    "unknown character card": (
        {"site": SITE, "players": [{"name": "a", "cards": [{}]}, {"name": "b"}]},
        "players[0].cards[0]",
        {
            "de": "unbekannte Charakterkarte: ein Objekt",
            "nl": "onbekende personagekaart: een object",
            "it": "carta personaggio sconosciuta: un oggetto",
        },
    ),
    "another colour's basic card": (
        {"site": SITE, "players": [{"name": "Blau", "cards": ["red-torturer"]}, {"name": "b"}]},
        "players[0].cards[0]",
        {
            "de": "„Folterknecht (Rot)“ ist eine Grundkarte von Rot; Blau kann sie nicht spielen",
            "nl": "‘Slavendrijver (Rood)’ is een basiskaart van Rood; Blauw kan ze niet spelen",
            "it": "«Schiavista (Rosso)» è una carta base di Rosso; Blu non può giocarla",
        },
    ),
    "boat worth too much": (
        {"players": [{"name": "a", "boats": [6]}, {"name": "b"}]},
        "players[0].boats[0]",
        {
            "de": "ein Boot ist 1 bis 5 Siegpunkte wert, nicht 6",
            "nl": "een boot is 1 tot 5 overwinningspunten waard, niet 6",
            "it": "una barca vale da 1 a 5 punti vittoria, non 6",
        },
    ),
    "boat neither id nor points": (
        {"players": [{"name": "a", "boats": [True]}, {"name": "b"}]},
        "players[0].boats[0]",
        {
            "de": "Kennung einer Bootskarte oder ihre Siegpunkte (eine ganze Zahl) erwartet, "
            "erhalten: true",
            "nl": "de code van een bootkaart of haar overwinningspunten (een geheel "
            "getal) verwacht, gekregen: true",
            "it": "atteso l’identificativo di una carta barca o i suoi punti vittoria (un numero "
            "intero), ricevuto: true",
        },
    ),
}


def _fault(record: dict, lang: str) -> dict:
    with pytest.raises(RecordError) as caught:
        score_text(json.dumps({"game": "pyramidion", **record}), lang=lang)
    return caught.value.to_json(lang)["error"]


@pytest.mark.parametrize("case", sorted(CASES))
def test_message_in_the_readers_language(case):
    record, path, expected = CASES[case]
    faults = {lang: _fault(record, lang) for lang in LANGS}
    for lang, text in expected.items():
        assert faults[lang]["message"] == text, lang
    assert {fault["path"] for fault in faults.values()} == {path}
    english = faults["en"]["message"]
    assert all(faults[lang]["message"] != english for lang in expected)


def test_english_message_stays_english():
    record, _, _ = CASES["another colour's basic card"]
    with pytest.raises(RecordError) as caught:
        score_text(json.dumps({"game": "pyramidion", **record}), lang="de")
    assert caught.value.message == '"Torturer (Red)" is a basic card of Red; Blue cannot play it'
    assert caught.value.text("it").startswith("«Schiavista (Rosso)» è una carta base di Rosso")


def test_boat_worth_singular_and_plural():
    assert _worth(1, 5, 6).text("en") == "a boat is worth 1 to 5 victory points, got 6"
    assert _worth(1, 1, 2).text("en") == "a boat is worth 1 victory point, got 2"
    assert _worth(1, 1, 2).text("de") == "ein Boot ist 1 Siegpunkt wert, nicht 2"
    assert _worth(1, 1, 2).text("nl") == "een boot is 1 overwinningspunt waard, niet 2"
    assert _worth(1, 1, 2).text("it") == "una barca vale 1 punto vittoria, non 2"
    assert _worth(3, 3, 4).text("de") == "ein Boot ist 3 Siegpunkte wert, nicht 4"


def test_every_fault_has_four_languages_and_follows_the_style():
    for key, texts in FAULTS.items():
        assert set(texts) == set(LANGS), key
        for lang, text in texts.items():
            assert text.strip() and not text.endswith("."), (key, lang)
            assert not text[0].isupper() or lang == "de", (key, lang)


def _literals() -> set[str]:
    out: set[str] = set()
    for name in ("score.py", "final.py"):
        tree = ast.parse((ENGINE / name).read_text(encoding="utf-8"))
        out |= {n.value for n in ast.walk(tree) if isinstance(n, ast.Constant)}
    return {value for value in out if isinstance(value, str)}


def test_every_fault_key_is_used():
    used = _literals()
    for key in FAULTS:
        base = key.removesuffix("_one").removesuffix("_other")  # counted(FAULTS, base, n)
        assert key in used or base in used, f"{key!r} is never used"
