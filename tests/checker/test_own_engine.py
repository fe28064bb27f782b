"""A designer's engine on the site: ``cardgen site --content tests/own_engine --content-only``
bundles Tide Race's own engine (``scoring.py`` and the ``tally.py`` it imports) into its
checker page, traces its example records so that the runtime carries what it imports
(``fractions``, which no engine of cardgen uses), and the page scores with it in Pyodide as
``cardgen score`` does; an engine that raises is a sentence on the page.

The site is the run's designers' site (``designer_site``, built once per run): Tide Race is
its one game with an engine, beside games without one (``tests/support/designer_site.py``).
"""

from __future__ import annotations

import io
import json
import shutil
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from browsing import PHONE, open_checker, settle
from journeys import Hands, shown_totals, shown_winners, wait_scored
from servers import Server

from cardgen.commands.score import score_text
from cardgen.engine import FAULTS
from cardgen.errors import UserError
from cardgen.model import LANGS, load_games
from cardgen.site import engine_bundle, stdlib
from cardgen.site.pyodide_runtime import pyodide_dir

OWN = Path(__file__).resolve().parents[1] / "own_engine"

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def own_site(designer_site: Path) -> Path:
    return designer_site


@pytest.fixture(scope="module")
def own_server(own_site: Path) -> Iterator[Server]:
    server = Server(own_site)  # the real runtime: Pyodide in the page's worker
    yield server
    server.close()


def test_the_site_bundles_the_games_own_engine_and_what_it_imports(own_site: Path) -> None:
    for lang in LANGS:
        page = own_site / lang / "tide-race" / "checker" / "index.html"
        assert 'class="cg-checker"' in page.read_text(encoding="utf-8"), lang
    [bundle] = (own_site / "_checker").glob("engine-*.zip")
    archive = zipfile.ZipFile(io.BytesIO(bundle.read_bytes()))
    names = set(archive.namelist())
    for module in ("__init__", "scoring", "tally"):
        assert f"cardgen_game_tide_race/{module}.pyc" in names
    # the site's other games have no engine: only Tide Race's is bundled
    assert json.loads(archive.read("engines.json")) == {
        "tide-race": {"module": "cardgen_game_tide_race.scoring", "file": "scoring.py"}
    }
    [stdlib] = (own_site / "_checker" / "pyodide").glob("*/python_stdlib.zip")
    assert "fractions.py" in zipfile.ZipFile(stdlib).namelist()


def test_an_engine_the_browsers_python_cannot_import_fails_the_build_in_words(
    tmp_path: Path,
) -> None:
    """What ``cardgen validate`` cannot see (this machine's Python has a module Pyodide
    lacks) the build's trace finds: the engine is changed after it loaded, as if it imported
    such a module, and the trace under Node says which game's engine, which file and why."""
    shutil.copytree(OWN, tmp_path / "own")
    [game] = load_games(None, [tmp_path / "own"])
    engine = tmp_path / "own" / "tide-race" / "scoring.py"
    text = engine.read_text(encoding="utf-8")
    engine.write_text(text.replace("from . import tally", "import _no_such_module"), "utf-8")
    bundle = engine_bundle.bundle_bytes([game])
    with pytest.raises(UserError) as refused:
        stdlib.used_members(pyodide_dir(), bundle, stdlib.example_records([game]))
    assert str(refused.value) == (
        "the scoring engine of the game 'tide-race' (scoring.py) cannot run in the browser's"
        " Python (Pyodide): importing scoring.py raised ModuleNotFoundError: No module named"
        " '_no_such_module'"
    )


def test_a_score_entered_on_a_phone_is_the_totals_of_cardgen_score(browser, own_server) -> None:
    """One journey at 390x844 with touch, in Pyodide (the engine's start is most of its
    time): two players' ends of the game typed in, the totals and winner read as
    ``cardgen score`` gives them for the same record; then the engine's bug left in on
    purpose (13 shells) is a sentence on the page, and the form stays."""
    ctx, page, errors = open_checker(browser, own_server, "tide-race", "en", PHONE)
    try:
        settle(page)
        hands = Hands(page, "phone")
        entries = [("Ann", "4", "3 4", "High tide"), ("Ben", "6", "5", "Low tide")]
        for i, (name, shells, boats, tide) in enumerate(entries):
            player = page.locator(".cg-form .cg-player").nth(i)
            hands.type_into(player.locator("input.cg-name"), name)
            hands.type_into(player.locator("input.cg-number"), shells)
            hands.type_into(player.locator("input.cg-numbers"), boats)
            hands.choose(player.locator("select"), tide)
        wait_scored(page)
        record = {
            "game": "tide-race",
            "players": [
                {"name": "Ann", "shells": 4, "boats": [3, 4], "tide": "high"},
                {"name": "Ben", "shells": 6, "boats": [5], "tide": "low"},
            ],
        }
        expected = score_text(json.dumps(record), [OWN], "en")
        assert shown_totals(page) == {p["name"]: p["total"] for p in expected["players"]}
        assert shown_totals(page) == {"Ann": 10, "Ben": 8}
        assert shown_winners(page) == expected["winners"] == ["Ann"]
        results = page.locator(".cg-results").inner_text()
        assert "boats worth 7, halved" in results  # the engine's own words

        ann_shells = page.locator(".cg-form .cg-player").nth(0).locator("input.cg-number")
        seen = int(page.get_attribute(".cg-checker", "data-scored") or 0)
        hands.type_into(ann_shells, "13")
        wait_scored(page, seen)
        lines = (OWN / "tide-race" / "tally.py").read_text(encoding="utf-8").splitlines()
        line = next(i for i, text in enumerate(lines, 1) if "raise ValueError" in text)
        words = FAULTS["engine_failed"]["en"]
        sentence = words.format(error="ValueError", file="tally.py", line=line)
        shown = page.locator(".cg-checker").inner_text()
        assert " ".join(sentence.split()) in " ".join(shown.split()), shown
        assert "Traceback" not in shown and "internal error" not in shown
        assert ann_shells.input_value() == "13"
        assert errors == []
    finally:
        ctx.close()
