"""The record format belongs to the project (issue 24): ``docs/records.md`` documents every
game, the error contract and which checks are verified facts and which our design; its
translations on the site show the very same examples."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from cardgen.commands.score import score_text
from cardgen.model import LANGS, game_ids, load_game

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "records.md"
TRANSLATIONS = {lang: ROOT / "frontend" / "records" / f"{lang}.md" for lang in LANGS[1:]}


def json_blocks(text: str) -> list[str]:
    return re.findall(r"```json\n(.*?)```", text, re.S)


def test_every_game_has_its_section_and_a_row_in_the_table():
    text = DOC.read_text(encoding="utf-8")
    for game in game_ids():
        assert f"(`{game}`)" in text, game
    table = text[text.index("| Game |") : text.index("## The games")]
    assert table.count("\n|") == 1 + len(game_ids())  # the rule line and one row per game


def test_the_examples_are_json_and_the_translations_show_the_same():
    blocks = json_blocks(DOC.read_text(encoding="utf-8"))
    assert len(blocks) == 7
    for block in blocks:
        json.loads(block.replace("…", "-"))
    for lang, path in TRANSLATIONS.items():
        assert json_blocks(path.read_text(encoding="utf-8")) == blocks, lang


@pytest.mark.parametrize("index", [2, 6])
def test_the_tally_examples_score(index):
    """The examples that name no card of ours are records the engine accepts."""
    block = json_blocks(DOC.read_text(encoding="utf-8"))[index]
    record = json.loads(block)
    for player in record["players"]:
        player.pop("cards", None), player.pop("laws", None)
        if player.pop("board", None) is not None and record["game"] == "web":
            player["computers"] = []  # the player on the shared board becomes a tally
    record.pop("board", None)
    result = score_text(json.dumps(record))
    assert [p["name"] for p in result["players"]] == [p["name"] for p in record["players"]]


@pytest.mark.parametrize("lang", LANGS)
def test_the_site_has_the_record_page_in_every_language(tmp_path, lang):
    from cardgen.site.docs import DocsWriter, environment

    writer = DocsWriter(lang, [load_game("web")], tmp_path, environment())
    writer.docs = tmp_path / "docs"
    writer.write_records()
    page = (tmp_path / "docs" / "records" / "index.md").read_text(encoding="utf-8")
    source = DOC if lang == "en" else TRANSLATIONS[lang]
    assert page == source.read_text(encoding="utf-8")
    # last in the navigation, under "For developers": not among the players' pages
    developers = {writer.s("for_developers"): [{writer.s("records"): "records/index.md"}]}
    nav = writer.config(tmp_path / "docs", tmp_path / "site")["nav"]
    assert nav[-1] == developers
    # a site without a checker has no records to read: no page on them
    without = DocsWriter(lang, [], tmp_path, environment())
    assert not without.has_records()
    assert "records/index.md" not in str(without.config(tmp_path / "docs", tmp_path / "site"))
