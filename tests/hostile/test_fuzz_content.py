"""Fuzzing ``cardgen validate`` with hostile content files (issue 24).

Each example takes the valid minimal game of the bad-content corpus (and, fewer times, a
real game's checker.yaml and scoring rules) and breaks one file: a value replaced by a
hostile YAML value, aliases (shared, nested, recursive), deep nesting, random bytes
spliced into the text, or the text cut short. The contract: ``load_games`` either
succeeds or raises ``ContentError`` whose every problem is located
(``file:line:col: field: message``, line and column ≥ 1) — never another exception, a
hang or unbounded memory. Fixed seed (``derandomize``), bounded examples."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

import pytest
import yaml
from hostile_yaml import broken_text, file_lines, mutate
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardgen.errors import ContentError
from cardgen.model import load_games

ROOT = Path(__file__).resolve().parents[2]
BASE = ROOT / "tests" / "bad_content" / "base"
FUZZ = settings(
    derandomize=True,
    max_examples=80,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def assert_contract(content: Path, ids: list[str]) -> None:
    try:
        load_games(ids, content)
    except ContentError as error:
        assert error.problems
        for problem in error.problems:
            assert problem.line >= 1 and problem.col >= 1, problem
            assert problem.file and problem.path and problem.message, problem
            assert "\n" not in problem.message, problem
            str(problem).encode("utf-8", "backslashreplace")


MINI_FILES = sorted(p.name for p in (BASE / "mini").glob("*.yaml"))


@FUZZ
@given(st.sampled_from(MINI_FILES), st.data())
def test_hostile_content_files_get_located_problems(name, data):
    with tempfile.TemporaryDirectory() as tmp:
        content = Path(tmp) / "content"
        shutil.copytree(BASE, content)
        file = content / "mini" / name
        file.write_text(data.draw(broken_text(file.read_text(encoding="utf-8"))), "utf-8")
        assert_contract(content, ["mini"])


REPLACEMENTS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(10**9), 10**9),
    st.text(max_size=10),
    st.lists(st.integers(), max_size=3),
    st.dictionaries(st.text(max_size=5), st.integers(), max_size=3),
)


@settings(
    derandomize=True,
    max_examples=12,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(
    st.sampled_from(["checker.yaml", "scoring.yaml"]),
    st.randoms(use_true_random=False),
    REPLACEMENTS,
)
@pytest.mark.slow  # a sweep: not in make check (see pyproject.toml)
def test_a_real_games_checker_and_scoring_fuzzed(name, rnd, replacement):
    """A real game (its checker definition and scoring params are checked too)."""
    with tempfile.TemporaryDirectory() as tmp:
        content = Path(tmp) / "content"
        shutil.copytree(ROOT / "content" / "web-of-power", content / "web-of-power")
        file = content / "web-of-power" / name
        data = yaml.safe_load(file.read_text(encoding="utf-8"))
        file.write_text(yaml.safe_dump(mutate(data, rnd, replacement), allow_unicode=True), "utf-8")
        assert_contract(content, ["web-of-power"])


SWEEP = ["[a, b]", "{x: 1}", "null", "2024-13-45", "-7", "&s [*s]"]


@pytest.mark.slow  # a sweep: not in make check (see pyproject.toml)
def test_every_value_of_the_minimal_game_replaced_by_every_shape():
    """A sweep beside the random search: each ``key: value`` line of the minimal game with
    its value replaced by a list, a mapping, nothing, an impossible date, a negative number
    and a recursive alias, one at a time."""
    with tempfile.TemporaryDirectory() as tmp:
        content = Path(tmp) / "content"
        shutil.copytree(BASE, content)
        for name in MINI_FILES:
            file = content / "mini" / name
            original = file.read_text(encoding="utf-8")
            lines = file_lines(original)
            for i, line in enumerate(lines):
                if ":" not in line or line.lstrip().startswith("#"):
                    continue
                head = line[: line.index(":") + 1]
                for value in SWEEP:
                    changed = [*lines[:i], f"{head} {value}\n", *lines[i + 1 :]]
                    file.write_text("".join(changed), encoding="utf-8")
                    assert_contract(content, ["mini"])
            file.write_text(original, encoding="utf-8")
