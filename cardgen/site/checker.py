"""The browser score checker: its pages, the engine bundle and the Pyodide runtime.

The site build (``cardgen.site.build``) calls two functions of this module:

``page_markdown(game, lang)``
    the body of ``/<lang>/<game>/checker/``: a mount point the checker script fills with
    the game's form (from ``content/<game>/checker.yaml``), plus the module script tag.
``build_assets(games, site_dir)``
    after the four mkdocs builds: copies the Pyodide runtime to a versioned path, writes the
    engine bundle (one deterministic zip of ``cardgen/__init__.py``, ``cardgen/engine/*.py``
    and every game's data JSON), the checker's JS/CSS/strings, writes into every checker
    page its form (drawn by ``checker.js`` itself under a DOM in Node, see
    ``prerendered_forms``) and adds a Content-Security-Policy to every checker page.

Layout under ``site_dir/_checker/``::

    checker.js  worker.js  widgets/*.js  checker.css  strings.json  runtime.json
    core/*.js  form/*.js  results.js  totals-bar.js  toolbar.js …   the modules checker.js imports
    data/<game>.json                    game data for the forms (the bundle's JSON, plus the
                                        card icons as SVG where the game has them)
    engine-<sha256[:12]>.zip            cardgen/__init__.pyc, cardgen/engine/*.pyc,
                                        checker_bridge.pyc (bytecode only, compiled by
                                        Pyodide's CPython), data/*.json
    pyodide/<version>/                  pyodide.mjs pyodide.asm.mjs pyodide.asm.wasm
                                        python_stdlib.zip (only what the engine needs:
                                        cardgen.site.stdlib)

All URLs are relative, so the site works under any sub-path.
"""

from __future__ import annotations

import base64
import hashlib
import html
import io
import json
import os
import re
import shutil
import subprocess
import tempfile
import zipfile
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from cardgen.model import LANGS, Game, game_data
from cardgen.resources import SITE, cache_dir
from cardgen.site.runtime import runtime


def pyodide_dir() -> Path:
    """The pinned Pyodide runtime (``cardgen.site.runtime``: installed on first use)."""
    return runtime().pyodide_dir


def __getattr__(name: str) -> Any:
    """``PYODIDE_DIR``, resolved on first use (it may need an ``npm ci``)."""
    if name == "PYODIDE_DIR":
        return pyodide_dir()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


SOURCES = SITE / "checker"
"""Hand-written checker sources (JS, CSS, UI strings)."""
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
"""What ``loadPyodide`` fetches when it is given the lock file inline and no packages."""
ASSET_DIR = "_checker"
PAGE_DEPTH = 3
"""``/<lang>/<game>/checker/`` is three folders below the site root."""
ZIP_DATE = (1980, 1, 1, 0, 0, 0)


# ---------------------------------------------------------------------------- strings


def strings() -> dict[str, dict[str, str]]:
    """The checker's UI strings: ``{lang: {key: text}}`` (``site/checker/strings.json``)."""
    return json.loads((SOURCES / "strings.json").read_text(encoding="utf-8"))


def _text(value: Any, lang: str) -> str:
    if isinstance(value, dict):
        return str(value.get(lang) or value.get("neutral") or value.get("en") or "")
    return str(value or "")


# ---------------------------------------------------------------------------- page


def page_markdown(game: Game, lang: str) -> str:
    """The body of the checker page of ``game`` in ``lang`` (Markdown with raw HTML).

    The form is drawn by ``checker.js`` from the game data (it needs no Python): at build
    time into the page (``build_assets``), and again when the script runs, taking the
    page's over; the engine loads in a Web Worker meanwhile.
    """
    s = strings()[lang]
    up = "../" * PAGE_DEPTH
    base = f"{up}{ASSET_DIR}/"
    if not offers_checker(game):
        return (
            f'<div class="cg-coming" markdown="0"><p>{html.escape(s["coming"])}</p>'
            f'<p><a href="../rules/">{html.escape(s["rules_link"])}</a></p></div>\n'
        )
    attrs = {
        "class": "cg-checker",
        "data-game": game.id,
        "data-lang": lang,
        "data-base": base,
        "data-bundle": "",  # filled in by build_assets (the bundle's hashed name)
        "data-compiled": "",  # the compiled standard library's hashed name (build_assets)
        "data-pyodide": "",
        "data-version": "",
        "data-lock": "",
    }
    attr_text = " ".join(f'{k}="{html.escape(v, quote=True)}"' for k, v in attrs.items())
    return (
        f'<div {attr_text} markdown="0">'
        f'<link rel="stylesheet" href="{base}checker.css">'
        # shown by the <head> script (checker_page.HEAD_SCRIPT) when the checker cannot start
        f'<p class="cg-page-note cg-file-note cg-bad" role="alert" hidden>'
        f"{html.escape(s['engine_file'])}</p>"
        f'<p class="cg-page-note cg-script-note cg-bad" role="alert" hidden>'
        f"{html.escape(s['script_failed'])} "
        f'<button type="button" class="md-button cg-reload">{html.escape(s["reload"])}</button></p>'
        f'<p class="cg-boot">{html.escape(s["needs_js"])}</p>'
        f"</div>\n\n"
        f'<script type="module" async src="{base}checker.js"></script>\n'
    )


def _has_engine(game_id: str) -> bool:
    from cardgen.engine import has_engine

    return has_engine(game_id)


def offers_checker(game: Game) -> bool:
    """Whether ``game`` gets a checker page: it declares its scoring (``checker`` in its
    data) and cardgen has its scoring engine. A game without one (a designer's own game)
    gets no checker page and no link to one."""
    return bool(game.checker) and _has_engine(game.id)


# ---------------------------------------------------------------------------- bundle


def engine_files() -> list[tuple[str, bytes]]:
    """``(archive name, bytes)`` of the Python sources the browser runs, sorted."""
    pkg = Path(__file__).resolve().parents[1]  # the installed cardgen package
    out = [("cardgen/__init__.py", (pkg / "__init__.py").read_bytes())]
    for path in sorted((pkg / "engine").glob("*.py")):
        out.append((f"cardgen/engine/{path.name}", path.read_bytes()))
    return out


def data_json(game: Game) -> bytes:
    """The game data as compact, key-sorted UTF-8 JSON (deterministic)."""
    return json.dumps(
        game_data(game), ensure_ascii=False, sort_keys=True, separators=(",", ":")
    ).encode("utf-8")


def deterministic_zip(files: Iterable[tuple[str, bytes]]) -> bytes:
    """A zip whose bytes depend only on the names and contents (sorted, fixed dates)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, content in sorted(files):
            info = zipfile.ZipInfo(name, date_time=ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            info.create_system = 3
            archive.writestr(info, content, compresslevel=9)
    return buffer.getvalue()


ICON_SETS = {"circle-the-wagons": ("cardgen.render.faces.circle_the_wagons_icons", "ctw-")}
"""Games whose checker draws the cards' own vector icons: faces module, icon name prefix."""
_SVG_INNER = re.compile(r"<svg[^>]*>(?:<defs\s*/>)?(?P<inner>.*)</svg>", re.S)


def icon_svgs(game_id: str) -> dict[str, str]:
    """``{icon id: SVG markup}`` of the game's card icons, drawn by the faces module into a
    100 × 100 box in ``currentColor`` (the checker puts them in ``<svg viewBox="0 0 100
    100">``); empty for a game without icons of its own."""
    if game_id not in ICON_SETS:
        return {}
    import importlib

    from cardgen.render.svg import SvgCanvas

    module_name, prefix = ICON_SETS[game_id]
    module = importlib.import_module(module_name)
    out = {}
    for icon_id in module.ICONS:
        canvas = SvgCanvas(100, 100)
        canvas.icon(f"{prefix}{icon_id}", 0, 0, 100, "currentColor")
        found = _SVG_INNER.search(canvas.tostring())
        if found:
            out[icon_id] = found.group("inner")
    return out


def card_faces(
    game: Game, site_dir: Path | None, side: str = "front"
) -> dict[str, dict[str, dict[str, list[float]]]]:
    """``{lang: {component: {item: [width, height]}}}`` of the card sides the rules site's
    gallery has (``/<lang>/<game>/cards/svg/<component>-<item>-<side>.svg``, see
    ``cardgen.site.docs``): the checker shows them as thumbnails. Empty when the site was
    built without the print step's SVGs."""
    if site_dir is None:
        return {}
    from cardgen.site.gallery import svg_aspect

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
    :func:`icon_svgs`), ``checker_faces`` and ``checker_backs`` (the fronts and the backs
    of their own, see :func:`card_faces`) when there are any; the bundle keeps the plain
    data."""
    extra: dict[str, Any] = {}
    icons = icon_svgs(game.id)
    if icons:
        extra["checker_icons"] = icons
    for key, side in (("checker_faces", "front"), ("checker_backs", "back")):
        faces = card_faces(game, site_dir, side)
        if faces:
            extra[key] = faces
    if not extra:
        return data_json(game)
    data = {**game_data(game), **extra}
    return json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":")).encode()


def bundle_bytes(games: Sequence[Game], extra: Iterable[tuple[str, bytes]] = ()) -> bytes:
    """The engine bundle: the bytecode of the ``cardgen/`` engine and the bridge (see
    :func:`compiled_files`) and ``data/<game>.json`` for every game. The sources stay out:
    zipimport imports a module from its ``.pyc`` alone, and the engine reads no source
    (no tracebacks with source lines reach the page); they were 83 KB of the bundle's
    0.31 MB on the wire."""
    sources = [*engine_files(), ("checker_bridge.py", (SOURCES / "bridge.py").read_bytes())]
    files = compiled_files(sources) + [(f"data/{g.id}.json", data_json(g)) for g in games]
    return deterministic_zip([*files, *extra])


PYC_CACHE = cache_dir() / "pyc"
"""Compiled bundles by content (``<sha256>.json``): the compiler takes ~3 s to start."""


def compiled_files(
    sources: Sequence[tuple[str, bytes]], optimize: int = 2, what: str = "the engine bundle"
) -> list[tuple[str, bytes]]:
    """``(name.pyc, bytecode)`` of the Python ``sources``, compiled by Pyodide's own CPython
    (``cardgen/site/pyc.mjs`` in Node) at ``optimize`` (2 for the engine: it has no asserts
    and reads no docstrings): the browser then imports without compiling, which took ~70 ms
    of the first score (the compiler runs in WebAssembly not yet optimised).
    Unchecked hash-based .pyc files: no timestamps, the same bytes for the same sources.
    """
    payload = json.dumps({n: c.decode("utf-8") for n, c in sorted(sources)}, sort_keys=True)
    script = Path(__file__).with_name("pyc.mjs").read_bytes()  # how it compiles
    job = pyodide_version().encode() + script + str(optimize).encode() + payload.encode()
    key = hashlib.sha256(job).hexdigest()
    cached = PYC_CACHE / f"{key}.json"
    if cached.is_file():
        compiled = json.loads(cached.read_text(encoding="utf-8"))
    else:
        compiled = _node("pyc.mjs", payload, f"compiling {what}", str(pyodide_dir()), str(optimize))
        _write(cached, json.dumps(compiled, sort_keys=True).encode())
    return [(name, base64.b64decode(data)) for name, data in sorted(compiled.items())]


# ---------------------------------------------------------------------------- assets


def pyodide_version() -> str:
    meta = json.loads((pyodide_dir() / "package.json").read_text(encoding="utf-8"))
    return str(meta["version"])


def lock_info() -> dict[str, Any]:
    """The ``info`` block of Pyodide's lock file: passed inline, so no lock file is fetched."""
    lock = json.loads((pyodide_dir() / "pyodide-lock.json").read_text(encoding="utf-8"))
    return dict(lock["info"])


def _write(path: Path, content: bytes) -> Path:
    """Write atomically (temporary file, then rename)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(content)
        os.chmod(tmp, 0o644)  # mkstemp's 0600 would hide the file from a web server
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return path


_MODULE_IMPORT = re.compile(rb'(from "\.\.?/(?:[a-z0-9-]+/)*[a-z0-9-]+\.js)(\?v=[0-9a-f]*)?"')


def version_imports(script: bytes, stamp: str) -> bytes:
    """A checker module (``checker.js`` or one it imports) with ``?v=<stamp>`` on its
    relative imports, as on its own URL: a new release never runs against a module the
    browser cached from the previous one, and every module imports the others by the one
    URL (a module imported by two URLs would run twice)."""
    return _MODULE_IMPORT.sub(rb"\1?v=" + stamp.encode() + b'"', script)


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


def source_files() -> list[Path]:
    """The checker's hand-written front-end files (relative to ``site/checker``)."""
    return sorted(
        p.relative_to(SOURCES)
        for p in SOURCES.rglob("*")
        if p.is_file() and p.suffix in {".js", ".css", ".json"}
    )


STDLIB = "python_stdlib.zip"


def runtime_stdlib(games: Sequence[Game], bundle: bytes, minify: bool = True) -> bytes:
    """The part of Pyodide's standard library the engine needs (``cardgen.site.stdlib``),
    minified unless ``minify`` is false."""
    from cardgen.site import stdlib

    used = stdlib.used_members(pyodide_dir(), bundle, stdlib.example_records(games))
    return stdlib.trimmed_stdlib((pyodide_dir() / STDLIB).read_bytes(), used, minify)


COMPILED_PREFIX = "stdlib-compiled-"


def build_assets(games: Sequence[Game], site_dir: Path) -> list[Path]:
    """Copy the runtime, write the bundle and the front-end, secure the checker pages."""
    site_dir = Path(site_dir)
    out = site_dir / ASSET_DIR
    written: list[Path] = []
    version = pyodide_version()
    runtime = out / "pyodide" / version
    bundle = bundle_bytes(games)
    stdlib_zip = runtime_stdlib(games, bundle)
    for name in PYODIDE_FILES:
        target = runtime / name
        source = pyodide_dir() / name
        if name == STDLIB:
            written.append(_write(target, stdlib_zip))
            continue
        if not (target.exists() and target.stat().st_size == source.stat().st_size):
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, target)
        written.append(target)
    bundle_name = f"engine-{hashlib.sha256(bundle).hexdigest()[:12]}.zip"
    for old in out.glob("engine-*.zip"):
        if old.name != bundle_name:
            old.unlink()
    written.append(_write(out / bundle_name, bundle))
    from cardgen.site.stdlib import compiled_stdlib

    compiled = compiled_stdlib(stdlib_zip)
    compiled_name = f"{COMPILED_PREFIX}{hashlib.sha256(compiled).hexdigest()[:12]}.zip"
    for old in out.glob(f"{COMPILED_PREFIX}*.zip"):
        if old.name != compiled_name:
            old.unlink()
    written.append(_write(out / compiled_name, compiled))
    form_data = {game.id: form_data_json(game, site_dir) for game in games}
    for game in games:
        written.append(_write(out / "data" / f"{game.id}.json", form_data[game.id]))
    stamp = hashlib.sha256(
        b"".join((SOURCES / rel).read_bytes() for rel in source_files()) + bundle
    ).hexdigest()[:12]
    for rel in source_files():
        content = (SOURCES / rel).read_bytes()
        if rel.suffix == ".js" and rel != Path("worker.js"):
            content = version_imports(content, stamp)
        written.append(_write(out / rel, content))
    written.append(
        _write(
            out / "runtime.json",
            json.dumps(
                {
                    "pyodide": version,
                    "bundle": bundle_name,
                    "compiled": compiled_name,
                    "lock": lock_info(),
                    "v": stamp,
                },
                sort_keys=True,
            ).encode(),
        )
    )
    # the page's UI strings, with every game's name (a link of another game is named)
    all_strings = {
        lang: {**texts, "games": {g.id: g.name.get(lang) for g in games}}
        for lang, texts in strings().items()
    }
    pages = {
        (game.id, lang): site_dir / lang / game.id / "checker" / "index.html"
        for lang in LANGS
        for game in games
    }
    pages = {key: page for key, page in pages.items() if _is_checker(page)}
    from cardgen.site.checker_page import page_data, secure_page

    forms = prerendered_forms(
        [(game, lang, form_data[game], all_strings[lang]) for game, lang in pages]
    )
    for (game, lang), page in pages.items():
        text = page.read_text(encoding="utf-8")
        inline = page_data(form_data[game], all_strings[lang])
        new = secure_page(
            text, bundle_name, version, stamp, inline, forms[f"{game}/{lang}"], compiled_name
        )
        if new != text:
            written.append(_write(page, new.encode("utf-8")))
    return written


def _is_checker(page: Path) -> bool:
    """A built page with a checker on it (not a game's "coming" page)."""
    return page.is_file() and 'class="cg-checker"' in page.read_text(encoding="utf-8")


def prerendered_forms(pages: Sequence[tuple[str, str, bytes, dict[str, str]]]) -> dict[str, str]:
    """``{"<game>/<lang>": HTML}``: each checker's form drawn from the blank state by
    ``checker.js`` itself, at build time, under a DOM in Node (``prerender.mjs``, with the
    pinned ``linkedom``). ``pages``: (game id, language, form data JSON, UI strings).

    Why: the page then arrives with its form, and the browser paints it with the page
    instead of after loading and running the checker's script (70 to 100 ms later on a
    2-core machine); ``checker.js`` takes the form over, with what the reader entered
    meanwhile."""
    if not pages:
        return {}
    job = {
        "checker": str(SOURCES / "checker.js"),
        "pages": [
            {"game": game, "lang": lang, "data": json.loads(data), "strings": texts}
            for game, lang, data, texts in pages
        ],
    }
    return _node("prerender.mjs", json.dumps(job), "drawing the checker's forms")


def _node(script: str, stdin: str, doing: str, *args: str) -> Any:
    """The JSON that ``script`` (a Node program next to this module) writes for ``stdin``;
    a RuntimeError naming what it was ``doing`` and Node's message when it fails."""
    node = runtime()
    run = subprocess.run(
        [node.node, str(node.script(Path(__file__).with_name(script))), *args],
        input=stdin, capture_output=True, text=True, check=False, timeout=300, cwd=node.root,
    )  # fmt: skip
    if run.returncode != 0:
        raise RuntimeError(f"{doing} failed: {run.stderr.strip()}")
    return json.loads(run.stdout)
