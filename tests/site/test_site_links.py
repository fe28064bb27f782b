"""The full site built from the real content (games that load right now) and the sample
game, checked offline: links, anchors, html lang, rule ids across languages."""

from __future__ import annotations

import re
from html import unescape

from cardgen.model import LANGS
from cardgen.site.checker import offers_checker
from cardgen.site.crawl import check_links, html_pages, parse_page
from cardgen.site.docs import PAGES


def test_every_internal_link_and_anchor_resolves(built_site, site_games):
    pages = html_pages(built_site)
    assert len(pages) >= len(LANGS) * (1 + len(site_games) * len(PAGES))
    assert check_links(built_site) == []


def test_every_page_declares_its_language(built_site):
    for page in html_pages(built_site):
        rel = page.relative_to(built_site)
        expected = rel.parts[0] if rel.parts[0] in LANGS else "en"
        offline = re.fullmatch(r"_app/offline-([a-z]{2})\.html", rel.as_posix())
        if offline:  # the offline page of a language (cardgen.site.offline_page)
            expected = offline[1]
        assert parse_page(page).lang == expected, rel


def test_rules_pages_have_the_same_heading_ids_in_every_language(built_site, site_games):
    assert site_games, "no game loads"
    for game in site_games:
        ids = {
            lang: parse_page(built_site / lang / game.id / "rules" / "index.html").headings
            for lang in LANGS
        }
        assert all(ids[lang] == ids["en"] for lang in LANGS), game.id
        assert set(game.rules["en"].section_ids) <= set(ids["en"]), game.id


def test_scoring_rules_link_to_their_rules_sections(built_site, site_games):
    for game in site_games:
        for lang in LANGS:
            links = parse_page(built_site / lang / game.id / "index.html").links
            for rule in game.scoring:
                assert f"rules/#{rule.section}" in links, (game.id, lang, rule.id)


def test_every_game_page_exists_for_every_game(built_site, site_games):
    for lang in LANGS:
        for game in site_games:
            for page in ("", *PAGES):
                if page == "checker" and not offers_checker(game):
                    continue
                assert (built_site / lang / game.id / page / "index.html").is_file()


def test_glossary_terms_are_explained_in_the_pages_language(built_site, site_games):
    marked = {lang: 0 for lang in LANGS}
    for game in site_games:
        for lang in LANGS:
            definitions = {
                " ".join(re.split(r"[ \t\n]+", t.definition.get(lang).strip()))
                for t in game.glossary
            }
            for page in ("", "rules/"):
                html = (built_site / lang / game.id / page / "index.html").read_text("utf-8")
                for gloss in re.findall(r'<abbr [^>]*data-gloss="([^"]*)"', html):
                    assert unescape(gloss) in definitions, (game.id, lang, page, gloss)
                    marked[lang] += 1
    assert all(marked.values()), marked
