"""Fixtures of the press tests: small in-memory games (``press_games``) and the sample game."""

from __future__ import annotations

import pytest
from press_games import SAMPLE, FakeGame


@pytest.fixture
def make_game():
    def make(*components, gid="testgame"):
        return FakeGame(components, gid)

    return make


@pytest.fixture(scope="session")
def sample_game():
    from cardgen.model import load_game

    return load_game("sample", SAMPLE)
