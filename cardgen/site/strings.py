"""The UI strings of the rules site (``frontend/strings.yaml``), in every language."""

from __future__ import annotations

import functools
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import yaml

from cardgen.errors import UserError
from cardgen.model import LANGS
from cardgen.resources import DATA, FRONTEND

ROOT = DATA
"""What cardgen ships (``cardgen.resources``): ``mkdocs.yml``, ``frontend/``, ``templates/``."""
STRINGS_FILE = FRONTEND / "strings.yaml"


@functools.cache
def load_strings(path: Path = STRINGS_FILE) -> Mapping[str, Any]:
    """Every string, checked: each translated key has every language."""
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as error:
        raise UserError(f"{path}: cannot read the site strings: {error}") from error
    for key, value in data.items():
        missing = [lang for lang in LANGS if not isinstance(value, dict) or lang not in value]
        if missing:
            raise UserError(f"{path}: {key}: missing language(s) {', '.join(missing)}")
    return data


COUNTED = 5
"""How many games the site's description and the home page's title name ("five board and
card games": ``site_description``, ``home_title``). A site of another number of games
gets the same words without a number (``site_description_any``, ``home_title_any``)."""


def counted(games: int) -> bool:
    """Whether a site of ``games`` games is described by their number (see ``COUNTED``)."""
    return games == COUNTED


class Strings:
    """The strings of one language: ``s("rules")``, ``s("copies", n=3)``."""

    def __init__(self, lang: str, data: Mapping[str, Any] | None = None) -> None:
        self.lang = lang
        self._data = data if data is not None else load_strings()

    def __call__(self, key: str, **values: Any) -> Any:
        try:
            text = self._data[key][self.lang]
        except KeyError:
            raise KeyError(f"site string {key!r} ({self.lang}) is not in strings.yaml") from None
        return text.format(**values) if values and isinstance(text, str) else text
