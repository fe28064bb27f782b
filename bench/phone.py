"""Benchmark of the checker on a phone's network, against a bare Pyodide boot in the same run.

    .venv/bin/python bench/phone.py [--site dist/site] [--runs 3] [--game web-of-power]
                                    [--brotli]

The profile (as in issue 20): 9 Mbit/s down, 150 ms round trip, the CPU 4x slower, the
site served gzip-compressed as a static host serves it (the build's ``.gz`` copies, or
gzip on the fly for text and WebAssembly without one; ``--brotli`` serves the ``.br``
copies where the browser takes them). Each measure is a fresh browser context (empty
cache, no service worker) unless said otherwise:

* bare: a bare Pyodide boot in a module worker (Pyodide's own files as npm ships them,
  the whole standard library; ``loadPyodide`` + ``runPython("1")``), from navigation start.
* first visit: a share link to the game's checker, from navigation start to the first
  score on screen. Targets: ≤ 0.6 × bare, ≤ 4.5 MB moved.
* rules, then checker: the game's rules page, 8 s there, then the checker with a share
  link; the first score from the checker's navigation start. Target ≤ 3 s.
* offline reload: the visited checker page (the same context), offline, reloaded three
  times: a score every time.

Each measure also names the standard library the checker's worker started Python with:
its sources (a first visit: the fewest bytes) or its bytecode copy (once the service
worker keeps it: a start about three times faster).

How the network is shaped: by this benchmark's own server, not by Chromium's network
emulation, because the browser's emulation, set on a page, does not reach the site's
service worker, which fetches the checker's runtime while the reader is on the rules page.
The server waits one round trip before each response and sends every body through one
9 Mbit/s bucket shared by all connections. The CPU is slowed by Chromium
(``Emulation.setCPUThrottlingRate``, rate 4) on each page. Bytes moved: what the server
sent for the requests that reached it before the page showed its first score (bodies,
and 300 bytes of headers each).
"""

from __future__ import annotations

import argparse
import base64
import gzip
import http.server
import json
import shutil
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "support"))

from browsing import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from games import records_of  # noqa: E402
from servers import QuietServer, Unplugged, set_reachable  # noqa: E402

from cardgen.site.pyodide_runtime import lock_info, pyodide_dir  # noqa: E402

DOWN_BYTES_PER_S = 9_000_000 / 8
ROUND_TRIP_S = 0.150
CPU_SLOWDOWN = 4
STAY_ON_RULES_S = 8
CHUNK = 16 * 1024
VERBOSE = "--verbose" in sys.argv
COMPRESSIBLE = {".html", ".js", ".mjs", ".css", ".json", ".svg", ".wasm", ".webmanifest"}
TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".svg": "image/svg+xml",
    ".zip": "application/zip",
}

BARE_PAGE = """<!doctype html><html><head><meta charset="utf-8"><title>bare</title>
<link rel="icon" href="data:,"></head><body><p id="out">booting</p>
<script type="module">
const worker = new Worker(new URL("worker.js", location), { type: "module" });
worker.onmessage = () => {
  window.benchDone = performance.now();
  document.getElementById("out").textContent = "ready";
};
</script></body></html>
"""
BARE_WORKER = """const { loadPyodide } = await import("./pyodide/pyodide.mjs");
const indexURL = new URL("./pyodide/", self.location).href;
const py = await loadPyodide({ indexURL, lockFileContents: { info: LOCK, packages: {} },
  packages: [], stdout: () => {}, stderr: () => {} });
py.runPython("1");
postMessage("ready");
"""
# Notes when the checker first shows a score (before the page's own scripts run).
SCORE_WATCH = """new MutationObserver(() => {
  const root = document.querySelector(".cg-checker");
  if (root && Number(root.dataset.scored || 0) > 0 && !window.benchDone) {
    window.benchDone = performance.now();
  }
}).observe(document, { subtree: true, childList: true, attributes: true,
  attributeFilter: ["data-scored"] });"""


class Bucket:
    """One shared bandwidth limit: ``take(n)`` returns when ``n`` bytes may go."""

    def __init__(self, rate: float) -> None:
        self.rate = rate
        self.lock = threading.Lock()
        self.free_at = time.monotonic()
        self.sent = 0

    def take(self, size: int) -> None:
        with self.lock:
            now = time.monotonic()
            start = max(now, self.free_at)
            self.free_at = start + size / self.rate
            self.sent += size
            wait = self.free_at - now
        time.sleep(wait)


class PhoneHandler(Unplugged):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args) -> None:
        pass

    def do_GET(self) -> None:  # noqa: N802 - the base class's name
        server = self.server
        arrived = time.time()
        path = self.path.split("?")[0].split("#")[0]
        file = (server.root / path.lstrip("/")).resolve()  # type: ignore[attr-defined]
        if file.is_dir():
            file = file / "index.html"
        time.sleep(ROUND_TRIP_S)
        if not file.is_file() or server.root not in file.parents:  # type: ignore[attr-defined]
            self.send_response(404)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        stat = file.stat()
        etag = f'"{stat.st_mtime_ns:x}-{stat.st_size:x}"'
        if self.headers.get("If-None-Match") == etag:  # as any static host answers
            self.send_response(304)
            self.send_header("ETag", etag)
            self.end_headers()
            server.bucket.take(200)  # type: ignore[attr-defined] - the headers
            return
        accept = self.headers.get("Accept-Encoding", "")
        body, encoding = file.read_bytes(), None
        brotli_copy = file.with_name(file.name + ".br")
        gzip_copy = file.with_name(file.name + ".gz")
        if server.brotli and "br" in accept and brotli_copy.is_file():  # type: ignore[attr-defined]
            body, encoding = brotli_copy.read_bytes(), "br"
        elif "gzip" in accept and gzip_copy.is_file():
            body, encoding = gzip_copy.read_bytes(), "gzip"
        elif "gzip" in accept and file.suffix in COMPRESSIBLE and len(body) > 1400:
            body, encoding = gzip.compress(body, 6), "gzip"
        self.send_response(200)
        self.send_header("Content-Type", TYPES.get(file.suffix, "text/html; charset=utf-8"))
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-cache")
        self.send_header("ETag", etag)
        if encoding:
            self.send_header("Content-Encoding", encoding)
        self.end_headers()
        server.log.append((path, encoding, len(body), arrived))  # type: ignore[attr-defined]
        server.bucket.take(300)  # type: ignore[attr-defined] - the headers
        for at in range(0, len(body), CHUNK):
            part = body[at : at + CHUNK]
            server.bucket.take(len(part))  # type: ignore[attr-defined]
            self.wfile.write(part)


def serve(root: Path, brotli: bool) -> http.server.ThreadingHTTPServer:
    httpd = QuietServer(("127.0.0.1", 0), PhoneHandler)
    httpd.root = root.resolve()  # type: ignore[attr-defined]
    httpd.bucket = Bucket(DOWN_BYTES_PER_S)  # type: ignore[attr-defined]
    httpd.brotli = brotli  # type: ignore[attr-defined]
    httpd.log = []  # type: ignore[attr-defined]
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd


def write_bare(root: Path) -> None:
    """``_bare/``: the bare boot's page and worker, with Pyodide as npm ships it."""
    bare = root / "_bare"
    shutil.rmtree(bare, ignore_errors=True)
    (bare / "pyodide").mkdir(parents=True)
    for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"):
        shutil.copyfile(pyodide_dir() / name, bare / "pyodide" / name)
    (bare / "index.html").write_text(BARE_PAGE, encoding="utf-8")
    worker = BARE_WORKER.replace("LOCK", json.dumps(lock_info()))
    (bare / "worker.js").write_text(worker, encoding="utf-8")


def share_link(game: str) -> str:
    from cardgen.commands.score import score_text

    for _, record in records_of(game):
        result = score_text(json.dumps(record), lang="en")
        if "error" not in result:
            raw = json.dumps(record, ensure_ascii=False).encode("utf-8")
            return "#record=" + base64.urlsafe_b64encode(raw).decode().rstrip("=")
    raise SystemExit(f"no scoring test record of {game}")


def slow_page(context):
    page = context.new_page()
    page.add_init_script(SCORE_WATCH)
    cdp = context.new_cdp_session(page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": CPU_SLOWDOWN})
    return page


def done_at(page, timeout_s: float = 120) -> float:
    """ms from the page's navigation start to its ``window.benchDone``."""
    page.wait_for_function("() => window.benchDone", timeout=timeout_s * 1000, polling=50)
    return float(page.evaluate("window.benchDone"))


def stdlib_of(page) -> str:
    """Which standard library the checker's worker started with (its trace's marks, posted
    right after the first score): "bytecode" or "sources"."""
    page.wait_for_function(
        "() => performance.getEntriesByName('cg-worker-stdlib_compiled').length"
        " + performance.getEntriesByName('cg-worker-stdlib_sources').length > 0",
        timeout=10_000,
    )
    compiled = page.evaluate("performance.getEntriesByName('cg-worker-stdlib_compiled').length")
    return "bytecode" if compiled else "sources"


def one_run(browser, base: str, game: str, link: str, server) -> dict[str, object]:
    out: dict[str, object] = {}
    context = browser.new_context()
    page = slow_page(context)
    page.goto(f"{base}/_bare/")
    out["bare"] = done_at(page)
    context.close()

    context = browser.new_context()
    page = slow_page(context)
    server.log.clear()
    page.goto(f"{base}/en/{game}/checker/{link}")
    out["first"] = done_at(page)
    out["first_stdlib"] = stdlib_of(page)
    # the requests made before the score: those that reached the server before the page
    # showed it (the page's clock and the server's are this machine's). The theme's
    # scripts, the search index and the service worker are asked for right after the
    # score; counting what the server had answered by the time this script saw the score
    # counted some of them on a slow run and not on a fast one (4.42 to 4.52 MB).
    score_at = page.evaluate("(performance.timeOrigin + window.benchDone) / 1000")
    before = [entry for entry in server.log if entry[3] <= score_at]
    out["first_bytes"] = sum(size + 300 for _, _, size, _ in before)
    if VERBOSE:
        for path, encoding, size, at in server.log:
            print("  ", path, encoding, size, "" if at <= score_at else "(after the score)")
    context.close()

    context = browser.new_context()
    page = slow_page(context)
    page.goto(f"{base}/en/{game}/rules/")
    page.wait_for_timeout(STAY_ON_RULES_S * 1000)
    out["prepared"] = page.get_attribute("html", "data-cg-offline") == "ready"
    page.goto(f"{base}/en/{game}/checker/{link}")
    out["after_rules"] = done_at(page)
    out["after_rules_stdlib"] = stdlib_of(page)
    set_reachable(context, base, False)
    offline: list[float] = []
    stdlibs: set[str] = set()
    for _ in range(3):
        page.reload()
        offline.append(done_at(page, 60))
        stdlibs.add(stdlib_of(page))
    out["offline"] = offline
    out["offline_stdlib"] = "/".join(sorted(stdlibs))
    context.close()
    server.offline = False  # the next run starts online
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--site", type=Path, default=Path("dist/site"))
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--game", default="web-of-power")
    parser.add_argument("--brotli", action="store_true", help="serve the .br copies too")
    parser.add_argument("--verbose", action="store_true", help="list the requests")
    args = parser.parse_args()
    if not CHROMIUM.exists():
        print(f"{CHROMIUM} is missing: this benchmark needs Chromium")
        return 1
    if not (args.site / "sw.js").is_file():
        print(f"{args.site} is not a built site (run make)")
        return 1
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "site"
        shutil.copytree(args.site, root)
        write_bare(root)
        server = serve(root, args.brotli)
        base = f"http://127.0.0.1:{server.server_port}"
        link = share_link(args.game)
        runs = []
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
            for index in range(args.runs):
                run = one_run(browser, base, args.game, link, server)
                runs.append(run)
                print(
                    f"run {index + 1}: bare {run['bare']:.0f} ms, first visit "
                    f"{run['first']:.0f} ms ({run['first'] / run['bare']:.2f}x, "
                    f"{run['first_bytes'] / 1e6:.2f} MB, {run['first_stdlib']}), rules then "
                    f"checker {run['after_rules']:.0f} ms (runtime prepared: "
                    f"{run['prepared']}, {run['after_rules_stdlib']}), offline reloads "
                    f"{', '.join(f'{t:.0f}' for t in run['offline'])} ms "
                    f"({run['offline_stdlib']})",
                    flush=True,
                )
            browser.close()
        server.shutdown()

    def median(key: str) -> float:
        return statistics.median(float(r[key]) for r in runs)  # type: ignore[arg-type]

    ratios = [float(r["first"]) / float(r["bare"]) for r in runs]  # type: ignore[arg-type]
    encoding = "gzip and brotli" if args.brotli else "gzip"
    print(
        f"\nphone profile: 9 Mbit/s, 150 ms, CPU {CPU_SLOWDOWN}x, {encoding}; "
        f"{args.game}, {len(runs)} runs (medians)"
    )
    print(f"bare Pyodide boot          {median('bare'):7.0f} ms")
    first = median("first")
    print(
        f"first visit, first score   {first:7.0f} ms  "
        f"{statistics.median(ratios):.2f}x bare (target <= 0.6x)"
    )
    print(f"first visit, bytes moved   {median('first_bytes') / 1e6:7.2f} MB (target <= 4.5 MB)")
    print(f"rules 8 s, then checker    {median('after_rules'):7.0f} ms (target <= 3000 ms)")
    scored = all(len(r["offline"]) == 3 for r in runs)  # type: ignore[arg-type]
    print(f"offline reloads            a score every time: {scored}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
