"""The print view: the result without the form, every player's name and total in what the
printer gets, none of the form's labels."""

from __future__ import annotations

import pytest
from checker_pages import Page, link, scored_record, shown_number
from games import checker_games

GAMES = [g.id for g in checker_games()]


@pytest.mark.parametrize("game", GAMES)
def test_the_print_view_is_the_result_without_the_form(context, server, game, tmp_path):
    from pypdf import PdfReader

    record, result = scored_record(game)
    if record is None:
        pytest.skip(f"no test record of {game} with totals")
    page = Page(context, server, game).open(link(record))
    page.page.emulate_media(media="print")
    for hidden in (".cg-form", ".cg-toolbar", ".cg-totals-bar", ".md-header", ".md-sidebar"):
        assert not page.page.locator(hidden).first.is_visible(), hidden
    scores = page.page.locator(".cg-score")
    assert scores.count() == len(result["players"])
    for player in result["players"]:
        total = page.page.locator(f'[data-total-for="{player["name"]}"]')
        score = page.page.locator(".cg-score").filter(has=total)
        assert score.locator(total).is_visible()
        # a line a row, and a running sum's row where the game has one (Web of Power)
        assert score.locator("tbody tr:not(.cg-subtotal)").count() == len(player["lines"])
    assert page.page.locator("[data-winners]").is_visible()
    # what the printer gets: every player's name and total, none of the form's labels
    page.page.pdf(path=tmp_path / "result.pdf", format="A4")
    text = " ".join(p.extract_text() for p in PdfReader(tmp_path / "result.pdf").pages)
    for player in result["players"]:
        assert player["name"] in text and shown_number(player["total"]) in text
    assert "Add a player" not in text and "New game" not in text
    assert page.errors == []
