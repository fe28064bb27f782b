"""Fuzzing the layout loader (issue 31) as tests/hostile/test_fuzz_content.py fuzzes the
rest: the test game's ``layouts.yaml`` with one node replaced by a hostile value, or its
text broken (hostile YAML, bytes, a cut, an alias bomb). The contract: loading and checking
the game's faces either succeeds or raises ``ContentError`` whose every problem is located
(``file:line:col: field: message``); a game that loads draws every face on a real canvas
without any other exception. Fixed seed (``derandomize``), bounded examples: 60 in all,
about 0.2 s each (the whole game is loaded, checked and drawn in both backends), because
a layout reaches the drawing code only through a game that loads."""

from __future__ import annotations

import random
import shutil
import tempfile
from pathlib import Path
from typing import Any

import pytest
import yaml
from hostile_yaml import broken_text, mutate
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from layout_games import HARBOUR

from cardgen.errors import ContentError
from cardgen.model import load_game
from cardgen.press.facecache import FaceCache
from cardgen.press.layoutcheck import layout_problems

FUZZ = settings(
    derandomize=True,
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

LAYOUT_VALUES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(10**6), 10**6),
    st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from(
        [
            "{value",
            "{nope}",
            "{suit.colour.x}",
            "}{",
            "{{}}",
            "50%",
            "-1000%",
            "1e999",
            "#12",
            "not low_ink and (",
            "value >= 'x'",
            "[icon:nope] {value}",
            "images/../../../etc/passwd",
            "icons/lighthouse.svg",
            "bleed",
            "panel",
            "repeat",
            "\u202e",
            "x" * 300,
        ]
    ),
    st.lists(st.integers(-5, 5), max_size=3),
    st.dictionaries(st.sampled_from(["kind", "in", "text", "x", "columns"]), st.integers(0, 3)),
)


def check(content: Path) -> None:
    """The contract: located problems, or a game whose every face draws."""
    try:
        game = load_game("harbour", [content])
        problems = layout_problems(game, ["en"])
        if problems:
            raise ContentError(problems)
    except ContentError as error:
        assert error.problems
        for problem in error.problems:
            assert problem.line >= 1 and problem.col >= 1, problem
            assert problem.file and problem.path and problem.message, problem
            assert "\n" not in problem.message, problem
        return
    cache = FaceCache()
    for comp in game.components:
        size = (comp.size.width, comp.size.height)
        for item in comp.items:
            for face, owner, side in ((item.front, item, "front"), (comp.back, None, "back")):
                cache.svg(game, comp, face, owner, side=side, lang="en", size=size, bleed=3.0,
                          low_ink=False, cells=None)  # fmt: skip
                cache.pdf(game, comp, face, owner, side=side, lang="en", size=size, bleed=3.0,
                          low_ink=True, cells=None)  # fmt: skip


@FUZZ
@given(st.randoms(use_true_random=False), LAYOUT_VALUES)
@pytest.mark.slow  # a sweep: not in make check (see pyproject.toml)
def test_a_layout_with_one_hostile_value(rnd: random.Random, replacement: Any) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        content = Path(tmp) / "content"
        shutil.copytree(HARBOUR, content / "harbour")
        file = content / "harbour" / "layouts.yaml"
        data = yaml.safe_load(file.read_text(encoding="utf-8"))
        file.write_text(yaml.safe_dump(mutate(data, rnd, replacement), allow_unicode=True), "utf-8")
        check(content)


@settings(
    derandomize=True,
    max_examples=20,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(st.data())
def test_a_layouts_file_broken_as_text(data) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        content = Path(tmp) / "content"
        shutil.copytree(HARBOUR, content / "harbour")
        file = content / "harbour" / "layouts.yaml"
        file.write_text(data.draw(broken_text(file.read_text(encoding="utf-8"))), "utf-8")
        check(content)
