"""A component's items from a CSV file (``items_from: cards.csv``).

The file is UTF-8 (a byte-order mark is accepted), comma-separated, with a header row that
names the columns. Each further row is one item. A column is a key of the item, typed by
the game's schema as the same value in YAML would be:

- ``id`` (required), ``quantity``, ``cells`` (polyomino rows joined by ``/``: ``XX/X.``),
  ``layout`` (the card's own layout), ``provenance.status``, ``provenance.source``;
- a text is one column per language: ``name.en``, ``name.de`` … or ``name.neutral``;
  ``provenance.reason.en`` …;
- a front field is its name (``value``, ``suit``, ``flavour.en`` for a text field), or
  ``front.<name>`` when the name is also an item key; a per-item back field (components
  with ``back_type``) is ``back.<name>``;
- a list of plain values is one cell, its entries separated by ``;`` (``sun; moon``);
  an empty cell is an empty list. A field of a record type or a map cannot be a cell.

An empty cell leaves the key out (an optional field is then empty; a required one is
reported). The rows become the same mapping the YAML ``items:`` list holds, checked by the
same code, and every problem is located in the CSV file as ``cards.csv:LINE:COLUMN: FIELD:
message``, COLUMN counting cells from 1.
"""

from __future__ import annotations

import csv
import io
import math
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cardgen.errors import Problem
from cardgen.model.schema import FieldType
from cardgen.model.types import LANGS
from cardgen.model.yamlsrc import PathKey, Source

MAX_CSV_BYTES = 5 * 1024 * 1024
"""Largest CSV file accepted (thousands of cards are a few hundred kB)."""

TEXT_KEYS = (*LANGS, "neutral")
ITEM_KEYS = ("id", "quantity", "name", "cells", "provenance", "layout")
CELL_KINDS = {"str", "id", "bool", "colour", "image", "int", "number", "ref", "enum", "any"}
"""Field kinds a single cell can hold."""

_INT = re.compile(r"[+-]?\d{1,30}")
_NUMBER = re.compile(r"[+-]?(?:\d{1,30}\.?\d{0,30}|\.\d{1,30})(?:[eE][+-]?\d{1,3})?")


@dataclass
class CsvSource(Source):
    """A CSV file as a source of items: paths locate at a row's line and a cell's column,
    and a problem names the column (``value``, ``name.de``) rather than a YAML path."""

    names: dict[PathKey, str] = field(default_factory=dict)

    def problem(self, path: PathKey, message: str, *, key: bool = False) -> Problem:
        line, col = self.where(path, key=key)
        probe = tuple(path)
        while probe and probe not in self.names:
            probe = probe[:-1]
        name = self.names.get(probe, "(row)" if path else "(file)")
        return Problem(self.file, line, col, name, message)


@dataclass(frozen=True)
class Column:
    """What a header name means: the path of its value in the item, and its type."""

    path: tuple[str, ...]
    kind: str
    """``cell`` (a plain value typed by ``ftype``), ``list`` (``;``-separated), ``cells``
    (polyomino rows), ``text`` (one language of a text) or ``plain`` (a string)."""
    ftype: FieldType | None = None


def _text_columns(prefix: str, path: tuple[str, ...]) -> dict[str, Column]:
    return {f"{prefix}.{lang}": Column((*path, lang), "text") for lang in TEXT_KEYS}


def columns_for(
    front: dict[str, FieldType], back: dict[str, FieldType] | None, polyomino: bool
) -> tuple[dict[str, Column], dict[str, str]]:
    """The columns a CSV of this component may have, and the face fields no cell can hold
    (name → why), which must then be optional."""
    known: dict[str, Column] = {"id": Column(("id",), "plain")}
    known["quantity"] = Column(("quantity",), "cell", FieldType("int"))
    known.update(_text_columns("name", ("name",)))
    if polyomino:
        known["cells"] = Column(("cells",), "cells")
    known["layout"] = Column(("layout",), "plain")
    known["provenance.status"] = Column(("provenance", "status"), "plain")
    known["provenance.source"] = Column(("provenance", "source"), "plain")
    known.update(_text_columns("provenance.reason", ("provenance", "reason")))
    impossible: dict[str, str] = {}
    for side, fields in (("front", front), ("back", back or {})):
        for name, ftype in fields.items():
            spellings = [f"{side}.{name}"]
            if side == "front" and name not in ITEM_KEYS:
                spellings.insert(0, name)
            for spelled in spellings:
                if ftype.kind == "text":
                    known.update(_text_columns(spelled, (side, name)))
                elif ftype.kind in CELL_KINDS:
                    known[spelled] = Column((side, name), "cell", ftype)
                elif ftype.kind == "list" and ftype.item and ftype.item.kind in CELL_KINDS:
                    known[spelled] = Column((side, name), "list", ftype)
                else:
                    impossible[spellings[0]] = ftype.describe()
    return known, impossible


def required_columns(
    front: dict[str, FieldType], back: dict[str, FieldType] | None, polyomino: bool
) -> list[tuple[str, tuple[str, ...]]]:
    """``(what, any of these columns)`` for every value each row needs."""
    needs: list[tuple[str, tuple[str, ...]]] = [("'id'", ("id",))]
    if polyomino:
        needs.append(("'cells' (the tile's rows, like XX/X.)", ("cells",)))
    for side, fields in (("front", front), ("back", back or {})):
        for name, ftype in fields.items():
            if ftype.optional or ftype.kind == "any":
                continue
            spelled = name if side == "front" and name not in ITEM_KEYS else f"{side}.{name}"
            options = (spelled, f"{side}.{name}")
            if ftype.kind == "text":
                needs.append(
                    (
                        f"'{spelled}' (a text: {spelled}.en, .de, .nl, .it or {spelled}.neutral)",
                        tuple(f"{o}.{lang}" for o in options for lang in TEXT_KEYS),
                    )
                )
            else:
                needs.append((f"'{spelled}' ({ftype.describe()})", options))
    return needs


def compact(names: list[str]) -> str:
    """Column names for a message, texts folded: ``name.{en,de,nl,it,neutral}``."""
    out: list[str] = []
    seen: set[str] = set()
    for name in names:
        head, _, lang = name.rpartition(".")
        if lang in TEXT_KEYS and head:
            folded = f"{head}.{{{','.join(TEXT_KEYS)}}}"
            if folded not in seen:
                seen.add(folded)
                out.append(folded)
        else:
            out.append(name)
    return ", ".join(out)


def typed(text: str, ftype: FieldType | None) -> Any:
    """A cell's text as the value YAML would give for this field type; text that is not
    of the type is kept as text, so the schema check reports it as it would in YAML."""
    kind = ftype.kind if ftype else "str"
    if kind == "int" and _INT.fullmatch(text):
        return int(text)
    if kind == "number":
        if _INT.fullmatch(text):
            return int(text)
        if _NUMBER.fullmatch(text):
            number = float(text)
            return number if math.isfinite(number) else text
    if kind == "bool" and text.lower() in ("true", "false"):
        return text.lower() == "true"
    return text


def _decode(raw: bytes, source: CsvSource) -> str | None:
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = raw[: error.start].count(b"\n") + 1
        col = error.start - (raw.rfind(b"\n", 0, error.start) + 1) + 1
        source.problems.append(
            Problem(source.file, line, col, "(file)", "not UTF-8 text (binary or wrong encoding)")
        )
        return None


def read_csv_items(
    file: Path,
    display: str,
    known: dict[str, Column],
    needs: list[tuple[str, tuple[str, ...]]],
) -> tuple[CsvSource, list]:
    """The rows of ``file`` as item mappings, with their locations; the header's and the
    file's problems are in ``source.problems`` (then there are no rows)."""
    source = CsvSource(display)
    source.values[()] = (1, 1)
    try:
        size = file.stat().st_size
        raw = file.read_bytes() if size <= MAX_CSV_BYTES else b""
    except OSError as error:
        source.problems.append(
            Problem(source.file, 1, 1, "(file)", f"cannot read: {error.strerror or error}")
        )
        return source, []
    if size > MAX_CSV_BYTES:
        limit = MAX_CSV_BYTES // (1024 * 1024)
        source.problems.append(Problem(source.file, 1, 1, "(file)", f"larger than {limit} MB"))
        return source, []
    text = _decode(raw, source)
    if text is None:
        return source, []
    if "\0" in text:
        line = text.count("\n", 0, text.index("\0")) + 1
        source.problems.append(Problem(source.file, line, 1, "(file)", "holds a NUL character"))
        return source, []
    reader = csv.reader(io.StringIO(text, newline=""), strict=True)
    records: list[tuple[int, list[str]]] = []
    try:
        last = 0
        for record in reader:
            start, last = last + 1, reader.line_num
            if record and any(cell.strip() for cell in record):
                records.append((start, record))
    except csv.Error as error:
        line = reader.line_num or 1
        source.problems.append(Problem(source.file, line, 1, "(file)", f"not valid CSV: {error}"))
        return source, []
    if not records:
        source.problems.append(
            Problem(source.file, 1, 1, "(file)", "the file is empty (expected a header row)")
        )
        return source, []
    header_line, header = records[0]
    if not _header_ok(source, header_line, header, known, needs):
        return source, []
    if len(records) == 1:
        source.problems.append(
            Problem(source.file, header_line, 1, "(file)", "no rows of items below the header")
        )
    rows: list[Any] = []
    for line, record in records[1:]:
        if len(record) != len(header):
            source.problems.append(
                Problem(
                    source.file,
                    line,
                    min(len(record), len(header)) + 1,
                    "(row)",
                    f"{len(record)} cells, but the header has {len(header)} columns",
                )
            )
            continue
        rows.append(_row(source, len(rows), line, header, record, known))
    return source, rows


def _header_ok(
    source: CsvSource,
    line: int,
    header: list[str],
    known: dict[str, Column],
    needs: list[tuple[str, tuple[str, ...]]],
) -> bool:
    ok = True
    seen: dict[str, int] = {}
    for col, raw in enumerate(header, start=1):
        name = raw.strip()
        if not name:
            source.problems.append(
                Problem(source.file, line, col, "(header)", "a column without a name")
            )
            ok = False
        elif name in seen:
            source.problems.append(
                Problem(
                    source.file,
                    line,
                    col,
                    "(header)",
                    f"column {name!r} is also column {seen[name]}",
                )
            )
            ok = False
        elif name not in known:
            source.problems.append(
                Problem(
                    source.file,
                    line,
                    col,
                    "(header)",
                    f"unknown column {name!r} (columns: {compact(list(known))})",
                )
            )
            ok = False
        else:
            if known[name].path in {known[n].path for n in seen}:
                source.problems.append(
                    Problem(source.file, line, col, "(header)", f"column {name!r} repeats another")
                )
                ok = False
            seen[name] = col
    for what, options in needs:
        if not any(option in seen for option in options):
            source.problems.append(
                Problem(source.file, line, 1, "(header)", f"missing required column {what}")
            )
            ok = False
    return ok


def _row(
    source: CsvSource,
    index: int,
    line: int,
    header: list[str],
    record: list[str],
    known: dict[str, Column],
) -> dict[str, Any]:
    source.values[(index,)] = (line, 1)
    item: dict[str, Any] = {}
    for col, (raw_name, cell) in enumerate(zip(header, record, strict=True), start=1):
        name = raw_name.strip()
        column = known[name]
        path = (index, *column.path)
        text = cell.strip()
        if column.kind == "text":
            source.values.setdefault(path[:-1], (line, col))
            source.names.setdefault(path[:-1], name.rpartition(".")[0])
        if not text and column.kind != "list":
            continue
        source.values[path] = (line, col)
        source.names[path] = name
        if column.kind == "cell":
            value: Any = typed(text, column.ftype)
        elif column.kind == "list":
            parts = [part.strip() for part in text.split(";")] if text else []
            assert column.ftype is not None
            value = [typed(part, column.ftype.item) for part in parts]
        elif column.kind == "cells":
            value = [part.strip() for part in text.split("/")]
        else:
            value = text
        target = item
        for key in column.path[:-1]:
            target = target.setdefault(key, {})
        target[column.path[-1]] = value
    return item
