"""The trimmed standard library (``cardgen.site.stdlib``): every test record of every game,
in all four languages, scores under Pyodide in Node with the runtime the site ships exactly
as ``cardgen score`` scores it natively; and a runtime missing one module it needs fails."""

from __future__ import annotations

import io
import json
import shutil
import subprocess
import zipfile
from pathlib import Path

import pytest
from games import REPO, checker_games, records_of

from cardgen.commands.score import score_text
from cardgen.engine import RecordError
from cardgen.model import LANGS
from cardgen.site import engine_bundle, pyodide_runtime, stdlib
from cardgen.site.files import deterministic_zip

pytestmark = pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")


def _native(record: object, lang: str) -> dict:
    try:
        return score_text(json.dumps(record), lang=lang)
    except RecordError as error:
        return error.to_json(lang)


def _cases() -> list[tuple[str, object]]:
    """Every test record of every game, and records the engine refuses (its fault paths)."""
    cases: list[tuple[str, object]] = []
    for game in checker_games():
        cases += records_of(game.id)
        cases.append((f"{game.id}/no-players", {"game": game.id, "players": []}))
        bad_name = {"game": game.id, "players": [{"name": ""}, {"name": "b"}]}
        cases.append((f"{game.id}/bad-name", bad_name))
    cases.append(("unknown-game", {"game": "chess", "players": []}))
    cases.append(("not-an-object", [1, 2]))
    return cases


def runtime_dir(folder: Path, stdlib_zip: bytes) -> Path:
    """Pyodide's files as the site ships them (``_checker/pyodide/<version>/``), plus the
    lock file Node's loader reads."""
    folder.mkdir(parents=True, exist_ok=True)
    for name in (*pyodide_runtime.PYODIDE_FILES, "pyodide-lock.json", "package.json"):
        if name != pyodide_runtime.STDLIB:
            shutil.copyfile(pyodide_runtime.pyodide_dir() / name, folder / name)
    (folder / pyodide_runtime.STDLIB).write_bytes(stdlib_zip)
    return folder


def score_in_node(runtime: Path, tmp_path: Path, runs) -> subprocess.CompletedProcess:
    bundle = tmp_path / "bundle.zip"
    bundle.write_bytes(engine_bundle.bundle_bytes(checker_games()))
    records = tmp_path / "records.json"
    records.write_text(json.dumps([[lang, record] for lang, _, record in runs]), encoding="utf-8")
    script = REPO / "tests" / "checker" / "score_node.mjs"
    command = ["node", str(script), str(runtime), str(bundle), str(records)]
    return subprocess.run(command, capture_output=True, text=True, timeout=300)


def test_every_record_scores_with_the_trimmed_runtime_in_every_language(tmp_path):
    games = checker_games()
    bundle = engine_bundle.bundle_bytes(games)
    shipped = pyodide_runtime.runtime_stdlib(games, bundle)
    full = (pyodide_runtime.pyodide_dir() / pyodide_runtime.STDLIB).read_bytes()
    assert len(shipped) < 0.4 * len(full)
    names = set(zipfile.ZipFile(io.BytesIO(shipped)).namelist())
    assert "email/__init__.py" not in names and "json/__init__.py" in names
    # minified: no comment and no docstring left (json.decoder has both in Pyodide's zip)
    decoder = zipfile.ZipFile(io.BytesIO(shipped)).read("json/decoder.py").decode()
    assert '"""' not in decoder and not [x for x in decoder.splitlines() if x.strip()[:1] == "#"]
    assert len(shipped) < 0.6 * len(pyodide_runtime.runtime_stdlib(games, bundle, minify=False))
    runs = [(lang, name, record) for name, record in _cases() for lang in LANGS]
    assert len({name for _, name, _ in runs}) > 10
    done = score_in_node(runtime_dir(tmp_path / "runtime", shipped), tmp_path, runs)
    assert done.returncode == 0, done.stderr[-3000:]
    answers = json.loads(done.stdout)
    for (lang, name, record), answer in zip(runs, answers, strict=True):
        assert answer == _native(record, lang), f"{name} ({lang})"
    assert [a for a in answers if "error" not in a], "no record scored at all"


def test_a_runtime_without_a_module_the_engine_needs_fails(tmp_path):
    """The proof above has teeth: the same run with one traced module left out fails."""
    games = checker_games()
    bundle = engine_bundle.bundle_bytes(games)
    used = stdlib.used_members(pyodide_runtime.pyodide_dir(), bundle, stdlib.example_records(games))
    assert "json/decoder.py" in used
    full = (pyodide_runtime.pyodide_dir() / pyodide_runtime.STDLIB).read_bytes()
    source = zipfile.ZipFile(io.BytesIO(full))
    files = [(n, source.read(n)) for n in used if n != "json/decoder.py"]
    broken = deterministic_zip(files)
    runs = [("en", name, record) for name, record in _cases()[:1]]
    done = score_in_node(runtime_dir(tmp_path / "runtime", broken), tmp_path, runs)
    assert done.returncode != 0
    assert done.stdout == ""  # no answers


def test_every_record_scores_with_the_compiled_standard_library(tmp_path):
    """The bytecode copy the service worker keeps (``stdlib.compiled_stdlib``): the same
    modules as the sources, no source left (so every import is of bytecode), and every
    record scores exactly as natively, in every language."""
    games = checker_games()
    sources = pyodide_runtime.runtime_stdlib(games, engine_bundle.bundle_bytes(games))
    compiled = stdlib.compiled_stdlib(sources)
    assert stdlib.compiled_stdlib(sources) == compiled  # deterministic
    source_names = set(zipfile.ZipFile(io.BytesIO(sources)).namelist())
    names = set(zipfile.ZipFile(io.BytesIO(compiled)).namelist())
    assert not [n for n in names if n.endswith(".py")]
    assert {n.removesuffix(".pyc") + ".py" for n in names} == source_names
    runs = [(lang, name, record) for name, record in _cases() for lang in LANGS]
    done = score_in_node(runtime_dir(tmp_path / "runtime", compiled), tmp_path, runs)
    assert done.returncode == 0, done.stderr[-3000:]
    answers = json.loads(done.stdout)
    for (lang, name, record), answer in zip(runs, answers, strict=True):
        assert answer == _native(record, lang), f"{name} ({lang})"
