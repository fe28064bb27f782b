"""The games the tests use: those whose content loads, those with a checker, and their
example records (``content/<game>/examples/*.json``)."""

from __future__ import annotations

import functools
import json
from pathlib import Path

from cardgen.engine.registry import register
from cardgen.model import Game, default_content_dir, game_ids, load_games

REPO = Path(__file__).resolve().parents[2]


def loadable_games() -> list[Game]:
    """Every game whose content loads now (others are being edited: skipped, with a word).

    Loading a game registers its engine (``cardgen.engine.registry``), but the games are
    loaded once per process, and each test's registrations are undone after it (the root
    conftest's ``engines_as_they_were``): so their engines are registered again here, on
    every call. Otherwise a test that ran after the first load's test found Web without
    its engine ("no scoring engine for the game 'web'")."""
    games = list(_loadable_games())
    for game in games:
        register(game.id, game.engine)
    return games


@functools.cache
def _loadable_games() -> tuple[Game, ...]:
    """Loaded once per test process (the model is immutable): many test modules ask."""
    base = default_content_dir()
    out = []
    for game_id in game_ids(base):
        try:
            out.extend(load_games([game_id], base))
        except Exception as error:  # noqa: BLE001 - a game in the middle of an edit
            print(f"[checker] skipping {game_id}: {str(error).splitlines()[0]}")
    return tuple(out)


def checker_games() -> list[Game]:
    """Games whose content loads, with an engine and a checker definition."""
    from cardgen.engine import has_engine

    return [g for g in loadable_games() if has_engine(g.id) and g.checker]


def records_of(game_id: str) -> list[tuple[str, dict]]:
    """``(name, record)``: the example records of the game, from its content folder."""
    game = next(game for game in loadable_games() if game.id == game_id)
    return [(f"examples/{name}", json.loads(text)) for name, text in game.examples]
