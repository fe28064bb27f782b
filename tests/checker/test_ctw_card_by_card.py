"""Circle the Wagons' towns entered card by card, as a person at the table does it.

A reviewer on a phone found the card-by-card mode hard to use: x and y boxes of 0-based
numbers that meant nothing at the table (and brought up the number keys over the town),
the page jumping back to the card list after each card, squares of the town drawn larger
than their cells, a town scrolling sideways with no word of it, and the other player's
cards offered too. A later one, in German: the column and row numbers changed after the
first card (the grid grows a margin all round), the card was picked from a text drop-down
cut off at 390 px with no picture of it, the picker jumped to the next number after each
card as if that were the card played next, the "turned 180°" box and Turn/Remove were
small targets, and at 1280 px with a mouse the help said "tap".

Now, in German on a 390x844 phone with touch and in French at 1280 px with a mouse: no
number box; the cards are pictures as printed, each a finger's target, all within the
screen's width, with nothing chosen until the person taps one; the card chosen is shown
(turned as it will be laid) before it is laid; the first card is placed with one button,
the next ones beside the last card (→, ↑) or by tapping the square where their top-left
territory goes; after each the button or square tapped stays where it was under the
finger, no card is chosen, and the card laid is offered no more; a square keeps its name
(its label, the strip of column numbers, the list's words) however the town grows; every
control is 44 px tall on the phone; the help names the hand at work (tap, or click); a
town wider than the screen says which columns are in view; a card that does not touch the
town is a fault said under the town, in sight, until it is removed; the other player is
offered no card already placed. The page scores the towns as ``cardgen score`` does.

Two journeys of about 20 taps each (~5 s each): the phone's, and the same at 1280 px."""

from __future__ import annotations

import pytest
from browsing import PHONE, calm, next_frames
from browsing import tap_centre as tap
from checker_pages import Page, as_sentence, link, native
from ctw_builder import (
    BAR_SHOWN,
    CARD_IN_SIGHT,
    CELLS_FIT,
    FACE,
    HERE_TEXTS,
    HIGH_ON_SCREEN,
    IN_SIGHT,
    MINUS,
    MOUSE,
    PICTURES,
    SMALL_TARGETS,
    STILL,
    TOWN_IN_VIEW,
    UNDER_THE_BAR,
    WHERE_THE_BAR_COMES,
    axis,
    chosen,
    offered,
    placed,
    shown,
    top,
)
from ctw_hands import ROW_NAMES_BESIDE, assert_line_says_what_is_in_view, thumb
from games import checker_games
from journeys import data_of, t

pytestmark = pytest.mark.skipif(
    "circle-the-wagons" not in [g.id for g in checker_games()], reason="no checker"
)
GOALS = ["cool-water", "badlands", "one-too-many"]
CARDS = next(c for c in data_of("circle-the-wagons")["components"] if c["id"] == "cards")["items"]
IN_PLAY = [c["id"] for c in CARDS if c["back"]["goal"] not in GOALS]
"""The cards a town may hold in a game of these goals, in the cards' order."""


@pytest.mark.parametrize(("lang", "size"), [("de", PHONE), ("fr", MOUSE)])
def test_cards_are_placed_beside_the_last_or_on_a_square_and_the_page_stays_put(
    browser, server, lang, size
):
    record = {
        "game": "circle-the-wagons",
        "bonus": GOALS,
        "players": [{"name": "Anna", "town": []}, {"name": "Ben", "town": []}],
    }
    ctx = browser.new_context(**size)
    checker = Page(ctx, server, "circle-the-wagons", lang).open(link(record))
    page = checker.page
    phone = size is PHONE

    def press(locator) -> None:
        """A finger's tap (the thing scrolled to the middle of the screen first, as a
        person scrolls to it), or a mouse's click."""
        if phone:
            tap(page, locator)
        else:
            locator.click()

    def press_in_place(locator) -> None:
        """A finger's tap where the thing is on the screen now, or a mouse's click."""
        if phone:
            thumb(page, locator)
        else:
            locator.click()

    def card_no(i: int) -> str:
        return shown(IN_PLAY[i], lang)

    try:
        anna = page.locator(".cg-form .cg-player").first
        picker = anna.locator(".cg-ctw-picker")
        # no number to type: the phone's number keys never come up over the town
        assert anna.locator("input[type=number]").count() == 0
        assert anna.locator(".cg-ctw select").count() == 1  # (the goals' highlight only)
        # the help names the hand at work: a finger taps, a mouse clicks
        help_words = anna.locator(".cg-ctw-townhelp").inner_text()
        assert help_words == t(lang, "ctw_town_help" if phone else "ctw_town_help_mouse")
        # the cards as printed, each a target, within the screen; none chosen
        assert offered(anna) == IN_PLAY
        assert chosen(anna) == []
        # the cards left out are named, and why (a reviewer missing three thought them lost)
        left_out = anna.locator(".cg-ctw-leftout").inner_text()
        before, _ = t(lang, "ctw_left_out", cards="\0").split("\0")
        goal_cards = [c["id"] for c in CARDS if c["back"]["goal"] in GOALS]
        assert left_out.startswith(before) and len(goal_cards) == 3
        assert all(shown(card, lang) in left_out for card in goal_cards), left_out
        assert anna.locator(".cg-ctw-chosenwords").inner_text() == t(lang, "ctw_none_chosen")
        pictures = picker.evaluate(PICTURES)
        assert [p["no"] for p in pictures] == [c.replace("card-", "") for c in IN_PLAY]
        for p in pictures:
            assert p["w"] >= 44 and p["h"] >= 44, p
            assert p["cells"] == 4 and p["icons"] == 4 and p["letters"] == 4, p
        if phone:
            assert all(p["left"] >= 0 and p["right"] <= 390 for p in pictures)
            assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
        # an empty town's squares have no names yet: the first card names them (column 1,
        # row 1), wherever it is laid (a first card laid at "−2" had a reader ask where 0 was)
        names = anna.locator(".cg-ctw-ruler span, .cg-ctw-rownames > span")
        assert names.count() > 0 and set(names.all_inner_texts()) == {""}
        # the first card, with one button: none chosen, the page says to choose it first
        first = anna.locator(".cg-ctw-first")
        assert first.inner_text() == t(lang, "ctw_first_card")
        press(first)
        calm(page)
        assert placed(checker) == []
        assert anna.locator(".cg-ctw-note").inner_text() == t(lang, "ctw_choose_first")
        # a card chosen is shown before it is laid, turned as it will be
        card = picker.locator(f'[data-card="{IN_PLAY[0]}"]')
        press(card)
        assert chosen(anna) == [IN_PLAY[0]]
        big = anna.locator(".cg-ctw-chosenface")
        assert big.evaluate(FACE) == card.evaluate(FACE)
        assert anna.locator(".cg-ctw-chosenwords").inner_text() == t(
            lang, "ctw_chosen_card", card=card_no(0)
        )
        upright = big.evaluate(FACE)
        press(picker.locator(".cg-ctw-turn label"))
        assert picker.locator(".cg-ctw-turn input").is_checked()
        # (the card alone: the list stays as printed, where the next card is looked for)
        assert big.evaluate(FACE) != upright and card.evaluate(FACE) == upright
        assert anna.locator(".cg-ctw-chosenwords").inner_text() == t(
            lang, "ctw_chosen_card", card=f"{card_no(0)}, {t(lang, 'ctw_turned')}"
        )
        press(picker.locator(".cg-ctw-turn label"))
        assert big.evaluate(FACE) == upright
        if phone:  # the card's lower row where the totals bar comes with the first score
            grid = anna.locator(".cg-ctw-preview")
            grid.evaluate(WHERE_THE_BAR_COMES, [0, 1])
            press_in_place(first)
        else:
            press(first)
        calm(page)
        assert placed(checker) == [{"card": IN_PLAY[0], "x": 0, "y": 0, "turned": False}]
        if phone:
            assert grid.evaluate(CARD_IN_SIGHT, [0, 0]), "the first card under the bar"
        # after a card is laid nothing is chosen (the page cannot know the card played
        # next), and the card laid is offered no more
        assert chosen(anna) == [] and IN_PLAY[0] not in offered(anna)
        assert anna.locator(".cg-ctw-chosenwords").inner_text() == t(lang, "ctw_none_chosen")
        assert anna.locator(".cg-ctw-note").inner_text() == ""
        # a square's name is its own: one right of the first card and the margin's corner
        # keep theirs as the town grows
        grid = anna.locator(".cg-ctw-preview")
        early = {(3, 0): None, (-2, -2): None}
        for x, y in early:
            named = t(lang, "ctw_place_at", x=axis(x), y=axis(y))
            square = grid.locator(f'[data-x="{x}"][data-y="{y}"]')
            assert square.get_attribute("aria-label") == named
            early[x, y] = (square, named)
        assert grid.locator(".cg-ctw-btn").first.get_attribute("aria-label") == t(
            lang, "ctw_place_at", x=f"{MINUS}2", y=f"{MINUS}2"
        )
        # beside the last card: → then ↑; the row of arrows stays under the finger (↑
        # adds rows to the town above it)
        row = anna.locator(".cg-ctw-next").first
        beside = row.locator(".cg-ctw-beside")
        # right under the cards, above the town: choosing a card and laying it beside the
        # last one need no scroll between them (they were 800 px apart on the phone)
        gap = top(row) - (top(picker) + picker.bounding_box()["height"])
        assert 0 <= gap < 60 and top(row) < top(grid), gap
        assert beside.inner_text() == t(lang, "ctw_beside", card=card_no(0))
        for n, (way, key, at) in enumerate(
            [("right", "ctw_go_right", (2, 0)), ("above", "ctw_go_up", (2, -2))], 1
        ):
            press(picker.locator(f'[data-card="{IN_PLAY[n]}"]'))
            # while a card is chosen the totals bar steps aside (the town's lowest rows
            # were under it), and it is back once the card is laid
            assert page.evaluate(BAR_SHOWN) is (False if phone else None), "the bar over the town"
            button = row.locator(f'.cg-ctw-way[data-way="{way}"]')
            assert button.inner_text().replace("\n", " ") == t(lang, key)
            row.evaluate(HIGH_ON_SCREEN)  # (the town under the arrows in sight)
            before = top(row)
            press_in_place(button)
            calm(page)
            assert abs(top(row) - before) < STILL, f"the arrows moved after {way}"
            assert page.evaluate(BAR_SHOWN) is (True if phone else None), "the bar not back"
            assert (placed(checker)[n]["x"], placed(checker)[n]["y"]) == at
            assert chosen(anna) == [] and IN_PLAY[n] not in offered(anna)
        # the town grew up and right: the squares keep their names, and their columns'
        # numbers (the grid's first row is another now)
        for square, named in early.values():
            assert square.get_attribute("aria-label").startswith(named)
        x0, y0 = grid.locator(".cg-ctw-btn").first.evaluate(
            "b => [Number(b.dataset.x), Number(b.dataset.y)]"
        )
        assert (x0, y0) == (-2, -4)
        square = grid.locator('[data-x="4"][data-y="0"]')
        named = t(lang, "ctw_place_at", x=axis(4), y=axis(0))
        assert square.get_attribute("aria-label") == named
        ruler = anna.locator(".cg-ctw-ruler span")
        assert ruler.nth(4 - x0).inner_text() == axis(4)
        assert ruler.nth(0).inner_text() == f"{MINUS}2"
        # the rows are named down the side, each beside its row: the first is the margin's
        # −2 of the town grown up (a reader counting rows from the top tapped too high)
        rows = anna.locator(".cg-ctw-rownames > span").all_inner_texts()
        assert rows[0] == axis(y0) and rows[-y0] == axis(0), rows
        assert rows == [axis(y) for y in range(y0, y0 + len(rows))]
        assert anna.evaluate(ROW_NAMES_BESIDE)
        # the list says where each lies, beside which card
        items = anna.locator(".cg-ctw-list li")
        assert items.nth(0).inner_text().startswith(f"{card_no(0)} {t(lang, 'ctw_first')}")
        assert (
            items.nth(1)
            .inner_text()
            .startswith(f"{card_no(1)} {t(lang, 'ctw_rel_right', card=card_no(0))}")
        )
        assert (
            items.nth(2)
            .inner_text()
            .startswith(f"{card_no(2)} {t(lang, 'ctw_rel_above', card=card_no(1))}")
        )
        # a square tapped, right of the second card: the card lies there, the square stays
        # under the finger, and the list names it as its label did
        press(picker.locator(f'[data-card="{IN_PLAY[3]}"]'))
        press(square)
        calm(page)
        assert (placed(checker)[3]["x"], placed(checker)[3]["y"]) == (4, 0)
        # a town of 6 columns, which fits the box: all its columns in view (the margin's
        # two columns at the left pushed its last past the phone's edge)
        assert anna.locator(".cg-ctw-scroller").evaluate(TOWN_IN_VIEW, [0, 5])
        told = f"{card_no(3)} {t(lang, 'ctw_cell', x=axis(4), y=axis(0))}"
        assert items.nth(3).inner_text().startswith(told)
        press(picker.locator(f'[data-card="{IN_PLAY[4]}"]'))
        square.scroll_into_view_if_needed()
        before = top(square)
        press_in_place(square)  # the next card on the same square: covering the one there
        calm(page)
        assert abs(top(square) - before) < STILL
        assert (
            items.nth(4)
            .inner_text()
            .startswith(f"{card_no(4)} {t(lang, 'ctw_rel_on', card=card_no(3))}")
        )
        # every square as large as its cell; a town wider than the box says which columns
        # are in view (the phone), none is said where all fit
        assert grid.evaluate(CELLS_FIT)
        for n in (5, 6):
            press(picker.locator(f'[data-card="{IN_PLAY[n]}"]'))
            if n == 5:  # (turned 180°)
                press(picker.locator(".cg-ctw-turn label"))
            right = row.locator('.cg-ctw-way[data-way="right"]')
            last = placed(checker)[-1]
            if phone:  # the card's lower row where it goes under the totals bar: it comes up
                grid.evaluate(UNDER_THE_BAR, [last["x"] + 2, last["y"] + 1])
            press_in_place(right)
            calm(page)
            at = placed(checker)[n]
            if phone:
                assert grid.evaluate(CARD_IN_SIGHT, [at["x"], at["y"]]), f"card {n} not in sight"
                assert right.evaluate(IN_SIGHT), "the arrows left the screen"
        # a turned card is listed as it lies, as its squares show it (its printed order,
        # top-left first, read the other way round)
        at = placed(checker)[5]
        assert at["turned"]
        lying = [
            grid.locator(f'[data-x="{at["x"] + dx}"][data-y="{at["y"] + dy}"]')
            .get_attribute("aria-label")
            .rsplit(" (", 1)[1]
            .rstrip(")")
            .replace(", ", "/")
            for dx, dy in ((0, 0), (1, 0), (0, 1), (1, 1))
        ]
        assert lying != lying[::-1]
        assert items.nth(5).locator("span").first.inner_text().endswith(", ".join(lying))
        assert grid.evaluate(CELLS_FIT)
        # later cards laid: the fourth card's words and the squares' names are as they were
        assert items.nth(3).inner_text().startswith(told)
        for square_then, named_then in [(square, named), *early.values()]:
            assert square_then.get_attribute("aria-label").startswith(named_then)
        scroller = anna.locator(".cg-ctw-scroller")
        wider = scroller.evaluate("b => b.scrollWidth > b.clientWidth + 1")
        assert wider or not phone
        assert anna.locator(".cg-ctw-wide").is_visible() == wider
        if wider:
            assert_line_says_what_is_in_view(anna, lang)
            for pan in anna.locator(".cg-ctw-pan").all():  # (◀ ▶: a finger's 44 × 44)
                assert pan.bounding_box()["width"] >= 44 and pan.bounding_box()["height"] >= 44
        # on the phone every control of this mode is a finger's height
        if phone:
            assert anna.locator(".cg-ctw").evaluate(SMALL_TARGETS) == []
            # (and the goals' "change the choice" above the players)
            assert page.locator(".cg-pick-open").first.bounding_box()["height"] >= 44
        # a card that touches nothing: the fault under the town, in sight, until removed
        press(picker.locator(f'[data-card="{IN_PLAY[7]}"]'))
        corner = grid.locator(".cg-ctw-btn").first
        corner.scroll_into_view_if_needed()  # (the box shows the town's end, ◀ its corner)
        press(corner)
        calm(page)
        fault = anna.locator(".cg-ctw .cg-error[data-fault-slot]")
        message = native(checker.state(), lang)["error"]["message"]
        assert fault.inner_text() == as_sentence(message)
        assert fault.evaluate(IN_SIGHT)
        bad = anna.locator(".cg-ctw-list li.cg-ctw-bad")
        assert bad.count() == 1 and bad.inner_text().startswith(card_no(7))
        # the line under the town tells the square in focus, the card's corner as it lies
        said = [x for x in anna.locator(".cg-ctw-here").evaluate_all(HERE_TEXTS) if x]
        assert len(said) == 1 and "(" in said[0]
        press(bad.get_by_role("button", name=f"{t(lang, 'ctw_remove')} {card_no(7)}"))
        calm(page)
        next_frames(page)
        assert not fault.is_visible() and bad.count() == 0
        # (taken back, that square is empty: the line no longer tells what lay there)
        assert said[0] not in anna.locator(".cg-ctw-here").evaluate_all(HERE_TEXTS)
        assert IN_PLAY[7] in offered(anna)  # (removed: free again)
        # Ben is offered no card Anna placed, and none is chosen for him
        ben = page.locator(".cg-form .cg-player").nth(1)
        taken = {p["card"] for p in placed(checker)}
        assert offered(ben) == [c for c in IN_PLAY if c not in taken]
        assert chosen(ben) == []
        card = offered(ben)[2]
        press(ben.locator(f'.cg-ctw-picker [data-card="{card}"]'))
        # a first card tapped onto any square of the empty town lies at column 1, row 1
        corner = ben.locator(".cg-ctw-preview .cg-ctw-btn").first
        assert corner.get_attribute("aria-label") == t(lang, "ctw_first_card")
        press(corner)
        calm(page)
        assert placed(checker, 1) == [{"card": card, "x": 0, "y": 0, "turned": False}]
        assert card not in offered(anna)
        checker.check_against_native()
        assert checker.errors == []
    finally:
        ctx.close()
