"""Loading ``content/<game>/*.yaml`` into a validated ``Game``.

Every YAML file of a game folder is a mapping of *sections*, each read by a module of its
own: ``game`` (exactly once, :mod:`cardgen.model.identity`), ``schema`` (once) and
``catalogs`` (:mod:`cardgen.model.catalogs`), ``components``
(:mod:`cardgen.model.components`), ``scoring`` and ``glossary``
(:mod:`cardgen.model.scoring`), ``checker`` (once, :mod:`cardgen.model.checker_schema`),
``checker_strings`` and ``checker_icons`` (once each, :mod:`cardgen.model.checker_front`),
``aids`` (once, :mod:`cardgen.model.aids`), ``fonts``, ``icons``, ``styles`` and ``layouts``
(:mod:`cardgen.model.layout_reader`). List sections may be split over several files.
Rules pages are ``rules/<lang>.md`` (:mod:`cardgen.model.rulespages`). Every problem found
is collected and reported at once, each located as ``file:line:col: field.path: message``.
This module finds the games, caches what it loaded, sorts a folder's files into sections
and puts the parts together.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from dataclasses import replace
from pathlib import Path
from types import MappingProxyType
from typing import Any

from cardgen.content_locales import catalog_problems, forget_game_locale, use_game_locale
from cardgen.engine.registry import register
from cardgen.errors import ContentError, Problem
from cardgen.model.aids import AidsReader
from cardgen.model.catalogs import CatalogReader
from cardgen.model.checker_front import CheckerFrontReader
from cardgen.model.components import KINDS, SHAPES, SIZES, ComponentReader
from cardgen.model.crosschecks import checker_problems, params_problems
from cardgen.model.examples import read_examples
from cardgen.model.identity import IDENTITY_NEEDED, IdentityReader
from cardgen.model.layout_reader import LAYOUT_SECTIONS, LayoutReader
from cardgen.model.layout_uses import layout_use_problems
from cardgen.model.library import (
    Content,
    builtin_content_dir,
    game_folders,
    unknown_game,
)
from cardgen.model.reader import Section
from cardgen.model.rulespages import RulesReader
from cardgen.model.schema import Checker
from cardgen.model.scoring import ScoringReader
from cardgen.model.types import Game
from cardgen.model.yamlsrc import read_yaml

__all__ = ["KINDS", "SHAPES", "SIZES", "default_content_dir", "game_ids", "load_game", "load_games"]

SECTIONS = (
    "game",
    "schema",
    "catalogs",
    "components",
    "scoring",
    "glossary",
    "checker",
    "checker_strings",
    "checker_icons",
    "aids",
    *LAYOUT_SECTIONS,
)
SINGLE = {"game", "schema", "checker", "checker_strings", "checker_icons", "aids"}


def default_content_dir() -> Path:
    """The folder of the built-in games (shipped in the package). The default content is
    more: these games, then ``$CARDGEN_CONTENT`` (``cardgen.model.library``)."""
    return builtin_content_dir()


def game_ids(content: Content = None) -> list[str]:
    """The ids of the games (folders holding a ``game.yaml``), sorted. ``content``: one
    folder, layered folders, or None for the built-in games and ``$CARDGEN_CONTENT``."""
    return list(game_folders(content))


def load_game(game_id: str, content: Content = None) -> Game:
    """Load and validate one game; raises ``ContentError`` listing every problem."""
    return load_games([game_id], content)[0]


def load_games(ids: Iterable[str] | None = None, content: Content = None) -> list[Game]:
    """Load several games (all when ``ids`` is None), reporting all their problems at once.
    Each game loaded registers its scoring engine, or that it has none
    (:mod:`cardgen.engine.registry`), and its catalogs' folder
    (:mod:`cardgen.content_locales`): the engines and texts cardgen knows are those of the
    content it loaded."""
    folders = game_folders(content)
    wanted = list(ids) if ids is not None else list(folders)
    games: list[Game] = []
    problems: list[Problem] = []
    for game_id in wanted:
        if game_id not in folders:
            from cardgen.errors import UserError

            raise UserError(unknown_game(game_id, content))
        use_game_locale(game_id, folders[game_id])  # (before: loading may run its engine)
        game, found = _load_folder(folders[game_id])
        problems.extend(found)
        if game is not None:
            games.append(game)
        else:  # not in use: its catalogs are not read (they may be what is wrong)
            forget_game_locale(game_id)
    if problems:
        raise ContentError(problems)
    for game in games:
        register(game.id, game.engine)
    return games


_LOADED: dict[tuple, tuple[Game | None, tuple[Problem, ...]]] = {}
"""Games loaded in this process, by their folder and every file's size and time: a game
asked for again (a build's steps, a test session's modules) is not parsed again, and an
edit to any of its files loads it anew."""


def _load_folder(folder: Path) -> tuple[Game | None, tuple[Problem, ...]]:
    files = sorted(path for path in folder.rglob("*") if path.is_file())
    stats = tuple((str(path), path.stat().st_mtime_ns, path.stat().st_size) for path in files)
    # (problems name files relative to the current folder: a load from another is new)
    key = (str(folder.resolve()), str(folder.parent.parent), os.getcwd(), stats)
    if key not in _LOADED:
        loader = _GameLoader(folder, folder.parent.parent)
        game = loader.load()
        _LOADED.clear() if len(_LOADED) > 64 else None
        _LOADED[key] = (game, tuple(loader.problems))
    return _LOADED[key]


class _GameLoader(
    IdentityReader,
    CatalogReader,
    ScoringReader,
    ComponentReader,
    RulesReader,
    AidsReader,
    CheckerFrontReader,
    LayoutReader,
):
    def __init__(self, folder: Path, root: Path) -> None:
        super().__init__(folder, root)
        self.sections: dict[str, list[Section]] = {s: [] for s in SECTIONS}
        self.layout_refs = []

    # -- reading -----------------------------------------------------------------
    def load(self) -> Game | None:
        files = sorted(self.folder.glob("*.yaml")) + sorted(self.folder.glob("*.yml"))
        for file in files:
            source = read_yaml(file, self._display(file))
            self.problems.extend(source.problems)
            if source.data is None:
                continue
            if not isinstance(source.data, dict):
                self.problems.append(
                    source.problem(
                        (), "expected a mapping of sections (" + ", ".join(SECTIONS) + ")"
                    )
                )
                continue
            for key, value in source.data.items():
                if key not in SECTIONS:
                    self.problems.append(
                        source.problem(
                            (key,),
                            f"unknown section '{key}' (sections: {', '.join(SECTIONS)})",
                            key=True,
                        )
                    )
                    continue
                self.sections[key].append((source, (key,), value))
        for name in SINGLE:
            for source, path, _ in self.sections[name][1:]:
                first = self.sections[name][0][0].file
                self.problems.append(
                    source.problem(path, f"section '{name}' is already in {first}", key=True)
                )
        if not self.sections["game"]:
            game_file = self._display(self.folder / "game.yaml")
            if not any(p.file == game_file for p in self.problems):
                self.problems.append(Problem(game_file, 1, 1, "game", "missing section 'game'"))
            return None
        game = self._build()
        if game is not None:
            examples, problems = read_examples(self.folder, game.id, self._display)
            self.problems.extend(problems)
            game = replace(game, examples=examples)
            self.problems.extend(catalog_problems(self.folder, self._display))
            self.problems.extend(checker_problems(game, self.sections["checker"]))
            self.problems.extend(params_problems(game, self.sections["scoring"]))
            if self.problems:
                return None
        return game

    def _build(self) -> Game | None:
        source, path, value = self.sections["game"][0]
        identity = self._identity(source, value, path)
        if identity is None:
            return None
        object_types, catalog_fields, face_types = self._schema()
        catalogs = self._catalogs(catalog_fields, object_types)
        ids: dict[str, set[str]] = {name: set(c.ids()) for name, c in catalogs.items()}
        scoring = self._scoring()
        ids["scoring"] = {rule.id for rule in scoring}
        checker = Checker(object_types, ids, lambda p, m, key=False: None, self.folder, self.langs)
        design = self._design()
        components = self._components(face_types, checker, catalogs)
        self.problems.extend(
            layout_use_problems(
                design, components, self.layout_refs, face_types, catalog_fields, object_types
            )
        )
        glossary = self._glossary()
        rules = self._rules(identity["prefix"], scoring)
        aids = self._aids(self.sections["aids"], components)
        check_data: Mapping[str, Any] = MappingProxyType({})
        if self.sections["checker"]:
            csource, cpath, cvalue = self.sections["checker"][0]
            if not isinstance(cvalue, dict):
                self._reporter(csource)(cpath, "expected a mapping (the checker's inputs)")
            else:
                check_data = MappingProxyType(cvalue)
        checker_strings = self._checker_strings(identity["id"])
        checker_icons = self._checker_icons()
        schema_raw = self.sections["schema"][0][2] if self.sections["schema"] else {}
        if any(identity[fact] is None for fact in IDENTITY_NEEDED) or self.problems:
            return None
        return Game(
            **identity,
            catalogs=MappingProxyType(catalogs),
            components=components,
            scoring=scoring,
            glossary=glossary,
            rules=MappingProxyType(rules),
            checker=check_data,
            aids=aids,
            schema=MappingProxyType(schema_raw if isinstance(schema_raw, dict) else {}),
            checker_strings=checker_strings,
            checker_icons=checker_icons,
            design=design,
            field_types=MappingProxyType(
                {"faces": face_types, "catalogs": catalog_fields, "types": object_types}
            ),
        )
