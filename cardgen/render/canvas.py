"""The drawing API every face draws with: :class:`Canvas`, in card-local millimetres.

Coordinates
    Millimetres, origin at the top-left corner of the TRIM box, x to the right, y
    *downwards* (like SVG). The drawable area runs from ``-canvas.bleed`` to
    ``canvas.width + canvas.bleed`` (and likewise for y): faces paint their background
    over that whole bleed box so that nothing white shows after cutting. Keep text and
    icons ``SAFE`` mm (3 mm) inside the trim. Stroke widths and dash lengths are in mm;
    font sizes are in points (``size_pt``), the one typographic exception.

What a face may read from the canvas
    ``width``, ``height`` (trim size, mm), ``bleed`` (mm), ``low_ink`` (bool: draw light
    backgrounds, outlines and patterns instead of large solid fills), ``lang``
    (``en``/``de``/``nl``/``it``), ``side`` (``front``/``back``), ``shape``
    (``rect``/``round``/``polyomino``), ``cells`` (polyomino rows as seen on *this* side:
    a back gets the mirrored rows), ``cell_mm`` and ``corner_mm``.

Primitives (all take ``fill=None, stroke=None, stroke_width=0.3, dash=None`` and a
pattern: ``pattern=None, pattern_color="#000000", pattern_spacing=2.0,
pattern_width=0.25``; colours are ``"#rrggbb"`` strings, ``None`` = nothing)
    ``rect(x, y, w, h, radius=0)``, ``polygon(points)``, ``path(commands)``,
    ``circle(cx, cy, r)``, ``line(x1, y1, x2, y2)``, ``polyline(points)``.
    Path commands are tuples: ``("M", x, y)``, ``("L", x, y)``,
    ``("C", x1, y1, x2, y2, x, y)``, ``("Q", x1, y1, x, y)``, ``("Z",)``.

Pattern fills (:data:`PATTERNS`) are drawn as vector lines/dots clipped to the shape and
anchored at the card origin, so that neighbouring regions line up and colour is never
the only cue: ``hatch`` (horizontal), ``vertical``, ``diagonal``, ``backdiagonal``,
``crosshatch``, ``grid``, ``dots``, ``waves``, ``zigzag``, ``checker``, ``bricks``.

Text
    ``text(text, x, y, w, h, size_pt=9, min_size_pt=5, bold=False, align="left",
    valign="top", color="#000000", line_height=1.2, overflow="raise")`` wraps the text
    into the box, shrinking it in 0.25 pt steps down to ``min_size_pt``. If it still
    does not fit, ``overflow="raise"`` raises :class:`TextFitError` (nothing drawn) and
    ``overflow="clip"`` draws what fits at the minimum size, ending in "…". Returns a
    :class:`TextResult` (size used, lines, block box). Markup inside the text:

    * ``[icon:NAME]`` — an inline vector icon from the registry (see
      :mod:`cardgen.render.icons`), 1 em square sitting on the baseline:
      ``"3 [icon:ship]"``. ``[icon:NAME]`` with no spaces around sticks to its word.
    * ``**bold**`` — switches bold on and off.
    * ``\\n`` — a forced line break.

    ``font=""`` picks a font family registered with
    :func:`cardgen.render.fonts.register_family` (its key); "" is DejaVu Sans.

Icons
    ``icon(name, x, y, size, color="#000000")`` draws a registered icon into the square
    ``(x, y, size, size)``.

Images and ellipses
    ``image(path, x, y, w, h)`` draws a PNG or JPEG file stretched to the box (the caller
    keeps its proportions); ``ellipse(cx, cy, rx, ry, **style)`` takes the shape styles.

Transforms and clipping (context managers)
    ``with canvas.transformed(dx=0, dy=0, rotate=0, scale=1):`` (rotation in degrees,
    clockwise as seen), ``with canvas.matrix((a, b, c, d, e, f)):`` (any affine map) and
    ``with canvas.clipped(commands):``.

Both backends (:class:`~cardgen.render.svg.SvgCanvas`,
:class:`~cardgen.render.pdf.PdfCanvas`) implement the same small set of private
primitives; everything above is implemented once, here, so a face looks the same in both.

Its building blocks live in modules of their own: :mod:`cardgen.render.paths` (path
commands, :class:`Style`), :mod:`cardgen.render.textlayout` (markup, wrapping, fitting)
and :mod:`cardgen.render.patterns` (pattern fills); their public names are importable
from here as well.
"""

from __future__ import annotations

import math
from abc import ABC, abstractmethod
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace

from cardgen.model import SOURCE_LANG
from cardgen.render import fonts
from cardgen.render.paths import (
    KAPPA,
    Command,
    Point,
    Style,
    circle_commands,
    ellipse_commands,
    polygon_commands,
    polyomino_commands,
    rect_commands,
)
from cardgen.render.patterns import (
    PATTERNS,
    TILE_LENGTH,
    Tile,
    bbox,
    draw_pattern,
    pattern_tiles,
    pop_pattern,
)
from cardgen.render.textlayout import (
    MM_PER_PT,
    TextFitError,
    line_text,
    line_width,
)
from cardgen.render.textlayout import layout_text as cached_layout

__all__ = [
    "KAPPA",
    "MM_PER_PT",
    "PATTERNS",
    "SAFE",
    "TILE_LENGTH",
    "Canvas",
    "Command",
    "Point",
    "Style",
    "TextFitError",
    "TextResult",
    "Tile",
    "circle_commands",
    "ellipse_commands",
    "pattern_tiles",
    "polygon_commands",
    "polyomino_commands",
    "rect_commands",
]

SAFE = 3.0
"""Safe zone: keep text and icons this far (mm) inside the trim."""


@dataclass
class TextResult:
    size_pt: float
    lines: list[str]
    box: tuple[float, float, float, float]
    """The drawn block: x, y, width, height in mm."""
    fits: bool = True


class Canvas(ABC):
    """The drawing surface of one face (see the module docstring for the contract)."""

    def __init__(
        self,
        width: float,
        height: float,
        bleed: float = 0.0,
        *,
        low_ink: bool = False,
        lang: str = SOURCE_LANG,
        side: str = "front",
        shape: str = "rect",
        cells: tuple[str, ...] | None = None,
        cell_mm: float | None = None,
        corner_mm: float = 0.0,
    ) -> None:
        self.width = float(width)
        self.height = float(height)
        self.bleed = float(bleed)
        self.low_ink = low_ink
        self.lang = lang
        self.side = side
        self.shape = shape
        self.cells = cells
        self.cell_mm = cell_mm
        self.corner_mm = corner_mm

    # -- backend primitives -------------------------------------------------------------
    @abstractmethod
    def _draw_path(self, cmds: Sequence[Command], style: Style, evenodd: bool) -> None: ...

    @abstractmethod
    def _draw_rect(self, x: float, y: float, w: float, h: float, r: float, style: Style):
        """A (rounded) rectangle."""

    @abstractmethod
    def _draw_circle(self, cx: float, cy: float, r: float, style: Style) -> None: ...

    @abstractmethod
    def _push_clip(self, cmds: Sequence[Command]) -> None: ...

    @abstractmethod
    def _pop_clip(self) -> None: ...

    @abstractmethod
    def _push_transform(self, matrix: tuple[float, float, float, float, float, float]):
        """Concatenate ``(a, b, c, d, e, f)`` (SVG/PDF matrix order)."""

    @abstractmethod
    def _pop_transform(self) -> None: ...

    @abstractmethod
    def _glyph_run(
        self, x: float, baseline: float, text: str, bold: bool, size_mm: float, color: str
    ) -> None:
        """A run of text; a backend also takes a last argument ``family`` (a font family's
        key, given only when it is not the default family)."""

    def _draw_image(self, path: str, x: float, y: float, w: float, h: float) -> None:
        """A PNG or JPEG file stretched to the box (backends that draw images override)."""
        raise NotImplementedError(f"{type(self).__name__} draws no images")

    # -- public API ---------------------------------------------------------------------
    @property
    def bleed_box(self) -> tuple[float, float, float, float]:
        b = self.bleed
        return (-b, -b, self.width + 2 * b, self.height + 2 * b)

    def rect(self, x, y, w, h, *, radius=0.0, **style) -> None:
        pattern = pop_pattern(style)
        st = Style(**style)
        if pattern[0]:
            self._with_pattern(rect_commands(x, y, w, h, radius), st, pattern)
        else:
            self._draw_rect(x, y, w, h, radius, st)
        if pattern[0] and st.stroke:
            self._draw_rect(x, y, w, h, radius, Style(None, st.stroke, st.stroke_width, st.dash))

    def circle(self, cx, cy, r, **style) -> None:
        pattern = pop_pattern(style)
        st = Style(**style)
        if pattern[0]:
            self._with_pattern(circle_commands(cx, cy, r), st, pattern)
            if st.stroke:
                self._draw_circle(cx, cy, r, Style(None, st.stroke, st.stroke_width, st.dash))
        else:
            self._draw_circle(cx, cy, r, st)

    def path(self, commands: Sequence[Command], *, evenodd: bool = False, **style) -> None:
        pattern = pop_pattern(style)
        st = Style(**style)
        cmds = list(commands)
        if pattern[0]:
            self._with_pattern(cmds, st, pattern, evenodd)
            if st.stroke:
                self._draw_path(cmds, replace(st, fill=None), evenodd)
        else:
            self._draw_path(cmds, st, evenodd)

    def polygon(self, points: Sequence[Point], **style) -> None:
        self.path(polygon_commands(points), **style)

    def polyline(self, points: Sequence[Point], *, stroke="#000000", stroke_width=0.3, dash=None):
        cmds: list[Command] = [("M", *points[0])]
        cmds.extend(("L", *p) for p in points[1:])
        self._draw_path(cmds, Style(None, stroke, stroke_width, dash), False)

    def line(self, x1, y1, x2, y2, *, stroke="#000000", stroke_width=0.3, dash=None) -> None:
        self.polyline([(x1, y1), (x2, y2)], stroke=stroke, stroke_width=stroke_width, dash=dash)

    def ellipse(self, cx, cy, rx, ry, **style) -> None:
        self.path(ellipse_commands(cx, cy, rx, ry), **style)

    def image(self, path: str, x: float, y: float, w: float, h: float) -> None:
        """A PNG or JPEG file (an absolute path) stretched to the box ``(x, y, w, h)``."""
        self._draw_image(str(path), x, y, w, h)

    @contextmanager
    def matrix(self, matrix: tuple[float, float, float, float, float, float]) -> Iterator[None]:
        """Draw under any affine map ``(a, b, c, d, e, f)`` (SVG/PDF matrix order)."""
        self._push_transform(tuple(float(v) for v in matrix))
        try:
            yield
        finally:
            self._pop_transform()

    @contextmanager
    def transformed(
        self, dx: float = 0.0, dy: float = 0.0, rotate: float = 0.0, scale: float = 1.0
    ) -> Iterator[None]:
        a = math.radians(rotate)
        cos, sin = math.cos(a) * scale, math.sin(a) * scale
        if abs(cos) < 1e-12:
            cos = 0.0
        if abs(sin) < 1e-12:
            sin = 0.0
        self._push_transform((cos, sin, -sin, cos, dx, dy))
        try:
            yield
        finally:
            self._pop_transform()

    @contextmanager
    def clipped(self, commands: Sequence[Command]) -> Iterator[None]:
        self._push_clip(list(commands))
        try:
            yield
        finally:
            self._pop_clip()

    def icon(self, name: str, x: float, y: float, size: float, color: str = "#000000") -> None:
        from cardgen.render.icons import get_icon

        get_icon(name)(self, x, y, size, color)

    def fill_bleed(self, color: str) -> None:
        """Paint the whole bleed box (the usual first call of a face)."""
        b = self.bleed
        self._draw_rect(-b, -b, self.width + 2 * b, self.height + 2 * b, 0.0, Style(fill=color))

    # -- text ---------------------------------------------------------------------------
    def layout_text(
        self,
        text: str,
        w: float,
        h: float,
        *,
        size_pt: float = 9.0,
        min_size_pt: float = 5.0,
        line_height: float = 1.2,
        overflow: str = "raise",
        font: str = "",
    ):
        """Find the largest size (0.25 pt steps) at which ``text`` fits ``w`` × ``h`` mm.

        Returns ``(size_pt, lines, fits)`` where lines are lists of words. Layouts are
        cached per process (the same texts are fitted into the same boxes for every
        copy, paper and backend); the result does not depend on the canvas.
        """
        return cached_layout(text, w, h, size_pt, min_size_pt, line_height, overflow, font)

    def text(
        self,
        text: str,
        x: float,
        y: float,
        w: float,
        h: float,
        *,
        size_pt: float = 9.0,
        min_size_pt: float = 5.0,
        bold: bool = False,
        align: str = "left",
        valign: str = "top",
        color: str = "#000000",
        line_height: float = 1.2,
        overflow: str = "raise",
        font: str = "",
    ) -> TextResult:
        if align not in ("left", "center", "right"):
            raise ValueError(f"align must be left, center or right, not {align!r}")
        if valign not in ("top", "middle", "bottom"):
            raise ValueError(f"valign must be top, middle or bottom, not {valign!r}")
        if overflow not in ("raise", "clip"):
            raise ValueError(f"overflow must be raise or clip, not {overflow!r}")
        if bold:
            text = f"**{text}**"
        try:
            size, lines, fits = self.layout_text(
                text,
                w,
                h,
                size_pt=size_pt,
                min_size_pt=min(min_size_pt, size_pt),
                line_height=line_height,
                overflow=overflow,
                font=font,
            )
        except TextFitError as error:
            raise TextFitError(text, (x, y, w, h), error.min_size) from None
        size_mm = size * MM_PER_PT
        lh = line_height * size_mm
        block_h = len(lines) * lh
        top = y
        if valign == "middle":
            top = y + (h - block_h) / 2
        elif valign == "bottom":
            top = y + h - block_h
        widths = [line_width(line, font) * size_mm for line in lines]
        ascent, descent = fonts.vertical_metrics(font)
        block_w = max(widths, default=0.0)
        for i, line in enumerate(lines):
            lx = x
            if align == "center":
                lx = x + (w - widths[i]) / 2
            elif align == "right":
                lx = x + w - widths[i]
            baseline = top + i * lh + (lh - (ascent + descent) * size_mm) / 2
            baseline += ascent * size_mm
            self._draw_line_of_text(line, lx, baseline, size_mm, color, font)
        bx = x
        if align == "center":
            bx = x + (w - block_w) / 2
        elif align == "right":
            bx = x + w - block_w
        return TextResult(
            size, [line_text(line) for line in lines], (bx, top, block_w, block_h), fits
        )

    def _draw_line_of_text(self, line, x, baseline, size_mm, color, font: str = "") -> None:
        space = fonts.advance(" ", False, font) * size_mm
        cx = x
        run: list[str] = []
        run_bold = False
        run_x = cx

        def flush() -> None:
            if run:
                if font:
                    self._glyph_run(run_x, baseline, "".join(run), run_bold, size_mm, color, font)
                else:
                    self._glyph_run(run_x, baseline, "".join(run), run_bold, size_mm, color)
                run.clear()

        for wi, word in enumerate(line):
            if wi:
                if run:
                    run.append(" ")
                cx += space
            for piece in word.pieces:
                if piece.kind == "icon":
                    flush()
                    isz = size_mm
                    self.icon(piece.value, cx + 0.05 * size_mm, baseline - 0.8 * isz, isz, color)
                    cx += piece.width_em * size_mm
                    continue
                if run and piece.bold != run_bold:
                    flush()
                if not run:
                    run_x, run_bold = cx, piece.bold
                run.append(piece.value)
                cx += piece.width_em * size_mm
        flush()

    # -- patterns -----------------------------------------------------------------------
    def _with_pattern(self, cmds, st: Style, pattern, evenodd: bool = False) -> None:
        name, color, spacing, width = pattern
        if name not in PATTERNS:
            raise ValueError(f"unknown pattern {name!r}; known: {', '.join(PATTERNS)}")
        if st.fill:
            self._draw_path(cmds, Style(fill=st.fill), evenodd)
        self._fill_pattern(list(cmds), evenodd, name, color, spacing, width)

    def _fill_pattern(self, cmds, evenodd, name, color, spacing, width) -> None:
        """Paint pattern ``name`` inside the path ``cmds``, anchored at the card origin.

        This default draws the pattern's lines and dots clipped to the shape; a backend
        may override it with a native tiling pattern of the same geometry
        (:func:`pattern_tiles`), which is what the print build uses: one small tile per
        file instead of dozens of lines per shape.
        """
        x0, y0, x1, y1 = bbox(cmds)
        self._push_clip(cmds)
        try:
            draw_pattern(self, name, (x0, y0, x1, y1), color, spacing, width)
        finally:
            self._pop_clip()
