"""The five real games: present, valid, and their engines' rule ids map to rules sections."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardgen.engine import RecordError, score
from cardgen.model import LANGS, game_data, load_games

GAMES = ("circle-the-wagons", "cosmopolis-networks", "pyramidion", "web", "web-of-power")
RECORDS = sorted((Path(__file__).resolve().parents[1] / "content").glob("*/examples/*.json"))


@pytest.fixture(scope="module")
def games() -> dict:
    return {game.id: game for game in load_games()}


def test_all_five_games_are_present_and_valid(games: dict) -> None:
    assert tuple(sorted(games)) == GAMES


def test_every_game_marks_what_it_designed(games: dict) -> None:
    for game in games.values():
        assert game.designed_parts(), f"{game.id} declares nothing as designed"
        for label, provenance in game.designed_parts():
            assert provenance.reason is not None, f"{game.id}: {label} has no reason"
        for lang in LANGS:
            assert game.design_note.get(lang).strip()


def test_example_records_exist_for_every_game(games: dict) -> None:
    """Each game ships its examples (the site build's runtime trace scores them)."""
    assert {path.parts[-3] for path in RECORDS} == set(GAMES)
    for game in games.values():
        shipped = {path.stem for path in RECORDS if path.parts[-3] == game.id}
        assert {name for name, _ in game.examples} == shipped


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: f"{p.parts[-3]}/{p.name}")
def test_engine_lines_name_rules_with_sections_in_every_language(path: Path, games: dict) -> None:
    record = json.loads(path.read_text(encoding="utf-8"))
    game = games[record["game"]]
    if path.name.startswith("invalid"):
        with pytest.raises(RecordError) as error:
            score(record, game_data(game))
        assert error.value.path and error.value.message
        return
    result = score(record, game_data(game))
    sections = {rule.id: rule.section for rule in game.scoring}
    lines = [line for player in result["players"] for line in player["lines"]]
    assert lines, f"{path.name} produced no explained points"
    for line in lines:
        assert line["rule"] in sections, f"engine rule id {line['rule']!r} is not in the content"
        for lang in LANGS:
            assert sections[line["rule"]] in game.rules[lang].section_ids
