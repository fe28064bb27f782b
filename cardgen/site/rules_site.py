"""``build_site(games, out_dir)``: the rules site in its games' languages, into ``out_dir/site/``.

Steps:

1. Find the checker's runtime (``cardgen.site.checker.make_release``: the engine bundle, the
   trimmed standard library, the front end's version), which its pages name; generate a
   docs tree and a small mkdocs config per language of the site (every language one of its
   games has: ``cardgen.site.page_languages``; ``cardgen.site.docs``) in a work folder
   inside ``out_dir`` (so PDFs and SVGs are hard-linked, not copied twice).
2. Build each language with mkdocs-material into ``<tmp>/<lang>/``: one build per language,
   each with its own search index and stemmer (reason in ``mkdocs.yml``), in parallel
   processes (one per CPU).
3. Write ``<tmp>/index.html`` (language picker) and let the score checker add its assets
   and finish its pages (``cardgen.site.checker.build_assets(games, <tmp>, release)``).
4. Write the offline app (``cardgen.site.offline``: service worker, file list, manifests),
   as it lists every file with its hash, then the precompressed copies (``.gz``, ``.br``)
   of the large text and WebAssembly files (``cardgen.site.compress``).
5. Swap ``<tmp>`` into ``out_dir/site`` only when everything succeeded; a failing build
   leaves the previous site intact.
"""

from __future__ import annotations

import contextlib
import io
import logging
import multiprocessing as mp
import os
import shutil
import tempfile
import uuid
from collections.abc import Iterable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from cardgen.catalogs import domains, missing_strings, ui_missing_strings
from cardgen.errors import UserError
from cardgen.model import Game
from cardgen.site import checker, compress, offline
from cardgen.site.docs import environment, write_language, write_root_pages
from cardgen.site.page_languages import site_languages
from cardgen.site.progress import counted, first_build_notice, say


def announce_first_build() -> None:
    """Say once, before a build that fills the cache, that it takes a few minutes, and
    where the cache is (``cardgen.site.progress``)."""
    notice = first_build_notice()
    if notice:
        say(notice)


def require_runtime() -> None:
    """Make sure the checker's Node runtime is there (``cardgen.site.runtime``): installs
    it on first use, or stops with a one-line ``UserError`` saying what to install."""
    from cardgen.site.runtime import runtime

    runtime()


def generate(
    games: Sequence[Game],
    out_dir: Path,
    work: Path,
    site_dir: Path,
    langs: Iterable[str] | None = None,
    release: checker.Release | None = None,
) -> dict[str, Path]:
    """Write the docs tree and config of every language of the site (or of ``langs``)
    under ``work``; {lang: config file}."""
    env = environment()
    site_langs = site_languages(games)
    return {
        lang: write_language(lang, games, out_dir, work, site_dir, env, release, site_langs)
        for lang in (site_langs if langs is None else langs)
    }


def run_mkdocs(config_file: Path) -> str:
    """One ``mkdocs build`` through its Python API; returns its warnings, raises errors."""
    from mkdocs.commands.build import build
    from mkdocs.config import load_config
    from mkdocs.exceptions import MkDocsException

    log = logging.getLogger("mkdocs")
    captured = io.StringIO()
    handler = logging.StreamHandler(captured)
    handler.setLevel(logging.WARNING)
    log.addHandler(handler)
    try:
        with contextlib.redirect_stdout(io.StringIO()):
            config = load_config(config_file=str(config_file))
            build(config)
    except MkDocsException as error:
        raise UserError(f"site build failed ({config_file.parent.name}): {error}") from error
    finally:
        log.removeHandler(handler)
    return "".join(
        f"[site] mkdocs ({config_file.parent.name}): {line}\n"
        for line in captured.getvalue().splitlines()
    )


def run_all(configs: Sequence[Path], workers: int | None = None) -> None:
    """The mkdocs builds, in parallel processes where the platform can fork."""
    if workers is None:
        workers = min(len(configs), os.cpu_count() or 1)
    if workers <= 1 or "fork" not in mp.get_all_start_methods():
        warnings = [run_mkdocs(config) for config in configs]
    else:
        context = mp.get_context("fork")
        with ProcessPoolExecutor(max_workers=workers, mp_context=context) as pool:
            warnings = list(pool.map(run_mkdocs, configs))
    print("".join(warnings), end="")


def require_translations(games: Sequence[Game]) -> None:
    """Stop the build before it starts where a catalog of a game it ships (a game with
    catalogs: a built-in game, or one of a content folder with a ``locale`` folder;
    cardgen's shared texts in those games' languages)
    lacks a text in a language the game has, or cardgen's UI strings (the site's, the
    checker's …) lack one in a language of the site: the page, a face or the rules booklet
    would show it in the source language (``cardgen i18n status`` lists every one).
    ``cardgen build`` asks before it prints, the site build before it starts."""
    owners = {domain.owner for domain in domains().values()}
    wanted: dict[str, set[str]] = {"cardgen": set()}
    for game in games:
        if game.id in owners:
            wanted.setdefault(game.id, set()).update(game.languages)
            wanted["cardgen"].update(game.languages)
    problems = missing_strings({owner: sorted(langs) for owner, langs in wanted.items()})
    problems = list(dict.fromkeys(problems + ui_missing_strings(site_languages(games))))
    if problems:
        shown = "\n".join(f"  {line}" for line in problems[:20])
        more = f"\n  … and {len(problems) - 20} more" if len(problems) > 20 else ""
        raise UserError(
            f"the build needs every text of its games in their languages; missing:\n{shown}"
            f"{more}\n(cardgen i18n status lists them; docs/adding-a-language.md)"
        )


def build_site(games: Sequence[Game], out_dir: Path, docs_dir: Path | None = None) -> list[Path]:
    """Build ``out_dir/site/`` atomically; return every file written.

    ``docs_dir``, if given, keeps a copy of the generated docs trees and configs there
    (``<docs_dir>/<lang>/mkdocs.yml``), e.g. to run ``mkdocs serve`` on one language.
    """
    out_dir = Path(out_dir).resolve()  # mkdocs reads paths relative to its config file
    games = list(games)
    announce_first_build()
    require_runtime()  # before anything is written: no site without its checker
    require_translations(games)
    out_dir.mkdir(parents=True, exist_ok=True)
    final = out_dir / "site"
    remove_stale_builds(out_dir)
    work = Path(tempfile.mkdtemp(prefix=f".site-build-{os.getpid()}-", dir=out_dir))
    try:
        staged = work / "site"
        examples = sum(len(game.examples) for game in games)
        whose = "game's" if len(games) == 1 else "games'"
        say(
            f"the score checker's engine, and the part of Python it needs (the {whose}"
            f" {counted(examples, 'example record')} scored under Pyodide) …"
        )
        release = checker.make_release(games)
        langs = site_languages(games)
        say(f"the pages in {counted(len(langs), 'language')} ({', '.join(langs)}), by mkdocs …")
        configs = generate(games, out_dir, work / "docs", staged, release=release)
        run_all(list(configs.values()))
        write_root_pages(staged, environment(), langs)
        say("the score checker's pages and runtime …")
        checker.build_assets(games, staged, release)
        offline.write_app(staged, len(games))
        slow = "" if compress.has_runtime_copies() else " (Pyodide's WebAssembly: minutes, once)"
        say(f"compressed copies of the large files (.gz, .br){slow} …")
        compress.precompress(staged)
        if docs_dir is not None:
            keep_docs(work / "docs", Path(docs_dir), staged, final)
        swap_into_place(staged, final)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return sorted(p for p in final.rglob("*") if p.is_file())


def keep_docs(generated: Path, target: Path, staged: Path, final: Path) -> None:
    """Copy the generated docs and configs to ``target``, pointing site_dir at ``final``."""
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(generated, target)
    for config in target.glob("*/mkdocs.yml"):
        text = config.read_text(encoding="utf-8")
        text = text.replace(str(generated), str(target.resolve()))
        text = text.replace(str(staged), str(final.resolve()))
        config.write_text(text, encoding="utf-8")


STALE_PREFIXES = (".site-build-", ".site-old-")


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError):
        return True  # someone else's process: leave its folder alone
    return True


def remove_stale_builds(out_dir: Path) -> list[Path]:
    """Remove the work folders of builds that were killed (``.site-build-<pid>-…`` and
    ``.site-old-<pid>`` whose process is gone, or of the old unnamed form); a build still
    running keeps its folder."""
    removed = []
    for path in out_dir.iterdir() if out_dir.is_dir() else ():
        prefix = next((p for p in STALE_PREFIXES if path.name.startswith(p)), None)
        if prefix is None or not path.is_dir():
            continue
        pid_text = path.name[len(prefix) :].split("-", 1)[0]
        if pid_text.isdigit() and _alive(int(pid_text)):
            continue
        shutil.rmtree(path, ignore_errors=True)
        removed.append(path)
    return removed


@contextlib.contextmanager
def _swap_lock(folder: Path) -> Iterator[None]:
    """One site swap at a time in ``folder`` (an advisory lock where the platform has
    one; two builds that finish together then swap one after the other)."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover - not POSIX
        yield
        return
    fd = os.open(folder, os.O_RDONLY)  # the folder itself: no lock file is left behind
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)  # closing releases the lock


def swap_into_place(staged: Path, final: Path) -> None:
    """Replace ``final`` by ``staged`` with two renames (the old site is removed last),
    under a lock so that concurrent builds never see each other's half-done swap."""
    with _swap_lock(final.parent):
        old = None
        if final.exists():
            old = final.with_name(f".site-old-{os.getpid()}-{uuid.uuid4().hex[:8]}")
            final.rename(old)
        try:
            staged.rename(final)
        except OSError:
            if old is not None:
                old.rename(final)
            raise
    if old is not None:
        shutil.rmtree(old, ignore_errors=True)
