// A finger's tap on a number box puts the caret where it lands, and a box of one or two
// digits is narrow: a tap left of the middle put it before "2", and the 3 typed next made
// "32", not "23". A tap that gives a box the focus puts the caret at the end of what it
// holds; a second tap in a box that has the focus puts it where it lands, as anywhere.

/** The boxes this is for: a number box, and a box of several numbers ("3 2 5"). */
const BOXES = "input[type=number], input.cg-numbers";

/** The caret at the end of ``box``'s text. A number box has no selection to set
 *  (``setSelectionRange`` throws): its value set anew puts the caret at its end. */
export function caretToEnd(box) {
  const text = box.value;
  if (!text) return;
  if (box.type === "number") {
    box.value = "";
    box.value = text;
  } else {
    box.setSelectionRange(text.length, text.length);
  }
}

/** In ``form``, a press that focuses a number box ends with the caret at its end (on the
 *  press's click: the browser puts the caret where the finger lands after the focus). */
export function caretAtEndOnTap(form) {
  let pressed = null; // the box a press began on while it had no focus
  form.addEventListener("pointerdown", (event) => {
    const box = event.target.closest?.(BOXES);
    pressed = box && document.activeElement !== box ? box : null;
  });
  form.addEventListener("click", (event) => {
    const box = event.target.closest?.(BOXES);
    if (!box || box !== pressed) return;
    pressed = null;
    caretToEnd(box);
  });
}
