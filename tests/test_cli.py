"""The command line: help on every command, exit codes, no tracebacks."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from cardgen.cli import build_parser, main

SAMPLE = Path(__file__).parent / "sample_content"


def commands() -> list[str]:
    parser = build_parser()
    sub = next(a for a in parser._actions if a.dest == "command")
    return sorted(sub.choices)


def test_core_commands_exist() -> None:
    assert {"list", "validate", "score", "build"} <= set(commands())


@pytest.mark.parametrize("command", commands())
def test_every_command_has_help(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main([command, "--help"])
    assert exit_info.value.code == 0
    assert "usage: cardgen " + command in capsys.readouterr().out


def test_python_dash_m_and_console_script_agree() -> None:
    run = subprocess.run(
        [sys.executable, "-m", "cardgen", "list", "--content", str(SAMPLE), "--content-only"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 0
    assert run.stdout.startswith("sample ")
    assert "Sample Harbour" in run.stdout


def test_validate_ok_and_unknown_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", "--content", str(SAMPLE), "--content-only"]) == 0
    assert capsys.readouterr().out == "sample: ok\n"
    assert main(["validate", "nope", "--content", str(SAMPLE), "--content-only"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("cardgen: unknown game 'nope' (known: sample")
    assert "Traceback" not in err


def test_bad_usage_exits_2() -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["validate", "--no-such-option"])
    assert exit_info.value.code == 2


def test_internal_error_is_short_without_debug(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import cardgen.commands.list as list_command

    def boom(*args: object, **kwargs: object) -> None:
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(list_command, "load_games", boom)
    assert main(["list", "--content", str(SAMPLE), "--content-only"]) == 1
    err = capsys.readouterr().err
    assert err.strip() == (
        "cardgen: internal error: RuntimeError: disk on fire (run with --debug for the traceback)"
    )
    with pytest.raises(RuntimeError):
        main(["--debug", "list", "--content", str(SAMPLE), "--content-only"])


def test_score_rejects_bad_records_with_a_path(tmp_path: Path) -> None:
    cases = {
        "not json": ("", "not valid JSON"),
        "[1, 2]": ("", "a record must be a JSON object"),
        '{"players": []}': ("game", "expected the game id as text"),
        '{"game": "chess"}': ("game", "no scoring engine for the game 'chess'"),
    }
    for text, (path, message) in cases.items():
        record = tmp_path / "record.json"
        record.write_text(text)
        run = subprocess.run(
            [sys.executable, "-m", "cardgen", "score", str(record), "--json"],
            capture_output=True,
            text=True,
            check=False,
        )
        assert run.returncode == 2, text
        error = json.loads(run.stdout)["error"]
        assert error["path"] == path
        assert error["message"].startswith(message)
        assert run.stderr == ""
        plain = subprocess.run(
            [sys.executable, "-m", "cardgen", "score", "-"],
            input=text,
            capture_output=True,
            text=True,
            check=False,
        )
        assert plain.returncode == 2 and plain.stdout == ""
        assert len(plain.stderr.strip().splitlines()) == 1
        assert message in plain.stderr


def test_score_missing_file_is_bad_input(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", "/nonexistent/record.json"]) == 2
    assert "no such file" in capsys.readouterr().err
