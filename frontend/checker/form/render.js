// The form drawn from the state: the game's modes, its fields, the rounds and the players
// (names, their modes, add and remove). Methods of ``Checker`` (see ``mixin``).

import { getAt, parsePath } from "../core/partial.js";
import { clone, el, getKey, joinPath, nextUid, setKey } from "../core/util.js";
import { WIDGETS } from "../core/widgets.js";
import { FIELDS } from "./fields.js";
import { cardThumb, colourChip, previewPanel } from "./items.js";
import { nameFieldHandlers, nameOf, shownName } from "./player-name.js";
import { address, locateOrNear } from "./takeover.js";

/** From how many players the form has a row of their names at its top to jump between
 *  them: a player's part of a game like Web of Power is a screen or more long on a phone. */
const NAV_FROM = 3;

/** From how many players each player's part but the last ends with "Next: Ben": with two
 *  too (in Cosmopolis a reader went on typing the second player's cities into the first
 *  player's field, the second player's part out of sight below it). */
const NEXT_FROM = 2;

/** True while the form, drawn anew, puts the focus back on the control the reader was in. */
let keepingFocus = false;

export class FormMethods {
  renderForm() {
    this.fixUi();
    this.resultHooks = new Set();
    const form = this.formBox;
    // the focus stays on the same control of the form drawn anew (ids are new), or goes
    // where the change asked (``focusNext``: e.g. a new player's name)
    const active = document.activeElement;
    const focused = active && form.contains(active) ? address(active, this.root) : null;
    form.replaceChildren();
    this.blankForForm = null; // (blankValueAt: the form's players and modes may have changed)
    if (this.laterJobs) this.laterJobs.length = 0; // they would fill the groups just removed
    const ctx = this.ctx();
    const modes = this.topModes();
    if (modes.length > 1) {
      form.append(this.modeSwitch(modes, this.state.ui.top, "cg-top-mode", this.t("what_to_score"), (id) => {
        this.switchTop(id);
      }));
    }
    const top = this.currentTop();
    if (top.help) form.append(el("p", { class: "cg-help", text: this.tx(top.help) }));
    const later = [];
    for (const field of top.fields || []) {
      if (field.if_player_mode) {
        if (!this.playerModeUsed(field.if_player_mode)) continue;
        if (getKey(this.state.record, field.key) === undefined && field.default !== undefined) {
          setKey(this.state.record, field.key, clone(field.default));
        }
        if (field.after_players) {
          later.push(field);
          continue;
        }
      }
      form.append(this.renderField(field, ctx, () => this.state.record, ""));
    }
    if (this.hasRounds()) form.append(this.renderRounds());
    form.append(this.renderPlayers(ctx));
    const roundEnd = this.hasRounds() ? this.renderRoundEnd() : null;
    if (roundEnd) form.append(roundEnd);
    for (const field of later) form.append(this.renderField(field, ctx, () => this.state.record, ""));
    this.markEngineFaults();
    const asked = focused && this.focusNext?.();
    const next = asked || (focused && locateOrNear(focused, this.root));
    this.focusNext = null;
    keepingFocus = !asked;
    try {
      next?.focus();
    } finally {
      keepingFocus = false;
    }
    // The browser reports when this text is on screen (Element Timing): bench/checker.py.
    form.querySelector("legend, label")?.setAttribute("elementtiming", "cg-form");
  }

  /** The value a new game holds at ``path`` (the blank record for the form as drawn: its
   *  players, rounds and modes), kept until the form is drawn anew. */
  blankValueAt(path) {
    this.blankForForm ??= this.blankLike(this.state);
    return getAt(this.blankForForm, parsePath(path));
  }

  switchTop(id) {
    const previous = this.currentTop();
    const next = this.topModes().find((m) => m.id === id);
    for (const field of previous.fields || []) setKey(this.state.record, field.key, undefined);
    for (const p of this.allPlayers()) {
      for (const mode of (previous.players || {}).modes || [{ fields: previous.players?.fields || [] }]) {
        for (const f of mode.fields || []) setKey(p, f.key, undefined);
      }
    }
    this.state.ui.top = next.id;
    this.state.ui.modes = this.state.ui.modes.map(() => this.playerModes()[0].id);
    this.applyDefaults(this.state.record, this.state.ui);
    this.changed(true);
  }

  allPlayers() {
    if (this.hasRounds()) return (this.state.record.rounds || []).flatMap((r) => r.players || []);
    return this.state.record.players || [];
  }

  ctx() {
    return {
      checker: this,
      lang: this.lang,
      data: this.data,
      s: this.s,
      t: (k, v) => this.t(k, v),
      tx: (text) => this.tx(text),
      el,
      changed: (structural) => this.changed(structural),
      uid: () => `cg-${this.game}-${nextUid()}`,
      /** Run ``job`` once the form is on screen (in slices between frames). */
      later: (job) => this.later(job),
      /** A card side's picture for a widget (``{component, id, name}``), or null. */
      thumb: (item, side = "front", width = 40) => cardThumb(this.ctx(), item, side, width),
      /** A panel showing large the picture of the card hovered or focused in ``list``. */
      preview: (list) => previewPanel(list),
      /** ``fn(result)`` after every score (the result, or ``{error}``), until the form is
       *  rendered again; with the latest result, if there is one, once the widget asking has
       *  been drawn (a microtask: before the next paint, after the widget's own set-up). */
      onResult: (fn) => {
        const hooks = this.resultHooks;
        hooks.add(fn);
        const latest = this.lastResult;
        if (latest) queueMicrotask(() => hooks.has(fn) && this.resultHooks === hooks && fn(latest));
      },
    };
  }

  modeSwitch(modes, current, cls, legend, onpick) {
    const name = `${cls}-${nextUid()}`;
    const box = el("fieldset", { class: `cg-modes ${cls}` }, el("legend", { text: legend }));
    for (const mode of modes) {
      const id = `${name}-${mode.id}`;
      const input = el("input", { type: "radio", name, id, value: mode.id, checked: mode.id === current,
        onchange: () => onpick(mode.id) });
      box.append(el("span", { class: "cg-mode" }, input, el("label", { for: id, text: this.tx(mode.label) || mode.id })));
    }
    return box;
  }

  renderRounds() {
    const rounds = this.state.record.rounds;
    const ui = this.state.ui;
    const box = el("fieldset", { class: "cg-rounds" }, el("legend", { text: this.t("rounds") }));
    const tabs = el("div", { class: "cg-tabs", role: "group", "aria-label": this.t("rounds") });
    rounds.forEach((_, i) => {
      tabs.append(el("button", { type: "button", class: `cg-tab${i === ui.round ? " cg-on" : ""}`, "aria-pressed": i === ui.round ? "true" : "false",
        text: this.t("round_n", { n: i + 1 }), onclick: () => { ui.round = i; this.changed(true); } }));
    });
    const activeTab = () => {
      this.focusNext = () => this.formBox.querySelectorAll(".cg-tabs .cg-tab")[ui.round];
    };
    const max = this.def.rounds.max ?? 8;
    tabs.append(el("button", { type: "button", class: "cg-tab cg-add", text: this.t("add_round"), disabled: rounds.length >= max,
      onclick: () => {
        // each player as a new game has them (their mode's defaults: an empty spread), so
        // a round added to a blank game scores no one ("shared win" at 0 points)
        const players = [];
        rounds[0].players.forEach((p, i) => {
          players.push({ name: p.name });
          const mode = this.playerModes().find((m) => m.id === ui.modes[i]) || this.playerModes()[0];
          this.applyModeDefaults(players[i], mode, i, players);
        });
        rounds.push({ players });
        ui.round = rounds.length - 1;
        activeTab();
        this.changed(true);
      } }));
    box.append(tabs);
    return box;
  }

  /** The end of the round on screen: "Remove round 2" (every player's entries of it),
   *  here rather than beside "Add a round", where a finger on a phone found it right under
   *  that button; after a removal, its undo in the same place. Null when neither is due. */
  renderRoundEnd() {
    const box = el("div", { class: "cg-round-end" });
    if (this.undo?.reason === "round_removed") box.append(this.removedRoundNotice());
    if (this.state.record.rounds.length > 1) {
      const n = this.state.ui.round + 1;
      box.append(el("button", { type: "button", class: "md-button cg-remove-round", text: this.t("remove_round", { n }),
        onclick: () => this.removeRound(n - 1) }));
    }
    return box.childNodes.length ? box : null;
  }

  renderPlayers(ctx) {
    const players = this.players();
    const { min, max } = this.limits();
    const box = el("div", { class: "cg-players" });
    const pd = this.playerDef();
    const modes = this.playerModes();
    const datalistId = `cg-names-${this.game}`;
    const names = this.suggestedNames();
    if (names.length) box.append(el("datalist", { id: datalistId }, names.map((n) => el("option", { value: n }))));
    players.forEach((player, i) => {
      const path = joinPath(this.playersPath(), i);
      const card = el("fieldset", { class: "cg-player", "data-field-path": path });
      const legend = el("legend", { class: "cg-player-head" });
      const showHeading = () => legend.replaceChildren(...this.playerHeading(player, i));
      showHeading();
      card.append(legend);
      const nameId = ctx.uid();
      const seatName = this.seatName(i, players.filter((_, j) => j !== i).map((p) => p.name));
      const nameInput = el("input", {
        id: nameId, type: "text", ...shownName(player.name, seatName, (name) => this.isGivenName(name)),
        autocomplete: "off", "data-path": joinPath(path, "name"),
        list: names.length ? datalistId : null, class: "cg-name", maxlength: 60,
        ...nameFieldHandlers((name) => this.isGivenName(name), () => keepingFocus),
        oninput: (e) => {
          const old = player.name;
          const name = nameOf(e.target);
          for (const round of this.hasRounds() ? this.state.record.rounds : [this.state.record]) {
            if (round.players[i]) round.players[i].name = name;
          }
          this.renamed(old, name);
          showHeading();
          const shown = name.trim() || this.t("player_n", { n: i + 1 });
          remove.textContent = this.t("remove_player", { name: shown });
          for (const go of box.querySelectorAll(`[data-go-player="${i}"]`)) {
            go.textContent = go.classList.contains("cg-next-player") ? this.t("next_player", { name: shown }) : shown;
          }
          // words in the player's part that name the player ("City for Klara": a widget's
          // label, with the key of its text in ``data-names-player``)
          for (const named of card.querySelectorAll("[data-names-player]")) {
            named.textContent = this.t(named.dataset.namesPlayer, { name: shown });
          }
          this.changed(false);
        },
      });
      card.append(this.wrap(el("label", { for: nameId, text: this.t("name") }), nameInput, joinPath(path, "name")));
      // a mode marked ``link_only`` (a form no one fills in by hand) is offered only while
      // a player uses it, i.e. when a link or a saved game brought it
      const offered = modes.filter((m) => !m.link_only || this.state.ui.modes.includes(m.id));
      if (offered.length > 1) {
        card.append(this.modeSwitch(offered, this.state.ui.modes[i], "cg-player-mode", this.t("input_as"),
          (id) => this.switchPlayerMode(i, id)));
        const forAll = this.modeForAll(i);
        if (forAll) card.append(forAll);
      }
      const keptNote = this.modeKeptNote(player, i);
      if (keptNote) card.append(keptNote);
      const mode = modes.find((m) => m.id === this.state.ui.modes[i]) || modes[0];
      if (mode.help) card.append(el("p", { class: "cg-help", text: this.tx(mode.help) }));
      for (const field of mode.fields || []) {
        card.append(this.renderField(field, ctx, () => this.players()[i], path));
      }
      // "Next: Blue" goes on, the main way out of a player's part; "Remove Red" is a quiet
      // control of its own, in a row apart and marked as one that takes away (the two
      // looked alike side by side, and a finger meant for one found the other)
      const remove = el("button", { type: "button", class: "cg-remove-player", disabled: players.length <= min,
        text: this.t("remove_player", { name: player.name?.trim() || this.t("player_n", { n: i + 1 }) }),
        onclick: () => this.removePlayer(i) });
      if (i < players.length - 1 && players.length >= NEXT_FROM) {
        const next = players[i + 1].name?.trim() || this.t("player_n", { n: i + 2 });
        card.append(el("div", { class: "cg-player-next" }, el("button", { type: "button",
          class: "md-button md-button--primary cg-next-player", "data-go-player": i + 1,
          text: this.t("next_player", { name: next }), onclick: () => this.goToPlayer(i + 1, true) })));
      }
      const removeRow = el("div", { class: "cg-player-remove" }, remove);
      if (remove.disabled) {
        // why it cannot be pressed, seen beside it and heard with it
        const why = el("span", { class: "cg-hint cg-remove-why", id: `${nameId}-min`, text: this.t("min_players", { n: min }) });
        remove.setAttribute("aria-describedby", why.id);
        removeRow.append(" ", why);
      }
      card.append(removeRow);
      if (this.undo?.reason === "removed" && this.undo.index === i) box.append(this.removedNotice());
      box.append(card);
    });
    if (this.undo?.reason === "removed" && this.undo.index >= players.length) box.append(this.removedNotice());
    const taken = players.map((p) => p.name);
    box.append(el("button", { type: "button", class: "md-button cg-add-player", disabled: players.length >= max,
      text: players.length >= max ? this.t("max_players", { n: max }) : this.t("add_player"),
      onclick: () => {
        const name = this.defaultName(players.length, taken);
        const mode = this.newPlayerMode();
        for (const round of this.hasRounds() ? this.state.record.rounds : [this.state.record]) {
          round.players.push({ name });
          this.applyModeDefaults(round.players[round.players.length - 1], mode, players.length - 1);
        }
        this.state.ui.modes.push(mode.id);
        this.focusNext = () => this.nameField(players.length - 1);
        this.changed(true);
      } }));
    if (players.length >= NAV_FROM) {
      box.prepend(el("nav", { class: "cg-player-nav", "aria-label": this.t("players_nav") },
        players.map((player, i) => el("button", { type: "button", class: "cg-go-player", "data-go-player": i,
          text: player.name?.trim() || this.t("player_n", { n: i + 1 }), onclick: () => this.goToPlayer(i) }))));
    }
    if (pd.help) box.prepend(el("p", { class: "cg-help", text: this.tx(pd.help) }));
    return box;
  }

  /** Bring the ``index``-th player's part of the form into sight (its top under the site's
   *  header). From the row of names the focus goes to its heading (a phone's keyboard
   *  would open for a name the reader only wanted to see); with ``enter`` ("Next: Blue",
   *  to go on entering) to its first field, the name: selected whole while it is the one
   *  the page gave (typing replaces it), else with the caret at its end. */
  goToPlayer(index, enter = false) {
    const card = this.formBox.querySelectorAll(".cg-player")[index];
    if (!card) return;
    const legend = card.querySelector(":scope > legend");
    const name = enter ? card.querySelector("input.cg-name") : null;
    card.scrollIntoView({ block: "start" });
    if (name) {
      name.focus({ preventScroll: true });
      if (!this.isGivenName(name.value)) name.setSelectionRange(name.value.length, name.value.length);
      return;
    }
    legend?.setAttribute("tabindex", "-1");
    legend?.focus({ preventScroll: true });
  }

  /** What heads the ``i``-th player's box: the name typed ("Player 2" while it is empty)
   *  and, where each seat has a colour (Web's cables), that colour beside it ("Tom (Red)"),
   *  so a player renamed still shows which colour they play. */
  playerHeading(player, i) {
    const name = typeof player?.name === "string" && player.name.trim() ? player.name.trim() : this.t("player_n", { n: i + 1 });
    const entries = this.seatCatalog();
    if (!entries) return [name];
    // a mode that takes a colour of the same catalog (Web's board form) shows that one
    const mode = this.playerModes().find((m) => m.id === this.state.ui.modes[i]);
    const catalog = this.def.players?.names?.catalog;
    const chosen = Object.entries(mode?.unique_defaults || {}).find(([, spec]) => spec?.catalog === catalog)?.[0];
    const id = (chosen && getKey(player, chosen)) || this.state.ui.colours?.[i];
    const entry = entries.find((e) => e.id === id);
    if (!entry) return [name];
    const colour = this.tx(entry.name);
    // "Anne (Blue)", French "Anne (bleu)": the language's string says whether the colour is
    // written in lower case after a name
    const lower = colour.charAt(0).toLocaleLowerCase(this.lang) + colour.slice(1);
    return [colourChip(entry), name, colour.toLowerCase() === name.toLowerCase() ? null
      : el("span", { class: "cg-seat-colour", text: ` ${this.t("seat_colour", { colour, lower })}` })].filter(Boolean);
  }

  /** The name field of the ``index``-th player shown. */
  nameField(index) {
    return this.formBox.querySelectorAll(".cg-player input.cg-name")[index] || null;
  }

  /** Fill a player's empty fields with the mode's ``defaults``. A key named in the mode's
   *  ``unique_defaults: {key: {catalog}}`` (e.g. Web's cable colour) gets an entry of that
   *  catalog no other player holds: the player's own name when it is one (a player called
   *  "blue" gets blue), else the first free one, else the plain default. */
  applyModeDefaults(player, mode, index, players = null) {
    if (!mode) return;
    const others = (players || this.players()).filter((_, j) => j !== index);
    const unique = mode.unique_defaults || {};
    for (const [key, value] of Object.entries(mode.defaults || {})) {
      if (getKey(player, key) !== undefined) continue;
      let chosen = clone(value);
      if (unique[key]?.catalog) {
        const ids = (this.data.catalogs?.[unique[key].catalog] || []).map((e) => e.id);
        const taken = new Set(others.map((p) => getKey(p, key)).filter((v) => v !== undefined));
        const own = typeof player.name === "string" ? player.name.trim().toLowerCase() : "";
        const free = ids.filter((id) => !taken.has(id));
        if (free.includes(own)) chosen = own;
        else if (free.length) chosen = free[0];
      }
      setKey(player, key, chosen);
    }
  }

  /** A player was renamed: choices that name players (e.g. Pyramidion's troop owners) follow
   *  the new name, and their option lists are rebuilt in place (the focus stays in the name). */
  renamed(old, name) {
    const fields = (this.currentTop().fields || []).filter((f) => f.kind === "choice" && f.players);
    for (const field of fields) {
      if (old && getKey(this.state.record, field.key) === old) setKey(this.state.record, field.key, name);
      const select = this.formBox.querySelector(`select[data-path="${CSS.escape(field.key)}"]`);
      if (!select) continue;
      const current = getKey(this.state.record, field.key);
      const options = [];
      if (field.optional) options.push(el("option", { value: "", text: this.tx(field.none) || this.t("none") }));
      for (const p of this.players()) options.push(el("option", { value: p.name, text: p.name, selected: p.name === current }));
      select.replaceChildren(...options);
      select.value = current ?? "";
    }
  }

  /** A field's label, control and error slot in one block carrying the field's path. */
  wrap(label, control, path, extra = null) {
    // (a control may come inside a block, a number box between its steppers)
    const id = control.id || control.querySelector?.("input, select, textarea")?.id;
    const err = el("p", { class: "cg-error", id: `${id || `cg-x${nextUid()}`}-err`, hidden: true });
    const box = el("div", { class: "cg-field", "data-field-path": path }, label, control, extra, err);
    return box;
  }

  renderField(field, ctx, holder, path) {
    const kind = FIELDS[field.kind];
    if (field.kind === "widget") return this.renderWidget(field, ctx, holder, path);
    if (!kind) return el("p", { class: "cg-bad", text: `unknown field kind ${field.kind}` });
    return kind.call(this, field, ctx, holder, path);
  }

  renderWidget(field, ctx, holder, path) {
    const box = el("div", { class: `cg-widget cg-widget-${field.widget}`, "data-field-path": joinPath(path, field.key) });
    const module = WIDGETS[field.widget];
    if (!module) return el("p", { class: "cg-bad", text: `unknown widget ${field.widget}` });
    box.append(module.render({ field, ctx, holder, path: joinPath(path, field.key) }));
    this.markEngineFaults();
    return box;
  }
}
