// The result on the page: the totals bar, the winner's sentence, each player's lines, and
// the faults (the engine's and the page's own) at their fields, in the reader's words.
// Methods of ``Checker`` (see ``mixin``).

import { el, joinPath, nextUid } from "./core/util.js";
import { WIDGETS } from "./core/widgets.js";

/** The keys of a player's result not listed under their lines (shown elsewhere). */
const SHOWN_KEYS = new Set(["name", "total", "lines", ...Object.values(WIDGETS).flatMap((w) => w.RESULT_KEYS || [])]);

export class ResultMethods {
  ruleFor(id) {
    return (this.data.scoring || []).find((r) => r.id === id);
  }

  renderResult(result) {
    this.lastResult = result;
    this.renderResultOnly(result);
    for (const fn of this.resultHooks || []) {
      try {
        fn(result);
      } catch (error) {
        console.warn("checker widget:", error);
      }
    }
  }

  /** On a narrow screen the result comes after the whole form: a bar kept at the bottom
   *  of the screen shows every total meanwhile, and takes the reader to the result. It
   *  hides while the result itself is on screen, and on wide screens (CSS). */
  renderTotalsBar() {
    const bar = el("button", { type: "button", class: "cg-totals-bar", hidden: true, "aria-controls": this.results.id,
      title: this.t("show_result"), onclick: () => this.results.scrollIntoView({ block: "start" }) });
    if (typeof IntersectionObserver === "function") {
      new IntersectionObserver((entries) => {
        for (const entry of entries) bar.classList.toggle("cg-away", entry.isIntersecting);
      }).observe(this.results);
    }
    return bar;
  }

  updateTotalsBar(result) {
    const bar = this.totalsBar;
    const players = (result && !result.error ? result.players || [] : []).filter((p) => p.total !== undefined && p.total !== null);
    bar.hidden = !players.length;
    // the button's name is its text (a screen reader hears what is seen), led by what it does
    bar.replaceChildren(el("span", { class: "cg-sr", text: `${this.t("show_result")}: ` }),
      ...players.map((p) => el("span", { class: `cg-bar-player${(result.winners || []).includes(p.name) ? " cg-bar-winner" : ""}` },
        el("span", { class: "cg-bar-name", text: p.name }), " ", el("strong", { text: String(p.total) }), " ")),
      el("span", { class: "cg-bar-go", "aria-hidden": "true", text: "↓" }));
  }

  renderResultOnly(result) {
    this.updateTotalsBar(result);
    this.clearErrors();
    this.lastError = null;
    this.root.dataset.state = "scored";
    if (result.error) {
      this.lastError = result.error;
      this.showError(result.error);
      this.showPageFaults();
      this.root.dataset.state = "invalid";
      return;
    }
    if (this.isBlankState() && !this.pageFaults().length) {
      // nothing entered yet: no winner, no shared win of empty towns
      this.updateTotalsBar(null);
      this.root.dataset.state = "blank";
      this.results.replaceChildren(el("h2", { class: "cg-results-title", text: this.t("results") }),
        el("p", { class: "cg-wait cg-blank-note", text: this.t("enter_to_score") }));
      return;
    }
    const out = [];
    const hasTotals = (result.players || []).some((p) => p.total !== undefined && p.total !== null);
    out.push(el("h2", { class: "cg-results-title", text: this.t("results") }));
    if (result.winners !== undefined) out.push(this.renderWinners(result));
    let notes = result.notes || [];
    const own = WIDGETS[this.currentTop().result]?.renderResult?.({ result, ctx: this.ctx() });
    if (own) {
      out.push(...own.nodes);
      notes = notes.filter((n) => !own.shown.has(n));
    }
    const list = el("div", { class: "cg-scores" });
    const best = hasTotals ? Math.max(...result.players.map((p) => p.total)) : null;
    for (const player of result.players || []) {
      const card = el("article", { class: `cg-score${(result.winners || []).includes(player.name) ? " cg-winner" : ""}` });
      const head = el("h3", {}, el("span", { class: "cg-pname", text: player.name }));
      if (player.total !== undefined && player.total !== null) {
        head.append(" ", el("span", { class: "cg-total", "data-total-for": player.name, text: String(player.total) }),
          el("span", { class: "cg-unit", text: ` ${this.t("points")}` }));
        if (player.total === best) card.dataset.best = "1";
      }
      card.append(head);
      card.append(this.renderLines(player));
      const extra = this.renderExtra(player);
      if (extra) card.append(extra);
      list.append(card);
    }
    out.push(list);
    if (notes.length) {
      out.push(el("ul", { class: "cg-notes", "aria-label": this.t("notes") }, notes.map((n) => el("li", { text: n }))));
    }
    this.results.replaceChildren(...out);
    this.showPageFaults();
  }

  /** Whether the form holds the blank game (nothing entered: only the suggested names). */
  isBlankState() {
    this.blankRecordText ??= JSON.stringify(this.blank().record);
    return JSON.stringify(this.state.record) === this.blankRecordText;
  }

  /** The page's own faults (``pageFaults``) at their fields, and in the result: the totals
   *  shown leave them out until they are put right. */
  showPageFaults() {
    const faults = this.pageFaults();
    this.root.dataset.faults = String(faults.length);
    if (!faults.length) return;
    const list = el("ul", { class: "cg-bad cg-page-faults", role: "alert", "aria-label": this.t("not_counted") });
    for (const fault of faults) {
      const control = this.markField(fault.path, fault.message, fault.control);
      const where = this.whereInWords(fault.path);
      list.append(el("li", {}, `${where ? `${where}: ` : ""}${fault.message} `, control ? this.goButton(control) : null));
    }
    this.results.append(el("p", { class: "cg-bad cg-invalid", text: this.t("not_counted") }), list);
  }

  renderLines(player) {
    const table = el("table", { class: "cg-lines" });
    table.append(el("thead", {}, el("tr", {}, el("th", { scope: "col", text: this.t("rule") }),
      el("th", { scope: "col", text: this.t("detail") }), el("th", { scope: "col", class: "cg-num",
        text: this.currentTop().points_heading ? this.tx(this.currentTop().points_heading) : this.t("points") }))));
    const body = el("tbody");
    for (const line of player.lines || []) {
      const rule = this.ruleFor(line.rule);
      const name = rule ? this.tx(rule.name) : line.rule;
      const cell = rule?.section
        ? el("a", { href: `../rules/#${rule.section}`, text: name, title: this.t("see_rule") })
        : el("span", { text: name });
      body.append(el("tr", { "data-rule": line.rule }, el("td", {}, cell), el("td", { text: line.detail ?? "" }),
        el("td", { class: "cg-num", text: line.points === undefined || line.points === null ? "" : String(line.points) })));
    }
    if (player.total !== undefined && player.total !== null) {
      table.append(el("tfoot", {}, el("tr", {}, el("th", { scope: "row", colspan: 2, text: this.t("total") }),
        el("td", { class: "cg-num", text: String(player.total) }))));
    }
    table.append(body);
    table.insertBefore(body, table.querySelector("tfoot"));
    return table;
  }

  renderExtra(player) {
    const keys = Object.keys(player).filter((k) => !SHOWN_KEYS.has(k));
    if (!keys.length) return null;
    const dl = el("dl", { class: "cg-extra" });
    for (const k of keys) {
      dl.append(el("dt", { text: this.keyName(k) }), el("dd", { text: this.describe(player[k]) }));
    }
    return dl;
  }

  keyName(key) {
    const own = this.s[`key_${key}`];
    return own || key.replace(/_/g, " ");
  }

  describe(value) {
    if (value === null || value === undefined) return "—";
    if (Array.isArray(value)) return value.length ? value.map((v) => this.describe(v)).join(", ") : "—";
    if (typeof value === "object") {
      const parts = Object.entries(value).map(([k, v]) => `${this.entryName(k)}: ${this.describe(v)}`);
      return parts.length ? parts.join(", ") : "—";
    }
    return this.entryName(String(value));
  }

  /** The display name of an id from any catalog of the game data (or the id itself). */
  entryName(id) {
    for (const entries of Object.values(this.data.catalogs || {})) {
      const hit = entries.find((e) => e.id === id);
      if (hit) return this.tx(hit.name);
    }
    // a card's own field shown beside it (a boat's "points"): its name in the page's language
    return this.s[`field_${id}`] ?? id;
  }

  renderWinners(result) {
    const winners = result.winners || [];
    const players = result.players || [];
    const box = el("div", { class: "cg-verdict" });
    const names = el("strong", { "data-winners": winners.join(", "), text: winners.join(", ") });
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

  clearErrors() {
    for (const node of this.root.querySelectorAll(".cg-error")) {
      node.hidden = true;
      node.textContent = "";
    }
    for (const node of this.root.querySelectorAll("[aria-invalid]")) node.removeAttribute("aria-invalid");
    for (const node of this.root.querySelectorAll(".cg-field-bad")) node.classList.remove("cg-field-bad");
  }

  /** Faults the page finds itself, before the engine: an empty name, a number box that
   *  does not hold a number ("2e": the browser gives an empty value). */
  pageFaults() {
    const faults = [];
    this.players().forEach((player, i) => {
      if (!(typeof player?.name === "string" && player.name.trim())) {
        faults.push({ path: joinPath(joinPath(this.playersPath(), i), "name"), message: this.t("need_name") });
      }
    });
    for (const input of this.formBox?.querySelectorAll("input[type=number]") || []) {
      if (input.validity?.badInput || (input.value !== "" && !/^-?\d+$/.test(input.value.trim()))) {
        faults.push({ path: input.dataset.path || "", message: this.t("need_number"), control: input });
      }
    }
    return faults;
  }

  /** The fields along ``path`` (a records.md path), outermost first: the form's blocks
   *  whose ``data-field-path`` is ``path`` or leads to it. */
  fieldsAlong(path) {
    const nodes = [...this.root.querySelectorAll("[data-field-path]")].filter((node) => {
      const p = node.dataset.fieldPath;
      return p !== "" && (p === path || path.startsWith(`${p}.`) || path.startsWith(`${p}[`));
    });
    return nodes.sort((x, y) => x.dataset.fieldPath.length - y.dataset.fieldPath.length);
  }

  /** Where ``path`` is, in the reader's words: "Bob, Round 1, Land cards, Set 1" (the
   *  player's name, the round, the labels of the fields along the path), never the path. */
  whereInWords(path) {
    const parts = [];
    const round = path.match(/^rounds\[(\d+)\]/);
    const player = path.match(/players\[(\d+)\]/);
    if (player) {
      const name = this.players(round ? Number(round[1]) : null)?.[Number(player[1])]?.name;
      parts.push(typeof name === "string" && name.trim() ? name.trim() : this.t("player_n", { n: Number(player[1]) + 1 }));
    }
    if (round && this.hasRounds()) parts.push(this.t("round_n", { n: Number(round[1]) + 1 }));
    let matched = "";
    for (const node of this.fieldsAlong(path)) {
      matched = node.dataset.fieldPath;
      if (node.classList.contains("cg-player")) continue;
      const label = node.dataset.fieldLabel
        || [...node.children].find((c) => c.tagName === "LEGEND" || c.tagName === "LABEL")?.textContent.trim();
      if (label && !parts.includes(label)) parts.push(label);
    }
    // a place inside the field the form does not draw as its own (a card in a list)
    const rest = path.slice(matched.length).match(/^\[(\d+)\]/);
    if (rest && matched) parts.push(this.t("item_n", { n: Number(rest[1]) + 1 }));
    return parts.join(", ");
  }

  /** Show the fault next to the field whose path best matches the fault's path, with where
   *  it is in words and a button that puts the focus on the control. */
  showError(error) {
    this.flushLater();
    const path = error.path || "";
    const message = error.message || "";
    const where = path ? this.whereInWords(path) : "";
    this.results.replaceChildren(
      el("h2", { class: "cg-results-title", text: this.t("results") }),
      el("p", { class: "cg-bad cg-invalid", role: "alert" }, this.t("invalid"), " ",
        el("span", { class: "cg-fault", text: where ? `${where}: ${message}` : message })),
    );
    const control = this.markField(path, message);
    if (control) this.results.append(el("p", { class: "cg-path" }, this.goButton(control)));
  }

  /** Mark the field of ``path`` (or of ``control``) as wrong with ``message`` next to it;
   *  returns its control. */
  markField(path, message, control = null) {
    const along = this.fieldsAlong(path);
    const best = control?.closest("[data-field-path]") || along[along.length - 1] || null;
    if (!best) return null;
    best.classList.add("cg-field-bad");
    let slot = [...best.children].find((c) => c.classList.contains("cg-error"));
    if (!slot) {
      slot = el("p", { class: "cg-error", id: `cg-err-${nextUid()}` });
      best.append(slot);
    }
    slot.hidden = false;
    slot.textContent = message;
    slot.setAttribute("role", "alert");
    control ??= best.querySelector(`[data-path="${CSS.escape(path)}"]`) || best.querySelector("input, select, textarea")
      || best.querySelector("button");
    if (control) {
      control.setAttribute("aria-invalid", "true");
      control.setAttribute("aria-describedby", slot.id);
    }
    return control;
  }

  /** A button that takes the reader to ``control`` and puts the focus on it. */
  goButton(control) {
    return el("button", { type: "button", class: "md-button cg-go-fault", text: this.t("go_to_fault"),
      onclick: () => {
        control.scrollIntoView({ block: "center" });
        control.focus({ preventScroll: true });
      } });
  }
}
