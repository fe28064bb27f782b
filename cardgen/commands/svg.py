"""``cardgen svg GAME [--lang L] -o DIR``: one SVG per face, ``<component>-<item>-<side>.svg``."""

from __future__ import annotations

import argparse
from pathlib import Path


def register(subparsers) -> None:
    from cardgen.commands._common import LANG_HELP, add_content_option

    p = subparsers.add_parser(
        "svg",
        help="write one SVG per face of a game",
        description="One SVG per face (text as outlines, 3 mm bleed).",
    )
    p.add_argument("game", help="game id (see `cardgen list`)")
    p.add_argument("--lang", default=None, help=LANG_HELP)
    p.add_argument("-o", "--output", type=Path, required=True, metavar="DIR",
                   help="the folder for the SVG files (created if missing)")  # fmt: skip
    add_content_option(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from cardgen.commands._common import content_dir, counted, game_language
    from cardgen.commands.print import check_layouts, warn_untranslated
    from cardgen.errors import UserError
    from cardgen.model import load_game
    from cardgen.press.options import LANGS
    from cardgen.press.svgout import write_svgs

    if args.lang is not None and args.lang not in LANGS:
        raise UserError(f"unknown language {args.lang!r} (use one of {', '.join(LANGS)})")
    if args.output.exists() and not args.output.is_dir():
        raise UserError(f"{args.output} is a file; give a folder for the SVG files")
    game = load_game(args.game, content_dir(args))
    lang = game_language(args.lang, game)
    check_layouts(game, lang)
    warn_untranslated(game, lang)
    written = write_svgs(game, lang, args.output)
    print(f"wrote {counted(len(written), 'SVG file')} to {args.output}")
    return 0
