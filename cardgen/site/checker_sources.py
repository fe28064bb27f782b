"""The checker's hand-written front end (``site/checker/``): its files, its UI strings, its
JavaScript modules and how their imports carry the release's version."""

from __future__ import annotations

import json
import re
from pathlib import Path

from cardgen.resources import SITE

SOURCES = SITE / "checker"
"""Hand-written checker sources (JS, CSS, UI strings, the worker's Python bridge)."""


def strings() -> dict[str, dict[str, str]]:
    """The checker's UI strings: ``{lang: {key: text}}`` (``site/checker/strings.json``)."""
    return json.loads((SOURCES / "strings.json").read_text(encoding="utf-8"))


def source_files() -> list[Path]:
    """The checker's hand-written front-end files (relative to ``site/checker``)."""
    return sorted(
        p.relative_to(SOURCES)
        for p in SOURCES.rglob("*")
        if p.is_file() and p.suffix in {".js", ".css", ".json"}
    )


def widget_names() -> list[str]:
    """The checker's widgets (``site/checker/widgets/<name>.js``), sorted."""
    return sorted(p.stem for p in (SOURCES / "widgets").glob("*.js"))


def module_names() -> list[str]:
    """The modules ``checker.js`` imports, directly or not: every script of the checker
    but itself and the worker (``widgets/<name>.js``, then ``core/<name>.js``, ``form/…``,
    ``results.js``…, and the widgets' own parts: ``widgets/<folder>/<name>.js``)."""
    widgets = [f"widgets/{w}.js" for w in widget_names()]
    own = [
        rel.as_posix()
        for rel in source_files()
        if rel.suffix == ".js" and rel.as_posix() not in {"checker.js", "worker.js", *widgets}
    ]
    return widgets + own


_MODULE_IMPORT = re.compile(rb'(from "\.\.?/(?:[a-z0-9-]+/)*[a-z0-9-]+\.js)(\?v=[0-9a-f]*)?"')


def version_imports(script: bytes, stamp: str) -> bytes:
    """A checker module (``checker.js`` or one it imports) with ``?v=<stamp>`` on its
    relative imports, as on its own URL: a new release never runs against a module the
    browser cached from the previous one, and every module imports the others by the one
    URL (a module imported by two URLs would run twice)."""
    return _MODULE_IMPORT.sub(rb"\1?v=" + stamp.encode() + b'"', script)
