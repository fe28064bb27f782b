"""docs/checker-format.md is the reference of ``checker.yaml``: every mapping, kind of field
and key. Its tables are compared with the vocabulary ``cardgen validate`` checks
(``cardgen.model.checker_keys``), so a key added to the check without the reference, or a
documented key the check refuses, fails here. And the keys the checker's front end reads
of a field are all in the vocabulary. Pure text: milliseconds."""

from __future__ import annotations

import re
from pathlib import Path

from cardgen.model import checker_keys as vocab
from cardgen.site.checker_sources import SOURCES

DOC = Path(__file__).resolve().parents[1] / "docs" / "checker-format.md"


def names(cell: str) -> list[str]:
    """The names written as code in a table cell: `` `min`, `max` ``."""
    return re.findall(r"`([A-Za-z_][A-Za-z0-9_.-]*)`", cell)


def split_row(line: str) -> list[str]:
    return [cell.strip() for cell in line.strip().strip("|").split("|")]


def table(first_header: str) -> dict[str, list[str]]:
    """The table headed ``first_header``: each name of a row's first cell → the row's
    other cells."""
    lines = DOC.read_text(encoding="utf-8").splitlines()
    for i, line in enumerate(lines):
        if not line.startswith("|") or split_row(line)[0] != first_header:
            continue
        assert lines[i + 1].startswith("|---")
        rows: dict[str, list[str]] = {}
        for row in lines[i + 2 :]:
            if not row.startswith("|"):
                break
            first, *rest = split_row(row)
            for name in names(first):
                assert name not in rows, f"{name} is in two rows of the {first_header} table"
                rows[name] = rest
        return rows
    raise AssertionError(f"docs/checker-format.md has no table headed '{first_header}'")


def test_the_mappings_and_their_keys() -> None:
    rows = table("mapping")
    mappings = {
        "checker": vocab.CHECKER_KEYS,
        "players": vocab.PLAYERS_KEYS,
        "players.modes": vocab.PLAYER_MODE_KEYS,
        "modes": vocab.RECORD_MODE_KEYS,
        "subtotal": vocab.SUBTOTAL_KEYS,
        "rounds": vocab.ROUNDS_KEYS,
    }
    assert list(rows) == list(mappings)
    for mapping, keys in mappings.items():
        assert names(rows[mapping][0]) == list(keys), mapping


def test_each_mapping_has_a_table_of_its_keys() -> None:
    for header, keys in (
        ("checker key", vocab.CHECKER_KEYS),
        ("players key", vocab.PLAYERS_KEYS),
        ("player mode key", vocab.PLAYER_MODE_KEYS),
        ("record mode key", vocab.RECORD_MODE_KEYS),
        ("subtotal key", vocab.SUBTOTAL_KEYS),
        ("rounds key", vocab.ROUNDS_KEYS),
    ):
        rows = table(header)
        assert list(rows) == list(keys), header
        assert all(cells[-1] for cells in rows.values()), f"{header}: a key without its use"


def test_the_keys_of_every_field_and_of_its_place() -> None:
    rows = table("field key")
    assert list(rows) == [*vocab.FIELD_KEYS, *vocab.TOP_FIELD_KEYS, *vocab.PLAYER_FIELD_KEYS]
    for key in vocab.FIELD_KEYS:
        assert rows[key][0] == "every field"
    for key in vocab.TOP_FIELD_KEYS:
        assert rows[key][0] == "the whole record's", key
    for key in vocab.PLAYER_FIELD_KEYS:
        assert rows[key][0] == "a player mode's", key


def test_every_kind_with_its_keys() -> None:
    rows = table("kind")
    assert list(rows) == list(vocab.KINDS)
    for kind, (keys, _shows) in rows.items():
        assert names(keys) == list(vocab.KIND_KEYS[kind]), kind


def test_every_key_of_a_kind_is_described_with_the_kinds_that_take_it() -> None:
    rows = table("key")
    every = {key for keys in vocab.KIND_KEYS.values() for key in keys}
    assert set(rows) == every
    for key, (kinds, value, does) in rows.items():
        takes = [kind for kind, keys in vocab.KIND_KEYS.items() if key in keys]
        assert names(kinds) == takes, key
        assert value and does, key
        if key in vocab.FLAGS:
            assert value == "`true` / `false`", key


def test_the_front_end_reads_no_key_of_a_field_the_vocabulary_lacks() -> None:
    """The keys ``frontend/checker/form/`` reads of a field (``field.KEY``): each is one the
    check lets through, so a key the front end starts reading is documented too."""
    every = {
        *vocab.FIELD_KEYS,
        *vocab.TOP_FIELD_KEYS,
        *vocab.PLAYER_FIELD_KEYS,
        *(key for keys in vocab.KIND_KEYS.values() for key in keys),
    }
    read: set[str] = set()
    for path in [*(SOURCES / "form").glob("*.js"), *(SOURCES / "core").glob("*.js")]:
        read |= set(re.findall(r"\bfield\??\.([a-z_]+)\b", path.read_text(encoding="utf-8")))
    assert read and read <= every, read - every
