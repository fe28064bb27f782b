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
