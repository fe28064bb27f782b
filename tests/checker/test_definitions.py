"""Every game's checker.yaml follows the format of cardgen.site.checker_schema, its UI
strings exist in all four languages, and the page bodies are well formed."""

from __future__ import annotations

import html
import json
import re

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


def test_head_starts_the_engine_early_and_stays_idempotent():
    body = checker.page_markdown(load_game("pyramidion"), "nl")
    page = f"<html><head><meta charset=utf-8><title>t</title></head><body>{body}</body></html>"
    out = checker.secure_page(page, "engine-x.zip", "9.9", "abc")
    assert checker.secure_page(out, "engine-x.zip", "9.9", "abc") == out
    head = out[: out.index("</head>")]
    # right after the CSP: the runtime as JSON, checker.js async, the worker's big files
    assert head.index("Content-Security-Policy") < head.index('name="cardgen-checker"')
    assert head.index('name="cardgen-checker"') < head.index("<title>")
    meta = re.search(r'<meta name="cardgen-checker" content="([^"]*)">', head)
    info = json.loads(html.unescape(meta.group(1)))
    assert info["game"] == "pyramidion" and info["lang"] == "nl"
    assert info["bundle"] == "engine-x.zip" and info["pyodide"] == "9.9"
    assert info["lock"] == checker.lock_info()
    assert '<script type="module" async src="../../../_checker/checker.js?v=abc">' in head
    for url in ("pyodide/9.9/pyodide.asm.wasm", "pyodide/9.9/python_stdlib.zip", "engine-x.zip"):
        assert f'<link rel="preload" href="../../../_checker/{url}" as="fetch" crossorigin>' in head
    assert "http" not in head.replace('http-equiv="Content-Security-Policy"', "")
    # the body keeps its own script tag (instant navigation from another page)
    assert 'src="../../../_checker/checker.js?v=abc"' in out[out.index("<body>") :]


def test_a_page_without_a_checker_gets_no_head_block():
    page = "<html><head><meta charset=utf-8></head><body><p>coming</p></body></html>"
    assert "cardgen-checker" not in checker.secure_page(page, "engine-x.zip", "1", "abc")


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
