// Circle the Wagons: help that names what the hand does. "Tap" and "swipe" read wrong at a
// desk with a mouse (a reviewer at 1280 px), "click" and "drag" on a phone: both are in the
// page, and checker.css shows the one for the pointer at hand (``@media (pointer: fine)``:
// a mouse or a pen; anything else, a finger). The one not shown is not read out either.

/** The words of ``key`` for a finger and of ``key``_mouse for a mouse, as two spans. */
export function pointerWords(ctx, key, params = {}) {
  const el = ctx.el;
  return [
    el("span", { class: "cg-ctw-touchwords", text: ctx.t(key, params) }),
    el("span", { class: "cg-ctw-mousewords", text: ctx.t(`${key}_mouse`, params) }),
  ];
}
