"""The languages the engine explains its scores in, read from ``cardgen/languages.json``
(the one list of the product's languages: docs/adding-a-language.md). STANDARD LIBRARY
ONLY: in the browser this module is imported from the engine bundle, a zip on ``sys.path``,
so the file is read through the module's loader, not from disk.

The model reads the same file with its own reader (:mod:`cardgen.model.languages`): the
engine imports nothing of cardgen's other layers.
"""

from __future__ import annotations

import json
import os
from typing import Any

FILE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "languages.json")
"""``cardgen/languages.json``, next to the package's ``__init__``."""


def _read(path: str) -> bytes:
    loader = globals().get("__loader__")
    if loader is not None and hasattr(loader, "get_data"):
        return loader.get_data(path)  # a zip on sys.path (the browser) or the file itself
    with open(path, "rb") as handle:
        return handle.read()


def read_languages(path: str = FILE) -> list[dict[str, Any]]:
    """The entries of ``languages.json``, in display order (the source language first)."""
    return list(json.loads(_read(path).decode("utf-8"))["languages"])


LANGS: tuple[str, ...] = tuple(entry["code"] for entry in read_languages())
"""Every language's code, in display order."""
SOURCE_LANG: str = LANGS[0]
"""The language every text is written in first, and the one a missing text falls back to."""
