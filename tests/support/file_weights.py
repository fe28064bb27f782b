"""How long each test file takes, so that a run under pytest-xdist starts the longest files
first (``--dist loadfile``: a worker takes a whole file, then the next longest one left)
and no worker is left alone with a long file at the end while the others are idle.

``tests/file_weights.json`` holds the seconds of each file in one run. Refresh it from a
run's full list of durations when files are added or grow:

    .venv/bin/python -m pytest -n 3 --durations=0 > durations.log
    .venv/bin/python tests/support/file_weights.py durations.log

A file the list does not know yet weighs what its folder's files weigh on average; the
order only shapes the run's time, never what is tested."""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path
from statistics import mean

WEIGHTS = Path(__file__).resolve().parents[1] / "file_weights.json"
DURATION = re.compile(r"^([\d.]+)s (?:call|setup|teardown)\s+([^:\s]+)::")


def measured(log: str) -> dict[str, float]:
    """Seconds per test file in a ``--durations=0`` report."""
    seconds: Counter[str] = Counter()
    for line in log.splitlines():
        if match := DURATION.match(line):
            seconds[match.group(2)] += float(match.group(1))
    return {path: round(total, 1) for path, total in sorted(seconds.items())}


def load() -> dict[str, float]:
    try:
        return json.loads(WEIGHTS.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


def weigher(weights: dict[str, float]):
    """``weight(path)``: the file's seconds, else the mean of its folder's files, else 0."""
    by_folder: dict[str, list[float]] = {}
    for path, seconds in weights.items():
        by_folder.setdefault(path.rsplit("/", 1)[0], []).append(seconds)

    def weight(path: str) -> float:
        if path in weights:
            return weights[path]
        folder = by_folder.get(path.rsplit("/", 1)[0])
        return mean(folder) if folder else 0.0

    return weight


if __name__ == "__main__":
    found = measured(Path(sys.argv[1]).read_text(encoding="utf-8"))
    if not found:
        sys.exit(f"{sys.argv[1]}: no durations found (run pytest with --durations=0)")
    WEIGHTS.write_text(json.dumps(found, indent=0, sort_keys=True) + "\n", encoding="utf-8")
    print(f"{WEIGHTS}: {len(found)} files, {sum(found.values()):.0f} s in all")
