"""The site's navigation is the players': the score record format (a page for developers)
stood among the games as "Spielstände", where a German player took it for something of
theirs. It comes last, under "For developers", and stays reachable and searchable."""

from __future__ import annotations

import json
import re
from pathlib import Path

from cardgen.model import LANGS
from cardgen.site.strings import Strings

TAB = re.compile(r'<a href="([^"]*)" class="md-tabs__link">(.*?)</a>', re.S)
NAV_LINK = re.compile(r'<a href="([^"]*)" class="md-nav__link[^"]*">(.*?)</a>', re.S)


def label(markup: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", "", markup).split())


def primary_nav(page: str) -> str:
    start = page.index('class="md-nav md-nav--primary')
    return page[start : page.index('class="md-sidebar md-sidebar--secondary"', start)]


def test_the_records_come_last_for_developers(built_site: Path):
    for lang in LANGS:
        s = Strings(lang)
        home = (built_site / lang / "index.html").read_text(encoding="utf-8")
        tabs = [(href, label(text)) for href, text in TAB.findall(home)]
        assert tabs[-1] == ("records/", s("for_developers")), (lang, tabs)
        assert s("records") not in [name for _, name in tabs], lang
        links = [(href, label(text)) for href, text in NAV_LINK.findall(primary_nav(home))]
        assert ("records/", s("for_developers")) == links[-1], (lang, links[-3:])
        assert s("records") not in [name for _, name in links], lang

        records = (built_site / lang / "records" / "index.html").read_text(encoding="utf-8")
        assert re.search(rf'<h1 id="[^"]*">{re.escape(s("records"))}<', records), lang
        index = json.loads((built_site / lang / "search" / "search_index.json").read_text("utf-8"))
        assert any(doc["location"].startswith("records/") for doc in index["docs"]), lang
