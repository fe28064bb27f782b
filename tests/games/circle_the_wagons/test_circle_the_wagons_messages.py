"""Fault messages in the reader's language: the exact German, Dutch and Italian texts of a
few invalid records, and the same JSON path in every language."""

from __future__ import annotations

import json

import pytest

from cardgen.commands.score import score_text
from cardgen.engine import RecordError
from cardgen.engine.common import LANGS
from cardgen.engine.games.circle_the_wagons.faults import FAULTS

BONUS = ["corral", "long-trail", "land-grab"]  # cards 06, 11, 16 lie in the middle
CARD_01 = {"card": "card-01", "x": 0, "y": 0}


def record(town=None, grid=None, bonus=BONUS):
    town = [CARD_01] if town is None else town
    players = [{"name": "Ann", "town": town}, {"name": "Bob", "grid": grid or ["plains:cattle"]}]
    return {"game": "circle-the-wagons", "bonus": bonus, "players": players}


CASES = {
    "corner": (
        record([CARD_01, {"card": "card-07", "x": 2, "y": 2}]),
        "players[0].town[1]",
        {
            "en": "placement 2 touches the town only at a corner; a card must share a "
            "territory edge with the town or cover part of it",
            "de": "die 2. Karte berührt die Stadt nur an einer Ecke; eine Karte muss eine "
            "Gebietskante mit der Stadt teilen oder einen Teil von ihr überdecken",
            "nl": "de 2e kaart raakt de stad alleen met een hoek; een kaart moet een rand delen "
            "met een gebied van de stad of een deel ervan afdekken",
            "it": "la 2ª carta tocca la città solo in un angolo; una carta deve condividere un "
            "lato di territorio con la città o coprirne una parte",
        },
    ),
    "goal-card": (
        record([{"card": "card-06", "x": 0, "y": 0}]),
        "players[0].town[0].card",
        {
            "en": "card 06 shows the bonus goal 'Corral' and lies in the middle of the table; it "
            "is not in play",
            "de": "die Karte 06 zeigt das Bonusziel „Pferch“ und liegt in der Tischmitte; sie ist "
            "nicht im Spiel",
            "nl": "de kaart 06 toont de scorevoorwaarde ‘Kraal’ en ligt in het midden van de "
            "tafel; ze doet niet mee",
            "it": "la carta 06 mostra l’obiettivo bonus «Recinto» e sta al centro del tavolo; non "
            "è in gioco",
        },
    ),
    "row-of-one": (
        record(grid=["desert:gun .", "desert:gun"]),
        "players[1].grid[1]",
        {
            "en": "row 2 has 1 cell but row 1 has 2; every row needs the same number of cells "
            "(write . for empty)",
            "de": "in Reihe 2 steht 1 Feld, in Reihe 1 aber 2; jede Reihe braucht gleich viele "
            "Felder (. für leer)",
            "nl": "rij 2 heeft 1 vak maar rij 1 heeft er 2; elke rij heeft evenveel vakken "
            "nodig (schrijf . voor leeg)",
            "it": "la riga 2 ha 1 casella ma la riga 1 ne ha 2; ogni riga deve avere lo stesso "
            "numero di caselle (scrivi . per vuoto)",
        },
    ),
    "row-of-three": (
        record(grid=["desert:gun .", "desert:gun . ."]),
        "players[1].grid[1]",
        {
            "en": "row 2 has 3 cells but row 1 has 2; every row needs the same number of "
            "cells (write . for empty)",
            "de": "in Reihe 2 stehen 3 Felder, in Reihe 1 aber 2; jede Reihe braucht gleich "
            "viele Felder (. für leer)",
            "nl": "rij 2 heeft 3 vakken maar rij 1 heeft er 2; elke rij heeft evenveel vakken "
            "nodig (schrijf . voor leeg)",
            "it": "la riga 2 ha 3 caselle ma la riga 1 ne ha 2; ogni riga deve avere lo "
            "stesso numero di caselle (scrivi . per vuoto)",
        },
    ),
    "unknown-bonus-goal": (
        record(bonus=["corral", "terrain-desert", "land-grab"]),
        "bonus[1]",
        {
            "de": "'terrain-desert' ist nicht bekannt (Bonusziel)",
        },
    ),
    "goal-twice": (
        record(bonus=["corral", "corral", "land-grab"]),
        "bonus[1]",
        {
            "en": "the goal 'Corral' is listed twice",
            "de": "das Bonusziel „Pferch“ kommt zweimal vor",
            "nl": "de scorevoorwaarde ‘Kraal’ komt twee keer voor",
            "it": "l’obiettivo bonus «Recinto» compare due volte",
        },
    ),
    "card-in-other-town": (
        {
            "game": "circle-the-wagons",
            "bonus": BONUS,
            "players": [{"name": "Ann", "town": [CARD_01]}, {"name": "Bob", "town": [CARD_01]}],
        },
        "players[1].town[0].card",
        {
            "en": "card 01 is already in Ann's town (each card exists once)",
            "de": "die Karte 01 liegt schon in der Stadt von Ann (jede Karte gibt es nur einmal)",
            "nl": "de kaart 01 ligt al in de stad van Ann (elke kaart bestaat maar één keer)",
            "it": "la carta 01 è già nella città di Ann (ogni carta esiste una volta sola)",
        },
    ),
}


def fault(rec, lang: str) -> dict[str, str]:
    with pytest.raises(RecordError) as info:
        score_text(json.dumps(rec), lang=lang)
    return info.value.to_json(lang)["error"]


@pytest.mark.parametrize("case", list(CASES))
def test_message_in_each_language(case):
    rec, path, expected = CASES[case]
    errors = {lang: fault(rec, lang) for lang in LANGS}
    assert {e["path"] for e in errors.values()} == {path}
    for lang, text in expected.items():
        assert errors[lang]["message"] == text, lang
    assert len({e["message"] for e in errors.values()}) == len(LANGS)


def test_english_message_property_stays_english():
    rec, _, expected = CASES["goal-twice"]
    with pytest.raises(RecordError) as info:
        score_text(json.dumps(rec), lang="de")
    assert info.value.message == expected["en"]
    assert info.value.text("nl") == expected["nl"]


def test_every_fault_has_all_languages_without_a_final_full_stop():
    for key, texts in FAULTS.items():
        assert set(texts) == set(LANGS), key
        for lang, text in texts.items():
            assert text.strip() == text and not text.endswith("."), (key, lang)
            first = text.lstrip("'{")[:1]
            assert not (lang != "de" and first.isupper()), (key, lang)
