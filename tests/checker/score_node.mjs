// Score records with the checker's engine bundle under Pyodide in Node, exactly as the
// browser worker does (the zip on sys.path + checker_bridge.score_json).
// usage: node score_node.mjs <pyodide dir> <bundle.zip> <records.json: [[lang, record], ...]>
// prints a JSON list of the answers (results or {"error": ...}).
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const [pyodideDir, bundlePath, recordsPath] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(`${pyodideDir}/pyodide.mjs`).href);
const pyodide = await loadPyodide({ indexURL: `${pyodideDir}/`, stdout: () => {}, stderr: () => {} });
pyodide.FS.mkdirTree("/cardgen");
pyodide.FS.writeFile("/cardgen/engine.zip", new Uint8Array(readFileSync(bundlePath)));
pyodide.runPython('import sys\nsys.path.insert(0, "/cardgen/engine.zip")');
const scoreJson = pyodide.pyimport("checker_bridge").score_json;
const records = JSON.parse(readFileSync(recordsPath, "utf-8"));
const out = records.map(([lang, record]) => JSON.parse(scoreJson(JSON.stringify(record), lang)));
process.stdout.write(JSON.stringify(out));
