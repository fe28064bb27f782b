"""Cosmopolis "Networks" fault messages in en, de, nl and it: the exact text in each
language, region names from the game data, singular and plural, and the same JSON path in
every language."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

from cardgen.commands.score import score_text
from cardgen.engine import RecordError
from cardgen.engine.common import LANGS
from cardgen.engine.games.cosmopolis_networks.faults import FAULTS

ENGINE = Path(__file__).parents[3] / "cardgen" / "engine" / "games" / "cosmopolis_networks"
MODULES = ("score.py", "deck.py")
GAME = "cosmopolis-networks"
AF, WE, MED, PAS = "africa", "western-europe", "mediterranea", "pacific-asia"


def R(region: str, n: int = 1) -> list[dict]:
    return [{"region": region} for _ in range(n)]


def _one_round(spread: list, other: list | None = None) -> dict:
    return {
        "game": GAME,
        "players": [{"name": "Ann", "spread": spread}, {"name": "Bob", "spread": other or []}],
    }


GIB = {"links": [WE, MED, AF]}  # Gibraltar: the only linking card joining these three

CASES = {
    "short-set": (
        _one_round([R(AF, 2)]),
        "players[0].spread[0]",
        {
            "en": "a set needs at least 3 cards, this one has 2",
            "de": "ein Satz braucht mindestens 3 Karten, dieser hat 2",
            "nl": "een set heeft minstens 3 kaarten nodig, deze heeft er 2",
            "it": "un set richiede almeno 3 carte, questo ne ha 2",
            "fr": "une combinaison doit compter au moins 3 cartes, celle-ci en a 2",
        },
    ),
    "no-such-link": (
        _one_round([[{"links": [AF, PAS]}, *R(AF, 2)]]),
        "players[0].spread[0][0].links",
        {
            "en": "no linking card joins exactly Africa and Pacific Asia (see the reference map)",
            "de": "keine Verbindungskarte verbindet genau Afrika und Pazifisches Asien "
            "(siehe Übersichtskarte)",
            "nl": "geen verbindingskaart verbindt precies Afrika en Pacifisch Azië "
            "(zie de overzichtskaart)",
            "it": "nessuna carta di collegamento unisce esattamente Africa e Asia pacifica "
            "(vedi la mappa di riferimento)",
            "fr": "aucune carte de liaison ne relie exactement Afrique et Asie-Pacifique (voir "
            "la feuille des régions voisines)",
        },
    ),
    "unknown-region": (
        _one_round([[{"region": "atlantis"}, *R(AF, 2)]]),
        "players[0].spread[0][0].region",
        {
            "en": "'atlantis' is not a known region",
            "de": "'atlantis' ist nicht bekannt (Region)",
            "nl": "'atlantis' is onbekend (regio)",
            "it": "'atlantis' non è valido (regione)",
            "fr": "'atlantis' ne fait pas partie des choix possibles (région)",
        },
    ),
    "two-missing": (
        {
            "game": GAME,
            "rounds": [
                {"players": [{"name": n} for n in ("Ann", "Bob", "Cem", "Dee")]},
                {"players": [{"name": "Ann"}, {"name": "Bob"}]},
            ],
        },
        "rounds[1].players",
        {
            "en": "round 2 is missing Cem, Dee",
            "de": "in Runde 2 fehlen Cem und Dee",
            "nl": "in ronde 2 ontbreken Cem en Dee",
            "it": "nel round 2 mancano Cem e Dee",
            "fr": "il manque Cem et Dee à la manche 2",
        },
    ),
    "one-missing": (
        {
            "game": GAME,
            "rounds": [
                {"players": [{"name": n} for n in ("Ann", "Bob", "Cem")]},
                {"players": [{"name": "Ann"}, {"name": "Bob"}]},
            ],
        },
        "rounds[1].players",
        {
            "en": "round 2 is missing Cem",
            "de": "in Runde 2 fehlt Cem",
            "nl": "in ronde 2 ontbreekt Cem",
            "it": "nel round 2 manca Cem",
            "fr": "il manque Cem à la manche 2",
        },
    ),
    "card-not-side": (
        _one_round([["rc-01", *R(AF, 2)]]),
        "players[0].spread[0][0]",
        {
            "en": "this names the card Vancouver / Havana, not a side: give the side showing "
            "(Vancouver or Havana)",
            "de": "das bezeichnet die Karte Vancouver / Havanna, keine Seite: gib die sichtbare "
            "Seite an (Vancouver oder Havanna)",
            "nl": "dit is de kaart Vancouver / Havana, geen kant: geef de zichtbare kant op "
            "(Vancouver of Havana)",
            "it": "questo indica la carta Vancouver / L'Avana, non un lato: indica il lato "
            "visibile (Vancouver o L'Avana)",
            "fr": "ceci désigne la carte Vancouver / La Havane, pas une face : indiquez la face "
            "visible (Vancouver ou La Havane)",
        },
    ),
    "inline-face-braces": (
        _one_round([[7, *R(AF, 2)]]),
        "players[0].spread[0][0]",
        {
            "en": 'expected a face id or an inline face like {"region": "africa"}, got 7',
            "de": "Seitenkennung oder direkt beschriebene Seite wie "
            '{"region": "africa"} erwartet, erhalten: 7',
            "nl": "een code van een kant of een direct beschreven kant zoals "
            '{"region": "africa"} verwacht, gekregen: 7',
            "it": "atteso un identificativo di lato o un lato descritto direttamente come "
            '{"region": "africa"}, ricevuto: 7',
            "fr": "attendu : un identifiant de face ou une face décrite directement, comme "
            '{"region": "africa"} ; reçu : 7',
        },
    ),
}


def _error(record: dict, lang: str) -> RecordError:
    with pytest.raises(RecordError) as info:
        score_text(json.dumps(record), lang=lang)
    return info.value


@pytest.mark.parametrize("case", sorted(CASES))
def test_message_in_every_language_with_the_same_path(case):
    record, path, expected = CASES[case]
    for lang in LANGS:
        error = _error(record, lang)
        answer = error.to_json(lang)["error"]
        assert answer["path"] == path, (lang, answer)
        if case == "unknown-region":
            assert answer["message"].startswith(expected[lang]), (lang, answer)
        else:
            assert answer["message"] == expected[lang], (lang, answer)
        assert error.message == error.text("en")  # .message stays English


def test_english_message_is_unchanged_by_the_reader_language():
    record, _, expected = CASES["short-set"]
    for lang in LANGS:
        assert _error(record, lang).message == expected["en"]


def test_every_fault_has_every_language_and_the_same_fields():
    for key, texts in FAULTS.items():
        assert set(texts) == set(LANGS), key
        fields = {lang: set(re.findall(r"(?<!\{)\{(\w+)\}", texts[lang])) for lang in LANGS}
        assert all(f == fields["en"] for f in fields.values()), (key, fields)
        for lang in LANGS:
            text = texts[lang].strip()
            assert text and not text.endswith("."), (key, lang)


def _literals() -> set[str]:
    found: set[str] = set()
    for name in (*MODULES, "faults.py"):
        tree = ast.parse((ENGINE / name).read_text(encoding="utf-8"))
        nodes = [n for n in tree.body if isinstance(n, ast.FunctionDef | ast.ClassDef)]
        if name != "faults.py":
            nodes = [tree]
        for node in nodes:
            for n in ast.walk(node):
                if isinstance(n, ast.Constant) and isinstance(n.value, str):
                    found.add(n.value)
                elif isinstance(n, ast.JoinedStr):  # f"only_regional_{number}"
                    found.add("".join(v.value for v in n.values if isinstance(v, ast.Constant)))
    return found


def test_every_fault_key_is_used():
    used = _literals()
    for key in FAULTS:
        base = re.sub(r"_(one|other)$", "", key)
        assert key in used or base in used, f"{key!r} is never used"


def test_no_english_fault_text_left_in_the_engine():
    for name in MODULES:
        source = (ENGINE / name).read_text(encoding="utf-8")
        assert not re.search(r"RecordError\(\s*f?[\"']", source), name


def test_a_second_gibraltar_is_noted_in_every_language():
    """Our deck has one card joining the three regions (our design): a second is scored."""
    record = _one_round([[GIB, *R(WE, 2)], [GIB, *R(WE, 2)]])
    expected = {
        "en": "the deck has only 1 linking card joining Western Europe, Mediterranea and "
        "Africa, and more are in play in this round: that is our printed deck",
        "de": "das Spiel hat nur 1 Verbindungskarte zwischen Westeuropa, Mittelmeerraum "
        "und Afrika, in dieser Runde liegen aber mehr aus: So ist unser gedrucktes Spiel",
        "nl": "het spel heeft maar 1 verbindingskaart die West-Europa, Middellandse "
        "Zeegebied en Afrika verbindt, en in deze ronde liggen er meer: zo is ons gedrukte spel",
        "it": "il mazzo ha solo 1 carta di collegamento che unisce Europa occidentale, "
        "Mediterraneo e Africa, e in questo round ce ne sono di più: così è il nostro mazzo",
        "fr": "le paquet compte en tout 1 carte de liaison reliant Europe de l’Ouest, "
        "Méditerranée et Afrique, mais il y en a davantage en jeu dans cette manche\u00a0: "
        "c’est notre paquet imprimé",
    }
    for lang in LANGS:
        result = json.loads(json.dumps(score_text(json.dumps(record), lang=lang)))
        assert any(note.startswith(expected[lang]) for note in result["notes"]), result["notes"]
