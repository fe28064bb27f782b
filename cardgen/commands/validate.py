"""``cardgen validate [GAME…]``: check content and report every problem, located."""

from __future__ import annotations

import argparse

from cardgen.commands._common import add_content_option, content_dir, require_games
from cardgen.errors import ContentError
from cardgen.model import load_games
from cardgen.press.layoutcheck import layout_problems


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "validate",
        help="check the content of games",
        description="Check content and list every problem as file:line:col: field: message. "
        "Exit code 0 when all is well, 2 when there are problems. A game with a scoring "
        "engine of its own (engine: scoring.py in its game.yaml) has it loaded to check it: "
        "that runs its Python code, as scoring does.",
    )
    parser.add_argument("games", nargs="*", metavar="GAME", help="game ids (default: all)")
    add_content_option(parser)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    base = content_dir(args)
    known = require_games(base)
    ids = args.games or known
    games = load_games(ids, base)  # raises ContentError (exit 2) listing every problem
    # Faces drawn from layouts are drawn (on no paper) in every language: a text past its
    # min_size, an image or icon a card's values name that does not exist …
    problems = [p for game in games for p in layout_problems(game)]
    if problems:
        raise ContentError(problems)
    for game in games:
        print(f"{game.id}: ok")
        if game.engine is not None and game.engine.designed:
            print(f"  its scoring engine {game.engine.file} was loaded (its Python code ran)")
    return 0
