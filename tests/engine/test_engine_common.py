"""The engine package: standard library only, shared helpers behave."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from cardgen.engine import RecordError, score
from cardgen.engine.common import join, player_entries, rank_winners

ENGINE = Path(__file__).parents[2] / "cardgen" / "engine"


@pytest.mark.parametrize("module", sorted(p.name for p in ENGINE.glob("*.py")))
def test_engine_modules_import_only_the_standard_library(module: str) -> None:
    tree = ast.parse((ENGINE / module).read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module]
        for name in names:
            top = name.split(".")[0]
            if top == "cardgen":
                assert name.startswith("cardgen.engine"), f"{module} imports {name}"
            else:
                assert top in sys.stdlib_module_names, f"{module} imports {name}"


def test_engine_imports_in_a_bare_interpreter() -> None:
    root = ENGINE.parents[1]
    modules = ["cardgen.engine"] + [
        f"cardgen.engine.{p.stem}" for p in sorted(ENGINE.glob("*.py")) if p.stem != "__init__"
    ]
    code = (
        "import sys; sys.path.insert(0, sys.argv[1]);"
        + "".join(f"import {m};" for m in modules)
        + "print('ok')"
    )
    run = subprocess.run(
        [sys.executable, "-I", "-S", "-c", code, str(root)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.stdout.strip() == "ok", run.stderr


def test_json_paths() -> None:
    assert join(join(join("", "players"), 1), "lands") == "players[1].lands"


def test_player_entries_checks_names_and_counts() -> None:
    data = {"players": {"min": 2, "max": 3}}
    with pytest.raises(RecordError) as error:
        player_entries({"players": [{"name": "A"}]}, data)
    assert error.value.path == "players"
    with pytest.raises(RecordError) as error:
        player_entries({"players": [{"name": "A"}, {"name": "A"}]}, data)
    assert error.value.path == "players[1].name"
    assert "used twice" in error.value.message
    with pytest.raises(RecordError) as error:
        player_entries({"players": [{"name": "A"}, {"name": " "}]}, data)
    assert error.value.path == "players[1].name"


def test_rank_winners_with_tie_breakers() -> None:
    players = [
        {"name": "A", "total": 10, "cards": 3},
        {"name": "B", "total": 10, "cards": 5},
        {"name": "C", "total": 7, "cards": 9},
    ]
    assert rank_winners(players) == (["A", "B"], "shared")
    assert rank_winners(players, [("cards", lambda p: p["cards"])]) == (["B"], "cards")
    players[1]["cards"] = 3
    assert rank_winners(players, [("cards", lambda p: p["cards"])]) == (["A", "B"], "shared")
    assert rank_winners(players[:1]) == (["A"], "total")


def test_score_dispatch_rejects_mismatched_data() -> None:
    with pytest.raises(RecordError) as error:
        score({"game": "web"}, {"id": "pyramidion"})
    assert error.value.path == "game"


def test_phrases_need_all_four_languages_and_format() -> None:
    from cardgen.engine.common import Phrases, text_in

    phrases = Phrases({"ships": {"en": "{n} ships", "de": "{n} Schiffe", "nl": "{n} schepen",
                                 "it": "{n} navi"}})  # fmt: skip
    assert phrases("ships", "de", n=6) == "6 Schiffe"
    assert phrases("ships", "it", n=1) == "1 navi"
    with pytest.raises(ValueError, match="lacks nl, it"):
        Phrases({"x": {"en": "x", "de": "x"}})
    assert text_in({"en": "France", "de": "Frankreich"}, "de") == "Frankreich"
    assert text_in({"neutral": "Chicago"}, "it") == "Chicago"


def test_score_rejects_an_unknown_language() -> None:
    with pytest.raises(ValueError, match="unknown language 'fr'"):
        score({"game": "web"}, {"id": "web"}, lang="fr")
