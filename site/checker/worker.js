// The score checker's Python runtime: a module Web Worker that boots Pyodide, unpacks the
// engine bundle (cardgen/engine + game data, one zip) into the working directory and
// scores records. No micropip, no network beyond the same-origin files named here.
//
// Messages in:  {type: "init", base: <url of _checker/>, info: {pyodide, bundle, lock}}
//               {type: "score", id, record: <JSON text>, lang: <page language>}
// Messages out: {type: "status", stage}  {type: "ready", ms}  {type: "fatal", message}
//               {type: "result", id, result: <JSON text>, ms}

// The Python side lives in the bundle as checker_bridge.py (site/checker/bridge.py).

let scoreJson = null;
let booting = null;

async function boot({ base, info }) {
  const t0 = performance.now();
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
  const { loadPyodide } = await import(`${indexURL}pyodide.mjs`);
  const pyodide = await loadPyodide({
    indexURL,
    lockFileContents: { info: info.lock, packages: {} },
    packages: [],
    stdout: () => {},
    stderr: () => {},
  });
  self.postMessage({ type: "status", stage: "engine" });
  pyodide.unpackArchive(await bundle, "zip");
  scoreJson = pyodide.pyimport("checker_bridge").score_json;
  self.postMessage({ type: "ready", ms: performance.now() - t0 });
}

self.onmessage = async (event) => {
  const message = event.data;
  if (message.type === "init") {
    booting ??= boot(message).catch((error) => {
      self.postMessage({ type: "fatal", message: String(error && error.message ? error.message : error) });
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
    const result = scoreJson(message.record, message.lang || "en");
    self.postMessage({ type: "result", id: message.id, result, ms: performance.now() - t0 });
  }
};
