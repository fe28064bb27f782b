"""The press's counted texts (``<key>_one`` / ``<key>_other`` in the catalog ``press``):
the form by each language's plural rules, never by ``n == 1`` in code."""

from __future__ import annotations

import pytest

from cardgen.model import LANGS, plural_category
from cardgen.press.texts import strings, tr, tr_counted


def test_every_counted_text_has_its_other_form_in_every_language():
    counted = [key.removesuffix("_one") for key in strings() if key.endswith("_one")]
    assert {"pages", "run_single_fronts"} <= set(counted)
    for key in counted:
        assert set(strings()[f"{key}_other"]) >= set(LANGS), key


@pytest.mark.parametrize("lang", LANGS)
def test_the_form_follows_the_plural_category(lang):
    for n in (1, 2, 3, 11, 21):
        form = "one" if plural_category(n, lang) == "one" else "other"
        assert tr_counted("pages", n, lang) == tr(f"pages_{form}", lang)
    assert tr_counted("pages", 1, lang) != tr_counted("pages", 2, lang)
