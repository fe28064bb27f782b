// Circle the Wagons: the painter's pad. One key for each terrain and icon together (a row
// per terrain, a column per icon), so that one tap says all that lies on a square: a town
// of 32 squares is entered in about 32 taps (a terrain chip and an icon chip picked apart
// made it two or three taps a square). The pad is one Tab stop; the arrow keys move
// between its keys (a roving tabindex, as in the grid).

import { cellView } from "./cells.js";

/** ``fn`` when ``button`` is pressed: on a finger's (or a mouse's) release over it, and on
 *  a click no release came just before (Enter, Space, a screen reader). Why not the click
 *  alone: a tap within about 0.3 s after a quick drag over the grid got no click from
 *  Chromium (the drag's fling took the tap to stop it), and the kind tapped was lost. A
 *  finger's tap gives no click after its release (its ``touchend`` is the page's), so
 *  nothing is pressed twice. */
export function whenPressed(button, fn) {
  let pressed = null; // the pointer pressed on the button
  let released = -Infinity;
  button.addEventListener("pointerdown", (event) => {
    pressed = event.button === 0 ? event.pointerId : null;
  });
  button.addEventListener("pointercancel", () => {
    pressed = null;
  });
  button.addEventListener("pointerup", (event) => {
    if (pressed !== event.pointerId) return;
    pressed = null;
    const box = button.getBoundingClientRect();
    const over = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!over) return; // the finger slid off: no press
    released = event.timeStamp;
    if (!button.disabled) fn();
  });
  button.addEventListener("touchend", (event) => {
    if (event.cancelable) event.preventDefault();
  });
  button.addEventListener("click", (event) => {
    if (event.detail > 0 && event.timeStamp - released < 1000) return; // a mouse's click after its release
    if (!button.disabled) fn();
  });
}

/** The pad: ``onkind({terrain, icon})`` when a key is pressed (a tap, a click, Enter or
 *  Space). Each key shows what a square holding it shows, and is named by its terrain and
 *  icon ("Desert, Gun"). */
export function renderPad(ctx, terrains, icons, onkind) {
  const el = ctx.el;
  const name = (id) => ctx.checker.entryName(id);
  const columns = icons.length;
  const pad = el("div", { class: "cg-ctw-keys", role: "group", "aria-label": ctx.t("ctw_pad") });
  pad.style.gridTemplateColumns = `repeat(${columns}, minmax(0, 1fr))`;
  const keys = [];
  const move = (event, index) => {
    const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -columns, ArrowDown: columns }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = keys[index + step];
    if (!next) return;
    for (const key of keys) key.tabIndex = key === next ? 0 : -1;
    next.focus();
  };
  for (const terrain of terrains) {
    for (const icon of icons) {
      const kind = { terrain: terrain.id, icon: icon.id };
      const index = keys.length;
      const key = el("button", { type: "button", class: "cg-ctw-key", tabindex: index === 0 ? 0 : -1,
        "aria-label": `${name(terrain.id)}, ${name(icon.id)}`, "data-terrain": terrain.id, "data-icon": icon.id,
        onkeydown: (event) => move(event, index) }, cellView(ctx, kind));
      whenPressed(key, () => {
        for (const other of keys) other.tabIndex = other === key ? 0 : -1;
        onkind(kind);
      });
      keys.push(key);
      pad.append(key);
    }
  }
  return pad;
}
