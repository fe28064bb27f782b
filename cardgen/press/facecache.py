"""Each distinct face drawn once per build job, reused for A4, Letter and SVG.

A :class:`FaceCache` lives as long as one job of the print build (one game in one
language): the face is drawn once into a :class:`~cardgen.render.record.RecordingCanvas`
(including the clip of round and polyomino shapes), its PDF operators are produced once
and emitted into every PDF that places it, and the same recording gives the SVG. Keys use
the identity of the model objects (kept alive by the cache), never their ids, so two games
that happen to share ids never share drawings. A face is the same drawing for every paper
(its size, bleed, language, side, ink mode and polyomino cells are all in the key).

Pattern fills become native tiling patterns here (PDF: one uncoloured tiling pattern per
pattern and file; SVG: ``<pattern>``), the same geometry as drawn lines in far fewer
bytes.
"""

from __future__ import annotations

from cardgen.render import faces
from cardgen.render.canvas import circle_commands, polyomino_commands
from cardgen.render.pdf import PdfCanvas, PdfContent
from cardgen.render.record import RecordingCanvas
from cardgen.render.svg import SvgCanvas


class FaceCache:
    def __init__(self) -> None:
        self._records: dict[tuple, RecordingCanvas] = {}
        self._pdf: dict[tuple, PdfContent] = {}
        self._keep: list = []

    def record(
        self,
        game,
        comp,
        face,
        owner,
        *,
        side: str,
        lang: str,
        size: tuple[float, float],
        bleed: float,
        low_ink: bool,
        cells: tuple[str, ...] | None,
    ) -> RecordingCanvas:
        """The recorded drawing of ``face`` (``owner`` = the item, None for a common back)."""
        key = (id(game), id(comp), id(face), id(owner), side, lang, size, bleed, low_ink, cells)
        rec = self._records.get(key)
        if rec is not None:
            return rec
        w, h = size
        rec = RecordingCanvas(w, h, bleed, low_ink=low_ink, lang=lang, side=side,
                              shape=comp.shape, cells=cells, cell_mm=comp.cell_mm,
                              corner_mm=getattr(comp, "corner_mm", 0.0))  # fmt: skip
        clip = None
        if comp.shape == "polyomino":
            clip = polyomino_commands(cells or ("X",), comp.cell_mm or 20.0, grow=bleed)
        elif comp.shape == "round":
            clip = circle_commands(w / 2, h / 2, min(w, h) / 2 + bleed)
        if clip is not None:
            with rec.clipped(clip):
                faces.draw(rec, face, owner, comp, game, lang)
        else:
            faces.draw(rec, face, owner, comp, game, lang)
        self._records[key] = rec
        self._keep.append((game, comp, face, owner))
        return rec

    def pdf(self, game, comp, face, owner, **spec) -> PdfContent:
        """The face's PDF operators in card-local mm (emit them under a face matrix)."""
        rec = self.record(game, comp, face, owner, **spec)
        content = self._pdf.get(id(rec))
        if content is None:
            pc = PdfCanvas(None, rec.width, rec.height, rec.bleed, native_patterns=True,
                           **rec.canvas_kwargs())  # fmt: skip
            rec.replay(pc)
            content = self._pdf[id(rec)] = pc.content
        return content

    def svg(self, game, comp, face, owner, **spec) -> str:
        """The face as a standalone SVG document."""
        rec = self.record(game, comp, face, owner, **spec)
        svg = SvgCanvas(rec.width, rec.height, rec.bleed, native_patterns=True,
                        **rec.canvas_kwargs())  # fmt: skip
        return rec.replay(svg).tostring()
