// Circle the Wagons: the town builder's reckoning, no DOM (tests/checker/test_ctw_placing.py
// runs it under Node). A town is the list of its placements in the order played,
// ``{card, x, y, turned}`` (x, y: its top-left territory; later cards cover earlier ones).
// Which cards are still free to place, which comes next, where a card beside the last one
// goes, and how a placement is told to a person (beside the card before, or by the grid's
// column and row: never as the record's numbers, which start anywhere).

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

/** The card to offer after ``card`` was placed: the first of ``free`` that comes after it
 *  in the cards' order (``order``: every card id), else the first of ``free``; null when
 *  none is left. */
export function nextCard(free, order, card) {
  if (!free.length) return null;
  const at = order.indexOf(card);
  return free.find((id) => order.indexOf(id) > at) ?? free[0];
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
