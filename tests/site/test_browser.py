"""The built site in headless Chromium, served under a sub-path (/sub/): only same-origin
requests, the language switch keeps the page, search per language, glossary tooltips, the
rule highlight, the print stylesheet and the root page's language choice.

Skipped only when /usr/bin/chromium is missing (see conftest.py)."""

from __future__ import annotations

import asyncio
import re
import threading
from urllib.parse import urlsplit

from cardgen.model import LANGS, default_content_dir, load_game
from cardgen.site.crawl import html_pages
from cardgen.site.strings import Strings

GLOSSARY_HIT = '.md-search-result__list a[href*="sample/glossary/"][href$="#g-harbour"]'
SAMPLE_TERMS = {"en": "harbour", "de": "Hafen", "nl": "haven", "it": "porto", "fr": "port"}


async def _visit_all(
    urls: list[str], origin: str, launch: dict, workers: int = 4
) -> dict[str, list[str]]:
    """Load every URL in headless Chromium, ``workers`` pages at a time; record requests."""
    from playwright.async_api import async_playwright

    found: dict[str, list[str]] = {"foreign": [], "failed": [], "seen": []}
    queue = list(urls)
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(**launch)
        context = await browser.new_context()

        def on_request(request) -> None:
            found["seen"].append(request.url)
            if not request.url.startswith((origin + "/", "data:", "blob:", "about:")):
                found["foreign"].append(request.url)

        def on_response(response) -> None:
            if response.status >= 400:
                found["failed"].append(f"{response.status} {response.url}")

        context.on("request", on_request)
        context.on("response", on_response)

        async def worker() -> None:
            page = await context.new_page()
            while queue:
                await page.goto(queue.pop(), wait_until="load")
            await page.wait_for_timeout(200)
            await page.close()

        await asyncio.gather(*(worker() for _ in range(workers)))
        await browser.close()
    return found


def test_every_page_makes_only_same_origin_requests(chromium, server, built_site):
    """Every page of the English site, and in every other language its home page and every
    page of one game, in turn (the pages of a language are the same templates)."""
    origin = "{0.scheme}://{0.netloc}".format(urlsplit(server))
    games = sorted({p.parent.name for p in built_site.glob("en/*/rules/index.html")})
    turn = {lang: games[i % len(games)] for i, lang in enumerate(LANGS)}

    def wanted(path: str) -> bool:
        lang, _, rest = path.partition("/")
        if lang not in LANGS or lang == LANGS[0]:
            return True
        return rest.count("/") == 0 or rest.startswith(turn[lang] + "/")

    paths = [
        page.relative_to(built_site).as_posix()
        for page in html_pages(built_site)
        if page.name != "404.html"
    ]
    urls = [server + path.removesuffix("index.html") for path in paths if wanted(path)]
    assert len(urls) > 20
    result: dict[str, list[str]] = {}
    # Playwright's async API in a thread of its own (the sync API owns this one).
    run = _visit_all(urls, origin, chromium)
    thread = threading.Thread(target=lambda: result.update(asyncio.run(run)))
    thread.start()
    thread.join()
    assert result, "the browser run failed"
    assert result["foreign"] == []
    assert result["failed"] == []
    assert len(result["seen"]) > len(urls)


def test_language_switch_keeps_the_page(page, server):
    page.goto(server + f"{LANGS[0]}/sample/rules/#smp-scoring-ports")
    for target in (*LANGS[1:], LANGS[0]):  # every other language, then back
        page.locator(".md-header__option .md-select").hover()
        page.locator(f'.md-select__link[hreflang="{target}"]').click()
        page.wait_for_url(re.compile(rf"/sub/{target}/sample/rules/$"))
        assert page.locator("html").get_attribute("lang") == target
    page.goto(server + "de/web-of-power/cards/")
    page.locator(".md-header__option .md-select").hover()
    page.locator('.md-select__link[hreflang="it"]').click()
    page.wait_for_url(re.compile(r"/sub/it/web-of-power/cards/$"))


def test_search_finds_a_glossary_term_in_each_language(page, server):
    for lang in LANGS:
        page.goto(server + f"{lang}/")
        page.locator("label.md-search__icon, .md-search__input").first.click()
        # typed, not filled: Material's search listens to key events
        page.locator("input.md-search__input").press_sequentially(SAMPLE_TERMS[lang], delay=20)
        hit = page.locator(GLOSSARY_HIT)
        hit.wait_for(state="attached")
        assert SAMPLE_TERMS[lang].lower() in (hit.text_content() or "").lower()


def test_german_search_stems_words_and_builds_its_index_at_the_first_query(page, server):
    """The search index is built (and the language's stemmer fetched) when the reader first
    searches, not at each page's load: a page opened and read costs no index."""
    fetched: list[str] = []

    def on_request(request) -> None:
        fetched.append(request.url)

    page.on("request", on_request)
    try:
        page.goto(server + "de/")
        page.wait_for_load_state("networkidle")  # the page's worker has had its setup
        assert any(url.endswith("/search/search_index.json") for url in fetched)
        assert [url for url in fetched if "/lunr/" in url] == []
        page.locator("label.md-search__icon, .md-search__input").first.click()
        # "Hafens" (genitive of the term "Hafen") is no prefix of "Hafen": the stemmer finds it
        page.locator("input.md-search__input").press_sequentially("Hafens", delay=20)
        hit = page.locator(GLOSSARY_HIT)
        hit.wait_for(state="attached")
        assert [url for url in fetched if url.endswith("/lunr.de.min.js")]
    finally:
        page.remove_listener("request", on_request)


def test_glossary_term_shows_its_explanation_on_hover_and_focus(page, server):
    page.goto(server + "en/sample/")
    term = page.locator("abbr.cg-term").first
    term.hover()
    tooltip = page.locator(".md-tooltip2", has_text="The place where your ships unload.")
    tooltip.wait_for(state="visible")
    page.mouse.move(0, 0)
    page.goto(server + "en/sample/rules/")
    page.goto(server + "en/sample/")
    page.locator("abbr.cg-term").first.focus()  # what a tap or the keyboard does
    page.locator(".md-tooltip2", has_text="The place where your ships unload.").wait_for(
        state="visible"
    )


def test_a_rule_link_scrolls_to_and_highlights_the_rule(page, server):
    page.goto(server + "it/sample/")
    page.locator('a[href="rules/#smp-scoring-ports"]').first.click()
    page.wait_for_url(re.compile(r"/sub/it/sample/rules/#smp-scoring-ports$"))
    heading = page.locator("#smp-scoring-ports")
    assert heading.evaluate("h => h.matches(':target')")
    page.wait_for_timeout(2600)  # after the flash, the highlight stays
    background = heading.evaluate("h => getComputedStyle(h).backgroundColor")
    assert background not in ("rgba(0, 0, 0, 0)", "transparent")
    box = heading.bounding_box()
    assert box is not None and 0 <= box["y"] < page.viewport_size["height"] - box["height"]


def test_print_stylesheet_hides_navigation_and_inlines_glossary(page, server):
    page.goto(server + "en/sample/")
    page.emulate_media(media="print")
    for selector in (".md-header", ".md-sidebar--primary", ".md-footer", ".md-search"):
        assert page.locator(selector).first.evaluate("e => getComputedStyle(e).display") == "none"
    after = page.locator("abbr.cg-term").first.evaluate(
        "e => getComputedStyle(e, '::after').content"
    )
    assert "The place where your ships unload." in after


def test_root_page_picks_the_browser_language(browser, server):
    for locale, lang in (
        ("de-DE", "de"),
        ("nl-BE", "nl"),
        ("it-IT", "it"),
        ("fr-CA", "fr"),
        ("sv-SE", "en"),
    ):
        context = browser.new_context(locale=locale)
        page = context.new_page()
        page.goto(server)
        page.wait_for_url(re.compile(rf"/sub/{lang}/$"))
        context.close()


def test_root_page_works_without_javascript(browser, server):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(server)
    for lang in LANGS:
        page.locator(f'a[hreflang="{lang}"]').wait_for()
    page.locator('a[hreflang="nl"]').click()
    page.wait_for_url(re.compile(r"/sub/nl/$"))
    context.close()


def test_root_page_remembers_the_chosen_language(browser, server):
    context = browser.new_context(locale="en-US")
    page = context.new_page()
    page.goto(server + "it/sample/")
    page.goto(server)
    page.wait_for_url(re.compile(r"/sub/it/$"))
    context.close()


CARRIAGE = {"de": "Kutsche", "en": "carriage", "it": "carrozza", "nl": "koets"}


def test_search_shows_no_word_missing_on_the_page_that_has_it(page, server):
    """The query is stemmed ("kutsche" → "kutsch"): Material compared the unstemmed word with
    the stems it found and showed it as missing ("Es fehlt: kutsche") on the very pages that
    have it. The rules page's result is titled "<game>: <Rules>", not the game's name."""
    for lang, word in CARRIAGE.items():
        page.goto(server + f"{lang}/")
        page.locator("label.md-search__icon, .md-search__input").first.click()
        page.locator("input.md-search__input").focus()
        page.keyboard.type(word, delay=20)
        rules = page.locator('.md-search-result__link[href*="web-of-power/rules/"]').first
        rules.wait_for(state="attached")
        page.wait_for_timeout(300)  # the list settles
        missing = page.locator(".md-search-result__terms del, .md-search-result__list del")
        assert missing.count() == 0, missing.all_text_contents()
        page_result = '.md-search-result__link[href*="web-of-power/rules/?"]:not([href*="#"])'
        titles = page.locator(f"{page_result} h1").all_text_contents()
        name = load_game("web-of-power", default_content_dir()).name.get(lang)
        expected = f"{name}: {Strings(lang)('rules')}"
        assert titles and titles[0].strip() == expected, page.eval_on_selector_all(
            ".md-search-result__link", "els => els.map(e => [e.getAttribute('href'), e.innerText])"
        )
