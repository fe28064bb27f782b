"""The one site the browser tests share: every real game and the sample game, built once
per session as ``cardgen build`` builds it, with its print files made cheaply."""

from __future__ import annotations

import fcntl
import os
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from games import REPO, loadable_games

from cardgen.model import LANGS, Game, load_game
from cardgen.press.svgout import write_svgs
from cardgen.site.rules_site import build_site

SAMPLE_CONTENT = REPO / "tests" / "sample_content"
GALLERY_GAMES = {"cosmopolis-networks", "web-of-power"}
"""Games whose English card pictures the test site has as drawn (the checker shows them);
the other pictures are placeholders."""


def site_games() -> list[Game]:
    """The real games that load right now, and the sample game."""
    return [*loadable_games(), load_game("sample", SAMPLE_CONTENT)]


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


def build_test_site(games: list[Game], out: Path) -> Path:
    """``out/site``: the site of ``games`` over cheap print files (see ``fake_print_outputs``)
    and the drawn English pictures of ``GALLERY_GAMES``."""
    fake_print_outputs(games, out)
    for game in games:
        if game.id in GALLERY_GAMES:
            write_svgs(game, "en", out / "svg" / game.id / "en")
    build_site(games, out)
    return out / "site"


def shared(
    tmp_path_factory: pytest.TempPathFactory, name: str, make: Callable[[Path], Path]
) -> Path:
    """What ``make(folder)`` returns, made once per test run: under pytest-xdist every
    worker has its own session, and the first to ask makes it in a folder all workers see
    (the run's temporary root) while the others wait on a lock. Nothing may change it: a
    test that does works on a copy (``copy_site``)."""
    base = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER") is None:
        return make(tmp_path_factory.mktemp(name))
    root = base.parent / f"shared-{name}"
    with open(base.parent / f"shared-{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        done = root / ".made"
        if done.exists():
            return Path(done.read_text(encoding="utf-8"))
        if root.exists():
            shutil.rmtree(root)  # a worker that failed half-way
        root.mkdir()
        made = make(root)
        done.write_text(str(made), encoding="utf-8")
        return made


TEXT_SUFFIXES = {".html", ".js", ".mjs", ".css", ".json", ".webmanifest", ".txt", ".xml"}
"""Files a test may change in place (a new build's page): copied; the rest (20 MB of
runtime, pictures, PDFs) are hard links, which a test only ever replaces or removes."""


def copy_site(site: Path, folder: Path) -> Path:
    """A copy of ``site`` at ``folder`` for one test to change."""

    def link_or_copy(src: str, dst: str) -> None:
        if Path(src).suffix in TEXT_SUFFIXES:
            shutil.copy2(src, dst)
        else:
            os.link(src, dst)

    shutil.copytree(site, folder, copy_function=link_or_copy)
    return folder
