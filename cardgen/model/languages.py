"""The product's languages, from ``cardgen/languages.json``: the one place that says which
languages exist, what each is called in itself, which search stemmer, decimal separator and
colon it uses and its CLDR plural rules (docs/adding-a-language.md). Every layer above the
model takes them from here; the engine, which imports only the standard library, reads the
same file with :mod:`cardgen.engine.languages`.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import Any

from cardgen.engine.plurals import PluralRuleError, PluralRules
from cardgen.errors import UserError

LANGUAGES_FILE = Path(__file__).resolve().parents[1] / "languages.json"


@dataclass(frozen=True)
class Language:
    """One language of every product."""

    code: str
    """In file and folder names (``rules/<code>.md``, ``dist/site/<code>/``) and records."""
    name: str
    """Its name in itself: "Deutsch"."""
    theme: str
    """mkdocs-material's ``theme.language``."""
    search: str
    """The lunr stemmer of the site search (``plugins.search.lang``)."""
    decimal: str
    """The decimal separator of numbers in running text."""
    colon: str
    """What joins a label and its value, or a title and its part: ": ", French "\u00a0: "."""
    bytes: Mapping[str, str] = field(compare=False)
    """A file's size: ``{"kB": "{n} KB", "MB": "{n} MB"}`` (French "{n}\u00a0Ko")."""
    plural: Mapping[str, str] = field(compare=False)
    """CLDR's plural rules: category → condition (``{"one": "i = 1 and v = 0"}``)."""


FIELDS = ("code", "name", "theme", "search", "decimal", "colon", "bytes", "plural")
BYTE_UNITS = ("kB", "MB")
"""The units of ``bytes``: a file's size in kilobytes, in megabytes."""


def _entry(entry: Any, path: Path, number: int) -> Language:
    """One entry of the file, checked: every field there, the plural rules CLDR's syntax."""
    where = f"{path}: languages[{number}]"
    if not isinstance(entry, dict):
        raise UserError(f"{where}: expected an object with {', '.join(FIELDS)}")
    missing = [name for name in FIELDS if name not in entry]
    unknown = [name for name in entry if name not in FIELDS]
    if missing or unknown:
        said = [f"missing {', '.join(missing)}"] if missing else []
        said += [f"unknown {', '.join(unknown)}"] if unknown else []
        raise UserError(f"{where} ({entry.get('code', '?')}): {'; '.join(said)}")
    rules = entry["plural"]
    try:
        if not isinstance(rules, dict):
            raise PluralRuleError("expected an object of category: condition")
        PluralRules(rules)
    except PluralRuleError as error:
        raise UserError(f"{where}.plural ({entry['code']}): {error}") from None
    units = entry["bytes"]
    if not (
        isinstance(units, dict)
        and sorted(units) == sorted(BYTE_UNITS)
        and all(isinstance(text, str) and "{n}" in text for text in units.values())
    ):
        raise UserError(
            f'{where}.bytes ({entry["code"]}): expected {{"kB": …, "MB": …}},'
            " each a text with {n} where the number goes"
        )
    return Language(
        **{
            **entry,
            "bytes": MappingProxyType(dict(units)),
            "plural": MappingProxyType(dict(rules)),
        }
    )


@cache
def languages(path: Path = LANGUAGES_FILE) -> tuple[Language, ...]:
    """Every language in display order, the source language first."""
    entries = json.loads(path.read_text(encoding="utf-8"))["languages"]
    return tuple(_entry(entry, path, i) for i, entry in enumerate(entries))


def language(code: str) -> Language:
    """The language of ``code`` (KeyError if the product has no such language)."""
    for entry in languages():
        if entry.code == code:
            return entry
    raise KeyError(code)


def decimal(text: str, lang: str) -> str:
    """``text`` (a number written with a decimal point) with ``lang``'s decimal separator."""
    return text.replace(".", language(lang).decimal)


def file_size(size: int, lang: str) -> str:
    """A file's size of ``size`` bytes as ``lang`` writes it: "834 KB", "1.2 MB"; French
    "834\u00a0Ko", "1,2\u00a0Mo" (the units are each language's ``bytes``)."""
    units = language(lang).bytes
    if size < 1000 * 1000:
        return units["kB"].format(n=max(1, round(size / 1000)))
    return units["MB"].format(n=decimal(f"{size / 1000 / 1000:.1f}", lang))


def labelled(label: str, value: object, lang: str) -> str:
    """``label`` and ``value`` joined by ``lang``'s colon: "Players: 3–5", "Joueurs : 3–5"."""
    return f"{label}{language(lang).colon}{value}"


def spoken_list(codes: tuple[str, ...], joint: str = "or") -> str:
    """``en, de, nl or it``: codes for a help text or a message."""
    return ", ".join(codes[:-1]) + f" {joint} " + codes[-1] if len(codes) > 1 else "".join(codes)


LANGS: tuple[str, ...] = tuple(entry.code for entry in languages())
"""The languages of every product, in display order."""
SOURCE_LANG: str = LANGS[0]
"""The language every text is written in first, and the one a missing text falls back to."""
LANG_NAMES: Mapping[str, str] = MappingProxyType({e.code: e.name for e in languages()})
"""Each language's name in itself."""


def in_product_order(codes: Iterable[str]) -> tuple[str, ...]:
    """``codes`` (known languages) in the product's display order, each once: a game's
    languages, or a site's, are listed and built in this order whatever order a
    ``game.yaml`` gives them in."""
    wanted = set(codes)
    return tuple(code for code in LANGS if code in wanted)
