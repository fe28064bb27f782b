// Circle the Wagons: the town builder's reckoning, no DOM (tests/checker/test_ctw_placing.py
// runs it under Node). A town is the list of its placements in the order played,
// ``{card, x, y, turned}`` (x, y: its top-left territory; later cards cover earlier ones).
// Which cards are still free to place, where a card beside the last one goes, and how a
// placement is told to a person: beside the card before, or by its column and row, named
// so that laying more cards never renames a square (``axisName``).

import { territoriesOf } from "./paint.js";

/** Where a card laid beside another goes: its top-left territory two squares over. */
export const BESIDE = { left: [-2, 0], right: [2, 0], above: [0, -2], below: [0, 2] };

/** The visible town of a list of placements: Map "x,y" → {terrain, icon, card}. */
export function visible(town, cards) {
  const cells = new Map();
  for (const place of town) {
    const card = cards.get(place.card);
    if (!card || !Number.isInteger(place.x) || !Number.isInteger(place.y)) continue;
    for (const [dx, dy, t] of territoriesOf(card, place.turned)) {
      cells.set(`${place.x + dx},${place.y + dy}`, { ...t, card: place.card });
    }
  }
  return cells;
}

/** The cards placed in the towns of ``players`` (their ``town`` lists): a Set of ids. */
export function placedCards(players) {
  const out = new Set();
  for (const player of Array.isArray(players) ? players : []) {
    for (const place of Array.isArray(player?.town) ? player.town : []) {
      if (typeof place?.card === "string") out.add(place.card);
    }
  }
  return out;
}

/** The ids of ``cards`` (in their order) a player may still place: none placed by anyone
 *  (``placed``), none of the game's bonus goals (``goals``: goal ids, a card by its back). */
export function freeCards(cards, placed, goals) {
  const bonus = new Set(goals || []);
  return [...cards.values()].filter((card) => !placed.has(card.id) && !bonus.has(card.back?.goal)).map((card) => card.id);
}

/** The card still chosen once the cards free to place are ``free``: ``chosen`` while it is
 *  free, else none. Never "the next number": a person enters the cards in the order they
 *  were played, which the page cannot know (a reviewer offered the next number after each
 *  card took it for the card played next). */
export function stillChosen(chosen, free) {
  return chosen && free.includes(chosen) ? chosen : null;
}

/** A column's or row's name for a person, from the record's coordinate ``n``: 1 at the
 *  record's origin (where the first card goes), counting on to the right and down, and
 *  −1, −2 … before it (no 0). The name belongs to the square, not to the grid drawn: the
 *  grid's own columns, numbered from its left edge, were all renamed whenever the town
 *  grew left or up, and a person entering positions from notes was caught out. */
export function axisName(n) {
  return n >= 0 ? String(n + 1) : `\u2212${-n}`;
}

/** The place of a card laid ``way`` (a key of ``BESIDE``) of placement ``last``. */
export function besides(last, way) {
  const [dx, dy] = BESIDE[way];
  return { x: last.x + dx, y: last.y + dy };
}

/** How ``place`` lies to ``before`` (the placement played before it): "left", "right",
 *  "above", "below" (beside it, edge to edge), "on" (right on top), or null. */
export function relation(before, place) {
  if (!before) return null;
  const dx = place.x - before.x;
  const dy = place.y - before.y;
  if (dx === 0 && dy === 0) return "on";
  return Object.keys(BESIDE).find((way) => BESIDE[way][0] === dx && BESIDE[way][1] === dy) ?? null;
}
