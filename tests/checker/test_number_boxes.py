"""Every number box of every game's form arrives empty: a default shows as the box's
placeholder, never as a value a typed digit would go after ("0", then 2, made "02").
Read from the forms the build draws (no browser); the boxes of other modes and widgets
are met in the journeys (Web: test_doubts.py; Pyramidion's site: test_pyramidion_modes.py)."""

from __future__ import annotations

import re

import pytest
from games import checker_games

NUMBER_BOX = re.compile(r'<input[^>]*type="number"[^>]*>')


@pytest.mark.parametrize("game", [g.id for g in checker_games()])
def test_no_number_box_arrives_holding_a_number(site_dir, game):
    page = (site_dir / "en" / game / "checker" / "index.html").read_text(encoding="utf-8")
    form = page[page.index('class="cg-prerendered"') :]
    boxes = NUMBER_BOX.findall(form)
    holding = [box for box in boxes if re.search(r'\svalue="[^"]+"', box)]
    assert holding == []
    if game == "web":
        hands = [box for box in boxes if ".hand" in box]
        assert hands and all('placeholder="0"' in box for box in hands)
