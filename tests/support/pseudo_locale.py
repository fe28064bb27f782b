"""A made-up language ``xx`` ("Pseudo"), added to a copy of the ``cardgen`` package by data
alone: its entry in ``languages.json``, texts made from the source language's (accented and
30 % longer, what a translation keeps kept), a game written in it, and catalogs of cardgen's
own texts in it. Used by ``tests/test_pseudo_locale.py`` (the language lists, the engine, the
status) and ``tests/test_pseudo_locale_build.py`` (the print files, the site, the checker)."""

from __future__ import annotations

import csv
import io
import json
import math
import re
import shutil
from pathlib import Path
from typing import Any

import yaml

from cardgen.cli import main
from cardgen.model import LANGS, SOURCE_LANG

ROOT = Path(__file__).resolve().parents[2]
PSEUDO = {
    "code": "xx",
    "name": "Pseudo",
    "theme": "en",
    "search": "en",
    "decimal": ",",
    "colon": ": ",
    "bytes": {"kB": "{n} KB", "MB": "{n} MB"},
    "plural": {"one": "i = 0,1"},
}

ACCENTED = str.maketrans("aceinosuyACEINOSUY", "àçéîñöšûýÀÇÉÎÑÖŠÛÝ")
KEPT = re.compile(r"\{[^}]*\}|\]\([^)]*\)|<[^>]*>|`[^`]*`|https?://\S+")
"""What a translation keeps as it is: ``{#ids}`` and ``{placeholders}``, link targets, tags,
code, addresses."""


def pseudo(text: str) -> str:
    """``text`` accented and 30 % longer, what it must keep kept: "Sun" → "Šûñ ·"."""
    out, at = [], 0
    for kept in KEPT.finditer(text):
        out += [text[at : kept.start()].translate(ACCENTED), kept.group()]
        at = kept.end()
    out.append(text[at:].translate(ACCENTED))
    pad = math.ceil(len(text) * 0.3)
    return "".join(out) + (" " + "·" * (pad - 1) if pad > 1 else "")


def with_pseudo_texts(value: Any) -> Any:
    """A YAML document with an ``xx`` text beside every text in the source language."""
    if isinstance(value, dict):
        out = {key: with_pseudo_texts(item) for key, item in value.items()}
        if SOURCE_LANG in value and set(value) <= {*LANGS, "neutral"}:
            out["xx"] = pseudo(str(value[SOURCE_LANG]))
        return out
    if isinstance(value, list):
        return [with_pseudo_texts(item) for item in value]
    return value


def csv_with_pseudo_texts(text: str) -> str:
    """A CSV of items with an ``<field>.xx`` column after each ``<field>.<source>`` one."""
    rows = list(csv.reader(io.StringIO(text)))
    source = [i for i, name in enumerate(rows[0]) if name.endswith(f".{SOURCE_LANG}")]
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    for number, row in enumerate(rows):
        added = list(row)
        for i in reversed(source):  # (from the right: the indexes stay true)
            if number == 0:
                added.insert(i + 1, rows[0][i].removesuffix(SOURCE_LANG) + "xx")
            else:
                added.insert(i + 1, pseudo(row[i]) if row[i] else "")
        writer.writerow(added)
    return out.getvalue()


def pseudo_rules(markdown: str) -> str:
    """A rules page in ``xx``: each line accented, headings without padding before their
    ``{#id}``."""
    lines = []
    for line in markdown.split("\n"):
        if line.startswith("#"):
            lines.append(line.translate(ACCENTED) if "{" not in line else (
                line[: line.index("{")].translate(ACCENTED) + line[line.index("{"):]))  # fmt: skip
        else:
            lines.append(pseudo(line) if line.strip() else line)
    return "\n".join(lines)


RUNTIME_FILES = ("package.json", "package-lock.json")
"""Copied, not linked: the folder of the npm manifest is where the site build finds the
checker's runtime and places its Node scripts (``cardgen.site.runtime``); linked, it would
be the checkout, and the copy's scripts would be written into the checkout's ``scripts/``."""


def package_copy(folder: Path) -> Path:
    """The ``cardgen`` package copied to ``folder/cardgen`` (its shipped files linked), with
    the pseudo-locale added to its ``languages.json``; returns ``folder``."""
    package = folder / "cardgen"
    shutil.copytree(
        ROOT / "cardgen", package, ignore=shutil.ignore_patterns("__pycache__", "_data")
    )
    (package / "_data").mkdir()
    for link in (ROOT / "cardgen" / "_data").iterdir():
        if link.name in RUNTIME_FILES:
            shutil.copyfile(link, package / "_data" / link.name)
        else:
            (package / "_data" / link.name).symlink_to(link.resolve())
    if (ROOT / "node_modules").is_dir():
        (package / "_data" / "node_modules").symlink_to((ROOT / "node_modules").resolve())
    listing = json.loads((package / "languages.json").read_text(encoding="utf-8"))
    listing["languages"].append(PSEUDO)
    (package / "languages.json").write_text(json.dumps(listing), encoding="utf-8")
    return folder


def pseudo_game(content: Path, game_id: str = "duo") -> Path:
    """``cardgen new`` of ``game_id`` in the source language, then given ``xx`` by data:
    every text of its YAML and CSV files, its rules page and a catalog of its engine's
    words (``locale/xx/LC_MESSAGES/<game_id>.po``); returns its folder."""
    assert main(["new", game_id, "--content", str(content), "--languages", SOURCE_LANG]) == 0
    game = content / game_id
    for path in sorted(game.glob("*.yaml")):
        document = yaml.safe_load(path.read_text(encoding="utf-8"))
        if path.name == "game.yaml":
            document["game"]["languages"] = [SOURCE_LANG, "xx"]
        text = yaml.safe_dump(with_pseudo_texts(document), allow_unicode=True, sort_keys=False)
        path.write_text(text, encoding="utf-8")
    for path in sorted(game.glob("*.csv")):
        path.write_text(csv_with_pseudo_texts(path.read_text(encoding="utf-8")), "utf-8")
    source = (game / "rules" / f"{SOURCE_LANG}.md").read_text(encoding="utf-8")
    (game / "rules" / "xx.md").write_text(pseudo_rules(source), encoding="utf-8")
    assert pseudo_locale_folder(game / "locale")  # its engine's words
    return game


def pseudo_catalogs(package: Path) -> list[Path]:
    """A catalog in ``xx`` of each of cardgen's own domains in the copy ``package``
    (``locale/xx/LC_MESSAGES/<domain>.po``), every text given: the template's, pseudo.
    Returns the files written."""
    return pseudo_locale_folder(package / "locale")


def pseudo_locale_folder(folder: Path) -> list[Path]:
    """A catalog in ``xx`` of each template of the ``locale`` folder ``folder``
    (``xx/LC_MESSAGES/<domain>.po``), every text given: the template's, pseudo. Returns the
    files written."""
    from babel.messages.pofile import read_po, write_po

    written = []
    for template in sorted(folder.glob("*.pot")):
        with template.open("rb") as handle:
            catalog = read_po(handle)
        catalog.locale = None
        catalog._num_plurals, catalog._plural_expr = 2, "(n > 1)"  # "one" is 0 and 1
        for message in catalog:
            if not message.id:
                continue
            if message.pluralizable:
                message.string = (pseudo(message.id[0]), pseudo(message.id[1]))
            else:
                message.string = pseudo(message.id)
        target = folder / "xx" / "LC_MESSAGES" / f"{template.stem}.po"
        target.parent.mkdir(parents=True, exist_ok=True)
        with target.open("wb") as out:
            write_po(out, catalog, width=0)
        written.append(target)
    return written
