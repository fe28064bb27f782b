"""Draws the app icons (``frontend/app/icon-*.png``, committed; the site build copies them).

Run after a change: ``.venv/bin/python frontend/app/draw_icons.py`` (Pillow comes with
reportlab). The PNGs are committed so that the site's bytes do not depend on the Pillow or
zlib of the machine that builds it.
"""

from __future__ import annotations

from pathlib import Path

from PIL import Image, ImageDraw

HERE = Path(__file__).resolve().parent
BACKGROUND = (84, 110, 122, 255)  # Material's blue grey 600, the site's primary colour
CARD = (255, 255, 255, 255)
CARD_BEHIND = (207, 216, 220, 255)
ACCENT = (255, 87, 34, 255)  # deep orange, the site's accent
SUPERSAMPLE = 4


def icon(size: int, maskable: bool) -> Image.Image:
    """Two cards and a tick; a maskable icon fills the square and keeps its drawing in the
    inner 60 % (the safe zone is the inner 80 % circle)."""
    s = size * SUPERSAMPLE
    img = Image.new("RGBA", (s, s), BACKGROUND if maskable else (0, 0, 0, 0))
    draw = ImageDraw.Draw(img)
    if not maskable:
        draw.rounded_rectangle([0, 0, s - 1, s - 1], radius=s * 0.18, fill=BACKGROUND)
    inset = 0.2 if maskable else 0.12
    box = s * (1 - 2 * inset)

    def at(x: float, y: float) -> tuple[float, float]:
        return (s * inset + box * x, s * inset + box * y)

    behind = [at(0.20, 0.14), at(0.66, 0.06), at(0.80, 0.82), at(0.34, 0.90)]
    draw.polygon(behind, fill=CARD_BEHIND)
    draw.rounded_rectangle([*at(0.16, 0.12), *at(0.70, 0.92)], radius=box * 0.06, fill=CARD)
    tick = [at(0.28, 0.52), at(0.40, 0.66), at(0.60, 0.36)]
    draw.line(tick, fill=ACCENT, width=int(box * 0.075), joint="curve")
    return img.resize((size, size), Image.LANCZOS)


if __name__ == "__main__":
    for size in (192, 512):
        icon(size, False).save(HERE / f"icon-{size}.png", optimize=True)
    icon(512, True).save(HERE / "icon-maskable-512.png", optimize=True)
