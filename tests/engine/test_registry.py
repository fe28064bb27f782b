"""The registries of engines and faces: every game's package is listed under its content id,
and nothing is found by turning a game id into a module name."""

from __future__ import annotations

import importlib
import inspect
from pathlib import Path

import pytest

from cardgen.engine import RecordError, has_engine, score
from cardgen.engine.registry import ENGINES
from cardgen.model import game_ids
from cardgen.model.library import builtin_content_dir
from cardgen.render.faces import face_drawer, generic
from cardgen.render.faces.registry import FACES

CARDGEN = Path(__file__).parents[2] / "cardgen"
BUILT_IN = set(game_ids(builtin_content_dir()))


def packages(folder: Path) -> set[str]:
    return {p.name for p in folder.iterdir() if (p / "__init__.py").is_file()}


@pytest.mark.parametrize(("game_id", "module"), sorted(ENGINES.items()))
def test_a_registered_engine_is_its_games_score_module(game_id: str, module: str) -> None:
    assert game_id in BUILT_IN
    engine = importlib.import_module(module)
    assert game_id == engine.GAME_ID
    assert "lang" in inspect.signature(engine.score).parameters
    assert has_engine(game_id)


@pytest.mark.parametrize(("game_id", "module"), sorted(FACES.items()))
def test_a_registered_face_module_draws_its_game(game_id: str, module: str) -> None:
    assert game_id in BUILT_IN
    draw = face_drawer(game_id)
    assert draw.__module__ == module and draw is not generic.draw_face


def test_every_games_package_is_registered() -> None:
    """A package under ``games/`` that no registry entry names would be dead code."""
    engines = {m.split(".")[3] for m in ENGINES.values()}
    faces = {m.split(".")[4] for m in FACES.values()}
    assert packages(CARDGEN / "engine" / "games") == engines
    assert packages(CARDGEN / "render" / "faces" / "games") == faces


@pytest.mark.parametrize(
    "game_id", ["common", "checks", "games", "registry", "generic", "web.score"]
)
def test_an_id_naming_a_module_is_a_game_without_engine_or_faces(game_id: str) -> None:
    assert not has_engine(game_id)
    assert face_drawer(game_id) is generic.draw_face
    with pytest.raises(RecordError) as refused:
        score({"game": game_id, "players": []}, {"id": game_id})
    assert "no scoring engine" in refused.value.text("en")
    assert refused.value.path == "game"
