"""The seed's worked example and the worked example of rules/*.md (section ctw-example),
with every number checked by hand."""

from __future__ import annotations

from pathlib import Path

from cardgen.engine import score
from cardgen.model import LANGS

RULES = Path(__file__).parents[3] / "content" / "circle-the-wagons" / "rules"

# Ann's town in the record is painted as a grid. These are the cards that build it, in the
# order she placed them (x, y: the card's top-left territory; turned: upside down).
ANN_CARDS = [
    {"card": "card-03", "x": 2, "y": 3, "turned": True},
    {"card": "card-15", "x": 3, "y": 2},
    {"card": "card-12", "x": 0, "y": 2, "turned": True},
    {"card": "card-14", "x": 0, "y": 1, "turned": True},
    {"card": "card-07", "x": 1, "y": 0},
    {"card": "card-11", "x": 3, "y": 0},
    {"card": "card-09", "x": 4, "y": 3},
    {"card": "card-10", "x": 3, "y": 5, "turned": True},
]


def test_seed_example_terrain_groups(data, record_file, lines):
    """The Dutch rulebook: desert 4, forest 1, mountains 6, plains 5, snow 1, water 3 = 20
    before bonuses. Ann's other deserts (the gun at column 5 of row 3, the pair at the
    bottom) are not in the largest desert group and do not score."""
    result = score(record_file("seed-example.json"), data)
    ann = lines(result, 0)
    groups = {
        t: ann[f"terrain-{t}"]["points"]
        for t in ("desert", "forest", "mountains", "plains", "snow", "water")
    }
    assert groups == {"desert": 4, "forest": 1, "mountains": 6, "plains": 5, "snow": 1, "water": 3}
    assert sum(groups.values()) == 20
    assert ann["terrain-desert"]["cells"] == [[3, 0], [4, 0], [2, 1], [3, 1]]
    assert [4, 2] not in ann["terrain-desert"]["cells"]


def test_ann_town_is_built_from_the_cards(data, record_file):
    """Ann's painted town can be built: her cards, placed one by one under the placement
    rules (each touches the town along an edge or covers territories, upside down at most,
    never slid under), show exactly the record's grid. Her 8 cards and Bob's 7 are the 15
    cards in play: none is used twice, none carries one of the game's bonus goals."""
    record = record_file("seed-example.json")
    ann, bob = record["players"]
    built = {
        "game": "circle-the-wagons",
        "bonus": record["bonus"],
        "players": [{"name": "Ann", "town": ANN_CARDS}, bob],
    }
    result = score(built, data)  # raises a RecordError on any illegal placement
    assert result["players"][0]["grid"] == ann["grid"]
    assert len(ANN_CARDS) + len(bob["town"]) == 15
    assert result["players"][0]["total"] == score(record, data)["players"][0]["total"]


def test_rules_worked_example(data, record_file, lines):
    """The example of the rules pages. Ann: 20 + Cool Water 2 wagons × 3 (the plains wagon
    at column 4 of row 4 and the snow wagon at column 3 of row 5, both next to the water)
    + Badlands 0 + One Too Many: 4 bottles against Bob's 3, so Ann loses 3 → 23. Bob:
    desert 1 + forest 5 + mountains 1 + plains 2 + snow 3 + water 1 = 13 + Badlands 4 (the
    gun at column 3 of row 3 between the deserts above and below it) → 17."""
    result = score(record_file("seed-example.json"), data)
    assert [p["total"] for p in result["players"]] == [23, 17]
    assert result["winners"] == ["Ann"]
    ann, bob = lines(result, 0), lines(result, 1)
    assert ann["cool-water"]["points"] == 6
    assert ann["cool-water"]["cells"] == [[3, 3], [2, 4]]
    assert ann["badlands"]["points"] == 0
    assert ann["one-too-many"]["points"] == -3
    assert bob["one-too-many"]["points"] == 0
    assert bob["cool-water"]["points"] == 0
    assert bob["badlands"]["points"] == 4 and bob["badlands"]["cells"] == [[2, 2]]
    assert bob["terrain-forest"]["cells"] == [[2, 0], [3, 0], [3, 1], [3, 2], [4, 2]]
    # Bob's seven cards; card #13 lies exactly on card #06 and hides it.
    assert result["players"][1]["grid"] == [
        ". . forest:cattle forest:bottle snow:pickaxe snow:bottle forest:cattle",
        ". . desert:bottle forest:gun snow:fort water:fort snow:gun",
        "snow:gun plains:wagon mountains:gun forest:fort forest:wagon . .",
        "mountains:cattle forest:pickaxe desert:fort plains:cattle plains:cattle . .",
    ]


def test_rules_pages_state_the_example_totals():
    """Every language page states the totals the engine computes."""
    for lang in LANGS:
        text = (RULES / f"{lang}.md").read_text(encoding="utf-8")
        assert "{#ctw-example}" in text
        section = text.split("{#ctw-example}", 1)[1].split("\n## ", 1)[0]
        assert "23" in section and "17" in section and "20" in section, lang
