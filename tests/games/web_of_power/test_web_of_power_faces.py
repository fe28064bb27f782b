"""Web of Power faces: every face draws in every language, text stays readable (≥ 7 pt)
and inside the safe zone, and the print and SVG commands build."""

from __future__ import annotations

import subprocess
import sys

import pytest

from cardgen.model import load_game
from cardgen.render.canvas import SAFE
from cardgen.render.faces import face_drawer
from cardgen.render.svg import SvgCanvas

GAME = load_game("web-of-power")
LANGS = ("en", "de", "nl", "it")


class Recording(SvgCanvas):
    def __init__(self, *args, **kw):
        super().__init__(*args, **kw)
        self.texts = []

    def text(self, text, x, y, w, h, **kw):
        result = super().text(text, x, y, w, h, **kw)
        self.texts.append((text, x, y, w, h, result))
        return result


def faces():
    for comp in GAME.components:
        size = comp.size
        w, h = (size.width, size.height) if size else (190.0, 277.0)
        if comp.back is not None:
            yield comp, None, comp.back, w, h, "back"
        for item in comp.items:
            yield comp, item, item.front, w, h, "front"
            if item.back is not None:
                yield comp, item, item.back, w, h, "back"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("low_ink", [False, True])
def test_every_face_is_readable_and_safe(lang, low_ink):
    draw = face_drawer("web-of-power")
    for comp, item, face, w, h, side in faces():
        bleed = 0.0 if comp.kind == "sheet" else 3.0
        canvas = Recording(w, h, bleed, low_ink=low_ink, lang=lang, side=side, shape=comp.shape)
        draw(canvas, face, item, comp, GAME, lang)
        assert canvas.texts or comp.kind == "tokens", (comp.id, face.type)
        for text, x, y, tw, th, result in canvas.texts:
            where = (comp.id, item.id if item else "back", lang, text[:30])
            assert result.size_pt >= 7, where
            assert result.fits, where
            if comp.kind == "deck":
                assert x >= SAFE - 1e-6 and y >= SAFE - 1e-6, where
                assert x + tw <= w - SAFE + 1e-6 and y + th <= h - SAFE + 1e-6, where


def test_land_cards_print_name_count_and_symbol_names():
    draw = face_drawer("web-of-power")
    comp = next(c for c in GAME.components if c.id == "land-cards")
    item = comp.item("frankreich-1")
    canvas = Recording(44, 68, 3, lang="it")
    draw(canvas, item.front, item, comp, GAME, "it")
    texts = [t[0] for t in canvas.texts]
    assert "Francia" in texts and "Frankreich" in texts and "8" in texts
    assert texts.count("Croce") == 2 and "Nave" in texts


@pytest.mark.parametrize("lang", LANGS)
def test_print_builds(tmp_path, lang):
    out = tmp_path / f"wop-{lang}.pdf"
    done = subprocess.run(
        [sys.executable, "-m", "cardgen", "print", "web-of-power", "--lang", lang, "-o", str(out)],
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert out.stat().st_size > 10_000


def test_svg_builds(tmp_path):
    done = subprocess.run(
        [sys.executable, "-m", "cardgen", "svg", "web-of-power", "--lang", "it", "-o",
         str(tmp_path / "svg")],
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert len(list((tmp_path / "svg").glob("*.svg"))) >= 70
