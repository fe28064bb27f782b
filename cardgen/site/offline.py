"""The site as an offline app: service worker, file list, web app manifests, icons.

``write_app(site_dir)`` runs last in the site build (after the checker's assets, before
the precompressed copies) and writes::

    sw.js                          the service worker (frontend/app/sw.js with this build's
                                   version and file list), at the root: its scope is the
                                   whole site, whatever sub-path the site is served under
    _app/files-<version>.json      {version, files: {key: sha256[:16]}, groups: {name: [key]},
                                   languages: [code, …] (the product's order)}
    _app/icon-*.png                the app icons (frontend/app/, committed)
    _app/offline-<lang>.html       the page shown offline for a page not saved
    <lang>/manifest.webmanifest    one installable app per language (start and scope: the
                                   language's home), named in that language

A key is a file's path below the site root, a page by its folder (``en/web/rules/``). The
groups the worker keeps when a page asks (see ``frontend/app/sw.js``):

``root``                the language picker
``<lang>``              the language's home, theme assets, search index and manifest
``<lang>/<game>``       every page of the game (overview, rules, cards, glossary, checker,
                        downloads: the page, not the print files)
``<lang>/<game>/cards`` the game's card pictures
``checker``             the checker page's own scripts, styles and worker script (``_checker/``
                        less the runtime: about 70 KB on the wire), kept with every game, so
                        that a checker page saved without its runtime still draws its form
                        and says that the engine is not saved, in the page's style
``runtime``             the checker's runtime (Pyodide and the engine bundle), less its
                        standard library, which comes in one of two forms:
``stdlib``              the sources (``python_stdlib.zip``: what a first visit loads)
``stdlib-compiled``     the same modules as bytecode (three times the bytes, a start of
                        Python three times faster): kept when the connection allows work
                        in the background; the worker uses it whenever it is kept
``offline``             the offline page of each language (``_app/offline-<lang>.html``,
                        ``cardgen.site.offline_page``), kept when the worker installs: it
                        answers a page that is not saved, with no network

The version is a hash of the file list, so the same site gives the same version and any
changed file a new one. PDFs and zips of downloads, source maps, sitemaps and the
precompressed copies are not part of the app.
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path
from typing import Any

from cardgen.model import LANGS
from cardgen.resources import FRONTEND
from cardgen.site.files import write_file
from cardgen.site.offline_page import write_offline_pages
from cardgen.site.strings import Strings, counted

APP_SOURCES = FRONTEND / "app"
APP_DIR = "_app"
ICONS = (
    ("icon-192.png", "192x192", "any"),
    ("icon-512.png", "512x512", "any"),
    ("icon-maskable-512.png", "512x512", "maskable"),
)
THEME_COLOR = "#546e7a"
"""Material's blue grey, the site's primary colour (mkdocs.yml)."""
SKIP_SUFFIXES = {".map", ".gz", ".br", ".pdf", ".xml"}
LUNR_FILE = re.compile(r"lunr\.(?P<name>[a-z.]+)\.min\.js$")
OFFLINE_PAGE = re.compile(r"_app/offline-[a-z]{2}\.html")
LANG_ROOT_FILES = ("index.html", "manifest.webmanifest")
LANG_ROOT_FOLDERS = ("assets", "search")
PAGE_CARRIES = ("_checker/data/", "_checker/strings.json")
"""The checker's data and UI strings: each built checker page has its own inline (see
``cardgen.site.checker_page.page_data``), so the app needs no copy of them."""


def file_hash(path: Path) -> str:
    """What the worker compares before it keeps a file: the first 8 bytes of its SHA-256."""
    return hashlib.sha256(path.read_bytes()).hexdigest()[:16]


def page_key(rel: str) -> str:
    """``en/web/rules/index.html`` → ``en/web/rules/`` (the worker's key of the page)."""
    return rel.removesuffix("index.html") if rel.endswith("index.html") else rel


def group_of(rel: str, game_ids: set[str]) -> str | None:
    """The group of the file ``rel`` (a path below the site root), or None: not in the app."""
    path = Path(rel)
    if path.suffix in SKIP_SUFFIXES or path.name.startswith("."):
        return None
    parts = path.parts
    if OFFLINE_PAGE.fullmatch(rel):
        return "offline"
    if parts[0] == "_checker":
        if rel.startswith(PAGE_CARRIES):
            return None  # every checker page carries its data and strings inline
        if path.name == "python_stdlib.zip":
            return "stdlib"
        if path.name.startswith("stdlib-compiled-"):
            return "stdlib-compiled"
        if parts[1] == "pyodide" or path.name.startswith("engine-"):
            return "runtime"
        return "checker"
    if len(parts) == 1:
        return "root" if rel == "index.html" else None
    lang = parts[0]
    if lang not in LANGS:
        return None
    if len(parts) == 2:
        return lang if parts[1] in LANG_ROOT_FILES else None
    if parts[1] in LANG_ROOT_FOLDERS:
        lunr = LUNR_FILE.search(path.name)
        if lunr and lunr["name"] not in {"stemmer.support", "multi", lang}:
            return None  # the search of another language
        if path.name in {"wordcut.js", "tinyseg.js"}:
            return None  # word splitting for Thai and Japanese
        return lang
    if parts[1] not in game_ids:
        return None
    game = f"{lang}/{parts[1]}"
    if len(parts) > 3 and parts[2] == "downloads" and path.name != "index.html":
        return None  # the print files are downloads, not the app (their page is)
    if len(parts) > 3 and parts[2] == "cards":
        return f"{game}/cards" if path.name != "index.html" else game
    return game


def game_folders(site_dir: Path) -> set[str]:
    """The games of the site: the folders of a language that hold a ``checker/`` page."""
    out = set()
    for lang in LANGS:
        for folder in (site_dir / lang).glob("*/checker/index.html"):
            out.add(folder.parent.parent.name)
    return out


def file_list(site_dir: Path) -> dict[str, Any]:
    """The app's files and groups (deterministic: sorted keys, content hashes)."""
    games = game_folders(site_dir)
    files: dict[str, str] = {}
    groups: dict[str, list[str]] = {}
    for path in sorted(p for p in site_dir.rglob("*") if p.is_file()):
        rel = path.relative_to(site_dir).as_posix()
        if rel.startswith(f"{APP_DIR}/files-") or rel == "sw.js":
            continue
        group = group_of(rel, games)
        if group is None:
            continue
        key = page_key(rel)
        files[key] = file_hash(path)
        groups.setdefault(group, []).append(key)
    for lang in LANGS:
        if lang in groups:
            groups[lang] += [f"{APP_DIR}/{name}" for name, _, _ in ICONS]
    for name, _, _ in ICONS:
        files[f"{APP_DIR}/{name}"] = file_hash(APP_SOURCES / name)
    version = hashlib.sha256(json.dumps([files, groups], sort_keys=True).encode()).hexdigest()
    return {
        "version": version[:16],
        "files": dict(sorted(files.items())),
        "groups": {k: sorted(v) for k, v in sorted(groups.items())},
        # the site's languages in the product's order (the source language first): the
        # worker's choice of an offline page when neither the page nor the reader says one
        "languages": [lang for lang in LANGS if (site_dir / lang).is_dir()],
    }


def web_manifest(lang: str, games: int | None = None) -> dict[str, Any]:
    """The web app manifest of one language (paths relative to ``<lang>/``), for a site of
    ``games`` games (described as the site is: ``cardgen.site.strings.counted``)."""
    s = Strings(lang)
    return {
        "id": "./",
        "name": s("app_name"),
        "short_name": s("app_short_name"),
        "description": s(
            "site_description" if games is None or counted(games) else "site_description_any"
        ),
        "lang": lang,
        "start_url": "./",
        "scope": "./",
        "display": "standalone",
        "background_color": "#ffffff",
        "theme_color": THEME_COLOR,
        "icons": [
            {"src": f"../{APP_DIR}/{name}", "sizes": sizes, "type": "image/png", "purpose": use}
            for name, sizes, use in ICONS
        ],
    }


def write_app(site_dir: Path, games: int | None = None) -> list[Path]:
    """Icons, manifests, the file list and the service worker (see the module's doc), for
    a site of ``games`` games (None: as many as the site's description names)."""
    site_dir = Path(site_dir)
    written = []
    for name, _, _ in ICONS:
        written.append(write_file(site_dir / APP_DIR / name, (APP_SOURCES / name).read_bytes()))
    for lang in LANGS:
        if (site_dir / lang).is_dir():
            manifest = web_manifest(lang, games)
            text = json.dumps(manifest, ensure_ascii=False, indent=1, sort_keys=True)
            written.append(write_file(site_dir / lang / "manifest.webmanifest", text.encode()))
    written += write_offline_pages(site_dir, game_folders(site_dir))
    for old in (site_dir / APP_DIR).glob("files-*.json"):
        old.unlink()
    listing = file_list(site_dir)
    list_name = f"{APP_DIR}/files-{listing['version']}.json"
    text = json.dumps(listing, sort_keys=True, separators=(",", ":"))
    written.append(write_file(site_dir / list_name, text.encode()))
    worker = (APP_SOURCES / "sw.js").read_text(encoding="utf-8")
    worker = worker.replace("__VERSION__", listing["version"]).replace("__LIST__", list_name)
    written.append(write_file(site_dir / "sw.js", worker.encode()))
    return written
