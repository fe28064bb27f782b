"""Each rule of the engine on small hand-made towns (short notation: ``Dg`` =
desert:gun; terrains D F M P S W, icons c f b w p g)."""

from __future__ import annotations

TERRAINS = ("desert", "forest", "mountains", "plains", "snow", "water")
QUIET = ["homestead", "long-trail", "land-grab"]
"""Goals that score nothing on the tiny towns of these tests unless stated."""


def test_largest_group_counts_edges_not_corners(run, lines):
    result = run(QUIET, a=("Dc Dc Fc", "Fc Dc .", ". Fc Dc"), b=("Pc",))
    a = lines(result, 0)
    # deserts (0,0) (1,0) (1,1) are joined by edges; (2,2) touches (1,1) only at a corner
    assert a["terrain-desert"]["points"] == 3
    assert a["terrain-desert"]["cells"] == [[0, 0], [1, 0], [1, 1]]
    # three single forests: one counts
    assert a["terrain-forest"]["points"] == 1
    assert "3 groups of 1; one counts" in a["terrain-forest"]["detail"]
    assert a["terrain-water"]["points"] == 0


def test_cool_water_best_of_equal_groups_and_wagon_on_water(run, lines):
    # two water groups of 2: left one has 1 wagon next to it, right one a wagon on it and
    # one next to it → the right one counts (2 wagons × 3)
    result = run(["cool-water", *QUIET[:2]], a=("Wc Pw Pc Ww Pw", "Wc Pc Pc Wc Mc"), b=("Pc",))
    a = lines(result, 0)
    assert a["terrain-water"]["points"] == 2
    assert a["cool-water"]["points"] == 6
    assert a["cool-water"]["cells"] == [[3, 0], [4, 0]]


def test_cool_water_wagon_next_to_several_group_cells_counts_once(run, lines):
    result = run(["cool-water", *QUIET[:2]], a=("Wc Wc", "Pw Pw", "Wc ."), b=("Pc",))
    a = lines(result, 0)
    # largest water group (0,0)-(1,0); wagons (0,1) and (1,1) are next to it
    assert a["cool-water"]["points"] == 6


def test_badlands_lines_only_and_each_gun_once(run, lines):
    result = run(
        ["badlands", *QUIET[:2]],
        a=("Dc Dc Dc", "Dc Pg Dc", "Dc Dc Dc", "Dg Mg Dg"),
        b=("Dc Dg Pc",),
    )
    a, b = lines(result, 0), lines(result, 1)
    # (1,1) is between deserts both ways: counted once; (1,3) between (0,3) and (2,3) deserts
    assert a["badlands"]["points"] == 8
    assert a["badlands"]["cells"] == [[1, 1], [1, 3]]
    # (1,0) has a desert on the left only
    assert b["badlands"]["points"] == 0


def test_happy_cows_on_or_next_to_snow(run, lines):
    result = run(["happy-cows", *QUIET[:2]], a=("Sc Pc Pc Pc", "Pf Pf Pf Sf"), b=("Pc",))
    a = lines(result, 0)
    # (0,0) on snow, (1,0) next to snow, (3,0) next to snow (3,1); (2,0) is happy
    assert a["happy-cows"]["points"] == 2
    assert a["happy-cows"]["cells"] == [[2, 0]]


def test_wet_whistle_plus_and_minus(run, lines):
    result = run(["wet-whistle", *QUIET[:2]], a=("Pb Pw Pb", "Pb Pc Pf"), b=("Pf",))
    a, b = lines(result, 0), lines(result, 1)
    # (0,0) and (2,0) are next to the wagon: +2 each; (0,1) is not (diagonal): −1
    assert a["wet-whistle"]["points"] == 3
    assert b["wet-whistle"]["points"] == 0


def test_one_too_many_most_loses_opponents_count(run, lines):
    result = run(["one-too-many", *QUIET[:2]], a=("Pb Pb Pb",), b=("Pb Pc",))
    assert lines(result, 0)["one-too-many"]["points"] == -1
    assert lines(result, 1)["one-too-many"]["points"] == 0


def test_one_too_many_tie_both_lose(run, lines):
    result = run(["one-too-many", *QUIET[:2]], a=("Pb Pb",), b=("Pb Fb",))
    assert lines(result, 0)["one-too-many"]["points"] == -2
    assert lines(result, 1)["one-too-many"]["points"] == -2
    none = run(["one-too-many", *QUIET[:2]], a=("Pc",), b=("Pc",))
    assert lines(none, 0)["one-too-many"]["points"] == 0


def test_holes_need_four_territory_neighbours(run, lines):
    ring = ("Dc Pc Fc", "Sc . Wc", "Mc Pc Dc")  # any terrains, not one group
    pocket = ("Pc Pc Pc Pc", "Pc . . Pc", "Pc Pc Pc Pc")  # two empty spaces together: no hole
    result = run(["corral", "ghost-town", "homestead"], a=ring, b=pocket)
    a, b = lines(result, 0), lines(result, 1)
    assert a["corral"]["points"] == 3 and a["corral"]["cells"] == [[1, 1]]
    assert a["ghost-town"]["points"] == -2
    assert b["corral"]["points"] == 0 and b["ghost-town"]["points"] == 0


def test_near_goals(run, lines):
    result = run(["gold-rush", "trading-post", "homestead"], a=("Mp Pp Pp", "Wf Pf Ff"), b=("Pc",))
    a = lines(result, 0)
    assert a["gold-rush"]["points"] == 4  # (0,0) on mountains, (1,0) next to it
    assert a["trading-post"]["points"] == 4  # (0,1) on water, (1,1) next to it


def test_cavalry_and_timber_baron_ties_and_zero(run, lines):
    result = run(["cavalry", "timber-baron", "homestead"], a=("Ff Ff",), b=("Ff Pf",))
    assert lines(result, 0)["cavalry"]["points"] == 5
    assert lines(result, 1)["cavalry"]["points"] == 5  # 2 forts each: both
    assert lines(result, 0)["timber-baron"]["points"] == 5  # forest 2 against 1
    assert lines(result, 1)["timber-baron"]["points"] == 0
    nobody = run(["cavalry", "timber-baron", "homestead"], a=("Pc",), b=("Pc",))
    assert lines(nobody, 0)["cavalry"]["points"] == 0
    assert lines(nobody, 1)["timber-baron"]["points"] == 0


def test_homestead_blocks_may_overlap(run, lines):
    result = run(["homestead", "corral", "shootout"], a=("Pc Pc Pc", "Pc Pc Pc"), b=("Pc",))
    assert lines(result, 0)["homestead"]["points"] == 8  # two overlapping 2 × 2 blocks


def test_long_trail_rows_and_columns(run, lines):
    result = run(
        ["long-trail", "corral", "shootout"],
        a=("Pc Pc Fc", "Fc Pc Fc", "Fc Pc Fc", "Fc . Fc"),
        b=("Pc",),
    )
    a = lines(result, 0)
    assert a["long-trail"]["points"] == 4  # column 3: four forests
    assert a["long-trail"]["cells"] == [[2, 0], [2, 1], [2, 2], [2, 3]]


def test_shootout_and_outlaws(run, lines):
    result = run(["shootout", "outlaws", "corral"], a=("Pg Pg Pf", "Pg Pc Pg"), b=("Pc",))
    a = lines(result, 0)
    # guns (0,0) (1,0) (0,1) touch another gun; (2,1) does not
    assert a["shootout"]["points"] == 6
    # outlaws: guns with no fort next to them: (0,0), (0,1); (1,0) and (2,1) touch the fort
    assert a["outlaws"]["points"] == 4
    assert a["outlaws"]["cells"] == [[0, 0], [0, 1]]


def test_open_range_counts_cattle_in_the_group_only(run, lines):
    result = run(["open-range", "corral", "shootout"], a=("Pc Pc Fc", "Pw . ."), b=("Pc",))
    assert lines(result, 0)["open-range"]["points"] == 4  # (2,0) is forest, next to it


def test_land_grab_and_mountain_pass(run, lines):
    result = run(
        ["land-grab", "mountain-pass", "corral"],
        a=("Pc Pc Pc Pc", "Mc Mw Mc Dc", "Fc Fc Fc Fc"),
        b=("Pc",),
    )
    a = lines(result, 0)
    assert a["land-grab"]["points"] == 4  # plains 4 and forest 4
    assert a["mountain-pass"]["points"] == 3


def test_empty_town_scores_nothing(run):
    result = run(["corral", "long-trail", "cool-water"], a=(), b=("Pc",))
    assert result["players"][0]["total"] == 0
    assert result["players"][0]["grid"] == []


def test_total_tie_is_shared(run):
    result = run(QUIET, a=("Pc Pc",), b=("Dc Dc",))
    assert result["winners"] == ["a", "b"]
    assert any("share the win" in note for note in result["notes"])


def test_every_point_has_a_line_with_a_known_rule(data, run):
    result = run(["cool-water", "badlands", "happy-cows"], a=("Wc Pw",), b=("Dg",))
    rules = {r["id"] for r in data["scoring"]}
    for player in result["players"]:
        assert player["total"] == sum(entry["points"] for entry in player["lines"])
        assert {entry["rule"] for entry in player["lines"]} <= rules
        assert [e["rule"] for e in player["lines"]][:6] == [f"terrain-{t}" for t in TERRAINS]


def test_a_grid_says_its_placement_was_not_checked_only_once_it_holds_a_territory(run):
    """A reviewer read "Bob's town was entered as a grid: the placement rules were not
    checked" under a town with nothing in it yet."""
    result = run(["cool-water", *QUIET[:2]], a=("Wc Pw",), b=(". .",))
    said = " ".join(result["notes"])
    assert "a's town was entered as a grid" in said, said
    assert "b's town" not in said, said
