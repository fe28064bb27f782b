"""The registries of engines and faces: every game's engine is the one its content declares
(``engine:`` in its ``game.yaml``), registered when the game is loaded; every face package
is listed under its content id; nothing is found by turning a game id into a module name."""

from __future__ import annotations

import ast
import importlib
import inspect
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from cardgen.engine import RecordError, has_engine, score
from cardgen.engine.registry import engine_of
from cardgen.model import game_ids, load_games
from cardgen.model.library import builtin_content_dir
from cardgen.render.faces import face_drawer, generic
from cardgen.render.faces.registry import FACES

CARDGEN = Path(__file__).parents[2] / "cardgen"
BUILT_IN = set(game_ids(builtin_content_dir()))
GAMES = {game.id: game for game in load_games(None, builtin_content_dir())}


def packages(folder: Path) -> set[str]:
    return {p.name for p in folder.iterdir() if (p / "__init__.py").is_file()}


@pytest.mark.parametrize("game_id", sorted(BUILT_IN))
def test_a_built_in_game_registers_the_engine_its_content_names(game_id: str) -> None:
    declared = GAMES[game_id].engine
    assert declared is not None and not declared.designed
    assert declared.module == f"cardgen.engine.games.{game_id.replace('-', '_')}.score"
    load_games([game_id], builtin_content_dir())
    assert engine_of(game_id) == declared and has_engine(game_id)
    engine = importlib.import_module(declared.module)
    assert game_id == engine.GAME_ID
    assert "lang" in inspect.signature(engine.score).parameters


def test_the_registry_lists_no_game_until_content_is_loaded() -> None:
    """Nothing in cardgen's code lists the games: a fresh interpreter's registry is empty,
    and ``registry.py``'s code (its docs aside) names no game."""
    code = "import cardgen.engine as e, cardgen.engine.registry as r; print(len(r.ENGINES))"
    run = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True,
        env={**os.environ, "PYTHONPATH": str(CARDGEN.parent)},
    )  # fmt: skip
    assert run.stdout.strip() == "0"
    tree = ast.parse((CARDGEN / "engine" / "registry.py").read_text(encoding="utf-8"))
    docs = {id(n.value) for n in ast.walk(tree) if isinstance(n, ast.Expr)}
    texts = {n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and id(n) not in docs}
    for game_id in BUILT_IN:
        assert game_id not in texts
        assert not any(f"games.{game_id.replace('-', '_')}" in str(t) for t in texts if t)


def test_a_game_loaded_without_an_engine_forgets_the_one_its_id_had(tmp_path: Path) -> None:
    """A content folder's game replaces a built-in game of the same id, engine and all: a
    copy of Web without ``engine:`` has none."""
    load_games(["web"], builtin_content_dir())
    assert has_engine("web")
    copy = tmp_path / "mine" / "web"
    shutil.copytree(builtin_content_dir() / "web", copy)
    (copy / "checker.yaml").unlink()
    game_yaml = copy / "game.yaml"
    text = game_yaml.read_text(encoding="utf-8")
    game_yaml.write_text(re.sub(r"\n  engine: .*", "", text), encoding="utf-8")
    try:
        [game] = load_games(["web"], tmp_path / "mine")
        assert game.engine is None and not has_engine("web")
    finally:
        load_games(["web"], builtin_content_dir())
    assert has_engine("web")


@pytest.mark.parametrize(("game_id", "module"), sorted(FACES.items()))
def test_a_registered_face_module_draws_its_game(game_id: str, module: str) -> None:
    assert game_id in BUILT_IN
    draw = face_drawer(game_id)
    assert draw.__module__ == module and draw is not generic.draw_face


def test_every_games_package_is_registered() -> None:
    """A package under ``games/`` that no game's content names would be dead code."""
    engines = {game.engine.module.split(".")[3] for game in GAMES.values() if game.engine}
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
