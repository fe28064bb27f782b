// Circle the Wagons: the painter's pad kept at the bottom of a phone's screen, and what
// stays in sight around it. The pad (a sticky block at the end of the board) is kept there
// only while the reader paints (from a tap on a square, which puts the focus on the grid,
// until the focus goes to another control) and the grid's first row lies wholly above
// where it is kept. Kept as soon as the board's top
// came on screen, it covered the first rows of a town the reader was scrolling to (a
// reviewer saw the pad before a single square); kept once the first row was above it, it
// still covered rows 4 to 6 of a town the reader had scrolled to after typing a name,
// before a square was tapped (a second reviewer). Until then it waits in its place under
// the grid (``PAD_BELOW``), below every square, and a square chosen is revealed above
// where the pad will be kept, so the pad follows it onto the screen.

import { CLEARANCE_PX } from "./sight.js";

/** The class that leaves the pad in its place under the grid (checker.css). */
const PAD_BELOW = "cg-ctw-below";

/** Where the pad is when kept at the bottom of the screen: ``{height, bottom}`` (its
 *  height and its distance from the screen's bottom edge, px), or null where it is never
 *  kept (a desktop, a phone on its side: checker.css leaves it in its place). */
export function keptPad(pad) {
  const below = pad.classList.contains(PAD_BELOW);
  if (below) pad.classList.remove(PAD_BELOW);
  const style = getComputedStyle(pad);
  const kept = style.position === "sticky" ? { height: pad.offsetHeight, bottom: Number.parseFloat(style.bottom) || 0 } : null;
  if (below) pad.classList.add(PAD_BELOW);
  return kept;
}

/** The pad kept at the bottom of the screen only once the reader paints (``engage``) and
 *  while ``firstRow`` (the grid's first square) lies wholly above it: otherwise it stays
 *  in its place under the grid, where it covers no square. */
export function placePad(pad, firstRow) {
  const kept = keptPad(pad);
  const row = firstRow?.getBoundingClientRect();
  const painting = pad.dataset.painting === "true";
  const below = !painting || Boolean(kept && row && row.bottom > window.innerHeight - kept.bottom - kept.height);
  pad.classList.toggle(PAD_BELOW, below);
}

/** The reader paints from the moment the focus comes to the ``board`` (a tap on a square
 *  puts it there) until it goes to another control of the page; a tap on no control (the
 *  page's text, the line under the grid) leaves it as it was. */
function engage(pad, board, target) {
  if (target && target !== document.body) pad.dataset.painting = String(board.contains(target));
}

/** Scroll the page (at once, no glide: the pad stays put under the thumb) so that
 *  ``whole`` (the grid and the lines under it) lies between the site's header and the pad
 *  kept at the bottom of the screen, or where it does not fit, every one of ``nodes`` (the
 *  squares chosen), or the first of them. */
export function reveal(nodes, pad, whole) {
  const header = document.querySelector(".md-header")?.getBoundingClientRect();
  const top = Math.max(0, header && header.height ? header.bottom : 0) + CLEARANCE_PX;
  // where the pad's top is once kept at the bottom (it is, whenever the squares are above
  // it: placePad), or the screen's bottom
  const kept = keptPad(pad);
  const bottom = window.innerHeight - (kept ? kept.height + kept.bottom : 0) - CLEARANCE_PX;
  const fits = (box) => box.bottom - box.top <= bottom - top;
  const span = (boxes) => ({ top: Math.min(...boxes.map((b) => b.top)), bottom: Math.max(...boxes.map((b) => b.bottom)) });
  const boxes = nodes.filter(Boolean).map((node) => node.getBoundingClientRect());
  if (!boxes.length) return;
  let box = span(whole.map((node) => node.getBoundingClientRect()));
  if (!fits(box)) box = span(boxes);
  if (!fits(box)) box = boxes[0];
  const by = box.top < top ? box.top - top : box.bottom > bottom ? box.bottom - bottom : 0;
  if (by) window.scrollBy({ top: by, behavior: "instant" });
}

/** The room (px) the totals ``bar`` takes at the bottom of the screen when it is back, as
 *  totals-bar.js keeps it (its height and a 16 px margin), or none while it shows nothing. */
function barRoom(bar) {
  if (!bar || bar.hidden || bar.classList.contains("cg-away")) return 0;
  const height = bar.getBoundingClientRect().height;
  return height ? Math.ceil(height) + 16 : 0;
}

/** While the reader paints (the focus is on the grid, where a tap on a square puts it; the
 *  pad's keys take none) and ``pad`` is kept at the bottom of the screen (the ``board`` it
 *  ends runs on below the band the bar takes), the totals bar steps aside (``setBarAside``):
 *  the pad over the bar hid most of the grid on a phone. Elsewhere on the form (a name, a
 *  goal) the bar is back. The pad is placed (``placePad``) as the page scrolls. Watched as
 *  the page scrolls and the focus moves, until ``box`` leaves the page. Returns the check,
 *  to run at once after the page was scrolled. */
export function keepPadAndBar(ctx, box, board, pad, firstRow) {
  let queued = false;
  const check = () => {
    queued = false;
    if (!box.isConnected) {
      window.removeEventListener("scroll", later);
      window.removeEventListener("resize", later);
      document.removeEventListener("focusin", focused);
      document.removeEventListener("focusout", later);
      ctx.checker.setBarAside?.(box, false);
      return;
    }
    placePad(pad, firstRow());
    const frame = board.getBoundingClientRect();
    const kept = keptPad(pad) !== null;
    const painting = board.contains(document.activeElement);
    // aside while the board's end lies in the band the bar would take: back there, it
    // pushed the pad (sticky above it) up over the lines under the grid just revealed
    const band = window.innerHeight - barRoom(ctx.checker.totalsBar);
    ctx.checker.setBarAside?.(box, painting && kept && frame.top < window.innerHeight && frame.bottom > band + 1);
    // the bar stepped aside or back moves where the pad is kept
    placePad(pad, firstRow());
  };
  const later = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(check);
  };
  window.addEventListener("scroll", later, { passive: true });
  window.addEventListener("resize", later, { passive: true });
  const focused = (event) => {
    engage(pad, board, event.target);
    later();
  };
  document.addEventListener("focusin", focused);
  document.addEventListener("focusout", later);
  later();
  return check;
}
