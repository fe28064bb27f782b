"""The game of the tutorial (docs/make-your-own-game.md), built by the tutorial's own commands
from an empty folder, ``cardgen build --content-only`` last: a site of that game alone, in
its languages alone, whose score checker runs the game's own engine (``scoring.py`` of the
folder ``cardgen new`` wrote) and gives each example record's share link the totals
``cardgen score`` gives.

The build is made once per run (``sites.shared``): print files, SVGs and a site of one game
in two languages with its engine traced under Node, about a minute on a loaded 2-core host.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from checker_pages import Page, link, ranked
from new_game import run, steps
from servers import Server
from sites import shared

from cardgen.commands.score import score_text
from cardgen.model import LANGS
from cardgen.model.library import builtin_content_dir, game_folders

pytestmark = pytest.mark.slow

NEW = next(step for step in steps() if step.args[0] == "new")
GAME = NEW.args[1]
CONTENT = NEW.args[NEW.args.index("--content") + 1]
LANGUAGES = NEW.args[NEW.args.index("--languages") + 1].split(",")


@pytest.fixture(scope="module")
def tutorial(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The folder the tutorial was followed in: its content folder and ``dist/``."""

    def follow(folder: Path) -> Path:
        for step in steps():
            code, out = run(step, folder)
            assert code == 0, (step.command, out)
            assert "Traceback" not in out
        return folder

    return shared(tmp_path_factory, "tutorial", follow)


@pytest.fixture(scope="module")
def site(tutorial: Path) -> Path:
    [build] = [step for step in steps() if step.args[0] == "build"]
    return tutorial / build.args[build.args.index("--out") + 1] / "site"


@pytest.fixture(scope="module")
def engine_server(site: Path) -> Iterator[Server]:
    server = Server(site)  # the real runtime: the game's engine in Pyodide, in the page's worker
    yield server
    server.close()


def test_the_site_holds_the_new_game_alone_in_its_languages(site: Path) -> None:
    languages = sorted(p.name for p in site.iterdir() if p.is_dir() and p.name in LANGS)
    assert languages == sorted(LANGUAGES)
    built_in = list(game_folders(builtin_content_dir()))
    for lang in LANGUAGES:
        for page in ("", "rules/", "cards/", "glossary/", "downloads/", "checker/"):
            assert (site / lang / GAME / page / "index.html").is_file(), (lang, page)
        assert (site / lang / GAME / "downloads" / f"{GAME}-{lang}-a4.pdf").is_file()
        for page in (site / lang).rglob("*.html"):
            html = page.read_text(encoding="utf-8")
            for game_id in built_in:
                assert not re.search(rf'href="[^"]*\b{game_id}/', html), (page, game_id)
    checker = (site / "de" / GAME / "checker" / "index.html").read_text(encoding="utf-8")
    assert 'class="cg-checker"' in checker and "Farbkarten" in checker


def test_each_examples_share_link_gives_the_totals_of_cardgen_score(
    tutorial: Path, engine_server: Server, context
) -> None:
    """Real Pyodide, not the stand-in engine of the other checker tests: the engine the page
    runs is the point, the designer's ``scoring.py`` bundled by the build. One page load per
    example (the engine's start is most of the time), in the game's languages by turns: the
    second in German, whose words come from the engine's catalog (``locale/``)."""
    examples = sorted((tutorial / CONTENT / GAME / "examples").glob("*.json"))
    assert len(examples) >= 2
    for i, example in enumerate(examples):
        lang = LANGUAGES[i % len(LANGUAGES)]
        record = json.loads(example.read_text(encoding="utf-8"))
        expected = score_text(json.dumps(record), [tutorial / CONTENT], lang)
        page = Page(context, engine_server, GAME, lang).open(link(record))
        try:
            assert page.totals() == ranked(expected["players"]), example.name
            assert page.winners() == ", ".join(expected["winners"])
            shown = " ".join(page.page.locator(".cg-results").inner_text().split())
            for player in expected["players"]:
                goal = player["lines"][-1]["detail"]  # the engine's own words, in lang
                assert goal in shown, (lang, goal)
            assert page.errors == []
        finally:
            page.page.close()
