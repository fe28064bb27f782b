"""Cosmopolis "Networks": the deck as the engine sees it, reading cards, classifying sets
and checking that the cards of a round exist as distinct physical cards.

STANDARD LIBRARY ONLY (runs in Pyodide). See :mod:`cardgen.engine.games.cosmopolis_networks.score`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from cardgen.engine.checks import RecordError, describe, join, need_choice, need_list, only_keys
from cardgen.engine.common import LANGS, SOURCE_LANG, Message, counted, msg, text_in, verbatim
from cardgen.engine.games.cosmopolis_networks.faults import FAULTS, listed, place_words

DECK_SIZE = 55


@dataclass(frozen=True)
class Card:
    """One card as played: a regional card (``region``) or a linking card (``links``)."""

    region: str | None
    links: frozenset[str]
    face: str | None
    """The face id, if the record named one."""
    path: str


@dataclass(frozen=True)
class SetInfo:
    kind: str
    """``a``, ``b`` or ``c``."""
    regions: dict[str, int]
    """Regional cards per region, in order of appearance."""
    links: frozenset[str]
    """The regions joined by the set's linking card (empty for type a)."""
    linking_cards: int


class Deck:
    """What the engine needs from the game data: regions, faces and physical cards."""

    def __init__(self, data: Mapping[str, Any]) -> None:
        self.region_names: dict[str, str] = {}
        self.region_texts: dict[str, Message] = {}
        """region id → its name in every language (for fault messages)."""
        for entry in (data.get("catalogs") or {}).get("regions", []):
            name = entry.get("name") or {}
            source = name.get(SOURCE_LANG) or name.get("neutral") or entry["id"]
            self.region_names[entry["id"]] = source
            texts = {lang: text_in(name, lang) or source for lang in LANGS}
            self.region_texts[entry["id"]] = verbatim({**texts, SOURCE_LANG: source})
        self.regions: list[str] = list(self.region_names)
        self.faces: dict[str, tuple[str, str | None, frozenset[str], str]] = {}
        """face id → (card id, region, links, city name)."""
        self.cards: dict[str, list[tuple[str | None, frozenset[str]]]] = {}
        """card id → the (region, links) of each of its faces."""
        self.city_texts: dict[str, Message] = {}
        """face id → its city in every language (fault messages name no face id)."""
        self.card_texts: dict[str, Message] = {}
        """card id → its two cities in every language ("Vancouver / Havana")."""
        for comp in data.get("components") or []:
            if comp.get("kind") != "deck":
                continue
            for item in comp.get("items") or []:
                sides = [s for s in (item.get("front"), item.get("back")) if isinstance(s, dict)]
                kinds: list[tuple[str | None, frozenset[str]]] = []
                cities: list[dict[str, str]] = []
                for side in sides:
                    if "face" not in side:
                        continue
                    region = side.get("region")
                    links = frozenset(side.get("links") or ())
                    city = side.get("city") or {}
                    name = city.get("neutral") or city.get(SOURCE_LANG) or side["face"]
                    self.faces[side["face"]] = (item["id"], region, links, name)
                    kinds.append((region, links))
                    texts = {lang: text_in(city, lang) or name for lang in LANGS}
                    self.city_texts[side["face"]] = verbatim(texts)
                    cities.append(texts)
                if kinds:
                    self.cards[item["id"]] = kinds
                    self.card_texts[item["id"]] = verbatim(
                        {lang: " / ".join(c[lang] for c in cities) for lang in LANGS}
                    )
        self.link_sets = {links for faces in self.cards.values() for _, links in faces if links}
        self.adjoin: dict[str, set[str]] = {r: set() for r in self.regions}
        for links in self.link_sets:
            for a in links:
                self.adjoin.setdefault(a, set()).update(links - {a})

    def name(self, region: str) -> str:
        return self.region_names.get(region, region)

    def text(self, region: str) -> str | Message:
        """A region's name in every language (its id if the data has no such region)."""
        return self.region_texts.get(region, region)

    def names(self, regions: Sequence[str] | frozenset[str]) -> str | Message:
        """Regions in the order of the data, as a list in every language ("Africa and
        Western Europe")."""
        return listed([self.text(r) for r in self.regions if r in regions])

    # -- reading cards ---------------------------------------------------------------
    def card(self, value: Any, path: str) -> Card:
        if isinstance(value, str):
            if value in self.faces:
                _, region, links, _ = self.faces[value]
                return Card(region, links, value, path)
            if value in self.cards:
                faces = [f for f, v in self.faces.items() if v[0] == value]
                shown = listed([self.city_texts[f] for f in faces], last="or")
                card = self.card_texts[value]
                raise RecordError(msg(FAULTS, "card_not_side", card=card, faces=shown), path)
            raise RecordError(msg(FAULTS, "unknown_face", got=describe(value)), path)
        if not isinstance(value, dict):
            raise RecordError(msg(FAULTS, "card_value", got=describe(value)), path)
        only_keys(value, ("region", "links"), path)
        if ("region" in value) == ("links" in value):
            raise RecordError(msg(FAULTS, "region_or_links"), path)
        region_word = msg(FAULTS, "region")
        if "region" in value:
            region = need_choice(value["region"], self.regions, join(path, "region"), region_word)
            return Card(region, frozenset(), None, path)
        where = join(path, "links")
        raw = need_list(value["links"], where)
        if not 2 <= len(raw) <= 3:
            raise RecordError(msg(FAULTS, "link_count", n=len(raw)), where)
        links: list[str] = []
        for i, entry in enumerate(raw):
            region = need_choice(entry, self.regions, join(where, i), region_word)
            if region in links:
                fault = msg(FAULTS, "listed_twice", region=self.text(region))
                raise RecordError(fault, join(where, i))
            links.append(region)
        found = frozenset(links)
        if found not in self.link_sets:
            raise RecordError(msg(FAULTS, "no_such_link", regions=self.names(found)), where)
        return Card(None, found, None, path)

    def classify(self, cards: list[Card], path: str) -> SetInfo:
        """The type of a set, or ``RecordError`` at the set's path saying why it is illegal.

        What no card added later can mend is said first (two linking cards, a region the
        linking card does not join, a third region); a set that more cards can still make
        legal (too few cards; two regions waiting for a linking card that joins them) raises
        an ``unfinished`` fault, which a page may hold back while the set is being entered."""
        linking = [c for c in cards if c.region is None]
        regions: dict[str, int] = {}
        for c in cards:
            if c.region is not None:
                regions[c.region] = regions.get(c.region, 0) + 1
        if len(linking) > 1:
            raise RecordError(msg(FAULTS, "two_links", n=len(linking)), path)
        links = linking[0].links if linking else frozenset()
        if linking:
            outside = [r for r in regions if r not in links]
            if outside:
                fault = msg(
                    FAULTS, "link_misfit", links=self.names(links), outside=self.names(outside)
                )
                raise RecordError(fault, path)
            if len(regions) > 2:
                fault = msg(FAULTS, "three_regions", regions=self.names(list(regions)))
                raise RecordError(fault, path)
        elif len(regions) > 2:
            raise RecordError(msg(FAULTS, "many_regions", regions=self.names(list(regions))), path)
        elif len(regions) == 2 and not any(set(regions) <= link for link in self.link_sets):
            raise RecordError(msg(FAULTS, "no_link_joins", regions=self.names(list(regions))), path)
        if len(cards) < 3:
            raise RecordError(msg(FAULTS, "set_size", n=len(cards)), path, unfinished=True)
        if not linking:
            if len(regions) > 1:
                fault = msg(FAULTS, "needs_link", regions=self.names(list(regions)))
                raise RecordError(fault, path, unfinished=True)
            return SetInfo("a", regions, frozenset(), 0)
        return SetInfo("b" if len(regions) == 2 else "c", regions, links, 1)


REGIONAL_CARDS = 42
"""Verified: the deck has 42 regional cards (which regions their faces show is our design)."""
LINKING_CARDS = 13
"""Verified: the deck has 13 linking cards (which regions they join is our design)."""


def check_cards_exist(deck: Deck, cards: list[Card], names: Sequence[str] = ()) -> list[Message]:
    """Every card played in a round must be a different physical card.

    Verified facts refuse the record: at most the 55 cards of the deck, 42 regional and 13
    linking cards, and a face the record names (one of our printed faces) shows at most
    once. Inline faces that our printed deck cannot supply (more cards of a region than we
    printed, a link we did not print) break only our design: they are scored and the
    returned messages say what our deck lacks. ``names``: the round's players in order, to
    say where the first copy of a card lies."""
    if len(cards) > DECK_SIZE:
        raise RecordError(msg(FAULTS, "deck_size", n=DECK_SIZE), cards[DECK_SIZE].path)
    regional = [c for c in cards if c.region is not None]
    linking = [c for c in cards if c.region is None]
    if len(regional) > REGIONAL_CARDS:
        fault = msg(FAULTS, "regional_total", n=REGIONAL_CARDS)
        raise RecordError(fault, regional[REGIONAL_CARDS].path)
    if len(linking) > LINKING_CARDS:
        fault = msg(FAULTS, "linking_total", n=LINKING_CARDS)
        raise RecordError(fault, linking[LINKING_CARDS].path)
    owner: dict[str, int] = {}  # physical card id → index into cards
    named: dict[str, Card] = {}
    options: list[list[str]] = []
    for card in cards:
        if card.face is not None:
            options.append([deck.faces[card.face][0]])
        else:
            options.append(
                [
                    cid
                    for cid, faces in deck.cards.items()
                    if any(
                        (card.region is not None and region == card.region)
                        or (card.region is None and links == card.links)
                        for region, links in faces
                    )
                ]
            )

    def place(i: int, seen: set[str]) -> bool:
        for cid in options[i]:
            if cid in seen:
                continue
            seen.add(cid)
            if cid not in owner or place(owner[cid], seen):
                owner[cid] = i
                return True
        return False

    # Named faces first: each is one card of our deck and can't be moved.
    for i, card in enumerate(cards):
        if card.face is None:
            continue
        cid = options[i][0]
        if cid in named:
            other = named[cid]
            name, at = deck.card_texts[cid], place_words(other.path, names)
            if other.face == card.face:
                fault = msg(FAULTS, "twice_same", card=name, at=at)
            else:
                face = deck.city_texts[other.face or ""]
                fault = msg(FAULTS, "twice_other", card=name, face=face, at=at)
            raise RecordError(fault, card.path)
        named[cid] = card
        owner[cid] = i
    notes: list[Message] = []
    for i, card in enumerate(cards):
        if card.face is not None or place(i, set()):
            continue
        n = len(options[i])
        if card.region is not None:
            note = counted(FAULTS, "only_regional", n, region=deck.text(card.region))
        else:
            note = counted(FAULTS, "only_linking", n, regions=deck.names(card.links))
        if all(note.text() != other.text() for other in notes):
            notes.append(note)
    return notes
