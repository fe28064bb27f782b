// Circle the Wagons: what a finger (or a mouse) does on the painter's grid, and nothing
// else (no town, no DOM of squares: ./painter.js says what each gesture means).
//
// On a phone the grid is most of the screen, so it must not trap the page: a swipe that
// sets off up or down scrolls the page, as anywhere else (the grid's CSS is
// ``touch-action: pan-y pinch-zoom``: the browser pans, and cancels our pointer). Choosing
// stays quick all the same:
// - a tap chooses the square under it;
// - a drag that sets off sideways chooses every square it passes: along its row, and on
//   down or across rows once it has begun (the browser has left that gesture to us);
// - a finger that rests a moment (``HOLD_MS``) before it moves chooses in any direction,
//   down a column too: its moves are then kept from scrolling (``touchmove``
//   ``preventDefault``), as a long press starts a drag in a phone's own lists;
// - a finger that rests longer (``LONG_PRESS_MS``) without moving arms its square to be
//   cleared (the square shows it); lifted there, it clears it; moved on, it drags instead.
// - a mouse's right button clears its square at once.
// A tap's own mouse events and click are not sent (see ``touchend``). A mouse scrolls
// nothing: it drags in any direction at once. A pen is taken as a finger.
//
// How long a finger rested is read off the events' own times (``timeStamp``: when the
// screen felt them), not off which timer has run: on a busy phone (the engine scoring) the
// events of a quick swipe wait in a queue, the ``HOLD_MS`` timer runs first, and a swipe
// taken as a rested finger chose the squares under it instead of scrolling. The timers only
// show the state (``held``, ``armed``) while the finger is still down.

/** How long a finger rests before its moves choose up and down (not scroll). */
export const HOLD_MS = 250;
/** How long a finger rests on one territory before lifting it clears it (a long press). */
export const LONG_PRESS_MS = 550;
/** How far a finger moves (CSS px) before a press is a drag or a swipe: a tap's jitter
 *  over a square's edge chooses no second square. */
const MOVE_PX = 10;

/**
 * Listen on ``grid`` for presses on a square and tell ``hands``:
 * - ``squareAt(event)``: the square ([x, y]) under the pointer, or null;
 * - ``press(at)``: a press began on ``at`` (choose it at once: the finger sees it);
 * - ``pass(from, to)``: a drag went on from square ``from`` to square ``to``;
 * - ``held(at, on)``: the finger rests (or no longer rests) ready to drag any way;
 * - ``armed(at, on)``: the finger rests long enough to clear ``at`` when lifted (or no more);
 * - ``clear(at)``: the long press ended: clear ``at``;
 * - ``release(at, dragged)``: a tap or a drag ended over the grid;
 * - ``scroll()``: the press was a swipe the page scrolls with: undo what ``press`` chose.
 */
export function fingerOn(grid, hands) {
  let stroke = null; // {at, last, pointer, from, since, touch, held, dragging, armed, scrolling, timers}
  /** Whether the stroke's finger had rested ``ms`` when ``event`` happened. */
  const rested = (s, event, ms) => event.timeStamp - s.since >= ms;
  const stop = () => {
    if (!stroke) return null;
    for (const timer of stroke.timers) clearTimeout(timer);
    const ended = stroke;
    stroke = null;
    if (ended.held) hands.held(ended.at, false);
    if (ended.armed) hands.armed(ended.at, false);
    return ended;
  };

  grid.addEventListener("pointerdown", (event) => {
    // a mouse's right button clears its square (a mouse's long press does too, but no one
    // at a desk thinks of it: a reviewer at 1280 px read "a long press clears")
    if (event.button === 2 && event.pointerType === "mouse") {
      const at = hands.squareAt(event);
      if (at) hands.clear(at);
      return;
    }
    if (event.button > 0) return;
    const at = hands.squareAt(event);
    if (!at) return;
    stop();
    const touch = event.pointerType !== "mouse"; // a finger or a pen: what the page pans with
    const s = { at, last: at, pointer: event.pointerId, from: { x: event.clientX, y: event.clientY },
      since: event.timeStamp, touch, held: false, dragging: false, armed: false, scrolling: false, timers: [] };
    stroke = s;
    hands.press(at);
    if (touch) {
      s.timers.push(setTimeout(() => {
        if (stroke !== s || s.dragging || s.scrolling) return;
        s.held = true;
        hands.held(at, true);
      }, HOLD_MS));
    }
    s.timers.push(setTimeout(() => {
      if (stroke !== s || s.dragging || s.scrolling) return;
      s.armed = true;
      hands.armed(at, true);
    }, LONG_PRESS_MS));
    // the moves come to the grid, whatever square the pointer is over
    grid.setPointerCapture?.(event.pointerId);
  });

  grid.addEventListener("pointermove", (event) => {
    const s = stroke;
    if (!s || event.pointerId !== s.pointer || s.scrolling) return;
    if (!s.dragging) {
      // the way the press first moves decides, once, what it is
      const dx = event.clientX - s.from.x;
      const dy = event.clientY - s.from.y;
      if (Math.hypot(dx, dy) < MOVE_PX) return;
      for (const timer of s.timers) clearTimeout(timer);
      if (s.armed) {
        s.armed = false;
        hands.armed(s.at, false);
      }
      if (s.held) {
        s.held = false; // (a rested finger's moves stay ours: ``dragging``)
        hands.held(s.at, false);
      }
      // a finger that did not rest and set off up or down: a swipe, the page's to scroll
      if (s.touch && !rested(s, event, HOLD_MS) && Math.abs(dy) >= Math.abs(dx)) {
        s.scrolling = true;
        hands.scroll();
        return;
      }
      s.dragging = true;
    }
    const at = hands.squareAt(event);
    if (!at || (at[0] === s.last[0] && at[1] === s.last[1])) return;
    const from = s.last;
    s.last = at;
    hands.pass(from, at);
  });

  // a finger that rested, or is dragging, moves the page no more (its moves are ours)
  grid.addEventListener("touchmove", (event) => {
    const s = stroke;
    if (!s || s.scrolling || !event.cancelable) return;
    if (s.dragging || rested(s, event, HOLD_MS)) event.preventDefault();
  }, { passive: false });

  // a tap's own mouse events and click, which come after it, are not sent: ``release``
  // may have scrolled the page, and they went to the square now under the finger's old
  // point (its focus moved three rows down); the painter focuses the square itself
  grid.addEventListener("touchend", (event) => {
    if (event.cancelable) event.preventDefault();
  });
  grid.addEventListener("pointerup", (event) => {
    if (!stroke || event.pointerId !== stroke.pointer) return;
    const ended = stop();
    if (ended.scrolling) return;
    if (!ended.dragging && rested(ended, event, LONG_PRESS_MS)) hands.clear(ended.at);
    hands.release(ended.last, ended.dragging);
  });
  grid.addEventListener("pointercancel", (event) => {
    if (!stroke || event.pointerId !== stroke.pointer) return;
    const ended = stop();
    // the browser took the finger to scroll (or to zoom): what it chose goes back
    if (!ended.dragging && !ended.scrolling) hands.scroll();
  });
  // a long press opens no menu of the browser's over the grid
  grid.addEventListener("contextmenu", (event) => event.preventDefault());
}
