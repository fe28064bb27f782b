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

from cardgen.engine.catalogs import Catalog
from cardgen.engine.common import (
    Phrases,
    Speaker,
    catalog_names,
)
from cardgen.engine.languages import SOURCE_LANG

PHRASES = Phrases(Catalog("cosmopolis-networks"))
"""Every explanation text of the game, singular and plural as ``*_one`` / ``*_other``; points
and the joints of name lists come from :data:`cardgen.engine.common.SHARED`.
Its texts: the catalog ``cosmopolis-networks`` (``content/cosmopolis-networks/locale/``)."""


class Say(Speaker):
    """The explanations of one scoring in one language, with the region names of the data."""

    def __init__(self, data: Mapping[str, Any] | None = None, lang: str = SOURCE_LANG) -> None:
        super().__init__(PHRASES, lang)
        self.regions = catalog_names(data, "regions", lang)

    def region(self, region: str, fallback: str) -> str:
        """A region by its data name in this language (``fallback`` where the data has
        none)."""
        return self.regions.get(region, fallback)
