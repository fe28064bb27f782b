"""The vector icon registry.

An icon is a function ``draw(canvas, x, y, size, color)`` that draws into the square
``(x, y, size, size)`` (mm, card-local, y down) using only the :class:`Canvas`
primitives, so it looks the same in SVG and PDF. Register with
:func:`register_icon`; a game registers its own icons when its faces module is imported
(``register_icon("ship", draw_ship)`` at module level in ``faces/games/<game>/icons.py``). Icons are
used directly (``canvas.icon("ship", x, y, 5)``) or inline in text (``"3 [icon:ship]"``).

Generic icons registered here: ``star``, ``circle``, ``square``, ``triangle``,
``diamond``, ``hexagon``, ``cross``, ``check``, ``dot``, ``coin``, ``arrow``.
"""

from __future__ import annotations

import math
from collections.abc import Callable

IconFn = Callable[..., None]
_ICONS: dict[str, IconFn] = {}


def register_icon(name: str, draw: IconFn, *, replace: bool = False) -> IconFn:
    """Register ``draw`` under ``name``; registering a different function twice is an error
    unless ``replace=True`` (re-importing the same module is fine)."""
    old = _ICONS.get(name)
    if (
        old is not None
        and old is not draw
        and not replace
        and (old.__module__, old.__qualname__) != (draw.__module__, draw.__qualname__)
    ):
        raise ValueError(f"icon {name!r} is already registered by {old.__module__}")
    _ICONS[name] = draw
    return draw


def get_icon(name: str) -> IconFn:
    try:
        return _ICONS[name]
    except KeyError:
        known = ", ".join(sorted(_ICONS))
        raise KeyError(f"unknown icon {name!r}; registered: {known}") from None


def icon_names() -> list[str]:
    return sorted(_ICONS)


def _regular(n: int, cx: float, cy: float, r: float, start: float = -90.0):
    return [
        (
            cx + r * math.cos(math.radians(start + i * 360 / n)),
            cy + r * math.sin(math.radians(start + i * 360 / n)),
        )
        for i in range(n)
    ]


def _star(c, x, y, s, color):
    pts = []
    for i in range(10):
        r = s / 2 if i % 2 == 0 else s / 5
        a = math.radians(-90 + i * 36)
        pts.append((x + s / 2 + r * math.cos(a), y + s / 2 + r * math.sin(a)))
    c.polygon(pts, fill=color)


def _circle(c, x, y, s, color):
    c.circle(x + s / 2, y + s / 2, s * 0.45, fill=color)


def _dot(c, x, y, s, color):
    c.circle(x + s / 2, y + s / 2, s * 0.2, fill=color)


def _square(c, x, y, s, color):
    c.rect(x + s * 0.1, y + s * 0.1, s * 0.8, s * 0.8, fill=color)


def _triangle(c, x, y, s, color):
    c.polygon([(x + s / 2, y + s * 0.05), (x + s * 0.95, y + s * 0.9), (x + s * 0.05, y + s * 0.9)],
              fill=color)  # fmt: skip


def _diamond(c, x, y, s, color):
    c.polygon(_regular(4, x + s / 2, y + s / 2, s * 0.48), fill=color)


def _hexagon(c, x, y, s, color):
    c.polygon(_regular(6, x + s / 2, y + s / 2, s * 0.48, start=0), fill=color)


def _cross(c, x, y, s, color):
    w = s * 0.14
    c.line(x + s * 0.15, y + s * 0.15, x + s * 0.85, y + s * 0.85, stroke=color, stroke_width=w)
    c.line(x + s * 0.85, y + s * 0.15, x + s * 0.15, y + s * 0.85, stroke=color, stroke_width=w)


def _check(c, x, y, s, color):
    c.polyline(
        [(x + s * 0.12, y + s * 0.55), (x + s * 0.4, y + s * 0.82), (x + s * 0.9, y + s * 0.18)],
        stroke=color,
        stroke_width=s * 0.14,
    )


def _coin(c, x, y, s, color):
    c.circle(x + s / 2, y + s / 2, s * 0.45, fill=color)
    c.circle(x + s / 2, y + s / 2, s * 0.32, stroke="#ffffff", stroke_width=s * 0.06)


def _arrow(c, x, y, s, color):
    c.polygon(
        [
            (x + s * 0.05, y + s * 0.4),
            (x + s * 0.55, y + s * 0.4),
            (x + s * 0.55, y + s * 0.15),
            (x + s * 0.95, y + s * 0.5),
            (x + s * 0.55, y + s * 0.85),
            (x + s * 0.55, y + s * 0.6),
            (x + s * 0.05, y + s * 0.6),
        ],
        fill=color,
    )


for _name, _fn in {
    "star": _star,
    "circle": _circle,
    "dot": _dot,
    "square": _square,
    "triangle": _triangle,
    "diamond": _diamond,
    "hexagon": _hexagon,
    "cross": _cross,
    "check": _check,
    "coin": _coin,
    "arrow": _arrow,
}.items():
    register_icon(_name, _fn)

BUNDLED_ICONS = tuple(_ICONS)
"""The generic icons above, which any game's layouts may use (a game's own face modules
register more, but only the game that imports them can count on those)."""
