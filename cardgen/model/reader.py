"""The shared reading helpers of the content loader: located problems, typed values,
texts, provenance. The readers of each part of a game folder build on them."""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from cardgen.errors import Problem
from cardgen.model.schema import SLUG, check_text
from cardgen.model.types import (
    LANGS,
    Provenance,
    Range,
    Text,
)
from cardgen.model.yamlsrc import PathKey, Source

Section = tuple[Source, PathKey, Any]
"""One occurrence of a section: the file it is in, its path there, its value."""


def shown_path(path: Path, root: Path) -> str:
    """``path`` relative to the current folder when it is under it, else relative to
    ``root`` (the folder that holds the content folder), else absolute; never resolved: a
    folder reached through a link is named as it was given."""
    absolute = Path(os.path.abspath(path))
    for base in (Path.cwd(), Path(os.path.abspath(root))):
        try:
            return str(absolute.relative_to(base))
        except ValueError:
            continue
    return str(absolute)


class Reader:
    """Reads one game folder; every problem found goes to ``self.problems``."""

    def __init__(self, folder: Path, root: Path) -> None:
        self.folder = folder
        self.root = root
        self.problems: list[Problem] = []
        self._section_refs: list[tuple[Source, PathKey, str]] = []
        """Scoring rules' ``section`` values, checked against the rules pages."""
        self.langs: tuple[str, ...] = LANGS
        """The game's languages (``languages:`` in ``game.yaml``, read first): every text
        and rules page is asked for in these, and refused in any other. Empty when that
        list is unusable (reported there): texts and pages are then taken as they are."""

    def _display(self, path: Path) -> str:
        """How a message names ``path``: relative to the current folder when the file is
        under it, else from the content folder's name (``mine/harbour/cards.yaml``), every
        file of one run the same way (a CSV file's path, resolved, once came out absolute
        among relative ones)."""
        return shown_path(path, self.root)

    def _reporter(self, source: Source):
        def report(path: PathKey, message: str, *, key: bool = False) -> None:
            self.problems.append(source.problem(path, message, key=key))

        return report

    def _keys(
        self,
        source: Source,
        value: Any,
        path: PathKey,
        required: Iterable[str],
        optional: Iterable[str] = (),
    ) -> dict[str, Any] | None:
        report = self._reporter(source)
        if not isinstance(value, dict):
            report(path, "expected a mapping")
            return None
        required, optional = tuple(required), tuple(optional)
        for key in value:
            if key not in required and key not in optional:
                allowed = ", ".join((*required, *optional))
                self.problems.append(
                    source.problem(
                        (*path, key), f"unknown key '{key}' (allowed: {allowed})", key=True
                    )
                )
        for key in required:
            if key not in value:
                report(path, f"missing required key '{key}'")
        return value

    def _int(self, source: Source, value: Any, path: PathKey, lo: int = 0) -> int | None:
        if not isinstance(value, int) or isinstance(value, bool):
            self._reporter(source)(path, f"expected an integer, got {value!r}")
            return None
        if value < lo:
            self._reporter(source)(path, f"must be at least {lo}")
            return None
        return value

    def _id(self, source: Source, value: Any, path: PathKey) -> str | None:
        if not isinstance(value, str) or not SLUG.match(value):
            self._reporter(source)(path, f"expected a lower-case-slug id, got {value!r}")
            return None
        return value

    def _text(self, source: Source, value: Any, path: PathKey) -> Text | None:
        return check_text(value, path, self._reporter(source), self.langs)

    def _provenance(self, source: Source, value: Any, path: PathKey) -> Provenance | None:
        data = self._keys(source, value, path, ("status",), ("reason", "source"))
        if data is None:
            return None
        status = data.get("status")
        if status not in ("verified", "inferred", "designed"):
            self._reporter(source)(
                (*path, "status"), f"expected verified, inferred or designed, got {status!r}"
            )
            return None
        reason = None
        if "reason" in data:
            reason = self._text(source, data["reason"], (*path, "reason"))
        elif status != "verified":
            self._reporter(source)(path, f"a {status} part needs a 'reason' (a text)")
        src = data.get("source")
        if src is not None and not isinstance(src, str):
            self._reporter(source)((*path, "source"), "expected a text (where it was read)")
            src = None
        return Provenance(status, reason, src)

    def _range(self, source: Source, value: Any, path: PathKey) -> Range | None:
        data = self._keys(source, value, path, ("min", "max"))
        if data is None or "min" not in data or "max" not in data:
            return None
        lo = self._int(source, data["min"], (*path, "min"), 1)
        hi = self._int(source, data["max"], (*path, "max"), 1)
        if lo is None or hi is None:
            return None
        if lo > hi:
            self._reporter(source)(path, f"min {lo} is greater than max {hi}")
            return None
        return Range(lo, hi)
