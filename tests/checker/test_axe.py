"""axe-core (pinned in package.json) finds no serious or critical violation in the
checker's own markup (``.cg-checker``), on every game's checker page and in every language,
in turn (``matrix.langs_in_turn``): the blank form, and a game from a share link with its
result. What belongs to the theme is listed in docs/checker.md."""

from __future__ import annotations

import base64
import json

import pytest
from games import REPO, checker_games, records_of
from matrix import langs_in_turn

AXE = REPO / "node_modules" / "axe-core" / "axe.min.js"
GAMES = [g.id for g in checker_games()]
SERIOUS = ("serious", "critical")


def link(record) -> str:
    raw = json.dumps(record, ensure_ascii=False).encode("utf-8")
    return "#record=" + base64.urlsafe_b64encode(raw).decode().rstrip("=")


def violations(page, context) -> list[str]:
    found = page.evaluate(
        """async (context) => {
          const result = await axe.run(context, { resultTypes: ["violations"] });
          return result.violations.map((v) => ({ id: v.id, impact: v.impact,
            nodes: v.nodes.map((n) => n.target.join(" ")).slice(0, 4) }));
        }""",
        context,
    )
    return [f"{v['id']} ({v['impact']}): {v['nodes']}" for v in found if v["impact"] in SERIOUS]


@pytest.mark.skipif(not AXE.exists(), reason="node_modules/axe-core is missing: run make")
@pytest.mark.parametrize(("game", "lang"), langs_in_turn(GAMES))
def test_no_serious_violation_in_the_checkers_own_markup(browser, server, game, lang):
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, bypass_csp=True)
    try:
        record = next((r for _, r in records_of(game)), None)
        found = []
        for fragment in ("", link(record) if record else None):
            if fragment is None:
                continue
            page = ctx.new_page()
            page.goto(f"{server.url}/{lang}/{game}/checker/{fragment}")
            page.wait_for_function(
                "() => Number(document.querySelector('.cg-checker')?.dataset.scored || 0) > 0"
            )
            page.add_script_tag(path=str(AXE))
            found += violations(page, {"include": [[".cg-checker"]]})
            page.close()
        assert found == []
    finally:
        ctx.close()


STATES = {
    # a computer value beyond our deck: the doubt at the field, above the totals, on the bar
    "web": {
        "game": "web",
        "players": [
            {"name": "Ann", "computers": [4, 2, 6], "hand": 2},
            {"name": "Bob", "computers": [3], "hand": 0},
        ],
    },
    # two players' boats: each list marks the boats the other took
    "pyramidion": {
        "game": "pyramidion",
        "players": [
            {"name": "Ann", "boats": ["boat-01", "boat-06"]},
            {"name": "Bob", "boats": ["boat-02"]},
        ],
    },
    # the painter with our cards to lay opened
    "circle-the-wagons": {
        "game": "circle-the-wagons",
        "bonus": ["cool-water", "badlands", "one-too-many"],
        "players": [
            {"name": "Ann", "grid": ["desert:gun water:fort"]},
            # (the town builder too: its arrows, a fault under the town, a town wider
            # than the screen with its line of the columns in view)
            {
                "name": "Bob",
                "town": [
                    {"card": "card-03", "x": 0, "y": 0},
                    {"card": "card-06", "x": 9, "y": 0},
                ],
            },
        ],
    },
}


@pytest.mark.skipif(not AXE.exists(), reason="node_modules/axe-core is missing: run make")
@pytest.mark.parametrize(
    ("game", "lang"), [("web", "de"), ("pyramidion", "nl"), ("circle-the-wagons", "it")]
)
def test_no_serious_violation_in_a_doubt_a_taken_boat_or_the_painters_palette(
    browser, server, game, lang
):
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, bypass_csp=True)
    try:
        page = ctx.new_page()
        page.goto(f"{server.url}/{lang}/{game}/checker/{link(STATES[game])}")
        page.wait_for_function(
            "() => Number(document.querySelector('.cg-checker')?.dataset.scored || 0) > 0"
        )
        shown = {
            "web": ".cg-field-doubt",
            "pyramidion": ".cg-card-taken",
            "circle-the-wagons": ".cg-ctw-which",
        }
        page.locator(shown[game]).first.wait_for()
        page.evaluate(
            "() => document.querySelectorAll('.cg-ctw-stamp').forEach((d) => { d.hidden = false; })"
        )
        page.add_script_tag(path=str(AXE))
        assert violations(page, {"include": [[".cg-checker"]]}) == []
    finally:
        ctx.close()
