// − and + beside a count's number box: one less, one more, within its min and max. A press
// changes the box as typing does (an "input" event), so the score follows the same way.
// A letter typed into the box (which the browser drops without a word) is answered by a
// short note under it, in the page's language: only digits go there.

import { el } from "../core/util.js";

/** The whole number a box holds, or null (empty, or text that is not one). */
function current(input) {
  const text = String(input.value).trim();
  return /^-?\d+$/.test(text) ? Number(text) : null;
}

function bound(input, name) {
  const text = input.getAttribute(name);
  return text === null || text === "" || Number.isNaN(Number(text)) ? null : Number(text);
}

/** What the box counts as now: its number, else (empty, or text that is not a whole number)
 *  its placeholder when that shows the value used meanwhile, else 0. */
function counted(input) {
  return current(input) ?? (/^-?\d+$/.test(input.placeholder || "") ? Number(input.placeholder) : 0);
}

/** ``input`` (a number box) between a − and a + button, in one inline block. ``name`` is
 *  what the box counts in the reader's words ("Blue (Influence)"); the buttons are named
 *  from it in the page's language ("One more …"). A press goes one up or down from what
 *  the box counts as (``counted``), within its ``min`` and ``max``; a button that can go no
 *  further says so (``aria-disabled``) and does nothing, but keeps its focus, so the
 *  reader's finger or key stays where it was. */
export function withSteppers(ctx, input, name) {
  const step = (delta) => {
    const min = bound(input, "min");
    const max = bound(input, "max");
    const value = counted(input);
    let next = value + delta;
    if (min !== null) next = Math.max(min, next);
    if (max !== null) next = Math.min(max, next);
    if (next === value) return;
    input.value = String(next);
    input.dispatchEvent(new Event("input", { bubbles: true }));
    input.dispatchEvent(new Event("change", { bubbles: true }));
  };
  const button = (cls, sign, label, delta) =>
    el("button", { type: "button", class: `${cls} cg-stepper-button`, "aria-label": ctx.t(label, { name }),
      text: sign, onclick: () => step(delta) });
  const down = button("cg-stepper-down", "−", "step_down", -1);
  const up = button("cg-stepper-up", "+", "step_up", 1);
  const refresh = () => {
    const value = counted(input);
    const min = bound(input, "min");
    const max = bound(input, "max");
    down.setAttribute("aria-disabled", String(min !== null && value <= min));
    up.setAttribute("aria-disabled", String(max !== null && value >= max));
  };
  input.addEventListener("input", refresh);
  refresh();
  return el("span", { class: "cg-stepper" }, down, input, up, digitsOnly(ctx, input));
}

/** Whether a key typed (``KeyboardEvent.key``: one character, or a name such as
 *  "Backspace") or text pasted (``key`` false) holds something other than digits: a number
 *  box drops it (or, for "e", "+", "-" and ".", is left holding no number). */
export function notDigits(text, key = false) {
  if (key) return text.length === 1 && !/\d/.test(text);
  return /[^\d\s]/.test(text);
}

/** The note that says, under ``input``, that only digits go there: shown when a key
 *  other than a digit is typed (the browser drops a letter silently: a reviewer typed and
 *  saw nothing happen) or pasted, or the box holds no number after typing; gone with the
 *  next digit or when the box loses the focus. Spoken once by a screen reader (a polite
 *  live region; empty while it says nothing). It lies over what is below rather than
 *  pushing it down. */
function digitsOnly(ctx, input) {
  const note = el("span", { class: "cg-digits-only", "aria-live": "polite" });
  const tell = (on) => {
    const text = on ? ctx.t("digits_only") : "";
    if (note.textContent !== text) note.textContent = text;
  };
  input.addEventListener("keydown", (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
    if (/^\d$/.test(event.key)) tell(false);
    else if (notDigits(event.key, true)) tell(true);
  });
  input.addEventListener("paste", (event) => {
    const text = event.clipboardData?.getData("text") ?? "";
    if (notDigits(text)) tell(true);
  });
  // (an "e" or a "-" is kept by the browser, and the box then holds no number)
  input.addEventListener("input", () => {
    if (input.validity?.badInput) tell(true);
    else if (input.value !== "") tell(false);
  });
  input.addEventListener("blur", () => tell(false));
  return note;
}
