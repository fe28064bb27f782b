"""The command line: help on every command, exit codes, no tracebacks."""

from __future__ import annotations

import argparse
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


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        ("web-of-powr", "web-of-power"),
        ("Web-Of-Power", "web-of-power"),
        ("pyramidon", "pyramidion"),
    ],
)
def test_unknown_game_suggests_the_close_one_without_install_paths(
    typed: str, meant: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("CARDGEN_CONTENT", raising=False)
    assert main(["validate", typed]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert f"unknown game '{typed}': did you mean {meant}?" in err
    assert "site-packages" not in err and "_data" not in err and "/" not in err


def test_unknown_game_hints_at_your_own_content_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("CARDGEN_CONTENT", raising=False)
    assert main(["validate", "moon-duel"]) == 2
    err = capsys.readouterr().err
    assert "--content DIR" in err and "CARDGEN_CONTENT" in err and err.count("\n") == 1


def test_a_game_folder_given_as_content_folder_names_its_parent(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("CARDGEN_CONTENT", raising=False)
    mine = tmp_path / "mine"
    assert main(["new", "moon-duel", "--content", str(mine)]) == 0
    capsys.readouterr()
    for argv in (["validate"], ["validate", "moon-duel"], ["list"]):
        assert main([*argv, "--content", str(mine / "moon-duel")]) == 2
        err = capsys.readouterr().err
        assert "is the folder of one game" in err and f"--content {mine}" in err, err
    monkeypatch.setenv("CARDGEN_CONTENT", str(mine / "moon-duel"))
    assert main(["list"]) == 2
    assert f"CARDGEN_CONTENT={mine}" in capsys.readouterr().err


def test_content_only_without_a_content_folder_is_bad_input(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("CARDGEN_CONTENT", raising=False)
    for command in ("validate", "list", "build"):
        assert main([command, "--content-only"]) == 2
        captured = capsys.readouterr()
        assert captured.out == ""
        assert captured.err.count("\n") == 1 and "--content DIR" in captured.err


@pytest.mark.parametrize("command", commands())
def test_every_option_is_explained_in_plain_words(command: str) -> None:
    """`cardgen print --help` showed `-o FILE.pdf` with no text; `cardgen list --help`
    showed the docstring's ``RST`` markup."""
    parser = build_parser()
    sub = next(a for a in parser._actions if a.dest == "command").choices[command]
    for action in sub._actions:
        assert action.help and action.help != argparse.SUPPRESS, (command, action.dest)
    help_text = sub.format_help()
    for markup in ("``", ":mod:", ":func:"):
        assert markup not in help_text, (command, markup)


def test_list_counts_in_words(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("CARDGEN_CONTENT", raising=False)
    mine = tmp_path / "mine"
    assert main(["new", "moon-duel", "--content", str(mine)]) == 0
    game_yaml = mine / "moon-duel" / "game.yaml"
    text = game_yaml.read_text(encoding="utf-8")
    game_yaml.write_text(text.replace("players: {min: 2, max: 4}", "players: {min: 2, max: 2}"))
    capsys.readouterr()
    assert main(["list", "--content", str(mine), "--content-only"]) == 0
    line = capsys.readouterr().out.splitlines()[0]
    assert "2 players, 2 components, 19 pieces" in line, line
    assert main(["list"]) == 0
    assert "3-5 players, 5 components" in capsys.readouterr().out


def test_score_help_shows_a_record_that_scores_and_a_shipped_format_document(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """It said "(shared/records.md)": a file of the project's checkout, not of the wheel."""
    from cardgen.resources import DATA

    with pytest.raises(SystemExit):
        main(["score", "--help"])
    help_text = capsys.readouterr().out
    assert "shared/" not in help_text
    assert str(DATA / "docs" / "records.md") in help_text
    example = help_text[help_text.index('{"game"') : help_text.rindex("}") + 1]
    record = tmp_path / "example.json"
    record.write_text(example, encoding="utf-8")
    assert main(["score", str(record), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["winners"] == ["Ann"]


def test_score_speaks_the_language_asked_for(capsys: pytest.CaptureFixture[str]) -> None:
    """With ``--lang nl`` the plain account said "winners:" in English and headed each line
    with the rule's id ("lands"): its own words and the rules' names are in the language
    asked for (``--json`` keeps the ids), each label joined to its value by the language's
    colon (French "gagnants : Ben", with a no-break space)."""
    from cardgen.catalogs import status, table
    from cardgen.commands.score import WORDS
    from cardgen.model import LANGS, labelled, load_game

    for lang in LANGS:  # every word translated (the catalog lacks none), none fuzzy
        found = status(WORDS, lang)
        assert found.total and not found.missing and not found.fuzzy, lang
    words = table(WORDS)
    record = Path(__file__).parents[1] / "content" / "web-of-power" / "examples"
    record = record / "worked-example.json"
    names = {rule.id: rule.name for rule in load_game("web-of-power").scoring}
    for lang in LANGS:
        assert main(["score", str(record), "--lang", lang]) == 0
        lines = capsys.readouterr().out.splitlines()
        assert lines[-1] == labelled(words["winners"][lang], "Ben", lang)
        assert lines[1].split()[1] == names["lands"].get(lang).split()[0]
        if lang != "en":
            assert not any(" lands " in line or line.startswith("winners") for line in lines)
    result = {"players": [], "winners": [], "provisional": ["1 of 3"], "notes": ["n"]}
    from cardgen.commands.score import format_result

    assert format_result(result, "it").splitlines() == [
        "per ora in testa: nessuno (parità completa)",
        "provvisorio: 1 of 3",
        "nota: n",
    ]
    assert format_result(result, "fr").splitlines() == [
        "en tête pour l’instant\u00a0: aucun (égalité parfaite)",
        "provisoire\u00a0: 1 of 3",
        "remarque\u00a0: n",
    ]


def test_a_command_loads_only_its_own_module(tmp_path: Path) -> None:
    """``cardgen score`` starts without the printer's and the site builder's modules (a
    quarter of its start went to loading every command); ``--help`` still lists them all."""
    record = tmp_path / "record.json"
    record.write_text('{"game": "chess"}', encoding="utf-8")
    probe = (
        "import sys\nfrom cardgen.cli import main\n"
        f"code = main(['score', {str(record)!r}, '--json'])\n"
        "print(sorted(m for m in sys.modules if m.startswith('cardgen.commands.')))"
    )
    run = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=False)
    loaded = run.stdout.strip().splitlines()[-1]
    assert "cardgen.commands.score" in loaded
    for other in ("site", "build", "export", "new", "svg"):
        assert f"cardgen.commands.{other}'" not in loaded, loaded
    assert set(commands()) >= {"build", "export", "new", "print", "score", "site", "svg"}
