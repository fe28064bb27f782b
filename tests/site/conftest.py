"""Fixtures of the site tests: the session's one site build (``built_site``, see the root
``conftest.py``) served over HTTP under a sub-path, as a static host may serve it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import browsing
import pytest
from servers import serve_folder
from sites import copy_site


@pytest.fixture(scope="session")
def server(built_site: Path) -> Iterator[str]:
    """Base URL of the built site, served under a sub-path: ``http://127.0.0.1:N/sub/``."""
    httpd, base = serve_folder(built_site)
    yield base
    httpd.shutdown()
    httpd.server_close()


@pytest.fixture(autouse=True)
def service_worker_where_offline_is_the_point(request):
    """The offline app's service worker only in the offline tests (``test_offline*.py``).
    Elsewhere each fresh context would have it save the game of the first page visited,
    pages, pictures and the engine's runtime, for offline use (half the processor time of
    a phone's test of 20 downloads pages went there)."""
    offline = request.node.path.name.startswith("test_offline")
    browsing.DEFAULTS["service_workers"] = "allow" if offline else "block"
    yield
    browsing.DEFAULTS.pop("service_workers", None)


@pytest.fixture
def page(browser):
    context = browser.new_context()
    page = context.new_page()
    yield page
    context.close()


@pytest.fixture
def own_site(built_site: Path, tmp_path: Path) -> Iterator[tuple[Path, str]]:
    """A copy of the built site for one test alone (which may change it, as a new build
    would), served under ``/sub/``: (folder, base URL)."""
    folder = copy_site(built_site, tmp_path / "site")
    httpd, base = serve_folder(folder)
    yield folder, base
    httpd.shutdown()
    httpd.server_close()
