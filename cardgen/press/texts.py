"""The press's own words (calibration page, contents list, blank pages, fold line) in
en/de/nl/it, from ``strings.json``."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path


@cache
def strings() -> dict[str, dict[str, str]]:
    return json.loads((Path(__file__).parent / "strings.json").read_text("utf-8"))


def tr(key: str, lang: str) -> str:
    return strings()[key][lang]
