"""``cardgen new --languages en,de``: the scaffold in some of cardgen's languages only.

The scaffold (``cardgen/scaffold/``) is written in every language cardgen knows. For a game
in fewer, each file is cut down as it is copied, by what it is rather than by knowing the
scaffold's text, so the scaffold can change without this module:

- ``rules/<lang>.md`` of a language the game does not have is left out, and so is its
  catalog of the engine's words, ``locale/<lang>/LC_MESSAGES/<game>.po``;
- in a YAML file, every *text* (a mapping whose keys are all language codes) loses its
  entries in the other languages, in place: comments, order and layout stay as written;
- in a CSV file, the columns of a text in another language (``name.nl``) are left out.
"""

from __future__ import annotations

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
    if path.suffix == ".po" and path.parent.name == "LC_MESSAGES":
        lang = path.parent.parent.name
        return text if lang in keep or lang not in LANGS else None
    if path.suffix in (".yaml", ".yml"):
        return keep_yaml_texts(text, keep)
    if path.suffix == ".csv":
        return keep_csv_texts(text, keep)
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
