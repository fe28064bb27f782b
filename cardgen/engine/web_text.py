"""Web: the explanation texts of the scoring engine in en, de, nl and it.

STANDARD LIBRARY ONLY: this runs in Pyodide. The words follow the game's glossary and rules
pages (de: Computer, Netzwerkkarte, Kabel; nl: computer, netwerkkaart, kabel; it: computer,
carta di rete, cavo). Cable colours come from the game data in the language.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardgen.engine.common import Phrases, Speaker, catalog_names

PHRASES = Phrases(
    {
        "no_computers": {
            "en": "no computers connected",
            "de": "keine Computer angeschlossen",
            "nl": "geen computers aangesloten",
            "it": "nessun computer collegato",
        },
        "computer_at": {
            "en": "{points} at ({x},{y})",
            "de": "{points} bei ({x},{y})",
            "nl": "{points} op ({x},{y})",
            "it": "{points} in ({x},{y})",
        },
        "cables": {
            "en": "{colour} cables: {detail}",
            "de": "Kabelfarbe {colour}: {detail}",
            "nl": "kabelkleur {colour}: {detail}",
            "it": "cavi di colore {colour}: {detail}",
        },
        "cables_none": {
            "en": "{colour} cables: none connected",
            "de": "Kabelfarbe {colour}: keine angeschlossen",
            "nl": "kabelkleur {colour}: geen aangesloten",
            "it": "cavi di colore {colour}: nessuno collegato",
        },
        "hand_one": {
            "en": "1 card in hand",
            "de": "1 Netzwerkkarte auf der Hand",
            "nl": "1 netwerkkaart in de hand",
            "it": "1 carta di rete in mano",
        },
        "hand_many": {
            "en": "{n} cards in hand",
            "de": "{n} Netzwerkkarten auf der Hand",
            "nl": "{n} netwerkkaarten in de hand",
            "it": "{n} carte di rete in mano",
        },
        "no_hand": {
            "en": "no cards in hand",
            "de": "keine Netzwerkkarten auf der Hand",
            "nl": "geen netwerkkaarten in de hand",
            "it": "nessuna carta di rete in mano",
        },
        "note_odd_values": {
            "en": "{name}: no card of this set shows a computer worth {values}",
            "de": "{name}: Keine Karte dieses Spiels zeigt einen Computer mit dem Wert {values}",
            "nl": "{name}: geen kaart van dit spel toont een computer met waarde {values}",
            "it": "{name}: nessuna carta di questo gioco mostra un computer di valore {values}",
        },
        "note_no_hand": {
            "en": "{name}: no 'hand' given, counted as 0 cards in hand",
            "de": "{name}: keine Angabe 'hand', gezählt als 0 Netzwerkkarten auf der Hand",
            "nl": "{name}: geen 'hand' opgegeven, geteld als 0 netwerkkaarten in de hand",
            "it": "{name}: 'hand' non indicato, contato come 0 carte di rete in mano",
        },
        "note_shared": {
            "en": "tie at {points} between {names}: the win is shared (the rules give no "
            "tie-breaker)",
            "de": "Gleichstand mit {points} zwischen {names}: Der Sieg wird geteilt (die Regel "
            "kennt keinen Gleichstandsentscheid)",
            "nl": "gelijke stand met {points} tussen {names}: de overwinning wordt gedeeld (de "
            "regels geven geen beslissing bij gelijke stand)",
            "it": "parità a {points} tra {names}: la vittoria è condivisa (il regolamento non "
            "prevede spareggi)",
        },
    }
)
"""Every explanation text of Web (``*_one`` / ``*_many``: singular and plural forms); the
shared ones (``points``, list joints) are in :data:`cardgen.engine.common.SHARED`."""


class Say(Speaker):
    """The explanations of one scoring in one language, with the cable colours of the data."""

    def __init__(self, data: Mapping[str, Any] | None = None, lang: str = "en") -> None:
        super().__init__(PHRASES, lang)
        self.colours = catalog_names(data, "colours", lang)

    def colour(self, colour: str) -> str:
        """A cable colour: its id in English (as ever), the data name otherwise (lower case in
        Dutch and Italian)."""
        if self.lang == "en":
            return colour
        name = self.colours.get(colour, colour)
        return name if self.lang == "de" else name.lower()
