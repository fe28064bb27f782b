"""SVG backend: one face = one SVG file, user units = millimetres.

The document is ``(width + 2·bleed) mm × (height + 2·bleed) mm`` with
``viewBox="-bleed -bleed W+2b H+2b"``, so card-local coordinates are written unchanged.
Text is converted to outlines: each glyph used is defined once in ``<defs>`` (path data
read from the shipped TTF, see :mod:`cardgen.render.fonts`) and placed with ``<use>``;
the SVG needs no font and renders identically everywhere. Ids are counters, so the same
face gives byte-identical SVG.

The markup is written as strings directly (numbers with at most 3 decimals of a mm):
building an svgwrite element tree and serialising it cost more than drawing the face,
and svgwrite adds nothing for the handful of elements used here (``svg``, ``defs``,
``g``, ``path``, ``rect``, ``circle``, ``clipPath``, ``use``). Only colours and numbers
reach attributes, so no escaping is needed.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from cardgen.render import fonts
from cardgen.render.canvas import Canvas, Command, Style, pattern_tiles

_ZEROS = re.compile(r"\.000(?!\d)")
_TRAILING = re.compile(r"(?<=\.[1-9])0+(?!\d)|(?<=\.\d[1-9])0(?!\d)")
_MINUS_ZERO = re.compile(r"(?<![\d.])-0(?![\d.])")


def _tidy(text: str) -> str:
    """Shorten every ``%.3f`` number of ``text`` (no trailing zeros, ``-0`` → ``0``)."""
    return _MINUS_ZERO.sub("0", _TRAILING.sub("", _ZEROS.sub("", text)))


def _f(v: float) -> str:
    return _tidy(f"{v:.3f}")


_TEMPLATES = {
    "M": "M%.3f %.3f",
    "L": "L%.3f %.3f",
    "C": "C%.3f %.3f %.3f %.3f %.3f %.3f",
    "Q": "Q%.3f %.3f %.3f %.3f",
    "Z": "Z",
}


def path_data(cmds: Sequence[Command]) -> str:
    """SVG path data with ``%.3f`` numbers (the canvas shortens them with :func:`_tidy`)."""
    parts: list[str] = []
    values: list[float] = []
    for cmd in cmds:
        parts.append(_TEMPLATES[cmd[0]])
        values += cmd[1:]
    return "".join(parts) % tuple(values)


@lru_cache(maxsize=1024)
def _attrs(st: Style) -> str:
    a = f' fill="{st.fill or "none"}"'
    if st.stroke:
        a += f' stroke="{st.stroke}" stroke-width="{_f(st.stroke_width)}"'
        if st.dash:
            a += ' stroke-dasharray="' + " ".join(_f(d) for d in st.dash) + '"'
    return a


class SvgCanvas(Canvas):
    """``native_patterns=True`` fills patterns with ``<pattern>`` tiles (one per pattern and
    colour, see :func:`~cardgen.render.canvas.pattern_tiles`) instead of clipped lines
    wherever the canvas is untransformed; the picture is the same."""

    def __init__(
        self,
        width: float,
        height: float,
        bleed: float = 0.0,
        *,
        native_patterns: bool = False,
        **kw,
    ) -> None:
        super().__init__(width, height, bleed, **kw)
        self.native_patterns = native_patterns
        self._transforms = 0
        self._patterns: dict[tuple, list[str]] = {}
        self._defs: list[str] = []
        self._body: list[str] = []
        self._glyphs: set[str] = set()
        self._ids = 0
        self._open = 0

    def _draw_path(self, cmds, style: Style, evenodd: bool) -> None:
        rule = ' fill-rule="evenodd"' if evenodd else ""
        self._body.append(f'<path d="{path_data(cmds)}"{_attrs(style)}{rule}/>')

    def _draw_rect(self, x, y, w, h, r, style: Style) -> None:
        r = max(0.0, min(r, w / 2, h / 2))
        if r:
            self._body.append(
                f'<rect x="{x:.3f}" y="{y:.3f}" width="{w:.3f}" height="{h:.3f}"'
                f' rx="{r:.3f}" ry="{r:.3f}"' + _attrs(style) + "/>"
            )
        else:
            self._body.append(
                f'<rect x="{x:.3f}" y="{y:.3f}" width="{w:.3f}" height="{h:.3f}"'
                + _attrs(style)
                + "/>"
            )

    def _draw_circle(self, cx, cy, r, style: Style) -> None:
        self._body.append(f'<circle cx="{cx:.3f}" cy="{cy:.3f}" r="{r:.3f}"' + _attrs(style) + "/>")

    def _next_id(self, prefix: str) -> str:
        self._ids += 1
        return f"{prefix}{self._ids}"

    def _push_clip(self, cmds) -> None:
        cid = self._next_id("clip")
        self._defs.append(f'<clipPath id="{cid}"><path d="{path_data(cmds)}"/></clipPath>')
        self._body.append(f'<g clip-path="url(#{cid})">')
        self._open += 1

    def _pop_clip(self) -> None:
        self._body.append("</g>")
        self._open -= 1

    def _push_transform(self, matrix) -> None:
        a, b, c, d, e, f = matrix
        m = f"{a:.6f} {b:.6f} {c:.6f} {d:.6f} {e:.3f} {f:.3f}"
        self._body.append(f'<g transform="matrix({m})">')
        self._open += 1
        self._transforms += 1

    def _pop_transform(self) -> None:
        self._body.append("</g>")
        self._open -= 1
        self._transforms -= 1

    def _fill_pattern(self, cmds, evenodd, name, color, spacing, width) -> None:
        if not self.native_patterns or self._transforms:
            super()._fill_pattern(cmds, evenodd, name, color, spacing, width)
            return
        key = (name, round(spacing, 4), round(width, 4), color)
        ids = self._patterns.get(key)
        if ids is None:
            ids = self._patterns[key] = []
            stroke = _attrs(Style(None, color, width, None))
            fill = _attrs(Style(fill=color))
            for tile in pattern_tiles(name, spacing, width):
                pid = self._next_id("pat")
                ids.append(pid)
                m = " ".join(f"{v:.6f}" for v in tile.matrix)
                parts = [
                    f'<pattern id="{pid}" patternUnits="userSpaceOnUse" width="{tile.width:.3f}"'
                    f' height="{tile.height:.3f}" patternTransform="matrix({m})">'
                ]
                for kind, el in tile.elements:
                    paint = stroke if kind == "stroke" else fill
                    parts.append(f'<path d="{path_data(el)}"{paint}/>')
                parts.append("</pattern>")
                self._defs.append("".join(parts))
        rule = ' fill-rule="evenodd"' if evenodd else ""
        d = path_data(cmds)
        for pid in ids:
            self._body.append(f'<path d="{d}" fill="url(#{pid})"{rule}/>')

    def _glyph_run(self, x, baseline, text, bold, size_mm, color) -> None:
        outl = fonts.outlines(bold)
        upem = outl.units_per_em
        k = size_mm / upem
        out = [
            f'<g transform="translate({x:.3f} {baseline:.3f}) scale({k:.9f} {-k:.9f})"'
            + f' fill="{color}">'
        ]
        pos = 0.0
        prefix = "b" if bold else "r"
        for ch in text:
            gid = outl.glyph_id(ch)
            d = outl.path(gid)
            if d:
                ref = f"{prefix}{gid}"
                if ref not in self._glyphs:
                    self._glyphs.add(ref)
                    self._defs.append(f'<path d="{d}" id="{ref}"/>')
                if pos:
                    out.append(f'<use xlink:href="#{ref}" x="{pos:.3f}"/>')
                else:
                    out.append(f'<use xlink:href="#{ref}"/>')
            pos += fonts.advance(ch, bold) * upem
        out.append("</g>")
        self._body.append("".join(out))

    def tostring(self) -> str:
        b = self.bleed
        tw, th = self.width + 2 * b, self.height + 2 * b
        head = (
            '<?xml version="1.0" encoding="utf-8" ?>\n'
            '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"'
            f' version="1.1" baseProfile="full" width="{_f(tw)}mm" height="{_f(th)}mm"'
            f' viewBox="{_f(-b)} {_f(-b)} {_f(tw)} {_f(th)}">'
        )
        defs = "<defs>" + "".join(self._defs) + "</defs>" if self._defs else ""
        tail = "</g>" * self._open  # groups left open by an unbalanced drawer
        # Numbers were written "%.3f": shorten them all in one pass.
        return head + _tidy(defs + "".join(self._body)) + tail + "</svg>"
