"""Plural categories by CLDR's plural rules (Unicode TR35, part 3, "Language Plural Rules"):
which form of a text goes with a number ("1 point", "2 points"; French "0 point"). Each
language's rules are data, its ``plural`` in ``cardgen/languages.json`` (category →
condition in CLDR's syntax, without CLDR's samples); ``other`` is every number no condition
takes. The browser's checker picks its forms with ``Intl.PluralRules``, from the same CLDR
rules (``tests/engine/test_plurals.py`` holds the two and Babel's CLDR data together).

A text with forms for a count has a key per category, ``<key>_one``, ``<key>_other`` (and
``_few``, ``_many`` … where a language has them): :func:`form_key` picks one.

STANDARD LIBRARY ONLY (the engine runs in Pyodide), and no ``decimal``: numbers are read
as their digits, so that 1.50 and 1.5 differ as CLDR wants (v = 2, v = 1).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Container, Mapping
from functools import cache
from typing import Any

from cardgen.engine.languages import SOURCE_LANG, read_languages

CATEGORIES = ("zero", "one", "two", "few", "many", "other")
"""CLDR's plural categories, in CLDR's order (the order conditions are tried in)."""

_TOKEN = re.compile(r"\s*(?:(\d+)|(\.\.|!=|=|%|,)|([a-z]+))")
_NUMBER = re.compile(r"^-?(\d+)(?:\.(\d+))?$")
_OPERANDS = frozenset("nivwftce")


class PluralRuleError(ValueError):
    """A plural rule that is not CLDR's syntax, or a category CLDR does not have."""


class _Value:
    """A number as the rules see it: a whole part and whether a fraction other than zero
    follows it (only ``n`` has one: ``n`` is 1.5 for "1.5", ``i`` is 1)."""

    __slots__ = ("whole", "fraction")

    def __init__(self, whole: int, fraction: bool = False) -> None:
        self.whole = whole
        self.fraction = fraction


def operands(number: Any) -> dict[str, _Value]:
    """CLDR's operands of ``number`` (an int, a float, or a decimal number's text such as
    ``"1.50"``): ``n`` its absolute value, ``i`` its whole digits, ``v``/``w`` how many
    fraction digits it shows with/without trailing zeros, ``f``/``t`` those digits as a
    whole number, ``c``/``e`` its compact exponent (always 0: cardgen writes no "1.2M")."""
    if isinstance(number, bool):
        raise TypeError("a plural category needs a number, not a truth value")
    if isinstance(number, float):
        text = repr(number)  # "2.0": v = 1, as CLDR reads "2.0"
        if "e" in text:  # 1e+16, 1e-05
            text = format(number, ".17f").rstrip("0").rstrip(".")
    else:
        text = str(number)
    match = _NUMBER.match(text.strip())
    if not match:
        raise ValueError(f"not a number: {number!r}")
    whole, digits = int(match.group(1)), match.group(2) or ""
    trimmed = digits.rstrip("0")
    return {
        "n": _Value(whole, bool(trimmed)),
        "i": _Value(whole),
        "v": _Value(len(digits)),
        "w": _Value(len(trimmed)),
        "f": _Value(int(digits or "0")),
        "t": _Value(int(trimmed or "0")),
        "c": _Value(0),
        "e": _Value(0),
    }


Test = Callable[[Mapping[str, _Value]], bool]


class _Parser:
    """CLDR's grammar (TR35 part 3, "Plural rules syntax"), samples left out::

    condition  = and ('or' and)*
    and        = relation ('and' relation)*
    relation   = expr ('is' 'not'? | 'not'? 'in' | 'not'? 'within' | '=' | '!=') ranges
    expr       = operand (('mod' | '%') value)?
    ranges     = (value ('..' value)?) (',' value ('..' value)?)*
    """

    def __init__(self, text: str) -> None:
        self.text = text
        self.tokens: list[str] = []
        pos = 0
        while pos < len(text.rstrip()):
            match = _TOKEN.match(text, pos)
            if not match or match.end() == pos:
                raise PluralRuleError(f"unexpected {text[pos:].strip()[:12]!r} in {text!r}")
            self.tokens.append(next(g for g in match.groups() if g is not None))
            pos = match.end()
        self.at = 0

    def peek(self) -> str | None:
        return self.tokens[self.at] if self.at < len(self.tokens) else None

    def take(self, *wanted: str) -> str:
        token = self.peek()
        if token is None or (wanted and token not in wanted):
            got = "the end" if token is None else repr(token)
            want = " or ".join(repr(w) for w in wanted) if wanted else "more"
            raise PluralRuleError(f"expected {want}, got {got} in {self.text!r}")
        self.at += 1
        return token

    def number(self) -> int:
        token = self.peek()
        if token is None or not token.isdigit():
            got = "the end" if token is None else repr(token)
            raise PluralRuleError(f"expected a number, got {got} in {self.text!r}")
        self.at += 1
        return int(token)

    def condition(self) -> Test:
        if self.peek() is None:
            return lambda values: True  # "other": every number
        ors = [self.conjunction()]
        while self.peek() == "or":
            self.take()
            ors.append(self.conjunction())
        if self.peek() is not None:
            raise PluralRuleError(f"unexpected {self.peek()!r} in {self.text!r}")
        return lambda values: any(test(values) for test in ors)

    def conjunction(self) -> Test:
        ands = [self.relation()]
        while self.peek() == "and":
            self.take()
            ands.append(self.relation())
        return lambda values: all(test(values) for test in ands)

    def relation(self) -> Test:
        operand = self.take()
        if operand not in _OPERANDS:
            raise PluralRuleError(f"unknown operand {operand!r} in {self.text!r}")
        modulo = None
        if self.peek() in ("mod", "%"):
            self.take()
            modulo = self.number()
        negated, within = False, False
        word = self.take("is", "in", "within", "not", "=", "!=")
        if word == "is" and self.peek() == "not":
            self.take()
            negated = True
        elif word == "not":
            negated, within = True, self.take("in", "within") == "within"
        else:
            negated, within = word == "!=", word == "within"
        ranges = self.ranges(single=word == "is")

        def test(values: Mapping[str, _Value]) -> bool:
            value = values[operand]
            whole = value.whole % modulo if modulo else value.whole
            if within:  # any number between the bounds, fractions too
                found = any(
                    lo <= whole and (whole < hi or (whole == hi and not value.fraction))
                    for lo, hi in ranges
                )
            else:  # whole numbers only
                found = not value.fraction and any(lo <= whole <= hi for lo, hi in ranges)
            return found != negated

        return test

    def ranges(self, single: bool) -> list[tuple[int, int]]:
        out = []
        while True:
            lo = self.number()
            hi = lo
            if not single and self.peek() == "..":
                self.take()
                hi = self.number()
            out.append((lo, hi))
            if single or self.peek() != ",":
                return out
            self.take()


class PluralRules:
    """One language's rules: ``rules(2) == "other"``. ``rules`` maps categories to CLDR
    conditions (``{"one": "i = 1 and v = 0"}``); ``other`` needs none."""

    def __init__(self, rules: Mapping[str, str]) -> None:
        unknown = [c for c in rules if c not in CATEGORIES]
        if unknown:
            raise PluralRuleError(
                f"unknown plural category {unknown[0]!r} (CLDR's are {', '.join(CATEGORIES)})"
            )
        if rules.get("other", "").strip():
            raise PluralRuleError("the category 'other' takes no condition: it is the rest")
        self.tests = [
            (category, _Parser(str(rules[category])).condition())
            for category in CATEGORIES
            if category in rules and category != "other"
        ]
        self.categories: tuple[str, ...] = (*(c for c, _ in self.tests), "other")
        """The language's categories, in CLDR's order."""

    def __call__(self, number: Any) -> str:
        values = operands(number)
        return next((category for category, test in self.tests if test(values)), "other")


@cache
def rules_for(lang: str) -> PluralRules:
    """The plural rules of ``lang`` (those of the source language for a language cardgen
    does not have)."""
    entries = {entry["code"]: entry for entry in read_languages()}
    entry = entries.get(lang) or entries[SOURCE_LANG]
    return PluralRules(entry.get("plural") or {})


def plural_category(number: Any, lang: str) -> str:
    """The CLDR plural category of ``number`` in ``lang``: ``"one"``, ``"other"`` …"""
    return rules_for(lang)(number)


def form_key(key: str, number: Any, lang: str, keys: Container[str]) -> str:
    """The key of the form of a counted text ``key`` that goes with ``number`` in ``lang``:
    ``<key>_<category>`` where ``keys`` holds it, else ``<key>_other`` (a text needs no
    form of a category that reads as its ``other``: Italian "many", for a million)."""
    wanted = f"{key}_{plural_category(number, lang)}"
    return wanted if wanted in keys else f"{key}_other"
