"""Each card in the form is named as printed: Web of Power's penalty law by its printed
name in the page's language, Pyramidion's cards by the code printed on them, and a box for
a card held more than once as "How many:" and the card; a tap on the name puts the typing
in its box."""

from __future__ import annotations

import pytest
from browsing import open_checker
from browsing import tap_centre as tap
from checker_hands import open_group_of
from checker_hands import pick_calm as pick
from checker_pages import Page, link
from games import checker_games, records_of

from cardgen.model import LANGS

GAMES = [g.id for g in checker_games()]


LAW_COUNT = {
    "en": '"2 victory points" Law cards',
    "de": "Gesetzeskarten „2 Siegpunkte“",
    "nl": "Wetkaarten ‘2 overwinningspunten’",
    "it": "Carte Legge «2 punti vittoria»",
    "fr": "Cartes Loi «\u00a02 points de victoire\u00a0»",
}


@pytest.mark.skipif("web-of-power" not in GAMES, reason="no checker")
@pytest.mark.parametrize("lang", LANGS)
def test_web_of_power_names_the_penalty_law_as_its_printed_card(browser, server, lang):
    """The count of "2 victory points" Law cards is labelled with that card's printed name in
    the page's language (not the German one on an English page), and tapping the label
    puts the typing in that box."""
    ctx, page, errors = open_checker(browser, server, "web-of-power", lang=lang)
    try:
        radio = page.locator(".cg-player").first.locator(".cg-player-mode input[value='tally']")
        tap(page, page.locator(f"label[for='{radio.get_attribute('id')}']"))
        assert radio.is_checked()
        player = page.locator(".cg-player").first
        label = player.locator("label").filter(has_text=LAW_COUNT[lang])
        assert label.count() == 1
        open_group_of(page, label)
        box = page.locator(f"#{label.get_attribute('for')}")
        tap(page, label)
        assert page.evaluate("() => document.activeElement.id") == box.get_attribute("id")
        if lang != "de":
            assert "Siegpunkte" not in page.locator(".cg-checker").inner_text()
        assert errors == []
    finally:
        ctx.close()


@pytest.mark.skipif("pyramidion" not in GAMES, reason="no checker")
def test_pyramidion_cards_show_the_code_printed_on_them(context, server):
    """The printed cards carry a short code ("C33") instead of an English id; the
    checker's card list shows the same code, in every language."""
    # the rules' worked example: its cards are named by id (another example names them by code)
    record = next(r for name, r in records_of("pyramidion") if name.endswith("rules-example"))
    page = Page(context, server, "pyramidion", lang="de").open(link(record))
    row = page.page.locator(".cg-card[data-item='negotiator-7']").first
    group = row.locator("xpath=ancestor::details[1]")
    if group.get_attribute("open") is None:  # (one group is open at a time)
        group.locator("summary").first.scroll_into_view_if_needed()
        box = group.locator("summary").first.bounding_box()
        page.page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    assert row.locator(".cg-card-code").inner_text() == "C33"
    assert "negotiator-7" not in row.inner_text()
    assert page.errors == []


@pytest.mark.skipif("pyramidion" not in GAMES, reason="no checker")
def test_pyramidion_card_count_boxes_say_what_to_enter(browser, server):
    """In "Cards played", each number box (a card held more than once) is named "How many:"
    and its card; a tap on the card puts the typing there."""
    ctx, page, errors = open_checker(browser, server, "pyramidion")
    try:
        pick(page, ".cg-top-mode input", "evaluation")  # (the page opens on the final scoring)
        pick(page, ".cg-player:first-of-type .cg-player-mode input", "cards")
        player = page.locator(".cg-player").first
        boxes = player.locator(".cg-card input[type=number]")
        assert boxes.count() > 0
        names = boxes.evaluate_all("bs => bs.map(b => b.getAttribute('aria-label') || '')")
        assert all(n.startswith("How many: ") and len(n) > len("How many: ") for n in names)
        first = boxes.first
        open_group_of(page, first)
        tap(page, player.locator(f"label[for='{first.get_attribute('id')}']"))
        assert page.evaluate("() => document.activeElement.id") == first.get_attribute("id")
        assert errors == []
    finally:
        ctx.close()
