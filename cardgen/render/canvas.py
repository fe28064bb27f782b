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

Icons
    ``icon(name, x, y, size, color="#000000")`` draws a registered icon into the square
    ``(x, y, size, size)``.

Transforms and clipping (context managers)
    ``with canvas.transformed(dx=0, dy=0, rotate=0, scale=1):`` (rotation in degrees,
    clockwise as seen) and ``with canvas.clipped(commands):``.

Both backends (:class:`~cardgen.render.svg.SvgCanvas`,
:class:`~cardgen.render.pdf.PdfCanvas`) implement the same small set of private
primitives; everything above is implemented once, here, so a face looks the same in both.
"""

from __future__ import annotations

import math
import re
from abc import ABC, abstractmethod
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import lru_cache

from cardgen.render import fonts

MM_PER_PT = 25.4 / 72.0
SAFE = 3.0
"""Safe zone: keep text and icons this far (mm) inside the trim."""
KAPPA = 0.5522847498

Command = tuple
Point = tuple[float, float]

PATTERNS = (
    "hatch",
    "vertical",
    "diagonal",
    "backdiagonal",
    "crosshatch",
    "grid",
    "dots",
    "waves",
    "zigzag",
    "checker",
    "bricks",
)


class TextFitError(ValueError):
    """Text that does not fit its box even at the minimum size."""

    def __init__(self, text: str, box: tuple[float, float, float, float], min_size: float):
        self.text = text
        self.box = box
        self.min_size = min_size
        x, y, w, h = box
        super().__init__(
            f"text {text[:40]!r} does not fit a {w:.1f} × {h:.1f} mm box at {x:.1f},{y:.1f}"
            f" even at {min_size:g} pt"
        )


@dataclass(frozen=True)
class Style:
    fill: str | None = None
    stroke: str | None = None
    stroke_width: float = 0.3
    dash: tuple[float, ...] | None = None


@dataclass
class TextResult:
    size_pt: float
    lines: list[str]
    box: tuple[float, float, float, float]
    """The drawn block: x, y, width, height in mm."""
    fits: bool = True


@dataclass
class _Piece:
    kind: str  # "text" | "icon"
    value: str
    bold: bool
    width_em: float


@dataclass
class _Word:
    pieces: list[_Piece] = field(default_factory=list)

    @property
    def width_em(self) -> float:
        return sum(p.width_em for p in self.pieces)


ICON_ADVANCE = 1.1  # em taken by an inline icon (1 em icon + 0.1 em space)
_TOKEN = re.compile(r"\[icon:([A-Za-z0-9_.-]+)\]|\*\*|\n|[ \t]+|[^\s*\[]+|\[|\*")


@lru_cache(maxsize=8192)
def _tokenize(text: str) -> list[list[_Word] | None]:
    """Paragraphs (None = forced break) → words → pieces (cached: callers must not
    mutate the result)."""
    paragraphs: list[list[_Word]] = [[]]
    bold = False
    word = _Word()

    def flush() -> None:
        nonlocal word
        if word.pieces:
            paragraphs[-1].append(word)
        word = _Word()

    for match in _TOKEN.finditer(text):
        token = match.group(0)
        if match.group(1):
            word.pieces.append(_Piece("icon", match.group(1), bold, ICON_ADVANCE))
        elif token == "**":
            bold = not bold
        elif token == "\n":
            flush()
            paragraphs.append([])
        elif token.isspace():
            flush()
        else:
            word.pieces.append(_Piece("text", token, bold, fonts.text_width(token, bold)))
    flush()
    return paragraphs


def _wrap(paragraphs, max_em: float, break_words: bool):
    """Greedy wrapping; returns lines (lists of words) or None if a word is too wide."""
    space = fonts.advance(" ")
    lines: list[list[_Word]] = []
    for words in paragraphs:
        line: list[_Word] = []
        width = 0.0
        for word in words:
            w = word.width_em
            if w > max_em + 1e-9:
                if not break_words:
                    return None
                for part in _split_word(word, max_em):
                    if line:
                        lines.append(line)
                    line, width = [part], part.width_em
                continue
            if line and width + space + w > max_em + 1e-9:
                lines.append(line)
                line, width = [], 0.0
            width = width + space + w if line else w
            line.append(word)
        lines.append(line)
    return lines


def _split_word(word: _Word, max_em: float) -> list[_Word]:
    parts: list[_Word] = [_Word()]
    for piece in word.pieces:
        chars = [piece.value] if piece.kind == "icon" else list(piece.value)
        for ch in chars:
            w = ICON_ADVANCE if piece.kind == "icon" else fonts.advance(ch, piece.bold)
            if parts[-1].pieces and parts[-1].width_em + w > max_em:
                parts.append(_Word())
            parts[-1].pieces.append(_Piece(piece.kind, ch, piece.bold, w))
    return parts


def _line_width(line: list[_Word]) -> float:
    if not line:
        return 0.0
    return sum(w.width_em for w in line) + fonts.advance(" ") * (len(line) - 1)


def _line_text(line: list[_Word]) -> str:
    out = []
    for word in line:
        out.append(
            "".join(p.value if p.kind == "text" else f"[icon:{p.value}]" for p in word.pieces)
        )
    return " ".join(out)


def rect_commands(x: float, y: float, w: float, h: float, r: float = 0.0) -> list[Command]:
    """Path commands of a (rounded) rectangle, clockwise as seen."""
    r = max(0.0, min(r, w / 2, h / 2))
    if r == 0:
        return [("M", x, y), ("L", x + w, y), ("L", x + w, y + h), ("L", x, y + h), ("Z",)]
    k = r * KAPPA
    return [
        ("M", x + r, y),
        ("L", x + w - r, y),
        ("C", x + w - r + k, y, x + w, y + r - k, x + w, y + r),
        ("L", x + w, y + h - r),
        ("C", x + w, y + h - r + k, x + w - r + k, y + h, x + w - r, y + h),
        ("L", x + r, y + h),
        ("C", x + r - k, y + h, x, y + h - r + k, x, y + h - r),
        ("L", x, y + r),
        ("C", x, y + r - k, x + r - k, y, x + r, y),
        ("Z",),
    ]


def circle_commands(cx: float, cy: float, r: float) -> list[Command]:
    k = r * KAPPA
    return [
        ("M", cx + r, cy),
        ("C", cx + r, cy + k, cx + k, cy + r, cx, cy + r),
        ("C", cx - k, cy + r, cx - r, cy + k, cx - r, cy),
        ("C", cx - r, cy - k, cx - k, cy - r, cx, cy - r),
        ("C", cx + k, cy - r, cx + r, cy - k, cx + r, cy),
        ("Z",),
    ]


def polygon_commands(points: Sequence[Point]) -> list[Command]:
    cmds: list[Command] = [("M", *points[0])]
    cmds.extend(("L", *p) for p in points[1:])
    cmds.append(("Z",))
    return cmds


def polyomino_commands(
    cells: Sequence[str], cell: float, grow: float = 0.0, x0: float = 0.0, y0: float = 0.0
) -> list[Command]:
    """Outline of a polyomino (rows of ``X``/``.``) as one path per boundary loop.

    ``grow`` > 0 offsets the outline outwards (bleed): the union of the cells each grown
    by ``grow`` (square corners).
    """
    filled = {(c, r) for r, row in enumerate(cells) for c, ch in enumerate(row) if ch != "."}
    # Directed boundary edges (clockwise as seen, y down): interior on the right.
    edges: dict[tuple[int, int], list[tuple[int, int]]] = {}
    for c, r in sorted(filled):
        if (c, r - 1) not in filled:
            edges.setdefault((c, r), []).append((c + 1, r))
        if (c + 1, r) not in filled:
            edges.setdefault((c + 1, r), []).append((c + 1, r + 1))
        if (c, r + 1) not in filled:
            edges.setdefault((c + 1, r + 1), []).append((c, r + 1))
        if (c - 1, r) not in filled:
            edges.setdefault((c, r + 1), []).append((c, r))
    cmds: list[Command] = []
    while edges:
        start = min(edges)
        loop = [start]
        point = start
        prev_dir = None
        while True:
            targets = edges[point]
            # At a pinch vertex take the right-most turn to keep loops simple.
            nxt = targets[0]
            if len(targets) > 1 and prev_dir is not None:
                nxt = min(targets, key=lambda t: _turn_rank(prev_dir, t, point))
            targets.remove(nxt)
            if not targets:
                del edges[point]
            prev_dir = (nxt[0] - point[0], nxt[1] - point[1])
            point = nxt
            if point == start:
                break
            loop.append(point)
        loop = _simplify(loop)
        pts = _grow_loop(loop, grow / cell) if grow else [(float(a), float(b)) for a, b in loop]
        cmds.append(("M", x0 + pts[0][0] * cell, y0 + pts[0][1] * cell))
        cmds.extend(("L", x0 + px * cell, y0 + py * cell) for px, py in pts[1:])
        cmds.append(("Z",))
    return cmds


def _turn_rank(prev_dir, target, point):
    d = (target[0] - point[0], target[1] - point[1])
    cross = prev_dir[0] * d[1] - prev_dir[1] * d[0]
    return -cross  # prefer right turns (y down: cross > 0 is a right turn)


def _simplify(loop: list[tuple[int, int]]) -> list[tuple[int, int]]:
    out = []
    n = len(loop)
    for i in range(n):
        a, b, c = loop[i - 1], loop[i], loop[(i + 1) % n]
        if (b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0]) != 0:
            out.append(b)
    return out


def _grow_loop(loop: list[tuple[int, int]], grow_cells: float) -> list[Point]:
    """Offset a rectilinear loop outwards by ``grow_cells`` (in cell units)."""
    n = len(loop)
    out = []
    for i in range(n):
        a, b, c = loop[i - 1], loop[i], loop[(i + 1) % n]
        d1 = (_sign(b[0] - a[0]), _sign(b[1] - a[1]))
        d2 = (_sign(c[0] - b[0]), _sign(c[1] - b[1]))
        # Outward normal of a clockwise (y down) edge with direction d is (d.y, -d.x).
        n1 = (d1[1], -d1[0])
        n2 = (d2[1], -d2[0])
        out.append((b[0] + (n1[0] + n2[0]) * grow_cells, b[1] + (n1[1] + n2[1]) * grow_cells))
    return out


def _sign(v: float) -> int:
    return (v > 0) - (v < 0)


_LAYOUTS: dict[tuple, object] = {}
_LAYOUT_CACHE_SIZE = 20000


def _layout_text(text, w, h, size_pt, min_size_pt, line_height, overflow):
    """See :meth:`Canvas.layout_text` (uncached)."""
    paragraphs = _tokenize(text)
    size = size_pt
    while True:
        size_mm = size * MM_PER_PT
        lines = _wrap(paragraphs, w / size_mm, break_words=False)
        if lines is not None and len(lines) * line_height * size_mm <= h + 1e-9:
            return size, lines, True
        if size <= min_size_pt + 1e-9:
            break
        size = max(min_size_pt, round((size - 0.25) * 4) / 4)
    if overflow == "raise":
        raise TextFitError(text, (0.0, 0.0, w, h), min_size_pt)
    size_mm = min_size_pt * MM_PER_PT
    lines = _wrap(paragraphs, w / size_mm, break_words=True) or []
    keep = max(1, int((h + 1e-9) // (line_height * size_mm)))
    if len(lines) > keep:
        lines = lines[:keep]
        last = lines[-1]
        ell = _Piece("text", "…", False, fonts.advance("…"))
        while last and _line_width(last) + ell.width_em > w / size_mm:
            word = last[-1]
            if len(word.pieces) > 1 or (
                word.pieces[0].kind == "text" and len(word.pieces[0].value) > 1
            ):
                word = _split_word(word, word.width_em - 1e-6)[0]
                last[-1] = word
                if word.width_em <= 0:
                    last.pop()
            else:
                last.pop()
        last.append(_Word([ell]))
    return min_size_pt, lines, False


class Canvas(ABC):
    """The drawing surface of one face (see the module docstring for the contract)."""

    def __init__(
        self,
        width: float,
        height: float,
        bleed: float = 0.0,
        *,
        low_ink: bool = False,
        lang: str = "en",
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
    ) -> None: ...

    # -- public API ---------------------------------------------------------------------
    @property
    def bleed_box(self) -> tuple[float, float, float, float]:
        b = self.bleed
        return (-b, -b, self.width + 2 * b, self.height + 2 * b)

    def rect(self, x, y, w, h, *, radius=0.0, **style) -> None:
        pattern = _pop_pattern(style)
        st = Style(**style)
        if pattern[0]:
            self._with_pattern(rect_commands(x, y, w, h, radius), st, pattern)
        else:
            self._draw_rect(x, y, w, h, radius, st)
        if pattern[0] and st.stroke:
            self._draw_rect(x, y, w, h, radius, Style(None, st.stroke, st.stroke_width, st.dash))

    def circle(self, cx, cy, r, **style) -> None:
        pattern = _pop_pattern(style)
        st = Style(**style)
        if pattern[0]:
            self._with_pattern(circle_commands(cx, cy, r), st, pattern)
            if st.stroke:
                self._draw_circle(cx, cy, r, Style(None, st.stroke, st.stroke_width, st.dash))
        else:
            self._draw_circle(cx, cy, r, st)

    def path(self, commands: Sequence[Command], *, evenodd: bool = False, **style) -> None:
        pattern = _pop_pattern(style)
        st = Style(**style)
        cmds = list(commands)
        if pattern[0]:
            self._with_pattern(cmds, st, pattern, evenodd)
            if st.stroke:
                self._draw_path(cmds, Style(None, st.stroke, st.stroke_width, st.dash), evenodd)
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
    ):
        """Find the largest size (0.25 pt steps) at which ``text`` fits ``w`` × ``h`` mm.

        Returns ``(size_pt, lines, fits)`` where lines are lists of words. Layouts are
        cached per process (the same texts are fitted into the same boxes for every
        copy, paper and backend); the result does not depend on the canvas.
        """
        key = (text, w, h, size_pt, min_size_pt, line_height, overflow)
        hit = _LAYOUTS.get(key)
        if hit is None:
            try:
                hit = _layout_text(text, w, h, size_pt, min_size_pt, line_height, overflow)
            except TextFitError as error:
                hit = error
            if len(_LAYOUTS) >= _LAYOUT_CACHE_SIZE:
                _LAYOUTS.clear()
            _LAYOUTS[key] = hit
        if isinstance(hit, TextFitError):
            raise TextFitError(hit.text, hit.box, hit.min_size)
        size, lines, fits = hit
        return size, [list(line) for line in lines], fits

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
        widths = [_line_width(line) * size_mm for line in lines]
        block_w = max(widths, default=0.0)
        for i, line in enumerate(lines):
            lx = x
            if align == "center":
                lx = x + (w - widths[i]) / 2
            elif align == "right":
                lx = x + w - widths[i]
            baseline = top + i * lh + (lh - (fonts.ASCENT + fonts.DESCENT) * size_mm) / 2
            baseline += fonts.ASCENT * size_mm
            self._draw_line_of_text(line, lx, baseline, size_mm, color)
        bx = x
        if align == "center":
            bx = x + (w - block_w) / 2
        elif align == "right":
            bx = x + w - block_w
        return TextResult(
            size, [_line_text(line) for line in lines], (bx, top, block_w, block_h), fits
        )

    def _draw_line_of_text(self, line, x, baseline, size_mm, color) -> None:
        space = fonts.advance(" ") * size_mm
        cx = x
        run: list[str] = []
        run_bold = False
        run_x = cx

        def flush() -> None:
            if run:
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
        x0, y0, x1, y1 = _bbox(cmds)
        self._push_clip(cmds)
        try:
            _draw_pattern(self, name, (x0, y0, x1, y1), color, spacing, width)
        finally:
            self._pop_clip()


TILE_LENGTH = 640.0
"""Length (mm) of the tiles of line patterns: longer than any face, so a line never
crosses a tile edge along its length (tile seams show as dotted lines in viewers)."""


@dataclass(frozen=True)
class Tile:
    """One layer of a native pattern: a ``width`` × ``height`` tile repeated over the
    plane. ``matrix`` ``(a, b, c, d, e, f)`` maps tile coordinates to card mm (PDF/SVG
    matrix order); ``elements`` are ``("stroke" | "fill", commands)`` in tile coordinates."""

    width: float
    height: float
    matrix: tuple[float, float, float, float, float, float]
    elements: tuple


def _line_tile(s: float, along: Point, normal: Point) -> Tile:
    """Parallel lines ``normal · p = k·s`` (unit vectors), drawn in the middle of a tile
    ``TILE_LENGTH`` long and ``s`` high."""
    L_ = TILE_LENGTH
    (ax, ay), (nx, ny) = along, normal
    origin = (-L_ / 2 * ax - s / 2 * nx, -L_ / 2 * ay - s / 2 * ny)
    el = ("stroke", (("M", 0.0, s / 2), ("L", L_, s / 2)))
    return Tile(L_, s, (ax, ay, nx, ny, *origin), (el,))


@lru_cache(maxsize=256)
def pattern_tiles(name: str, s: float, width: float) -> tuple[Tile, ...]:
    """The native-pattern equivalent of pattern ``name`` (spacing ``s``, line ``width``):
    the same lines and dots at the same places, anchored at the card origin."""
    if name not in PATTERNS:
        raise ValueError(f"unknown pattern {name!r}; known: {', '.join(PATTERNS)}")
    r2 = math.sqrt(0.5)
    hatch = _line_tile(s, (1.0, 0.0), (0.0, 1.0))  # y = k·s
    vertical = _line_tile(s, (0.0, 1.0), (1.0, 0.0))  # x = k·s
    diagonal = _line_tile(s, (r2, r2), (r2, -r2))  # x - y = k·s·√2
    backdiagonal = _line_tile(s, (r2, -r2), (r2, r2))  # x + y = k·s·√2
    simple = {"hatch": [hatch], "vertical": [vertical], "grid": [hatch, vertical],
              "diagonal": [diagonal], "backdiagonal": [backdiagonal],
              "crosshatch": [diagonal, backdiagonal]}  # fmt: skip
    if name in simple:
        return tuple(simple[name])
    els: list[tuple[str, list[Command]]] = []
    if name in ("waves", "zigzag"):  # rows y = k·s, periods from x = multiples of s
        n = math.ceil(TILE_LENGTH / s)
        amp = s * 0.3
        cmds: list[Command] = [("M", 0.0, s / 2)]
        for i in range(n):
            x = i * s
            if name == "zigzag":
                cmds += [("L", x + s / 2, s / 2 - amp), ("L", x + s, s / 2)]
            else:
                cmds += [("Q", x + s / 4, s / 2 - 2 * amp, x + s / 2, s / 2),
                         ("Q", x + 3 * s / 4, s / 2 + 2 * amp, x + s, s / 2)]  # fmt: skip
        return (Tile(n * s, s, (1.0, 0.0, 0.0, 1.0, -(n // 2) * s, -s / 2), (("stroke", cmds),)),)
    if name == "dots":  # rows y = k·s, x = j·s (+ s/2 on odd rows)
        tw, th, ox, oy = s, 2 * s, -s / 4, -s / 2
        r = max(width, s * 0.18)
        for cx, cy in ((s / 4, s / 2), (3 * s / 4, 3 * s / 2)):
            els.append(("fill", circle_commands(cx, cy, r)))
    elif name == "checker":
        tw, th, ox, oy = 2 * s, 2 * s, 0.0, 0.0
        for x, y in ((0.0, 0.0), (s, s)):
            els.append(("fill", rect_commands(x, y, s / 2, s / 2)))
            els.append(("fill", rect_commands(x + s / 2, y + s / 2, s / 2, s / 2)))
    else:  # bricks
        tw, th, ox, oy = 2 * s, 2 * s, 0.0, 0.0
        for y in (0.0, s):
            els.append(("stroke", [("M", -width, y), ("L", 2 * s + width, y)]))
        els.append(("stroke", [("M", 0.0, 0.0), ("L", 0.0, s)]))
        els.append(("stroke", [("M", s, s), ("L", s, 2 * s)]))
    # Repeat every element one tile over in each direction (tiles clip to their box).
    out = []
    for kind, cmds in els:
        for dy in (-th, 0.0, th):
            for dx in (-tw, 0.0, tw):
                moved = [(c[0], *(v + (dx if i % 2 == 0 else dy) for i, v in enumerate(c[1:])))
                         for c in cmds]  # fmt: skip
                out.append((kind, moved))
    return (Tile(tw, th, (1.0, 0.0, 0.0, 1.0, ox, oy), tuple(out)),)


def _pop_pattern(style: dict):
    return (
        style.pop("pattern", None),
        style.pop("pattern_color", "#000000"),
        float(style.pop("pattern_spacing", 2.0)),
        float(style.pop("pattern_width", 0.25)),
    )


def _bbox(cmds: Sequence[Command]) -> tuple[float, float, float, float]:
    xs: list[float] = []
    ys: list[float] = []
    for c in cmds:
        xs.extend(c[1::2])
        ys.extend(c[2::2])
    return min(xs), min(ys), max(xs), max(ys)


def _grid_range(lo: float, hi: float, step: float) -> list[float]:
    """Multiples of ``step`` covering [lo, hi] (anchored at the card origin)."""
    start = math.floor(lo / step)
    end = math.ceil(hi / step)
    return [i * step for i in range(start, end + 1)]


def _draw_pattern(canvas: Canvas, name, box, color, s, width) -> None:
    x0, y0, x1, y1 = box
    st = Style(None, color, width, None)
    pad = s
    x0, y0, x1, y1 = x0 - pad, y0 - pad, x1 + pad, y1 + pad
    lines: list[list[Command]] = []

    def hline(y: float) -> None:
        lines.append([("M", x0, y), ("L", x1, y)])

    def vline(x: float) -> None:
        lines.append([("M", x, y0), ("L", x, y1)])

    def diag(sign: int) -> None:
        # lines x - sign*y = k*s*sqrt2 (45°), clipped to the box
        step = s * math.sqrt(2)
        if sign > 0:
            ks = _grid_range(x0 - y1, x1 - y0, step)
            for k in ks:
                lines.append([("M", k + y0, y0), ("L", k + y1, y1)])
        else:
            ks = _grid_range(x0 + y0, x1 + y1, step)
            for k in ks:
                lines.append([("M", k - y0, y0), ("L", k - y1, y1)])

    if name == "hatch":
        for y in _grid_range(y0, y1, s):
            hline(y)
    elif name == "vertical":
        for x in _grid_range(x0, x1, s):
            vline(x)
    elif name == "diagonal":
        diag(1)
    elif name == "backdiagonal":
        diag(-1)
    elif name == "crosshatch":
        diag(1)
        diag(-1)
    elif name == "grid":
        for y in _grid_range(y0, y1, s):
            hline(y)
        for x in _grid_range(x0, x1, s):
            vline(x)
    elif name == "dots":
        r = max(width, s * 0.18)
        for row, y in enumerate(_grid_range(y0, y1, s)):
            off = s / 2 if round(y / s) % 2 else 0.0
            del row
            for x in _grid_range(x0, x1, s):
                canvas._draw_circle(x + off, y, r, Style(fill=color))
        return
    elif name == "checker":
        cell = s
        cmds: list[Command] = []
        for y in _grid_range(y0, y1, cell):
            for x in _grid_range(x0, x1, cell):
                if (round(x / cell) + round(y / cell)) % 2 == 0:
                    cmds.extend(rect_commands(x, y, cell / 2, cell / 2))
                    cmds.extend(rect_commands(x + cell / 2, y + cell / 2, cell / 2, cell / 2))
        if cmds:
            canvas._draw_path(cmds, Style(fill=color), False)
        return
    elif name == "bricks":
        for i, y in enumerate(_grid_range(y0, y1, s)):
            hline(y)
            off = s if round(y / s) % 2 else 0.0
            del i
            for x in _grid_range(x0, x1, 2 * s):
                lines.append([("M", x + off, y), ("L", x + off, y + s)])
    elif name in ("waves", "zigzag"):
        amp = s * 0.3
        for y in _grid_range(y0, y1, s):
            pts: list[Command] = [("M", x0 - (x0 % s), y)]
            x = x0 - (x0 % s)
            while x < x1:
                if name == "zigzag":
                    pts.append(("L", x + s / 2, y - amp))
                    pts.append(("L", x + s, y))
                else:
                    pts.append(("Q", x + s / 4, y - 2 * amp, x + s / 2, y))
                    pts.append(("Q", x + 3 * s / 4, y + 2 * amp, x + s, y))
                x += s
            lines.append(pts)
    if lines:
        merged: list[Command] = []
        for ln in lines:
            merged.extend(ln)
        canvas._draw_path(merged, st, False)
