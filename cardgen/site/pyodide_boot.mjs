// Pyodide for the build's jobs in Node (stdlib_trace.mjs, pyminify.mjs, pyc.mjs), started
// from a memory snapshot of a freshly started interpreter where the cache holds one.
//
// Starting Pyodide is most of what such a job costs: about 5 processor seconds (CPython's
// start-up run in WebAssembly) whether the job then compiles one module or traces five
// games; from the snapshot it takes under one. A site build runs three to five such jobs
// and a test run about twenty. The snapshot is taken right after start-up, before any job
// ran, so a job sees the interpreter a fresh start gives (the same modules loaded, the same
// sys.path: the one difference, a second '' that a restored interpreter puts before
// sys.path, is taken out). It is kept in the folder ``CARDGEN_PYODIDE_SNAPSHOTS`` names
// (cardgen/site/runtime.py, run_node, sets it to one in the cache), named by a hash of Node's
// version and Pyodide's files, and written atomically (a temporary name, then a rename:
// builds at once each write a whole one). One that does not load is made again; without
// the folder (or where it cannot be written) Pyodide starts as usual.
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/** What makes a snapshot the one for this Node and these Pyodide files. */
function snapshotName(pyodideDir) {
  const hash = createHash("sha256").update(`${process.version}\n`);
  for (const name of ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"]) {
    hash.update(readFileSync(join(pyodideDir, name)));
  }
  return `${hash.digest("hex").slice(0, 32)}.snapshot`;
}

/** The snapshot's bytes, or null when there is none (or it cannot be read). */
function readSnapshot(path) {
  try {
    return readFileSync(path);
  } catch {
    return null;
  }
}

/** How many snapshots a cache folder keeps (31 MB each): a new Node or Pyodide makes another,
 *  and two cardgens of other Pyodide versions may share the folder. */
const KEPT = 3;

/** ``bytes`` at ``path``, whole or not at all; the oldest snapshots beyond ``KEPT`` removed. */
function writeSnapshot(path, folder, bytes) {
  const temp = join(folder, `.${process.pid}-${Date.now()}.tmp`);
  try {
    mkdirSync(folder, { recursive: true });
    writeFileSync(temp, bytes);
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    process.stderr.write(`[pyodide] the start-up snapshot was not kept (${error.message})\n`);
    return;
  }
  const written = (name) => statSync(join(folder, name), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const newestFirst = readdirSync(folder)
    .filter((name) => name.endsWith(".snapshot"))
    .sort((a, b) => written(b) - written(a) || a.localeCompare(b));
  for (const old of newestFirst.slice(KEPT)) rmSync(join(folder, old), { force: true });
}

/** Pyodide from ``pyodideDir`` with ``options`` (stdout, stderr) for one job. */
export async function bootPyodide(pyodideDir, options = {}) {
  const { loadPyodide } = await import(pathToFileURL(join(pyodideDir, "pyodide.mjs")).href);
  const settings = { indexURL: `${pyodideDir}/`, ...options };
  const folder = process.env.CARDGEN_PYODIDE_SNAPSHOTS;
  if (!folder) return loadPyodide(settings);
  const path = join(folder, snapshotName(pyodideDir));
  const kept = readSnapshot(path);
  if (kept) {
    try {
      return restored(await loadPyodide({ ...settings, _loadSnapshot: kept }));
    } catch {
      // damaged, or of another build of Pyodide: made again below
    }
  }
  const fresh = await loadPyodide({ ...settings, _makeSnapshot: true });
  const snapshot = fresh.makeMemorySnapshot();
  writeSnapshot(path, folder, snapshot);
  // the job runs in an interpreter restored from it, as every later job's is
  return restored(await loadPyodide({ ...settings, _loadSnapshot: snapshot }));
}

/** ``py`` with sys.path as a fresh start leaves it (a restored one begins with '' twice). */
function restored(py) {
  py.runPython("__import__('sys').path[:2] == ['', ''] and __import__('sys').path.pop(0)");
  return py;
}
