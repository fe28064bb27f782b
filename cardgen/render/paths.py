"""The vector vocabulary shared by :class:`~cardgen.render.canvas.Canvas` and its
backends: path commands (tuples ``("M", x, y)``, ``("L", x, y)``, ``("C", …)``,
``("Q", …)``, ``("Z",)``), a drawing :class:`Style`, and the commands of rectangles,
circles, polygons and polyomino outlines (optionally grown outwards for bleed)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

KAPPA = 0.5522847498

Command = tuple
Point = tuple[float, float]


@dataclass(frozen=True)
class Style:
    fill: str | None = None
    stroke: str | None = None
    stroke_width: float = 0.3
    dash: tuple[float, ...] | None = None
    cap: str | None = None
    """How a stroke's open ends look: ``butt``, ``round`` or ``square`` (None: butt, the
    default of PDF and SVG alike). An SVG icon's ``stroke-linecap``."""
    join: str | None = None
    """How a stroke's corners look: ``miter``, ``round`` or ``bevel`` (None: miter)."""


CAPS = ("butt", "round", "square")
"""Line caps in the order of PDF's ``J`` operator (0, 1, 2) and SVG's names."""
JOINS = ("miter", "round", "bevel")
"""Line joins in the order of PDF's ``j`` operator (0, 1, 2) and SVG's names."""


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


def ellipse_commands(cx: float, cy: float, rx: float, ry: float) -> list[Command]:
    """An ellipse with radii ``rx`` and ``ry`` as four cubic curves."""
    kx, ky = rx * KAPPA, ry * KAPPA
    return [
        ("M", cx + rx, cy),
        ("C", cx + rx, cy + ky, cx + kx, cy + ry, cx, cy + ry),
        ("C", cx - kx, cy + ry, cx - rx, cy + ky, cx - rx, cy),
        ("C", cx - rx, cy - ky, cx - kx, cy - ry, cx, cy - ry),
        ("C", cx + kx, cy - ry, cx + rx, cy - ky, cx + rx, cy),
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
