"""Pyramidion's look, shared by its faces: ink and paper colours, each role's and player
colour's band pattern (colour is never the only cue), and the small drawing helpers."""

from __future__ import annotations

from cardgen.render.canvas import SAFE
from cardgen.render.faces.words import FaceWords

INK = "#231a10"
PAPER = "#f3e6c4"
PANEL = "#fbf4e2"
MUTED = "#b9ab8a"
BACK = "#5d4322"
GOLD = "#d9b24c"
ROLE_STYLE = {
    "torturer": ("#8e2b1f", "diagonal", "pyr-influence"),
    "negotiator": ("#1f4f7a", "dots", "pyr-negotiation"),
    "merchant": ("#2f6b36", "vertical", "pyr-haggling"),
    "special": ("#5b3a7a", "crosshatch", "pyr-ankh"),
    "revolt": ("#333333", "zigzag", "pyr-revolt"),
}
COLOUR_PATTERN = {"blue": "waves", "yellow": "dots", "red": "diagonal", "green": "crosshatch"}
KINDS = ("influence", "negotiation", "haggling")
WORDS = FaceWords("pyramidion")
"""The words printed on Pyramidion's faces ("VP", "basic card", "min.")."""


# --- helpers ---------------------------------------------------------------------------


def mix(colour: str, other: str, t: float) -> str:
    a = [int(colour[i : i + 2], 16) for i in (1, 3, 5)]
    b = [int(other[i : i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(x + (y - x) * t):02x}" for x, y in zip(a, b, strict=True))


def ink_on(colour: str) -> str:
    r, g, b = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    return INK if 0.299 * r + 0.587 * g + 0.114 * b > 150 else "#ffffff"


def patterned(canvas, x, y, w, h, colour, pattern, *, radius=0.0, strong=False) -> None:
    """A filled area with a pattern over it (a light tint with the pattern in low ink).
    ``strong`` draws a bolder pattern, for small tokens where it tells colours apart."""
    if canvas.low_ink:
        fill, ink = mix(colour, "#ffffff", 0.88), colour
    else:
        fill = colour
        ink = mix(colour, ink_on(colour), 0.6) if strong else mix(colour, "#ffffff", 0.25)
    canvas.rect(
        x,
        y,
        w,
        h,
        radius=radius,
        fill=fill,
        pattern=pattern,
        pattern_color=ink,
        pattern_width=0.5 if strong else 0.35,
        pattern_spacing=2.2 if strong else 2.6,
    )


def band(canvas, colour, pattern, height) -> str:
    """The title band across the top, into the bleed; returns the ink to write on it."""
    b = canvas.bleed
    patterned(canvas, -b, -b, canvas.width + 2 * b, height + b, colour, pattern)
    if canvas.low_ink:  # keep the title readable over the pattern
        canvas.rect(
            SAFE - 1.0,
            1.5,
            canvas.width - 2 * SAFE + 2.0,
            height - 3.0,
            radius=1.5,
            fill="#ffffff",
            stroke=colour,
            stroke_width=0.3,
        )
        return colour
    return "#ffffff"


def paper(canvas) -> None:
    canvas.fill_bleed("#ffffff" if canvas.low_ink else PAPER)


def footer(canvas, text: str) -> None:
    """The card's short code ("C17", "B05"), the same in every language: what the score
    checker takes for the card."""
    canvas.text(
        text,
        SAFE,
        canvas.height - SAFE - 3.6,
        canvas.width - 2 * SAFE,
        3.6,
        size_pt=7,
        min_size_pt=7,
        align="center",
        color="#6b5d43",
        overflow="clip",
    )
