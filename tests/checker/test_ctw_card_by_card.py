"""Circle the Wagons' towns entered card by card, as a person at the table does it.

A reviewer on a phone found the card-by-card mode hard to use: x and y boxes of 0-based
numbers that meant nothing at the table (and brought up the number keys over the town),
the page jumping back to the card list after each card, squares of the town drawn larger
than their cells, a town scrolling sideways with no word of it, and the other player's
cards offered too. Now, in Italian on a 390x844 phone with touch and in Dutch at 1280 px:
no number box; the first card is placed with one button, the next ones beside the last
card (→, ↑) or by tapping the square where their top-left territory goes; after each the
button or square tapped stays where it was under the finger and the next card is offered;
the list says where each card lies in the reader's words (beside which card, or the
column and row the town's strip of numbers shows); every square is as large as its cell;
a town wider than the screen says which columns are in view; a card that does not touch
the town is a fault said under the town, in sight, until it is removed; the other
player is offered no card already placed. The page scores the towns as ``cardgen
score`` does.

Two journeys of about 15 taps each (~4 s each): the phone's, and the same at 1280 px."""

from __future__ import annotations

import pytest
from browsing import DESKTOP, PHONE, calm, next_frames
from browsing import tap_centre as tap
from checker_pages import Page, as_sentence, link, native
from ctw_hands import assert_line_says_what_is_in_view, thumb
from games import checker_games
from journeys import data_of, t

pytestmark = pytest.mark.skipif(
    "circle-the-wagons" not in [g.id for g in checker_games()], reason="no checker"
)
GOALS = ["cool-water", "badlands", "one-too-many"]
CARDS = next(c for c in data_of("circle-the-wagons")["components"] if c["id"] == "cards")["items"]
IN_PLAY = [c["id"] for c in CARDS if c["back"]["goal"] not in GOALS]
"""The cards a town may hold in a game of these goals, in the cards' order."""

STILL = 1.5
"""How far (px) a thing tapped may move on the screen while the town is drawn anew."""

IN_SIGHT = """e => {
  const b = e.getBoundingClientRect();
  const header = document.querySelector('.md-header').getBoundingClientRect();
  const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
  return b.top >= header.bottom && b.bottom <= innerHeight && e.contains(hit);
}"""
"""Whether the element is on the screen, under the site's header, with nothing over it."""

CELLS_FIT = """grid => [...grid.querySelectorAll('.cg-ctw-btn')].every(b => {
  const o = b.getBoundingClientRect(), i = b.firstElementChild.getBoundingClientRect();
  return i.left >= o.left - 0.5 && i.right <= o.right + 0.5 && i.top >= o.top - 0.5
    && i.bottom <= o.bottom + 0.5 && Math.abs(o.width - o.height) < 1;
})"""
"""Whether every square of the town is drawn inside its own cell, square."""


def shown(card: str, lang: str) -> str:
    """A card as the page names it: its printed number in the language's words ("#01",
    French "n°\u00a001")."""
    return t(lang, "ctw_card_no", n=card.replace("card-", ""))


def top(locator) -> float:
    box = locator.bounding_box()
    assert box is not None
    return box["y"]


def offered(town) -> list[str]:
    return town.locator(".cg-ctw-place select option").evaluate_all("all => all.map(o => o.value)")


def placed(checker: Page, player: int = 0) -> list[dict]:
    """The cards of ``player``'s town as the page keeps them."""
    return checker.state()["players"][player]["town"]


@pytest.mark.parametrize(("lang", "size"), [("it", PHONE), ("nl", DESKTOP)])
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

    def card_no(i: int) -> str:
        return shown(IN_PLAY[i], lang)

    try:
        anna = page.locator(".cg-form .cg-player").first
        # no number to type: the phone's number keys never come up over the town
        assert anna.locator("input[type=number]").count() == 0
        assert offered(anna) == IN_PLAY
        # the first card, with one button; then the next card is offered
        first = anna.locator(".cg-ctw-first")
        assert first.inner_text() == t(lang, "ctw_first_card")
        tap(page, first)
        calm(page)
        assert placed(checker) == [{"card": IN_PLAY[0], "x": 0, "y": 0, "turned": False}]
        assert anna.locator(".cg-ctw-place select").input_value() == IN_PLAY[1]
        # beside the last card: → then ↑; the row of arrows stays under the finger (↑
        # adds rows to the town above it), and each time the next card is offered
        row = anna.locator(".cg-ctw-next").first
        beside = row.locator(".cg-ctw-beside")
        assert beside.inner_text() == t(lang, "ctw_beside", card=card_no(0))
        for n, (way, key, at) in enumerate(
            [("right", "ctw_go_right", (2, 0)), ("above", "ctw_go_up", (2, -2))], 1
        ):
            button = row.locator(f'.cg-ctw-way[data-way="{way}"]')
            assert button.inner_text().replace("\n", " ") == t(lang, key)
            before = top(row)
            thumb(page, button)
            calm(page)
            assert abs(top(row) - before) < STILL, f"the arrows moved after {way}"
            assert (placed(checker)[n]["x"], placed(checker)[n]["y"]) == at
            assert anna.locator(".cg-ctw-place select").input_value() == IN_PLAY[n + 1]
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
        # under the finger, and the list names the column on the town's strip of numbers
        grid = anna.locator(".cg-ctw-preview")
        square = grid.locator('[data-x="4"][data-y="0"]')
        tap(page, square)  # (brought to the middle of the screen first, as a thumb does)
        calm(page)
        assert (placed(checker)[3]["x"], placed(checker)[3]["y"]) == (4, 0)
        x0, y0 = grid.locator(".cg-ctw-btn").first.evaluate(
            "b => [Number(b.dataset.x), Number(b.dataset.y)]"
        )
        column = 4 - x0 + 1
        assert anna.locator(".cg-ctw-ruler span").nth(column - 1).inner_text() == str(column)
        assert (
            items.nth(3)
            .inner_text()
            .startswith(f"{card_no(3)} {t(lang, 'ctw_cell', x=column, y=0 - y0 + 1)}")
        )
        before = top(square)
        thumb(page, square)  # the next card on the same square: covering the one there
        calm(page)
        assert abs(top(square) - before) < STILL
        assert (
            items.nth(4)
            .inner_text()
            .startswith(f"{card_no(4)} {t(lang, 'ctw_rel_on', card=card_no(3))}")
        )
        # every square as large as its cell; a town wider than the box says which columns
        # are in view (the phone; at 1280 px with touch too when its 44 px squares, a
        # finger's, do not fit), none is said where all fit
        assert grid.evaluate(CELLS_FIT)
        thumb(page, row.locator('.cg-ctw-way[data-way="right"]'))
        calm(page)
        thumb(page, row.locator('.cg-ctw-way[data-way="right"]'))
        calm(page)
        assert grid.evaluate(CELLS_FIT)
        scroller = anna.locator(".cg-ctw-scroller")
        wider = scroller.evaluate("b => b.scrollWidth > b.clientWidth + 1")
        assert wider or size is not PHONE
        assert anna.locator(".cg-ctw-wide").is_visible() == wider
        if wider:
            assert_line_says_what_is_in_view(anna, lang)
        # a card that touches nothing: the fault under the town, in sight, until removed
        far = grid.locator(".cg-ctw-btn").first
        tap(page, far)
        calm(page)
        fault = anna.locator(".cg-ctw .cg-error[data-fault-slot]")
        message = native(checker.state(), lang)["error"]["message"]
        assert fault.inner_text() == as_sentence(message)
        assert fault.evaluate(IN_SIGHT)
        bad = anna.locator(".cg-ctw-list li.cg-ctw-bad")
        assert bad.count() == 1 and bad.inner_text().startswith(card_no(7))
        tap(page, bad.get_by_role("button", name=f"{t(lang, 'ctw_remove')} {card_no(7)}"))
        calm(page)
        next_frames(page)
        assert not fault.is_visible() and bad.count() == 0
        # Ben is offered no card Anna placed
        ben = page.locator(".cg-form .cg-player").nth(1)
        taken = {p["card"] for p in placed(checker)}
        assert offered(ben) == [c for c in IN_PLAY if c not in taken]
        card = ben.locator(".cg-ctw-place select").input_value()
        assert card not in taken
        tap(page, ben.locator(".cg-ctw-first"))
        calm(page)
        assert placed(checker, 1)[0]["card"] == card
        checker.check_against_native()
        assert checker.errors == []
    finally:
        ctx.close()
