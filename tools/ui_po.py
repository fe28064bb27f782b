"""Write the checker's and the site's UI strings as gettext catalogs (issue 32).

Until then they were data files: the checker's own UI strings
(``frontend/checker/strings.json``, language → key → text), each built-in game's checker
strings (``content/<game>/checker-strings.yaml``, section ``checker_strings``, key →
language → text), the rules site's (``frontend/strings.yaml``, key → language → text), and
the words of the print files, the rules booklet and ``cardgen score``
(``cardgen/press/strings.json``, ``cardgen/press/booklet/strings.json``,
``cardgen/commands/strings.json``, key → language → text).
This script reads them from a commit that still has them (``--rev``, by default the last
one) and writes one domain each:

- ``cardgen/locale/checker.pot`` and ``cardgen/locale/<lang>/LC_MESSAGES/checker.po``;
- ``cardgen/locale/site.pot`` and ``…/site.po``;
- ``cardgen/locale/press.pot``, ``booklet-words.pot``, ``commands.pot`` and their ``.po``
  (``booklet`` is the booklet's design markers: tools/faces_po.py);
- ``content/<game>/locale/<game>-checker.pot`` and ``…/<game>-checker.po``.

``msgctxt`` is the key, ``msgid`` the English (source-language) text, ``msgstr`` the
translation, every text byte for byte (placeholders ``{name}`` as they are). A counted
text stays two keys or more (the checker's ``cards_chosen_one``, ``cards_chosen``: the page
chooses by the key's suffix with ``Intl.PluralRules``; the press's ``<key>_one``,
``<key>_other``: ``cardgen.model.form_key`` chooses). A list of texts (the site's
``printing_steps``) is one entry per item, ``<key>.<n>`` from 0
(:func:`cardgen.catalogs.table` puts it together again). The comments above a key in a
YAML file become the entry's comment for translators. Each catalog is read back and
compared with its source before it is written; re-running the script writes the same
files.

    python tools/ui_po.py [--rev COMMIT]
"""

from __future__ import annotations

import argparse
import io
import json
import re
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import yaml
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

sys.path.insert(0, str(Path(__file__).resolve().parent))

from engine_po import DATE, catalog_header  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
REV = "cf8b5aa"
"""The last commit with the UI strings as data files."""
GAMES = ("circle-the-wagons", "cosmopolis-networks", "pyramidion", "web", "web-of-power")
KEYED_JSON = [
    ("cardgen/press/strings.json", "press", "the print files' own words"),
    ("cardgen/press/booklet/strings.json", "booklet-words", "the rules booklet's words"),
    ("cardgen/commands/strings.json", "commands", "the words of cardgen score's account"),
]
"""``(file, domain, what)`` of the data files ``{key: {lang: text}}`` of cardgen's own
words, each a domain of ``cardgen/locale/``."""
LATER_JSON = [
    ("cardgen/render/faces/player_aids.json", "player-aids",
     "the titles and notes of the player aids and score sheets", "1add701"),
    ("cardgen/render/faces/item_words.json", "item-words",
     "what an item without a name of its own is called, by its component's kind", "1add701"),
]  # fmt: skip
"""``(file, domain, what, rev)`` of data files of the same shape made catalogs later, read
from the last commit that has them (``rev``); a text that is not a table (``about``) is the
first entry's comment for translators."""

Table = dict[str, dict[str, str]]
"""key → language → text."""


def shown(rev: str, path: str) -> str:
    """The file ``path`` as it is in ``rev``."""
    return subprocess.run(
        ["git", "-C", str(ROOT), "show", f"{rev}:{path}"],
        check=True,
        capture_output=True,
        encoding="utf-8",
    ).stdout


def languages(rev: str) -> list[str]:
    """The languages of ``rev`` (``cardgen/languages.json``), the source language first."""
    data = json.loads(shown(rev, "cardgen/languages.json"))
    return [entry["code"] for entry in data["languages"]]


def yaml_comments(text: str, indent: int) -> dict[str, list[str]]:
    """Key → the comment lines right above it, for the keys at ``indent`` spaces."""
    lines = text.split("\n")
    key = re.compile(rf"^ {{{indent}}}([A-Za-z0-9_]+):")
    out: dict[str, list[str]] = {}
    for at, line in enumerate(lines):
        found = key.match(line)
        if not found:
            continue
        above: list[str] = []
        before = at - 1
        while before >= 0 and lines[before].strip().startswith("#"):
            above.insert(0, lines[before].strip().lstrip("#").strip())
            before -= 1
        if above:
            out[found.group(1)] = above
    return out


def flat(table: Mapping[str, Mapping[str, Any]]) -> Table:
    """The table with each list of texts as one key per item (``<key>.<n>``)."""
    out: Table = {}
    for key, texts in table.items():
        lists = {lang: value for lang, value in texts.items() if isinstance(value, list)}
        if not lists:
            out[key] = dict(texts)
            continue
        if len(lists) != len(texts) or len({len(v) for v in lists.values()}) != 1:
            raise SystemExit(f"{key}: a list in some languages only, or of different lengths")
        for n in range(len(next(iter(lists.values())))):
            out[f"{key}.{n}"] = {lang: value[n] for lang, value in lists.items()}
    return out


def header(what: str) -> dict[str, Any]:
    return catalog_header(
        f"# Translations template for cardgen: {what}.\n"
        "# Written from the former data files by tools/ui_po.py; edited with Babel\n"
        "# (docs/adding-a-language.md)."
    )


def catalogs(
    table: Table, notes: Mapping[str, list[str]], langs: list[str], what: str
) -> dict[str, Catalog]:
    """The template (``""``) and each language's catalog of one table."""
    source = langs[0]
    out = {"": Catalog(**header(what))}
    for lang in langs[1:]:
        out[lang] = Catalog(locale=lang, revision_date=DATE, **header(what))
    for key, texts in table.items():
        comment = notes.get(key.split(".")[0], []) if key.endswith(".0") or "." not in key else []
        out[""].add(texts[source], "", auto_comments=comment, context=key)
        for lang in langs[1:]:
            out[lang].add(texts[source], texts.get(lang, ""), auto_comments=comment, context=key)
    return out


def written(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_po(out, catalog, omit_header=False, include_previous=False)  # pybabel's width
    return out.getvalue()


def read_back(data: bytes, lang: str | None) -> dict[str, str]:
    """key → the text a written catalog gives (the template: its source texts)."""
    catalog = read_po(io.BytesIO(data), locale=lang, abort_invalid=True)
    return {str(m.context): (m.string if lang else m.id) for m in catalog if m.id}


def write(
    table: Table,
    notes: Mapping[str, list[str]],
    langs: list[str],
    folder: Path,
    domain: str,
    what: str,
) -> None:
    for lang, catalog in catalogs(table, notes, langs, what).items():
        data = written(catalog)
        wanted = {key: texts.get(lang or langs[0], "") for key, texts in table.items()}
        if read_back(data, lang or None) != wanted:
            raise SystemExit(f"{folder}/{domain} ({lang or 'template'}): not read back as written")
        path = (
            folder / f"{domain}.pot" if not lang else folder / lang / "LC_MESSAGES" / f"{domain}.po"
        )
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_name(f".{path.name}.tmp")
        temporary.write_bytes(data)
        temporary.replace(path)  # atomic: a reader never sees half a catalog
    print(f"{folder.relative_to(ROOT)}/{domain}: {len(table)} texts")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rev", default=REV, help=f"the commit to read (default {REV})")
    parser.add_argument("--only", default="", metavar="DOMAINS",
                        help="write only these domains (comma-separated)")  # fmt: skip
    args = parser.parse_args(argv)
    only = {name for name in args.only.split(",") if name}
    locale = ROOT / "cardgen" / "locale"
    for path, domain, what, rev in LATER_JSON:
        if only and domain not in only:
            continue
        data = json.loads(shown(rev, path))
        about = [str(v) for v in data.values() if not isinstance(v, dict)]
        table = {key: texts for key, texts in data.items() if isinstance(texts, dict)}
        notes = {next(iter(table)): about} if about else {}
        write(table, notes, languages(rev), locale, domain, what)
    if only:
        return 0
    langs = languages(args.rev)
    by_lang = json.loads(shown(args.rev, "frontend/checker/strings.json"))
    keys = list(by_lang[langs[0]])
    checker = {
        key: {lang: by_lang[lang][key] for lang in langs if key in by_lang[lang]} for key in keys
    }
    write(checker, {}, langs, locale, "checker", "the score checker's own UI strings")
    site_text = shown(args.rev, "frontend/strings.yaml")
    site = flat(yaml.safe_load(site_text))
    write(site, yaml_comments(site_text, 0), langs, locale, "site", "the rules site's UI strings")
    for path, domain, what in KEYED_JSON:
        table = json.loads(shown(args.rev, path))
        write(table, {}, langs, locale, domain, what)
    for game in GAMES:
        text = shown(args.rev, f"content/{game}/checker-strings.yaml")
        table = yaml.safe_load(text)["checker_strings"]
        folder = ROOT / "content" / game / "locale"
        notes = yaml_comments(text, 2)
        top = yaml_comments(text, 0).get("checker_strings")  # the file's own comment
        if top and table:
            notes.setdefault(next(iter(table)), top)
        write(flat(table), notes, langs, folder, f"{game}-checker", f"{game}'s checker strings")
    return 0


if __name__ == "__main__":
    sys.exit(main())
