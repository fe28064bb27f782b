"""Circle the Wagons: the explanation texts of the scoring engine in every language (its
fault messages: ``circle_the_wagons_faults``).

STANDARD LIBRARY ONLY: this runs in Pyodide. The words follow the game's glossary and rules
pages (de: Gebiet, Gelände, Gruppe, Loch, Stadt, Planwagen …; nl: gebied, landschap, groep,
gat, stad, huifkar …; it: territorio, terreno, gruppo, buco, città, carro …).

Every language takes the terrain and icon names from the game data (``text_in``), as the
checker's form and the printed cards do ("largest desert group: 5"), the group names from
the scoring rules ``terrain-<terrain>`` (Desert group, Wüstengruppe, woestijngroep, gruppo
di deserto), and the counted forms (singular/plural, "2 guns") from its catalog.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardgen.engine.catalogs import Catalog
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

PHRASES = Phrases(Catalog("circle-the-wagons"))
"""Every explanation text. Counted words are ``<word>_one`` / ``<word>_other`` (icons by their
ids; ``points`` comes from :data:`cardgen.engine.common.SHARED`); ``territories_<terrain>`` is
the plural "… territories" of a terrain.
Its texts: the catalog ``circle-the-wagons`` (``content/circle-the-wagons/locale/``)."""


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
