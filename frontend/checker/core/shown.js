// How the result's numbers and calculations are shown: pure functions (no DOM), so Node
// runs them in the tests.

/** The minus sign (U+2212): the hyphen of ``String(-2)`` reads as a dash ("Law card: -2"). */
export const MINUS = "\u2212";

/** A number as the page shows it: a negative one with a real minus sign ("−2"), anything
 *  else as text. The result's JSON keeps its numbers; only what is shown changes. */
export function shownNumber(value) {
  return typeof value === "number" && value < 0 ? `${MINUS}${-value}` : String(value);
}

/** ``numbers`` as an addition: "36 + 11", "47 − 2" (a running sum's calculation). */
export function shownSum(numbers) {
  return numbers.map((n, i) => (i === 0 ? shownNumber(n) : `${n < 0 ? MINUS : "+"} ${Math.abs(n)}`)).join(" ");
}

/** A line's calculation in pieces: ``[{text, part}]``, where ``part`` marks one of the
 *  engine's phrases (the line's ``parts``: "Italien 1. Rang (geteilt): 6"), to be kept on
 *  one line where it fits, with the punctuation right after it ("…: 6,": a comma never
 *  starts a line); the text between them is as the engine wrote it. The whole ``detail``
 *  as one plain piece when the line has no parts or they are not all in it, in order. */
export function detailPieces(line) {
  const detail = typeof line?.detail === "string" ? line.detail : String(line?.detail ?? "");
  const parts = Array.isArray(line?.parts) ? line.parts.filter((p) => typeof p === "string" && p) : [];
  const pieces = [];
  let at = 0;
  for (const part of parts) {
    const found = detail.indexOf(part, at);
    if (found < 0) return [{ text: detail, part: false }];
    if (found > at) pieces.push({ text: detail.slice(at, found), part: false });
    const end = found + part.length;
    const after = detail.slice(end).match(/^[,;:.)\]]*/)[0];
    pieces.push({ text: part + after, part: true });
    at = end + after.length;
  }
  if (at < detail.length) pieces.push({ text: detail.slice(at), part: false });
  return pieces.length ? pieces : [{ text: detail, part: false }];
}
