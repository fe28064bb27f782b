// Changes that can be taken back: removing a player (undone where the player was), removing
// a round (undone where its button was), and switching a player's input mode (what was
// entered in the other mode is kept, and comes back with it). Methods of ``Checker`` (see
// ``mixin``).

import { clone, el, getKey, setKey } from "../core/util.js";
import { derivedFields } from "./derive.js";

/** What each player entered in the modes they switched away from, by player object (a
 *  player removed takes theirs along): ``{kept: {modeId: {key: value}}, basis: {modeId:
 *  what the mode they were set aside for held then}, filled: the mode the one shown was
 *  filled from, or null}``. Kept for the page's life, not saved. */
const setAside = new WeakMap();

export class PlayerMethods {
  /** Remove the ``index``-th player. The undo is said where the player was, in the place
   *  the reader's finger is (a notice at the form's top was a screen or more above it on a
   *  phone), and its button takes the focus (a name field would open the keyboard). The
   *  undo puts that player back, and changes nothing else entered meanwhile. */
  removePlayer(index) {
    const rounds = this.hasRounds() ? this.state.record.rounds : [this.state.record];
    const player = this.players()[index];
    this.undo = {
      reason: "removed", index, name: player.name || this.t("player_n", { n: index + 1 }),
      players: rounds.map((round) => clone(round.players[index])), mode: this.state.ui.modes[index],
      colour: this.state.ui.colours?.[index] ?? null,
    };
    for (const round of rounds) round.players.splice(index, 1);
    this.state.ui.modes.splice(index, 1);
    this.state.ui.colours?.splice(index, 1);
    this.showNotice();
    this.focusNext = () => this.formBox.querySelector(".cg-undo-removed button");
    this.changed(true);
  }

  /** Put a removed player back where they were (``undo`` of ``removePlayer``). */
  restoreRemoved(undo) {
    // (a player added meanwhile may have filled the game: then the undo just goes)
    if (this.players().length >= this.limits().max) {
      this.changed(true);
      return;
    }
    const rounds = this.hasRounds() ? this.state.record.rounds : [this.state.record];
    const at = Math.min(undo.index, this.players().length);
    rounds.forEach((round, r) => round.players.splice(at, 0, clone(undo.players[r] ?? { name: undo.name })));
    this.state.ui.modes.splice(at, 0, undo.mode);
    this.state.ui.colours?.splice(at, 0, undo.colour);
    this.fixUi();
    this.showNotice();
    this.focusNext = () => this.formBox.querySelectorAll(".cg-player .cg-remove-player")[at] || null;
    this.changed(true);
  }

  /** Remove the ``index``-th round with every player's entries of it: one tap, so it can
   *  be taken back ("Round 2 was removed. Undo", where its button was, the focus on Undo);
   *  the round before it is shown. */
  removeRound(index) {
    const rounds = this.state.record.rounds;
    this.undo = { reason: "round_removed", index, round: clone(rounds[index]) };
    rounds.splice(index, 1);
    this.state.ui.round = Math.max(0, index - 1);
    this.showNotice();
    this.focusNext = () => this.formBox.querySelector(".cg-undo-round button");
    this.changed(true);
  }

  /** Put a removed round back where it was and show it (``undo`` of ``removeRound``), its
   *  entries matched to the players by seat, under the names they have now. */
  restoreRound(undo) {
    const rounds = this.state.record.rounds;
    if (rounds.length >= (this.def.rounds?.max ?? 8)) {
      this.changed(true);
      return;
    }
    const at = Math.min(undo.index, rounds.length);
    const kept = Array.isArray(undo.round?.players) ? undo.round.players : [];
    const players = this.players(0).map((p, i) => ({ ...clone(kept[i] ?? {}), name: p.name }));
    rounds.splice(at, 0, { ...clone(undo.round), players });
    this.state.ui.round = at;
    this.fixUi();
    this.focusNext = () => this.formBox.querySelector(".cg-remove-round");
    this.changed(true);
  }

  removedRoundNotice() {
    return el("p", { class: "cg-undo cg-undo-round", role: "status" }, this.t("removed_round", { n: this.undo.index + 1 }), " ",
      el("button", { type: "button", class: "md-button", text: this.t("undo_remove"), onclick: () => this.restoreUndo() }));
  }

  removedNotice() {
    return el("p", { class: "cg-undo cg-undo-removed", role: "status" }, this.t("removed_player", { name: this.undo.name }), " ",
      el("button", { type: "button", class: "md-button", text: this.t("undo_remove"), onclick: () => this.restoreUndo() }));
  }

  /** Whether ``name`` is one the page gives a player (a suggested name, "Player 3"), not
   *  one a reader typed: a press on its field selects it whole, so typing replaces it. */
  isGivenName(name) {
    if (typeof name !== "string" || !name) return false;
    if (this.suggestedNames().includes(name)) return true;
    const numbered = this.t("player_n", { n: "\u0001" }).split("\u0001").map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    return new RegExp(`^${numbered.join("\\d+")}$`).test(name);
  }

  /** Where the way of entering points last chosen is kept on this device (per game and
   *  record mode): a table that counts rather than ticks does so for every game. */
  modeKey() {
    return `${this.key}.player-mode.${this.currentTop().id || ""}`;
  }

  /** The input mode a new player starts on: the one last chosen here (one anyone may
   *  pick: not ``link_only``), else the first. */
  newPlayerMode() {
    const modes = this.playerModes();
    let id = null;
    try {
      id = localStorage.getItem(this.modeKey());
    } catch {
      // storage refused (private mode): the first mode
    }
    return modes.find((m) => m.id === id && !m.link_only) || modes[0];
  }

  rememberMode(id) {
    try {
      if (id === this.playerModes()[0].id) localStorage.removeItem(this.modeKey());
      else localStorage.setItem(this.modeKey(), id);
    } catch {
      // not kept: the page works on
    }
  }

  /** "Counts for every player": under the switch of the player who chose a mode last,
   *  while another player still uses another one; null otherwise. */
  modeForAll(index) {
    const id = this.state.ui.modes[index];
    if (this.modeOffer !== id || this.modeOfferFrom !== index) return null;
    if (this.state.ui.modes.every((m) => m === id)) return null;
    const mode = this.playerModes().find((m) => m.id === id);
    return el("button", { type: "button", class: "md-button cg-mode-all", text: this.t("mode_for_all", { mode: this.tx(mode?.label) || id }),
      onclick: () => {
        this.state.ui.modes.forEach((m, j) => m !== id && this.movePlayerMode(j, id));
        this.modeOffer = null;
        this.focusNext = () => this.formBox.querySelectorAll(".cg-player-mode input:checked")[index] || null;
        this.changed(true);
      } });
  }

  /** Switch the ``index``-th player to the input mode ``id`` (remembered for new players
   *  and offered for every player). What they entered in the mode they leave (anything but
   *  its defaults) is set aside, not thrown away: a reader who ticked cards and then tapped
   *  "Counts" to look found every card gone. Switching back brings it back; a note says it
   *  is kept meanwhile. The mode they go to is filled from what they leave where its
   *  fields say how (``from``: Web of Power's counts from the cards ticked). */
  switchPlayerMode(index, id) {
    this.movePlayerMode(index, id);
    this.rememberMode(id);
    this.modeOffer = id;
    this.modeOfferFrom = index;
    this.changed(true);
  }

  movePlayerMode(index, id) {
    const modes = this.playerModes();
    const player = this.players()[index];
    const old = modes.find((m) => m.id === this.state.ui.modes[index]);
    const next = modes.find((m) => m.id === id);
    const entered = {};
    for (const f of old?.fields || []) {
      const value = getKey(player, f.key);
      const byDefault = (old.defaults || {})[f.key];
      if (value !== undefined && JSON.stringify(value) !== JSON.stringify(byDefault)) entered[f.key] = clone(value);
      setKey(player, f.key, undefined);
    }
    const aside = setAside.get(player) || { kept: {}, basis: {}, filled: null, filledWith: null };
    // counted anew from what is left, unless it is what it was when the values kept for
    // the mode switched to were set aside (then the reader's own counts come back)
    const derived = derivedFields(next, entered, this.data);
    const unchanged = aside.kept[id] && aside.basis[id] === JSON.stringify(entered);
    const filled = Object.keys(derived).length > 0 && !unchanged;
    const values = filled ? derived : aside.kept[id] || {};
    // boxes left as they were filled in (from the cards ticked) hold nothing of the reader's
    // own: nothing is kept for them, and no note says there is
    const asFilled = aside.filled && aside.filledWith === JSON.stringify(entered);
    if (old && Object.keys(entered).length && !asFilled) {
      aside.kept[old.id] = entered;
      aside.basis[old.id] = JSON.stringify(values); // (what the mode switched to holds now)
    }
    for (const [key, value] of Object.entries(values)) setKey(player, key, clone(value));
    delete aside.kept[id];
    delete aside.basis[id];
    aside.filled = filled ? old.id : null;
    aside.filledWith = filled ? JSON.stringify(values) : null;
    setAside.set(player, aside);
    this.state.ui.modes[index] = id;
    this.applyModeDefaults(player, next, index);
  }

  /** "What was entered as Cards is kept: switch back to see it", under the player's mode
   *  switch while something is set aside for them, led by where the boxes were filled
   *  from ("Filled in from the cards ticked as Cards held, which are kept"); else null. */
  modeKeptNote(player) {
    const aside = setAside.get(player);
    const label = (m) => this.tx(m.label) || m.id;
    const modes = this.playerModes().filter((m) => aside?.kept[m.id]);
    if (!modes.length) return null;
    const from = modes.find((m) => m.id === aside.filled);
    const others = modes.filter((m) => m !== from).map(label);
    const notes = [];
    if (from) notes.push(this.t("mode_filled", { mode: label(from) }));
    if (others.length) notes.push(this.t("mode_kept", { mode: others.join(", ") }));
    return el("p", { class: "cg-hint cg-mode-kept", text: notes.join(" ") });
  }
}
