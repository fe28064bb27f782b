"""The ``engine`` key of a game's ``game.yaml``: where its scoring engine is.

    game:
      engine: scoring.py                       # a module in the game's folder (your own)
      engine: cardgen.engine.games.web.score   # one of cardgen's engines (the built-in games)

A designer's engine is read here as text, never run: it must be UTF-8 Python that parses
(a syntax error is reported at its file and line), that defines ``score``, and whose imports
are the standard library, ``cardgen.engine`` and the modules next to it
(``from . import helpers``, each a ``.py`` in the same folder): the browser checker runs it
in Pyodide with nothing else. The modules it is made of (the engine and what it imports
from its folder) are what the site bundles. Running it is the job of
:func:`cardgen.engine.load_engine`, which the loader's cross-checks call
(:mod:`cardgen.model.crosschecks`).

The result is a :class:`cardgen.engine.registry.Engine`; loading the game registers it.
"""

from __future__ import annotations

import ast
import importlib.util
import re
import sys
from pathlib import Path
from typing import Any

from cardgen.engine.registry import Engine, content_package
from cardgen.errors import Problem
from cardgen.model.reader import Reader
from cardgen.model.yamlsrc import PathKey, Source

BUILT_IN = "cardgen.engine.games."
"""The package of cardgen's own engines: a dotted ``engine`` names a module under it."""
DOTTED = re.compile(r"^[a-z_][a-z0-9_]*(?:\.[a-z_][a-z0-9_]*)+$")
MODULE_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
FORMS = (
    "a Python file in the game's folder (engine: scoring.py) or one of cardgen's engines"
    f" (engine: {BUILT_IN}<game>.score)"
)
BROWSER = "the score checker runs the engine in the browser, which has nothing else"
NOT_IN_THE_BROWSER = frozenset(
    {
        # gone from Python by 3.13 (the browser runs Pyodide's 3.14)
        *("aifc", "asynchat", "asyncore", "audioop", "cgi", "cgitb", "chunk", "crypt"),
        *("distutils", "imghdr", "imp", "lib2to3", "mailcap", "msilib", "nis", "nntplib"),
        *("ossaudiodev", "pipes", "smtpd", "sndhdr", "spwd", "sunau", "telnetlib", "uu"),
        "xdrlib",
        # screens, terminals and Windows, which a browser's Python does not have
        *("curses", "dbm", "ensurepip", "idlelib", "msvcrt", "readline", "tkinter"),
        *("turtle", "turtledemo", "venv", "winreg", "winsound"),
    }
)
"""Standard-library modules the checker's Python (Pyodide) lacks or cannot use."""


class EngineReader(Reader):
    """Reads the ``engine`` of the ``game`` section (see the module's doc)."""

    def _engine(self, source: Source, value: Any, path: PathKey, game_id: str) -> Engine | None:
        report = self._reporter(source)
        if not isinstance(value, str) or not value.strip():
            report(path, f"expected {FORMS}, got {value!r}")
            return None
        if value.endswith(".py"):
            return self._engine_file(source, value, path, game_id)
        if DOTTED.match(value) and value.startswith(BUILT_IN):
            if not _module_exists(value):
                report(path, f"cardgen has no engine module {value}")
                return None
            return Engine(value)
        report(path, f"expected {FORMS}, got {value!r}")
        return None

    def _engine_file(
        self, source: Source, value: str, path: PathKey, game_id: str
    ) -> Engine | None:
        report = self._reporter(source)
        folder = self.folder.resolve()
        main = (self.folder / value).resolve()
        if Path(value).is_absolute() or not main.is_relative_to(folder):
            report(path, f"the engine must be a file in the game's folder, not {value}")
            return None
        if not main.is_file():
            report(path, f"no file {self._display(self.folder / value)}")
            return None
        if not MODULE_NAME.match(main.stem) or main.stem == "__init__":
            report(path, f"{main.name}: a module's name is letters, digits and _ (scoring.py)")
            return None
        files = self._engine_modules(main, (self.folder / value).parent)
        if files is None:
            return None
        shown = self._display(self.folder / value)
        module = f"{content_package(game_id)}.{main.stem}"
        return Engine(module, shown, str(main.parent), files)

    def _engine_modules(self, main: Path, shown_dir: Path) -> tuple[str, ...] | None:
        """The names of the engine's modules in its folder (``main`` and every module it
        imports from there, and theirs), each checked; None when one has a problem.
        ``shown_dir``: the folder as the content folder was given (for messages)."""
        todo, seen, ok = [main.name], [], True
        if (main.parent / "__init__.py").is_file():
            todo.append("__init__.py")  # the package's own start, run before its modules
        while todo:
            name = todo.pop()
            if name in seen:
                continue
            seen.append(name)
            shown = self._display(shown_dir / name)
            tree = self._parsed(main.parent / name, shown)
            if tree is None:
                ok = False
                continue
            siblings, problems = engine_imports(tree, main.parent, shown)
            self.problems.extend(problems)
            ok = ok and not problems
            todo.extend(siblings)
            if name == main.name and not defines(tree, "score"):
                self.problems.append(
                    Problem(
                        self._display(shown_dir / main.name), 1, 1, "engine",
                        "defines no function score(record, data, lang), which cardgen calls",
                    )
                )  # fmt: skip
                ok = False
        return tuple(sorted(seen)) if ok else None

    def _parsed(self, path: Path, shown: str) -> ast.Module | None:
        try:
            text = path.read_bytes().decode("utf-8-sig")
        except OSError as error:
            self.problems.append(Problem(shown, 1, 1, "engine", f"cannot be read: {error}"))
            return None
        except UnicodeDecodeError as error:
            self.problems.append(
                Problem(shown, 1, 1, "engine", f"not UTF-8 text (byte {error.start + 1})")
            )
            return None
        try:
            return ast.parse(text, filename=shown)
        except SyntaxError as error:
            line, col = error.lineno or 1, error.offset or 1
            self.problems.append(Problem(shown, line, col, "engine", f"syntax error: {error.msg}"))
        except ValueError as error:  # a NUL byte in the source
            self.problems.append(Problem(shown, 1, 1, "engine", f"not Python source: {error}"))
        return None


def engine_imports(tree: ast.Module, folder: Path, shown: str) -> tuple[list[str], list[Problem]]:
    """The modules of ``folder`` that ``tree`` imports (``from . import helpers`` →
    ``helpers.py``), and a problem for every import the browser could not satisfy."""
    siblings: list[str] = []
    problems: list[Problem] = []

    def refuse(node: ast.stmt, message: str) -> None:
        problems.append(Problem(shown, node.lineno, node.col_offset + 1, "engine", message))

    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                fault = _absolute_fault(alias.name)
                if fault:
                    refuse(node, fault)
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            names = [alias.name for alias in node.names]
            if node.module == "cardgen" and names == ["engine"]:
                continue
            fault = _absolute_fault(node.module or "")
            if fault:
                refuse(node, fault)
        elif isinstance(node, ast.ImportFrom):
            if node.level > 1 or (node.module and "." in node.module):
                refuse(node, "an engine imports only modules next to it (from . import name)")
                continue
            wanted = [node.module] if node.module else [alias.name for alias in node.names]
            for name in wanted:
                if (folder / f"{name}.py").is_file():
                    siblings.append(f"{name}.py")
                else:
                    refuse(node, f"imports .{name}, and there is no {name}.py next to it")
    return siblings, problems


def _absolute_fault(name: str) -> str | None:
    top = name.split(".")[0]
    if top == "cardgen":
        if name == "cardgen.engine" or name.startswith("cardgen.engine."):
            return None
        return f"imports {name}: of cardgen, an engine may import cardgen.engine only ({BROWSER})"
    if top in NOT_IN_THE_BROWSER:
        return f"imports {name}, which the browser's Python (Pyodide, Python 3.14) does not have"
    if top in sys.stdlib_module_names:
        return None
    return (
        f"imports {name}, which is not in Python's standard library"
        f" ({BROWSER}; for a module of your own next to it: from . import {top})"
    )


def defines(tree: ast.Module, name: str) -> bool:
    """Whether the module's top level binds ``name`` (a def, an assignment, an import)."""
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name == name:
            return True
        if isinstance(node, (ast.Import, ast.ImportFrom)) and any(
            (alias.asname or alias.name) == name for alias in node.names
        ):
            return True
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == name for t in node.targets
        ):
            return True
    return False


def _module_exists(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):
        return False
