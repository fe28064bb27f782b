"""Web of Power records: each player's tally read (and checked) from the *tally* form or the
*cards* form of ``records.md``, against the :class:`~.deck.Deck` of the game data.

STANDARD LIBRARY ONLY: this runs in Pyodide.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from cardgen.engine.checks import (
    RecordError,
    describe,
    join,
    need_choice,
    need_int,
    need_list,
    need_object,
    need_str,
    only_keys,
)
from cardgen.engine.common import Message, counted, msg
from cardgen.engine.games.web_of_power.deck import Deck
from cardgen.engine.games.web_of_power.faults import FAULTS

SYMBOLS_PER_CARD = 2
"""Verified: a Land card shows 1 or 2 circle symbols (which ones, and where, is our design)."""
LAW_CARDS = 8
"""Verified: the game has 8 Law cards (how many of each law is our design)."""
RECORD_KEYS = ("game", "players")
TALLY_KEYS = ("name", "lands", "symbols", "ships", "carriages", "victory_point_laws")
CARDS_KEYS = ("name", "cards", "laws")
ROUTES = ("ship", "carriage")
ROUTE_FIELDS = {"ship": "ships", "carriage": "carriages"}


@dataclass(frozen=True)
class DesignNote:
    """A record that goes beyond our own design of the deck (not beyond a verified fact):
    it is scored as given and the result says so. ``key`` names the phrase of
    :mod:`cardgen.engine.games.web_of_power.text`; ``values`` fill it (ids, worded later).
    ``path``: the field that holds the value (the result's ``doubts``: the checker marks it
    there), or "" for a note on the game as a whole."""

    key: str
    values: tuple[tuple[str, Any], ...]
    path: str = ""


@dataclass
class Tally:
    """One player's holdings at the end of the game."""

    name: str
    path: str
    form: str
    """``tally`` or ``cards``."""
    lands: dict[str, int] = field(default_factory=dict)
    symbols: dict[str, dict[str, int]] = field(default_factory=dict)
    ships: int = 0
    carriages: int = 0
    penalty_laws: int = 0

    @property
    def land_cards(self) -> int:
        return sum(self.lands.values())

    def where(self, *keys: str) -> str:
        """The JSON path of a tally field, or of the card list in the cards form."""
        if self.form == "cards":
            return join(self.path, "laws" if keys[:1] == ("victory_point_laws",) else "cards")
        out = self.path
        for key in keys:
            out = join(out, key)
        return out


def read_players(
    players: list[Any], deck: Deck, base: str = "players", notes: list[DesignNote] | None = None
) -> list[Tally]:
    """Every player's tally, checked on its own and against the deck as a whole.

    What breaks a verified fact of the published game (a country's card count, at most one
    ship or carriage and at most two symbols per card, 8 Law cards) is an invalid record;
    what only goes beyond our own design of the deck adds a ``DesignNote`` to ``notes``."""
    notes = notes if notes is not None else []
    owners: dict[str, str] = {}
    tallies = []
    for i, entry in enumerate(players):
        path = join(base, i)
        entry = need_object(entry, path)
        if "cards" in entry or "laws" in entry:
            mixed = [key for key in TALLY_KEYS[1:] if key in entry]
            if mixed:
                raise RecordError(msg(FAULTS, "mixed_forms", field=mixed[0]), join(path, mixed[0]))
            tallies.append(_read_cards(entry, path, deck, owners))
        else:
            tallies.append(_read_tally(entry, path, deck, notes))
    _check_sums(tallies, deck, notes)
    return tallies


def _note(notes: list[DesignNote], key: str, at: str = "", **values: Any) -> None:
    note = DesignNote(key, tuple(values.items()), at)
    if note not in notes:
        notes.append(note)


def _read_tally(entry: Mapping[str, Any], path: str, deck: Deck, notes: list[DesignNote]) -> Tally:
    only_keys(entry, TALLY_KEYS, path)
    tally = Tally(need_str(entry.get("name"), join(path, "name")), path, "tally")
    lands = _mapping(entry, "lands", path)
    for country, value in lands.items():
        here = join(join(path, "lands"), country)
        _country(country, deck, here)
        count = need_int(value, here, 0)
        if count > deck.countries[country]:
            name = deck.country_name(country)
            fault = _counted("land_only", deck.countries[country], country=name, count=count)
            raise RecordError(fault, here)
        if count:
            tally.lands[country] = count
    symbols = _mapping(entry, "symbols", path)
    for country, value in symbols.items():
        here = join(join(path, "symbols"), country)
        _country(country, deck, here)
        held = tally.lands.get(country, 0)
        for symbol, amount in need_object(value, here).items():
            spot = join(here, symbol)
            known = symbol in deck.symbols
            if not known:
                _symbol_id(symbol, deck, spot)
            count = need_int(amount, spot, 0)
            verified = SYMBOLS_PER_CARD * held
            if count > verified:
                symbols = _counted("n_symbols", verified, symbol=deck.symbol_name(symbol))
                name = deck.country_name(country)
                fault = _counted("symbols_most", held, country=name, symbols=symbols, count=count)
                raise RecordError(fault, spot)
            if not count:
                continue
            if not known:
                _note(notes, "design_symbol_type", spot, name=tally.name, symbol=symbol)
            elif count > deck.best_symbols(country, symbol, held):
                most = deck.best_symbols(country, symbol, held)
                _note(
                    notes,
                    "design_symbols",
                    spot,
                    name=tally.name,
                    count=count,
                    symbol=symbol,
                    country=country,
                    most=most,
                    cards=held,
                )
            tally.symbols.setdefault(country, {})[symbol] = count
    for route in ROUTES:
        key = ROUTE_FIELDS[route]
        here = join(path, key)
        count = need_int(entry.get(key, 0), here, 0)
        if count > tally.land_cards:  # verified: at most one ship or carriage per card
            raise RecordError(_carry(tally, _counted(f"n_{key}", tally.land_cards), count), here)
        most = deck.best_routes(tally.lands, (route,))
        if count > most:
            things = ((key, count),)
            _note(notes, "design_routes", here, name=tally.name, things=things, most=most)
        setattr(tally, key, count)
    both = tally.ships + tally.carriages
    if both > tally.land_cards:  # verified: never a ship and a carriage on one card
        fault = _carry(tally, _counted("n_routes", tally.land_cards), both)
        raise RecordError(fault, join(path, "carriages"))
    most = deck.best_routes(tally.lands, ROUTES)
    if both > most and tally.ships and tally.carriages:
        things = (("ships", tally.ships), ("carriages", tally.carriages))
        at = join(path, "carriages")
        _note(notes, "design_routes", at, name=tally.name, things=things, most=most)
    here = join(path, "victory_point_laws")
    count = need_int(entry.get("victory_point_laws", 0), here, 0)
    if count > LAW_CARDS:
        raise RecordError(msg(FAULTS, "laws_total", total=LAW_CARDS, count=count), here)
    if count > deck.penalty_cards:
        _note(
            notes,
            "design_laws",
            here,
            name=tally.name,
            n=count,
            most=deck.penalty_cards,
            law=deck.law_word,
        )
    tally.penalty_laws = count
    return tally


def _read_cards(entry: Mapping[str, Any], path: str, deck: Deck, owners: dict[str, str]) -> Tally:
    only_keys(entry, CARDS_KEYS, path)
    tally = Tally(need_str(entry.get("name"), join(path, "name")), path, "cards")
    for key, kind in (("cards", "Land"), ("laws", "Law")):
        cards = need_list(entry.get(key, []), join(path, key))
        for j, card in enumerate(cards):
            here = join(join(path, key), j)
            card_id = need_str(card, here)
            if kind == "Land" and card_id in deck.laws:
                raise RecordError(msg(FAULTS, "law_in_cards", card=deck.card_name(card_id)), here)
            if kind == "Law" and card_id in deck.lands:
                raise RecordError(msg(FAULTS, "land_in_laws", card=deck.card_name(card_id)), here)
            known = deck.lands if kind == "Land" else deck.laws
            if card_id not in known:
                unknown = "unknown_land" if kind == "Land" else "unknown_law"
                raise RecordError(msg(FAULTS, unknown, got=describe(card_id)), here)
            if card_id in owners:
                other = owners[card_id]
                card_name = deck.card_name(card_id)
                if other == tally.name:
                    raise RecordError(msg(FAULTS, "held_self", card=card_name), here)
                fault = msg(FAULTS, "held_other", card=card_name, other=other)
                raise RecordError(fault, here)
            owners[card_id] = tally.name
            if kind == "Law":
                tally.penalty_laws += deck.laws[card_id] == deck.penalty_law
                continue
            front = deck.lands[card_id]
            country = front["country"]
            tally.lands[country] = tally.lands.get(country, 0) + 1
            for symbol in front["symbols"]:
                held = tally.symbols.setdefault(country, {})
                held[symbol] = held.get(symbol, 0) + 1
            if front.get("route") in ROUTE_FIELDS:
                key_name = ROUTE_FIELDS[front["route"]]
                setattr(tally, key_name, getattr(tally, key_name) + 1)
    return tally


def _check_sums(tallies: list[Tally], deck: Deck, notes: list[DesignNote]) -> None:
    """Counts summed over the players must fit into the published deck (verified: the
    cards per country, two symbols and one route per card, 8 Law cards); going beyond our
    own deck only adds a note."""
    land_cards = sum(deck.countries.values())
    for country, cards in deck.countries.items():
        name = deck.country_name(country)
        _running(
            tallies,
            lambda t, c=country: t.lands.get(c, 0),
            cards,
            ("lands", country),
            "sum_lands",
            country=name,
        )
        symbols = {s for t in tallies for s in t.symbols.get(country, {})}
        for symbol in [s for s in deck.symbols if s in symbols] + sorted(
            symbols - set(deck.symbols)
        ):
            get = lambda t, c=country, s=symbol: t.symbols.get(c, {}).get(s, 0)  # noqa: E731
            _running(
                tallies,
                get,
                SYMBOLS_PER_CARD * cards,
                ("symbols", country, symbol),
                "sum_symbols",
                things="n_symbols",
                country=name,
                symbol=deck.symbol_name(symbol),
            )
            together = sum(get(t) for t in tallies)
            if symbol in deck.symbols and together > deck.symbol_total(country, symbol):
                most = deck.symbol_total(country, symbol)
                _note(
                    notes,
                    "design_total",
                    _first_over(tallies, get, most, ("symbols", country, symbol)),
                    things=(("symbols", together, symbol, country),),
                    most=most,
                )
    for route, key in ROUTE_FIELDS.items():
        _running(
            tallies, lambda t, k=key: getattr(t, k), land_cards, (key,), "sum", things=f"n_{key}"
        )
        together = sum(getattr(t, key) for t in tallies)
        most = deck.route_total(route)
        if together > most:
            at = _first_over(tallies, lambda t, k=key: getattr(t, k), most, (key,))
            _note(notes, "design_total", at, things=((key, together),), most=most)
    together = 0
    for tally in tallies:
        together += tally.penalty_laws
        if together > LAW_CARDS:
            fault = msg(
                FAULTS, "laws_total_sum", count=together, total=LAW_CARDS, law=deck.law_word or ""
            )
            raise RecordError(fault, tally.where("victory_point_laws"))
    if together > deck.penalty_cards:
        _note(
            notes,
            "design_total",
            _first_over(
                tallies, lambda t: t.penalty_laws, deck.penalty_cards, ("victory_point_laws",)
            ),
            things=(("laws", together, deck.law_word),),
            most=deck.penalty_cards,
        )


def _running(
    tallies: list[Tally],
    get: Callable[[Tally], int],
    total: int,
    keys: tuple[str, ...],
    fault: str,
    things: str | None = None,
    **values: Any,
) -> None:
    """The first player at which the running sum of ``get`` exceeds ``total`` is at fault:
    the message ``fault`` (``{fault}_one`` / ``_other`` by the sum), or ``fault`` with the
    counted noun ``things`` (``{things}_one`` / ``_other``) in it."""
    seen = 0
    for tally in tallies:
        seen += get(tally)
        if seen > total:
            if things is None:
                message = _counted(fault, seen, total=total, **values)
            else:
                counted = _counted(things, seen, **values)
                message = msg(FAULTS, fault, things=counted, total=total, **values)
            raise RecordError(message, tally.where(*keys))


def _first_over(
    tallies: list[Tally], get: Callable[[Tally], int], most: int, keys: tuple[str, ...]
) -> str:
    """The field of the first player at which the running sum of ``get`` goes beyond
    ``most`` (where a count over all players leaves our deck: the checker marks it)."""
    seen = 0
    for tally in tallies:
        seen += get(tally)
        if seen > most:
            return tally.where(*keys)
    return ""


def _mapping(entry: Mapping[str, Any], key: str, path: str) -> Mapping[str, Any]:
    return need_object(entry.get(key, {}), join(path, key))


def _symbol_id(symbol: str, deck: Deck, path: str) -> None:
    """A symbol type our deck lacks is still scored (the published symbols are not known)
    when it is an id: lower-case letters, digits and hyphens."""
    if not symbol or not all(
        c.isascii() and (c.islower() or c.isdigit() or c == "-") for c in symbol
    ):
        need_choice(symbol, list(deck.symbols), path, what=msg(FAULTS, "symbol_type"))


def _country(country: str, deck: Deck, path: str) -> None:
    need_choice(country, list(deck.countries), path, what=msg(FAULTS, "country"))


def _counted(key: str, n: int, /, **values: Any) -> Message:
    return counted(FAULTS, key, n, **values)


def _carry(tally: Tally, things: Message, count: int) -> Message:
    """The player's Land cards carry at most ``things``, the tally says ``count``."""
    return _counted("routes_most", tally.land_cards, things=things, count=count)
