"""Development helpers of the score checker: a minimal stand-in site and a local server.

``build_harness(out)`` writes ``/<lang>/<game>/checker/index.html`` pages (plain HTML around
``page_markdown``, with a small inline script like the ones mkdocs-material adds, so the
CSP hashing is exercised) plus ``build_assets``; the tests and ``bench/checker.py`` use it
when the real site (``cardgen.site.build``) is not available, and ``serve`` serves either
over HTTP on 127.0.0.1 with the right MIME types (``.wasm`` → ``application/wasm``,
``.mjs`` → ``text/javascript``) and a log of every request.
"""

from __future__ import annotations

import functools
import html
import http.server
import json
import shutil
import subprocess
import sys
import threading
import traceback
import urllib.parse
from collections.abc import Sequence
from pathlib import Path
from typing import ClassVar

from cardgen.model import LANGS, Game, default_content_dir, game_ids, load_games
from cardgen.site import checker

SHELL = """<!doctype html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>{title}</title>
<link rel="icon" href="data:,">
<script>document.documentElement.classList.add("js")</script>
</head>
<body>
<main class="md-content">
{body}
</main>
</body>
</html>
"""


def render_markdown(text: str) -> str:
    import markdown

    return markdown.markdown(text, extensions=["md_in_html", "attr_list"])


def loadable_games() -> list[Game]:
    """Every game whose content loads now (others are being edited: skipped, with a word)."""
    base = default_content_dir()
    out = []
    for game_id in game_ids(base):
        try:
            out.extend(load_games([game_id], base))
        except Exception as error:  # noqa: BLE001 - a game in the middle of an edit
            print(f"[checker] skipping {game_id}: {str(error).splitlines()[0]}")
    return out


REPO = Path(__file__).resolve().parents[2]
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


def checker_games() -> list[Game]:
    """Games whose content loads, with an engine and a checker definition."""
    from cardgen.engine import has_engine

    return [g for g in loadable_games() if has_engine(g.id) and g.checker]


def records_of(game_id: str) -> list[tuple[str, dict]]:
    """``(name, record)``: the game engineers' example records and the checker's own."""
    module = game_id.replace("-", "_")
    out = []
    folders = (
        REPO / "tests" / "games" / module / "records",
        REPO / "tests" / "checker" / "records" / game_id,
    )
    for folder in folders:
        for path in sorted(folder.glob("*.json")):
            record = json.loads(path.read_text(encoding="utf-8"))
            if isinstance(record, dict) and record.get("game") == game_id:
                out.append((f"{folder.parent.name}/{path.stem}", record))
    return out


def build_harness(out: Path, games: Sequence[Game] | None = None) -> list[Path]:
    """A stand-in site: the checker pages of every game and language, then the assets."""
    if games is None:
        games = loadable_games()
    out = Path(out)
    for game in games:
        for lang in LANGS:
            heading = f"# {game.name.get(lang)}: checker\n\n"
            body = render_markdown(heading + checker.page_markdown(game, lang))
            page = out / lang / game.id / "checker" / "index.html"
            page.parent.mkdir(parents=True, exist_ok=True)
            title = html.escape(f"{game.name.get(lang)} checker")
            page.write_text(SHELL.format(lang=lang, title=title, body=body), encoding="utf-8")
            rules = out / lang / game.id / "rules" / "index.html"
            rules.parent.mkdir(parents=True, exist_ok=True)
            rules.write_text(
                SHELL.format(lang=lang, title="rules", body="<h1>Rules</h1>"), encoding="utf-8"
            )
    return checker.build_assets(games, out)


class QuietServer(http.server.ThreadingHTTPServer):
    """A threaded static server that says nothing when the browser drops a connection it
    no longer needs (a page left, a file it has from the service worker's cache).

    Why it matters beyond tidy output: on CPython 3.11 printing a traceback parses the
    source line with ``ast`` to place its carets, and ``ast`` keeps its recursion count per
    interpreter, not per thread. A server thread printing one while a test parses a module
    made that test fail with "AST constructor recursion depth mismatch" (cpython#106905).
    """

    daemon_threads = True
    offline = False
    """While true, every request gets its connection closed unanswered (see ``Unplugged``)."""
    by_port: ClassVar[dict[int, QuietServer]] = {}

    def server_activate(self) -> None:
        super().server_activate()
        QuietServer.by_port[self.server_port] = self

    def handle_error(self, request, client_address) -> None:
        error = sys.exc_info()[1]
        if isinstance(error, (BrokenPipeError, ConnectionResetError, ConnectionAbortedError)):
            return
        # One line, never a traceback: printing a traceback is what parses source with
        # ``ast`` on a server thread (see the class's docstring), whatever the error is.
        line = "".join(traceback.format_exception_only(error)).strip()
        print(f"server: request from {client_address[0]} failed: {line}", file=sys.stderr)


class Unplugged(http.server.BaseHTTPRequestHandler):
    """A handler that answers nothing while its server is ``offline``: the connection is
    closed, as a network that is gone would leave it (mixed into every handler here)."""

    def handle_one_request(self) -> None:
        if getattr(self.server, "offline", False):
            self.close_connection = True
            return
        super().handle_one_request()


def set_reachable(context, base_url: str, reachable: bool) -> None:
    """Take a browser ``context`` and the local server of ``base_url`` offline or back.

    Why both: Playwright's ``context.set_offline`` does not reach a service worker's own
    fetches in Chromium (microsoft/playwright#2311), so a test "offline" with it alone
    would pass where the worker quietly fetched from the server. With the server unplugged
    too, nothing that is not saved on the device can come."""
    context.set_offline(not reachable)
    port = urllib.parse.urlsplit(base_url).port
    QuietServer.by_port[port].offline = not reachable


class _Handler(Unplugged, http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".json": "application/json",
        ".zip": "application/zip",
        ".svg": "image/svg+xml",
    }

    def log_message(self, format: str, *args) -> None:  # noqa: A002 - the base signature
        self.server.log.append(self.path)  # type: ignore[attr-defined]

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()


class Server:
    """A threaded static server on 127.0.0.1 with a free port; ``log`` lists request paths."""

    def __init__(self, root: Path) -> None:
        self.root = Path(root)
        handler = functools.partial(_Handler, directory=str(root))
        self.httpd = QuietServer(("127.0.0.1", 0), handler)
        self.httpd.log = []  # type: ignore[attr-defined]
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    @property
    def url(self) -> str:
        host, port = self.httpd.server_address[:2]
        return f"http://{host}:{port}"

    @property
    def log(self) -> list[str]:
        return self.httpd.log  # type: ignore[attr-defined]

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def serve(root: Path) -> Server:
    return Server(root)


if __name__ == "__main__":  # python -m cardgen.site.checker_dev OUT: build and serve
    import sys
    import time

    target = Path(sys.argv[1] if len(sys.argv) > 1 else "dist/checker-dev")
    build_harness(target)
    server = serve(target)
    print(f"serving {target} at {server.url}/en/", flush=True)
    try:
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        server.close()


# ------------------------------------------------------------------ browser tests' touch

PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}
"""A phone's browser context (Playwright ``new_context`` options): 390x844 with touch."""
DESKTOP = {"viewport": {"width": 1280, "height": 900}, "has_touch": True}
"""A desktop's, 1280 px wide (with touch, so ``touchscreen.tap`` works there too)."""


def tap_centre(page, locator, settle_tries: int = 4) -> None:
    """A finger on the centre of ``locator`` (Playwright), scrolled to the middle of the
    screen first; fails when something else lies over that point (the tap would go there).

    A page that is drawing a new result may move the target between the measure and the
    hit test: the point is measured again (up to ``settle_tries`` times, 250 ms apart), so
    only something that stays over the target fails the tap."""
    hit = ""
    for _ in range(settle_tries):
        locator.evaluate(
            "e => { const r = e.getBoundingClientRect(); scrollTo({top: scrollY + r.top"
            " + r.height / 2 - innerHeight / 2, behavior: 'instant'}); }"
        )
        box = locator.bounding_box()
        assert box is not None, "not on screen"
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        hit = page.evaluate(
            "([x, y, e]) => { const h = document.elementFromPoint(x, y); "
            "return h === e || e.contains(h) ? '' : (h?.outerHTML || '').slice(0, 120); }",
            [x, y, locator.element_handle()],
        )
        if hit == "":
            page.touchscreen.tap(x, y)
            return
        page.wait_for_timeout(250)
    raise AssertionError(f"something else lies over the centre: {hit}")


def open_checker(browser, server, game: str, lang: str = "en", size=PHONE, fragment: str = ""):
    """A checker page in a new browser context of ``size``, once its form is live: the
    context, the page and the list its script errors are collected in. The theme's "back to
    top" button is hidden: it shows over the page's middle after every scroll upward and
    takes the tap meant for what is below it."""
    ctx = browser.new_context(**size)
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{server.url}/{lang}/{game}/checker/{fragment}")
    page.add_style_tag(content=".md-top { display: none !important; }")
    page.wait_for_function("() => document.querySelector('.cg-checker')?.dataset.state")
    page.wait_for_function("() => performance.getEntriesByName('cg-form-ready').length > 0")
    return ctx, page, errors


NODE = shutil.which("node")


def run_modules(script: str, **modules: str):
    """Run ``script`` (an ES module body) in Node with each checker module of ``modules``
    imported under its name (``records="core/records.js"``); what it prints, as JSON."""
    head = "".join(
        f"import * as {name} from {json.dumps((checker.SOURCES / path).as_uri())};\n"
        for name, path in modules.items()
    )
    out = subprocess.run(
        [str(NODE), "--input-type=module", "-e", head + script],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    return json.loads(out.stdout)
