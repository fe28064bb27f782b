"""Web of Power: the explanation texts of the scoring engine in every language (its fault
messages are in :mod:`.faults`).

STANDARD LIBRARY ONLY: this runs in Pyodide. The terms follow the game's glossary and rules
pages (de: Länderkarte, Gesetzeskarte, Rang; nl: landkaart, wetkaart, plaats; it: carta
Terra, carta Legge, posto) and the checker's labels (de: Anzahlen, gehaltene Karten; nl:
aantallen, kaarten in bezit; it: conteggi, carte possedute).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardgen.engine.catalogs import Catalog
from cardgen.engine.common import (
    LANGS,
    Message,
    Phrases,
    catalog,
    catalog_names,
    item_words,
    items,
    text_in,
    verbatim,
)
from cardgen.engine.languages import SOURCE_LANG

ORDINALS = ("1st", "2nd", "3rd", "4th", "5th")
"""English ordinals of the ranks (the other languages write ``{n}``-based forms)."""

PHRASES = Phrases(Catalog("web-of-power"))
"""Every explanation text. ``*_one`` / ``*_other`` are the singular and plural forms;
``points`` comes from :data:`cardgen.engine.common.SHARED`.
Its texts: the catalog ``web-of-power`` (``content/web-of-power/locale/``)."""

ENGLISH = PHRASES.bind(SOURCE_LANG)
"""English, for callers that pass no speaker."""


def country_labels(data: Mapping[str, Any], lang: str) -> dict[str, str]:
    """Country id → name in the explanations: the name in ``lang``, as the checker's form
    and the printed cards of that language give it (Denmark, Dänemark, Denemarken,
    Danimarca)."""
    return catalog_names(data, "countries", lang)


def country_words(data: Mapping[str, Any]) -> dict[str, Message]:
    """Country id → its name in every language, for the fault messages."""
    return _words({lang: country_labels(data, lang) for lang in LANGS})


def symbol_words(data: Mapping[str, Any]) -> dict[str, Message]:
    """Symbol type id → its name in every language (Cross, Kreuz, Kruis, Croce), for the
    fault messages."""
    return _words({lang: catalog_names(data, "symbols", lang) for lang in LANGS})


def law_word(data: Mapping[str, Any], law_id: str) -> Message:
    """A Law card type in every language, quoted: its name, with the printed German name in
    brackets where that differs ('"2 victory points" (German card: „2 Siegpunkte“)'): our
    decks print the reader's name, the published game the German one."""
    entry = catalog(data, "laws").get(law_id) or {}
    texts = {}
    for lang in LANGS:
        name = text_in(entry.get("name") or law_id, lang)
        printed = text_in(entry.get("printed") or "", lang)
        key = "law_printed" if printed and printed != name else "law_named"
        texts[lang] = PHRASES(key, lang, name=name, printed=printed)
    return verbatim(texts)


def card_words(data: Mapping[str, Any]) -> dict[str, Message]:
    """Land and Law card id → the card as the checker's pickers name it, in every language:
    "Denmark 2" (the second Land card of Denmark), "2 victory points 1"."""
    countries = {lang: catalog_names(data, "countries", lang) for lang in LANGS}
    laws = {lang: catalog_names(data, "laws", lang) for lang in LANGS}
    named = item_words(items(data, "land-cards"), "country", countries)
    named |= item_words(items(data, "law-cards"), "law", laws)
    return {card: verbatim(texts) for card, texts in named.items()}


def _words(names: Mapping[str, Mapping[str, str]]) -> dict[str, Message]:
    return {
        key: verbatim({lang: names[lang].get(key, key) for lang in LANGS})
        for key in names[SOURCE_LANG]
    }
