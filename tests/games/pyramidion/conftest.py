"""Shared fixtures of the Pyramidion tests: the exported game data and a scoring helper."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from cardgen.engine import score
from cardgen.model import game_data, load_game

RECORDS = Path(__file__).resolve().parents[3] / "content" / "pyramidion" / "examples"


@pytest.fixture(scope="session")
def data() -> dict[str, Any]:
    return game_data(load_game("pyramidion"))


@pytest.fixture(scope="session")
def game():
    return load_game("pyramidion")


@pytest.fixture
def run(data):
    def _run(record: dict[str, Any]) -> dict[str, Any]:
        return score({"game": "pyramidion", **record}, data)

    return _run


@pytest.fixture(scope="session")
def record_file():
    """Read one of the example records in ``records/``."""

    def _load(name: str) -> dict[str, Any]:
        return json.loads((RECORDS / name).read_text(encoding="utf-8"))

    return _load
