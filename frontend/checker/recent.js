// "Recent games": the games kept on this device (core/recent.js), in a panel under the
// toolbar: open one (the game on screen is kept first, and an undo offered), rename it,
// delete it (with an undo). A list that cannot be read is named, set aside, and never
// stops the page. Methods of ``Checker`` (see ``mixin``).

import { shownNumber } from "./core/shown.js";
import { clone, el, nextUid } from "./core/util.js";
import { scoreWithPartial } from "./core/partial.js";
import { readRecent, RECENT, remember, remove, rename, restore, summarize, withSummary, writeRecent } from "./core/recent.js";
import { SCHEMA } from "./core/storage.js";

const isNamed = (player) => typeof player?.name === "string" && player.name.trim() !== "";

export class RecentMethods {
  recentKey() {
    return `${this.key}.recent`;
  }

  /** The kept games, read and checked (``this.recentNote``: what the reader is told about
   *  a list or entries that could not be used). */
  readRecentGames() {
    let text = null;
    try {
      text = localStorage.getItem(this.recentKey());
    } catch {
      text = null;
    }
    const { games, dropped, problem } = readRecent(text, SCHEMA, this.recordLimits());
    if (problem) {
      this.recentNote = this.t("recent_unreadable", { reason: this.t(problem) });
      try {
        localStorage.setItem(`${this.recentKey()}.unreadable`, text);
        localStorage.removeItem(this.recentKey());
      } catch {
        /* storage disabled or full */
      }
    } else if (dropped) {
      this.recentNote = this.t("recent_dropped", { n: dropped });
      this.writeRecentGames(games); // kept without them: the note is said once
    }
    return games;
  }

  writeRecentGames(games) {
    try {
      if (games.length) localStorage.setItem(this.recentKey(), writeRecent(games, SCHEMA));
      else localStorage.removeItem(this.recentKey());
    } catch {
      /* storage full or disabled: the list stays as it was */
    }
  }

  /** The game on screen goes into the list (unless nothing is entered), as the entry it
   *  was opened from when it was; an open panel shows the list as it is now. */
  keepCurrent() {
    if (this.isBlankState()) return;
    // its totals and winner, when the result on screen is the final one of this record
    const current = JSON.stringify(this.scoredRecord) === JSON.stringify(this.recordToScore());
    const summary = current && !this.heldBack ? summarize(this.lastResult) : null;
    // (not final on the page, e.g. a player has entered nothing yet: no "Winner" either)
    if (summary && this.root.dataset.final === "false") summary.provisional = true;
    const { games, id } = remember(this.readRecentGames(), { record: clone(this.state.record), ui: clone(this.state.ui) },
      { id: this.recentId, summary });
    this.writeRecentGames(games);
    this.recentId = id;
    this.refreshRecent();
    if (!summary) this.summarizeKept();
  }

  /** Each kept game without its totals (kept before its score came, while a part was being
   *  entered, or by an older page) scored by the engine, in turn, and its totals kept with
   *  it; the open panel shows them as they come. Not while the engine is not ready: the
   *  next time the panel opens. */
  async summarizeKept() {
    if (this.summarizing || !this.engine.ready) return;
    this.summarizing = true;
    try {
      for (let round = 0; round < RECENT.max; round++) {
        const game = this.readRecentGames().find((g) => !g.summary && !this.unsummarized?.has(g.id));
        if (!game) break;
        const summary = await this.summaryOf(game);
        if (!summary) (this.unsummarized ??= new Set()).add(game.id); // (a score of none: not asked again)
        else {
          this.writeRecentGames(withSummary(this.readRecentGames(), game.id, game.record, summary));
          this.refreshRecent();
        }
      }
    } finally {
      this.summarizing = false;
    }
  }

  /** The totals of a kept game (``summarize``), as the page would show them: not final
   *  while a player of it has entered nothing; null when it cannot be scored now. */
  async summaryOf(game) {
    const record = clone(game.record);
    const lists = this.hasRounds() ? (record.rounds || []).map((r) => r?.players || []) : [record.players || []];
    // (an empty name scored as the page does, by the player's number)
    lists[0].forEach((p, i) => {
      if (isNamed(p)) return;
      for (const players of lists) if (players[i] && typeof players[i] === "object") players[i].name = this.t("player_n", { n: i + 1 });
    });
    const { result, dead, partial } = await scoreWithPartial(record, (r) => this.engine.score(r, this.lang));
    if (dead || !result) return null;
    const summary = summarize(result.error ? { ...result, partial } : result);
    if (summary && !summary.provisional && this.yetToEnterIn(game)) summary.provisional = true;
    return summary;
  }

  /** The panel, when it is open, drawn anew from storage (the list just changed); the
   *  focus stays where it is. */
  refreshRecent() {
    if (this.recentBox && !this.recentBox.hidden) this.renderRecent();
  }

  /** The toolbar's button: shows or hides the panel (drawn anew from storage each time). */
  toggleRecent() {
    const open = this.recentBox.hidden;
    this.recentBox.hidden = !open;
    this.recentButton.setAttribute("aria-expanded", String(open));
    if (open) this.renderRecent();
  }

  renderRecent(focus = null) {
    const box = this.recentBox;
    const games = this.readRecentGames();
    if (games.some((g) => !g.summary)) this.summarizeKept();
    const parts = [el("h2", { class: "cg-recent-title", text: this.t("recent_title") })];
    if (this.recentNote) parts.push(el("p", { class: "cg-bad cg-recent-problem", role: "alert", text: this.recentNote }));
    this.recentNote = null;
    if (this.recentUndo) {
      const { removed, index } = this.recentUndo;
      parts.push(el("p", { class: "cg-undo cg-recent-undo" }, this.t("recent_deleted", { name: this.recentLabel(removed) }), " ",
        el("button", { type: "button", class: "md-button", text: this.t("recent_restore"), onclick: () => {
          this.recentUndo = null;
          this.writeRecentGames(restore(this.readRecentGames(), removed, index));
          this.renderRecent({ id: removed.id, what: "open" });
        } })));
    }
    if (!games.length) parts.push(el("p", { class: "cg-hint cg-recent-none", text: this.t("recent_none") }));
    const list = el("ul", { class: "cg-recent-list" });
    for (const game of games) list.append(this.recentRow(game));
    parts.push(list);
    box.replaceChildren(...parts);
    const target = focus && box.querySelector(`[data-recent="${focus.id}"] .cg-recent-${focus.what}`);
    (target || (focus ? box.querySelector(".cg-recent-undo button, .cg-recent-title") : null))?.focus();
  }

  /** A kept game's players' names, joined. */
  recentPlayers(game) {
    const list = this.hasRounds() ? game.record.rounds?.[0]?.players : game.record.players;
    return (list || []).map((p) => (typeof p?.name === "string" ? p.name.trim() : "")).filter(Boolean).join(", ");
  }

  /** When a game was kept, in the page's language ("" if the browser can't say). */
  recentWhen(game) {
    try {
      return new Intl.DateTimeFormat(this.lang, { dateStyle: "medium", timeStyle: "short" }).format(game.saved);
    } catch {
      return "";
    }
  }

  /** A kept game's name: the reader's, else its players and when it was kept. */
  recentLabel(game) {
    if (game.name) return game.name;
    return [this.recentPlayers(game), this.recentWhen(game)].filter(Boolean).join(" · ") || this.t("recent_game");
  }

  /** Under a kept game's name: when it was kept (a name given keeps the date), and its
   *  totals from the highest with the winner ("Winner: Ben · Ben 54, Anna 51, Carla 46"). */
  recentDetails(game) {
    const parts = [];
    if (game.name) parts.push(el("span", { class: "cg-recent-when", text: this.recentWhen(game) }));
    const summary = game.summary;
    if (summary) {
      const totals = [...summary.totals].sort((a, b) => b[1] - a[1]).map(([name, total]) => `${name} ${shownNumber(total)}`).join(", ");
      // (a game not over yet: those ahead so far, never "Winner")
      const who = summary.provisional ? this.t("ahead_so_far") : summary.winners.length > 1 ? this.t("shared_win") : this.t("winner");
      const verdict = summary.winners.length ? `${who} ${this.listNames(summary.winners)}` : "";
      parts.push(el("span", { class: "cg-recent-score" }, verdict ? el("strong", { text: verdict }) : null,
        verdict ? " · " : null, totals));
    }
    return parts.length ? el("span", { class: "cg-recent-details" }, ...parts) : null;
  }

  recentRow(game) {
    const labelId = `cg-recent-${nextUid()}`;
    const row = el("li", { class: "cg-recent-item", "data-recent": game.id });
    const label = el("span", { class: "cg-recent-name", id: labelId },
      el("span", { class: "cg-recent-title-text", text: this.recentLabel(game) }), this.recentDetails(game));
    const button = (what, text, onclick) =>
      el("button", { type: "button", class: `md-button cg-recent-${what}`, text, "aria-describedby": labelId, onclick });
    const actions = el("span", { class: "cg-recent-actions" },
      button("open", this.t("recent_open"), () => this.openRecent(game.id)),
      button("rename", this.t("recent_rename"), () => this.startRename(row, game)),
      button("delete", this.t("recent_delete"), () => {
        const { games, removed, index } = remove(this.readRecentGames(), game.id);
        if (!removed) return;
        this.writeRecentGames(games);
        if (this.recentId === game.id) this.recentId = null;
        if (this.undo?.kept && this.undo.recentId === game.id) {
          this.undo.kept = false; // the notice no longer says it is kept under Recent games
          this.showNotice();
        }
        this.recentUndo = { removed, index };
        this.renderRecent({ id: "", what: "" });
      }));
    row.append(label, actions);
    return row;
  }

  startRename(row, game) {
    const id = `cg-recent-${nextUid()}`;
    const input = el("input", { id, type: "text", class: "cg-recent-input", value: game.name || this.recentPlayers(game),
      maxlength: 80, autocomplete: "off" });
    const save = () => {
      this.writeRecentGames(rename(this.readRecentGames(), game.id, input.value));
      this.renderRecent({ id: game.id, what: "rename" });
    };
    const cancel = () => this.renderRecent({ id: game.id, what: "rename" });
    input.addEventListener("keydown", (e) => {
      if (e.key === "Enter") {
        e.preventDefault();
        save();
      } else if (e.key === "Escape") {
        e.preventDefault();
        cancel();
      }
    });
    const form = el("span", { class: "cg-recent-rename-form" }, el("label", { for: id, text: this.t("recent_name") }), input,
      el("button", { type: "button", class: "md-button cg-recent-save", text: this.t("recent_save"), onclick: save }),
      el("button", { type: "button", class: "md-button cg-recent-cancel", text: this.t("recent_cancel"), onclick: cancel }));
    row.replaceChildren(form);
    input.focus();
    input.select();
  }

  /** Show the kept game ``id``: the game on screen is kept first (nothing is lost), and the
   *  notice offers to go back to it. */
  openRecent(id) {
    const kept = !this.isBlankState(); // a blank game is not kept, and the notice says so
    this.keepCurrent();
    const previousId = this.recentId; // the entry the game on screen is kept as
    const game = this.readRecentGames().find((g) => g.id === id);
    if (!game) {
      this.renderRecent();
      return;
    }
    const before = clone(this.state);
    this.fromRecord(game.record);
    Object.assign(this.state.ui, game.ui);
    this.fixUi();
    this.recentId = id;
    this.linkError = null;
    this.undo = JSON.stringify(before.record) === JSON.stringify(this.state.record) ? null
      : { state: before, reason: "recent", recentId: previousId, kept };
    this.recentUndo = null;
    this.recentBox.hidden = true;
    this.recentButton.setAttribute("aria-expanded", "false");
    this.showNotice();
    this.changed(true);
    this.recentButton.focus();
  }
}
