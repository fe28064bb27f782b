"""Every game's checker.yaml follows the format of cardgen.model.checker_schema, its UI
strings exist in all four languages, and the page bodies are well formed."""

from __future__ import annotations

import base64
import hashlib
import html
import json
import re
from pathlib import PurePosixPath

import pytest
import yaml

from cardgen.model import LANGS, checker_front, checker_schema, game_data, load_game
from cardgen.site import checker, checker_icons, checker_page, checker_sources, engine_bundle

GAMES = ["web-of-power", "pyramidion", "cosmopolis-networks", "circle-the-wagons", "web"]


@pytest.mark.parametrize("game_id", GAMES)
def test_checker_definition_is_valid(game_id):
    data = game_data(load_game(game_id))
    assert data["checker"], f"{game_id} has no checker.yaml"
    assert checker_schema.problems(data["checker"], data) == []


def test_a_modes_result_widget_must_exist():
    data = game_data(load_game("pyramidion"))
    definition = json.loads(json.dumps(data["checker"]))
    definition["modes"][0]["result"] = "pyr-sites"
    assert checker_schema.problems(definition, data) == [
        "checker.modes[0].result: unknown widget 'pyr-sites'"
    ]


def test_a_subtotal_and_counts_filled_from_cards_are_checked():
    data = game_data(load_game("web-of-power"))
    definition = json.loads(json.dumps(data["checker"]))
    definition["subtotal"]["after"] = "country"
    tally = definition["players"]["modes"][1]["fields"]
    tally[0]["from"] = {"cards": "cards", "count": ["country", "symbols"]}
    tally[1]["from"] = {"cards": "cards", "count": ["country"]}
    tally[2]["from"] = {"cards": "cards", "count": "route"}
    definition["players"]["modes"][0]["fields"][0]["from"] = {"cards": "cards", "count": "x"}
    here = "checker.players.modes"
    assert checker_schema.problems(definition, data) == [
        "checker.subtotal.after: needs the id of a scoring rule",
        f"{here}[0].fields[0].from: only a tally, tally-grid or number field is filled so",
        f"{here}[1].fields[0].from: a tally field needs 'count' as a str",
        f"{here}[1].fields[1].from.count: two front fields, the rows' and the columns'",
        f"{here}[1].fields[2].from: a number field counts the cards 'where' fields match",
    ]


def test_ui_strings_in_four_languages():
    """The checker's own strings and every game's ``checker_strings``, as the site has them."""
    strings = checker_sources.strings()
    keys = set(strings["en"])
    for lang in LANGS:
        assert set(strings[lang]) == keys, lang
        assert all(v.strip() for v in strings[lang].values())


RELEASE = checker.Release(
    version="1", lock={"python": "3.14"}, bundle=b"b", stdlib_zip=b"s", compiled=b"c", stamp="abc"
)


@pytest.mark.parametrize("game_id", GAMES)
def test_page_body_mounts_the_checker_with_relative_urls(game_id):
    body = checker.page_markdown(load_game(game_id), "de", RELEASE)
    assert 'class="cg-checker"' in body and 'data-lang="de"' in body
    assert 'data-base="../../../_checker/"' in body
    assert f'data-bundle="{RELEASE.bundle_name}"' in body and 'data-version="abc"' in body
    assert f'data-compiled="{RELEASE.compiled_name}"' in body and 'data-pyodide="1"' in body
    assert 'data-lock="{&quot;python&quot;: &quot;3.14&quot;}"' in body
    assert "<script" not in body  # the template loads the checker's script
    assert "http:" not in body and "https:" not in body  # (the file note names http.server)


def test_the_checker_page_selects_its_template_and_carries_its_head_script(tmp_path):
    from cardgen.site.docs import DocsWriter, environment

    game = load_game("web")
    writer = DocsWriter("nl", [game], tmp_path, environment(), RELEASE)
    writer.write(tmp_path / "docs")
    page = (tmp_path / "docs" / "web" / "checker" / "index.md").read_text(encoding="utf-8")
    front = yaml.safe_load(page.split("---\n")[1])
    assert front["template"] == "checker.html"
    assert front["checker_head"] == checker.page_head(game, RELEASE)
    assert '"cardgen.checker.web"' in front["checker_head"]
    assert '"../../../_checker/checker.js?v=abc"' in front["checker_head"]


def test_csp_hashes_inline_scripts_and_allows_wasm():
    page = "<html><head><meta charset=utf-8><script>var a=1</script></head><body></body></html>"
    out = html.unescape(checker_page.finish_page(page, "", "", "", ""))
    digest = base64.b64encode(hashlib.sha256(b"var a=1").digest()).decode()
    assert out.index("Content-Security-Policy") < out.index("<script>var a=1")
    assert f"'sha256-{digest}'" in out
    assert "'wasm-unsafe-eval'" in out and "object-src 'none'" in out


# A checker page as its template (frontend/overrides/checker.html) renders it
HEAD = checker_page.head_block("../../../_checker/", "abc", "web")
CHECKER_PAGE = (
    f"<html><head><meta charset=utf-8>{HEAD}"
    '<link rel="stylesheet" href="../../assets/main.css"></head><body>'
    '<script id="__config" type="application/json">'
    '{"search": "../../assets/javascripts/workers/cardgen-search.js"}</script>'
    '<div class="cg-checker" data-game="web" data-base="../../../_checker/" '
    'data-bundle="engine-x.zip" data-pyodide="1" data-version="abc" data-lock="">'
    '<p class="cg-boot">needs JavaScript</p></div>'
    '<script type="text/plain" data-cg-later src="../../assets/cardgen.js"></script>'
    "</body></html>"
)


def test_checker_page_carries_its_data_and_form_and_starts_the_worker_after_it():
    inline = checker_page.page_data(b'{"name":"</script><b>"}', {"ok": "<i>"})
    assert "<" not in inline
    assert json.loads(inline) == {"data": {"name": "</script><b>"}, "strings": {"ok": "<i>"}}
    form = '<form class="cg-form"><label for="n">Name</label><input id="n"></form>'
    boot = {"pyodide": "1", "bundle": "engine-x.zip", "compiled": "c.zip", "lock": {}}
    worker = checker_page.worker_block("../../../_checker/", "abc", boot)
    front = checker_sources.front_end([load_game(g) for g in GAMES])
    tail = checker_page.tail_block("../../../_checker/", "abc")
    preload = checker_page.preload_block("../../../_checker/", "abc", front.module_names())
    out = checker_page.finish_page(CHECKER_PAGE, inline, form, worker, tail, preload)
    assert out.count('class="cg-page-data"') == 1 and inline in out
    head, body = out[: out.index("</head>")], out[out.index("</head>") :]
    assert "new Worker(" not in head
    # Python's boot starts right after the form the page carries, with the runtime's
    # names written in
    end = '<span id="cg-early-form-end" hidden></span><script>'
    start = body.index(end) + len(end)
    worker_text = body[start : body.index("</script>", start)]
    assert '"../../../_checker/worker.js?v=abc"' in worker_text
    assert worker_text.index("new Worker(") < worker_text.index('postMessage({ type: "init"')
    assert worker_text.index('postMessage({ type: "init"') < worker_text.index('"bundle":"engine-x')
    assert out.count("new Worker(") == 1
    # the checker's style and script come last in <head>; the first paint waits for the
    # form the page carries, not for the script
    css = '<link rel="stylesheet" href="../../../_checker/checker.css?v=abc">'
    expect = '<link rel="expect" href="#cg-early-form-end" blocking="render">'
    js = '<script type="module" src="../../../_checker/checker.js?v=abc">'
    assert head.index("assets/main.css") < head.index(css) < head.index(expect) < head.index(js)
    # the widget modules checker.js imports are preloaded after the form and the worker's
    # start (the parser's work on them came before the first paint in <head>)
    assert front.widgets == ("cosmo-spread", "ctw-town", "pyr-site", "web-board")
    assert "modulepreload" not in head
    for name in (f"widgets/{w}.js" for w in front.widgets):
        link = f'<link rel="modulepreload" href="../../../_checker/{name}?v=abc">'
        assert start < body.index(link) < body.index("<!--/cg-form-->")
    assert out.count("checker.css") == 1 and out.count(js) == 1
    # ... unless a saved state or a link is to be drawn: then the head script has the
    # script block the first paint, and hides the form drawn from the blank state
    assert '"../../../_checker/checker.js?v=abc"' in head
    assert '"cardgen.checker.web"' in head and "cg-restore" in head
    # the form, after the page's data; its note for readers without JavaScript kept
    early = f'<div class="cg-prerendered">{form}</div><span id="cg-early-form-end" hidden>'
    assert out.count(early) == 1
    assert body.index('class="cg-page-data"') < body.index('<noscript><p class="cg-boot">')
    assert body.index("</noscript>") < body.index(early)
    # a form drawn with the first paint's mark after its first name keeps it, and gets
    # no second one
    marked = '<form><input id="n"><span id="cg-early-form-end" hidden></span></form>'
    again = checker_page.finish_page(CHECKER_PAGE, inline, marked, worker, tail, preload)
    assert again.count('id="cg-early-form-end"') == 1
    assert f'<div class="cg-prerendered">{marked}</div><script>' in again
    # the head script and the worker's run under the CSP, first in <head>: their hashes
    # are listed
    assert head.index("Content-Security-Policy") < head.index("<!--cg-head-->")
    script = head[head.index("<script>") + 8 : head.index("</script>")]
    for source in (script, worker_text):
        digest = base64.b64encode(hashlib.sha256(source.encode()).digest()).decode()
        assert f"sha256-{digest}" in html.unescape(head)


def test_checker_script_imports_every_widget_at_the_release_version():
    front = checker_sources.front_end([load_game(g) for g in GAMES])
    source = front.files[PurePosixPath("core/widgets.js")]
    stamped = checker_sources.version_imports(source, "0123abcd")
    assert checker_sources.version_imports(stamped, "0123abcd") == stamped
    assert front.widgets == tuple(checker_front.widget_names())  # the five use them all
    for name in front.widgets:
        assert f'from "../widgets/{name}.js"'.encode() in source
        assert f'from "../widgets/{name}.js?v=0123abcd"'.encode() in stamped
    # checker.js and every module it imports: each relative import at the release's version
    for name in ["checker.js", *front.module_names()]:
        text = checker_sources.version_imports(front.files[PurePosixPath(name)], "0123abcd")
        for spec in re.findall(rb'from "(\.\.?/[^"]*)"', text):
            assert spec.endswith(b".js?v=0123abcd"), (name, spec)


def test_the_checker_imports_only_the_widgets_its_games_name():
    """A site's checker imports, preloads and serves the widgets its games' checker.yaml
    name (and the modules they import): no list of widgets in the front end's sources."""
    front = checker_sources.front_end([load_game("circle-the-wagons"), load_game("web")])
    assert front.widgets == ("ctw-town", "web-board")
    widgets = front.files[PurePosixPath("core/widgets.js")].decode()
    imports = re.findall(r'^import \* as (\w+) from "\.\./widgets/([a-z-]+)\.js";$', widgets, re.M)
    assert imports == [("ctwTown", "ctw-town"), ("webBoard", "web-board")]
    assert 'export const WIDGETS = { "ctw-town": ctwTown, "web-board": webBoard };' in widgets
    assert "@widget" not in widgets
    served = {rel.as_posix() for rel in front.files if rel.parts[0] == "widgets"}
    assert served == {"widgets/ctw-town.js", "widgets/web-board.js"} | {
        f"widgets/ctw/{name}.js"
        for name in (
            "builder",
            "cardface",
            "cells",
            "gestures",
            "keep",
            "pad",
            "paint",
            "painter",
            "picker",
            "placing",
            "sight",
            "stamp",
            "wide",
            "words",
        )
    }
    assert set(front.module_names()) >= served
    none = checker_sources.front_end([load_game("web-of-power")])
    assert none.widgets == ()
    assert b"export const WIDGETS = {};" in none.files[PurePosixPath("core/widgets.js")]
    assert not [rel for rel in none.files if rel.parts[0] == "widgets"]


def test_ctw_icons_are_exported_as_svg_for_the_form_only():
    game = load_game("circle-the-wagons")
    icons = checker_icons.icon_svgs(game)
    data = game_data(game)
    assert sorted(icons) == sorted(e["id"] for e in data["catalogs"]["icons"])
    for markup in icons.values():
        assert "<path" in markup or "<rect" in markup or "<circle" in markup
        assert "currentColor" in markup and "<script" not in markup and "<svg" not in markup
    form = json.loads(checker.form_data_json(game))
    assert form["checker_icons"] == icons
    # (and its terrains' swatches: tests/checker/test_ctw_swatches.py)
    assert form["checker_swatches"] == checker_icons.swatch_svgs(game)
    extra = ("checker_icons", "checker_swatches")
    assert {k: v for k, v in form.items() if k not in extra} == json.loads(
        engine_bundle.data_json(game)
    )
    assert checker_icons.icon_svgs(load_game("web-of-power")) == {}
    assert checker_icons.swatch_svgs(load_game("web-of-power")) == {}


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


def test_forms_drawn_at_build_time_are_each_games_form_in_its_language():
    """checker.js itself draws each form under a DOM in Node: every game's, in the page's
    language, with ids of its own, the same bytes each time."""
    texts = checker_sources.strings()
    front = checker_sources.front_end([load_game(g) for g in GAMES])
    pages = [
        (game_id, lang, checker.form_data_json(load_game(game_id)), texts[lang])
        for game_id in GAMES
        for lang in ("en", "it")
    ]
    forms = checker.prerendered_forms(pages, front)
    assert sorted(forms) == sorted(f"{g}/{lang}" for g, lang, _, _ in pages)
    for game_id, lang, _, strings in pages:
        form = forms[f"{game_id}/{lang}"]
        assert re.search(r'<form [^>]*class="cg-form"', form)
        assert re.search(r'<legend [^>]*elementtiming="cg-form"|<label [^>]*elementtiming', form)
        assert html.escape(strings["new_game"], quote=False) in form
        assert html.escape(strings["loading_runtime"], quote=False) in form
        ids = re.findall(r' id="([^"]+)"', form)
        assert len(ids) == len(set(ids)) > 3
        assert "prerender.invalid" not in form and "<script" not in form
        # the first paint waits for the form down to the first player's name (its mark)
        marks = [m.start() for m in re.finditer(r'<span [^>]*id="cg-early-form-end"', form)]
        assert len(marks) == 1, game_id
        name = form.index('class="cg-name"')
        later = form.find('class="cg-player"', name)
        assert name < marks[0] < (later if later >= 0 else len(form)), game_id
        # and after the first player's choice of how to enter points, which follows the
        # name (a row of radios: painted half-parsed, its last radio moved when its words came)
        choice = form.find('class="cg-modes cg-player-mode"', name)
        if 0 <= choice < (later if later >= 0 else len(form)):
            assert form.index("</fieldset>", choice) < marks[0], game_id
    again = checker.prerendered_forms(pages[:2], front)
    assert again == {f"{g}/{lang}": forms[f"{g}/{lang}"] for g, lang, _, _ in pages[:2]}


def test_a_form_that_cannot_be_drawn_stops_the_build_with_the_reason():
    with pytest.raises(RuntimeError, match="drawing the checker.s forms failed: web/en: TypeError"):
        checker.prerendered_forms([("web", "en", b"null", {})], checker_sources.front_end([]))
