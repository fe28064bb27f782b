"""Web's board form: offered only when a link brings a board; a board link scores as
``cardgen score`` does and names a bad cable at the board; each player gets a free cable
colour."""

from __future__ import annotations

import json

import pytest
from browsing import open_checker
from checker_pages import Page, as_sentence, expected_totals, link, native, ranked
from games import checker_games, records_of
from journeys import wait_scored

GAMES = [g.id for g in checker_games()]


@pytest.mark.skipif("web" not in GAMES, reason="no checker")
def test_web_offers_the_board_form_only_when_a_link_brings_a_board(browser, server):
    """A new game offers no form of typed JSON and card ids: each player enters computers
    and hand. A share link carrying a board still loads, scores as ``cardgen score`` does,
    and shows that form for its players."""
    import json

    from games import records_of

    from cardgen.commands.score import score_text

    ctx, page, errors = open_checker(browser, server, "web")
    try:
        assert page.locator(".cg-player-mode input[value=board]").count() == 0
        assert page.locator("textarea.cg-web-json").count() == 0
        assert page.locator(".cg-player").first.locator("input[type=number]").count() >= 1
        assert errors == []
    finally:
        ctx.close()
    record = next(r for name, r in records_of("web") if name.endswith("worked-example"))
    expected = score_text(json.dumps(record), lang="en")
    ctx, page, errors = open_checker(browser, server, "web", fragment=link(record))
    try:
        wait_scored(page, 0)
        totals = page.eval_on_selector_all(
            "[data-total-for]", "els => els.map(e => [e.dataset.totalFor, e.textContent])"
        )
        assert totals == ranked(expected["players"])
        assert page.locator("textarea.cg-web-json").count() == 1
        radio = page.locator(".cg-player").first.locator(".cg-player-mode input[value=board]")
        assert radio.is_checked()
        assert errors == []
    finally:
        ctx.close()


@pytest.mark.skipif("web" not in GAMES, reason="Web has no checker")
def test_web_board_form_link_shows_the_cli_totals_and_names_a_bad_cable(context, server):
    record = next(r for name, r in records_of("web") if name.endswith("worked-example"))
    page = Page(context, server, "web").open(link(record))
    assert page.totals() == expected_totals(record)
    assert page.winners() == ", ".join(native(record)["winners"])
    for i, player in enumerate(record["players"]):
        assert (
            page.page.locator(f"[data-path='players[{i}].board']").input_value() == player["board"]
        )
    board = page.page.locator("textarea.cg-web-json")
    assert json.loads(board.input_value()) == record["board"]
    picture = page.page.locator(".cg-web-board")
    assert picture.locator("[data-card]").count() == len(record["board"]["cards"])
    assert picture.locator("[data-cable]").count() == len(record["board"]["cables"])
    # a cable that leaves the cards: the engine's message at the board, the cable in red
    bad = json.loads(json.dumps(record["board"]))
    bad["cables"].append({"colour": "red", "from": [4, 1], "to": [4, 2]})
    seen = page.scored()
    board.fill(json.dumps(bad))
    page.wait(seen)
    expected = native(page.state())
    assert expected["error"]["path"].startswith("board.cables")
    assert page.page.locator(".cg-web").locator("xpath=..").locator(
        ".cg-error"
    ).text_content() == as_sentence(expected["error"]["message"])
    assert picture.locator(".cg-web-bad").count() == 1
    # JSON that does not parse says so at the text area
    seen = page.scored()
    board.fill('{"cards": [')
    page.wait(seen)
    assert "JSON" in page.page.locator(".cg-web-parse").text_content()
    assert board.get_attribute("aria-invalid") == "true"
    assert page.errors == []


@pytest.mark.skipif("web" not in GAMES, reason="no checker")
def test_web_board_form_gives_each_player_a_free_cable_colour(context, server):
    from cardgen.model import game_data, load_game

    colours = [c["id"] for c in game_data(load_game("web"))["catalogs"]["colours"]]
    # the board form is offered only once a link (or a saved game) brings a board: the
    # first player comes with one, the others are switched to it here
    board = {"server": {"x": 0, "y": 0}, "cards": [], "cables": []}
    start = {"game": "web", "board": board, "players": [{"name": "Ann", "board": colours[-1]}]}
    page = Page(context, server, "web").open(link(start))
    players = page.page.locator(".cg-player")
    for _ in range(2):
        page.page.locator(".cg-add-player").click()
    for i in range(1, players.count()):
        seen = page.scored()
        page.page.locator(".cg-player").nth(i).locator(".cg-player-mode input[value=board]").check()
        page.wait(seen)
    chosen = [p["board"] for p in page.state()["players"]]
    assert chosen[0] == colours[-1]
    assert len(set(chosen)) == len(chosen) and set(chosen) <= set(colours)
    # a player named after a colour gets that colour; the others the first free ones
    names = [p["name"] for p in page.state()["players"]]
    for name, colour in zip(names, chosen, strict=True):
        if name in colours:
            assert colour == name
    selects = page.page.locator(".cg-player select[data-path$='.board']")
    assert selects.evaluate_all("s => s.map(x => x.value)") == chosen
    assert page.errors == []
