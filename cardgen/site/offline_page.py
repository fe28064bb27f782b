"""The offline page: what the service worker answers, with no network, for a page that is
not saved on the device (``_app/offline-<lang>.html``, one per language, from
``templates/offline.html.j2``).

It says the reader is offline and this page is not saved yet, offers to try again (and
reloads by itself when the connection is back), and lists every page of the site in its
language, grouped by game, each line marked with its page's key: the worker
(``frontend/app/sw.js``) keeps only the lines of pages it holds, so the reader sees what does
work offline. The labels are the built pages' own headings (the game's name as the site
prints it in that language) and the site's strings.

Below them it lists the pages saved in the other languages (each under its language's own
name, in that language, marked ``lang``): a reader who saved the German pages and opens the
English site offline finds the way back to what they have.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

from cardgen.model import LANG_NAMES, LANGS
from cardgen.site.files import write_file
from cardgen.site.strings import Strings

APP_DIR = "_app"
H1 = re.compile(r"<h1[^>]*>(?P<text>.*?)</h1>", re.S)
HEADERLINK = re.compile(r'<a class="headerlink".*?</a>', re.S)
TAG = re.compile(r"<[^>]+>")
PAGE_LABELS = {
    "": "overview",
    "rules/": "rules",
    "cards/": "cards",
    "glossary/": "glossary",
    "checker/": "checker",
    "downloads/": "downloads",
}
"""The site's string for a game's page, by its path below the game's folder."""


def offline_page_key(lang: str) -> str:
    """The file list's key of the offline page of ``lang``."""
    return f"{APP_DIR}/offline-{lang}.html"


def heading(page: Path) -> str:
    """The page's first heading as HTML text (tags dropped, entities kept), or ``""``."""
    match = H1.search(page.read_text(encoding="utf-8"))
    if not match:
        return ""
    text = TAG.sub("", HEADERLINK.sub("", match["text"]))
    return " ".join(text.split())


def game_pages(site_dir: Path, lang: str, game: str) -> dict[str, object]:
    """``{name, pages: [{key, label}]}`` of one game in ``lang``: its pages in the site's
    order (overview first), each labelled by the site's string for it."""
    s = Strings(lang)
    folder = site_dir / lang / game
    name = heading(folder / "index.html") or html.escape(game)
    pages = []
    for sub, label in PAGE_LABELS.items():
        if (folder / sub / "index.html").is_file():
            pages.append({"key": f"{lang}/{game}/{sub}", "label": html.escape(s(label))})
    return {"name": name, "pages": pages}


def language_pages(site_dir: Path, lang: str, games: set[str]) -> list[dict[str, object]]:
    """Every game of ``lang`` that has pages, sorted by its name in that language (a game
    not written in ``lang`` has no folder there: ``languages`` in its game.yaml)."""
    listed = [
        game_pages(site_dir, lang, game)
        for game in sorted(games)
        if (site_dir / lang / game / "index.html").is_file()
    ]
    listed = [g for g in listed if g["pages"]]
    listed.sort(key=lambda g: html.unescape(str(g["name"])).casefold())
    return listed


def render(site_dir: Path, lang: str, games: set[str], env) -> str:
    """The offline page of ``lang``: its own games first, then the other languages'."""
    others = [
        {
            "lang": other,
            "name": html.escape(LANG_NAMES[other]),
            "home_key": f"{other}/",
            "home": html.escape(Strings(other)("home")),
            "games": language_pages(site_dir, other, games),
        }
        for other in LANGS
        if other != lang and (site_dir / other).is_dir()
    ]
    return env.get_template("offline.html.j2").render(
        lang=lang,
        s=Strings(lang),
        home_key=f"{lang}/",
        games=language_pages(site_dir, lang, games),
        others=others,
    )


def write_offline_pages(site_dir: Path, games: set[str]) -> list[Path]:
    """``_app/offline-<lang>.html`` for every language of the site."""
    from cardgen.site.docs import environment

    env = environment()
    written = []
    for lang in LANGS:
        if (site_dir / lang).is_dir():
            text = render(site_dir, lang, games, env)
            written.append(write_file(site_dir / offline_page_key(lang), text.encode("utf-8")))
    return written
