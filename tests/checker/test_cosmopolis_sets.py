"""Cosmopolis Networks' cards and sets: a city found without its accents or by another
language's name, each card showing the picture of its side, each set its kind (with what
makes that kind) and the largest network, counted with its own plural."""

from __future__ import annotations

import pytest
from browsing import open_checker
from browsing import tap_centre as tap
from checker_hands import retype
from checker_pages import Page, as_sentence, expected_totals, link, native
from games import checker_games, records_of
from journeys import scored, wait_scored

from cardgen.model import LANGS
from cardgen.site.checker_sources import strings

GAMES = [g.id for g in checker_games()]
STRINGS = strings()
EN = STRINGS["en"]
STORE = "cardgen.checker."


@pytest.mark.skipif("cosmopolis-networks" not in GAMES, reason="no checker")
def test_a_city_is_found_without_its_accents_or_by_another_languages_name(browser, server):
    ctx, page, errors = open_checker(browser, server, "cosmopolis-networks", lang="it")
    try:
        wait_scored(page, 0)
        player = page.locator(".cg-player").first
        add = player.get_by_role("button", name=strings()["it"]["cos_add_city"])
        for typed, face in (("sao paulo", "sao-paulo"), ("London", "london")):
            retype(page, player.locator("input.cg-search"), typed)
            seen = scored(page)
            tap(page, add)
            wait_scored(page, seen)
            stored = page.evaluate("k => localStorage.getItem(k)", STORE + "cosmopolis-networks")
            assert f'"{face}"' in stored, (typed, stored)
        assert errors == []
    finally:
        ctx.close()


def test_cosmopolis_cards_show_the_picture_of_their_side(context, server):
    """Each placed card shows its side from the gallery (a face on a back shows the back's
    picture), and the city search shows the card it would add."""
    from cardgen.model import game_data, load_game

    data = game_data(load_game("cosmopolis-networks"))
    where = {
        item[side]["face"]: f"{comp['id']}-{item['id']}-{side}.svg"
        for comp in data["components"]
        for item in comp["items"]
        for side in ("front", "back")
        if isinstance(item.get(side), dict) and item[side].get("face")
    }
    record = next(r for n, r in records_of("cosmopolis-networks") if n.endswith("rules-example"))
    page = Page(context, server, "cosmopolis-networks").open(link(record))
    spread = record["rounds"][0]["players"][0]["spread"] if "rounds" in record else None
    spread = spread or record["players"][0]["spread"]
    faces = [card for card in sum(spread, []) if isinstance(card, str)]
    assert faces and any(where[f].endswith("-back.svg") for f in faces)
    first = page.page.locator(".cg-player").first
    shown = first.locator(".cg-cos-cards img.cg-thumb").evaluate_all(
        "imgs => imgs.map(i => decodeURIComponent(i.getAttribute('src')).split('/').pop())"
    )
    assert shown == [where[f] for f in faces]
    search = first.locator(".cg-cos input[type=search]")
    search.fill("Tok")
    preview = first.locator(".cg-cos-preview img.cg-thumb")
    preview.wait_for()
    assert "Tokyo" in (preview.get_attribute("alt") or "")
    assert page.errors == []


@pytest.mark.skipif("cosmopolis-networks" not in GAMES, reason="no checker")
def test_cosmopolis_sets_show_their_kind_and_the_largest_network(context, server):
    record = next(r for n, r in records_of("cosmopolis-networks") if n.endswith("rules-example"))
    page = Page(context, server, "cosmopolis-networks").open(link(record))
    assert page.totals() == expected_totals(record)
    analysis = native(record)["players"][0]["rounds"][0]
    ann = page.page.locator(".cg-player").first
    ann.locator(".cg-cos-kind").first.wait_for()
    kinds = ann.locator(".cg-cos-set .cg-cos-kind").all_text_contents()
    kind = {k: STRINGS["en"][f"cos_kind_{k}"] for k in "abc"}  # "kind a: one region"
    want = [kind[s["type"]] + (" · protected" if s["protected"] else "") for s in analysis["sets"]]
    assert kinds == want
    marked = ann.locator(".cg-cos-set").evaluate_all(
        "sets => sets.map((s, i) => s.classList.contains('cg-cos-in') ? i : -1).filter(i => i >= 0)"
    )
    assert marked == analysis["largest_network"]
    # an illegal set: named as such, the engine's reason at the set
    seen = page.scored()
    ann.locator(".cg-cos-set").first.get_by_role("button").first.click()  # 3 → 2 cards
    page.wait(seen)
    expected = native(page.state())["error"]
    first = ann.locator(".cg-cos-set").first
    assert first.locator(".cg-cos-kind").text_content() == "illegal set"
    assert first.locator(".cg-error").text_content() == as_sentence(expected["message"])
    assert page.errors == []


@pytest.mark.skipif("cosmopolis-networks" not in GAMES, reason="no checker")
@pytest.mark.parametrize("lang", LANGS)
def test_cosmopolis_names_a_sets_kind_with_what_makes_it(browser, server, lang):
    """Three regional cards make a set of kind a: the chip beside it says so with what
    that kind is ("kind a: one region"), in the page's language, not a bare letter."""
    ctx, page, errors = open_checker(browser, server, "cosmopolis-networks", lang)
    try:
        player = page.locator(".cg-player").first
        add = player.get_by_role("button", name=STRINGS[lang]["cos_add_region"])
        for _ in range(3):
            seen = scored(page)
            tap(page, add)
            wait_scored(page, seen)
        chip = player.locator(".cg-cos-kind").first
        chip.wait_for()
        assert chip.inner_text() == STRINGS[lang]["cos_kind_a"]
        assert chip.inner_text() != STRINGS[lang]["cos_kind"].replace("{kind}", "a")
        assert errors == []
    finally:
        ctx.close()


@pytest.mark.skipif("cosmopolis-networks" not in GAMES, reason="no checker")
def test_the_largest_network_counts_its_sets_with_their_own_plural(browser, server):
    from checker_pages import link, native
    from games import records_of

    record = next(r for n, r in records_of("cosmopolis-networks") if n.endswith("rules-example"))
    ctx, page, errors = open_checker(browser, server, "cosmopolis-networks", fragment=link(record))
    try:
        wait_scored(page, 0)
        result = native(record)
        summaries = page.locator(".cg-player .cg-cos-summary")
        seen = 0
        for i, player in enumerate(result["players"]):
            sets = [n + 1 for n in player["rounds"][0]["largest_network"]]
            text = summaries.nth(i).inner_text()
            word = EN["cos_sets_one"] if len(sets) == 1 else EN["cos_sets"]
            assert word.replace("{list}", ", ".join(map(str, sets))) in text, text
            seen += 1
        assert seen >= 1
        assert errors == []
    finally:
        ctx.close()
