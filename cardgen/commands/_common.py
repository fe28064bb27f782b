"""Options shared by several commands."""

from __future__ import annotations

import argparse
from pathlib import Path

from cardgen.errors import UserError
from cardgen.model import game_ids
from cardgen.model.library import Content, default_layers, describe, env_content_dirs


def add_content_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--content",
        type=Path,
        action="append",
        metavar="DIR",
        help="a folder of your own games (one folder per game): they are added to the"
        " built-in games and replace one of the same id (also $CARDGEN_CONTENT;"
        " repeat --content for several folders)",
    )
    parser.add_argument(
        "--content-only",
        action="store_true",
        help="use only the games of --content and $CARDGEN_CONTENT, not the built-in ones",
    )


def content_dir(args: argparse.Namespace) -> Content:
    """The content folders of the command, first layer first (``cardgen.model.library``);
    a folder that is not there is a ``UserError`` (a typo, most likely)."""
    given = getattr(args, "content", None) or []
    for folder in given:
        if not folder.is_dir():
            raise UserError(f"--content {folder}: no such folder")
    for folder in env_content_dirs():
        if not folder.is_dir():
            raise UserError(f"CARDGEN_CONTENT: {folder}: no such folder")
    folders = [*default_layers(), *given]
    if getattr(args, "content_only", False):
        folders = folders[1:]
    return folders


def require_games(content: Content) -> list[str]:
    """The game ids in ``content``; a ``UserError`` that blames the content folders when
    they hold no game (missing folders are refused by ``content_dir``)."""
    known = game_ids(content)
    if not known:
        raise UserError(
            f"content folder {describe(content)}: no games in it"
            " (each game is a folder with a game.yaml)"
        )
    return known
