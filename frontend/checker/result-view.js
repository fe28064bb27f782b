// How the result is read: who won (or is ahead so far, and why the result is not final),
// its players ranked by total, their seat order one tap away, every total at a glance above
// the details, the result beside the form on a wide screen; and a part of the form held
// back while it is being entered (a Cosmopolis set), whose faults that more input can mend
// wait until the reader leaves it. Methods of ``Checker`` (see ``mixin``).

import { canonical, playersWithoutEntries } from "./core/entries.js";
import { shownNumber } from "./core/shown.js";
import { el, getKey } from "./core/util.js";

/** The player objects a reader typed a value into (a number box), for the page's life:
 *  typing the value a new game holds ("0" cards in hand) is an entry all the same. */
const typedInto = new WeakSet();

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

  /** Every player's total in one line above the details ("★ Carla 43 · Anna 39 ·
   *  Dirk 32"), in the order the details have: on a wide screen the details run beside the
   *  form, longer than the screen, and this line stays in sight over them. A total takes
   *  the reader to that player's details. Led, like the totals bar, by "Not final: …"
   *  while a field is wrong (the list of faults above then scrolls away on a wide screen). */
  renderGlance(players, { winners = [], faults = 0 } = {}) {
    const shown = players.filter((p) => typeof p.total === "number");
    if (!shown.length) return null;
    const list = el("ul", { class: "cg-glance-list" });
    for (const player of shown) {
      const won = winners.includes(player.name);
      list.append(el("li", { class: `cg-glance-player${won ? " cg-glance-winner" : ""}` },
        el("button", { type: "button", class: "cg-glance-go", "data-glance-for": player.name,
          onclick: () => this.showPlayerResult(player.name) },
        el("span", { class: "cg-glance-name", text: player.name }), " ", el("strong", { text: shownNumber(player.total) }))));
    }
    const warn = faults ? el("p", { class: "cg-glance-warn", text: this.t("not_final", { n: faults }) }) : null;
    return el("div", { class: "cg-glance", role: "group", "aria-label": this.t("totals_glance") }, warn, list);
  }

  /** The result's details of the player called ``name`` brought into sight (below the
   *  line of totals where it stays at the top). */
  showPlayerResult(name) {
    const card = [...this.results.querySelectorAll(".cg-score")].find((c) => c.dataset.player === name);
    card?.scrollIntoView({ block: "start" });
  }

  /** On a wide screen, where the result sits beside the form: the whole result kept in
   *  sight while the form scrolls when it fits the screen, else the result runs with the
   *  page (a box of 718 px scrolled 3,000 px of details inside it) and only its line of
   *  totals stays in sight (``cg-tall``, checker.css). */
  fitResult() {
    const box = this.results;
    if (!box?.isConnected) return;
    const beside = box.getBoundingClientRect().left > this.formBox.getBoundingClientRect().left + 8;
    const first = box.firstElementChild;
    const last = box.lastElementChild;
    let tall = false;
    if (beside && first && last) {
      const needed = last.getBoundingClientRect().bottom - first.getBoundingClientRect().top;
      const top = parseFloat(getComputedStyle(document.documentElement).fontSize) * 4;
      tall = needed + 32 > window.innerHeight - top;
    }
    box.classList.toggle("cg-tall", tall);
    const glance = box.querySelector(":scope > .cg-glance");
    box.style.setProperty("--cg-glance-height", `${tall && glance ? Math.ceil(glance.getBoundingClientRect().height) : 0}px`);
    this.watchGlance(tall ? glance : null);
    if (!this.fitting) {
      this.fitting = true;
      let queued = false;
      window.addEventListener("resize", () => {
        if (queued) return;
        queued = true;
        requestAnimationFrame(() => {
          queued = false;
          this.fitResult();
        });
      });
    }
  }

  /** Mark ``glance`` (``cg-stuck``) while it is held at the top of the screen over the
   *  details: only then does it say "Not final: …" itself (the list of faults it repeats is
   *  above it, out of sight). */
  watchGlance(glance) {
    this.glanceWatch?.disconnect();
    this.glanceWatch = null;
    if (!glance || typeof IntersectionObserver !== "function") return;
    const mark = el("div", { class: "cg-glance-mark", "aria-hidden": "true" });
    glance.before(mark);
    const top = parseFloat(getComputedStyle(glance).top) || 0;
    this.glanceWatch = new IntersectionObserver(([entry]) => {
      glance.classList.toggle("cg-stuck", !entry.isIntersecting && entry.boundingClientRect.top < (entry.rootBounds?.top ?? top));
    }, { rootMargin: `-${Math.ceil(top) + 1}px 0px 0px 0px` });
    this.glanceWatch.observe(mark);
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

  /** A value typed into a box of the form (``target``, an ``input`` event's): the player
   *  whose box it is has entered something, even the value a new game holds ("0"). */
  noteTyped(target) {
    if (!target?.matches?.("input[type=number], input.cg-numbers") || !String(target.value).trim()) return;
    const card = target.closest(".cg-player");
    const seat = card ? [...this.formBox.querySelectorAll(".cg-player")].indexOf(card) : -1;
    const player = seat >= 0 ? this.players()[seat] : null;
    if (player && typeof player === "object") typedInto.add(player);
  }

  /** The names of the players who have entered nothing yet (``core/entries.js``): a
   *  winner named before then would be named too early. A player whose way of entering
   *  points puts them in a field of the whole game (``if_player_mode``: Web's cables on the
   *  shared board) has entered something once that field holds something. */
  playersYetToEnter() {
    const record = this.state.record;
    const lists = this.hasRounds() ? (record.rounds || []).map((round) => round?.players || []) : [record.players || []];
    const typed = new Set();
    for (const players of lists) players.forEach((player, seat) => player && typeof player === "object" && typedInto.has(player) && typed.add(seat));
    const blank = this.blankLike(this.state);
    for (const field of (this.currentTop().fields || []).filter((f) => f.if_player_mode)) {
      if (canonical(getKey(record, field.key)) === canonical(getKey(blank, field.key) ?? field.default)) continue;
      (this.state.ui?.modes || []).forEach((mode, seat) => mode === field.if_player_mode && typed.add(seat));
    }
    const named = (player, seat) => (typeof player?.name === "string" && player.name.trim() ? player.name.trim() : this.t("player_n", { n: seat + 1 }));
    return playersWithoutEntries(record, blank, typed).map((seat) => named(lists[0][seat], seat));
  }

  /** Whether a player of ``game`` (a kept game: ``{record, ui}``) has entered nothing. */
  yetToEnterIn(game) {
    const current = this.state;
    this.state = { record: game.record, ui: game.ui || {} };
    try {
      return this.playersYetToEnter().length > 0;
    } finally {
      this.state = current;
    }
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
