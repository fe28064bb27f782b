"""``build_print_files(games, out_dir)``: the print step of ``cardgen build``.

Writes ``out_dir/print/<game>/<game>-<lang>-<paper>.pdf`` for every game × en/de/nl/it ×
a4/letter (default options: grid layout, 3 mm bleed, long-edge duplex) and
``out_dir/svg/<game>/<lang>/<component>-<item>-<side>.svg``. Jobs run in parallel
processes (one per CPU, at most 4); every file is written atomically.
"""

from __future__ import annotations

import multiprocessing as mp
import os
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from cardgen.press.document import LANGS, PrintOptions, write_pdf
from cardgen.press.svgout import write_svgs

PAPERS = ("a4", "letter")


def print_path(out_dir: Path, game_id: str, lang: str, paper: str) -> Path:
    return Path(out_dir) / "print" / game_id / f"{game_id}-{lang}-{paper}.pdf"


def _job(game, lang: str, out_dir: Path) -> list[Path]:
    written = [
        write_pdf(
            game, PrintOptions(lang=lang, paper=paper), print_path(out_dir, game.id, lang, paper)
        )
        for paper in PAPERS
    ]
    written.extend(write_svgs(game, lang, Path(out_dir) / "svg" / game.id / lang))
    return written


_GAMES: list = []
"""Games shared with forked workers (model objects hold mappingproxies: not picklable)."""


def _forked_job(index: int, lang: str, out_dir: Path) -> list[Path]:
    return _job(_GAMES[index], lang, out_dir)


def build_print_files(games, out_dir: Path, workers: int | None = None) -> list[Path]:
    out_dir = Path(out_dir)
    games = list(games)
    jobs = [(i, lang) for i in range(len(games)) for lang in LANGS]
    if workers is None:
        workers = min(4, os.cpu_count() or 1, len(jobs))
    written: list[Path] = []
    if workers <= 1 or len(jobs) <= 1 or "fork" not in mp.get_all_start_methods():
        for i, lang in jobs:
            written.extend(_job(games[i], lang, out_dir))
        return written
    _GAMES[:] = games
    try:
        ctx = mp.get_context("fork")
        with ProcessPoolExecutor(max_workers=workers, mp_context=ctx) as pool:
            futures = [pool.submit(_forked_job, i, lang, out_dir) for i, lang in jobs]
            for future in futures:
                written.extend(future.result())
    finally:
        _GAMES.clear()
    return written
