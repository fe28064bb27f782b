"""The set of languages is data (``cardgen/languages.json``), not code: no module of
``cardgen/`` or ``frontend/`` (Python and JavaScript) names a language code, neither a list of
them (a tuple, list or set of two or more codes, a message such as "en, de, nl or it") nor
one code (a default ``lang="en"``, a branch ``if lang == "de"``: the source language is
``SOURCE_LANG``, a difference between languages is a text), and only the modules in
``PER_LANGUAGE_TEXTS`` still hold texts keyed by language code.

The texts in those modules move to gettext catalogs step by step (issue 32, "One catalog
system for every product"; the scoring engine's already have: ``cardgen/locale/``,
``content/<game>/locale/``); the list of exceptions can only shrink: a module that no longer
keys texts by language must leave it (the test fails until it does), and a new one cannot
join silently.

Pure Python (``ast`` over the Python sources, a regular expression over the JavaScript):
nothing is imported or run, so it takes well under a second.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from cardgen.model import LANGS

ROOT = Path(__file__).resolve().parents[1]
CODES = frozenset(LANGS)

PER_LANGUAGE_TEXTS: frozenset[str] = frozenset()
"""Modules that still key texts by language code (a dict literal with two or more codes as
keys): the strings of step 1 of issue 32 not yet in catalogs. None is left (the last, the
words of the game ``cardgen new`` writes, are its own catalog since: ``locale/`` of the
scaffold); the list stays so that a new one cannot join silently."""

SPOKEN = re.compile(r"\b([a-z]{2})(?:, | or | and |/)([a-z]{2})\b")
"""Two codes written as a list in a text: "en, de", "nl or it", "de/nl"."""


def _codes(nodes: list[ast.expr | None]) -> int:
    return sum(isinstance(n, ast.Constant) and n.value in CODES for n in nodes)


def _docstrings(tree: ast.AST) -> set[int]:
    """``id`` of every docstring and bare string statement: prose, not code."""
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            out.add(id(node.value))
    return out


WORD_MARK = "(a word, not a language code)"
"""A comment that says a string on its line is a word that looks like a code: English
"it" (``DOING.get(doing, "it")  # (a word, not a language code)``)."""


def _dict_keys(tree: ast.AST) -> set[int]:
    """``id`` of every key of a dict literal (the language keys of a text's translations)."""
    return {id(k) for n in ast.walk(tree) if isinstance(n, ast.Dict) for k in n.keys if k}


def python_findings(source: str) -> tuple[list[str], list[str]]:
    """``(lists, keyed)``: ``line: what`` of every list of codes or single code in
    ``source``, and of every dict literal keyed by two or more codes (a text in several
    languages)."""
    tree = ast.parse(source)
    prose = _docstrings(tree)
    keys = _dict_keys(tree)
    words = {i for i, text in enumerate(source.split("\n"), 1) if WORD_MARK in text}
    inside = {id(e) for n in ast.walk(tree) if isinstance(n, ast.Tuple | ast.List | ast.Set)
              and _codes(n.elts) >= 2 for e in n.elts}  # fmt: skip
    lists, keyed = [], []
    for node in ast.walk(tree):
        if isinstance(node, ast.Tuple | ast.List | ast.Set) and _codes(node.elts) >= 2:
            lists.append(f"{node.lineno}: a {type(node).__name__.lower()} of language codes")
        elif isinstance(node, ast.Dict) and _codes(node.keys) >= 2:
            keyed.append(f"{node.lineno}: texts keyed by language code")
        elif (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and id(node) not in prose
            and any({a, b} <= CODES for a, b in SPOKEN.findall(node.value))
        ):
            lists.append(f"{node.lineno}: language codes listed in a text")
        elif (
            isinstance(node, ast.Constant)
            and node.value in CODES
            and not {id(node)} & (prose | keys | inside)
            and node.lineno not in words
        ):
            lists.append(f"{node.lineno}: the language code {node.value!r}")
    return lists, keyed


JS_CODE = r"""["'`](?:{codes})["'`]"""
JS_ONE = r"""["'`]({codes})["'`]|(?<=[\w)\]])\.({codes})\b(?![\w"'`])"""
JS_KEY = r"""\b(?:{codes})\s*:"""


def js_findings(source: str) -> tuple[list[str], list[str]]:
    """As :func:`python_findings` for JavaScript: an array of two or more code strings, an
    object literal with two or more code keys, codes listed in a string."""
    codes = "|".join(sorted(CODES))
    array = re.compile(rf"\[\s*{JS_CODE.format(codes=codes)}\s*,\s*{JS_CODE.format(codes=codes)}")
    obj = re.compile(
        rf"\{{[^{{}}]*{JS_KEY.format(codes=codes)}[^{{}}]*{JS_KEY.format(codes=codes)}"
    )
    text = re.compile(r"""["'`][^"'`\n]*["'`]""")

    def line(match: re.Match[str]) -> int:
        return code_lines.count("\n", 0, match.start()) + 1  # (comments emptied, lines kept)

    code_lines = "\n".join(
        "" if ln.lstrip().startswith(("//", "*", "/*")) else ln for ln in source.split("\n")
    )  # comments are prose
    lists = [f"{line(m)}: an array of language codes" for m in array.finditer(code_lines)]
    arrays = [(m.start(), m.end()) for m in array.finditer(code_lines)]
    lists += [
        f"{line(m)}: the language code {m.group(1) or m.group(2)!r}"
        for m in re.compile(JS_ONE.format(codes=codes)).finditer(code_lines)
        if not any(start <= m.start() < end for start, end in arrays)
        and not code_lines[m.end() :].lstrip().startswith(":")  # a key: {"en": "…"}
    ]
    lists += [
        f"{line(m)}: language codes listed in a text"
        for m in text.finditer(code_lines)
        if any({a, b} <= CODES for a, b in SPOKEN.findall(m.group()))
    ]
    keyed = [f"{line(m)}: texts keyed by language code" for m in obj.finditer(code_lines)]
    return lists, keyed


def modules() -> list[Path]:
    """Every Python module of ``cardgen/`` and ``frontend/`` and every script of both."""
    found = [*(ROOT / "cardgen").rglob("*.py"), *(ROOT / "frontend").rglob("*.py")]
    found += [*(ROOT / "frontend").rglob("*.js"), *(ROOT / "cardgen").rglob("*.mjs")]
    return sorted(p for p in found if "node_modules" not in p.parts and "_data" not in p.parts)


def scan() -> tuple[list[str], set[str]]:
    """Every list of codes (``path:line: what``) and the modules keying texts by code."""
    lists, keyed = [], set()
    for path in modules():
        rel = path.relative_to(ROOT).as_posix()
        source = path.read_text(encoding="utf-8")
        found = python_findings(source) if path.suffix == ".py" else js_findings(source)
        lists += [f"{rel}:{what}" for what in found[0]]
        if found[1]:
            keyed.add(rel)
    return lists, keyed


def test_the_scan_reads_both_languages_of_the_product():
    assert any(p.suffix == ".js" for p in modules()) and any(p.suffix == ".py" for p in modules())
    assert len(CODES) >= 2  # else no list of codes could be found


def test_no_module_lists_the_language_codes():
    lists, _ = scan()
    assert lists == [], (
        "take the languages from cardgen/languages.json (cardgen.model.LANGS, SOURCE_LANG);"
        " a difference between languages is a text, not a branch"
    )


def test_only_the_known_modules_key_texts_by_language():
    _, keyed = scan()
    assert sorted(keyed - PER_LANGUAGE_TEXTS) == [], "texts belong in the string stores"
    assert sorted(PER_LANGUAGE_TEXTS - keyed) == [], "no codes left: drop it from the list"


A, B = sorted(CODES)[:2]


@pytest.mark.parametrize(
    "source",
    [
        f'LANGS = ("{A}", "{B}")',
        f'for lang in ["{A}", "{B}", "xx"]:\n    pass',
        f'wanted = {{"{A}", "{B}"}}',
        f'help = "{A}, {B} (default {A})"',
        f'raise ValueError(f"a text needs {A} and {B}, got {{x}}")',
    ],
)
def test_a_list_of_codes_in_python_is_found(source):
    lists, keyed = python_findings(source)
    assert len(lists) == 1 and keyed == []


@pytest.mark.parametrize(
    "source",
    [
        f'lang = "{A}"',
        f'if lang == "{A}":\n    pass',
        f'def score(record, lang: str = "{A}"):\n    pass',
        f'name = texts.get("{A}") or texts["neutral"]',
    ],
)
def test_one_code_in_python_is_found(source):
    lists, keyed = python_findings(source)
    assert lists == [f"1: the language code {A!r}"]
    assert keyed == []


@pytest.mark.parametrize(
    "source",
    [
        f'"""Texts in {A}, {B}."""\nx = 1',
        f'def f():\n    """The {A} text."""',
        'PAIR = ("xx", "yy")',
        f'ONE = {{"{A}": "a"}}',  # a key: one translation, not a list of languages
        f'subject = doing.get(what, "{A}")  # {WORD_MARK}',
    ],
)
def test_prose_keys_and_other_strings_are_not_codes(source):
    assert python_findings(source) == ([], [])


def test_texts_keyed_by_code_are_told_apart_from_lists():
    lists, keyed = python_findings(f'WORD = {{"{A}": "a", "{B}": "b"}}')
    assert lists == [] and len(keyed) == 1


@pytest.mark.parametrize(
    "source, lists, keyed",
    [
        (f'const langs = ["{A}", "{B}"];', 1, 0),
        (f"const help = `{A}, {B}`;", 1, 0),
        (f'const t = {{ {A}: "a", {B}: "b" }};', 0, 1),
        (f'const lang = root.dataset.lang || "{A}";', 1, 0),
        (f"return text[lang] ?? text.{A};", 1, 0),
        (f'if (src === "name.{A}") return 1;', 0, 0),  # a longer string, not a code
        (f'const one = {{ {A}: "a" }}; const two = {{ "{A}": "a" }};', 0, 0),
        (f"// the languages {A}, {B}\nconst x = 1;", 0, 0),
    ],
)
def test_a_list_of_codes_in_javascript_is_found(source, lists, keyed):
    found = js_findings(source)
    assert (len(found[0]), len(found[1])) == (lists, keyed)
