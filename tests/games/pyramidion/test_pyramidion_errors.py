"""Invalid records: a RecordError with the message and the JSON path of the fault."""

from __future__ import annotations

import pytest

from cardgen.engine import RecordError

TWO = [{"name": "a"}, {"name": "b"}]
SITE = {"id": "giza"}

CASES = [
    ({"site": SITE, "players": TWO, "extra": 1}, "extra", "unknown field 'extra'"),
    ({"site": [], "players": TWO}, "site", "expected an object"),
    ({"site": {}, "players": TWO}, "site", "give the site's 'id' or its 'name'"),
    ({"site": {"id": "luxor"}, "players": TWO}, "site.id", "'luxor' is not a site of this game"),
    ({"site": {"id": 3}, "players": TWO}, "site.id", "3 is not a site of this game"),
    ({"site": {"name": ""}, "players": TWO}, "site.name", "Enter a name"),
    (
        {"site": {"id": "giza", "name": "Karnak"}, "players": TWO},
        "site.name",
        "the name 'Karnak' is the site Karnak, but the site chosen is Giza",
    ),
    (
        {"site": {"name": "Luxor", "min_influence": 3}, "players": TWO},
        "site",
        "missing 'min_negotiation'",
    ),
    (
        {"site": {"id": "giza", "min_influence": -1}, "players": TWO},
        "site.min_influence",
        "Enter 0 or more",
    ),
    (
        {"site": {"id": "giza", "min_negotiation": 2.5}, "players": TWO},
        "site.min_negotiation",
        "Enter a whole number",
    ),
    (
        {"site": {"id": "giza", "torturer": 4}, "players": TWO},
        "site.torturer",
        "Enter a text",
    ),
    ({"site": {"id": "giza", "colour": "x"}, "players": TWO}, "site.colour", "unknown field"),
    (
        {"site": {"id": "giza", "resources": {"gold": 1}}, "players": TWO},
        "site.resources.gold",
        "'gold' is not a known resource",
    ),
    (
        {"site": {"id": "giza", "resources": {"stone": -2}}, "players": TWO},
        "site.resources.stone",
        "Enter 0 or more",
    ),
    (
        {"site": {"id": "giza", "resources": {"statue": 186}}, "players": TWO},
        "site.resources.statue",
        "Enter at most 185",
    ),
    (
        {"site": {"id": "giza", "resources": [1]}, "players": TWO},
        "site.resources",
        "expected an object",
    ),
    ({"site": SITE, "players": [{"name": "a"}]}, "players", "this game has 2 to 4 players"),
    ({"site": SITE, "players": [{"name": "a"}] * 2}, "players[1].name", "used twice"),
    (
        {"site": SITE, "players": [{"name": "a", "influence": "7"}, {"name": "b"}]},
        "players[0].influence",
        "Enter a whole number",
    ),
    (
        {"site": SITE, "players": [{"name": "a"}, {"name": "b", "haggling": 100}]},
        "players[1].haggling",
        "Enter at most 99",
    ),
    (
        {"site": SITE, "players": [{"name": "a", "boats": [1]}, {"name": "b"}]},
        "players[0].boats",
        "unknown field 'boats'",
    ),
    (
        {
            "site": SITE,
            "players": [{"name": "a", "cards": ["torturer-1"], "influence": 1}, {"name": "b"}],
        },
        "players[0].influence",
        "give either 'cards' or point totals",
    ),
    (
        {"site": SITE, "players": [{"name": "a", "cards": "torturer-1"}, {"name": "b"}]},
        "players[0].cards",
        "expected a list",
    ),
    (
        {"site": SITE, "players": [{"name": "a", "cards": ["boat-01"]}, {"name": "b"}]},
        "players[0].cards[0]",
        "unknown character card 'boat-01'",
    ),
    (
        {"site": SITE, "players": [{"name": "a", "cards": [None]}, {"name": "b"}]},
        "players[0].cards[0]",
        "unknown character card null",
    ),
    (
        {
            "site": SITE,
            "players": [
                {"name": "a", "cards": ["torturer-6"]},
                {"name": "b", "cards": ["torturer-6"]},
            ],
        },
        "players[1].cards[0]",
        "played more often than the game has copies (1)",
    ),
    (
        {"site": SITE, "players": [{"name": "blue", "cards": ["red-torturer"]}, {"name": "b"}]},
        "players[0].cards[0]",
        '"Torturer (Red)" is a basic card of Red; Blue cannot play it',
    ),
    (
        {"players": [{"name": "a", "influence": 3}, {"name": "b"}]},
        "players[0].influence",
        "unknown field 'influence'",
    ),
    (
        {"players": [{"name": "a", "boats": ["boat-99"]}, {"name": "b"}]},
        "players[0].boats[0]",
        "unknown boat card 'boat-99'",
    ),
    (
        {"players": [{"name": "a", "boats": ["boat-03"]}, {"name": "b", "boats": ["boat-03"]}]},
        "players[1].boats[0]",
        "counted more than once",
    ),
    (
        {"players": [{"name": "a", "boats": [6]}, {"name": "b"}]},
        "players[0].boats[0]",
        "a boat is worth 1 to 5 victory points, got 6",
    ),
    (
        {"players": [{"name": "a", "boats": [True]}, {"name": "b"}]},
        "players[0].boats[0]",
        "expected a boat card id or its victory points",
    ),
    (
        {"players": [{"name": "a", "boats": {"x": 1}}, {"name": "b"}]},
        "players[0].boats",
        "expected a list",
    ),
    ({"players": "ab"}, "players", "expected a list"),
    ({}, "players", "expected a list"),
]


@pytest.mark.parametrize(("record", "path", "message"), CASES)
def test_invalid_record(run, record, path, message):
    with pytest.raises(RecordError) as caught:
        run(record)
    assert caught.value.path == path
    assert message in caught.value.message


def test_a_player_named_blue_may_play_blue_cards(run):
    result = run(
        {
            "site": SITE,
            "players": [{"name": "Blue", "cards": ["blue-torturer", "deity-hapi"]}, {"name": "b"}],
        }
    )
    assert result["players"][0]["points"]["influence"] == 3


def test_more_tokens_of_a_kind_than_we_printed_is_scored_with_a_note(run):
    """The game's 185 resource tokens are verified; their split into kinds is our design."""
    result = run({"site": {"id": "giza", "resources": {"statue": 16}}, "players": TWO})
    assert result["site"]["resources"] == {"statue": 16}
    assert any("16 × Statue" in n and "our printed game has 15" in n for n in result["notes"])
