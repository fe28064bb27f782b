"""Local HTTP servers of the tests: the built site on 127.0.0.1 with the right MIME types
(``.wasm`` → ``application/wasm``), a log of every request, and a plug to pull."""

from __future__ import annotations

import functools
import http.server
import sys
import threading
import traceback
import urllib.parse
from pathlib import Path
from typing import ClassVar

from browsing import TIMEOUT_MS

SUB = "/sub/"
"""The sub-path the site tests serve the site under, as a static host may."""


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
        with self.server.logged:  # type: ignore[attr-defined]
            self.server.log.append(self.path)  # type: ignore[attr-defined]
            self.server.logged.notify_all()  # type: ignore[attr-defined]

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def do_GET(self) -> None:
        if self.server.fake_engine and self.path.startswith(WORKER_PATH):  # type: ignore[attr-defined]
            self.log_request(200)
            self._answer(FAKE_WORKER.encode("utf-8"), "text/javascript")
            return
        super().do_GET()

    def do_POST(self) -> None:
        """``/__score?lang=L``: the stand-in engine's answer to the record in the body."""
        query = urllib.parse.urlsplit(self.path)
        if not (self.server.fake_engine and query.path == SCORE_PATH):  # type: ignore[attr-defined]
            self.send_error(404)
            return
        text = self.rfile.read(int(self.headers.get("Content-Length") or 0)).decode("utf-8")
        lang = urllib.parse.parse_qs(query.query).get("lang", ["en"])[0]
        self._answer(score_json(text, lang).encode("utf-8"), "application/json")

    def _answer(self, body: bytes, kind: str) -> None:
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


WORKER_PATH = "/_checker/worker.js"
SCORE_PATH = "/__score"
FAKE_WORKER = """// The tests' stand-in for the engine's worker (frontend/checker/worker.js): the
// messages, each record scored by the test server with the engine in its process. Ready at
// once; one record at a time, in the order sent, as the real worker scores them.
let queue = Promise.resolve();
self.onmessage = (event) => {
  const message = event.data;
  if (message.type === "init") {
    self.postMessage({ type: "status", stage: "runtime" });
    self.postMessage({ type: "status", stage: "engine" });
    self.postMessage({ type: "ready", ms: 0 });
  } else if (message.type === "score") {
    queue = queue.then(async () => {
      self.postMessage({ type: "scoring", id: message.id });
      const t0 = performance.now();
      const url = `/__score?lang=${encodeURIComponent(message.lang || "en")}`;
      const answer = await fetch(url, { method: "POST", body: message.record });
      const result = await answer.text();
      self.postMessage({ type: "result", id: message.id, result, ms: performance.now() - t0 });
    });
  }
};
"""


@functools.cache
def _bridge():
    """``frontend/checker/bridge.py`` (the worker's Python side), run here with the game data
    ``cardgen score`` exports from content instead of the bundle's copy of it."""
    import importlib.util

    from cardgen.engine import has_engine
    from cardgen.model import default_content_dir, game_ids, load_game
    from cardgen.model.game_data import game_data
    from cardgen.site.checker_sources import SOURCES

    spec = importlib.util.spec_from_file_location("checker_bridge", SOURCES / "bridge.py")
    bridge = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bridge)
    known = set(game_ids(default_content_dir()))

    @functools.cache
    def exported(game: str):
        return game_data(load_game(game, default_content_dir()))

    def data_of(game):
        if isinstance(game, str) and game in known and has_engine(game):
            return exported(game)
        return {"id": game}

    bridge.game_data = data_of
    return bridge


_SCORING = threading.Lock()


def score_json(text: str, lang: str) -> str:
    """What the real worker answers for ``text`` in ``lang`` (one record at a time)."""
    with _SCORING:
        return _bridge().score_json(text, lang)


class Server:
    """A threaded static server on 127.0.0.1 with a free port; ``log`` lists request paths.
    With ``fake_engine`` the checker's worker is ``FAKE_WORKER``."""

    def __init__(self, root: Path, fake_engine: bool = False) -> None:
        self.root = Path(root)
        handler = functools.partial(_Handler, directory=str(root))
        self.httpd = QuietServer(("127.0.0.1", 0), handler)
        self.httpd.log = []  # type: ignore[attr-defined]
        self.httpd.logged = threading.Condition()  # type: ignore[attr-defined]
        self.httpd.fake_engine = fake_engine  # type: ignore[attr-defined]
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    @property
    def url(self) -> str:
        host, port = self.httpd.server_address[:2]
        return f"http://{host}:{port}"

    @property
    def log(self) -> list[str]:
        return self.httpd.log  # type: ignore[attr-defined]

    def wait_for_request(
        self, fragment: str, timeout_s: float = TIMEOUT_MS / 1000, since: int = 0
    ) -> bool:
        """Whether a request whose path holds ``fragment`` was served (from the ``since``-th
        request of the log on), waiting for it (an event: each request served wakes the
        wait) ``timeout_s`` at most."""
        with self.httpd.logged:  # type: ignore[attr-defined]
            return self.httpd.logged.wait_for(  # type: ignore[attr-defined]
                lambda: any(fragment in path for path in self.log[since:]), timeout_s
            )

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def serve(root: Path) -> Server:
    return Server(root)


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


def serve_folder(folder: Path) -> tuple[QuietServer, str]:
    """Serve ``folder`` under ``/sub/`` on a free port: (server, base URL)."""
    handler = functools.partial(SubPathHandler, directory=str(folder))
    httpd = QuietServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd, f"http://127.0.0.1:{httpd.server_port}{SUB}"
