"""SVG backend (svgwrite): one face = one SVG file, user units = millimetres.

The document is ``(width + 2·bleed) mm × (height + 2·bleed) mm`` with
``viewBox="-bleed -bleed W+2b H+2b"``, so card-local coordinates are written unchanged.
Text is converted to outlines: each glyph used is defined once in ``<defs>`` (path data
read from the shipped TTF, see :mod:`cardgen.render.fonts`) and placed with ``<use>``;
the SVG needs no font and renders identically everywhere. Ids are counters, so the same
face gives byte-identical SVG.

svgwrite builds the element tree with its validation off (``debug=False``): validating
every attribute cost more than drawing the face. Numbers are pre-formatted with at most
3 decimals of a mm and shortened in one pass over the serialised document.
"""

from __future__ import annotations

import base64
import re
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path

import svgwrite

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


def data_uri(path: str) -> str:
    """A PNG or JPEG file as a ``data:`` address (the SVG carries its images)."""
    stat = Path(path).stat()
    return _data_uri(path, stat.st_mtime_ns, stat.st_size)


@lru_cache(maxsize=64)
def _data_uri(path: str, _mtime: int, _size: int) -> str:
    data = Path(path).read_bytes()
    kind = "png" if data.startswith(b"\x89PNG") else "jpeg"
    return f"data:image/{kind};base64," + base64.b64encode(data).decode("ascii")


@lru_cache(maxsize=1024)
def _attrs(st: Style) -> tuple[tuple[str, str], ...]:
    a = [("fill", st.fill or "none")]
    if st.stroke:
        a += [("stroke", st.stroke), ("stroke-width", _f(st.stroke_width))]
        if st.dash:
            a.append(("stroke-dasharray", " ".join(_f(d) for d in st.dash)))
        if st.cap and st.cap != "butt":  # (SVG's defaults: butt, miter)
            a.append(("stroke-linecap", st.cap))
        if st.join and st.join != "miter":
            a.append(("stroke-linejoin", st.join))
    return tuple(a)


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
        b = self.bleed
        tw, th = self.width + 2 * b, self.height + 2 * b
        self.dwg = svgwrite.Drawing(
            size=(f"{_f(tw)}mm", f"{_f(th)}mm"),
            viewBox=f"{_f(-b)} {_f(-b)} {_f(tw)} {_f(th)}",
            profile="full",
            debug=False,
        )
        self._stack: list = [self.dwg]
        self._transforms = 0
        self._patterns: dict[tuple, list[str]] = {}
        self._glyphs: set[str] = set()
        self._ids = 0

    def _add(self, element) -> None:
        self._stack[-1].add(element)

    def _path(self, d: str, style: Style | None = None, **extra: str):
        attrs = dict(_attrs(style)) if style is not None else {}
        attrs.update(extra)
        return self.dwg.path(d=d, **{k.replace("-", "_"): v for k, v in attrs.items()})

    def _draw_path(self, cmds, style: Style, evenodd: bool) -> None:
        extra = {"fill-rule": "evenodd"} if evenodd else {}
        self._add(self._path(path_data(cmds), style, **extra))

    def _draw_rect(self, x, y, w, h, r, style: Style) -> None:
        r = max(0.0, min(r, w / 2, h / 2))
        attrs = {"x": f"{x:.3f}", "y": f"{y:.3f}", "width": f"{w:.3f}", "height": f"{h:.3f}"}
        if r:
            attrs |= {"rx": f"{r:.3f}", "ry": f"{r:.3f}"}
        rect = self.dwg.rect()
        rect.attribs.clear()
        rect.attribs.update(attrs | dict(_attrs(style)))
        self._add(rect)

    def _draw_circle(self, cx, cy, r, style: Style) -> None:
        circle = self.dwg.circle()
        circle.attribs.clear()
        circle.attribs.update(
            {"cx": f"{cx:.3f}", "cy": f"{cy:.3f}", "r": f"{r:.3f}"} | dict(_attrs(style))
        )
        self._add(circle)

    def _next_id(self, prefix: str) -> str:
        self._ids += 1
        return f"{prefix}{self._ids}"

    def _group(self, **attrs: str) -> None:
        group = self.dwg.g()
        group.attribs.update(attrs)
        self._add(group)
        self._stack.append(group)

    def _push_clip(self, cmds) -> None:
        cid = self._next_id("clip")
        clip = self.dwg.clipPath(id=cid)
        clip.add(self._path(path_data(cmds)))
        self.dwg.defs.add(clip)
        self._group(**{"clip-path": f"url(#{cid})"})

    def _pop_clip(self) -> None:
        self._stack.pop()

    def _push_transform(self, matrix) -> None:
        a, b, c, d, e, f = matrix
        self._group(transform=f"matrix({a:.6f} {b:.6f} {c:.6f} {d:.6f} {e:.3f} {f:.3f})")
        self._transforms += 1

    def _pop_transform(self) -> None:
        self._stack.pop()
        self._transforms -= 1

    def _fill_pattern(self, cmds, evenodd, name, color, spacing, width) -> None:
        if not self.native_patterns or self._transforms:
            super()._fill_pattern(cmds, evenodd, name, color, spacing, width)
            return
        key = (name, round(spacing, 4), round(width, 4), color)
        ids = self._patterns.get(key)
        if ids is None:
            ids = self._patterns[key] = []
            stroke = Style(None, color, width, None)
            fill = Style(fill=color)
            for tile in pattern_tiles(name, spacing, width):
                pid = self._next_id("pat")
                ids.append(pid)
                pattern = self.dwg.pattern(id=pid)
                pattern.attribs.update(
                    {
                        "patternUnits": "userSpaceOnUse",
                        "width": f"{tile.width:.3f}",
                        "height": f"{tile.height:.3f}",
                        "patternTransform": "matrix("
                        + " ".join(f"{v:.6f}" for v in tile.matrix)
                        + ")",
                    }
                )
                for kind, el in tile.elements:
                    pattern.add(self._path(path_data(el), stroke if kind == "stroke" else fill))
                self.dwg.defs.add(pattern)
        extra = {"fill-rule": "evenodd"} if evenodd else {}
        d = path_data(cmds)
        for pid in ids:
            self._add(self._path(d, None, fill=f"url(#{pid})", **extra))

    def _draw_image(self, path, x, y, w, h) -> None:
        image = self.dwg.image(href="")
        image.attribs.clear()
        image.attribs.update(
            {
                "x": f"{x:.3f}",
                "y": f"{y:.3f}",
                "width": f"{w:.3f}",
                "height": f"{h:.3f}",
                "preserveAspectRatio": "none",
                "xlink:href": data_uri(path),
            }
        )
        self._add(image)

    def _glyph_run(self, x, baseline, text, bold, size_mm, color, family: str = "") -> None:
        outl = fonts.outlines(bold, family)
        upem = outl.units_per_em
        k = size_mm / upem
        run = self.dwg.g()
        run.attribs.update(
            {"transform": f"translate({x:.3f} {baseline:.3f}) scale({k:.9f} {-k:.9f})",
             "fill": color}
        )  # fmt: skip
        pos = 0.0
        prefix = family + ("b" if bold else "r")
        for ch in text:
            gid = outl.glyph_id(ch)
            d = outl.path(gid)
            if d:
                ref = f"{prefix}{gid}"
                if ref not in self._glyphs:
                    self._glyphs.add(ref)
                    self.dwg.defs.add(self.dwg.path(d=d, id=ref))
                use = self.dwg.use(f"#{ref}")
                if pos:
                    use.attribs["x"] = f"{pos:.3f}"
                run.add(use)
            pos += fonts.advance(ch, bold, family) * upem
        self._add(run)

    def tostring(self) -> str:
        # Numbers were written "%.3f": shorten them all in one pass.
        return '<?xml version="1.0" encoding="utf-8" ?>\n' + _tidy(self.dwg.tostring())
