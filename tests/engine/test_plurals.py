"""Plural categories by CLDR's rules (issue 32): the engine's stdlib reader of CLDR's rule
syntax against Babel's (the reference implementation in Python, with CLDR's data), the rules
in ``cardgen/languages.json`` against CLDR's own for those languages, and against the
browser's ``Intl.PluralRules`` (the checker's), so that the engine, the print files and the
checker choose the same form of a text for the same count.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from decimal import Decimal

import pytest
from babel import Locale
from babel.core import UnknownLocaleError
from babel.localedata import locale_identifiers
from babel.plural import PluralRule

from cardgen.engine.languages import read_languages
from cardgen.engine.plurals import PluralRuleError, PluralRules, form_key, plural_category
from cardgen.model import LANGS, language

WHOLE = [*range(0, 221), 1000, 1001, 10000, 100000, 1000000, 1000001, 2000000, 10**7]
FRACTIONS = ["0.0", "0.1", "0.5", "1.0", "1.00", "1.5", "1.50", "2.0", "2.5", "3.1", "11.5"]
FRACTIONS += ["21.0", "21.5", "101.1", "1000000.0"]
"""Numbers to compare categories on: counts (cardgen's texts count whole things), and
decimals written with and without trailing zeros (CLDR's v, w, f and t)."""


def cldr_rules() -> dict[tuple[tuple[str, str], ...], PluralRule]:
    """Every distinct set of plural rules CLDR has (through Babel), each once."""
    found: dict[tuple[tuple[str, str], ...], PluralRule] = {}
    for ident in locale_identifiers():
        rule = Locale.parse(ident).plural_form
        found.setdefault(tuple(sorted(rule.rules.items())), rule)
    return found


def test_every_rule_of_cldr_reads_as_babel_reads_it():
    """Babel writes CLDR's rules in its own normal form ("i in 1 and v in 0", "n mod 10"):
    our reader takes that form too, and agrees with Babel on every number."""
    rules = cldr_rules()
    assert len(rules) > 30  # CLDR has dozens of distinct rule sets (39 in Babel 2.19)
    for key, reference in rules.items():
        ours = PluralRules(dict(key))
        assert set(ours.categories) == {*reference.tags, "other"}, key
        for number in WHOLE:
            assert ours(number) == reference(number), (key, number)
        for text in FRACTIONS:
            assert ours(text) == reference(Decimal(text)), (key, text)


@pytest.mark.parametrize("entry", read_languages(), ids=lambda e: e["code"])
def test_each_language_has_cldr_own_rules(entry):
    """The ``plural`` of every language in ``cardgen/languages.json`` says what CLDR says
    for it (written in CLDR's syntax there, compared by what the rules decide)."""
    try:
        reference = Locale.parse(entry["code"]).plural_form
    except (UnknownLocaleError, ValueError):
        pytest.fail(f"{entry['code']}: CLDR has no such language; its plural rules need a look")
    ours = PluralRules(entry["plural"])
    assert set(ours.categories) == {*reference.tags, "other"}
    for number in [*WHOLE, *FRACTIONS]:
        expected = reference(Decimal(number) if isinstance(number, str) else number)
        assert ours(number) == expected, number


@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node.js")
def test_the_checker_intl_plural_rules_agree_on_counts():
    """The checker picks ``<key>_one`` / ``<key>_other`` with the browser's
    ``Intl.PluralRules``; Node's (the same ICU data as Chromium's) agrees with the engine
    on every count of every language."""
    langs, counts = json.dumps(list(LANGS)), json.dumps(WHOLE)
    script = (
        f"const out = {{}}; for (const lang of {langs}) {{"
        " const rules = new Intl.PluralRules(lang);"
        f" out[lang] = {counts}.map((n) => rules.select(n)); }}"
        " console.log(JSON.stringify(out));"
    )
    node = subprocess.run(
        ["node", "-e", script], capture_output=True, text=True, check=True, timeout=60
    )
    browser = json.loads(node.stdout)
    for lang in LANGS:
        assert browser[lang] == [plural_category(n, lang) for n in WHOLE], lang


def test_the_model_reads_the_same_rules():
    for lang in LANGS:
        assert language(lang).plural == next(
            e["plural"] for e in read_languages() if e["code"] == lang
        )


def test_french_rules_say_zero_point():
    """French (not shipped yet): "0 point", "1,5 point", "2 points"; a million takes the
    "many" form ("1 million de points")."""
    french = PluralRules(
        {"one": "i = 0,1", "many": "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5"}
    )
    assert [french(n) for n in (0, 1, "1.5", 2, 1000000)] == ["one", "one", "one", "other", "many"]
    assert french.categories == ("one", "many", "other")


@pytest.mark.parametrize(
    "number, category",
    [(1, "one"), (0, "other"), (2, "other"), (-1, "one"), (1.0, "other"), ("1.0", "other"),
     ("1", "one"), (1e16, "other"), (1e-5, "other")],
)  # fmt: skip
def test_the_numbers_a_text_may_count(number, category):
    """Whole numbers, negative ones (their absolute value), floats as written ("1.0" shows
    a fraction digit, so English says "1.0 points"), and decimal texts."""
    assert PluralRules({"one": "i = 1 and v = 0"})(number) == category


@pytest.mark.parametrize("number", [True, "one", "1,5", float("nan"), float("inf"), None])
def test_what_is_not_a_number_is_refused(number):
    with pytest.raises((TypeError, ValueError)):
        plural_category(number, LANGS[0])


@pytest.mark.parametrize(
    "rules, message",
    [
        ({"one": "i = "}, "expected a number, got the end in 'i = '"),
        ({"one": "x = 1"}, "unknown operand 'x' in 'x = 1'"),
        ({"uno": "i = 1"}, "unknown plural category 'uno' (CLDR's are zero, one, two, few"),
        ({"one": "i = 1 and"}, "expected more, got the end in 'i = 1 and'"),
        ({"one": "i ~ 1"}, "unexpected '~ 1' in 'i ~ 1'"),
        ({"one": "i = 1 v = 0"}, "unexpected 'v' in 'i = 1 v = 0'"),
        ({"one": "i = a"}, "expected a number, got 'a'"),
        ({"other": "i = 2"}, "the category 'other' takes no condition"),
    ],
)
def test_a_rule_that_is_not_cldr_syntax_is_refused_with_its_text(rules, message):
    with pytest.raises(PluralRuleError) as caught:
        PluralRules(rules)
    assert message in str(caught.value)


def test_rule_syntax_of_cldr_and_its_synonyms():
    """``=``/``in``/``is``, ``!=``/``not in``/``is not``, ``%``/``mod``, ranges and lists,
    ``within`` (fractions between the bounds too)."""
    same = [
        {"few": "n % 10 = 2..4 and n % 100 != 12..14"},
        {"few": "n mod 10 in 2..4 and n mod 100 not in 12..14"},
        {"few": "n % 10 = 2,3,4 and n % 100 != 12,13,14"},
    ]
    decided = [[PluralRules(r)(n) for n in WHOLE] for r in same]
    assert decided[0] == decided[1] == decided[2]
    assert PluralRules({"one": "n is 1"})(1) == "one"
    assert PluralRules({"one": "n is not 1"})(1) == "other"
    within = PluralRules({"one": "n within 0..2"})
    assert [within(n) for n in ("1.5", "2.0", "2.5")] == ["one", "one", "other"]
    assert PluralRules({"one": "n in 0..2"})("1.5") == "other"  # in: whole numbers only


def test_a_text_form_by_its_category_or_other():
    keys = {"points_one", "points_other"}
    first = LANGS[0]
    assert form_key("points", 1, first, keys) == "points_one"
    assert form_key("points", 2, first, keys) == "points_other"
    italian_million = PluralRules({"many": "e = 0 and i != 0 and i % 1000000 = 0 and v = 0"})
    assert italian_million(10**6) == "many"
    assert form_key("points", 10**6, "it" if "it" in LANGS else first, keys) == "points_other"


def test_a_language_cardgen_lacks_counts_as_the_source_language():
    assert [plural_category(n, "xx-unknown") for n in (0, 1, 2)] == [
        plural_category(n, LANGS[0]) for n in (0, 1, 2)
    ]
