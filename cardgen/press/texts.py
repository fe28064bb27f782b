"""The press's own words (calibration page, contents list, blank pages, fold line) in
every language, from ``strings.json``."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from cardgen.model import form_key


@cache
def strings() -> dict[str, dict[str, str]]:
    return json.loads((Path(__file__).parent / "strings.json").read_text("utf-8"))


def tr(key: str, lang: str) -> str:
    return strings()[key][lang]


def tr_counted(key: str, n: int, lang: str) -> str:
    """The form of the counted text ``key`` (``<key>_one``, ``<key>_other``) that goes
    with ``n`` by ``lang``'s plural rules."""
    return tr(form_key(key, n, lang, strings()), lang)
