"""The deck against the verified facts of shared/games/circle-the-wagons.md: the verified
card, the Cool Water note, the even split, the goals and their parameters."""

from __future__ import annotations

from collections import Counter

import pytest

from cardgen.engine.games.circle_the_wagons.goals import evaluate
from cardgen.engine.games.circle_the_wagons.town import Town, card_cells
from cardgen.model import load_game

TERRAINS = ["desert", "forest", "mountains", "plains", "snow", "water"]
ICONS = ["cattle", "fort", "bottle", "wagon", "pickaxe", "gun"]
# reading order TL TR BL BR; edges inside a 2 × 2 card
EDGES = {0: (1, 2), 1: (0, 3), 2: (0, 3), 3: (1, 2)}


@pytest.fixture(scope="module")
def cards(data):
    deck = next(c for c in data["components"] if c["id"] == "cards")
    return {
        i["id"]: [(t["terrain"], t["icon"]) for t in i["front"]["territories"]]
        for i in deck["items"]
    }


@pytest.fixture(scope="module")
def backs(data):
    deck = next(c for c in data["components"] if c["id"] == "cards")
    return {i["id"]: i["back"]["goal"] for i in deck["items"]}


def test_catalog_ids(data):
    assert [t["id"] for t in data["catalogs"]["terrains"]] == TERRAINS
    assert [t["id"] for t in data["catalogs"]["icons"]] == ICONS
    terrains = data["catalogs"]["terrains"]
    assert len({t["pattern"] for t in terrains}) == 6
    assert len({t["colour"] for t in terrains}) == 6


def test_eighteen_cards_evenly_split(cards):
    assert len(cards) == 18
    assert all(len(c) == 4 for c in cards.values())
    assert Counter(t for c in cards.values() for t, _ in c) == dict.fromkeys(TERRAINS, 12)
    assert Counter(i for c in cards.values() for _, i in c) == dict.fromkeys(ICONS, 12)


def test_the_verified_card_exactly(cards):
    assert cards["card-01"] == [
        ("forest", "cattle"),
        ("plains", "bottle"),
        ("desert", "bottle"),
        ("forest", "pickaxe"),
    ]
    assert sum(1 for c in cards.values() if c == cards["card-01"]) == 1


def _water(card):
    return [i for i, (t, _) in enumerate(card) if t == "water"]


def _wagons(card):
    return [i for i, (_, icon) in enumerate(card) if icon == "wagon"]


def _waters_beside(card, i):
    return sum(1 for j in EDGES[i] if card[j][0] == "water")


def test_cool_water_note(cards):
    three = [c for c in cards.values() if len(_water(c)) == 3]
    # one card: 3 water territories and 1 wagon, next to the water
    assert len(three) == 1
    (card,) = three
    assert len(_wagons(card)) == 1
    (w,) = _wagons(card)
    assert card[w][0] != "water" and _waters_beside(card, w) >= 1
    # one card: 1 water territory and wagons on its other 3 territories
    full = [
        c
        for c in cards.values()
        if len(_water(c)) == 1 and sorted(_wagons(c) + _water(c)) == [0, 1, 2, 3]
    ]
    assert len(full) == 1
    # three cards: exactly 1 wagon, on a non-water territory next to exactly 1 water
    beside = [
        c
        for c in cards.values()
        if c not in full
        and c not in three
        and len(_wagons(c)) == 1
        and c[_wagons(c)[0]][0] != "water"
        and _waters_beside(c, _wagons(c)[0]) == 1
    ]
    assert len(beside) == 3
    # four more cards with exactly 1 water territory (no wagon beside it)
    more = [c for c in cards.values() if len(_water(c)) == 1 and c not in full + beside]
    assert len(more) == 4
    for c in more:
        assert all(_waters_beside(c, w) == 0 and c[w][0] != "water" for w in _wagons(c))
    # every water territory is on one of these nine cards
    assert sum(len(_water(c)) for c in three + full + beside + more) == 12


def test_every_card_has_its_own_goal(data, backs):
    goals = [r["id"] for r in data["scoring"] if r["kind"] == "goal"]
    assert len(goals) == 18
    assert sorted(backs.values()) == sorted(goals)
    for verified in ("cool-water", "badlands", "one-too-many", "happy-cows"):
        assert verified in goals


def test_verified_goal_parameters(data):
    rules = {r["id"]: r for r in data["scoring"]}
    assert rules["cool-water"]["params"] == {
        "type": "largest",
        "icon": "wagon",
        "terrain": "water",
        "reach": "near",
        "points": 3,
    }
    assert rules["badlands"]["params"] == {
        "type": "between",
        "icon": "gun",
        "terrain": "desert",
        "points": 4,
    }
    assert rules["one-too-many"]["params"] == {"type": "most-pays", "icon": "bottle", "points": -1}
    assert rules["happy-cows"]["params"] == {
        "type": "far",
        "icon": "cattle",
        "terrain": "snow",
        "points": 2,
    }
    assert rules["wet-whistle"]["params"] == {
        "type": "beside",
        "icon": "bottle",
        "partner": "wagon",
        "points": 2,
        "otherwise": -1,
    }
    assert [r for r in rules if r.startswith("terrain-")] == [f"terrain-{t}" for t in TERRAINS]


def test_provenance_marks(data):
    game = load_game("circle-the-wagons")
    rules = {r.id: r for r in game.scoring}
    for verified in ("cool-water", "badlands", "happy-cows"):
        assert rules[verified].provenance is None  # nothing of these was designed
    assert rules["wet-whistle"].provenance.status == "designed"
    assert rules["corral"].provenance.status == "inferred"
    designed = [
        r
        for r in game.scoring
        if r.kind == "goal" and r.provenance and r.provenance.status == "designed"
    ]
    assert len(designed) == 13  # 12 designed goals and the name of wet-whistle
    deck = next(c for c in game.components if c.id == "cards")
    assert deck.provenance.status == "designed"


def test_every_goal_runs_on_every_card(data, cards):
    """Each goal's parameters are understood by the engine (a town of each single card)."""
    towns = [Town(card_cells(0, 0, c, False)) for c in cards.values()]
    for rule in data["scoring"]:
        if rule["kind"] == "goal":
            results = evaluate(rule["params"], towns, TERRAINS)
            assert len(results) == len(towns)
            assert all(isinstance(r.points, int) for r in results)
