"""``cardgen site``: build the rules site (in its games' languages) into ``<out>/site/``.

Uses the print files and SVGs already in ``<out>/print/`` and ``<out>/svg/`` (from
``cardgen build`` or the print step); without them the site says how to make them.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from cardgen.commands._common import add_content_option, content_dir, counted
from cardgen.model import game_ids, load_games
from cardgen.site.progress import CACHE_HELP


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "site",
        help="build the rules site into dist/site/",
        description=(
            "Validate the content, then build the rules site into OUT/site/, in each language"
            " one of its games has (languages: in its game.yaml; all of cardgen's without it),"
            " atomically: a failing build keeps the previous site."
        ),
        epilog=CACHE_HELP,
    )
    parser.add_argument(
        "--out", type=Path, default=Path("dist"), metavar="DIR", help="output folder (dist)"
    )
    parser.add_argument(
        "--docs",
        type=Path,
        metavar="DIR",
        help="also keep the generated docs trees and mkdocs configs in DIR"
        " (then `mkdocs serve -f DIR/en/mkdocs.yml` previews one language)",
    )
    add_content_option(parser)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from cardgen.site.rules_site import build_site

    base = content_dir(args)
    games = load_games(game_ids(base), base)
    started = time.perf_counter()
    written = build_site(games, args.out, docs_dir=args.docs)
    elapsed = time.perf_counter() - started
    print(
        f"[site] {counted(len(games), 'game')}, {counted(len(written), 'file')} in {elapsed:.1f} s"
        f" → {args.out / 'site'}/index.html"
    )
    return 0
