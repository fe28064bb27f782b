"""Fixtures of the site tests: one site build per session from the real content folder
(games that fail to load right now are left out) plus the sample game, served over HTTP
under a sub-path; headless Chromium for the browser tests."""

from __future__ import annotations

import functools
import http.server
import shutil
import threading
import urllib.parse
from collections.abc import Iterator
from pathlib import Path

import pytest

from cardgen.errors import ContentError
from cardgen.model import LANGS, Game, default_content_dir, game_ids, load_game
from cardgen.site.build import build_site
from cardgen.site.checker_dev import QuietServer, Unplugged

REPO = Path(__file__).resolve().parents[2]
SAMPLE_CONTENT = REPO / "tests" / "sample_content"
SUB = "/sub/"


def fake_print_outputs(games: list[Game], out_dir: Path) -> None:
    """What the print step leaves in ``out_dir`` (PDFs, one SVG per face), made cheaply:
    the site only copies, sizes, zips and shows these files."""
    for game in games:
        for lang in LANGS:
            for paper in ("a4", "letter"):
                for variant, extra in (("", 0), ("-fold", 700), ("-single", 300)):
                    name = f"{game.id}-{lang}-{paper}{variant}.pdf"
                    pdf = out_dir / "print" / game.id / name
                    pdf.parent.mkdir(parents=True, exist_ok=True)
                    size = (2500 if paper == "a4" else 1200) + extra
                    pdf.write_bytes(b"%PDF-1.4\n% test\n" + b"0" * size)
            svg_dir = out_dir / "svg" / game.id / lang
            svg_dir.mkdir(parents=True, exist_ok=True)
            for comp in game.components:
                names = []
                for item in comp.items:
                    names.append(f"{comp.id}-{item.id}-front.svg")
                    if item.back is not None:
                        names.append(f"{comp.id}-{item.id}-back.svg")
                if comp.back is not None:
                    names.append(f"{comp.id}-back.svg")
                for name in names:
                    (svg_dir / name).write_text(
                        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 63 88"'
                        ' width="63mm" height="88mm"><rect width="63" height="88" fill="#fd8"/>'
                        f"<!-- {name} --></svg>",
                        encoding="utf-8",
                    )


def loadable_games() -> list[Game]:
    """The real games that load right now, and the sample game."""
    games = []
    for gid in game_ids(default_content_dir()):
        try:
            games.append(load_game(gid, default_content_dir()))
        except ContentError:
            continue  # another engineer's content in progress; the site shows it as coming
    games.append(load_game("sample", SAMPLE_CONTENT))
    return games


@pytest.fixture(scope="session")
def site_games() -> list[Game]:
    return loadable_games()


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory, site_games: list[Game]) -> Path:
    """``dist/site`` of a full build (all four languages), once per session."""
    out = tmp_path_factory.mktemp("dist")
    fake_print_outputs(site_games, out)
    build_site(site_games, out)
    return out / "site"


class Stall:
    """A slow line for some files: a request whose path holds one of ``parts`` waits
    ``delay`` seconds (or until ``release``) before it is answered. Set as a server's
    ``stall``; ``seen`` is set once such a request has come."""

    def __init__(self, *parts: str, delay: float) -> None:
        self.parts = parts
        self.delay = delay
        self.seen = threading.Event()
        self.released = threading.Event()

    def hold(self, path: str) -> None:
        if any(part in path for part in self.parts):
            self.seen.set()
            self.released.wait(self.delay)

    def release(self) -> None:
        self.released.set()


class SubPathHandler(Unplugged, http.server.SimpleHTTPRequestHandler):
    """Serves the site under ``/sub/`` only (anything else is 404), like a static host;
    the files of the server's ``stall`` (if any) slowly."""

    def do_GET(self) -> None:
        stall = getattr(self.server, "stall", None)
        if stall is not None:
            stall.hold(self.path)
        super().do_GET()

    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
    }

    def translate_path(self, path: str) -> str:
        clean = urllib.parse.urlsplit(path).path
        if not clean.startswith(SUB):
            return str(Path(self.directory) / "__outside_the_sub_path__")
        return super().translate_path(path[len(SUB) - 1 :])

    def log_message(self, *args) -> None:
        pass


@pytest.fixture(scope="session")
def server(built_site: Path) -> Iterator[str]:
    """Base URL of the built site, served under a sub-path: ``http://127.0.0.1:N/sub/``."""
    handler = functools.partial(SubPathHandler, directory=str(built_site))
    httpd = QuietServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_port}{SUB}"
    httpd.shutdown()
    httpd.server_close()


@pytest.fixture
def page(browser):
    context = browser.new_context()
    page = context.new_page()
    yield page
    context.close()


def serve_folder(folder: Path) -> tuple[QuietServer, str]:
    """Serve ``folder`` under ``/sub/`` on a free port: (server, base URL)."""
    handler = functools.partial(SubPathHandler, directory=str(folder))
    httpd = QuietServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd, f"http://127.0.0.1:{httpd.server_port}{SUB}"


@pytest.fixture
def own_site(built_site: Path, tmp_path: Path) -> Iterator[tuple[Path, str]]:
    """A copy of the built site for one test alone (which may change it, as a new build
    would), served under ``/sub/``: (folder, base URL)."""
    folder = tmp_path / "site"
    shutil.copytree(built_site, folder)
    httpd, base = serve_folder(folder)
    yield folder, base
    httpd.shutdown()
    httpd.server_close()
