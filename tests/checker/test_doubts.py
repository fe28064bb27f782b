"""Web's value beyond our deck (a computer worth 6; our cards print 1 to 5) is scored as
given, and the doubt is shown where a fault is: at the field, on a phone's totals bar and
above the totals, in words that name our deck; the result heads those ahead so far, never
a winner (a typo, "2 12" for "2 1 2", is the likelier reading), nor while a player has
entered nothing (a 0 typed is an entry, though a new game holds it too). A box of cards left
in hand is empty with its default, 0, as the placeholder, so a 2 typed after a tap is 2, not
"02". A player renamed keeps their colour in their box's heading ("Tom (Red)"). On a
390x844 phone with touch in German, and at 1280 px in Italian and English."""

from __future__ import annotations

import pytest
from browsing import DESKTOP, PHONE, SHOWN_NAME, open_checker, settle
from journeys import Hands, data_of, engine_result, foreign_words, shown_totals, t

CASES = [("de", "phone"), ("it", "desktop"), ("en", "desktop")]


@pytest.mark.parametrize(("lang", "size"), CASES, ids=[f"{lang}-{size}" for lang, size in CASES])
def test_a_value_beyond_our_deck_is_doubted_at_its_field_and_on_the_bar(
    browser, server, lang, size
):
    ctx, page, errors = open_checker(
        browser, server, "web", lang, PHONE if size == "phone" else DESKTOP
    )
    try:
        hands = Hands(page, size)
        second = page.locator(".cg-form .cg-player").nth(1)
        name = second.locator("input.cg-name").evaluate(SHOWN_NAME)
        hand = second.locator("input[data-path$='.hand']")
        assert hand.input_value() == "" and hand.get_attribute("placeholder") == "0"
        # a person taps the box and types: nothing to select or delete first
        hands.press(hand)
        page.wait_for_function("e => document.activeElement === e", arg=hand.element_handle())
        page.keyboard.type("2")
        assert hand.input_value() == "2"
        hands.type_into(second.locator("input[data-path$='.computers']"), "4 2 6")
        settle(page)
        # the first player renamed: their box still says which colour they play
        colours = data_of("web")["catalogs"]["colours"]
        hands.type_into(page.locator(".cg-form .cg-player").nth(0).locator("input.cg-name"), "Tom")
        heading = page.locator(".cg-form .cg-player > legend")
        assert heading.first.inner_text() == f"Tom ({colours[0]['name'][lang]})"
        assert heading.first.locator(".cg-chip").count() == 1
        assert heading.nth(1).inner_text() == name == colours[1]["name"][lang]
        settle(page)
        first = (
            page.locator(".cg-form .cg-player").nth(0).locator("input.cg-name").evaluate(SHOWN_NAME)
        )
        record = {
            "game": "web",
            "players": [
                {"name": first, "computers": [], "hand": 0},
                {"name": name, "computers": [4, 2, 6], "hand": 2},
            ],
        }
        expected = engine_result(record, lang)
        assert shown_totals(page)[name] == 10 == expected["players"][1]["total"]
        message = expected["doubts"][0]["message"]
        # at the field: marked, the engine's words beside it
        field = page.locator(".cg-field-doubt[data-field-path='players[1].computers']")
        assert field.count() == 1
        note = field.locator(".cg-doubt-note")
        assert note.is_visible()
        said = note.inner_text()
        assert said.startswith(message[0].upper() + message[1:]), said
        assert foreign_words(said, "web", lang) == [], said
        # the result names no winner until the value is fixed: those ahead so far, with
        # the doubt below them, above the totals
        assert page.locator("[data-winners], .cg-winner, .cg-bar-winner").count() == 0
        ahead = page.locator(".cg-results .cg-so-far")
        assert ahead.inner_text().startswith(t(lang, "ahead_so_far"))
        box = page.locator(".cg-results .cg-doubts")
        assert t(lang, "doubts_one") in box.inner_text()
        assert page.locator(".cg-results .cg-page-faults").count() == 0
        if size == "phone":
            bar = page.locator(".cg-totals-bar")
            assert bar.is_visible()
            assert t(lang, "doubts_one") in bar.inner_text()
            assert "cg-bar-doubt" in (bar.get_attribute("class") or "")
        # the value fixed: the doubt goes from the field, the result and the bar
        hands.type_into(second.locator("input[data-path$='.computers']"), "4 2 5")
        settle(page)
        assert page.locator(".cg-field-doubt, .cg-doubts").count() == 0
        assert t(lang, "doubts_one") not in page.locator(".cg-totals-bar").inner_text()
        # Tom has entered nothing yet: still no winner, and the result says why
        assert page.locator("[data-winners], .cg-winner, .cg-bar-winner").count() == 0
        reasons = page.locator(".cg-results .cg-provisional").all_inner_texts()
        assert reasons == [t(lang, "nothing_entered", names="Tom")]
        assert ahead.inner_text().startswith(t(lang, "ahead_so_far"))
        # no cards left in hand is an entry, though a new game holds 0 there too
        hands.type_into(
            page.locator(".cg-form .cg-player").first.locator("input[data-path$='.hand']"), "0"
        )
        settle(page)
        assert page.locator("[data-winners]").get_attribute("data-winners") == name
        assert page.locator(".cg-results .cg-provisional").count() == 0
        assert errors == []
    finally:
        ctx.close()
