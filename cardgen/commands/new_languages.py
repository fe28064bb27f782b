"""``cardgen new --languages en,de``: the scaffold in some of cardgen's languages only.

The scaffold (``cardgen/scaffold/``) is written in every language cardgen knows. For a game
in fewer, each file is cut down as it is copied, by what it is rather than by knowing the
scaffold's text, so the scaffold can change without this module:

- ``rules/<lang>.md`` of a language the game does not have is left out;
- in a YAML file, every *text* (a mapping whose keys are all language codes) loses its
  entries in the other languages, in place: comments, order and layout stay as written;
- in a CSV file, the columns of a text in another language (``name.nl``) are left out;
- in a Python file (the engine's words), every dictionary whose keys are all language codes
  loses its entries in the other languages, in place, as a YAML text does.
"""

from __future__ import annotations

import ast
import csv
import io
from collections.abc import Iterable
from pathlib import PurePosixPath

import yaml

from cardgen.errors import UserError
from cardgen.model.languages import LANGS, in_product_order, spoken_list


def parse_languages(given: str | None) -> tuple[str, ...]:
    """The codes of ``--languages`` (``en,de``: commas, spaces allowed), in cardgen's order;
    every language cardgen knows without the option. A ``UserError`` for an empty list or
    a code cardgen does not know."""
    if given is None:
        return LANGS
    known = spoken_list(LANGS, "and")
    codes = [part.strip().lower() for part in given.replace(" ", ",").split(",") if part.strip()]
    if not codes:
        raise UserError(
            f"--languages needs at least one language code, e.g. --languages {','.join(LANGS[:2])}"
            f" (cardgen knows {known})"
        )
    unknown = [code for code in codes if code not in LANGS]
    if unknown:
        listed = ", ".join(f"'{code}'" for code in dict.fromkeys(unknown))
        word = "language" if len(set(unknown)) == 1 else "languages"
        raise UserError(
            f"--languages: unknown {word} {listed} (cardgen knows {known}; separate codes"
            f" with commas: --languages {','.join(LANGS[:2])})"
        )
    return in_product_order(codes)


def scaffold_text(relative: str, text: str, keep: tuple[str, ...]) -> str | None:
    """The scaffold file ``relative`` (a POSIX path below the scaffold) for a game in the
    languages ``keep``; None: the file is left out."""
    if keep == LANGS:
        return text
    path = PurePosixPath(relative)
    if path.parent.name == "rules" and path.suffix == ".md" and path.stem in LANGS:
        return text if path.stem in keep else None
    if path.suffix in (".yaml", ".yml"):
        return keep_yaml_texts(text, keep)
    if path.suffix == ".csv":
        return keep_csv_texts(text, keep)
    if path.suffix == ".py":
        return keep_python_texts(text, keep)
    return text


def keep_yaml_texts(text: str, keep: Iterable[str]) -> str:
    """``text`` (YAML) with every text's translations outside ``keep`` cut out, in place."""
    keep = set(keep)
    edits: list[tuple[int, int, str]] = []
    for node in _mappings(yaml.compose(text)):
        keys = [key.value for key, _ in node.value if isinstance(key, yaml.ScalarNode)]
        if len(keys) != len(node.value) or len(keys) < 2 or not set(keys) <= set(LANGS):
            continue  # not a text in several languages
        if set(keys) <= keep:
            continue
        edits += _flow_edit(text, node, keep) if node.flow_style else _block_cuts(text, node, keep)
    for start, end, replacement in sorted(edits, reverse=True):
        text = text[:start] + replacement + text[end:]
    return text


def _mappings(node: yaml.Node | None) -> Iterable[yaml.MappingNode]:
    if isinstance(node, yaml.MappingNode):
        yield node
        for key, value in node.value:
            yield from _mappings(key)
            yield from _mappings(value)
    elif isinstance(node, yaml.SequenceNode):
        for item in node.value:
            yield from _mappings(item)


def _flow_edit(text: str, node: yaml.MappingNode, keep: set[str]) -> list[tuple[int, int, str]]:
    """``{en: Sun, de: Sonne, nl: Zon}`` → ``{en: Sun, de: Sonne}``: the entries kept, as
    written, between the first entry's start and the last one's end."""
    entries = node.value
    kept = [
        text[key.start_mark.index : value.end_mark.index]
        for key, value in entries
        if key.value in keep
    ]
    start, end = entries[0][0].start_mark.index, entries[-1][1].end_mark.index
    return [(start, end, ", ".join(kept))]


def _block_cuts(text: str, node: yaml.MappingNode, keep: set[str]) -> list[tuple[int, int, str]]:
    """The lines of a block mapping's entries in languages not kept: from the key's line to
    the next key's line (or the end of the value's last line)."""
    entries = node.value
    cuts = []
    for i, (key, value) in enumerate(entries):
        if key.value in keep:
            continue
        start = text.rfind("\n", 0, key.start_mark.index) + 1
        if i + 1 < len(entries):
            end = text.rfind("\n", 0, entries[i + 1][0].start_mark.index) + 1
        else:
            end = value.end_mark.index
            if value.end_mark.column != 0:  # a scalar ending inside its line: take the line
                newline = text.find("\n", end)
                end = len(text) if newline < 0 else newline + 1
        cuts.append((start, end, ""))
    return cuts


def keep_csv_texts(text: str, keep: Iterable[str]) -> str:
    """``text`` (CSV with a header row) without the columns of texts in languages not in
    ``keep`` (``name.nl``, ``front.text.it``)."""
    keep = set(keep)
    rows = list(csv.reader(io.StringIO(text, newline="")))
    if not rows:
        return text
    header = rows[0]
    kept = [
        i
        for i, name in enumerate(header)
        if not (name.rpartition(".")[0] and name.rpartition(".")[2] in set(LANGS) - keep)
    ]
    out = io.StringIO(newline="")
    writer = csv.writer(out, lineterminator="\n")
    for row in rows:
        writer.writerow([row[i] for i in kept if i < len(row)])
    return out.getvalue()


def keep_python_texts(text: str, keep: Iterable[str]) -> str:
    """``text`` (Python source) with the entries of every dictionary display keyed by
    language codes (``{"en": …, "de": …}``, at least two) cut down to ``keep``: a
    dictionary written over several lines loses the lines of the others (an entry's lines
    and the comment lines right above it), one written on a single line is rewritten with
    the entries kept, as written."""
    keep = set(keep)
    offsets = [0]
    for source_line in text.splitlines(keepends=True):
        offsets.append(offsets[-1] + len(source_line))

    def at(line: int, col: int) -> int:  # ast columns count UTF-8 bytes
        start = offsets[line - 1]
        return start + len(text[start:].encode("utf-8")[:col].decode("utf-8"))

    edits: list[tuple[int, int, str]] = []
    for node in ast.walk(ast.parse(text)):
        if not isinstance(node, ast.Dict) or len(node.keys) < 2:
            continue
        codes = [k.value if isinstance(k, ast.Constant) else None for k in node.keys]
        if not all(isinstance(c, str) and c in LANGS for c in codes) or set(codes) <= keep:
            continue
        entries = [
            (code, at(key.lineno, key.col_offset), at(value.end_lineno, value.end_col_offset))
            for code, key, value in zip(codes, node.keys, node.values, strict=True)
            if key is not None and value.end_lineno is not None and value.end_col_offset is not None
        ]
        spans = [
            (text.count("\n", 0, start), text.count("\n", 0, end)) for _, start, end in entries
        ]
        one_per_line = all(end < nxt for (_, end), (nxt, _) in zip(spans, spans[1:], strict=False))
        if node.lineno == node.end_lineno or not one_per_line:  # rewritten on one line
            kept = [text[start:end] for code, start, end in entries if code in keep]
            edits.append((entries[0][1], entries[-1][2], ", ".join(kept)))
            continue
        for code, start, end in entries:
            if code in keep:
                continue
            first = text.rfind("\n", 0, start) + 1
            while first > 0:  # the comment lines right above the entry are the entry's
                above = text.rfind("\n", 0, first - 1) + 1
                if not text[above:first].lstrip().startswith("#"):
                    break
                first = above
            newline = text.find("\n", end)
            edits.append((first, len(text) if newline < 0 else newline + 1, ""))
    for start, end, replacement in sorted(edits, reverse=True):
        text = text[:start] + replacement + text[end:]
    return text
