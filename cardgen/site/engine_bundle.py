"""The engine bundle the checker's worker imports: one deterministic zip of the bytecode of
``cardgen/__init__.py``, ``cardgen/engine/*.py``, the designers' engines of the games that
have one (``cardgen_game_<game>/``: the modules their folder's engine is made of) and the
worker's bridge, compiled by Pyodide's own CPython; the product's languages
(``cardgen/languages.json``, which the engine reads) and its texts' catalogs compiled
(``cardgen/engine/locale/``), every game's data as JSON
(``data/<game>.json``) and the registry of engines the bridge fills at start
(``engines.json``: game id → its engine's module, and a designer's engine's file)."""

from __future__ import annotations

import base64
import hashlib
import json
from collections.abc import Iterable, Sequence
from pathlib import Path

from cardgen.catalogs import bundled_catalogs
from cardgen.model import Game, game_data
from cardgen.resources import cache_dir
from cardgen.site.checker_sources import SOURCES
from cardgen.site.files import cached_each, deterministic_zip
from cardgen.site.pyodide_runtime import pyodide_dir, pyodide_version
from cardgen.site.runtime import run_node


def engine_files() -> list[tuple[str, bytes]]:
    """``(archive name, bytes)`` of the Python sources the browser runs, sorted: the
    ``cardgen.engine`` package with its subpackages (``games/<game>/``)."""
    pkg = Path(__file__).resolve().parents[1]  # the installed cardgen package
    out = [("cardgen/__init__.py", (pkg / "__init__.py").read_bytes())]
    for path in sorted((pkg / "engine").rglob("*.py")):
        out.append((path.relative_to(pkg.parent).as_posix(), path.read_bytes()))
    return out


def content_engine_files(games: Sequence[Game]) -> list[tuple[str, bytes]]:
    """``(archive name, bytes)`` of the designers' engines of ``games``: each engine's
    modules under its package (``cardgen_game_tide_race/scoring.py``), with an empty
    ``__init__.py`` where its folder has none."""
    out: list[tuple[str, bytes]] = []
    for game in games:
        engine = game.engine
        if engine is None or not engine.designed:
            continue
        names = set(engine.files) | {"__init__.py"}
        for name in sorted(names):
            path = Path(engine.folder) / name
            data = path.read_bytes() if name in engine.files else b""
            out.append((f"{engine.package}/{name}", data))
    return out


def engines_json(games: Sequence[Game]) -> bytes:
    """The registry of the bundle's engines (:mod:`cardgen.engine.registry`), which the
    bridge fills from it: ``{game id: {"module": …}}``, with ``"file"`` (its name in the
    game's folder, for the page's messages) for a designer's engine."""
    table: dict[str, dict[str, str]] = {}
    for game in games:
        if game.engine is not None:
            table[game.id] = {"module": game.engine.module}
            if game.engine.designed:
                table[game.id]["file"] = Path(game.engine.file).name
    return json.dumps(table, sort_keys=True, separators=(",", ":")).encode("utf-8")


def engine_data_files(games: Sequence[Game] | None = None) -> list[tuple[str, bytes]]:
    """``(archive name, bytes)`` of the files the engine reads besides its modules: the
    languages (:mod:`cardgen.engine.languages`) and its texts' catalogs, compiled
    (``cardgen/engine/locale/<lang>/LC_MESSAGES/<domain>.mo``:
    :mod:`cardgen.engine.catalogs`): cardgen's and those of ``games`` (a designer's game's
    from its content folder), every game's in use when ``None``."""
    pkg = Path(__file__).resolve().parents[1]
    owners = None if games is None else [game.id for game in games]
    languages = ("cardgen/languages.json", (pkg / "languages.json").read_bytes())
    return [languages, *bundled_catalogs(owners)]


def data_json(game: Game) -> bytes:
    """The game data as compact, key-sorted UTF-8 JSON (deterministic)."""
    return json.dumps(
        game_data(game), ensure_ascii=False, sort_keys=True, separators=(",", ":")
    ).encode("utf-8")


def bundle_bytes(games: Sequence[Game], extra: Iterable[tuple[str, bytes]] = ()) -> bytes:
    """The engine bundle: the bytecode of the ``cardgen/`` engine, the bridge and the
    designers' engines (see :func:`compiled_files`), ``data/<game>.json`` for every game and
    ``engines.json`` (:func:`engines_json`). The sources stay out:
    zipimport imports a module from its ``.pyc`` alone, and the engine reads no source
    (no tracebacks with source lines reach the page); they were 83 KB of the bundle's
    0.31 MB on the wire."""
    sources = [*engine_files(), ("checker_bridge.py", (SOURCES / "bridge.py").read_bytes())]
    files = compiled_files(sources) + engine_data_files(games)
    designed = content_engine_files(games)
    if designed:  # at the level the command line runs them: their asserts and docs stay
        files += compiled_files(designed, 0, "the games' own engines")
    files += [(f"data/{g.id}.json", data_json(g)) for g in games]
    files.append(("engines.json", engines_json(games)))
    return deterministic_zip([*files, *extra])


def pyc_cache() -> Path:
    """Compiled modules by content (``<sha256>.pyc``): the compiler takes ~3 s to start."""
    return cache_dir() / "pyc" / "modules"


def compiled_files(
    sources: Sequence[tuple[str, bytes]], optimize: int = 2, what: str = "the engine bundle"
) -> list[tuple[str, bytes]]:
    """``(name.pyc, bytecode)`` of the Python ``sources``, compiled by Pyodide's own CPython
    (``cardgen/site/pyc.mjs`` in Node) at ``optimize`` (2 for the engine: it has no asserts
    and reads no docstrings): the browser then imports without compiling, which took ~70 ms
    of the first score (the compiler runs in WebAssembly not yet optimised).
    Unchecked hash-based .pyc files: no timestamps, the same bytes for the same sources.
    Cached a module at a time (``files.cached_each``): the bytecode names its file.
    """
    script = Path(__file__).with_name("pyc.mjs").read_bytes()  # how it compiles
    how = pyodide_version().encode() + script + str(optimize).encode()

    def key(name: str, source: bytes) -> str:
        job = how + b"\0" + name.encode() + b"\0" + source
        return hashlib.sha256(job).hexdigest() + ".pyc"

    def compile_all(todo: dict[str, bytes]) -> dict[str, bytes]:
        payload = json.dumps({n: c.decode("utf-8") for n, c in todo.items()}, sort_keys=True)
        compiled = run_node(
            "pyc.mjs", payload, f"compiling {what}", str(pyodide_dir()), str(optimize)
        )
        return {name: base64.b64decode(compiled[name[:-3] + ".pyc"]) for name in todo}

    made = cached_each(pyc_cache(), dict(sources), key, compile_all)
    return sorted((name[:-3] + ".pyc", data) for name, data in made.items())
