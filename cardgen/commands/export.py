"""``cardgen export GAME --for tgc|mpc|pdf-cards [--lang L] -o DIR``: files a print shop
takes (see :mod:`cardgen.press.print_shops`)."""

from __future__ import annotations

import argparse
from pathlib import Path


def register(subparsers) -> None:
    from cardgen.commands._common import LANG_HELP, add_content_option

    p = subparsers.add_parser(
        "export",
        help="write a game's cards as files a print shop takes",
        description="tgc (The Game Crafter) and mpc (MakePlayingCards): one PNG per face at"
        " the shop's pixel size with bleed, <deck>/<nnn>-front.png and -back.png (one"
        " <deck>/back.png for a deck whose cards share their back), and cards.csv;"
        " pdf-cards: one PDF, each card a page with TrimBox and BleedBox, fronts and backs"
        " alternating (print-on-demand services such as DriveThruCards; double-faced"
        " tiles too, shaped ones on their bounding box).",
    )
    p.add_argument("game", help="game id (see `cardgen list`)")
    p.add_argument("--for", dest="target", required=True, metavar="SHOP",
                   help="tgc, mpc or pdf-cards")  # fmt: skip
    p.add_argument("--lang", default=None, help=LANG_HELP)
    p.add_argument(
        "-o", "--output", type=Path, required=True, metavar="DIR", help="the folder to write into"
    )
    add_content_option(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from cardgen.commands._common import content_dir, counted, game_language
    from cardgen.commands.print import check_layouts, warn_untranslated
    from cardgen.errors import UserError
    from cardgen.model import load_game
    from cardgen.press.options import LANGS
    from cardgen.press.print_shops import TARGETS, export

    if args.lang is not None and args.lang not in LANGS:
        raise UserError(f"unknown language {args.lang!r} (use one of {', '.join(LANGS)})")
    if args.target not in TARGETS:
        raise UserError(f"unknown print shop {args.target!r} (use {', '.join(TARGETS)})")
    game = load_game(args.game, content_dir(args))
    lang = game_language(args.lang, game)
    check_layouts(game, lang)
    warn_untranslated(game, lang)
    written = export(game, lang, args.target, args.output)
    print(f"wrote {counted(len(written), 'file')} to {args.output}")
    return 0
