"""Print-and-play PDFs: calibration page, imposed fronts and backs, cut guides.

:func:`render_pdf(game, options) -> bytes` and :func:`write_pdf(game, options, path)`
(atomic: temp file + ``os.replace``). Page order: the calibration page (plus its back
in duplex mode), then per component its sheets, each front page directly followed by its
back page (duplex) — a sheet without backs gets a marked blank back page so that later
sheets stay in step. ``duplex="none"`` prints fronts only; ``layout="fold"`` puts the
backs on the same page.

Components without any back (no common back, no item back; not ``sheet`` components)
share sheets in the grid and spaced layouts: their pieces are packed together, in the
order of the file, onto common sheets (:func:`cardgen.press.layout.pack_mixed`) that
take the place of the first of them. Each piece carries its component
(:attr:`cardgen.press.layout.Piece.component`), so a page may hold several.

Every distinct face is drawn once into a PDF Form XObject and placed with ``doForm`` for
each copy (fast, small files). Each page carries TrimBox (the trim of everything on it)
and BleedBox; the document has title, language, creator, ``PrintScaling=None`` and the
duplex mode. reportlab runs with ``invariant=1`` and all names are counters, so identical
input gives byte-identical files.

With ``--cut-marks silhouette`` the front pages of pieces carry registration marks and
:func:`write_pdf` also writes their cut files (:mod:`cardgen.press.cutfiles`) into
``FILE-cut/`` beside ``FILE.pdf``; everything is drawn in memory first, then the folder and
the PDF are each written whole.

This module is the entry point; the work is done in :mod:`cardgen.press.options` (the
options), :mod:`cardgen.press.planning` (which pages, what on each),
:mod:`cardgen.press.writer` (drawing them) and :mod:`cardgen.press.atomic` (the write).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from cardgen.press.aids import with_aids
from cardgen.press.atomic import atomic_write
from cardgen.press.cutfiles import cut_files, cut_folder, needs_marks, write_cut_folder
from cardgen.press.facecache import FaceCache
from cardgen.press.options import PrintOptions
from cardgen.press.planning import plan_pages
from cardgen.press.writer import PdfWriter


def render_pdf(game, options: PrintOptions, cache: FaceCache | None = None) -> bytes:
    """The print file's bytes. ``cache`` shares drawn faces with other files of the same
    game and language (see :class:`~cardgen.press.facecache.FaceCache`). The game's player
    aids print with it (:mod:`cardgen.press.aids`)."""
    return _render(game, options, cache)[0]


def _render(game, options: PrintOptions, cache: FaceCache | None, name: str = ""):
    """The print file's bytes and its planned pages; ``name`` is the file's name, which
    the cut file pointer on a cutter's pages shows."""
    game = with_aids(game)
    pages = plan_pages(game, options)
    writer = PdfWriter(game, options, cache)
    writer.pages = pages
    writer.name = name
    if options.cutter:  # the contents page compares with the file for hand cutting
        hand = plan_pages(game, replace(options, cut_marks="crop"))
        writer.hand_sheets = sum(needs_marks(page) for page in hand)
    for page in pages:
        writer.page(page)
    return writer.finish(), pages


def write_pdf(game, options: PrintOptions, path: Path, cache: FaceCache | None = None) -> Path:
    """Write the print file to ``path`` (and, for a cutter, its cut files beside it)."""
    return write_print(game, options, path, cache)[0]


def write_print(
    game, options: PrintOptions, path: Path, cache: FaceCache | None = None
) -> tuple[Path, int]:
    """Write the print file to ``path``; for a cutter also the cut files of its marked
    pages into :func:`~cardgen.press.cutfiles.cut_folder` (none when no page is cut by
    the machine, e.g. ``--cards`` chose a score sheet). Returns the path and how many
    pages have cut files."""
    path = Path(path)
    data, pages = _render(game, options, cache, path.name)
    files: dict[str, str] = {}
    if options.cutter:
        files = cut_files(pages, game.name.get(options.lang), path.name)
    if files:
        write_cut_folder(cut_folder(path), files)
    atomic_write(path, data)
    return path, len(files) // 2
