"""The card gallery names each Cosmopolis card by what a player reads on it: its two cities
in the page's language ("Vancouver / Havanna"), each side's picture by its own city, so a
player can find a city on the page; never by a region or icon and a number ("Pacific North
America 01", "Money 01" for the Chicago / Istanbul card)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cardgen.model.types import LANGS
from cardgen.render.parts import item_name
from cardgen.site.docs import environment
from cardgen.site.gallery import gallery
from cardgen.site.strings import Strings

SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 63 88"></svg>'


def cities(game, comp_id: str, item_id: str, lang: str) -> list[str]:
    item = game.component(comp_id).item(item_id)
    return [side["city"].get(lang) for side in (item.front, item.back)]


@pytest.fixture(scope="module")
def svg_dir(game, tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("svg")
    for comp in game.components:
        for item in comp.items:
            for side in ("front", "back"):
                (folder / f"{comp.id}-{item.id}-{side}.svg").write_text(SVG, encoding="utf-8")
    return folder


@pytest.mark.parametrize("lang", LANGS)
def test_every_city_card_is_captioned_by_its_two_cities(game, svg_dir, lang):
    sections = {s.id: s for s in gallery(game, lang, svg_dir)}
    for comp_id in ("regional-cards", "linking-cards"):
        comp = game.component(comp_id)
        shown = sections[comp_id].items
        assert len(shown) == len(comp.items)
        for item, entry in zip(comp.items, shown, strict=True):
            front, back = cities(game, comp_id, item.id, lang)
            assert entry.name == f"{front} / {back}"
            assert [face.title for face in entry.faces] == [front, back]
    # the words of the page's language: Havana is "Havanna" in German, "L'Avana" in Italian
    first = sections["regional-cards"].items[0].name
    assert first == {"en": "Vancouver / Havana", "de": "Vancouver / Havanna",
                     "nl": "Vancouver / Havana", "it": "Vancouver / L'Avana",
                     "fr": "Vancouver / La Havane"}[lang]  # fmt: skip
    chicago = sections["linking-cards"].items[0].name
    assert chicago == {"en": "Chicago / Istanbul", "de": "Chicago / Istanbul",
                       "nl": "Chicago / Istanboel", "it": "Chicago / Istanbul",
                       "fr": "Chicago / Istanbul"}[lang]  # fmt: skip


def test_no_city_card_is_named_by_a_region_or_icon(game):
    names = set()
    for lang in LANGS:
        for catalog in ("regions", "icons"):
            names |= {entry.name.get(lang) for entry in game.catalogs[catalog].entries}
    for comp_id in ("regional-cards", "linking-cards"):
        comp = game.component(comp_id)
        for item in comp.items:
            name = item_name(game, item, "nl", comp)
            assert not any(name.startswith(n) for n in names), name
            assert not re.search(r"\d", name), name


def test_the_cards_page_captions_and_describes_each_side_by_its_city(game, svg_dir):
    """The page's caption (what its search finds) and each picture's alt text."""
    sections = gallery(game, "nl", svg_dir)
    page = (
        environment()
        .get_template("cards.md.j2")
        .render(s=Strings("nl"), lang="nl", game=game, sections=sections)
    )
    assert "<figcaption>Chicago / Istanboel</figcaption>" in page
    for alt in ("Chicago (voorkant)", "Istanboel (achterkant)", "Vancouver (voorkant)",
                "Havana (achterkant)"):  # fmt: skip
        assert f'alt="{alt}"' in page, alt
    assert "Geld 01" not in page and "Pacifisch Noord-Amerika 01" not in page
