"""The seed's worked example and the worked example of rules/*.md (section ctw-example),
with every number checked by hand."""

from __future__ import annotations

from pathlib import Path

from cardgen.engine import score

RULES = Path(__file__).parents[3] / "content" / "circle-the-wagons" / "rules"


def test_seed_example_terrain_groups(data, record_file, lines):
    """The Dutch rulebook: desert 4, forest 1, mountains 6, plains 5, snow 1, water 3 = 20
    before bonuses; the desert with the bottle on the bottom row is not in the largest
    desert group and does not score."""
    result = score(record_file("seed-example.json"), data)
    ann = lines(result, 0)
    groups = {
        t: ann[f"terrain-{t}"]["points"]
        for t in ("desert", "forest", "mountains", "plains", "snow", "water")
    }
    assert groups == {"desert": 4, "forest": 1, "mountains": 6, "plains": 5, "snow": 1, "water": 3}
    assert sum(groups.values()) == 20
    assert ann["terrain-desert"]["cells"] == [[0, 2], [1, 2], [0, 3], [1, 3]]
    assert [2, 4] not in ann["terrain-desert"]["cells"]


def test_rules_worked_example(data, record_file, lines):
    """The example of the rules pages. Ann: 20 + Cool Water 2 wagons × 3 (the wagon on the
    water at column 6 row 2 and the one above it) + Badlands 0 + One Too Many: 4 bottles
    against Bob's 3, so Ann loses 3 → 23. Bob: desert 5 + forest 1 + mountains 1 + plains 5
    + water 1 = 13 + Badlands 4 (the gun at column 5 of row 1 between two deserts) → 17."""
    result = score(record_file("seed-example.json"), data)
    assert [p["total"] for p in result["players"]] == [23, 17]
    assert result["winners"] == ["Ann"]
    ann, bob = lines(result, 0), lines(result, 1)
    assert ann["cool-water"]["points"] == 6
    assert ann["cool-water"]["cells"] == [[5, 0], [5, 1]]
    assert ann["one-too-many"]["points"] == -3
    assert bob["one-too-many"]["points"] == 0
    assert bob["badlands"]["points"] == 4 and bob["badlands"]["cells"] == [[4, 0]]
    assert bob["terrain-plains"]["cells"] == [[1, 0], [2, 0], [1, 1], [2, 1], [2, 2]]
    # Bob's town after the fourth card covered two territories (forest:pickaxe of card-01
    # and plains:wagon of card-15).
    assert result["players"][1]["grid"] == [
        "forest:cattle plains:bottle plains:bottle desert:gun desert:gun desert:cattle",
        "desert:bottle plains:cattle plains:wagon desert:cattle desert:fort mountains:pickaxe",
        ". water:pickaxe plains:fort . . .",
    ]


def test_rules_pages_state_the_example_totals():
    """Every language page states the totals the engine computes."""
    for lang in ("en", "de", "nl", "it"):
        text = (RULES / f"{lang}.md").read_text(encoding="utf-8")
        assert "{#ctw-example}" in text
        section = text.split("{#ctw-example}", 1)[1].split("\n## ", 1)[0]
        assert "23" in section and "17" in section and "20" in section, lang
