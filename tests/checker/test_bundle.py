"""The engine bundle: standard library only, deterministic, and it scores under Pyodide in
Node exactly as ``cardgen score`` does natively."""

from __future__ import annotations

import io
import json
import os
import shutil
import subprocess
import sys
import zipfile

import pytest
from games import REPO, checker_games, records_of

from cardgen.commands.score import score_text
from cardgen.engine import RecordError
from cardgen.resources import cache_dir
from cardgen.site import checker_sources, engine_bundle, pyodide_runtime

ENGINE = REPO / "cardgen" / "engine"
ENGINE_MODULES = sorted(
    p.relative_to(ENGINE).with_suffix("").as_posix() for p in ENGINE.rglob("*.py")
)
"""Every module of the engine as a path without ``.py``: ``__init__``, ``games/web/score``…"""


@pytest.mark.parametrize("module", ENGINE_MODULES)
def test_engine_module_imports_with_the_standard_library_only(module):
    """``python -I -S``: no site-packages, no user paths; only the repository on sys.path."""
    name = f"cardgen.engine.{module.replace('/', '.')}".removesuffix(".__init__")
    code = (
        "import sys; sys.path.insert(0, sys.argv[1]); import importlib; "
        f"importlib.import_module({name!r}); "
        "bad = sorted(m for m, mod in sys.modules.items() if getattr(mod, '__file__', None) "
        "and 'site-packages' in mod.__file__); print(bad); sys.exit(1 if bad else 0)"
    )
    done = subprocess.run(
        [sys.executable, "-I", "-S", "-c", code, str(REPO)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr + done.stdout


def test_bundle_is_deterministic_and_complete():
    games = checker_games()
    first = engine_bundle.bundle_bytes(games)
    assert first == engine_bundle.bundle_bytes(games)
    names = zipfile.ZipFile(__import__("io").BytesIO(first)).namelist()
    assert "cardgen/__init__.pyc" in names and "checker_bridge.pyc" in names
    for module in ENGINE_MODULES:
        assert f"cardgen/engine/{module}.pyc" in names
    assert not [n for n in names if n.endswith(".py")]  # bytecode only
    for game in games:
        assert f"data/{game.id}.json" in names
    assert all(
        i.date_time == (1980, 1, 1, 0, 0, 0)
        for i in zipfile.ZipFile(__import__("io").BytesIO(first)).infolist()
    )


def _native(record, lang="en") -> dict:
    try:
        return score_text(json.dumps(record), lang=lang)
    except RecordError as error:
        return error.to_json(lang)


def _cases():
    cases = []
    for game in checker_games():
        for name, record in records_of(game.id):
            cases.append((name, record))
        # invalid records of every game: the same message and path both ways
        cases.append((f"{game.id}/no-players", {"game": game.id, "players": []}))
        cases.append(
            (f"{game.id}/bad-name", {"game": game.id, "players": [{"name": ""}, {"name": "b"}]})
        )
    cases.append(("unknown-game", {"game": "chess", "players": []}))
    cases.append(("not-an-object", [1, 2]))
    return cases


# Pyodide in Node scoring every case like the native engine, in every language, is
# test_stdlib.py's test of the trimmed runtime (the one the site ships).


def test_bridge_passes_the_language():
    """The bridge (natively) answers like ``cardgen score --lang`` and falls back to en."""
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "checker_bridge", checker_sources.SOURCES / "bridge.py"
    )
    bridge = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bridge)
    bridge.HERE = str(REPO / "build-never-there")  # no bundled data: use the CLI's
    games = {g.id: g for g in checker_games()}
    from cardgen.model import game_data

    for game_id, game in games.items():
        bridge._DATA[game_id] = game_data(game)
    for name, record in _cases():
        for lang in ("de", "nl", "xx"):
            answer = json.loads(bridge.score_json(json.dumps(record), lang))
            assert answer == _native(record, "en" if lang == "xx" else lang), f"{name} ({lang})"


IMPORTED_FROM = """
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
const [dir, bundle, boot] = process.argv.slice(1);
const { bootPyodide } = await import(pathToFileURL(boot).href);
const py = await bootPyodide(dir, { stdout: () => {}, stderr: () => {} });
py.FS.mkdirTree("/cardgen");
py.FS.writeFile("/cardgen/engine.zip", new Uint8Array(readFileSync(bundle)));
py.runPython('import sys\\nsys.path.insert(0, "/cardgen/engine.zip")');
py.pyimport("checker_bridge").score_json(JSON.stringify({game: "web", players: []}), "en");
process.stdout.write(py.runPython(`import json, sys
ours = {n: m for n, m in sys.modules.items() if n == "checker_bridge" or n.startswith("cardgen")}
json.dumps({"files": {n: m.__file__ for n, m in ours.items()},
            "documented": sorted(n for n, m in ours.items() if m.__doc__)})`));
"""


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_the_browser_imports_the_engine_as_bytecode(tmp_path):
    """Every module of the bundle has its .pyc, compiled by Pyodide's own CPython without
    docstrings, and Pyodide imports the engine from those (no compiling in the browser)."""
    data = engine_bundle.bundle_bytes(checker_games())
    names = set(zipfile.ZipFile(io.BytesIO(data)).namelist())
    assert {f"cardgen/engine/{m}.pyc" for m in ENGINE_MODULES} <= names
    bundle = tmp_path / "bundle.zip"
    bundle.write_bytes(data)
    done = subprocess.run(
        [
            "node",
            "--input-type=module",
            "-e",
            IMPORTED_FROM,
            "--",
            str(pyodide_runtime.pyodide_dir()),
            str(bundle),
            str(REPO / "cardgen" / "site" / "pyodide_boot.mjs"),
        ],
        capture_output=True,
        text=True,
        timeout=300,
        # Pyodide started as the build's jobs start it (a snapshot in the cache)
        env={**os.environ, "CARDGEN_PYODIDE_SNAPSHOTS": str(cache_dir() / "pyodide-snapshots")},
    )
    assert done.returncode == 0, done.stderr[-3000:]
    imported = json.loads(done.stdout)
    files = imported["files"]
    assert imported["documented"] == []  # compiled without docstrings (optimize=2)
    assert "cardgen.engine.games.web.score" in files and "checker_bridge" in files
    assert all(path.endswith(".pyc") for path in files.values()), files
