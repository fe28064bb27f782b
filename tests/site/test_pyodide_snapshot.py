"""The build's jobs in Node start Pyodide from a memory snapshot of a fresh start, kept in
the cache (``cardgen/site/pyodide_boot.mjs``): under one processor second instead of five.

One test, four starts of Pyodide (~12 processor seconds): a start without the snapshot, two
from the run's own (the site builds made it), one after a copy of it was damaged. The
suite's site builds start about twenty times from it (~80 processor seconds less)."""

from __future__ import annotations

import json
import os
import subprocess
import time
from pathlib import Path

from sites import SAMPLE_CONTENT

from cardgen.model import load_game
from cardgen.resources import cache_dir
from cardgen.site.engine_bundle import bundle_bytes
from cardgen.site.runtime import NODE_HELPERS, runtime
from cardgen.site.stdlib import bundle_modules, example_records

SITE_CODE = Path(__file__).parents[2] / "cardgen" / "site"


def trace(bundle: Path, job: str, snapshots: Path | None) -> list[str]:
    """What ``stdlib_trace.mjs`` finds, Pyodide started from the snapshots in ``snapshots``
    (made there when there are none), or as usual when it is None."""
    node = runtime()
    for helper in NODE_HELPERS:
        node.script(SITE_CODE / helper)
    env = {k: v for k, v in os.environ.items() if k != "CARDGEN_PYODIDE_SNAPSHOTS"}
    if snapshots is not None:
        env["CARDGEN_PYODIDE_SNAPSHOTS"] = str(snapshots)
    script = node.script(SITE_CODE / "stdlib_trace.mjs")
    run = subprocess.run(
        [node.node, str(script), str(node.pyodide_dir), str(bundle)],
        input=job, capture_output=True, text=True, cwd=node.root, env=env, timeout=300,
    )  # fmt: skip
    assert run.returncode == 0, run.stderr
    return json.loads(run.stdout)


def test_a_job_started_from_the_snapshot_finds_what_a_fresh_start_finds(tmp_path: Path):
    """The standard library a site ships is what the trace finds loaded: a snapshot that
    started with a module more or less would ship another runtime."""
    sample = load_game("sample", SAMPLE_CONTENT)
    bundle = bundle_bytes([sample])
    (tmp_path / "engine.zip").write_bytes(bundle)
    records = example_records([sample])[:3]
    job = json.dumps({"modules": bundle_modules(bundle), "records": [list(r) for r in records]})
    shared = cache_dir() / "pyodide-snapshots"  # the run's builds made it (or this does)

    fresh = trace(tmp_path / "engine.zip", job, None)
    assert "json/__init__.py" in fresh and "fractions.py" not in fresh

    assert trace(tmp_path / "engine.zip", job, shared) == fresh
    [made] = shared.glob("*.snapshot")
    kept = made.stat()
    assert kept.st_size > 10_000_000
    assert trace(tmp_path / "engine.zip", job, shared) == fresh
    assert made.stat().st_mtime_ns == kept.st_mtime_ns  # started from it, not made again

    damaged = tmp_path / "snapshots" / made.name
    damaged.parent.mkdir()
    damaged.write_bytes(made.read_bytes()[: kept.st_size // 2])
    for days in (1, 2, 3):  # of earlier Node or Pyodide versions: the three newest are kept
        older = damaged.parent / f"older-{days}.snapshot"
        older.write_bytes(b"an earlier snapshot")
        os.utime(older, (time.time() - days * 86400,) * 2)
    assert trace(tmp_path / "engine.zip", job, damaged.parent) == fresh
    assert damaged.stat().st_size == kept.st_size  # made again, whole
    left = sorted(p.name for p in damaged.parent.iterdir())  # and no temporary file left
    assert left == sorted([made.name, "older-1.snapshot", "older-2.snapshot"])
