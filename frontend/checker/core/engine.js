// The scoring engine as the page sees it: the Python engine in a module Web Worker
// (worker.js), started here or adopted from the page's early start (window.cgBoot). It never
// fails in silence: a worker error, a failed download, a boot that dies and a score that gets
// no answer each become a "fatal" event with a ``reason`` the page words for the reader,
// and ``restart()`` (the page's retry button) starts a new worker. A score the worker began
// and did not finish in time (a game's own engine in an endless loop: Python in a worker
// cannot be interrupted) is "slow": that worker is stopped at once, and ``revive()`` (the
// reader's next change) starts a fresh one.

/** How long a score may take before the engine counts as dead (a score takes
 *  milliseconds; a worker killed by the browser never answers, and an engine in an endless
 *  loop never finishes). */
export const SCORE_TIMEOUT_MS = 8000;

/** What went wrong, from the worker's message: "file" (a page opened as a file: no web
 *  worker can start from there), "network" (a download failed: no connection and no copy
 *  on this device), or "crashed" (anything else). A score that began and did not finish
 *  in time is "slow" (see ``createEngine``). */
export function failureReason(message, protocol) {
  if (protocol === "file:") return "file";
  if (/fetch|network|load|import|\b404\b|\b50\d\b|dynamically imported/i.test(String(message || ""))) return "network";
  return "crashed";
}

/** One engine per page (it survives the theme's instant navigation between checker
 *  pages). ``workerUrl``: worker.js; ``base``: the checker's folder; ``info``: the runtime's
 *  names from the page (or null); ``early``: window.cgBoot (the worker the page started, and
 *  what it sent before this module ran), or null; ``onFatal``: called on every failure. */
export function createEngine({ workerUrl, base, info, early = null, onFatal = () => {}, timeoutMs = SCORE_TIMEOUT_MS }) {
  const engine = {
    worker: null,
    ready: false,
    failed: null,
    reason: null,
    stage: "start",
    listeners: new Set(),
    pending: new Map(),
    seq: 0,
    booted: false,
    emit(event) {
      for (const fn of this.listeners) fn(event);
    },
    /** Score a record; ``lang`` is the language of the engine's explanations. Resolves
     *  with ``{result}``, ``{dead: true}`` when the engine failed meanwhile, or
     *  ``{stale: true}`` when ``wanted()`` said no before the record was sent.
     *
     *  One record is with the worker at a time; the others wait here, and one no longer
     *  wanted (typing has gone on) is never sent. The worker scores in turn, so records sent
     *  together would queue there, and the timer of the last would count the wait: on a slow
     *  phone a burst of typing read as a dead engine. Here the timer starts when the worker
     *  gets the record, so it measures that one score. */
    score(record, lang, wanted = () => true) {
      return new Promise((resolve) => {
        this.waiting.push({ record, lang, wanted, resolve });
        sendNext();
      });
    },
    waiting: [],
    busy: false,
  };

  function sendNext() {
    while (!engine.busy && engine.waiting.length) {
      const job = engine.waiting.shift();
      if (engine.failed) {
        job.resolve({ dead: true });
        continue;
      }
      if (!job.wanted()) {
        job.resolve({ stale: true });
        continue;
      }
      const id = ++engine.seq;
      engine.busy = true;
      // "scoring" from the worker says it began this score: without it the worker is gone
      const late = () => (engine.pending.get(id)?.began ? "slow" : "crashed");
      const timer = setTimeout(() => fail(`no answer in ${timeoutMs} ms`, late()), timeoutMs);
      engine.pending.set(id, { resolve: job.resolve, timer, t0: performance.now(), began: false });
      try {
        engine.worker.postMessage({ type: "score", id, record: JSON.stringify(job.record), lang: job.lang });
      } catch (error) {
        fail(String(error?.message || error), "crashed");
      }
    }
  }

  function fail(message, reason = null) {
    if (engine.failed) return;
    engine.failed = message || "error";
    engine.reason = reason || failureReason(message, location.protocol);
    engine.ready = false;
    for (const [id, job] of engine.pending) {
      clearTimeout(job.timer);
      job.resolve({ dead: true, id });
    }
    engine.pending.clear();
    engine.busy = false;
    for (const job of engine.waiting.splice(0)) job.resolve({ dead: true });
    if (engine.reason === "slow") stop(); // its Python runs on, on one of the reader's cores
    onFatal();
    engine.emit({ type: "fatal", message: engine.failed, reason: engine.reason });
  }

  function onMessage(m) {
    if (m.type === "status") {
      engine.stage = m.stage;
      engine.emit(m);
    } else if (m.type === "ready") {
      engine.ready = true;
      engine.bootMs = m.ms;
      engine.emit(m);
    } else if (m.type === "fatal") {
      fail(m.message);
    } else if (m.type === "scoring") {
      const job = engine.pending.get(m.id);
      if (job) job.began = true;
    } else if (m.type === "trace") {
      // The worker's boot, on the page's clock: performance marks "cg-worker-<stage>" and
      // measures "cg-fetch-<file>" (read by bench/checker.py).
      const rel = (t) => Math.max(0, t - performance.timeOrigin);
      engine.trace = m;
      try {
        for (const [name, t] of Object.entries(m.marks)) performance.mark(`cg-worker-${name}`, { startTime: rel(t) });
        for (const r of m.resources) performance.measure(`cg-fetch-${r.name}`, { start: rel(r.start), end: rel(r.end) });
      } catch {
        /* an old browser without mark options: no trace */
      }
    } else if (m.type === "result") {
      const job = engine.pending.get(m.id);
      engine.pending.delete(m.id);
      if (!job) return;
      clearTimeout(job.timer);
      let result;
      try {
        result = JSON.parse(m.result);
      } catch {
        fail("unreadable result", "crashed");
        return;
      }
      job.resolve({ result, ms: performance.now() - job.t0, id: m.id });
      engine.busy = false;
      sendNext();
    }
  }

  function adopt(worker) {
    engine.worker = worker;
    worker.onmessage = (event) => onMessage(event.data);
    worker.onerror = (event) => {
      event.preventDefault?.();
      fail(event.message || "worker error");
    };
    worker.onmessageerror = () => fail("unreadable message", "crashed");
  }

  function start() {
    try {
      adopt(new Worker(workerUrl, { type: "module", name: "cardgen-engine" }));
    } catch (error) {
      engine.worker = { postMessage() {}, terminate() {} };
      queueMicrotask(() => fail(String(error?.message || error)));
    }
  }

  if (early?.worker) {
    adopt(early.worker);
    for (const event of early.queue.splice(0)) {
      if (event.type === "error") engine.worker.onerror(event);
      else onMessage(event.data);
    }
  } else {
    if (location.protocol !== "file:") performance.mark("cg-worker-created");
    start();
  }
  const sentInit = Boolean(early?.worker && early.booted);

  /** The form is on screen: a boot the <head> script started on hold goes on. */
  engine.go = () => engine.worker.postMessage({ type: "go" });
  /** Start booting Python (once). */
  engine.boot = () => {
    if (engine.booted) return;
    engine.booted = true;
    if (sentInit && !engine.restarted) return; // the page's script has sent init
    try {
      engine.worker.postMessage({ type: "init", base, info: info && { pyodide: info.pyodide, bundle: info.bundle, compiled: info.compiled, lock: info.lock } });
    } catch (error) {
      fail(String(error?.message || error));
    }
  };
  function stop() {
    try {
      engine.worker.terminate();
    } catch {
      /* already gone */
    }
  }

  /** A new worker after a failure (the reader's retry): boots at once. */
  engine.restart = () => {
    stop();
    Object.assign(engine, { ready: false, failed: null, reason: null, stage: "start", booted: false, restarted: true });
    start();
    engine.emit({ type: "status", stage: "start" });
    engine.boot();
    engine.go();
  };
  /** The reader changed something after a score that did not finish: a fresh worker
   *  (true), which scores the form once it is ready. Any other failure waits for the
   *  reader's retry (false): the download or the worker itself failed, and would again. */
  engine.revive = () => {
    if (engine.reason !== "slow") return false;
    engine.restart();
    return true;
  };
  return engine;
}
