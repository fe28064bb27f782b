"""Vector icons of Web of Power: the four family symbols, ship, carriage and the seal.

Each icon draws into the square ``(x, y, size, size)`` with canvas primitives only.
Registered as ``wop-<name>`` when this module is imported.
"""

from __future__ import annotations

import math

from cardgen.render.icons import register_icon


def _pts(x, y, s, points):
    return [(x + px * s, y + py * s) for px, py in points]


def cross(c, x, y, s, color):
    """A Latin cross with flared ends (the church family)."""
    c.polygon(
        _pts(x, y, s, [
            (0.40, 0.05), (0.60, 0.05), (0.56, 0.28), (0.80, 0.24), (0.80, 0.44), (0.56, 0.40),
            (0.60, 0.95), (0.40, 0.95), (0.44, 0.40), (0.20, 0.44), (0.20, 0.24), (0.44, 0.28),
        ]),
        fill=color,
    )  # fmt: skip


def fan(c, x, y, s, color):
    """An open folding fan: a half disc with ribs and a handle."""
    cx, cy, r = x + 0.5 * s, y + 0.78 * s, 0.45 * s
    cmds = [("M", cx, cy)]
    steps = 6
    for i in range(steps + 1):
        a = math.radians(180 + 180 * i / steps)
        cmds.append(("L", cx + r * math.cos(a), cy + r * math.sin(a) * 1.1))
    cmds.append(("Z",))
    c.path(cmds, fill=color)
    for i in range(1, steps):
        a = math.radians(180 + 180 * i / steps)
        c.line(cx, cy, cx + r * 0.92 * math.cos(a), cy + r * 1.0 * math.sin(a),
               stroke="#ffffff", stroke_width=s * 0.025)  # fmt: skip
    c.circle(cx, cy, s * 0.09, fill=color)
    c.rect(cx - s * 0.04, cy, s * 0.08, s * 0.17, fill=color)


def key(c, x, y, s, color):
    """A key: ring bow at the top, shaft and two teeth."""
    c.circle(x + 0.5 * s, y + 0.24 * s, 0.19 * s, fill=color)
    c.circle(x + 0.5 * s, y + 0.24 * s, 0.08 * s, fill="#ffffff")
    c.rect(x + 0.44 * s, y + 0.38 * s, 0.12 * s, 0.57 * s, fill=color)
    c.rect(x + 0.56 * s, y + 0.70 * s, 0.18 * s, 0.08 * s, fill=color)
    c.rect(x + 0.56 * s, y + 0.84 * s, 0.24 * s, 0.09 * s, fill=color)


def tower(c, x, y, s, color):
    """A castle tower with battlements and a door."""
    c.polygon(
        _pts(x, y, s, [
            (0.22, 0.95), (0.22, 0.08), (0.34, 0.08), (0.34, 0.18), (0.44, 0.18), (0.44, 0.08),
            (0.56, 0.08), (0.56, 0.18), (0.66, 0.18), (0.66, 0.08), (0.78, 0.08), (0.78, 0.95),
        ]),
        fill=color,
    )  # fmt: skip
    c.path([("M", x + 0.41 * s, y + 0.95 * s), ("L", x + 0.41 * s, y + 0.74 * s),
            ("Q", x + 0.5 * s, y + 0.62 * s, x + 0.59 * s, y + 0.74 * s),
            ("L", x + 0.59 * s, y + 0.95 * s), ("Z",)], fill="#ffffff")  # fmt: skip
    c.rect(x + 0.46 * s, y + 0.34 * s, 0.08 * s, 0.16 * s, fill="#ffffff")


def ship(c, x, y, s, color):
    """A sailing ship: hull, mast and two sails."""
    c.polygon(_pts(x, y, s, [(0.05, 0.66), (0.95, 0.66), (0.80, 0.88), (0.20, 0.88)]), fill=color)
    c.rect(x + 0.47 * s, y + 0.08 * s, 0.06 * s, 0.58 * s, fill=color)
    c.polygon(_pts(x, y, s, [(0.44, 0.12), (0.44, 0.60), (0.12, 0.60)]), fill=color)
    c.polygon(_pts(x, y, s, [(0.56, 0.18), (0.56, 0.60), (0.84, 0.60)]), fill=color)
    c.path([("M", x + 0.02 * s, y + 0.95 * s),
            ("Q", x + 0.27 * s, y + 0.89 * s, x + 0.5 * s, y + 0.95 * s),
            ("Q", x + 0.73 * s, y + 1.0 * s, x + 0.98 * s, y + 0.95 * s)],
           stroke=color, stroke_width=s * 0.04)  # fmt: skip


def carriage(c, x, y, s, color):
    """A coach: body with a window, roof and two spoked wheels."""
    c.rect(x + 0.14 * s, y + 0.22 * s, 0.72 * s, 0.44 * s, radius=0.08 * s, fill=color)
    c.rect(x + 0.10 * s, y + 0.16 * s, 0.80 * s, 0.07 * s, radius=0.03 * s, fill=color)
    c.rect(x + 0.26 * s, y + 0.30 * s, 0.20 * s, 0.16 * s, fill="#ffffff")
    c.rect(x + 0.54 * s, y + 0.30 * s, 0.20 * s, 0.16 * s, fill="#ffffff")
    for wx in (0.28, 0.72):
        cx, cy, r = x + wx * s, y + 0.78 * s, 0.16 * s
        c.circle(cx, cy, r, fill="#ffffff", stroke=color, stroke_width=s * 0.05)
        for a in (0, 60, 120):
            rad = math.radians(a)
            c.line(cx - r * math.cos(rad), cy - r * math.sin(rad), cx + r * math.cos(rad),
                   cy + r * math.sin(rad), stroke=color, stroke_width=s * 0.025)  # fmt: skip


def seal(c, x, y, s, color):
    """A wax seal for the Law cards: a scalloped disc with a ribbon."""
    cx, cy = x + 0.5 * s, y + 0.42 * s
    points = []
    for i in range(24):
        r = (0.36 if i % 2 == 0 else 0.31) * s
        a = math.radians(i * 15)
        points.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    c.polygon(_pts(x, y, s, [(0.32, 0.60), (0.44, 0.60), (0.38, 0.98), (0.30, 0.90),
                             (0.22, 0.94)]), fill=color)  # fmt: skip
    c.polygon(_pts(x, y, s, [(0.56, 0.60), (0.68, 0.60), (0.78, 0.94), (0.70, 0.90),
                             (0.62, 0.98)]), fill=color)  # fmt: skip
    c.polygon(points, fill=color)
    c.circle(cx, cy, 0.22 * s, stroke="#ffffff", stroke_width=s * 0.03)


ICONS = {
    "wop-cross": cross,
    "wop-fan": fan,
    "wop-key": key,
    "wop-tower": tower,
    "wop-ship": ship,
    "wop-carriage": carriage,
    "wop-seal": seal,
}

for _name, _fn in ICONS.items():
    register_icon(_name, _fn)
