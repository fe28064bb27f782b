"""Loading ``content/<game>/*.yaml`` into a validated ``Game``.

Every YAML file of a game folder is a mapping of *sections*: ``game`` (exactly once),
``schema`` (once), ``catalogs``, ``components``, ``scoring``, ``glossary``, ``checker``
(once). List sections may be split over several files. Rules pages are
``rules/<lang>.md``. Every problem found is collected and reported at once, each located
as ``file:line:col: field.path: message``.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Mapping
from pathlib import Path
from types import MappingProxyType
from typing import Any

from cardgen.errors import ContentError, Problem
from cardgen.model.schema import SLUG, Checker, FieldType, check_text, parse_type
from cardgen.model.types import (
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
from cardgen.model.yamlsrc import PathKey, Source, read_yaml

SECTIONS = ("game", "schema", "catalogs", "components", "scoring", "glossary", "checker")
SINGLE = {"game", "schema", "checker"}

SIZES: Mapping[str, Size] = MappingProxyType(
    {
        "poker": Size(63.5, 88.9),
        "poker-rounded": Size(63.0, 88.0),
        "bridge": Size(57.15, 88.9),
        "american": Size(56.0, 87.0),
        "euro": Size(59.0, 92.0),
        "mini-euro": Size(44.0, 68.0),
        "mini-american": Size(41.0, 63.0),
        "tarot": Size(70.0, 120.0),
        "square-70": Size(70.0, 70.0),
        "square-63": Size(63.0, 63.0),
    }
)
"""Named trim sizes (width × height, mm), from ``shared/print.md``."""

KINDS = ("deck", "tiles", "tokens", "sheet")
SHAPES = ("rect", "round", "polyomino")
ESTIMABLE = ("players", "minutes", "age", "year")
"""Identity facts a game may mark as our estimate (no source gives them)."""
ROLES = ("designer", "publisher", "artist", "developer", "translator")
HEADING_ID = re.compile(r"^#{1,6}\s.*\{#([A-Za-z0-9_-]+)[^}]*\}\s*$", re.MULTILINE)


def repo_root() -> Path:
    return Path(__file__).resolve().parents[2]


def default_content_dir() -> Path:
    """``$CARDGEN_CONTENT`` if set, else ``content/`` of this checkout."""
    env = os.environ.get("CARDGEN_CONTENT")
    return Path(env) if env else repo_root() / "content"


def game_ids(content_dir: Path | None = None) -> list[str]:
    """The ids of the game folders (those holding a ``game.yaml``), sorted."""
    base = content_dir or default_content_dir()
    if not base.is_dir():
        return []
    return sorted(p.name for p in base.iterdir() if (p / "game.yaml").is_file())


def load_game(game_id: str, content_dir: Path | None = None) -> Game:
    """Load and validate one game; raises ``ContentError`` listing every problem."""
    return load_games([game_id], content_dir)[0]


def load_games(ids: Iterable[str] | None = None, content_dir: Path | None = None) -> list[Game]:
    """Load several games (all when ``ids`` is None), reporting all their problems at once."""
    base = content_dir or default_content_dir()
    wanted = list(ids) if ids is not None else game_ids(base)
    games: list[Game] = []
    problems: list[Problem] = []
    known = game_ids(base)
    for game_id in wanted:
        if game_id not in known:
            from cardgen.errors import UserError

            raise UserError(
                f"unknown game '{game_id}' (known: {', '.join(known) or 'none'} in {base})"
            )
        loader = _GameLoader(base / game_id, base.parent)
        game = loader.load()
        problems.extend(loader.problems)
        if game is not None:
            games.append(game)
    if problems:
        raise ContentError(problems)
    return games


class _GameLoader:
    def __init__(self, folder: Path, root: Path) -> None:
        self.folder = folder
        self.root = root
        self.problems: list[Problem] = []
        self.sections: dict[str, list[tuple[Source, PathKey, Any]]] = {s: [] for s in SECTIONS}
        self._section_refs: list[tuple[Source, PathKey, str]] = []
        """Scoring rules' ``section`` values, checked against the rules pages."""

    # -- helpers -----------------------------------------------------------------
    def _display(self, path: Path) -> str:
        try:
            return str(path.relative_to(self.root))
        except ValueError:
            return str(path)

    def _reporter(self, source: Source):
        def report(path: PathKey, message: str, *, key: bool = False) -> None:
            self.problems.append(source.problem(path, message, key=key))

        return report

    def _keys(
        self,
        source: Source,
        value: Any,
        path: PathKey,
        required: Iterable[str],
        optional: Iterable[str] = (),
    ) -> dict[str, Any] | None:
        report = self._reporter(source)
        if not isinstance(value, dict):
            report(path, "expected a mapping")
            return None
        required, optional = tuple(required), tuple(optional)
        for key in value:
            if key not in required and key not in optional:
                allowed = ", ".join((*required, *optional))
                self.problems.append(
                    source.problem(
                        (*path, key), f"unknown key '{key}' (allowed: {allowed})", key=True
                    )
                )
        for key in required:
            if key not in value:
                report(path, f"missing required key '{key}'")
        return value

    def _int(self, source: Source, value: Any, path: PathKey, lo: int = 0) -> int | None:
        if not isinstance(value, int) or isinstance(value, bool):
            self._reporter(source)(path, f"expected an integer, got {value!r}")
            return None
        if value < lo:
            self._reporter(source)(path, f"must be at least {lo}")
            return None
        return value

    def _id(self, source: Source, value: Any, path: PathKey) -> str | None:
        if not isinstance(value, str) or not SLUG.match(value):
            self._reporter(source)(path, f"expected a lower-case-slug id, got {value!r}")
            return None
        return value

    def _text(self, source: Source, value: Any, path: PathKey) -> Text | None:
        return check_text(value, path, self._reporter(source))

    def _provenance(self, source: Source, value: Any, path: PathKey) -> Provenance | None:
        data = self._keys(source, value, path, ("status",), ("reason", "source"))
        if data is None:
            return None
        status = data.get("status")
        if status not in ("verified", "inferred", "designed"):
            self._reporter(source)(
                (*path, "status"), f"expected verified, inferred or designed, got {status!r}"
            )
            return None
        reason = None
        if "reason" in data:
            reason = self._text(source, data["reason"], (*path, "reason"))
        elif status != "verified":
            self._reporter(source)(path, f"a {status} part needs a 'reason' (four languages)")
        src = data.get("source")
        if src is not None and not isinstance(src, str):
            self._reporter(source)((*path, "source"), "expected a text (where it was read)")
            src = None
        return Provenance(status, reason, src)

    def _range(self, source: Source, value: Any, path: PathKey) -> Range | None:
        data = self._keys(source, value, path, ("min", "max"))
        if data is None or "min" not in data or "max" not in data:
            return None
        lo = self._int(source, data["min"], (*path, "min"), 1)
        hi = self._int(source, data["max"], (*path, "max"), 1)
        if lo is None or hi is None:
            return None
        if lo > hi:
            self._reporter(source)(path, f"min {lo} is greater than max {hi}")
            return None
        return Range(lo, hi)

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
        return self._build()

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
            schema=MappingProxyType(schema_raw if isinstance(schema_raw, dict) else {}),
        )

    def _credits(self, source: Source, value: Any, path: PathKey) -> tuple[Credit, ...]:
        if not isinstance(value, list) or not value:
            self._reporter(source)(path, "expected a non-empty list of {role, name}")
            return ()
        out = []
        for i, entry in enumerate(value):
            data = self._keys(source, entry, (*path, i), ("role", "name"))
            if data is None or "role" not in data or "name" not in data:
                continue
            if data["role"] not in ROLES:
                self._reporter(source)(
                    (*path, i, "role"), f"expected one of {', '.join(ROLES)}, got {data['role']!r}"
                )
            if not isinstance(data["name"], str) or not data["name"].strip():
                self._reporter(source)((*path, i, "name"), "expected a name")
                continue
            out.append(Credit(str(data["role"]), data["name"]))
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
        type_names = set(groups["types"])
        catalog_names = set(groups["catalogs"])
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

    def _components(
        self,
        face_types: dict[str, dict[str, FieldType]],
        base_checker: Checker,
        catalogs: dict[str, Catalog],
    ) -> tuple[Component, ...]:
        components: list[Component] = []
        component_ids: set[str] = set()
        item_ids: dict[str, str] = {}
        for source, path, value in self.sections["components"]:
            report = self._reporter(source)
            checker = Checker(base_checker.object_types, base_checker.ids, report)
            if not isinstance(value, list):
                report(path, "expected a list of components")
                continue
            for i, entry in enumerate(value):
                here = (*path, i)
                data = self._keys(
                    source,
                    entry,
                    here,
                    ("id", "kind", "name", "front", "items"),
                    (
                        "size",
                        "shape",
                        "cell",
                        "corner",
                        "back",
                        "back_type",
                        "count",
                        "count_by",
                        "provenance",
                    ),
                )
                if data is None:
                    continue
                comp_id = self._id(source, data.get("id"), (*here, "id"))
                if comp_id in component_ids:
                    report((*here, "id"), f"duplicate component id '{comp_id}'")
                elif comp_id:
                    component_ids.add(comp_id)
                kind = data.get("kind")
                if kind not in KINDS:
                    report((*here, "kind"), f"expected one of {', '.join(KINDS)}, got {kind!r}")
                name = self._text(source, data.get("name"), (*here, "name"))
                size = self._size(source, data.get("size"), (*here, "size"), kind)
                shape = data.get("shape", "rect")
                if shape not in SHAPES:
                    report((*here, "shape"), f"expected one of {', '.join(SHAPES)}, got {shape!r}")
                cell = data.get("cell")
                if shape == "polyomino":
                    if not isinstance(cell, int | float) or isinstance(cell, bool) or cell <= 0:
                        report(
                            (*here, "cell") if "cell" in data else here,
                            "a polyomino component needs 'cell' (the square's side in mm)",
                        )
                        cell = None
                elif "cell" in data:
                    report((*here, "cell"), "'cell' only applies to shape: polyomino")
                corner = data.get("corner", 0.0)
                if not isinstance(corner, int | float) or isinstance(corner, bool) or corner < 0:
                    report((*here, "corner"), "expected a corner radius in mm (≥ 0)")
                    corner = 0.0
                front_type = data.get("front")
                if front_type not in face_types:
                    report(
                        (*here, "front"),
                        f"unknown face type {front_type!r} "
                        f"(declared: {', '.join(sorted(face_types)) or 'none'})",
                    )
                    front_type = None
                back_type = data.get("back_type")
                if back_type is not None and back_type not in face_types:
                    report((*here, "back_type"), f"unknown face type {back_type!r}")
                    back_type = None
                common_back = None
                if "back" in data:
                    if "back_type" in data:
                        report(
                            (*here, "back"),
                            "give either a common 'back' or 'back_type' (per-item backs), not both",
                        )
                    common_back = self._face(
                        data["back"], (*here, "back"), None, face_types, checker, report
                    )
                prov = None
                if "provenance" in data:
                    prov = self._provenance(source, data["provenance"], (*here, "provenance"))
                before = len(self.problems)
                items = self._items(
                    source,
                    data.get("items"),
                    (*here, "items"),
                    front_type,
                    back_type,
                    shape,
                    face_types,
                    checker,
                    item_ids,
                    comp_id,
                )
                items_clean = len(self.problems) == before and front_type is not None
                count = None
                if "count" in data:
                    count = self._int(source, data["count"], (*here, "count"), 0)
                total = sum(item.quantity for item in items)
                if count is not None and items_clean and total != count:
                    report(
                        (*here, "count"), f"declares {count} items but the items add up to {total}"
                    )
                if "count_by" in data and front_type and items_clean:
                    self._count_by(
                        source,
                        data["count_by"],
                        (*here, "count_by"),
                        items,
                        face_types[front_type],
                        catalogs,
                    )
                if None in (comp_id, name, front_type) or kind not in KINDS:
                    continue
                components.append(
                    Component(
                        id=comp_id,
                        kind=kind,
                        name=name,
                        size=size,
                        shape=shape,
                        front_type=front_type,
                        items=tuple(items),
                        back=common_back,
                        back_type=back_type,
                        cell_mm=float(cell) if cell else None,
                        corner_mm=float(corner),
                        count=count,
                        provenance=prov,
                    )
                )
        return tuple(components)

    def _size(self, source: Source, value: Any, path: PathKey, kind: Any) -> Size | None:
        report = self._reporter(source)
        if value is None:
            if kind not in ("sheet", "tiles"):
                report(
                    path[:-1],
                    "missing required key 'size' (a name such as poker, or {width, height} in mm)",
                )
            return None
        if isinstance(value, str):
            if value not in SIZES:
                report(path, f"unknown size '{value}' (known: {', '.join(SIZES)})")
                return None
            return SIZES[value]
        data = self._keys(source, value, path, ("width", "height"))
        if data is None:
            return None
        dims = []
        for key in ("width", "height"):
            v = data.get(key)
            if not isinstance(v, int | float) or isinstance(v, bool) or not 5 <= v <= 500:
                report((*path, key), "expected a length in mm between 5 and 500")
                return None
            dims.append(float(v))
        return Size(*dims)

    def _face(
        self,
        value: Any,
        path: PathKey,
        face_type: str | None,
        face_types: dict[str, dict[str, FieldType]],
        checker: Checker,
        report,
    ) -> Face | None:
        """A face: its type is given by the component, or (common backs) by a 'type' key."""
        if face_type is None:
            if not isinstance(value, dict) or value.get("type") not in face_types:
                got = value.get("type") if isinstance(value, dict) else None
                report(path, f"a common back needs 'type:' naming a face type, got {got!r}")
                return None
            face_type = value["type"]
            fields = checker.fields(value, path, face_types[face_type], ignore=frozenset({"type"}))
        else:
            if value is None:
                value = {}
            fields = checker.fields(value, path, face_types[face_type])
        return Face(face_type, fields) if fields is not None else None

    def _items(
        self,
        source,
        value,
        path,
        front_type,
        back_type,
        shape,
        face_types,
        checker,
        item_ids,
        comp_id,
    ) -> list[Item]:
        report = self._reporter(source)
        if not isinstance(value, list):
            report(path, "expected a list of items")
            return []
        items: list[Item] = []
        for i, entry in enumerate(value):
            here = (*path, i)
            data = self._keys(
                source,
                entry,
                here,
                ("id",),
                ("quantity", "name", "front", "back", "cells", "provenance"),
            )
            if data is None:
                continue
            item_id = self._id(source, data.get("id"), (*here, "id"))
            if item_id in item_ids:
                report(
                    (*here, "id"),
                    f"duplicate item id '{item_id}' (already in "
                    f"component '{item_ids[item_id]}'; item ids are unique in a game)",
                )
                item_id = None
            elif item_id:
                item_ids[item_id] = comp_id or "?"
            quantity = self._int(source, data.get("quantity", 1), (*here, "quantity"), 1)
            name = self._text(source, data["name"], (*here, "name")) if "name" in data else None
            front = None
            if front_type:
                front = self._face(
                    data.get("front"), (*here, "front"), front_type, face_types, checker, report
                )
            back = None
            if "back" in data:
                if back_type is None:
                    report(
                        (*here, "back"),
                        "this component has no 'back_type': its items share the common back",
                    )
                else:
                    back = self._face(
                        data["back"], (*here, "back"), back_type, face_types, checker, report
                    )
            elif back_type is not None:
                report(
                    here, f"missing 'back' (the component's items each have a '{back_type}' back)"
                )
            cells = None
            if shape == "polyomino":
                cells = self._cells(source, data.get("cells"), (*here, "cells"))
            elif "cells" in data:
                report((*here, "cells"), "'cells' only applies to shape: polyomino")
            prov = None
            if "provenance" in data:
                prov = self._provenance(source, data["provenance"], (*here, "provenance"))
            if item_id and quantity and front is not None:
                items.append(Item(item_id, quantity, front, back, name, cells, prov))
        return items

    def _cells(self, source: Source, value: Any, path: PathKey) -> tuple[str, ...] | None:
        report = self._reporter(source)
        if (
            not isinstance(value, list)
            or not value
            or not all(isinstance(r, str) and r and set(r) <= {"X", "."} for r in value)
        ):
            report(path, "expected polyomino rows like ['XX', 'X.'] (X = square, . = none)")
            return None
        if len({len(r) for r in value}) != 1:
            report(path, "every row must have the same length")
            return None
        squares = {(x, y) for y, row in enumerate(value) for x, c in enumerate(row) if c == "X"}
        if not squares:
            report(path, "a tile needs at least one square")
            return None
        start = next(iter(squares))
        stack, reached = [start], {start}
        while stack:
            x, y = stack.pop()
            for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if n in squares and n not in reached:
                    reached.add(n)
                    stack.append(n)
        if reached != squares:
            report(path, "the squares of a tile must be connected edge to edge")
            return None
        return tuple(value)

    def _count_by(self, source, value, path, items, front_fields, catalogs) -> None:
        report = self._reporter(source)
        data = self._keys(source, value, path, ("field", "expect"))
        if data is None or "field" not in data or "expect" not in data:
            return
        ftype = front_fields.get(data["field"])
        if ftype is None or ftype.kind != "ref" or ftype.target not in catalogs:
            report((*path, "field"), "expected the name of a front field that refers to a catalog")
            return
        catalog = catalogs[ftype.target]
        totals: dict[str, int] = {}
        for item in items:
            key = item.front.get(data["field"])
            totals[key] = totals.get(key, 0) + item.quantity
        for entry in catalog:
            expected = entry.get(data["expect"])
            if not isinstance(expected, int):
                report(
                    (*path, "expect"),
                    f"catalog '{catalog.name}' has no integer field "
                    f"'{data['expect']}' on '{entry.id}'",
                )
                return
            if totals.get(entry.id, 0) != expected:
                report(
                    path,
                    f"{catalog.name} '{entry.id}' expects {expected} items, the "
                    f"items have {totals.get(entry.id, 0)}",
                )

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

    def _rules(self, prefix: str | None, scoring: tuple[ScoringRule, ...]) -> dict[str, RulesPage]:
        pages: dict[str, RulesPage] = {}
        for lang in LANGS:
            file = self.folder / "rules" / f"{lang}.md"
            display = self._display(file)
            try:
                markdown = file.read_text(encoding="utf-8")
            except FileNotFoundError:
                self.problems.append(
                    Problem(display, 1, 1, "(file)", f"missing rules page in {lang}")
                )
                continue
            except (OSError, UnicodeDecodeError) as error:
                self.problems.append(Problem(display, 1, 1, "(file)", f"unreadable: {error}"))
                continue
            ids: list[str] = []
            for match in HEADING_ID.finditer(markdown):
                line = markdown.count("\n", 0, match.start()) + 1
                section = match.group(1)
                if section in ids:
                    self.problems.append(Problem(display, line, 1, section, "duplicate section id"))
                if prefix and not section.startswith(prefix + "-"):
                    self.problems.append(
                        Problem(display, line, 1, section, f"section ids start with '{prefix}-'")
                    )
                ids.append(section)
            pages[lang] = RulesPage(lang, markdown, tuple(ids))
        if "en" in pages:
            reference = pages["en"].section_ids
            for lang, page in pages.items():
                missing = [s for s in reference if s not in page.section_ids]
                extra = [s for s in page.section_ids if s not in reference]
                display = self._display(self.folder / "rules" / f"{lang}.md")
                if missing:
                    self.problems.append(
                        Problem(
                            display,
                            1,
                            1,
                            "(sections)",
                            "missing section ids of en.md: " + ", ".join(missing),
                        )
                    )
                if extra:
                    self.problems.append(
                        Problem(
                            display,
                            1,
                            1,
                            "(sections)",
                            "section ids not in en.md: " + ", ".join(extra),
                        )
                    )
            for source, path, section in self._section_refs:
                if section not in reference:
                    self.problems.append(
                        source.problem(path, f"no rules section '{{#{section}}}' in rules/en.md")
                    )
        return pages
