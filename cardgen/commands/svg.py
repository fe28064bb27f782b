"""``cardgen svg GAME [--lang L] -o DIR``: one SVG per face, ``<component>-<item>-<side>.svg``."""

from __future__ import annotations

import argparse
from pathlib import Path


def register(subparsers) -> None:
    from cardgen.commands._common import add_content_option

    p = subparsers.add_parser(
        "svg",
        help="write one SVG per face of a game",
        description="One SVG per face (text as outlines, 3 mm bleed).",
    )
    p.add_argument("game", help="game id (see `cardgen list`)")
    p.add_argument("--lang", default="en", choices=("en", "de", "nl", "it"))
    p.add_argument("-o", "--output", type=Path, required=True, metavar="DIR")
    add_content_option(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from cardgen.commands._common import content_dir
    from cardgen.model import load_game
    from cardgen.press.svgout import write_svgs

    game = load_game(args.game, content_dir(args))
    written = write_svgs(game, args.lang, args.output)
    print(f"wrote {len(written)} SVG files to {args.output}")
    return 0
