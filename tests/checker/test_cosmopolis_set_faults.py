"""Cosmopolis: a set that can no longer become legal is said at once, a set still being
built waits, and the result is not final meanwhile (issue 34's second phone review,
findings 1, 3, 4, 6 and 8). Under Node: which sets a fault names and whether more cards can
mend it, the other sets' analysis while one is faulty, where a card already lies in a
round. In Chromium at 390x844 with touch, in Dutch as the reviewer played: what only a
browser shows (the marks at the sets, the text a refused name leaves selected, the focus
after a card is taken away by keyboard). The engine's side (``unfinished`` faults, said
after every fault no card can mend; ``provisional``) is in tests/games/cosmopolis_networks."""

from __future__ import annotations

import json
import shutil

import pytest
from browsing import PHONE, calm, open_checker
from browsing import tap_centre as tap
from checker_hands import retype
from journeys import engine_result, foreign_words, t, text_in
from journeys import faces as game_faces
from node import run_modules

from cardgen.engine.games.cosmopolis_networks.faults import FAULTS

GAME = "cosmopolis-networks"
NODE = pytest.mark.skipif(shutil.which("node") is None, reason="Node.js is not installed")

SPREAD = "rounds[0].players[1].spread"


def sets_js(script: str):
    return run_modules(script, sets="widgets/cosmo/sets.js")


@NODE
def test_a_set_is_still_being_built_only_while_each_of_its_faults_is_unfinished():
    faults = [
        {"path": f"{SPREAD}[0]", "unfinished": True},
        {"path": f"{SPREAD}[2]"},  # a third region: no card mends it
        {"path": f"{SPREAD}[3]", "unfinished": True},
        {"path": f"{SPREAD}[3][1]"},  # a card of set 4 played twice
        {"path": "rounds[0].players[0].spread[1]", "unfinished": True},  # another player's
        {"path": SPREAD},
    ]
    got = sets_js(
        f"console.log(JSON.stringify([...sets.faultySets({json.dumps(faults)}, "
        f"{json.dumps(SPREAD)})]))"
    )
    assert got == [[0, True], [2, False], [3, False], [-1, False]]


@NODE
def test_a_set_being_built_says_what_it_still_needs_in_the_engines_words():
    """Only a fault of the set itself that more cards can mend is a hint of what it needs:
    not one of its cards, another player's, the spread's, nor one no card mends."""
    faults = [
        {"path": f"{SPREAD}[0]", "message": "a set needs at least 3 cards", "unfinished": True},
        {"path": f"{SPREAD}[0]", "message": "a second unfinished fault", "unfinished": True},
        {"path": f"{SPREAD}[1]", "message": "needs a linking card", "unfinished": True},
        {"path": f"{SPREAD}[2]", "message": "three regions"},
        {"path": f"{SPREAD}[3][1]", "message": "played twice", "unfinished": True},
        {"path": "rounds[0].players[0].spread[4]", "message": "other", "unfinished": True},
        {"path": SPREAD, "message": "the spread", "unfinished": True},
    ]
    got = sets_js(
        f"console.log(JSON.stringify([...sets.stillNeeded({json.dumps(faults)}, "
        f"{json.dumps(SPREAD)})]))"
    )
    assert got == [[0, "a set needs at least 3 cards"], [1, "needs a linking card"]]


@NODE
def test_the_other_sets_keep_their_analysis_while_one_is_faulty():
    """Set 2 of 4 went with its fault: the partial result's sets 1, 2, 3 are this spread's
    sets 1, 3, 4, and its largest network [0, 2] is sets [0, 3] here."""
    kinds = [{"type": "a"}, {"type": "c"}, {"type": "b"}]
    partial = {
        "players": [
            {"name": "A", "rounds": [{"sets": []}]},
            {
                "name": "B",
                "rounds": [
                    {"sets": kinds, "largest_network": [0, 2], "score": 6, "hand_limit": 6},
                ],
            },
        ]
    }
    result = {"error": {}, "partial": partial, "removed": [f"{SPREAD}[1]"]}
    got = sets_js(
        f"console.log(JSON.stringify(sets.partialAnalysis({json.dumps(result)}, "
        f"{json.dumps(SPREAD)}, 4)))"
    )
    assert got["sets"] == [kinds[0], None, kinds[1], kinds[2]]
    assert got["largest_network"] == [0, 3]
    assert (got["score"], got["hand_limit"]) == (6, 6)
    # the whole player went: nothing to show of them
    result["removed"] = ["rounds[0].players[1]"]
    assert (
        sets_js(
            f"console.log(JSON.stringify(sets.partialAnalysis({json.dumps(result)}, "
            f"{json.dumps(SPREAD)}, 4)))"
        )
        is None
    )


@NODE
def test_a_card_already_in_the_round_is_found_by_either_side():
    players = [
        {"name": "Anouk", "spread": [["lagos"], ["havana", {"region": "africa"}]]},
        {"name": "Bram", "spread": [["tokyo"]]},
    ]
    card = {"vancouver": "rc-01", "havana": "rc-01", "lagos": "rc-08", "tokyo": "rc-20"}
    script = (
        f"const card = {json.dumps(card)};"
        "const cardOf = (f) => card[f] || null;"
        f"const players = {json.dumps(players)};"
        "console.log(JSON.stringify(['vancouver', 'tokyo', 'london'].map("
        "(f) => sets.cardInPlay(players, f, cardOf))));"
    )
    assert sets_js(script) == [
        {"player": 0, "set": 1, "card": 0, "face": "havana"},
        {"player": 1, "set": 0, "card": 0, "face": "tokyo"},
        None,
    ]


def selection(page) -> list:
    """Whether the city field has the focus, its value and its selected range."""
    return page.evaluate(
        "() => { const e = document.activeElement; return [e.classList.contains('cg-search'),"
        " e.value ?? null, e.selectionStart ?? null, e.selectionEnd ?? null]; }"
    )


def test_a_set_that_cannot_become_legal_is_said_at_once_and_the_result_is_not_final(
    browser, server
):
    """Three players, round 1 of 3, on a phone in Dutch. One card in: no winner of a game
    at 0, "all level so far" and why (rounds to play, a set being entered). A third region
    typed into a set with a linking card: that set is illegal at once with its reason, the
    result "not final", while set 1 keeps its kind, its network mark and the summary. The
    other side of a card in play is refused where it was typed, its text selected: a tap on
    the field and the next city replace it. A card taken away by keyboard leaves the focus
    on the next card's button. "Add cards to" keeps the set chosen. Each box is headed by
    its player's name."""
    ctx, page, errors = open_checker(browser, server, GAME, "nl", PHONE)
    city = {face: text_in(f["city"], "nl") for face, f in game_faces(GAME).items()}
    try:
        calm(page)
        players = page.locator(".cg-form .cg-player")
        tap(page, page.locator(".cg-add-player"))
        calm(page)
        for i, name in enumerate(("Anouk", "Bram", "Celine")):
            retype(page, players.nth(i).locator("input.cg-name"), name)
            calm(page)
        assert page.locator(".cg-player > legend").all_inner_texts() == ["Anouk", "Bram", "Celine"]
        anouk = players.first
        search = anouk.locator("input.cg-search")
        results = page.locator(".cg-results")
        bar = page.locator(".cg-totals-bar")

        def add(face: str) -> None:
            retype(page, search, city[face])
            page.keyboard.press("Enter")
            calm(page)

        add("lagos")
        verdict = results.locator(".cg-verdict").inner_text()
        assert verdict.startswith(t("nl", "level_so_far")), verdict
        record = {"game": GAME, "rounds": [{"players": [
            {"name": n, "spread": [["lagos", "accra", "kinshasa"]] if n == "Anouk" else []}
            for n in ("Anouk", "Bram", "Celine")]}]}  # fmt: skip
        rounds_reason = engine_result(record, "nl")["provisional"][0]
        assert rounds_reason[0].upper() + rounds_reason[1:] in verdict
        assert t("nl", "held_open", where="Anouk, Ronde 1, Set 1") in verdict
        assert page.locator("[data-winners], .cg-winner, .cg-bar-winner").count() == 0
        assert bar.locator(".cg-bar-so-far").inner_text() == t("nl", "bar_so_far")
        add("accra")
        add("kinshasa")
        assert results.locator(".cg-so-far").inner_text() == f"{t('nl', 'ahead_so_far')} Anouk"
        assert page.locator("[data-winners]").count() == 0  # round 1 of 3

        # a new set: a linking card, a card of its region, then a third region
        tap(page, anouk.locator(".cg-cos-start"))
        for face in ("mexico-city", "havana", "toronto"):
            add(face)
        sets = anouk.locator(".cg-cos-set")
        second = sets.nth(1)
        assert second.locator(".cg-cos-kind").inner_text() == t("nl", "cos_illegal")
        reason = FAULTS["link_misfit"]["nl"].split("{")[0]  # "de verbindingskaart verbindt "
        assert second.locator(".cg-error").inner_text().lower().startswith(reason)
        assert int(page.get_attribute(".cg-checker", "data-faults")) == 1
        assert t("nl", "not_final_one", n=1) in results.inner_text()
        assert bar.locator(".cg-bar-warn").inner_text() == t("nl", "not_final_one", n=1)
        first = sets.first
        assert first.locator(".cg-cos-kind").inner_text() == t("nl", "cos_kind_a")
        assert "cg-cos-in" in first.get_attribute("class")
        summary = anouk.locator(".cg-cos-summary").inner_text()
        # set 1's network, and a hand limit that counts the linking card on the table
        assert summary == t("nl", "cos_summary", sets=t("nl", "cos_sets_one", list=1), n=3, hand=6)

        # Vancouver is on Havana's card: refused at the field, the name selected
        retype(page, search, city["vancouver"])
        page.keyboard.press("Enter")
        calm(page)
        miss = anouk.locator(".cg-cos-miss")
        said = miss.inner_text()
        assert said.startswith(city["vancouver"]) and "Anouk, Set 2" in said, said
        assert foreign_words(said, GAME, "nl") == []
        assert selection(page) == [True, city["vancouver"], 0, len(city["vancouver"])]
        assert sets.count() == 2 and sets.nth(1).locator("li").count() == 3
        # refused from the button: a tap on the field, and the next city typed replaces it
        tap(page, anouk.locator(".cg-search ~ button").first)
        calm(page)
        tap(page, search)
        page.keyboard.type(city["kingston"])
        page.keyboard.press("Enter")
        calm(page)
        assert sets.nth(1).locator(".cg-cos-cards > li").count() == 4
        assert city["kingston"] in sets.nth(1).inner_text()
        assert miss.is_hidden()

        # Toronto taken away by keyboard: the focus on the × of the card now in its place
        remove = sets.nth(1).locator(".cg-cos-cards > li").nth(2).get_by_role("button")
        remove.focus()
        page.keyboard.press("Enter")
        calm(page)
        focused = page.evaluate("document.activeElement.getAttribute('aria-label')")
        assert focused.endswith(f"{city['kingston']} (Caraïben)"), focused
        # a linking card with two of its regions' cards: legal again, kind c
        assert sets.nth(1).locator(".cg-cos-kind").inner_text() == t("nl", "cos_kind_c")
        assert int(page.get_attribute(".cg-checker", "data-faults")) == 0
        assert results.locator(".cg-so-far").inner_text() == f"{t('nl', 'ahead_so_far')} Anouk"
        # "Add cards to" stays on the set the reader chose, not on the last one
        target = anouk.locator(".cg-ctw-place select").first
        target.select_option(label=t("nl", "cos_set_n", n=1))
        add("dakar")
        assert target.input_value() == "0"
        assert city["dakar"] in sets.first.inner_text()
        assert errors == []
    finally:
        ctx.close()
