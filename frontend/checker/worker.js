// The score checker's Python runtime: a module Web Worker that boots Pyodide, puts the
// engine bundle (cardgen/engine + game data, one zip) on sys.path as it is (zipimport: no
// unpacking, no shutil/zipfile import) and scores records. No micropip, no network beyond
// the same-origin files named here (the page starts this worker: see checker.py worker_block).
//
// Messages in:  {type: "init", base: <url of _checker/>, info: {pyodide, bundle, compiled, lock}, hold}
//               {type: "go"}  (after an init with hold: the page's form is on screen)
//               {type: "score", id, record: <JSON text>, lang: <page language>}
// Messages out: {type: "status", stage}  {type: "ready", ms}  {type: "fatal", message}
//               {type: "scoring", id}  (the score of ``id`` begins: a page that hears no
//                 result after it knows this worker is busy, not gone)
//               {type: "result", id, result: <JSON text>, ms}
//               {type: "trace", marks: {name: epoch ms}, resources: [{name, start, end}]}
//                 (once, after the first score: where the boot's time went)

// The Python side lives in the bundle as checker_bridge.py (frontend/checker/bridge.py).

const BUNDLE_DIR = "/cardgen";
const BUNDLE_PATH = `${BUNDLE_DIR}/engine.zip`;
// How long an init with ``hold`` waits at most for "go" (a page that never says it).
const HOLD_MAX_MS = 2000;
let scoreJson = null;
let booting = null;
let release = null;
const released = new Promise((resolve) => {
  release = resolve;
});
const marks = {};
const mark = (name) => {
  marks[name] = performance.timeOrigin + performance.now();
};
mark("worker_start");

/** Tell the page once that the boot failed (it shows a message and a retry). */
let failedOnce = false;
function fatal(error) {
  if (failedOnce) return;
  failedOnce = true;
  self.postMessage({ type: "fatal", message: String(error && error.message ? error.message : error) });
}

// A download the boot needs that fails: Pyodide's loader only logs a failed wasm fetch
// and then waits for ever, so every fetch of this worker reports its failure itself.
const plainFetch = self.fetch.bind(self);
const reported = (download) =>
  download.then(
    (response) => {
      if (!response.ok) fatal(`download failed: ${response.status} ${response.url}`);
      return response;
    },
    (error) => {
      fatal(`download failed (network): ${error && error.message ? error.message : error}`);
      // the page has its message and restarts the worker on "retry"; this boot waits
      // here instead of throwing into a loader that would only log it, unhandled
      return new Promise(() => {});
    },
  );
// Downloads started before Pyodide's loader asks for them (``fetchEarly``), by URL: the
// loader's own fetch of that URL is answered with the download under way, once.
const early = new Map();
self.fetch = (input, init) => {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : null;
  const started = url && early.get(url);
  if (started) {
    early.delete(url);
    return started;
  }
  return reported(plainFetch(input, init));
};

/** Start the download of ``url`` now, for Pyodide's loader to take when it asks.
 *
 *  Why: the loader asks for its WebAssembly (3.4 MB gzipped) and the standard library
 *  only once it runs, after "go" (the page's form on screen and its scripts loaded). On a
 *  phone's network those scripts are many small requests that leave the connection idle
 *  for their round trips; started here, the large files use that time. Downloading costs
 *  the CPU next to nothing, unlike the compile that "go" holds back. */
function fetchEarly(url) {
  if (!early.has(url)) early.set(url, reported(plainFetch(url)));
}

/** The URL of the compiled standard library (bytecode: Python need not compile it at
 *  every start) when the service worker keeps it on this device, else null: Pyodide then
 *  loads the sources (a third of the bytes), as on a first visit. Its name carries a hash
 *  of its content, so a copy kept by another build is never taken for this build's. */
async function keptCompiledStdlib(info, base) {
  if (!info.compiled || !self.caches) return null;
  const url = new URL(info.compiled, base).href;
  try {
    return (await self.caches.match(url)) ? url : null;
  } catch {
    return null; // storage refused (a private window, a file:// page): the sources
  }
}

async function boot({ base, info, hold }) {
  const t0 = performance.now();
  mark("init");
  // The page passes the runtime's names (written into it by the build); if it could
  // not, runtime.json has them.
  if (!info || !info.bundle) info = await (await fetch(new URL("runtime.json", base))).json();
  const indexURL = new URL(`pyodide/${info.pyodide}/`, base).href;
  // Start every download at once: the bundle travels while Pyodide compiles.
  const bundle = fetch(new URL(info.bundle, base)).then((r) => {
    if (!r.ok) throw new Error(`${r.status} ${r.url}`);
    return r.arrayBuffer();
  });
  self.postMessage({ type: "status", stage: "runtime" });
  fetchEarly(`${indexURL}pyodide.asm.wasm`);
  const compiledKept = keptCompiledStdlib(info, base); // looked up while Pyodide's loader comes
  compiledKept.then((url) => fetchEarly(url ?? `${indexURL}python_stdlib.zip`));
  const { loadPyodide } = await import(`${indexURL}pyodide.mjs`);
  mark("pyodide_mjs");
  // Sent from the page's first line, init can come ~150 ms before the form is on screen.
  // Compiling Pyodide takes every core of a small machine: it waits for "go" (the form is
  // painted), with everything else under way.
  if (hold) {
    await Promise.race([released, new Promise((resolve) => setTimeout(resolve, HOLD_MAX_MS))]);
    mark("go");
  }
  const stdLibURL = await compiledKept;
  mark(stdLibURL ? "stdlib_compiled" : "stdlib_sources");
  const pyodide = await loadPyodide({
    indexURL,
    lockFileContents: { info: info.lock, packages: {} },
    ...(stdLibURL ? { stdLibURL } : {}),
    packages: [],
    stdout: () => {},
    stderr: () => {},
  });
  mark("pyodide_ready");
  self.postMessage({ type: "status", stage: "engine" });
  const archive = await bundle;
  mark("bundle_fetched");
  pyodide.FS.mkdirTree(BUNDLE_DIR);
  pyodide.FS.writeFile(BUNDLE_PATH, new Uint8Array(archive));
  pyodide.runPython(`import sys\nsys.path.insert(0, ${JSON.stringify(BUNDLE_PATH)})`);
  mark("unpacked");
  scoreJson = pyodide.pyimport("checker_bridge").score_json;
  mark("imported");
  self.postMessage({ type: "ready", ms: performance.now() - t0 });
}

self.onmessage = async (event) => {
  const message = event.data;
  if (message.type === "go") {
    release();
    return;
  }
  if (message.type === "init") {
    booting ??= boot(message).catch((error) => {
      fatal(error);
      throw error;
    });
    return;
  }
  if (message.type === "score") {
    try {
      await booting;
    } catch {
      return;
    }
    const t0 = performance.now();
    self.postMessage({ type: "scoring", id: message.id });
    const result = scoreJson(message.record, message.lang); // (the bridge: the source language for none)
    self.postMessage({ type: "result", id: message.id, result, ms: performance.now() - t0 });
    if (!marks.first_score) {
      mark("first_score");
      const origin = performance.timeOrigin;
      const resources = performance.getEntriesByType("resource").map((r) => ({
        name: r.name.split("/").pop().split("?")[0], start: origin + r.startTime, end: origin + r.responseEnd,
      }));
      self.postMessage({ type: "trace", marks, resources });
    }
  }
};
