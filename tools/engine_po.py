"""Write the scoring engine's texts as gettext catalogs (issue 32, step 1).

Until then the engine's texts were Python dicts ``{key: {lang: text}}`` in its modules. This
script reads those dicts from a commit that still has them (``--rev``, by default the last
one), importing that commit's engine from a temporary copy, and writes for each table one
domain:

- ``<folder>/<domain>.pot``: the template, ``msgctxt`` = the key, ``msgid`` = the English
  (source-language) text; a counted text (keys ``<key>_one``, ``<key>_other`` …) as
  ``msgid`` / ``msgid_plural``;
- ``<folder>/<lang>/LC_MESSAGES/<domain>.po`` for every other language, ``msgstr`` its
  text, a counted text's ``msgstr[n]`` in the language's plural forms (Babel's CLDR data:
  a category the table had no form of gets the "other" form, as the engine read it).

``<folder>`` is ``cardgen/locale`` for the engine's shared texts and
``content/<game>/locale`` for a game's. The comments written above a key in the module
become the entry's comment for translators. Re-running it writes the same files.

    python tools/engine_po.py [--rev COMMIT]
"""

from __future__ import annotations

import argparse
import ast
import datetime
import importlib
import io
import subprocess
import sys
import tarfile
import tempfile
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from babel import Locale
from babel.messages.catalog import Catalog
from babel.messages.pofile import write_po

ROOT = Path(__file__).resolve().parents[1]
REV = "d5e72e4"
"""The last commit whose engine modules hold the texts as dicts."""

GAMES = {
    "circle-the-wagons": ("circle_the_wagons.text", "circle_the_wagons.faults"),
    "cosmopolis-networks": ("cosmopolis_networks.text", "cosmopolis_networks.faults"),
    "pyramidion": ("pyramidion.text", "pyramidion.faults"),
    "web": ("web.text", "web.text"),
    "web-of-power": ("web_of_power.text", "web_of_power.faults"),
}
"""Game (its content folder) → the engine modules of its ``PHRASES`` and its ``FAULTS``."""

TABLES: list[tuple[str, str, str, str]] = [
    ("cardgen.engine.common", "SHARED", "cardgen/locale", "engine"),
    ("cardgen.engine", "FAULTS", "cardgen/locale", "engine-faults"),
    ("cardgen.engine.checks", "FAULTS", "cardgen/locale", "record-faults"),
]
for _game, (_phrases, _faults) in GAMES.items():
    TABLES += [
        (f"cardgen.engine.games.{_phrases}", "PHRASES", f"content/{_game}/locale", f"{_game}"),
        (f"cardgen.engine.games.{_faults}", "FAULTS", f"content/{_game}/locale", f"{_game}-faults"),
    ]
"""``(module, attribute, folder, domain)`` of every table."""

CATEGORIES = ("zero", "one", "two", "few", "many", "other")
DATE = datetime.datetime(2025, 1, 1, tzinfo=datetime.UTC)
"""The catalogs' creation date: a fixed one, so that a run writes the same bytes."""


def checkout(rev: str, folder: Path) -> None:
    """``cardgen/`` of ``rev`` into ``folder``."""
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", rev, "cardgen"], check=True, capture_output=True
    ).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(folder, filter="data")


def comments(path: Path) -> dict[str, list[str]]:
    """Key → the comment lines right above it in a dict literal of the module."""
    lines = path.read_text(encoding="utf-8").split("\n")
    out: dict[str, list[str]] = {}
    for node in ast.walk(ast.parse("\n".join(lines))):
        if not isinstance(node, ast.Dict):
            continue
        for key in node.keys:
            if not (isinstance(key, ast.Constant) and isinstance(key.value, str)):
                continue
            above = []
            at = key.lineno - 2
            while at >= 0 and lines[at].strip().startswith("#"):
                above.insert(0, lines[at].strip().lstrip("#").strip())
                at -= 1
            if above:
                out.setdefault(key.value, above)
    return out


def groups(table: Mapping[str, Mapping[str, str]]) -> dict[str, list[str]]:
    """Counted key → its forms' categories (``points`` → ``["one", "other"]``): keys with
    an ``_other`` and another category's form."""
    found: dict[str, list[str]] = {}
    for key in table:
        group, _, category = key.rpartition("_")
        if category in CATEGORIES and category != "other" and f"{group}_other" in table:
            found.setdefault(group, []).append(category)
    return {group: [*cats, "other"] for group, cats in found.items()}


def plural_tags(lang: str) -> list[str]:
    """The language's CLDR plural categories in gettext's order (Babel's
    ``Plural-Forms``: CLDR's order, "other" last)."""
    tags = Locale.parse(lang).plural_form.tags
    return [c for c in CATEGORIES if c in tags or c == "other"]


def catalog_header(comment: str) -> dict[str, Any]:
    """What a catalog written by these tools says of itself, under the comment ``comment``
    (the same for every tool, so that re-running one writes the same bytes)."""
    return {
        "header_comment": comment,
        "project": "cardgen",
        "version": "1",
        "msgid_bugs_address": "",
        "last_translator": "cardgen",
        "language_team": "cardgen",
        "creation_date": DATE,
        "fuzzy": False,
    }


def HEADER(domain: str) -> dict[str, Any]:  # noqa: N802 - the headers, not an action
    """What every catalog of ``domain`` says of itself."""
    return catalog_header(
        f"# Translations template for cardgen's scoring engine: the texts {domain}.\n"
        "# Written from the engine's tables by tools/engine_po.py; edited with Babel\n"
        "# (docs/adding-a-language.md)."
    )


def catalogs(
    table: Mapping[str, Mapping[str, str]],
    notes: Mapping[str, list[str]],
    langs: list[str],
    domain: str,
    header: Callable[[str], dict[str, Any]] | None = None,
) -> dict[str, Catalog]:
    """The template (``""``) and each language's catalog of one table (``header``: what
    the catalogs say of themselves, :func:`HEADER` by default)."""
    header = header or HEADER
    source = langs[0]
    counted = groups(table)
    member = {f"{g}_{c}": g for g, cats in counted.items() for c in cats}
    out = {"": Catalog(**header(domain))}
    for lang in langs[1:]:
        out[lang] = Catalog(locale=lang, revision_date=DATE, **header(domain))
    done: set[str] = set()
    for key, texts in table.items():
        group = member.get(key)
        if group is not None:
            if group in done:
                continue
            done.add(group)
            forms = {c: table[f"{group}_{c}"] for c in counted[group]}
            msgid = (forms["one"][source], forms["other"][source])
            comment = notes.get(f"{group}_one") or notes.get(group) or []
            out[""].add(msgid, ("", ""), auto_comments=comment, context=group)
            for lang in langs[1:]:
                strings = tuple(
                    (forms.get(c) or forms["other"]).get(lang) or forms["other"].get(lang, "")
                    for c in plural_tags(lang)
                )
                if not all(strings):
                    strings = ("",) * len(strings)
                out[lang].add(msgid, strings, auto_comments=comment, context=group)
            continue
        out[""].add(texts[source], "", auto_comments=notes.get(key, []), context=key)
        for lang in langs[1:]:
            out[lang].add(
                texts[source], texts.get(lang, ""), auto_comments=notes.get(key, []), context=key
            )
    return out


def written(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_po(out, catalog, omit_header=False, include_previous=False)  # pybabel's width
    return out.getvalue()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rev", default=REV, help=f"the commit to read (default {REV})")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as temp:
        checkout(args.rev, Path(temp))
        sys.path.insert(0, temp)
        langs = list(importlib.import_module("cardgen.engine.languages").LANGS)
        for module_name, attribute, folder, domain in TABLES:
            module = importlib.import_module(module_name)
            value = getattr(module, attribute)
            table = getattr(value, "table", value)
            notes = comments(Path(module.__file__))
            for lang, catalog in catalogs(table, notes, langs, domain).items():
                base = ROOT / folder
                path = (
                    base / f"{domain}.pot"
                    if not lang
                    else base / lang / "LC_MESSAGES" / f"{domain}.po"
                )
                path.parent.mkdir(parents=True, exist_ok=True)
                temporary = path.with_name(f".{path.name}.tmp")
                temporary.write_bytes(written(catalog))
                temporary.replace(path)  # atomic: a reader never sees half a catalog
            print(f"{folder}/{domain}: {len(table)} texts")
    return 0


if __name__ == "__main__":
    sys.exit(main())
