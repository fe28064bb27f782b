// cardgen score checker: builds the form of a game from its checker definition
// (content/<game>/checker.yaml, exported in the game data), keeps the state (localStorage,
// share links), and has the Python engine (Pyodide, in a module Web Worker) score every
// change. User text is only ever written with textContent / attributes, never as HTML.


// Its parts live in modules by responsibility, imported statically (a form is drawn whole
// in the task that runs this script); the site build adds this script's ``?v=`` to every
// relative import of each module.
import { createEngine } from "./core/engine.js";
import { scoreWithPartial } from "./core/partial.js";
import { decodeRecord, encodeRecord, RecordProblem } from "./core/records.js";
import { StateMethods, STORE } from "./core/storage.js";
import { DoubtMethods } from "./doubts.js";
import { afterPaint, clone, el, fetchJSON, fmt, ids, mixin, setSourceLang, tx } from "./core/util.js";
import { caretAtEndOnTap } from "./form/caret.js";
import { FIELDS } from "./form/fields.js";
import { describeItem, thumbsFree } from "./form/items.js";
import { PlayerMethods } from "./form/players.js";
import { FormMethods } from "./form/render.js";
import { takeOver } from "./form/takeover.js";
import { RecentMethods } from "./recent.js";
import { ResultViewMethods } from "./result-view.js";
import { ResultMethods } from "./results.js";
import { TotalsBarMethods } from "./totals-bar.js";
import { ToolbarMethods } from "./toolbar.js";

export { decodeRecord, encodeRecord };
export { afterPaint, el, fmt, getKey, joinPath, parseNumber, setKey, tx } from "./core/util.js";

const MODULE_URL = new URL(import.meta.url);
const VERSION = MODULE_URL.searchParams.get("v") || "";
const BASE = new URL("./", MODULE_URL);

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
  const { pyodide, bundle, compiled } = root.dataset;
  return bundle ? { pyodide, bundle, compiled: compiled || null, lock } : null;
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
 *  score by ~8 %); its <head> script has the loader (frontend/checker-page/head.js), which
 *  runs after the first score, when the engine fails, at the reader's first touch outside
 *  the checker, or after 20 s. */
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
  const lang = root.dataset.lang || root.dataset.sourceLang;
  const eng = getEngine(rootInfo(root));
  // The built site's pages carry their data, so the form is drawn in this same task, and
  // Python boots after it (in the worker <head> started): booting takes both CPU cores
  // of a small machine, the form first is what the reader sees. Other pages (the test
  // harness, an old cached page) fetch the data, and boot Python meanwhile.
  let inline = pageData(root);
  if (!inline) {
    eng.boot();
    const [allStrings, data] = await Promise.all([loadStrings(), loadData(game)]);
    inline = { data, strings: allStrings[lang] || allStrings[root.dataset.sourceLang] };
  }
  const checker = new Checker(root, {
    game, lang, sourceLang: root.dataset.sourceLang, data: inline.data, strings: inline.strings, engine: eng,
  });
  try {
    checker.start();
  } finally {
    eng.boot();
    afterPaint(() => eng.go());
  }
}

// ----------------------------------------------------------------------------- the checker

class Checker {
  constructor(root, { game, lang, sourceLang, data, strings, engine }) {
    setSourceLang(sourceLang); // (one source language per site)
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
    this.formBox = el("form", { class: "cg-form", novalidate: true, "aria-label": this.t("form_label"), onsubmit: (e) => e.preventDefault(),
      oninput: (e) => this.noteTyped(e.target) });
    caretAtEndOnTap(this.formBox);
    this.results = el("section", { class: "cg-results", id: `cg-results-${this.game}`, "aria-label": this.t("results"), "aria-live": "polite" });
    this.totalsBar = this.renderTotalsBar();
    // (shown under a shared link's result, at the foot of the screen: see checker.css)
    const toForm = el("button", { type: "button", class: "cg-to-form", text: this.t("result_first_form"),
      onclick: () => this.formBox.scrollIntoView({ block: "start" }) });
    // (a result that reaches its place hides it: checker.css)
    if (typeof ResizeObserver === "function") {
      new ResizeObserver(() => {
        const covered = this.root.classList.contains("cg-result-first")
          && this.results.getBoundingClientRect().bottom > toForm.getBoundingClientRect().top - 8;
        toForm.classList.toggle("cg-covered", covered);
      }).observe(this.results);
    }
    this.layout = el("div", { class: "cg-layout" }, this.formBox, this.totalsBar, this.results, toForm);
    this.root.append(this.toolbar, this.recentBox, this.notice, this.status, this.layout);
    this.renderForm();
    this.showNotice();
    this.showResultFirst();
    this.root.dataset.state = "form";
    this.onEngine({ type: this.engine.ready ? "ready" : this.engine.failed ? "fatal" : "status", message: this.engine.failed });
    if (!this.engine.ready) this.showWaiting();
  }

  /** A shared link's game is there to be read: its result comes first, above the form
   *  (on a phone it came after the whole form, and its reader scrolled a long page to find
   *  it), until a new game is started. Beside the form on a wide screen it is in sight. */
  showResultFirst() {
    const first = Boolean(this.sharedLink) && !this.linkError;
    this.root.classList.toggle("cg-result-first", first);
    // the result's row ends at the screen's foot, the form just below it (checker.css):
    // how far down the page the row starts
    if (first && this.layout?.isConnected) {
      const top = this.layout.getBoundingClientRect().top + window.scrollY;
      this.layout.style.setProperty("--cg-above", `${Math.max(0, Math.round(top))}px`);
    }
  }

  /** Until the engine is ready the result's place says what is happening: for a shared
   *  link, that its result is being worked out (it waits longest there, on a cold boot). */
  showWaiting() {
    if (this.results.firstChild && !this.results.firstChild.classList?.contains("cg-wait")) return;
    const link = this.root.classList.contains("cg-result-first");
    this.results.replaceChildren(el("p", { class: "cg-wait", text: this.t(link ? "results_wait_link" : "results_wait") }));
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
    this.showResultFirst();
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
    if (this.root.dataset.state === "failed") this.root.dataset.state = "form"; // a new engine
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
    // after a score that did not finish, a change starts a fresh engine, which scores the
    // form once it is ready
    if (this.engine.failed) this.engine.revive();
    this.recompute();
  }

  async recompute() {
    if (!this.engine.ready) {
      this.showWaiting();
      return;
    }
    const record = this.recordToScore();
    const id = ++this.latest;
    this.root.dataset.asked = String(id); // scored === asked: what is on the form is scored
    const t0 = performance.now();
    // on a fault the engine finds, the record without the faulty part is scored too: the
    // other totals stay on screen, marked as not final (core/partial.js)
    const wanted = () => id === this.latest;
    const { result, dead, errors, partial, removed } = await scoreWithPartial(record,
      (r) => this.engine.score(r, this.lang, wanted), 4, wanted);
    if (id !== this.latest || dead) return;
    this.scoredRecord = record;
    this.renderResult(result.error ? { ...result, errors, partial, removed } : result);
    const ms = performance.now() - t0;
    this.timings.recompute.push(ms);
    this.root.dataset.scored = String(id);
    this.root.dataset.lastMs = ms.toFixed(2);
    if (!this.firstScore) {
      this.firstScore = true;
      performance.mark("cg-first-score");
      requestAnimationFrame(() => setTimeout(loadTheme, 0)); // after the result is painted
      this.thumbsLive = true;
      thumbsFree(this.root);
    }
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

  /** The page's id counter (``core/util.js``), shared by every part of the checker. */
  static get uid() {
    return ids.n;
  }

  static set uid(value) {
    ids.n = value;
  }
}
mixin(Checker, StateMethods, FormMethods, PlayerMethods, ResultMethods, ResultViewMethods, DoubtMethods, TotalsBarMethods, ToolbarMethods, RecentMethods);

export { Checker, describeItem, FIELDS };

// ----------------------------------------------------------------------------- go


if (window.document$ && typeof window.document$.subscribe === "function") {
  window.document$.subscribe(() => mountAll());
} else {
  mountAll();
}
