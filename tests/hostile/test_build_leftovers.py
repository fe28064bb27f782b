"""Builds never leave debris and never trip over each other (issue 24): a killed build's
``.site-build-*`` folder is removed by the next build, the SVGs of renamed items go away,
and two site swaps at once both succeed."""

from __future__ import annotations

import multiprocessing as mp
import os
from pathlib import Path

import pytest

from cardgen.model import load_game
from cardgen.press.svgout import write_svgs
from cardgen.site.rules_site import remove_stale_builds, swap_into_place

SAMPLE = Path(__file__).resolve().parents[1] / "sample_content"


def test_work_folders_of_killed_builds_are_removed(tmp_path):
    dead = tmp_path / ".site-build-999999999-abcd"  # no such process
    unnamed = tmp_path / ".site-build-xyz12"  # the old, pid-less form
    old = tmp_path / ".site-old-999999999"
    running = tmp_path / f".site-build-{os.getpid()}-live"
    site = tmp_path / "site"
    for folder in (dead, unnamed, old, running, site):
        (folder / "sub").mkdir(parents=True)
        (folder / "sub" / "page.html").write_text("x")
    removed = remove_stale_builds(tmp_path)
    assert sorted(p.name for p in removed) == sorted([dead.name, unnamed.name, old.name])
    assert running.exists() and site.exists()
    assert not dead.exists() and not unnamed.exists() and not old.exists()


def _swap(folder: str, marker: str, start) -> str:
    staged = Path(folder) / f"staged-{marker}"
    staged.mkdir()
    (staged / "marker.txt").write_text(marker)
    start.wait()
    try:
        swap_into_place(staged, Path(folder) / "site")
    except Exception as error:  # noqa: BLE001 - reported to the test
        return f"{type(error).__name__}: {error}"
    return ""


@pytest.mark.skipif("fork" not in mp.get_all_start_methods(), reason="needs fork")
def test_concurrent_site_swaps_all_succeed(tmp_path):
    context = mp.get_context("fork")
    with context.Manager() as manager, context.Pool(3) as pool:
        for trial in range(20):
            _trial(tmp_path / f"t{trial}", manager.Barrier(3), pool)


def _trial(folder: Path, start, pool) -> None:
    (folder / "site").mkdir(parents=True)
    results = [pool.apply_async(_swap, (str(folder), f"m{i}", start)) for i in range(3)]
    errors = [r.get(timeout=60) for r in results]
    assert errors == ["", "", ""], errors
    assert (folder / "site" / "marker.txt").read_text() in {"m0", "m1", "m2"}
    assert not [p for p in folder.iterdir() if p.name.startswith((".site-old", "staged"))]


def test_svgs_of_renamed_items_are_removed(tmp_path):
    game = load_game("sample", SAMPLE)
    out = tmp_path / "svg"
    written = write_svgs(game, "en", out)
    first = written[0].name
    component = game.components[0].id
    renamed = out / f"{component}-an-old-item-front.svg"  # an item since renamed
    renamed.write_text("<svg/>")
    old_back = out / f"{component}-an-old-item-back.svg"
    old_back.write_text("<svg/>")
    mine = out / "my-own-drawing.svg"  # not one of our faces: never touched
    mine.write_text("<svg/>")
    write_svgs(game, "en", out)
    assert not renamed.exists() and not old_back.exists()
    assert mine.exists() and (out / first).exists()
    assert sorted(p.name for p in out.iterdir()) == sorted([p.name for p in written] + [mine.name])
