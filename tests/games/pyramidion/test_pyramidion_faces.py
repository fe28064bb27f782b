"""Faces: every face draws in every language (and low ink), text is at least 7 pt and
inside the safe zone of cards and tiles, and drawing is deterministic."""

from __future__ import annotations

import pytest

from cardgen.model.types import LANGS
from cardgen.render import faces
from cardgen.render.canvas import SAFE
from cardgen.render.svg import SvgCanvas


class RecordingCanvas(SvgCanvas):
    """An SVG canvas that remembers every text box and the size it was set in."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.texts = []

    def text(self, text, x, y, w, h, **kwargs):
        result = super().text(text, x, y, w, h, **kwargs)
        self.texts.append((text, x, y, w, h, result.size_pt))
        return result


def distinct_faces(game):
    for comp in game.components:
        seen_back = False
        for item in comp.items:
            yield comp, item, item.front, "front"
            if comp.back is not None and not seen_back:
                seen_back = True
                yield comp, None, comp.back, "back"


def draw(game, comp, item, face, side, lang, low_ink=False):
    canvas = RecordingCanvas(
        comp.size.width,
        comp.size.height,
        3.0,
        lang=lang,
        side=side,
        shape=comp.shape,
        low_ink=low_ink,
        corner_mm=comp.corner_mm,
    )
    faces.draw(canvas, face, item, comp, game, lang)
    return canvas


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("low_ink", [False, True])
def test_every_face_draws_readable_text_inside_the_safe_zone(game, lang, low_ink):
    count = 0
    for comp, item, face, side in distinct_faces(game):
        canvas = draw(game, comp, item, face, side, lang, low_ink)
        count += 1
        for text, x, y, w, h, size in canvas.texts:
            assert size >= 7, (comp.id, text, size)
            if comp.shape == "rect":
                assert x >= SAFE - 1e-6 and x + w <= canvas.width - SAFE + 1e-6, (comp.id, text)
                assert y >= SAFE - 1e-6, (comp.id, text)
                assert y + h <= canvas.height - SAFE + 1e-6, (comp.id, text)
    assert count > 100


def test_drawing_is_deterministic_and_uses_the_language(game):
    comp = next(c for c in game.components if c.id == "character-cards")
    item = next(i for i in comp.items if i.id == "assassin")
    first = draw(game, comp, item, item.front, "front", "it").tostring()
    again = draw(game, comp, item, item.front, "front", "it").tostring()
    assert first == again
    texts = [t[0] for t in draw(game, comp, item, item.front, "front", "de").texts]
    assert "Meuchelmörder" in texts and "Einfluss" in texts and "C39" in texts
    assert "assassin" not in texts


def test_basic_cards_print_their_colour_name(game):
    comp = next(c for c in game.components if c.id == "character-cards")
    item = next(i for i in comp.items if i.id == "yellow-merchant-1")
    texts = [t[0] for t in draw(game, comp, item, item.front, "front", "nl").texts]
    assert any(t.startswith("Geel") for t in texts)


@pytest.mark.parametrize("lang", LANGS)
def test_cards_print_a_short_code_not_an_english_id(game, lang):
    """German, Dutch and Italian cards printed "blue-torturer", "boat-01", "deity-hapi".
    Every card the checker may be told about prints its code ("C17"), the same in every
    language, and no card prints an item id."""
    ids = {item.id for comp in game.components for item in comp.items}
    coded = 0
    for comp, item, face, side in distinct_faces(game):
        texts = [t[0] for t in draw(game, comp, item, face, side, lang).texts]
        assert not ids & set(texts), (comp.id, ids & set(texts))
        code = face.fields.get("code")
        if code is not None:
            assert code in texts, (comp.id, item.id)
            coded += 1
    assert coded == 45 + 1 + 10 + 20


def test_codes_are_short_unique_and_language_neutral(game):
    import re

    codes = [
        item.front.fields["code"]
        for comp in game.components
        for item in comp.items
        if "code" in item.front.fields
    ]
    assert len(codes) == len(set(codes)) == 76
    assert all(re.fullmatch(r"[A-Z]\d{1,2}", c) for c in codes)
