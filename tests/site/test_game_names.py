"""A game is found by the name another edition gives it: a German reader who knows "Web of
Power" saw only "Kardinal & König – Das Kartenspiel" on the home page, and searching "Web of
Power" listed a records page and the game "Web" before it, its rules and checker not in the
first ten. The other names come from the game's ``other_titles`` in ``game.yaml``
(``cardgen.site.game_pages.other_names``); the search runs as the site runs it, under Node
(``site_search``), no browser."""

from __future__ import annotations

import dataclasses
import html
import json
import re
from pathlib import Path

from site_search import search_pages

from cardgen.model import LANGS, Game
from cardgen.site.checker import offers_checker
from cardgen.site.docs import PAGES
from cardgen.site.game_pages import main_title, other_names
from cardgen.site.strings import Strings


def read(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def game(site_games: list[Game], game_id: str) -> Game:
    return next(g for g in site_games if g.id == game_id)


def test_other_names_are_the_other_main_titles(site_games: list[Game]):
    wop = game(site_games, "web-of-power")
    assert other_names(wop, "de") == ["Web of Power"]
    for lang in ("en", "nl", "it"):
        assert other_names(wop, lang) == ["Kardinal & König"]
    cosmopolis = game(site_games, "cosmopolis-networks")  # "Cosmopolis – Netzwerke": the same
    assert all(other_names(cosmopolis, lang) == [] for lang in LANGS)
    assert all(other_names(game(site_games, "web"), lang) == [] for lang in LANGS)  # neutral
    assert main_title("Pyramidion") == "Pyramidion"


def test_names_in_other_languages_are_translations_not_other_names(site_games: list[Game]):
    """Only the titles ``other_titles`` lists are other names: a game whose names differ by
    language but that lists none (a designer's "Beispielhafen" for "Sample Harbour") shows
    no "also known as"."""
    wop = game(site_games, "web-of-power")
    assert wop.name.get("de") != wop.name.get("en")
    plain = dataclasses.replace(wop, other_titles=())
    assert all(other_names(plain, lang) == [] for lang in LANGS)
    assert main_title("Foo: the Game") == "Foo"


def test_home_and_overview_show_the_other_names(built_site: Path, site_games: list[Game]):
    for g in site_games:
        for lang in LANGS:
            names = other_names(g, lang)
            home = read(built_site / lang / "index.html")
            aka = r'(?P<aka> <span class="cg-aka">[^<]*</span>)?'
            card = re.search(rf'<a href="{g.id}/">[^<]*</a></strong>{aka}', home)
            assert card, (g.id, lang)
            overview = read(built_site / lang / g.id / "index.html")
            said = re.findall(r'<p class="cg-aka">([^<]*)</p>', overview)
            if not names:
                assert card["aka"] is None and said == [], (g.id, lang)
                continue
            shown = html.unescape(card["aka"] or "").strip()
            assert shown == f'<span class="cg-aka">({", ".join(names)})</span>', (g.id, lang)
            assert [html.unescape(s) for s in said] == [
                Strings(lang)("also_known_as", names=", ".join(names))
            ]
    german = read(built_site / "de" / "index.html")
    assert "Kardinal &amp; König – Das Kartenspiel</a></strong> " in german
    assert '<span class="cg-aka">(Web of Power)</span>' in german


def tagged_pages(g: Game) -> set[str]:
    """The pages of a game that carry its other names: overview, rules, checker."""
    return {f"{g.id}/", f"{g.id}/rules/"} | ({f"{g.id}/checker/"} if offers_checker(g) else set())


def test_the_game_pages_carry_the_other_names_for_the_search(built_site, site_games):
    """The overview, rules and checker pages of a game with other names are tagged with
    them (tags go into the search index, not onto the page); no other page is."""
    for lang in LANGS:
        index = json.loads(read(built_site / lang / "search" / "search_index.json"))
        tags = {
            doc["location"].split("#")[0]: tuple(doc["tags"])
            for doc in index["docs"]
            if doc.get("tags")
        }
        expected = {
            page: tuple(other_names(g, lang))
            for g in site_games
            if other_names(g, lang)
            for page in tagged_pages(g)
        }
        assert tags == expected, lang
        assert "web-of-power/rules/" in tags, lang
    page = read(built_site / "de" / "web-of-power" / "rules" / "index.html")
    assert 'class="md-tags"' not in page


def test_the_search_finds_a_game_by_its_other_name(built_site: Path, site_games: list[Game]):
    """Each other name of a game lists the game's overview, rules and checker first (the
    three tagged pages); each game's own name still lists its own pages first: "Web" on the
    German site is the game Web, not "Kardinal & König" tagged "Web of Power"."""
    aliases = 0
    for lang in LANGS:
        own = {main_title(g.name.get(lang)): g for g in site_games}
        other = {name: g for g in site_games for name in other_names(g, lang)}
        found = search_pages(built_site / lang, [*own, *other])
        for query, g in own.items():
            pages = found[query]
            assert pages and pages[0].startswith(f"{g.id}/"), (lang, query, pages[:6])
        for query, g in other.items():
            wanted = tagged_pages(g)
            assert set(found[query][: len(wanted)]) == wanted, (lang, query, found[query][:6])
            aliases += g.id == "web-of-power"
    # one a language: "Web of Power" on the German site, "Kardinal & König" on the others
    assert aliases == len(LANGS)
    german = search_pages(built_site / "de", ["Web"])["Web"]
    web_pages = {"web/", *(f"web/{page}/" for page in PAGES)}
    assert set(german[: len(web_pages)]) == web_pages, german[:8]
