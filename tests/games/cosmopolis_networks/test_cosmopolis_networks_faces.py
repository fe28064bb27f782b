"""Every face draws in every language with readable text: nothing clipped, nothing below
7 pt, card text inside the safe zone; the print file and SVGs build."""

from __future__ import annotations

import pytest

from cardgen.model.types import LANGS
from cardgen.render.canvas import SAFE
from cardgen.render.faces import draw
from cardgen.render.svg import SvgCanvas


class Recording(SvgCanvas):
    def __init__(self, *args, **kw):
        super().__init__(*args, **kw)
        self.texts = []

    def text(self, text, x, y, w, h, **kw):
        result = super().text(text, x, y, w, h, **kw)
        self.texts.append((text, (x, y, w, h), result))
        return result


def faces_of(game):
    for comp in game.components:
        for item in comp.items:
            for side, face in (("front", item.front), ("back", item.back)):
                if face is not None:
                    yield comp, item, side, face


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("low_ink", [False, True])
def test_faces_are_readable(game, lang, low_ink):
    drawn = 0
    for comp, item, side, face in faces_of(game):
        sizes = [(comp.size.width, comp.size.height)] if comp.size else [(190, 277), (195.9, 259.4)]
        for w, h in sizes:
            canvas = Recording(w, h, 0 if comp.kind == "sheet" else 3, lang=lang, side=side,
                               low_ink=low_ink)  # fmt: skip
            draw(canvas, face, item, comp, game, lang)
            drawn += 1
            assert canvas.texts, item.id
            for text, (x, y, bw, bh), result in canvas.texts:
                where = f"{item.id} {side} {lang}: {text!r}"
                assert result.fits, where
                assert result.size_pt >= 7, where
                if comp.kind != "sheet":
                    assert x >= SAFE and y >= SAFE, where
                    assert x + bw <= w - SAFE + 1e-6 and y + bh <= h - SAFE + 1e-6, where
    assert drawn == 110 + 2 * 2


def test_city_name_is_printed_large(game):
    comp = game.component("regional-cards")
    item = comp.items[0]
    canvas = Recording(comp.size.width, comp.size.height, 3, lang="en")
    draw(canvas, item.front, item, comp, game, "en")
    city = [r for t, _, r in canvas.texts if item.front["city"].get("en") in t]
    assert city and city[0].size_pt >= 14
