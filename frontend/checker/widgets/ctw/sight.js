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
  return { top, bottom: window.innerHeight - bar - keptBelow - CLEARANCE_PX };
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
