"""Web of Power rules pages: what is our rule says so, the published scoring chart is named,
and the taking and claiming rules carry worked examples, in every language."""

from __future__ import annotations

import pytest
from rules_sections import EXAMPLE, LANGS, section  # noqa: E402

from cardgen.model import load_game

GAME = load_game("web-of-power")
CHART_COLUMNS = ("Länderwertung", "Symbolwertung", "Übertrag", "Kettenwertung")
NO_STONES = {
    "en": "No stones left",
    "de": "Keine Steine mehr",
    "nl": "Geen stenen meer",
    "it": "Nessun segnalino rimasto",
    "fr": "Plus aucun pion",
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_published_chart_columns_are_named_on_the_scoring_page(lang):
    text = section(GAME.rules[lang].markdown, "wop-scoring", nested=False)
    for column in CHART_COLUMNS:
        assert column in text, (lang, column)


@pytest.mark.parametrize("lang", LANGS)
def test_no_stones_left_is_an_interpretation_not_a_published_rule(lang):
    markdown = GAME.rules[lang].markdown
    notes = section(markdown, "wop-interpretations")
    assert f"**{NO_STONES[lang]}.**" in notes
    claiming = section(markdown, "wop-claiming-stones")
    assert "(#wop-interpretations)" in claiming, "the claiming rule points to the note"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("section_id", ["wop-taking", "wop-claiming-stones"])
def test_taking_and_the_stone_penalty_have_examples(lang, section_id):
    assert EXAMPLE[lang] in section(GAME.rules[lang].markdown, section_id)


def test_interpretation_notes_have_the_same_points_in_every_language():
    counts = {
        lang: section(GAME.rules[lang].markdown, "wop-interpretations").count("\n- **")
        for lang in LANGS
    }
    assert len(set(counts.values())) == 1, counts
