"""Pyramidion's site evaluation: shown step by step from the engine's steps, following a
rename; a link with only the site's id shows the site's minimums; the lines' number column
headed as a sum, not as points; the site and headings in the page's language."""

from __future__ import annotations

import pytest
from browsing import open_checker
from checker_pages import Page, link, native
from games import checker_games, records_of
from journeys import wait_scored

from cardgen.model import LANGS

GAMES = [g.id for g in checker_games()]


@pytest.mark.skipif("pyramidion" not in GAMES, reason="no checker")
def test_pyramidion_shows_the_evaluation_step_by_step_and_follows_renames(context, server):
    record = next(r for n, r in records_of("pyramidion") if n.endswith("rules-example"))
    page = Page(context, server, "pyramidion").open(link(record))
    result = native(record)
    steps = page.page.locator(".cg-step")
    assert steps.evaluate_all("s => s.map(x => x.dataset.step)") == [
        "torturer",
        "negotiator",
        "merchant",
        "discard",
    ]
    # the step view comes from the engine's structured steps, not from the notes
    outcomes = page.page.locator(".cg-step .cg-step-outcome").all_text_contents()
    assert outcomes == [step["reason"] for step in result["steps"]]
    titles = page.page.locator(".cg-step h4").all_text_contents()
    assert titles == [step["title"] for step in result["steps"]]
    links = page.page.locator(".cg-step h4 a").evaluate_all("a => a.map(x => x.pathname + x.hash)")
    steps_shown = ("torturer", "negotiator", "merchant", "discard")
    assert links == [f"/en/pyramidion/rules/#pyr-evaluation-{s}" for s in steps_shown]
    site_after = page.page.locator(".cg-site").inner_text()
    assert result["site"]["name"] in site_after and "Torturer troop" in site_after
    for step in result["steps"]:
        node = page.page.locator(f".cg-step[data-step={step['step']}]")
        assert ("cg-step-placed" in node.get_attribute("class")) == step["placed"]
    shown_notes = page.page.locator(".cg-notes li").all_text_contents()
    assert not any(n.startswith(s["title"]) for n in shown_notes for s in result["steps"])
    merchant = page.page.locator(".cg-step[data-step=merchant]").inner_text()
    for player in result["players"]:
        line = next(ln for ln in player["lines"] if ln["rule"] == "merchant")
        assert f"{player['name']}: {line['detail']}" in merchant
    assert "Alexandria" in steps.nth(3).inner_text()
    # rename the torturer troop's owner: the choice follows the new name
    troop = page.page.locator("select[data-path='site.torturer']")
    assert troop.input_value() == "yellow"
    seen = page.scored()
    page.page.locator("[data-path='players[2].name']").fill("Yellow Yvonne")
    page.wait(seen)
    assert troop.input_value() == "Yellow Yvonne"
    assert page.state()["site"]["torturer"] == "Yellow Yvonne"
    assert "Yellow Yvonne" in troop.locator("option").all_text_contents()
    page.check_against_native()
    assert page.errors == []


@pytest.mark.skipif("pyramidion" not in GAMES, reason="no checker")
def test_pyramidion_link_with_only_the_site_id_shows_the_sites_minimums(context, server):
    from cardgen.model import game_data, load_game

    sites = {s["id"]: s for s in game_data(load_game("pyramidion"))["catalogs"]["sites"]}
    record = {
        "game": "pyramidion",
        "site": {"id": "thebes"},
        "players": [{"name": "blue", "influence": 4}, {"name": "red"}],
    }
    page = Page(context, server, "pyramidion").open(link(record))
    for key in ("min_influence", "min_negotiation"):
        field = page.page.locator(f"input[data-path='site.{key}']")
        assert field.input_value() == ""
        assert field.get_attribute("placeholder") == str(sites["thebes"][key])
        hint = page.page.locator(f"#{field.get_attribute('aria-describedby')}")
        assert str(sites["thebes"][key]) in hint.text_content()
    # a value of its own: the data's value is still named
    seen = page.scored()
    field = page.page.locator("input[data-path='site.min_influence']")
    field.fill("2")
    page.wait(seen)
    hint = page.page.locator(f"#{field.get_attribute('aria-describedby')}")
    assert str(sites["thebes"]["min_influence"]) in hint.text_content()
    assert page.errors == []


SUM = {"en": "Sum", "de": "Summe", "nl": "Som", "it": "Somma", "fr": "Somme"}


@pytest.mark.skipif("pyramidion" not in GAMES, reason="no checker")
@pytest.mark.parametrize("lang", LANGS)
def test_pyramidion_evaluation_does_not_call_influence_points(browser, server, lang):
    """A site evaluation's lines are influence, negotiation and haggling: their number
    column is headed as a sum, not as points, in the page's language."""
    from games import records_of

    from cardgen.site.checker_sources import strings

    record = next(r for name, r in records_of("pyramidion") if name.endswith("rules-example"))
    ctx, page, errors = open_checker(
        browser, server, "pyramidion", lang=lang, fragment=link(record)
    )
    try:
        wait_scored(page, 0)
        heads = page.locator(".cg-results table.cg-lines thead th.cg-num")
        assert heads.count() >= 3
        texts = set(heads.all_inner_texts())
        assert texts == {SUM[lang]}, texts
        assert strings()[lang]["points"] not in texts
        assert errors == []
    finally:
        ctx.close()


@pytest.mark.skipif("pyramidion" not in GAMES, reason="no checker")
def test_a_pyramidion_site_evaluation_speaks_german_on_a_german_page(context, server):
    """A reviewer read "Thebes nach der Wertung" and a bold "points" above each player's
    played cards on the German page: the site and that heading are German."""
    record = {
        "game": "pyramidion",
        "site": {"id": "thebes"},
        "players": [
            {"name": "Anna", "influence": 6, "negotiation": 2, "haggling": 1},
            {"name": "Ben", "influence": 1},
        ],
    }
    page = Page(context, server, "pyramidion", "de").open(link(record))
    text = page.page.locator(".cg-results").inner_text()
    assert "Theben nach der Wertung" in text, text
    assert "Thebes" not in text and "points" not in text, text
    assert "Am Ort gespielt" in text, text
