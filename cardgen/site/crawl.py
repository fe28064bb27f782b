"""Checks a built site offline: every internal link and anchor resolves.

Used by the tests (and handy after a build): ``check_links(dist/site)`` returns a list of
problems, each ``page: link: why``. Links must be relative (a root-relative ``/x`` breaks
under a sub-path); links to other origins are not followed.
"""

from __future__ import annotations

import functools
import posixpath
import urllib.parse
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path

LINK_ATTRS = {
    "a": ("href",),
    "link": ("href",),
    "img": ("src",),
    "script": ("src",),
    "iframe": ("src",),
    "source": ("src",),
    "audio": ("src",),
    "video": ("src",),
}
EXTERNAL = ("http:", "https:", "mailto:", "tel:", "data:", "blob:", "javascript:", "//")


OFFLINE_ROOT = "__ROOT__"
OFFLINE_RETRY = "__RETRY__"


@dataclass
class Page:
    lang: str | None = None
    ids: set[str] = field(default_factory=set)
    links: list[str] = field(default_factory=list)
    headings: list[str] = field(default_factory=list)
    """Ids of h1–h6, in document order."""
    base: str | None = None
    """``<base href>``: ``__ROOT__`` on the offline pages (``templates/offline.html.j2``),
    whose links the service worker makes relative to the site's root."""


class _Parser(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.page = Page()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        if tag == "html":
            self.page.lang = values.get("lang")
        if tag == "base":
            self.page.base = values.get("href")
        ident = values.get("id")
        if ident:
            self.page.ids.add(ident)
            if tag in ("h1", "h2", "h3", "h4", "h5", "h6"):
                self.page.headings.append(ident)
        if tag == "a" and values.get("name"):
            self.page.ids.add(values["name"] or "")
        for attr in LINK_ATTRS.get(tag, ()):
            value = values.get(attr)
            if value is not None:
                self.page.links.append(value)


@functools.lru_cache(maxsize=4096)
def _parse_cached(path: Path, mtime: float) -> Page:
    parser = _Parser()
    parser.feed(path.read_text(encoding="utf-8", errors="replace"))
    return parser.page


def parse_page(path: Path) -> Page:
    return _parse_cached(path, path.stat().st_mtime)


def html_pages(site_dir: Path) -> list[Path]:
    return sorted(site_dir.rglob("*.html"))


def resolve(site_dir: Path, page: Path, link: str) -> tuple[Path | None, str]:
    """The file a relative link points to (``None`` for another origin) and its fragment."""
    if link.startswith(EXTERNAL):
        return None, ""
    parts = urllib.parse.urlsplit(link)
    if parts.scheme:
        return None, ""
    fragment = urllib.parse.unquote(parts.fragment)
    if not parts.path:
        return page, fragment
    base = page.parent.relative_to(site_dir).as_posix()
    joined = posixpath.normpath(posixpath.join(base, urllib.parse.unquote(parts.path)))
    target = site_dir / joined
    if parts.path.endswith("/") or target.is_dir():
        target = target / "index.html"
    return target, fragment


def check_links(site_dir: Path) -> list[str]:
    """Every broken internal link or anchor of the built site, as ``page: link: why``."""
    site_dir = Path(site_dir)
    problems = []
    for page in html_pages(site_dir):
        where = page.relative_to(site_dir).as_posix()
        parsed = parse_page(page)
        at = site_dir / "index.html" if parsed.base == OFFLINE_ROOT else page
        for link in parsed.links:
            if parsed.base == OFFLINE_ROOT and link == OFFLINE_RETRY:
                continue  # the address asked for, filled in by the service worker
            if link.startswith("/") and not link.startswith("//"):
                problems.append(f"{where}: {link}: root-relative (breaks under a sub-path)")
                continue
            target, fragment = resolve(site_dir, at, link)
            if target is None:
                continue
            try:
                target.resolve().relative_to(site_dir.resolve())
            except ValueError:
                problems.append(f"{where}: {link}: points outside the site")
                continue
            if not target.is_file():
                problems.append(f"{where}: {link}: no such file")
            elif fragment and target.suffix == ".html" and fragment not in parse_page(target).ids:
                problems.append(f"{where}: {link}: no element with id {fragment!r}")
    return problems
