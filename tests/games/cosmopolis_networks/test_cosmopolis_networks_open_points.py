"""Cosmopolis – Networks: the open points the review found are answered on the rules page in
all four languages (taking and draw-and-discard examples, discarding from the spread, where
South Asia's cities go), and the region key carries its provenance."""

from __future__ import annotations

import pytest
from rules_sections import EXAMPLE, LANGS, section  # noqa: E402

from cardgen.model import load_game

GAME = load_game("cosmopolis-networks")
OUR_READING = {"en": "*our reading*", "de": "*unsere Auslegung*", "nl": "*onze interpretatie*",
               "it": "*nostra interpretazione*", "fr": "*notre lecture*"}  # fmt: skip
SOUTH_ASIA = ("mumbai", "delhi", "dhaka")


def faces() -> dict:
    out = {}
    for component in GAME.components:
        for item in component.items:
            for face in (item.front, item.back):
                if face is not None and "face" in face.fields:
                    out[face["face"]] = face
    return out


def test_the_region_key_sheet_has_provenance():
    key = GAME.component("region-key")
    assert key.provenance is not None and key.provenance.status == "designed"
    for lang in LANGS:
        assert key.provenance.reason.get(lang).strip()


@pytest.mark.parametrize("lang", LANGS)
def test_draw_and_discard_has_an_example_and_the_spread_limit_is_our_reading(lang):
    turn = section(GAME.rules[lang].markdown, "cos-turn")
    assert EXAMPLE[lang] in turn
    assert OUR_READING[lang] in turn and "(#cos-interpretation)" in turn


@pytest.mark.parametrize("lang", LANGS)
def test_taking_an_unprotected_set_has_an_example(lang):
    assert EXAMPLE[lang] in section(GAME.rules[lang].markdown, "cos-taking")


@pytest.mark.parametrize("lang", LANGS)
def test_the_regions_say_where_south_asia_goes(lang):
    by_face = faces()
    text = section(GAME.rules[lang].markdown, "cos-regions")
    region = GAME.catalogs["regions"]["south-east-asia"].name.get(lang)
    for face_id in SOUTH_ASIA:
        assert by_face[face_id]["region"] == "south-east-asia"
        assert by_face[face_id]["city"].get(lang) in text, (lang, face_id)
    assert region in text


def test_interpretation_notes_have_the_same_points_in_every_language():
    counts = {
        lang: section(GAME.rules[lang].markdown, "cos-interpretation").count("\n    - **")
        for lang in LANGS
    }
    assert len(set(counts.values())) == 1 and counts["en"] >= 8, counts
