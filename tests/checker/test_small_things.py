"""Small things a phone and a desktop review found (issue 34, point 9): the toolbar in two
rows at 390 px in every language (Dutch made three), the engine's note without an empty
band under its words, and a card's large picture beside the list on a desktop, never over
a control."""

from __future__ import annotations

import pytest
from browsing import DESKTOP, PHONE, calm, open_checker
from journeys import t, wait_scored

from cardgen.model import LANGS

NOTE_JS = """e => { const r = document.createRange(); r.selectNodeContents(e);
  const text = r.getBoundingClientRect(), box = e.getBoundingClientRect(), s = getComputedStyle(e);
  return {box: box.height, text: text.height, padding: parseFloat(s.paddingTop)
    + parseFloat(s.paddingBottom) + parseFloat(s.borderTopWidth) + parseFloat(s.borderBottomWidth),
    line: parseFloat(s.lineHeight)}; }"""


@pytest.mark.parametrize("lang", LANGS)
def test_toolbar_in_two_rows_and_the_note_without_a_band(browser, server, lang):
    """At 390 px: the toolbar's four buttons in two rows, each a finger's size; the engine's
    note "scores update as you type" as tall as its words (the loading note before it
    kept the box at its own height, a line taller)."""
    ctx, page, errors = open_checker(browser, server, "web-of-power", lang, PHONE)
    try:
        wait_scored(page)
        buttons = page.locator(".cg-toolbar > .md-button")
        assert buttons.count() == 4
        spots = [b.bounding_box() for b in buttons.all()]
        rows = sorted({round(s["y"]) for s in spots})
        assert len(rows) == 2, rows
        assert all(s["height"] >= 44 and s["x"] + s["width"] <= 390 for s in spots)
        status = page.locator(".cg-status")
        assert status.inner_text().strip() == t(lang, "engine_ready")
        note = status.evaluate(NOTE_JS)
        assert note["box"] - note["padding"] - note["text"] < note["line"] / 2, note
        assert errors == []
    finally:
        ctx.close()


def test_a_hovered_cards_picture_shows_beside_the_list(browser, server):
    """At 1280 px with a mouse: the hovered card's picture shows large in a panel beside the
    card list, clear of every checkbox, and the small picture stays its size."""
    mouse = {"viewport": DESKTOP["viewport"]}  # a pointer that hovers (no touch screen)
    ctx, page, errors = open_checker(browser, server, "web-of-power", "en", mouse)
    try:
        wait_scored(page)
        player = page.locator(".cg-form .cg-player").first
        group = player.locator("details.cg-group").first
        group.locator("summary").click()
        calm(page)
        card = group.locator(".cg-card").nth(1)
        small = card.locator("img.cg-thumb")
        before = small.bounding_box()
        card.locator(".cg-card-name").hover()
        panel = player.locator(".cg-cards .cg-card-preview img").first
        panel.wait_for()
        page.wait_for_function("i => i.complete && i.naturalWidth > 0", arg=panel.element_handle())
        big = panel.bounding_box()
        assert big["width"] >= 3 * before["width"]
        assert small.bounding_box() == before
        controls = player.locator(".cg-cards input, .cg-cards button, .cg-cards summary").all()
        for control in controls:
            spot = control.bounding_box()
            if spot is None:
                continue
            apart = (
                spot["x"] + spot["width"] <= big["x"]
                or big["x"] + big["width"] <= spot["x"]
                or spot["y"] + spot["height"] <= big["y"]
                or big["y"] + big["height"] <= spot["y"]
            )
            assert apart, (spot, big)
        # the list's cards are not under the panel either: it lies beside them
        grid = group.locator(".cg-card-grid").bounding_box()
        assert grid["x"] + grid["width"] <= big["x"]
        assert errors == []
    finally:
        ctx.close()
