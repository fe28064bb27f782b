// The checker's state and where it is kept: the blank game, a record normalised into the
// form's state, the saved game on this device (localStorage), the share link in the
// address, and the record sent to the engine. Methods of ``Checker`` (see ``mixin``).

import { getAt, parsePath } from "./partial.js";
import { clone, getKey, setKey } from "./util.js";
import { checkRecord, decodeRecord, encodeRecord, readStored, RecordProblem } from "./records.js";

/** How the engine reads a player's name (``name_key`` in cardgen/engine/checks.py):
 *  compatibility-normalised, without invisible characters, runs of spaces as one, none at
 *  the ends. "" for what is not a text. */
export function nameKey(name) {
  if (typeof name !== "string") return "";
  return name.normalize("NFKC").replace(/\p{Cf}/gu, "").split(/\s+/).filter(Boolean).join(" ");
}

export const STORE = "cardgen.checker.";
export const SCHEMA = 1;

/** Any failure to read a loaded record as a ``RecordProblem`` (an unexpected one: damaged). */
export function asProblem(error) {
  return error instanceof RecordProblem ? error : new RecordProblem("rec_damaged");
}

export class StateMethods {
  limits() {
    const p = this.data.players || {};
    return { min: p.min ?? 1, max: p.max ?? 8 };
  }

  topModes() {
    return this.def.modes || [{ id: "default", fields: this.def.fields || [], players: this.def.players || {} }];
  }

  currentTop() {
    const modes = this.topModes();
    return modes.find((m) => m.id === this.state?.ui?.top) || modes[0];
  }

  playerDef() {
    return this.currentTop().players || this.def.players || {};
  }

  playerModes() {
    const pd = this.playerDef();
    return pd.modes || [{ id: "default", fields: pd.fields || [] }];
  }

  hasRounds() {
    return Boolean(this.def.rounds);
  }

  /** A game with nothing entered, in the record mode ``top`` (else the first). ``kept``:
   *  the players of the game before it (``names``, seat ``colours``), for "New game": the
   *  same group plays again, so their names stay (they are this game's suggested names,
   *  ``ui.names``: a game with them and nothing else is blank) and only the scores go. */
  blank(top = null, kept = null) {
    const { min, max } = this.limits();
    const keptNames = Array.isArray(kept?.names) && kept.names.length ? kept.names : null;
    const count = keptNames ? Math.min(max, Math.max(min, keptNames.length)) : Math.max(min, this.def.players?.initial ?? min);
    const record = { game: this.game };
    const modes = this.topModes();
    const ui = { top: (modes.find((m) => m.id === top) || modes[0]).id, modes: [], round: 0 };
    if (keptNames) ui.names = keptNames.slice(0, count);
    // the player modes are those of the record mode chosen (``playerModes`` reads the state)
    const previous = this.state;
    this.state = { record, ui };
    try {
      const names = [];
      for (let i = 0; i < count; i++) names.push(this.defaultName(i, names));
      const first = this.newPlayerMode(); // the way of entering points last chosen here
      ui.modes = names.map(() => first.id);
      if (this.seatCatalog()) {
        ui.colours = this.seatColours(names.map((name) => ({ name })), Array.isArray(kept?.colours) ? kept.colours : []);
      }
      const players = () => {
        const list = [];
        names.forEach((name, i) => {
          list.push({ name });
          this.applyModeDefaults(list[i], first, i, list);
        });
        return list;
      };
      if (this.hasRounds()) record.rounds = [{ players: players() }];
      else record.players = players();
      this.applyDefaults(record, ui);
    } finally {
      this.state = previous;
    }
    return { record, ui };
  }

  /** The record of ``state``'s game with nothing entered: as many players as it has,
   *  with the suggested names (a name typed is an entry), in its rounds, each with the defaults of the input mode chosen for them,
   *  and the defaults of its top mode. */
  blankLike(state) {
    const modes = this.playerModes();
    const emptied = (players) => {
      const list = [];
      const names = [];
      (Array.isArray(players) ? players : []).forEach((_, i) => names.push(this.defaultName(i, names)));
      names.forEach((name, i) => {
        list.push({ name });
        this.applyModeDefaults(list[i], modes.find((m) => m.id === state.ui?.modes?.[i]) || modes[0], i, list);
      });
      return list;
    };
    const record = { game: this.game };
    if (this.hasRounds()) {
      const rounds = Array.isArray(state.record.rounds) ? state.record.rounds : [];
      record.rounds = rounds.map((round) => ({ players: emptied(round?.players) }));
    } else {
      record.players = emptied(state.record.players);
    }
    this.applyDefaults(record, state.ui || {});
    return record;
  }

  applyDefaults(record, ui) {
    const top = this.topModes().find((m) => m.id === ui.top) || this.topModes()[0];
    for (const field of top.fields || []) {
      if (field.default !== undefined && getKey(record, field.key) === undefined) {
        setKey(record, field.key, clone(field.default));
      }
    }
  }

  defaultName(i, taken) {
    // the name this seat had in the game before, when "New game" kept the players (blank)
    const kept = this.state?.ui?.names?.[i];
    if (typeof kept === "string" && kept.trim() && !taken.includes(kept)) return kept;
    return this.seatName(i, taken);
  }

  /** The name the page gives seat ``i`` while ``taken`` names are in use, a kept name aside:
   *  what its name box shows as the placeholder (form/player-name.js). */
  seatName(i, taken) {
    const suggestions = this.suggestedNames();
    // the i-th player's own suggestion first (a fourth player is the fourth colour, even
    // when the first player's has been renamed), else the first one free
    if (suggestions[i] && !taken.includes(suggestions[i])) return suggestions[i];
    for (const name of suggestions) if (!taken.includes(name)) return name;
    let n = i + 1;
    let name = this.t("player_n", { n });
    while (taken.includes(name)) name = this.t("player_n", { n: ++n });
    return name;
  }

  suggestedNames() {
    const pd = this.def.players || {};
    // a catalog's entries (the players' colours) by their names in the page's language
    if (pd.names?.catalog) return (this.data.catalogs?.[pd.names.catalog] || []).map((e) => this.tx(e.name) || e.id);
    if (Array.isArray(pd.names)) return pd.names;
    return [];
  }

  /** The players of the record as edited (round 0 holds the names when there are rounds). */
  players(round = null) {
    const r = this.state.record;
    if (this.hasRounds()) {
      const rounds = r.rounds || [];
      return (rounds[round ?? this.state.ui.round ?? 0] || rounds[0] || { players: [] }).players;
    }
    return r.players || [];
  }

  playersPath(round = null) {
    return this.hasRounds() ? `rounds[${round ?? this.state.ui.round ?? 0}].players` : "players";
  }

  /** Normalise any record (from a link, storage, or a file) into the form's state. */
  fromRecord(input) {
    const record = clone(input) || {};
    record.game = this.game;
    const ui = { top: this.topModes()[0].id, modes: [], round: 0 };
    // Which top-level mode does the record use?
    for (const mode of this.topModes()) {
      if (mode.when && getKey(record, mode.when) !== undefined) ui.top = mode.id;
      if (mode.unless && getKey(record, mode.unless) === undefined && this.topModes().length > 1) {
        if (!this.topModes().some((m) => m.when && getKey(record, m.when) !== undefined)) ui.top = mode.id;
      }
    }
    // a record without the key of the mode it fell to (a Pyramidion final scoring has no
    // site) is one of a mode that asks for no key
    const fell = this.topModes().find((m) => m.id === ui.top);
    if (fell?.when && getKey(record, fell.when) === undefined) {
      ui.top = (this.topModes().find((m) => !m.when) || fell).id;
    }
    if (this.hasRounds()) {
      if (!Array.isArray(record.rounds)) {
        record.rounds = [{ players: Array.isArray(record.players) ? record.players : [] }];
        delete record.players;
      }
      if (record.rounds.length === 0) record.rounds.push({ players: [] });
    } else if (!Array.isArray(record.players)) {
      record.players = [];
    }
    this.state = { record, ui };
    const players = this.hasRounds() ? record.rounds[0].players : record.players;
    ui.modes = players.map((p) => this.inferMode(p));
    if (this.seatCatalog()) ui.colours = this.seatColours(players);
    return this.state;
  }

  /** The entries of the catalog the players' suggested names come from (Web's cable
   *  colours), or null: then each seat keeps a colour of its own (``ui.colours``), shown
   *  beside whatever name the player is given. */
  seatCatalog() {
    const catalog = this.def.players?.names?.catalog;
    return catalog ? this.data.catalogs?.[catalog] || [] : null;
  }

  /** The seat colour (an id of ``seatCatalog``) of each of ``players``, no two the same:
   *  the one in ``kept`` (the colours so far), else the one the player's name is ("Red",
   *  "red"), else the first one free; null when none is left. */
  seatColours(players, kept = []) {
    const ids = (this.seatCatalog() || []).map((e) => e.id);
    const named = (name) => {
      const text = typeof name === "string" ? name.trim().toLowerCase() : "";
      return (this.seatCatalog() || []).find((e) => e.id === text || this.tx(e.name).toLowerCase() === text)?.id;
    };
    const out = players.map(() => null);
    const taken = new Set();
    const claim = (i, id) => {
      if (out[i] === null && id && ids.includes(id) && !taken.has(id)) {
        out[i] = id;
        taken.add(id);
      }
    };
    players.forEach((_, i) => claim(i, kept[i]));
    players.forEach((p, i) => claim(i, named(p?.name)));
    players.forEach((_, i) => claim(i, ids.find((id) => !taken.has(id))));
    return out;
  }

  inferMode(player) {
    const modes = this.playerModes();
    if (!player || typeof player !== "object") return modes[0].id;
    const fits = (f) => {
      const v = f.key ? getKey(player, f.key) : undefined;
      if (v === undefined) return false;
      if (f.kind === "numbers") return Array.isArray(v) && v.every((x) => typeof x !== "string" || !/^[a-z]/.test(x));
      if (f.kind === "cards") return Array.isArray(v) && v.every((x) => typeof x === "string");
      return true;
    };
    // The mode whose own fields (keys no other mode has) the player fills; a field shared
    // by several modes (e.g. "hand") decides only when nothing else does.
    const keys = (m) => (m.fields || []).map((f) => f.key);
    let best = null;
    let bestScore = 0;
    for (const mode of modes) {
      const others = new Set(modes.filter((m) => m !== mode).flatMap(keys));
      const present = (mode.fields || []).filter(fits);
      const score = present.filter((f) => !others.has(f.key)).length * 10 + present.length;
      if (score > bestScore) {
        best = mode;
        bestScore = score;
      }
    }
    return (best || modes[0]).id;
  }

  /** What a loaded record of this game may hold (core/records.js checks it). */
  recordLimits() {
    return { game: this.game, rounds: this.hasRounds(), maxPlayers: this.limits().max, maxRounds: this.def.rounds?.max ?? 8 };
  }

  /** The state to show: a share link's record, else the state saved on this device, else
   *  the blank one. A link or a saved state that fails the check (shape, size, another
   *  game) is not used: ``linkError`` / ``storedError`` say why (``showNotice``); a bad
   *  link leaves the saved game as it is, a bad saved state is kept aside under
   *  ``<key>.unreadable``. */
  load() {
    // any text after #record= is a link to check (a damaged one is said to be damaged)
    const hash = location.hash.match(/^#record=(.*)$/s);
    this.linkError = null;
    this.storedError = null;
    this.fromBlank = false;
    this.loadedFrom = "blank";
    this.sharedLink = false; // a link of a game not this device's own: its result first
    this.recentId = null; // the game shown is not one opened from the recent games
    let stored = null;
    let storedText = null;
    try {
      storedText = localStorage.getItem(this.key);
    } catch {
      storedText = null;
    }
    try {
      stored = readStored(storedText, SCHEMA, this.recordLimits());
    } catch (error) {
      this.storedError = asProblem(error);
      this.setAside(storedText);
    }
    if (hash) {
      try {
        const record = decodeRecord(hash[1]);
        checkRecord(record, this.recordLimits());
        this.fromRecord(record);
        this.loadedFrom = "link";
        // (the address keeps the game being entered here, as ``record()`` gives it: a
        // reload is no shared link)
        this.sharedLink = !stored || JSON.stringify(this.recordOf(stored)) !== JSON.stringify(this.record());
        if (stored && JSON.stringify(stored.record) !== JSON.stringify(this.state.record)) {
          this.undo = { state: stored, reason: "link" };
        } else if (stored) {
          // the link is the game saved here (the address keeps it while one edits, so a
          // reload reads it again): keep where the reader was, e.g. the round on screen
          Object.assign(this.state.ui, stored.ui);
          this.fixUi();
          if (stored.undo) this.undo = stored.undo;
        }
        return;
      } catch (error) {
        this.linkError = asProblem(error);
      }
    }
    if (stored) {
      this.fromRecord(stored.record);
      Object.assign(this.state.ui, stored.ui);
      this.fixUi();
      this.loadedFrom = "stored";
      // a player or round removed before the reload can still be put back
      if (stored.undo) this.undo = stored.undo;
    } else {
      this.state = this.blank();
      this.fromBlank = true;
    }
  }

  /** A saved state that cannot be used moves aside (the next save would overwrite it). */
  setAside(text) {
    try {
      localStorage.setItem(`${this.key}.unreadable`, text);
      localStorage.removeItem(this.key);
    } catch {
      /* storage disabled */
    }
  }

  /** The loaded state passed the check, but the form could not be drawn from it: it is
   *  named as unusable, and the blank state is drawn instead. */
  drawOrBlank(draw) {
    try {
      draw();
    } catch (error) {
      if (this.loadedFrom === "blank") throw error;
      console.warn("checker: a loaded record the form cannot show:", error);
      if (this.loadedFrom === "link") this.linkError = new RecordProblem("rec_unusable");
      else {
        this.storedError = new RecordProblem("rec_unusable");
        this.setAside(JSON.stringify({ v: SCHEMA, ...this.state }));
      }
      this.loadedFrom = "blank";
      this.state = this.blank();
      draw();
    }
  }

  fixUi() {
    const ui = this.state.ui;
    const n = this.players(0).length;
    const ids = this.playerModes().map((m) => m.id);
    ui.modes = Array.from({ length: n }, (_, i) => (ids.includes(ui.modes?.[i]) ? ui.modes[i] : ids[0]));
    if (this.seatCatalog()) ui.colours = this.seatColours(this.players(0), Array.isArray(ui.colours) ? ui.colours : []);
    const rounds = this.state.record.rounds?.length || 1;
    ui.round = Math.min(Math.max(0, ui.round || 0), rounds - 1);
    if (!this.topModes().some((m) => m.id === ui.top)) ui.top = this.topModes()[0].id;
  }

  save() {
    try {
      // a player or round just removed is kept with the game, so that its undo outlives a
      // reload (``undo`` of ``readStored``)
      const undo = ["removed", "round_removed"].includes(this.undo?.reason) ? this.undo : undefined;
      // The blank state is not kept: the next visit then shows at once the form the page
      // arrives with (the <head> script shows it only when nothing is kept).
      if (!undo && JSON.stringify(this.state) === JSON.stringify(this.blank())) localStorage.removeItem(this.key);
      else localStorage.setItem(this.key, JSON.stringify({ v: SCHEMA, record: this.state.record, ui: this.state.ui, undo }));
    } catch {
      /* storage full or disabled: the share link still works */
    }
    if (location.hash.startsWith("#record=")) {
      // a link that could not be read goes from the address (a reload would read it again)
      const hash = this.linkError ? "" : `#record=${encodeRecord(this.record())}`;
      history.replaceState(history.state, "", `${location.pathname}${location.search}${hash}`);
    }
    this.refreshShare?.(); // (an open share box shows the link of the game now)
  }

  /** The record sent to the engine: the state minus what the chosen modes do not use
   *  (a top-level field with ``if_player_mode`` only when a player uses that mode). */
  /** ``record()`` of another ``state`` (a saved one): what its address would hold. */
  recordOf(state) {
    const current = this.state;
    this.state = { record: state.record, ui: { ...current.ui, ...state.ui } };
    try {
      return this.record();
    } finally {
      this.state = current;
    }
  }

  record() {
    const unused = (this.currentTop().fields || []).filter((f) => f.if_player_mode && !this.playerModeUsed(f.if_player_mode));
    if (!unused.length) return this.state.record;
    const record = clone(this.state.record);
    for (const f of unused) setKey(record, f.key, undefined);
    return record;
  }

  /** The record the engine scores: ``record()`` with a stand-in for each empty name (the
   *  form marks it "Enter a name"; the other totals are shown meanwhile). The stand-in is
   *  what the player's card is headed ("Player 2"), never a suggested name that another
   *  player had (a cleared second name showed up as "Red", the first player's colour). */
  recordToScore() {
    const record = clone(this.record());
    const lists = this.hasRounds() ? (record.rounds || []).map((r) => r.players || []) : [record.players || []];
    const taken = lists[0].map((p) => p?.name).filter((n) => typeof n === "string" && n.trim());
    lists[0].forEach((player, i) => {
      if (typeof player?.name === "string" && player.name.trim()) return;
      let n = i + 1;
      let name = this.t("player_n", { n });
      while (taken.includes(name)) name = this.t("player_n", { n: ++n });
      taken.push(name);
      for (const players of lists) if (players[i]) players[i].name = name;
    });
    // a name used by an earlier player (as the engine reads names: nameKey) is the page's
    // own fault ("usedName"); meanwhile that player is scored as "Player 4 (Anna)", so the
    // engine's refusal of the whole record does not hide their total
    const seen = new Set();
    lists[0].forEach((player, i) => {
      const key = nameKey(player?.name);
      if (!seen.has(key)) {
        seen.add(key);
        return;
      }
      let n = i + 1;
      let name = `${this.t("player_n", { n })} (${player.name.trim()})`;
      while (taken.includes(name)) name = `${this.t("player_n", { n: ++n })} (${player.name.trim()})`;
      taken.push(name);
      seen.add(nameKey(name));
      for (const players of lists) if (players[i]) players[i].name = name;
    });
    // what is not a number in a box of numbers is a fault of the page (``pageFaults``), not
    // an item for the engine to look up ("unknown boat card")
    for (const input of this.formBox?.querySelectorAll("input.cg-numbers") || []) {
      const path = input.dataset.path || "";
      const cut = path.lastIndexOf(".");
      const holder = cut < 0 ? record : getAt(record, parsePath(path.slice(0, cut)));
      const key = path.slice(cut + 1);
      if (holder && typeof holder === "object" && Array.isArray(holder[key])) {
        holder[key] = holder[key].filter((v) => typeof v === "number");
      }
    }
    return record;
  }

  /** Whether the ``index``-th player's name is one an earlier player has (as the engine
   *  reads names: ``nameKey``). */
  usedName(index) {
    const list = this.players();
    const key = nameKey(list[index]?.name);
    return Boolean(key) && list.slice(0, index).some((p) => nameKey(p?.name) === key);
  }

  playerModeUsed(id) {
    return (this.state.ui.modes || []).includes(id);
  }
}
