"""Fixtures shared by every test folder.

One Playwright and one headless Chromium serve the whole session: the sync API runs an
event loop while it is open, so two suites each opening their own (site and checker)
collide when run together. One site build serves the site and the checker tests alike.
"""

from __future__ import annotations

import os
from pathlib import Path

import browsing
import file_weights
import pytest
from browsing import CHROMIUM, TIMEOUT_MS
from hypothesis import HealthCheck, settings

from cardgen.model import Game

# Every property test runs the same examples on every machine (fixed seed), bounded by its
# ``max_examples``, not by the clock: CI machines and shared hosts are too noisy for
# hypothesis' per-example deadline (200 ms), which failed the Web engine's fuzz under load.
settings.register_profile(
    "cardgen", derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile("cardgen")


@pytest.fixture(autouse=True)
def engines_as_they_were():
    """The engine registry after a test as it was before it: loading content registers its
    games' engines (``cardgen.engine.registry``), and a test that loads a game called
    ``common`` or a ``web`` without an engine must not change which engine the next test of
    its worker finds (a run's order of files put such tests before the Web engine's once).
    What fixtures of a wider scope register stays: they are set up before this one."""
    from cardgen.engine.registry import ENGINES

    before = dict(ENGINES)
    yield
    ENGINES.clear()
    ENGINES.update(before)


@pytest.fixture(scope="session")
def playwright():
    """The session's one Playwright (sync API)."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        yield playwright


@pytest.fixture(scope="session")
def chromium(playwright) -> dict:
    """Launch options of Debian's Chromium (``browsing.launch_options``); skips the test
    when it is not installed."""
    if not CHROMIUM.exists():
        pytest.skip(
            f"{CHROMIUM} is missing: the browser tests need Debian's chromium-headless-shell"
        )
    return browsing.launch_options(playwright.chromium)


@pytest.fixture(scope="session")
def browser(playwright, chromium: dict):
    """The session's Chromium. Every context it makes waits ``TIMEOUT_MS`` at most for an
    event (one setting, generous enough for a loaded host) and takes ``browsing.DEFAULTS``."""
    browser = playwright.chromium.launch(**chromium)
    new_context = browser.new_context

    def patient_context(**options):
        context = new_context(**{**browsing.DEFAULTS, **options})
        context.set_default_timeout(TIMEOUT_MS)
        return context

    browser.new_context = patient_context
    yield browser
    browser.close()


@pytest.fixture(scope="session")
def site_games() -> list[Game]:
    from sites import site_games

    return site_games()


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory, site_games: list[Game]) -> Path:
    """``dist/site`` of a full build (every language), once per run: the first
    pytest-xdist worker to ask builds it, the others wait for it (see ``sites.shared``)."""
    from sites import build_test_site, shared

    return shared(tmp_path_factory, "dist", lambda out: build_test_site(site_games, out))


@pytest.fixture(scope="session")
def designer_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """``dist/site`` of several designers' games (``designer_site``: registered by their
    content, a rules image, an engine of its own, the sample without print files), one
    content-only build per run shared like ``built_site``; read, never changed."""
    from designer_site import build_designer_site
    from sites import shared

    return shared(tmp_path_factory, "designers", build_designer_site)


def pytest_collection_modifyitems(config, items) -> None:
    """The longest files first (``file_weights.run_order``): under ``--dist loadfile`` each
    worker takes the next file left, so the long ones start the run and the short ones fill
    its end, and while one worker builds the shared site the others run files that need
    none. The order within a file stays."""
    weights = file_weights.load()
    weight = file_weights.weigher(weights)
    files: dict[str, bool] = {}
    for item in items:
        path = item.nodeid.split("::")[0]
        files[path] = files.get(path, False) or "built_site" in item.fixturenames
    # each pytest-xdist worker collects and orders the run (the same order in each); a
    # worker knows how many there are from its environment (its -n option is cleared)
    workers = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "0") or 0)
    order = file_weights.run_order(
        [(path, weight(path), site) for path, site in files.items()],
        workers,
        weights.get(file_weights.BUILD, 0.0),
    )
    rank = {path: i for i, path in enumerate(order)}
    items.sort(key=lambda item: rank[item.nodeid.split("::")[0]])
