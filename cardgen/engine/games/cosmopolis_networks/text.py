"""Cosmopolis "Networks": the explanation texts of the scoring engine in every language.

STANDARD LIBRARY ONLY: this runs in Pyodide. The words follow the game's glossary and rules
pages (de: Regionalkarte, Verbindungskarte, Satz, Netzwerk, Runde, Geber; nl: regiokaart,
verbindingskaart, set, netwerk, ronde, gever; it: carta regionale, carta di collegamento,
set, rete, round, mazziere). Region names come from the game data in the language.

The fault messages (``RecordError``) are in :mod:`.faults`, in the same words.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardgen.engine.common import (
    Phrases,
    Speaker,
    catalog_names,
)
from cardgen.engine.languages import SOURCE_LANG

PHRASES = Phrases(
    {
        "round_prefix": {
            "en": "round {n}: ",
            "de": "Runde {n}: ",
            "nl": "ronde {n}: ",
            "it": "round {n}: ",
            "fr": "manche {n}\u00a0: ",
        },
        "no_sets": {
            "en": "no sets laid down",
            "de": "keine Sätze ausgelegt",
            "nl": "geen sets uitgelegd",
            "it": "nessun set esposto",
            "fr": "aucune combinaison posée",
        },
        "sets_one": {
            "en": "set {list}",
            "de": "Satz {list}",
            "nl": "set {list}",
            "it": "set {list}",
            "fr": "combinaison {list}",
        },
        "sets_other": {
            "en": "sets {list}",
            "de": "Sätze {list}",
            "nl": "sets {list}",
            "it": "set {list}",
            "fr": "combinaisons {list}",
        },
        "network_one": {
            "en": "{n} regional card in the largest network ({sets}: {regions})",
            "de": "{n} Regionalkarte im größten Netzwerk ({sets}: {regions})",
            "nl": "{n} regiokaart in het grootste netwerk ({sets}: {regions})",
            "it": "{n} carta regionale nella rete più grande ({sets}: {regions})",
            "fr": "{n} carte régionale dans le plus grand réseau ({sets} : {regions})",
        },
        "network_other": {
            "en": "{n} regional cards in the largest network ({sets}: {regions})",
            "de": "{n} Regionalkarten im größten Netzwerk ({sets}: {regions})",
            "nl": "{n} regiokaarten in het grootste netwerk ({sets}: {regions})",
            "it": "{n} carte regionali nella rete più grande ({sets}: {regions})",
            "fr": "{n} cartes régionales dans le plus grand réseau ({sets} : {regions})",
        },
        "linking_only": {
            "en": "linking cards only",
            "de": "nur Verbindungskarten",
            "nl": "alleen verbindingskaarten",
            "it": "solo carte di collegamento",
            "fr": "cartes de liaison seulement",
        },
        "note_watching": {
            "en": "{prefix}{name} shows {n} linking cards: hand limit 0, only watching",
            "de": "{prefix}{name} zeigt {n} Verbindungskarten: Handlimit 0, schaut nur zu",
            "nl": "{prefix}{name} toont {n} verbindingskaarten: handlimiet 0, kijkt alleen toe",
            "it": "{prefix}{name} mostra {n} carte di collegamento: limite di mano 0, guarda "
            "soltanto",
            "fr": "{prefix}{name} montre {n} cartes de liaison : limite de main 0, ne fait plus "
            "que regarder",
        },
        "note_shared": {
            "en": "{names} share the win with {points} (the rules name no tie-breaker).",
            "de": "{names} teilen sich den Sieg mit {points} (die Regel nennt keinen "
            "Gleichstandsentscheid).",
            "nl": "{names} delen de overwinning met {points} (de regels noemen geen beslissing "
            "bij gelijke stand).",
            "it": "{names} condividono la vittoria con {points} (il regolamento non prevede "
            "spareggi).",
            "fr": "{names} se partagent la victoire avec {points} (les règles ne prévoient aucun "
            "départage).",
        },
        "note_design": {
            "en": "{prefix}{what}: that is our printed deck; scored as given (which card "
            "shows which region is our own design)",
            "de": "{prefix}{what}: So ist unser gedrucktes Spiel; so gewertet wie angegeben "
            "(welche Karte welche Region zeigt, ist unser eigener Entwurf)",
            "nl": "{prefix}{what}: zo is ons gedrukte spel; geteld zoals opgegeven (welke "
            "kaart welke regio toont, is ons eigen ontwerp)",
            "it": "{prefix}{what}: così è il nostro mazzo stampato; contato come indicato "
            "(quale carta mostra quale regione è un nostro progetto)",
            "fr": "{prefix}{what} : c’est notre paquet imprimé ; compté tel quel (quelle carte "
            "montre quelle région est de notre conception)",
        },
        # why a result is provisional (``provisional`` of the result): rounds still to play
        "rounds_to_play": {
            "en": "a full game has one round per dealer ({players} rounds, or a multiple); "
            "{rounds} entered so far",
            "de": "eine vollständige Partie hat eine Runde pro Geber ({players} Runden oder ein "
            "Vielfaches); bisher eingegeben: {rounds}",
            "nl": "een volledige partij heeft één ronde per gever ({players} rondes of een "
            "veelvoud); tot nu toe ingevoerd: {rounds}",
            "it": "una partita completa ha un round per mazziere ({players} round o un "
            "multiplo); finora inseriti: {rounds}",
            "fr": "une partie complète compte une manche par donneur ({players} manches, ou un "
            "multiple) ; saisies jusqu’ici : {rounds}",
        },
    }
)
"""Every explanation text of the game, singular and plural as ``*_one`` / ``*_other``; points
and the joints of name lists come from :data:`cardgen.engine.common.SHARED`."""


class Say(Speaker):
    """The explanations of one scoring in one language, with the region names of the data."""

    def __init__(self, data: Mapping[str, Any] | None = None, lang: str = SOURCE_LANG) -> None:
        super().__init__(PHRASES, lang)
        self.regions = catalog_names(data, "regions", lang)

    def region(self, region: str, fallback: str) -> str:
        """A region by its data name in this language (``fallback`` where the data has
        none)."""
        return self.regions.get(region, fallback)
