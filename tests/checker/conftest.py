"""Shared fixtures of the checker tests: the games with an engine, their test records, one
built site (the real one from ``cardgen.site.build`` when it exists, else the checker's own
stand-in pages), one local server and one headless Chromium per session."""

from __future__ import annotations

import importlib.util
import os

import pytest

from cardgen.site.checker_dev import (
    build_harness,
    checker_games,
    loadable_games,
    serve,
)

GALLERY_GAMES = {"cosmopolis-networks", "web-of-power"}
"""Games whose English gallery pictures the test site has (the checker shows them)."""


@pytest.fixture(scope="session")
def games():
    return checker_games()


@pytest.fixture(scope="session")
def site_dir(tmp_path_factory, games):
    """The built site. ``CARDGEN_CHECKER_SITE=harness`` forces the stand-in pages."""
    out = tmp_path_factory.mktemp("site")
    real = importlib.util.find_spec("cardgen.site.build") is not None
    if real and os.environ.get("CARDGEN_CHECKER_SITE") != "harness":
        from cardgen.press.svgout import write_svgs
        from cardgen.site import build as site_build

        games = loadable_games()
        # one game's gallery in English, as `cardgen build` makes it: the card pictures
        for game in games:
            if game.id in GALLERY_GAMES:
                write_svgs(game, "en", out / "svg" / game.id / "en")
        site_build.build_site(games, out)
        root = out / "site" if (out / "site").is_dir() else out
        return root
    build_harness(out, games)
    return out


@pytest.fixture(scope="session")
def server(site_dir):
    srv = serve(site_dir)
    yield srv
    srv.close()
