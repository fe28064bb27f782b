"""The engine's worker starts the runtime's large downloads as soon as it starts.

Pyodide's loader asks for its WebAssembly and the standard library only once it runs, after
"go" (the page's form on screen, ``checker.js`` and its modules loaded). On a phone's
network those modules are many small requests whose round trips leave the connection idle;
the worker fills that time with the large files, and hands them to the loader when it asks.
"""

from __future__ import annotations

import pytest
from checker_pages import Page
from games import checker_games

GAMES = [g.id for g in checker_games()]

RUNTIME_FILES = ("pyodide.asm.wasm", "python_stdlib.zip")


@pytest.fixture
def desktop(browser):
    ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    yield ctx
    ctx.close()


def _hold_until(ctx, pattern: str, released: list[bool]) -> list:
    """Requests for ``pattern`` wait while ``released`` is empty; later ones go at once."""
    held: list = []

    def handle(route) -> None:
        if released:
            route.continue_()
        else:
            held.append(route)

    ctx.route(pattern, handle)
    return held


def test_the_runtime_downloads_start_before_the_loader_asks_and_only_once(desktop, real_server):
    game = GAMES[0]
    before = len(real_server.log)

    def requested(name: str) -> list[str]:
        return [path for path in real_server.log[before:] if name in path.split("?")[0]]

    released: list[bool] = []
    scripts = _hold_until(desktop, "**/_checker/checker.js*", released)
    loader = _hold_until(desktop, "**/pyodide.asm.mjs*", released)
    page = Page(desktop, real_server, game)
    page.page.goto(page.url, wait_until="commit")
    for name in RUNTIME_FILES:  # each request served wakes the wait
        real_server.wait_for_request(name, since=before)
    # Both were asked for while the page's script and Pyodide's loader were held back: the
    # loader, which would ask for the standard library only once it runs, could not have.
    assert all(requested(name) for name in RUNTIME_FILES), real_server.log[before:]
    assert requested("pyodide.asm.mjs") == []
    released.append(True)
    for route in scripts + loader:
        route.continue_()
    page.wait()
    # The loader took the downloads under way: nothing was fetched twice.
    for name in RUNTIME_FILES:
        assert len(requested(name)) == 1, (name, requested(name))
    assert page.errors == []
