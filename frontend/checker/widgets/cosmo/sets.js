// Cosmopolis "Networks": what the spread builder (../cosmo-spread.js) reads from the record
// and the engine's answer, without the page: where a card already lies in a round, which
// sets a fault names (and whether more cards can still mend it), and the analysis of the
// other sets while one is faulty (the record scored without it, ``result.partial``).
import { pathAfter } from "../../core/partial.js";

/** Where the card of the face ``face`` (either of its sides) already lies among ``players``
 *  (one round's: ``[{name, spread}]``): ``{player, set, card, face}`` (0-based indexes;
 *  ``face`` is the side shown there), or null. ``cardOf(face)`` is the card a face is on. */
export function cardInPlay(players, face, cardOf) {
  const card = cardOf(face);
  if (!card) return null;
  for (const [player, entry] of (players || []).entries()) {
    for (const [set, cards] of (Array.isArray(entry?.spread) ? entry.spread : []).entries()) {
      for (const [index, shown] of (Array.isArray(cards) ? cards : []).entries()) {
        if (typeof shown === "string" && cardOf(shown) === card) return { player, set, card: index, face: shown };
      }
    }
  }
  return null;
}

/** The sets of the spread at ``path`` that ``faults`` (the engine's, each ``{path,
 *  unfinished}``) name: set index → true when every fault of it is ``unfinished`` (more
 *  cards can make the set legal), false when one is not (a fault of one of its cards is
 *  not). A fault of the spread itself is under -1. */
export function faultySets(faults, path) {
  const sets = new Map();
  for (const fault of faults || []) {
    const p = String(fault?.path || "");
    if (!(p === path || p.startsWith(`${path}[`) || p.startsWith(`${path}.`))) continue;
    const hit = p.slice(path.length).match(/^\[(\d+)\](.*)$/);
    const set = hit ? Number(hit[1]) : -1;
    const open = Boolean(hit) && hit[2] === "" && fault.unfinished === true;
    sets.set(set, (sets.has(set) ? sets.get(set) : true) && open);
  }
  return sets;
}

/** What each set of the spread at ``path`` still needs, by ``faults`` (the engine's, each
 *  ``{path, message, unfinished}``): set index → the message of its first ``unfinished``
 *  fault ("a set needs at least 3 cards, this one has 1"), said beside a set still being
 *  entered as a hint, not a fault: "being entered" alone told a player building a mixed
 *  set nothing of the linking card it lacked. */
export function stillNeeded(faults, path) {
  const needs = new Map();
  for (const fault of faults || []) {
    const hit = String(fault?.path || "").startsWith(`${path}[`) ? String(fault.path).slice(path.length).match(/^\[(\d+)\]$/) : null;
    if (hit && fault.unfinished === true && fault.message && !needs.has(Number(hit[1]))) needs.set(Number(hit[1]), String(fault.message));
  }
  return needs;
}

/** The engine's analysis of the spread at ``path`` (``count`` sets) in ``result.partial``,
 *  the record scored without its faulty parts (``result.removed``), as this spread's sets:
 *  ``{sets, largest_network, score, hand_limit}`` with ``sets[i]`` the analysis of set
 *  ``i`` (null: it went with a fault) and ``largest_network`` in this spread's numbers; or
 *  null when the partial result has no analysis of this spread. */
export function partialAnalysis(result, path, count) {
  const partial = result?.partial;
  if (!partial) return null;
  const at = pathAfter(path, result.removed);
  const where = at && (at.match(/^rounds\[(\d+)\]\.players\[(\d+)\]\.spread$/) || at.match(/^()players\[(\d+)\]\.spread$/));
  if (!where) return null;
  const info = partial.players?.[Number(where[2])]?.rounds?.[Number(where[1] || 0)];
  if (!info) return null;
  const back = new Map(); // the partial record's set index → this spread's
  const sets = [];
  for (let i = 0; i < count; i++) {
    const moved = pathAfter(`${path}[${i}]`, result.removed);
    const j = moved && moved.startsWith(`${at}[`) ? Number(moved.slice(at.length + 1, -1)) : NaN;
    if (Number.isInteger(j)) back.set(j, i);
    sets.push(Number.isInteger(j) ? info.sets?.[j] ?? null : null);
  }
  return {
    ...info,
    sets,
    largest_network: (info.largest_network || []).map((j) => back.get(j)).filter((i) => i !== undefined),
  };
}
