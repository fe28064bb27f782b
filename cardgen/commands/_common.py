"""Options shared by several commands."""

from __future__ import annotations

import argparse
from pathlib import Path

from cardgen.errors import UserError
from cardgen.model import default_content_dir, game_ids


def add_content_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--content",
        type=Path,
        metavar="DIR",
        help="content folder (default: $CARDGEN_CONTENT or content/ of this checkout)",
    )


def content_dir(args: argparse.Namespace) -> Path:
    return args.content or default_content_dir()


def require_games(base: Path) -> list[str]:
    """The game ids in the content folder ``base``; a ``UserError`` that blames the folder
    when it is missing, not a folder, or holds no game."""
    if not base.exists():
        raise UserError(f"content folder {base}: no such folder")
    if not base.is_dir():
        raise UserError(f"content folder {base}: not a folder")
    known = game_ids(base)
    if not known:
        raise UserError(
            f"content folder {base}: no games in it (each game is a folder with a game.yaml)"
        )
    return known
