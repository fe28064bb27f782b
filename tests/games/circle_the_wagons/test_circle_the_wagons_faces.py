"""Every face draws in every language (text fits, no errors), and the goal backs show the
designed marker only on goals that are not verified."""

from __future__ import annotations

import pytest

from cardgen.model import LANGS, load_game
from cardgen.render.faces.games.circle_the_wagons.diagrams import _cells, points_label
from cardgen.render.faces.games.circle_the_wagons.draw import draw_face
from cardgen.render.svg import SvgCanvas


@pytest.mark.parametrize("lang", LANGS)
def test_every_face_draws(lang):
    game = load_game("circle-the-wagons")
    for comp in game.components:
        for item in comp.items:
            for side, face in (("front", item.front), ("back", item.back)):
                if face is None:
                    continue
                w, h = (comp.size.width, comp.size.height) if comp.size else (190.0, 277.0)
                canvas = SvgCanvas(w, h, 3.0, lang=lang, side=side)
                draw_face(canvas, face, item, comp, game, lang)  # TextFitError would raise


def test_every_goal_has_a_diagram_and_a_badge():
    game = load_game("circle-the-wagons")
    for rule in game.scoring:
        if rule.kind == "goal":
            assert _cells(rule.params), rule.id
    labels = {r.id: points_label(r.params) for r in game.scoring if r.kind == "goal"}
    assert labels["wet-whistle"] == "+2/−1"
    assert labels["one-too-many"] == "−1"
    assert labels["outlaws"] == "2"
