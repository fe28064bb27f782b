"""Cosmopolis: a set still being entered is no fault until the reader leaves it (a new set
started with its own button, no drop-down menu; a tap elsewhere; the totals bar); a city no
card shows is a fault at the search field that offers the nearest cities as the cards print
them in the page's language (issue 34, point 3)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml
from browsing import PHONE, SHOWN_NAME, calm, open_checker
from checker_pages import as_sentence, link
from games import checker_games
from journeys import SIZES, Hands, faces, foreign_words, t, text_in, wait_scored
from node import run_modules

from cardgen.engine.games.cosmopolis_networks.faults import FAULTS

GAME = "cosmopolis-networks"
pytestmark = pytest.mark.skipif(
    GAME not in {g.id for g in checker_games()}, reason="no checker for Cosmopolis"
)


def players_help() -> dict[str, str]:
    """The help above the players' parts, by language, from the game's checker.yaml."""
    path = Path(__file__).parents[2] / "content" / GAME / "checker.yaml"
    return yaml.safe_load(path.read_text(encoding="utf-8"))["checker"]["players"]["help"]


def test_the_help_says_a_unique_start_and_enter_adds_a_city():
    """Every language's help says what Enter does with a start of a name (issue: the
    German one said only "search cards by city")."""
    words = {"en": "Enter", "de": "Enter", "nl": "Enter", "it": "Invio", "fr": "Entrée"}
    for lang, text in players_help().items():
        assert words[lang] in text, lang
        assert {
            "en": "only one city",
            "de": "nur eine Stadt",
            "nl": "maar één stad",
            "it": "una sola città",
            "fr": "une seule ville",
        }[lang] in text, lang


def nearest(typed: str, names: list[str]) -> list[str]:
    script = (
        f"console.log(JSON.stringify(n.nearestNames({json.dumps(typed)}, {json.dumps(names)})))"
    )
    return run_modules(script, n="core/nearest.js")


def city_names(lang: str) -> list[str]:
    return [text_in(face["city"], lang) for face in faces(GAME).values()]


def test_the_nearest_city_names_of_a_misspelt_one():
    german = city_names("de")
    assert nearest("Nairbi", german)[0] == "Nairobi"
    assert nearest("Lodnon", ["Lyon", "London", "Lagos"]) == ["London"]
    assert nearest("münch", ["Munich", "München", "Mumbai"]) == ["München", "Munich"]
    assert nearest("xqzw", german) == []
    assert nearest("", german) == []
    assert len(nearest("a", german)) <= 3


def look_up(typed: str, lang: str) -> dict[str, list[str]]:
    """``lookUpName`` of ``typed`` among the cities of the cards (as the spread builder
    asks it on a page in ``lang``), with the cities' names in ``lang`` for its indexes."""
    cities = [face["city"] for face in faces(GAME).values()]
    entries = [
        {
            "own": text_in(city, lang),
            "names": list(city.values()) if isinstance(city, dict) else [city],
        }
        for city in cities
    ]
    script = (
        f"console.log(JSON.stringify(n.lookUpName({json.dumps(typed)}, {json.dumps(entries)})))"
    )
    answer = run_modules(script, n="core/nearest.js")
    return {
        how: [entries[i]["own"] for i in ([hits] if isinstance(hits, int) else hits)]
        for how, hits in answer.items()
    }


def test_a_city_is_added_by_its_name_never_by_a_guess():
    """A name's start that several cities share is no city: they are the choices. One
    city's name (any case, any language, without accents) or a start only it has is it."""
    assert look_up("Hon", "de") == {"choices": ["Hongkong", "Honolulu"]}
    assert look_up("hon", "en") == {"choices": ["Hong Kong", "Honolulu"]}
    assert look_up("hongkong", "de") == {"found": ["Hongkong"]}
    assert look_up("HONOLULU", "it") == {"found": ["Honolulu"]}
    assert look_up("Tokyo", "de") == {"found": ["Tokio"]}  # its English name
    assert look_up("sao paulo", "nl") == {"found": ["São Paulo"]}
    assert look_up("Nair", "de") == {"found": ["Nairobi"]}  # no other city starts so
    assert look_up("Domingo", "en") == {"found": ["Santo Domingo"]}  # a later word alone
    san = look_up("San", "de")["choices"]
    assert {"San Francisco", "San Juan", "San Diego", "Sankt Petersburg"} <= set(san)
    assert look_up("Nairbi", "de") == {"nearest": ["Nairobi"]}
    assert look_up("xqzw", "de") == {"nearest": []}
    assert look_up("  ", "de") == {"nearest": []}


def open_cosmopolis(browser, server, lang: str, size: str):
    ctx = browser.new_context(**SIZES[size])
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{server.url}/{lang}/{GAME}/checker/")
    page.add_style_tag(content=".md-top { display: none !important; }")
    wait_scored(page)
    return ctx, page, Hands(page, size), errors


def add_city(page, hands: Hands, player, typed: str) -> None:
    hands.type_into(player.locator("input.cg-search"), typed)
    hands.press(player.locator(".cg-search ~ button"))
    calm(page)


def faults(page) -> int:
    return int(page.get_attribute(".cg-checker", "data-faults") or 0)


@pytest.mark.parametrize(("lang", "size"), [("de", "phone"), ("nl", "desktop")])
def test_a_set_being_entered_is_judged_once_left(browser, server, lang, size):
    """Two sets of one card: no fault while each is entered (what it still needs is said
    beside it as a hint), the set's fault once the
    reader starts a new one (phone: its button) or taps elsewhere (desktop: another
    player's name); a misspelt city offers the nearest ones, and a tap adds one."""
    ctx, page, hands, errors = open_cosmopolis(browser, server, lang, size)
    try:
        city = {face: text_in(f["city"], lang) for face, f in faces(GAME).items()}
        anna = page.locator(".cg-form .cg-player").first
        add_city(page, hands, anna, city["lagos"])
        results = page.locator(".cg-results")
        too_small = as_sentence(FAULTS["set_size"][lang].replace("{n}", "1"))
        assert faults(page) == 0
        assert anna.locator(".cg-cos-kind.cg-bad").count() == 0
        assert anna.locator(".cg-cos-set").first.inner_text().count(t(lang, "cos_entering")) == 1
        # what the set still needs, as a hint beside it (not a fault yet)
        assert anna.locator(".cg-cos-set .cg-cos-needs").first.inner_text() == too_small
        assert t(lang, "not_final", n=1) not in results.inner_text()
        target = anna.locator(".cg-ctw-place select").first
        start = anna.get_by_role("button", name=t(lang, "cos_start_set"))
        if size == "phone":
            hands.press(start)
            assert target.input_value() == "new"
        else:
            hands.press(page.locator(".cg-form input.cg-name").nth(1))
        calm(page)
        assert faults(page) == 1
        first = anna.locator(".cg-cos-set").first
        assert t(lang, "cos_illegal") in first.inner_text()
        assert t(lang, "cos_entering") not in first.inner_text()
        assert too_small in results.locator(".cg-page-faults").inner_text()

        # a misspelt city in a new set: the fault at the field, the nearest names to tap
        if target.input_value() != "new":
            hands.press(start)
        search = anna.locator("input.cg-search")
        add_city(page, hands, anna, "Nairbi")
        miss = anna.locator(".cg-cos-miss")
        assert miss.is_visible()
        assert t(lang, "cos_unknown_city", city="Nairbi") in miss.inner_text()
        assert search.get_attribute("aria-invalid") == "true"
        suggestion = miss.get_by_role("button", name=city["nairobi"], exact=True)
        assert foreign_words(miss.inner_text(), GAME, lang) == []
        hands.press(suggestion)
        calm(page)
        assert not miss.is_visible()
        assert search.get_attribute("aria-invalid") is None
        sets = anna.locator(".cg-cos-set")
        assert sets.count() == 2
        assert city["nairobi"] in sets.nth(1).inner_text()
        # the second set is being entered now: only the first one's fault counts
        assert faults(page) == 1
        assert t(lang, "cos_illegal") not in sets.nth(1).inner_text()
        assert errors == []
    finally:
        ctx.close()


def focused(page, locator) -> bool:
    return locator.evaluate("e => document.activeElement === e")


def test_the_start_of_several_names_lists_them_to_tap(browser, server):
    """German, phone: the help says a start only one city has adds it on Enter; the city
    field names its player ("Stadt für …", renamed as the name is typed). "Hon" and Enter
    adds no card but lists Hongkong and Honolulu, and a tap on one adds it with the focus
    back in the field (the keyboard stays open); "Nair" (Nairobi's alone) and "sao paulo"
    (any case, no accents) are added on Enter. With two players, "Weiter zu …" under the
    first goes on to the second's name, and the second's city field names the second."""
    ctx, page, hands, errors = open_cosmopolis(browser, server, "de", "phone")
    try:
        help_de = players_help()["de"]
        assert help_de.split("; ")[-1].split(". ")[-1] in page.locator(".cg-form").inner_text()
        players = page.locator(".cg-form .cg-player")
        assert players.count() == 2
        anna = players.first
        name = anna.locator("input.cg-name")
        hands.type_into(name, "Klara")
        calm(page)
        label = anna.locator(".cg-cos-city label")
        assert label.inner_text() == "Stadt für Klara" == t("de", "cos_city_for", name="Klara")
        search = anna.locator("input.cg-search")
        sets = anna.locator(".cg-cos-set")
        choices = anna.locator(".cg-cos-choices")
        hands.type_into(search, "Hon")
        page.keyboard.press("Enter")
        calm(page)
        assert sets.count() == 0
        assert choices.is_visible()
        assert choices.inner_text().startswith(t("de", "cos_which_city", n=2, city="Hon"))
        assert choices.get_by_role("button").all_inner_texts() == ["Hongkong", "Honolulu"]
        assert search.input_value() == "Hon"  # as typed: a letter more may name one city
        assert anna.locator(".cg-cos-miss").is_hidden()
        hands.press(choices.get_by_role("button", name="Honolulu"))
        calm(page)
        assert choices.is_hidden() and search.input_value() == ""
        assert focused(page, search)
        assert sets.count() == 1 and "Honolulu" in sets.first.inner_text()
        for typed, city in (("Nair", "Nairobi"), ("sao paulo", "São Paulo")):
            hands.type_into(search, typed)
            page.keyboard.press("Enter")
            calm(page)
            assert city in sets.first.inner_text(), typed
        assert sets.first.locator(".cg-cos-cards > li").count() == 3
        assert foreign_words(anna.inner_text(), GAME, "de") == []
        # a misspelt city's "did you mean" tapped: the focus back in the field too
        add_city(page, hands, anna, "Lodnon")
        hands.press(anna.locator(".cg-cos-miss").get_by_role("button", name="London"))
        calm(page)
        assert "London" in sets.first.inner_text() and focused(page, search)
        # two players: Next under the first goes to the second, none under the second
        second = players.nth(1)
        other = second.locator("input.cg-name").evaluate(SHOWN_NAME)
        next_ = anna.locator(".cg-next-player")
        assert next_.inner_text() == t("de", "next_player", name=other)
        assert second.locator(".cg-next-player").count() == 0
        hands.press(next_)
        page.wait_for_function(
            "e => document.activeElement === e",
            arg=second.locator("input.cg-name").element_handle(),
        )
        assert second.locator(".cg-cos-city label").inner_text() == f"Stadt für {other}"
        assert errors == []
    finally:
        ctx.close()


def test_each_placed_cards_remove_button_stays_beside_it_on_a_phone(browser, server):
    """390 px: the rules' example, whose linking cards have long names ("Cairo
    (Mediterranea + Africa + Western Asia)"): every card's × is on its row, right of its
    name, never wrapped onto a line of its own."""
    example = Path(__file__).parents[2] / "content" / GAME / "examples" / "rules-example.json"
    record = json.loads(example.read_text(encoding="utf-8"))
    ctx, page, errors = open_checker(browser, server, GAME, "en", PHONE, link(record))
    try:
        wait_scored(page)
        rows = page.evaluate(
            """() => [...document.querySelectorAll('.cg-cos-cards > li')].map(li => {
              const name = li.querySelector(':scope > span').getBoundingClientRect();
              const x = li.querySelector(':scope > button').getBoundingClientRect();
              return [li.innerText, x.left >= name.right - 1 && x.top < name.bottom];
            })"""
        )
        assert len(rows) >= 20
        assert [text for text, beside in rows if not beside] == []
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        assert errors == []
    finally:
        ctx.close()
