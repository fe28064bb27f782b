"""The worked examples printed in the four rules pages agree with the engine."""

from __future__ import annotations

import re

import pytest

from cardgen.engine import score

LANGS = ("en", "de", "nl", "it")


def section(markdown: str, anchor: str) -> str:
    start = markdown.index("{#" + anchor + "}")
    rest = markdown[start:]
    following = re.search(r"\n#+ .*\{#pyr-", rest[2:])
    return rest[: following.start() + 2] if following else rest


@pytest.mark.parametrize("lang", LANGS)
def test_evaluation_example_table_matches_engine(game, data, record_file, lang):
    text = section(game.rules[lang].markdown, "pyr-evaluation-example")
    rows = [line for line in text.splitlines() if line.startswith("|")][2:]
    printed = [[int(cell) for cell in row.strip("|").split("|")[-3:]] for row in rows]
    result = score(record_file("rules-example.json"), data)
    engine = [list(p["points"].values()) for p in result["players"]]
    assert printed == engine


@pytest.mark.parametrize("lang", LANGS)
def test_scoring_example_totals_match_engine(game, data, record_file, lang):
    text = section(game.rules[lang].markdown, "pyr-scoring-example")
    totals = [int(n) for n in re.findall(r":\s*(\d+)\s", text)]
    result = score(record_file("final-example.json"), data)
    assert totals == [p["total"] for p in result["players"]]


@pytest.mark.parametrize("lang", LANGS)
def test_site_table_matches_data(game, data, lang):
    text = section(game.rules[lang].markdown, "pyr-components")
    rows = [line for line in text.splitlines() if line.startswith("|")][2:]
    printed = [tuple(int(c) for c in row.strip("|").split("|")[1:3]) for row in rows]
    expected = [(s["min_influence"], s["min_negotiation"]) for s in data["catalogs"]["sites"]]
    assert printed == expected
