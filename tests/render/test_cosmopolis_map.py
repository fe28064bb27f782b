"""Cosmopolis' map of adjoining regions: a link line crosses no box but its own two, and
no line strikes through the "(across the Pacific)" label. (Western Europe–Africa and
Western Asia–Africa ran under the Mediterranea box and read as Mediterranea–Africa.)"""

from __future__ import annotations

from pathlib import Path

import pytest

from cardgen.model import load_game
from cardgen.press.layout import PAPERS
from cardgen.render.faces.games.cosmopolis_networks import map as M

CONTENT = Path(__file__).resolve().parents[2] / "content"


def crosses(seg, box, pad=1.0) -> bool:
    """Whether the segment (x1, y1, x2, y2) passes through the box (x, y, w, h) grown by
    ``pad`` (Liang–Barsky clipping)."""
    x1, y1, x2, y2 = seg
    bx, by, bw, bh = box[0] - pad, box[1] - pad, box[2] + 2 * pad, box[3] + 2 * pad
    dx, dy = x2 - x1, y2 - y1
    t0, t1 = 0.0, 1.0
    for p, q in ((-dx, x1 - bx), (dx, bx + bw - x1), (-dy, y1 - by), (dy, by + bh - y1)):
        if p == 0:
            if q < 0:
                return False
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
        if t0 > t1:
            return False
    return True


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_no_link_runs_under_another_box_or_through_the_label(paper):
    game = load_game("cosmopolis-networks", CONTENT)
    comp = next(c for c in game.components if c.id == "reference-map")
    face = comp.items[0].front
    pw, ph = PAPERS[paper]
    w, h = pw - 20.0, ph - 20.0  # a sheet without a size: the page less 10 mm a side
    top, map_h = M.map_height(face, h)
    centres, ghost, links = M.map_layout(face, top, w, map_h)
    assert len(links) >= 15
    ghost_id = M.WRAP[0]
    for a, b, seg, across in links:
        ends = {a, b}
        for region, centre in centres.items():
            if region in ends and not (across and region == ghost_id):
                continue
            assert not crosses(seg, M.node_box(centre)), (a, b, "under", region)
        if not (across or ghost_id in ends):
            assert not crosses(seg, M.node_box(ghost, ghost=True)), (a, b, "under the second box")
        assert not crosses(seg, M.wrap_label_box(ghost), pad=0.5) or across or ghost_id in ends
    # the label lies inside the second box, which is drawn over the lines that end there
    lx, ly, lw, lh = M.wrap_label_box(ghost)
    gx, gy, gw, gh = M.node_box(ghost, ghost=True)
    assert gx < lx and lx + lw < gx + gw and gy < ly and ly + lh < gy + gh
