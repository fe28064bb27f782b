"""Circle the Wagons' painter in a person's hands.

On a 390x844 phone with touch, in Italian: the bonus goals ticked alone crown no one; the
page says in one line how painting works; a swipe that starts on the grid scrolls the page
and leaves the choice as it was; a town of 32 territories as a finished game leaves one
(9 of our cards, 7 x 6) is entered in at most 40 gestures (39 today: one swipe up to the
grid, then a tap on the pad, a tap on a territory, a sideways drag each one; the test
never scrolls the page for the finger: every target is tapped where it is on the
screen), where the terrain and icon chips of before took 52 at the least, and is scored
as ``cardgen score`` scores it; after every gesture the territories chosen are on the
screen, clear of the pad kept at the bottom; a line right under the grid says, in
Italian, what the stars and the faded territories mean; a finger that rests a moment,
then goes down a column, chooses every territory it passes, squares skipped by a fast
finger too, and the page does not scroll; a long press clears, Undo takes the changes
back.

At 1280 px with a mouse and a keyboard, in German and Dutch: nothing entered, and a town
without its goals, star no winner; the keyboard's line is shown; the pad's keys move with
the arrow keys and fill with Enter; a mouse drag chooses a row, a click on a key fills it
and the territory chosen next is clear of the pad; the keyboard chooses, fills and clears
in the grid; once the goals and both towns are entered (one town: who leads so far, and
that the other player has entered nothing) the winner is named and starred, and
the line under the grid says what the stars mean, and, with a goal highlighted, what the
faded territories mean.

The phone's test is one journey of ~55 gestures (about 10 s, 25 s on a loaded host): the
gesture count is the point."""

from __future__ import annotations

import pytest
from browsing import DESKTOP, PHONE, SHOWN_NAME, calm, next_frames, open_checker, settle
from browsing import tap_centre as tap
from checker_pages import Page, native
from ctw_hands import (
    IN_SIGHT,
    ROW_NAMES_BESIDE,
    SCROLL_DONE,
    SCROLL_WATCH,
    SLIVERS,
    THUMB,
    UNDER_PAD,
    assert_chosen_in_sight,
    assert_pad_targets_a_finger_wide,
    cell,
    centre,
    chosen,
    empty,
    key,
    record_grid,
    swipe,
    thumb,
    touch,
    touch_drag,
)
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
CARDS = next(c for c in DATA["components"] if c["id"] == "cards")["items"]
ROWS = "g => g.children.length / getComputedStyle(g).gridTemplateColumns.split(' ').length"
"""How many rows of squares the grid draws."""
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


PAD_OVER_SQUARES_WHILE_SCROLLING = """async town => {
  const squares = [...town.querySelectorAll('.cg-ctw-grid .cg-ctw-btn')];
  const pad = town.querySelector('.cg-ctw-pad');
  const frames = () => new Promise(ok => requestAnimationFrame(() => requestAnimationFrame(ok)));
  // from the first row's top at the screen's bottom edge, 20 px a step, until the last
  // row is under the header
  const start = squares[0].getBoundingClientRect().top + scrollY - innerHeight;
  const end = squares.at(-1).getBoundingClientRect().bottom + scrollY;
  const covered = [];
  for (let at = start; at <= end; at += 20) {
    window.scrollTo({top: at, behavior: 'instant'});
    await frames();
    const p = pad.getBoundingClientRect();
    for (const square of squares) {
      const r = square.getBoundingClientRect();
      if (r.top < innerHeight && r.bottom > 0 && p.top < r.bottom - 0.5 && p.bottom > r.top)
        covered.push({at, square: square.dataset.x + ',' + square.dataset.y, padTop: p.top});
    }
  }
  return covered.slice(0, 5);
}"""
"""Where, scrolling down past the town a step at a time before a square is tapped, the pad
lies over one of its squares."""
FIRST_ROW_AND_PAD = """town => {
  const row = town.querySelector('.cg-ctw-grid .cg-ctw-btn').getBoundingClientRect();
  const pad = town.querySelector('.cg-ctw-pad').getBoundingClientRect();
  const keys = town.querySelector('.cg-ctw-keys').getBoundingClientRect();
  return {row_bottom: row.bottom, pad_top: pad.top, keys_bottom: keys.bottom, screen: innerHeight};
}"""


def test_a_town_on_a_phone_in_at_most_40_gestures_swipes_scroll_the_pad_hides_nothing(
    browser, server
):
    lang = "it"
    ctx = browser.new_context(**PHONE)
    checker = Page(ctx, server, "circle-the-wagons", lang)
    page = checker.page
    gestures = 0

    def press(locator) -> None:
        nonlocal gestures
        gestures += 1
        thumb(page, locator)

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
        # the game's 3 goals chosen, the list folds to a line naming them, and opens again
        # on a tap (it stayed open, a screen of goals between the reader and the towns)
        ticked = goals.locator(".cg-pick-item:has(input:checked) label > span:first-child")
        names = ticked.all_inner_texts()
        assert not goals.locator(".cg-pick-list").is_visible()
        assert len(names) == 3
        summary = goals.locator(".cg-pick-summary")
        assert summary.is_visible() and summary.inner_text() == " · ".join(names)
        assert not goals.locator("legend .cg-count").is_visible(), "the names say it"
        tap(page, goals.locator(".cg-pick-open"))
        assert goals.locator(".cg-pick-list").is_visible()
        assert not goals.locator(".cg-pick-summary").is_visible()
        assert goals.locator("input:checked").count() == 3
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
        # ... and inside its panel (the player's box), no square past its border, and the
        # grid's box does not scroll sideways (a reviewer's was 10-380 px in a 16-374 panel)
        panel = town.bounding_box()
        left = cell(town, 0, 0).bounding_box()
        assert left["x"] >= panel["x"]
        assert right["x"] + right["width"] <= panel["x"] + panel["width"]
        scroller = town.locator(".cg-ctw-scroller")
        assert scroller.evaluate("b => b.scrollWidth <= b.clientWidth + 1")
        assert scroller.bounding_box()["x"] >= panel["x"]
        box = scroller.bounding_box()
        assert box["x"] + box["width"] <= panel["x"] + panel["width"]
        # scrolling down past the town before a square is tapped (the focus left in the
        # name, as a reviewer did): the pad is over none of its squares (kept at the bottom
        # as soon as the board came in, it hid the first rows; kept once the first row was
        # above it, rows 4 to 6)
        tap(page, town.locator("input.cg-name"))
        assert town.evaluate(PAD_OVER_SQUARES_WHILE_SCROLLING) == []
        # a tap into the town's first row near the screen's bottom: the row is in sight,
        # clear of the pad, and the pad's keys are on the screen to be tapped
        page.evaluate(
            "t => { const r = t.querySelector('.cg-ctw-btn').getBoundingClientRect();"
            " window.scrollBy({top: r.top - (innerHeight - 160), behavior: 'instant'}); }",
            town.element_handle(),
        )
        next_frames(page)
        tap(page, cell(town, 0, 0))
        next_frames(page)
        assert chosen(town) == [[0, 0]]
        seen = town.evaluate(FIRST_ROW_AND_PAD)
        assert seen["row_bottom"] <= seen["pad_top"] and seen["keys_bottom"] <= seen["screen"], seen
        cdp = ctx.new_cdp_session(page)
        grid = town.locator(".cg-ctw-grid").element_handle()
        to_grid = "g => g.scrollIntoView({block: 'start', behavior: 'instant'})"
        page.evaluate(to_grid, grid)
        next_frames(page)
        # a swipe that starts on the grid scrolls the page, up and back down, and leaves
        # the territory chosen as it was (the grid is most of the screen: it must not
        # trap the page)
        before = chosen(town)
        for way in (-1, 1):
            top = page.evaluate("() => scrollY")
            x, y = town.evaluate(IN_SIGHT)
            page.evaluate(SCROLL_WATCH)
            swipe(cdp, [(x, y), (x, y + way * 40), (x, y + way * 100), (x, y + way * 160)])
            page.wait_for_function(SCROLL_DONE)
            calm(page)
            moved = page.evaluate("() => scrollY") - top
            assert moved * way < -100, f"the page moved {moved} px under a swipe of {way * 160} px"
            assert chosen(town) == before
        # one swipe brings the grid under the site's header (counted)
        page.evaluate(to_grid, grid)
        gestures += 1
        next_frames(page)
        # the town in reading order, as a person reads it off the table: a territory
        # tapped where the next one is not the one chosen already, two alike side by
        # side dragged over, then the pad's key; each where it is on the screen, and
        # after each gesture the territories chosen are in sight, clear of the pad
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
                    squares = [cell(town, x + i, y) for i in range(run)]
                    assert all(square.evaluate(THUMB)["clear"] for square in squares)
                    touch_drag(cdp, [centre(square) for square in squares])
                    gestures += 1
                    next_frames(page)
                    assert chosen(town) == [[x + i, y] for i in range(run)]
                elif chosen(town) != [[x, y]]:
                    press(cell(town, x, y))
                    assert chosen(town) == [[x, y]]
                assert_chosen_in_sight(town)
                press(key(town, kinds[x]))
                assert_chosen_in_sight(town)
                x += run
        assert gestures <= 40, gestures
        assert record_grid(page) == TOWN
        settle(page)
        # whole columns fill the grid's box: none shows only a sliver at its edge (the
        # empty column a town grows into showed one, "cut off", to a reviewer)
        assert town.evaluate(SLIVERS) == []
        record = checker.state()
        assert record["bonus"] == GOALS and native(record)["players"][0]["total"] > 0
        checker.check_against_native()
        # right under the grid, in Italian: what the stars and the faded territories mean
        legend = town.locator(".cg-ctw-legend")
        starred = town.locator(".cg-ctw-grid .cg-ctw-cell.cg-hl").count()
        assert town.locator(".cg-ctw-grid .cg-ctw-cell.cg-dim").count() > 0
        assert legend.locator(".cg-ctw-scores").inner_text() == t(lang, "ctw_hl_note", n=starred)
        assert legend.locator(".cg-ctw-faded").inner_text() == t(lang, "ctw_faded_terrains")
        seen = legend.evaluate(
            """(p, grid) => { const l = p.getBoundingClientRect(), g = grid.getBoundingClientRect(),
                pad = p.parentNode.querySelector('.cg-ctw-pad').getBoundingClientRect();
                return {gap: l.top - g.bottom, clear: l.bottom <= pad.top && l.top >= 0}; }""",
            grid,
        )
        assert 0 <= seen["gap"] <= 60 and seen["clear"], seen
        # a finger that rests a moment on the empty eighth column, then goes down it, fast
        # over rows 2 and 3: every territory passed is chosen, and the page does not scroll
        top = page.evaluate("() => scrollY")
        points = [centre(cell(town, 7, 0)), centre(cell(town, 7, 1)), centre(cell(town, 7, 4))]
        assert cell(town, 7, 4).evaluate(THUMB)["clear"]
        touch(cdp, "touchStart", points[0])
        page.wait_for_function(
            "e => e.classList.contains('cg-held')", arg=cell(town, 7, 0).element_handle()
        )
        for point in points[1:]:
            touch(cdp, "touchMove", point)
        touch(cdp, "touchEnd")
        next_frames(page)
        assert page.evaluate("() => scrollY") == top
        assert chosen(town) == [[7, y] for y in range(5)]
        assert_chosen_in_sight(town)
        thumb(page, key(town, "water:wagon"))
        calm(page)
        assert [row.split()[7] for row in record_grid(page)[:5]] == ["water:wagon"] * 5
        # a long press on a territory clears it: the finger rests until the page marks it
        # to be cleared, and is lifted
        touch(cdp, "touchStart", centre(cell(town, 7, 1)))
        page.wait_for_function(
            "e => e.classList.contains('cg-clearing')", arg=cell(town, 7, 1).element_handle()
        )
        assert not empty(town, 7, 1, lang)
        touch(cdp, "touchEnd")
        calm(page)
        assert empty(town, 7, 1, lang) and not empty(town, 7, 2, lang)
        # Undo: the long press, then the column, which is chosen again to be filled anew
        undo = town.locator(".cg-ctw-undo")
        assert undo.inner_text() == t(lang, "ctw_undo")
        thumb(page, undo)
        calm(page)
        assert not empty(town, 7, 1, lang)
        thumb(page, undo)
        calm(page)
        assert all(empty(town, 7, y, lang) for y in range(5))
        assert chosen(town) == [[7, y] for y in range(5)]
        assert_chosen_in_sight(town)
        assert record_grid(page) == TOWN
        # the grid scrolled down to the screen's lower half: the pad is pinned at the bottom
        # of the screen, over the rest of the board; a tap on a territory in sight brings
        # it, and the line saying which, clear of the pad, and the totals bar, if shown, is
        # neither under the pad nor over it
        page.evaluate(
            "g => scrollBy({top: g.getBoundingClientRect().top - innerHeight * 0.45,"
            " behavior: 'instant'})",
            grid,
        )
        next_frames(page)
        press(cell(town, 0, 0))
        next_frames(page)
        assert chosen(town) == [[0, 0]]
        under = town.evaluate(UNDER_PAD)
        assert under["pinned"] and under["hidden"] == [], under
        # a tap beside the grid (its line) leaves it: the totals bar is back, and the pad,
        # still pinned, sits above it: neither covers the other
        thumb(page, town.locator(".cg-ctw-here"))
        page.wait_for_function(
            "() => !document.querySelector('.cg-totals-bar').classList.contains('cg-aside')"
        )
        next_frames(page)
        under = town.evaluate(UNDER_PAD)
        assert under["pinned"] and under["barShown"], under
        assert "the totals bar" not in under["hidden"], under
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
        # the help names the mouse's ways: a right-click clears (no "long press" at a desk)
        assert town.locator(".cg-ctw-help").inner_text() == t(lang, "ctw_paint_help_mouse")
        # each row named down the grid's side, beside its row, as the columns are on top
        assert town.locator(".cg-ctw-rownames > span").all_inner_texts() == [
            str(y + 1) for y in range(town.locator(".cg-ctw-grid").evaluate(ROWS))
        ]
        assert town.evaluate(ROW_NAMES_BESIDE)
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
        assert_chosen_in_sight(town)  # the next territory, clear of the pad
        assert_pad_targets_a_finger_wide(town)  # a touch screen's finger too
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
        assert_chosen_in_sight(town)
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
        # a right-click clears a territory too; Undo brings it back
        cell(town, 2, 1).click(button="right")
        calm(page)
        assert cell(town, 2, 1).get_attribute("aria-label").endswith(t(lang, "ctw_empty"))
        town.locator(".cg-ctw-undo").click()
        next_frames(page)
        assert cell(town, 2, 1).get_attribute("aria-label").endswith(desert_gun)
        # a town but no goals yet: a fault to fix, and still no winner
        settle(page)
        assert page.locator(stars).count() == 0
        # the goals ticked: player 1 leads, but player 2 has entered nothing yet
        goals = page.locator(".cg-form > .cg-pick")
        for goal in GOALS:
            goals.locator(f'input[value="{goal}"]').focus()
            page.keyboard.press("Space")
        settle(page)
        name = town.locator("input.cg-name").evaluate(SHOWN_NAME)
        # the painter's cards leave out the goals' cards, as the town laid card by card does
        town.locator(".cg-ctw-which").click()
        stamps = town.locator(".cg-ctw-stamp .cg-ctw-card:not([hidden])")
        offered = stamps.evaluate_all("all => all.map(b => b.dataset.card)")
        assert offered == [c["id"] for c in CARDS if c["back"]["goal"] not in GOALS]
        town.locator(".cg-ctw-which").click()
        assert page.locator(stars).count() == 0
        assert page.get_attribute("[data-ahead]", "data-ahead") == name
        other = page.locator(".cg-form .cg-player").nth(1)
        said = t(lang, "nothing_entered", names=other.locator("input.cg-name").evaluate(SHOWN_NAME))
        assert page.locator(".cg-results .cg-provisional").all_inner_texts() == [said]
        # a territory of player 2's town: every player has entered something, and player
        # 1, the larger town, wins, starred
        key(other, "snow:gun").focus()
        page.keyboard.press("Enter")
        settle(page)
        assert page.get_attribute("[data-winners]", "data-winners") == name
        winner = page.locator(".cg-score.cg-winner")
        assert winner.count() == 1 and winner.locator(".cg-pname").inner_text() == name
        # right under the grid: what the stars mean; nothing is faded (one group of
        # each terrain), and the legend says nothing of faded territories
        legend = town.locator(".cg-ctw-legend")
        starred = town.locator(".cg-ctw-grid .cg-ctw-cell.cg-hl").count()
        assert starred == 5 and legend.is_visible()
        assert legend.locator(".cg-ctw-scores").inner_text() == t(lang, "ctw_hl_note", n=starred)
        assert not legend.locator(".cg-ctw-faded").is_visible()
        # one goal highlighted: its 2 territories starred, the rest faded, and said so
        goal = next(r["name"][lang] for r in DATA["scoring"] if r["id"] == "badlands")
        town.locator(".cg-ctw-hlsel").select_option("badlands")  # (the browser draws its list)
        assert legend.locator(".cg-ctw-scores").inner_text() == t(lang, "ctw_hl_note", n=2)
        assert legend.locator(".cg-ctw-faded").inner_text() == t(lang, "ctw_faded_goal", goal=goal)
        assert errors == []
    finally:
        ctx.close()
