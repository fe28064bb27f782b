// cardgen score checker: builds the form of a game from its checker definition
// (content/<game>/checker.yaml, exported in the game data), keeps the state (localStorage,
// share links), and has the Python engine (Pyodide, in a module Web Worker) score every
// change. User text is only ever written with textContent / attributes, never as HTML.

// The widgets are imported statically, so a form that has one is drawn whole in the task
// that runs this script (a dynamic import would resolve after the theme's start-up). The
// site build adds this script's ``?v=`` to these specifiers.
import * as cosmoSpread from "./widgets/cosmo-spread.js";
import * as ctwTown from "./widgets/ctw-town.js";
import * as pyrSite from "./widgets/pyr-site.js";
import * as webBoard from "./widgets/web-board.js";
import { createEngine } from "./core/engine.js";
import { getAt, parsePath, playerOf, scoreWithPartial, within } from "./core/partial.js";
import { checkRecord, decodeRecord, encodeRecord, readStored, RecordProblem } from "./core/records.js";

export { decodeRecord, encodeRecord };

/** A game's own parts of the checker: a widget draws a field the generic kinds can't
 *  (``render``, and ``RESULT_KEYS``: the keys of a player's result it shows itself), or the
 *  result's own part of a record mode (``renderResult``, named by the mode's ``result``). */
const WIDGETS = { "cosmo-spread": cosmoSpread, "ctw-town": ctwTown, "pyr-site": pyrSite, "web-board": webBoard };
/** The keys of a player's result not listed under their lines (shown elsewhere). */
const SHOWN_KEYS = new Set(["name", "total", "lines", ...Object.values(WIDGETS).flatMap((w) => w.RESULT_KEYS || [])]);

const MODULE_URL = new URL(import.meta.url);
const VERSION = MODULE_URL.searchParams.get("v") || "";
const BASE = new URL("./", MODULE_URL);
const STORE = "cardgen.checker.";
const SCHEMA = 1;

// ----------------------------------------------------------------------------- helpers

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "text") node.textContent = value;
    else if (key === "class") node.className = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

export function tx(text, lang) {
  if (text === null || text === undefined) return "";
  if (typeof text === "string" || typeof text === "number") return String(text);
  return text[lang] ?? text.neutral ?? text.en ?? "";
}

/** ``fn()`` once the next frame is on screen (a task queued from an animation frame runs
 *  after that frame is painted); at once in a hidden tab, which paints no frames. */
export function afterPaint(fn) {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    fn();
  };
  requestAnimationFrame(() => setTimeout(run, 0));
  if (document.hidden) setTimeout(run, 0);
}

export function fmt(template, values) {
  return template.replace(/\{(\w+)\}/g, (_, k) => (k in values ? String(values[k]) : `{${k}}`));
}

function clone(value) {
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
}

export function getKey(obj, key) {
  let cur = obj;
  for (const part of key.split(".")) {
    if (cur === null || typeof cur !== "object") return undefined;
    cur = cur[part];
  }
  return cur;
}

export function setKey(obj, key, value) {
  const parts = key.split(".");
  const chain = [obj];
  let cur = obj;
  for (const part of parts.slice(0, -1)) {
    if (cur[part] === null || typeof cur[part] !== "object" || Array.isArray(cur[part])) cur[part] = {};
    cur = cur[part];
    chain.push(cur);
  }
  const last = parts[parts.length - 1];
  if (value === undefined) delete cur[last];
  else cur[last] = value;
  for (let i = parts.length - 1; i > 0; i--) {
    if (Object.keys(chain[i]).length) break;
    delete chain[i - 1][parts[i - 1]];
  }
}

export function joinPath(path, key) {
  if (typeof key === "number") return `${path}[${key}]`;
  return path ? `${path}.${key}` : key;
}

/** A typed number: an integer when the text is one, otherwise the text itself, so the
 *  engine names the fault ("expected a whole number, got '1.5'"). */
export function parseNumber(text) {
  const t = String(text).trim();
  if (t === "") return undefined;
  if (/^-?\d+$/.test(t)) return Number(t);
  return t;
}

async function fetchJSON(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} ${url}`);
  return response.json();
}

// ----------------------------------------------------------------------------- engine

let engine = null;

/** The runtime's names from the checker's root element (or null: the worker asks
 *  runtime.json). */
function rootInfo(root) {
  let lock = null;
  try {
    lock = root.dataset.lock ? JSON.parse(root.dataset.lock) : null;
  } catch {
    lock = null;
  }
  return root.dataset.bundle ? { pyodide: root.dataset.pyodide, bundle: root.dataset.bundle, lock } : null;
}

/** One engine per page (it survives instant navigation between checker pages). The built
 *  page starts the worker right after its form (window.cgBoot: the worker and the messages
 *  it sent before this script ran); elsewhere it starts here. */
function getEngine(info) {
  engine ??= createEngine({
    workerUrl: new URL(`worker.js${VERSION ? `?v=${VERSION}` : ""}`, BASE),
    base: BASE.href,
    info,
    early: window.cgBoot || null,
    onFatal: () => setTimeout(loadTheme, 0),
  });
  return engine;
}

/** The built checker page holds the theme's scripts back while Python boots (on a small
 *  machine Pyodide's boot takes every CPU core; the theme's start-up would slow the first
 *  score by ~8 %); its <head> script has the loader (see cardgen/site/checker.py
 *  HEAD_SCRIPT), which runs after the first score, when the engine fails, at the reader's
 *  first touch outside the checker, or after 10 s. */
function loadTheme() {
  if (typeof window.cgLoadTheme === "function") window.cgLoadTheme();
}

// ----------------------------------------------------------------------------- mounting

const shared = { strings: null, data: new Map() };

function loadStrings() {
  shared.strings ??= fetchJSON(new URL(`strings.json${VERSION ? `?v=${VERSION}` : ""}`, BASE));
  return shared.strings;
}

function loadData(game) {
  if (!shared.data.has(game)) {
    shared.data.set(game, fetchJSON(new URL(`data/${game}.json${VERSION ? `?v=${VERSION}` : ""}`, BASE)));
  }
  return shared.data.get(game);
}

function mountAll(roots = document.querySelectorAll(".cg-checker:not([data-mounted])")) {
  for (const root of roots) {
    if (root.dataset.mounted) continue;
    root.dataset.mounted = "1";
    mount(root).catch((error) => {
      root.dataset.state = "failed";
      root.append(el("p", { class: "cg-fatal cg-bad", role: "alert", text: String(error.message || error) }));
    });
  }
}

/** The form data and UI strings the page carries inline (``cg-page-data``), or null. */
function pageData(root) {
  const script = root.querySelector("script.cg-page-data");
  if (!script) return null;
  try {
    return JSON.parse(script.textContent);
  } catch {
    return null;
  }
}

async function mount(root) {
  const game = root.dataset.game;
  const lang = root.dataset.lang || "en";
  const eng = getEngine(rootInfo(root));
  // The built site's pages carry their data, so the form is drawn in this same task, and
  // Python boots after it (in the worker <head> started): booting takes both CPU cores
  // of a small machine, the form first is what the reader sees. Other pages (the test
  // harness, an old cached page) fetch the data, and boot Python meanwhile.
  let inline = pageData(root);
  if (!inline) {
    eng.boot();
    const [allStrings, data] = await Promise.all([loadStrings(), loadData(game)]);
    inline = { data, strings: allStrings[lang] || allStrings.en };
  }
  const checker = new Checker(root, { game, lang, data: inline.data, strings: inline.strings, engine: eng });
  try {
    checker.start();
  } finally {
    eng.boot();
    afterPaint(() => eng.go());
  }
}

/** Controls a reader can change in the form the page arrives with. */
const INPUTS = "input, select, textarea, details";
const FOCUSABLE = "input, select, textarea, details, summary, button, a[href], [tabindex]";

/** Did the reader change ``node`` of the prerendered form? Its markup holds the blank
 *  state: the defaults of its controls, and ``data-cg-open`` on the groups drawn open. */
function changedByReader(node) {
  if (node.tagName === "DETAILS") return node.open !== node.hasAttribute("data-cg-open");
  if (node.tagName === "SELECT") return [...node.options].some((o) => o.selected !== o.defaultSelected);
  if (node.type === "checkbox" || node.type === "radio") return node.checked !== node.defaultChecked;
  return node.value !== node.defaultValue;
}

/** The same change on the live form's ``twin``, with the events its handlers listen to. */
function copyInput(node, twin) {
  if (node.tagName === "DETAILS") {
    twin.open = node.open;
    return;
  }
  if (node.type === "checkbox" || node.type === "radio") {
    if (twin.checked === node.checked || (node.type === "radio" && !node.checked)) return;
    twin.checked = node.checked;
  } else {
    twin.value = node.value;
  }
  twin.dispatchEvent(new Event("input", { bubbles: true }));
  twin.dispatchEvent(new Event("change", { bubbles: true }));
}

/** What ``node`` is in the checker, in terms a re-draw of the form keeps (ids change): the
 *  JSON path of the field it belongs to, its group, what kind of control it is and its role
 *  (its first ``cg-`` class; the others may tell a state), the value of a tick. */
function controlKind(node) {
  const scope = node.closest("[data-field-path]");
  const tick = node.type === "radio" || node.type === "checkbox";
  return [scope?.dataset.fieldPath ?? "", node.closest("fieldset")?.classList[0] ?? "", node.tagName,
    node.type ?? "", tick ? node.value : "", node.dataset.path ?? "",
    [...node.classList].find((c) => c.startsWith("cg-")) ?? ""].join("|");
}

/** Where ``node`` sits in ``root``: its kind and its place among the controls of that kind. */
function address(node, root) {
  const kind = controlKind(node);
  const same = [...root.querySelectorAll(node.tagName)].filter((n) => controlKind(n) === kind);
  return { tag: node.tagName, kind, index: same.indexOf(node), path: node.closest("[data-field-path]")?.dataset.fieldPath };
}

/** The control at ``place`` (from ``address``) in ``root`` as it is now, or null. */
function locate(place, root) {
  const same = [...root.querySelectorAll(place.tag)].filter((n) => controlKind(n) === place.kind);
  return same[place.index] || null;
}

/** The control at ``place`` in ``root``, else the first control of the field that held it
 *  (the field is still there, the control is not: a mode switched), else none. */
function locateOrNear(place, root) {
  const found = locate(place, root);
  if (found && !found.disabled) return found;
  if (place.path === undefined) return null;
  const field = [...root.querySelectorAll("[data-field-path]")].find((n) => n.dataset.fieldPath === place.path);
  return [...(field?.querySelectorAll(FOCUSABLE) || [])].find((n) => !n.disabled && n.tagName !== "A") || null;
}

/** The page arrived with the form drawn at build time (``early``, from the blank state),
 *  painted before this script ran; the reader may have typed into it, ticked boxes or
 *  opened groups, pressed buttons. Make the same changes to the live form just drawn
 *  from the same blank state, in page order, then press the same buttons in the order
 *  they were pressed (they did nothing yet: the changes were made on the form as drawn),
 *  and move the focus (``focus``) along. The n-th control of one form is the n-th of the
 *  other; once a change has re-drawn the live form, a control is found by its field's
 *  path, its kind and its place (``address``). */
function takeOver(early, focus, checker) {
  const touched = [...early.querySelectorAll(INPUTS)].filter(changedByReader);
  // buttons pressed meanwhile (noted by the page's <head> script)
  const clicked = (window.cgEarlyClicks?.splice(0) || []).filter((button) => early.contains(button));
  if (!touched.length && !clicked.length && !focus) return;
  checker.flushLater(); // the live form's closed groups, drawn whole in the early one
  const pairs = (selector) => {
    const live = [...checker.root.querySelectorAll(selector)];
    return new Map([...early.querySelectorAll(selector)].map((node, i) => [node, live[i]]));
  };
  const twins = pairs(FOCUSABLE);
  const find = (node) => {
    const twin = twins.get(node);
    const found = twin?.isConnected ? twin : locate(address(node, early), checker.root);
    return found && controlKind(found) === controlKind(node) ? found : null;
  };
  for (const node of touched) {
    const twin = find(node);
    if (twin) copyInput(node, twin);
  }
  for (const button of clicked) find(button)?.click();
  const target = focus && (find(focus) || locateOrNear(address(focus, early), checker.root));
  if (!target) return;
  target.focus();
  try {
    target.setSelectionRange(focus.selectionStart, focus.selectionEnd, focus.selectionDirection);
  } catch {
    /* not a text field */
  }
}

// ----------------------------------------------------------------------------- the checker

class Checker {
  constructor(root, { game, lang, data, strings, engine }) {
    this.root = root;
    this.game = game;
    this.lang = lang;
    this.data = data;
    this.s = strings;
    this.def = data.checker || {};
    this.engine = engine;
    this.key = STORE + game;
    this.latest = 0;
    this.lastRecordText = null;
    this.undo = null;
    this.timings = { recompute: [] };
  }

  /** The UI string ``key`` filled with ``values``; a count ``n`` picks the string's plural
   *  form by the page language's rules (``<key>_one``, ``<key>_other``…; else ``<key>``). */
  t(key, values = {}) {
    let text = this.s[key];
    if (typeof values.n === "number") {
      this.plurals ??= typeof Intl === "object" && Intl.PluralRules ? new Intl.PluralRules(this.lang) : null;
      const form = this.plurals ? this.s[`${key}_${this.plurals.select(values.n)}`] : undefined;
      if (form !== undefined) text = form;
    }
    return fmt(text ?? key, values);
  }

  tx(text) {
    return tx(text, this.lang);
  }

  // ---- state

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

  blank() {
    const { min } = this.limits();
    const count = Math.max(min, this.def.players?.initial ?? min);
    const names = [];
    for (let i = 0; i < count; i++) names.push(this.defaultName(i, names));
    const record = { game: this.game };
    const ui = { top: this.topModes()[0].id, modes: names.map(() => this.playerModes()[0].id), round: 0 };
    const players = () => {
      const list = [];
      names.forEach((name, i) => {
        list.push({ name });
        this.applyModeDefaults(list[i], this.playerModes()[0], i, list);
      });
      return list;
    };
    if (this.hasRounds()) record.rounds = [{ players: players() }];
    else record.players = players();
    this.applyDefaults(record, ui);
    return { record, ui };
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
    const suggestions = this.suggestedNames();
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
    return this.state;
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
        if (stored && JSON.stringify(stored.record) !== JSON.stringify(this.state.record)) {
          this.undo = { state: stored, reason: "link" };
        } else if (stored) {
          // the link is the game saved here (the address keeps it while one edits, so a
          // reload reads it again): keep where the reader was, e.g. the round on screen
          Object.assign(this.state.ui, stored.ui);
          this.fixUi();
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
    const rounds = this.state.record.rounds?.length || 1;
    ui.round = Math.min(Math.max(0, ui.round || 0), rounds - 1);
    if (!this.topModes().some((m) => m.id === ui.top)) ui.top = this.topModes()[0].id;
  }

  save() {
    try {
      // The blank state is not kept: the next visit then shows at once the form the page
      // arrives with (the <head> script shows it only when nothing is kept).
      if (JSON.stringify(this.state) === JSON.stringify(this.blank())) localStorage.removeItem(this.key);
      else localStorage.setItem(this.key, JSON.stringify({ v: SCHEMA, record: this.state.record, ui: this.state.ui }));
    } catch {
      /* storage full or disabled: the share link still works */
    }
    if (location.hash.startsWith("#record=")) {
      // a link that could not be read goes from the address (a reload would read it again)
      const hash = this.linkError ? "" : `#record=${encodeRecord(this.record())}`;
      history.replaceState(history.state, "", `${location.pathname}${location.search}${hash}`);
    }
  }

  /** The record sent to the engine: the state minus what the chosen modes do not use
   *  (a top-level field with ``if_player_mode`` only when a player uses that mode). */
  record() {
    const unused = (this.currentTop().fields || []).filter((f) => f.if_player_mode && !this.playerModeUsed(f.if_player_mode));
    if (!unused.length) return this.state.record;
    const record = clone(this.state.record);
    for (const f of unused) setKey(record, f.key, undefined);
    return record;
  }

  /** The record the engine scores: ``record()`` with a stand-in for each empty name (the
   *  form marks it "Enter a name"; the other totals are shown meanwhile). */
  recordToScore() {
    const record = clone(this.record());
    const lists = this.hasRounds() ? (record.rounds || []).map((r) => r.players || []) : [record.players || []];
    const taken = lists[0].map((p) => p?.name).filter((n) => typeof n === "string" && n.trim());
    lists[0].forEach((player, i) => {
      if (typeof player?.name === "string" && player.name.trim()) return;
      const name = this.defaultName(i, taken);
      taken.push(name);
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
    // a box of several numbers ("3 2 5") holding a word ("2e"): left out of the score
    for (const input of this.formBox?.querySelectorAll("input.cg-numbers") || []) {
      if (input.value.split(/[\s,;]+/).some((part) => part && !/^-?\d+$/.test(part))) {
        faults.push({ path: input.dataset.path || "", message: this.t("need_number"), control: input });
      }
    }
    return faults;
  }

  playerModeUsed(id) {
    return (this.state.ui.modes || []).includes(id);
  }

  // ---- lifecycle

  start() {
    this.load();
    const early = this.root.querySelector(":scope > .cg-prerendered");
    const focus = early?.contains(document.activeElement) ? document.activeElement : null;
    this.drawOrBlank(() => this.draw()); // (removes the early form: the focus is taken first)
    if (early && this.fromBlank) takeOver(early, focus, this);
    performance.mark("cg-form-ready");
    afterPaint(() => {
      this.painted = true;
      performance.mark("cg-form-painted");
      this.scheduleLater();
    });
    this.engine.listeners.add((m) => this.onEngine(m));
    this.changed(false);
    this.onHash = () => this.hashChanged();
    window.addEventListener("hashchange", this.onHash);
  }

  /** Build the checker from the state into the root, replacing what it held: the toolbar,
   *  the form, the engine's status and the result's place. The site build runs this too,
   *  under a DOM in Node (``cardgen/site/prerender.mjs``), for the form the page arrives
   *  with. */
  draw() {
    for (const child of [...this.root.childNodes]) if (child.nodeName !== "LINK") child.remove();
    this.root.classList.add("cg-ready-form");
    this.status = el("p", { class: "cg-status", role: "status", "aria-live": "polite" });
    this.toolbar = this.renderToolbar();
    this.notice = el("div", { class: "cg-notice", "aria-live": "polite" });
    this.formBox = el("form", { class: "cg-form", novalidate: true, "aria-label": this.t("form_label"), onsubmit: (e) => e.preventDefault() });
    this.results = el("section", { class: "cg-results", id: `cg-results-${this.game}`, "aria-label": this.t("results"), "aria-live": "polite" });
    this.totalsBar = this.renderTotalsBar();
    this.root.append(this.toolbar, this.notice, this.status,
      el("div", { class: "cg-layout" }, this.formBox, this.totalsBar, this.results));
    this.renderForm();
    this.showNotice();
    this.root.dataset.state = "form";
    this.onEngine({ type: this.engine.ready ? "ready" : this.engine.failed ? "fatal" : "status", message: this.engine.failed });
    if (!this.engine.ready) this.showWaiting();
  }

  showWaiting() {
    if (!this.results.firstChild) this.results.replaceChildren(el("p", { class: "cg-wait", text: this.t("results_wait") }));
  }

  /** A ``#record=`` link opened in this tab while the checker is open: load it, with the
   *  state before it kept as an undo (as on the first load). */
  hashChanged() {
    if (!this.root.isConnected) {
      window.removeEventListener("hashchange", this.onHash);
      return;
    }
    // any text after #record= is a link to check (a damaged one is said to be damaged)
    const hash = location.hash.match(/^#record=(.*)$/s);
    if (!hash || hash[1] === encodeRecord(this.record())) return;
    const before = clone(this.state);
    this.load();
    if (JSON.stringify(before.record) !== JSON.stringify(this.state.record) && !this.linkError) {
      this.undo = { state: before, reason: "link" };
    } else if (this.linkError) {
      this.state = before;
    }
    this.showNotice();
    try {
      this.changed(true);
    } catch (error) {
      console.warn("checker: a loaded record the form cannot show:", error);
      this.linkError = new RecordProblem("rec_unusable");
      this.state = before;
      this.showNotice();
      this.changed(true);
    }
  }

  /** The engine's note says ``text``. Once the form is on screen the note never gets
   *  shorter: on a phone the first loading note takes more lines than the next ones, and
   *  the form below would move up under the reader's finger. */
  setStatus(text) {
    if (this.status.textContent === text) return;
    if (this.painted) {
      const height = this.status.getBoundingClientRect().height;
      if (height) this.status.style.minHeight = `${height}px`;
    }
    this.status.textContent = text;
  }

  onEngine(m) {
    if (m.type === "fatal" || this.engine.failed) {
      const reason = this.engine.reason || "crashed";
      this.status.classList.remove("cg-loading");
      this.status.classList.add("cg-bad");
      this.setStatus(this.t(`engine_${reason}`));
      if (reason !== "file") {
        this.status.append(" ", el("button", { type: "button", class: "md-button cg-retry", text: this.t("retry"),
          onclick: () => this.engine.restart() }));
      }
      this.status.setAttribute("role", "alert");
      this.root.dataset.state = "failed";
      this.root.dataset.engine = "failed";
      return;
    }
    this.status.classList.remove("cg-bad");
    this.status.setAttribute("role", "status");
    if (!this.engine.ready) {
      this.setStatus(this.t(this.engine.stage === "engine" ? "loading_engine" : "loading_runtime"));
      this.status.classList.add("cg-loading");
      this.root.dataset.engine = "loading";
      return;
    }
    this.status.classList.remove("cg-loading");
    this.setStatus(this.t("engine_ready"));
    this.root.dataset.engine = "ready";
    if (m.type === "ready") this.recompute();
  }

  /** Something changed: remember it and score it. ``structural`` re-renders the form. */
  changed(structural = false) {
    if (structural) this.renderForm();
    this.save();
    this.recompute();
  }

  async recompute() {
    if (!this.engine.ready) {
      this.showWaiting();
      return;
    }
    const record = this.recordToScore();
    const id = ++this.latest;
    const t0 = performance.now();
    // on a fault the engine finds, the record without the faulty part is scored too: the
    // other totals stay on screen, marked as not final (core/partial.js)
    const { result, dead, errors, partial } = await scoreWithPartial(record, (r) => this.engine.score(r, this.lang),
      4, () => id === this.latest);
    if (id !== this.latest || dead) return;
    this.scoredRecord = record;
    this.renderResult(result.error ? { ...result, errors, partial } : result);
    const ms = performance.now() - t0;
    this.timings.recompute.push(ms);
    this.root.dataset.scored = String(id);
    this.root.dataset.lastMs = ms.toFixed(2);
    if (!this.firstScore) {
      this.firstScore = true;
      performance.mark("cg-first-score");
      requestAnimationFrame(() => setTimeout(loadTheme, 0)); // after the result is painted
      this.thumbsLive = true;
      for (const img of this.root.querySelectorAll("img.cg-thumb[data-src]")) showThumb(img);
    }
  }

  // ---- toolbar, notices

  renderToolbar() {
    const bar = el("div", { class: "cg-toolbar", role: "toolbar", "aria-label": this.t("tools") });
    bar.append(
      el("button", { type: "button", class: "md-button cg-new", text: this.t("new_game"), onclick: () => this.newGame() }),
      el("button", { type: "button", class: "md-button cg-share", text: this.t("share"), onclick: () => this.share() }),
      el("button", { type: "button", class: "md-button cg-print", text: this.t("print"), onclick: () => window.print() }),
    );
    this.shareBox = el("div", { class: "cg-sharebox", hidden: true });
    bar.append(this.shareBox);
    return bar;
  }

  newGame() {
    this.linkError = null;
    this.storedError = null;
    this.undo = { state: clone(this.state), reason: "new" };
    try {
      localStorage.setItem(`${this.key}.undo`, JSON.stringify({ v: SCHEMA, ...this.undo.state }));
    } catch {
      /* ignore */
    }
    this.state = this.blank();
    this.showNotice();
    this.changed(true);
  }

  restoreUndo() {
    if (!this.undo) return;
    const previous = this.undo.state;
    this.undo = null;
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
    if (this.undo) {
      const removed = this.undo.reason === "removed";
      const text = this.undo.reason === "link" ? this.t("opened_link")
        : removed ? this.t("removed_player", { name: this.undo.name }) : this.t("cleared");
      this.notice.append(
        el("p", { class: "cg-undo" }, text, " ",
          el("button", { type: "button", class: "md-button", text: removed ? this.t("undo_remove") : this.t("undo"),
            onclick: () => this.restoreUndo() })),
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

  async share() {
    const url = new URL(location.href);
    url.hash = `record=${encodeRecord(this.record())}`;
    history.replaceState(history.state, "", url.hash);
    const input = el("input", { type: "text", readonly: true, value: url.href, "aria-label": this.t("share_link"), class: "cg-sharelink" });
    const done = el("span", { class: "cg-copied", role: "status" });
    this.shareBox.hidden = false;
    // the phone's share sheet, where the browser has one (a link sent in a message)
    const send = typeof navigator.share === "function"
      ? el("button", { type: "button", class: "md-button cg-send", text: this.t("send_link"),
        onclick: () => navigator.share({ title: document.title, url: url.href }).catch(() => {}) })
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

  // ---- form

  renderForm() {
    this.fixUi();
    this.resultHooks = new Set();
    const form = this.formBox;
    // the focus stays on the same control of the form drawn anew (ids are new), or goes
    // where the change asked (``focusNext``: e.g. a new player's name)
    const active = document.activeElement;
    const focused = active && form.contains(active) ? address(active, this.root) : null;
    form.replaceChildren();
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
    for (const field of later) form.append(this.renderField(field, ctx, () => this.state.record, ""));
    this.markEngineFaults();
    const next = focused && (this.focusNext?.() || locateOrNear(focused, this.root));
    this.focusNext = null;
    next?.focus();
    // The browser reports when this text is on screen (Element Timing): bench/checker.py.
    form.querySelector("legend, label")?.setAttribute("elementtiming", "cg-form");
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
      uid: () => `cg-${this.game}-${++Checker.uid}`,
      /** Run ``job`` once the form is on screen (in slices between frames). */
      later: (job) => this.later(job),
      /** A card side's picture for a widget (``{component, id, name}``), or null. */
      thumb: (item, side = "front", width = 40) => cardThumb(this.ctx(), item, side, width),
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
    const name = `${cls}-${++Checker.uid}`;
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
        rounds.push({ players: rounds[0].players.map((p) => ({ name: p.name })) });
        ui.round = rounds.length - 1;
        activeTab();
        this.changed(true);
      } }));
    if (rounds.length > 1) {
      tabs.append(el("button", { type: "button", class: "cg-tab cg-remove", text: this.t("remove_round", { n: ui.round + 1 }),
        onclick: () => {
          rounds.splice(ui.round, 1);
          ui.round = Math.max(0, ui.round - 1);
          activeTab();
          this.changed(true);
        } }));
    }
    box.append(tabs);
    return box;
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
      card.append(el("legend", { text: this.t("player_n", { n: i + 1 }) }));
      const nameId = ctx.uid();
      const nameInput = el("input", {
        id: nameId, type: "text", value: player.name ?? "", autocomplete: "off", "data-path": joinPath(path, "name"),
        list: names.length ? datalistId : null, class: "cg-name", maxlength: 60,
        oninput: (e) => {
          const old = player.name;
          for (const round of this.hasRounds() ? this.state.record.rounds : [this.state.record]) {
            if (round.players[i]) round.players[i].name = e.target.value;
          }
          this.renamed(old, e.target.value);
          remove.textContent = this.t("remove_player", { name: e.target.value || i + 1 });
          this.changed(false);
        },
      });
      card.append(this.wrap(el("label", { for: nameId, text: this.t("name") }), nameInput, joinPath(path, "name")));
      // a mode marked ``link_only`` (a form no one fills in by hand) is offered only while
      // a player uses it, i.e. when a link or a saved game brought it
      const offered = modes.filter((m) => !m.link_only || this.state.ui.modes.includes(m.id));
      if (offered.length > 1) {
        card.append(this.modeSwitch(offered, this.state.ui.modes[i], "cg-player-mode", this.t("input_as"), (id) => {
          const old = modes.find((m) => m.id === this.state.ui.modes[i]);
          for (const f of old?.fields || []) setKey(player, f.key, undefined);
          this.state.ui.modes[i] = id;
          const next = modes.find((m) => m.id === id);
          this.applyModeDefaults(player, next, i);
          this.changed(true);
        }));
      }
      const mode = modes.find((m) => m.id === this.state.ui.modes[i]) || modes[0];
      if (mode.help) card.append(el("p", { class: "cg-help", text: this.tx(mode.help) }));
      for (const field of mode.fields || []) {
        card.append(this.renderField(field, ctx, () => this.players()[i], path));
      }
      const remove = el("button", { type: "button", class: "md-button cg-remove-player", disabled: players.length <= min,
        text: this.t("remove_player", { name: player.name || i + 1 }),
        onclick: () => {
          this.undo = { state: clone(this.state), reason: "removed", name: player.name || this.t("player_n", { n: i + 1 }) };
          this.showNotice();
          for (const round of this.hasRounds() ? this.state.record.rounds : [this.state.record]) round.players.splice(i, 1);
          this.state.ui.modes.splice(i, 1);
          this.focusNext = () => this.nameField(Math.min(i, this.players().length - 1));
          this.changed(true);
        } });
      card.append(remove);
      if (remove.disabled) {
        // why it cannot be pressed, seen beside it and heard with it
        const why = el("span", { class: "cg-hint cg-remove-why", id: `${nameId}-min`, text: this.t("min_players", { n: min }) });
        remove.setAttribute("aria-describedby", why.id);
        card.append(" ", why);
      }
      box.append(card);
    });
    const taken = players.map((p) => p.name);
    box.append(el("button", { type: "button", class: "md-button cg-add-player", disabled: players.length >= max,
      text: players.length >= max ? this.t("max_players", { n: max }) : this.t("add_player"),
      onclick: () => {
        const name = this.defaultName(players.length, taken);
        for (const round of this.hasRounds() ? this.state.record.rounds : [this.state.record]) {
          round.players.push({ name });
          this.applyModeDefaults(round.players[round.players.length - 1], modes[0], players.length - 1);
        }
        this.state.ui.modes.push(modes[0].id);
        this.focusNext = () => this.nameField(players.length - 1);
        this.changed(true);
      } }));
    if (pd.help) box.prepend(el("p", { class: "cg-help", text: this.tx(pd.help) }));
    return box;
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
    const err = el("p", { class: "cg-error", id: `${control.id || `cg-x${++Checker.uid}`}-err`, hidden: true });
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

  // ---- results

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
    // (no ``title``: the theme's tooltip of a tapped button stays on screen, over the
    // toolbar once the page is back at the top; the button's text says what it does)
    const bar = el("button", { type: "button", class: "cg-totals-bar", hidden: true, "aria-controls": this.results.id,
      onclick: () => this.results.scrollIntoView({ block: "start" }) });
    if (typeof IntersectionObserver === "function") {
      new IntersectionObserver((entries) => {
        for (const entry of entries) bar.classList.toggle("cg-away", entry.isIntersecting);
      }).observe(this.results);
    }
    // a control the browser scrolls to (a tap on a label, Tab, "Go there") lands above the
    // bar, never under it where a tap would take the reader to the result (checker.css)
    if (typeof ResizeObserver === "function") {
      new ResizeObserver(() => {
        const height = bar.isConnected ? bar.getBoundingClientRect().height : 0;
        document.documentElement.style.setProperty("--cg-bar-space", `${height ? Math.ceil(height) + 16 : 0}px`);
      }).observe(bar);
    }
    return bar;
  }

  /** The bar's totals of ``result`` (a score, or null), led by "Not final: 2 fields to
   *  fix" while ``faults`` fields are wrong (no one is then marked as the winner). */
  updateTotalsBar(result, faults = 0) {
    const bar = this.totalsBar;
    const players = (result && !result.error ? result.players || [] : []).filter((p) => p.total !== undefined && p.total !== null);
    bar.hidden = !players.length && !faults;
    bar.classList.toggle("cg-bar-bad", faults > 0);
    const winners = faults ? [] : result?.winners || [];
    // the button's name is its text (a screen reader hears what is seen), led by what it does
    bar.replaceChildren(el("span", { class: "cg-sr", text: `${this.t("show_result")}: ` }),
      ...(faults ? [el("span", { class: "cg-bar-warn", text: `${this.t("not_final", { n: faults })} ` })] : []),
      ...players.map((p) => el("span", { class: `cg-bar-player${winners.includes(p.name) ? " cg-bar-winner" : ""}` },
        el("span", { class: "cg-bar-name", text: p.name }), " ", el("strong", { text: String(p.total) }), " ")),
      el("span", { class: "cg-bar-go", "aria-hidden": "true", text: "↓" }));
  }

  /** The result on screen. While a field is wrong (the page's faults, the engine's) the
   *  faults come first, each with a way to go there, under "Not final: N fields to fix";
   *  the totals that can be scored stay below them (an engine fault: ``result.partial``,
   *  the record without the faulty part), with the one ahead so far, never a winner. */
  renderResultOnly(result) {
    this.clearErrors();
    const faults = this.faultsOf(result);
    this.lastError = result.error ? faults.filter((f) => !f.control) : null;
    this.root.dataset.faults = String(faults.length);
    const shown = result.error ? result.partial || null : result;
    this.root.dataset.state = result.error ? "invalid" : "scored";
    if (!faults.length && this.isBlankState()) {
      // nothing entered yet: no winner, no shared win of empty towns
      this.updateTotalsBar(null);
      this.root.dataset.state = "blank";
      this.results.replaceChildren(el("h2", { class: "cg-results-title", text: this.t("results") }),
        el("p", { class: "cg-wait cg-blank-note", text: this.t("enter_to_score") }));
      return;
    }
    this.updateTotalsBar(shown, faults.length);
    const out = [el("h2", { class: "cg-results-title", text: this.t("results") })];
    if (faults.length) out.push(this.renderFaults(faults));
    if (!shown) {
      this.results.replaceChildren(...out);
      return;
    }
    const final = !faults.length;
    const hasTotals = (shown.players || []).some((p) => p.total !== undefined && p.total !== null);
    if (shown.winners !== undefined) out.push(this.renderWinners(shown, final));
    let notes = shown.notes || [];
    const own = WIDGETS[this.currentTop().result]?.renderResult?.({ result: shown, ctx: this.ctx() });
    if (own) {
      out.push(...own.nodes);
      notes = notes.filter((n) => !own.shown.has(n));
    }
    const list = el("div", { class: "cg-scores" });
    const best = hasTotals ? Math.max(...shown.players.map((p) => p.total)) : null;
    for (const player of shown.players || []) {
      const won = final && (shown.winners || []).includes(player.name);
      const card = el("article", { class: `cg-score${won ? " cg-winner" : ""}` });
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
  }

  /** Whether the form holds the blank game (nothing entered: only the suggested names). */
  isBlankState() {
    this.blankRecordText ??= JSON.stringify(this.blank().record);
    return JSON.stringify(this.state.record) === this.blankRecordText;
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
    return [...own, ...found.filter((e) => !covered(String(e.path || "")))];
  }

  /** The faults marked at their fields, and listed for the result: "Not final: 2 fields
   *  to fix", then where each is in words, what is wrong and a button to go there. */
  renderFaults(faults) {
    const list = el("ul", { class: "cg-page-faults", "aria-label": this.t("not_counted") });
    for (const fault of faults) {
      const path = String(fault.path || "");
      const control = this.markField(path, fault.message || "", fault.control);
      const where = path ? this.whereInWords(path) : "";
      list.append(el("li", {}, el("span", { class: "cg-fault", text: where ? `${where}: ${fault.message}` : fault.message }),
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

  /** Who won, and how a tie was broken; while the result is not ``final`` (a field is
   *  wrong), only who is ahead so far. */
  renderWinners(result, final = true) {
    const winners = result.winners || [];
    const players = result.players || [];
    const box = el("div", { class: "cg-verdict" });
    if (!final) {
      if (winners.length) box.append(el("p", { class: "cg-so-far" }, this.t("ahead_so_far"), " ", el("strong", { text: winners.join(", ") })));
      return box;
    }
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

  /** Work that can wait until the form is on screen (the rows of closed card groups: two
   *  thirds of a large form's elements). It runs after the next paint once the form has
   *  been painted, in slices of ~8 ms between frames; ``flushLater`` runs what is left. */
  later(job) {
    (this.laterJobs ??= []).push(job);
    if (this.painted) this.scheduleLater();
  }

  scheduleLater() {
    if (this.laterQueued || !this.laterJobs?.length) return;
    this.laterQueued = true;
    afterPaint(() => this.runLater());
  }

  runLater() {
    const t0 = performance.now();
    while (this.laterJobs.length && performance.now() - t0 < 8) this.laterJobs.shift()();
    if (this.laterJobs.length) setTimeout(() => this.runLater(), 0);
    else this.laterQueued = false;
  }

  flushLater() {
    while (this.laterJobs?.length) this.laterJobs.shift()();
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

  /** The engine's faults of the last result marked at their fields again (after the form
   *  or a widget is drawn anew). */
  markEngineFaults() {
    for (const fault of this.lastError || []) this.markField(String(fault.path || ""), fault.message || "");
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
      slot = el("p", { class: "cg-error", id: `cg-err-${++Checker.uid}` });
      best.append(slot);
    }
    slot.hidden = false;
    slot.textContent = message;
    slot.setAttribute("role", "alert");
    control ??= best.querySelector(`[data-path="${CSS.escape(path)}"]`) || best.querySelector("input, select, textarea, button");
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
Checker.uid = 0;

/** Any failure to read a loaded record as a ``RecordProblem`` (an unexpected one: damaged). */
function asProblem(error) {
  return error instanceof RecordProblem ? error : new RecordProblem("rec_damaged");
}

// ----------------------------------------------------------------------------- field kinds

function entriesOf(ctx, source) {
  const data = ctx.data;
  if (!source) return [];
  if (source.catalog) return (data.catalogs?.[source.catalog] || []).map((e) => ({ id: e.id, name: e.name, entry: e }));
  if (source.component) {
    const ids = Array.isArray(source.component) ? source.component : [source.component];
    return data.components.filter((c) => ids.includes(c.id)).flatMap((c) => c.items.map((item) => ({
      id: item.id, name: item.name || item.front?.name || { neutral: item.id }, entry: item, component: c.id,
    })));
  }
  if (source.scoring) {
    return (data.scoring || []).filter((r) => source.scoring === true || r.kind === source.scoring)
      .map((r) => ({ id: r.id, name: r.name, entry: r }));
  }
  if (source.values) return source.values.map((v) => (typeof v === "object" ? v : { id: v, name: { neutral: v } }));
  if (source.players) return ctx.checker.players().map((p) => ({ id: p.name, name: { neutral: p.name } }));
  return [];
}

/** The value a field's ``default_from`` names: ``field`` of the catalog entry whose id the
 *  record holds at ``id_key`` (undefined when there is none). */
function defaultFrom(field, ctx) {
  const source = field.default_from;
  if (!source) return undefined;
  const id = getKey(ctx.checker.state.record, source.id_key);
  const entry = (ctx.data.catalogs?.[source.catalog] || []).find((e) => e.id === id);
  const value = entry ? getKey(entry, source.field) : undefined;
  return value === null ? undefined : value;
}

/** A side of a card from the rules site's gallery (``../cards/svg/<component>-<item>-<side>.svg``)
 *  as a small lazy-loaded thumbnail, enlarged on hover and focus; only where the build saw
 *  the file (``checker_faces`` for fronts, ``checker_backs`` for backs of their own), so
 *  no request can fail. */
function cardThumb(ctx, item, side = "front", width = 40) {
  const sizes = side === "back" ? ctx.data.checker_backs : ctx.data.checker_faces;
  const size = sizes?.[ctx.lang]?.[item.component]?.[item.id];
  if (!size) return null;
  const [w, h] = size;
  const url = `../cards/svg/${encodeURIComponent(`${item.component}-${item.id}-${side}.svg`)}`;
  // Until the engine's first score the pictures wait (they would compete with its boot
  // for connections and CPU); then the visible ones load (lazy), or one at once when its
  // card is hovered or focused. The box has the picture's shape before it loads: an image
  // without a source is laid out as its alt text, which in a thumbnail's width wraps to a
  // column ~200 px tall.
  const live = ctx.checker.thumbsLive;
  const height = Math.round((width * h) / w);
  return el("img", {
    class: "cg-thumb", src: live ? url : null, "data-src": live ? null : url,
    alt: ctx.t("card_picture", { name: ctx.tx(item.name) }), loading: "lazy", decoding: "async",
    width, height, style: `aspect-ratio: ${width} / ${height}`,
  });
}

function showThumb(img) {
  if (img?.dataset.src) {
    img.src = img.dataset.src;
    delete img.dataset.src;
  }
}

function colourChip(entry) {
  const colour = entry?.colour || entry?.front?.colour;
  if (!colour || !/^#[0-9a-fA-F]{3,8}$/.test(colour)) return null;
  const chip = el("span", { class: "cg-chip", "aria-hidden": "true" });
  chip.style.background = colour;
  return chip;
}

function numberInput(ctx, { id, value, min, max, path, label, onchange }) {
  return el("input", {
    id, type: "number", inputmode: "numeric", step: 1, min, max, value: value ?? "", "data-path": path,
    "aria-label": label, class: "cg-number",
    oninput: (e) => onchange(parseNumber(e.target.value)),
  });
}

const FIELDS = {
  number(field, ctx, holder, path) {
    const id = ctx.uid();
    const full = joinPath(path, field.key);
    // default_from: the value the engine uses when the field is empty (e.g. the site's
    // minimum from the game data) is the placeholder, and a hint says which counts
    const fallback = defaultFrom(field, ctx);
    const hint = el("span", { class: "cg-hint", id: `${id}-hint` });
    const showHint = (value) => {
      const parts = [];
      if (field.help) parts.push(ctx.tx(field.help));
      if (fallback !== undefined) {
        if (value === undefined) parts.push(ctx.t("default_used", { value: fallback }));
        else if (value !== fallback) parts.push(ctx.t("default_differs", { value: fallback }));
      }
      hint.textContent = parts.join(" ");
      hint.hidden = !parts.length;
    };
    const input = numberInput(ctx, {
      id, value: getKey(holder(), field.key), min: field.min ?? 0, max: field.max, path: full,
      onchange: (v) => { setKey(holder(), field.key, v); showHint(v); ctx.changed(false); },
    });
    input.removeAttribute("aria-label");
    if (fallback !== undefined) input.placeholder = String(fallback);
    input.setAttribute("aria-describedby", hint.id);
    showHint(getKey(holder(), field.key));
    return this.wrap(el("label", { for: id, text: ctx.tx(field.label) }), input, full, hint);
  },

  text(field, ctx, holder, path) {
    const id = ctx.uid();
    const full = joinPath(path, field.key);
    const input = el("input", { id, type: "text", value: getKey(holder(), field.key) ?? "", "data-path": full,
      oninput: (e) => { setKey(holder(), field.key, e.target.value === "" ? undefined : e.target.value); ctx.changed(false); } });
    return this.wrap(el("label", { for: id, text: ctx.tx(field.label) }), input, full);
  },

  numbers(field, ctx, holder, path) {
    const id = ctx.uid();
    const full = joinPath(path, field.key);
    const value = getKey(holder(), field.key);
    const input = el("input", {
      id, type: "text", inputmode: "numeric", value: Array.isArray(value) ? value.join(" ") : "", "data-path": full,
      autocomplete: "off", class: "cg-numbers",
      oninput: (e) => {
        const parts = e.target.value.split(/[\s,;]+/).filter(Boolean).map(parseNumber);
        setKey(holder(), field.key, parts.length || field.keep_empty ? parts : field.empty === "list" ? [] : undefined);
        ctx.changed(false);
      },
    });
    const hint = el("span", { class: "cg-hint", id: `${id}-hint`, text: ctx.tx(field.help) || ctx.t("numbers_hint") });
    input.setAttribute("aria-describedby", `${id}-hint`);
    return this.wrap(el("label", { for: id, text: ctx.tx(field.label) }), input, full, hint);
  },

  tally(field, ctx, holder, path) {
    const full = joinPath(path, field.key);
    const box = el("fieldset", { class: "cg-tally", "data-field-path": full }, el("legend", { text: ctx.tx(field.label) }));
    const grid = el("div", { class: "cg-tally-grid" });
    for (const { id: entryId, name, entry } of entriesOf(ctx, field)) {
      const id = ctx.uid();
      const max = field.max_field ? entry?.[field.max_field] : field.max;
      const p = joinPath(full, entryId);
      const input = numberInput(ctx, {
        id, value: getKey(holder(), field.key)?.[entryId], min: 0, max, path: p,
        onchange: (v) => {
          const obj = { ...(getKey(holder(), field.key) || {}) };
          if (v === undefined || v === 0) delete obj[entryId];
          else obj[entryId] = v;
          setKey(holder(), field.key, Object.keys(obj).length ? obj : undefined);
          ctx.changed(false);
        },
      });
      input.removeAttribute("aria-label");
      const label = el("label", { for: id }, colourChip(entry), ctx.tx(name),
        max !== undefined ? el("span", { class: "cg-max", text: ` /${max}` }) : null);
      grid.append(el("div", { class: "cg-field", "data-field-path": p }, label, input, el("p", { class: "cg-error", id: `${id}-err`, hidden: true })));
    }
    box.append(grid, el("p", { class: "cg-error", hidden: true }));
    return box;
  },

  "tally-grid"(field, ctx, holder, path) {
    const full = joinPath(path, field.key);
    const rows = entriesOf(ctx, field.rows);
    const cols = entriesOf(ctx, field.cols);
    const box = el("fieldset", { class: "cg-tally-table", "data-field-path": full }, el("legend", { text: ctx.tx(field.label) }));
    const scroll = el("div", { class: "cg-scroll" });
    const table = el("table", { class: "cg-grid-table" });
    table.append(el("thead", {}, el("tr", {}, el("th", { scope: "col", text: ctx.tx(field.corner) || "" }),
      cols.map((c) => el("th", { scope: "col", text: ctx.tx(c.name) })))));
    const body = el("tbody");
    for (const row of rows) {
      const tr = el("tr", {}, el("th", { scope: "row" }, colourChip(row.entry), ctx.tx(row.name)));
      for (const col of cols) {
        const p = joinPath(joinPath(full, row.id), col.id);
        const input = numberInput(ctx, {
          id: ctx.uid(), value: getKey(holder(), field.key)?.[row.id]?.[col.id], min: 0, path: p,
          label: `${ctx.tx(row.name)} – ${ctx.tx(col.name)}`,
          onchange: (v) => {
            const obj = clone(getKey(holder(), field.key) || {});
            obj[row.id] ||= {};
            if (v === undefined || v === 0) delete obj[row.id][col.id];
            else obj[row.id][col.id] = v;
            if (!Object.keys(obj[row.id]).length) delete obj[row.id];
            setKey(holder(), field.key, Object.keys(obj).length ? obj : undefined);
            ctx.changed(false);
          },
        });
        tr.append(el("td", { "data-field-path": p }, input));
      }
      body.append(tr);
    }
    table.append(body);
    scroll.append(table);
    box.append(scroll, el("p", { class: "cg-error", hidden: true }));
    return box;
  },

  choice(field, ctx, holder, path) {
    const id = ctx.uid();
    const full = joinPath(path, field.key);
    const current = getKey(holder(), field.key);
    const select = el("select", { id, "data-path": full,
      onchange: (e) => {
        const v = e.target.value;
        setKey(holder(), field.key, v === "" ? (field.optional === "null" ? null : undefined) : v);
        ctx.changed(false);
      } });
    if (field.optional) select.append(el("option", { value: "", text: ctx.tx(field.none) || ctx.t("none") }));
    for (const { id: value, name } of entriesOf(ctx, field)) {
      select.append(el("option", { value, text: ctx.tx(name), selected: value === current }));
    }
    if (current === undefined && !field.optional) setTimeout(() => {
      if (getKey(holder(), field.key) === undefined && select.value) { setKey(holder(), field.key, select.value); ctx.changed(false); }
    });
    return this.wrap(el("label", { for: id, text: ctx.tx(field.label) }), select, full);
  },

  /** Choose one item (e.g. a site tile) and copy some of its fields into the record. */
  preset(field, ctx, holder, path) {
    const id = ctx.uid();
    const full = joinPath(path, field.key);
    const items = entriesOf(ctx, field);
    const obj = () => getKey(holder(), field.key) || {};
    const [firstKey, firstSrc] = Object.entries(field.fill || {})[0] || [];
    const match = items.find((it) => firstKey && getKey(obj(), firstKey) === valueOf(it, firstSrc, ctx));
    const select = el("select", { id, "data-path": full,
      onchange: (e) => {
        const item = items.find((it) => it.id === e.target.value);
        if (!item) return;
        const next = { ...obj() };
        for (const [k, src] of Object.entries(field.fill || {})) next[k] = valueOf(item, src, ctx);
        setKey(holder(), field.key, next);
        ctx.changed(true);
      } });
    select.append(el("option", { value: "", text: ctx.t("choose"), disabled: true, selected: !match }));
    for (const item of items) select.append(el("option", { value: item.id, text: ctx.tx(item.name), selected: item === match }));
    return this.wrap(el("label", { for: id, text: ctx.tx(field.label) }), select, full);
  },

  /** Choose some entries (e.g. three bonus goals): a list of ids. */
  pick(field, ctx, holder, path) {
    const full = joinPath(path, field.key);
    const box = el("fieldset", { class: "cg-pick", "data-field-path": full });
    const legend = el("legend", { text: ctx.tx(field.label) });
    const count = el("span", { class: "cg-count" });
    legend.append(" ", count);
    box.append(legend);
    const list = el("div", { class: "cg-pick-list" });
    const chosen = () => getKey(holder(), field.key) || [];
    const update = () => {
      count.textContent = field.count ? ctx.t("chosen_of", { n: chosen().length, of: field.count }) : "";
    };
    entriesOf(ctx, field).forEach(({ id: value, name, entry }, index) => {
      const id = ctx.uid();
      const input = el("input", { type: "checkbox", id, value, checked: chosen().includes(value), "data-path": joinPath(full, index),
        onchange: (e) => {
          let next = chosen().filter((v) => v !== value);
          if (e.target.checked) next.push(value);
          const order = entriesOf(ctx, field).map((x) => x.id);
          next = next.sort((a, b) => order.indexOf(a) - order.indexOf(b));
          setKey(holder(), field.key, next);
          update();
          ctx.changed(false);
        } });
      const summary = entry?.summary ? el("span", { class: "cg-hint", text: ctx.tx(entry.summary) }) : null;
      list.append(el("div", { class: "cg-pick-item" }, input, el("label", { for: id }, el("span", { text: ctx.tx(name) }), summary)));
    });
    update();
    box.append(list, el("p", { class: "cg-error", hidden: true }));
    return box;
  },

  /** Pick cards from components: a list of item ids (an item may repeat up to its quantity). */
  cards(field, ctx, holder, path) {
    const full = joinPath(path, field.key);
    const box = el("fieldset", { class: "cg-cards", "data-field-path": full }, el("legend", { text: ctx.tx(field.label) }));
    const items = entriesOf(ctx, { component: field.components || field.component });
    labelItems(field, items, ctx);
    const list = () => getKey(holder(), field.key) || [];
    const summary = el("p", { class: "cg-hint cg-cards-summary", "aria-live": "polite" });
    const refresh = () => {
      summary.textContent = ctx.t("cards_chosen", { n: list().length });
    };
    const groupField = field.group_by;
    const groups = new Map();
    for (const item of items) {
      const g = groupField ? item.entry.front?.[groupField] ?? "" : "";
      if (!groups.has(g)) groups.set(g, []);
      groups.get(g).push(item);
    }
    const catalogOf = field.group_catalog;
    const fills = [];
    let search = null;
    if (field.search) {
      const sid = ctx.uid();
      search = el("input", { id: sid, type: "search", class: "cg-search", autocomplete: "off",
        oninput: () => {
          for (const fill of fills) fill();
          const q = search.value.trim().toLowerCase();
          for (const row of box.querySelectorAll(".cg-card")) row.hidden = q && !row.dataset.search.includes(q);
        } });
      box.append(el("div", { class: "cg-field" }, el("label", { for: sid, text: ctx.t("search") }), search));
    }
    box.append(summary);
    for (const [g, members] of groups) {
      const entry = catalogOf ? (ctx.data.catalogs[catalogOf] || []).find((e) => e.id === g) : null;
      const inGroup = () => list().filter((id) => members.some((m) => m.id === id)).length;
      const count = el("span", { class: "cg-count" });
      const single = groups.size === 1;
      const details = single ? el("div", { class: "cg-group cg-single" })
        : el("details", { class: "cg-group", open: field.open || inGroup() > 0 });
      const sum = single ? el("span", { hidden: true })
        : el("summary", {}, colourChip(entry), el("span", { text: entry ? ctx.tx(entry.name) : g || ctx.t("cards") }), " ", count);
      const updateCount = () => { count.textContent = `(${inGroup()})`; };
      details.append(sum);
      const grid = el("div", { class: "cg-card-grid" });
      const row = (item, id) => {
        const qty = item.entry.quantity ?? 1;
        const have = () => list().filter((x) => x === item.id).length;
        const desc = describeItem(field, item, ctx);
        // the short code printed on the card ("C17"), the same in every language
        const code = typeof item.entry.front?.code === "string" ? item.entry.front.code : "";
        const label = el("label", { for: id }, cardThumb(ctx, item),
          code ? el("span", { class: "cg-card-code", text: code }) : null,
          el("span", { class: "cg-card-name", text: ctx.tx(item.name) }),
          desc ? el("span", { class: "cg-card-desc", text: desc }) : null);
        let control;
        const set = (n) => {
          const keep = list().filter((x) => x !== item.id);
          const idx = Math.max(0, n);
          const next = [...keep, ...Array(idx).fill(item.id)];
          const order = items.map((x) => x.id);
          next.sort((a, b) => order.indexOf(a) - order.indexOf(b));
          setKey(holder(), field.key, next.length || !field.omit_empty ? next : undefined);
          updateCount();
          refresh();
          ctx.changed(false);
        };
        if (qty > 1 || field.counts) {
          // its name says what to enter: how many of this card (the label is the card)
          control = el("input", { id, type: "number", min: 0, max: qty, step: 1, value: have() || "", class: "cg-number",
            "aria-label": ctx.t("cards_how_many", { card: `${code ? `${code} ` : ""}${ctx.tx(item.name)}` }),
            "data-path": `${full}[]`, oninput: (e) => { const v = parseNumber(e.target.value); set(typeof v === "number" ? v : 0); } });
          // a finger's tap on the label does not focus a number box in Chromium on a phone
          label.addEventListener("click", () => control.focus());
        } else {
          control = el("input", { id, type: "checkbox", checked: have() > 0, "data-path": `${full}[]`,
            onchange: (e) => set(e.target.checked ? 1 : 0) });
        }
        const node = el("div", { class: "cg-card", "data-item": item.id,
          "data-search": `${code} ${ctx.tx(item.name)} ${desc}`.toLowerCase() }, control, label);
        if (label.querySelector(".cg-thumb")) {
          const show = () => showThumb(label.querySelector("img.cg-thumb"));
          node.addEventListener("pointerenter", show, { once: true });
          node.addEventListener("focusin", show, { once: true });
        }
        return node;
      };
      // The ids are taken now, in form order; the rows of a closed group are built once
      // the form is on screen (ctx.later), or at once when the group is opened first.
      const ids = members.map(() => ctx.uid());
      let filled = false;
      const fill = () => {
        if (filled) return;
        filled = true;
        grid.append(...members.map((item, i) => row(item, ids[i])));
      };
      fills.push(fill);
      if (single || details.open) fill();
      else {
        sum.addEventListener("click", fill, { once: true });
        details.addEventListener("toggle", fill, { once: true });
        ctx.later(fill);
      }
      details.append(grid);
      updateCount();
      box.append(details);
    }
    refresh();
    box.append(el("p", { class: "cg-error", hidden: true }));
    return box;
  },
};

/** Readable names for items without one: the name of the catalog entry their ``label_by``
 *  (or ``group_by``) front field refers to, numbered when several items share it. */
function labelItems(field, items, ctx) {
  const by = field.label_by || field.group_by;
  if (!by) return;
  const seen = new Map();
  const totals = new Map();
  for (const item of items) {
    if (item.entry.name) continue;
    const v = item.entry.front?.[by];
    totals.set(v, (totals.get(v) || 0) + 1);
  }
  for (const item of items) {
    if (item.entry.name) continue;
    const v = item.entry.front?.[by];
    if (v === undefined) continue;
    const n = (seen.get(v) || 0) + 1;
    seen.set(v, n);
    const base = ctx.checker.entryName(String(v));
    item.name = { neutral: totals.get(v) > 1 ? `${base} ${n}` : base };
  }
}

function valueOf(item, src, ctx) {
  if (src === "id") return item.id;
  if (src === "name") return ctx.tx(item.name);
  if (src === "name.en") return tx(item.name, "en");
  return getKey(item.entry, src);
}

/** A short text of an item's front fields named in ``field.show``. */
export function describeItem(field, item, ctx) {
  const parts = [];
  for (const show of field.show || []) {
    const value = getKey(item.entry.front || {}, show);
    if (value === undefined || value === null || value === "" || value === 0 || (Array.isArray(value) && !value.length)) continue;
    if (typeof value === "number") parts.push(`${ctx.checker.entryName(show)} ${value}`);
    else parts.push(ctx.checker.describe(value));
  }
  return parts.join(" · ");
}

export { Checker, FIELDS };

// ----------------------------------------------------------------------------- go


if (window.document$ && typeof window.document$.subscribe === "function") {
  window.document$.subscribe(() => mountAll());
} else {
  mountAll();
}
