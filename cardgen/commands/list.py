"""``cardgen list``: the games in the content folder."""

from __future__ import annotations

import argparse

from cardgen.commands._common import add_content_option, content_dir
from cardgen.model import game_ids, load_games


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("list", help="list the games", description=__doc__)
    add_content_option(parser)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    base = content_dir(args)
    games = load_games(game_ids(base), base)
    for game in games:
        items = sum(c.total for c in game.components)
        print(
            f"{game.id:22} {game.name.get('en'):40} {game.players.min}-{game.players.max} "
            f"players, {len(game.components)} components, {items} pieces"
        )
    if not games:
        print(f"no games in {base}")
    return 0
