"""Whether a tap on the phone's totals bar is taken as meant for what lay beneath it
(``passThrough`` in ``totals-bar.js``), under Node: by the tap's own time (when the finger
lifted), not by when a busy page got to its click. In Chromium a click that waited a second
behind the engine's work keeps the finger's time in ``event.timeStamp`` (checked with the
DevTools protocol), so a tap 100 ms after the bar came, handled a second later, went to the
bar before. The bar in a real page: ``test_totals_bar``."""

from __future__ import annotations

import shutil

import pytest
from node import run_modules

pytestmark = pytest.mark.skipif(shutil.which("node") is None, reason="Node.js is not installed")

TAP = """
const clicked = [];
const beneath = { closest: () => beneath, focus() {}, click() { clicked.push('beneath'); } };
globalThis.document = { elementFromPoint: () => beneath };
// the bar came a second ago: the page, busy, gets to the taps below only now
const bar = { movedAt: performance.now() - 1000, style: {}, contains: (node) => node !== beneath };
/** A finger's tap on the bar, lifted ``ms`` after the bar came. */
const tap = (ms) =>
  bar_.passThrough(bar, { detail: 1, timeStamp: bar.movedAt + ms, clientX: 10, clientY: 10 });
"""


def test_a_tap_as_the_bar_comes_goes_beneath_however_late_the_page_handles_it():
    out = run_modules(
        TAP
        + """
        const passed = [tap(100), tap(bar_.BAR_SETTLE_MS + 100)];
        const enter = bar_.passThrough(bar, { detail: 0, timeStamp: bar.movedAt + 10 });
        console.log(JSON.stringify({passed, enter, clicked}));""",
        bar_="totals-bar.js",
    )
    # meant for the card beneath (passed on, and clicked there); then read and meant for the
    # bar; a keyboard's Enter is always the bar's
    assert out["passed"] == [True, False]
    assert out["clicked"] == ["beneath"]
    assert out["enter"] is False
