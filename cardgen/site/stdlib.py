"""The part of Pyodide's ``python_stdlib.zip`` the checker needs, derived at build time.

Pyodide ships the whole standard library as one zip (2.5 MB, deflated: it does not
compress further on the wire). The checker's worker uses about a third of it: what
Pyodide's own start-up imports, and what the engine and its bridge import. The build finds
that part by running the engine the way the browser does (``stdlib_trace.mjs``: Pyodide in
Node, the engine bundle on ``sys.path``, every module of the bundle imported, every example
record of every game scored in every language) and listing the standard library's modules
then loaded, plus ``ALWAYS`` (modules an error path may import late). The trimmed zip
carries those modules' sources only, as Pyodide's own does: their bytecode (compiled by
Pyodide's CPython, as the engine bundle's) measured 1.45 MB deflated against 0.76 MB for
the sources, more than its compile saves on a phone network. The sources are minified
(``pyminify.mjs``: docstrings and comments dropped, the code written again by
``ast.unparse``) by Pyodide's own Python in Node, as the build's Python (3.11) cannot
parse every file of 3.14's standard library; cached in the user's cache folder
(``cardgen.resources.cache_dir``, ``stdlib/``) by content.

``tests/checker/test_stdlib.py`` proves the trimmed runtime: it scores every example record of
every game in every language under Node with the site's runtime and compares each
answer with ``cardgen score``.
"""

from __future__ import annotations

import hashlib
import io
import json
import tempfile
import zipfile
from collections.abc import Callable, Sequence
from pathlib import Path

from cardgen.errors import UserError
from cardgen.model import LANGS
from cardgen.resources import cache_dir
from cardgen.site.engine_bundle import compiled_files
from cardgen.site.files import cached_each, cached_file, deterministic_zip
from cardgen.site.pyodide_runtime import pyodide_dir, pyodide_version
from cardgen.site.runtime import run_node

ALWAYS = (
    "linecache.py",
    "token.py",
    "tokenize.py",
    "traceback.py",
    "encodings/__init__.py",
    "encodings/aliases.py",
    "encodings/ascii.py",
    "encodings/latin_1.py",
    "encodings/utf_8.py",
)
"""Kept whatever the trace finds: what formatting an unexpected error and decoding text
need, so that an error on a path no record takes still reaches the page as a message."""


def stdlib_cache() -> Path:
    """Where the trace's findings and the minified sources are kept, by content."""
    return cache_dir() / "stdlib"


def bundle_modules(bundle: bytes) -> list[str]:
    """The importable modules of the engine bundle (``cardgen.engine.games.web.score``, …)."""
    names = zipfile.ZipFile(io.BytesIO(bundle)).namelist()
    return sorted(
        name.removesuffix(".pyc").replace("/", ".").removesuffix(".__init__")
        for name in names
        if name.endswith(".pyc")
    )


def example_records(games: Sequence) -> list[tuple[str, dict]]:
    """``(language, record)``: every example record of every game (``examples/*.json`` in
    its content folder, so the wheel's build trims the runtime as a checkout's does) in
    each of the game's languages, and per game an empty and a broken record (the engine's
    fault paths)."""
    records: list[tuple[dict, tuple[str, ...]]] = []
    for game in games:
        records += [(json.loads(text), game.languages) for _, text in game.examples]
        records.append(({"game": game.id, "players": []}, game.languages))
        records.append(({"game": game.id, "players": [{"name": ""}, {"name": 3}]}, game.languages))
    records.append(({"game": "no-such-game", "players": []}, LANGS))
    return [(lang, record) for record, langs in records for lang in langs]


def used_members(
    pyodide_dir: Path,
    bundle: bytes,
    records: Sequence[tuple[str, dict]],
    first: Callable[[], None] | None = None,
) -> list[str]:
    """The names in ``python_stdlib.zip`` that the engine loads (see the module's doc);
    cached in the cache folder's ``stdlib/`` by Pyodide, bundle and records. ``first`` is
    called before the trace runs (not when its findings are cached): the check that every
    designer's engine answers in time (:mod:`cardgen.site.engine_answers`)."""
    job = json.dumps(
        {"modules": bundle_modules(bundle), "records": [list(r) for r in records]},
        sort_keys=True,
    )
    key = hashlib.sha256(pyodide_version().encode() + bundle + job.encode()).hexdigest()

    def trace() -> bytes:
        if first is not None:
            first()
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "engine.zip"
            path.write_bytes(bundle)
            used = run_node(
                "stdlib_trace.mjs", job, "finding the standard library the engine needs",
                str(pyodide_dir), str(path),
            )  # fmt: skip
        if isinstance(used, dict):
            raise UserError(not_in_the_browser(bundle, used["failed"]))
        return json.dumps(used).encode()

    return json.loads(cached_file(stdlib_cache() / f"{key}.json", trace))


def not_in_the_browser(bundle: bytes, failed: Sequence[Sequence[str]]) -> str:
    """The message for games' own engines that the browser's Python cannot import
    (``[module, error]`` as the trace reports them): which game, which file, what failed."""
    engines = json.loads(zipfile.ZipFile(io.BytesIO(bundle)).read("engines.json"))
    by_package = {
        e["module"].rpartition(".")[0]: (g, e.get("file", "")) for g, e in engines.items()
    }
    lines = []
    for module, error in failed:
        package, _, name = module.partition(".")
        game, file = by_package.get(package, ("?", ""))
        where = f"{name}.py" if name else "its package"
        lines.append(
            f"the scoring engine of the game '{game}' ({file}) cannot run in the browser's"
            f" Python (Pyodide): importing {where} raised {error}"
        )
    return "; ".join(lines)


def trimmed_stdlib(full: bytes, used: Sequence[str], minify: bool = True) -> bytes:
    """``python_stdlib.zip`` with only ``used`` and ``ALWAYS`` (and their packages'
    ``__init__.py``), minified unless ``minify`` is false; deterministic."""
    source = zipfile.ZipFile(io.BytesIO(full))
    present = set(source.namelist())
    wanted = set(used) | {name for name in ALWAYS if name in present}
    for name in list(wanted):
        parts = name.split("/")[:-1]
        for depth in range(1, len(parts) + 1):
            init = "/".join(parts[:depth]) + "/__init__.py"
            if init in present:
                wanted.add(init)
    files = [(name, source.read(name)) for name in sorted(wanted)]
    if minify:
        files = minified_sources(files)
    return deterministic_zip(files)


def minified_sources(files: Sequence[tuple[str, bytes]]) -> list[tuple[str, bytes]]:
    """``files`` with every ``.py`` minified by ``pyminify.mjs`` (see the module's doc);
    other files as they are. Cached a module at a time in the cache folder's
    ``stdlib/minified/`` by Pyodide, script and source (``files.cached_each``)."""
    sources = {name: data for name, data in files if name.endswith(".py")}
    script = (Path(__file__).with_name("pyminify.mjs")).read_bytes()
    how = pyodide_version().encode() + b"\0" + script

    def key(name: str, source: bytes) -> str:
        job = how + b"\0" + name.encode() + b"\0" + source
        return hashlib.sha256(job).hexdigest() + ".py"

    def minify(todo: dict[str, bytes]) -> dict[str, bytes]:
        payload = json.dumps({n: c.decode("utf-8") for n, c in todo.items()}, sort_keys=True)
        small = run_node(
            "pyminify.mjs", payload, "minifying the standard library", str(pyodide_dir())
        )
        return {name: small[name].encode("utf-8") for name in todo}

    small = cached_each(stdlib_cache() / "minified", sources, key, minify)
    return [(name, small.get(name, data)) for name, data in files]


def compiled_stdlib(stdlib_zip: bytes) -> bytes:
    """``stdlib_zip`` (the trimmed one) with every module as bytecode only, compiled by
    Pyodide's own CPython at optimize level 0, the level it runs at; deterministic.

    Why a second copy: at every start CPython compiles again each standard-library module
    it imports from a zip of sources (zipimport keeps no bytecode), and that compile is
    most of Pyodide's start on a phone's CPU (Node: 2.0 s with the sources, 0.6 s with
    this copy). It is three times the sources' size on the wire (1.2 MB against 0.4 MB),
    so a first visit loads the sources; the service worker keeps this copy for the
    next starts, and the worker uses it when it is kept (``frontend/checker/worker.js``)."""
    source = zipfile.ZipFile(io.BytesIO(stdlib_zip))
    files = [(name, source.read(name)) for name in source.namelist()]
    python = [(name, data) for name, data in files if name.endswith(".py")]
    other = [(name, data) for name, data in files if not name.endswith(".py")]
    return deterministic_zip(compiled_files(python, 0, "the standard library") + other)
