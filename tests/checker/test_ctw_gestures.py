"""What a finger means on Circle the Wagons' painter grid (``widgets/ctw/gestures.js``),
under Node, on a busy phone: the page's timers run late or early against its input, and
what a gesture is must follow the times the screen felt the finger (the events' own
``timeStamp``), not which of them the page got to first.

CI's run on a loaded host once took a quick swipe over the grid (its moves 50 ms apart)
for a rested finger: the ``HOLD_MS`` timer ran before the queued moves, and the swipe chose
three territories as well as scrolling the page. The browser test of the swipe
(``test_ctw_painter``) cannot make a host busy at will; here the timers run exactly where
a loaded thread would run them."""

from __future__ import annotations

import shutil

import pytest
from node import run_modules

pytestmark = pytest.mark.skipif(shutil.which("node") is None, reason="Node.js is not installed")

HARNESS = """
const timers = [];
globalThis.setTimeout = (fn, ms) => {
  timers.push({fn, ms, live: true});
  return timers.length - 1;
};
globalThis.clearTimeout = (id) => { if (timers[id]) timers[id].live = false; };
/** The thread was busy until ``ms`` after the press: every timer due by then runs now. */
const busyUntil = (ms) => {
  for (const t of timers) if (t.live && t.ms <= ms) { t.live = false; t.fn(); }
};
const listeners = {};
const grid = { addEventListener: (type, fn) => { listeners[type] = fn; }, setPointerCapture() {} };
const log = [];
const hands = {
  squareAt: (e) => [Math.floor(e.clientX / 40), Math.floor(e.clientY / 40)],
  press: (at) => log.push(['press', at]),
  pass: (from, to) => log.push(['pass', from, to]),
  held: (at, on) => log.push(['held', on]),
  armed: (at, on) => log.push(['armed', on]),
  clear: (at) => log.push(['clear', at]),
  release: (at, dragged) => log.push(['release', at, dragged]),
  scroll: () => log.push(['scroll']),
};
gestures.fingerOn(grid, hands);
/** The pointer event and then its touch event, at ``ms`` after the press began; whether
 *  the page kept the touch's move from scrolling. */
const send = (type, x, y, ms, pointerType = 'touch') => {
  const base = { pointerId: 1, pointerType, button: 0, clientX: x, clientY: y, timeStamp: 1000 + ms,
    cancelable: true, prevented: false, preventDefault() { this.prevented = true; } };
  listeners['pointer' + type]?.({ ...base });
  const touch = { ...base };
  const touchType = { down: 'touchstart', move: 'touchmove', up: 'touchend' }[type];
  if (pointerType === 'touch' && touchType) listeners[touchType]?.(touch);
  return touch.prevented;
};
"""


def gesture(steps: str) -> dict:
    return run_modules(
        HARNESS + steps + "\nconsole.log(JSON.stringify({log, kept}));",
        gestures="widgets/ctw/gestures.js",
    )


def test_a_quick_swipe_scrolls_though_the_hold_timer_ran_before_its_moves():
    out = gesture(
        """send('down', 20, 20, 0);
        busyUntil(400);  // the moves below waited in the queue behind the timers
        const kept = [send('move', 20, 60, 50), send('move', 20, 120, 100)];
        listeners.pointercancel({ pointerId: 1 });"""
    )
    assert out["kept"] == [False, False]
    # the rest shown while the thread was busy is taken back, and nothing is chosen but
    # the square pressed, which the painter takes back on ``scroll``
    assert out["log"] == [["press", [0, 0]], ["held", True], ["held", False], ["scroll"]]


def test_a_finger_that_rested_chooses_down_the_column_even_before_its_timer_ran():
    out = gesture(
        """send('down', 20, 20, 0);
        // busy all along: no timer has run when the moves come, 300 ms after the press
        const kept = [send('move', 20, 60, 300), send('move', 20, 100, 320)];
        send('up', 20, 100, 340);"""
    )
    assert out["kept"] == [True, True]
    assert ["pass", [0, 0], [0, 1]] in out["log"] and ["pass", [0, 1], [0, 2]] in out["log"]
    assert ["scroll"] not in out["log"]
    assert out["log"][-1] == ["release", [0, 2], True]


def test_a_tap_is_a_tap_though_the_long_press_timer_ran_first():
    out = gesture(
        """send('down', 20, 20, 0);
        busyUntil(600);
        const kept = send('up', 20, 20, 90);"""
    )
    assert ["clear", [0, 0]] not in out["log"]
    assert out["log"][-1] == ["release", [0, 0], False]


def test_a_long_press_clears_though_its_timer_never_ran():
    out = gesture(
        """send('down', 20, 20, 0);
        const kept = send('up', 20, 20, 700);"""
    )
    assert ["clear", [0, 0]] in out["log"]
    assert out["log"][-1] == ["release", [0, 0], False]


def test_a_quick_sideways_drag_chooses_along_the_row_and_a_mouse_drags_any_way():
    out = gesture(
        """send('down', 20, 20, 0);
        const kept = [send('move', 60, 24, 40), send('move', 100, 60, 60)];
        send('up', 100, 60, 80);
        send('down', 20, 20, 1000, 'mouse');
        send('move', 20, 60, 1020, 'mouse');
        send('up', 20, 60, 1040, 'mouse');"""
    )
    assert out["kept"] == [True, True]
    passes = [e[1:] for e in out["log"] if e[0] == "pass"]
    assert passes == [[[0, 0], [1, 0]], [[1, 0], [2, 1]], [[0, 0], [0, 1]]]
    assert ["scroll"] not in out["log"]
