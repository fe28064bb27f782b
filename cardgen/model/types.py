"""The content model: typed, immutable records of a game and everything in it.

Everything here is plain data. Game-specific face fields live in ``Face.fields``; their
names and types are declared in the game's own ``schema`` section, so a new game needs no
change in this module.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from types import MappingProxyType
from typing import Any, Literal

from cardgen.engine.registry import Engine
from cardgen.errors import UserError
from cardgen.model.languages import LANG_NAMES, LANGS, spoken_list  # noqa: F401 (re-exported)

ProvenanceStatus = Literal["verified", "inferred", "designed"]
ComponentKind = Literal["deck", "tiles", "tokens", "sheet"]
Shape = Literal["rect", "round", "polyomino"]


@dataclass(frozen=True)
class Text:
    """A text in each language of its game (``Game.languages``), or one language-neutral
    text (a city, a person)."""

    values: Mapping[str, str]
    neutral: bool = False

    def get(self, lang: str) -> str:
        if self.neutral:
            return self.values["neutral"]
        return self.values[lang]

    def to_json(self) -> dict[str, str]:
        return dict(self.values)

    @classmethod
    def of(cls, value: str) -> Text:
        """A language-neutral text, for code that builds content programmatically."""
        return cls(MappingProxyType({"neutral": value}), neutral=True)


@dataclass(frozen=True)
class Provenance:
    """Where a fact comes from: ``verified`` in a public source, or ``inferred``/``designed``
    by us (then ``reason`` says why, in every language)."""

    status: ProvenanceStatus
    reason: Text | None = None
    source: str | None = None

    @property
    def designed(self) -> bool:
        return self.status != "verified"

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"status": self.status}
        if self.reason is not None:
            out["reason"] = self.reason.to_json()
        if self.source:
            out["source"] = self.source
        return out


@dataclass(frozen=True)
class Size:
    """Trim size in millimetres."""

    width: float
    height: float


@dataclass(frozen=True)
class Face:
    """One printed side: its face type (declared in the schema) and its field values."""

    type: str
    fields: Mapping[str, Any]

    def __getitem__(self, name: str) -> Any:
        return self.fields[name]

    def get(self, name: str, default: Any = None) -> Any:
        return self.fields.get(name, default)


@dataclass(frozen=True)
class Item:
    """A card, tile, token or sheet: ``quantity`` identical copies of it exist."""

    id: str
    quantity: int
    front: Face
    back: Face | None = None
    """The item's own back (per-item backs or a second front); ``None`` = the common back."""
    name: Text | None = None
    cells: tuple[str, ...] | None = None
    """Polyomino rows, ``X`` = part of the tile, ``.`` = not (``("XX", "X.")``)."""
    provenance: Provenance | None = None
    layout: str | None = None
    """The layout that draws this item's faces, if not its component's
    (:mod:`cardgen.model.layout_types`)."""


@dataclass(frozen=True)
class Component:
    """A deck of cards, a set of tiles or tokens, or a set of printed sheets."""

    id: str
    kind: ComponentKind
    name: Text
    size: Size | None
    shape: Shape
    front_type: str
    items: tuple[Item, ...]
    back: Face | None = None
    """The common back of every item, if the component has one."""
    back_type: str | None = None
    """The face type of per-item backs (e.g. a second front), if items have their own."""
    cell_mm: float | None = None
    corner_mm: float = 0.0
    count: int | None = None
    provenance: Provenance | None = None
    layout: str | None = None
    """The layout that draws the items' faces (:mod:`cardgen.model.layout_types`), if any."""
    item_name: Text | None = None
    """What one of its items without a name of its own is called, with ``{n}`` for its
    place ("Boat {n}"); without it, the word of the component's kind ("Card {n}")."""

    @property
    def total(self) -> int:
        return sum(item.quantity for item in self.items)

    @property
    def double_faced(self) -> bool:
        return self.back_type is not None

    def item(self, item_id: str) -> Item:
        for item in self.items:
            if item.id == item_id:
                return item
        raise KeyError(item_id)


@dataclass(frozen=True)
class CatalogEntry:
    """A named thing of a game that faces refer to: a country, a terrain, a resource…"""

    id: str
    name: Text
    fields: Mapping[str, Any]
    provenance: Provenance | None = None

    def get(self, name: str, default: Any = None) -> Any:
        return self.fields.get(name, default)


@dataclass(frozen=True)
class Catalog:
    name: str
    entries: tuple[CatalogEntry, ...]

    def __iter__(self) -> Iterator[CatalogEntry]:
        return iter(self.entries)

    def __getitem__(self, entry_id: str) -> CatalogEntry:
        return self.by_id[entry_id]

    @cached_property
    def by_id(self) -> Mapping[str, CatalogEntry]:
        """The entries by id (read for every card a face draws)."""
        found: dict[str, CatalogEntry] = {}
        for entry in self.entries:
            found.setdefault(entry.id, entry)
        return MappingProxyType(found)

    def ids(self) -> tuple[str, ...]:
        return tuple(entry.id for entry in self.entries)


@dataclass(frozen=True)
class ScoringRule:
    """A scoring rule as data: the engine implements it, ``section`` is its rules anchor."""

    id: str
    name: Text
    section: str
    summary: Text | None = None
    kind: str = "rule"
    params: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))
    provenance: Provenance | None = None


@dataclass(frozen=True)
class GlossaryTerm:
    id: str
    term: Text
    definition: Text


@dataclass(frozen=True)
class AidBlock:
    """A heading and its lines on a player aid."""

    heading: Text
    lines: tuple[Text, ...]


@dataclass(frozen=True)
class ScoreSheet:
    """A score sheet: one row per round, one column per player, a total row."""

    rows: int
    row_label: Text
    note: Text | None = None


@dataclass(frozen=True)
class PlayerAids:
    """The game's player aids (``aids.yaml``): a two-sided reference card per player in
    the size of one of its decks, and maybe a score sheet. Our design, from the rules."""

    card: str
    """The deck whose card size (and corner) the reference card takes, or a named size
    (``poker``) for a game without a deck of cards."""
    copies: int
    front: tuple[AidBlock, ...]
    back: tuple[AidBlock, ...]
    score_sheet: ScoreSheet | None = None


@dataclass(frozen=True)
class Credit:
    """Who made the game; ``note`` (every language) says more where a name alone can't
    (our own reconstruction, who is unknown)."""

    role: str
    name: str
    note: Text | None = None


@dataclass(frozen=True)
class Range:
    min: int
    max: int


@dataclass(frozen=True)
class IconSet:
    """The vector icons of a game's cards, which its checker form draws too: the faces
    module that registers them (its ``ICONS``) and the prefix of their names there."""

    module: str
    prefix: str


@dataclass(frozen=True)
class RulesPage:
    """One language's rules text (Markdown) and the stable section ids it declares."""

    lang: str
    markdown: str
    section_ids: tuple[str, ...]
    images: tuple[tuple[str, Path], ...] = ()
    """The local images the page shows (``![…](images/x.png)``): the path as written,
    relative to the rules folder, and the checked file; the site copies each beside the
    page."""


@dataclass(frozen=True)
class Game:
    id: str
    name: Text
    summary: Text
    players: Range
    minutes: Range
    credits: tuple[Credit, ...]
    provenance: Provenance
    design_note: Text
    prefix: str
    """The prefix of every rule section id of this game (``wop`` → ``#wop-scoring-lands``)."""
    year: int | None = None
    age: int | None = None
    sources: tuple[str, ...] = ()
    estimates: tuple[str, ...] = ()
    """Identity facts (``players``, ``minutes``, ``age``, ``year``) that are our estimate."""
    catalogs: Mapping[str, Catalog] = field(default_factory=lambda: MappingProxyType({}))
    components: tuple[Component, ...] = ()
    scoring: tuple[ScoringRule, ...] = ()
    glossary: tuple[GlossaryTerm, ...] = ()
    rules: Mapping[str, RulesPage] = field(default_factory=lambda: MappingProxyType({}))
    checker: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))
    schema: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))
    """The game's declared field types (as written), kept for export and tooling."""
    aids: PlayerAids | None = None
    """The player aids (``aids.yaml``), if the game has them."""
    examples: tuple[tuple[str, str], ...] = ()
    """Example score records ``(name, JSON text)`` from ``examples/*.json`` (see
    ``cardgen.model.examples``)."""
    other_titles: tuple[str, ...] = ()
    """Titles the game was published under in other editions (``other_titles`` in its
    ``game.yaml``: "Kardinal & König – Das Kartenspiel" for Web of Power). The site names
    them beside the game's own name so that a player who knows another edition finds it;
    the game's names in other languages are translations, not other titles."""
    order: int | None = None
    """The game's place among the site's games (home page, navigation): games with an
    ``order`` come first, lowest first; the others follow, sorted by id."""
    checker_strings: Mapping[str, Text] = field(default_factory=lambda: MappingProxyType({}))
    """The UI strings the game's checker widgets use (``checker_strings``), added to the
    checker's own for the site (``cardgen.model.checker_front``)."""
    checker_icons: IconSet | None = None
    """The card icons the game's checker form draws (``checker_icons``), if any."""
    engine: Engine | None = None
    """Where the game's scoring engine is (``engine`` in ``game.yaml``), if it has one;
    loading the game registers it (:mod:`cardgen.engine.registry`)."""
    faces: str | None = None
    """The module of cardgen's that draws the game's faces no layout draws (``faces`` in
    ``game.yaml``, :mod:`cardgen.model.faces_source`), if it has one."""
    design: Any = None
    """The game's layouts, fonts and icons (a :class:`cardgen.model.layout_types.Design`),
    if it has a ``layouts`` section or the like."""
    field_types: Mapping[str, Mapping[str, Mapping[str, Any]]] = field(
        default_factory=lambda: MappingProxyType({})
    )
    """The parsed schema: ``faces``, ``catalogs`` and ``types``, each name → field →
    :class:`cardgen.model.schema.FieldType` (layouts read values through it)."""
    languages: tuple[str, ...] = LANGS
    """The languages the game has (``languages:`` in its ``game.yaml``; every language of
    cardgen without it), in cardgen's order: its texts and rules pages are in these, and
    its pages, print files and checker are built in these alone."""

    @property
    def main_language(self) -> str:
        """The language the game is read in first: cardgen's source language where the
        game has it, else its first. A command's default ``--lang``; the rules page whose
        section ids the other pages must repeat."""
        return self.languages[0]

    def require_language(self, lang: str) -> None:
        """Refuse ``lang`` for a print, an export or a score of this game (``UserError``:
        exit 2) when the game is not written in it, naming the languages it has."""
        if lang in self.languages:
            return
        if lang not in LANGS:
            raise UserError(f"unknown language {lang!r} (use one of {', '.join(LANGS)})")
        raise UserError(
            f"the game {self.id} is not written in '{lang}' ({LANG_NAMES[lang]}): its languages are"
            f" {spoken_list(self.languages, 'and')} (languages: in its game.yaml);"
            f" use --lang {' or --lang '.join(self.languages)}"
        )

    def component(self, component_id: str) -> Component:
        for component in self.components:
            if component.id == component_id:
                return component
        raise KeyError(component_id)

    def rule(self, rule_id: str) -> ScoringRule:
        for rule in self.scoring:
            if rule.id == rule_id:
                return rule
        raise KeyError(rule_id)

    def designed_parts(self) -> list[tuple[str, Provenance]]:
        """Every element that is not verified, as (label, provenance), for the site."""
        parts: list[tuple[str, Provenance]] = []
        if self.provenance.designed:
            parts.append((f"game {self.id}", self.provenance))
        for catalog in self.catalogs.values():
            for entry in catalog:
                if entry.provenance and entry.provenance.designed:
                    parts.append((f"{catalog.name}/{entry.id}", entry.provenance))
        for component in self.components:
            if component.provenance and component.provenance.designed:
                parts.append((component.id, component.provenance))
            for item in component.items:
                if item.provenance and item.provenance.designed:
                    parts.append((f"{component.id}/{item.id}", item.provenance))
        for rule in self.scoring:
            if rule.provenance and rule.provenance.designed:
                parts.append((f"scoring/{rule.id}", rule.provenance))
        return parts
