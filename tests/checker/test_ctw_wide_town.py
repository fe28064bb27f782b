"""Circle the Wagons' painter with a town wider than a phone's screen.

A reviewer found the grid silently capped at 15 x 15: a card laid at its edge lost
territories, and a town 16 territories wide and 2 high could not be entered. On a
390x844 phone with touch, in German: a town of 16 x 2 is entered with taps. A row of 8
leaves the grid the 8 columns the screen shows whole (an empty 9th out of sight was taken
for a column cut off), with "+ column" under its edge, whose one tap takes the row on;
past the screen the grid grows a column as each territory reaches its edge, and scrolls
sideways in its own box under a line that says which columns are in view (◀ ▶ and a
swipe along the column numbers scroll it); the territory chosen next is always in view;
a card laid past the edge grows the grid and keeps all four territories; a grid at its
largest (32 columns) says so when asked for another column. The page scores the town as
``cardgen score`` does.

About 40 taps (one journey, ~8 s; more on a loaded host): a town as wide as the finding's
is the point."""

from __future__ import annotations

import pytest
from browsing import PHONE, calm, next_frames
from browsing import tap_centre as tap
from checker_pages import Page, link
from ctw_hands import (
    CARD_FACES,
    CARD_ROWS,
    COLUMNS_SEEN,
    SLIVERS,
    assert_chosen_in_sight,
    assert_line_says_what_is_in_view,
    assert_pad_targets_a_finger_wide,
    cell,
    centre,
    chosen,
    key,
    record_grid,
    swipe,
    thumb,
)
from games import checker_games
from journeys import t

from cardgen.model import game_data, load_game

pytestmark = pytest.mark.skipif(
    "circle-the-wagons" not in [g.id for g in checker_games()], reason="no checker"
)
LANG = "de"
GOALS = ["cool-water", "badlands", "one-too-many"]
WIDE = 16
KIND = "desert:gun"
CARDS = {
    card["id"]: card["front"]["territories"]
    for component in game_data(load_game("circle-the-wagons"))["components"]
    if component["id"] == "cards"
    for card in component["items"]
}
"""Each of our cards' four territories as printed (top-left, top-right, bottom-left,
bottom-right)."""

IN_BOX = """square => {
  const box = square.closest('.cg-ctw-scroller').getBoundingClientRect();
  const b = square.getBoundingClientRect();
  const x = b.left + b.width / 2, y = b.top + b.height / 2;
  return b.left >= box.left - 1 && b.right <= box.right + 1
    && square.contains(document.elementFromPoint(x, y));
}"""
"""Whether the square is whole inside the grid's scrolling box, and nothing lies over its
centre on the screen."""


def assert_eight_columns_whole_and_one_more_offered(page, town) -> None:
    """A row of 8 territories on a phone: the grid is those 8 columns, inside the player's
    panel, not scrolling, with no line about columns out of view (it grew a 9th, empty,
    out of sight: "Columns 1-8 of 9", a sliver of it cut off at the edge); "+ column"
    shows right under it, inside the panel, to be tapped where it is."""
    assert town.locator(".cg-ctw-ruler span").count() == 8
    assert not town.locator(".cg-ctw-wide").is_visible()
    assert town.locator(".cg-ctw-scroller").evaluate("b => b.scrollWidth <= b.clientWidth + 1")
    assert town.evaluate(SLIVERS) == []
    panel = town.bounding_box()
    last = cell(town, 7, 0).bounding_box()
    assert last["x"] + last["width"] <= panel["x"] + panel["width"]
    grow = town.locator(".cg-ctw-grow")
    assert grow.is_visible() and grow.inner_text() == t(LANG, "ctw_add_col")
    box = grow.bounding_box()
    assert panel["x"] <= box["x"] and box["x"] + box["width"] <= panel["x"] + panel["width"]
    grid = town.locator(".cg-ctw-grid").bounding_box()
    assert 0 <= box["y"] - (grid["y"] + grid["height"]) <= 40


def fill_row(page, town, y: int) -> None:
    """Each territory of row ``y`` filled by the pad's key, the next chosen by itself; the
    chosen one is in view in the grid's box after each tap."""
    for x in range(WIDE):
        if chosen(town) != [[x, y]]:
            # the first row ended where the grid first ended (8 columns, as many as the
            # screen shows whole): the next row's first is chosen, and one tap on "+
            # column" takes the row on
            assert (x, y) == (8, 0) and chosen(town) == [[0, 1]], chosen(town)
            assert_eight_columns_whole_and_one_more_offered(page, town)
            thumb(page, town.locator(".cg-ctw-grow"))
            next_frames(page)
        assert chosen(town) == [[x, y]]
        assert cell(town, x, y).evaluate(IN_BOX), f"column {x + 1} chosen but not in view"
        thumb(page, key(town, KIND))
        next_frames(page)


def test_a_town_wider_than_a_phone_is_entered_whole_and_its_grid_scrolls_sideways(browser, server):
    widest = ". " * 31 + "snow:gun"
    record = {
        "game": "circle-the-wagons",
        "bonus": GOALS,
        "players": [{"name": "Jonas", "grid": []}, {"name": "Mia", "grid": [widest]}],
    }
    ctx = browser.new_context(**PHONE)
    checker = Page(ctx, server, "circle-the-wagons", LANG).open(link(record))
    page = checker.page
    try:
        town = page.locator(".cg-form .cg-player").first
        hint = town.locator(".cg-ctw-wide")
        # 8 columns fit the screen: no line about columns out of view, and no "+ column"
        # while the town does not reach the grid's edge
        assert not hint.is_visible()
        assert not town.locator(".cg-ctw-grow").is_visible()
        tap(page, cell(town, 0, 0))
        assert_pad_targets_a_finger_wide(town)  # the keys, Clear, Undo and Cards
        in_board = (
            "c => c.getBoundingClientRect().top"
            " - c.closest('.cg-ctw-board').getBoundingClientRect().top"
        )
        before = cell(town, 0, 0).evaluate(in_board)
        fill_row(page, town, 0)
        # the grid grew with the town, a column past its last territory, and scrolls
        assert town.locator(".cg-ctw-ruler span").count() == WIDE + 1
        assert hint.is_visible()
        # the line appeared under the grid: no square moved under the finger
        assert cell(town, 0, 0).evaluate(in_board) == before
        assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
        assert_line_says_what_is_in_view(town, LANG)
        # back to the first column with ◀, a tap at a time, the line following
        left = hint.get_by_role("button", name=t(LANG, "ctw_pan_left"), exact=True)
        for _ in range(5):
            if left.is_disabled():
                break
            tap(page, left)
            next_frames(page)
            assert_line_says_what_is_in_view(town, LANG)
        assert left.is_disabled() and town.evaluate(COLUMNS_SEEN)[0] == 1
        assert town.evaluate(SLIVERS) == []  # 8 whole columns, none cut at the right
        tap(page, cell(town, 0, 1))
        fill_row(page, town, 1)
        # the second row ends where the first does: the next row's first is chosen, not a
        # 17th column of the grid's margin
        assert chosen(town) == [[0, 2]]
        assert record_grid(page) == [" ".join([KIND] * WIDE)] * 2
        assert town.evaluate(COLUMNS_SEEN)[0] == 1 and cell(town, 0, 2).evaluate(IN_BOX)
        # ▶ shows the columns further right; a swipe to the right along the column numbers
        # scrolls the grid back
        right = hint.get_by_role("button", name=t(LANG, "ctw_pan_right"), exact=True)
        tap(page, right)
        next_frames(page)
        assert town.evaluate(COLUMNS_SEEN)[0] > 1
        assert town.evaluate(SLIVERS) == []  # ▶ moves by whole columns
        assert_line_says_what_is_in_view(town, LANG)
        before = town.evaluate(COLUMNS_SEEN)
        # (along the numbers' strip where it is on the screen: the box's middle)
        x = centre(town.locator(".cg-ctw-scroller"))[0]
        y = centre(town.locator(".cg-ctw-ruler"))[1]
        scrolled = town.locator(".cg-ctw-scroller").evaluate("b => b.scrollLeft")
        swipe(ctx.new_cdp_session(page), [(x - 90, y), (x - 30, y), (x + 30, y), (x + 90, y)])
        page.wait_for_function(
            "n => document.querySelector('.cg-form .cg-player .cg-ctw-scroller').scrollLeft < n",
            arg=scrolled,
        )
        next_frames(page)
        assert town.evaluate(COLUMNS_SEEN)[0] < before[0]
        assert_line_says_what_is_in_view(town, LANG)
        # ▶ to the last column, and card #01 laid on it, past the town: the grid grows to
        # hold the card whole
        for _ in range(5):
            if right.is_disabled():
                break
            tap(page, right)
            next_frames(page)
        assert right.is_disabled() and cell(town, WIDE, 0).evaluate(IN_BOX)
        tap(page, cell(town, WIDE, 0))
        assert chosen(town) == [[WIDE, 0]]
        # the cards, in the pad in place of its keys: the grid stays in sight above them
        # (they were listed below the pad, out of sight of the square they went on)
        switch = town.locator(".cg-ctw-which")
        assert switch.inner_text() == t(LANG, "ctw_pad_cards")
        thumb(page, switch)
        next_frames(page)
        assert switch.inner_text() == t(LANG, "ctw_pad_keys")
        assert not town.locator(".cg-ctw-keys").is_visible()
        assert_chosen_in_sight(town)
        assert_cards_told_apart(town, turned=False)
        assert_pad_targets_a_finger_wide(town)
        thumb(page, town.locator('.cg-ctw-card[data-card="card-01"]'))
        calm(page)
        grid = record_grid(page)
        assert [row.split()[WIDE:] for row in grid] == [
            ["forest:cattle", "plains:bottle"],
            ["desert:bottle", "forest:pickaxe"],
        ]
        checker.check_against_native()
        # a swipe up the cards scrolls them by whole rows, never stopping on half a row;
        # "turned 180°" turns their pictures: what is drawn is what a tap lays
        list_scrolled_by_a_swipe(page, ctx, town)
        thumb(page, town.locator(".cg-ctw-turn label"))
        assert_cards_told_apart(town, turned=True)
        # Mia's town already spans the largest grid: another column is refused, in words
        mia = page.locator(".cg-form .cg-player").nth(1)
        tap(page, mia.get_by_role("button", name=t(LANG, "ctw_add_col"), exact=True))
        note = mia.locator(".cg-ctw-note")
        assert note.is_visible()
        assert note.inner_text() == t(LANG, "ctw_no_room", most=32)
        assert mia.locator(".cg-ctw-ruler span").count() == 32
        assert checker.errors == []
    finally:
        ctx.close()


def assert_cards_told_apart(town, turned: bool) -> None:
    """The pad's list shows two whole rows of cards and no part of another (a reviewer saw
    a row cut in half), on the screen; each card seen shows, as printed, in each quarter
    its territory: the terrain drawn, its letters as the grid's squares show them, and its
    icon, large enough to read (a reviewer told 40 px pictures without words apart by
    their numbers alone); turned 180°, in the order a tap lays them."""
    rows = town.evaluate(CARD_ROWS)
    assert rows["onScreen"] and rows["part"] == [], rows
    # two rows of three on a phone (the pad's buttons beside them)
    assert rows["rows"] == 2 and len(rows["whole"]) == 6, rows
    faces = town.evaluate(CARD_FACES)
    assert [face["card"] for face in faces] == rows["whole"]
    for face in faces:
        printed = CARDS[face["card"]]
        territories = printed[::-1] if turned else printed
        assert face["number"] == face["card"].removeprefix("card-")
        assert [q["terrain"] for q in face["quarters"]] == [t["terrain"] for t in territories]
        for quarter, territory in zip(face["quarters"], territories, strict=True):
            letters = town.locator(
                f'.cg-ctw-key[data-terrain="{territory["terrain"]}"] .cg-ctw-t'
            ).first.get_attribute("data-abbr")
            assert quarter["letters"] == letters, (face["card"], quarter)
            assert quarter["letters_px"] >= 9.5 and quarter["icon_px"] >= 14, quarter
            assert quarter["side"] >= 34, quarter


LIST_SCROLL_END = """town => { const list = town.querySelector('.cg-ctw-cards');
  window.__cgListEnd = false;
  list.addEventListener('scrollend', () => { window.__cgListEnd = true; }, {once: true}); }"""


def list_scrolled_by_a_swipe(page, ctx, town) -> None:
    """A finger's swipe up the pad's list of cards: it scrolls, and comes to rest on whole
    rows, the page where it was."""
    before = town.evaluate(CARD_ROWS)["whole"]
    page_at = page.evaluate("() => scrollY")
    x, y = centre(town.locator(".cg-ctw-cards"))
    town.evaluate(LIST_SCROLL_END)
    swipe(ctx.new_cdp_session(page), [(x, y + 50), (x, y + 10), (x, y - 30), (x, y - 60)])
    page.wait_for_function("() => window.__cgListEnd")
    next_frames(page)
    rows = town.evaluate(CARD_ROWS)
    assert rows["part"] == [] and rows["rows"] == 2 and len(rows["whole"]) == 6, rows
    assert rows["whole"] != before
    assert page.evaluate("() => scrollY") == page_at
