"""The browser score checker's pages and assets, as the site build writes them.

The site build (``cardgen.site.rules_site``) calls, in this order:

``make_release(games)``
    before the docs are written: the engine bundle, the trimmed standard library and the
    front end's version stamp (``Release``), which the checker pages name.
``page_markdown(game, lang, release)`` and ``page_head(game, release)``
    the body of ``/<lang>/<game>/checker/`` (a mount point the checker script fills with the
    game's form, from ``content/<game>/checker.yaml``) and what its template
    (``frontend/overrides/checker.html``) writes first in ``<head>``.
``build_assets(games, site_dir, release)``
    after the four mkdocs builds: copies the Pyodide runtime to a versioned path, writes the
    engine bundle (one deterministic zip of ``cardgen/__init__.py``, ``cardgen/engine/*.py``,
    the designers' engines of the games that have one, and every game's data JSON), the
    checker's JS/CSS/strings, and finishes every checker
    page (``checker_page.finish_page``): its form (drawn by ``checker.js`` itself under a
    DOM in Node, see ``prerendered_forms``), the checker's style and script, and a
    Content-Security-Policy.

Layout under ``site_dir/_checker/``::

    checker.js  worker.js  widgets/*.js  checker.css  strings.json  runtime.json
    core/*.js  form/*.js  results.js  totals-bar.js  toolbar.js …   the modules checker.js imports
    data/<game>.json                    game data for the forms (the bundle's JSON, plus the
                                        card icons as SVG where the game has them)
    engine-<sha256[:12]>.zip            cardgen/__init__.pyc, cardgen/engine/*.pyc,
                                        cardgen_game_<game>/*.pyc (a designer's engine),
                                        checker_bridge.pyc (bytecode only, compiled by
                                        Pyodide's CPython), data/*.json, engines.json
    pyodide/<version>/                  pyodide.mjs pyodide.asm.mjs pyodide.asm.wasm
                                        python_stdlib.zip (only what the engine needs:
                                        cardgen.site.stdlib)

All URLs are relative, so the site works under any sub-path. The parts have modules of their
own: the front-end sources (``checker_sources``), the engine bundle and its bytecode
(``engine_bundle``), the Pyodide runtime (``pyodide_runtime``, ``stdlib``), the card icons
(``checker_icons``), the checker page's own HTML (``checker_page``) and the file writes
(``files``).
"""

from __future__ import annotations

import hashlib
import html
import json
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cardgen.model import LANGS, SOURCE_LANG, Game, game_data
from cardgen.model.checker_front import own_strings
from cardgen.site.checker_icons import icon_svgs, swatch_svgs
from cardgen.site.checker_page import (
    EARLY_FORM,
    finish_page,
    head_block,
    page_data,
    preload_block,
    tail_block,
    worker_block,
)
from cardgen.site.checker_sources import FrontEnd, front_end, version_imports
from cardgen.site.engine_bundle import bundle_bytes, data_json
from cardgen.site.files import write_file
from cardgen.site.gallery import svg_aspect
from cardgen.site.pyodide_runtime import copy_runtime, lock_info, pyodide_version, runtime_stdlib
from cardgen.site.runtime import run_node
from cardgen.site.stdlib import compiled_stdlib

ASSET_DIR = "_checker"
PAGE_DEPTH = 3
"""``/<lang>/<game>/checker/`` is three folders below the site root."""
COMPILED_PREFIX = "stdlib-compiled-"


BASE = "../" * PAGE_DEPTH + ASSET_DIR + "/"
"""The URL of ``_checker/`` relative to a checker page."""


# ---------------------------------------------------------------------------- release


@dataclass(frozen=True)
class Release:
    """What a checker page names of the runtime it starts: known before the pages are
    written (from the games and the checker's sources alone), so that the docs and the
    theme's template write them in (``page_markdown``, ``page_head``)."""

    version: str
    """Pyodide's version (its folder under ``_checker/pyodide/``)."""
    lock: dict[str, Any]
    """The ``info`` block of Pyodide's lock file."""
    bundle: bytes
    stdlib_zip: bytes
    """The trimmed standard library (``cardgen.site.stdlib``)."""
    compiled: bytes
    """The same, as bytecode (``stdlib.compiled_stdlib``)."""
    stamp: str
    """The release's version of the checker's front end: ``?v=<stamp>`` on its URLs."""

    @property
    def bundle_name(self) -> str:
        return f"engine-{hashlib.sha256(self.bundle).hexdigest()[:12]}.zip"

    @property
    def compiled_name(self) -> str:
        return f"{COMPILED_PREFIX}{hashlib.sha256(self.compiled).hexdigest()[:12]}.zip"

    def boot(self) -> dict[str, Any]:
        """What the page's worker is told to boot (``checker_page.worker_block``)."""
        names = {"bundle": self.bundle_name, "compiled": self.compiled_name}
        return {"pyodide": self.version, **names, "lock": self.lock}


def make_release(games: Sequence[Game]) -> Release:
    """The engine bundle, the runtime and the front end's stamp for ``games``."""
    bundle = bundle_bytes(games)
    stdlib_zip = runtime_stdlib(games, bundle)
    stamp = hashlib.sha256(b"".join(front_end(games).files.values()) + bundle).hexdigest()[:12]
    return Release(
        pyodide_version(), lock_info(), bundle, stdlib_zip, compiled_stdlib(stdlib_zip), stamp
    )


# ---------------------------------------------------------------------------- page


def page_markdown(game: Game, lang: str, release: Release | None = None) -> str:
    """The body of the checker page of ``game`` in ``lang`` (Markdown with raw HTML), naming
    the runtime of ``release`` (left blank without one).

    The form is drawn by ``checker.js`` from the game data (it needs no Python): at build
    time into the page (``build_assets``), and again when the script runs, taking the
    page's over; the engine loads in a Web Worker meanwhile. ``build_assets`` adds the
    checker's style and script (``checker_page.finish_page``).
    """
    s = own_strings()[lang]
    base = BASE
    if not offers_checker(game):
        return (
            f'<div class="cg-coming" markdown="0"><p>{html.escape(s["coming"])}</p>'
            f'<p><a href="../rules/">{html.escape(s["rules_link"])}</a></p></div>\n'
        )
    attrs = {
        "class": "cg-checker",
        "data-game": game.id,
        "data-lang": lang,
        "data-source-lang": SOURCE_LANG,  # the strings a language without its own falls back to
        "data-base": base,
        "data-bundle": release.bundle_name if release else "",
        "data-compiled": release.compiled_name if release else "",
        "data-pyodide": release.version if release else "",
        "data-version": release.stamp if release else "",
        "data-lock": json.dumps(release.lock, sort_keys=True) if release else "",
    }
    attr_text = " ".join(f'{k}="{html.escape(v, quote=True)}"' for k, v in attrs.items())
    return (
        f'<div {attr_text} markdown="0">'
        # shown by the <head> script (frontend/checker-page/head.js) when the checker cannot start
        f'<p class="cg-page-note cg-file-note cg-bad" role="alert" hidden>'
        f"{html.escape(s['engine_file'])}</p>"
        f'<p class="cg-page-note cg-script-note cg-bad" role="alert" hidden>'
        f"{html.escape(s['script_failed'])} "
        f'<button type="button" class="md-button cg-reload">{html.escape(s["reload"])}</button></p>'
        f'<p class="cg-boot">{html.escape(s["needs_js"])}</p>'
        f"</div>\n"
    )


def page_head(game: Game, release: Release) -> str:
    """What the checker page's template puts first in ``<head>`` (``checker_page.head_block``:
    the theme's loader, the saved state's fast path)."""
    return head_block(BASE, release.stamp, game.id)


def offers_checker(game: Game) -> bool:
    """Whether ``game`` gets a checker page: it declares its form (``checker`` in its data)
    and its scoring engine (``engine`` in its ``game.yaml``: cardgen's own or one in its
    folder). A game without an engine gets no checker page and no link to one."""
    return bool(game.checker) and game.engine is not None


# ---------------------------------------------------------------------------- form data


def card_faces(
    game: Game, site_dir: Path | None, side: str = "front"
) -> dict[str, dict[str, dict[str, list[float]]]]:
    """``{lang: {component: {item: [width, height]}}}`` of the card sides the rules site's
    gallery has (``/<lang>/<game>/cards/svg/<component>-<item>-<side>.svg``, see
    ``cardgen.site.docs``): the checker shows them as thumbnails. Empty when the site was
    built without the print step's SVGs."""
    if site_dir is None:
        return {}
    out: dict[str, dict[str, dict[str, list[float]]]] = {}
    for lang in LANGS:
        folder = Path(site_dir) / lang / game.id / "cards" / "svg"
        if not folder.is_dir():
            continue
        for comp in game.components:
            for item in comp.items:
                path = folder / f"{comp.id}-{item.id}-{side}.svg"
                if path.is_file():
                    size = svg_aspect(path) or (63.0, 88.0)
                    out.setdefault(lang, {}).setdefault(comp.id, {})[item.id] = list(size)
    return out


def form_data_json(game: Game, site_dir: Path | None = None) -> bytes:
    """The data the checker's form reads: the game data plus ``checker_icons`` (see
    :func:`icon_svgs`), ``checker_swatches`` (:func:`swatch_svgs`), ``checker_faces`` and
    ``checker_backs`` (the fronts and the backs of their own, see :func:`card_faces`) when
    there are any; the bundle keeps the plain data."""
    extra: dict[str, Any] = {}
    icons = icon_svgs(game)
    if icons:
        extra["checker_icons"] = icons
    swatches = swatch_svgs(game)
    if swatches:
        extra["checker_swatches"] = swatches
    for key, side in (("checker_faces", "front"), ("checker_backs", "back")):
        faces = card_faces(game, site_dir, side)
        if faces:
            extra[key] = faces
    if not extra:
        return data_json(game)
    data = {**game_data(game), **extra}
    return json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":")).encode()


def build_assets(games: Sequence[Game], site_dir: Path, release: Release) -> list[Path]:
    """Copy the runtime, write the bundle and the front end, finish the checker pages."""
    site_dir = Path(site_dir)
    out = site_dir / ASSET_DIR
    written: list[Path] = []
    written += copy_runtime(out / "pyodide" / release.version, release.stdlib_zip)
    for prefix, name, content in (
        ("engine-", release.bundle_name, release.bundle),
        (COMPILED_PREFIX, release.compiled_name, release.compiled),
    ):
        for old in out.glob(f"{prefix}*.zip"):
            if old.name != name:
                old.unlink()
        written.append(write_file(out / name, content))
    form_data = {game.id: form_data_json(game, site_dir) for game in games}
    for game in games:
        written.append(write_file(out / "data" / f"{game.id}.json", form_data[game.id]))
    stamp = release.stamp
    front = front_end(games)
    for rel, content in front.files.items():
        if rel.suffix == ".js" and rel.as_posix() != "worker.js":
            content = version_imports(content, stamp)
        written.append(write_file(out / rel, content))
    runtime = {"pyodide": release.version, "bundle": release.bundle_name}
    runtime |= {"compiled": release.compiled_name, "lock": release.lock, "v": stamp}
    written.append(write_file(out / "runtime.json", json.dumps(runtime, sort_keys=True).encode()))
    # the page's UI strings, with the name of every game in the page's language (a link
    # to another game is named)
    all_strings = {
        lang: {**texts, "games": {g.id: g.name.get(lang) for g in games if lang in g.languages}}
        for lang, texts in front.strings.items()
    }
    pages = {
        (game.id, lang): site_dir / lang / game.id / "checker" / "index.html"
        for lang in LANGS
        for game in games
    }
    pages = {key: page for key, page in pages.items() if _is_checker(page)}
    forms = prerendered_forms(
        [(game, lang, form_data[game], all_strings[lang]) for game, lang in pages], front
    )
    worker = worker_block(BASE, stamp, release.boot())
    tail = tail_block(BASE, stamp)
    preload = preload_block(BASE, stamp, front.module_names())
    for (game, lang), page in pages.items():
        text = page.read_text(encoding="utf-8")
        inline = page_data(form_data[game], all_strings[lang])
        new = finish_page(text, inline, forms[f"{game}/{lang}"], worker, tail, preload)
        written.append(write_file(page, new.encode("utf-8")))
    return written


def _is_checker(page: Path) -> bool:
    """A built page with a checker on it (not a game's "coming" page)."""
    return page.is_file() and 'class="cg-checker"' in page.read_text(encoding="utf-8")


def prerendered_forms(
    pages: Sequence[tuple[str, str, bytes, dict[str, str]]], front: FrontEnd
) -> dict[str, str]:
    """``{"<game>/<lang>": HTML}``: each checker's form drawn from the blank state by
    ``checker.js`` itself, at build time, under a DOM in Node (``prerender.mjs``, with the
    pinned ``linkedom``), from the front end ``front`` (with the games' widgets) written to
    a temporary folder. ``pages``: (game id, language, form data JSON, UI strings).

    Why: the page then arrives with its form, and the browser paints it with the page
    instead of after loading and running the checker's script (70 to 100 ms later on a
    2-core machine); ``checker.js`` takes the form over, with what the reader entered
    meanwhile."""
    if not pages:
        return {}
    with tempfile.TemporaryDirectory(prefix="cardgen-checker-") as folder:
        front.stage(Path(folder))
        job = {
            "checker": str(Path(folder) / "checker.js"),
            "source_lang": SOURCE_LANG,
            "first_screen": EARLY_FORM,
            "pages": [
                {"game": game, "lang": lang, "data": json.loads(data), "strings": texts}
                for game, lang, data, texts in pages
            ],
        }
        return run_node("prerender.mjs", json.dumps(job), "drawing the checker's forms")
