"""The package's layers import downward only: ``model``, ``engine``, ``render`` and ``press``
import nothing from ``site`` or ``commands`` (the layers above them), not even inside a
function, where a grep for imports at the top of a file would miss it.

Pure Python (``ast`` over the sources): no module is imported, so it runs in milliseconds.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "cardgen"
LOWER = ("model", "engine", "render", "press")
"""The layers below the site generator and the command line."""
UPPER = ("cardgen.site", "cardgen.commands")
"""What the lower layers must not import."""


def imported_modules(tree: ast.AST, module: str) -> list[tuple[int, str]]:
    """``(line, module name)`` of every import anywhere in ``tree`` (module level, in
    functions, in classes), relative imports resolved against ``module``, and for
    ``from X import y`` both ``X`` and ``X.y`` (``y`` may be a submodule)."""
    found: list[tuple[int, str]] = []
    package = module.rsplit(".", 1)[0]
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                up = parts[: len(parts) - (node.level - 1)]
                base = ".".join([*up, base] if base else up)
            found.append((node.lineno, base))
            found += [(node.lineno, f"{base}.{alias.name}") for alias in node.names]
    return found


def upward_imports(root: Path, layers: tuple[str, ...] = LOWER) -> list[str]:
    """``path:line: module`` for every import of an upper layer in ``layers``."""
    out: dict[tuple[Path, int], str] = {}
    for layer in layers:
        for path in sorted((root / layer).rglob("*.py")):
            rel = path.relative_to(root.parent)
            module = ".".join(rel.with_suffix("").parts).removesuffix(".__init__")
            if path.name == "__init__.py":
                module += ".__init__"
            tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
            for line, name in imported_modules(tree, module):
                if any(name == upper or name.startswith(upper + ".") for upper in UPPER):
                    out.setdefault((rel, line), name)
    return [f"{rel}:{line}: {name}" for (rel, line), name in sorted(out.items())]


def test_lower_layers_import_nothing_from_site_or_commands():
    assert upward_imports(PACKAGE) == []


@pytest.mark.parametrize(
    "source",
    [
        "from cardgen.site import checker_schema",
        "import cardgen.commands.build",
        "def later():\n    from cardgen.site.checker import strings\n",
        "class A:\n    def f(self):\n        import cardgen.site\n",
        "from ..site import docs",
        "from cardgen import site",
    ],
)
def test_an_upward_import_is_found_wherever_it_is(tmp_path, source):
    module = tmp_path / "cardgen" / "model" / "bad.py"
    module.parent.mkdir(parents=True)
    module.write_text(source, encoding="utf-8")
    (tmp_path / "cardgen" / "model" / "good.py").write_text(
        "from cardgen.model.types import Game\nfrom . import types\nimport json\n",
        encoding="utf-8",
    )
    found = upward_imports(tmp_path / "cardgen", ("model",))
    assert len(found) == 1 and found[0].startswith("cardgen/model/bad.py:")
