"""The offline app on a phone (390x844, touch) in headless Chromium: the note that a new
version is ready is readable and out of the way; the offline page leads to the pages saved
in another language.

Skipped only when /usr/bin/chromium is missing (see tests/conftest.py)."""

from __future__ import annotations

import re

from offline_site import GAME, PAGES, PHONE, a_new_document, heading, listed_links, tap, wait_kept
from servers import set_reachable

from cardgen.model import LANG_NAMES
from cardgen.site import offline
from cardgen.site.strings import Strings


def luminance(rgb: tuple[float, ...]) -> float:
    """WCAG relative luminance of an sRGB colour (0–255 channels)."""
    linear = [
        c / 255 / 12.92 if c / 255 <= 0.04045 else ((c / 255 + 0.055) / 1.055) ** 2.4 for c in rgb
    ]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(one: str, two: str) -> float:
    """WCAG contrast ratio of two opaque CSS colours as ``getComputedStyle`` gives them."""
    ratios = []
    for colour in (one, two):
        channels = [float(v) for v in re.findall(r"[\d.]+", colour)]
        assert len(channels) == 3 or channels[3] == 1, f"not opaque: {colour}"
        ratios.append(luminance(tuple(channels[:3])))
    light, dark = max(ratios), min(ratios)
    return (light + 0.05) / (dark + 0.05)


def overlaps(a: dict, b: dict) -> bool:
    return not (
        a["x"] + a["width"] <= b["x"]
        or b["x"] + b["width"] <= a["x"]
        or a["y"] + a["height"] <= b["y"]
        or b["y"] + b["height"] <= a["y"]
    )


def test_the_update_note_is_a_readable_bar_at_the_bottom_of_a_phone(browser, own_site):
    """A new build offered on a phone: the note stands at the bottom, clear of the page's
    title, its text on one or two lines across most of the note, a Reload button that
    stands out (contrast at least 4.5:1, 44 px high), and "Not now" puts it away."""
    folder, base = own_site
    context = browser.new_context(**PHONE)
    try:
        page = context.new_page()
        page.goto(f"{base}en/{GAME}/rules/")
        wait_kept(page)
        rules = folder / "en" / GAME / "rules" / "index.html"
        rules.write_text(rules.read_text(encoding="utf-8") + "\n", encoding="utf-8")
        offline.write_app(folder)
        page.reload()
        note = page.locator(".cg-update")
        note.wait_for()
        assert "A new version of this site is ready." in note.inner_text()

        bar = note.bounding_box()
        title = page.locator("article h1").first.bounding_box()
        assert not overlaps(bar, title), (bar, title)
        assert bar["y"] + bar["height"] <= 844 and bar["y"] > 844 / 2  # at the bottom
        assert bar["x"] >= 0 and bar["x"] + bar["width"] <= 390

        text = page.locator(".cg-update__text")
        box = text.bounding_box()
        assert box["width"] >= 0.6 * bar["width"], (box, bar)
        line = float(text.evaluate("e => parseFloat(getComputedStyle(e).lineHeight)"))
        assert box["height"] <= 2 * line + 1, (box, line)

        reload = page.locator(".cg-update__reload")
        style = reload.evaluate(
            "e => { const s = getComputedStyle(e); return [s.color, s.backgroundColor]; }"
        )
        assert contrast(*style) >= 4.5, style
        note_bg = note.evaluate("e => getComputedStyle(e).backgroundColor")
        note_fg = note.evaluate("e => getComputedStyle(e).color")
        assert contrast(note_fg, note_bg) >= 4.5
        assert contrast(style[1], note_bg) >= 3  # the button's shape stands out of the bar
        for button in (reload, page.locator(".cg-update__dismiss")):
            size = button.bounding_box()
            assert size["height"] >= 44 and size["width"] >= 44, size

        tap(page, page.locator(".cg-update__dismiss"))
        assert page.locator(".cg-update").count() == 0
        assert heading(page)
    finally:
        context.close()


def test_the_offline_page_leads_to_the_pages_saved_in_another_language(browser, own_site):
    """German pages saved; offline, an English page not saved shows the English offline
    page: nothing saved in English, but the German pages listed under "Saved in other
    languages" (with the German home), and a tap opens one of them, offline. Once the
    English home is saved too, it is listed as well."""
    _, base = own_site
    context = browser.new_context(**PHONE)
    en = Strings("en")
    try:
        page = context.new_page()
        page.goto(f"{base}de/{GAME}/rules/")
        wait_kept(page)
        german = heading(page)
        set_reachable(context, base, False)

        page.goto(f"{base}en/{GAME}/rules/")
        assert page.locator("html").get_attribute("lang") == "en"
        assert page.locator("h1").inner_text() == en("offline_title")
        body = page.locator("main").inner_text()
        assert en("offline_none") in body and en("offline_saved") not in body
        assert en("offline_other_langs") in body
        links = set(listed_links(page))
        assert {f"{base}de/{GAME}/{sub}" for sub in PAGES} <= links
        assert not [link for link in links if not link.startswith(f"{base}de/")]
        home = page.locator('main a[href="de/"]')
        assert home.inner_text() == f"{LANG_NAMES['de']} — {Strings('de')('home')}"
        assert page.locator(f'main section[lang="de"] a[href="de/{GAME}/"]').count() == 1
        with a_new_document(page):
            tap(page, page.locator(f'main a[href="de/{GAME}/rules/"]'))
        assert page.url == f"{base}de/{GAME}/rules/"
        assert heading(page) == german

        # the English home saved as well: the English offline page leads to it
        set_reachable(context, base, True)
        page.goto(f"{base}en/")
        wait_kept(page)
        set_reachable(context, base, False)
        page.goto(f"{base}en/{GAME}/glossary/")
        assert page.locator("h1").inner_text() == en("offline_title")
        assert page.locator('main li a[href="en/"]').count() == 1
        body = page.locator("main").inner_text()
        assert en("offline_saved") in body and en("offline_other_langs") in body
    finally:
        context.close()
