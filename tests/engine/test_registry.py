"""The registries of engines and faces: every game's engine is the one its content declares
(``engine:`` in its ``game.yaml``), registered when the game is loaded; its faces are its
layouts or the faces module its content names (``faces:``); nothing is found by turning a
game id into a module name, and no code lists the games."""

from __future__ import annotations

import ast
import importlib
import inspect
import os
import re
import shutil
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from cardgen.engine import RecordError, has_engine, score
from cardgen.engine.registry import engine_of
from cardgen.model import game_ids, load_games
from cardgen.model.faces_source import FACES_PACKAGE
from cardgen.model.library import builtin_content_dir
from cardgen.render.faces import face_drawer, generic

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


FACES_MODULES = {game.id: game.faces for game in GAMES.values() if game.faces}


@pytest.mark.parametrize(("game_id", "module"), sorted(FACES_MODULES.items()))
def test_a_games_faces_module_is_the_one_its_content_names(game_id: str, module: str) -> None:
    assert module.startswith(FACES_PACKAGE)
    draw = face_drawer(GAMES[game_id])
    assert draw.__module__ == module and draw is not generic.draw_face


def test_a_game_drawn_by_layouts_has_no_faces_module() -> None:
    """Web of Power's faces are all layouts: it names no faces module, and cardgen has
    none for it."""
    game = GAMES["web-of-power"]
    assert game.faces is None and game.design is not None
    assert not (CARDGEN / "render" / "faces" / "games" / "web_of_power").exists()


def test_every_games_package_is_named_by_its_content() -> None:
    """A package under ``games/`` that no game's content names would be dead code."""
    engines = {game.engine.module.split(".")[3] for game in GAMES.values() if game.engine}
    faces = {m.split(".")[4] for m in FACES_MODULES.values()}
    assert packages(CARDGEN / "engine" / "games") == engines
    assert packages(CARDGEN / "render" / "faces" / "games") == faces


def test_the_faces_code_lists_no_game() -> None:
    """No module of ``cardgen/render/faces/`` outside a game's own package names a game
    (its docs aside): the games are found from their content."""
    folder = CARDGEN / "render" / "faces"
    for path in [*folder.glob("*.py"), folder / "games" / "__init__.py"]:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docs = {id(n.value) for n in ast.walk(tree) if isinstance(n, ast.Expr)}
        texts = [
            n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and id(n) not in docs
        ]
        for game_id in BUILT_IN:
            assert not any(isinstance(t, str) and game_id in t for t in texts), (path, game_id)


def test_a_faces_key_naming_no_faces_module_is_refused(tmp_path: Path) -> None:
    copy = tmp_path / "mine" / "web"
    shutil.copytree(builtin_content_dir() / "web", copy)
    game_yaml = copy / "game.yaml"
    text = game_yaml.read_text(encoding="utf-8")
    for value, message in (
        ("cardgen.render.faces.games.nothing.draw", "cardgen has no faces module"),
        ("my_faces.py", "expected one of cardgen's faces modules"),
    ):
        game_yaml.write_text(re.sub(r"\n  faces: .*", f"\n  faces: {value}", text), "utf-8")
        run = subprocess.run(
            [sys.executable, "-m", "cardgen", "validate", "web", "--content", str(copy.parent)],
            capture_output=True, text=True, env={**os.environ, "PYTHONPATH": str(CARDGEN.parent)},
        )  # fmt: skip
        assert run.returncode == 2, run.stderr
        assert "game.yaml:9:" in run.stderr and "game.faces" in run.stderr, run.stderr
        assert message in run.stderr and "Traceback" not in run.stderr


@pytest.mark.parametrize(
    "game_id", ["common", "checks", "games", "registry", "generic", "web.score"]
)
def test_an_id_naming_a_module_is_a_game_without_engine_or_faces(game_id: str) -> None:
    assert not has_engine(game_id)
    # (a game of that id, written without ``faces:``: the generic faces)
    assert face_drawer(replace(GAMES["web"], id=game_id, faces=None)) is generic.draw_face
    with pytest.raises(RecordError) as refused:
        score({"game": game_id, "players": []}, {"id": game_id})
    assert "no scoring engine" in refused.value.text("en")
    assert refused.value.path == "game"
