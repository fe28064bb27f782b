"""Shared fixtures of the Web of Power tests: the exported game data and a scorer."""

from __future__ import annotations

import pytest

from cardgen.engine import score
from cardgen.model import game_data, load_game


@pytest.fixture(scope="session")
def data():
    return game_data(load_game("web-of-power"))


@pytest.fixture(scope="session")
def run(data):
    """Score a list of player entries; returns the result."""

    def _run(*players):
        return score({"game": "web-of-power", "players": list(players)}, data)

    return _run
