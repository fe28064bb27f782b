"""What cardgen ships, found through the installed package, and where it keeps its cache.

Installed from a wheel, the files live under ``cardgen/_data/`` in the package. In a
checkout, ``cardgen/_data/`` holds symbolic links to the top-level ``content/``, ``docs/``,
``frontend/``, ``templates/``, ``mkdocs.yml``, ``package.json`` and ``package-lock.json`` (and
``examples/`` links to three test games under ``tests/``): an
editable install (``make``) sees every edit at once, and building the wheel copies the
linked files into it (``[tool.setuptools.package-data]`` in ``pyproject.toml``). Nothing
here looks for a checkout.
"""

from __future__ import annotations

import importlib.resources
import os
from pathlib import Path


def _data_root() -> Path:
    root = importlib.resources.files("cardgen") / "_data"
    if not isinstance(root, Path) or not (root / "content").is_dir():
        raise RuntimeError(
            f"cardgen's shipped files are missing ({root}/content is not a folder): reinstall"
            " cardgen from a wheel, or, in a checkout, let git make symbolic links"
            " (git config core.symlinks true) and check out again"
        )
    return root


DATA = _data_root()
"""The shipped files: ``content/ docs/ frontend/ templates/ mkdocs.yml package.json
package-lock.json``."""
CONTENT = DATA / "content"
"""The built-in games, one folder each (format: ``content/README.md``)."""
FRONTEND = DATA / "frontend"
"""The hand-written site sources: strings, assets, theme overrides, the checker's front end."""
TEMPLATES = DATA / "templates"
"""The jinja2 templates of the site's pages."""
DOCS = DATA / "docs"
"""The project's own documents, such as the score record format (``docs/records.md``)."""
EXAMPLES = DATA / "examples"
"""Example games the documents name, one folder each (``cardgen example``): in a checkout
links to cardgen's test games under ``tests/``, in the wheel copies."""
MKDOCS_CONFIG = DATA / "mkdocs.yml"
"""The shared mkdocs configuration every language's config inherits."""
NPM_MANIFEST = DATA / "package.json"
NPM_LOCK = DATA / "package-lock.json"
"""The pinned front-end runtime (Pyodide, linkedom) that ``cardgen site`` installs with npm."""


def cache_dir() -> Path:
    """``$CARDGEN_CACHE``, else ``$XDG_CACHE_HOME/cardgen``, else ``~/.cache/cardgen``."""
    explicit = os.environ.get("CARDGEN_CACHE")
    if explicit:
        return Path(explicit)
    xdg = os.environ.get("XDG_CACHE_HOME")
    return (Path(xdg) if xdg else Path.home() / ".cache") / "cardgen"
