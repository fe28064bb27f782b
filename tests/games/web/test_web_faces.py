"""Web faces draw for every item, side, language and ink mode, with readable text."""

from __future__ import annotations

import pytest

from cardgen.model import LANGS, load_game
from cardgen.press.layout import mirror_cells
from cardgen.render.canvas import SAFE
from cardgen.render.faces import face_drawer
from cardgen.render.svg import SvgCanvas

GAME = load_game("web")


class Recorder(SvgCanvas):
    def __init__(self, *args, **kw):
        super().__init__(*args, **kw)
        self.texts = []

    def text(self, text, x, y, w, h, **kw):
        result = super().text(text, x, y, w, h, **kw)
        self.texts.append((text, result, (x, y, w, h)))
        return result


def faces():
    for comp in GAME.components:
        for item in comp.items:
            yield comp, item, "front", item.front
            if item.back is not None:
                yield comp, item, "back", item.back


def canvas_for(comp, item, side, lang, low_ink):
    if comp.shape == "polyomino":
        cells = tuple(item.cells)
        if side == "back":
            cells = mirror_cells(cells)
        w, h = len(cells[0]) * comp.cell_mm, len(cells) * comp.cell_mm
        return Recorder(
            w,
            h,
            3.0,
            low_ink=low_ink,
            lang=lang,
            side=side,
            shape="polyomino",
            cells=cells,
            cell_mm=comp.cell_mm,
        )
    return Recorder(
        comp.size.width,
        comp.size.height,
        3.0,
        low_ink=low_ink,
        lang=lang,
        side=side,
        shape=comp.shape,
    )


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("low_ink", [False, True])
def test_every_face_draws_with_text_of_7pt_or_more_inside_the_safe_zone(lang, low_ink):
    draw = face_drawer(GAME)
    assert draw.__module__ == "cardgen.render.faces.games.web.draw"
    for comp, item, side, face in faces():
        canvas = canvas_for(comp, item, side, lang, low_ink)
        draw(canvas, face, item, comp, GAME, lang)
        for text, result, (x, y, w, h) in canvas.texts:
            assert result.size_pt >= 7, (item.id, text)
            if comp.shape != "round":
                assert x >= SAFE - 1e-6 and y >= SAFE - 1e-6, (item.id, text)
                assert x + w <= canvas.width - SAFE + 1e-6, (item.id, text)
                assert y + h <= canvas.height - SAFE + 1e-6, (item.id, text)


def test_computer_values_and_dots_are_printed():
    draw = face_drawer(GAME)
    comp = GAME.component("network-cards")
    item = comp.item("corner-c2-c3")
    front = canvas_for(comp, item, "front", "it", False)
    draw(front, item.front, item, comp, GAME, "it")
    assert [t for t, *_ in front.texts] == ["2", "3"]
    back = canvas_for(comp, item, "back", "it", False)
    draw(back, item.back, item, comp, GAME, "it")
    assert "1 azione" in [t for t, *_ in back.texts]
