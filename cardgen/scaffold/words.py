"""The words of @NAME@'s score (imported by scoring.py): one table per language of the
game, the same keys in each. `{name}` and the like are filled in by scoring.py. A language
you add to the game gets a table here too; until then it reads the first table's words.
"""

from __future__ import annotations

from typing import Any

from cardgen.engine.common import Message
from cardgen.engine.languages import LANGS

WORDS = {
    "en": {
        "none": "no cards",
        "no_goal": "no goal card",
        "goal_suit": "{goal}: {have} {suit} cards, {needs} needed",
        "goal_sets": "{goal}: {have} sets, {needs} needed",
        "a_suit_card": "suit card",
        "a_goal_card": "goal card",
        "held_twice": "{name} already holds this card: each card is in the game once",
    },
    "de": {
        "none": "keine Karten",
        "no_goal": "keine Zielkarte",
        "goal_suit": "{goal}: {have} Karten {suit}, {needs} nötig",
        "goal_sets": "{goal}: {have} Sätze, {needs} nötig",
        "a_suit_card": "Farbkarte",
        "a_goal_card": "Zielkarte",
        "held_twice": "{name} hat diese Karte schon: Jede Karte gibt es nur einmal",
    },
    "nl": {
        "none": "geen kaarten",
        "no_goal": "geen doelkaart",
        "goal_suit": "{goal}: {have} kaarten {suit}, {needs} nodig",
        "goal_sets": "{goal}: {have} sets, {needs} nodig",
        "a_suit_card": "kleurkaart",
        "a_goal_card": "doelkaart",
        "held_twice": "{name} heeft deze kaart al: elke kaart zit maar één keer in het spel",
    },
    "it": {
        "none": "nessuna carta",
        "no_goal": "nessuna carta obiettivo",
        "goal_suit": "{goal}: {have} carte {suit}, ne servono {needs}",
        "goal_sets": "{goal}: {have} serie, ne servono {needs}",
        "a_suit_card": "carta seme",
        "a_goal_card": "carta obiettivo",
        "held_twice": "{name} ha già questa carta: ogni carta è nel gioco una volta sola",
    },
    "fr": {
        "none": "aucune carte",
        "no_goal": "aucune carte Objectif",
        "goal_suit": "{goal} : {have} cartes {suit}, {needs} requises",
        "goal_sets": "{goal} : {have} séries, {needs} requises",
        "a_suit_card": "carte de couleur",
        "a_goal_card": "carte Objectif",
        "held_twice": "{name} a déjà cette carte : chaque carte n’existe qu’une fois dans le jeu",
    },
}

FIRST = next(iter(WORDS))
"""The game's first language: the words of a score asked for without one."""


def say(lang: str, key: str, **values: Any) -> str:
    """The words ``key`` in ``lang``, filled in with ``values``."""
    table = WORDS.get(lang) or next(iter(WORDS.values()))
    return table[key].format(**values)


def phrase(key: str, **values: Any) -> Message:
    """The words ``key`` in every language, for a message whose reader's language is
    chosen later (a fault of the record: `RecordError(phrase("held_twice", name=…))`)."""
    first = next(iter(WORDS.values()))
    return Message({lang: WORDS.get(lang, first)[key] for lang in LANGS}, **values)
