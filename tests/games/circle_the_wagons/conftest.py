"""Fixtures of the Circle the Wagons tests: game data, a scoring helper and a short grid
notation (``"Dg Fc ."`` = desert:gun forest:cattle empty)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from cardgen.engine import score
from cardgen.model import game_data, load_game

RECORDS = Path(__file__).resolve().parents[3] / "content" / "circle-the-wagons" / "examples"
TERRAINS = {
    "D": "desert",
    "F": "forest",
    "M": "mountains",
    "P": "plains",
    "S": "snow",
    "W": "water",
}
ICONS = {"c": "cattle", "f": "fort", "b": "bottle", "w": "wagon", "p": "pickaxe", "g": "gun"}


def grid(*rows: str) -> list[str]:
    """Rows in short notation → the record's grid notation."""
    out = []
    for row in rows:
        cells = []
        for cell in row.split():
            cells.append("." if cell == "." else f"{TERRAINS[cell[0]]}:{ICONS[cell[1]]}")
        out.append(" ".join(cells))
    return out


@pytest.fixture(scope="session")
def data() -> dict[str, Any]:
    return game_data(load_game("circle-the-wagons"))


@pytest.fixture
def run(data):
    """Score ``players`` (name → grid rows in short notation, or a town list)."""

    def _run(bonus: list[str], **players: Any) -> dict[str, Any]:
        entries = []
        for name, town in players.items():
            if isinstance(town, tuple):
                entries.append({"name": name, "grid": grid(*town)})
            else:
                entries.append({"name": name, "town": town})
        record = {"game": "circle-the-wagons", "bonus": bonus, "players": entries}
        return score(record, data)

    return _run


@pytest.fixture(scope="session")
def lines():
    """``lines(result, i)``: player i's lines by rule id."""

    def _lines(result: dict[str, Any], player: int) -> dict[str, dict[str, Any]]:
        return {entry["rule"]: entry for entry in result["players"][player]["lines"]}

    return _lines


@pytest.fixture(scope="session")
def short():
    """The short grid notation as a fixture (``short("Dg Fc .")``)."""
    return grid


@pytest.fixture(scope="session")
def record_file():
    def _load(name: str) -> dict[str, Any]:
        return json.loads((RECORDS / name).read_text(encoding="utf-8"))

    return _load
