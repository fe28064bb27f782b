// Circle the Wagons: what stays in sight on a phone, where the site's header is kept at the
// top of the screen and the totals bar (and the painter's pad) at the bottom: a fault of
// the town is scrolled clear of them when it appears, and a square tapped stays under the
// finger while the grid is drawn anew around it.

/** Room (CSS px) kept between what is brought into sight and the parts kept in place. */
export const CLEARANCE_PX = 6;

/** The part of the screen no kept part covers: ``{top, bottom}`` in viewport px, under the
 *  site's header and above the totals bar (``--cg-bar-space``, its height and margin) and
 *  above ``keptBelow`` px more (a pad kept over the bar). */
export function screenRoom(keptBelow = 0) {
  const header = document.querySelector(".md-header")?.getBoundingClientRect();
  const top = Math.max(0, header && header.height ? header.bottom : 0) + CLEARANCE_PX;
  const bar = Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue("--cg-bar-space")) || 0;
  let bottom = window.innerHeight - bar;
  // the bar as it is now: a score that has just grown it a line ("Not final: 1 field to
  // fix") has not yet reached --cg-bar-space (set once the browser has measured it), and
  // a fault brought into sight then ended under the bar's new lines
  const shown = document.querySelector(".cg-totals-bar:not([hidden]):not(.cg-away):not(.cg-aside)");
  const barTop = shown?.getBoundingClientRect();
  if (barTop?.height && barTop.top < window.innerHeight) bottom = Math.min(bottom, barTop.top);
  return { top, bottom: bottom - keptBelow - CLEARANCE_PX };
}

/** Scroll the page at once (no glide) the least that brings ``node`` between the header
 *  and the parts kept at the bottom; nothing when it is there, or not shown. */
export function bringIntoSight(node, keptBelow = 0) {
  if (!node || node.hidden || !node.isConnected) return;
  const box = node.getBoundingClientRect();
  if (!box.height) return;
  const room = screenRoom(keptBelow);
  let by = 0;
  if (box.top < room.top) by = box.top - room.top;
  else if (box.bottom > room.bottom) by = Math.min(box.bottom - room.bottom, box.top - room.top);
  if (by) window.scrollBy({ top: by, behavior: "instant" });
}

/** After every score: when ``slot`` (a field's fault line) says something new, it is
 *  scrolled into sight; it says it until the fault is mended (the checker marks the
 *  field's faults anew with every score: results.js ``markField``). ``keptBelow()``: what
 *  else is kept at the bottom of the screen, in px. */
export function keepFaultInSight(ctx, slot, keptBelow = () => 0) {
  let said = "";
  ctx.onResult(() => {
    const now = slot.hidden ? "" : slot.textContent;
    if (now && now !== said) bringIntoSight(slot, keptBelow());
    said = now;
  });
}

/** Scroll the page at once the least that brings the rest of the squares ``nodes`` (a card
 *  just laid, partly in sight) into sight, never so far that ``keep`` (the button tapped)
 *  leaves it: a card laid beside the last one with "→" had its lower row under the totals
 *  bar. A card wholly below the screen stays there: the finger's place comes first (the
 *  cards to choose from are above it), and the list says where the card went. */
export function bringAlongside(nodes, keep, keptBelow = 0) {
  const boxes = nodes.filter((n) => n?.isConnected).map((n) => n.getBoundingClientRect());
  const held = keep?.isConnected ? keep.getBoundingClientRect() : null;
  if (!boxes.length || !held?.height) return;
  const room = screenRoom(keptBelow);
  const high = Math.min(...boxes.map((b) => b.top));
  if (high >= room.bottom) return;
  const low = Math.max(...boxes.map((b) => b.bottom));
  const by = Math.min(low - room.bottom, held.top - room.top);
  if (by > 0) window.scrollBy({ top: by, behavior: "instant" });
}

/** Run ``redraw()``, which draws anew the part ``find()`` finds (before and after), and
 *  scroll the page by as much as that part moved: what the finger tapped stays under it. */
export function holdStill(find, redraw) {
  const before = find()?.getBoundingClientRect();
  redraw();
  const after = find()?.getBoundingClientRect();
  if (!before || !after) return;
  const by = after.top - before.top;
  if (Math.abs(by) >= 1) window.scrollBy({ top: by, behavior: "instant" });
}
