"""Circle the Wagons: what is ours says so where it is described (the goals on the rules page,
the terrains' looks in the data, the grid as our reading), and the taking rule has an
example, in every language."""

from __future__ import annotations

import pytest
from rules_sections import EXAMPLE, LANGS, section  # noqa: E402

from cardgen.model import load_game

GAME = load_game("circle-the-wagons")
OURS = {
    "en": ("by us", "our reading"),
    "de": ("von uns", "unsere auslegung"),
    "nl": ("door ons", "onze interpretatie"),
    "it": ("noi", "nostra interpretazione"),
    "fr": ("par nous", "notre lecture"),
}
OUR_READING = {"en": "*our reading*", "de": "*unsere Auslegung*", "nl": "*onze interpretatie*",
               "it": "*nostra interpretazione*", "fr": "*notre lecture*"}  # fmt: skip
GOALS = [rule for rule in GAME.scoring if rule.kind == "goal"]


def lead(rule, lang: str) -> str:
    """The first paragraph under the goal's heading."""
    return section(GAME.rules[lang].markdown, rule.section).strip().split("\n\n")[0]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("rule", GOALS, ids=lambda rule: rule.id)
def test_every_goal_that_is_ours_says_so_where_it_is_described(rule, lang):
    first = lead(rule, lang)
    if rule.provenance is None:
        assert not first.startswith("*"), "a published goal carries no marker"
        return
    assert first.startswith("*") and first.endswith("*"), first
    assert any(marker in first.lower() for marker in OURS[lang]), first


def test_the_published_goals_and_ours_are_the_expected_ones():
    ours = sorted(rule.id for rule in GOALS if rule.provenance is not None)
    # 12 designed goals, Corral, the name of the bottle-and-wagon goal, One Too Many's ties
    assert len(ours) == 15
    assert {"cool-water", "badlands", "happy-cows"}.isdisjoint(ours)


def test_every_terrain_marks_its_colour_and_pattern_as_ours():
    terrains = GAME.catalogs["terrains"].entries
    assert len(terrains) == 6
    for terrain in terrains:
        assert terrain.provenance is not None and terrain.provenance.status == "designed"
        for lang in LANGS:
            assert terrain.provenance.reason.get(lang).strip()
    assert ("terrains/water", terrains[-1].provenance) in GAME.designed_parts()


@pytest.mark.parametrize("lang", LANGS)
def test_staying_on_the_grid_is_flagged_as_our_reading(lang):
    markdown = GAME.rules[lang].markdown
    building = section(markdown, "ctw-building")
    assert OUR_READING[lang] in building and "(#ctw-interpretation)" in building


@pytest.mark.parametrize("lang", LANGS)
def test_taking_and_skipping_has_an_example(lang):
    assert EXAMPLE[lang] in section(GAME.rules[lang].markdown, "ctw-taking")


def test_interpretation_notes_have_the_same_points_in_every_language():
    counts = {
        lang: section(GAME.rules[lang].markdown, "ctw-interpretation").count("\n- **")
        for lang in LANGS
    }
    assert len(set(counts.values())) == 1, counts


@pytest.mark.parametrize("lang", LANGS)
def test_every_goal_heading_carries_the_goal_name_of_the_data(lang):
    """The page and the cards name a goal alike (a published goal may add its printed English
    name in brackets), so a renamed goal cannot drift apart between data and page."""
    import re

    markdown = GAME.rules[lang].markdown
    for rule in GOALS:
        heading = re.search(rf"^#+\s+(.*?)\s*\{{#{rule.section}\}}", markdown, re.MULTILINE)
        title = heading.group(1)
        name = rule.name.get(lang)
        assert title == name or title.startswith(f"{name} ("), (rule.id, title, name)
    if lang == "it":
        assert GAME.rule("wet-whistle").name.get("it") == "Il bicchiere della staffa"
