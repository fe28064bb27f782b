"""PDF backend: a :class:`Canvas` drawing on a reportlab canvas.

reportlab works in points with y up; faces work in card-local mm with y down. The
conversion is one matrix: :func:`face_matrix` maps card-local mm to page points for a
trim box whose top-left corner lies at ``(left_pt, top_pt)`` on the page. Everything the
face draws goes through that matrix, so stroke widths and dash lengths stay in mm.

Text uses the embedded fonts of :mod:`cardgen.render.fonts` (subset into the PDF).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from reportlab.lib.units import mm

from cardgen.render import fonts
from cardgen.render.canvas import Canvas, Command, Style

PT_PER_MM = mm


@cache
def rgb(color: str) -> tuple[float, float, float]:
    """``"#rrggbb"`` (or ``"#rgb"``) → reportlab floats."""
    c = color.lstrip("#")
    if len(c) == 3:
        c = "".join(ch * 2 for ch in c)
    if len(c) != 6:
        raise ValueError(f"colour must be #rrggbb, not {color!r}")
    return tuple(int(c[i : i + 2], 16) / 255 for i in (0, 2, 4))  # type: ignore[return-value]


def face_matrix(left_pt: float, top_pt: float) -> tuple[float, ...]:
    """The matrix from card-local mm (y down) to page points (y up)."""
    return (PT_PER_MM, 0.0, 0.0, -PT_PER_MM, left_pt, top_pt)


class PdfCanvas(Canvas):
    """Draws through ``rl`` (a ``reportlab.pdfgen.canvas.Canvas``) whose current matrix
    already maps card-local mm (see :func:`face_matrix`)."""

    def __init__(self, rl, width: float, height: float, bleed: float = 0.0, **kw) -> None:
        super().__init__(width, height, bleed, **kw)
        fonts.register_fonts()
        self.rl = rl

    def _style(self, st: Style) -> tuple[int, int]:
        c = self.rl
        if st.fill:
            c.setFillColorRGB(*rgb(st.fill))
        if st.stroke:
            c.setStrokeColorRGB(*rgb(st.stroke))
            c.setLineWidth(st.stroke_width)
            c.setDash(list(st.dash) if st.dash else [])
        return (1 if st.stroke else 0, 1 if st.fill else 0)

    def _draw_path(self, cmds: Sequence[Command], style: Style, evenodd: bool) -> None:
        c = self.rl
        p = c.beginPath()
        _build(p, cmds)
        stroke, fill = self._style(style)
        if stroke or fill:
            c.drawPath(p, stroke=stroke, fill=fill, fillMode=1 if evenodd else 0)

    def _draw_rect(self, x, y, w, h, r, style: Style) -> None:
        stroke, fill = self._style(style)
        if not (stroke or fill):
            return
        r = max(0.0, min(r, w / 2, h / 2))
        if r:
            self.rl.roundRect(x, y, w, h, r, stroke=stroke, fill=fill)
        else:
            self.rl.rect(x, y, w, h, stroke=stroke, fill=fill)

    def _draw_circle(self, cx, cy, r, style: Style) -> None:
        stroke, fill = self._style(style)
        if stroke or fill:
            self.rl.circle(cx, cy, r, stroke=stroke, fill=fill)

    def _push_clip(self, cmds) -> None:
        c = self.rl
        c.saveState()
        p = c.beginPath()
        _build(p, cmds)
        c.clipPath(p, stroke=0, fill=0)

    def _pop_clip(self) -> None:
        self.rl.restoreState()

    def _push_transform(self, matrix) -> None:
        self.rl.saveState()
        self.rl.transform(*matrix)

    def _pop_transform(self) -> None:
        self.rl.restoreState()

    def _glyph_run(self, x, baseline, text, bold, size_mm, color) -> None:
        c = self.rl
        c.saveState()
        c.transform(1, 0, 0, -1, x, baseline)
        c.setFillColorRGB(*rgb(color))
        c.setFont(fonts.font_name(bold), size_mm)
        c.drawString(0, 0, text)
        c.restoreState()


def _build(p, cmds: Sequence[Command]) -> None:
    cur = (0.0, 0.0)
    for cmd in cmds:
        op = cmd[0]
        if op == "M":
            p.moveTo(cmd[1], cmd[2])
            cur = (cmd[1], cmd[2])
        elif op == "L":
            p.lineTo(cmd[1], cmd[2])
            cur = (cmd[1], cmd[2])
        elif op == "C":
            p.curveTo(*cmd[1:7])
            cur = (cmd[5], cmd[6])
        elif op == "Q":
            x1, y1, x, y = cmd[1:5]
            p.curveTo(
                cur[0] + 2 / 3 * (x1 - cur[0]),
                cur[1] + 2 / 3 * (y1 - cur[1]),
                x + 2 / 3 * (x1 - x),
                y + 2 / 3 * (y1 - y),
                x,
                y,
            )
            cur = (x, y)
        elif op == "Z":
            p.close()
        else:
            raise ValueError(f"unknown path command {op!r}")
