"""The rules pages: stable section ids, and the worked example computed by the engine."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from cardgen.engine.games.cosmopolis_networks import score as engine
from cardgen.model.types import LANGS

RECORD = json.loads(
    (
        Path(__file__).resolve().parents[3]
        / "content"
        / "cosmopolis-networks"
        / "examples"
        / "rules-example.json"
    ).read_text()
)


def example_section(game, lang: str) -> str:
    text = game.rules[lang].markdown
    start = text.index("{#cos-example}")
    return text[start : text.index("{#cos-interpretation}")]


def test_worked_example_totals_match_the_engine(data):
    result = engine.score(RECORD, data)
    ann, ben = result["players"]
    assert [line["points"] for line in ann["lines"]] == [7, 7]
    assert [line["points"] for line in ben["lines"]] == [5, 10]
    assert (ann["total"], ben["total"]) == (14, 15)
    assert result["winners"] == ["Ben"]
    # the sets the text says stay out of the largest network
    assert ann["rounds"][0]["largest_network"] == [0, 1, 2]
    assert ben["rounds"][0]["largest_network"] == [0, 1]
    assert ben["rounds"][1]["largest_network"] == [0, 1, 2, 3]


def test_worked_example_hand_limits(data):
    ann_round_1 = RECORD["rounds"][0]["players"][0]["spread"]
    ben_round_2 = RECORD["rounds"][1]["players"][1]["spread"]
    assert engine.hand_limit(ann_round_1, data) == 5
    assert engine.hand_limit(ben_round_2, data) == 5


@pytest.mark.parametrize("lang", LANGS)
def test_every_page_states_the_example_numbers(game, lang):
    text = example_section(game, lang)
    for number in ("3 + 2 + 2 = **7**", "3 + 2 = **5**", "**10**", "**14**", "**15**",
                   "7 − 2 = 5"):  # fmt: skip
        assert number in text, (lang, number)


@pytest.mark.parametrize("lang", LANGS)
def test_example_cities_are_the_names_printed_on_the_cards(game, data, lang):
    text = example_section(game, lang)
    faces = {f["face"]: f for c in data["components"] for i in c["items"]
             for f in (i["front"], i.get("back") or {}) if "face" in f}  # fmt: skip
    for rnd in RECORD["rounds"]:
        for player in rnd["players"]:
            for cards in player["spread"]:
                for face in cards:
                    city = faces[face]["city"]
                    assert city.get(lang, city.get("neutral")) in text, (lang, face)


def test_section_ids_are_prefixed_and_identical(game):
    ids = {lang: game.rules[lang].section_ids for lang in LANGS}
    assert all(v == ids["en"] for v in ids.values())
    assert all(i.startswith("cos-") for i in ids["en"])
    for rule in game.scoring:
        assert rule.section in ids["en"]


@pytest.mark.parametrize("lang", LANGS)
def test_internal_links_point_at_existing_sections(game, lang):
    text = game.rules[lang].markdown
    for target in re.findall(r"\]\(#([a-z0-9-]+)\)", text):
        assert target in game.rules[lang].section_ids
