"""Pyramidion's category markers and troops are told apart at a glance: same colour, same
role icon, and 24 against 26 mm across, so a reviewer sorting the printed supply mixed them
up. A marker's window is square, a troop's round."""

from __future__ import annotations

from cardgen.model import load_game
from cardgen.press.facecache import FaceCache

WHITE = "#ffffff"


def windows(game, kind: str) -> set[str]:
    """How the white window of each face of ``kind`` is drawn: ``rect`` or ``circle``."""
    cache = FaceCache()
    found: set[str] = set()
    for comp in game.components:
        for item in comp.items:
            if item.front.type != kind:
                continue
            size = (comp.size.width, comp.size.height)
            rec = cache.record(game, comp, item.front, item, side="front", lang="en", size=size,
                               bleed=3.0, low_ink=False, cells=None)  # fmt: skip
            for name, args in rec.ops:
                style = args[-1] if args else None
                if name in ("_draw_rect", "_draw_circle") and getattr(style, "fill", None) == WHITE:
                    found.add(name.removeprefix("_draw_"))
    return found


def test_a_category_markers_window_is_square_and_a_troops_round():
    game = load_game("pyramidion", None)
    assert windows(game, "category-marker") == {"rect"}
    assert windows(game, "troop") == {"circle"}
