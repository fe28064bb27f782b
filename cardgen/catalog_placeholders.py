"""The ``{names}`` of a game's translations held to one another (issue 32): a translation
that names a value no other text of its entry names ("{hve}" for "{have}"), or leaves out
one that every other text of it shows, is a problem of the ``.po`` at its line, said by
``cardgen validate`` (and refused by every command that loads the game) before a record is
scored, where the engine would stop on the unknown name or print a text without its number.

The rule is the one the built-in games' fault messages are held to
(``tests/engine/test_fault_messages.py``): a language may leave a value out, or name one
English does not ("{n}." for "first"), as long as another language's text of the entry
does too; what no other text of the entry does is taken for a typo. A counted text's forms
are each held to the language's others where the language's "one" is more than the
number 1 (French "0 série": its "one" form must show the number too).
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from string import Formatter


@dataclass(frozen=True)
class Entry:
    """One entry of a ``.po`` as this check reads it: its key (``msgctxt``), its line, the
    English forms (``msgid``, and ``msgid_plural`` for a counted text) and the
    translation's forms (``msgstr`` or ``msgstr[n]``; empty where it has none)."""

    key: str
    line: int
    english: tuple[str, ...]
    forms: tuple[str, ...]

    @property
    def identity(self) -> tuple[str, str]:
        """What tells the entry from the others: its key and English text (a key may be a
        text and a counted text: ``boats``)."""
        return self.key, self.english[0] if self.english else ""


def names(text: str) -> set[str]:
    """The values a format text fills in: ``{have}``, ``{goal.name}`` → ``have``, ``goal``;
    a positional ``{}`` or ``{0}`` as written (the engine gives names only). A text that is
    no format text names none (:func:`cardgen.content_locales` says so)."""
    try:
        fields = [field for _, field, _, _ in Formatter().parse(text) if field is not None]
    except ValueError:
        return set()
    return {field.partition(".")[0].partition("[")[0] for field in fields}


def shown(found: Iterable[str]) -> str:
    """``{a}, {b}`` in a stable order; "none" for no names."""
    return ", ".join(f"{{{name}}}" for name in sorted(found)) or "none"


def placeholder_problems(
    catalogs: Mapping[str, Sequence[Entry]],
    one_is_only_1: Mapping[str, bool],
    built_in: Mapping[str, Sequence[Entry]] | None = None,
) -> list[tuple[str, int, str, str]]:
    """``(language, line, key, message)`` for each translation of ``catalogs`` (language →
    its ``.po``'s entries) whose names disagree with its entry's other texts: the English
    one and the other languages' translations. ``one_is_only_1``: whether the language's
    CLDR "one" holds no whole number but 1 (its "one" form may then say "a set", without
    the number). ``built_in``: for a copy of a built-in game, the built-in's catalogs of
    the domain (language → entries): a translation naming what the built-in's does is
    what the built-in engine fills in (Italian ``{at_site}``: "al sito", "alla cava")."""
    as_built = {
        (lang, entry.identity): _names(entry)
        for lang, entries in (built_in or {}).items()
        for entry in entries
        if entry.forms and all(entry.forms)
    }
    by_entry: dict[tuple[str, str], dict[str, set[str]]] = {}
    for lang, entries in catalogs.items():
        for entry in entries:
            if entry.forms and all(entry.forms):
                by_entry.setdefault(entry.identity, {})[lang] = _names(entry)
    problems = []
    for lang, entries in catalogs.items():
        for entry in entries:
            if not entry.forms or not all(entry.forms):
                continue  # not translated: read in English, listed by i18n status
            english = set().union(*(names(text) for text in entry.english))
            translations = by_entry[entry.identity]
            others = [found for other, found in translations.items() if other != lang]
            own = translations[lang]
            if as_built.get((lang, entry.identity)) == own:
                continue
            for message in _disagreements(own, english, others):
                problems.append((lang, entry.line, entry.key, message))
            if not one_is_only_1.get(lang, True):
                problems += [
                    (lang, entry.line, entry.key, message)
                    for message in _forms_without(entry.forms, own)
                ]
    return problems


def _names(entry: Entry) -> set[str]:
    """The names of every form of a translation."""
    return set().union(*(names(form) for form in entry.forms))


def _disagreements(own: set[str], english: set[str], others: list[set[str]]) -> list[str]:
    """What a translation naming ``own`` says wrong beside the English text's names and the
    other translations'."""
    out = []
    anywhere = english.union(*others)
    lacking = {name for name in english - own if all(name in found for found in others)}
    for name in sorted(own - anywhere):
        close = difflib.get_close_matches(name, sorted(lacking or anywhere), n=1)
        hint = f"; did you mean {{{close[0]}}}?" if close else ""
        lacking -= set(close)  # (said once: "{hve}" for "{have}")
        out.append(
            f"the translation names {{{name}}}, which no other text of this entry names"
            f" (the English one names {shown(english)}): no value of that name is filled in"
            f"{hint}"
        )
    for name in sorted(lacking):
        out.append(
            f"the translation leaves out {{{name}}}, which the English text and every other"
            " translation show: write it where the value goes"
        )
    return out


def _forms_without(forms: tuple[str, ...], own: set[str]) -> list[str]:
    """The forms of a counted text that leave out a name its other forms show, in a
    language whose "one" form is read for more than the number 1 (French 0 and 1)."""
    if len(forms) < 2:
        return []
    out = []
    for index, form in enumerate(forms):
        lacking = own - names(form)
        if lacking:
            out.append(
                f"the form msgstr[{index}] leaves out {shown(lacking)}, which its other forms"
                ' show: this language reads a form for more than one number (French "one":'
                " 0 and 1), so each form writes every value"
            )
    return out
