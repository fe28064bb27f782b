"""Pattern fills (:data:`PATTERNS`): hatching, dots, waves and the like, anchored at the
card origin so that neighbouring regions line up. Drawn as clipped vector lines and dots
(:func:`draw_pattern`, the default of every canvas) or as native tiling patterns of the
same geometry (:func:`pattern_tiles`, used by the PDF and SVG backends)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from cardgen.render.paths import Command, Point, Style, circle_commands, rect_commands

if TYPE_CHECKING:
    from cardgen.render.canvas import Canvas

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


def pop_pattern(style: dict):
    return (
        style.pop("pattern", None),
        style.pop("pattern_color", "#000000"),
        float(style.pop("pattern_spacing", 2.0)),
        float(style.pop("pattern_width", 0.25)),
    )


def bbox(cmds: Sequence[Command]) -> tuple[float, float, float, float]:
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


def draw_pattern(canvas: Canvas, name, box, color, s, width) -> None:
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
