"""Issue 19, "Done when": a person's journey through each game's score checker, in all four
languages, on a 390x844 phone with touch (finger taps at the centre of what is on screen)
and on a 1280 px desktop (mouse clicks), typing with the keyboard.

Each journey enters a plausible end of the game as the rules have it, checks that what was
tapped is what is ticked, compares the totals and winners with the Python engine's answer
for the record it meant to enter (``cardgen score``), reads every visible word of the
checker for item ids, JSON paths and names in another language, then types a wrong entry
("2e") and expects the fault in the page's words with the other totals kept."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from cardgen.site.checker_dev import checker_games

sys.path.insert(0, str(Path(__file__).parent))
from journey_kit import (  # noqa: E402
    SIZES,
    Hands,
    engine_result,
    faces,
    foreign_words,
    settle,
    shown_totals,
    shown_winners,
    t,
    text_in,
    wait_scored,
)

GAMES = {g.id for g in checker_games()}
LANGS = ["en", "de", "nl", "it"]


def open_journey(browser, server, game: str, lang: str, size: str):
    ctx = browser.new_context(**SIZES[size])
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{server.url}/{lang}/{game}/checker/")
    page.add_style_tag(content=".md-top { display: none !important; }")
    wait_scored(page)
    return ctx, page, Hands(page, size), errors


def players(page):
    return page.locator(".cg-form .cg-player")


def ensure_players(hands: Hands, n: int) -> None:
    page = hands.page
    while players(page).count() < n:
        hands.press(page.locator(".cg-add-player"))
        page.wait_for_timeout(100)
    assert players(page).count() == n


def name_players(hands: Hands, names: list[str]) -> None:
    ensure_players(hands, len(names))
    for i, name in enumerate(names):
        hands.type_into(players(hands.page).nth(i).locator("input.cg-name"), name)


def read_checker(page) -> str:
    return page.locator(".cg-checker").inner_text()


def assert_speaks(page, game: str, lang: str) -> str:
    text = read_checker(page)
    leaks = foreign_words(text, game, lang)
    assert leaks == [], f"{lang} page shows {leaks}"
    return text


def assert_scores_as_engine(page, record: dict, lang: str) -> dict:
    expected = engine_result(record, lang)
    if "winners" in expected:
        totals = {p["name"]: p["total"] for p in expected["players"]}
        assert shown_totals(page) == totals
        assert shown_winners(page) == expected["winners"]
    return expected


def assert_number_fault(page, hands: Hands, box, lang: str, kept: list[str]) -> None:
    """``box`` holding "2e": its fault in the page's words, the totals of ``kept`` stay."""
    hands.type_into(box, "2e")
    settle(page)
    assert box.get_attribute("aria-invalid") == "true"
    error = page.locator(".cg-field-bad .cg-error:visible").first
    assert error.inner_text() == t(lang, "need_number")
    results = page.locator(".cg-results").inner_text()
    assert t(lang, "not_counted") in results, results
    totals = shown_totals(page)
    for name in kept:
        assert name in totals, f"{name}'s total is gone: {totals}"


def assert_name_fault(page, hands: Hands, box, lang: str, kept: list[str]) -> None:
    """A name emptied: "Enter a name" in the page's words, the totals of ``kept`` stay."""
    hands.type_into(box, "")
    settle(page)
    error = page.locator(".cg-field-bad .cg-error:visible").first
    assert error.inner_text() == t(lang, "need_name")
    assert t(lang, "need_name") in page.locator(".cg-results").inner_text()
    totals = shown_totals(page)
    for name in kept:
        assert name in totals, f"{name}'s total is gone: {totals}"


# ----------------------------------------------------------------------------- Web


def web_journey(page, hands: Hands, lang: str) -> None:
    """Three players at the end of Web: the computers each connected (values 1 to 4, as
    the network cards print them) and the cards left in hand."""
    game = [("Anna", "3 2 4 1", "1"), ("Ben", "4 4 2", "0"), ("Carla", "3 1 2", "2")]
    name_players(hands, [name for name, _, _ in game])
    for i, (_, computers, hand) in enumerate(game):
        player = players(page).nth(i)
        hands.type_into(player.locator("input[data-path$='.computers']"), computers)
        hands.type_into(player.locator("input[data-path$='.hand']"), hand)
    settle(page)
    record = {
        "game": "web",
        "players": [
            {"name": n, "computers": [int(v) for v in c.split()], "hand": int(h)}
            for n, c, h in game
        ],
    }
    expected = assert_scores_as_engine(page, record, lang)
    assert expected["winners"] == ["Ben"]
    hands.assert_ticked_as_tapped()
    assert_speaks(page, "web", lang)
    carla = players(page).nth(2).locator("input[data-path$='.hand']")
    assert_number_fault(page, hands, carla, lang, kept=["Anna", "Ben"])
    assert_speaks(page, "web", lang)


# ----------------------------------------------------------------------- Pyramidion


def pick_mode(hands: Hands, scope, value: str) -> None:
    radio = scope.locator(f'input[type=radio][value="{value}"]').first
    hands.tick(hands.page.locator(f'label[for="{radio.get_attribute("id")}"]'))
    hands.page.wait_for_timeout(100)


def tick_cards(hands: Hands, scope, items: list[str]) -> None:
    for item in items:
        card = scope.locator(f'.cg-card[data-item="{item}"]')
        group = card.locator("xpath=ancestor::details[1]")
        if group.count() and group.get_attribute("open") is None:
            hands.press(group.locator("summary"))
        hands.tick(card.locator("label"))


def pyramidion_journey(page, hands: Hands, lang: str) -> None:
    """The end of a three-player game of Pyramidion: two players tick the boats they
    loaded, the third types each boat's victory points from the cards in front of her."""
    boats = {"Anna": ["boat-19", "boat-10", "boat-05"], "Ben": ["boat-15", "boat-11", "boat-01"]}
    carla = [4, 3, 3, 1]
    pick_mode(hands, page.locator(".cg-top-mode"), "final")
    name_players(hands, ["Anna", "Ben", "Carla"])
    for i, name in enumerate(boats):
        tick_cards(hands, players(page).nth(i), boats[name])
    pick_mode(hands, players(page).nth(2), "points")
    points = players(page).nth(2).locator("input:not(.cg-name):not([type=radio])").first
    hands.type_into(points, " ".join(map(str, carla)))
    settle(page)
    record = {
        "game": "pyramidion",
        "players": [{"name": n, "boats": b} for n, b in boats.items()]
        + [{"name": "Carla", "boats": carla}],
    }
    assert_scores_as_engine(page, record, lang)
    hands.assert_ticked_as_tapped()
    assert_speaks(page, "pyramidion", lang)
    assert_name_fault(
        page, hands, players(page).nth(1).locator("input.cg-name"), lang, kept=["Anna", "Carla"]
    )
    assert_speaks(page, "pyramidion", lang)


# --------------------------------------------------------------------- Cosmopolis

COSMO_ROUNDS = [
    {
        "Anna": [["lagos", "nairobi", "accra"], ["gibraltar", "london", "dakar"]],
        "Ben": [["new-york", "boston", "toronto"]],
    },
    {
        "Anna": [["rome", "athens", "barcelona"]],
        "Ben": [["mumbai", "delhi", "bangkok"], ["singapore", "jakarta", "sydney"]],
    },
]
"""Two rounds (one per dealer) of two players, their sets from the rules' example."""


def cosmopolis_journey(page, hands: Hands, lang: str) -> None:
    """Two players, two rounds: each set found by typing its cities' names (as the page's
    language writes them) and added; a new set started from "Add cards to"."""
    city = {face: text_in(f["city"], lang) for face, f in faces("cosmopolis-networks").items()}
    name_players(hands, list(COSMO_ROUNDS[0]))
    for r, spreads in enumerate(COSMO_ROUNDS):
        if r:
            hands.press(page.locator(".cg-tabs .cg-add"))
            page.wait_for_timeout(150)
        for i, sets in enumerate(spreads.values()):
            for cards in sets:
                player = players(page).nth(i)
                target = player.locator(".cg-ctw-place select").first
                if target.input_value() != "new":
                    hands.choose(target, t(lang, "cos_new_set"))
                for face in cards:
                    player = players(page).nth(i)
                    hands.type_into(player.locator("input.cg-search"), city[face])
                    hands.press(player.locator(".cg-search ~ button"))
                    page.wait_for_timeout(100)
    settle(page)
    record = {
        "game": "cosmopolis-networks",
        "rounds": [
            {"players": [{"name": n, "spread": sets} for n, sets in spreads.items()]}
            for spreads in COSMO_ROUNDS
        ],
    }
    assert_scores_as_engine(page, record, lang)
    hands.assert_ticked_as_tapped()
    assert_speaks(page, "cosmopolis-networks", lang)
    assert_name_fault(
        page, hands, players(page).nth(1).locator("input.cg-name"), lang, kept=["Anna"]
    )
    assert_speaks(page, "cosmopolis-networks", lang)


JOURNEYS = {
    "web": web_journey,
    "pyramidion": pyramidion_journey,
    "cosmopolis-networks": cosmopolis_journey,
}


@pytest.mark.parametrize("size", ["phone", "desktop"])
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", sorted(JOURNEYS))
def test_journey(browser, server, game, lang, size):
    if game not in GAMES:
        pytest.fail(f"{game} has no checker on the test site")
    ctx, page, hands, errors = open_journey(browser, server, game, lang, size)
    try:
        JOURNEYS[game](page, hands, lang)
        assert errors == []
    finally:
        ctx.close()
