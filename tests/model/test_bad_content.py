"""The bad-content corpus: every case overlays broken files on a valid minimal game and must
fail validation with exit code 2 and exactly its located message(s), never a traceback."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from cardgen.cli import main

CORPUS = Path(__file__).parents[1] / "bad_content"
CASES = sorted(p.name for p in (CORPUS / "cases").iterdir() if p.is_dir())


def make_content(tmp_path: Path, case: str) -> Path:
    content = tmp_path / "content"
    shutil.copytree(CORPUS / "base", content)
    case_dir = CORPUS / "cases" / case
    for file in (case_dir / "mini").rglob("*"):
        if file.is_file():
            target = content / "mini" / file.relative_to(case_dir / "mini")
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(file, target)
    delete = case_dir / "delete.txt"
    if delete.exists():
        for rel in delete.read_text().split():
            (content / "mini" / rel).unlink()
    return content


def test_the_base_game_is_valid(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", "--content", str(CORPUS / "base"), "--content-only"]) == 0
    assert capsys.readouterr().out.strip() == "mini: ok"


def test_the_corpus_has_at_least_twenty_cases() -> None:
    assert len(CASES) >= 20


@pytest.mark.parametrize("case", CASES)
def test_bad_content_gives_its_located_message(
    case: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    content = make_content(tmp_path, case)
    expected = (CORPUS / "cases" / case / "expected.txt").read_text(encoding="utf-8").splitlines()
    code = main(["validate", "--content", str(content), "--content-only"])
    captured = capsys.readouterr()
    assert code == 2
    assert captured.out == ""
    lines = captured.err.splitlines()
    problems = [line.replace(f"{content.name}/", "", 1) for line in lines[:-1]]
    assert problems == sorted(expected, key=_sort_key(problems))
    assert lines[-1].startswith(f"cardgen: {len(expected)} problem")
    assert "Traceback" not in captured.err


def _sort_key(actual: list[str]):
    """Compare as sets but report in the validator's order (it sorts by file, line, col)."""
    order = {line: i for i, line in enumerate(actual)}
    return lambda line: order.get(line, len(order))
