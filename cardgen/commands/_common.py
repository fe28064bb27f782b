"""Options shared by several commands."""

from __future__ import annotations

import argparse
import contextlib
import shlex
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

from cardgen.commands.engine_timeout import add_timeout_option
from cardgen.errors import UserError
from cardgen.model import Game, game_ids, load_game
from cardgen.model.languages import LANGS, SOURCE_LANG, spoken_list
from cardgen.model.library import Content, default_layers, describe, env_content_dirs


def counted(number: int | str, noun: str) -> str:
    """``1 file``, ``2 files``, ``2-4 players``: every summary line says it this way."""
    return f"{number} {noun}{'' if number == 1 else 's'}"


def add_content_option(parser: argparse.ArgumentParser, *, engines: bool = True) -> None:
    """``--content DIR`` (repeatable) and ``--content-only``; ``--engine-timeout`` too
    unless the command runs no game's engine (``engines=False``)."""
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
    if engines:
        add_timeout_option(parser)  # a game of --content may carry its own engine


def content_dir(args: argparse.Namespace) -> Content:
    """The content folders of the command, first layer first (``cardgen.model.library``);
    a folder that is not there is a ``UserError`` (a typo, most likely)."""
    given = getattr(args, "content", None) or []
    for folder in given:
        check_folder(folder, "--content ")
    for folder in env_content_dirs():
        check_folder(folder, "CARDGEN_CONTENT=")
    folders = [*default_layers(), *given]
    if getattr(args, "content_only", False):
        folders = folders[1:]
        if not folders:
            raise UserError(
                "--content-only uses only your own games, and no folder of them is given:"
                " add --content DIR or set CARDGEN_CONTENT"
            )
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


def check_folder(folder: Path, given_as: str) -> None:
    """A content folder must exist and hold game folders: a typo, a file, an empty folder
    or the folder of one game (it has a ``game.yaml``) given instead of its parent would
    silently add no game."""
    named = f"{given_as}{folder}" if given_as.endswith(" ") else f"{given_as[:-1]}: {folder}"
    if not folder.exists():
        raise UserError(f"{named}: no such folder")
    if not folder.is_dir():
        raise UserError(f"{named}: not a folder")
    if (folder / "game.yaml").is_file():
        parent = folder.resolve().parent
        raise UserError(
            f"{given_as}{folder} is the folder of one game; give the folder that holds it:"
            f" {given_as}{shlex.quote(str(parent))}"
        )
    if not any((game / "game.yaml").is_file() for game in folder.iterdir()):
        raise UserError(f"{named}: no games in it (each game is a folder with a game.yaml)")


LANG_HELP = (
    f"{spoken_list(LANGS)}, one of the game's languages (default {SOURCE_LANG}, or the game's"
    " first language when it has no text in it)"
)
"""The help of every ``--lang`` option: the languages of ``cardgen/languages.json``."""


def game_language(given: str | None, game: Game) -> str:
    """The language of a command's output for ``game``: ``--lang`` as given, which must be
    one of the game's languages (else a ``UserError`` naming them: exit 2), or without it
    the game's main language (``Game.main_language``)."""
    if given is None:
        return game.main_language
    game.require_language(given)
    return given


@contextlib.contextmanager
def game_folder_staged(content: Path, name: str, taken: str, doing: str) -> Iterator[Path]:
    """A new game folder ``content/name/`` written all at once or not at all: the body
    writes into the folder this yields (beside the target, in ``content``); the game it
    wrote must load (validate) before it is renamed into place, and what is left is
    removed either way. ``taken`` ends the message when the folder exists already;
    ``doing`` names the work in the message when ``content`` cannot take it."""
    folder = content / name
    if folder.exists() or folder.is_symlink():
        raise UserError(f"{folder} already exists: {taken}")
    if content.exists() and not content.is_dir():
        raise UserError(f"{content} is not a folder")
    try:
        content.mkdir(parents=True, exist_ok=True)
        work = Path(tempfile.mkdtemp(prefix=f".{name}-", dir=content))
    except OSError as error:
        raise UserError(f"{content}: cannot {doing} there: {error.strerror}") from None
    try:
        yield work / name
        load_game(name, work)  # what was written must validate before it appears
        (work / name).rename(folder)
    finally:
        shutil.rmtree(work, ignore_errors=True)
