"""The Node side of the site build: Node.js and the pinned npm packages (Pyodide, linkedom).

The score checker ships Pyodide (copied into the site) and draws its forms at build time
in Node with linkedom. Both are pinned in ``package.json`` + ``package-lock.json``, which
cardgen ships (``cardgen.resources``). The runtime is, in this order:

1. the ``node_modules/`` next to the real ``package.json`` when it holds the pinned
   versions: in a checkout that is what ``make`` installed (``npm ci``);
2. a copy installed by cardgen itself with ``npm ci`` into
   ``<cache>/node/<lock hash>/`` (``cardgen.resources.cache_dir``), on first use.

Without Node.js or npm, ``runtime()`` raises a one-line ``UserError`` saying what to
install, before anything is built: there is no site without its checker.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import shutil
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cardgen.errors import UserError
from cardgen.resources import NPM_LOCK, NPM_MANIFEST, cache_dir

NEEDS_NODE = (
    "building the site needs Node.js (18 or newer) with npm, for the score checker's pinned"
    " Pyodide runtime: install them (https://nodejs.org/, or e.g. `apt-get install nodejs"
    " npm`) and run the command again"
)
PACKAGES = ("pyodide", "linkedom")
NODE_SECONDS = 300
"""The longest a Node step of the build may take (the engine's trace of every record, in
every language, takes seconds)."""
NODE_HELPERS = ("pyodide_boot.mjs",)
"""Modules the Node steps import from their own folder (placed beside them: ``script``)."""


@dataclass(frozen=True)
class Runtime:
    node: str
    """The ``node`` executable."""
    root: Path
    """The folder whose ``node_modules/`` holds the pinned packages."""

    @property
    def pyodide_dir(self) -> Path:
        return self.root / "node_modules" / "pyodide"

    def script(self, path: Path) -> Path:
        """``path`` (a Node script of cardgen) placed where it finds ``node_modules/``: Node
        resolves bare imports from the script's own folder upwards, so a script outside
        ``root`` (an installed cardgen) runs from a copy in ``root/scripts/``."""
        if self.root.resolve() in path.resolve().parents:
            return path
        copy = self.root / "scripts" / path.name
        content = path.read_bytes()
        if not copy.is_file() or copy.read_bytes() != content:
            copy.parent.mkdir(parents=True, exist_ok=True)
            temp = copy.with_name(f".{copy.name}.tmp")
            temp.write_bytes(content)
            temp.replace(copy)
        return copy


def pinned_versions() -> dict[str, str]:
    """``{package: version}`` of ``PACKAGES`` in the shipped lock file."""
    lock = json.loads(NPM_LOCK.read_text(encoding="utf-8"))
    return {name: lock["packages"][f"node_modules/{name}"]["version"] for name in PACKAGES}


def installed(root: Path) -> bool:
    """``root/node_modules`` holds every pinned package at its pinned version."""
    for name, version in pinned_versions().items():
        meta = root / "node_modules" / name / "package.json"
        try:
            if json.loads(meta.read_text(encoding="utf-8")).get("version") != version:
                return False
        except (OSError, ValueError):
            return False
    return True


def cache_root() -> Path:
    """Where cardgen installs the runtime itself: one folder per lock file."""
    digest = hashlib.sha256(NPM_LOCK.read_bytes()).hexdigest()[:12]
    return cache_dir() / "node" / digest


def ready() -> bool:
    """The runtime is there already (beside ``package.json`` or in the cache): ``runtime()``
    will install nothing."""
    return installed(NPM_MANIFEST.resolve().parent) or installed(cache_root())


@functools.cache
def runtime() -> Runtime:
    """The Node runtime for the site build, installed on first use (see the module doc)."""
    node = shutil.which("node")
    if node is None:
        raise UserError(NEEDS_NODE)
    beside = NPM_MANIFEST.resolve().parent
    if installed(beside):
        return Runtime(node, beside)
    target = cache_root()
    if not installed(target):
        install(target)
    return Runtime(node, target)


def install(target: Path) -> None:
    """``npm ci`` of the shipped manifest and lock into ``target``, atomically."""
    npm = shutil.which("npm")
    if npm is None:
        raise UserError(NEEDS_NODE)
    versions = ", ".join(f"{name} {version}" for name, version in pinned_versions().items())
    print(
        f"[site] installing the checker's runtime ({versions}) with npm into {target}"
        " (once for this cache folder) …",
        flush=True,
    )
    started = time.perf_counter()
    target.parent.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix=".install-", dir=target.parent))
    try:
        shutil.copyfile(NPM_MANIFEST, work / "package.json")
        shutil.copyfile(NPM_LOCK, work / "package-lock.json")
        run = subprocess.run(
            [npm, "ci", "--no-audit", "--no-fund", "--loglevel=error"],
            cwd=work, capture_output=True, text=True, check=False, timeout=900,
        )  # fmt: skip
        if run.returncode != 0 or not installed(work):
            lines = (run.stderr or run.stdout).strip().splitlines()
            why = lines[-1] if lines else f"npm exited with {run.returncode}"
            raise UserError(f"could not install the checker's runtime ({versions}) with npm: {why}")
        if installed(target):
            return  # another cardgen finished the same install meanwhile
        if target.exists():
            shutil.rmtree(target)  # an older, incomplete or broken copy
        work.rename(target)
        print(f"[site] the checker's runtime is installed ({time.perf_counter() - started:.0f} s)")
    finally:
        shutil.rmtree(work, ignore_errors=True)


def run_node(script: str, stdin: str, doing: str, *args: str) -> Any:
    """The JSON that ``script`` (a Node program of ``cardgen/site/``) writes for ``stdin``;
    a RuntimeError naming what it was ``doing`` and Node's message when it fails, a
    ``UserError`` when it has not finished within ``NODE_SECONDS``."""
    node = runtime()
    here = Path(__file__).parent
    for helper in NODE_HELPERS:
        node.script(here / helper)
    env = {**os.environ, "CARDGEN_PYODIDE_SNAPSHOTS": str(cache_dir() / "pyodide-snapshots")}
    try:
        run = subprocess.run(
            [node.node, str(node.script(here / script)), *args],
            input=stdin, capture_output=True, text=True, check=False, timeout=NODE_SECONDS,
            cwd=node.root, env=env,
        )  # fmt: skip
    except subprocess.TimeoutExpired:
        raise UserError(f"{doing} did not finish within {NODE_SECONDS} s and was stopped") from None
    if run.returncode != 0:
        raise RuntimeError(f"{doing} failed: {run.stderr.strip()}")
    return json.loads(run.stdout)
