"""Web of Power: the explanation texts of the scoring engine in en, de, nl and it.

STANDARD LIBRARY ONLY: this runs in Pyodide. The terms follow the game's glossary and rules
pages (de: Länderkarte, Gesetzeskarte, Rang; nl: landkaart, wetkaart, plaats; it: carta
Terra, carta Legge, posto).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardgen.engine.common import Phrases, catalog_names

ORDINALS = ("1st", "2nd", "3rd", "4th", "5th")
"""English ordinals of the ranks (the other languages write ``{n}``-based forms)."""

PHRASES = Phrases(
    {
        # country scoring (rule "lands"); {ordinal} is English only, {n} the rank number
        "land_rank": {
            "en": "{label} {ordinal}: {value}",
            "de": "{label} {n}. Rang: {value}",
            "nl": "{label} {n}e plaats: {value}",
            "it": "{label} {n}° posto: {value}",
        },
        "land_rank_shared": {
            "en": "{label} {ordinal} (shared): {value}",
            "de": "{label} {n}. Rang (geteilt): {value}",
            "nl": "{label} {n}e plaats (gedeeld): {value}",
            "it": "{label} {n}° posto (condiviso): {value}",
        },
        "no_lands": {
            "en": "no Land cards",
            "de": "keine Länderkarten",
            "nl": "geen landkaarten",
            "it": "nessuna carta Terra",
        },
        "note_partial": {
            "en": "{label}: the players hold {together} of its {total} cards together, so its "
            "first rank scored {together} (after a complete game it is {total}).",
            "de": "{label}: Alle zusammen besitzen {together} seiner {total} Karten, daher "
            "brachte der erste Rang {together} (nach einer vollständigen Partie sind es "
            "{total}).",
            "nl": "{label}: alle spelers samen hebben {together} van de {total} kaarten van dit "
            "land, dus de eerste plaats kreeg {together} (na een volledige partij is dat "
            "{total}).",
            "it": "{label}: tutti i giocatori insieme possiedono {together} delle sue {total} "
            "carte, quindi il primo posto ha segnato {together} (dopo una partita completa "
            "sono {total}).",
        },
        "note_nobody": {
            "en": "{label}: nobody holds any of its {total} cards.",
            "de": "{label}: Niemand besitzt eine seiner {total} Karten.",
            "nl": "{label}: niemand heeft een van de {total} kaarten van dit land.",
            "it": "{label}: nessuno possiede una delle sue {total} carte.",
        },
        # symbol scoring (rule "symbols")
        "symbol_best": {
            "en": "{label}: {best} {names}",
            "de": "{label}: {best} × {names}",
            "nl": "{label}: {best} × {names}",
            "it": "{label}: {best} × {names}",
        },
        "symbol_best_once": {
            "en": "{label}: {best} {names} (scored once)",
            "de": "{label}: {best} × {names} (nur einmal gewertet)",
            "nl": "{label}: {best} × {names} (één keer geteld)",
            "it": "{label}: {best} × {names} (contato una volta sola)",
        },
        "no_symbols": {
            "en": "no symbol majority",
            "de": "keine Symbolmehrheit",
            "nl": "geen symboolmeerderheid",
            "it": "nessuna maggioranza di simboli",
        },
        # chain scoring (rule "chains")
        "ships_one": {"en": "{n} ship", "de": "{n} Schiff", "nl": "{n} schip", "it": "{n} nave"},
        "ships_many": {
            "en": "{n} ships",
            "de": "{n} Schiffe",
            "nl": "{n} schepen",
            "it": "{n} navi",
        },
        "carriages_one": {
            "en": "{n} carriage",
            "de": "{n} Kutsche",
            "nl": "{n} koets",
            "it": "{n} carrozza",
        },
        "carriages_many": {
            "en": "{n} carriages",
            "de": "{n} Kutschen",
            "nl": "{n} koetsen",
            "it": "{n} carrozze",
        },
        "chain_scores": {
            "en": "{what}: {n}",
            "de": "{what}: {n}",
            "nl": "{what}: {n}",
            "it": "{what}: {n}",
        },
        "chain_short": {
            "en": "{what}: 0 (fewer than {minimum})",
            "de": "{what}: 0 (weniger als {minimum})",
            "nl": "{what}: 0 (minder dan {minimum})",
            "it": "{what}: 0 (meno di {minimum})",
        },
        # Law cards (rule "laws")
        "no_laws": {
            "en": "no '2 Siegpunkte' Law card",
            "de": "keine Gesetzeskarte „2 Siegpunkte“",
            "nl": 'geen wetkaart "2 Siegpunkte"',
            "it": 'nessuna carta Legge "2 Siegpunkte"',
        },
        "laws": {
            "en": "{n} × '2 Siegpunkte': {points}",
            "de": "{n} × Gesetzeskarte „2 Siegpunkte“: {points}",
            "nl": '{n} × wetkaart "2 Siegpunkte": {points}',
            "it": '{n} × carta Legge "2 Siegpunkte": {points}',
        },
        # winners
        "land_cards_one": {
            "en": "1 Land card",
            "de": "1 Länderkarte",
            "nl": "1 landkaart",
            "it": "1 carta Terra",
        },
        "land_cards_many": {
            "en": "{n} Land cards",
            "de": "{n} Länderkarten",
            "nl": "{n} landkaarten",
            "it": "{n} carte Terra",
        },
        "note_no_winner": {
            "en": "{leaders} tie on {points} and {cards}: there is no winner.",
            "de": "{leaders} liegen mit {points} und {cards} gleichauf: Es gibt keinen Sieger.",
            "nl": "{leaders} staan gelijk met {points} en {cards}: er is geen winnaar.",
            "it": "{leaders} sono pari con {points} e {cards}: la partita resta senza vincitore.",
        },
        "note_land_cards_decide": {
            "en": "{names} tie on {points}; {winner} wins with the most Land cards ({cards}).",
            "de": "{names} liegen mit {points} gleichauf; {winner} gewinnt mit den meisten "
            "Länderkarten ({cards}).",
            "nl": "{names} staan gelijk met {points}; {winner} wint met de meeste landkaarten "
            "({cards}).",
            "it": "{names} sono pari con {points}; vince {winner} con il maggior numero di "
            "carte Terra ({cards}).",
        },
    }
)
"""Every explanation text. ``*_one`` / ``*_many`` are the singular and plural forms;
``points`` comes from :data:`cardgen.engine.common.SHARED`."""

ENGLISH = PHRASES.bind("en")
"""English, for callers that pass no speaker."""


def country_labels(data: Mapping[str, Any], lang: str) -> dict[str, str]:
    """Country id → name in the explanations: the printed German name in English (as the
    records and the English rules do), the translated name in de, nl and it."""
    return catalog_names(data, "countries", "de" if lang == "en" else lang)
