// Names typed on a phone's keyboard: folded for comparing (any case, with or without
// accents), and the nearest of a list to a misspelt one (a city of Cosmopolis).

/** ``text`` for comparing: accents dropped, lower case, no spaces at the ends. */
export function fold(text) {
  return String(text || "").normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();
}

/** The edit distance of ``a`` and ``b`` (letters inserted, removed, changed or two
 *  neighbours swapped: "Lodnon" is one step from "London"). */
export function editDistance(a, b) {
  const rows = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push([i]);
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        rows[0].push(j);
        continue;
      }
      const change = rows[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      let best = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, change);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2][j - 2] + 1);
      rows[i].push(best);
    }
  }
  return rows[a.length][b.length];
}

/** How far a name may be from what was typed to be offered: a third of its letters
 *  (at least 2), so "Nairbi" finds Nairobi while "xyz" finds nothing. */
function reach(typed) {
  return Math.max(2, Math.ceil(typed.length / 3));
}

/** Up to ``count`` of ``names`` nearest to ``typed`` (nearest first, then in the order
 *  given), each within reach of it: a name that starts with what was typed counts as
 *  near as its first letters are. */
export function nearestNames(typed, names, count = 3) {
  const q = fold(typed);
  if (!q) return [];
  const scored = [];
  const seen = new Set();
  names.forEach((name, order) => {
    const key = fold(name);
    if (!key || seen.has(key)) return;
    seen.add(key);
    const whole = editDistance(q, key);
    const start = key.length > q.length ? editDistance(q, key.slice(0, q.length)) : whole;
    const distance = Math.min(whole, start);
    if (distance <= reach(q)) scored.push({ name, distance, order });
  });
  scored.sort((a, b) => a.distance - b.distance || a.order - b.order);
  return scored.slice(0, count).map((s) => s.name);
}

/** What ``typed`` names among ``entries`` (each ``{own, names}``: its name in the page's
 *  language and every name it has, in any language). A name is never guessed:
 *
 *  - ``{found: i}``: it is the name of entry ``i`` (any of its names, any case, with or
 *    without accents), else the start of the own name of entry ``i`` alone ("Nair"), else
 *    the start of a later word of that name alone ("Domingo");
 *  - ``{choices: [i, …]}``: it is the name of several entries, or the start of several
 *    own names ("Hon": Hongkong and Honolulu) or of their later words: all of them, in the
 *    order given, for the reader to choose from;
 *  - ``{nearest: [i, …]}``: nothing starts so; up to ``count`` entries nearest to it
 *    (``nearestNames``), maybe none. */
export function lookUpName(typed, entries, count = 3) {
  const q = fold(typed);
  if (!q) return { nearest: [] };
  const owns = entries.map((entry) => fold(entry.own));
  const pick = (test) => entries.map((_, i) => i).filter(test);
  const answer = (hits) => (hits.length === 1 ? { found: hits[0] } : { choices: hits });
  const same = pick((i) => owns[i] === q);
  if (same.length) return answer(same);
  const named = pick((i) => (entries[i].names || []).some((name) => fold(name) === q));
  if (named.length) return answer(named);
  const starts = pick((i) => owns[i].startsWith(q));
  if (starts.length) return answer(starts);
  const words = pick((i) => owns[i].split(/[\s-]+/).some((word, k) => k > 0 && word.startsWith(q)));
  if (words.length) return answer(words);
  const near = nearestNames(typed, entries.map((entry) => entry.own), count);
  return { nearest: near.map((name) => owns.indexOf(fold(name))) };
}
