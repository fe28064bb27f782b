"""Fuzzing a component's CSV file (``items_from``, issue 31): any bytes give a valid game or
``ContentError`` whose every problem is located (file, line and column ≥ 1, a field, a
one-line message), never another exception or a hang. Fixed seed (the project's hypothesis
profile), bounded examples."""

from __future__ import annotations

import re
import shutil
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardgen.errors import ContentError
from cardgen.model import load_games

BASE = Path(__file__).resolve().parents[1] / "bad_content" / "base"
GOOD = "id,suit,value\nsun-1,sun,1\nsun-2,sun,2\nmoon-1,moon,3\n"
FUZZ = settings(max_examples=60, suppress_health_check=[HealthCheck.too_slow])

PIECES = st.sampled_from(
    [
        ",", '"', '""', "\n", "\r\n", "\r", ";", "\ufeff", "\0", "id", "suit", "value",
        "name.en", "name.neutral", "quantity", "sun", "moon", "13", "-1", "1e999", "sun-1",
        "\u202e", "é", " ", "9" * 40, "front.value", "provenance.status",
    ]
)  # fmt: skip


def assert_contract(data: bytes) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        content = Path(tmp) / "content"
        shutil.copytree(BASE, content)
        components = content / "mini" / "components.yaml"
        text = re.sub(r"    items:\n(.*\n)*", "    items_from: cards.csv\n", components.read_text())
        components.write_text(text, encoding="utf-8")
        (content / "mini" / "cards.csv").write_bytes(data)
        try:
            load_games(["mini"], content)
        except ContentError as error:
            assert error.problems
            for problem in error.problems:
                assert problem.line >= 1 and problem.col >= 1, problem
                assert problem.file and problem.path and problem.message, problem
                assert "\n" not in problem.message and "\n" not in problem.path, problem
                str(problem).encode("utf-8", "backslashreplace")


@FUZZ
@given(st.binary(max_size=200))
def test_any_bytes_give_a_game_or_located_problems(data):
    assert_contract(data)


@FUZZ
@given(st.lists(PIECES, max_size=40))
def test_csv_shaped_text_gives_a_game_or_located_problems(pieces):
    assert_contract("".join(pieces).encode("utf-8", "surrogatepass"))


@FUZZ
@given(st.integers(0, len(GOOD)), st.text(max_size=6))
def test_a_good_file_with_noise_spliced_in(cut, noise):
    text = GOOD[:cut] + noise + GOOD[cut:]
    assert_contract(text.encode("utf-8", "surrogatepass"))
