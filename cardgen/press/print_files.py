"""``build_print_files(games, out_dir)``: the print step of ``cardgen build``.

Writes ``out_dir/print/<game>/<game>-<lang>-<paper>.pdf`` for every game × each of its
languages (``Game.languages``) × a4/letter (default options: grid layout, 3 mm bleed,
long-edge duplex), the same with ``-spaced`` (``--layout spaced``: full bleed around every
card), ``-fold`` (``--layout fold``, for printers without duplex) and ``-single``
(``--duplex none``, fronts only; only where it differs from ``-fold``, see
:func:`offers_fronts_only`) at the end of the name (``VARIANTS``: the site's downloads
offer them, each with a word on when to choose it), the rules as ``…-rules.pdf`` and
``…-rules-booklet.pdf`` (:mod:`cardgen.press.booklet`) and
``out_dir/svg/<game>/<lang>/<component>-<item>-<side>.svg``. Jobs run in parallel
processes (one per CPU, at most 4); every file is written atomically.

A job is one game in one language: its A4 PDF, Letter PDF and SVGs share one
:class:`~cardgen.press.facecache.FaceCache`, so each face is drawn once per job. Jobs are
handed out largest first (longest-processing-time order) so that the workers finish
together; fonts, glyph outlines and the games' face modules are loaded once in the parent
before the workers fork.
"""

from __future__ import annotations

import multiprocessing as mp
import os
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from cardgen.press.booklet import write_rules
from cardgen.press.document import write_pdf
from cardgen.press.facecache import FaceCache
from cardgen.press.options import PrintOptions
from cardgen.press.svgout import write_svgs
from cardgen.render import faces
from cardgen.render.fonts import outlines, register_fonts

PAPERS = ("a4", "letter")
VARIANTS: dict[str, dict[str, str]] = {
    "": {},
    "spaced": {"layout": "spaced"},
    "fold": {"layout": "fold"},
    "single": {"duplex": "none"},
}
"""File name suffix → options of each print file built (besides language and paper).

Why the butted grid stays the default (the file without a suffix) and spaced is offered
beside it: butted cards share their cut lines, so a deck takes half the cuts, and they
fit more to a sheet (poker cards: 9 to an A4 sheet, 8 spaced; Pyramidion's file takes 34
A4 pages instead of 38, 38 Letter pages instead of 46; Web of Power 16 A4 pages instead
of 22). Most players cut with a trimmer or a ruler and knife, where a straight cut through
the shared line is the quick, accurate one, and the card's own art runs 3 mm into the
bleed on the outer edges either way. The price is a sliver of the neighbour's colour when
a cut strays by half a millimetre; a player who cuts by hand (scissors) or wants to forgive
a printer's front/back misregistration takes ``-spaced``, and the contents page and the
downloads page say which is which. The default's file name and links stay as they were."""


def offers_fronts_only(game) -> bool:
    """Whether the ``-single`` file differs from ``-fold``: it leaves out the backs that
    every card of a deck shares, and lays out a piece with a back of its own exactly as the
    fold file does. A game without such a common back (Web, Cosmopolis, Circle the Wagons)
    would get a copy of its fold file under another name, so it gets none."""
    return any(comp.back is not None and comp.kind != "sheet" for comp in game.components)


def built_variants(game) -> dict[str, dict[str, str]]:
    """The :data:`VARIANTS` built for ``game``."""
    return {
        variant: options
        for variant, options in VARIANTS.items()
        if variant != "single" or offers_fronts_only(game)
    }


def print_path(out_dir: Path, game_id: str, lang: str, paper: str, variant: str = "") -> Path:
    suffix = f"-{variant}" if variant else ""
    return Path(out_dir) / "print" / game_id / f"{game_id}-{lang}-{paper}{suffix}.pdf"


def _job(game, lang: str, out_dir: Path) -> list[Path]:
    cache = FaceCache()
    written = [
        write_pdf(
            game,
            PrintOptions(lang=lang, paper=paper, in_build=True, **options),  # type: ignore[arg-type]
            print_path(out_dir, game.id, lang, paper, variant),
            cache,
        )
        for variant, options in built_variants(game).items()
        for paper in PAPERS
    ]
    for paper in PAPERS:
        written.extend(write_rules(game, lang, paper, out_dir))
    written.extend(write_svgs(game, lang, Path(out_dir) / "svg" / game.id / lang, cache=cache))
    return written


def job_cost(game) -> int:
    """A rough measure of a job's work: the distinct faces of the game."""
    cost = 0
    for comp in game.components:
        for item in comp.items:
            cost += 1 + (item.back is not None)
        cost += comp.back is not None
    return cost


def _warm_up(games) -> None:
    """Load what every job needs once, before forking (shared copy-on-write)."""
    register_fonts()
    outlines(False)
    outlines(True)
    for game in games:
        faces.face_drawer(game)


_GAMES: list = []
"""Games shared with forked workers (model objects hold mappingproxies: not picklable)."""


def _forked_job(index: int, lang: str, out_dir: Path) -> list[Path]:
    return _job(_GAMES[index], lang, out_dir)


def build_print_files(games, out_dir: Path, workers: int | None = None) -> list[Path]:
    out_dir = Path(out_dir)
    games = list(games)
    costs = [job_cost(g) for g in games]
    jobs = [(i, lang) for i, game in enumerate(games) for lang in game.languages]
    if workers is None:
        workers = min(4, os.cpu_count() or 1, len(jobs))
    written: list[Path] = []
    if workers <= 1 or len(jobs) <= 1 or "fork" not in mp.get_all_start_methods():
        for i, lang in jobs:
            written.extend(_job(games[i], lang, out_dir))
        return written
    _warm_up(games)
    _GAMES[:] = games
    try:
        ctx = mp.get_context("fork")
        with ProcessPoolExecutor(max_workers=workers, mp_context=ctx) as pool:
            # Largest first; sorted() is stable, so ties keep game and language order.
            order = sorted(jobs, key=lambda job: -costs[job[0]])
            futures = {job: pool.submit(_forked_job, *job, out_dir) for job in order}
            for job in jobs:
                written.extend(futures[job].result())
    finally:
        _GAMES.clear()
    return written
