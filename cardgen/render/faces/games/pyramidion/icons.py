"""Pyramidion's vector icons (registered as ``pyr-…``): the three kinds of points, the six
resources and a few game symbols. Each draws into the square ``(x, y, s, s)`` with the
canvas primitives only."""

from __future__ import annotations

import math

from cardgen.render.icons import register_icon


def _whip(c, x, y, s, color):
    """Influence / torturer: a whip with a curling lash."""
    w = s * 0.09
    c.line(
        x + s * 0.12, y + s * 0.92, x + s * 0.42, y + s * 0.55, stroke=color, stroke_width=w * 1.6
    )
    c.path(
        [
            ("M", x + s * 0.42, y + s * 0.55),
            ("C", x + s * 0.65, y + s * 0.2, x + s * 1.0, y + s * 0.25, x + s * 0.85, y + s * 0.5),
            (
                "C",
                x + s * 0.75,
                y + s * 0.68,
                x + s * 0.55,
                y + s * 0.6,
                x + s * 0.62,
                y + s * 0.42,
            ),
        ],
        stroke=color,
        stroke_width=w,
    )
    c.circle(x + s * 0.12, y + s * 0.92, s * 0.07, fill=color)


def _scroll(c, x, y, s, color):
    """Negotiation / negotiator: a rolled scroll with writing."""
    c.rect(
        x + s * 0.18, y + s * 0.2, s * 0.64, s * 0.6, fill=None, stroke=color, stroke_width=s * 0.07
    )
    for cy in (0.2, 0.8):
        c.circle(x + s * 0.18, y + s * cy, s * 0.09, fill=color)
        c.circle(x + s * 0.82, y + s * cy, s * 0.09, fill=color)
    for i in range(3):
        yy = y + s * (0.38 + i * 0.12)
        c.line(x + s * 0.3, yy, x + s * 0.7, yy, stroke=color, stroke_width=s * 0.05)


def _scales(c, x, y, s, color):
    """Haggling / merchant: a balance."""
    w = s * 0.07
    c.line(x + s * 0.5, y + s * 0.12, x + s * 0.5, y + s * 0.85, stroke=color, stroke_width=w)
    c.line(x + s * 0.12, y + s * 0.25, x + s * 0.88, y + s * 0.25, stroke=color, stroke_width=w)
    c.rect(x + s * 0.3, y + s * 0.82, s * 0.4, s * 0.1, fill=color)
    for cx in (0.2, 0.8):
        c.line(
            x + s * cx,
            y + s * 0.25,
            x + s * (cx - 0.13),
            y + s * 0.58,
            stroke=color,
            stroke_width=w * 0.6,
        )
        c.line(
            x + s * cx,
            y + s * 0.25,
            x + s * (cx + 0.13),
            y + s * 0.58,
            stroke=color,
            stroke_width=w * 0.6,
        )
        c.path(
            [
                ("M", x + s * (cx - 0.17), y + s * 0.58),
                ("L", x + s * (cx + 0.17), y + s * 0.58),
                ("Q", x + s * cx, y + s * 0.78, x + s * (cx - 0.17), y + s * 0.58),
                ("Z",),
            ],
            fill=color,
        )


def _stone(c, x, y, s, color):
    c.polygon(
        [
            (x + s * 0.1, y + s * 0.4),
            (x + s * 0.35, y + s * 0.22),
            (x + s * 0.9, y + s * 0.22),
            (x + s * 0.9, y + s * 0.68),
            (x + s * 0.65, y + s * 0.86),
            (x + s * 0.1, y + s * 0.86),
        ],
        fill=color,
    )
    c.polyline(
        [(x + s * 0.1, y + s * 0.4), (x + s * 0.65, y + s * 0.4), (x + s * 0.9, y + s * 0.22)],
        stroke="#ffffff",
        stroke_width=s * 0.05,
    )
    c.line(
        x + s * 0.65,
        y + s * 0.4,
        x + s * 0.65,
        y + s * 0.86,
        stroke="#ffffff",
        stroke_width=s * 0.05,
    )


def _wood(c, x, y, s, color):
    for i, yy in enumerate((0.22, 0.5)):
        c.rect(x + s * 0.08, y + s * yy, s * 0.72, s * 0.24, radius=s * 0.05, fill=color)
        c.circle(x + s * 0.8, y + s * (yy + 0.12), s * 0.12, fill=color)
        c.circle(
            x + s * 0.8, y + s * (yy + 0.12), s * 0.06, stroke="#ffffff", stroke_width=s * 0.03
        )
        del i


def _urn(c, x, y, s, color):
    c.path(
        [
            ("M", x + s * 0.38, y + s * 0.12),
            ("L", x + s * 0.62, y + s * 0.12),
            ("L", x + s * 0.6, y + s * 0.26),
            (
                "C",
                x + s * 0.92,
                y + s * 0.36,
                x + s * 0.85,
                y + s * 0.78,
                x + s * 0.6,
                y + s * 0.88,
            ),
            ("L", x + s * 0.4, y + s * 0.88),
            (
                "C",
                x + s * 0.15,
                y + s * 0.78,
                x + s * 0.08,
                y + s * 0.36,
                x + s * 0.4,
                y + s * 0.26,
            ),
            ("Z",),
        ],
        fill=color,
    )
    c.line(
        x + s * 0.25,
        y + s * 0.5,
        x + s * 0.75,
        y + s * 0.5,
        stroke="#ffffff",
        stroke_width=s * 0.05,
    )


def _camel(c, x, y, s, color):
    c.path(
        [
            ("M", x + s * 0.05, y + s * 0.42),
            ("L", x + s * 0.16, y + s * 0.3),
            ("L", x + s * 0.24, y + s * 0.34),
            ("L", x + s * 0.3, y + s * 0.5),
            ("Q", x + s * 0.42, y + s * 0.2, x + s * 0.55, y + s * 0.42),
            ("Q", x + s * 0.68, y + s * 0.2, x + s * 0.82, y + s * 0.45),
            ("L", x + s * 0.92, y + s * 0.6),
            ("L", x + s * 0.86, y + s * 0.62),
            ("L", x + s * 0.84, y + s * 0.92),
            ("L", x + s * 0.77, y + s * 0.92),
            ("L", x + s * 0.75, y + s * 0.66),
            ("L", x + s * 0.45, y + s * 0.66),
            ("L", x + s * 0.42, y + s * 0.92),
            ("L", x + s * 0.35, y + s * 0.92),
            ("L", x + s * 0.34, y + s * 0.62),
            ("L", x + s * 0.22, y + s * 0.5),
            ("L", x + s * 0.16, y + s * 0.45),
            ("Z",),
        ],
        fill=color,
    )


def _stonemason(c, x, y, s, color):
    """A mallet and a chisel."""
    with c.transformed(dx=x + s * 0.5, dy=y + s * 0.5, rotate=-35):
        c.rect(-s * 0.32, -s * 0.38, s * 0.36, s * 0.22, radius=s * 0.04, fill=color)
        c.rect(-s * 0.18, -s * 0.16, s * 0.08, s * 0.56, fill=color)
    with c.transformed(dx=x + s * 0.5, dy=y + s * 0.5, rotate=35):
        c.rect(s * 0.08, -s * 0.36, s * 0.09, s * 0.5, fill=color)
        c.polygon([(s * 0.08, s * 0.14), (s * 0.17, s * 0.14), (s * 0.125, s * 0.3)], fill=color)


def _statue(c, x, y, s, color):
    """A seated pharaoh's statue: headdress, body, throne base."""
    c.polygon(
        [
            (x + s * 0.36, y + s * 0.1),
            (x + s * 0.64, y + s * 0.1),
            (x + s * 0.7, y + s * 0.34),
            (x + s * 0.3, y + s * 0.34),
        ],
        fill=color,
    )
    c.polygon(
        [
            (x + s * 0.34, y + s * 0.38),
            (x + s * 0.66, y + s * 0.38),
            (x + s * 0.7, y + s * 0.78),
            (x + s * 0.3, y + s * 0.78),
        ],
        fill=color,
    )
    c.rect(x + s * 0.2, y + s * 0.8, s * 0.6, s * 0.12, fill=color)


def _pyramid(c, x, y, s, color):
    c.polygon(
        [(x + s * 0.5, y + s * 0.1), (x + s * 0.95, y + s * 0.88), (x + s * 0.05, y + s * 0.88)],
        fill=color,
    )
    c.polygon(
        [(x + s * 0.5, y + s * 0.1), (x + s * 0.95, y + s * 0.88), (x + s * 0.6, y + s * 0.88)],
        fill="#000000",
        pattern="diagonal",
        pattern_color="#ffffff",
        pattern_spacing=s * 0.08,
        pattern_width=s * 0.015,
    )


def _boat(c, x, y, s, color):
    c.path(
        [
            ("M", x + s * 0.04, y + s * 0.62),
            ("L", x + s * 0.96, y + s * 0.62),
            ("Q", x + s * 0.8, y + s * 0.9, x + s * 0.5, y + s * 0.9),
            ("Q", x + s * 0.2, y + s * 0.9, x + s * 0.04, y + s * 0.62),
            ("Z",),
        ],
        fill=color,
    )
    c.line(
        x + s * 0.5, y + s * 0.62, x + s * 0.5, y + s * 0.08, stroke=color, stroke_width=s * 0.05
    )
    c.polygon(
        [(x + s * 0.53, y + s * 0.12), (x + s * 0.86, y + s * 0.54), (x + s * 0.53, y + s * 0.54)],
        fill=color,
    )


def _sundial(c, x, y, s, color):
    cx, cy = x + s * 0.5, y + s * 0.62
    for i in range(7):
        a = math.radians(180 + i * 30)
        c.line(
            cx + s * 0.3 * math.cos(a),
            cy + s * 0.3 * math.sin(a),
            cx + s * 0.44 * math.cos(a),
            cy + s * 0.44 * math.sin(a),
            stroke=color,
            stroke_width=s * 0.05,
        )
    c.polygon([(cx, cy), (cx, y + s * 0.2), (cx + s * 0.22, cy)], fill=color)
    c.rect(x + s * 0.06, cy, s * 0.88, s * 0.1, fill=color)


def _ankh(c, x, y, s, color):
    w = s * 0.12
    c.path(
        [
            ("M", x + s * 0.5, y + s * 0.42),
            ("C", x + s * 0.22, y + s * 0.3, x + s * 0.3, y + s * 0.04, x + s * 0.5, y + s * 0.04),
            ("C", x + s * 0.7, y + s * 0.04, x + s * 0.78, y + s * 0.3, x + s * 0.5, y + s * 0.42),
        ],
        stroke=color,
        stroke_width=w,
    )
    c.line(x + s * 0.2, y + s * 0.47, x + s * 0.8, y + s * 0.47, stroke=color, stroke_width=w)
    c.line(x + s * 0.5, y + s * 0.42, x + s * 0.5, y + s * 0.96, stroke=color, stroke_width=w)


def _flame(c, x, y, s, color):
    """Revolt: a torch flame."""
    c.path(
        [
            ("M", x + s * 0.5, y + s * 0.05),
            ("C", x + s * 0.95, y + s * 0.4, x + s * 0.85, y + s * 0.8, x + s * 0.5, y + s * 0.92),
            ("C", x + s * 0.15, y + s * 0.8, x + s * 0.1, y + s * 0.5, x + s * 0.32, y + s * 0.3),
            (
                "C",
                x + s * 0.34,
                y + s * 0.48,
                x + s * 0.42,
                y + s * 0.5,
                x + s * 0.45,
                y + s * 0.45,
            ),
            ("C", x + s * 0.4, y + s * 0.3, x + s * 0.42, y + s * 0.15, x + s * 0.5, y + s * 0.05),
            ("Z",),
        ],
        fill=color,
    )


def _book(c, x, y, s, color):
    """Philosopher: an open book."""
    c.polygon(
        [
            (x + s * 0.5, y + s * 0.3),
            (x + s * 0.08, y + s * 0.2),
            (x + s * 0.08, y + s * 0.78),
            (x + s * 0.5, y + s * 0.88),
        ],
        fill=color,
    )
    c.polygon(
        [
            (x + s * 0.5, y + s * 0.3),
            (x + s * 0.92, y + s * 0.2),
            (x + s * 0.92, y + s * 0.78),
            (x + s * 0.5, y + s * 0.88),
        ],
        fill=color,
    )
    c.line(
        x + s * 0.5, y + s * 0.3, x + s * 0.5, y + s * 0.88, stroke="#ffffff", stroke_width=s * 0.04
    )


ICONS = {
    "pyr-influence": _whip,
    "pyr-negotiation": _scroll,
    "pyr-haggling": _scales,
    "pyr-stone": _stone,
    "pyr-wood": _wood,
    "pyr-urn": _urn,
    "pyr-camel": _camel,
    "pyr-stonemason": _stonemason,
    "pyr-statue": _statue,
    "pyr-pyramid": _pyramid,
    "pyr-boat": _boat,
    "pyr-sundial": _sundial,
    "pyr-ankh": _ankh,
    "pyr-revolt": _flame,
    "pyr-philosopher": _book,
}
for _name, _fn in ICONS.items():
    register_icon(_name, _fn)
