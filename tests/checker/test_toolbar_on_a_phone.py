"""The checker's toolbar and the engine's note on a phone (390 px): the toolbar's four
buttons in two rows in every language (Dutch made three), each a finger's size, and the
note as tall as its words, without an empty band under them."""

from __future__ import annotations

import pytest
from browsing import PHONE, open_checker
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
