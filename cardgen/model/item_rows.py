"""Where a component's items are: its YAML ``items`` list, or the rows of the CSV file
``items_from`` names (:mod:`cardgen.model.csvitems`)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from cardgen.model.csvitems import columns_for, read_csv_items, required_columns
from cardgen.model.reader import Reader
from cardgen.model.schema import FieldType
from cardgen.model.yamlsrc import PathKey, Source


class ItemRowsReader(Reader):
    def _item_rows(
        self,
        source: Source,
        data: dict[str, Any],
        here: PathKey,
        front_type: str | None,
        back_type: str | None,
        shape: Any,
        face_types: dict[str, dict[str, FieldType]],
    ) -> tuple[Source, Any, PathKey]:
        """Where the items are: the YAML ``items`` list, or the rows of ``items_from``'s
        CSV file (:mod:`cardgen.model.csvitems`), as ``(source, list, path)``."""
        report = self._reporter(source)
        if "items" in data and "items_from" in data:
            report((*here, "items_from"), "give either 'items' or 'items_from', not both")
            return source, [], (*here, "items")
        if "items_from" not in data:
            if "items" not in data:
                report(here, "missing required key 'items' (or 'items_from: FILE.csv')")
                return source, [], (*here, "items")
            return source, data["items"], (*here, "items")
        path = (*here, "items_from")
        written = data["items_from"]
        if not isinstance(written, str) or not written.lower().endswith(".csv"):
            report(path, f"expected the name of a .csv file next to the YAML, got {written!r}")
            return source, [], path
        file = (self.folder / written).resolve()
        if Path(written).is_absolute() or not file.is_relative_to(self.folder.resolve()):
            report(path, f"'{written}' must be a path inside the game's folder")
            return source, [], path
        if not file.is_file():
            report(path, f"no file '{written}' in the game's folder")
            return source, [], path
        if front_type is None:
            return source, [], path
        front = face_types[front_type]
        back = face_types[back_type] if back_type else None
        known, impossible = columns_for(front, back, shape == "polyomino")
        needed = [name for name, f in front.items() if name in impossible and not f.optional]
        if back:
            needed += [name for name, f in back.items() if name in impossible and not f.optional]
        if needed:
            why = ", ".join(f"'{name}' ({impossible[name]})" for name in needed)
            report(path, f"a CSV cell cannot hold the field(s) {why}; list these items in YAML")
            return source, [], path
        needs = required_columns(front, back, shape == "polyomino")
        # named as the folder was given (the resolved file may lie behind a link)
        shown = self._display(self.folder / written)
        csv_source, rows = read_csv_items(file, shown, known, needs)
        self.problems.extend(csv_source.problems)
        return csv_source, rows, ()
