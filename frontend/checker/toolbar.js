// The toolbar (new game, share, print, recent games) and the notices above the form (a bad
// link or saved game, an undo). Methods of ``Checker`` (see ``mixin``).

import { clone, el } from "./core/util.js";
import { encodeRecord } from "./core/records.js";
import { SCHEMA } from "./core/storage.js";

export class ToolbarMethods {
  renderToolbar() {
    const bar = el("div", { class: "cg-toolbar", role: "toolbar", "aria-label": this.t("tools") });
    bar.append(
      el("button", { type: "button", class: "md-button cg-new", text: this.t("new_game"), onclick: () => this.newGame() }),
      el("button", { type: "button", class: "md-button cg-share", text: this.t("share"), onclick: () => this.share() }),
      el("button", { type: "button", class: "md-button cg-print", text: this.t("print"), onclick: () => window.print() }),
    );
    // the kept games' panel (recent.js) comes right after the toolbar
    this.recentBox = el("section", { class: "cg-recent", id: `cg-recent-${this.game}`, hidden: true,
      "aria-label": this.t("recent_title") });
    this.recentButton = el("button", { type: "button", class: "md-button cg-recent-toggle", text: this.t("recent"),
      "aria-expanded": "false", "aria-controls": this.recentBox.id, onclick: () => this.toggleRecent() });
    bar.append(this.recentButton);
    this.shareBox = el("div", { class: "cg-sharebox", hidden: true });
    bar.append(this.shareBox);
    return bar;
  }

  /** A blank game in the record mode last used (a Pyramidion table scoring sites keeps
   *  scoring sites), with the same players (their names and seat colours: the group plays
   *  again, and retyped every name); the one on screen goes into the recent games (and an
   *  undo). */
  newGame() {
    const kept = !this.isBlankState();
    this.keepCurrent();
    this.linkError = null;
    this.storedError = null;
    this.undo = { state: clone(this.state), reason: "new", kept, recentId: this.recentId };
    this.recentId = null;
    try {
      localStorage.setItem(`${this.key}.undo`, JSON.stringify({ v: SCHEMA, ...this.undo.state }));
    } catch {
      /* ignore */
    }
    const names = this.players(0).map((player) => (typeof player?.name === "string" ? player.name.trim() : ""));
    this.state = this.blank(this.state.ui.top, { names, colours: this.state.ui.colours });
    this.sharedLink = false;
    this.showResultFirst();
    this.showNotice();
    this.changed(true);
  }

  restoreUndo() {
    if (!this.undo) return;
    if (this.undo.reason === "removed" || this.undo.reason === "round_removed") {
      const undo = this.undo;
      this.undo = null;
      if (undo.reason === "removed") this.restoreRemoved(undo);
      else this.restoreRound(undo);
      return;
    }
    const previous = this.undo.state;
    if ("recentId" in this.undo) this.recentId = this.undo.recentId; // the kept game it was
    this.undo = null;
    this.recentUndo = null; // (a "Restore it" of the list would now bring a second copy)
    this.refreshRecent();
    this.fromRecord(previous.record);
    if (previous.ui) Object.assign(this.state.ui, previous.ui);
    this.fixUi();
    this.showNotice();
    this.changed(true);
  }

  showNotice() {
    this.notice.replaceChildren();
    const blankButton = () => el("button", { type: "button", class: "md-button cg-blank", text: this.t("blank_game"),
      onclick: () => this.newGame() });
    if (this.linkError) {
      const shown = this.fromBlank ? this.t("shown_blank") : this.t("shown_saved");
      this.notice.append(el("p", { class: "cg-bad cg-load-problem", role: "alert" },
        `${this.t("bad_link", { reason: this.problemText(this.linkError) })} ${shown} `, this.fromBlank ? null : blankButton()));
    }
    if (this.storedError) {
      this.notice.append(el("p", { class: "cg-bad cg-load-problem", role: "alert",
        text: this.t("bad_saved", { reason: this.problemText(this.storedError) }) }));
    }
    // (a removed player's undo is said where the player was, a removed round's where its
    // button was: form/render.js)
    if (this.undo && this.undo.reason !== "removed" && this.undo.reason !== "round_removed") {
      const text = this.undo.reason === "link" ? this.t("opened_link")
        : this.undo.reason === "recent" ? this.t(this.undo.kept ? "recent_opened" : "recent_opened_alone")
        : this.undo.kept ? this.t("cleared_kept") : this.t("cleared");
      this.notice.append(
        el("p", { class: "cg-undo" }, text, " ",
          el("button", { type: "button", class: "md-button", text: this.t("undo"), onclick: () => this.restoreUndo() })),
      );
    }
  }

  /** A loaded record's problem (core/records.js) in the page's words. */
  problemText(problem) {
    if (problem.key === "rec_other_game") {
      const name = this.s.games?.[problem.values.game];
      if (name) return this.t("rec_other_game_named", { name });
    }
    return this.t(problem.key, problem.values);
  }

  /** The link of the game on screen. */
  shareLink() {
    const url = new URL(location.href);
    url.hash = `record=${encodeRecord(this.record())}`;
    return url;
  }

  /** The open share box follows the game on screen ("New game", a game opened from the
   *  list, any edit): its link is the one of the game now, and a "Copied" said of the
   *  link before gives way to what to do with the new one. */
  refreshShare() {
    const input = this.shareBox?.hidden ? null : this.shareBox?.querySelector(".cg-sharelink");
    if (!input) return;
    const link = this.shareLink().href;
    if (input.value === link) return;
    input.value = link;
    const done = this.shareBox.querySelector(".cg-copied");
    if (done) done.textContent = this.t("link_changed");
  }

  async share() {
    const url = this.shareLink();
    history.replaceState(history.state, "", url.hash);
    const input = el("input", { type: "text", readonly: true, value: url.href, "aria-label": this.t("share_link"), class: "cg-sharelink" });
    const done = el("span", { class: "cg-copied", role: "status" });
    this.shareBox.hidden = false;
    // the phone's share sheet, where the browser has one (a link sent in a message): the
    // link shown, which follows the game
    const send = typeof navigator.share === "function"
      ? el("button", { type: "button", class: "md-button cg-send", text: this.t("send_link"),
        onclick: () => navigator.share({ title: document.title, url: input.value }).catch(() => {}) })
      : null;
    // (replaceChildren would write a missing "Send…" button as the text "null")
    this.shareBox.replaceChildren(...[el("label", { text: this.t("share_link") }), input, send, done].filter(Boolean));
    input.focus();
    input.select();
    try {
      await navigator.clipboard.writeText(url.href);
      done.textContent = this.t("copied");
    } catch {
      done.textContent = this.t("copy_hint");
    }
  }
}
