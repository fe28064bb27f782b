// Python sources made smaller for the wire with Pyodide's own CPython (the version the
// browser runs, so every file parses): docstrings and comments dropped, the code written
// again by ast.unparse with one space a level (its Unparser, pinned with Pyodide)
// (cardgen/site/stdlib.py, minified_sources). Deterministic.
// usage: node pyminify.mjs <pyodide dir>   stdin: {"name.py": "source", ...}
// stdout: {"name.py": "smaller source", ...}
import { bootPyodide } from "./pyodide_boot.mjs";

const [pyodideDir] = process.argv.slice(2);
const py = await bootPyodide(pyodideDir, { stdout: () => {}, stderr: (s) => process.stderr.write(`${s}\n`) });
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
py.globals.set("SOURCES", Buffer.concat(chunks).toString("utf-8"));
const out = py.runPython(`
import ast, json

DEFINITIONS = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)


def without_docstrings(tree):
    for node in ast.walk(tree):
        if not isinstance(node, DEFINITIONS) or not node.body:
            continue
        first = node.body[0]
        if (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
                and isinstance(first.value.value, str)):
            node.body = node.body[1:] or [ast.Pass()]
    return tree


from _ast_unparse import Unparser


class OneSpaceIndent(Unparser):
    """ast.unparse with one space a level, not four (the same code, fewer bytes)."""

    def fill(self, text="", *, allow_semicolon=True):  # as Unparser.fill, not interactive
        self.maybe_newline()
        self.write(" " * self._indent + text)


result = {}
for name, text in sorted(json.loads(SOURCES).items()):
    tree = without_docstrings(ast.parse(text, name))
    small = OneSpaceIndent().visit(ast.fix_missing_locations(tree)) + "\\n"
    compile(small, name, "exec", dont_inherit=True)  # still valid Python
    result[name] = small
json.dumps(result)
`);
process.stdout.write(out);
