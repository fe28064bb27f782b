"""A game registers by its content alone: its names, its place on the site and its
checker's words come from its folder (``game.yaml``'s ``order``, ``checker_strings``),
never from a list in cardgen's code; and a site built with ``--content-only`` has only the
games given, on its home page, in its navigation and in its search index.

No browser. The site is the run's one designers' site (``designer_site``: these three games
beside three others, one build per run shared with other test files): the only way to see
what the home page, the navigation and the search index say."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path, PurePosixPath

import pytest
from designer_site import NAMES, ORDER, SITE_ORDER, WORDS, write_registered_games

from cardgen.cli import main
from cardgen.errors import ContentError, UserError
from cardgen.model import LANGS, load_game, load_games
from cardgen.model.library import builtin_content_dir, game_folders
from cardgen.site.checker_sources import front_end, strings
from cardgen.site.crawl import check_links
from cardgen.site.docs import site_order
from cardgen.site.strings import Strings


@pytest.fixture(scope="module")
def content(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("my-games")
    write_registered_games(folder)
    return folder


def test_names_order_and_checker_strings_come_from_the_content(content):
    games = load_games(content=content)
    assert [g.id for g in site_order(games)] == ["zeppelin-post", "harbour-race", "alpine-huts"]
    for game in games:
        assert {lang: game.name.get(lang) for lang in LANGS} == NAMES[game.id]
        assert game.order == ORDER.get(game.id)
    texts = strings(games)
    assert {lang: texts[lang]["zep_stamp"] for lang in LANGS} == WORDS
    assert texts["de"]["new_game"] == strings([])["de"]["new_game"]  # the checker's own kept
    served = json.loads(front_end(games).files[PurePosixPath("strings.json")])
    assert served["it"]["zep_stamp"] == WORDS["it"]
    # a built-in game with an order keeps its place among them
    mixed = site_order([*games, load_game("web-of-power")])
    assert [g.id for g in mixed][:2] == ["web-of-power", "zeppelin-post"]  # both order 1: by id


def test_the_built_in_games_are_ordered_by_their_content():
    games = load_games(content=builtin_content_dir())
    assert [g.id for g in site_order(games)] == [
        "web-of-power",
        "pyramidion",
        "cosmopolis-networks",
        "circle-the-wagons",
        "web",
    ]


def test_a_checker_string_of_the_checkers_own_or_a_bad_order_is_located(tmp_path):
    main(["new", "bad-words", "--content", str(tmp_path)])
    folder = tmp_path / "bad-words"
    (folder / "checker-strings.yaml").write_text(
        "checker_strings:\n  new_game: {en: a, de: b, nl: c, it: d}\n  Bad-Key: {en: a}\n",
        encoding="utf-8",
    )
    game_yaml = folder / "game.yaml"
    game_yaml.write_text(
        game_yaml.read_text(encoding="utf-8").replace("game:\n", "game:\n  order: first\n", 1),
        encoding="utf-8",
    )
    with pytest.raises(ContentError) as raised:
        load_game("bad-words", tmp_path)
    shown = str(raised.value)
    assert "checker-strings.yaml:2:" in shown and "one of the checker's own strings" in shown
    assert "checker_strings.Bad-Key" in shown
    assert "game.order: expected an integer" in shown


def test_two_games_giving_one_key_different_texts_stop_the_build(content, tmp_path):
    assert main(["new", "other-post", "--content", str(tmp_path)]) == 0
    texts = ", ".join(f"{lang}: {'Frank it' if lang == 'en' else 'x'}" for lang in LANGS)
    (tmp_path / "other-post" / "checker-strings.yaml").write_text(
        f"checker_strings:\n  zep_stamp: {{{texts}}}\n", encoding="utf-8"
    )
    games = [*load_games(content=content), load_game("other-post", tmp_path)]
    with pytest.raises(UserError, match="zep_stamp: zeppelin-post and other-post"):
        strings(games)


def test_a_content_only_site_lists_only_its_games_in_their_order(designer_site):
    """The designers' site (``designer_site``): the three games above, a game from ``cardgen
    new`` without ``order`` (``pictured``), the sample game and Tide Race, built with
    ``--content-only``: it lists those six, the ordered two first, and no built-in game."""
    own_site = designer_site
    built_in = list(game_folders(builtin_content_dir()))
    assert built_in  # the five: none of them may show up
    order = SITE_ORDER
    assert set(NAMES) < set(order) and order[:3] == list(NAMES)
    for lang in LANGS:
        home = (own_site / lang / "index.html").read_text(encoding="utf-8")
        cards = home[home.index('<div class="grid cards cg-games"') :].split("</ul>")[0]
        listed = re.findall(r'<a href="([a-z-]+)/">', cards)
        assert listed == order, (lang, listed)
        places = [cards.index(NAMES[game_id][lang]) for game_id in NAMES]
        assert places == sorted(places), lang
        # the navigation's order: each game's last page leads to the next game
        assert 'href="zeppelin-post/" class="md-footer__link md-footer__link--next"' in home
        for game_id, after in zip(order, order[1:], strict=False):
            last = (own_site / lang / game_id / "downloads" / "index.html").read_text("utf-8")
            assert f'href="../../{after}/" class="md-footer__link md-footer__link--next"' in last
        for game_id in built_in:
            assert f"{game_id}/" not in home, (lang, game_id)
        # six games: the site's title, description and app say no number ("five")
        s = Strings(lang)
        assert html.escape(s("home_title_any"), quote=False) in home
        assert s("home_title") not in home
        description = html.escape(s("site_description_any"))
        assert f'<meta name="description" content="{description}">' in home
        manifest = json.loads((own_site / lang / "manifest.webmanifest").read_text("utf-8"))
        assert manifest["description"] == s("site_description_any")
        folders = {p.name for p in (own_site / lang).iterdir() if p.is_dir()}
        # the record format's page comes with Tide Race's checker (a site without a checker
        # has none: tests/site/test_generator.py's sample site)
        assert folders == {*order, "assets", "search", "records"}, (lang, folders)
        index = json.loads((own_site / lang / "search" / "search_index.json").read_text("utf-8"))
        found = {doc["location"].split("/")[0] for doc in index["docs"]}
        assert found == {*order, "records", ""}, (lang, found)
        for doc in index["docs"]:
            for game_id in built_in:
                assert game_id not in doc["location"], (lang, doc["location"])
    assert check_links(own_site) == []  # nothing links to a page the site does not have
    strings_served = json.loads((own_site / "_checker" / "strings.json").read_text("utf-8"))
    assert strings_served["nl"]["zep_stamp"] == WORDS["nl"]
    assert not any(key.startswith("ctw_") for key in strings_served["en"])  # no other game's
