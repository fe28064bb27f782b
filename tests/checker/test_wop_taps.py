"""A whole game of Web of Power entered card by card on a 390x844 phone with touch, its
taps counted as a person makes them (issue 34's reviewer needed 86 taps for 56 cards, 25
of them only to open countries): one tap shows every country for every player (pressed in
the second player's part, as the button says; kept for the others), the first two tick
their cards, and the last takes every card left with one.

One journey of about 45 taps (~8 s on a quiet host): the count of taps is what it tests,
and only a browser's form shows which taps a person needs."""

from __future__ import annotations

import pytest
from browsing import PHONE, calm
from games import checker_games
from journeys import Hands, engine_result, shown_totals, t, wait_scored

GAME = "web-of-power"
pytestmark = pytest.mark.skipif(
    GAME not in {g.id for g in checker_games()}, reason="no checker for Web of Power"
)

COUNTRIES = {
    "frankreich": 8,
    "sachsen": 7,
    "franken": 7,
    "kastilien": 7,
    "ungarn": 6,
    "bayern": 6,
    "italien": 6,
    "england": 5,
    "daenemark": 4,
}
HELD = {
    "Red": {"frankreich": 4, "franken": 2, "kastilien": 3, "bayern": 2, "italien": 4},
    "Blue": {"frankreich": 3, "sachsen": 4, "kastilien": 3, "ungarn": 6, "england": 2},
}
"""The cards per country of the first two players (the rules' worked example, near
enough); the third holds every card left: 56 cards in all."""
LAWS = {"Red": ["law-two-points-1"], "Yellow": ["law-two-points-2"]}


def dealt() -> dict[str, list[str]]:
    """Each player's card ids: the first cards of each country to Red, the next to Blue,
    the rest to Yellow."""
    cards: dict[str, list[str]] = {"Red": [], "Blue": [], "Yellow": []}
    for country, total in COUNTRIES.items():
        start = 1
        for name in ("Red", "Blue"):
            n = HELD[name].get(country, 0)
            cards[name] += [f"{country}-{k}" for k in range(start, start + n)]
            start += n
        cards["Yellow"] += [f"{country}-{k}" for k in range(start, total + 1)]
    return cards


def tick(hands: Hands, player, item: str) -> None:
    """Tick a card as a person would: open its country first where it is closed."""
    card = player.locator(f'.cg-card[data-item="{item}"]')
    if card.evaluate("c => c.parentElement.closest('details')?.open === false"):  # one read
        hands.press(card.locator("xpath=ancestor::details[1]").locator("summary"))
    hands.tick(card.locator("label"))


def test_a_whole_game_takes_well_under_sixty_taps(browser, server):
    ctx = browser.new_context(**PHONE)
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(f"{server.url}/en/{GAME}/checker/")
        page.add_style_tag(content=".md-top { display: none !important; }")
        wait_scored(page)
        hands = Hands(page, "phone")
        taps = 0
        press = hands.press

        def counted(locator) -> None:
            nonlocal taps
            taps += 1
            press(locator)

        hands.press = counted
        players = page.locator(".cg-form .cg-player")
        cards = dealt()
        red, blue, yellow = (players.nth(i) for i in range(3))
        # "Show all cards (for every player)", pressed in the second player's part: it
        # changes every player's list (the first's, above it, too), as its words say, and
        # the button stays under the finger while the list above it grows
        show_all = blue.get_by_role("button", name=t("en", "groups_show_all"))
        top = "b => b.getBoundingClientRect().top"
        show_all.evaluate("b => b.scrollIntoView({block: 'center', behavior: 'instant'})")
        before = show_all.evaluate(top)
        hands.press(show_all)
        calm(page)
        now = blue.locator(".cg-groups-all")
        assert abs(now.evaluate(top) - before) < 2, "the button stays under the finger"
        buttons = page.locator(".cg-form .cg-groups-all")
        assert (
            buttons.evaluate_all(
                "all => all.map(b => [b.textContent, b.getAttribute('aria-pressed')])"
            )
            == [[t("en", "groups_close_all"), "true"]] * 3
        ), "every player's button says it"
        assert red.locator("details.cg-group:not([open])").count() == 0, "the first's too"
        for item in cards["Red"] + LAWS["Red"]:
            tick(hands, red, item)
        # the cards left are offered only to a player with none, once every other has some
        assert red.locator(".cg-cards-rest").is_hidden()
        assert blue.locator(".cg-cards-rest").is_hidden()
        for item in cards["Blue"]:
            tick(hands, blue, item)
        assert blue.locator(".cg-cards-rest").is_hidden()
        rest = yellow.get_by_role("button", name=t("en", "cards_rest", n=len(cards["Yellow"])))
        hands.press(rest)
        calm(page)
        for item in LAWS["Yellow"]:
            tick(hands, yellow, item)
        calm(page)
        record = {
            "game": GAME,
            "players": [
                {"name": name, "cards": held, **({"laws": LAWS[name]} if name in LAWS else {})}
                for name, held in cards.items()
            ],
        }
        expected = engine_result(record, "en")
        assert shown_totals(page) == {p["name"]: p["total"] for p in expected["players"]}
        ticked = page.evaluate(
            "() => [...document.querySelectorAll('.cg-form .cg-player')].map(p =>"
            " [...p.querySelectorAll('.cg-card input:checked')]"
            ".map(e => e.closest('[data-item]').dataset.item).sort())"
        )
        assert ticked == [sorted(held + LAWS.get(name, [])) for name, held in cards.items()]
        assert sum(map(len, cards.values())) == 56
        assert taps <= 45, taps
        assert errors == []
    finally:
        ctx.close()
