// Which files of Pyodide's python_stdlib.zip the checker needs: boots Pyodide in Node as
// the browser's worker does (the engine bundle on sys.path, checker_bridge.score_json),
// imports every module of the bundle, scores the records given in every language given,
// and lists the standard library's modules then loaded (cardgen/site/stdlib.py).
// usage: node stdlib_trace.mjs <pyodide dir> <bundle.zip>
//        stdin: {"modules": [the bundle's module names], "records": [[lang, record], ...]}
// stdout: ["asyncio/__init__.py", "abc.py", ...] (names in the zip, sorted), or
//         {"failed": [[module, "ModuleNotFoundError: ..."], ...]} when a game's own engine
//         (a module of a cardgen_game_<game> package) cannot be imported here
//         (cardgen/site/stdlib.py words it)
import { readFileSync } from "node:fs";
import { bootPyodide } from "./pyodide_boot.mjs";

const [pyodideDir, bundlePath] = process.argv.slice(2);
const py = await bootPyodide(pyodideDir, { stdout: () => {}, stderr: () => {} });
py.FS.mkdirTree("/cardgen");
py.FS.writeFile("/cardgen/engine.zip", new Uint8Array(readFileSync(bundlePath)));
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
py.globals.set("JOB", Buffer.concat(chunks).toString("utf-8"));
const out = py.runPython(`
import importlib, json, sys
sys.path.insert(0, "/cardgen/engine.zip")
job = json.loads(JOB)
failed = []
for name in job["modules"]:
    try:
        importlib.import_module(name)
    except Exception as error:
        if not name.startswith("cardgen_game_"):
            raise
        failed.append([name, f"{type(error).__name__}: {error}"])
score_json = importlib.import_module("checker_bridge").score_json
for lang, record in job["records"]:
    score_json(json.dumps(record), lang)
prefix = next(p for p in sys.path if p.endswith(".zip") and "/lib/python" in p) + "/"
used = set()
for module in list(sys.modules.values()):
    path = getattr(module, "__file__", None) or ""
    if path.startswith(prefix):
        used.add(path[len(prefix):])
json.dumps({"failed": failed} if failed else sorted(used))
`);
process.stdout.write(out);
