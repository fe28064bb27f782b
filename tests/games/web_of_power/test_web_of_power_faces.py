"""Web of Power faces, drawn from its layouts (content/web-of-power/layouts.yaml): every
face draws in every language, text stays readable (≥ 7 pt) and inside the safe zone, what
taking a card needs stays above a Law card lying on it, and the print and SVG commands
build."""

from __future__ import annotations

import subprocess
import sys

import pytest

from cardgen.model import LANGS, load_game
from cardgen.render import faces as face_drawing
from cardgen.render.canvas import SAFE
from cardgen.render.layouts.assets import assets_of
from cardgen.render.svg import SvgCanvas

GAME = load_game("web-of-power")
LAND_HEIGHT = 68.0
"""The Land card (mini euro) the faces are laid out for."""


def draw(canvas, face, item, component, game, lang) -> None:
    face_drawing.draw(canvas, face, item, component, game, lang)


def icon_names() -> dict[str, str]:
    """The registered name of each of the game's icons → its name in layouts.yaml."""
    assets = assets_of(GAME.design)
    return {assets.icon(name): name for name in GAME.design.icons}


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


def test_every_face_is_drawn_by_a_layout():
    from cardgen.render.layouts import layout_elements

    for comp, item, face, *_ in faces():
        assert layout_elements(face, item, comp, GAME) is not None, (comp.id, face.type)


def test_land_cards_print_name_count_and_symbol_names():
    comp = next(c for c in GAME.components if c.id == "land-cards")
    item = comp.item("frankreich-1")
    canvas = Recording(44, 68, 3, lang="it")
    draw(canvas, item.front, item, comp, GAME, "it")
    texts = [t[0] for t in canvas.texts]
    assert "Francia" in texts and "Frankreich" not in texts and "8" in texts
    assert texts.count("Croce") == 2 and "Nave" in texts


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.slow  # a sweep: not in make check (see pyproject.toml)
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


class Tracing(Recording):
    """Records icons as well as texts, to check where on the card they are drawn."""

    def __init__(self, *args, **kw):
        super().__init__(*args, **kw)
        self.icons = []
        self.rects = []

    def icon(self, name, x, y, size, color="#000000"):
        self.icons.append((icon_names().get(name, name), x, y, size))
        return super().icon(name, x, y, size, color)

    def rect(self, x, y, w, h, **kw):
        self.rects.append((x, y, w, h, kw))
        return super().rect(x, y, w, h, **kw)


def law_line(lang: str = "en") -> float:
    """Where a Law card's top edge lies on a Land card: the middle of the notches the
    face draws at both edges (small ink bars reaching into the bleed)."""
    comp = next(c for c in GAME.components if c.id == "land-cards")
    item = comp.items[0]
    canvas = Tracing(44, LAND_HEIGHT, 3, lang=lang)
    draw(canvas, item.front, item, comp, GAME, lang)
    notches = [(y + h / 2) for x, y, w, h, kw in canvas.rects
               if kw.get("fill") == "#1d1d1d" and h < 1 and (x < 0 or x + w > 44)]  # fmt: skip
    assert len(notches) == 2 and notches[0] == notches[1], notches
    return notches[0]


@pytest.mark.parametrize("lang", LANGS)
def test_a_law_card_on_a_land_card_leaves_what_taking_needs_visible(lang):
    """Setup lays a Law card over the lower part of a Land card. Above the Law card's top edge
    every Land card still shows its country name, the country's card count and each of its
    circle symbols and its route, so the taking rule (which counts symbols) can be applied
    before anyone takes the card."""
    LAW_LINE = law_line(lang)  # noqa: N806
    comp = next(c for c in GAME.components if c.id == "land-cards")
    assert (comp.size.width, comp.size.height) == (44.0, LAND_HEIGHT)
    assert LAW_LINE <= LAND_HEIGHT / 3, "the Law card must still cover most of the Land card"
    for item in comp.items:
        canvas = Tracing(44, 68, 3, lang=lang)
        draw(canvas, item.front, item, comp, GAME, lang)
        entry = GAME.catalogs["countries"][item.front["country"]]
        above = [t[0] for t in canvas.texts if t[2] + t[4] <= LAW_LINE]
        assert entry.name.get(lang) in above, item.id
        assert str(entry.get("cards")) in above, item.id
        icons_above = sorted(name for name, x, y, size in canvas.icons if y + size <= LAW_LINE)
        expected = list(item.front["symbols"])
        if item.front.get("route"):
            expected.append(item.front["route"])
        assert icons_above == sorted(expected), item.id
        # The large symbols and route below the line are there as well, with their names.
        below = [t[0] for t in canvas.texts if t[2] >= LAW_LINE]
        for symbol in item.front["symbols"]:
            assert GAME.catalogs["symbols"][symbol].name.get(lang) in below, item.id


def test_the_opening_layout_shows_the_law_card_at_the_land_card_line():
    LAW_LINE = law_line()  # noqa: N806
    sheet = next(c for c in GAME.components if c.id == "reference-sheet")
    item = sheet.items[0]
    canvas = Tracing(sheet.size.width, sheet.size.height, 0, lang="en")
    draw(canvas, item.front, item, sheet, GAME, "en")
    rects = canvas.rects
    laws = [r for r in rects if r[4].get("pattern") == "diagonal"]
    assert len(laws) == len(item.front["laws"]) + 1  # and the legend's
    placed = []
    for x, y, w, h, _ in laws:
        cell = [r for r in rects if r[0] <= x + 1e-6 and abs(r[1] + r[3] - (y + h)) < 1e-6
                and r[4].get("fill") == "#eef1f5" and r[0] + r[2] >= x + w - 1e-6]  # fmt: skip
        if cell:  # the legend's marker has no cell under it
            cx, cy, cw, ch, _ = cell[0]
            assert abs((y - cy) / ch - LAW_LINE / LAND_HEIGHT) < 1e-6
            placed.append((round((cy - 20) / 28.5) + 1, round((cx - 18) / (247 / 14)) + 1))
    # each Law card lies on the row and column its position names
    expected = sorted((p["row"], p["column"]) for p in item.front["laws"])
    assert sorted(placed) == expected


GERMAN_ONLY = ("Dänemark", "Kastilien", "Siegpunkte", "Anrechtstein", "Symbole erlaubt")


@pytest.mark.parametrize("lang", ["en", "nl", "it"])
def test_a_printed_face_speaks_its_own_language_only(lang):
    """No German printed name on an English, Dutch or Italian card: the player holds our
    card in their language (the German names stay on the rules pages)."""
    for comp, item, face, w, h, side in faces():
        canvas = Recording(w, h, 3.0, low_ink=False, lang=lang, side=side, shape=comp.shape)
        draw(canvas, face, item, comp, GAME, lang)
        for text, *_ in canvas.texts:
            assert not any(word in text for word in GERMAN_ONLY), (comp.id, lang, text)
