"""A designer's scoring engine in the game's own folder (``engine: scoring.py`` in its
``game.yaml``): ``cardgen score --content`` scores with it, and every way it can be wrong
gets a located message and exit 2, never a traceback.

The game is ``tests/own_engine/tide-race`` (its engine imports ``fractions``, cardgen's
engine helpers and a module of its own, ``tally.py``); each fault is made in a copy.
"""

from __future__ import annotations

import importlib.util
import json
import re
import shutil
from pathlib import Path

import pytest

from cardgen.cli import main
from cardgen.engine import FAULTS, EngineFailure, has_engine, score
from cardgen.engine.failures import shape_fault
from cardgen.engine.registry import engine_of
from cardgen.model import LANGS, game_data, load_game
from cardgen.model.reader import shown_path
from cardgen.site.checker_sources import SOURCES

OWN = Path(__file__).resolve().parents[1] / "own_engine"
EXAMPLE = OWN / "tide-race" / "examples" / "two-players.json"
RECORD = {
    "game": "tide-race",
    "players": [
        {"name": "Ann", "shells": 4, "boats": [3, 4], "tide": "high"},
        {"name": "Ben", "shells": 6, "boats": [5], "tide": "low"},
    ],
}


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err and "internal error" not in out + err
    return code, out, err


@pytest.fixture
def own(tmp_path: Path) -> Path:
    """A copy of the content folder of Tide Race, for one test to break."""
    shutil.copytree(OWN, tmp_path / "own", ignore=shutil.ignore_patterns("__pycache__"))
    return tmp_path / "own"


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, (path, old)
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def line_of(path: Path, needle: str) -> int:
    lines = path.read_text(encoding="utf-8").splitlines()
    return next(i for i, text in enumerate(lines, 1) if needle in text)


def score_record(own: Path, tmp_path: Path, record: dict, capsys, *extra: str):
    file = tmp_path / "record.json"
    file.write_text(json.dumps(record), encoding="utf-8")
    return run(capsys, "score", str(file), "--content", str(own), *extra)


# ------------------------------------------------------------------------- it scores


def test_cardgen_score_gives_the_totals_of_the_games_own_engine(capsys) -> None:
    code, out, _ = run(capsys, "score", str(EXAMPLE), "--content", str(OWN), "--json")
    assert code == 0
    result = json.loads(out)
    assert {p["name"]: p["total"] for p in result["players"]} == {"Ann": 10, "Ben": 8}
    assert result["winners"] == ["Ann"]
    # half of the boats' 7, rounded down (fractions): 3; high tide's bonus from the data: 3
    assert [line["points"] for line in result["players"][0]["lines"]] == [4, 3, 3]
    code, out, _ = run(capsys, "score", str(EXAMPLE), "--content", str(OWN), "--lang", "de")
    assert code == 0 and "Boote im Wert von 7, halbiert" in out
    # the command's own words and the rules' names in German too, not "winners:" and ids
    assert "Sieger: Ann" in out and "winners" not in out


def test_loading_the_game_registers_its_engine_and_validate_says_it_ran(capsys) -> None:
    game = load_game("tide-race", OWN)
    assert game.engine is not None and game.engine.designed
    assert engine_of("tide-race") == game.engine and has_engine("tide-race")
    assert game.engine.module == "cardgen_game_tide_race.scoring"
    assert game.engine.files == ("scoring.py", "tally.py")  # what it imports from its folder
    code, out, _ = run(capsys, "validate", "--content", str(OWN), "--content-only")
    assert code == 0
    assert out.startswith("tide-race: ok\n") and "scoring.py was loaded" in out


def test_an_invalid_record_is_the_engines_record_error(capsys) -> None:
    refused = OWN / "tide-race" / "examples" / "refused.json"
    code, _, err = run(capsys, "score", str(refused), "--content", str(OWN))
    assert code == 2
    assert err.strip() == f"cardgen: {refused}: players[0].shells: Enter 0 or more (not -1)"


def test_an_edited_engine_scores_anew_and_leaves_no_bytecode_in_the_folder(
    own: Path, tmp_path: Path, capsys
) -> None:
    code, out, _ = score_record(own, tmp_path, RECORD, capsys, "--json")
    assert code == 0 and json.loads(out)["players"][0]["total"] == 10
    edit(own / "tide-race" / "tally.py", '"{n} shells"', '"{n} shells (edited)"')
    code, out, _ = score_record(own, tmp_path, RECORD, capsys, "--json")
    assert json.loads(out)["players"][0]["lines"][0]["detail"] == "4 shells (edited)"
    assert not list(own.rglob("__pycache__")) and not list(own.rglob("*.pyc"))


def test_the_help_of_score_says_that_a_games_engine_is_code_that_runs(capsys) -> None:
    with pytest.raises(SystemExit):
        main(["score", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "engine: scoring.py" in text and "runs that Python code" in text


# ------------------------------------------------------------------ content faults


def validate_problems(own: Path, capsys) -> str:
    code, out, err = run(capsys, "validate", "--content", str(own), "--content-only")
    assert code == 2, out
    return err


def test_an_engine_file_that_is_not_there(own: Path, tmp_path: Path, capsys) -> None:
    game_yaml = own / "tide-race" / "game.yaml"
    edit(game_yaml, "engine: scoring.py", "engine: scoreing.py")
    line = line_of(game_yaml, "engine:")
    err = validate_problems(own, capsys)
    assert re.search(rf"own/tide-race/game.yaml:{line}:\d+: game.engine: no file "
                     r"own/tide-race/scoreing.py", err), err  # fmt: skip
    code, _, err = score_record(own, tmp_path, RECORD, capsys)
    assert code == 2 and "game.yaml" in err and "no file own/tide-race/scoreing.py" in err


@pytest.mark.parametrize(
    ("value", "says"),
    [
        ("../scoring.py", "must be a file in the game's folder"),
        ("/etc/passwd.py", "must be a file in the game's folder"),
        ("scoring", "expected a Python file in the game's folder"),
        ("cardgen.engine.games.no_such_game.score", "cardgen has no engine module"),
        ("os.path", "expected a Python file in the game's folder"),
    ],
)
def test_an_engine_key_that_names_no_engine(own: Path, capsys, value: str, says: str) -> None:
    edit(own / "tide-race" / "game.yaml", "engine: scoring.py", f"engine: {value}")
    err = validate_problems(own, capsys)
    assert "game.yaml" in err and "game.engine" in err and says in err, err


def test_a_module_name_python_cannot_import(own: Path, capsys) -> None:
    folder = own / "tide-race"
    (folder / "scoring.py").rename(folder / "my-scoring.py")
    edit(folder / "game.yaml", "engine: scoring.py", "engine: my-scoring.py")
    assert "a module's name is letters, digits and _" in validate_problems(own, capsys)


def test_a_syntax_error_is_located_in_the_engines_file(own: Path, tmp_path: Path, capsys) -> None:
    engine = own / "tide-race" / "scoring.py"
    edit(engine, "    winners, _ = rank_winners(players)", "    winners, _ = rank_winners(players")
    line = line_of(engine, "rank_winners(players")
    err = validate_problems(own, capsys)
    assert re.search(rf"own/tide-race/scoring.py:{line}:\d+: engine: syntax error", err), err
    code, _, err = score_record(own, tmp_path, RECORD, capsys)
    assert code == 2 and f"scoring.py:{line}:" in err and "syntax error" in err


@pytest.mark.parametrize(
    ("statement", "says"),
    [
        ("import yaml", "imports yaml, which is not in Python's standard library"),
        ("from requests import get", "imports requests, which is not in Python's standard"),
        ("import cardgen.model", "imports cardgen.model: of cardgen, an engine may import"),
        ("import tkinter.ttk", "imports tkinter.ttk, which the browser's Python (Pyodide"),
        ("import imp", "imports imp, which the browser's Python (Pyodide, Python 3.14) does"),
        ("from . import helpers", "imports .helpers, and there is no helpers.py next to it"),
        ("from ..elsewhere import x", "an engine imports only modules next to it"),
    ],
)
def test_an_import_the_browser_cannot_satisfy(own: Path, capsys, statement: str, says: str) -> None:
    """The checker runs the engine in Pyodide with the standard library alone: an import of
    anything else is refused at its line, although this machine may have it installed."""
    tally = own / "tide-race" / "tally.py"  # in the module the engine imports, not its own
    edit(tally, "WORDS = {", f"{statement}\n\nWORDS = {{")
    line = line_of(tally, statement)
    err = validate_problems(own, capsys)
    assert f"own/tide-race/tally.py:{line}:1: engine: {says}" in err, err


def test_an_engine_without_score(own: Path, capsys) -> None:
    edit(own / "tide-race" / "scoring.py", "def score(", "def scores(")
    err = validate_problems(own, capsys)
    assert "own/tide-race/scoring.py:1:1: engine: defines no function score(" in err, err


def test_an_engine_that_raises_as_it_is_loaded(own: Path, tmp_path: Path, capsys) -> None:
    engine = own / "tide-race" / "scoring.py"
    edit(engine, "from . import tally\n", "from . import tally\n\nLIMIT = 1 // 0\n")
    line = line_of(engine, "LIMIT = 1 // 0")
    err = validate_problems(own, capsys)
    assert (
        f"own/tide-race/scoring.py:{line}:1: engine: loading it raised ZeroDivisionError:"
        " integer division or modulo by zero" in err
    ), err
    code, _, err = score_record(own, tmp_path, RECORD, capsys)
    assert code == 2 and f"scoring.py:{line}" in err


def test_check_params_that_raises_is_located(own: Path, capsys) -> None:
    engine = own / "tide-race" / "scoring.py"
    edit(engine, "def check_params(data):\n", "def check_params(data):\n    data['nope']\n")
    line = line_of(engine, "data['nope']")
    err = validate_problems(own, capsys)
    assert f"own/tide-race/scoring.py:{line}:1: engine: its check_params raised KeyError" in err


def test_a_params_fault_the_engine_finds_is_located_at_the_rule(own: Path, capsys) -> None:
    game_yaml = own / "tide-race" / "game.yaml"
    edit(game_yaml, "params: {per_shell: 1}", "params: {per_shell: one}")
    line = line_of(game_yaml, "per_shell: one")
    err = validate_problems(own, capsys)
    assert re.search(rf"game.yaml:{line}:\d+: scoring\[0\].params.per_shell: expected a whole", err)


def test_a_checker_without_an_engine_is_an_error_naming_its_file(own: Path, capsys) -> None:
    edit(own / "tide-race" / "game.yaml", "  engine: scoring.py\n", "")
    err = validate_problems(own, capsys)
    assert re.search(r"own/tide-race/checker.yaml:\d+:\d+: checker: a checker needs a scoring"
                     r" engine, and the game has none", err), err  # fmt: skip


# --------------------------------------------------------------- failures in scoring


def test_a_score_that_raises_names_the_record_the_game_and_the_line(tmp_path, capsys) -> None:
    """The fixture's engine has a bug left in on purpose: 13 shells raise in ``tally.py``,
    the engine's own module (not ``scoring.py``, which called it)."""
    record = {**RECORD, "players": [{**RECORD["players"][0], "shells": 13}, RECORD["players"][1]]}
    tally = OWN / "tide-race" / "tally.py"
    line = line_of(tally, 'raise ValueError("thirteen')
    file = tmp_path / "record-13.json"
    file.write_text(json.dumps(record), encoding="utf-8")
    code, out, err = run(capsys, "score", str(file), "--content", str(OWN))
    assert code == 2 and out == ""
    assert err.strip() == (
        f"cardgen: {file}: the scoring engine of the game 'tide-race' failed on this"
        f" record: {shown_path(tally, OWN.parent)}:{line}: ValueError: thirteen shells: a bug"
        " left in on purpose"
    )
    code, out, err = run(capsys, "score", str(file), "--content", str(OWN), "--json")
    assert code == 2 and err == ""
    error = json.loads(out)["error"]
    assert error["path"] == "" and f"tally.py:{line}: ValueError" in error["message"]


@pytest.mark.parametrize(
    ("returned", "says"),
    [
        ("None", "expected an object (a dict), got nothing (None)"),
        ('{"players": "Ann"}', "players: expected a list of players, got 'Ann' (a text)"),
        (
            '{"players": [{"name": "Ann", "total": "10"}]}',
            "players[0].total: expected a whole number, got '10' (a text)",
        ),
        (
            '{"players": [{"name": "Ann", "lines": [{"rule": "shells", "points": 1.5,'
            ' "detail": ""}]}]}',
            "players[0].lines[0].points: expected a whole number, got 1.5",
        ),
        ('{"players": [{"name": "Ann", "total": 1}], "winners": ["Zed"]}', "winners[0]: 'Zed'"),
        ('{"players": [], "notes": {1, 2}}', "notes: a set is not a JSON value"),
        ('{"players": [{"name": ""}]}', "players[0].name: expected the player's name"),
    ],
)
def test_a_result_of_the_wrong_shape_says_what_is_wrong(
    own: Path, tmp_path: Path, capsys, returned: str, says: str
) -> None:
    engine = own / "tide-race" / "scoring.py"
    edit(engine, "    winners, _ = rank_winners(players)\n", f"    return {returned}\n")
    code, out, err = score_record(own, tmp_path, RECORD, capsys)
    assert code == 2 and out == ""
    assert "the scoring engine of the game 'tide-race' returned a result of the wrong shape:" in err
    assert says in err and "own/tide-race/scoring.py" in err, err


def test_the_checkers_answer_to_a_failing_engine_is_a_sentence_in_the_pages_language() -> None:
    """What the browser worker's bridge (``frontend/checker/bridge.py``) answers when a
    designer's engine raises or returns the wrong shape: the page's words, no traceback,
    no JSON path."""
    spec = importlib.util.spec_from_file_location("bridge_under_test", SOURCES / "bridge.py")
    bridge = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bridge)
    data = game_data(load_game("tide-race", OWN))  # registers its engine, as the bundle does
    bridge.game_data = lambda game: data
    record = {**RECORD, "players": [{**RECORD["players"][0], "shells": 13}, RECORD["players"][1]]}
    line = line_of(OWN / "tide-race" / "tally.py", 'raise ValueError("thirteen')
    for lang in LANGS:
        error = json.loads(bridge.score_json(json.dumps(record), lang))["error"]
        words = FAULTS["engine_failed"][lang]
        expected = words.format(error="ValueError", file="tally.py", line=line)
        assert error == {"message": expected, "path": ""}
    failure = EngineFailure("tide-race", "shape", "players: expected a list", "scoring.py")
    assert failure.to_json("nl")["error"]["message"] == FAULTS["engine_shape"]["nl"]
    assert "players" not in FAULTS["engine_shape"]["nl"]


# --------------------------------------------------------- the contract's own check


def test_every_built_in_engines_example_result_has_the_shape_the_check_asks() -> None:
    """The shape check is the records' contract, not stricter: cardgen's own engines'
    answers to their example records pass it."""
    from games import checker_games

    for game in checker_games():
        data = game_data(game)
        for _, text in game.examples:
            try:
                result = score(json.loads(text), data)
            except ValueError:
                continue  # an example of a refused record
            assert shape_fault(result) is None, (game.id, shape_fault(result))
