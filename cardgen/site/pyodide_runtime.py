"""The Pyodide runtime the checker ships: the pinned npm package's files, copied into the
site under ``_checker/pyodide/<version>/``, with its standard library trimmed to what the
engine needs (``cardgen.site.stdlib``)."""

from __future__ import annotations

import json
import shutil
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from cardgen.model import Game
from cardgen.site.files import write_file
from cardgen.site.runtime import runtime

PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
"""What ``loadPyodide`` fetches when it is given the lock file inline and no packages."""
STDLIB = "python_stdlib.zip"


def pyodide_dir() -> Path:
    """The pinned Pyodide runtime (``cardgen.site.runtime``: installed on first use)."""
    return runtime().pyodide_dir


def pyodide_version() -> str:
    meta = json.loads((pyodide_dir() / "package.json").read_text(encoding="utf-8"))
    return str(meta["version"])


def lock_info() -> dict[str, Any]:
    """The ``info`` block of Pyodide's lock file: passed inline, so no lock file is fetched."""
    lock = json.loads((pyodide_dir() / "pyodide-lock.json").read_text(encoding="utf-8"))
    return dict(lock["info"])


def runtime_stdlib(games: Sequence[Game], bundle: bytes, minify: bool = True) -> bytes:
    """The part of Pyodide's standard library the engine needs (``cardgen.site.stdlib``),
    minified unless ``minify`` is false."""
    from cardgen.site import stdlib
    from cardgen.site.engine_answers import check_engines_answer

    records = stdlib.example_records(games)
    used = stdlib.used_members(
        pyodide_dir(), bundle, records, first=lambda: check_engines_answer(games)
    )
    return stdlib.trimmed_stdlib((pyodide_dir() / STDLIB).read_bytes(), used, minify)


def copy_runtime(target: Path, stdlib_zip: bytes) -> list[Path]:
    """``PYODIDE_FILES`` into ``target`` (a file of the same size is taken as there), the
    standard library as ``stdlib_zip``; every file's path."""
    written = []
    for name in PYODIDE_FILES:
        path = target / name
        source = pyodide_dir() / name
        if name == STDLIB:
            written.append(write_file(path, stdlib_zip))
            continue
        if not (path.exists() and path.stat().st_size == source.stat().st_size):
            path.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, path)
        written.append(path)
    return written
