"""Drawing faces in card-local millimetres, to SVG (written directly) or PDF (reportlab).

Module map
    * :mod:`cardgen.render.canvas` — the :class:`Canvas` API and its contract (units,
      primitives, pattern fills, text fitting and the ``[icon:NAME]`` / ``**bold**``
      markup).
    * :mod:`cardgen.render.svg` — :class:`SvgCanvas` (text converted to outlines).
    * :mod:`cardgen.render.pdf` — :class:`PdfCanvas` (embedded font subsets; records
      content for Form XObjects, native tiling patterns).
    * :mod:`cardgen.render.record` — :class:`RecordingCanvas`: draw a face once, replay it
      into any backend.
    * :mod:`cardgen.render.fonts` — the shipped DejaVu Sans family and glyph outlines.
    * :mod:`cardgen.render.icons` — :func:`register_icon` / :func:`get_icon`.
    * :mod:`cardgen.render.faces` — the face-module contract; ``faces/generic.py`` is the
      fallback, ``faces/games/<game>/`` the Python drawers a game's ``faces:`` names;
      :mod:`cardgen.render.layouts` draws faces from a game's layouts.

One SVG per face: :func:`cardgen.press.svgout.face_svgs`; print files: :mod:`cardgen.press`.
"""

from __future__ import annotations

from cardgen.render.canvas import PATTERNS, SAFE, Canvas, TextFitError, TextResult
from cardgen.render.icons import get_icon, icon_names, register_icon
from cardgen.render.pdf import PdfCanvas
from cardgen.render.record import RecordingCanvas
from cardgen.render.svg import SvgCanvas

__all__ = [
    "PATTERNS",
    "SAFE",
    "Canvas",
    "PdfCanvas",
    "RecordingCanvas",
    "SvgCanvas",
    "TextFitError",
    "TextResult",
    "get_icon",
    "icon_names",
    "register_icon",
]
