"""The texts of every engine table, held to ``cardgen/languages.json``: every text in every
language, and the counted ones (``<key>_one``, ``<key>_other`` …) to each language's plural
rules: a form per category the engine may pick, and a number written as ``{n}`` (or whatever
value its "other" form writes) wherever the language's "one" is more than the number 1
(French "0 point", and −1 everywhere: CLDR counts a number's absolute value)."""

from __future__ import annotations

import importlib
import pkgutil
import re
from collections.abc import Iterator, Mapping

import pytest

import cardgen.engine
from cardgen.engine.common import SHARED, Phrases, missing_texts
from cardgen.engine.languages import LANGS
from cardgen.engine.plurals import CATEGORIES, PluralRules, rules_for

Table = Mapping[str, Mapping[str, str]]


def tables() -> Iterator[tuple[str, Table]]:
    """``(module.NAME, table)`` of every table of texts in the engine's modules."""
    seen: set[int] = set()
    for info in pkgutil.walk_packages(cardgen.engine.__path__, "cardgen.engine."):
        module = importlib.import_module(info.name)
        for name, value in vars(module).items():
            table = value.table if isinstance(value, Phrases) else value
            if not isinstance(table, Mapping) or id(table) in seen or not table:
                continue
            if all(isinstance(k, str) and isinstance(v, Mapping) for k, v in table.items()):
                seen.add(id(table))
                yield f"{info.name}.{name}", table


def counted_keys(table: Table) -> set[str]:
    """The keys of the table's counted texts (``ships`` of ``ships_one``/``ships_other``)."""
    return {
        key.rsplit("_", 1)[0]
        for key in table
        if key.rsplit("_", 1)[-1] in CATEGORIES and key.rsplit("_", 1)[-1] != "other"
    }


TABLES = dict(tables())


def test_the_tables_are_found():
    assert len(TABLES) > 10 and any(table is SHARED for table in TABLES.values())
    assert sum(len(counted_keys(table)) for table in TABLES.values()) > 30


@pytest.mark.parametrize("where", sorted(TABLES))
def test_every_counted_text_has_its_other_form(where):
    """``other`` is the form every language has: the one a category without its own form
    reads as."""
    table = TABLES[where]
    for key in counted_keys(table):
        assert f"{key}_other" in table, (where, key)


def many_ones(rules: PluralRules) -> bool:
    """Whether ``rules`` put a whole number other than 1 in "one" (0 in French)."""
    return any(rules(n) == "one" for n in (0, *range(2, 1001)))


def placeholders(text: str) -> set[str]:
    """The names a text fills in (``{n}``, ``{count}``, ``{names}`` …)."""
    return set(re.findall(r"\{(\w+)", text))


def unwritten(table: Table, lang: str, rules: PluralRules) -> list[str]:
    """The counted texts whose "one" form in ``lang`` leaves out a value its "other" form
    writes (the number: ``{n}``, or ``{count}``) where ``rules`` say "one" for more than the
    number 1. A text that shows no number in any form ("{names} reached the goal", counted
    by how many names) needs none in its "one" form either."""
    if not many_ones(rules):
        return []
    out = []
    for key in sorted(counted_keys(table)):
        one = table[f"{key}_one"].get(lang)
        other = table[f"{key}_other"].get(lang) or table[f"{key}_other"][LANGS[0]]
        if one is not None and not placeholders(other) <= placeholders(one):
            out.append(key)
    return out


@pytest.mark.parametrize("where", sorted(TABLES))
def test_a_one_form_writes_its_number_where_one_is_more_than_1(where):
    for lang in LANGS:
        assert unwritten(TABLES[where], lang, rules_for(lang)) == [], (where, lang)


def test_the_check_bites_under_rules_where_zero_is_one():
    """Under French-like rules today's "1 ship" forms would say "1 ship" for 0 ships: the
    check above lists them (a language with such rules needs "{n}" in those forms), and
    "only 1 card like it" for {count} = 0 too; a text that shows no number ("{names}
    reached the goal", counted by its names) is not listed."""
    zero_is_one = PluralRules({"one": "i = 0,1"})
    found = [key for table in TABLES.values() for key in unwritten(table, LANGS[0], zero_is_one)]
    assert "boats" in found and "points" not in found
    assert "copies" in found and "goal_reached" not in found


def test_points_are_written_with_their_number():
    """A score may be negative, and −1 is "one" (CLDR counts the absolute value): "−1 point",
    never a "1 point" written out for it."""
    for where, table in TABLES.items():
        if "points_one" in table:
            assert all("{n}" in text for text in table["points_one"].values()), where


@pytest.mark.parametrize("where", sorted(TABLES))
def test_every_text_is_in_every_language(where):
    """The engine loads with a text missing in a language (read in the source language,
    so that a language can be added before its translations), but cardgen ships none: every
    text of every table is in every language of ``cardgen/languages.json``."""
    assert missing_texts(TABLES[where]) == []
