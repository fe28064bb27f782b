"""How long each test file takes, so that a run under pytest-xdist starts the longest files
first (``--dist loadfile``: a worker takes a whole file, then the next longest one left)
and no worker is left alone with a long file at the end while the others are idle.

``tests/file_weights.json`` holds the seconds of each file in one run. Refresh it from a
run's full list of durations when files are added or grow:

    .venv/bin/python -m pytest -n 4 --durations=0 > durations.log
    .venv/bin/python tests/support/file_weights.py durations.log

A file the list does not know yet weighs what its folder's files weigh on average; the
order only shapes the run's time, never what is tested.

The browser tests share one site, built by the first worker that asks while the others
wait for it (``sites.shared``): minutes on a slow host. So the run starts with one file
that needs the site and, on the other workers, the longest files that need none, until
they hold about as many seconds as the build took (``BUILD``, the longest setup of the
report): no worker waits idle on the build (``run_order``)."""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path
from statistics import mean

WEIGHTS = Path(__file__).resolve().parents[1] / "file_weights.json"
DURATION = re.compile(r"^([\d.]+)s (call|setup|teardown)\s+([^:\s]+)::")
BUILD = "(the shared site's build)"
"""The key of ``file_weights.json`` that holds the seconds of the longest setup in the
report: the shared site's build, which every browser test waits for."""


def measured(log: str) -> dict[str, float]:
    """Seconds per test file in a ``--durations=0`` report, and under ``BUILD`` the longest
    setup's."""
    seconds: Counter[str] = Counter()
    longest_setup = 0.0
    for line in log.splitlines():
        if match := DURATION.match(line):
            took, stage, path = float(match.group(1)), match.group(2), match.group(3)
            seconds[path] += took
            if stage == "setup":
                longest_setup = max(longest_setup, took)
    found = {path: round(total, 1) for path, total in sorted(seconds.items())}
    if found:
        found[BUILD] = round(longest_setup, 1)
    return found


def run_order(files: list[tuple[str, float, bool]], workers: int, build: float) -> list[str]:
    """The files ``(path, seconds, needs the shared site)`` in the order a run takes them:
    the longest first, except that the longest file needing the site comes first and,
    with more than one worker, is followed by the longest files needing none until they
    hold ``build`` seconds for each other worker (what they do while the site is built)."""
    by_weight = sorted(files, key=lambda f: -f[1])
    site = [f for f in by_weight if f[2]]
    if workers < 2 or not site:
        return [path for path, _, _ in by_weight]
    first = [site[0]]
    budget = build * (workers - 1)
    for entry in by_weight:
        if budget <= 0:
            break
        if not entry[2]:
            first.append(entry)
            budget -= entry[1]
    rest = [f for f in by_weight if f not in first]
    return [path for path, _, _ in first + rest]


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
    files = {k: v for k, v in found.items() if k != BUILD}
    print(f"{WEIGHTS}: {len(files)} files, {sum(files.values()):.0f} s in all")
