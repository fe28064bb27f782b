"""What the game pages say: glossary entries link to the rule sections that use them, and
card pictures are captioned and described by the card's name, never its id."""

from __future__ import annotations

import html
import re
from pathlib import Path

from cardgen.model import LANGS, Game
from cardgen.site.glossary_links import rule_sections, sections_using
from cardgen.site.strings import Strings

ENTRY = re.compile(r'<h2 id="g-(?P<id>[^"]+)".*?(?=<h2 |</article>)', re.S)
LINK = re.compile(r'<a href="\.\./rules/#(?P<id>[^"]+)">(?P<title>[^<]*)</a>')


def read(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def test_glossary_entries_link_to_the_rule_sections_that_use_them(built_site, site_games):
    games = [g for g in site_games if g.glossary and g.rules]
    assert games
    for game in games:
        for lang in LANGS:
            page = read(built_site / lang / game.id / "glossary" / "index.html")
            rules = read(built_site / lang / game.id / "rules" / "index.html")
            sections = rule_sections(game.rules[lang].markdown)
            linked = 0
            for entry in ENTRY.finditer(page):
                term = next(t for t in game.glossary if t.id == entry["id"])
                links = LINK.findall(entry.group(0))
                expected = sections_using(term.term.get(lang), sections)
                assert [i for i, _ in links] == [s.id for s in expected], (lang, term.id)
                for section_id, _ in links:
                    assert f'id="{section_id}"' in rules
                if links:
                    assert Strings(lang)("used_in") in entry.group(0)
                    linked += 1
            assert linked >= len(game.glossary) // 2, (game.id, lang, linked)


def test_the_carriage_links_to_the_rules_about_carriages(built_site):
    page = read(built_site / "de" / "web-of-power" / "glossary" / "index.html")
    entry = next(e.group(0) for e in ENTRY.finditer(page) if "Kutsche" in e.group(0)[:200])
    assert LINK.search(entry)


def test_card_pictures_are_named_not_by_their_id(built_site, site_games: list[Game]):
    for game in site_games:
        ids = {item.id for comp in game.components for item in comp.items}
        ids |= {comp.id for comp in game.components}
        for lang in LANGS:
            page = read(built_site / lang / game.id / "cards" / "index.html")
            alts = [html.unescape(a) for a in re.findall(r'<img [^>]*alt="([^"]*)"', page)]
            captions = re.findall(r"<figcaption>([^<]*)", page)
            assert alts and captions
            for text in alts + captions:
                name = text.split(" (")[0].strip()
                assert name not in ids, (game.id, lang, text)


def test_the_home_page_lists_each_game_as_an_item_of_its_own(built_site, site_games: list[Game]):
    """Each game is a card of the home page's grid: one list item, opening with its name
    (a reviewer saw each game's title run on after the previous game's links)."""
    for lang in LANGS:
        page = (built_site / lang / "index.html").read_text(encoding="utf-8")
        grid = page[page.index('class="grid cards cg-games"') :]
        grid = grid[: grid.index("</ul>")]
        items = grid.split("<li>")[1:]
        assert len(items) == len(site_games), (lang, len(items))
        for item in items:
            assert item.lstrip().startswith("<p><strong><a href="), (lang, item[:120])
            assert "\n-   " not in item, (lang, item[:300])


def test_credits_speak_the_pages_language(built_site, site_games: list[Game]):
    """A credit's note is in the page's language (a German reviewer read the English
    "reconstruction of the card list; …" on the German Cosmopolis overview)."""
    notes = 0
    for game in site_games:
        for credit in game.credits:
            if credit.note is None:
                assert "unknown" not in credit.name, credit  # a note, not part of a name
                continue
            for lang in LANGS:
                page = (built_site / lang / game.id / "index.html").read_text(encoding="utf-8")
                text = f"{credit.name} ({credit.note.get(lang)})"
                assert f"<td>{text}</td>" in html.unescape(page), (game.id, lang, text)
                notes += 1
    assert notes >= 4  # Cosmopolis' reconstruction note, in four languages
