"""Web of Power's counts and result (issue 34, point 4; point 5's words): a way of entering
points chosen for one player is offered for all and kept for new players; each country's
symbols are one unit (its name, every −, box and +; on a phone one line of a table); on a
phone each result line's calculation runs under its rule across the card; the result ranks
the players, seat order one tap away; the Law card line and the Land card count only where
they say something."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml
from browsing import DESKTOP, PHONE, calm, open_checker, tap_centre
from checker_pages import link
from games import checker_games
from journeys import foreign_words, scored, t, wait_scored

GAME = "web-of-power"
pytestmark = pytest.mark.skipif(
    GAME not in {g.id for g in checker_games()}, reason="no checker for Web of Power"
)
WORKED = json.loads(
    (
        Path(__file__).resolve().parents[2] / "content" / GAME / "examples" / "worked-example.json"
    ).read_text(encoding="utf-8")
)
"""The rules' worked example: Anna 51, Ben 54, Carla 46 (no tie); Anna and Carla hold a
"2 victory points" Law card each, Ben none."""


def names_shown(page) -> list[str]:
    return page.locator(".cg-results .cg-score .cg-pname").all_inner_texts()


def mode_of(page, i: int) -> str:
    return (
        page.locator(".cg-form .cg-player")
        .nth(i)
        .locator(".cg-player-mode input:checked")
        .get_attribute("value")
    )


@pytest.mark.parametrize(("lang", "size"), [("it", PHONE), ("en", DESKTOP)])
def test_a_mode_chosen_for_one_player_is_offered_for_all_and_kept(browser, server, lang, size):
    ctx, page, errors = open_checker(browser, server, GAME, lang, size)
    try:
        wait_scored(page)
        counts = t(lang, "mode_for_all", mode={"it": "Conteggi", "en": "Counts"}[lang])
        second = page.locator(".cg-form .cg-player").nth(1)
        tap_centre(
            page,
            second.locator(
                ".cg-player-mode label", has_text={"it": "Conteggi", "en": "Counts"}[lang]
            ),
        )
        calm(page)
        assert [mode_of(page, i) for i in range(3)] == ["cards", "tally", "cards"]
        offer = second.get_by_role("button", name=counts)
        assert offer.is_visible()
        tap_centre(page, offer)
        calm(page)
        assert [mode_of(page, i) for i in range(3)] == ["tally"] * 3
        assert page.get_by_role("button", name=counts).count() == 0
        tap_centre(page, page.locator(".cg-add-player"))
        calm(page)
        assert mode_of(page, 3) == "tally"
        # a new game on this device starts on the counts too
        tap_centre(page, page.locator(".cg-toolbar .cg-new"))
        calm(page)
        shown = page.locator(".cg-form .cg-player").count()
        assert [mode_of(page, i) for i in range(shown)] == ["tally"] * shown
        assert errors == []
    finally:
        ctx.close()


def test_each_countrys_symbols_are_one_line_of_a_table_on_a_phone(browser, server):
    """On a phone a country's circle symbols are one line: its name, then a box per symbol
    under the symbols' names, in a table with no − and + (36 steppers made a player's part
    2,900 px long). Each box is a finger's size and says its country and symbol to a
    screen reader; no two lines overlap; a count typed there is scored."""
    fragment = link({"game": GAME, "players": [{"name": n, "lands": {}} for n in "ABC"]})
    ctx, page, errors = open_checker(browser, server, GAME, "de", PHONE, fragment)
    try:
        wait_scored(page)
        first = page.locator(".cg-form .cg-player").first
        table = first.locator(".cg-tally-table")
        # what scores says what is enough to enter (only a country's largest count can score)
        grid = next(
            f
            for mode in yaml.safe_load(
                (Path(__file__).resolve().parents[2] / "content" / GAME / "checker.yaml").read_text(
                    encoding="utf-8"
                )
            )["checker"]["players"]["modes"]
            for f in mode["fields"]
            if f["kind"] == "tally-grid"
        )
        assert table.locator(".cg-help").inner_text() == grid["help"]["de"]
        heads = table.locator(".cg-grid-head span").all()[1:]
        assert [h.inner_text() for h in heads] == ["Kreuz", "Fächer", "Schlüssel", "Turm"]
        columns = [h.bounding_box() for h in heads]
        units = table.locator(".cg-grid-row")
        assert units.count() == 9
        lines = []
        for k in range(units.count()):
            unit = units.nth(k)
            outer = unit.bounding_box()
            name = unit.locator(".cg-grid-row-name").bounding_box()
            boxes = [b.bounding_box() for b in unit.locator("input").all()]
            assert len(boxes) == 4
            assert unit.locator(".cg-stepper-button:visible").count() == 0
            for box, column in zip(boxes, columns, strict=True):
                assert box["width"] >= 44 and box["height"] >= 44, box
                middle = box["x"] + box["width"] / 2
                assert abs(middle - (column["x"] + column["width"] / 2)) <= 2, "under its name"
                assert abs(box["y"] - boxes[0]["y"]) <= 1, "on one line"
                assert name["x"] + name["width"] <= box["x"], "the name left of its boxes"
            for b in [name, *boxes]:
                assert outer["y"] <= b["y"] and b["y"] + b["height"] <= outer["y"] + outer["height"]
            lines.append(outer)
        for upper, lower in zip(lines, lines[1:], strict=False):
            assert upper["y"] + upper["height"] <= lower["y"]
        assert table.bounding_box()["height"] < 9 * 70, "a line per country"
        labels = units.first.locator("input").evaluate_all("a => a.map(e => e.ariaLabel)")
        assert labels[0].startswith("Frankreich – Kreuz"), labels
        wide = page.evaluate("() => document.documentElement.scrollWidth")
        assert wide <= 390
        box = units.nth(1).locator("input").first
        seen = scored(page)
        tap_centre(page, box)
        page.keyboard.type("2")
        wait_scored(page, seen)
        assert box.input_value() == "2"
        stored = json.loads(page.evaluate(f"localStorage.getItem('cardgen.checker.{GAME}')"))
        assert stored["record"]["players"][0]["symbols"] == {"sachsen": {"cross": 2}}
        assert errors == []
    finally:
        ctx.close()


@pytest.mark.parametrize(("lang", "size"), [("nl", PHONE), ("de", DESKTOP)])
def test_the_result_ranks_players_and_reads_compactly(browser, server, lang, size):
    ctx, page, errors = open_checker(browser, server, GAME, lang, size, link(WORKED))
    try:
        wait_scored(page)
        results = page.locator(".cg-results")
        assert names_shown(page) == ["Ben", "Anna", "Carla"]
        ranked = results.get_by_role("button", name=t(lang, "order_ranked"))
        seats = results.get_by_role("button", name=t(lang, "order_seats"))
        assert ranked.get_attribute("aria-pressed") == "true"
        tap_centre(page, seats)
        calm(page)
        assert names_shown(page) == ["Anna", "Ben", "Carla"]
        assert (
            results.get_by_role("button", name=t(lang, "order_seats")).get_attribute("aria-pressed")
            == "true"
        )
        # the Law card line only under those who hold one (Anna, Carla); no tie, so no
        # Land card count (the tie-breaker) under anyone
        for card in results.locator(".cg-score").all():
            holds = card.locator(".cg-pname").inner_text() in {"Anna", "Carla"}
            assert card.locator('tr[data-rule="laws"]').count() == int(holds)
        assert t(lang, "key_land_cards") not in results.inner_text()
        assert foreign_words(results.inner_text(), GAME, lang) == []
        if size is PHONE:
            # the calculation of the countries under its rule, across the card: a few lines
            for cell in results.locator('tr[data-rule="lands"] td:nth-child(2)').all():
                lines = cell.evaluate(
                    "e => e.getBoundingClientRect().height"
                    " / parseFloat(getComputedStyle(e).lineHeight)"
                )
                assert lines <= 6.5, lines
        assert errors == []
    finally:
        ctx.close()


def test_a_tie_on_the_top_total_shows_the_land_cards(browser, server):
    """Two players tied on the highest total: their Land card count is shown (it decides),
    the third player's is not."""
    record = {
        "game": GAME,
        "players": [
            {"name": "Ann", "lands": {"england": 3}},
            {"name": "Bo", "lands": {"frankreich": 3}},
            {"name": "Cy", "lands": {"italien": 1}},
        ],
    }
    ctx, page, errors = open_checker(browser, server, GAME, "it", DESKTOP, link(record))
    try:
        wait_scored(page)
        label = t("it", "key_land_cards")
        shown = {
            card.locator(".cg-pname").inner_text(): label in card.inner_text()
            for card in page.locator(".cg-results .cg-score").all()
        }
        assert shown == {"Ann": True, "Bo": True, "Cy": False}
        assert errors == []
    finally:
        ctx.close()


@pytest.mark.parametrize(
    ("game", "lang", "size"),
    [("pyramidion", "de", PHONE), ("circle-the-wagons", "nl", DESKTOP)],
)
def test_every_game_with_player_modes_offers_the_one_chosen_for_all(
    browser, server, game, lang, size
):
    """The same offer in the other games whose players choose how to enter (Pyramidion's
    boats or their points, Circle the Wagons' painted town or its cards in order): chosen
    for the second player, offered for all, taken for all, and a new game starts on it."""
    if game not in {g.id for g in checker_games()}:
        pytest.skip(f"no checker for {game}")
    ctx, page, errors = open_checker(browser, server, game, lang, size)
    try:
        wait_scored(page)
        players = page.locator(".cg-form .cg-player")
        second = players.nth(1).locator(".cg-player-mode")
        other = second.locator("input:not(:checked)").first
        value = other.get_attribute("value")
        label = second.locator(f'label[for="{other.get_attribute("id")}"]')
        name = label.inner_text()
        tap_centre(page, label)
        calm(page)
        offer = players.nth(1).get_by_role("button", name=t(lang, "mode_for_all", mode=name))
        tap_centre(page, offer)
        calm(page)
        shown = players.count()
        assert [mode_of(page, i) for i in range(shown)] == [value] * shown
        tap_centre(page, page.locator(".cg-toolbar .cg-new"))
        calm(page)
        shown = players.count()
        assert [mode_of(page, i) for i in range(shown)] == [value] * shown
        assert errors == []
    finally:
        ctx.close()
