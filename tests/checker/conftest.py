"""Fixtures of the checker tests: the games with an engine, and the session's one site
build (``built_site``, see the root ``conftest.py``) served twice:

- ``server`` with a stand-in engine: its worker answers each record from the test server,
  which scores it with the engine in this process (``servers.FAKE_WORKER``). The page's
  behaviour is the point of most tests here; a cold Pyodide boot (seconds on a loaded host)
  would be most of their time, and the engine's answers are the same.
- ``real_server`` with the real runtime (Pyodide in the page's worker), for what only it
  shows: one journey per game, the engine's start-up, a runtime that fails to load."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import browsing
import pytest
from games import checker_games
from servers import Server


@pytest.fixture(scope="session")
def games():
    return checker_games()


@pytest.fixture(scope="session")
def site_dir(built_site: Path) -> Path:
    return built_site


@pytest.fixture(scope="session")
def server(built_site: Path) -> Iterator[Server]:
    srv = Server(built_site, fake_engine=True)
    yield srv
    srv.close()


@pytest.fixture
def context(browser):
    """A desktop's browser context (1280x900) that lists every request's URL in
    ``context.requests``."""
    ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    requests: list[str] = []
    ctx.on("request", lambda r: requests.append(r.url))
    ctx.requests = requests
    yield ctx
    ctx.close()


@pytest.fixture(scope="session")
def real_server(built_site: Path) -> Iterator[Server]:
    srv = Server(built_site)
    yield srv
    srv.close()


@pytest.fixture(autouse=True)
def no_service_worker(request):
    """On the stand-in engine's pages, no service worker: it would save each game's pages
    and the runtime for offline use in every test's fresh context (a third of the
    browser's work there), and the offline app is tested in ``tests/site``. With the real
    engine (``real_server``) the page starts as a reader's does, service worker and all."""
    browsing.DEFAULTS["service_workers"] = (
        "allow" if "real_server" in request.fixturenames else "block"
    )
    yield
    browsing.DEFAULTS.pop("service_workers", None)
