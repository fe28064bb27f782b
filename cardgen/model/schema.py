"""Field types declared by a game's ``schema`` section, and checking values against them.

A game declares the fields of its faces, catalog entries and helper record types in a
compact notation, e.g.::

    schema:
      types:
        territory: {terrain: ref terrains, icon: ref icons}
      catalogs:
        countries: {colour: colour, cards: int 1..20}
      faces:
        land: {country: ref countries, symbols: list[0..2] ref symbols,
               route: optional enum ship carriage}
        town: {territories: list[4] territory}

Types: ``str``, ``id`` (a lower-case slug), ``text`` (the game's languages or ``{neutral: …}``),
``bool``, ``colour`` (``#rrggbb``), ``image`` (a path to a PNG, JPEG or SVG file relative to the
game's folder, :mod:`cardgen.model.images`), ``int``/``number`` with an optional ``lo..hi`` range,
``ref CATALOG`` (or ``ref scoring``), ``enum A B …``, ``list`` / ``list[N]`` /
``list[N..M]`` of a type, ``map KEY to VALUE`` (KEY a ref or enum), or the name of a type
from ``types`` (a mapping with exactly those fields). ``optional`` in front lets the field be
left out (a missing optional list is empty).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any, Protocol

from cardgen.model.images import image_problem
from cardgen.model.languages import spoken_list
from cardgen.model.types import LANGS, Text

SLUG = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
COLOUR = re.compile(r"^#[0-9a-fA-F]{6}$")
SIMPLE = {"str", "id", "text", "bool", "colour", "image", "int", "number"}
TYPE_FORMS = (
    "bool, colour, id, image, int, int LO..HI, number, number LO..HI, str, text, "
    "ref CATALOG, enum A B …, list TYPE, list[N] TYPE, list[N..M] TYPE, map KEY to VALUE"
)
"""Every type notation, for the message that refuses an unknown one."""


@dataclass(frozen=True)
class FieldType:
    kind: str
    optional: bool = False
    lo: float | None = None
    hi: float | None = None
    target: str | None = None
    values: tuple[str, ...] = ()
    item: FieldType | None = None
    key: FieldType | None = None

    def describe(self) -> str:
        if self.kind == "ref":
            return f"an id from {self.target}"
        if self.kind == "enum":
            return "one of " + ", ".join(self.values)
        if self.kind == "list":
            return "a list"
        if self.kind in ("map", "object"):
            return "a mapping"
        if self.kind in ("int", "number"):
            what = "an integer" if self.kind == "int" else "a number"
            if self.lo is not None and self.hi is not None:
                return f"{what} {_num(self.lo)}..{_num(self.hi)}"
            return what
        return {
            "str": "text",
            "id": "an id (lower-case-slug)",
            "text": "a text",
            "image": "a path to an image",
        }.get(self.kind, f"a {self.kind}")


def _range(token: str) -> tuple[float, float]:
    lo, _, hi = token.partition("..")
    return float(lo), float(hi)


def parse_type(spec: str, object_types: set[str], catalogs: set[str]) -> FieldType:
    """Parse one type notation; raises ``ValueError`` with a readable message."""
    if not isinstance(spec, str) or not spec.strip():
        raise ValueError("a field type must be a non-empty text such as 'int' or 'ref countries'")
    tokens = spec.split()
    optional = tokens[0] == "optional"
    if optional:
        tokens = tokens[1:]
    ftype = _parse(tokens, object_types, catalogs)
    return FieldType(**{**ftype.__dict__, "optional": optional})


def _parse(tokens: list[str], object_types: set[str], catalogs: set[str]) -> FieldType:
    if not tokens:
        raise ValueError("incomplete type")
    head, rest = tokens[0], tokens[1:]
    if head in ("int", "number"):
        if len(rest) > 1:
            raise ValueError(f"'{head}' takes at most a range like 1..9")
        if rest:
            try:
                lo, hi = _range(rest[0])
            except ValueError:
                raise ValueError(f"bad range '{rest[0]}' (write lo..hi)") from None
            return FieldType(head, lo=lo, hi=hi)
        return FieldType(head)
    if head in SIMPLE:
        if rest:
            raise ValueError(f"'{head}' takes no arguments")
        return FieldType(head)
    if head == "ref":
        if len(rest) != 1:
            raise ValueError("write 'ref CATALOG'")
        if rest[0] != "scoring" and rest[0] not in catalogs:
            raise ValueError(
                f"unknown catalog '{rest[0]}' (declared: {', '.join(sorted(catalogs))})"
            )
        return FieldType("ref", target=rest[0])
    if head == "enum":
        if not rest:
            raise ValueError("an enum needs values")
        return FieldType("enum", values=tuple(rest))
    match = re.fullmatch(r"list(?:\[(\d+)(?:\.\.(\d+))?\])?", head)
    if match:
        lo = hi = None
        if match.group(1):
            lo = float(match.group(1))
            hi = float(match.group(2)) if match.group(2) else lo
        return FieldType("list", lo=lo, hi=hi, item=_parse(rest, object_types, catalogs))
    if head == "map":
        if "to" not in rest:
            raise ValueError("write 'map KEY to VALUE'")
        cut = rest.index("to")
        key = _parse(rest[:cut], object_types, catalogs)
        if key.kind not in ("ref", "enum"):
            raise ValueError("map keys must be a ref or an enum")
        return FieldType("map", key=key, item=_parse(rest[cut + 1 :], object_types, catalogs))
    if head in object_types:
        if rest:
            raise ValueError(f"'{head}' takes no arguments")
        return FieldType("object", target=head)
    declared = f"; declared types: {', '.join(sorted(object_types))}" if object_types else ""
    raise ValueError(f"unknown type '{head}' (types: {TYPE_FORMS}{declared})")


class Report(Protocol):
    """Records one problem at ``path``; ``key=True`` points at the key rather than its value."""

    def __call__(self, path: tuple[str | int, ...], message: str, *, key: bool = False) -> None: ...


@dataclass
class Checker:
    """Checks values against field types; reports problems through ``report``."""

    object_types: Mapping[str, Mapping[str, FieldType]]
    ids: Mapping[str, set[str]]
    """Known ids per ref target (catalog names and ``scoring``)."""
    report: Report
    folder: Path | None = None
    """The game's folder, which ``image`` paths are relative to (None: not checked)."""
    langs: tuple[str, ...] = LANGS
    """The game's languages, which its ``text`` fields are written in."""

    def fields(
        self,
        value: Any,
        path: tuple[str | int, ...],
        declared: Mapping[str, FieldType],
        *,
        ignore: frozenset[str] = frozenset(),
    ) -> Mapping[str, Any] | None:
        """Check a mapping with exactly the declared fields (``ignore``d keys are skipped)."""
        if not isinstance(value, dict):
            self.report(path, "expected a mapping of fields")
            return None
        out: dict[str, Any] = {}
        for key in value:
            if key not in declared and key not in ignore:
                known = ", ".join(sorted(declared)) or "none"
                self.report(
                    (*path, key), f"unknown field '{key}' (declared fields: {known})", key=True
                )
        for name, ftype in declared.items():
            if name not in value:
                if ftype.optional:
                    out[name] = () if ftype.kind == "list" else None
                else:
                    self.report(path, f"missing field '{name}' ({ftype.describe()})")
                continue
            out[name] = self.value(value[name], (*path, name), ftype)
        return MappingProxyType(out)

    def value(self, value: Any, path: tuple[str | int, ...], ftype: FieldType) -> Any:
        kind = ftype.kind
        if kind == "any":  # a field whose declaration was already reported as broken
            return value
        if value is None and ftype.optional:
            return () if kind == "list" else None
        if kind == "text":
            return check_text(value, path, self.report, self.langs)
        if kind in ("str", "id"):
            if not isinstance(value, str) or not value.strip():
                self.report(path, f"expected {ftype.describe()}, got {_show(value)}")
                return None
            if kind == "id" and not SLUG.match(value):
                self.report(path, f"'{value}' is not a lower-case-slug id")
            return value
        if kind == "image":
            if self.folder is None:
                return value
            message, ref = image_problem(value, self.folder, self.folder)
            if message:
                self.report(path, message)
            return ref
        if kind == "bool":
            if not isinstance(value, bool):
                self.report(path, f"expected true or false, got {_show(value)}")
            return value
        if kind == "colour":
            if not isinstance(value, str) or not COLOUR.match(value):
                self.report(path, f"expected a colour like '#1f77b4', got {_show(value)}")
            return value
        if kind in ("int", "number"):
            ok = isinstance(value, int) and not isinstance(value, bool)
            if kind == "number":
                ok = ok or isinstance(value, float)
            if not ok:
                self.report(
                    path,
                    f"expected {'an integer' if kind == 'int' else 'a number'}, got {_show(value)}",
                )
                return None
            if ftype.lo is not None and not (ftype.lo <= value <= ftype.hi):
                self.report(path, f"{value} is outside {_num(ftype.lo)}..{_num(ftype.hi)}")
            return value
        if kind == "ref":
            known = self.ids.get(ftype.target or "", set())
            if not isinstance(value, str) or value not in known:
                hint = ", ".join(sorted(known)[:12]) + (" …" if len(known) > 12 else "")
                self.report(path, f"unknown {ftype.target} id {_show(value)} (known: {hint})")
            return value
        if kind == "enum":
            if value not in ftype.values:
                self.report(path, f"expected one of {', '.join(ftype.values)}, got {_show(value)}")
            return value
        if kind == "list":
            if not isinstance(value, list):
                self.report(path, f"expected a list, got {_show(value)}")
                return ()
            if ftype.lo is not None and not (ftype.lo <= len(value) <= ftype.hi):
                want = (
                    _num(ftype.lo)
                    if ftype.lo == ftype.hi
                    else f"{_num(ftype.lo)}..{_num(ftype.hi)}"
                )
                self.report(path, f"expected {want} entries, got {len(value)}")
            assert ftype.item is not None
            return tuple(self.value(v, (*path, i), ftype.item) for i, v in enumerate(value))
        if kind == "map":
            if not isinstance(value, dict):
                self.report(path, f"expected a mapping, got {_show(value)}")
                return MappingProxyType({})
            assert ftype.key is not None and ftype.item is not None
            out = {}
            for key, item in value.items():
                self.value(key, (*path, key), ftype.key)
                out[key] = self.value(item, (*path, key), ftype.item)
            return MappingProxyType(out)
        if kind == "object":
            return self.fields(value, path, self.object_types[ftype.target or ""])
        raise AssertionError(kind)


def check_text(
    value: Any, path: tuple[str | int, ...], report: Report, langs: tuple[str, ...] = LANGS
) -> Text | None:
    """A text: one non-empty translation in each of ``langs`` (the game's languages), or
    ``{neutral: …}``. A translation in a language cardgen knows but the game does not
    declare is an error, not a warning: nothing would ever show it (no page, no print file
    is built in that language), so it is either a language the designer forgot to add to
    ``languages:`` or a text left behind, and the loader reports problems, not hints.
    Empty ``langs`` (the game's list was unusable, and said so): the languages given."""
    if not langs and isinstance(value, dict) and "neutral" not in value:
        langs = tuple(lang for lang in LANGS if lang in value) or LANGS
    needed = spoken_list(langs, "and")
    if isinstance(value, str):
        report(
            path,
            f"a text needs {needed} (or 'neutral:' for a name that is the same in every language)",
        )
        return None
    if not isinstance(value, dict):
        report(path, f"expected a text with {', '.join(langs)}, got {_show(value)}")
        return None
    if "neutral" in value:
        if set(value) != {"neutral"}:
            report(path, "a neutral text has only the key 'neutral'")
        if not isinstance(value.get("neutral"), str) or not value["neutral"].strip():
            report((*path, "neutral"), "the neutral text is empty")
            return None
        return Text(MappingProxyType({"neutral": value["neutral"]}), neutral=True)
    good = True
    for key in value:
        if key in LANGS and key not in langs:
            report((*path, key), undeclared_language(key, langs), key=True)
            good = False
        elif key not in LANGS:
            report(
                (*path, key), f"unknown language '{key}' (languages: {', '.join(langs)})", key=True
            )
            good = False
    for lang in langs:
        if lang not in value:
            report(path, f"missing translation: {lang}")
            good = False
        elif not isinstance(value[lang], str) or not value[lang].strip():
            report((*path, lang), "the translation is empty")
            good = False
    if not good:
        return None
    return Text(MappingProxyType({lang: value[lang] for lang in langs}))


def undeclared_language(lang: str, langs: tuple[str, ...], what: str = "text") -> str:
    """The message for a ``what`` (a text, a rules page) in ``lang``, a language cardgen
    knows that the game does not have."""
    return (
        f"'{lang}' is not one of the game's languages ({', '.join(langs)}): add it to"
        f" languages: in game.yaml, or remove this {what}"
    )


def _num(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else str(value)


def _show(value: Any) -> str:
    if isinstance(value, str):
        return repr(value if len(value) <= 40 else value[:37] + "...")
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "nothing"
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    return repr(value)
