"""Loading ``content/<game>/*.yaml`` into a validated ``Game``.

Every YAML file of a game folder is a mapping of *sections*: ``game`` (exactly once),
``schema`` (once), ``catalogs``, ``components``, ``scoring``, ``glossary``, ``checker``
(once), ``aids`` (once, :mod:`cardgen.model.aids`). List sections may be split over several
files. Rules pages are ``rules/<lang>.md``. Every problem found is collected and reported at
once, each located as ``file:line:col: field.path: message``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace
from pathlib import Path
from types import MappingProxyType
from typing import Any

from cardgen.errors import ContentError, Problem
from cardgen.model.aids import AidsReader
from cardgen.model.components import KINDS, SHAPES, SIZES, ComponentReader
from cardgen.model.crosschecks import checker_problems, params_problems
from cardgen.model.examples import read_examples
from cardgen.model.library import (
    Content,
    builtin_content_dir,
    game_folders,
    unknown_game,
)
from cardgen.model.rulespages import RulesReader
from cardgen.model.schema import SLUG, Checker, FieldType, parse_type
from cardgen.model.types import (
    Catalog,
    CatalogEntry,
    Credit,
    Game,
    GlossaryTerm,
    ScoringRule,
)
from cardgen.model.yamlsrc import PathKey, Source, read_yaml

__all__ = ["KINDS", "SHAPES", "SIZES", "default_content_dir", "game_ids", "load_game", "load_games"]

SECTIONS = ("game", "schema", "catalogs", "components", "scoring", "glossary", "checker", "aids")
SINGLE = {"game", "schema", "checker", "aids"}
ESTIMABLE = ("players", "minutes", "age", "year")
"""Identity facts a game may mark as our estimate (no source gives them)."""
ROLES = ("designer", "publisher", "artist", "developer", "translator")


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
    """Load several games (all when ``ids`` is None), reporting all their problems at once."""
    folders = game_folders(content)
    wanted = list(ids) if ids is not None else list(folders)
    games: list[Game] = []
    problems: list[Problem] = []
    for game_id in wanted:
        if game_id not in folders:
            from cardgen.errors import UserError

            raise UserError(unknown_game(game_id, content))
        game, found = _load_folder(folders[game_id])
        problems.extend(found)
        if game is not None:
            games.append(game)
    if problems:
        raise ContentError(problems)
    return games


_LOADED: dict[tuple, tuple[Game | None, tuple[Problem, ...]]] = {}
"""Games loaded in this process, by their folder and every file's size and time: a game
asked for again (a build's steps, a test session's modules) is not parsed again, and an
edit to any of its files loads it anew."""


def _load_folder(folder: Path) -> tuple[Game | None, tuple[Problem, ...]]:
    files = sorted(path for path in folder.rglob("*") if path.is_file())
    stats = tuple((str(path), path.stat().st_mtime_ns, path.stat().st_size) for path in files)
    key = (str(folder.resolve()), str(folder.parent.parent), stats)
    if key not in _LOADED:
        loader = _GameLoader(folder, folder.parent.parent)
        game = loader.load()
        _LOADED.clear() if len(_LOADED) > 64 else None
        _LOADED[key] = (game, tuple(loader.problems))
    return _LOADED[key]


class _GameLoader(ComponentReader, RulesReader, AidsReader):
    def __init__(self, folder: Path, root: Path) -> None:
        super().__init__(folder, root)
        self.sections: dict[str, list[tuple[Source, PathKey, Any]]] = {s: [] for s in SECTIONS}

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
            self.problems.extend(checker_problems(game, self.sections["checker"]))
            self.problems.extend(params_problems(game, self.sections["scoring"]))
            if self.problems:
                return None
        return game

    def _build(self) -> Game | None:
        source, path, value = self.sections["game"][0]
        data = self._keys(
            source,
            value,
            path,
            (
                "id",
                "name",
                "summary",
                "players",
                "minutes",
                "credits",
                "provenance",
                "design_note",
                "prefix",
            ),
            ("year", "age", "sources", "estimates"),
        )
        if data is None:
            return None
        game_id = self._id(source, data.get("id"), (*path, "id"))
        if game_id is not None and game_id != self.folder.name:
            self._reporter(source)(
                (*path, "id"), f"id '{game_id}' differs from its folder '{self.folder.name}'"
            )
        name = self._text(source, data.get("name"), (*path, "name"))
        summary = self._text(source, data.get("summary"), (*path, "summary"))
        players = self._range(source, data.get("players"), (*path, "players"))
        minutes = self._range(source, data.get("minutes"), (*path, "minutes"))
        provenance = self._provenance(source, data.get("provenance"), (*path, "provenance"))
        design_note = self._text(source, data.get("design_note"), (*path, "design_note"))
        prefix = self._id(source, data.get("prefix"), (*path, "prefix"))
        credits = self._credits(source, data.get("credits"), (*path, "credits"))
        year = age = None
        if "year" in data:
            year = self._int(source, data["year"], (*path, "year"), 1800)
        if "age" in data:
            age = self._int(source, data["age"], (*path, "age"), 1)
        sources: tuple[str, ...] = ()
        if "sources" in data:
            raw = data["sources"]
            if not isinstance(raw, list) or not all(isinstance(s, str) for s in raw):
                self._reporter(source)((*path, "sources"), "expected a list of texts")
            else:
                sources = tuple(raw)

        estimates: tuple[str, ...] = ()
        if "estimates" in data:
            raw = data["estimates"]
            if not isinstance(raw, list) or any(e not in ESTIMABLE for e in raw):
                self._reporter(source)(
                    (*path, "estimates"),
                    f"expected a list of facts we estimated ({', '.join(ESTIMABLE)})",
                )
            else:
                estimates = tuple(raw)
                for fact in estimates:
                    if fact not in data:
                        self._reporter(source)(
                            (*path, "estimates"), f"'{fact}' is marked as estimated but not given"
                        )

        object_types, catalog_fields, face_types = self._schema()
        catalogs = self._catalogs(catalog_fields, object_types)
        ids: dict[str, set[str]] = {name: set(c.ids()) for name, c in catalogs.items()}
        scoring = self._scoring()
        ids["scoring"] = {rule.id for rule in scoring}
        checker = Checker(object_types, ids, lambda p, m, key=False: None)
        components = self._components(face_types, checker, catalogs)
        glossary = self._glossary()
        rules = self._rules(prefix, scoring)
        aids = self._aids(self.sections["aids"], components)
        check_data: Mapping[str, Any] = MappingProxyType({})
        if self.sections["checker"]:
            csource, cpath, cvalue = self.sections["checker"][0]
            if not isinstance(cvalue, dict):
                self._reporter(csource)(cpath, "expected a mapping (the checker's inputs)")
            else:
                check_data = MappingProxyType(cvalue)
        schema_raw = self.sections["schema"][0][2] if self.sections["schema"] else {}
        needed = (game_id, name, summary, players, minutes, provenance, design_note, prefix)
        if any(v is None for v in needed) or self.problems:
            return None
        return Game(
            id=game_id,
            name=name,
            summary=summary,
            players=players,
            minutes=minutes,
            credits=credits,
            provenance=provenance,
            design_note=design_note,
            prefix=prefix,
            year=year,
            age=age,
            sources=sources,
            catalogs=MappingProxyType(catalogs),
            components=components,
            scoring=scoring,
            glossary=glossary,
            rules=MappingProxyType(rules),
            estimates=estimates,
            checker=check_data,
            aids=aids,
            schema=MappingProxyType(schema_raw if isinstance(schema_raw, dict) else {}),
        )

    def _credits(self, source: Source, value: Any, path: PathKey) -> tuple[Credit, ...]:
        if not isinstance(value, list) or not value:
            self._reporter(source)(path, "expected a non-empty list of {role, name}")
            return ()
        out = []
        for i, entry in enumerate(value):
            data = self._keys(source, entry, (*path, i), ("role", "name"), ("note",))
            if data is None or "role" not in data or "name" not in data:
                continue
            if data["role"] not in ROLES:
                self._reporter(source)(
                    (*path, i, "role"), f"expected one of {', '.join(ROLES)}, got {data['role']!r}"
                )
            if not isinstance(data["name"], str) or not data["name"].strip():
                self._reporter(source)((*path, i, "name"), "expected a name")
                continue
            note = self._text(source, data["note"], (*path, i, "note")) if "note" in data else None
            out.append(Credit(str(data["role"]), data["name"], note))
        return tuple(out)

    def _schema(
        self,
    ) -> tuple[
        dict[str, dict[str, FieldType]],
        dict[str, dict[str, FieldType]],
        dict[str, dict[str, FieldType]],
    ]:
        if not self.sections["schema"]:
            return {}, {}, {}
        source, path, value = self.sections["schema"][0]
        data = self._keys(source, value, path, (), ("types", "catalogs", "faces"))
        if data is None:
            return {}, {}, {}
        report = self._reporter(source)
        groups: dict[str, dict[str, Any]] = {}
        for group in ("types", "catalogs", "faces"):
            raw = data.get(group, {})
            if not isinstance(raw, dict):
                report((*path, group), "expected a mapping of names to field declarations")
                raw = {}
            groups[group] = raw
        # A name whose declaration is not a mapping is reported below and left undeclared.
        type_names = {n for n, f in groups["types"].items() if f is None or isinstance(f, dict)}
        catalog_names = {
            n for n, f in groups["catalogs"].items() if f is None or isinstance(f, dict)
        }
        parsed: dict[str, dict[str, dict[str, FieldType]]] = {}
        for group, raw in groups.items():
            parsed[group] = {}
            for name, fields in raw.items():
                here = (*path, group, name)
                if not SLUG.match(str(name)):
                    report(here, f"'{name}' is not a lower-case-slug name")
                if fields is None:
                    fields = {}
                if not isinstance(fields, dict):
                    report(here, "expected a mapping of field names to types")
                    continue
                parsed[group][name] = {}
                for field_name, spec in fields.items():
                    if group == "faces" and field_name == "type":
                        report((*here, field_name), "'type' is reserved (it names the face type)")
                        continue
                    if group == "catalogs" and field_name in ("id", "name", "provenance"):
                        report((*here, field_name), f"'{field_name}' is built in for entries")
                        continue
                    try:
                        parsed[group][name][field_name] = parse_type(
                            spec, type_names, catalog_names
                        )
                    except ValueError as error:
                        report((*here, field_name), str(error))
                        # Keep the field declared so its uses don't cascade into more errors.
                        parsed[group][name][field_name] = FieldType("any", optional=True)
        return parsed["types"], parsed["catalogs"], parsed["faces"]

    def _catalogs(
        self,
        catalog_fields: dict[str, dict[str, FieldType]],
        object_types: dict[str, dict[str, FieldType]],
    ) -> dict[str, Catalog]:
        entries: dict[str, list[CatalogEntry]] = {}
        seen: dict[str, set[str]] = {}
        pending: list[tuple[Source, PathKey, str, Any]] = []
        for source, path, value in self.sections["catalogs"]:
            if not isinstance(value, dict):
                self._reporter(source)(path, "expected a mapping of catalog names to lists")
                continue
            for name, items in value.items():
                if name not in catalog_fields:
                    self.problems.append(
                        source.problem(
                            (*path, name),
                            f"unknown catalog '{name}' (declare it under schema.catalogs)",
                            key=True,
                        )
                    )
                    continue
                if name in entries:
                    self.problems.append(
                        source.problem(
                            (*path, name), f"catalog '{name}' is defined twice", key=True
                        )
                    )
                    continue
                entries[name] = []
                seen[name] = set()
                if not isinstance(items, list):
                    self._reporter(source)((*path, name), "expected a list of entries")
                    continue
                for i, item in enumerate(items):
                    pending.append((source, (*path, name, i), name, item))
        # Catalog entries may refer to other catalogs: collect every id before checking.
        for _source, _here, name, item in pending:
            if isinstance(item, dict) and isinstance(item.get("id"), str):
                seen[name].add(item["id"])
        ids = {name: set(s) for name, s in seen.items()}
        found: dict[str, set[str]] = {name: set() for name in entries}
        for source, here, name, item in pending:
            report = self._reporter(source)
            checker = Checker(object_types, ids, report)
            if not isinstance(item, dict):
                report(here, "expected a mapping with id and name")
                continue
            entry_id = self._id(source, item.get("id"), (*here, "id"))
            if entry_id in found[name]:
                report((*here, "id"), f"duplicate id '{entry_id}' in catalog '{name}'")
            elif entry_id:
                found[name].add(entry_id)
            text = self._text(source, item.get("name"), (*here, "name"))
            prov = None
            if "provenance" in item:
                prov = self._provenance(source, item["provenance"], (*here, "provenance"))
            fields = checker.fields(
                item, here, catalog_fields[name], ignore=frozenset({"id", "name", "provenance"})
            )
            if "id" not in item or "name" not in item:
                report(here, "an entry needs 'id' and 'name'")
            if entry_id and text and fields is not None:
                entries[name].append(CatalogEntry(entry_id, text, fields, prov))
        for name in catalog_fields:
            if name not in entries:
                self.problems.append(
                    Problem(
                        self._display(self.folder / "game.yaml"),
                        1,
                        1,
                        f"catalogs.{name}",
                        "declared in schema.catalogs but never defined",
                    )
                )
        return {
            name: Catalog(name, tuple(found_entries)) for name, found_entries in entries.items()
        }

    def _scoring(self) -> tuple[ScoringRule, ...]:
        rules: list[ScoringRule] = []
        seen: set[str] = set()
        for source, path, value in self.sections["scoring"]:
            report = self._reporter(source)
            if not isinstance(value, list):
                report(path, "expected a list of scoring rules")
                continue
            for i, entry in enumerate(value):
                here = (*path, i)
                data = self._keys(
                    source,
                    entry,
                    here,
                    ("id", "name", "section"),
                    ("summary", "kind", "params", "provenance"),
                )
                if data is None:
                    continue
                rule_id = self._id(source, data.get("id"), (*here, "id"))
                if rule_id in seen:
                    report((*here, "id"), f"duplicate scoring rule id '{rule_id}'")
                    rule_id = None
                elif rule_id:
                    seen.add(rule_id)
                name = self._text(source, data.get("name"), (*here, "name"))
                section = self._id(source, data.get("section"), (*here, "section"))
                summary = None
                if "summary" in data:
                    summary = self._text(source, data["summary"], (*here, "summary"))
                kind = data.get("kind", "rule")
                if not isinstance(kind, str) or not SLUG.match(kind):
                    report((*here, "kind"), "expected a lower-case-slug kind")
                params = data.get("params", {})
                if not isinstance(params, dict):
                    report((*here, "params"), "expected a mapping of parameters")
                    params = {}
                prov = None
                if "provenance" in data:
                    prov = self._provenance(source, data["provenance"], (*here, "provenance"))
                if rule_id and name and section:
                    rules.append(
                        ScoringRule(
                            rule_id,
                            name,
                            section,
                            summary,
                            str(kind),
                            MappingProxyType(params),
                            prov,
                        )
                    )
                    self._section_refs.append((source, (*here, "section"), section))
        return tuple(rules)

    def _glossary(self) -> tuple[GlossaryTerm, ...]:
        terms: list[GlossaryTerm] = []
        seen: set[str] = set()
        for source, path, value in self.sections["glossary"]:
            report = self._reporter(source)
            if not isinstance(value, list):
                report(path, "expected a list of terms")
                continue
            for i, entry in enumerate(value):
                here = (*path, i)
                data = self._keys(source, entry, here, ("id", "term", "definition"))
                if data is None:
                    continue
                term_id = self._id(source, data.get("id"), (*here, "id"))
                if term_id in seen:
                    report((*here, "id"), f"duplicate glossary id '{term_id}'")
                    term_id = None
                elif term_id:
                    seen.add(term_id)
                term = self._text(source, data.get("term"), (*here, "term"))
                definition = self._text(source, data.get("definition"), (*here, "definition"))
                if term_id and term and definition:
                    terms.append(GlossaryTerm(term_id, term, definition))
        return tuple(terms)
