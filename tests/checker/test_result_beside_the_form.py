"""Web of Power's result beside the form at 1280 px, on a German reviewer's 4-player game:
it runs with the page, every total in sight above the details as the form scrolls, no
phrase of a calculation broken inside, Frankreich first, the score sheet's "Übertrag" after
the symbols, real minus signs, and a total at a glance taking the reader to the player's
details."""

from __future__ import annotations

import pytest
from browsing import next_frames, open_checker, settle
from checker_pages import link
from wop_records import FOUR_PLAYERS, GAME

from cardgen.engine import score
from cardgen.model import game_data, load_game


@pytest.fixture(scope="module")
def data():
    return game_data(load_game(GAME))


def test_the_desktop_result_beside_the_form_reads_at_a_glance(browser, server, data):
    """1280x800, German: the result beside the form runs with the page (no box scrolling
    inside itself), every total stays in sight above the details, no phrase of a
    calculation breaks inside, Frankreich comes first, the "Übertrag" of the score sheet
    sits after the symbols, and −2 has a real minus sign."""
    size = {"viewport": {"width": 1280, "height": 800}}
    ctx, page, errors = open_checker(browser, server, GAME, "de", size, link(FOUR_PLAYERS))
    settle(page)
    results = page.locator(".cg-results")
    assert page.evaluate(
        "r => getComputedStyle(r).overflowY === 'visible' && r.scrollHeight <= r.clientHeight + 1",
        results.element_handle(),
    )
    expected = score(FOUR_PLAYERS, data, "de")
    ranked = sorted(expected["players"], key=lambda p: -p["total"])
    glance = page.locator(".cg-glance-go")
    assert glance.all_inner_texts() == [f"{p['name']} {p['total']}" for p in ranked]
    page.mouse.move(400, 500)
    page.mouse.wheel(0, 3000)
    next_frames(page)
    for i in range(len(ranked)):  # held in sight while the form scrolls
        box = glance.nth(i).bounding_box()
        assert box["y"] > 0 and box["y"] + box["height"] < 800
    # each phrase on one line: one line of text high
    heights = page.eval_on_selector_all(
        ".cg-results .cg-part",
        "ps => ps.map(p => p.getBoundingClientRect().height"
        " / parseFloat(getComputedStyle(p).lineHeight))",
    )
    assert heights and max(heights) < 1.5
    dirk = page.locator(".cg-score", has=page.locator(".cg-pname", has_text="Dirk"))
    lands = dirk.locator("tr[data-rule=lands] td").nth(1).inner_text()
    assert lands.startswith("Frankreich 2. Rang")  # scored first, as the rules say
    sub = dirk.locator("tr.cg-subtotal")
    lines = {
        ln["rule"]: ln["points"] for ln in next(p for p in ranked if p["name"] == "Dirk")["lines"]
    }
    assert sub.inner_text().split() == [
        "Übertrag",
        str(lines["lands"]),
        "+",
        str(lines["symbols"]),
        str(lines["lands"] + lines["symbols"]),
    ]
    rows = dirk.locator("tbody tr").evaluate_all("rs => rs.map(r => r.dataset.rule || 'sum')")
    assert rows == ["lands", "symbols", "sum", "chains", "laws"]
    assert dirk.locator("tr[data-rule=laws] td").last.inner_text() == "\u22122"
    assert "\u22122" in dirk.locator("tr[data-rule=laws] td").nth(1).inner_text()
    # the glance takes the reader to a player's details, below it
    glance.filter(has_text="Dirk").click()
    next_frames(page)
    head = dirk.locator("h3").bounding_box()
    last = page.locator(".cg-glance").bounding_box()
    assert head["y"] >= last["y"] + last["height"] - 1 and head["y"] < 800
    assert errors == []
    ctx.close()
