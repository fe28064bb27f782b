"""One SVG per face: ``<component>-<item>-<side>.svg`` (side = ``front`` or ``back``).

A common back is written once as ``<component>-back.svg``. Each SVG is the face's trim
size plus the bleed (``bleed`` mm, default 3) with ``viewBox`` in card-local mm, text
converted to outlines (see :mod:`cardgen.render.svg`). Writes are atomic.
"""

from __future__ import annotations

from pathlib import Path

from cardgen.press import layout as L
from cardgen.press.atomic import atomic_write
from cardgen.press.facecache import FaceCache

SHEET_SIZE = (190.0, 277.0)
"""Trim size used for ``sheet`` components without a size (A4 minus 10 mm margins)."""


def face_svgs(game, lang: str, bleed: float = 3.0, cache: FaceCache | None = None):
    """Yield ``(file name, svg text)`` for every distinct face of ``game`` in ``lang``."""
    cache = cache if cache is not None else FaceCache()
    for comp in game.components:
        common_done = False
        for item in comp.items:
            if comp.shape == "polyomino":
                cells = item.cells or ("X",)
                w, h = L.piece_size(cells, comp.cell_mm or 20.0)
            elif comp.size is not None:
                cells = None
                w, h = comp.size.width, comp.size.height
            else:
                cells = None
                w, h = SHEET_SIZE
            b = 0.0 if comp.kind == "sheet" else bleed
            sides = [("front", item.front, item, cells)]
            if item.back is not None:
                sides.append(("back", item.back, item, L.mirror_cells(cells)))
            elif comp.back is not None and (comp.shape == "polyomino" or not common_done):
                common_done = True
                sides.append(("back", comp.back, None, L.mirror_cells(cells)))
            for side, face, owner, side_cells in sides:
                text = cache.svg(game, comp, face, owner, side=side, lang=lang, size=(w, h),
                                 bleed=b, low_ink=False, cells=side_cells)  # fmt: skip
                if owner is None and comp.shape != "polyomino":
                    name = f"{comp.id}-back.svg"
                else:
                    name = f"{comp.id}-{item.id}-{side}.svg"
                yield name, text


def write_svgs(
    game, lang: str, out_dir: Path, bleed: float = 3.0, cache: FaceCache | None = None
) -> list[Path]:
    out_dir = Path(out_dir)
    written = []
    # Draw every face before writing any: a face that fails leaves the folder as it was.
    files = list(face_svgs(game, lang, bleed, cache))
    for name, text in files:
        path = out_dir / name
        atomic_write(path, text.encode("utf-8"))
        written.append(path)
    remove_stale(out_dir, [name for name, _ in files], [comp.id for comp in game.components])
    return written


def remove_stale(out_dir: Path, names: list[str], components: list[str]) -> list[Path]:
    """Remove the SVGs of faces that no longer exist (an item renamed or removed): files
    named like our faces, ``<component>-…-front|back.svg`` or ``<component>-back.svg`` of
    this game's components, that this run did not write. Any other file is left alone.
    Returns the removed files."""
    keep = set(names)
    stale: set[Path] = set()
    for comp in components:
        for pattern in (f"{comp}-*-front.svg", f"{comp}-*-back.svg", f"{comp}-back.svg"):
            stale |= set(out_dir.glob(pattern))
    removed = []
    for path in sorted(stale):
        if path.name not in keep and path.is_file():
            path.unlink()
            removed.append(path)
    return removed
