"""Hostile score records (issue 24): each named case gets exit code 2, one located message
and, with ``--json``, the error object on standard output; never exit 1, a hang or a
traceback."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from cardgen.cli import main

ROOT = Path(__file__).resolve().parents[2]
CONTENT = ROOT / "content"
EXAMPLES = {
    "web-of-power": CONTENT / "web-of-power/examples/worked-example.json",
    "pyramidion": CONTENT / "pyramidion/examples/final-example.json",
    "cosmopolis-networks": CONTENT / "cosmopolis-networks/examples/rules-example.json",
    "circle-the-wagons": CONTENT / "circle-the-wagons/examples/seed-example.json",
    "web": CONTENT / "web/examples/tally-example.json",
}


def example(game: str) -> dict:
    return json.loads(EXAMPLES[game].read_text(encoding="utf-8"))


def score_json(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str | bytes, *extra: str
) -> tuple[int, dict]:
    """Run ``cardgen score FILE --json``; returns the exit code and the parsed stdout."""
    record = tmp_path / "record.json"
    if isinstance(text, str):
        text = text.encode("utf-8", "surrogatepass")
    record.write_bytes(text)
    code = main(["score", str(record), "--json", *extra])
    out, err = capsys.readouterr()
    assert "Traceback" not in err and "internal error" not in err
    return code, json.loads(out)


def assert_refused(code: int, out: dict, path: str | None = None) -> None:
    assert code == 2, out
    assert set(out) == {"error"}
    assert set(out["error"]) == {"message", "path"}
    assert out["error"]["message"] and "\n" not in out["error"]["message"]
    if path is not None:
        assert out["error"]["path"] == path, out


@pytest.mark.parametrize(
    "game",
    ["web-board", "common", "pyramidion-final", "web_of_power", "circle-the-wagons-text", "x/y"]
    + ["games", "registry", "score", "games.web.score", "web.score"],
)
def test_a_game_id_naming_an_engine_helper_is_an_unknown_game(tmp_path, capsys, game):
    code, out = score_json(tmp_path, capsys, json.dumps({"game": game, "players": []}))
    assert_refused(code, out, "game")
    assert "no scoring engine" in out["error"]["message"]


TOO_BIG = "It is too large, or nested too deeply, to be a game."
"""The score checker's words for a share link beyond its limits (``rec_too_big``)."""


@pytest.mark.parametrize("depth", [12, 65, 1000, 100_000])
def test_json_nested_deep_is_refused(tmp_path, capsys, depth):
    """Deeper than the checker takes from a link (12 levels, the record itself the first):
    refused in the checker's words."""
    text = '{"game": "web", "players": ' + "[" * depth + "]" * depth + "}"
    code, out = score_json(tmp_path, capsys, text)
    assert_refused(code, out, "")
    assert out["error"]["message"] == TOO_BIG


def test_the_limits_are_the_checkers_and_so_are_the_words(tmp_path, capsys):
    """``cardgen score`` bounds a record as the checker's link check does (issue 34): one
    set of numbers (``frontend/checker/core/limits.js``, read by both), the checker's words in
    the reader's language, the place of the fault."""
    from node import NODE, run_modules

    from cardgen.commands.record_limits import limits, max_record_bytes

    if NODE is not None:
        assert run_modules("console.log(JSON.stringify(r.LIMITS))", r="core/records.js") == limits()
    bound = limits()
    record = example("web")
    record["players"][0]["name"] = "a" * 10_000_000  # 10 MB
    code, out = score_json(tmp_path, capsys, json.dumps(record))
    assert_refused(code, out, "")
    assert out["error"]["message"] == TOO_BIG
    record["players"][0]["name"] = "a" * (bound["nameChars"] + 1)
    code, out = score_json(tmp_path, capsys, json.dumps(record), "--lang", "de")
    assert_refused(code, out, "players[0].name")
    assert out["error"]["message"] == "Der Name eines Spielers ist kein kurzer Text."
    record["players"][0]["name"] = "a" * bound["nameChars"]
    code, out = score_json(tmp_path, capsys, json.dumps(record))
    assert code == 0, out
    record["players"] = [{"name": f"P{i}", "hand": 1} for i in range(9)]
    code, out = score_json(tmp_path, capsys, json.dumps(record), "--lang", "it")
    assert_refused(code, out, "players")
    assert out["error"]["message"] == "Ci sono 9 giocatori; questo gioco ne ha al massimo 4."
    many = {"game": "web", "players": [{"name": "A", "x": list(range(bound["nodes"]))}]}
    code, out = score_json(tmp_path, capsys, json.dumps(many))
    assert_refused(code, out, "")
    assert out["error"]["message"] == TOO_BIG
    padded = json.dumps(example("web")) + " " * max_record_bytes()
    code, out = score_json(tmp_path, capsys, padded, "--lang", "nl")
    assert_refused(code, out, "")
    assert out["error"]["message"] == "De gegevens zijn te groot of te diep genest voor een spel."
    cosmo = example("cosmopolis-networks")
    cosmo["rounds"] = [cosmo["rounds"][0]] * 9
    code, out = score_json(tmp_path, capsys, json.dumps(cosmo))
    assert_refused(code, out, "rounds")
    assert out["error"]["message"] == "It has 9 rounds; this checker takes at most 8."


def test_an_integer_of_thousands_of_digits_is_refused(tmp_path, capsys):
    record = example("web")
    text = json.dumps(record).replace('"hand": 2', '"hand": ' + "9" * 4400, 1)
    assert "9" * 4400 in text
    code, out = score_json(tmp_path, capsys, text)
    assert_refused(code, out, "")
    assert "digits" in out["error"]["message"]


def test_a_lone_surrogate_in_a_name_is_refused(tmp_path, capsys):
    record = example("web")
    text = json.dumps(record).replace(json.dumps(record["players"][0]["name"]), '"\\ud800"', 1)
    code, out = score_json(tmp_path, capsys, text)
    assert_refused(code, out, "players[0].name")
    assert "U+D800" in out["error"]["message"]


def test_invalid_utf8_is_refused_with_the_error_object(tmp_path, capsys):
    code, out = score_json(tmp_path, capsys, b'{"game": "web\xff"}')
    assert_refused(code, out, "")
    assert "not UTF-8" in out["error"]["message"]


def test_invalid_utf8_on_stdin_is_refused_and_never_echoed():
    run = subprocess.run(
        [sys.executable, "-m", "cardgen", "score", "-", "--json"],
        input=b'{"game": "\xff"}',
        capture_output=True,
        check=False,
        cwd=ROOT,
    )
    assert run.returncode == 2
    assert b"\xff" not in run.stdout
    assert "not UTF-8" in json.loads(run.stdout)["error"]["message"]
    assert run.stderr == b""


@pytest.mark.parametrize("where", ["missing", "folder"])
def test_a_missing_file_or_a_folder_gives_the_error_object(tmp_path, capsys, where):
    target = tmp_path / "nothing.json" if where == "missing" else tmp_path
    code = main(["score", str(target), "--json"])
    out = json.loads(capsys.readouterr().out)
    assert_refused(code, out, "")
    assert str(target) in out["error"]["message"]


@pytest.mark.parametrize("game", sorted(EXAMPLES))
def test_a_utf8_byte_order_mark_is_accepted(tmp_path, capsys, game):
    text = b"\xef\xbb\xbf" + json.dumps(example(game)).encode("utf-8")
    code, out = score_json(tmp_path, capsys, text)
    assert code == 0 and out["game"] == game


@pytest.mark.parametrize("game", sorted(EXAMPLES))
def test_unknown_top_level_keys_are_refused_in_every_game(tmp_path, capsys, game):
    record = example(game) | {"extra": 1}
    code, out = score_json(tmp_path, capsys, json.dumps(record))
    assert_refused(code, out, "extra")


@pytest.mark.parametrize(
    "other", ["Ann ", " Ann", "Ann\u200b", "\u200bAnn", "Ann\ufeff", "A\u00adnn"]
)
def test_names_differing_only_by_spaces_or_invisible_characters_are_refused(
    tmp_path, capsys, other
):
    record = {
        "game": "web",
        "players": [{"name": "Ann", "computers": [1], "hand": 0}, {"name": other, "computers": []}],
    }
    code, out = score_json(tmp_path, capsys, json.dumps(record))
    assert_refused(code, out, "players[1].name")
    assert "differ only by spaces or invisible characters" in out["error"]["message"]


def test_a_name_of_invisible_characters_only_is_refused(tmp_path, capsys):
    record = example("web")
    record["players"][1]["name"] = "\u200b\u200b"
    code, out = score_json(tmp_path, capsys, json.dumps(record))
    assert_refused(code, out, "players[1].name")


def test_web_with_ten_thousand_computers_is_refused(tmp_path, capsys):
    record = {
        "game": "web",
        "players": [
            {"name": "Ann", "computers": [5] * 10_000, "hand": 0},
            {"name": "Bob", "computers": [], "hand": 0},
        ],
    }
    code, out = score_json(tmp_path, capsys, json.dumps(record))
    assert_refused(code, out, "players[0].computers")


def test_web_computers_summed_over_players_are_checked(tmp_path, capsys):
    players = [{"name": n, "computers": [5] * 30, "hand": 0} for n in ("A", "B", "C", "D")]
    code, out = score_json(tmp_path, capsys, json.dumps({"game": "web", "players": players}))
    assert_refused(code, out, "players[3].computers")


def test_pyramidion_with_a_thousand_boats_is_refused(tmp_path, capsys):
    record = {
        "game": "pyramidion",
        "players": [{"name": "blue", "boats": [3] * 1000}, {"name": "red", "boats": []}],
    }
    code, out = score_json(tmp_path, capsys, json.dumps(record))
    assert_refused(code, out, "players[0].boats[20]")
    assert "20 boat cards" in out["error"]["message"]


def test_pyramidion_boats_summed_over_players_are_checked(tmp_path, capsys):
    record = {
        "game": "pyramidion",
        "players": [{"name": "blue", "boats": [3] * 15}, {"name": "red", "boats": [2] * 6}],
    }
    code, out = score_json(tmp_path, capsys, json.dumps(record))
    assert_refused(code, out, "players[1].boats[5]")


def test_a_missing_content_folder_is_blamed(tmp_path, capsys):
    code, out = score_json(
        tmp_path, capsys, json.dumps(example("web")), "--content", str(tmp_path / "none")
    )
    assert_refused(code, out, "")
    message = out["error"]["message"]
    assert message == f"--content {tmp_path / 'none'}: no such folder"


def test_a_content_folder_without_the_game_is_blamed(tmp_path, capsys):
    other = ROOT / "tests" / "bad_content" / "base"
    code, out = score_json(
        tmp_path, capsys, json.dumps(example("web")), "--content-only", "--content", str(other)
    )
    assert_refused(code, out, "")
    assert out["error"]["message"] == f"content folder {other}: no game 'web' in it"


def test_without_json_a_refusal_is_one_line_on_stderr(tmp_path, capsys):
    record = tmp_path / "r.json"
    record.write_text('{"game": "common"}', encoding="utf-8")
    assert main(["score", str(record)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 1 and "game: no scoring engine" in err


def _cardgen(*args: str, env: dict[str, str] | None = None, **kw) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "cardgen", *args],
        capture_output=True,
        check=False,
        cwd=ROOT,
        env=env,
        **kw,
    )


def test_non_ascii_output_under_the_c_locale():
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG"))}
    env |= {"LC_ALL": "C", "PYTHONUTF8": "0", "PYTHONCOERCECLOCALE": "0", "PYTHONIOENCODING": ""}
    run = _cardgen("score", str(EXAMPLES["web-of-power"]), "--lang", "de", env=env)
    assert run.returncode == 0, run.stderr
    text = run.stdout.decode("utf-8")
    assert "Länder" in text or "Dänemark" in text
    refused = _cardgen("score", "-", "--lang", "de", env=env, input=b'{"game": "\xc3\xa4"}')
    assert refused.returncode == 2
    assert "'ä'" in refused.stderr.decode("utf-8")


def test_a_closed_pipe_ends_quietly():
    """``cardgen … | head``: the reader goes away; no "internal error", no traceback."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "cardgen", "score", str(EXAMPLES["web-of-power"]), "--json"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=ROOT,
    )
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.close()
    err = proc.stderr.read()
    proc.wait(timeout=60)
    assert b"internal error" not in err and b"Traceback" not in err
    assert b"BrokenPipe" not in err
    assert proc.returncode in (0, 141)


def test_broken_content_is_blamed_not_the_record(tmp_path, capsys):
    import shutil

    content = tmp_path / "content"
    shutil.copytree(ROOT / "content" / "web", content / "web")
    game = content / "web" / "game.yaml"
    game.write_text(game.read_text(encoding="utf-8") + "\nbogus: 1\n", encoding="utf-8")
    code, out = score_json(tmp_path, capsys, json.dumps(example("web")), "--content", str(content))
    assert_refused(code, out, "")
    message = out["error"]["message"]
    # The message names the content folders, the user's among them (after the built-in one).
    assert (
        message.startswith("content folder ") and f"{content}: 1 problem in the game's" in message
    )
    assert "web/game.yaml:" in message and "unknown section 'bogus'" in message


def test_the_engine_itself_refuses_deep_records_in_every_language():
    """The checker in the browser calls the engine directly: the depth limit is there."""
    from cardgen.engine import RecordError, score

    nested: list = []
    for _ in range(200):
        nested = [nested]
    for lang, words in {
        "en": "nested",
        "de": "verschachtelt",
        "nl": "genest",
        "it": "annidati",
    }.items():
        with pytest.raises(RecordError) as caught:
            score({"game": "web", "players": nested}, {"id": "web"}, lang)
        assert words in caught.value.text(lang) and caught.value.path == ""
