"""The press's own words (calibration page, contents list, blank pages, fold line) in
every language, from the catalog ``press`` (``cardgen/locale/press.pot`` and its ``.po``;
a missing translation reads in the source language)."""

from __future__ import annotations

from functools import cache

from cardgen.catalogs import own_domain, table
from cardgen.model import form_key


@cache  # (read once per process, as the data file was)
def strings() -> dict[str, dict[str, str]]:
    """``{key: {lang: text}}``; a counted text is one key per form (``<key>_one``,
    ``<key>_other``)."""
    return table(own_domain("press"))  # type: ignore[return-value]


def tr(key: str, lang: str) -> str:
    return strings()[key][lang]


def tr_counted(key: str, n: int, lang: str) -> str:
    """The form of the counted text ``key`` (``<key>_one``, ``<key>_other``) that goes
    with ``n`` by ``lang``'s plural rules."""
    return tr(form_key(key, n, lang, strings()), lang)
