"""The worked examples printed in the four rules pages agree with the engine."""

from __future__ import annotations

import re

import pytest

from cardgen.engine import score
from cardgen.model import LANGS


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


def _items(data, component: str) -> dict[str, dict]:
    """Items of a component by their printed code ("C04", "B12", "D01")."""
    found = next(c for c in data["components"] if c["id"] == component)
    return {item["front"]["code"]: item for item in found["items"]}


@pytest.mark.parametrize("lang", LANGS)
def test_no_internal_card_ids_on_the_rules_pages(game, data, lang):
    """Cards are named as printed (role or name and code), never by our internal ids."""
    text = game.rules[lang].markdown
    ids = {item["id"] for c in data["components"] for item in c["items"] if "-" in item["id"]}
    named = {i for i in ids if re.search(rf"(?<![\w-]){re.escape(i)}(?![\w-])", text)}
    assert named == set(), named


@pytest.mark.parametrize("lang", LANGS)
def test_round_example_evaluation_at_giza_matches_engine(game, data, record_file, lang):
    """The first activation of the whole-round example: the cards named on the page are the
    record's, and the engine agrees that blue takes the 2 stonemasons while no troop is
    placed and red's torturer troop stays."""
    text = section(game.rules[lang].markdown, "pyr-round-example")
    giza = next(line for line in text.split("\n    - ") if "C04" in line)
    record = record_file("round-giza.json")
    assert sorted(re.findall(r"\bC\d\d\b", giza)) == sorted(
        code for player in record["players"] for code in player["cards"]
    )
    result = score(record, data)
    assert result["site"]["torturer"] == "red" and result["site"]["negotiator"] is None
    assert result["site"]["resources"] == {}
    merchant = next(step for step in result["steps"] if step["step"] == "merchant")
    assert merchant["winner"] == "blue"


@pytest.mark.parametrize("lang", LANGS)
def test_round_example_end_matches_engine(game, data, record_file, lang):
    """The boats each player holds at the end of the whole-round example, as the page
    tells them, are the record's, and the engine gives the totals and the winner the page
    states (red 10, blue 9)."""
    text = section(game.rules[lang].markdown, "pyr-round-example")
    boats = _items(data, "boats")
    number = {code: str(item["front"]["number"]) for code, item in boats.items()}
    record = record_file("round-end.json")
    blue, red = record["players"]
    before = r"(\d+),\s+(\d+),?\s+(?:(\d+),?\s+)?\w+\s+(\d+)\s+\((?:{n})"
    held = [re.search(before.format(n=n), text) for n in (6, 7)]
    held = [[g for g in m.groups() if g] for m in held]
    loading = text.split("\n7. ", 1)[1].split("\n8. ", 1)[0]
    loaded = re.findall(r"\b(\d+) \(", loading)
    assert [number[b] for b in blue["boats"][:-1]] == held[0]
    assert [number[b] for b in red["boats"][:-1]] == held[1]
    assert [number[b] for b in red["boats"][-1:] + blue["boats"][-1:]] == loaded
    result = score(record, data)
    assert [p["total"] for p in result["players"]] == [9, 10]
    assert result["winners"] == ["red"]
    assert "(3 + 2 + 1 + 3)" in text and "10" in text.split("\n8. ", 1)[1]
