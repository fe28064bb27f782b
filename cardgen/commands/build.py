"""``cardgen build``: every output in one go (print files, SVGs, site), with progress.

Each step is a function ``(games, out_dir) -> list[Path]`` in a module of its own; a step
whose module is not part of this checkout yet is reported as skipped.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import time
from pathlib import Path

from cardgen.commands._common import add_content_option, content_dir, counted
from cardgen.errors import ContentError
from cardgen.model import game_ids, load_games
from cardgen.press.layoutcheck import layout_problems
from cardgen.site.progress import CACHE_HELP

STEPS: tuple[tuple[str, str, str], ...] = (
    ("print files and SVGs", "cardgen.press.print_files", "build_print_files"),
    ("rules site and score checker", "cardgen.site.rules_site", "build_site"),
)
"""(label, module, function) in build order."""


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "build",
        help="build everything into dist/: print files, card pictures (SVG) and the site",
        description=(
            "Validate the content, then build everything into OUT/: the print files"
            " (OUT/print/GAME/: each of the game's languages on A4 and Letter, double-sided,"
            " spaced, to fold and single-sided, and the rules), one SVG per card face"
            " (OUT/svg/GAME/), and the rules site with its score checker (OUT/site/), whose"
            " Cards and Downloads pages show them. `cardgen site` builds the site alone."
        ),
        epilog=CACHE_HELP,
    )
    parser.add_argument(
        "--out", type=Path, default=Path("dist"), metavar="DIR", help="output folder (dist)"
    )
    add_content_option(parser)
    parser.set_defaults(run=run)


def _step_function(module: str, function: str):
    if importlib.util.find_spec(module) is None:
        return None
    return getattr(importlib.import_module(module), function, None)


def run(args: argparse.Namespace) -> int:
    base = content_dir(args)
    started = time.perf_counter()
    print("[build] validating content …", flush=True)
    games = load_games(game_ids(base), base)
    problems = [p for game in games for p in layout_problems(game)]
    if problems:
        raise ContentError(problems)
    print(f"[build] {counted(len(games), 'game')}: {', '.join(g.id for g in games) or 'none'}")
    out: Path = args.out
    require_runtime = _step_function("cardgen.site.rules_site", "require_runtime")
    if require_runtime is not None:
        require_runtime()  # no Node: say so before hours of printing, not after
    require_translations = _step_function("cardgen.site.rules_site", "require_translations")
    if require_translations is not None:
        require_translations(games)  # a word the faces or the site lack: before printing
    for label, module, function in STEPS:
        step = _step_function(module, function)
        if step is None:
            print(f"[build] {label}: not part of this checkout yet, skipped")
            continue
        print(f"[build] {label} …", flush=True)
        t0 = time.perf_counter()
        written = step(games, out)
        elapsed = time.perf_counter() - t0
        where = sorted({str(Path(p).parent) for p in written})
        shown = ", ".join(where[:4]) + (f" and {len(where) - 4} more" if len(where) > 4 else "")
        print(
            f"[build] {label}: {counted(len(written), 'file')} in {elapsed:.1f} s → {shown or out}"
        )
    print(f"[build] done in {time.perf_counter() - started:.1f} s; outputs in {out}/")
    return 0
