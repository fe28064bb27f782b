"""Fuzzing ``cardgen validate`` with hostile content files (issue 24).

Each example takes the valid minimal game of the bad-content corpus (and, fewer times, a
real game's checker.yaml and scoring rules) and breaks one file: a value replaced by a
hostile YAML value, aliases (shared, nested, recursive), deep nesting, random bytes
spliced into the text, or the text cut short. The contract: ``load_games`` either
succeeds or raises ``ContentError`` whose every problem is located
(``file:line:col: field: message``, line and column ≥ 1) — never another exception, a
hang or unbounded memory. Fixed seed (``derandomize``), bounded examples."""

from __future__ import annotations

import random
import shutil
import tempfile
from pathlib import Path
from typing import Any

import yaml
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

HOSTILE_YAML = st.sampled_from(
    [
        "[a, b]",
        "{x: 1}",
        "null",
        "~",
        "2024-13-45",
        "2024-02-30",
        "!!binary aGVsbG8=",
        "!!python/object:os.system {}",
        "!!set {a, b}",
        "&a [*a]",
        "&b {k: *b}",
        "*undefined",
        "1e999",
        "0x1F",
        "'\\ud800'",
        '"\\ud800"',
        '"\\x00"',
        "9" * 5000,
        "[" * 3000 + "]" * 3000,
        "{" * 500 + "}" * 500,
        "yes",
        "-.inf",
        ".nan",
        "? [a]\n  : b",
        "|\n  text\n\ttab",
        "'unterminated",
        '"\u202eevil"',
    ]
)


def file_lines(text: str) -> list[str]:
    return text.splitlines(keepends=True)


@st.composite
def broken_text(draw, text: str) -> str:
    """``text`` with one hostile change."""
    lines = file_lines(text)
    how = draw(st.sampled_from(["value", "value", "alias", "bytes", "cut", "bomb"]))
    keyed = [i for i, line in enumerate(lines) if ":" in line and not line.lstrip().startswith("#")]
    if how in ("value", "alias") and keyed:
        index = draw(st.sampled_from(keyed))
    else:
        index = draw(st.integers(0, max(0, len(lines) - 1)))
    line = lines[index] if lines else ""
    if how == "value" and ":" in line:
        head = line[: line.index(":") + 1]
        lines[index] = f"{head} {draw(HOSTILE_YAML)}\n"
    elif how == "alias" and ":" in line:
        head = line[: line.index(":") + 1]
        lines[index] = head.rstrip() + " &anchor " + line[len(head) :].lstrip()
        lines.append("extra: [*anchor, *anchor]\n")
    elif how == "bytes":
        noise = draw(st.text(max_size=8))
        cut = draw(st.integers(0, len(text)))
        return text[:cut] + noise + text[cut:]
    elif how == "cut":
        return text[: draw(st.integers(0, len(text)))]
    else:
        width = draw(st.integers(2, 12))
        depth = draw(st.integers(2, 14))
        bomb = "bomb0: &b0 [" + ", ".join(["x"] * width) + "]\n"
        bomb += "".join(
            f"bomb{i}: &b{i} [" + ", ".join([f"*b{i - 1}"] * width) + "]\n" for i in range(1, depth)
        )
        lines.append(bomb)
    return "".join(lines)


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


def mutate(value: Any, rnd: random.Random, replacement: Any) -> Any:
    """``value`` with one randomly chosen node replaced."""
    spots: list[tuple[Any, Any]] = []

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            for key in node:
                spots.append((node, key))
                walk(node[key])
        elif isinstance(node, list):
            for i in range(len(node)):
                spots.append((node, i))
                walk(node[i])

    walk(value)
    if spots:
        parent, key = rnd.choice(spots)
        parent[key] = replacement
    return value


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
