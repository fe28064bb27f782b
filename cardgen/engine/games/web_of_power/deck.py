"""Web of Power: the deck a complete game holds, read from the exported game data.

STANDARD LIBRARY ONLY: this runs in Pyodide.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from cardgen.engine.common import Message, catalog, items
from cardgen.engine.games.web_of_power.text import (
    card_words,
    country_words,
    law_word,
    symbol_words,
)
from cardgen.engine.languages import SOURCE_LANG


@dataclass(frozen=True)
class Deck:
    """What a complete game holds, derived from the exported game data."""

    countries: dict[str, int]
    """Country id → number of Land cards (content order)."""
    order: tuple[str, ...]
    """The countries in the order of scoring: the rules score Frankreich first, then the
    other countries (the ``lands`` rule's ``order``: the rows of our printed chart; the
    content order where the data gives none). The result lists them so."""
    labels: dict[str, str]
    """Country id → the English name (the lines' details when no language is given)."""
    symbols: dict[str, str]
    """Symbol type id → English name."""
    lands: dict[str, Mapping[str, Any]]
    """Land card id → its front (country, symbols, route)."""
    laws: dict[str, str]
    """Law card id → its law type id."""
    penalty_law: str
    penalty: int
    minimum: int
    per_card: dict[tuple[str, str], list[int]] = field(default_factory=dict)
    """(country, symbol) → how many of that symbol each card of the country carries,
    largest first."""
    routes: dict[tuple[str, str], int] = field(default_factory=dict)
    """(country, route) → cards of the country with that route."""
    country_words: dict[str, Message] = field(default_factory=dict)
    """Country id → its name in every language (fault messages)."""
    symbol_words: dict[str, Message] = field(default_factory=dict)
    """Symbol type id → its name in every language (fault messages)."""
    card_words: dict[str, Message] = field(default_factory=dict)
    """Land and Law card id → the card as the checker names it, in every language."""
    law_word: Message | None = None
    """The penalty Law card type in every language, with its printed name."""

    def card_name(self, card: str) -> str | Message:
        """A card as the fault messages name it (never its id where the data names it)."""
        return self.card_words.get(card) or card

    def law_name(self, lang: str = SOURCE_LANG) -> str:
        """The penalty Law card type as the explanations name it."""
        return self.law_word.text(lang) if self.law_word else self.penalty_law

    def country_name(self, country: str) -> str | Message:
        """A country as the fault messages name it."""
        return self.country_words.get(country) or self.labels[country]

    def symbol_name(self, symbol: str) -> str | Message:
        """A symbol type as the fault messages name it."""
        return self.symbol_words.get(symbol) or symbol

    @property
    def penalty_cards(self) -> int:
        return sum(1 for law in self.laws.values() if law == self.penalty_law)

    def route_total(self, route: str) -> int:
        return sum(n for (_, r), n in self.routes.items() if r == route)

    def symbol_total(self, country: str, symbol: str) -> int:
        return sum(self.per_card.get((country, symbol), ()))

    def best_symbols(self, country: str, symbol: str, cards: int) -> int:
        """The most ``symbol``s that ``cards`` Land cards of ``country`` can carry."""
        return sum(self.per_card.get((country, symbol), [])[:cards])

    def best_routes(self, lands: Mapping[str, int], routes: tuple[str, ...]) -> int:
        """The most routes of the given kinds that a player's Land cards can carry."""
        return sum(
            min(n, sum(self.routes.get((c, r), 0) for r in routes)) for c, n in lands.items()
        )


def build_deck(data: Mapping[str, Any]) -> Deck:
    countries = catalog(data, "countries")
    symbols = catalog(data, "symbols")
    law_types = catalog(data, "laws")
    rules = {rule["id"]: rule.get("params") or {} for rule in data.get("scoring", [])}
    penalty_law = str(rules.get("laws", {}).get("law", "two-points"))
    penalty = int(law_types.get(penalty_law, {}).get("points", -2))
    minimum = int(rules.get("chains", {}).get("minimum", 5))
    lands = {cid: item["front"] for cid, item in items(data, "land-cards").items()}
    laws = {cid: item["front"]["law"] for cid, item in items(data, "law-cards").items()}
    per_card: dict[tuple[str, str], list[int]] = {}
    routes: dict[tuple[str, str], int] = {}
    for front in lands.values():
        country = front["country"]
        for symbol in symbols:
            per_card.setdefault((country, symbol), []).append(front["symbols"].count(symbol))
        if front.get("route"):
            key = (country, front["route"])
            routes[key] = routes.get(key, 0) + 1
    for counts in per_card.values():
        counts.sort(reverse=True)
    order = [c for c in rules.get("lands", {}).get("order") or [] if c in countries]
    order += [c for c in countries if c not in order]
    return Deck(
        countries={cid: int(entry["cards"]) for cid, entry in countries.items()},
        order=tuple(order),
        labels={cid: entry["name"].get(SOURCE_LANG, cid) for cid, entry in countries.items()},
        symbols={sid: entry["name"].get(SOURCE_LANG, sid) for sid, entry in symbols.items()},
        lands=lands,
        laws=laws,
        penalty_law=penalty_law,
        penalty=penalty,
        minimum=minimum,
        per_card=per_card,
        routes=routes,
        country_words=country_words(data),
        symbol_words=symbol_words(data),
        card_words=card_words(data),
        law_word=law_word(data, penalty_law),
    )
