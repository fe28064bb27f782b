"""SVG backend (svgwrite): one face = one SVG file, user units = millimetres.

The document is ``(width + 2·bleed) mm × (height + 2·bleed) mm`` with
``viewBox="-bleed -bleed W+2b H+2b"``, so card-local coordinates are written unchanged.
Text is converted to outlines: each glyph used is defined once in ``<defs>`` (path data
read from the shipped TTF, see :mod:`cardgen.render.fonts`) and placed with ``<use>``;
the SVG needs no font and renders identically everywhere. Ids are counters, so the same
face gives byte-identical SVG.
"""

from __future__ import annotations

import io
from collections.abc import Sequence

import svgwrite

from cardgen.render import fonts
from cardgen.render.canvas import Canvas, Command, Style


def _f(v: float) -> str:
    s = f"{v:.3f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def path_data(cmds: Sequence[Command]) -> str:
    out = []
    for cmd in cmds:
        op = cmd[0]
        if op == "Z":
            out.append("Z")
        else:
            out.append(op + " ".join(_f(v) for v in cmd[1:]))
    return "".join(out)


class SvgCanvas(Canvas):
    def __init__(self, width: float, height: float, bleed: float = 0.0, **kw) -> None:
        super().__init__(width, height, bleed, **kw)
        b = self.bleed
        tw, th = self.width + 2 * b, self.height + 2 * b
        self.dwg = svgwrite.Drawing(
            size=(f"{_f(tw)}mm", f"{_f(th)}mm"),
            viewBox=f"{_f(-b)} {_f(-b)} {_f(tw)} {_f(th)}",
            debug=False,
            profile="full",
        )
        self._stack = [self.dwg]
        self._glyphs: set[str] = set()
        self._ids = 0

    @property
    def _parent(self):
        return self._stack[-1]

    def _attrs(self, st: Style) -> dict[str, str]:
        a = {"fill": st.fill or "none"}
        if st.stroke:
            a["stroke"] = st.stroke
            a["stroke_width"] = _f(st.stroke_width)
            if st.dash:
                a["stroke_dasharray"] = " ".join(_f(d) for d in st.dash)
        return a

    def _draw_path(self, cmds, style: Style, evenodd: bool) -> None:
        attrs = self._attrs(style)
        if evenodd:
            attrs["fill_rule"] = "evenodd"
        self._parent.add(self.dwg.path(d=path_data(cmds), **attrs))

    def _draw_rect(self, x, y, w, h, r, style: Style) -> None:
        attrs = self._attrs(style)
        r = max(0.0, min(r, w / 2, h / 2))
        if r:
            attrs["rx"] = attrs["ry"] = _f(r)
        self._parent.add(self.dwg.rect(insert=(_f(x), _f(y)), size=(_f(w), _f(h)), **attrs))

    def _draw_circle(self, cx, cy, r, style: Style) -> None:
        self._parent.add(self.dwg.circle(center=(_f(cx), _f(cy)), r=_f(r), **self._attrs(style)))

    def _next_id(self, prefix: str) -> str:
        self._ids += 1
        return f"{prefix}{self._ids}"

    def _push_clip(self, cmds) -> None:
        cid = self._next_id("clip")
        clip = self.dwg.clipPath(id=cid)
        clip.add(self.dwg.path(d=path_data(cmds)))
        self.dwg.defs.add(clip)
        g = self.dwg.g(clip_path=f"url(#{cid})")
        self._parent.add(g)
        self._stack.append(g)

    def _pop_clip(self) -> None:
        self._stack.pop()

    def _push_transform(self, matrix) -> None:
        g = self.dwg.g(transform="matrix(" + " ".join(_f(v) for v in matrix) + ")")
        self._parent.add(g)
        self._stack.append(g)

    def _pop_transform(self) -> None:
        self._stack.pop()

    def _glyph_run(self, x, baseline, text, bold, size_mm, color) -> None:
        outl = fonts.outlines(bold)
        upem = outl.units_per_em
        k = size_mm / upem
        g = self.dwg.g(
            transform=f"translate({_f(x)} {_f(baseline)}) scale({k:.6g} {-k:.6g})", fill=color
        )
        pos = 0.0
        prefix = "b" if bold else "r"
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
                    use["x"] = _f(pos)
                g.add(use)
            pos += fonts.advance(ch, bold) * upem
        self._parent.add(g)

    def tostring(self) -> str:
        buf = io.StringIO()
        self.dwg.write(buf, pretty=False)
        return buf.getvalue()
