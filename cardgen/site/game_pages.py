"""What a game's generated pages say beyond its templates: the names of its designed parts
grouped by provenance (overview), its rules headed like its other pages, and its glossary
as abbreviations (every page)."""

from __future__ import annotations

import re
from typing import Any

from cardgen.model import Game
from cardgen.render import parts
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


def abbreviations(game: Game, lang: str) -> str:
    """``*[term]: explanation`` lines for the abbr extension (term and Capitalised term)."""
    lines = []
    for term in game.glossary:
        text = term.term.get(lang).strip()
        definition = " ".join(term.definition.get(lang).split())
        for variant in dict.fromkeys((text, text[:1].upper() + text[1:])):
            lines.append(f"*[{variant}]: {definition}")
    return "\n".join(lines)
