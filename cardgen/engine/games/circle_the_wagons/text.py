"""Circle the Wagons: the explanation texts of the scoring engine in every language (its
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


def _counted(**forms: tuple[str, str]) -> tuple[dict[str, str], dict[str, str]]:
    """The ``_one`` and ``_other`` entries of a counted word, ``lang=(one, other)``: each
    writes its number (French "0 fort", "1 fort"; −1 is "one" too)."""
    return (
        {lang: "{n} " + one for lang, (one, _) in forms.items()},
        {lang: "{n} " + other for lang, (_, other) in forms.items()},
    )


_WORDS = {
    # counted words: icons (ids of the game data), then the engine's own nouns
    "cattle": _counted(
        en=("cattle", "cattle"),
        de=("Rind", "Rinder"),
        nl=("stuk vee", "stuks vee"),
        it=("capo di bestiame", "capi di bestiame"),
        fr=("tête de bétail", "têtes de bétail"),
    ),
    "fort": _counted(
        en=("fort", "forts"),
        de=("Fort", "Forts"),
        nl=("fort", "forten"),
        it=("forte", "forti"),
        fr=("fort", "forts"),
    ),
    "bottle": _counted(
        en=("bottle", "bottles"),
        de=("Flasche", "Flaschen"),
        nl=("fles", "flessen"),
        it=("bottiglia", "bottiglie"),
        fr=("bouteille", "bouteilles"),
    ),
    "wagon": _counted(
        en=("wagon", "wagons"),
        de=("Planwagen", "Planwagen"),
        nl=("huifkar", "huifkarren"),
        it=("carro", "carri"),
        fr=("chariot", "chariots"),
    ),
    "pickaxe": _counted(
        en=("pickaxe", "pickaxes"),
        de=("Spitzhacke", "Spitzhacken"),
        nl=("houweel", "houwelen"),
        it=("piccone", "picconi"),
        fr=("pioche", "pioches"),
    ),
    "gun": _counted(
        en=("gun", "guns"),
        de=("Revolver", "Revolver"),
        nl=("revolver", "revolvers"),
        it=("pistola", "pistole"),
        fr=("revolver", "revolvers"),
    ),
    "territory": _counted(
        en=("territory", "territories"),
        de=("Gebiet", "Gebiete"),
        nl=("gebied", "gebieden"),
        it=("territorio", "territori"),
        fr=("territoire", "territoires"),
    ),
    "hole": _counted(
        en=("hole", "holes"),
        de=("Loch", "Löcher"),
        nl=("gat", "gaten"),
        it=("buco", "buchi"),
        fr=("trou", "trous"),
    ),
    "block": _counted(
        en=("block", "blocks"),
        de=("Block", "Blöcke"),
        nl=("blok", "blokken"),
        it=("blocco", "blocchi"),
        fr=("bloc", "blocs"),
    ),
    "terrain": _counted(
        en=("terrain", "terrains"),
        de=("Gelände", "Gelände"),
        nl=("landschap", "landschappen"),
        it=("terreno", "terreni"),
        fr=("terrain", "terrains"),
    ),
}

_TERRITORIES = {
    # "<terrain> territories" (plural, after "zwischen zwei", "neben" …)
    "desert": {
        "en": "desert territories",
        "de": "Wüstengebieten",
        "nl": "woestijngebieden",
        "it": "territori di deserto",
        "fr": "territoires de désert",
    },
    "forest": {
        "en": "forest territories",
        "de": "Waldgebieten",
        "nl": "bosgebieden",
        "it": "territori di foresta",
        "fr": "territoires de forêt",
    },
    "mountains": {
        "en": "mountains territories",
        "de": "Gebirgsgebieten",
        "nl": "berggebieden",
        "it": "territori di montagna",
        "fr": "territoires de montagnes",
    },
    "plains": {
        "en": "plains territories",
        "de": "Präriegebieten",
        "nl": "prairiegebieden",
        "it": "territori di prateria",
        "fr": "territoires de prairie",
    },
    "snow": {
        "en": "snow territories",
        "de": "Schneegebieten",
        "nl": "sneeuwgebieden",
        "it": "territori di neve",
        "fr": "territoires de neige",
    },
    "water": {
        "en": "water territories",
        "de": "Wassergebieten",
        "nl": "watergebieden",
        "it": "territori d’acqua",
        "fr": "territoires d’eau",
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
            "fr": "plus grand {group} : {size}",
        },
        "terrain_none": {
            "en": "no {terrain}",
            "de": "keine {group}",
            "nl": "geen {group}",
            "it": "nessun {group}",
            "fr": "aucun {group}",
        },
        "terrain_equal": {
            "en": " ({equal} groups of {size}; one counts)",
            "de": " ({equal} Gruppen mit {size}; eine zählt)",
            "nl": " ({equal} groepen van {size}; één telt)",
            "it": " ({equal} gruppi da {size}; ne conta uno)",
            "fr": " ({equal} groupes de {size}\u00a0; un seul compte)",
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
            "fr": "Pour {name}, la ville a été saisie sous forme de grille : les règles de "
            "pose n’ont pas été contrôlées.",
        },
        "note_shared_win": {
            "en": "{names} tie with {points} and share the win (the rules have no tie-breaker).",
            "de": "{names} liegen mit {points} gleichauf und teilen sich den Sieg (die Regel "
            "kennt keinen Gleichstandsentscheid).",
            "nl": "{names} staan gelijk met {points} en delen de overwinning (de regels kennen "
            "geen beslissing bij gelijke stand).",
            "it": "{names} sono pari con {points} e condividono la vittoria (il regolamento non "
            "prevede spareggi).",
            "fr": "{names} sont à égalité avec {points} et se partagent la victoire (les règles "
            "ne "
            "prévoient aucun départage).",
        },
        # bonus goals: "{things} {what} × {points}"
        "per": {
            "en": "{things} {what} × {points}",
            "de": "{things} {what} × {points}",
            "nl": "{things} {what} × {points}",
            "it": "{things} {what} × {points}",
            "fr": "{things} {what} × {points}",
        },
        "goal_no_terrain": {
            "en": "no {terrain} territory",
            "de": "keine {group}",
            "nl": "geen {group}",
            "it": "nessun {group}",
            "fr": "aucun {group}",
        },
        "in_largest": {
            "en": "in the largest {terrain} group ({size})",
            "de": "in der größten {group} ({size})",
            "nl": "in de grootste {group} ({size})",
            "it": "nel {group} più grande ({size})",
            "fr": "dans le plus grand {group} ({size})",
        },
        "near_largest": {
            "en": "on or next to the largest {terrain} group ({size})",
            "de": "auf oder neben der größten {group} ({size})",
            "nl": "op of naast de grootste {group} ({size})",
            "it": "sul {group} più grande o {adj} ({size})",
            "fr": "sur le plus grand {group} ou à côté ({size})",
        },
        "between": {
            "en": "between two {territories}",
            "de": "zwischen zwei {territories}",
            "nl": "tussen twee {territories}",
            "it": "tra due {territories}",
            "fr": "entre deux {territories}",
        },
        "near": {
            "en": "on or next to {terrain}",
            "de": "auf oder neben {territories}",
            "nl": "op of naast {territories}",
            "it": "su o {adj} a {territories}",
            "fr": "sur des {territories} ou à côté",
        },
        "far": {
            "en": "neither on nor next to {terrain}",
            "de": "weder auf noch neben {territories}",
            "nl": "niet op en niet naast {territories}",
            "it": "né su né {adj} a {territories}",
            "fr": "ni sur des {territories} ni à côté",
        },
        # Italian "adiacente" agrees with the counted icons; the others do not inflect it
        "adjacent_one": {
            "en": "next to",
            "de": "neben",
            "nl": "naast",
            "it": "adiacente",
            "fr": "à côté",
        },
        "adjacent_other": {
            "en": "next to",
            "de": "neben",
            "nl": "naast",
            "it": "adiacenti",
            "fr": "à côté",
        },
        "beside": {
            "en": "next to a {partner}",
            "de": "mit {partner} daneben",
            "nl": "naast een {partner}",
            "it": "con {partner} adiacente",
            "fr": "à côté d’une icône {partner}",
        },
        "not_beside": {
            "en": "not next to a {partner}",
            "de": "ohne {partner} daneben",
            "nl": "zonder {partner} ernaast",
            "it": "senza {partner} adiacente",
            "fr": "sans icône {partner} à côté",
        },
        "beside_same": {
            "en": "next to another {partner}",
            "de": "mit gleichem Symbol daneben",
            "nl": "naast nog een {partner}",
            "it": "con un altro simbolo uguale adiacente",
            "fr": "à côté d’une autre icône {partner}",
        },
        "not_beside_same": {
            "en": "not next to another {partner}",
            "de": "ohne gleiches Symbol daneben",
            "nl": "zonder nog een {partner} ernaast",
            "it": "senza un altro simbolo uguale adiacente",
            "fr": "sans autre icône {partner} à côté",
        },
        "in_town": {
            "en": "in the town",
            "de": "in der Stadt",
            "nl": "in de stad",
            "it": "nella città",
            "fr": "dans la ville",
        },
        "squares": {
            "en": "of 2 × 2 territories of one terrain",
            "de": "aus 2 × 2 Gebieten eines Geländes",
            "nl": "van 2 × 2 gebieden van één landschap",
            "it": "di 2 × 2 territori dello stesso terreno",
            "fr": "de 2 × 2 territoires d’un même terrain",
        },
        "no_territory": {
            "en": "no territory",
            "de": "kein Gebiet",
            "nl": "geen gebied",
            "it": "nessun territorio",
            "fr": "aucun territoire",
        },
        "longest_line": {
            "en": "in the longest {terrain} line",
            "de": "in der längsten Linie aus {territories}",
            "nl": "in de langste lijn van {territories}",
            "it": "nella linea più lunga di {territories}",
            "fr": "dans la plus longue ligne de {territories}",
        },
        "groups": {
            "en": "{terrains} with a group of {size}+ ({named}) × {points}",
            "de": "{terrains} mit einer Gruppe ab {size} ({named}) × {points}",
            "nl": "{terrains} met een groep van {size}+ ({named}) × {points}",
            "it": "{terrains} con un gruppo di almeno {size} ({named}) × {points}",
            "fr": "{terrains} avec un groupe de {size} ou plus ({named}) × {points}",
        },
        "groups_none": {"en": "none", "de": "keines", "nl": "geen", "it": "nessuno", "fr": "aucun"},
        # a terrain's group where the data has no rule naming it (ids stand in for names)
        "group_of": {
            "en": "{terrain} group",
            "de": "Gruppe {terrain}",
            "nl": "{terrain}groep",
            "it": "gruppo di {terrain}",
            "fr": "groupe de {terrain}",
        },
        "counted_verdict": {
            "en": "{things}: {verdict}",
            "de": "{things}: {verdict}",
            "nl": "{things}: {verdict}",
            "it": "{things}: {verdict}",
            "fr": "{things} : {verdict}",
        },
        "most_tied": {
            "en": "tied for the most",
            "de": "gleichauf die meisten",
            "nl": "gedeeld de meeste",
            "it": "il numero più alto, a pari merito",
            "fr": "le plus, à égalité",
        },
        "most": {
            "en": "the most",
            "de": "die meisten",
            "nl": "de meeste",
            "it": "il numero più alto",
            "fr": "le plus",
        },
        "not_most": {
            "en": "not the most",
            "de": "nicht die meisten",
            "nl": "niet de meeste",
            "it": "non il numero più alto",
            "fr": "pas le plus",
        },
        "most_pays": {
            "en": "{things}: {verdict}; opponent has {others} × {points}",
            "de": "{things}: {verdict}; der Gegner hat {others} × {points}",
            "nl": "{things}: {verdict}; de tegenstander heeft {others} × {points}",
            "it": "{things}: {verdict}; l’avversario ne ha {others} × {points}",
            "fr": "{things} : {verdict} ; l’adversaire en a {others} × {points}",
        },
        "biggest_group": {
            "en": "largest {terrain} group {size}: {verdict}",
            "de": "größte {group} {size}: {verdict}",
            "nl": "grootste {group} {size}: {verdict}",
            "it": "{group} più grande {size}: {verdict}",
            "fr": "plus grand {group} {size} : {verdict}",
        },
        "largest_tied": {
            "en": "tied for the largest",
            "de": "gleichauf die größte",
            "nl": "gedeeld de grootste",
            "it": "il più grande, a pari merito",
            "fr": "le plus grand, à égalité",
        },
        "largest": {
            "en": "the largest",
            "de": "die größte",
            "nl": "de grootste",
            "it": "il più grande",
            "fr": "le plus grand",
        },
        "not_largest": {
            "en": "not the largest",
            "de": "nicht die größte",
            "nl": "niet de grootste",
            "it": "non il più grande",
            "fr": "pas le plus grand",
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
