"""The theme's own controls speak the page's language: the colour-scheme switch and the
headings' link (a reviewer found "Dark mode" and "Permanent link" on Dutch pages)."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardgen.model import LANGS
from cardgen.site.strings import Strings

ENGLISH_ONLY = ("Dark mode", "Light mode", "Permanent link")


@pytest.mark.parametrize("lang", LANGS)
def test_the_scheme_switch_and_heading_links_are_named_in_the_page_language(
    built_site: Path, lang: str
):
    s = Strings(lang)
    rules = (built_site / lang / "pyramidion" / "rules" / "index.html").read_text("utf-8")
    assert f'aria-label="{s("theme_to_dark")}"' in rules
    assert f'aria-label="{s("theme_to_light")}"' in rules
    assert f'title="{s("heading_link")}"' in rules
    # and the Markdown extensions are all still there (a list in a config replaces mkdocs.yml's)
    assert 'class="admonition' in rules or "<dl>" in rules
    if lang != "en":
        for page in (built_site / lang).rglob("index.html"):
            text = page.read_text("utf-8")
            assert not [w for w in ENGLISH_ONLY if w in text], page
