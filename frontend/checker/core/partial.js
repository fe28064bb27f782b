// Partial totals while a record holds a fault the engine finds: the record without the
// faulty part, so the rest can be scored again and every other total stays on screen (the
// fault itself is listed, and the result is marked as not final). What goes is the value
// the fault names, else the nearest list item or field holding it, but never more than one
// player (that player's total is then missing) and never a field of the whole game (a
// game without its site is another kind of record).

/** A records.md path ("rounds[0].players[1].town[1]") as its keys and indexes. */
export function parsePath(path) {
  const tokens = [];
  for (const m of String(path || "").matchAll(/\[(\d+)\]|([^.[\]]+)/g)) {
    tokens.push(m[1] !== undefined ? Number(m[1]) : m[2]);
  }
  return tokens;
}

/** The value at ``tokens`` in ``value`` (undefined where the path leads nowhere). */
export function getAt(value, tokens) {
  let cur = value;
  for (const t of tokens) {
    if (cur === null || typeof cur !== "object") return undefined;
    if (typeof t === "number" ? !Array.isArray(cur) : Array.isArray(cur)) return undefined;
    cur = cur[t];
  }
  return cur;
}

function clone(value) {
  return JSON.parse(JSON.stringify(value));
}

/** Where the player of ``tokens`` is: the index of its ``players`` key (-1: none). */
function playerAt(tokens) {
  for (let i = tokens.length - 2; i >= 0; i--) {
    if (tokens[i] === "players" && typeof tokens[i + 1] === "number") return i;
  }
  return -1;
}

/** Remove what ``tokens`` names from ``record`` (a copy); null when nothing is there. A
 *  player goes from every round (the rounds' players are matched by place). */
function drop(record, tokens) {
  const parent = getAt(record, tokens.slice(0, -1));
  const last = tokens[tokens.length - 1];
  if (parent === null || typeof parent !== "object" || getAt(parent, [last]) === undefined) return null;
  const copy = clone(record);
  const p = playerAt(tokens);
  if (p >= 0 && p + 2 === tokens.length && Array.isArray(copy.rounds) && tokens[0] === "rounds") {
    for (const round of copy.rounds) if (Array.isArray(round?.players)) round.players.splice(last, 1);
    return copy;
  }
  const holder = getAt(copy, tokens.slice(0, -1));
  if (Array.isArray(holder)) holder.splice(last, 1);
  else delete holder[last];
  return copy;
}

/** ``record`` without the part holding the fault at ``path``, or null when no part may
 *  go: ``{record, dropped}`` (``dropped``: the path's keys of the part removed). */
export function withoutFault(record, path) {
  const tokens = parsePath(path);
  const p = playerAt(tokens);
  // the smallest part first; inside a player up to the player, else down to a field of a
  // field of the game (never a whole top-level key)
  const shortest = p >= 0 ? p + 2 : 2;
  for (let k = tokens.length; k >= shortest; k--) {
    const prefix = tokens.slice(0, k);
    const next = drop(record, prefix);
    if (next) return { record: next, dropped: prefix };
  }
  return null;
}

/** ``tokens`` written as a records.md path again. */
export function pathOf(tokens) {
  return tokens.reduce((path, t) => (typeof t === "number" ? `${path}[${t}]` : path ? `${path}.${t}` : t), "");
}

/** The player a path is in ("players[1]", the same in every round), or null. */
export function playerOf(path) {
  const tokens = parsePath(path);
  const at = playerAt(tokens);
  return at < 0 ? null : pathOf(tokens.slice(at, at + 2));
}

/** Whether the fault's ``path`` lies in the part ``prefix`` (a path) or is that part. */
export function within(path, prefix) {
  return path === prefix || path.startsWith(`${prefix}.`) || path.startsWith(`${prefix}[`);
}

/** Where the part at ``path`` of a record is once the parts ``removed`` (paths, in the
 *  order they went, each of the record as it was then; as ``withoutFault`` removes them)
 *  are gone: its path in what is left, or null when it went with one of them. A player
 *  removed from a round of a game with rounds is gone from every round. */
export function pathAfter(path, removed) {
  const tokens = parsePath(path);
  for (const gone of removed || []) {
    const r = parsePath(gone);
    const everyRound = r.length === 4 && r[0] === "rounds" && r[2] === "players" && typeof r[3] === "number";
    const same = (k) => r[k] === tokens[k] || (everyRound && k === 1 && typeof tokens[1] === "number");
    let prefix = tokens.length >= r.length;
    for (let k = 0; prefix && k < r.length - 1; k++) prefix = same(k);
    if (!prefix) continue;
    const last = r.length - 1;
    if (tokens[last] === r[last]) return null;
    // a later item of the same list moves up by one
    if (typeof r[last] === "number" && typeof tokens[last] === "number" && tokens[last] > r[last]) tokens[last] -= 1;
  }
  return pathOf(tokens);
}

/** Score ``record`` with ``score`` (async: ``{result, dead}``, the result a score or
 *  ``{error}``); on a fault, score it again without the faulty part, at most ``tries``
 *  times. Returns what ``score`` gave for ``record`` with ``errors`` (every fault of the
 *  record met on the way: not those of a part removed by then), ``partial`` (the
 *  result of the record without its faulty parts; null when none came, or when the
 *  record had no fault) and ``removed`` (the paths of the parts removed, in order: see
 *  ``pathAfter``). It stops early once ``wanted()`` is false (a newer change). */
export async function scoreWithPartial(record, score, tries = 4, wanted = () => true) {
  const first = await score(record);
  if (!first || first.dead || !first.result?.error) return { ...first, errors: [], partial: null, removed: [] };
  const errors = [first.result.error];
  const removed = [];
  let current = record;
  let last = first.result.error;
  let partial = null;
  for (let i = 0; i < tries && wanted(); i++) {
    const next = withoutFault(current, last.path);
    if (!next) break;
    current = next.record;
    removed.push(pathOf(next.dropped));
    const again = await score(current);
    if (!again || again.dead) return { ...first, errors, partial: null, removed, dead: true };
    if (!again.result?.error) {
      partial = again.result;
      break;
    }
    last = again.result.error;
    // a fault of another player, or of the game (one of the same player may be what the
    // removal made: a field now missing, or symbols now more than the cards left)
    const path = String(last.path || "");
    const touched = removed.some((r) => within(path, r) || within(r, path) || (playerOf(r) && playerOf(r) === playerOf(path)));
    if (!touched && !errors.some((e) => e.path === last.path)) errors.push(last);
  }
  return { ...first, errors, partial, removed: partial ? removed : [] };
}
