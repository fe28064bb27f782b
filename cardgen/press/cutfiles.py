"""Cut files for a cutting machine (``--cut-marks silhouette``): for every page that carries
registration marks, the outlines of its pieces as ``page-NN.svg`` and ``page-NN.dxf`` in
a folder beside the PDF (:func:`cut_folder`: ``FILE-cut/`` for ``FILE.pdf``).

Both are in the page's own frame, the frame of the printed marks: millimetres from the
page's top left corner in the SVG (``width``/``height`` in mm, ``viewBox`` in mm), from its
bottom left corner (y up) in the DXF. Each piece is cut along its trim: a card or a
rectangular token as a rectangle, a round token as a circle, a polyomino tile along the
outline of its squares (a tile turned 180° on the sheet is turned here too). The marks
themselves are not in the files: the machine looks for them, it must not cut them.

Why two formats: Silhouette Studio's free Basic Edition opens DXF; SVG needs its
Designer Edition or higher (and suits Inkscape, Cricut Design Space and other cutters'
software). The DXF is AutoCAD R12 (``AC1009``: ``POLYLINE`` and ``CIRCLE`` entities on a
layer ``CUT``), the oldest and most widely read version, with ``$INSUNITS`` 4
(millimetres) and ``$MEASUREMENT`` 1 (metric) for the programs that read them.

The files are written together (:func:`write_cut_folder`): into a temporary folder that
then replaces the old one, so a failed run leaves the previous files.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path

from cardgen.errors import UserError
from cardgen.press import layout as L
from cardgen.press.atomic import _umask
from cardgen.render.paths import polyomino_commands

Point = tuple[float, float]


@dataclass(frozen=True)
class Shape:
    """One cut in page mm (y down): ``circle`` (``centre``, ``radius``) or a closed
    ``polygon`` (``points``)."""

    kind: str
    points: tuple[Point, ...] = ()
    centre: Point = (0.0, 0.0)
    radius: float = 0.0


def needs_marks(page) -> bool:
    """Whether a planned page carries registration marks and a cut file: a front page with
    pieces to cut (not a page of a ``sheet`` component, which is not cut out)."""
    return page.kind == "front" and any(
        slot.piece.component.kind != "sheet" for slot in page.sheet.fronts
    )


def cut_name(number: int, total: int) -> str:
    """``page-05`` for page 5 of a file of up to 99 pages (``page-005`` of 100 or more)."""
    return f"page-{number:0{max(2, len(str(total)))}d}"


def cut_folder(pdf: Path) -> Path:
    """The folder of a print file's cut files: ``name-cut`` beside ``name.pdf``."""
    pdf = Path(pdf)
    return pdf.with_name(f"{pdf.stem}-cut")


def page_shapes(page) -> list[Shape]:
    """The cuts of a planned page, in page mm, in the order its pieces are placed."""
    shapes = []
    paper = page.paper
    for slot in page.sheet.fronts:
        piece = slot.piece
        if piece.component.kind == "sheet":
            continue
        if piece.shape == "round":
            r = min(piece.w, piece.h) / 2
            centre = L.to_page_point((slot.x + r, slot.y + r), paper)
            shapes.append(Shape("circle", centre=centre, radius=r))
        elif piece.shape == "polyomino":
            cells = L.turn_cells(piece.cells) if slot.rotated else piece.cells
            cmds = polyomino_commands(cells or ("X",), piece.cell_mm or 20.0, 0.0, slot.x, slot.y)
            loop: list[Point] = []
            for cmd in cmds:
                if cmd[0] in ("M", "L"):
                    loop.append(L.to_page_point((cmd[1], cmd[2]), paper))
                elif cmd[0] == "Z":
                    shapes.append(Shape("polygon", tuple(loop)))
                    loop = []
        else:
            x0, y0, x1, y1 = slot.trim
            corners = ((x0, y0), (x1, y0), (x1, y1), (x0, y1))
            shapes.append(Shape("polygon", tuple(L.to_page_point(p, paper) for p in corners)))
    return shapes


def extent(shapes: list[Shape]) -> tuple[float, float, float, float]:
    """The box (page mm, y down) that holds every cut."""
    boxes = []
    for shape in shapes:
        if shape.kind == "circle":
            (cx, cy), r = shape.centre, shape.radius
            boxes.append((cx - r, cy - r, cx + r, cy + r))
        else:
            xs, ys = [p[0] for p in shape.points], [p[1] for p in shape.points]
            boxes.append((min(xs), min(ys), max(xs), max(ys)))
    return (min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes),
            max(b[3] for b in boxes))  # fmt: skip


def _n(value: float) -> str:
    """A coordinate in mm, to the micrometre, without trailing zeros."""
    text = f"{value:.3f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def svg_text(shapes: list[Shape], page: tuple[float, float], title: str, note: str) -> str:
    """An SVG of the page's size (mm) holding the cuts as red hairlines on one group."""
    w, h = page
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{_n(w)}mm"'
        f' height="{_n(h)}mm" viewBox="0 0 {_n(w)} {_n(h)}">',
        f"<title>{_escape(title)}</title>",
        f"<desc>{_escape(note)}</desc>",
        '<g id="cut" fill="none" stroke="#ff0000" stroke-width="0.1">',
    ]
    for shape in shapes:
        if shape.kind == "circle":
            cx, cy = shape.centre
            lines.append(f'<circle cx="{_n(cx)}" cy="{_n(cy)}" r="{_n(shape.radius)}"/>')
        else:
            first, *rest = shape.points
            d = f"M{_n(first[0])} {_n(first[1])}" + "".join(f"L{_n(x)} {_n(y)}" for x, y in rest)
            lines.append(f'<path d="{d}Z"/>')
    lines += ["</g>", "</svg>", ""]
    return "\n".join(lines)


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def dxf_text(shapes: list[Shape], page: tuple[float, float]) -> str:
    """An AutoCAD R12 DXF of the cuts: mm, origin at the page's bottom left, y up."""
    h = page[1]
    out = ["0", "SECTION", "2", "HEADER", "9", "$ACADVER", "1", "AC1009",
           "9", "$INSUNITS", "70", "4", "9", "$MEASUREMENT", "70", "1",
           "9", "$EXTMIN", "10", "0", "20", "0", "30", "0",
           "9", "$EXTMAX", "10", _n(page[0]), "20", _n(h), "30", "0",
           "0", "ENDSEC", "0", "SECTION", "2", "ENTITIES"]  # fmt: skip
    for shape in shapes:
        if shape.kind == "circle":
            cx, cy = shape.centre
            out += ["0", "CIRCLE", "8", "CUT", "10", _n(cx), "20", _n(h - cy), "30", "0",
                    "40", _n(shape.radius)]  # fmt: skip
        else:
            out += ["0", "POLYLINE", "8", "CUT", "66", "1", "70", "1",
                    "10", "0", "20", "0", "30", "0"]  # fmt: skip
            for x, y in shape.points:
                out += ["0", "VERTEX", "8", "CUT", "10", _n(x), "20", _n(h - y), "30", "0"]
            out += ["0", "SEQEND", "8", "CUT"]
    out += ["0", "ENDSEC", "0", "EOF", ""]
    return "\n".join(out)


def cut_files(pages, game_name: str, pdf_name: str) -> dict[str, str]:
    """``{file name: text}`` of every marked page of a planned file."""
    files: dict[str, str] = {}
    total = len(pages)
    for number, page in enumerate(pages, 1):
        if not needs_marks(page):
            continue
        name = cut_name(number, total)
        media = L.page_size(page.paper)
        shapes = page_shapes(page)
        x0, y0, x1, y1 = extent(shapes)
        note = (
            f"Cut lines of page {number} of {pdf_name}, in mm from the page's top left"
            f" corner ({_n(media[0])} x {_n(media[1])} mm, portrait); the cuts span x"
            f" {_n(x0)} to {_n(x1)} mm and y {_n(y0)} to {_n(y1)} mm. The page carries"
            f" Silhouette registration marks (Type 1): inset {L.INSET:g} mm, length"
            f" {L.ARM:g} mm, thickness {L.LINE:g} mm; they are printed, not cut."
        )
        files[f"{name}.svg"] = svg_text(shapes, media, f"{game_name}, page {number}", note)
        files[f"{name}.dxf"] = dxf_text(shapes, media)
    return files


OURS = (".svg", ".dxf")


def write_cut_folder(folder: Path, files: dict[str, str]) -> Path:
    """Write ``files`` as the whole content of ``folder``: into a temporary folder beside
    it that then takes its place. An existing folder is replaced only if it holds nothing
    but files of ours (``page-*.svg`` and ``.dxf``), so that nothing else is lost."""
    folder = Path(folder)
    if folder.exists() and not folder.is_dir():
        raise UserError(f"cannot write the cut files: {folder} is a file, not a folder")
    if folder.is_dir():
        foreign = sorted(
            p.name
            for p in folder.iterdir()
            if not (p.is_file() and p.name.startswith("page-") and p.suffix in OURS)
        )
        if foreign:
            listed = ", ".join(foreign[:5]) + (", …" if len(foreign) > 5 else "")
            raise UserError(
                f"cannot write the cut files into {folder}: it holds other files ({listed});"
                " move them away or write the PDF under another name"
            )
    tmp: str | None = None
    old: str | None = None
    try:
        folder.parent.mkdir(parents=True, exist_ok=True)
        tmp = tempfile.mkdtemp(prefix=f".{folder.name[:32]}.", dir=folder.parent)
        os.chmod(tmp, 0o777 & ~_umask())
        for name, text in sorted(files.items()):
            with open(os.path.join(tmp, name), "w", encoding="utf-8", newline="\n") as fh:
                fh.write(text)
            os.chmod(os.path.join(tmp, name), 0o666 & ~_umask())
        if folder.is_dir():
            old = tempfile.mkdtemp(prefix=f".{folder.name[:32]}.old.", dir=folder.parent)
            os.rmdir(old)
            os.replace(folder, old)
        os.replace(tmp, folder)
        tmp = None
    except OSError as error:
        if old is not None and not folder.exists():
            with contextlib.suppress(OSError):
                os.replace(old, folder)
                old = None
        reason = error.strerror or type(error).__name__
        raise UserError(f"cannot write {folder}: {reason}") from None
    finally:
        for leftover in (tmp, old):
            if leftover is not None:
                shutil.rmtree(leftover, ignore_errors=True)
    return folder
