"""Benchmark of the rules site build against plain ``mkdocs build``, in the same run.

    .venv/bin/python bench/site.py [--content DIR] [--dist DIR] [--runs 3]

1. The full site build (``build_site``): generating the four docs trees from the content
   (pages, copied PDFs and SVGs, SVG zips), four mkdocs-material builds (one per
   language), the root pages, the score checker's assets and the atomic swap.
   Target: under 30 s on this machine.
2. The baseline: a plain ``mkdocs build`` (Python API, the same as the CLI) of each of the
   same four generated docs trees, one after the other.

Runs alternate (full, plain, full, plain, …); medians are printed with the ratio
full / plain, i.e. what generation, copying and the checker add to mkdocs itself.
Uses the games of the content folder that load (others are reported and left out) and
the print outputs in ``--dist`` (``print/``, ``svg/``) when the print step has run.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import logging
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cardgen.errors import ContentError  # noqa: E402
from cardgen.model import LANGS, default_content_dir, game_ids, load_game  # noqa: E402
from cardgen.site.rules_site import build_site  # noqa: E402

TARGET_S = 30.0


def load(content: Path) -> list:
    games = []
    for gid in game_ids(content):
        try:
            games.append(load_game(gid, content))
        except ContentError as error:
            print(f"  {gid}: left out ({len(error.problems)} content problems)")
    return games


def plain_mkdocs(docs: Path, site: Path) -> float:
    """Plain ``mkdocs build`` of the four generated docs trees; seconds."""
    from mkdocs.commands.build import build
    from mkdocs.config import load_config

    started = time.perf_counter()
    for lang in LANGS:
        with contextlib.redirect_stdout(io.StringIO()):
            build(load_config(str(docs / lang / "mkdocs.yml"), site_dir=str(site / lang)))
    return time.perf_counter() - started


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--content", type=Path, default=default_content_dir())
    parser.add_argument("--dist", type=Path, default=Path("dist"), help="print outputs")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    logging.getLogger("mkdocs").setLevel(logging.ERROR)

    games = load(args.content)
    print(f"site bench: {len(games)} games ({', '.join(g.id for g in games)})")
    with tempfile.TemporaryDirectory(prefix="cardgen-bench-site-") as tmp:
        out = Path(tmp) / "out"
        out.mkdir()
        for name in ("print", "svg"):
            if (args.dist / name).is_dir():
                (out / name).symlink_to((args.dist / name).resolve())
        have = [n for n in ("print", "svg") if (out / n).exists()]
        print(f"  print outputs: {', '.join(have) or 'none (pages say how to build them)'}")
        docs = Path(tmp) / "docs"
        full, plain = [], []
        for _ in range(args.runs):
            started = time.perf_counter()
            written = build_site(games, out, docs_dir=docs)
            full.append(time.perf_counter() - started)
            baseline_site = Path(tmp) / "plain-site"
            plain.append(plain_mkdocs(docs, baseline_site))
            shutil.rmtree(baseline_site)
        f, p = statistics.median(full), statistics.median(plain)
        print(f"  full site build (4 languages): {f:6.2f} s  ({len(written)} files)")
        print(f"  plain mkdocs build, same docs:  {p:6.2f} s  (4 builds)")
        print(f"  ratio full / plain:            {f / p:6.2f}")
        verdict = "ok" if f < TARGET_S else "OVER TARGET"
        print(f"  target: full build < {TARGET_S:.0f} s: {verdict}")
    return 0 if f < TARGET_S else 1


if __name__ == "__main__":
    sys.exit(main())
