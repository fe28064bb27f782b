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
