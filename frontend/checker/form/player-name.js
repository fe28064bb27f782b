// A player's name field. The name the page gives a seat ("Red", "Player 3") is shown as
// the box's placeholder, not as text in it: a player types their own name into an empty box
// (a reviewer read "Spieler 1" in the box as a name to delete first). An empty box stands
// for its placeholder, as a number box does for its default, so a name cleared is the
// seat's own name again (never "", never another player's). A name typed is the box's text.

/** The ``value`` and ``placeholder`` of the name box of a player named ``name`` whose seat's
 *  own name is ``seatName``: a name the page gave (``given``) as the placeholder of an empty
 *  box; a name typed as the text, over the seat's name as the placeholder. */
export function shownName(name, seatName, given) {
  if (typeof name === "string" && name !== "" && given(name)) return { value: "", placeholder: name };
  return { value: typeof name === "string" ? name : "", placeholder: seatName };
}

/** The name a name box stands for: its text, or its placeholder while it is empty (a name of
 *  spaces only is kept as typed: the engine asks for a name). */
export function nameOf(box) {
  return box.value === "" ? box.placeholder : box.value;
}

/** Handlers for a player's name field. A name the page gave (``given``: "Player 2", a
 *  suggested colour) is selected whole when the field is focused, so what is typed
 *  replaces it: by a tap on its label or by the keyboard (Chromium put the caret before it
 *  after a label tap, so Backspace took nothing and "Bram" became "BramSpeler 2"), and by
 *  the press on the field that focuses it (a phone put the caret where the finger was, at
 *  the end, and "Mia" became "Player 1Mia"). The selection is made on that press's click,
 *  after the browser has put its caret. A second press on a focused field puts the caret
 *  where the finger is, as in a browser's address bar; so does every press on a name a
 *  reader typed. Focused again because the form was drawn anew while the reader typed in
 *  it (``keepingFocus()``), the caret goes after the text. */
export function nameFieldHandlers(given, keepingFocus) {
  let pressed = false; // a press on the field began while it had no focus
  let replace = false; // that press focused it on a name the page gave
  return {
    onpointerdown: (e) => { pressed = document.activeElement !== e.target; },
    onpointercancel: () => { pressed = false; },
    onblur: () => {
      pressed = false;
      replace = false;
    },
    onfocus: (e) => {
      const end = e.target.value.length;
      if (!pressed) {
        if (keepingFocus()) e.target.setSelectionRange(end, end);
        else e.target.select();
      } else {
        replace = given(e.target.value);
      }
      pressed = false;
    },
    onclick: (e) => {
      if (!replace) return;
      replace = false;
      e.target.setSelectionRange(0, e.target.value.length);
    },
  };
}
