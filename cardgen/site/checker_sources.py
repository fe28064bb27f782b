"""The checker's front end as a site serves it: the hand-written sources (``frontend/checker/``)
with what the site's games add to them (``cardgen.model.checker_front``), and how the
modules' imports carry the release's version.

Two files are put together for the games of the site: ``core/widgets.js`` imports the
widgets the games' ``checker.yaml`` name (the source has a marker line where the imports
go, and an empty ``WIDGETS``), and ``strings.json`` is made from the catalogs: the
checker's own UI strings (``cardgen/locale/checker.pot`` and its ``.po``) with the games'
checker strings (their ``<game>-checker`` catalogs, or a designer's ``checker_strings``).
Of ``widgets/`` only the named widgets and the modules they import are served.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from cardgen.errors import UserError
from cardgen.model import Game
from cardgen.model.checker_front import FRONT_END, own_strings, widget_names, widgets_named
from cardgen.model.languages import language

SOURCES = FRONT_END
"""Hand-written checker sources (JS, CSS, the worker's Python bridge)."""
WIDGETS_MODULE = PurePosixPath("core/widgets.js")
STRINGS_FILE = PurePosixPath("strings.json")
"""The UI strings as the page fetches them, ``{lang: {key: text}}``, written by the build."""
IMPORTS_MARKER = re.compile(r"^// @widget-imports\b.*\n", re.M)
"""The line of ``core/widgets.js`` that the widgets' imports replace."""
MAP_MARKER = "{ /* @widget-map */ }"
"""``WIDGETS``' value in ``core/widgets.js``, replaced by the widgets by name."""


@dataclass(frozen=True)
class FrontEnd:
    """The checker's front-end files for a site of some games, before versioning."""

    files: Mapping[PurePosixPath, bytes]
    """Every file under ``_checker/`` that is not data or runtime, sorted by path."""
    widgets: tuple[str, ...]
    """The widgets the games name, sorted."""
    strings: Mapping[str, Mapping[str, str]]
    """The UI strings, ``{lang: {key: text}}`` (keys sorted)."""

    def module_names(self) -> list[str]:
        """The modules ``checker.js`` imports, directly or not: every script but itself and
        the worker (``widgets/<name>.js``, then ``core/<name>.js``, ``form/…``,
        ``results.js``…, and the widgets' own parts: ``widgets/<folder>/<name>.js``)."""
        widgets = [f"widgets/{w}.js" for w in self.widgets]
        own = [
            rel.as_posix()
            for rel in self.files
            if rel.suffix == ".js" and rel.as_posix() not in {"checker.js", "worker.js", *widgets}
        ]
        return widgets + own

    def stage(self, folder: Path) -> None:
        """Write the files (unversioned) under ``folder``, to run ``checker.js`` from there."""
        for rel, content in self.files.items():
            target = folder / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(content)


def front_end(games: Sequence[Game]) -> FrontEnd:
    """The front end that serves the checkers of ``games``."""
    named = sorted(set().union(*(widgets_named(game.checker) for game in games)))
    have = set(widget_names())
    missing = [name for name in named if name not in have]
    if missing:
        raise UserError(f"no checker widget {', '.join(missing)} in {SOURCES / 'widgets'}")
    texts = strings(games)
    served = _widget_modules(named)
    files: dict[PurePosixPath, bytes] = {}
    for path in sorted(
        p for p in SOURCES.rglob("*") if p.is_file() and p.suffix in {".js", ".css", ".json"}
    ):
        rel = PurePosixPath(path.relative_to(SOURCES).as_posix())
        if rel.parts[0] == "widgets" and rel not in served:
            continue
        if rel == WIDGETS_MODULE:
            files[rel] = widgets_module(path.read_text(encoding="utf-8"), named).encode("utf-8")
        else:
            files[rel] = path.read_bytes()
    text = json.dumps(texts, indent=1, ensure_ascii=False, sort_keys=True) + "\n"
    files[STRINGS_FILE] = text.encode("utf-8")  # made from the catalogs, not a source
    return FrontEnd(dict(sorted(files.items())), tuple(named), texts)


def widgets_module(template: str, widgets: Sequence[str]) -> str:
    """``core/widgets.js`` importing ``widgets`` (statically: see the module's comment)."""

    def alias(name: str) -> str:
        head, *rest = name.split("-")
        return head + "".join(part.capitalize() for part in rest)

    imports = "".join(f'import * as {alias(w)} from "../widgets/{w}.js";\n' for w in widgets)
    by_name = ", ".join(f'"{w}": {alias(w)}' for w in widgets)
    text = IMPORTS_MARKER.sub(lambda _: imports, template, count=1)
    return text.replace(MAP_MARKER, f"{{ {by_name} }}" if widgets else "{}", 1)


_RELATIVE_IMPORT = re.compile(r'from "(\.\.?/[^"?]+\.js)(?:\?v=[0-9a-f]*)?"')


def _widget_modules(names: Sequence[str]) -> set[PurePosixPath]:
    """The named widgets' modules and every module under ``widgets/`` they import."""
    todo = [PurePosixPath("widgets", f"{name}.js") for name in names]
    found: set[PurePosixPath] = set()
    while todo:
        rel = todo.pop()
        if rel in found or rel.parts[0] != "widgets" or not (SOURCES / rel).is_file():
            continue
        found.add(rel)
        source = (SOURCES / rel).read_text(encoding="utf-8")
        for spec in _RELATIVE_IMPORT.findall(source):
            parts = [*rel.parent.parts]
            for part in PurePosixPath(spec).parts:
                if part == "..":
                    parts = parts[:-1]
                elif part != ".":
                    parts.append(part)
            todo.append(PurePosixPath(*parts))
    return found


def strings(games: Sequence[Game] | None = None) -> dict[str, dict[str, str]]:
    """The checker's UI strings with those of ``games`` (None: the games of the default
    content, ``cardgen.model.load_games``): ``{lang: {key: text}}``, keys sorted. A key two
    games give with different texts stops the build. ``colon``, the joint of a label and its
    value, is each language's own from ``cardgen/languages.json``."""
    if games is None:
        from cardgen.model import load_games

        games = load_games()
    merged = {lang: dict(texts) for lang, texts in own_strings().items()}
    given: dict[str, Game] = {}
    for game in games:
        for key, text in game.checker_strings.items():
            first = given.setdefault(key, game)
            if first is not game and first.checker_strings[key] != text:
                raise UserError(
                    f"checker_strings.{key}: {first.id} and {game.id} give it different texts"
                    " (a key names one text: rename one of them)"
                )
            for lang in game.languages:
                merged.setdefault(lang, {})[key] = text.get(lang)
    for lang, texts in merged.items():
        # the joint of a label and its value is the language's own (cardgen/languages.json)
        texts["colon"] = language(lang).colon
    return {lang: dict(sorted(texts.items())) for lang, texts in merged.items()}


_MODULE_IMPORT = re.compile(
    rb'(from "(?:\./|(?:\.\./)+)(?:[a-z0-9-]+/)*[a-z0-9-]+\.js)(\?v=[0-9a-f]*)?"'
)
"""A relative import of a checker module: ``./x.js``, ``../core/x.js`` or, from a widget's
own folder, ``../../core/x.js``."""


def version_imports(script: bytes, stamp: str) -> bytes:
    """A checker module (``checker.js`` or one it imports) with ``?v=<stamp>`` on its
    relative imports, as on its own URL: a new release never runs against a module the
    browser cached from the previous one, and every module imports the others by the one
    URL (a module imported by two URLs would run twice)."""
    return _MODULE_IMPORT.sub(rb"\1?v=" + stamp.encode() + b'"', script)
