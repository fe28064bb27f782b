"""Which games there are: content folders layered over the built-in games.

A *content* argument is one folder (exactly the games in it) or a sequence of folders, read
in order: a game folder in a later one replaces the game of the same id from an earlier
one. ``None`` means the default layers: the built-in games shipped with cardgen, then the
folders of ``$CARDGEN_CONTENT`` (separated by ``os.pathsep``). The command line adds
``--content DIR`` on top (``cardgen.commands._common``).
"""

from __future__ import annotations

import difflib
import os
from collections.abc import Sequence
from pathlib import Path

from cardgen.resources import CONTENT

Content = Path | Sequence[Path] | None
"""One content folder, several layered ones, or None for the default layers."""


def builtin_content_dir() -> Path:
    """The folder of the five games shipped with cardgen."""
    return CONTENT


def env_content_dirs() -> list[Path]:
    """The folders named by ``$CARDGEN_CONTENT`` (``os.pathsep``-separated), in order."""
    value = os.environ.get("CARDGEN_CONTENT", "")
    return [Path(part) for part in value.split(os.pathsep) if part.strip()]


def default_layers() -> list[Path]:
    """The built-in games, then ``$CARDGEN_CONTENT``."""
    return [builtin_content_dir(), *env_content_dirs()]


def layers(content: Content) -> list[Path]:
    """The content folders ``content`` stands for, first layer first."""
    if content is None:
        return default_layers()
    if isinstance(content, (str, os.PathLike)):
        return [Path(content)]
    return [Path(folder) for folder in content]


def game_folders(content: Content = None) -> dict[str, Path]:
    """``{game id: folder}`` of every game (a folder holding ``game.yaml``), sorted by id;
    a later layer's folder replaces an earlier one's of the same id."""
    found: dict[str, Path] = {}
    for base in layers(content):
        if not base.is_dir():
            continue
        for folder in base.iterdir():
            if (folder / "game.yaml").is_file():
                found[folder.name] = folder
    return dict(sorted(found.items()))


def describe(content: Content) -> str:
    """The content folders, for a message: ``a/content + b/mine``."""
    return " + ".join(str(folder) for folder in layers(content)) or "no folder"


def unknown_game(game_id: str, content: Content) -> str:
    """The message for a game id that is not in ``content``: the ids there are, a close
    one ("did you mean"), and where a game of the reader's own may be. Never the path of
    the built-in games (somewhere in site-packages: nothing the reader can act on)."""
    folders = game_folders(content)
    own = [folder for folder in layers(content) if folder != builtin_content_dir()]
    message = f"unknown game '{game_id}'"
    by_case = {known.casefold(): known for known in folders}
    close = by_case.get(game_id.casefold()) or next(
        iter(difflib.get_close_matches(game_id.casefold(), list(folders), n=1, cutoff=0.7)),
        None,
    )
    if close:
        message += f": did you mean {close}?"
    where = " + ".join(str(folder) for folder in own)
    message += f" (known: {', '.join(folders) or 'none'}"
    message += f"; your own games from {where})" if own else ")"
    if not close and not own:
        message += (
            "; if it is a game of your own, add --content DIR (the folder that holds its"
            " folder) or set CARDGEN_CONTENT"
        )
    return message
