"""The print files of a game, as the downloads page lists them: every PDF of the print
step (``cardgen.press.print_files``: ``<game>-<lang>-<paper>[-<variant>].pdf``) with its
language, paper, layout and size.

Layouts: ``duplex`` (the default files: fronts, and backs on the other side of the sheet,
cards butted), ``spaced`` (the same with a gap and full bleed around every card),
``fold`` (front and back side by side on one side of the sheet, folded) and ``single``
(fronts only, for printing on one side); the rules are ``rules`` (plain pages) and
``rules-booklet`` (half-size pages imposed for folding). A file the print step writes
under another name is listed with its name as its layout, so nothing built is hidden.
"""

from __future__ import annotations

import os
import re
import shutil
import zipfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from cardgen.model import LANGS
from cardgen.model.languages import file_size

LAYOUTS = ("duplex", "spaced", "fold", "single", "rules", "rules-booklet")
"""In the order the page lists them (the choice most readers want first); ``rules`` and
``rules-booklet`` are the rules of :mod:`cardgen.press.booklet`."""
PAPER_ORDER = ("a4", "letter")


@dataclass(frozen=True)
class PrintFile:
    path: Path
    lang: str
    paper: str
    layout: str

    @property
    def size(self) -> int:
        return self.path.stat().st_size


def print_files(print_dir: Path, game_id: str) -> list[PrintFile]:
    """Every PDF of ``game_id`` in ``print_dir`` (``out_dir/print/<game>``), by language (in
    the site's order), layout and paper."""
    pattern = re.compile(
        rf"^{re.escape(game_id)}-(?P<lang>{'|'.join(LANGS)})-(?P<paper>[a-z0-9]+)"
        r"(?:-(?P<variant>[a-z0-9-]+))?\.pdf$"
    )
    found = []
    for path in sorted(Path(print_dir).glob(f"{game_id}-*.pdf")):
        match = pattern.match(path.name)
        if match:
            layout = match["variant"] or "duplex"
            found.append(PrintFile(path, match["lang"], match["paper"], layout))

    def order(f: PrintFile) -> tuple:
        layout = LAYOUTS.index(f.layout) if f.layout in LAYOUTS else len(LAYOUTS)
        paper = PAPER_ORDER.index(f.paper) if f.paper in PAPER_ORDER else len(PAPER_ORDER)
        return (LANGS.index(f.lang), layout, f.layout, paper, f.paper)

    return sorted(found, key=order)


def offered_layouts(files: Sequence[PrintFile]) -> list[str]:
    """The layouts of :data:`LAYOUTS` that ``files`` hold, in the page's order: the page
    describes only the files it offers (a game without a ``-single`` file gets no word on
    it)."""
    held = {f.layout for f in files}
    return [layout for layout in LAYOUTS if layout in held]


@dataclass
class Download:
    label: str
    """The paper (for a PDF) or what the file holds."""
    file: str
    """Path relative to the game's overview page."""
    size: str
    layout: str = ""
    lang: str = ""


def human_size(size: int, lang: str) -> str:
    """``834 KB``, ``1.2 MB`` (``1,2 MB`` where the language writes a decimal comma,
    ``1,2\u00a0Mo`` in French: ``cardgen.model.languages.file_size``)."""
    return file_size(size, lang)


def link_or_copy(src: Path, dst: Path) -> None:
    """A hard link where possible (same file system), else a copy."""
    dst.parent.mkdir(parents=True, exist_ok=True)
    try:
        os.link(src, dst)
    except OSError:
        shutil.copyfile(src, dst)


def write_zip(files: Sequence[Path], dst: Path) -> None:
    """A deterministic zip: sorted names, fixed dates and permissions."""
    dst.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(dst, "w", zipfile.ZIP_DEFLATED, compresslevel=6) as archive:
        for path in sorted(files, key=lambda p: p.name):
            info = zipfile.ZipInfo(path.name, date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, path.read_bytes(), compresslevel=6)
