"""``cardgen site``: build the rules site (in its games' languages) into ``<out>/site/``.

Uses the print files and SVGs already in ``<out>/print/`` and ``<out>/svg/`` (from
``cardgen build`` or the print step); without them the site's Cards and Downloads pages
say they are not made yet, and the command says which games lack them and that
``cardgen build`` makes them (a designer read "builds the site alone" as the whole site).
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Sequence
from pathlib import Path

from cardgen.commands._common import add_content_option, content_dir, counted
from cardgen.model import Game, game_ids, load_games
from cardgen.site.progress import CACHE_HELP


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "site",
        help="build the rules site alone into dist/site/ (no print files, no card pictures)",
        description=(
            "Validate the content, then build the rules site into OUT/site/: for each game its"
            " overview, rules, glossary and score checker, in each language one of its games"
            " has (languages: in its game.yaml; all of cardgen's without it), atomically: a"
            " failing build keeps the previous site. The site alone: its Cards and Downloads"
            " pages show the card pictures and print files already in OUT/svg/ and"
            " OUT/print/ (from an earlier `cardgen build --out OUT`), and without them say"
            " they are not made yet. `cardgen build` makes the print files, the card pictures"
            " and the site at once."
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
    lacking = without_prints(games, args.out)
    if lacking:
        print(
            f"[site] no print files or card pictures of {', '.join(lacking)} in"
            f" {args.out / 'print'}/ and {args.out / 'svg'}/: the Cards and Downloads pages"
            " say they are not made yet. `cardgen build` (with the same --content and --out)"
            " makes them and the site together."
        )
    return 0


def without_prints(games: Sequence[Game], out: Path) -> list[str]:
    """The ids of ``games`` whose print files (``out/print/<game>/``) or card pictures
    (``out/svg/<game>/``) are not there: the site's Downloads or Cards page of each says
    they are not made yet."""
    return [
        game.id
        for game in games
        if not any((out / "print" / game.id).glob(f"{game.id}-*.pdf"))
        or not any((out / "svg" / game.id).rglob("*.svg"))
    ]
