"""docs/layouts.md is the reference of every layout section, element and key: its tables are
compared with the vocabulary the loader checks (``cardgen.model.layout_types`` and the
names templates know), so a key added to the code without the reference, or a documented
key the code dropped, fails here. Pure text and constants: milliseconds."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cardgen.model.layout_expr import BUILTINS, REPEAT_NAMES
from cardgen.model.layout_types import (
    ALIGN,
    ALONG_KEYS,
    BOX_KEYS,
    BOXES,
    BUNDLED_FONTS,
    COMMON_KEYS,
    ELEMENT_KINDS,
    FITS,
    FONT_KEYS,
    GRID_KEYS,
    ICON_KEYS,
    KIND_KEYS,
    LAYOUT_KEYS,
    PATTERNS,
    REQUIRED_KEYS,
    SECTIONS,
    STYLE_KEYS,
    TEMPLATE_KEYS,
    VALIGN,
)
from cardgen.render.icons import BUNDLED_ICONS

DOC = Path(__file__).resolve().parents[1] / "docs" / "layouts.md"
ELEMENT_ONLY = ("kind", "name", "style", "when")
"""The keys of an element that a style cannot set."""


def names(cell: str) -> list[str]:
    """The names written as code in a table cell or a sentence: `` `fill`, `stroke` ``."""
    return re.findall(r"`([A-Za-z_][A-Za-z0-9_.]*)`", cell)


def table(first_header: str) -> dict[str, list[str]]:
    """The table of docs/layouts.md whose first column is headed ``first_header``: each row
    as its first cell's names (every name there, one row each) → the row's other cells."""
    lines = DOC.read_text(encoding="utf-8").splitlines()
    rows: dict[str, list[str]] = {}
    for i, line in enumerate(lines):
        cells = split_row(line)
        if not cells or cells[0] != first_header or not lines[i + 1].startswith("|---"):
            continue
        for row in lines[i + 2 :]:
            if not row.startswith("|"):
                break
            first, *rest = split_row(row)
            for name in names(first):
                assert name not in rows, f"{name} is in two rows of the {first_header} table"
                rows[name] = rest
        return rows
    raise AssertionError(f"docs/layouts.md has no table headed '{first_header}'")


def split_row(line: str) -> list[str]:
    if not line.startswith("|"):
        return []
    return [cell.strip() for cell in re.split(r"(?<!\\)\|", line.strip().strip("|"))]


def sentence(starting: str) -> str:
    text = " ".join(DOC.read_text(encoding="utf-8").split())
    start = text.index(starting)
    return text[start : text.index(".", start + len(starting))]


def test_the_sections_and_the_keys_of_their_entries() -> None:
    rows = table("section")
    assert list(rows) == sorted(SECTIONS, key=["layouts", "styles", "fonts", "icons"].index)
    assert names(rows["layouts"][1]) == list(LAYOUT_KEYS)
    assert names(rows["fonts"][1]) == list(FONT_KEYS)
    assert "(required)" in rows["fonts"][1].split("`regular`")[1][:12]
    assert sorted(set(names(rows["icons"][1]))) == sorted(ICON_KEYS)
    # a style: extends, then what a style may not set (all the rest it may)
    assert names(rows["styles"][1]) == ["extends", *ELEMENT_ONLY]
    every_key = {key for keys in KIND_KEYS.values() for key in keys}
    assert set(STYLE_KEYS) == every_key - set(ELEMENT_ONLY)


def test_the_boxes_and_the_placement_keys() -> None:
    assert list(table("box")) == list(BOXES)
    assert sorted(table("key")) == sorted(BOX_KEYS)  # the page's first "key" table: placement


def test_every_kind_of_element_with_its_keys_and_the_required_ones() -> None:
    rows = table("kind")
    assert list(rows) == list(ELEMENT_KINDS)
    for kind, (keys, _draws) in rows.items():
        documented = [name for name in names(keys) if name not in COMMON_KEYS]
        assert sorted(documented) == sorted(set(KIND_KEYS[kind]) - set(COMMON_KEYS)), kind
        required = names(keys.split("(required)")[0]) if "(required)" in keys else []
        assert sorted(required) == sorted(REQUIRED_KEYS.get(kind, ())), kind
    # a line takes no placement key but its box
    assert set(KIND_KEYS["line"]) & set(BOX_KEYS) == {"in"}
    assert "only `in` of the placement keys" in rows["line"][0]


def value_table() -> dict[str, list[str]]:
    """The second table headed "key": every key's value and default."""
    text = DOC.read_text(encoding="utf-8")
    later = text[text.index("| key | value | default |") :]
    rows: dict[str, list[str]] = {}
    for row in later.splitlines()[2:]:
        if not row.startswith("|"):
            break
        first, *rest = split_row(row)
        for name in names(first):
            rows[name] = rest
    return rows


def test_every_key_an_element_takes_has_its_value_and_default() -> None:
    rows = value_table()
    every_key = {key for keys in KIND_KEYS.values() for key in keys}
    assert set(rows) == every_key - set(COMMON_KEYS)


@pytest.mark.parametrize(
    ("key", "values"),
    [
        ("pattern", PATTERNS),
        ("fit", FITS),
        ("align", ALIGN),
        ("valign", VALIGN),
        ("font", BUNDLED_FONTS),
        ("grid", GRID_KEYS),
        ("along", ALONG_KEYS),
    ],
)
def test_the_values_a_key_takes_are_the_codes(key: str, values: tuple[str, ...]) -> None:
    value = value_table()[key][0]
    if key in ("grid", "along"):  # the keys written in `{columns: N, rows?: N, …}`
        written = re.search(r"`\{([^`]*)\}`", value)
        assert written and re.findall(r"(\w+)\??:", written[1]) == list(values)
        return
    listed = [name for name in names(value) if name != "none"]
    listed += re.findall(r"\b(left|center|right|top|middle|bottom|sans|mono)\b", value)
    for name in values:
        assert name in listed, f"{key}: '{name}' is not documented"


def test_template_keys_built_in_names_and_bundled_icons() -> None:
    said = sentence("A text in `text`")
    assert names(said) == list(TEMPLATE_KEYS)
    builtins = [
        f"{head}.{part}" if isinstance(fields, dict) else head
        for head, fields in BUILTINS.items()
        for part in (fields if isinstance(fields, dict) else [None])
    ]
    assert list(table("name")) == [*builtins, *REPEAT_NAMES]
    assert names(sentence("then the bundled ones:")) == list(BUNDLED_ICONS)
