"""Issue 19's smaller points, each in real Chromium at 390x844 with touch (taps at element
centres) or with the keyboard where the point is about keys: card names in the reader's
language, the Circle the Wagons grid as one Tab stop, Pyramidion's words and labels,
Cosmopolis keeping its round, steppers on counts."""

from __future__ import annotations

import pytest

from cardgen.site.checker_dev import PHONE, checker_games
from cardgen.site.checker_dev import tap_centre as tap

GAMES = [g.id for g in checker_games()]


def open_checker(browser, server, game, lang="en", size=PHONE, fragment=""):
    ctx = browser.new_context(**size)
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{server.url}/{lang}/{game}/checker/{fragment}")
    page.add_style_tag(content=".md-top { display: none !important; }")
    page.wait_for_function("() => document.querySelector('.cg-checker')?.dataset.state")
    page.wait_for_function("() => performance.getEntriesByName('cg-form-ready').length > 0")
    return ctx, page, errors


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
        page.wait_for_timeout(300)
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
        page.wait_for_timeout(200)
        tap(page, page.locator(".cg-rounds .cg-tab:not(.cg-add):not(.cg-remove)").first)
        page.wait_for_timeout(200)
        tap(page, page.locator(".cg-rounds .cg-tab:not(.cg-add):not(.cg-remove)").nth(1))
        page.wait_for_timeout(300)
        pressed = page.locator(".cg-rounds .cg-tab[aria-pressed='true']")
        assert pressed.inner_text().endswith("2")
        page.wait_for_timeout(500)  # the state is saved as it changes
        page.reload()
        page.wait_for_function("() => performance.getEntriesByName('cg-form-ready').length > 0")
        page.wait_for_timeout(300)
        pressed = page.locator(".cg-rounds .cg-tab[aria-pressed='true']")
        assert pressed.count() == 1
        assert pressed.inner_text().endswith("2")
        assert errors == []
    finally:
        ctx.close()
