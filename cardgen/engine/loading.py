"""Importing a game's engine module. STANDARD LIBRARY ONLY.

cardgen's own engines and the engines of the browser's bundle are plain imports. A
designer's engine read from its content folder (:attr:`Engine.folder`) is imported as the
package :func:`~cardgen.engine.registry.content_package`, served by a finder of our own
that knows only the engine's files: the folder needs no ``__init__.py``, nothing else in
it can be imported, and no ``__pycache__`` is written into the designer's folder. An
engine whose files changed since they were imported (an edit between two scores of one
process) is imported again.

Only the command line imports this module (the browser imports its bundle as a zip).
"""

from __future__ import annotations

import importlib
import importlib.machinery
import importlib.util
import os
import sys
from types import ModuleType
from typing import Any

from cardgen.engine.registry import Engine


class _SourceOnly(importlib.machinery.SourceFileLoader):
    """Loads a module from its source and writes no bytecode next to it."""

    def set_data(self, path: str, data: bytes, *, _mode: int = 0o666) -> None:
        return None


class _ContentFinder:
    """Finds the packages of designers' engines and the modules each one is made of."""

    def __init__(self) -> None:
        self.packages: dict[str, Engine] = {}

    def find_spec(self, fullname: str, path: Any = None, target: Any = None) -> Any:
        package, _, name = fullname.partition(".")
        engine = self.packages.get(package)
        if engine is None or "." in name:
            return None
        if not name:
            init = os.path.join(engine.folder, "__init__.py")
            if "__init__.py" in engine.files:
                return importlib.util.spec_from_file_location(
                    package, init, loader=_SourceOnly(package, init), submodule_search_locations=[]
                )
            spec = importlib.machinery.ModuleSpec(package, _EmptyPackage(), is_package=True)
            spec.submodule_search_locations = []
            return spec
        if f"{name}.py" not in engine.files:
            return None  # not one of the engine's modules: no import reaches the folder's others
        file = os.path.join(engine.folder, f"{name}.py")
        return importlib.util.spec_from_file_location(
            fullname, file, loader=_SourceOnly(fullname, file)
        )


class _EmptyPackage:
    """The package of an engine folder without an ``__init__.py``."""

    def create_module(self, spec: Any) -> None:
        return None

    def exec_module(self, module: ModuleType) -> None:
        return None


_FINDER = _ContentFinder()
_STAMPS: dict[str, tuple[Any, ...]] = {}
"""Package → the engine and its files' sizes and times when it was imported."""


def _stamp(engine: Engine) -> tuple[Any, ...]:
    out: list[Any] = [engine]
    for name in engine.files:
        try:
            info = os.stat(os.path.join(engine.folder, name))
            out.append((name, info.st_mtime_ns, info.st_size))
        except OSError:
            out.append((name, None))
    return tuple(out)


def _forget(package: str) -> None:
    for name in [n for n in sys.modules if n == package or n.startswith(package + ".")]:
        del sys.modules[name]


def import_engine(engine: Engine) -> ModuleType:
    """The module of ``engine`` (with ``score``), imported; what its import raises is
    raised (its caller words it)."""
    if engine.folder:
        package = engine.package
        stamp = _stamp(engine)
        if _STAMPS.get(package) != stamp:
            _forget(package)
            importlib.invalidate_caches()
            _STAMPS[package] = stamp
        _FINDER.packages[package] = engine
        if _FINDER not in sys.meta_path:
            sys.meta_path.insert(0, _FINDER)
    return importlib.import_module(engine.module)
