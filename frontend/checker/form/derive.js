// A way of entering points filled from another: a field's ``from`` (checker.yaml) counts the
// cards a player ticked in the mode they leave (Web of Power's "Counts" from "Cards held":
// switching started from blank boxes, the player's score fell to 0 and the others' changed
// with it). Pure functions (no DOM), so Node runs them in the tests.

/** Every card's front of the game data by item id (all components). */
export function frontsById(data) {
  const fronts = new Map();
  for (const component of data?.components || []) {
    for (const item of component.items || []) fronts.set(item.id, item.front || {});
  }
  return fronts;
}

/** A front field's values as a list: a list's elements (a card's symbols), a single value
 *  alone, nothing for a card without it. */
function valuesOf(front, key) {
  const value = front?.[key];
  if (value === undefined || value === null || value === "") return [];
  return Array.isArray(value) ? value : [value];
}

/** What ``spec`` (a field's ``from``) makes of ``entered`` (what the player entered in the
 *  mode they leave, by key), or undefined when it gives nothing:
 *
 *  - ``{cards: <key>, count: <front field>}``: ``{value: n}``, the cards of the list at
 *    ``<key>`` by that field's value (Land cards by country);
 *  - ``{cards: <key>, count: [<a>, <b>]}``: ``{a value: {b value: n}}``, each value of ``b``
 *    a card carries counted (symbols by country);
 *  - ``{cards: <key>, where: {<front field>: <value>}}``: how many cards have that value
 *    (ships, "2 Siegpunkte" Law cards).
 *
 *  Zero counts are left out, as the form leaves them out. */
export function derivedValue(spec, entered, fronts) {
  const ids = entered?.[spec?.cards];
  if (!Array.isArray(ids)) return undefined;
  const cards = ids.map((id) => fronts.get(id)).filter(Boolean);
  if (spec.where) {
    const wanted = Object.entries(spec.where);
    const n = cards.filter((front) => wanted.every(([key, value]) => valuesOf(front, key).includes(value))).length;
    return n || undefined;
  }
  const keys = Array.isArray(spec.count) ? spec.count : spec.count ? [spec.count] : [];
  if (!keys.length || keys.length > 2) return undefined;
  const out = {};
  for (const front of cards) {
    for (const a of valuesOf(front, keys[0])) {
      if (keys.length === 1) {
        out[a] = (out[a] || 0) + 1;
        continue;
      }
      for (const b of valuesOf(front, keys[1])) {
        out[a] ||= {};
        out[a][b] = (out[a][b] || 0) + 1;
      }
    }
  }
  return Object.keys(out).length ? out : undefined;
}

/** The fields of ``mode`` that ``from`` fills out of ``entered``: ``{key: value}`` (empty when
 *  the mode has no such field, or nothing was entered to count). */
export function derivedFields(mode, entered, data) {
  const out = {};
  const fields = (mode?.fields || []).filter((f) => f.from);
  if (!fields.length) return out;
  const fronts = frontsById(data);
  for (const field of fields) {
    const value = derivedValue(field.from, entered, fronts);
    if (value !== undefined) out[field.key] = value;
  }
  return out;
}
