"""The checker page's own HTML. Its template (``frontend/overrides/checker.html``) writes
``head_block`` first in ``<head>`` and holds the theme's scripts until the first score;
``build_assets`` (``cardgen.site.checker``) then adds to each built checker page what only
the build's last step knows (``finish_page``): the inline data and form, the engine's early
start, the checker's style and script, and a Content-Security-Policy that allows the page's
own inline scripts by hash."""

from __future__ import annotations

import base64
import hashlib
import html
import json
import re
from collections.abc import Sequence
from typing import Any

from cardgen.resources import FRONTEND

# ---------------------------------------------------------------------------- CSP

_INLINE_SCRIPT = re.compile(r"<script(?P<attrs>[^>]*)>(?P<body>.*?)</script>", re.S | re.I)


def _executable(attrs: str) -> bool:
    if re.search(r"\bsrc\s*=", attrs, re.I):
        return False
    m = re.search(r"\btype\s*=\s*[\"']?([^\"'\s>]+)", attrs, re.I)
    if not m:
        return True
    return m.group(1).lower() in {"text/javascript", "application/javascript", "module"}


def inline_script_hashes(page: str) -> list[str]:
    """``'sha256-…'`` sources for every inline script the page executes."""
    out: list[str] = []
    for m in _INLINE_SCRIPT.finditer(page):
        if _executable(m.group("attrs")):
            digest = hashlib.sha256(m.group("body").encode("utf-8")).digest()
            source = f"'sha256-{base64.b64encode(digest).decode()}'"
            if source not in out:
                out.append(source)
    return out


def csp(page: str) -> str:
    """The Content-Security-Policy of a checker page: same-origin scripts, WebAssembly,
    the page's own inline scripts by hash, nothing from other origins."""
    scripts = " ".join(["'self'", "'wasm-unsafe-eval'", *inline_script_hashes(page)])
    return "; ".join(
        [
            "default-src 'self'",
            f"script-src {scripts}",
            "worker-src 'self'",
            "connect-src 'self'",
            "img-src 'self' data:",
            "style-src 'self' 'unsafe-inline'",
            "font-src 'self'",
            "object-src 'none'",
            "base-uri 'self'",
            "form-action 'self'",
        ]
    )


def page_data(form_data: bytes, lang_strings: dict[str, str]) -> str:
    """The JSON the checker page carries inline: its game's form data and its language's
    UI strings, with ``<`` escaped so no text can close the ``<script>`` element."""
    text = '{"data":' + form_data.decode("utf-8") + ',"strings":'
    text += json.dumps(lang_strings, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return (text + "}").replace("<", "\\u003c")


_DATA_TAG = '<script type="application/json" class="cg-page-data">'
EARLY_FORM = "cg-early-form-end"
"""The id of the element right after the form a checker page arrives with (see
``prerendered_forms``): the first paint waits until the parser has reached it."""


def finish_page(
    page: str, inline: str, form: str, worker: str, tail: str, preload: str = ""
) -> str:
    """The built checker ``page`` with what only the site build's last step knows.

    The theme's template (``frontend/overrides/checker.html``, selected by the page's
    ``template:``) has already put the head script first in ``<head>`` and held the
    theme's scripts back; ``page_markdown`` has written the runtime's names. Here:

    - ``inline`` (``page_data``: the form's data and the UI strings) and ``form`` (drawn
      at build time, see ``prerendered_forms``) take the place of the page's note for
      readers without JavaScript (kept in ``<noscript>``), followed by ``worker``
      (``worker_block``: Python's boot starts right after the form), then ``preload``
      (``preload_block``). They are not in the
      page's Markdown because the search index would then hold the game data and every
      label of the form as the page's text.
    - ``tail`` (``tail_block``: the checker's style and script) goes after the last style
      sheet of ``<head>``: Material's ``base.html`` writes the site's own style sheets
      (``extra_css``) outside any block, so no block of the template comes right after them.
    - the Content-Security-Policy goes first in ``<head>``: it lists the hash of every
      inline script of the finished page, the theme's own too, which exist only once
      the page is rendered.

    Why the page carries its data: the form is drawn by the module script the moment it
    runs, without waiting for two fetches whose callbacks would queue behind the theme's
    start-up: the form is ready ~200 ms after navigation instead of ~400 ms. Why the
    theme waits (``<script type="text/plain" data-cg-later>``, loaded by ``checker.js``
    after the first score or as soon as the reader uses the header or menu): Pyodide's
    boot takes every CPU core of a small machine, and the theme's start-up (script,
    layout, search index) measured ~8 % of a bare boot on top of the first score."""
    start = page.find('<p class="cg-boot">')
    end = page.find("</p>", start) + len("</p>")
    if start >= 0:
        note = page[start:end]
        # the first paint's mark: in the form after its first name (prerender.mjs), else
        # after the form
        mark = "" if f'id="{EARLY_FORM}"' in form else f'<span id="{EARLY_FORM}" hidden></span>'
        early = (
            f"{_DATA_TAG}{inline}</script><noscript>{note}</noscript>"
            f'<div class="cg-prerendered">{form}</div>{mark}{worker}{preload}<!--/cg-form-->'
        )
        page = page[:start] + early + page[end:]
    page = insert_after_styles(page, tail)
    meta = f'<meta http-equiv="Content-Security-Policy" content="{html.escape(csp(page))}">'
    return insert_head(page, meta)


def insert_after_styles(page: str, text: str) -> str:
    """``page`` with ``text`` after the last style sheet link of ``<head>`` (or at its end).

    Not at the end of ``<head>``: the theme's inline script there waits for the style
    sheets, and the browser found the links after it ~50 ms later than those before it."""
    head_end = page.find("</head>")
    if head_end < 0:
        return page
    links = list(re.finditer(r'<link rel="stylesheet"[^>]*>', page[:head_end]))
    at = links[-1].end() if links else head_end
    return page[:at] + text + page[at:]


def insert_head(page: str, text: str) -> str:
    """``page`` with ``text`` at the top of ``<head>`` (after ``<meta charset>``)."""
    charset = re.search(r"<meta charset=[^>]*>", page, re.I)
    if charset:
        return page[: charset.end()] + text + page[charset.end() :]
    return re.sub(r"<head([^>]*)>", lambda m: f"<head{m.group(1)}>{text}", page, count=1)


PAGE_SCRIPTS = FRONTEND / "checker-page"
"""The checker page's inline scripts (``head.js``, ``start-worker.js``): not in
``frontend/checker/``, whose scripts are the checker's modules, served as files."""


def inline_script(name: str) -> str:
    """The inline script ``PAGE_SCRIPTS/<name>`` as the page carries it (no final newline)."""
    return (PAGE_SCRIPTS / name).read_text(encoding="utf-8").removesuffix("\n")


# head.js, the first script of a checker page (ES5: it must run wherever the page opens). It
# holds the loader of the theme's scripts (window.cgLoadTheme; checker.html holds them): checker.js
# calls it after the first score; the reader's first touch outside the checker calls it at
# once, and so does a 20 s timer, so the theme never waits for a checker that cannot run.
# The theme's "js" class is set now: its search box shows at once. When checker.js will draw
# a saved state or a share link, "cg-restore" hides the form the page arrives with (drawn
# from the blank state; checker.css), and checker.js blocks rendering until it has drawn its
# own (written into the parser here: the same module as the one tail_block loads, which runs
# once), so the page is painted once, with the reader's form. A page opened as a file (no
# module script or worker can start from there) says at once how to serve it; a checker.js
# that has not run 8 s after the page is parsed (a failed download) leaves a note and a
# reload button, and the form the page arrived with shows. Until checker.js takes that form
# over, the buttons pressed in it are noted (window.cgEarlyClicks: checker.js presses them
# again in its own form) and Enter in a field does not send the form away.
def head_block(base: str, stamp: str, game: str = "") -> str:
    """What a checker page gets first in ``<head>`` (written there by its template):
    ``head.js`` (the theme's loader, the saved state's fast path). ``base`` is the URL of
    ``_checker/`` relative to the page; ``game`` is the checker's game (its saved state's
    key in ``localStorage``, as in ``checker.js``)."""
    query = f"?v={stamp}"
    start = inline_script("head.js").replace("STORE_KEY", json.dumps(f"cardgen.checker.{game}"))
    start = start.replace("CHECKER_URL", json.dumps(f"{base}checker.js{query}"))
    return f"<!--cg-head--><script>{start}</script><!--/cg-head-->"


def worker_block(base: str, stamp: str, boot: dict[str, Any]) -> str:
    """``start-worker.js``: starts the engine's worker thread and tells it to boot Python
    (``window.cgBoot``: the worker and what it sent before ``checker.js`` adopted it; ES5).
    ``boot`` names the runtime files (Pyodide version, bundle, lock info).

    Where it goes: right after the form the page arrives with, before the first paint.
    Python's boot starts while the page is still being parsed (on the bare boot it is
    compared with, ~100 ms after navigation), but ``hold`` keeps Pyodide's compile, which
    takes every core of a 2-core machine, until ``checker.js`` says "go" after the form's
    first paint. Why not from the top of ``<head>``, as it was: the worker's start (its
    thread, its script, Pyodide's loader and the bundle fetched) then shared the CPU and
    the server with the style sheets and the form's first layout. Started after the
    form, 40 interleaved cold loads put the form on screen at 260 ms (median) instead of
    286 ms, and the first score was no later."""
    start = inline_script("start-worker.js").replace(
        "WORKER_URL", json.dumps(f"{base}worker.js?v={stamp}")
    )
    start = start.replace("BASE_URL", json.dumps(base))
    start = start.replace("BOOT_INFO", json.dumps(boot, sort_keys=True, separators=(",", ":")))
    return f"<script>{start}</script>"


def preload_block(base: str, stamp: str, modules: Sequence[str]) -> str:
    """Preloads of ``modules``, the modules ``checker.js`` imports
    (``FrontEnd.module_names``), for after the form the page arrives with.

    Why there and not in ``<head>``: the browser's preload scanner finds them as early
    there (it reads ahead of the parser), while the parser's own work on 40 module
    links came before the first paint. Moved, with the paint's mark after the first
    name (``prerender.mjs``), the form was on screen at 450 ms instead of 670 ms on
    this 2-core machine (Circle the Wagons, 9 interleaved cold loads)."""
    query = f"?v={stamp}"
    return "".join(f'<link rel="modulepreload" href="{base}{n}{query}">' for n in modules)


def tail_block(base: str, stamp: str) -> str:
    """What a checker page gets last in ``<head>``: the checker's style sheet (after the
    theme's, so it wins ties), ``checker.js`` (a module: it runs once the page is
    parsed, and takes over the form the page arrived with) and a hint that the first
    paint waits until the form's first screen is parsed (``rel="expect"``, naming an
    element after the first player's name, or after the form: a browser that knows the
    hint paints as soon as the element named is in the page).

    Why the script is not render-blocking: the page carries its form
    (``prerendered_forms``), so the first paint need not wait for the script. Blocking it
    put the form on screen ~70 ms later on a 2-core machine (the script's fetch and run,
    then the form's layout). Why the hint: without it the browser at times painted the
    page before its parser had reached the form, and the form a frame later."""
    query = f"?v={stamp}"
    expect = f'<link rel="expect" href="#{EARLY_FORM}" blocking="render">'
    return (
        f'<!--cg-tail--><link rel="stylesheet" href="{base}checker.css{query}">'
        f'{expect}<script type="module" src="{base}checker.js{query}"></script>'
        "<!--/cg-tail-->"
    )
