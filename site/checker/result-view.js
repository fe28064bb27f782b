// How the result is read: who won (or is ahead so far, and why the result is not final),
// its players ranked by total, their seat order one tap away; and a part of the form held
// back while it is being entered (a Cosmopolis set), whose faults that more input can mend
// wait until the reader leaves it. Methods of ``Checker`` (see ``mixin``).

import { el } from "./core/util.js";

/** ``players`` from the highest total down; equal totals keep their seat order. */
export function ranked(players) {
  const total = (p) => (typeof p.total === "number" ? p.total : -Infinity);
  return players.map((p, seat) => ({ p, seat })).sort((a, b) => total(b.p) - total(a.p) || a.seat - b.seat).map((x) => x.p);
}

export class ResultViewMethods {
  /** The result's players in the order the reader chose: ranked (the default) or as they
   *  sit (``this.resultOrder === "seats"``). */
  inOrder(players, hasTotals) {
    return hasTotals && this.resultOrder !== "seats" ? ranked(players) : players;
  }

  /** Two buttons over the players' results, "Ranked" and "Seat order" (the one shown is
   *  pressed); null when there is nothing to order. */
  orderSwitch(players, hasTotals) {
    if (!hasTotals || players.length < 2) return null;
    const current = this.resultOrder === "seats" ? "seats" : "ranked";
    const button = (id, key) => el("button", { type: "button", class: "cg-order-button", "data-order": id,
      "aria-pressed": String(current === id), text: this.t(key),
      onclick: () => {
        if (this.resultOrder === id) return;
        this.resultOrder = id;
        if (this.lastResult) this.renderResultOnly(this.lastResult);
        this.results.querySelector(`.cg-order-button[data-order="${id}"]`)?.focus({ preventScroll: true });
      } });
    return el("div", { class: "cg-order", role: "group", "aria-label": this.t("order_label") },
      button("ranked", "order_ranked"), button("seats", "order_seats"));
  }

  /** Names as a list in the page's language ("Tom and Priya", "Tom, Priya und Sam"). */
  listNames(names) {
    try {
      this.listFormat ??= new Intl.ListFormat(this.lang, { type: "conjunction" });
      return this.listFormat.format(names);
    } catch {
      return names.join(", ");
    }
  }

  /** Who won, and how a tie was broken; while the result is not ``final`` (a field is
   *  wrong, a value doubted, the game short of its rounds…), only who is ahead so far (or
   *  that all are level), with ``reasons`` below: why it is not final yet. */
  renderWinners(result, final = true, reasons = []) {
    const winners = result.winners || [];
    const players = result.players || [];
    const box = el("div", { class: "cg-verdict" });
    if (!final) {
      const level = winners.length > 1 && winners.length === players.length;
      if (level) box.append(el("p", { class: "cg-so-far", "data-ahead": winners.join(", "), text: this.t("level_so_far") }));
      else if (winners.length) {
        box.append(el("p", { class: "cg-so-far", "data-ahead": winners.join(", ") }, this.t("ahead_so_far"), " ",
          el("strong", { text: this.listNames(winners) })));
      }
      for (const reason of reasons) box.append(el("p", { class: "cg-provisional", text: this.asSentence(reason) }));
      return box;
    }
    const names = el("strong", { "data-winners": winners.join(", "), text: this.listNames(winners) });
    if (winners.length === 0) {
      box.append(el("p", {}, this.t("no_winner"), " ", names));
    } else if (winners.length > 1) {
      box.append(el("p", {}, this.t("shared_win"), " ", names));
    } else {
      box.append(el("p", {}, this.t("winner"), " ", names));
      const top = players.find((p) => p.name === winners[0])?.total;
      const tied = players.filter((p) => p.total === top).length;
      if (tied > 1) {
        const how = result.tie_breaker || result.decided;
        const rule = how ? this.ruleFor(how) : null;
        const text = rule ? this.tx(rule.name) : this.tx(this.def.tie_breaker) || how || "";
        box.append(el("p", { class: "cg-tie", text: this.t("tie_broken", { how: text }) }));
      }
    }
    return box;
  }

  /** A part still being entered (a Cosmopolis set while its cards are added): the
   *  engine's faults in it are not the reader's yet, until ``releaseHeld``. One at a time. */
  holdBack(path) {
    this.heldBack = path;
  }

  /** The reader left the part held back, or asked for the result: its faults count now. */
  releaseHeld() {
    if (!this.heldBack) return;
    this.heldBack = null;
    if (this.lastResult) this.renderResult(this.lastResult);
  }
}
