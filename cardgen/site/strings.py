"""The UI strings of the rules site (the catalog ``site``: ``cardgen/locale/site.pot`` and
its ``.po``), in every language."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardgen.catalogs import PACKAGE_LOCALE, Domain, table
from cardgen.errors import UserError
from cardgen.model import LANGS
from cardgen.resources import DATA

ROOT = DATA
"""What cardgen ships (``cardgen.resources``): ``mkdocs.yml``, ``frontend/``, ``templates/``."""
STRINGS = Domain("site", PACKAGE_LOCALE, "cardgen")
"""The site's strings: ``msgctxt`` the key, ``msgid`` the English text; a list of texts
(``printing_steps``) one entry per item, ``<key>.0``, ``<key>.1`` …"""


def load_strings(domain: Domain = STRINGS) -> Mapping[str, Any]:
    """Every string, ``{key: {lang: text}}`` in every language (a missing translation in
    the source language: ``cardgen i18n status`` lists it, the site build refuses it)."""
    try:
        return table(domain, LANGS)
    except UserError as error:  # the file named by cardgen.catalogs
        raise UserError(f"cannot read the site strings: {error}") from error


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
            raise KeyError(f"site string {key!r} ({self.lang}) is not in site.pot") from None
        return text.format(**values) if values and isinstance(text, str) else text
