"""Circle the Wagons' painter in a person's hands.

On a 390x844 phone with touch, in Italian: the bonus goals ticked alone crown no one; the
page says in one line how painting works; a town of 32 territories as a finished game
leaves one (9 of our cards, 7 x 6) is entered in at most 40 gestures (a tap on the pad,
a tap on a territory, a drag each one), where the terrain and icon chips of before took
52 at the least, and is scored as ``cardgen score`` scores it; a finger dragged down a
column chooses every territory it passes, squares skipped by a fast finger too, and the
page does not scroll under it; a long press clears, Undo takes the changes back; the pad
stays in sight while the grid scrolls under it.

At 1280 px with a mouse and a keyboard, in German and Dutch: nothing entered, and a town
without its goals, star no winner; the keyboard's line is shown; the pad's keys move with
the arrow keys and fill with Enter; a mouse drag chooses a row, a click on a key fills
it; the keyboard chooses, fills and clears in the grid; once the town and the goals are
entered the winner is named and starred.

The phone's test is one journey of ~50 gestures (about 6 s, 20 s on a loaded host): the
gesture count is the point."""

from __future__ import annotations

import pytest
from browsing import DESKTOP, PHONE, calm, next_frames, open_checker, settle
from browsing import tap_centre as tap
from checker_pages import Page, native
from games import checker_games
from journeys import t

from cardgen.model import game_data, load_game

pytestmark = pytest.mark.skipif(
    "circle-the-wagons" not in [g.id for g in checker_games()], reason="no checker"
)
DATA = game_data(load_game("circle-the-wagons"))
MOUSE = {**DESKTOP, "has_touch": False}
"""1280 px with a mouse and no touch screen (where the keyboard's line is shown)."""
GOALS = ["cool-water", "badlands", "one-too-many"]
TOWN = [
    ". . . . . forest:cattle plains:bottle",
    ". . . water:fort desert:wagon desert:bottle forest:pickaxe",
    ". snow:fort forest:gun forest:gun desert:bottle desert:fort forest:bottle",
    ". snow:pickaxe forest:bottle forest:wagon snow:pickaxe mountains:gun plains:pickaxe",
    "plains:bottle desert:gun desert:pickaxe desert:gun desert:cattle snow:gun plains:wagon",
    "plains:wagon desert:cattle desert:gun desert:fort mountains:pickaxe mountains:cattle"
    " forest:pickaxe",
]
"""A finished game's visible town: 9 of our cards laid where each joins most territories
of its terrain (cards 11, 6, 17 turned, 18, 10 turned, 1, 16 turned, 15, 4), 32 showing.
The chips of before (a terrain and an icon picked, then a tap or a drag) took 52
gestures at the least for it: 31 strokes (its groups of one kind) and 21 picks."""


def cell(town, x: int, y: int):
    return town.locator(f'.cg-ctw-grid [data-x="{x}"][data-y="{y}"]')


def key(town, kind: str):
    terrain, icon = kind.split(":")
    return town.locator(f'.cg-ctw-key[data-terrain="{terrain}"][data-icon="{icon}"]')


def chosen(town) -> list[tuple[int, int]]:
    return town.locator(".cg-ctw-grid .cg-chosen").evaluate_all(
        "all => all.map(b => [Number(b.dataset.x), Number(b.dataset.y)])"
    )


def record_grid(page, player: int = 0) -> list[str]:
    """The town the page keeps for ``player``, without the grid's empty columns and rows
    at the end."""
    rows = [
        row.split()
        for row in page.evaluate(
            "i => JSON.parse(localStorage.getItem('cardgen.checker.circle-the-wagons'))"
            ".record.players[i].grid",
            player,
        )
    ]
    while rows and set(rows[-1]) == {"."}:
        rows.pop()
    while rows and all(row[-1] == "." for row in rows):
        rows = [row[:-1] for row in rows]
    return [" ".join(row) for row in rows]


def centre(locator) -> tuple[float, float]:
    box = locator.bounding_box()
    assert box is not None
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def empty(town, x: int, y: int, lang: str) -> bool:
    return cell(town, x, y).get_attribute("aria-label").endswith(t(lang, "ctw_empty"))


def touch_drag(cdp, points: list[tuple[float, float]]) -> None:
    """A finger put down on the first point, moved through the others and lifted: the
    touch events a screen sends (Chromium's, through the DevTools protocol)."""
    kinds = ["touchStart"] + ["touchMove"] * (len(points) - 1)
    for kind, (x, y) in zip(kinds, points, strict=True):
        cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": [{"x": x, "y": y}]})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


def test_a_town_on_a_phone_in_at_most_40_gestures_then_drag_long_press_undo(browser, server):
    lang = "it"
    ctx = browser.new_context(**PHONE)
    checker = Page(ctx, server, "circle-the-wagons", lang)
    page = checker.page
    gestures = 0

    def press(locator) -> None:
        nonlocal gestures
        gestures += 1
        tap(page, locator)

    try:
        page.goto(checker.url)
        page.wait_for_function("() => performance.getEntriesByName('cg-form-ready').length > 0")
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
        # one short line says how: tap or drag, then the pad; long press; Undo. The
        # keyboard's line is for a keyboard, not shown on a phone
        assert town.locator(".cg-ctw-help").inner_text() == t(lang, "ctw_paint_help")
        assert not town.locator(".cg-ctw-keyhelp").is_visible()
        # the grid fits the screen: its last column ends inside 390 px, nothing scrolls sideways
        right = cell(town, 7, 0).bounding_box()
        assert right["x"] + right["width"] <= 390
        assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
        # the town in reading order, as a person reads it off the table: a territory
        # tapped where the next one is not the one chosen already, two alike side by
        # side dragged over, then the pad's key
        cdp = ctx.new_cdp_session(page)
        # (a drag's finger lands on the grid whole on the screen, under the pad)
        on_screen = "g => g.scrollIntoView({block: 'end'})"
        grid = town.locator(".cg-ctw-grid").element_handle()
        for y, row in enumerate(TOWN):
            kinds = row.split()
            x = 0
            while x < len(kinds):
                if kinds[x] == ".":
                    x += 1
                    continue
                run = 1
                while x + run < len(kinds) and kinds[x + run] == kinds[x]:
                    run += 1
                if run > 1:
                    page.evaluate(on_screen, grid)
                    next_frames(page)
                    touch_drag(cdp, [centre(cell(town, x + i, y)) for i in range(run)])
                    gestures += 1
                    next_frames(page)
                    assert chosen(town) == [[x + i, y] for i in range(run)]
                elif chosen(town) != [[x, y]]:
                    press(cell(town, x, y))
                press(key(town, kinds[x]))
                x += run
        assert gestures <= 40, gestures
        assert record_grid(page) == TOWN
        settle(page)
        record = checker.state()
        assert record["bonus"] == GOALS and native(record)["players"][0]["total"] > 0
        checker.check_against_native()
        # the pad stays in sight under the site's header while the grid scrolls under it:
        # the grid's last row in the middle of the screen, its first rows under the pad
        last_row = cell(town, 0, 5)
        page.evaluate(
            "e => window.scrollBy(0, e.getBoundingClientRect().bottom - innerHeight / 2)",
            last_row.element_handle(),
        )
        next_frames(page)
        pad = town.locator(".cg-ctw-pad").bounding_box()
        header = page.locator(".md-header").bounding_box()
        grid_top = town.locator(".cg-ctw-grid").bounding_box()["y"]
        assert abs(pad["y"] - (header["y"] + header["height"])) <= 1, (pad, header)
        assert grid_top < pad["y"] + pad["height"] <= last_row.bounding_box()["y"], pad
        # a finger dragged down the empty eighth column, fast over rows 2 and 3: every
        # territory passed is chosen, and the page does not scroll under the finger
        page.evaluate(on_screen, grid)
        calm(page)
        top = page.evaluate("() => scrollY")
        points = [centre(cell(town, 7, 0)), centre(cell(town, 7, 1)), centre(cell(town, 7, 4))]
        touch_drag(cdp, points)
        next_frames(page)
        assert page.evaluate("() => scrollY") == top
        assert chosen(town) == [[7, y] for y in range(5)]
        tap(page, key(town, "water:wagon"))
        calm(page)
        assert [row.split()[7] for row in record_grid(page)[:5]] == ["water:wagon"] * 5
        # a long press on a territory clears it: the finger stays until the page says so
        page.evaluate(on_screen, grid)
        next_frames(page)
        x, y = centre(cell(town, 7, 1))
        cdp.send(
            "Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]}
        )
        page.wait_for_function(
            "e => !!e.querySelector('.cg-empty')", arg=cell(town, 7, 1).element_handle()
        )
        cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        calm(page)
        assert empty(town, 7, 1, lang) and not empty(town, 7, 2, lang)
        # Undo: the long press, then the column, which is chosen again to be filled anew
        undo = town.locator(".cg-ctw-undo")
        assert undo.inner_text() == t(lang, "ctw_undo")
        tap(page, undo)
        calm(page)
        assert not empty(town, 7, 1, lang)
        tap(page, undo)
        calm(page)
        assert all(empty(town, 7, y, lang) for y in range(5))
        assert chosen(town) == [[7, y] for y in range(5)]
        assert record_grid(page) == TOWN
        assert checker.errors == []
    finally:
        ctx.close()


@pytest.mark.parametrize("lang", ["de", "nl"])
def test_on_a_desktop_mouse_and_keyboard_fill_and_a_winner_is_starred_only_when_entered(
    browser, server, lang
):
    ctx, page, errors = open_checker(browser, server, "circle-the-wagons", lang, MOUSE)
    try:
        settle(page)
        town = page.locator(".cg-form .cg-player").first
        words = {
            e["id"]: e["name"][lang]
            for name in ("terrains", "icons")
            for e in DATA["catalogs"][name]
        }
        # nothing entered: no one is named or starred as a winner (both were, once)
        stars = "[data-winners], .cg-winner, .cg-bar-winner"
        assert page.locator(stars).count() == 0
        assert town.locator(".cg-ctw-keyhelp").is_visible()
        assert town.locator(".cg-ctw-keyhelp").inner_text() == t(lang, "ctw_paint_keys")
        # the pad's keys: named by terrain and icon; one Tab stop, arrows move, Enter fills
        snow_gun = key(town, "snow:gun")
        assert snow_gun.get_attribute("aria-label") == f"{words['snow']}, {words['gun']}"
        snow_gun.focus()
        page.keyboard.press("ArrowDown")  # the row below snow: water, the same icon
        assert page.evaluate("() => document.activeElement.dataset.terrain") == "water"
        page.keyboard.press("Enter")  # fills the territory chosen at first, the top-left
        calm(page)
        water_gun = f"{words['water']}, {words['gun']}"
        assert cell(town, 0, 0).get_attribute("aria-label").endswith(water_gun)
        assert chosen(town) == [[1, 0]]
        # a mouse drag over three territories of row 2 chooses them; a key fills them
        cell(town, 0, 1).scroll_into_view_if_needed()
        points = [centre(cell(town, x, 1)) for x in range(3)]
        page.mouse.move(*points[0])
        page.mouse.down()
        for x, y in points[1:]:
            page.mouse.move(x, y, steps=4)
        page.mouse.up()
        assert chosen(town) == [[0, 1], [1, 1], [2, 1]]
        key(town, "desert:gun").click()
        calm(page)
        desert_gun = f"{words['desert']}, {words['gun']}"
        assert all(
            cell(town, x, 1).get_attribute("aria-label").endswith(desert_gun) for x in range(3)
        )
        assert cell(town, 3, 1).get_attribute("aria-label").endswith(t(lang, "ctw_empty"))
        assert town.locator(".cg-ctw-here").inner_text() == t(
            lang, "ctw_chosen", where=cell(town, 3, 1).get_attribute("aria-label")
        )
        # the keyboard in the grid: the territory chosen is its Tab stop; the arrows
        # choose, Enter fills with the key last used, Delete clears
        cell(town, 2, 1).focus()
        page.keyboard.press("ArrowRight")
        assert chosen(town) == [[3, 1]]
        page.keyboard.press("Enter")
        calm(page)
        assert cell(town, 3, 1).get_attribute("aria-label").endswith(desert_gun)
        assert page.evaluate("() => document.activeElement.dataset.x") == "4"
        page.keyboard.press("ArrowLeft")
        page.keyboard.press("ArrowLeft")
        page.keyboard.press("Delete")
        calm(page)
        assert cell(town, 2, 1).get_attribute("aria-label").endswith(t(lang, "ctw_empty"))
        assert town.locator(".cg-ctw-grid button[tabindex='0']").count() == 1
        # Undo by the keyboard: the territory cleared comes back
        town.locator(".cg-ctw-undo").focus()
        page.keyboard.press("Enter")
        next_frames(page)
        assert cell(town, 2, 1).get_attribute("aria-label").endswith(desert_gun)
        # a town but no goals yet: a fault to fix, and still no winner
        settle(page)
        assert page.locator(stars).count() == 0
        # the goals ticked: a real entry, and player 1 (the only town) wins, starred
        goals = page.locator(".cg-form > .cg-pick")
        for goal in GOALS:
            goals.locator(f'input[value="{goal}"]').focus()
            page.keyboard.press("Space")
        settle(page)
        name = town.locator("input.cg-name").input_value()
        assert page.get_attribute("[data-winners]", "data-winners") == name
        winner = page.locator(".cg-score.cg-winner")
        assert winner.count() == 1 and winner.locator(".cg-pname").inner_text() == name
        assert errors == []
    finally:
        ctx.close()
