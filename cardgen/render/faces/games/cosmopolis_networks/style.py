"""Colours, patterns and small shared pieces of the Cosmopolis faces."""

from __future__ import annotations

from dataclasses import dataclass

DARK = "#1a1a1a"
PAPER = "#ffffff"


def blend(a: str, b: str, t: float) -> str:
    """``a`` mixed with ``b`` (``t`` = share of ``b``), as ``#rrggbb``."""
    ca = [int(a[i : i + 2], 16) for i in (1, 3, 5)]
    cb = [int(b[i : i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(x + (y - x) * t):02x}" for x, y in zip(ca, cb, strict=True))


@dataclass(frozen=True)
class RegionStyle:
    background: str
    """Fill of the card or band."""
    lines: str
    """Colour of the pattern lines."""
    solid: str
    """Fill of text labels on the region."""
    ink: str
    """Text colour on ``solid``."""
    outline: str | None
    pattern: str


def region_style(game, region_id: str, low_ink: bool) -> RegionStyle:
    region = game.catalogs["regions"][region_id]
    colour, ink, pattern = region.get("colour"), region.get("ink"), region.get("pattern")
    if low_ink:
        return RegionStyle(PAPER, colour, PAPER, DARK, colour, pattern)
    return RegionStyle(colour, blend(colour, ink, 0.35), colour, ink, None, pattern)


def swatch(canvas, game, region_id: str, x: float, y: float, w: float, h: float) -> None:
    """A small sample of a region: its colour and pattern, framed."""
    region = game.catalogs["regions"][region_id]
    colour, ink, pattern = region.get("colour"), region.get("ink"), region.get("pattern")
    fill = PAPER if canvas.low_ink else colour
    lines = colour if canvas.low_ink else blend(colour, ink, 0.45)
    if pattern == "plain":
        canvas.rect(x, y, w, h, radius=1.0, fill=fill, stroke=DARK, stroke_width=0.3)
    else:
        canvas.rect(x, y, w, h, radius=1.0, fill=fill, stroke=DARK, stroke_width=0.3,
                    pattern=pattern, pattern_color=lines, pattern_spacing=1.8,
                    pattern_width=0.35)  # fmt: skip


def term(game, term_id: str, lang: str) -> str:
    """A glossary term of the game, capitalised (labels reuse the glossary's wording)."""
    for entry in game.glossary:
        if entry.id == term_id:
            text = entry.term.get(lang)
            return text[:1].upper() + text[1:]
    return term_id
