"""Web of Power's checker as a German reviewer scored a 4-player game on a phone and at
1280 px: counts filled from the cards ticked when a player switches to "Anzahlen" (the
scores stay as they were), the result's phrases kept whole, negative numbers with a real
minus sign, the running sum ("Übertrag") of the paper score sheet. The logic runs under
Node and the engine in this process; the browser only for what only it shows."""

from __future__ import annotations

import base64
import json

import pytest
from browsing import PHONE, calm, next_frames, open_checker, settle, tap_centre
from node import run_modules

from cardgen.engine import score
from cardgen.model import game_data, load_game

GAME = "web-of-power"
REVIEWED = {
    "game": GAME,
    "players": [
        {
            "name": "Anna",
            "cards": ["daenemark-2", "bayern-1", "bayern-2", "bayern-3", "kastilien-2"]
            + ["kastilien-4", "sachsen-1", "sachsen-3", "sachsen-5", "frankreich-1"]
            + ["frankreich-3", "frankreich-7"],
        },
        {
            "name": "Ben",
            "cards": ["daenemark-4", "england-1", "england-2", "england-5", "bayern-6"]
            + ["ungarn-1", "ungarn-3", "kastilien-7", "franken-4", "franken-5", "franken-6"]
            + ["franken-7", "frankreich-2"],
            "laws": ["law-two-points-1"],
        },
        {
            "name": "Carla",
            "cards": ["england-3", "italien-1", "italien-2", "italien-3", "kastilien-1"]
            + ["kastilien-3", "kastilien-5", "kastilien-6", "sachsen-2", "sachsen-4"]
            + ["sachsen-6", "sachsen-7", "frankreich-4", "frankreich-5", "frankreich-6"],
        },
        {
            "name": "Dirk",
            "cards": ["daenemark-1", "daenemark-3", "italien-4", "italien-5", "bayern-4"]
            + ["bayern-5", "ungarn-2", "ungarn-4", "ungarn-5", "franken-1", "franken-2"]
            + ["frankreich-8"],
            "laws": ["law-two-points-2"],
        },
    ],
}
"""A finished 4-player game entered by ticking cards (the reviewer's, less a card or two)."""


@pytest.fixture(scope="module")
def data():
    return game_data(load_game(GAME))


def counts_of(player: dict, data: dict) -> dict:
    """What the page fills in when ``player`` switches from "Cards held" to "Counts"
    (``form/derive.js`` under Node, with the modes of checker.yaml)."""
    tally = data["checker"]["players"]["modes"][1]
    entered = {k: v for k, v in player.items() if k in ("cards", "laws")}
    script = (
        f"const data = {json.dumps({'components': data['components']})};"
        f"console.log(JSON.stringify(d.derivedFields({json.dumps(tally)},"
        f" {json.dumps(entered)}, data)))"
    )
    return run_modules(script, d="form/derive.js")


def test_counts_filled_from_the_cards_ticked_score_the_same(data):
    cards = score(REVIEWED, data, "de")
    players = [{"name": p["name"], **counts_of(p, data)} for p in REVIEWED["players"]]
    counted = score({"game": GAME, "players": players}, data, "de")
    assert [p["total"] for p in counted["players"]] == [p["total"] for p in cards["players"]]
    assert counted["players"][1]["total"] > 0
    fronts = {i["id"]: i["front"] for c in data["components"] for i in c["items"]}
    for entered, filled in zip(REVIEWED["players"], players, strict=True):
        lands = [fronts[c] for c in entered["cards"]]
        assert sum(filled["lands"].values()) == len(lands)
        assert sum(n for row in filled["symbols"].values() for n in row.values()) == sum(
            len(f["symbols"]) for f in lands
        )
        for field, route in (("ships", "ship"), ("carriages", "carriage")):
            assert filled.get(field, 0) == sum(f.get("route") == route for f in lands)
    assert players[3]["lands"] == {
        "daenemark": 2,
        "italien": 2,
        "bayern": 2,
        "ungarn": 3,
        "franken": 2,
        "frankreich": 1,
    }
    assert players[3]["victory_point_laws"] == 1
    assert "victory_point_laws" not in players[0]  # no Law card: no count, not a 0


def test_a_count_of_each_kind(data):
    script = """
      const data = {components: [{id: "c", items: [
        {id: "a", front: {country: "x", symbols: ["cross", "cross"], route: "ship"}},
        {id: "b", front: {country: "x", symbols: ["fan"]}},
        {id: "c", front: {country: "y", symbols: [], route: "carriage"}},
        {id: "l", front: {law: "two-points"}}]}]};
      const fronts = d.frontsById(data);
      const entered = {cards: ["a", "b", "c", "gone"], laws: ["l"]};
      console.log(JSON.stringify([
        d.derivedValue({cards: "cards", count: "country"}, entered, fronts),
        d.derivedValue({cards: "cards", count: ["country", "symbols"]}, entered, fronts),
        d.derivedValue({cards: "cards", where: {route: "ship"}}, entered, fronts),
        d.derivedValue({cards: "cards", where: {route: "boat"}}, entered, fronts),
        d.derivedValue({cards: "laws", where: {law: "two-points"}}, entered, fronts),
        d.derivedValue({cards: "none", count: "country"}, entered, fronts),
        d.derivedFields({fields: [{key: "n"}]}, entered, data),
      ]));
    """
    assert run_modules(script, d="form/derive.js") == [
        {"x": 2, "y": 1},
        {"x": {"cross": 2, "fan": 1}},
        1,
        None,
        1,
        None,
        {},
    ]


def test_numbers_and_calculations_as_the_page_shows_them():
    script = """
      console.log(JSON.stringify([
        [s.shownNumber(-2), s.shownNumber(0), s.shownNumber(43), s.shownNumber("x")],
        s.shownSum([36, 11]), s.shownSum([-1, 4, -2]),
        s.detailPieces({detail: "Frankreich 1. Rang: 8, Sachsen 2. Rang (geteilt): 4",
                        parts: ["Frankreich 1. Rang: 8", "Sachsen 2. Rang (geteilt): 4"]}),
        s.detailPieces({detail: "a, b", parts: ["b", "a"]}),
        s.detailPieces({detail: "no parts"}),
      ]));
    """
    assert run_modules(script, s="core/shown.js") == [
        ["\u22122", "0", "43", "x"],
        "36 + 11",
        "\u22121 + 4 \u2212 2",
        [
            {"text": "Frankreich 1. Rang: 8,", "part": True},
            {"text": " ", "part": False},
            {"text": "Sachsen 2. Rang (geteilt): 4", "part": True},
        ],
        [{"text": "a, b", "part": False}],
        [{"text": "no parts", "part": False}],
    ]


def link(record: dict) -> str:
    raw = json.dumps(record, ensure_ascii=False).encode("utf-8")
    return "#record=" + base64.urlsafe_b64encode(raw).decode().rstrip("=")


def bar_totals(page) -> list[str]:
    return page.eval_on_selector_all(
        ".cg-totals-bar .cg-bar-player", "ns => ns.map(n => n.textContent.trim())"
    )


def summary_of(player, country: str):
    return player.locator("details.cg-group > summary", has_text=country)


def test_a_phone_keeps_one_country_open_marks_others_cards_and_counts_from_ticks(
    browser, server, data
):
    """390x844, touch, German: the reviewer's game opened from its link. Every country
    starts closed (the page was 14,000 px with the 22 groups it had opened), opening one
    closes the other under the finger, another player's cards are marked and last, a card
    ticked at the bar's edge ends above the bar, and "Anzahlen" starts from the cards
    ticked: no total changes. (One phone journey for the points of the review: ~10 s.)"""
    ctx, page, errors = open_checker(browser, server, GAME, "de", PHONE, link(REVIEWED))
    settle(page)
    assert page.locator("details.cg-group[open]").count() == 0
    assert page.evaluate("document.documentElement.scrollHeight") < 9000
    before = bar_totals(page)
    anna = page.locator(".cg-player").nth(0)
    tap_centre(page, summary_of(anna, "Dänemark"))
    calm(page)
    saxony = summary_of(anna, "Sachsen")
    # where the heading is when the finger lands on it (tap_centre scrolls it there first)
    page.evaluate(
        """() => addEventListener("click", e => {
             window.cgTop = e.target.closest("summary")?.getBoundingClientRect().top;
           }, {capture: true, once: true})"""
    )
    tap_centre(page, saxony)
    calm(page)
    moved = saxony.bounding_box()["y"] - page.evaluate("window.cgTop")
    assert abs(moved) < 2  # Dänemark closed above it: the heading stays under the finger
    opened = anna.locator("details.cg-group[open] > summary")
    assert opened.count() == 1 and opened.inner_text().startswith("Sachsen")
    rows = anna.locator("details.cg-group[open] .cg-card")
    names = rows.locator(".cg-card-name").all_inner_texts()
    assert names == [f"Sachsen {n}" for n in (1, 3, 5, 2, 4, 6, 7)]
    assert rows.nth(3).locator(".cg-card-taken").inner_text() == "schon bei Carla"
    assert rows.nth(0).locator(".cg-card-taken").count() == 0
    # a card at the bar's upper edge, ticked: it ends above the bar, clear of it
    row = rows.nth(6)
    page.evaluate(
        """r => { const bar = document.querySelector('.cg-totals-bar').getBoundingClientRect();
                  const box = r.getBoundingClientRect();
                  scrollBy(0, box.top - (bar.top - box.height / 2)); }""",
        row.element_handle(),
    )
    next_frames(page)
    box = row.locator("input").bounding_box()
    page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + 4)
    calm(page)
    next_frames(page)
    assert row.locator("input").is_checked()
    bar_top = page.locator(".cg-totals-bar").bounding_box()["y"]
    assert row.bounding_box()["y"] + row.bounding_box()["height"] <= bar_top + 0.5
    tap_centre(page, row.locator("label"))  # (untick: the card is Carla's)
    calm(page)
    assert bar_totals(page) == before
    # Dirk switches to "Anzahlen": his boxes hold his cards' counts, no total moves
    dirk = page.locator(".cg-player").nth(3)
    tap_centre(page, dirk.locator(".cg-player-mode label", has_text="Anzahlen"))
    calm(page)
    assert bar_totals(page) == before
    dirk = page.locator(".cg-player").nth(3)
    assert (
        dirk.locator(".cg-mode-kept")
        .inner_text()
        .startswith("Aus den unter „Gehaltene Karten“ angekreuzten Karten ausgefüllt")
    )
    ungarn = dirk.locator(".cg-tally .cg-field", has_text="Ungarn").locator("input")
    assert ungarn.input_value() == "3"
    tap_centre(page, dirk.locator(".cg-player-mode label", has_text="Gehaltene Karten"))
    calm(page)
    assert bar_totals(page) == before
    assert page.locator(".cg-player").nth(3).locator(".cg-cards-summary").first.inner_text() == (
        "12 Karten gewählt"
    )
    assert errors == []
    ctx.close()


def test_the_desktop_result_beside_the_form_reads_at_a_glance(browser, server, data):
    """1280x800, German: the result beside the form runs with the page (no box scrolling
    inside itself), every total stays in sight above the details, no phrase of a
    calculation breaks inside, Frankreich comes first, the "Übertrag" of the score sheet
    sits after the symbols, and −2 has a real minus sign."""
    size = {"viewport": {"width": 1280, "height": 800}}
    ctx, page, errors = open_checker(browser, server, GAME, "de", size, link(REVIEWED))
    settle(page)
    results = page.locator(".cg-results")
    assert page.evaluate(
        "r => getComputedStyle(r).overflowY === 'visible' && r.scrollHeight <= r.clientHeight + 1",
        results.element_handle(),
    )
    expected = score(REVIEWED, data, "de")
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
