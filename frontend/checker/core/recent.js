// The recent games kept on this device: a short list per checker page (localStorage key
// ``cardgen.checker.<game>.recent``), newest first. The stored list is hostile input like a
// saved state: it is read and checked here before any entry reaches the form, an entry
// that fails the check is left out, a list that cannot be read at all is named as such.
// No DOM, no storage: plain functions (tests/checker/test_modules.py runs them in Node).

import { LIMITS, measure, readStored, RecordProblem } from "./records.js";

export const RECENT = {
  max: 10, // games kept
  chars: 1_500_000, // the stored list's JSON text (localStorage holds ~5 MB per site)
  nameChars: 80, // a name given by the reader
  entries: 100, // entries looked at in a stored list (a longer one is cut)
};

const ID = /^[a-z0-9]{1,32}$/;
const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);

/** A new entry's id: the time and a random part, in base 36. */
export function newId(now = Date.now()) {
  return `${Math.max(0, Math.floor(now)).toString(36)}${Math.floor(Math.random() * 36 ** 6).toString(36)}`.slice(0, 32);
}

/** What a kept game's row shows of its result: ``{totals: [[name, total], …], winners}``
 *  of a score (null for none), with ``provisional: true`` when the score is not final yet
 *  (a game short of its rounds, a value beyond our deck, a fault: then the totals of the
 *  record scored without the faulty part, ``result.partial``): its winners are then those
 *  ahead so far. */
export function summarize(result) {
  if (isObject(result) && result.error) {
    const partial = isObject(result.partial) && !result.partial.error ? summarize(result.partial) : null;
    return partial && { ...partial, provisional: true };
  }
  if (!isObject(result) || !Array.isArray(result.players)) return null;
  const totals = result.players
    .filter((p) => isObject(p) && typeof p.name === "string" && typeof p.total === "number" && Number.isFinite(p.total))
    .map((p) => [p.name, p.total]);
  if (!totals.length) return null;
  const winners = Array.isArray(result.winners) ? result.winners.filter((w) => typeof w === "string") : [];
  const some = (list) => Array.isArray(list) && list.length > 0;
  return some(result.provisional) || some(result.doubts) ? { totals, winners, provisional: true } : { totals, winners };
}

/** A stored summary checked (hostile input like the rest): the same shape within the
 *  limits of a record's players and names, or null. */
function checkSummary(summary, limits) {
  const name = (v) => typeof v === "string" && v.length <= LIMITS.nameChars;
  const max = limits?.maxPlayers ?? 8;
  if (!isObject(summary) || !Array.isArray(summary.totals) || !Array.isArray(summary.winners)) return null;
  if (!summary.totals.length || summary.totals.length > max || summary.winners.length > max) return null;
  const fine = summary.totals.every((t) => Array.isArray(t) && t.length === 2 && name(t[0])
    && typeof t[1] === "number" && Number.isFinite(t[1]) && Math.abs(t[1]) < 1e9);
  if (!fine || !summary.winners.every(name)) return null;
  const kept = { totals: summary.totals.map(([n, v]) => [n, v]), winners: [...summary.winners] };
  if (summary.provisional === true) kept.provisional = true;
  return kept;
}

/** One stored entry, checked: ``{id, saved, name?, summary?, record, ui}`` or null (left
 *  out; a summary that fails its check is left out alone). */
function checkEntry(entry, schema, limits) {
  if (!isObject(entry) || typeof entry.id !== "string" || !ID.test(entry.id)) return null;
  if (typeof entry.saved !== "number" || !Number.isFinite(entry.saved) || entry.saved < 0) return null;
  if (entry.name !== undefined && (typeof entry.name !== "string" || entry.name.length > RECENT.nameChars)) return null;
  // bounded before it is written out again (a hostile entry may nest deeper than the stack)
  if (measure({ record: entry.record, ui: entry.ui }, { ...LIMITS, depth: LIMITS.depth + 1 }).over) return null;
  try {
    const state = readStored(JSON.stringify({ v: schema, record: entry.record, ui: entry.ui }), schema, limits);
    if (!state) return null;
    const kept = { id: entry.id, saved: entry.saved, record: state.record, ui: state.ui };
    if (typeof entry.name === "string" && entry.name.trim()) kept.name = entry.name.trim();
    const summary = entry.summary === undefined ? null : checkSummary(entry.summary, limits);
    if (summary) kept.summary = summary;
    return kept;
  } catch (error) {
    if (error instanceof RecordProblem || error instanceof RangeError || error instanceof TypeError) return null;
    throw error;
  }
}

/** The list from its stored text: ``{games, dropped, problem}``. ``games``: the entries
 *  that passed the check (at most ``RECENT.max``, no id twice); ``dropped``: how many were
 *  left out; ``problem``: the key of the reason the list as a whole cannot be read
 *  (``rec_damaged``, ``rec_too_big``), or null. Never throws. */
export function readRecent(text, schema, limits) {
  const none = (problem) => ({ games: [], dropped: 0, problem });
  if (text === null || text === undefined) return none(null);
  if (typeof text !== "string") return none("rec_damaged");
  if (text.length > RECENT.chars) return none("rec_too_big");
  let stored;
  try {
    stored = JSON.parse(text);
  } catch {
    return none("rec_damaged");
  }
  if (!isObject(stored) || stored.v !== schema || !Array.isArray(stored.games)) return none("rec_damaged");
  const games = [];
  let dropped = Math.max(0, stored.games.length - RECENT.entries);
  for (const entry of stored.games.slice(0, RECENT.entries)) {
    const game = checkEntry(entry, schema, limits);
    if (game && games.length < RECENT.max && !games.some((g) => g.id === game.id)) games.push(game);
    else dropped += 1;
  }
  return { games, dropped, problem: null };
}

/** The list as stored text; the oldest entries go while it is longer than ``RECENT.chars``. */
export function writeRecent(games, schema) {
  let kept = games.slice(0, RECENT.max);
  let text = JSON.stringify({ v: schema, games: kept });
  while (text.length > RECENT.chars && kept.length) {
    kept = kept.slice(0, -1);
    text = JSON.stringify({ v: schema, games: kept });
  }
  return text;
}

/** ``games`` with ``state`` ({record, ui}) kept first: as the entry ``id`` when there is
 *  one (the game was opened from it), else as the entry holding the same record, else as
 *  a new entry, with ``summary`` (its totals and winners) when it has one. Returns
 *  ``{games, id}`` (the id the game is kept under). */
export function remember(games, state, { id = null, now = Date.now(), summary = null } = {}) {
  const text = JSON.stringify(state.record);
  const same = games.find((g) => g.id === id) || games.find((g) => JSON.stringify(g.record) === text);
  const { summary: _old, ...before } = same || { id: newId(now) };
  const entry = { ...before, saved: now, record: state.record, ui: state.ui };
  if (summary) entry.summary = summary;
  return { games: [entry, ...games.filter((g) => g !== same)].slice(0, RECENT.max), id: entry.id };
}

/** ``games`` with ``summary`` given to the entry ``id`` while it holds ``record`` (a score
 *  that came late: the entry may have been opened and changed, or deleted, meanwhile). */
export function withSummary(games, id, record, summary) {
  const text = JSON.stringify(record);
  return games.map((g) => (g.id === id && !g.summary && summary && JSON.stringify(g.record) === text ? { ...g, summary } : g));
}

/** ``games`` with the entry ``id`` named ``name`` (trimmed; empty: its own label again). */
export function rename(games, id, name) {
  const clean = String(name ?? "").trim().slice(0, RECENT.nameChars);
  return games.map((g) => {
    if (g.id !== id) return g;
    const { name: _old, ...rest } = g;
    return clean ? { ...rest, name: clean } : rest;
  });
}

/** ``games`` without the entry ``id``: ``{games, removed, index}`` (for an undo). */
export function remove(games, id) {
  const index = games.findIndex((g) => g.id === id);
  if (index < 0) return { games, removed: null, index };
  return { games: games.filter((g) => g.id !== id), removed: games[index], index };
}

/** ``games`` with ``entry`` back at ``index`` (an undone removal). */
export function restore(games, entry, index) {
  if (!entry || games.some((g) => g.id === entry.id)) return games;
  const next = [...games];
  next.splice(Math.min(Math.max(0, index), next.length), 0, entry);
  return next.slice(0, RECENT.max);
}
