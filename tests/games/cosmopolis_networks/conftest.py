"""Shared fixtures of the Cosmopolis "Networks" tests: the game, its exported data, a scorer."""

from __future__ import annotations

from typing import Any

import pytest

from cardgen.engine.games.cosmopolis_networks import score as engine
from cardgen.model import game_data, load_game

GAME_ID = "cosmopolis-networks"


@pytest.fixture(scope="session")
def game():
    return load_game(GAME_ID)


@pytest.fixture(scope="session")
def data(game) -> dict[str, Any]:
    return game_data(game)


@pytest.fixture(scope="session")
def score(data):
    """Score a record given as ``players`` (one round) or as ``rounds``."""

    def run(players=None, rounds=None) -> dict[str, Any]:
        record: dict[str, Any] = {"game": GAME_ID}
        if rounds is not None:
            record["rounds"] = rounds
        else:
            record["players"] = players
        return engine.score(record, data)

    return run


@pytest.fixture(scope="session")
def totals(score):
    def run(players=None, rounds=None) -> dict[str, int]:
        result = score(players, rounds)
        return {p["name"]: p["total"] for p in result["players"]}

    return run
