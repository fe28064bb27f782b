// Loading and checking records from outside the page: a share link (#record=…) or the state
// saved on this device. Both are hostile input: whatever they hold is checked for shape and
// size here, before it reaches the form or the engine. No DOM, no storage: plain functions
// (tests/checker/test_modules.py runs them under Node).

import { LIMITS } from "./limits.js";

/** Limits of a record the page accepts (core/limits.js, shared with ``cardgen score``). */
export { LIMITS };

export function encodeRecord(record) {
  const bytes = new TextEncoder().encode(JSON.stringify(record));
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The value a link's text holds; throws a ``RecordProblem`` when it holds none. */
export function decodeRecord(text) {
  if (text.length > LIMITS.linkChars) throw new RecordProblem("rec_too_big");
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new RecordProblem("rec_damaged");
  let bytes;
  try {
    const b64 = text.replace(/-/g, "+").replace(/_/g, "/");
    const bin = atob(b64 + "===".slice((b64.length + 3) % 4));
    bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
  } catch {
    throw new RecordProblem("rec_damaged");
  }
  return parseJSON(new TextDecoderOrFail().decode(bytes));
}

/** ``TextDecoder`` that throws ``rec_damaged`` on bytes that are not UTF-8. */
class TextDecoderOrFail {
  decode(bytes) {
    try {
      return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      throw new RecordProblem("rec_damaged");
    }
  }
}

function parseJSON(text) {
  try {
    return JSON.parse(text);
  } catch {
    throw new RecordProblem("rec_damaged");
  }
}

/** What is wrong with a loaded record: ``key`` names the reason among the UI strings
 *  (``values`` fill it in); the page says it in its own language. */
export class RecordProblem extends Error {
  constructor(key, values = {}) {
    super(key);
    this.key = key;
    this.values = values;
  }
}

/** How deep and how large ``value`` is, walked without recursion (a hostile value may be
 *  nested deeper than the call stack); stops once a limit is passed. */
export function measure(value, limits = LIMITS) {
  let nodes = 0;
  let depth = 0;
  const stack = [[value, 1]];
  while (stack.length) {
    const [v, d] = stack.pop();
    nodes += 1;
    if (d > depth) depth = d;
    if (nodes > limits.nodes || depth > limits.depth) return { nodes, depth, over: true };
    if (v !== null && typeof v === "object") {
      for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, d + 1]);
    }
  }
  return { nodes, depth, over: false };
}

const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);

/** Check a loaded record of ``game`` before the form or the engine sees it; throws a
 *  ``RecordProblem``. ``rounds``: whether the game's record has rounds (players inside
 *  them); ``maxPlayers``, ``maxRounds``: the game's limits. */
export function checkRecord(record, { game, rounds = false, maxPlayers = 8, maxRounds = LIMITS.rounds }) {
  if (!isObject(record)) throw new RecordProblem("rec_not_game");
  if (measure(record).over) throw new RecordProblem("rec_too_big");
  if (record.game !== undefined && record.game !== game) {
    throw new RecordProblem("rec_other_game", { game: typeof record.game === "string" ? record.game : "" });
  }
  const lists = [];
  if (rounds && record.rounds !== undefined) {
    if (!Array.isArray(record.rounds) || !record.rounds.every(isObject)) throw new RecordProblem("rec_rounds");
    if (record.rounds.length > maxRounds) throw new RecordProblem("rec_too_many_rounds", { n: record.rounds.length, max: maxRounds });
    for (const round of record.rounds) lists.push(round.players);
  } else {
    lists.push(record.players);
  }
  for (const players of lists) {
    if (players === undefined) continue;
    if (!Array.isArray(players)) throw new RecordProblem("rec_players");
    if (players.length > maxPlayers) throw new RecordProblem("rec_too_many", { n: players.length, max: maxPlayers });
    for (const player of players) {
      if (!isObject(player)) throw new RecordProblem("rec_players");
      const name = player.name;
      if (name !== undefined && (typeof name !== "string" || name.length > LIMITS.nameChars)) {
        throw new RecordProblem("rec_name");
      }
    }
  }
}

/** A removal the reader can still undo, as kept with the saved state (``{reason:
 *  "removed", index, name, players, mode, colour}``: a player and their part of every
 *  round; ``{reason: "round_removed", index, round}``: a round), checked like a record;
 *  null when it is not one (it is left out, the game itself still loads). */
export function checkUndo(undo, limits) {
  const { maxPlayers = 8, maxRounds = LIMITS.rounds } = limits || {};
  const text = (v) => v === null || (typeof v === "string" && v.length <= LIMITS.nameChars);
  if (!isObject(undo) || measure(undo).over || !Number.isInteger(undo.index) || undo.index < 0) return null;
  try {
    if (undo.reason === "removed") {
      if (undo.index >= maxPlayers || typeof undo.name !== "string" || !text(undo.name)) return null;
      if (!text(undo.mode ?? null) || !text(undo.colour ?? null)) return null;
      if (!Array.isArray(undo.players) || !undo.players.length || undo.players.length > maxRounds) return null;
      checkRecord({ players: undo.players }, { ...limits, rounds: false, maxPlayers: maxRounds });
      return { reason: "removed", index: undo.index, name: undo.name, players: undo.players, mode: undo.mode ?? null,
        colour: undo.colour ?? null };
    }
    if (undo.reason === "round_removed") {
      if (undo.index >= maxRounds || !isObject(undo.round)) return null;
      checkRecord({ rounds: [undo.round] }, { ...limits, rounds: true, maxRounds: 1 });
      return { reason: "round_removed", index: undo.index, round: undo.round };
    }
  } catch (error) {
    if (error instanceof RecordProblem) return null;
    throw error;
  }
  return null;
}

/** The state saved on this device (``{v, record, ui, undo?}``) from its stored text,
 *  checked; null when nothing is kept; throws a ``RecordProblem`` when it cannot be used.
 *  A removal kept to undo that fails its check is left out (``checkUndo``). */
export function readStored(text, schema, limits) {
  if (text === null || text === undefined) return null;
  if (text.length > LIMITS.storedChars) throw new RecordProblem("rec_too_big");
  const stored = parseJSON(text);
  if (!isObject(stored) || stored.v !== schema || !isObject(stored.record)) throw new RecordProblem("rec_not_game");
  checkRecord(stored.record, limits);
  if (stored.ui !== undefined && !isObject(stored.ui)) throw new RecordProblem("rec_not_game");
  const ui = isObject(stored.ui) ? stored.ui : {};
  const kept = { round: Number.isInteger(ui.round) ? ui.round : 0 };
  if (typeof ui.top === "string") kept.top = ui.top;
  if (Array.isArray(ui.modes)) kept.modes = ui.modes.slice(0, 100).map((m) => (typeof m === "string" ? m : null));
  if (Array.isArray(ui.colours)) kept.colours = ui.colours.slice(0, 100).map((c) => (typeof c === "string" ? c : null));
  // the names "New game" kept from the game before (the suggested names of this one)
  if (Array.isArray(ui.names)) {
    kept.names = ui.names.slice(0, 100).map((n) => (typeof n === "string" && n.length <= LIMITS.nameChars ? n : null));
  }
  const out = { v: schema, record: stored.record, ui: kept };
  const undo = stored.undo === undefined ? null : checkUndo(stored.undo, limits);
  if (undo) out.undo = undo;
  return out;
}
