"""Circle the Wagons' painter in a person's hands. On a 390x844 phone with touch, in
Italian: the bonus goals ticked alone crown no one; the grid fits the screen's width; a
32-territory town of eight of our cards is entered in 17 taps (85 with the drop-down menus
before); a finger dragged over a row paints it, a long press clears a territory, Undo takes
the strokes back. At 1280 px in German and Dutch: a mouse drag paints, the keyboard moves,
paints and clears, and the chips are radio buttons picked with the arrow keys.

The phone's test is one journey of ~40 actions (about 15 s): the tap count is the point."""

from __future__ import annotations

import pytest
from browsing import DESKTOP, PHONE, calm, next_frames, open_checker, settle
from browsing import tap_centre as tap
from games import checker_games
from journeys import engine_result, shown_totals, t

from cardgen.model import game_data, load_game

pytestmark = pytest.mark.skipif(
    "circle-the-wagons" not in [g.id for g in checker_games()], reason="no checker"
)
DATA = game_data(load_game("circle-the-wagons"))
CARDS = {item["id"]: item for item in DATA["components"][0]["items"]}
TOWN = ["card-01", "card-02", "card-03", "card-04", "card-05", "card-06", "card-07", "card-08"]
"""Eight of our cards side by side, four to a row: a visible town of 8 x 4 territories."""
GOALS = ["cool-water", "badlands", "one-too-many"]


def town_rows() -> list[str]:
    cells: dict[tuple[int, int], str] = {}
    for n, card in enumerate(TOWN):
        x0, y0 = (n % 4) * 2, (n // 4) * 2
        for k, ter in enumerate(CARDS[card]["front"]["territories"]):
            cells[(x0 + k % 2, y0 + k // 2)] = f"{ter['terrain']}:{ter['icon']}"
    return [" ".join(cells[(x, y)] for x in range(8)) for y in range(4)]


def grid_rows(grid, height: int) -> list[str]:
    """The town the grid's buttons hold, read from the record the page keeps."""
    rows = grid.page.evaluate(
        "() => JSON.parse(localStorage.getItem('cardgen.checker.circle-the-wagons'))"
        ".record.players[0].grid"
    )
    return [" ".join(row.split()[:8]) for row in rows[:height]]


def cell(town, x: int, y: int):
    return town.locator(f'.cg-ctw-grid [data-x="{x}"][data-y="{y}"]')


def chip_label(town, value: str):
    radio = town.locator(f'.cg-ctw-chips input[value="{value}"]')
    return town.locator(f'label[for="{radio.get_attribute("id")}"]')


def centre(locator) -> tuple[float, float]:
    box = locator.bounding_box()
    assert box is not None
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def empty(town, x: int, y: int, lang: str) -> bool:
    return cell(town, x, y).get_attribute("aria-label").endswith(t(lang, "ctw_empty"))


def test_a_town_on_a_phone_takes_few_taps_and_strokes_paint_clear_and_undo(browser, server):
    lang = "it"
    ctx, page, errors = open_checker(browser, server, "circle-the-wagons", lang, PHONE)
    taps = 0

    def press(locator) -> None:
        nonlocal taps
        taps += 1
        tap(page, locator)

    try:
        settle(page)
        # the bonus goals alone: nothing entered yet, no one starred as a winner
        goals = page.locator(".cg-form > .cg-pick")
        for goal in GOALS:
            radio = goals.locator(f'input[value="{goal}"]')
            tap(page, goals.locator(f'label[for="{radio.get_attribute("id")}"]'))
            calm(page)
        assert page.get_attribute(".cg-checker", "data-state") == "blank"
        assert page.locator("[data-winners], .cg-bar-winner").count() == 0
        assert t(lang, "enter_to_score") in page.locator(".cg-results").inner_text()
        town = page.locator(".cg-form .cg-player").first
        grid = town.locator(".cg-ctw-grid")
        # the grid fits the screen: its last column ends inside 390 px, nothing scrolls sideways
        right = cell(town, 7, 0).bounding_box()
        assert right["x"] + right["width"] <= 390
        assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
        # eight of our cards laid whole: open the cards, then a card and its place each
        press(town.locator(".cg-ctw-stamp summary"))
        for n, card in enumerate(TOWN):
            press(chip_label(town, card))
            press(cell(town, (n % 4) * 2, (n // 4) * 2))
        calm(page)
        assert grid_rows(grid, 4) == town_rows()
        assert taps == 17, taps  # was 85 with two drop-down menus per territory
        record = {
            "game": "circle-the-wagons",
            "bonus": GOALS,
            "players": [
                {"name": town.locator("input.cg-name").input_value(), "grid": town_rows()},
                {
                    "name": page.locator(".cg-form .cg-player")
                    .nth(1)
                    .locator("input.cg-name")
                    .input_value(),
                    "grid": [],
                },
            ],
        }
        expected = engine_result(record, lang)
        assert shown_totals(page)[record["players"][0]["name"]] == expected["players"][0]["total"]
        # a finger dragged along row 5 paints it with the terrain and icon picked (a real
        # touch drag: Chromium's touch events, as a screen sends them)
        tap(page, chip_label(town, "water"))
        tap(page, chip_label(town, "fort"))
        cell(town, 0, 4).scroll_into_view_if_needed()
        calm(page)
        cdp = ctx.new_cdp_session(page)
        points = [centre(cell(town, x, 4)) for x in range(4)]
        cdp.send(
            "Input.dispatchTouchEvent",
            {"type": "touchStart", "touchPoints": [{"x": points[0][0], "y": points[0][1]}]},
        )
        for x, y in points[1:]:
            cdp.send(
                "Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y}]}
            )
        cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        calm(page)
        assert grid_rows(grid, 5)[4] == " ".join(["water:fort"] * 4 + ["."] * 4)
        # a long press on a territory clears it: the finger stays until the page says so
        x, y = centre(cell(town, 1, 4))
        cdp.send(
            "Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]}
        )
        page.wait_for_function(
            "e => !!e.querySelector('.cg-empty')", arg=cell(town, 1, 4).element_handle()
        )
        cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        calm(page)
        assert empty(town, 1, 4, lang)
        assert grid_rows(grid, 5)[4].split()[:3] == ["water:fort", ".", "water:fort"]
        # Undo: the long press, then the drag
        undo = town.locator(".cg-ctw-undo")
        assert undo.inner_text() == t(lang, "ctw_undo")
        tap(page, undo)
        calm(page)
        assert not empty(town, 1, 4, lang)
        tap(page, undo)
        calm(page)
        assert all(empty(town, x, 4, lang) for x in range(4))
        assert grid_rows(grid, 4) == town_rows()
        assert errors == []
    finally:
        ctx.close()


@pytest.mark.parametrize("lang", ["de", "nl"])
def test_on_a_desktop_a_mouse_drag_paints_and_the_keyboard_moves_paints_and_clears(
    browser, server, lang
):
    ctx, page, errors = open_checker(browser, server, "circle-the-wagons", lang, DESKTOP)
    try:
        settle(page)
        town = page.locator(".cg-form .cg-player").first
        words = {
            e["id"]: e["name"][lang]
            for name in ("terrains", "icons")
            for e in DATA["catalogs"][name]
        }
        # the chips are radio buttons: a label's words, arrows pick the next one
        snow = chip_label(town, "snow")
        assert snow.inner_text().strip() == words["snow"]
        snow.click()
        page.keyboard.press("ArrowRight")  # the next terrain after snow
        picked = town.locator(".cg-ctw-terrains input:checked").get_attribute("value")
        assert picked == "water"
        chip_label(town, "gun").click()
        # a mouse drag over three territories of row 2
        cell(town, 0, 1).scroll_into_view_if_needed()
        points = [centre(cell(town, x, 1)) for x in range(3)]
        page.mouse.move(*points[0])
        page.mouse.down()
        for x, y in points[1:]:
            page.mouse.move(x, y, steps=4)
        page.mouse.up()
        calm(page)
        name = f"{words['water']}, {words['gun']}"
        assert all(cell(town, x, 1).get_attribute("aria-label").endswith(name) for x in range(3))
        assert cell(town, 3, 1).get_attribute("aria-label").endswith(t(lang, "ctw_empty"))
        # the keyboard: the territory last pressed is the grid's Tab stop; arrows, Enter, Delete
        cell(town, 2, 1).focus()
        page.keyboard.press("ArrowRight")
        page.keyboard.press("Enter")
        calm(page)
        assert cell(town, 3, 1).get_attribute("aria-label").endswith(name)
        page.keyboard.press("ArrowLeft")
        page.keyboard.press("Delete")
        calm(page)
        assert cell(town, 2, 1).get_attribute("aria-label").endswith(t(lang, "ctw_empty"))
        assert town.locator(".cg-ctw-grid button[tabindex='0']").count() == 1
        # Undo by the keyboard: the territory cleared comes back
        town.locator(".cg-ctw-undo").focus()
        page.keyboard.press("Enter")
        next_frames(page)
        assert cell(town, 2, 1).get_attribute("aria-label").endswith(name)
        assert errors == []
    finally:
        ctx.close()
