"""Issue 19's smaller points, each in real Chromium at 390x844 with touch (taps at element
centres) or with the keyboard where the point is about keys: card names in the reader's
language, the Circle the Wagons grid as one Tab stop, Pyramidion's words and labels,
Cosmopolis keeping its round, steppers on counts."""

from __future__ import annotations

import pytest
from browsing import calm, open_checker
from browsing import tap_centre as tap
from games import checker_games

GAMES = [g.id for g in checker_games()]


FOCUSED_CELL = "() => [document.activeElement.dataset.x, document.activeElement.dataset.y]"


def scored(page) -> int:
    return int(page.get_attribute(".cg-checker", "data-scored") or 0)


def wait_scored(page, after: int) -> None:
    page.wait_for_function(
        "n => Number(document.querySelector('.cg-checker')?.dataset.scored || 0) > n",
        arg=after,
        timeout=60_000,
    )


# ------------------------------------------------------------- 1. card names, per language

LAW_COUNT = {
    "en": '"2 victory points" Law cards',
    "de": "Gesetzeskarten „2 Siegpunkte“",
    "nl": 'Wetkaarten "2 overwinningspunten"',
    "it": 'Carte Legge "2 punti vittoria"',
}


@pytest.mark.skipif("web-of-power" not in GAMES, reason="no checker")
@pytest.mark.parametrize("lang", ["en", "de", "nl", "it"])
def test_web_of_power_names_the_penalty_law_as_its_printed_card(browser, server, lang):
    """The count of "2 victory points" Law cards is labelled with that card's printed name in
    the page's language (not the German one on an English page), and tapping the label
    puts the typing in that box."""
    ctx, page, errors = open_checker(browser, server, "web-of-power", lang=lang)
    try:
        radio = page.locator(".cg-player").first.locator(".cg-player-mode input[value='tally']")
        tap(page, page.locator(f"label[for='{radio.get_attribute('id')}']"))
        assert radio.is_checked()
        player = page.locator(".cg-player").first
        label = player.locator("label").filter(has_text=LAW_COUNT[lang])
        assert label.count() == 1
        closed = player.locator("details:not([open]) > summary")
        while not label.is_visible() and closed.count():
            tap(page, closed.first)
        box = page.locator(f"#{label.get_attribute('for')}")
        tap(page, label)
        assert page.evaluate("() => document.activeElement.id") == box.get_attribute("id")
        if lang != "de":
            assert "Siegpunkte" not in page.locator(".cg-checker").inner_text()
        assert errors == []
    finally:
        ctx.close()


# ------------------------------------------------------------- 2. the Circle the Wagons grid


@pytest.mark.skipif("circle-the-wagons" not in GAMES, reason="no checker")
def test_ctw_grid_is_one_tab_stop_with_arrow_keys_and_a_current_tooltip(browser, server):
    """Tab reaches one cell of the grid, arrows move inside it, Tab leaves it; a cell
    painted with a tap says what it now holds, in its name and in its tooltip."""
    from cardgen.site.checker import strings

    ctx, page, errors = open_checker(browser, server, "circle-the-wagons")
    try:
        grid = page.locator(".cg-player").first.locator(".cg-ctw-grid")
        buttons = grid.locator("button.cg-ctw-btn")
        assert buttons.count() >= 16
        assert grid.locator("button[tabindex='0']").count() == 1
        # paint a cell with a tap: its name and the line under the grid say what it now
        # holds; no tooltip anywhere still says what it held before
        before = "Column 2, row 2: " + strings()["en"]["ctw_empty"]
        cell = grid.locator("[data-x='1'][data-y='1']")
        assert cell.get_attribute("aria-label") == before
        seen = scored(page)
        tap(page, cell)
        wait_scored(page, seen)
        calm(page)
        cell = grid.locator("[data-x='1'][data-y='1']")
        now = cell.get_attribute("aria-label")
        assert now.startswith("Column 2, row 2: ") and now != before
        readout = page.locator(".cg-player").first.locator(".cg-ctw-here")
        assert readout.inner_text() == now
        stale = page.evaluate(
            "t => [...document.querySelectorAll('[title], [role=tooltip], [id^=__tooltip]')]"
            ".filter(e => (e.getAttribute('title') || e.textContent).includes(t)).length",
            before,
        )
        assert stale == 0
        # keyboard: the pressed cell is the grid's one Tab stop; arrows move; Tab leaves
        assert grid.locator("button[tabindex='0']").get_attribute("data-x") == "1"
        page.keyboard.press("ArrowRight")
        assert page.evaluate("() => document.activeElement.dataset.x") == "2"
        page.keyboard.press("ArrowDown")
        here = page.evaluate(FOCUSED_CELL)
        assert here == ["2", "2"]
        assert grid.locator("button[tabindex='0']").count() == 1
        page.keyboard.press("Tab")
        assert page.evaluate("() => !!document.activeElement.closest('.cg-ctw-grid')") is False
        page.keyboard.press("Shift+Tab")
        here = page.evaluate(FOCUSED_CELL)
        assert here == ["2", "2"]
        assert errors == []
    finally:
        ctx.close()


# ------------------------------------------------------------- 4. Cosmopolis keeps its round


@pytest.mark.skipif("cosmopolis-networks" not in GAMES, reason="no checker")
def test_cosmopolis_keeps_the_round_the_reader_was_on_after_a_reload(browser, server):
    """Add a round by tapping, type in it, reload: the page opens on that round (its tab
    pressed, the typed value in view), not on round 1."""
    ctx, page, errors = open_checker(browser, server, "cosmopolis-networks")
    try:
        tap(page, page.locator(".cg-rounds .cg-tab.cg-add"))
        calm(page)
        tap(page, page.locator(".cg-rounds .cg-tab:not(.cg-add):not(.cg-remove)").first)
        calm(page)
        tap(page, page.locator(".cg-rounds .cg-tab:not(.cg-add):not(.cg-remove)").nth(1))
        calm(page)
        pressed = page.locator(".cg-rounds .cg-tab[aria-pressed='true']")
        assert pressed.inner_text().endswith("2")
        calm(page)
        page.reload()
        page.wait_for_function("() => performance.getEntriesByName('cg-form-ready').length > 0")
        calm(page)
        pressed = page.locator(".cg-rounds .cg-tab[aria-pressed='true']")
        assert pressed.count() == 1
        assert pressed.inner_text().endswith("2")
        assert errors == []
    finally:
        ctx.close()


# ------------------------------------------------------------- 3. Pyramidion's words

SUM = {"en": "Sum", "de": "Summe", "nl": "Som", "it": "Somma"}


def link(record) -> str:
    import base64
    import json

    raw = json.dumps(record, ensure_ascii=False).encode("utf-8")
    return "#record=" + base64.urlsafe_b64encode(raw).decode().rstrip("=")


@pytest.mark.skipif("pyramidion" not in GAMES, reason="no checker")
@pytest.mark.parametrize("lang", ["en", "de", "nl", "it"])
def test_pyramidion_evaluation_does_not_call_influence_points(browser, server, lang):
    """A site evaluation's lines are influence, negotiation and haggling: their number
    column is headed as a sum, not as points, in the page's language."""
    from games import records_of

    from cardgen.site.checker import strings

    record = next(r for name, r in records_of("pyramidion") if name.endswith("rules-example"))
    ctx, page, errors = open_checker(
        browser, server, "pyramidion", lang=lang, fragment=link(record)
    )
    try:
        wait_scored(page, 0)
        heads = page.locator(".cg-results table.cg-lines thead th.cg-num")
        assert heads.count() >= 3
        texts = set(heads.all_inner_texts())
        assert texts == {SUM[lang]}, texts
        assert strings()[lang]["points"] not in texts
        assert errors == []
    finally:
        ctx.close()


def pick(page, selector, value):
    radio = page.locator(f"{selector}[value='{value}']").first
    tap(page, page.locator(f"label[for='{radio.get_attribute('id')}']"))
    calm(page)
    assert radio.is_checked()


@pytest.mark.skipif("pyramidion" not in GAMES, reason="no checker")
def test_pyramidion_card_count_boxes_say_what_to_enter(browser, server):
    """In "Cards played", each number box (a card held more than once) is named "How many:"
    and its card; a tap on the card puts the typing there."""
    ctx, page, errors = open_checker(browser, server, "pyramidion")
    try:
        pick(page, ".cg-player:first-of-type .cg-player-mode input", "cards")
        player = page.locator(".cg-player").first
        closed = player.locator("details:not([open]) > summary")
        while closed.count():
            tap(page, closed.first)
            calm(page)
        boxes = player.locator(".cg-card input[type=number]")
        assert boxes.count() > 0
        names = boxes.evaluate_all("bs => bs.map(b => b.getAttribute('aria-label') || '')")
        assert all(n.startswith("How many: ") and len(n) > len("How many: ") for n in names)
        first = boxes.first
        tap(page, player.locator(f"label[for='{first.get_attribute('id')}']"))
        assert page.evaluate("() => document.activeElement.id") == first.get_attribute("id")
        assert errors == []
    finally:
        ctx.close()


@pytest.mark.skipif("pyramidion" not in GAMES, reason="no checker")
def test_pyramidion_victory_points_mode_asks_for_each_boat(browser, server):
    """ "Victory points" asks for each boat's points, one number per boat; "3 2 4" typed
    after a tap on that label scores 9."""
    ctx, page, errors = open_checker(browser, server, "pyramidion")
    try:
        pick(page, ".cg-top-mode input", "final")
        pick(page, ".cg-player:first-of-type .cg-player-mode input", "points")
        player = page.locator(".cg-player").first
        label = player.locator("label").filter(has_text="one number per boat, not the total")
        assert label.count() == 1
        tap(page, label)
        seen = scored(page)
        page.keyboard.type("3 2 4")
        wait_scored(page, seen)
        name = player.locator("input.cg-name").input_value()
        page.wait_for_function(
            "n => document.querySelector(`[data-total-for='${n}']`)?.textContent === '9'", arg=name
        )
        assert errors == []
    finally:
        ctx.close()


@pytest.mark.skipif("cosmopolis-networks" not in GAMES, reason="no checker")
def test_cosmopolis_opened_from_a_link_keeps_the_round_after_a_reload(browser, server):
    """A shared link of two rounds, round 2 tapped, the page reloaded (the address still
    carries the link): the page opens on round 2 with the same record, not on round 1."""
    import json
    from pathlib import Path

    path = (
        Path(__file__).resolve().parents[2]
        / "content"
        / "cosmopolis-networks"
        / "examples"
        / "two-rounds.json"
    )
    record = json.loads(path.read_text(encoding="utf-8"))
    assert len(record["rounds"]) >= 2
    ctx, page, errors = open_checker(browser, server, "cosmopolis-networks", fragment=link(record))
    try:
        tabs = page.locator(".cg-rounds .cg-tab:not(.cg-add):not(.cg-remove)")
        tap(page, tabs.nth(1))
        calm(page)
        pressed = page.locator(".cg-rounds .cg-tab[aria-pressed='true']")
        assert pressed.inner_text().endswith("2")
        saved = page.evaluate("localStorage.getItem('cardgen.checker.cosmopolis-networks')")
        page.reload()
        page.wait_for_function("() => performance.getEntriesByName('cg-form-ready').length > 0")
        calm(page)
        pressed = page.locator(".cg-rounds .cg-tab[aria-pressed='true']")
        assert pressed.count() == 1
        assert pressed.inner_text().endswith("2")
        now = page.evaluate("localStorage.getItem('cardgen.checker.cosmopolis-networks')")
        assert json.loads(now)["record"] == json.loads(saved)["record"]
        assert errors == []
    finally:
        ctx.close()


# ------------------------------------------------------------- 5. Web's board form


@pytest.mark.skipif("web" not in GAMES, reason="no checker")
def test_web_offers_the_board_form_only_when_a_link_brings_a_board(browser, server):
    """A new game offers no form of typed JSON and card ids: each player enters computers
    and hand. A share link carrying a board still loads, scores as ``cardgen score`` does,
    and shows that form for its players."""
    import json

    from games import records_of

    from cardgen.commands.score import score_text

    ctx, page, errors = open_checker(browser, server, "web")
    try:
        assert page.locator(".cg-player-mode input[value=board]").count() == 0
        assert page.locator("textarea.cg-web-json").count() == 0
        assert page.locator(".cg-player").first.locator("input[type=number]").count() >= 1
        assert errors == []
    finally:
        ctx.close()
    record = next(r for name, r in records_of("web") if name.endswith("worked-example"))
    expected = score_text(json.dumps(record), lang="en")
    ctx, page, errors = open_checker(browser, server, "web", fragment=link(record))
    try:
        wait_scored(page, 0)
        totals = page.eval_on_selector_all(
            "[data-total-for]", "els => els.map(e => [e.dataset.totalFor, e.textContent])"
        )
        assert totals == [[p["name"], str(p["total"])] for p in expected["players"]]
        assert page.locator("textarea.cg-web-json").count() == 1
        radio = page.locator(".cg-player").first.locator(".cg-player-mode input[value=board]")
        assert radio.is_checked()
        assert errors == []
    finally:
        ctx.close()
