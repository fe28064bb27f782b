"""What a game's generated pages say beyond its templates: the names of its designed parts
grouped by provenance (overview), its rules headed like its other pages and linking its
checker, its names in its other languages (home, overview, search), and its glossary as
abbreviations (every page)."""

from __future__ import annotations

import re
from typing import Any

from cardgen.model import Game
from cardgen.render import parts
from cardgen.site.rules_links import CHECKER_FROM_RULES, link_mentions
from cardgen.site.strings import Strings


def provenance_groups(game: Game, lang: str) -> list[dict[str, Any]]:
    """Designed or inferred parts grouped by status and reason (one entry per reason), in
    the site's words (:func:`cardgen.render.parts.provenance_groups`)."""
    s = Strings(lang)
    return parts.provenance_groups(game, lang, lambda name: s("part_scoring", name=name))


_FIRST_H1 = re.compile(r"\A(\s*)# (?P<text>[^\n]*?)(?P<attrs>\s*\{[^}\n]*\})?[ \t]*$", re.M)


def titled_rules(markdown: str, title: str) -> str:
    """The rules with ``title`` ("Web: Rules") as their first heading, as the other pages of
    a game have: the search lists a page by its first heading, and the rules, headed by the
    game's name alone, read like the game's overview there. The heading's own ``{#id}``
    stays; one without gets ``{#rules}``."""
    found = _FIRST_H1.match(markdown)
    if not found:
        return markdown
    attrs = found["attrs"] or " {#rules}"
    return f"{found[1]}# {title}{attrs}" + markdown[found.end() :]


def checker_linked(markdown: str, mention: str) -> str:
    """A rules page's Markdown with its mentions of the checker (``mention``, a regular
    expression) linked to the game's checker page (:mod:`cardgen.site.rules_links`)."""
    return link_mentions(markdown, mention, CHECKER_FROM_RULES)


_SUBTITLE = re.compile(r"\s+[–—-]\s+|:\s+")
"""What separates a name's main title from its subtitle ("Web of Power – The Card Game")."""


def main_title(name: str) -> str:
    """A game's name without its subtitle: "Web of Power" of "Web of Power – The Card Game"."""
    return _SUBTITLE.split(name, maxsplit=1)[0].strip()


def other_names(game: Game, lang: str) -> list[str]:
    """The titles the game was also published under (``other_titles`` in its
    ``game.yaml``), where they differ from its name in ``lang`` (by main title:
    "Kardinal & König" is not "Web of Power", "Web of Power – Card Game" is), each once, in
    the order given. A player who knows a game by another edition's name finds it by that
    name: the home page and the overview show it, and the search finds the game's pages.
    Its names in other languages are our translations, not other titles (a designer's
    "Beispielhafen" is not another name of "Sample Harbour")."""
    own = main_title(game.name.get(lang)).casefold()
    found: dict[str, str] = {}
    for name in game.other_titles:
        title = main_title(name)
        if title.casefold() != own:
            found.setdefault(title.casefold(), title)
    return list(found.values())


_PLAIN_SPACES = re.compile(r"[ \t\r\n]+")
"""The spaces a line may break at (not U+00A0 nor U+202F, the no-break spaces)."""


def abbreviations(game: Game, lang: str) -> str:
    """``*[term]: explanation`` lines for the abbr extension (term and Capitalised term)."""
    lines = []
    for term in game.glossary:
        text = term.term.get(lang).strip()
        # line breaks and runs of spaces become one space; no-break spaces stay (str.split
        # would take them too: French "règle\u00a0: …" would break before its colon)
        definition = _PLAIN_SPACES.sub(" ", term.definition.get(lang).strip(" \t\r\n"))
        for variant in dict.fromkeys((text, text[:1].upper() + text[1:])):
            lines.append(f"*[{variant}]: {definition}")
    return "\n".join(lines)
