"""Web: the texts of the scoring engine in every language.

STANDARD LIBRARY ONLY: this runs in Pyodide. :data:`PHRASES` words the scores, :data:`FAULTS`
the faults of an invalid record. The words follow the game's glossary and rules pages (de:
Computer, Netzwerkkarte, Kabel, Feld, Brett; nl: computer, netwerkkaart, kabel, vakje, bord;
it: computer, carta di rete, cavo, quadrato, tavolo). Cable colours come from the game data
in the language.
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
    messages,
    text_in,
    verbatim,
)
from cardgen.engine.languages import SOURCE_LANG

PHRASES = Phrases(Catalog("web"))
"""Every explanation text of Web (``*_one`` / ``*_other``: singular and plural forms); the
shared ones (``points``, list joints) are in :data:`cardgen.engine.common.SHARED`.
Its texts: the catalog ``web`` (``content/web/locale/``)."""


class Say(Speaker):
    """The explanations of one scoring in one language, with the cable colours of the data."""

    def __init__(self, data: Mapping[str, Any] | None = None, lang: str = SOURCE_LANG) -> None:
        super().__init__(PHRASES, lang)
        self.colours = catalog_names(data, "colours", lang)

    def colour(self, colour: str) -> str:
        """A cable colour by its data name, as a sentence writes it ("red", "Rot")."""
        return self.in_text(self.colours.get(colour, colour))


FAULTS = messages(Catalog("web-faults"))
"""Every fault message of Web (``RecordError`` and the board's ``Violation``), as
``str.format`` templates: ``msg(FAULTS, key, **values)``. ``*_one`` / ``*_other``: the
singular and plural forms, chosen where the number is known.
Its texts: the catalog ``web-faults`` (``content/web/locale/``)."""


def in_every_language(value: Any) -> Message:
    """A text of the game data (``{en, de, …}`` or ``{neutral}``) as a ``Message``."""
    return verbatim({lang: text_in(value, lang) for lang in LANGS})


def colour_message(data: Mapping[str, Any] | None, colour: str) -> Message:
    """A cable colour as :meth:`Say.colour` words it, in every language."""
    return verbatim({lang: Say(data, lang).colour(colour) for lang in LANGS})
