"""A Python-Markdown extension for the rules site: glossary terms that work everywhere.

The ``abbr`` extension turns each glossary term into ``<abbr title="explanation">``.
Material's tooltips show the title on hover, but remove the ``title`` attribute while
doing so, and a bare ``<abbr>`` cannot be tapped on a phone. This extension, run after
``abbr``, copies the explanation into ``data-gloss`` at the term's first use on the page
(the print stylesheet prints it inline there) and makes every term focusable, so a tap or
the keyboard shows it too.

Enable in ``mkdocs.yml``: ``markdown_extensions: [abbr, cardgen.site.mdext]``.
"""

from __future__ import annotations

from xml.etree import ElementTree

from markdown import Extension, Markdown
from markdown.treeprocessors import Treeprocessor


class GlossaryTermProcessor(Treeprocessor):
    def run(self, root: ElementTree.Element) -> None:
        explained: set[str] = set()
        for abbr in root.iter("abbr"):
            title = abbr.get("title")
            if title:
                abbr.set("tabindex", "0")
                abbr.set("class", "cg-term")
                if title not in explained:  # printed once per page, at its first use
                    explained.add(title)
                    abbr.set("data-gloss", title)


class GlossaryTermExtension(Extension):
    def extendMarkdown(self, md: Markdown) -> None:  # noqa: N802 - Markdown's API
        # abbr's tree processor has priority 7; a lower number runs later.
        md.treeprocessors.register(GlossaryTermProcessor(md), "cardgen_glossary", 6)


def makeExtension(**kwargs) -> GlossaryTermExtension:  # noqa: N802 - Markdown's API
    return GlossaryTermExtension(**kwargs)
