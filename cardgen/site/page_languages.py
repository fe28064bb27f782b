"""Which languages the site is built in, and which each of its pages has.

A game has some of cardgen's languages (``Game.languages``). The site is built in every
language one of its games has, and only in those: a language no game has would be a site of
empty pages. Each language's build holds the games that have it (home page, navigation,
search). The language selector (``frontend/overrides/partials/alternate.html``) links to the
same page in the other languages; a page that exists in only some of the site's languages
(a game's pages, the score record format where only some languages have a checker) says
which in its front matter (``languages``, :data:`META_KEY`), and the selector offers only
those. A page without it is in every language of the site.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from cardgen.model import LANG_NAMES, LANGS, Game
from cardgen.model.languages import in_product_order

META_KEY = "cardgen_languages"
"""The front matter key of a page's languages (read by ``partials/alternate.html``)."""


def site_languages(games: Sequence[Game]) -> tuple[str, ...]:
    """The languages the site of ``games`` is built in, in cardgen's order: those its games
    have. A site without games is built in every language (its pages say there are none)."""
    if not games:
        return LANGS
    return in_product_order(lang for game in games for lang in game.languages)


def games_in(lang: str, games: Iterable[Game]) -> list[Game]:
    """The games of ``games`` (in their order) that have ``lang``."""
    return [game for game in games if lang in game.languages]


def alternates(site_langs: Sequence[str]) -> list[dict[str, str]]:
    """mkdocs-material's ``extra.alternate``: the language selector's entries, one per
    language of the site, each linking to that language's folder."""
    return [{"name": LANG_NAMES[lang], "link": f"../{lang}/", "lang": lang} for lang in site_langs]


def with_languages(markdown: str, page_langs: Sequence[str], site_langs: Sequence[str]) -> str:
    """``markdown`` with ``page_langs`` in its front matter, when the page is not in every
    language of the site (otherwise as it is: the selector then offers them all)."""
    if tuple(page_langs) == tuple(site_langs):
        return markdown
    line = f"{META_KEY}: [{', '.join(page_langs)}]\n"
    if markdown.startswith("---\n"):
        return "---\n" + line + markdown[len("---\n") :]
    return "---\n" + line + "---\n" + markdown
