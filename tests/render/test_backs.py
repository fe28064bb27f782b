"""Card backs carry no frame near the trim: after a duplex print a millimetre of
misalignment shows as a lopsided frame (the issue found one 3 mm inside the trim)."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardgen.model import load_game
from cardgen.press.facecache import FaceCache
from cardgen.render.canvas import Canvas

CONTENT = Path(__file__).resolve().parents[2] / "content"
GAMES = ["circle-the-wagons", "cosmopolis-networks", "pyramidion", "web-of-power"]
# (Web has no card decks)


def _frames(monkeypatch, game, comp, face, owner, low_ink):
    """Stroked rectangles (and rounded ones) drawn parallel to all four edges of the
    trim, 0.5–8 mm inside it: frames."""
    w, h = comp.size.width, comp.size.height
    found = []
    real = Canvas.rect

    def spy(self, x, y, rw, rh, **style):
        if style.get("stroke") and (self.width, self.height) == (w, h):
            insets = (x, y, w - x - rw, h - y - rh)
            if all(0.5 <= v <= 8.0 for v in insets):
                found.append(insets)
        return real(self, x, y, rw, rh, **style)

    monkeypatch.setattr(Canvas, "rect", spy)
    FaceCache().svg(game, comp, face, owner, side="back", lang="en", size=(w, h), bleed=3.0,
                    low_ink=low_ink, cells=None)  # fmt: skip
    monkeypatch.undo()
    return found


@pytest.mark.parametrize("low_ink", [False, True])
@pytest.mark.parametrize("gid", GAMES)
def test_card_backs_have_no_frame_inside_the_trim(monkeypatch, gid, low_ink):
    game = load_game(gid, CONTENT)
    checked = 0
    for comp in game.components:
        if comp.kind != "deck" or comp.shape != "rect":
            continue
        backs = [(comp.back, None)] if comp.back is not None else []
        backs += [(it.back, it) for it in comp.items if it.back is not None]
        for face, owner in backs:
            assert _frames(monkeypatch, game, comp, face, owner, low_ink) == [], comp.id
            checked += 1
    assert checked
