// Who has entered anything yet. A player whose part of the record (in every round, the
// name left out) is what a new game holds has entered nothing: a result that names a
// winner before every player has entered something is not final ("Ahead so far"). No DOM,
// no storage: plain functions (tests/checker/test_entries.py runs them under Node).

/** ``value`` as JSON with every object's keys in order and nothing undefined: two values
 *  that hold the same are the same text, however their keys came in. */
export function canonical(value) {
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? "null" : canonical(v))).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const keys = Object.keys(value).filter((k) => value[k] !== undefined).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** The players' lists of ``record``: those of each round, or its one list. */
function playerLists(record) {
  if (Array.isArray(record?.rounds)) return record.rounds.map((round) => (Array.isArray(round?.players) ? round.players : []));
  return [Array.isArray(record?.players) ? record.players : []];
}

/** The indexes (seats) of the players of ``record`` who have entered nothing: in every
 *  round, their part but for the name is as in ``blank`` (the same game with nothing
 *  entered: the form's ``blankLike``), and their seat is not in ``typed`` (seats where the
 *  reader typed a value a new game holds too: 0 cards in hand is an entry). */
export function playersWithoutEntries(record, blank, typed = new Set()) {
  const lists = playerLists(record);
  const blanks = playerLists(blank);
  const bare = (player) => canonical(player && typeof player === "object" ? { ...player, name: undefined } : player);
  const seats = lists[0]?.length ?? 0;
  const out = [];
  for (let seat = 0; seat < seats; seat++) {
    if (typed.has(seat)) continue;
    const empty = lists.every((players, r) => bare(players[seat]) === bare(blanks[r]?.[seat] ?? { name: "" }));
    if (empty) out.push(seat);
  }
  return out;
}
