"""What the offline-app tests share (``tests/site/test_offline*.py``): the game and pages
they visit, a phone's and a desktop's context, a share link and the totals ``cardgen score``
gives it, waits for the service worker and the score, the cache's contents, a new build
published, a finger's tap, a new document."""

from __future__ import annotations

import base64
import contextlib
import json
from collections.abc import Iterator

from checker_pages import ranked
from games import records_of

from cardgen.commands.score import score_text
from cardgen.site import offline

GAME = "web-of-power"
PAGES = ("", "rules/", "cards/", "glossary/", "checker/", "downloads/")
PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}
DESKTOP = {"viewport": {"width": 1280, "height": 900}}
SAVE_DATA = """Object.defineProperty(Navigator.prototype, "connection", {
  get() { return { saveData: true, effectiveType: "4g", addEventListener() {} }; },
});"""


def share_link() -> tuple[str, list[list[str]]]:
    """A share link of a test record and the totals ``cardgen score`` gives it, as the
    result lists them (ranked: see ``checker_pages.ranked``)."""
    for _, record in records_of(GAME):
        result = score_text(json.dumps(record), lang="en")
        if "error" not in result and all("total" in p for p in result["players"]):
            raw = json.dumps(record, ensure_ascii=False).encode("utf-8")
            fragment = "#record=" + base64.urlsafe_b64encode(raw).decode().rstrip("=")
            return fragment, ranked(result["players"])
    raise AssertionError(f"no scoring test record of {GAME}")


def wait_kept(page) -> None:
    """Until the service worker answered the page's visit (``<html data-cg-offline>``)."""
    page.wait_for_selector("html[data-cg-offline]", state="attached")
    assert page.get_attribute("html", "data-cg-offline") == "ready"


def wait_scored(page) -> None:
    page.wait_for_function(
        "() => Number(document.querySelector('.cg-checker')?.dataset.scored || 0) > 0",
    )


def totals(page) -> list[list[str]]:
    return page.eval_on_selector_all(
        "[data-total-for]", "els => els.map(e => [e.dataset.totalFor, e.textContent])"
    )


def cached_urls(page) -> list[str]:
    return page.evaluate(
        """async () => {
          const out = [];
          for (const name of await caches.keys()) {
            const cache = await caches.open(name);
            for (const request of await cache.keys()) out.push(request.url);
          }
          return out;
        }"""
    )


def publish_new_build(folder) -> None:
    """The next build on the host: one page changed (its heading ends "(new build)")."""
    rules = folder / "en" / GAME / "rules" / "index.html"
    rules.write_text(
        rules.read_text(encoding="utf-8").replace("</h1>", " (new build)</h1>", 1),
        encoding="utf-8",
    )
    offline.write_app(folder)


def heading(page) -> str:
    return page.locator("article h1").first.inner_text()


def tap(page, locator) -> None:
    locator.scroll_into_view_if_needed()
    box = locator.bounding_box()
    page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)


@contextlib.contextmanager
def a_new_document(page) -> Iterator[None]:
    """Until the page shows a new document (a navigation or a reload, however Chromium
    reports it: from our offline page it may report the first attempt as aborted)."""
    page.evaluate("window.cgOldDocument = true")
    yield
    page.wait_for_function("() => !window.cgOldDocument && document.readyState !== 'loading'")


def listed_links(page) -> list[str]:
    return page.eval_on_selector_all("main li a", "els => els.map(a => a.href)")
