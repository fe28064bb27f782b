"""``cardgen rules GAME … -o FILE.pdf``: a game's rules as a PDF (:mod:`cardgen.press.booklet`)."""

from __future__ import annotations

import argparse
from pathlib import Path

from cardgen.errors import UserError


def register(subparsers) -> None:
    from cardgen.commands._common import LANG_HELP, add_content_option

    p = subparsers.add_parser(
        "rules",
        help="write a game's rules as a PDF (plain pages or a foldable booklet)",
        description="The rules of a game (the same text as the rules site), its glossary and"
        " the parts we designed, with every section as a bookmark. Plain pages by default;"
        " --booklet imposes half-size pages (A5 on A4, 5.5 × 8.5 in on Letter) two to a sheet"
        " in booklet order: print double-sided, flip on the short edge, fold the stack in the"
        " middle. `cardgen build` writes both for every game, language and paper as"
        " dist/print/<game>/<game>-<lang>-<paper>-rules.pdf and …-rules-booklet.pdf.",
    )
    p.add_argument("game", help="game id (see `cardgen list`)")
    p.add_argument("--lang", default=None, help=LANG_HELP)
    p.add_argument("--paper", default="a4", help="a4 or letter (default a4)")
    p.add_argument("--booklet", action="store_true",
                   help="impose half-size pages as a booklet (default: plain pages)")  # fmt: skip
    p.add_argument("-o", "--output", type=Path, required=True, metavar="FILE.pdf",
                   help="the PDF to write (written whole or not at all)")  # fmt: skip
    add_content_option(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from cardgen.commands._common import content_dir, game_language
    from cardgen.model import load_game
    from cardgen.press.atomic import atomic_write
    from cardgen.press.booklet import PAPERS, render_booklet, render_rules
    from cardgen.press.options import LANGS

    if args.lang is not None and args.lang not in LANGS:
        raise UserError(f"unknown language {args.lang!r} (use one of {', '.join(LANGS)})")
    paper = args.paper.lower()
    if paper not in PAPERS:
        raise UserError(f"unknown paper {args.paper!r} (use one of {', '.join(PAPERS)})")
    if args.output.suffix.lower() != ".pdf":
        raise UserError(f"the output file must end in .pdf, not {args.output.name!r}")
    try:
        is_dir = args.output.is_dir()
    except OSError as error:
        raise UserError(f"cannot write {args.output}: {error.strerror}") from None
    if is_dir:
        raise UserError(f"{args.output} is a folder; give a file name ending in .pdf")
    game = load_game(args.game, content_dir(args))
    render = render_booklet if args.booklet else render_rules
    atomic_write(args.output, render(game, game_language(args.lang, game), paper))
    print(f"wrote {args.output}")
    return 0
