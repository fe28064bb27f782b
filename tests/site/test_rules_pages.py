"""The rules as the site shows them: no Markdown left as text on any page of the built site
(a German reviewer read "… Schlüssel und Turm. - 8 Gesetzeskarten, …": a list item run
into the paragraph before it), no list item's table or paragraph indented too little to
stay in its item, and the rules page of a game with a checker links to the checker where it
names it and at its end (cardgen.site.rules_links)."""

from __future__ import annotations

import re
from pathlib import Path

import markdown
from games import loadable_games

from cardgen.model import LANGS, Game
from cardgen.press.booklet.markup import EXTENSIONS
from cardgen.site.checker import offers_checker
from cardgen.site.rules_links import CHECKER_FROM_RULES, link_mentions
from cardgen.site.strings import Strings

BLOCK = re.compile(r"<(p|li|td|th|dd|dt|h[1-6])\b[^>]*>(.*?)</\1>", re.S)
NESTED = re.compile(r"<(?:ul|ol|table|p|div|dl)\b")
CODE = re.compile(r"<(pre|code|script|style)\b.*?</\1>", re.S)
TAG = re.compile(r"<[^>]+>")


def unrendered(page: str) -> list[str]:
    """What of the Markdown in a page's article was left as text: a list marker inside a
    paragraph or item (at a line's start, or " - " before bold text), "**", a table's rule
    line, a link's brackets. Each finding with its block's text."""
    start = page.find("<article")
    article = CODE.sub("", page[start : page.index("</article>", start)])
    found = []
    for block in BLOCK.finditer(article):
        own = NESTED.split(block[2])[0]  # the block's own text, not the blocks inside it
        text = TAG.sub("", own)
        problems = [
            name
            for name, seen in (
                ("list marker", re.search(r"\n\s*[-*+] \S", own) or " - <strong>" in own),
                ('"**"', "**" in text),
                ("table rule", re.search(r"\|\s*:?-{3,}", text)),
                ("link", re.search(r"\[[^\]\n]+\]\([^)\s]+\)", text)),
            )
            if seen
        ]
        if problems:
            found.append(f"{', '.join(problems)}: {' '.join(text.split())[:160]}")
    return found


BROKEN = """## Spielmaterial

- **56 Länderkarten** aus neun Ländern:

  | Land | Karten |
  |---|---|
  | Dänemark | 4 |

  Jede Karte zeigt ihr Land und **Turm**.
- **8 Gesetzeskarten**, je zwei von vier Gesetzen.
"""
"""The German rules' components as they were: the table and the paragraph after it are
indented two spaces, too few to stay in the item, and the next item runs into the
paragraph."""


def as_page(text: str) -> str:
    return f"<article>{markdown.markdown(text, extensions=EXTENSIONS)}</article>"


def test_the_check_finds_a_list_item_run_into_a_paragraph():
    assert [f for f in unrendered(as_page(BROKEN)) if f.startswith("list marker")]
    fixed = BROKEN.replace("\n  ", "\n    ").replace("**Turm**.\n", "**Turm**.\n\n")
    assert unrendered(as_page(fixed)) == []
    assert unrendered(as_page("Ein **fetter Satz.\n\n| a | b |\n|--|--|\n")) != []


def test_no_page_of_the_site_shows_markdown_as_text(built_site: Path):
    pages = sorted(built_site.glob("*/**/index.html"))
    assert len(pages) > 100
    found = {
        str(page.relative_to(built_site)): problems
        for page in pages
        if (problems := unrendered(page.read_text(encoding="utf-8")))
    }
    assert found == {}


def short_continuations(text: str) -> list[str]:
    """Lines that follow a blank line inside a list item but are indented by one to three
    spaces: Python-Markdown (the site's and the rules PDFs') needs four to keep them in the
    item, so a table or paragraph meant for the item ends the list instead."""
    found, in_list, previous, fenced = [], False, "", False
    for number, line in enumerate(text.splitlines(), 1):
        if line.lstrip().startswith(("```", "~~~")):
            fenced = not fenced
        if fenced:
            continue
        if not line.strip():
            previous = ""
            continue
        if re.match(r"([-*+]|\d+\.) ", line):
            in_list = True
        elif not line.startswith(" "):
            in_list = False
        elif in_list and not previous and re.match(r" {1,3}\S", line):
            found.append(f"{number}: {line.strip()[:60]}")
        previous = line
    return found


def test_the_source_check_finds_a_table_indented_too_little():
    assert short_continuations(BROKEN) == [
        "5: | Land | Karten |",
        "9: Jede Karte zeigt ihr Land und **Turm**.",
    ]
    assert short_continuations(BROKEN.replace("\n  ", "\n    ")) == []


def test_every_rules_text_keeps_its_list_items_together():
    found = {
        f"{game.id}/rules/{lang}.md": lines
        for game in loadable_games()
        for lang, page in game.rules.items()
        if (lines := short_continuations(page.markdown))
    }
    assert found == {}


# ------------------------------------------------------------------ links to the checker

CHECKER_LINK = f'<a href="{CHECKER_FROM_RULES.removesuffix("index.md")}">'
SECTION = re.compile(
    r'<h[12] id="(?P<id>[^"]+)".*?(?=<h[12] |<p class="cg-to-checker"|</article>)', re.S
)


def test_the_first_mention_in_each_section_becomes_a_link():
    text = (
        "# Rules {#r}\n\nThe score checker adds up. The checker again.\n\n"
        "## Scoring the checker {#s}\n\n`checker` and [the checker](x.md) and <b class=checker>"
        " stay; the checkerboard too; then the Checker's turn.\n\n"
        "## Plain {#p}\n\nNothing here.\n"
    )
    linked = link_mentions(text, r"\b(?:score\s+)?checker\b", "c.md")
    assert linked.count("](c.md)") == 2
    assert "The [score checker](c.md) adds up. The checker again." in linked
    assert "## Scoring the checker {#s}" in linked
    assert "`checker` and [the checker](x.md) and <b class=checker>" in linked
    assert "then the [Checker](c.md)'s turn" in linked
    assert link_mentions("The score\nchecker", r"score\s+checker", "c.md") == (
        "The [score\nchecker](c.md)"
    )


def rules_html(site: Path, lang: str, game: Game) -> str:
    return (site / lang / game.id / "rules" / "index.html").read_text(encoding="utf-8")


def test_the_rules_link_the_checker_where_they_name_it(built_site: Path, site_games: list[Game]):
    """Every section of a rules page that names the checker links to it (the worked example
    of Web of Power: "(Der Punkteprüfer kommt für diese Eingabe auf dieselben Zahlen.)"), and
    the page ends with a line leading there; a game without a checker gets no such link."""
    with_checker = [game for game in site_games if offers_checker(game)]
    assert {"web-of-power", "web"} <= {game.id for game in with_checker}
    for game in with_checker:
        for lang in LANGS:
            s = Strings(lang)
            mention = re.compile(s("checker_mention"), re.I)
            page = rules_html(built_site, lang, game)
            sections = {m["id"]: m[0] for m in SECTION.finditer(page)}
            naming = [i for i, html in sections.items() if mention.search(TAG.sub(" ", html))]
            assert naming, (game.id, lang)
            for section_id in naming:
                assert CHECKER_LINK in sections[section_id], (game.id, lang, section_id)
            if game.id == "web-of-power":
                assert "wop-example" in naming, lang
            end = re.search(r'<p class="cg-to-checker">(.*?)</p>', page, re.S)
            assert end and CHECKER_LINK in end[1], (game.id, lang)
            assert not re.search(r"<h\d[^>]*>[^\n]*" + re.escape(CHECKER_LINK), page)
    for game in site_games:
        if not offers_checker(game):
            for lang in LANGS:
                page = rules_html(built_site, lang, game)
                assert CHECKER_LINK not in page and "cg-to-checker" not in page, game.id


def test_the_german_example_links_the_checker(built_site: Path):
    page = (built_site / "de" / "web-of-power" / "rules" / "index.html").read_text(encoding="utf-8")
    assert f"(Der {CHECKER_LINK}Punkteprüfer</a> kommt für diese Eingabe" in page
