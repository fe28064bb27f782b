"""Every game's checker.yaml follows the format of cardgen.site.checker_schema, its UI
strings exist in all four languages, and the page bodies are well formed."""

from __future__ import annotations

import html
import json

import pytest

from cardgen.model import LANGS, game_data, load_game
from cardgen.site import checker, checker_schema

GAMES = ["web-of-power", "pyramidion", "cosmopolis-networks", "circle-the-wagons", "web"]


@pytest.mark.parametrize("game_id", GAMES)
def test_checker_definition_is_valid(game_id):
    data = game_data(load_game(game_id))
    assert data["checker"], f"{game_id} has no checker.yaml"
    assert checker_schema.problems(data["checker"], data) == []


def test_ui_strings_in_four_languages():
    strings = json.loads((checker.SOURCES / "strings.json").read_text(encoding="utf-8"))
    keys = set(strings["en"])
    for lang in LANGS:
        assert set(strings[lang]) == keys, lang
        assert all(v.strip() for v in strings[lang].values())


@pytest.mark.parametrize("game_id", GAMES)
def test_page_body_mounts_the_checker_with_relative_urls(game_id):
    body = checker.page_markdown(load_game(game_id), "de")
    assert 'class="cg-checker"' in body and 'data-lang="de"' in body
    assert 'src="../../../_checker/checker.js"' in body
    assert "http" not in body


def test_csp_hashes_inline_scripts_and_allows_wasm():
    page = "<html><head><meta charset=utf-8><script>var a=1</script></head><body></body></html>"
    out = checker.secure_page(page, "engine-x.zip", "1", "abc")
    assert checker.secure_page(out, "engine-x.zip", "1", "abc") == out
    out = html.unescape(out)
    assert "'wasm-unsafe-eval'" in out and "sha256-" in out and "object-src 'none'" in out


def test_ctw_icons_are_exported_as_svg_for_the_form_only():
    game = load_game("circle-the-wagons")
    icons = checker.icon_svgs("circle-the-wagons")
    data = game_data(game)
    assert sorted(icons) == sorted(e["id"] for e in data["catalogs"]["icons"])
    for markup in icons.values():
        assert "<path" in markup or "<rect" in markup or "<circle" in markup
        assert "currentColor" in markup and "<script" not in markup and "<svg" not in markup
    form = json.loads(checker.form_data_json(game))
    assert form["checker_icons"] == icons
    assert {k: v for k, v in form.items() if k != "checker_icons"} == json.loads(
        checker.data_json(game)
    )
    assert checker.icon_svgs("web-of-power") == {}


def test_card_faces_list_the_gallery_fronts_the_site_has(tmp_path):
    game = load_game("web-of-power")
    comp = next(c for c in game.components if c.id == "land-cards")
    item = comp.items[0]
    folder = tmp_path / "de" / "web-of-power" / "cards" / "svg"
    folder.mkdir(parents=True)
    (folder / f"land-cards-{item.id}-front.svg").write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 56 87"></svg>'
    )
    faces = checker.card_faces(game, tmp_path)
    assert faces == {"de": {"land-cards": {item.id: [56.0, 87.0]}}}
    form = json.loads(checker.form_data_json(game, tmp_path))
    assert form["checker_faces"] == faces
    assert checker.card_faces(game, None) == {}
    assert "checker_faces" not in json.loads(checker.form_data_json(game, tmp_path / "none"))
