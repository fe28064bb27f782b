"""Fixtures shared by every test folder.

One Playwright and one headless Chromium serve the whole session: the sync API runs an
event loop while it is open, so two suites each opening their own (site and checker)
collide when run together.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, settings

from cardgen.site.checker_dev import CHROMIUM, CHROMIUM_ARGS

# Every property test runs the same examples on every machine (fixed seed), bounded by its
# ``max_examples``, not by the clock: CI machines and shared hosts are too noisy for
# hypothesis' per-example deadline (200 ms), which failed the Web engine's fuzz under load.
settings.register_profile(
    "cardgen", derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile("cardgen")


@pytest.fixture(scope="session")
def chromium() -> dict:
    """Launch options of Debian's Chromium; skips the test when it is not installed."""
    if not CHROMIUM.exists():
        pytest.skip(f"{CHROMIUM} is missing: the browser tests need Debian's chromium")
    return {"executable_path": str(CHROMIUM), "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def browser(chromium: dict):
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(**chromium)
        yield browser
        browser.close()
