"""PDF backend: a :class:`Canvas` writing PDF content-stream operators.

reportlab works in points with y up; faces work in card-local mm with y down. The
conversion is one matrix: :func:`face_matrix` maps card-local mm to page points for a
trim box whose top-left corner lies at ``(left_pt, top_pt)`` on the page. Everything the
face draws goes through that matrix, so stroke widths and dash lengths stay in mm.

Speed and size: the canvas writes the path, colour and text operators itself (numbers
with at most 3 decimals of a millimetre, colours with 3 decimals, state changes only when
the state changes) instead of going through reportlab's path objects, whose pure-Python
number formatting dominated the print build. reportlab still writes the document: pages,
Form XObjects, fonts and their subsets, boxes and metadata.

Two modes:

* ``PdfCanvas(rl, …)`` writes straight into the current page or form of ``rl`` (a
  ``reportlab.pdfgen.canvas.Canvas`` whose current matrix already maps card-local mm).
* ``PdfCanvas(None, …)`` records into :attr:`PdfCanvas.content`, a
  :class:`PdfContent` that :meth:`PdfContent.emit` writes into any reportlab canvas
  later — the same face drawn once can be placed in several documents (A4 and Letter).

Text uses the embedded fonts of :mod:`cardgen.render.fonts` (TrueType subsets holding only
the glyphs used, one embedding per font and document). Text runs stay symbolic in a
recording and are encoded per document, because subset codes belong to a document.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.pdfdoc import (
    PDFArray,
    PDFDictionary,
    PDFName,
    PDFResourceDictionary,
    PDFStream,
    PDFZCompress,
)

from cardgen.render import fonts
from cardgen.render.canvas import (
    Canvas,
    Command,
    Style,
    circle_commands,
    pattern_tiles,
    rect_commands,
)
from cardgen.render.paths import CAPS, JOINS

PT_PER_MM = mm


@cache
def rgb(color: str) -> tuple[float, float, float]:
    """``"#rrggbb"`` (or ``"#rgb"``) → floats 0…1."""
    c = color.lstrip("#")
    if len(c) == 3:
        c = "".join(ch * 2 for ch in c)
    if len(c) != 6:
        raise ValueError(f"colour must be #rrggbb, not {color!r}")
    return tuple(int(c[i : i + 2], 16) / 255 for i in (0, 2, 4))  # type: ignore[return-value]


def face_matrix(left_pt: float, top_pt: float) -> tuple[float, ...]:
    """The matrix from card-local mm (y down) to page points (y up)."""
    return (PT_PER_MM, 0.0, 0.0, -PT_PER_MM, left_pt, top_pt)


_ZEROS = re.compile(r"\.000(?!\d)")
_TRAILING = re.compile(r"(?<=\.[1-9])0+(?!\d)|(?<=\.\d[1-9])0(?!\d)")
_MINUS_ZERO = re.compile(r"(?<![\d.])-0(?![\d.])")
_LEADING = re.compile(r"(?<![\d.])0(?=\.\d)")


def tidy(text: str) -> str:
    """Shorten every ``%.3f`` number in ``text``: no trailing zeros, no leading ``0``
    (``.5``), ``-0`` → ``0``. One pass of C-speed regexes over a whole path is far
    faster than formatting number by number."""
    text = _ZEROS.sub("", text)
    text = _TRAILING.sub("", text)
    text = _MINUS_ZERO.sub("0", text)
    return _LEADING.sub("", text)


def num(v: float) -> str:
    """A PDF number with at most 3 decimals, no trailing zeros (``-0`` → ``0``)."""
    return tidy(f"{v:.3f}")


def _num6(v: float) -> str:
    s = f"{v:.6f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


@cache
def _color_op(color: str, op: str) -> str:
    r, g, b = rgb(color)
    return f"{r:.3f} {g:.3f} {b:.3f} {op}"


_TEMPLATES = {"M": "%.3f %.3f m", "L": "%.3f %.3f l", "C": "%.3f %.3f %.3f %.3f %.3f %.3f c"}


def _path_ops(cmds: Sequence[Command]) -> str:
    parts: list[str] = []
    values: list[float] = []
    cur = (0.0, 0.0)
    start = cur
    for cmd in cmds:
        op = cmd[0]
        if op == "Z":
            parts.append("h")
            cur = start
            continue
        if op == "Q":  # quadratic → cubic
            x1, y1, x, y = cmd[1:5]
            values += (
                cur[0] + 2 / 3 * (x1 - cur[0]),
                cur[1] + 2 / 3 * (y1 - cur[1]),
                x + 2 / 3 * (x1 - x),
                y + 2 / 3 * (y1 - y),
                x,
                y,
            )
            parts.append(_TEMPLATES["C"])
            cur = (x, y)
            continue
        template = _TEMPLATES.get(op)
        if template is None:
            raise ValueError(f"unknown path command {op!r}")
        parts.append(template)
        values += cmd[1:]
        cur = (cmd[-2], cmd[-1])
        if op == "M":
            start = cur
    return "\n".join(parts) % tuple(values)


class _PatternFill(tuple):
    """A recorded pattern fill: ``(pattern key, colour, path operators, evenodd)``."""


class _Image(tuple):
    """A recorded image: ``(path, x, y, w, h)`` (the image object belongs to a document)."""


def _place_image(rl, path: str, x: float, y: float, w: float, h: float) -> None:
    """Draw a PNG or JPEG file into the box under the card-local (y down) matrix: the
    image's unit square is mapped with its top edge at ``y``. reportlab embeds each file
    once per document (JPEG as is, PNG with its alpha channel as a soft mask) and lists
    it in the resources of the page or form being drawn."""
    from reportlab import rl_config

    rl._code.append(tidy(f"q {w:.3f} 0 0 {-h:.3f} {x:.3f} {y + h:.3f} cm"))
    # (the image data is encoded here: binary, as every stream of our files, not ASCII85)
    old, rl_config.useA85 = rl_config.useA85, 0
    try:
        rl.drawImage(path, 0, 0, 1, 1, mask="auto")
    finally:
        rl_config.useA85 = old
    rl._code.append("Q")


class PdfContent:
    """Recorded operators: strings, text runs ``(font, size, x, baseline, text)`` encoded
    when emitted (font subsets belong to one document) and pattern fills (the pattern
    object belongs to one document too).

    Operators arrive with ``%.3f`` numbers; consecutive ones are joined and shortened by
    one :func:`tidy` pass (text runs are never tidied: they hold the card's text)."""

    __slots__ = ("items", "_pending")

    def __init__(self) -> None:
        self.items: list[str | tuple] = []
        self._pending: list[str] = []

    def add(self, op: str) -> None:
        self._pending.append(op)

    def add_text(self, run: tuple) -> None:
        self._flush()
        self.items.append(run)

    def _flush(self) -> None:
        if self._pending:
            self.items.append(tidy("\n".join(self._pending)))
            self._pending.clear()

    def emit(self, rl, matrix: tuple[float, ...] = (1, 0, 0, 1, 0, 0)) -> dict:
        """Write the operators into the current page or form of reportlab canvas ``rl``.

        ``matrix`` is the face matrix the content is emitted under (pattern tiles are
        anchored through it). Returns the pattern resources used, ``{name: reference}``;
        pass them to :func:`form_resources` for the form's resource dictionary."""
        self._flush()
        code = rl._code
        used: dict = {}
        for item in self.items:
            if isinstance(item, str):
                code.append(item)
            elif isinstance(item, _Image):
                _place_image(rl, *item)
            elif isinstance(item, _PatternFill):
                key, color, path, evenodd = item
                r, g, b = rgb(color)
                paint = "f*" if evenodd else "f"
                for layer in range(len(pattern_tiles(*key))):
                    name, ref = _pattern_resource(rl._doc, key, layer, matrix)
                    used[name] = ref
                    code.append(
                        tidy(f"/CsPat cs {r:.3f} {g:.3f} {b:.3f} /{name} scn\n{path}\n{paint}")
                    )
            else:
                code.append(_encode_text(rl, *item))
        return used

    @property
    def uses_patterns(self) -> bool:
        return any(isinstance(item, _PatternFill) for item in self.items)


def _pattern_resource(doc, key: tuple, layer: int, matrix: tuple[float, ...]):
    """The document's tiling pattern for ``key`` (layer ``layer``) under ``matrix``.

    An uncoloured tiling pattern (PaintType 2): the colour comes with each use, so one
    pattern object serves every colour. Its matrix maps the tile to card mm
    (:class:`~cardgen.render.canvas.Tile`) and on through the face matrix to the form
    space, so the pattern is anchored at the card origin wherever the form is placed."""
    registry = doc.__dict__.setdefault("_cardgen_patterns", {})
    full = (key, layer, tuple(round(v, 6) for v in matrix))
    hit = registry.get(full)
    if hit is not None:
        return hit
    name, spacing, width = key
    tile = pattern_tiles(name, spacing, width)[layer]
    ops = [f"{width:.3f} w"]
    for kind, cmds in tile.elements:
        ops.append(_path_ops(cmds) + ("\nS" if kind == "stroke" else "\nf"))
    a, b, c, d, e, f = tile.matrix
    A, B, C, D, E, F = matrix
    combined = (a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D,
                e * A + f * C + E, e * B + f * D + F)  # fmt: skip
    stream = PDFStream(content=tidy("\n".join(ops)), filters=[PDFZCompress])
    tw, th = round(tile.width, 4), round(tile.height, 4)
    stream.dictionary.dict.update(
        {
            "Type": PDFName("Pattern"),
            "PatternType": 1,
            "PaintType": 2,
            "TilingType": 1,
            "BBox": PDFArray([0, 0, tw, th]),
            "XStep": tw,
            "YStep": th,
            "Matrix": PDFArray([round(v, 6) for v in combined]),
            "Resources": PDFDictionary({}),
        }
    )
    res_name = f"Pat{len(registry) + 1}"
    ref = doc.Reference(stream, f"CardPattern{len(registry) + 1}")
    registry[full] = hit = (res_name, ref)
    return hit


def form_resources(patterns: dict, xobjects=None) -> PDFResourceDictionary:
    """Resources of a face form that uses tiling patterns: every font, the patterns and
    the ``[/Pattern /DeviceRGB]`` colour space their uses select, and ``xobjects`` (the
    images the form places, reportlab's XObject dictionary) if any."""
    res = PDFResourceDictionary()
    res.basicFonts()
    if xobjects is not None:
        res.allProcs()
        res.XObject = xobjects
    res.Pattern = dict(sorted(patterns.items()))
    res.ColorSpace = {"CsPat": PDFArray([PDFName("Pattern"), PDFName("DeviceRGB")])}
    return res


def _encode_text(rl, font_name: str, size: float, x: float, baseline: float, text: str) -> str:
    font = pdfmetrics.getFont(font_name)
    doc = rl._doc
    parts = [f"BT 1 0 0 -1 {num(x)} {num(baseline)} Tm"]
    for subset, chunk in font.splitString(text, doc):
        name = font.getSubsetInternalName(subset, doc)
        parts.append(f"{name} {num(size)} Tf ({rl._escape(chunk)}) Tj")
    parts.append("ET")
    return " ".join(parts)


_UNSET = object()


def _ends(style: Style) -> str:
    """The ``J``/``j`` operators of a stroked path's cap and join other than PDF's default
    (butt, miter), which every other path keeps: empty when there are none."""
    if not style.stroke:
        return ""
    ops = []
    if style.cap and style.cap != CAPS[0]:
        ops.append(f"{CAPS.index(style.cap)} J")
    if style.join and style.join != JOINS[0]:
        ops.append(f"{JOINS.index(style.join)} j")
    return " ".join(ops)


class PdfCanvas(Canvas):
    """Draws into ``rl`` (a ``reportlab.pdfgen.canvas.Canvas`` whose current matrix already
    maps card-local mm, see :func:`face_matrix`), or records when ``rl`` is None."""

    def __init__(
        self,
        rl,
        width: float,
        height: float,
        bleed: float = 0.0,
        *,
        native_patterns: bool = False,
        **kw,
    ) -> None:
        super().__init__(width, height, bleed, **kw)
        fonts.register_fonts()
        self.rl = rl
        self.content = PdfContent()
        # Tiling patterns need a form's resources: only when recording (for a form).
        self.native_patterns = native_patterns and rl is None
        self._transforms = 0
        # Graphics state as last written (fill, stroke, width, dash); unknown at first.
        self._gs: list = [_UNSET, _UNSET, _UNSET, _UNSET]
        self._gs_stack: list[list] = []

    # -- output -------------------------------------------------------------------------
    def _put(self, s: str) -> None:
        """Add operators whose numbers are written ``%.3f`` (shortened by :func:`tidy`)."""
        if self.rl is not None:
            self.rl._code.append(tidy(s))
        else:
            self.content.add(s)

    def _put_text(self, item: tuple) -> None:
        if self.rl is not None:
            self.rl._code.append(_encode_text(self.rl, *item))
        else:
            self.content.add_text(item)

    def _save(self) -> None:
        self._put("q")
        self._gs_stack.append(list(self._gs))

    def _restore(self) -> None:
        self._put("Q")
        self._gs = self._gs_stack.pop()

    def _style(self, st: Style) -> tuple[int, int]:
        gs = self._gs
        ops = []
        if st.fill and gs[0] != st.fill:
            ops.append(_color_op(st.fill, "rg"))
            gs[0] = st.fill
        if st.stroke:
            if gs[1] != st.stroke:
                ops.append(_color_op(st.stroke, "RG"))
                gs[1] = st.stroke
            if gs[2] != st.stroke_width:
                ops.append(f"{st.stroke_width:.3f} w")
                gs[2] = st.stroke_width
            dash = tuple(st.dash) if st.dash else ()
            if gs[3] != dash:
                ops.append("[" + " ".join(f"{d:.3f}" for d in dash) + "] 0 d")
                gs[3] = dash
        if ops:
            self._put(" ".join(ops))
        return (1 if st.stroke else 0, 1 if st.fill else 0)

    @staticmethod
    def _paint(stroke: int, fill: int, evenodd: bool) -> str:
        if stroke and fill:
            return "B*" if evenodd else "B"
        if fill:
            return "f*" if evenodd else "f"
        return "S"

    # -- primitives ---------------------------------------------------------------------
    def _draw_path(self, cmds: Sequence[Command], style: Style, evenodd: bool) -> None:
        ends = _ends(style)
        if ends:  # a cap or join of its own: set for this path alone (q … Q)
            self._save()
            self._put(ends)
        stroke, fill = self._style(style)
        if stroke or fill:
            self._put(_path_ops(cmds) + "\n" + self._paint(stroke, fill, evenodd))
        if ends:
            self._restore()

    def _draw_rect(self, x, y, w, h, r, style: Style) -> None:
        stroke, fill = self._style(style)
        if not (stroke or fill):
            return
        r = max(0.0, min(r, w / 2, h / 2))
        if r:
            self._put(_path_ops(rect_commands(x, y, w, h, r)) + "\n" + self._paint(stroke, fill, 0))
        else:
            op = self._paint(stroke, fill, False)
            self._put(f"{x:.3f} {y:.3f} {w:.3f} {h:.3f} re {op}")

    def _draw_circle(self, cx, cy, r, style: Style) -> None:
        stroke, fill = self._style(style)
        if stroke or fill:
            self._put(_path_ops(circle_commands(cx, cy, r)) + "\n" + self._paint(stroke, fill, 0))

    def _push_clip(self, cmds) -> None:
        self._save()
        self._put(_path_ops(cmds) + " W n")

    def _pop_clip(self) -> None:
        self._restore()

    def _push_transform(self, matrix) -> None:
        self._transforms += 1
        self._save()
        a, b, c, d, e, f = matrix
        self._put(f"{_num6(a)} {_num6(b)} {_num6(c)} {_num6(d)} {e:.3f} {f:.3f} cm")

    def _pop_transform(self) -> None:
        self._transforms -= 1
        self._restore()

    def _fill_pattern(self, cmds, evenodd, name, color, spacing, width) -> None:
        # Pattern space is the form's own space: native tiles only where the canvas is
        # untransformed, so they sit exactly where the drawn lines would.
        if not self.native_patterns or self._transforms:
            super()._fill_pattern(cmds, evenodd, name, color, spacing, width)
            return
        self._gs[0] = _UNSET  # the fill colour space is now the pattern's
        key = (name, round(spacing, 4), round(width, 4))
        self.content._flush()
        self.content.items.append(_PatternFill((key, color, tidy(_path_ops(cmds)), evenodd)))

    def _glyph_run(self, x, baseline, text, bold, size_mm, color, family: str = "") -> None:
        if self._gs[0] != color:
            self._put(_color_op(color, "rg"))
            self._gs[0] = color
        self._put_text((fonts.font_name(bold, family), size_mm, x, baseline, text))

    def _draw_image(self, path, x, y, w, h) -> None:
        if self.rl is not None:
            _place_image(self.rl, path, x, y, w, h)
        else:
            self.content._flush()
            self.content.items.append(_Image((path, x, y, w, h)))
