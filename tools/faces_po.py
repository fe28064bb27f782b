"""Write the words printed on the faces and the rules booklet's "designed" markers as
gettext catalogs (issue 32, the faces' step; ``tools/engine_po.py`` did the engine's).

Until then those words were Python dicts keyed by language code in the faces' modules
(``{"en": "Bonus goal", "de": "Bonusziel", …}``, some nested under a key, Web's counted
"1 action" / "{n} actions" as a tuple per language) and in
``cardgen/press/booklet/markup.py`` (one regular expression per language). This script
reads those modules' sources from a commit that still has them (``--rev``, by default the
last one) with :mod:`ast`, nothing imported, and writes:

- ``content/<game>/locale/<game>-faces.pot`` and ``<lang>/LC_MESSAGES/<game>-faces.po``:
  one entry per word, ``msgctxt`` its key (a nested dict's key, else the variable's name
  in lower case, ``-`` for ``_``, or a name of :data:`KEYS`), ``msgid`` the English text;
  a counted text as ``msgid`` / ``msgid_plural`` with the language's CLDR forms;
- ``cardgen/locale/booklet.pot`` and its ``.po``: ``design-marker``, the pattern.

Re-running it writes the same files (the catalogs' layout is ``tools/engine_po.py``'s).

    python tools/faces_po.py [--rev COMMIT]
"""

from __future__ import annotations

import argparse
import ast
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from engine_po import catalog_header, catalogs, written  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
REV = "cf8b5aa"
"""The last commit whose faces' modules hold their words as dicts."""

FACES = "cardgen/render/faces/games"
MODULES: dict[str, list[str]] = {
    "circle-the-wagons": ["circle_the_wagons/draw.py", "circle_the_wagons/pad.py"],
    "cosmopolis-networks": ["cosmopolis_networks/map.py"],
    "pyramidion": ["pyramidion/draw.py", "pyramidion/places.py", "pyramidion/style.py"],
    "web": ["web/draw.py"],
}
"""Game (its content folder) → its faces' modules (under :data:`FACES`)."""

KEYS = {
    ("pyramidion/draw.py", "name"): "distribution",
    ("pyramidion/places.py", "name"): "boat",
    ("pyramidion/style.py", "BASIC"): "basic-card",
    ("web/draw.py", "SERVER_WORD"): "server",
}
"""The key of a word held by a variable whose name does not say it."""

BOOKLET = ("cardgen/press/booklet/markup.py", "DESIGN_MARKERS", "booklet", "design-marker")
"""``(module, its dict of patterns, domain, key)`` of the booklet's markers."""

WHERE = {
    "circle_the_wagons/draw.py": "the goal cards' backs",
    "circle_the_wagons/pad.py": "the score pad",
    "cosmopolis_networks/map.py": "the map of the regions",
    "pyramidion/draw.py": "the cards",
    "pyramidion/places.py": "the boats and the places",
    "pyramidion/style.py": "the cards and the places",
    "web/draw.py": "the network cards and the server card",
}
"""Where a module's words are printed: the translators' comment."""


def source(rev: str, path: str) -> str:
    return subprocess.run(
        ["git", "-C", str(ROOT), "show", f"{rev}:{path}"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout


def languages(rev: str) -> list[str]:
    found = json.loads(source(rev, "cardgen/languages.json"))
    return [language["code"] for language in found["languages"]]


def keyed(node: ast.AST, langs: list[str]) -> bool:
    """Whether ``node`` is a dict literal keyed by two or more language codes."""
    return isinstance(node, ast.Dict) and (
        sum(isinstance(k, ast.Constant) and k.value in langs for k in node.keys) >= 2
    )


def literal(node: ast.expr) -> Any:
    """A text, a tuple of texts, or the pattern of ``re.compile(pattern, …)``."""
    if isinstance(node, ast.Call):
        return ast.literal_eval(node.args[0])
    return ast.literal_eval(node)


def texts(node: ast.Dict) -> dict[str, Any]:
    return {ast.literal_eval(k): literal(v) for k, v in zip(node.keys, node.values, strict=True)}


def words(module: str, code: str, langs: list[str]) -> dict[str, dict[str, str]]:
    """``{key: {lang: text}}`` of every dict of ``module`` keyed by language code (a
    counted text's tuple ``(one, other)`` as ``<key>_one``, ``<key>_other``)."""
    tree = ast.parse(code)
    out: dict[str, dict[str, str]] = {}
    seen = 0
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Assign) and isinstance(node.value, ast.Dict)):
            continue
        name = node.targets[0].id  # type: ignore[attr-defined]
        if keyed(node.value, langs):
            found = {KEYS.get((module, name), name.lower().replace("_", "-")): node.value}
        elif node.value.values and all(keyed(v, langs) for v in node.value.values):
            pairs = zip(node.value.keys, node.value.values, strict=True)
            found = {ast.literal_eval(k): v for k, v in pairs}  # type: ignore[arg-type]
        else:
            continue
        for key, table in found.items():
            seen += 1
            for lang, text in texts(table).items():
                if isinstance(text, tuple):
                    out.setdefault(f"{key}_one", {})[lang] = text[0]
                    out.setdefault(f"{key}_other", {})[lang] = text[1]
                else:
                    out.setdefault(key, {})[lang] = text
    total = sum(keyed(n, langs) for n in ast.walk(tree))
    if seen != total:
        raise SystemExit(f"{module}: {total - seen} dict(s) keyed by language not read")
    return out


def header(domain: str) -> dict[str, Any]:
    """What every catalog of ``domain`` says of itself."""
    what = "the rules booklet" if domain == BOOKLET[2] else "the words on the faces"
    return catalog_header(
        f"# Translations template for cardgen's print files: {what} ({domain}).\n"
        "# Written from the faces' tables by tools/faces_po.py; edited with Babel\n"
        "# (docs/adding-a-language.md)."
    )


def write(folder: Path, domain: str, table: dict[str, dict[str, str]], notes, langs) -> None:
    for lang, catalog in catalogs(table, notes, langs, domain, header).items():
        name = f"{domain}.pot" if not lang else f"{lang}/LC_MESSAGES/{domain}.po"
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_name(f".{path.name}.tmp")
        temporary.write_bytes(written(catalog))
        temporary.replace(path)  # atomic: a reader never sees half a catalog
    print(f"{folder.relative_to(ROOT)}/{domain}: {len(table)} texts")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rev", default=REV, help=f"the commit to read (default {REV})")
    args = parser.parse_args(argv)
    langs = languages(args.rev)
    for game, modules in MODULES.items():
        table: dict[str, dict[str, str]] = {}
        notes: dict[str, list[str]] = {}
        for module in modules:
            for key, found in words(module, source(args.rev, f"{FACES}/{module}"), langs).items():
                if table.get(key, found) != found:
                    raise SystemExit(f"{game}: the word {key!r} differs between modules")
                table[key] = found
                group = key.rpartition("_")[0] if key.endswith(("_one", "_other")) else key
                place = f"Printed on {WHERE[module]}."
                if place not in notes.setdefault(group, []):
                    notes[group].append(place)
        write(ROOT / "content" / game / "locale", f"{game}-faces", table, notes, langs)
    module, name, domain, key = BOOKLET
    tree = ast.parse(source(args.rev, module))
    found = next(
        n.value
        for n in ast.walk(tree)
        if isinstance(n, ast.AnnAssign | ast.Assign)
        and isinstance(n.value, ast.Dict)
        and getattr(getattr(n, "target", None) or n.targets[0], "id", "") == name  # type: ignore[attr-defined]
    )
    note = [
        "A regular expression (Python's re, case-insensitive): an emphasised phrase of the"
        " rules that it finds is highlighted in the booklet as a part of our own design"
        " (\\b: a word's edge, (a|b): a or b)."
    ]
    write(ROOT / "cardgen" / "locale", domain, {key: texts(found)}, {key: note}, langs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
