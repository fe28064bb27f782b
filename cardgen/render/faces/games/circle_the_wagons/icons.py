"""Circle the Wagons: vector icons for the six territory icons, drawn with Canvas primitives
into the square ``(x, y, s, s)``. Registered as ``ctw-cattle`` … ``ctw-gun`` so that texts can
use them inline (``[icon:ctw-wagon]``)."""

from __future__ import annotations

from cardgen.render.icons import register_icon

WHITE = "#ffffff"


def _cattle(c, x, y, s, color):
    # horns
    c.path([("M", x + s * 0.30, y + s * 0.36), ("Q", x + s * 0.02, y + s * 0.34,
            x + s * 0.06, y + s * 0.10), ("Q", x + s * 0.16, y + s * 0.28, x + s * 0.36,
            y + s * 0.26), ("Z",)], fill=color)  # fmt: skip
    c.path([("M", x + s * 0.70, y + s * 0.36), ("Q", x + s * 0.98, y + s * 0.34,
            x + s * 0.94, y + s * 0.10), ("Q", x + s * 0.84, y + s * 0.28, x + s * 0.64,
            y + s * 0.26), ("Z",)], fill=color)  # fmt: skip
    # ears
    c.polygon([(x + s * 0.30, y + s * 0.36), (x + s * 0.10, y + s * 0.46),
               (x + s * 0.32, y + s * 0.50)], fill=color)  # fmt: skip
    c.polygon([(x + s * 0.70, y + s * 0.36), (x + s * 0.90, y + s * 0.46),
               (x + s * 0.68, y + s * 0.50)], fill=color)  # fmt: skip
    # head, narrowing to the muzzle
    c.path([("M", x + s * 0.30, y + s * 0.28), ("L", x + s * 0.70, y + s * 0.28),
            ("L", x + s * 0.66, y + s * 0.70), ("Q", x + s * 0.72, y + s * 0.94, x + s * 0.50,
            y + s * 0.94), ("Q", x + s * 0.28, y + s * 0.94, x + s * 0.34, y + s * 0.70),
            ("Z",)], fill=color)  # fmt: skip
    c.circle(x + s * 0.42, y + s * 0.46, s * 0.045, fill=WHITE)
    c.circle(x + s * 0.58, y + s * 0.46, s * 0.045, fill=WHITE)
    c.circle(x + s * 0.44, y + s * 0.82, s * 0.035, fill=WHITE)
    c.circle(x + s * 0.56, y + s * 0.82, s * 0.035, fill=WHITE)


def _fort(c, x, y, s, color):
    top, base = y + s * 0.34, y + s * 0.92
    pts = [(x + s * 0.06, base), (x + s * 0.06, top)]
    merlons = 5
    width = s * 0.88 / (2 * merlons - 1)
    for i in range(2 * merlons - 1):
        left = x + s * 0.06 + i * width
        if i % 2 == 0:
            pts += [(left, top), (left, top - s * 0.10), (left + width, top - s * 0.10),
                    (left + width, top)]  # fmt: skip
    pts += [(x + s * 0.94, top), (x + s * 0.94, base)]
    c.polygon(pts, fill=color)
    # gate and flag
    c.path([("M", x + s * 0.38, base), ("L", x + s * 0.38, y + s * 0.64), ("Q", x + s * 0.50,
            y + s * 0.50, x + s * 0.62, y + s * 0.64), ("L", x + s * 0.62, base), ("Z",)],
           fill=WHITE)  # fmt: skip
    c.line(x + s * 0.50, top - s * 0.10, x + s * 0.50, y + s * 0.04, stroke=color,
           stroke_width=s * 0.05)  # fmt: skip
    c.polygon([(x + s * 0.52, y + s * 0.04), (x + s * 0.76, y + s * 0.10),
               (x + s * 0.52, y + s * 0.17)], fill=color)  # fmt: skip


def _bottle(c, x, y, s, color):
    c.path([("M", x + s * 0.42, y + s * 0.04), ("L", x + s * 0.58, y + s * 0.04),
            ("L", x + s * 0.58, y + s * 0.32), ("Q", x + s * 0.74, y + s * 0.38, x + s * 0.74,
            y + s * 0.52), ("L", x + s * 0.74, y + s * 0.90), ("Q", x + s * 0.74, y + s * 0.96,
            x + s * 0.68, y + s * 0.96), ("L", x + s * 0.32, y + s * 0.96), ("Q", x + s * 0.26,
            y + s * 0.96, x + s * 0.26, y + s * 0.90), ("L", x + s * 0.26, y + s * 0.52),
            ("Q", x + s * 0.26, y + s * 0.38, x + s * 0.42, y + s * 0.32), ("Z",)],
           fill=color)  # fmt: skip
    c.rect(x + s * 0.32, y + s * 0.58, s * 0.36, s * 0.22, fill=WHITE)
    c.line(x + s * 0.38, y + s * 0.69, x + s * 0.62, y + s * 0.69, stroke=color,
           stroke_width=s * 0.05)  # fmt: skip


def _wagon(c, x, y, s, color):
    # canvas cover
    c.path([("M", x + s * 0.14, y + s * 0.62), ("L", x + s * 0.14, y + s * 0.34),
            ("Q", x + s * 0.14, y + s * 0.10, x + s * 0.36, y + s * 0.12), ("L", x + s * 0.70,
            y + s * 0.12), ("Q", x + s * 0.94, y + s * 0.10, x + s * 0.94, y + s * 0.34),
            ("L", x + s * 0.94, y + s * 0.62), ("Z",)], fill=color)  # fmt: skip
    for i in range(3):
        left = x + s * (0.34 + i * 0.2)
        c.line(left, y + s * 0.16, left, y + s * 0.58, stroke=WHITE, stroke_width=s * 0.04)
    # bed and tongue
    c.rect(x + s * 0.08, y + s * 0.62, s * 0.90, s * 0.10, fill=color)
    c.line(x + s * 0.10, y + s * 0.70, x + s * 0.0, y + s * 0.80, stroke=color,
           stroke_width=s * 0.05)  # fmt: skip
    for cx, r in ((0.28, 0.15), (0.78, 0.15)):
        c.circle(x + s * cx, y + s * 0.80, s * r, fill=color)
        c.circle(x + s * cx, y + s * 0.80, s * r * 0.55, fill=WHITE)
        c.circle(x + s * cx, y + s * 0.80, s * r * 0.22, fill=color)


def _pickaxe(c, x, y, s, color):
    # handle from lower left to the head
    c.line(x + s * 0.14, y + s * 0.92, x + s * 0.62, y + s * 0.30, stroke=color,
           stroke_width=s * 0.11)  # fmt: skip
    # curved double head
    c.path([("M", x + s * 0.14, y + s * 0.30), ("Q", x + s * 0.52, y + s * 0.00, x + s * 0.96,
            y + s * 0.48), ("Q", x + s * 0.62, y + s * 0.16, x + s * 0.14, y + s * 0.30),
            ("Z",)], fill=color, stroke=color, stroke_width=s * 0.05)  # fmt: skip
    c.circle(x + s * 0.60, y + s * 0.26, s * 0.08, fill=color)


def _gun(c, x, y, s, color):
    # barrel and frame
    c.rect(x + s * 0.04, y + s * 0.28, s * 0.58, s * 0.12, fill=color)
    c.rect(x + s * 0.44, y + s * 0.22, s * 0.30, s * 0.26, radius=s * 0.04, fill=color)
    c.rect(x + s * 0.05, y + s * 0.22, s * 0.04, s * 0.07, fill=color)
    # grip
    c.path([("M", x + s * 0.62, y + s * 0.40), ("L", x + s * 0.82, y + s * 0.40),
            ("Q", x + s * 0.96, y + s * 0.70, x + s * 0.94, y + s * 0.92), ("L", x + s * 0.74,
            y + s * 0.92), ("Q", x + s * 0.74, y + s * 0.64, x + s * 0.62, y + s * 0.48),
            ("Z",)], fill=color)  # fmt: skip
    # hammer, cylinder flutes, trigger guard
    c.polygon([(x + s * 0.72, y + s * 0.22), (x + s * 0.84, y + s * 0.12),
               (x + s * 0.86, y + s * 0.18), (x + s * 0.76, y + s * 0.28)], fill=color)  # fmt: skip
    c.line(x + s * 0.48, y + s * 0.30, x + s * 0.70, y + s * 0.30, stroke=WHITE,
           stroke_width=s * 0.03)  # fmt: skip
    c.line(x + s * 0.48, y + s * 0.38, x + s * 0.70, y + s * 0.38, stroke=WHITE,
           stroke_width=s * 0.03)  # fmt: skip
    c.path([("M", x + s * 0.50, y + s * 0.48), ("Q", x + s * 0.50, y + s * 0.66, x + s * 0.66,
            y + s * 0.62)], stroke=color, stroke_width=s * 0.05)  # fmt: skip


ICONS = {
    "cattle": _cattle,
    "fort": _fort,
    "bottle": _bottle,
    "wagon": _wagon,
    "pickaxe": _pickaxe,
    "gun": _gun,
}

for _name, _fn in ICONS.items():
    register_icon(f"ctw-{_name}", _fn)


def icon_name(icon_id: str) -> str:
    """The registry name of a territory icon."""
    return f"ctw-{icon_id}"


SWATCH_CATALOG = "terrains"
"""The catalog whose entries the score checker draws as its squares' swatches
(:func:`draw_swatch`, exported by ``cardgen.site.checker_icons``)."""


def draw_swatch(canvas, game, terrain_id: str) -> None:
    """A territory of ``terrain_id`` over the whole ``canvas``, as the card fronts fill it
    (the terrain's colour, pattern and ink, :func:`draw_territory`): the checker's squares
    show the print's own drawing, not a copy of its values."""
    from cardgen.render.faces.games.circle_the_wagons.draw import draw_territory

    draw_territory(canvas, game, terrain_id, 0, 0, canvas.width, canvas.height)
