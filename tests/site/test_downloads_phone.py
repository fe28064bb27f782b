"""A game's downloads page on a phone (390x844, touch) and on a desktop, in headless
Chromium: every file's name and size in sight, nothing to scroll sideways.

Skipped only when /usr/bin/chromium is missing (see tests/conftest.py)."""

from __future__ import annotations

from cardgen.model import LANGS
from cardgen.site import offline

PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}
DESKTOP = {"viewport": {"width": 1280, "height": 900}}

ROWS = """() => [...document.querySelectorAll('table.cg-downloads tbody tr')].map(tr => {
  const name = tr.querySelector('.cg-dl-file a').getBoundingClientRect();
  const size = tr.querySelector('.cg-dl-size');
  const box = size.getBoundingClientRect();
  const line = parseFloat(getComputedStyle(tr.querySelector('.cg-dl-file')).lineHeight);
  return {name: name.height / line, left: box.left, right: box.right, width: box.width,
          text: size.innerText, shown: getComputedStyle(size).visibility === 'visible'};
})"""


def test_the_downloads_page_fits_a_phone(browser, server, built_site):
    context = browser.new_context(**PHONE)
    try:
        page = context.new_page()
        for game in sorted(offline.game_folders(built_site)):
            for lang in LANGS:
                page.goto(f"{server}{lang}/{game}/downloads/")
                rows = page.evaluate(ROWS)
                if not rows:
                    continue
                where = (lang, game)
                assert page.evaluate("document.documentElement.scrollWidth") <= 390, where
                for row in rows:
                    assert row["shown"] and row["width"] > 0 and row["text"].strip(), where
                    assert row["left"] >= 0 and row["right"] <= 390, (where, row)
                    assert row["name"] <= 2.5, (where, row)  # a name on one line or two
                # the page's own language comes first, its heading naming it
                first = page.locator("table.cg-downloads").first
                assert first.get_attribute("lang") == lang
    finally:
        context.close()


def test_the_downloads_page_is_a_table_on_a_desktop(browser, server, built_site):
    context = browser.new_context(**DESKTOP)
    try:
        page = context.new_page()
        game = sorted(offline.game_folders(built_site))[0]
        page.goto(f"{server}en/{game}/downloads/")
        assert page.locator("table.cg-downloads thead").first.is_visible()
        assert page.locator("table.cg-downloads .cg-dl-lang").first.is_visible()
        assert page.evaluate("document.documentElement.scrollWidth") <= 1280
    finally:
        context.close()
