"""The content model on the sample game: every part loads as typed, immutable data."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from cardgen.model import LANGS, SIZES, Game, game_data, game_ids, load_game

SAMPLE = Path(__file__).parents[1] / "sample_content"


@pytest.fixture(scope="module")
def game() -> Game:
    return load_game("sample", SAMPLE)


def test_game_identity(game: Game) -> None:
    assert game_ids(SAMPLE) == ["sample"]
    assert game.name.get("de") == "Beispielhafen"
    assert game.name.get("it") == "Porto d'esempio"
    assert (game.players.min, game.players.max) == (2, 4)
    assert (game.minutes.min, game.minutes.max) == (10, 20)
    assert game.credits[0].role == "designer"
    assert game.prefix == "smp"
    assert game.estimates == ("minutes",)
    assert game.provenance.status == "designed"
    assert game.provenance.reason is not None
    assert game.provenance.reason.get("nl") == "Verzonnen om het gereedschap te testen."


def test_deck_with_common_back_and_quantities(game: Game) -> None:
    ships = game.component("ships")
    assert ships.kind == "deck"
    assert ships.size == SIZES["poker"]
    assert (ships.size.width, ships.size.height) == (63.5, 88.9)
    assert ships.corner_mm == 3.0
    assert ships.total == 5 and ships.count == 5
    assert not ships.double_faced
    assert ships.back is not None and ships.back.type == "plain-back"
    assert ships.back["label"].get("de") == "Schiff"
    red1 = ships.item("red-1")
    assert red1.front["colour"] == "red"
    assert red1.front["cargo"][0]["good"] == "fish"
    assert red1.front["cargo"][0]["amount"] == 2
    assert ships.item("red-2").quantity == 2
    assert ships.item("red-2").front["cargo"] == ()  # optional list left out


def test_double_faced_deck_has_per_item_backs(game: Game) -> None:
    ports = game.component("ports")
    assert ports.double_faced and ports.back is None
    item = ports.item("port-a")
    assert item.front["city"].neutral and item.front["city"].get("it") == "Genova"
    assert item.back is not None and item.back["city"].get("en") == "Hamburg"
    assert (ports.size.width, ports.size.height) == (63.0, 63.0)


def test_polyomino_tiles_tokens_and_sheets(game: Game) -> None:
    islands = game.component("islands")
    assert islands.shape == "polyomino" and islands.cell_mm == 20.0
    assert islands.item("isle-l").cells == ("X.", "XX")
    markers = game.component("markers")
    assert markers.shape == "round" and markers.total == 6
    sheet = game.component("score-sheet")
    assert sheet.kind == "sheet" and sheet.size is None
    assert sheet.items[0].front["rows"] == ("ships", "ports")


def test_catalogs_scoring_glossary_and_rules(game: Game) -> None:
    assert game.catalogs["colours"].ids() == ("red", "blue")
    assert game.catalogs["colours"]["blue"].get("colour") == "#2c6fbb"
    assert [rule.id for rule in game.scoring] == ["ships", "ports"]
    assert game.rule("ports").kind == "goal" and game.rule("ports").params["points"] == 2
    assert game.glossary[0].term.get("nl") == "haven"
    for lang in LANGS:
        assert game.rules[lang].section_ids == (
            "smp-rules",
            "smp-scoring",
            "smp-scoring-ships",
            "smp-scoring-ports",
        )


def test_designed_parts_are_listed(game: Game) -> None:
    labels = [label for label, _ in game.designed_parts()]
    assert labels == ["game sample", "ships/blue-1", "scoring/ports"]


def test_model_is_immutable(game: Game) -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        game.id = "other"  # type: ignore[misc]
    with pytest.raises(TypeError):
        game.component("ships").items[0].front.fields["value"] = 9  # type: ignore[index]


def test_export_is_plain_json(game: Game) -> None:
    data = game_data(game)
    again = json.loads(json.dumps(data))
    assert again == data
    assert data["players"] == {"min": 2, "max": 4}
    ships = next(c for c in data["components"] if c["id"] == "ships")
    assert ships["back"] == {
        "type": "plain-back",
        "label": {"en": "Ship", "de": "Schiff", "nl": "Schip", "it": "Nave", "fr": "Navire"},
    }
    assert ships["items"][0]["front"] == {
        "type": "ship",
        "colour": "red",
        "value": 1,
        "cargo": [{"good": "fish", "amount": 2}],
    }
    assert data["catalogs"]["colours"][0]["cards"] == 3
    assert data["scoring"][1]["section"] == "smp-scoring-ports"
