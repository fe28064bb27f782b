"""A language added by data alone, through the three products (issue 32, item 4): in a copy
of the ``cardgen`` package (``pseudo_locale``), the made-up language ``xx`` is an entry of
``languages.json`` and a catalog of each of cardgen's own domains (the print files', the
site's, the checker's …: the source texts accented and 30 % longer), and a game of
``cardgen new`` is given ``xx`` in its YAML, CSV and rules. ``cardgen build`` of that game in
the copy, with no module changed, writes its print files, SVGs and site in ``xx``; the checker
page speaks it on a phone, scores the game's example as ``cardgen score --lang xx`` does,
and no control's words overflow their box though every text is 30 % longer.

One build of one game in two languages in a subprocess (the runtime from the shared cache),
about 20 s; one checker page with the real engine (the game's own, in Pyodide)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from browsing import PHONE
from checker_pages import Page, link, ranked
from pseudo_locale import package_copy, pseudo, pseudo_catalogs, pseudo_game
from pypdf import PdfReader
from servers import Server

from cardgen.resources import cache_dir

pytestmark = pytest.mark.slow

GAME = "duo"


def in_the_copy(folder: Path, *args: str) -> subprocess.CompletedProcess:
    env = {
        "PYTHONPATH": str(folder),
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": str(folder),
        "CARDGEN_CACHE": str(cache_dir()),  # the runtime the other builds installed
    }
    return subprocess.run(
        [sys.executable, "-m", "cardgen", *args],
        cwd=folder,
        env=env,
        capture_output=True,
        text=True,
        timeout=900,
    )


@pytest.fixture(scope="module")
def copy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The copy with ``xx``, its game, and ``out/`` of ``cardgen build`` there."""
    folder = package_copy(tmp_path_factory.mktemp("pseudo-build"))
    pseudo_game(folder / "games", GAME)
    assert pseudo_catalogs(folder / "cardgen")
    done = in_the_copy(folder, "build", "--content", "games", "--content-only", "--out", "out")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "warning" not in done.stderr, done.stderr
    return folder


def english(domain: str, key: str) -> str:
    """The source text of ``key`` in cardgen's template of ``domain``."""
    template = Path(__file__).resolve().parents[2] / "cardgen" / "locale" / f"{domain}.pot"
    found = re.search(rf'msgctxt "{key}"\nmsgid "([^"]*)"', template.read_text("utf-8"))
    assert found, (domain, key)
    return found.group(1)


OVERFLOW = """() => {
  // read by screen readers only (clipped to nothing): not words a person sees
  const unseen = (e) => {
    for (let a = e; a; a = a.parentElement) {
      if (getComputedStyle(a).clipPath !== 'none') return true;
    }
    return !e.offsetParent;
  };
  const boxes = '.cg-checker :is(button, label, summary, legend, th, .cg-total)';
  return {
    lang: document.documentElement.lang,
    toolbar: [...document.querySelectorAll('.cg-toolbar button')].map((b) => b.innerText),
    wide: document.documentElement.scrollWidth - innerWidth,
    over: [...document.querySelectorAll(boxes)]
      .filter((e) => !unseen(e) && e.scrollWidth > e.clientWidth + 1)
      .map((e) => e.innerText.slice(0, 60)),
  };
}"""
"""What the checker page shows: its language, the toolbar's words, how much wider than the
screen it is, and the words of every control or cell a person sees that overflow its box."""


def card_names(folder: Path) -> list[str]:
    names = []
    for row in (folder / "games" / GAME / "cards.csv").read_text("utf-8").splitlines()[1:]:
        names += [cell for cell in row.split(",") if "·" in cell]
    return names


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_print_file_speaks_it(copy: Path, paper: str) -> None:
    pdf = copy / "out" / "print" / GAME / f"{GAME}-xx-{paper}.pdf"
    pages = [page.extract_text() for page in PdfReader(pdf).pages]
    title = english("press", "title")
    assert pseudo(title).split(" ·")[0] in pages[0] and title not in pages[0]
    for key in ("col_what", "col_count", "col_pages", "col_how"):  # whole, not cut short
        assert pseudo(english("press", key)).split(" ·")[0] in pages[1], key
    printed = " ".join(pages)
    assert [name for name in card_names(copy) if name.split(" ·")[0] in printed]
    assert (copy / "out" / "svg" / GAME / "xx").is_dir()


def test_the_site_has_its_pages_in_it(copy: Path) -> None:
    site = copy / "out" / "site"
    for page in ("rules", "cards", "glossary", "downloads", "checker"):
        html = (site / "xx" / GAME / page / "index.html").read_text(encoding="utf-8")
        assert '<html lang="xx"' in html, page  # not the theme's language (en)
    checker = (site / "xx" / GAME / "checker" / "index.html").read_text(encoding="utf-8")
    assert pseudo(english("checker", "new_game")).split(" ·")[0] in checker
    rules = (copy / "games" / GAME / "rules" / "xx.md").read_text(encoding="utf-8")
    heading = next(line for line in rules.splitlines() if line.startswith("#"))
    shown = (site / "xx" / GAME / "rules" / "index.html").read_text(encoding="utf-8")
    assert heading.lstrip("#").split("{")[0].strip() in shown


def test_the_checker_speaks_it_scores_as_the_cli_and_nothing_overflows(copy: Path, browser):
    """The real runtime: the game's own engine under Pyodide is what reads ``xx`` here."""
    example = sorted((copy / "games" / GAME / "examples").glob("*.json"))[0]
    said = in_the_copy(copy, "score", str(example), "--content", "games", "--lang", "xx", "--json")
    assert said.returncode == 0, said.stderr
    expected = json.loads(said.stdout)
    record = json.loads(example.read_text(encoding="utf-8"))
    server = Server(copy / "out" / "site")
    context = browser.new_context(**PHONE)
    try:
        page = Page(context, server, GAME, "xx").open(link(record))
        assert page.totals() == ranked(expected["players"])
        assert page.winners() == ", ".join(expected["winners"])
        seen = page.page.evaluate(OVERFLOW)
        assert seen["lang"] == "xx"
        assert pseudo(english("checker", "new_game")) in seen["toolbar"]
        assert seen["wide"] <= 0, "the page is wider than the phone"
        assert seen["over"] == [], "words overflow their box"
        assert page.errors == []
    finally:
        context.close()
        server.close()
