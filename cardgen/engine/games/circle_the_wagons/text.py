"""Circle the Wagons: the explanation texts of the scoring engine in en, de, nl and it (its
fault messages: ``circle_the_wagons_faults``).

STANDARD LIBRARY ONLY: this runs in Pyodide. The words follow the game's glossary and rules
pages (de: Gebiet, Gelände, Gruppe, Loch, Stadt, Planwagen …; nl: gebied, landschap, groep,
gat, stad, huifkar …; it: territorio, terreno, gruppo, buco, città, carro …).

Every language takes the terrain and icon names from the game data (``text_in``), as the
checker's form and the printed cards do ("largest desert group: 5"), the group names from
the scoring rules ``terrain-<terrain>`` (Desert group, Wüstengruppe, woestijngroep, gruppo
di deserto), and the counted forms (singular/plural, "2 guns") from this table.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardgen.engine.common import (
    LANGS,
    Message,
    Phrases,
    Speaker,
    catalog_names,
    text_in,
    verbatim,
)
from cardgen.engine.languages import SOURCE_LANG


def _counted(en1: str, en: str, de1: str, de: str, nl1: str, nl: str, it1: str, it: str):
    """The ``_one`` and ``_other`` entries of a counted word."""
    return {
        "en": "1 " + en1,
        "de": "1 " + de1,
        "nl": "1 " + nl1,
        "it": "1 " + it1,
    }, {"en": "{n} " + en, "de": "{n} " + de, "nl": "{n} " + nl, "it": "{n} " + it}


_WORDS = {
    # counted words: icons (ids of the game data), then the engine's own nouns
    "cattle": _counted(
        "cattle",
        "cattle",
        "Rind",
        "Rinder",
        "stuk vee",
        "stuks vee",
        "capo di bestiame",
        "capi di bestiame",
    ),
    "fort": _counted("fort", "forts", "Fort", "Forts", "fort", "forten", "forte", "forti"),
    "bottle": _counted(
        "bottle", "bottles", "Flasche", "Flaschen", "fles", "flessen", "bottiglia", "bottiglie"
    ),
    "wagon": _counted(
        "wagon", "wagons", "Planwagen", "Planwagen", "huifkar", "huifkarren", "carro", "carri"
    ),
    "pickaxe": _counted(
        "pickaxe",
        "pickaxes",
        "Spitzhacke",
        "Spitzhacken",
        "houweel",
        "houwelen",
        "piccone",
        "picconi",
    ),
    "gun": _counted(
        "gun", "guns", "Revolver", "Revolver", "revolver", "revolvers", "pistola", "pistole"
    ),
    "territory": _counted(
        "territory",
        "territories",
        "Gebiet",
        "Gebiete",
        "gebied",
        "gebieden",
        "territorio",
        "territori",
    ),
    "hole": _counted("hole", "holes", "Loch", "Löcher", "gat", "gaten", "buco", "buchi"),
    "block": _counted("block", "blocks", "Block", "Blöcke", "blok", "blokken", "blocco", "blocchi"),
    "terrain": _counted(
        "terrain",
        "terrains",
        "Gelände",
        "Gelände",
        "landschap",
        "landschappen",
        "terreno",
        "terreni",
    ),
}

_TERRITORIES = {
    # "<terrain> territories" (plural, after "zwischen zwei", "neben" …)
    "desert": {
        "en": "desert territories",
        "de": "Wüstengebieten",
        "nl": "woestijngebieden",
        "it": "territori di deserto",
    },
    "forest": {
        "en": "forest territories",
        "de": "Waldgebieten",
        "nl": "bosgebieden",
        "it": "territori di foresta",
    },
    "mountains": {
        "en": "mountains territories",
        "de": "Gebirgsgebieten",
        "nl": "berggebieden",
        "it": "territori di montagna",
    },
    "plains": {
        "en": "plains territories",
        "de": "Präriegebieten",
        "nl": "prairiegebieden",
        "it": "territori di prateria",
    },
    "snow": {
        "en": "snow territories",
        "de": "Schneegebieten",
        "nl": "sneeuwgebieden",
        "it": "territori di neve",
    },
    "water": {
        "en": "water territories",
        "de": "Wassergebieten",
        "nl": "watergebieden",
        "it": "territori d’acqua",
    },
}

_TABLE: dict[str, dict[str, str]] = {}
for _word, (_one, _other) in _WORDS.items():
    _TABLE[f"{_word}_one"] = _one
    _TABLE[f"{_word}_other"] = _other
for _terrain, _texts in _TERRITORIES.items():
    _TABLE[f"territories_{_terrain}"] = _texts

_TABLE.update(
    {
        # terrain lines (rule ids terrain-<terrain>)
        "terrain_largest": {
            "en": "largest {terrain} group: {size}",
            "de": "größte {group}: {size}",
            "nl": "grootste {group}: {size}",
            "it": "{group} più grande: {size}",
        },
        "terrain_none": {
            "en": "no {terrain}",
            "de": "keine {group}",
            "nl": "geen {group}",
            "it": "nessun {group}",
        },
        "terrain_equal": {
            "en": " ({equal} groups of {size}; one counts)",
            "de": " ({equal} Gruppen mit {size}; eine zählt)",
            "nl": " ({equal} groepen van {size}; één telt)",
            "it": " ({equal} gruppi da {size}; ne conta uno)",
        },
        # notes
        "note_grid": {
            "en": "{name}'s town was entered as a grid: the placement rules were not checked.",
            "de": "Die Stadt von {name} wurde als Raster eingegeben: Die Legeregeln wurden nicht "
            "geprüft.",
            "nl": "De stad van {name} is als raster ingevoerd: de legregels zijn niet "
            "gecontroleerd.",
            "it": "La città di {name} è stata inserita come griglia: le regole di piazzamento "
            "non sono state verificate.",
        },
        "note_shared_win": {
            "en": "{names} tie with {points} and share the win (the rules have no tie-breaker).",
            "de": "{names} liegen mit {points} gleichauf und teilen sich den Sieg (die Regel "
            "kennt keinen Gleichstandsentscheid).",
            "nl": "{names} staan gelijk met {points} en delen de overwinning (de regels kennen "
            "geen beslissing bij gelijke stand).",
            "it": "{names} sono pari con {points} e condividono la vittoria (il regolamento non "
            "prevede spareggi).",
        },
        # bonus goals: "{things} {what} × {points}"
        "per": {
            "en": "{things} {what} × {points}",
            "de": "{things} {what} × {points}",
            "nl": "{things} {what} × {points}",
            "it": "{things} {what} × {points}",
        },
        "goal_no_terrain": {
            "en": "no {terrain} territory",
            "de": "keine {group}",
            "nl": "geen {group}",
            "it": "nessun {group}",
        },
        "in_largest": {
            "en": "in the largest {terrain} group ({size})",
            "de": "in der größten {group} ({size})",
            "nl": "in de grootste {group} ({size})",
            "it": "nel {group} più grande ({size})",
        },
        "near_largest": {
            "en": "on or next to the largest {terrain} group ({size})",
            "de": "auf oder neben der größten {group} ({size})",
            "nl": "op of naast de grootste {group} ({size})",
            "it": "sul {group} più grande o {adj} ({size})",
        },
        "between": {
            "en": "between two {territories}",
            "de": "zwischen zwei {territories}",
            "nl": "tussen twee {territories}",
            "it": "tra due {territories}",
        },
        "near": {
            "en": "on or next to {terrain}",
            "de": "auf oder neben {territories}",
            "nl": "op of naast {territories}",
            "it": "su o {adj} a {territories}",
        },
        "far": {
            "en": "neither on nor next to {terrain}",
            "de": "weder auf noch neben {territories}",
            "nl": "niet op en niet naast {territories}",
            "it": "né su né {adj} a {territories}",
        },
        # Italian "adiacente" agrees with the counted icons; the others do not inflect it
        "adjacent_one": {"en": "next to", "de": "neben", "nl": "naast", "it": "adiacente"},
        "adjacent_other": {"en": "next to", "de": "neben", "nl": "naast", "it": "adiacenti"},
        "beside": {
            "en": "next to a {partner}",
            "de": "mit {partner} daneben",
            "nl": "naast een {partner}",
            "it": "con {partner} adiacente",
        },
        "not_beside": {
            "en": "not next to a {partner}",
            "de": "ohne {partner} daneben",
            "nl": "zonder {partner} ernaast",
            "it": "senza {partner} adiacente",
        },
        "beside_same": {
            "en": "next to another {partner}",
            "de": "mit gleichem Symbol daneben",
            "nl": "naast nog een {partner}",
            "it": "con un altro simbolo uguale adiacente",
        },
        "not_beside_same": {
            "en": "not next to another {partner}",
            "de": "ohne gleiches Symbol daneben",
            "nl": "zonder nog een {partner} ernaast",
            "it": "senza un altro simbolo uguale adiacente",
        },
        "in_town": {
            "en": "in the town",
            "de": "in der Stadt",
            "nl": "in de stad",
            "it": "nella città",
        },
        "squares": {
            "en": "of 2 × 2 territories of one terrain",
            "de": "aus 2 × 2 Gebieten eines Geländes",
            "nl": "van 2 × 2 gebieden van één landschap",
            "it": "di 2 × 2 territori dello stesso terreno",
        },
        "no_territory": {
            "en": "no territory",
            "de": "kein Gebiet",
            "nl": "geen gebied",
            "it": "nessun territorio",
        },
        "longest_line": {
            "en": "in the longest {terrain} line",
            "de": "in der längsten Linie aus {territories}",
            "nl": "in de langste lijn van {territories}",
            "it": "nella linea più lunga di {territories}",
        },
        "groups": {
            "en": "{terrains} with a group of {size}+ ({named}) × {points}",
            "de": "{terrains} mit einer Gruppe ab {size} ({named}) × {points}",
            "nl": "{terrains} met een groep van {size}+ ({named}) × {points}",
            "it": "{terrains} con un gruppo di almeno {size} ({named}) × {points}",
        },
        "groups_none": {"en": "none", "de": "keines", "nl": "geen", "it": "nessuno"},
        # a terrain's group where the data has no rule naming it (ids stand in for names)
        "group_of": {
            "en": "{terrain} group",
            "de": "Gruppe {terrain}",
            "nl": "{terrain}groep",
            "it": "gruppo di {terrain}",
        },
        "counted_verdict": {
            "en": "{things}: {verdict}",
            "de": "{things}: {verdict}",
            "nl": "{things}: {verdict}",
            "it": "{things}: {verdict}",
        },
        "most_tied": {
            "en": "tied for the most",
            "de": "gleichauf die meisten",
            "nl": "gedeeld de meeste",
            "it": "il numero più alto, a pari merito",
        },
        "most": {
            "en": "the most",
            "de": "die meisten",
            "nl": "de meeste",
            "it": "il numero più alto",
        },
        "not_most": {
            "en": "not the most",
            "de": "nicht die meisten",
            "nl": "niet de meeste",
            "it": "non il numero più alto",
        },
        "most_pays": {
            "en": "{things}: {verdict}; opponent has {others} × {points}",
            "de": "{things}: {verdict}; der Gegner hat {others} × {points}",
            "nl": "{things}: {verdict}; de tegenstander heeft {others} × {points}",
            "it": "{things}: {verdict}; l’avversario ne ha {others} × {points}",
        },
        "biggest_group": {
            "en": "largest {terrain} group {size}: {verdict}",
            "de": "größte {group} {size}: {verdict}",
            "nl": "grootste {group} {size}: {verdict}",
            "it": "{group} più grande {size}: {verdict}",
        },
        "largest_tied": {
            "en": "tied for the largest",
            "de": "gleichauf die größte",
            "nl": "gedeeld de grootste",
            "it": "il più grande, a pari merito",
        },
        "largest": {
            "en": "the largest",
            "de": "die größte",
            "nl": "de grootste",
            "it": "il più grande",
        },
        "not_largest": {
            "en": "not the largest",
            "de": "nicht die größte",
            "nl": "niet de grootste",
            "it": "non il più grande",
        },
    }
)

PHRASES = Phrases(_TABLE)
"""Every explanation text. Counted words are ``<word>_one`` / ``<word>_other`` (icons by their
ids; ``points`` comes from :data:`cardgen.engine.common.SHARED`); ``territories_<terrain>`` is
the plural "… territories" of a terrain."""


class Say(Speaker):
    """The explanations of one scoring in one language, with the terrain, icon and group
    names of the data."""

    def __init__(self, data: Mapping[str, Any] | None = None, lang: str = SOURCE_LANG) -> None:
        super().__init__(PHRASES, lang)
        data = data or {}
        self.names = catalog_names(data, "terrains", lang) | catalog_names(data, "icons", lang)
        self.groups = {
            rule["id"].removeprefix("terrain-"): text_in(rule["name"], lang)
            for rule in data.get("scoring", [])
            if rule.get("kind") == "terrain"
        }

    def name(self, key: str) -> str:
        """A terrain or icon in a sentence: its data name (the id only without data)."""
        return self.in_text(self.names.get(key, key))

    def group(self, terrain: str) -> str:
        """ "desert group" / "Wüstengruppe" / "woestijngroep" / "gruppo di deserto" (the
        data's rule name; without one, the phrase ``group_of``)."""
        if terrain not in self.groups:
            return self("group_of", terrain=self.name(terrain))
        return self.in_text(self.groups[terrain])

    def territories(self, terrain: str) -> str:
        return self(f"territories_{terrain}")

    def adjacent(self, n: int) -> str:
        """ "next to" agreeing with ``n`` counted things (Italian adiacente / adiacenti)."""
        return self.counted("adjacent", n)

    def per(self, n: int, word: str, points: int, what: str) -> str:
        """ "``n`` ``word`` ``what`` × ``points``" (``word`` a counted word: an icon id,
        territory, hole, block)."""
        return self("per", things=self.counted(word, n), what=what, points=points)


ENGLISH = Say()
"""English without game data (ids stand in for names), for callers that pass no ``say``."""


def card_number(card_id: str) -> str:
    """The number printed on a card ("01" for ``card-01``), as the cards and the checker show
    it; fault messages name cards by it, not by their id."""
    return card_id.rsplit("-", 1)[-1]


def goal_name(rule: Mapping[str, Any] | None, goal: str) -> Message:
    """A bonus goal in a fault message: its name from the game data, in every language (the
    page names no ids: English wrote the id here, the other languages the name)."""
    name = (rule or {}).get("name") or goal
    return verbatim({lang: text_in(name, lang) or goal for lang in LANGS})
