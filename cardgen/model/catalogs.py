"""Reading the ``schema`` section (the game's own field types) and the ``catalogs``
section (named lists of entries the faces and the checker refer to: countries, terrains,
resources …). Notation of the types: ``cardgen.model.schema``."""

from __future__ import annotations

from typing import Any

from cardgen.errors import Problem
from cardgen.model.reader import Reader, Section
from cardgen.model.schema import SLUG, Checker, FieldType, parse_type
from cardgen.model.types import Catalog, CatalogEntry
from cardgen.model.yamlsrc import PathKey, Source


class CatalogReader(Reader):
    sections: dict[str, list[Section]]

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
            checker = Checker(object_types, ids, report, self.folder, self.langs)
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
