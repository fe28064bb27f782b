"""The content model: typed, immutable dataclasses loaded from ``content/<game>/*.yaml``."""

from cardgen.engine.plurals import form_key, plural_category
from cardgen.model.game_data import game_data
from cardgen.model.languages import SOURCE_LANG, Language, decimal, labelled, language, languages
from cardgen.model.loader import SIZES, default_content_dir, game_ids, load_game, load_games
from cardgen.model.types import (
    LANG_NAMES,
    LANGS,
    Catalog,
    CatalogEntry,
    Component,
    Credit,
    Face,
    Game,
    GlossaryTerm,
    Item,
    Provenance,
    Range,
    RulesPage,
    ScoringRule,
    Size,
    Text,
)

__all__ = [
    "LANGS",
    "LANG_NAMES",
    "SOURCE_LANG",
    "SIZES",
    "Catalog",
    "CatalogEntry",
    "Component",
    "Credit",
    "Face",
    "Game",
    "GlossaryTerm",
    "Item",
    "Language",
    "Provenance",
    "Range",
    "RulesPage",
    "ScoringRule",
    "Size",
    "Text",
    "decimal",
    "default_content_dir",
    "form_key",
    "game_data",
    "game_ids",
    "labelled",
    "language",
    "languages",
    "load_game",
    "load_games",
    "plural_category",
]
