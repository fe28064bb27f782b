"""Vector icons of Cosmopolis: what each city moves around the world.

airplane = people, ship = goods, power poles = energy, coins = money, satellite dish =
information. Each draws into the square ``(x, y, size, size)`` with canvas primitives only,
in one colour, with a few white details: draw them on a light disc.
Registered as ``cos-<icon id>`` when this module is imported.
"""

from __future__ import annotations

from cardgen.render.icons import register_icon


def _pts(x, y, s, points):
    return [(x + px * s, y + py * s) for px, py in points]


def airplane(c, x, y, s, color):
    """An airliner seen from above, nose up."""
    c.polygon(
        _pts(x, y, s, [
            (0.50, 0.03), (0.57, 0.12), (0.57, 0.37), (0.96, 0.58), (0.96, 0.67), (0.57, 0.55),
            (0.56, 0.78), (0.71, 0.88), (0.71, 0.95), (0.50, 0.90), (0.29, 0.95), (0.29, 0.88),
            (0.44, 0.78), (0.43, 0.55), (0.04, 0.67), (0.04, 0.58), (0.43, 0.37), (0.43, 0.12),
        ]),
        fill=color,
    )  # fmt: skip


def ship(c, x, y, s, color):
    """A container ship on a wave."""
    c.polygon(_pts(x, y, s, [(0.04, 0.56), (0.96, 0.56), (0.84, 0.80), (0.14, 0.80)]), fill=color)
    for i in range(3):
        c.rect(x + (0.14 + i * 0.17) * s, y + 0.40 * s, 0.15 * s, 0.14 * s, fill=color)
    c.rect(x + 0.22 * s, y + 0.25 * s, 0.15 * s, 0.13 * s, fill=color)
    c.rect(x + 0.66 * s, y + 0.20 * s, 0.18 * s, 0.34 * s, fill=color)
    c.rect(x + 0.71 * s, y + 0.10 * s, 0.06 * s, 0.10 * s, fill=color)
    wave = [("M", x + 0.04 * s, y + 0.90 * s)]
    for i in range(4):
        x0 = x + (0.04 + i * 0.23) * s
        wave.append(("Q", x0 + 0.06 * s, y + 0.83 * s, x0 + 0.115 * s, y + 0.90 * s))
        wave.append(("Q", x0 + 0.17 * s, y + 0.97 * s, x0 + 0.23 * s, y + 0.90 * s))
    c.path(wave, stroke=color, stroke_width=0.06 * s)


def power_poles(c, x, y, s, color):
    """A lattice pylon with two cross-arms and cables running off both sides."""
    w = 0.055 * s
    legs = [((0.24, 0.96), (0.44, 0.10)), ((0.76, 0.96), (0.56, 0.10))]
    for (x1, y1), (x2, y2) in legs:
        c.line(x + x1 * s, y + y1 * s, x + x2 * s, y + y2 * s, stroke=color, stroke_width=w)
    c.line(x + 0.44 * s, y + 0.10 * s, x + 0.56 * s, y + 0.10 * s, stroke=color, stroke_width=w)
    for arm_y, half in ((0.24, 0.40), (0.44, 0.44)):
        c.line(x + (0.5 - half) * s, y + arm_y * s, x + (0.5 + half) * s, y + arm_y * s,
               stroke=color, stroke_width=w)  # fmt: skip
    braces = [((0.42, 0.24), (0.60, 0.44)), ((0.58, 0.24), (0.40, 0.44)),
              ((0.39, 0.44), (0.68, 0.70)), ((0.61, 0.44), (0.32, 0.70)),
              ((0.32, 0.70), (0.76, 0.96)), ((0.68, 0.70), (0.24, 0.96))]  # fmt: skip
    for (x1, y1), (x2, y2) in braces:
        c.line(x + x1 * s, y + y1 * s, x + x2 * s, y + y2 * s, stroke=color,
               stroke_width=w * 0.6)  # fmt: skip
    for arm_y, half in ((0.24, 0.40), (0.44, 0.44)):
        for side in (-1, 1):
            end = 0.5 + side * half
            c.path(
                [("M", x + end * s, y + arm_y * s),
                 ("Q", x + (end + side * 0.04) * s, y + (arm_y + 0.10) * s,
                  x + (0.5 + side * 0.5) * s, y + (arm_y + 0.06) * s)],
                stroke=color, stroke_width=w * 0.5,
            )  # fmt: skip
            c.circle(x + end * s, y + (arm_y + 0.035) * s, 0.03 * s, fill=color)


def coins(c, x, y, s, color):
    """Two coins, one in front of the other, each with a rim."""
    for cx, cy, r in ((0.63, 0.38, 0.30), (0.38, 0.62, 0.32)):
        c.circle(x + cx * s, y + cy * s, r * s, fill=color)
        c.circle(x + cx * s, y + cy * s, r * 0.72 * s, stroke="#ffffff", stroke_width=0.035 * s)


def satellite_dish(c, x, y, s, color):
    """A dish on a stand, its feed arm pointing up-right, with two signal arcs."""
    c.path(
        [("M", x + 0.08 * s, y + 0.30 * s),
         ("Q", x + 0.14 * s, y + 0.86 * s, x + 0.70 * s, y + 0.80 * s),
         ("Z",)],
        fill=color,
    )  # fmt: skip
    c.line(x + 0.39 * s, y + 0.55 * s, x + 0.62 * s, y + 0.33 * s, stroke=color,
           stroke_width=0.05 * s)  # fmt: skip
    c.circle(x + 0.64 * s, y + 0.31 * s, 0.06 * s, fill=color)
    c.polygon(_pts(x, y, s, [(0.36, 0.70), (0.46, 0.70), (0.58, 0.96), (0.24, 0.96)]), fill=color)
    for r in (0.14, 0.25):
        c.path(
            [("M", x + (0.64 + r * 0.2) * s, y + (0.31 - r) * s),
             ("Q", x + (0.64 + r) * s, y + (0.31 - r) * s, x + (0.64 + r) * s,
              y + (0.31 - r * 0.2) * s)],
            stroke=color, stroke_width=0.05 * s,
        )  # fmt: skip


ICONS = {
    "people": airplane,
    "goods": ship,
    "energy": power_poles,
    "money": coins,
    "information": satellite_dish,
}

for _name, _fn in ICONS.items():
    register_icon(f"cos-{_name}", _fn)
