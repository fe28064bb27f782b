"""Reading one section of a rules page in tests: the text under a heading with a stable id,
up to the next heading of the same or a higher level (sub-sections included)."""

from __future__ import annotations

import re

from cardgen.model import LANGS  # noqa: F401 (the rules tests take it from here)

EXAMPLE = {
    "en": "*Example",
    "de": "*Beispiel",
    "nl": "*Voorbeeld",
    "it": "*Esempio",
    "fr": "*Exemple",
}
"""How a worked example starts in each language (italic lead-in)."""


def section(markdown: str, section_id: str, *, nested: bool = True) -> str:
    """The text of section ``section_id``; with ``nested=False`` only up to the next heading
    of any level."""
    heading = re.compile(rf"^(#+)\s.*\{{#{re.escape(section_id)}\}}\s*$", re.MULTILINE)
    match = heading.search(markdown)
    assert match, f"no section {section_id}"
    level = len(match.group(1))
    limit = level if nested else 6
    end = re.compile(rf"^#{{1,{limit}}}\s", re.MULTILINE).search(markdown, match.end())
    return markdown[match.end() : end.start() if end else len(markdown)]
