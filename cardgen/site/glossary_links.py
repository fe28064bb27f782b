"""Which rule sections use a glossary term: the glossary links each entry to them.

A section is a heading of the rules with its ``{#id}`` and the text up to the next heading.
A term is used where one of its words starts a word of the section (so "Kutsche" finds
"Kutschen", "koets" finds "koetsen"); a term of five letters or more matches without its
last vowel too ("carrozza" finds "carrozze"). Case and accents of the first letter aside,
the match is exact: a link too many is better than a guess at grammar.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_HEADING = re.compile(r"^(#{2,4}) (?P<title>.+?)\s*\{#(?P<id>[A-Za-z0-9_-]+)\}\s*$", re.M)
_MARKUP = re.compile(r"[*_`\[\]]|\]\([^)]*\)|\{[^}]*\}")
MAX_LINKS = 6
"""At most this many sections per term (a term used everywhere links the first ones)."""


@dataclass(frozen=True)
class RuleSection:
    id: str
    title: str
    text: str


def rule_sections(markdown: str) -> list[RuleSection]:
    """The rules' sections with an id (level 2 to 4), in order, with their own text."""
    found = list(_HEADING.finditer(markdown))
    out = []
    for index, match in enumerate(found):
        end = found[index + 1].start() if index + 1 < len(found) else len(markdown)
        text = _MARKUP.sub("", markdown[match.end() : end])
        out.append(RuleSection(match["id"], _MARKUP.sub("", match["title"]).strip(), text))
    return out


def _pattern(term: str) -> re.Pattern[str]:
    words = []
    for word in term.split():
        if len(word) >= 5 and word[-1].lower() in "aeiou":
            word = word[:-1]
        words.append(re.escape(word))
    return re.compile(r"(?<!\w)" + r"\w*\s+".join(words), re.I)


def sections_using(term: str, sections: list[RuleSection]) -> list[RuleSection]:
    """The sections whose title or text use ``term`` (see the module's doc), in the rules'
    order; of a term used in more than ``MAX_LINKS`` sections, those that use it most."""
    pattern = _pattern(term.strip())
    counts = {
        s.id: 3 * len(pattern.findall(s.title)) + len(pattern.findall(s.text)) for s in sections
    }
    used = [s for s in sections if counts[s.id]]
    keep = {s.id for s in sorted(used, key=lambda s: -counts[s.id])[:MAX_LINKS]}
    return [s for s in used if s.id in keep]
