"""``cardgen list``: the games in the content folder."""

from __future__ import annotations

import argparse

from cardgen.commands._common import add_content_option, content_dir
from cardgen.model import LANGS, load_games
from cardgen.model.languages import spoken_list
from cardgen.model.library import builtin_content_dir, describe, game_folders


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "list",
        help="list the games",
        description="List the games: the built-in ones and those of your content folders,"
        " each with its players, components and pieces.",
    )
    add_content_option(parser)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from cardgen.commands._common import counted

    base = content_dir(args)
    folders = game_folders(base)
    games = load_games(list(folders), base)
    for game in games:
        items = sum(c.total for c in game.components)
        origin = folders[game.id].parent
        where = "" if origin == builtin_content_dir() else f"  ({origin})"
        players = game.players.min
        if game.players.max != game.players.min:
            players = f"{game.players.min}-{game.players.max}"
        # a game in some of cardgen's languages says which (one in all says nothing)
        langs = "" if game.languages == LANGS else f", {spoken_list(game.languages, 'and')}"
        print(
            f"{game.id:22} {game.name.get(game.main_language):40} {counted(players, 'player')}, "
            f"{counted(len(game.components), 'component')}, {counted(items, 'piece')}{langs}"
            f"{where}"
        )
    if not games:
        print(f"no games in {describe(base)}")
    return 0
