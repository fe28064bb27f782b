"""Circle the Wagons' checker draws each terrain as the printed cards do.

A reviewer found the painter's terrain chips unlike the cards: forest striped upright where
the cards stripe it on the diagonal, snow dotted where the cards cross-hatch it, mountains
cross-hatched where the cards zigzag them, water in straight lines where the cards wave.
The checker's squares now show the faces module's own drawing of each terrain
(``checker_swatches`` in the form's data), so the two cannot drift apart: each swatch has
the terrain's colour, and its pattern is drawn with the same strokes or dots, in the same
ink, as a card front's territory of that terrain."""

from __future__ import annotations

import json
import math
import re

import pytest

from cardgen.model import load_game
from cardgen.render.faces.games.circle_the_wagons.draw import draw_face
from cardgen.render.svg import SvgCanvas
from cardgen.site.checker import form_data_json

GAME = load_game("circle-the-wagons")
TERRAINS = {entry.id: entry.fields for entry in GAME.catalogs["terrains"]}
ELEMENT = re.compile(r"<(path|circle)\b([^>]*?)/?>")
ATTRIBUTE = re.compile(r'([a-z-]+)="([^"]*)"')
LOOK = ("fill", "stroke", "stroke-width", "r")
"""The attributes of a drawn element that make its look (not where it lies)."""


COMMAND = re.compile(r"([MLQZ])([^MLQZ]*)")


def directions(d: str) -> frozenset[int]:
    """The directions (degrees, 0-179, to 15°) of the straight segments of path ``d``."""
    out = set()
    here = (0.0, 0.0)
    for letter, numbers in COMMAND.findall(d):
        values = [float(n) for n in numbers.split()]
        if letter == "L":
            x, y = values
            angle = math.degrees(math.atan2(y - here[1], x - here[0])) % 180
            out.add(round(angle / 15) * 15 % 180)
        if len(values) >= 2:
            here = (values[-2], values[-1])
    return frozenset(out)


def looks(svg: str) -> set[tuple]:
    """Each kind of element ``svg`` draws: its tag, look (``LOOK``), path commands and the
    directions of its straight lines (a diagonal is no upright stripe)."""
    out = set()
    for tag, attrs in ELEMENT.findall(svg):
        values = dict(ATTRIBUTE.findall(attrs))
        d = values.get("d", "")
        commands = "".join(sorted(set(re.findall(r"[A-Za-z]", d))))
        out.add((tag, *(values.get(key) for key in LOOK), commands, directions(d)))
    return out


def front_with(terrain: str) -> str:
    """The SVG of the first card front that has a territory of ``terrain``."""
    component = next(c for c in GAME.components if c.id == "cards")
    item = next(
        i for i in component.items if any(t["terrain"] == terrain for t in i.front["territories"])
    )
    canvas = SvgCanvas(component.size.width, component.size.height, 3.0, lang="en", side="front")
    draw_face(canvas, item.front, item, component, GAME, "en")
    return canvas.tostring()


SWATCHES = json.loads(form_data_json(GAME))["checker_swatches"]


def test_the_form_data_has_a_swatch_for_every_terrain():
    assert sorted(SWATCHES) == sorted(TERRAINS)
    for svg in SWATCHES.values():
        assert svg.startswith("<svg") and svg.rstrip().endswith("</svg>")


@pytest.mark.parametrize("terrain", sorted(TERRAINS))
def test_each_swatch_is_drawn_as_the_card_fronts_draw_the_terrain(terrain):
    swatch = SWATCHES[terrain]
    fields = TERRAINS[terrain]
    # the terrain's colour fills it, and its pattern is in its ink
    assert f'fill="{fields["colour"]}"' in swatch
    assert f'="{fields["ink"]}"' in swatch
    # every kind of stroke or dot of the swatch is one the printed card draws (the same
    # ink, line width, dot size, kind of path, straight, zigzag or wave, and direction)
    pattern = {look for look in looks(swatch) if fields["ink"] in look}
    assert pattern, f"{terrain}: no pattern in its ink"
    assert pattern <= looks(front_with(terrain)), terrain


def test_the_six_patterns_differ_as_on_the_cards():
    kinds = {terrain: TERRAINS[terrain]["pattern"] for terrain in TERRAINS}
    assert len(set(kinds.values())) == len(kinds)
    drawn = {terrain: frozenset(looks(SWATCHES[terrain])) for terrain in TERRAINS}
    assert len(set(drawn.values())) == len(drawn)


def test_the_built_page_holds_each_swatch_once(built_site):
    """The form drawn at build time gives each terrain's look (colour, swatch, ink) once, in
    one style sheet, not in every cell's own style: a cell carries its terrain's class. (Each
    cell with its own swatch made the page 767 KB, and a phone showed the form a second
    late: ``bench/checker.py --game circle-the-wagons``.)"""
    from urllib.parse import quote

    page = (built_site / "en" / "circle-the-wagons" / "checker" / "index.html").read_text(
        encoding="utf-8"
    )
    form = page[page.index('class="cg-prerendered') :]
    assert form.count('<style class="cg-swatches">') == 1
    for terrain, swatch in SWATCHES.items():
        assert form.count(quote(swatch, safe="!*'()")) == 1, terrain  # (encodeURIComponent)
        assert f"cg-t-{terrain}" in form
    assert not re.search(r'class="cg-ctw-cell[^"]*" style=|style="[^"]*data:image', form)
