"""Faults in a person's words (issue 19 items 3 and 5): where a fault is ("Ann, Round 1,
Set 1"), never a JSON path; an empty name says "Enter a name"; a number box holding "2e"
says so (also among a box of several numbers); the other totals stay on screen; "Go there"
puts the focus on the control. A result with a wrong field is not final: the fault first,
no winner, every total that can be scored kept, also for a fault the engine finds; the
engine's message at the field; a card played twice or a boat ticked twice named as the
form names them. Real Chromium at 390x844 with touch, typing with the keyboard."""

from __future__ import annotations

import json
import re

import pytest
from browsing import PHONE, SHOWN_NAME, calm, open_checker
from browsing import tap_centre as tap
from checker_hands import pick_and_score as pick
from checker_hands import retype_and_score as retype
from checker_pages import as_sentence, link, native
from games import checker_games, records_of
from journeys import scored, wait_scored

from cardgen.model import LANGS
from cardgen.site.checker_sources import strings as ui_strings

GAMES = [g.id for g in checker_games()]
STRINGS = ui_strings()
EN = STRINGS["en"]
JSON_PATH = re.compile(r"\w\[\d+\]|\bplayers\.|\brounds\b\[|\.\w+\[")


def open_phone(browser, server, game, lang="en"):
    ctx = browser.new_context(**PHONE)
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{server.url}/{lang}/{game}/checker/")
    page.add_style_tag(content=".md-top { display: none !important; }")
    wait_scored(page)
    return ctx, page, errors


def clear_and_type(page, locator, text):
    tap(page, locator)
    page.keyboard.press("Control+A")
    page.keyboard.press("Backspace")
    if text:
        page.keyboard.type(text)


def stored_record(page, game: str) -> dict:
    """The record the page keeps (``localStorage``), as ``cardgen score`` reads it."""
    raw = page.evaluate(f"localStorage.getItem('cardgen.checker.{game}')")
    return json.loads(raw)["record"]


@pytest.mark.parametrize("game", GAMES)
def test_an_empty_name_an_invalid_entry_and_a_shared_links_fault_are_named_in_words(
    browser, server, game
):
    """One phone page of each game, in up to three steps (each was a test with a page of
    its own):

    1. A name of spaces says "Enter a name" at the box (a box left empty is the seat's own
       name, its placeholder) and in the page's faults, in words, not
       a JSON path; the other players' totals stay on screen; "Go there" puts the focus on
       the name, and the name typed again leaves no fault.
    2. An invalid entry (``INVALID``) shows the engine's message at the field (or the
       page's own words for a fault it finds first, ``PAGE_OWN``) and marks the control
       invalid. On Cosmopolis the invalid entry is a set left short, so this step also
       checks that the engine's fault names the player, round and set in words and that
       its "Go there" puts the focus on the control of the fault; on Web of Power a count
       holding "2e" then says so in English (``test_a_number_box_holding_2e_says_so`` has
       another language).
    3. On Cosmopolis and Pyramidion, a shared link opened in the tab (``A_SHARED_LINKS_FAULT``)
       whose fault is a card played twice or a boat ticked twice: the fault is named as the
       form names its place (a player's name, the boat), never by an entry number."""
    ctx, page, errors = open_phone(browser, server, game)
    try:
        # 1. a name of spaces
        others = page.locator("input.cg-name").evaluate_all(
            "all => all.slice(1).map(e => e.value || e.placeholder)"
        )
        # a choice the game needs before anything scores (Circle the Wagons' 3 bonus goals)
        for box in page.locator(".cg-form > .cg-pick[data-count]").all():
            for i in range(int(box.get_attribute("data-count"))):
                seen = scored(page)
                tap(page, box.locator(".cg-pick-item label").nth(i))
                wait_scored(page, seen)
        seen = scored(page)
        clear_and_type(page, page.locator("input.cg-name").first, " ")
        wait_scored(page, seen)
        field = page.locator(".cg-field-bad .cg-error:visible").first
        assert field.inner_text() == STRINGS["en"]["need_name"], "the name's own fault"
        faults = page.locator(".cg-page-faults")
        assert STRINGS["en"]["need_name"] in faults.inner_text(), "the page's faults name it"
        if game != "pyramidion":  # (a site evaluation has no totals)
            for name in others:  # every other player's total stays on screen
                assert page.locator(f'[data-total-for="{name}"]').count() == 1, name
        results = page.locator(".cg-results").inner_text()
        assert not JSON_PATH.search(results), results
        tap(page, faults.locator(".cg-go-fault").first)
        page.wait_for_function("() => document.activeElement.classList.contains('cg-name')")
        # typed again: no fault left
        seen = scored(page)
        page.keyboard.type("Ann")
        wait_scored(page, seen)
        assert page.locator(".cg-page-faults").count() == 0, "the name typed again"
        calm(page)

        # 2. an invalid entry: the engine's message at the field
        seen = scored(page)
        if game == "cosmopolis-networks":
            engine_fault_in_words(page)
        else:
            INVALID[game](page)
        wait_scored(page, seen)
        calm(page)
        expected = native(stored_record(page, game))
        assert "error" in expected, "the edit should make the record invalid"
        message = PAGE_OWN.get(game) or expected["error"]["message"]
        error = page.locator(".cg-field-bad .cg-error:visible")
        assert error.count() >= 1, "a message at the field"
        assert error.first.text_content() == as_sentence(message), "the engine's message"
        assert page.locator("[aria-invalid=true]").count() >= 1, "the control marked invalid"
        if game == "cosmopolis-networks":
            tap(page, page.locator(".cg-results .cg-go-fault"))
            # the focus is on the control of the fault
            page.wait_for_function("() => Boolean(document.activeElement.closest('.cg-field-bad'))")
        if game == "web-of-power":
            number_box_holding_2e_says_so(page, "en")

        # 3. a shared link's fault, named in the form's words (opened in this tab)
        if game in A_SHARED_LINKS_FAULT:
            A_SHARED_LINKS_FAULT[game](page)
        assert errors == []
    finally:
        ctx.close()


def engine_fault_in_words(page) -> None:
    """Cosmopolis: a regional card added to the first player's set, then the next player's
    name tapped: the set is judged once the reader leaves it, and the engine's fault names
    the player, round and set in words ("Ann, Round 1, Set 1"), never a JSON path."""
    player = page.locator(".cg-player").first
    name = player.locator("input.cg-name").evaluate(SHOWN_NAME)
    seen = scored(page)
    tap(page, player.get_by_role("button", name="Add regional card"))
    wait_scored(page, seen)
    # the set being entered is judged once the reader leaves it (the next player)
    assert page.locator(".cg-results .cg-fault").count() == 0, "no fault while entering"
    tap(page, page.locator(".cg-player").nth(1).locator("input.cg-name"))
    page.locator(".cg-cos-kind.cg-bad").wait_for()
    fault = page.locator(".cg-results .cg-fault").inner_text()
    assert fault.startswith(f"{name}, Round 1, "), fault
    assert "Set 1" in fault, fault
    assert not JSON_PATH.search(page.locator(".cg-results").inner_text())


def number_box_holding_2e_says_so(page, lang: str) -> None:
    """Web of Power: the first player's Denmark count (its tally shown) holding "2e" says
    so at the box, marks it invalid, makes the result not final, and every player's total
    stays on screen."""
    radio = page.locator(".cg-player").first.locator(".cg-player-mode input[value=tally]")
    if not radio.is_checked():
        tap(page, page.locator(f'label[for="{radio.get_attribute("id")}"]'))
    box = page.locator("[data-path='players[0].lands.daenemark']")
    box.wait_for()
    calm(page)
    players = page.locator(".cg-player").count()
    seen = scored(page)
    clear_and_type(page, box, "2e")
    wait_scored(page, seen)
    error = page.locator(".cg-field-bad .cg-error:visible").first
    assert error.inner_text() == STRINGS[lang]["need_number"], "2e is no number"
    assert box.get_attribute("aria-invalid") == "true", "the box is marked"
    not_final = STRINGS[lang]["not_final_one"].replace("{n}", "1")
    assert not_final in page.locator(".cg-results").inner_text(), "the result is not final"
    # every player's total stays on screen
    assert page.locator("[data-total-for]").count() == players, "every total stays"


@pytest.mark.skipif("web-of-power" not in GAMES, reason="no checker")
def test_a_number_box_holding_2e_says_so(browser, server):
    """In German, on a blank form (English: in
    ``test_an_empty_name_an_invalid_entry_and_a_shared_links_fault_are_named_in_words``)."""
    ctx, page, errors = open_phone(browser, server, "web-of-power", "de")
    try:
        number_box_holding_2e_says_so(page, "de")
        assert errors == []
    finally:
        ctx.close()


NOT_FINAL_ONE = {lang: STRINGS[lang]["not_final_one"].replace("{n}", "1") for lang in LANGS}


def tally_box(page, land: str = "daenemark"):
    pick(page, ".cg-player:first-of-type .cg-player-mode input", "tally")
    box = page.locator(f"[data-path='players[0].lands.{land}']")
    box.wait_for()
    return box


def assert_not_final(page, lang: str, totals: int) -> None:
    """The result leads with "Not final: 1 field to fix", the fault and its button first;
    it names no winner; the totals that can be scored stay, and the bar warns too."""
    results = page.locator(".cg-results")
    first = results.locator(":scope > :not(h2)").first
    assert first.inner_text().startswith(NOT_FINAL_ONE[lang]), first.inner_text()
    assert first.locator(".cg-go-fault").count() == 1
    assert results.locator(".cg-winner, [data-winners]").count() == 0
    assert STRINGS[lang]["winner"] not in results.inner_text()
    assert results.locator("[data-total-for]").count() == totals
    # (the bar's words, shown while the result is out of sight: a shared link's result is
    # above the form, and may be on screen here)
    bar = page.locator(".cg-totals-bar")
    assert bar.locator(".cg-bar-warn").text_content().startswith(NOT_FINAL_ONE[lang])
    assert bar.locator(".cg-bar-winner").count() == 0


@pytest.mark.skipif("web-of-power" not in GAMES, reason="no checker")
@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_fault_makes_the_result_not_final_and_keeps_every_total_it_can(browser, server, lang):
    """Web of Power's worked example, the first player's counts shown. In English first a
    fault the engine finds: 9 Denmark cards (there are 4): the engine's fault is listed
    first and marked at the box, the result is not final, and the totals are still shown
    (the count left out). Then, in either language, a fault the page finds: the count
    holding "2e": the result and the bar say it is not final, the fault comes first with a
    button that puts the focus on the box; every total stays on screen; a number typed
    there makes the result final."""
    record = next(r for name, r in records_of("web-of-power") if name.endswith("worked-example"))
    ctx, page, errors = open_checker(browser, server, "web-of-power", lang, fragment=link(record))
    try:
        wait_scored(page)
        players = page.locator(".cg-player").count()
        box = tally_box(page)
        if lang == "en":  # a fault the engine finds
            retype(page, box, "9")
            assert page.get_attribute(".cg-checker", "data-state") == "invalid"
            assert_not_final(page, "en", players)
            fault = page.locator(".cg-results .cg-fault")
            assert fault.count() == 1, "the engine's fault, once"
            assert "Denmark" in fault.inner_text() and "9" in fault.inner_text()
            assert box.get_attribute("aria-invalid") == "true", "marked at the box"
            assert STRINGS["en"]["ahead_so_far"] in page.locator(".cg-results").inner_text()
        # a fault the page finds
        retype(page, box, "2e")
        assert_not_final(page, lang, players)
        tap(page, page.locator(".cg-results .cg-go-fault"))
        focused = "() => document.activeElement.dataset.path === 'players[0].lands.daenemark'"
        page.wait_for_function(focused)
        calm(page)  # and the focus stays there once the page has scored what the tap changed
        assert page.evaluate(focused)
        page.keyboard.press("Control+A")
        seen = scored(page)
        page.keyboard.type("2")
        wait_scored(page, seen)
        assert page.locator(".cg-results .cg-invalid").count() == 0
        assert page.locator("[data-winners]").count() == 1
        assert page.locator(".cg-totals-bar .cg-bar-warn").count() == 0
        assert errors == []
    finally:
        ctx.close()


@pytest.mark.skipif("pyramidion" not in GAMES, reason="no checker")
@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_word_among_pyramidions_boat_points_is_the_number_fault(browser, server, lang):
    """Typed "3 2e" in the victory points of each boat: the number message the other boxes give
    (not "unknown boat card"), at the box; the other player's total stays."""
    ctx, page, errors = open_checker(browser, server, "pyramidion", lang)
    try:
        wait_scored(page)
        pick(page, ".cg-top-mode input", "final")
        pick(page, ".cg-player:first-of-type .cg-player-mode input", "points")
        second = page.locator(".cg-player").nth(1)
        if second.locator(".cg-player-mode input[value='points']").count():
            pick(page, ".cg-player:nth-of-type(2) .cg-player-mode input", "points")
            retype(page, page.locator("[data-path='players[1].boats']"), "4")
        retype(page, page.locator("[data-path='players[0].boats']"), "3 2e")
        error = page.locator(".cg-field-bad .cg-error:visible")
        assert error.count() == 1
        assert error.inner_text() == STRINGS[lang]["need_number"]
        results = page.locator(".cg-results").inner_text()
        assert STRINGS[lang]["need_number"] in results
        if lang == "en":  # not the engine's "unknown boat card"
            assert "unknown" not in results.lower(), results
        boats = page.locator("[data-path='players[0].boats']")
        assert boats.get_attribute("aria-invalid") == "true"
        assert page.locator(".cg-results [data-total-for]").count() == 2
        assert errors == []
    finally:
        ctx.close()


def open_link_in_this_tab(page, record) -> None:
    """The share link of ``record`` opened in the tab the checker is in (its ``#record=``
    changes: the page loads it as on a first load, the game before kept as an undo), and
    scored."""
    seen = scored(page)
    page.evaluate("hash => { location.hash = hash; }", link(record))
    wait_scored(page, seen)


def card_played_twice_names_its_first_player_and_goes_to_the_second(page):
    """Cosmopolis: one card in two players' sets. The fault said "player 1" where the form
    says "Ann", and its button went to a control of the first copy's player."""
    record = next(r for n, r in records_of("cosmopolis-networks") if n.endswith("rules-example"))
    first_round = record["rounds"][0]["players"]
    ann, ben = first_round[0], first_round[1]
    assert ann["spread"][0] == ["lagos", "nairobi", "accra"]
    ben["spread"].append(list(ann["spread"][0]))
    open_link_in_this_tab(page, record)
    fault = page.locator(".cg-page-faults li").first
    fault.wait_for()
    text = fault.inner_text()
    assert "Ann, set 1, card 1" in text and "player 1" not in text, text
    where = fault.locator(".cg-fault-where").inner_text()
    assert where.startswith(ben["name"]), where
    tap(page, fault.locator(".cg-go-fault"))
    calm(page)
    focused = page.evaluate(
        "() => { const f = document.activeElement; const p = f.closest('.cg-player');"
        " const n = p && p.querySelector('input.cg-name');"
        " return [n && (n.value || n.placeholder),"
        " f.closest('[data-set]')?.dataset.set]; }"
    )
    assert focused == [ben["name"], str(len(ben["spread"]) - 1)], focused


def boat_ticked_twice_is_named_by_the_boat(page):
    """Pyramidion: one boat ticked for two players. The fault's place said "Yellow, Loaded
    boats, entry 2", a number nothing on screen shows: the place is the player and the
    field, and the message names the boat."""
    record = next(r for n, r in records_of("pyramidion") if n.endswith("final-example"))
    record["players"][2]["boats"].append("boat-19")
    open_link_in_this_tab(page, record)
    fault = page.locator(".cg-page-faults li").first
    fault.wait_for()
    where = fault.locator(".cg-fault-where").inner_text()
    entry = EN["item_n"].split("{n}")[0].strip()
    assert entry not in where, where
    assert where.startswith(page.locator("input.cg-name").nth(2).input_value()), where
    assert "19" in fault.locator(".cg-fault-what").inner_text()


A_SHARED_LINKS_FAULT = {
    "cosmopolis-networks": card_played_twice_names_its_first_player_and_goes_to_the_second,
    "pyramidion": boat_ticked_twice_is_named_by_the_boat,
}
"""The third step of the first test here on a game: a shared link whose fault the form
names as it names the fault's place (each was a test of its own)."""


def _wop_invalid(page):
    page.locator(".cg-player").first.locator(".cg-player-mode input[value=tally]").check()
    page.locator("[data-path='players[0].lands.daenemark']").fill("9")


def _pyr_invalid(page):
    # (the page opens on the final scoring: a site's evaluation is the other mode)
    page.locator(".cg-top-mode input[value=evaluation]").check()
    page.locator("[data-path='players[0].influence']").fill("-1")


def _web_invalid(page):
    # (a word such as "3 x" is the page's own number fault:
    # test_a_word_among_pyramidions_boat_points_is_the_number_fault above)
    page.locator("[data-path='players[0].computers']").fill("3 -1")


def _ctw_invalid(page):
    # a territory painted first: goals ticked alone are the set-up, nothing to fault yet
    # (the top-left territory is chosen at first: a key of the pad fills it); then one of
    # the 3 bonus goals ticked in the first step is unticked: 2 of 3 (the list, folded
    # once the third was ticked, opened again by its button)
    page.locator(".cg-player").first.locator(".cg-ctw-key").first.click()
    goals = page.locator(".cg-form > .cg-pick[data-count]").first
    if goals.locator(".cg-pick-open").is_visible():
        goals.locator(".cg-pick-open").click()
    goals.locator("input:checked").first.uncheck()


PAGE_OWN = {"circle-the-wagons": STRINGS["en"]["pick_count"].format(of=3, n=2)}
"""The page's own words for a fault of INVALID (it finds the fault before the engine)."""


INVALID = {  # (Cosmopolis's: ``engine_fault_in_words``)
    "web-of-power": _wop_invalid,
    "pyramidion": _pyr_invalid,
    "web": _web_invalid,
    "circle-the-wagons": _ctw_invalid,
}
