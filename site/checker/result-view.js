// How the result is read: its players ranked by total, their seat order one tap away; and
// a part of the form held back while it is being entered (a Cosmopolis set), whose faults
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
