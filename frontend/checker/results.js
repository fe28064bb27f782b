// The result on the page: the winner's sentence, each player's lines, and the faults (the
// engine's and the page's own) at their fields, in the reader's words (the totals bar of a
// narrow screen: totals-bar.js). Methods of ``Checker`` (see ``mixin``).

import { playerOf, within } from "./core/partial.js";
import { detailPieces, shownNumber, shownSum } from "./core/shown.js";
import { el, joinPath, nextUid, numberParts, setKey } from "./core/util.js";
import { WIDGETS } from "./core/widgets.js";

/** ``record`` with its players' names left out (in its rounds too). */
function withoutNames(record) {
  const players = (list) => (Array.isArray(list) ? list.map((p) => (p && typeof p === "object" ? { ...p, name: null } : p)) : list);
  const out = { ...record };
  if (Array.isArray(out.players)) out.players = players(out.players);
  if (Array.isArray(out.rounds)) out.rounds = out.rounds.map((r) => (r && typeof r === "object" ? { ...r, players: players(r.players) } : r));
  return out;
}

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

  /** The result on screen. While a field is wrong (the page's faults, the engine's) the
   *  faults come first, each with a way to go there, under "Not final: N fields to fix";
   *  the totals that can be scored stay below them (an engine fault: ``result.partial``,
   *  the record without the faulty part), with the one ahead so far, never a winner. The
   *  same "ahead so far" heads a result that is scored in full but not final yet: a game
   *  short of its rounds (``result.provisional`` says why), a value beyond our deck
   *  (``result.doubts``), a part still being entered that is not right yet, a player who
   *  has entered nothing yet. */
  renderResultOnly(result) {
    this.clearErrors();
    this.clearDoubts();
    this.lastDoubts = [];
    // Nothing entered yet: no fault of a choice still to make (Circle the Wagons' bonus
    // goals, and the engine's fault of the same field with it); a name cleared or a box
    // holding "2e" is said at once, though.
    const unscored = this.isUnscoredState();
    const faults = this.faultsOf(result).filter((f) => !(unscored && f.choice));
    const waiting = this.waitingFaults(result);
    this.lastError = result.error ? faults.filter((f) => !f.control) : null;
    this.root.dataset.faults = String(faults.length);
    const shown = result.error ? result.partial || null : result;
    // a fault only of a part held back (a set being entered): scored as far as it goes
    this.root.dataset.state = result.error && (faults.length || !waiting.length) ? "invalid" : "scored";
    if (unscored && !faults.length) {
      // no winner, no shared win of empty towns: a note to enter the game
      this.lastError = null;
      this.updateTotalsBar(null);
      this.root.dataset.state = "blank";
      this.results.replaceChildren(el("h2", { class: "cg-results-title", text: this.t("results") }),
        el("p", { class: "cg-wait cg-blank-note", text: this.t("enter_to_score") }));
      this.fitResult();
      return;
    }
    // values scored as given beyond our design (docs/records.md "doubts"), marked after
    // the faults: a field that holds a fault shows that alone
    const doubts = this.doubtsOf(shown);
    // why the result, scored in full, is not the game's end yet: the engine's reasons
    // (a game short of its rounds), and a part still being entered
    const reasons = (Array.isArray(shown?.provisional) ? shown.provisional : []).filter((r) => typeof r === "string");
    if (waiting.length) reasons.push(this.t("held_open", { where: this.whereInWords(this.heldBack) }));
    // a winner only once every player has entered something (one may have scored nothing)
    const yet = shown?.winners !== undefined ? this.playersYetToEnter() : [];
    if (yet.length) reasons.push(this.t("nothing_entered", { names: this.listNames(yet), n: yet.length }));
    const final = !faults.length && !doubts.length && !reasons.length;
    this.updateTotalsBar(shown, faults.length, doubts.length, !final);
    this.root.dataset.final = String(Boolean(shown) && final);
    const out = [el("h2", { class: "cg-results-title", text: this.t("results") })];
    if (faults.length) out.push(this.renderFaults(faults));
    const doubtBox = doubts.length ? this.renderDoubts(doubts) : null;
    if (!shown) {
      this.results.replaceChildren(...out);
      this.fitResult();
      return;
    }
    const hasTotals = (shown.players || []).some((p) => p.total !== undefined && p.total !== null);
    if (shown.winners !== undefined) out.push(this.renderWinners(shown, final, reasons));
    if (doubtBox) out.push(doubtBox);
    // a doubt is among the notes too (docs/records.md): it is shown once, at its field
    const placed = new Set(doubts.map((d) => d.message));
    let notes = (shown.notes || []).filter((n) => !placed.has(n));
    const own = WIDGETS[this.currentTop().result]?.renderResult?.({ result: shown, ctx: this.ctx() });
    if (own) {
      out.push(...own.nodes);
      notes = notes.filter((n) => !own.shown.has(n));
    }
    const list = el("div", { class: "cg-scores" });
    const best = hasTotals ? Math.max(...shown.players.map((p) => p.total)) : null;
    const atTop = (shown.players || []).filter((p) => hasTotals && p.total === best);
    const tiedAtTop = atTop.length > 1 ? atTop : [];
    const glance = this.renderGlance(this.inOrder(shown.players || [], hasTotals), { winners: final ? shown.winners || [] : [], faults: faults.length });
    if (glance) out.push(glance);
    const order = this.orderSwitch(shown.players || [], hasTotals);
    if (order) out.push(order);
    for (const player of this.inOrder(shown.players || [], hasTotals)) {
      const won = final && (shown.winners || []).includes(player.name);
      const card = el("article", { class: `cg-score${won ? " cg-winner" : ""}`, "data-player": player.name });
      const head = el("h3", {}, el("span", { class: "cg-pname", text: player.name }));
      if (player.total !== undefined && player.total !== null) {
        head.append(" ", el("span", { class: "cg-total", "data-total-for": player.name, text: shownNumber(player.total) }),
          el("span", { class: "cg-unit", text: ` ${this.t("points", { n: player.total })}` })); // "1 point", French "0 point"
        if (player.total === best) card.dataset.best = "1";
      }
      card.append(head);
      card.append(this.renderLines(player));
      const extra = this.renderExtra(player, tiedAtTop.includes(player));
      if (extra) card.append(extra);
      list.append(card);
    }
    out.push(list);
    if (notes.length) {
      out.push(el("ul", { class: "cg-notes", "aria-label": this.t("notes") }, notes.map((n) => el("li", { text: n }))));
    }
    this.results.replaceChildren(...out);
    this.fitResult();
  }

  /** Whether nothing of a game is entered: the record is the blank one for the form's
   *  number of players, rounds and input modes (names as suggested). Switching a player to another
   *  way of entering points enters nothing: "Shared win" at 0–0 said otherwise. */
  isBlankState() {
    return JSON.stringify(this.state.record) === JSON.stringify(this.blankLike(this.state));
  }

  /** Whether nothing that scores has been entered: the blank record but for the names
   *  typed and the game's set-up (fields marked ``setup``: Circle the Wagons' bonus goals).
   *  Names and goals alone score no one: no "shared win" of two empty towns. */
  isUnscoredState() {
    const setup = (this.currentTop().fields || []).filter((f) => f.setup);
    const bare = (record) => {
      const out = withoutNames(record);
      for (const field of setup) setKey(out, field.key, undefined);
      return JSON.stringify(out);
    };
    return bare(this.state.record) === bare(this.blankLike(this.state));
  }

  /** Every fault of ``result``: the page's own (``pageFaults``) first, then the engine's
   *  (``result.errors``: each one met while the rest was scored), less those the page's
   *  make: about the same field, or the same player's while a box of theirs holds no
   *  number (the engine saw it empty: "2e" Denmark cards, then Denmark's symbols). */
  faultsOf(result) {
    const own = this.pageFaults();
    const found = result?.error ? (result.errors?.length ? result.errors : [result.error]) : [];
    const covered = (path) => own.some((f) => f.path
      && (within(path, f.path) || (f.control && playerOf(f.path) && playerOf(f.path) === playerOf(path))));
    const waiting = new Set(this.waitingFaults(result));
    return [...own, ...found.filter((e) => !covered(String(e.path || "")) && !waiting.has(e))];
  }

  /** The engine's faults of ``result`` that wait: those in the part being entered
   *  (``heldBack``) that more input there can mend (``unfinished``: a Cosmopolis set of 2
   *  cards). A fault no addition can mend (a third region, a card played twice) is the
   *  reader's at once. */
  waitingFaults(result) {
    const held = this.heldBack;
    if (!held || !result?.error) return [];
    const found = result.errors?.length ? result.errors : [result.error];
    return found.filter((e) => e?.unfinished === true && within(String(e.path || ""), held));
  }

  /** The faults marked at their fields, and listed for the result: "Not final: 2 fields
   *  to fix", then where each is in words, what is wrong and a button to go there. */
  renderFaults(faults) {
    const list = el("ul", { class: "cg-page-faults", "aria-label": this.t("not_counted") });
    for (const fault of faults) {
      const path = String(fault.path || "");
      const control = this.markField(path, fault.message || "", fault.control);
      const where = path ? this.whereInWords(path) : "";
      // where on a line of its own, then what is wrong as a sentence: a label with a colon
      // of its own ("Victory points of each boat: one number per boat") and the engine's
      // phrase, which starts in lower case for the command line's "file: path: message",
      // read as a run of colons when they were joined on one line
      list.append(el("li", {}, el("span", { class: "cg-fault" },
        where ? el("span", { class: "cg-fault-where", text: where }) : null, where ? " " : null,
        el("span", { class: "cg-fault-what", text: this.asSentence(fault.message || "") })),
      " ", control ? this.goButton(control) : null));
    }
    return el("div", { class: "cg-bad cg-invalid", role: "alert" },
      el("p", { class: "cg-not-final" }, el("strong", { text: `${this.t("not_final", { n: faults.length })}.` })), list);
  }

  renderLines(player) {
    const table = el("table", { class: "cg-lines" });
    table.append(el("thead", {}, el("tr", {}, el("th", { scope: "col", text: this.t("rule") }),
      el("th", { scope: "col", text: this.t("detail") }), el("th", { scope: "col", class: "cg-num",
        text: this.currentTop().points_heading ? this.tx(this.currentTop().points_heading) : this.t("points_col") }))));
    const body = el("tbody");
    const subtotal = this.currentTop().subtotal || this.def.subtotal;
    const lines = player.lines || [];
    const upTo = subtotal ? lines.findIndex((line) => line.rule === subtotal.after) : -1;
    lines.forEach((line, i) => {
      const rule = this.ruleFor(line.rule);
      const name = rule ? this.tx(rule.name) : line.rule;
      const cell = rule?.section
        ? el("a", { href: `../rules/#${rule.section}`, text: name, title: this.t("see_rule") })
        : el("span", { text: name });
      body.append(el("tr", { "data-rule": line.rule }, el("td", {}, cell), el("td", {}, ...detailPieces(line).map((p) => (p.part ? el("span", { class: "cg-part", text: p.text }) : p.text))),
        el("td", { class: "cg-num", text: line.points === undefined || line.points === null ? "" : shownNumber(line.points) })));
      // the running sum where the game's score sheet has one, before the lines that follow
      if (i === upTo && i < lines.length - 1) body.append(this.subtotalRow(subtotal, lines.slice(0, i + 1)));
    });
    if (player.total !== undefined && player.total !== null) {
      table.append(el("tfoot", {}, el("tr", {}, el("th", { scope: "row", colspan: 2, text: this.t("total") }),
        el("td", { class: "cg-num", text: shownNumber(player.total) }))));
    }
    table.append(body);
    table.insertBefore(body, table.querySelector("tfoot"));
    return table;
  }

  /** The row of a running sum (``subtotal`` of the checker definition: Web of Power's
   *  "Übertrag" after the countries and symbols, as the paper score sheet has it): its
   *  name, the sum of ``lines`` as an addition ("36 + 11"), and that sum. */
  subtotalRow(subtotal, lines) {
    const points = lines.map((line) => (typeof line.points === "number" ? line.points : 0));
    const sum = points.reduce((a, b) => a + b, 0);
    const name = this.tx(subtotal.label);
    const cell = subtotal.section ? el("a", { href: `../rules/#${subtotal.section}`, text: name, title: this.t("see_rule") }) : name;
    return el("tr", { class: "cg-subtotal", "data-subtotal": subtotal.after },
      el("th", { scope: "row" }, cell), el("td", { text: shownSum(points) }), el("td", { class: "cg-num", text: shownNumber(sum) }));
  }

  /** The player's result keys not shown elsewhere; the game's tie-breaking count (``tie_key``
   *  of its checker definition: Web of Power's Land cards) only for a player tied on the
   *  highest total, where it decides something. */
  renderExtra(player, tied = false) {
    const tieKey = this.def.tie_key;
    const keys = Object.keys(player).filter((k) => !SHOWN_KEYS.has(k) && (k !== tieKey || tied));
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
      const parts = Object.entries(value).map(([k, v]) => `${this.entryName(k)}${this.t("colon")}${this.describe(v)}`);
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
      } else if (this.usedName(i)) {
        faults.push({ path: joinPath(joinPath(this.playersPath(), i), "name"), message: this.t("name_used") });
      }
    });
    for (const input of this.formBox?.querySelectorAll("input[type=number]") || []) {
      if (input.validity?.badInput || (input.value !== "" && !/^-?\d+$/.test(input.value.trim()))) {
        faults.push({ path: input.dataset.path || "", message: this.t("need_number"), control: input });
      }
    }
    // a choice of so many (the 3 bonus goals of a game) not made yet, in the page's words
    for (const box of this.formBox?.querySelectorAll(".cg-pick[data-count]") || []) {
      const boxes = [...box.querySelectorAll("input[type=checkbox]")];
      const n = boxes.filter((input) => input.checked).length;
      const of = Number(box.dataset.count);
      if (n !== of) faults.push({ path: box.dataset.fieldPath, message: this.t("pick_count", { n, of }), control: boxes[0], choice: true });
    }
    // a box of several numbers ("3 2 5") holding a word ("2e"): left out of the score
    for (const input of this.formBox?.querySelectorAll("input.cg-numbers") || []) {
      if (numberParts(input.value).some((part) => !/^-?\d+$/.test(part))) {
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

  /** ``message`` as a sentence: its first letter a capital (unless it starts with a
   *  player's name, which is written as the reader typed it), a full stop at its end. */
  asSentence(message) {
    let text = message.trim();
    const names = (this.players() || []).map((p) => (typeof p?.name === "string" ? p.name.trim() : "")).filter(Boolean);
    const first = text.charAt(0);
    if (first && first !== first.toLocaleUpperCase(this.lang) && !names.some((n) => text.startsWith(n))) {
      text = first.toLocaleUpperCase(this.lang) + text.slice(1);
    }
    return text && !/[.!?…]$/.test(text) ? `${text}.` : text;
  }

  /** Where ``path`` is, in the reader's words: "Bob, Round 1, Land cards, Set 1" (the
   *  player's name, the round, the labels of the fields along the path), never the path. */
  whereInWords(path) {
    const parts = [];
    const round = path.match(/^rounds\[(\d+)\]/);
    const player = path.match(/players\[(\d+)\]/);
    if (player) {
      const list = this.players(round ? Number(round[1]) : null) || [];
      const index = Number(player[1]);
      const named = (p) => (typeof p?.name === "string" ? p.name.trim() : "");
      const name = named(list[index]);
      const numbered = this.t("player_n", { n: index + 1 });
      // a name two players share says which of them: "Player 2 (Anna)"
      const shared = name && list.filter((p) => named(p) === name).length > 1;
      parts.push(!name ? numbered : shared ? `${numbered} (${name})` : name);
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
    // a place inside the field the form does not draw as its own (the 2nd number of a box
    // of several); not in a picker, whose ticks are in no order a reader sees (the
    // engine's message names the card: "boat 19 is counted more than once")
    const rest = path.slice(matched.length).match(/^\[(\d+)\]/);
    const picker = matched && this.fieldsAlong(matched).some((n) => n.matches(".cg-cards, .cg-pick"));
    if (rest && matched && !picker) parts.push(this.t("item_n", { n: Number(rest[1]) + 1 }));
    return parts.join(", ");
  }

  /** The engine's faults (and doubts) of the last result marked at their fields again
   *  (after the form or a widget is drawn anew). */
  markEngineFaults() {
    for (const fault of this.lastError || []) this.markField(String(fault.path || ""), fault.message || "");
    this.markDoubtsAgain();
  }

  /** Mark the field of ``path`` (or of ``control``) as wrong with ``message`` next to it;
   *  returns its control. */
  markField(path, message, control = null) {
    const along = this.fieldsAlong(path);
    const best = control?.closest("[data-field-path]") || along[along.length - 1] || null;
    if (!best) return null;
    best.classList.add("cg-field-bad");
    // a widget may keep its field's slot where the reader looks (data-fault-slot: Circle
    // the Wagons' under its grid, above the pad kept at the bottom of the screen)
    let slot = [...best.children].find((c) => c.classList.contains("cg-error")) || best.querySelector(".cg-error[data-fault-slot]");
    if (!slot) {
      slot = el("p", { class: "cg-error", id: `cg-err-${nextUid()}` });
      best.append(slot);
    }
    slot.hidden = false;
    slot.textContent = this.asSentence(message);
    slot.setAttribute("role", "alert");
    control ??= best.querySelector(`[data-path="${CSS.escape(path)}"]`) || best.querySelector("[data-fault-control]")
      || best.querySelector("input, select, textarea")
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
