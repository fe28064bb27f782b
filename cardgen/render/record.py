"""A :class:`Canvas` that records the backend primitives of a drawing, to replay them later.

Drawing a face (text fitting, pattern lines, the game's own logic) costs far more than
writing the primitives out, and the print build needs every face several times: in the
A4 and the Letter PDF and as an SVG. :class:`RecordingCanvas` runs the face once;
:meth:`RecordingCanvas.replay` sends the recorded primitives to any backend canvas
(:class:`~cardgen.render.svg.SvgCanvas`, :class:`~cardgen.render.pdf.PdfCanvas`), which
then writes exactly what it would have written had the face drawn on it directly.

A face sees the same canvas attributes as on a real backend (size, bleed, ``low_ink``,
``lang``, ``side``, ``shape``, ``cells``…), so the recording is valid for every backend
with those attributes.
"""

from __future__ import annotations

from cardgen.render.canvas import Canvas


class RecordingCanvas(Canvas):
    def __init__(self, width: float, height: float, bleed: float = 0.0, **kw) -> None:
        super().__init__(width, height, bleed, **kw)
        self.ops: list[tuple] = []

    def _draw_path(self, cmds, style, evenodd) -> None:
        self.ops.append(("_draw_path", (tuple(cmds), style, evenodd)))

    def _draw_rect(self, x, y, w, h, r, style) -> None:
        self.ops.append(("_draw_rect", (x, y, w, h, r, style)))

    def _draw_circle(self, cx, cy, r, style) -> None:
        self.ops.append(("_draw_circle", (cx, cy, r, style)))

    def _push_clip(self, cmds) -> None:
        self.ops.append(("_push_clip", (tuple(cmds),)))

    def _pop_clip(self) -> None:
        self.ops.append(("_pop_clip", ()))

    def _push_transform(self, matrix) -> None:
        self.ops.append(("_push_transform", (tuple(matrix),)))

    def _pop_transform(self) -> None:
        self.ops.append(("_pop_transform", ()))

    def _fill_pattern(self, cmds, evenodd, name, color, spacing, width) -> None:
        self.ops.append(("_fill_pattern", (tuple(cmds), evenodd, name, color, spacing, width)))

    def _glyph_run(self, x, baseline, text, bold, size_mm, color, *family) -> None:
        self.ops.append(("_glyph_run", (x, baseline, text, bold, size_mm, color, *family)))

    def _draw_image(self, path, x, y, w, h) -> None:
        self.ops.append(("_draw_image", (path, x, y, w, h)))

    def replay(self, target: Canvas) -> Canvas:
        """Send every recorded primitive to ``target`` (in order); returns ``target``."""
        for name, args in self.ops:
            getattr(target, name)(*args)
        return target

    def canvas_kwargs(self) -> dict:
        """The keyword arguments that give a backend canvas the same attributes."""
        return {
            "low_ink": self.low_ink,
            "lang": self.lang,
            "side": self.side,
            "shape": self.shape,
            "cells": self.cells,
            "cell_mm": self.cell_mm,
            "corner_mm": self.corner_mm,
        }
