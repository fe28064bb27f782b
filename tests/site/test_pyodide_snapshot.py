"""The build's jobs in Node start Pyodide from a memory snapshot of a fresh start, kept in
the cache (``cardgen/site/pyodide_boot.mjs``): under one processor second instead of five.

One test, four starts of Pyodide (~17 processor seconds): a start without the snapshot, the
start that makes it, one from it and one after it was damaged. The suite's site builds
then start about twenty times from it (~80 processor seconds less)."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

from sites import SAMPLE_CONTENT

from cardgen.model import load_game
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
    snapshots = tmp_path / "snapshots"

    fresh = trace(tmp_path / "engine.zip", job, None)
    assert "json/__init__.py" in fresh and "fractions.py" not in fresh

    assert trace(tmp_path / "engine.zip", job, snapshots) == fresh
    [made] = snapshots.iterdir()
    assert made.suffix == ".snapshot" and made.stat().st_size > 10_000_000
    kept = made.stat()
    assert trace(tmp_path / "engine.zip", job, snapshots) == fresh
    assert made.stat().st_mtime_ns == kept.st_mtime_ns  # started from it, not made again

    made.write_bytes(made.read_bytes()[: kept.st_size // 2])  # a damaged one
    assert trace(tmp_path / "engine.zip", job, snapshots) == fresh
    assert [p.name for p in snapshots.iterdir()] == [made.name]  # no temporary file left
    assert made.stat().st_size == kept.st_size
