"""Links from a game's rules page to its score checker, on the site only.

The rules name the checker where it matters to a player (the worked example: "the score
checker gives the same numbers"; the interpretations it follows), but a phone shows the
site's navigation only behind its menu, and the page's footer leads on to the cards. So
the site links the first mention of the checker in each section of the rules page (a
section: from one heading of level 1 or 2 to the next), and ends the page with a line that
leads there. How each language names the checker is data (``checker_mention`` in
``frontend/strings.yaml``). The rules' Markdown itself is left alone: the rules PDFs
(``cardgen.press.booklet``) are made from the same text and have no checker to link to.
"""

from __future__ import annotations

import re

CHECKER_FROM_RULES = "../checker/index.md"
"""The checker page of a game, as its rules page links it (``<game>/rules/index.md``)."""

_SECTION = re.compile(r"^#{1,2} ", re.M)
"""Where a section of the rules starts: a heading of level 1 or 2."""

_LEAVE_ALONE = re.compile(
    r"^(?:```|~~~).*?^(?:```|~~~)[^\n]*$"  # fenced code
    r"|^(?:#|!!!|\?\?\?|\*\[)[^\n]*$"  # a heading, an admonition's title, an abbreviation
    r"|`[^`\n]*`"  # inline code
    r"|!?\[[^\]]*\]\([^)]*\)"  # a link or an image (their text too)
    r"|<[^>\n]*>"  # an HTML tag (its attributes)
    r"|\{[^}\n]*\}",  # an attribute list
    re.M | re.S,
)
"""Parts of the Markdown where a mention must not become a link."""


def link_mentions(markdown: str, mention: str, href: str) -> str:
    """``markdown`` with the first match of ``mention`` (a regular expression, case ignored)
    in each section turned into a link to ``href``; matches inside code, headings, links,
    HTML tags and attribute lists are skipped."""
    pattern = re.compile(mention, re.I)
    starts = [0, *(m.start() for m in _SECTION.finditer(markdown) if m.start() > 0)]
    bounds = zip(starts, [*starts[1:], len(markdown)], strict=True)
    return "".join(_link_first(markdown[a:b], pattern, href) for a, b in bounds)


def _link_first(section: str, pattern: re.Pattern[str], href: str) -> str:
    taken = [(m.start(), m.end()) for m in _LEAVE_ALONE.finditer(section)]
    for found in pattern.finditer(section):
        if any(a < found.end() and found.start() < b for a, b in taken):
            continue
        start, end = found.span()
        return f"{section[:start]}[{found[0]}]({href}){section[end:]}"
    return section
