"""Web rules pages: the Italian shape names are the ones the game data gives, and drawing the
top card of a pile is flagged as our reading of the original text, in every language."""

from __future__ import annotations

import pytest
from rules_sections import LANGS, section  # noqa: E402

from cardgen.model import load_game

GAME = load_game("web")
OUR_READING = {"en": "*our reading*", "de": "*unsere Auslegung*", "nl": "*onze interpretatie*",
               "it": "*nostra interpretazione*", "fr": "*notre lecture*"}  # fmt: skip


def test_italian_shape_names_agree_between_data_and_page():
    page = GAME.rules["it"].markdown
    components = section(page, "web-components")
    for shape in GAME.catalogs["shapes"].entries:
        name = shape.name.get("it")
        assert f"*{name.lower()}*" in components.lower(), name
    assert "diritt" not in page.lower()
    assert not any("diritt" in s.name.get("it").lower() for s in GAME.catalogs["shapes"].entries)


@pytest.mark.parametrize("lang", LANGS)
def test_taking_the_top_card_is_our_reading(lang):
    markdown = GAME.rules[lang].markdown
    drawing = section(markdown, "web-drawing")
    assert OUR_READING[lang] in drawing and "(#web-interpretation)" in drawing
    counts = {
        other: section(GAME.rules[other].markdown, "web-interpretation").count("\n- **")
        for other in LANGS
    }
    assert len(set(counts.values())) == 1, counts
