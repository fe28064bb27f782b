"""Hostile content (issue 24): ``cardgen validate`` reports every fault as
``file:line:col: field: message`` with exit code 2 (never exit 1, a hang or a traceback),
checks what would otherwise break later (checker.yaml, scoring params), refuses a missing
content folder, and reads hostile YAML in bounded time and memory. The single-file cases
(alias bomb, recursive alias, deep nesting, impossible date, front/back_type as a list or
map, schema types that are not mappings) are in the bad-content corpus
(``tests/bad_content/cases``, run by ``tests/model/test_bad_content.py``)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from cardgen.cli import main

ROOT = Path(__file__).resolve().parents[2]
CONTENT = ROOT / "content"
CORPUS = ROOT / "tests" / "bad_content"


def copy_game(tmp_path: Path, game: str) -> Path:
    base = tmp_path / "content"
    shutil.copytree(CONTENT / game, base / game)
    return base


def validate(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, list[str]]:
    code = main(["validate", *args])
    out, err = capsys.readouterr()
    assert "Traceback" not in err and "internal error" not in err
    return code, err.splitlines()


@pytest.mark.parametrize("folder", ["/nonexistent", "file", "empty"])
def test_validate_refuses_a_content_folder_that_is_not_one(tmp_path, capsys, folder):
    if folder == "file":
        path = tmp_path / "file"
        path.write_text("x")
    elif folder == "empty":
        path = tmp_path
    else:
        path = Path(folder)
    code, lines = validate(capsys, "--content", str(path))
    assert code == 2
    assert lines == [lines[0]] and lines[0].startswith(f"cardgen: --content {path}: ")


def test_a_scoring_param_the_engine_cannot_use_is_located(tmp_path, capsys):
    base = copy_game(tmp_path, "web-of-power")
    scoring = base / "web-of-power" / "scoring.yaml"
    text = scoring.read_text(encoding="utf-8")
    assert "params: {minimum: 5}" in text
    scoring.write_text(text.replace("params: {minimum: 5}", "params: {minimum: abc}"), "utf-8")
    line = text[: text.index("params: {minimum: 5}")].count("\n") + 1
    code, lines = validate(capsys, "--content", str(base))
    assert code == 2
    assert lines[0].startswith(f"content/web-of-power/scoring.yaml:{line}:")
    assert ".params.minimum: expected a whole number, got 'abc'" in lines[0]


@pytest.mark.parametrize(
    ("game", "old", "new", "message"),
    [
        (
            "pyramidion",
            "params: {goal: 10}",
            "params: {goal: ten}",
            "params.goal: expected a whole",
        ),
        (
            "circle-the-wagons",
            '"type": "between"',
            '"type": "among"',
            "params.type: expected one of largest",
        ),
        (
            "circle-the-wagons",
            "params: {terrain: desert, points: 1}",
            "params: {terrain: lava, points: 1}",
            "params.terrain: expected one of desert",
        ),
        (
            "cosmopolis-networks",
            "hand_size: 7",
            "hand_size: 8",
            "params.hand_size: must be at most 7",
        ),
        ("web", "params: {per_card: -1}", "params: {per_card: x}", "params.per_card: expected"),
        (
            "web-of-power",
            "other_titles: [Web of Power – Card Game, Kardinal & König – Das Kartenspiel]",
            "other_titles: Kardinal & König",
            "game.other_titles: expected a list of titles",
        ),
    ],
)
def test_a_bad_value_in_a_game_file_is_located(tmp_path, capsys, game, old, new, message):
    base = copy_game(tmp_path, game)
    for file in (base / game).glob("*.yaml"):
        text = file.read_text(encoding="utf-8")
        if old in text:
            file.write_text(text.replace(old, new, 1), encoding="utf-8")
            break
    else:
        raise AssertionError(f"{old!r} not found in {game}")
    code, lines = validate(capsys, "--content", str(base))
    assert code == 2
    assert any(
        message in line and line.startswith(f"content/{game}/{file.name}:") for line in lines
    ), lines


def test_a_broken_checker_definition_is_located(tmp_path, capsys):
    base = copy_game(tmp_path, "web-of-power")
    checker = base / "web-of-power" / "checker.yaml"
    text = checker.read_text(encoding="utf-8")
    assert "          - kind: cards\n" in text
    checker.write_text(text.replace("          - kind: cards\n", "          - kind: carts\n", 1))
    line = text[: text.index("          - kind: cards\n")].count("\n") + 1
    code, lines = validate(capsys, "--content", str(base))
    assert code == 2
    assert lines[0] == (
        f"content/web-of-power/checker.yaml:{line}:19: checker.players.modes[0].fields[0].kind: "
        "unknown kind 'carts' (known: cards, choice, number, numbers, pick, preset, tally, "
        "tally-grid, text, widget)"
    )


def test_a_checker_definition_of_the_wrong_shape_is_located(tmp_path, capsys):
    base = copy_game(tmp_path, "web-of-power")
    checker = base / "web-of-power" / "checker.yaml"
    checker.write_text("checker:\n  players: [1, 2]\n  modes: {a: [b]}\n", encoding="utf-8")
    code, lines = validate(capsys, "--content", str(base))
    assert code == 2
    assert lines and all(
        line.startswith("content/web-of-power/checker.yaml:") for line in lines[:-1]
    )


HOSTILE = {
    "alias-bomb": CORPUS / "cases" / "alias-bomb" / "mini" / "bomb.yaml",
    "recursive-alias": CORPUS / "cases" / "recursive-alias" / "mini" / "loop.yaml",
    "deep-nesting": CORPUS / "cases" / "deep-nesting" / "mini" / "deep.yaml",
}

MEASURE = """
import resource, subprocess, sys
run = subprocess.run([sys.executable, "-m", "cardgen", "validate", "--content", sys.argv[1]],
                     capture_output=True, text=True, timeout=60)
used = resource.getrusage(resource.RUSAGE_CHILDREN)
print(run.returncode, used.ru_utime + used.ru_stime, used.ru_maxrss)
print(run.stderr)
"""
"""The processor time the validation took (not the time on the clock: on a host loaded
with other work the clock ran past 5 s for a validation of well under 2 s of work; the
60 s timeout still catches a hang), and its peak memory."""


@pytest.mark.parametrize("case", sorted(HOSTILE))
@pytest.mark.slow  # a sweep: not in make check (see pyproject.toml)
def test_validate_on_hostile_yaml_is_fast_and_small(tmp_path, case):
    """Under 5 s of processor time and 500 MB, measured on a child process of a child (so
    nothing else this test session ran counts)."""
    base = tmp_path / "content"
    shutil.copytree(CORPUS / "base", base)
    shutil.copy(HOSTILE[case], base / "mini" / HOSTILE[case].name)
    run = subprocess.run(
        [sys.executable, "-c", MEASURE, str(base)],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
        timeout=120,
    )
    first, _, stderr = run.stdout.partition("\n")
    code, seconds, peak_kb = first.split()
    assert int(code) == 2, stderr
    assert f"mini/{HOSTILE[case].name}:" in stderr
    assert float(seconds) < 5.0
    assert int(peak_kb) < 500 * 1024


def test_a_bigger_alias_bomb_is_stopped_as_soon(tmp_path):
    """A 30-level bomb (9**30 values once expanded) stops at the first 200,000."""
    from cardgen.model.yamlsrc import read_yaml

    text = "a0: &a0 [x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 9) + "]\n" for i in range(1, 30)
    )
    file = tmp_path / "bomb.yaml"
    file.write_text(text, encoding="utf-8")
    source = read_yaml(file, "bomb.yaml")
    assert source.data is None
    assert [p.message for p in source.problems] == [
        "more than 200000 values once aliases are expanded"
    ]


def test_shared_aliases_are_not_copied(tmp_path):
    """An alias is the same value as its anchor (built once), not a copy."""
    from cardgen.model.yamlsrc import read_yaml

    file = tmp_path / "a.yaml"
    file.write_text("a: &x {k: [1, 2]}\nb: *x\nc: [*x, *x]\n", encoding="utf-8")
    data = read_yaml(file).data
    assert data["a"] is data["b"] is data["c"][0] is data["c"][1]
    assert json.loads(json.dumps(data))["c"][1] == {"k": [1, 2]}
