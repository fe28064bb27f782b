"""Nested L-tromino pairs: the gap kept, used only when it saves sheets, the turned
piece's outline turned, and every back still behind its own front (turned along)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pdfgeom import MM, apply, placed_rect_mm, placements, reader, walk

from cardgen.model import load_game
from cardgen.press import layout as L
from cardgen.press.document import render_pdf
from cardgen.press.options import PrintOptions
from cardgen.press.planning import plan_pages
from cardgen.press.writer import OUTLINE_GROW

CONTENT = Path(__file__).resolve().parents[2] / "content"


@pytest.fixture(scope="module")
def web():
    return load_game("web", CONTENT)


def squares(cells, cell, x, y):
    return {
        (round(x + c * cell, 3), round(y + r * cell, 3))
        for r, row in enumerate(cells)
        for c, ch in enumerate(row)
        if ch != "."
    }


@pytest.mark.parametrize("cells", sorted(L.L_TROMINOES))
def test_a_nested_pair_keeps_the_gap_and_fills_three_by_two(cells):
    cell, gap = 32.0, 8.0
    w, h, (ax, ay), (bx, by) = L.nest_pair(cells, cell, gap)
    assert (w, h) == (3 * cell + gap, 2 * cell + gap)
    mine = squares(cells, cell, ax, ay)
    twin = squares(L.turn_cells(cells), cell, bx, by)
    for x0, y0 in mine | twin:
        assert min(x0, y0) >= 0 and x0 + cell <= w + 1e-9 and y0 + cell <= h + 1e-9
    for x0, y0 in mine:
        for x1, y1 in twin:
            # bleed follows the outline with square corners: the larger axis gap counts
            assert max(abs(x1 - x0), abs(y1 - y0)) - cell >= gap - 1e-9


def test_pairs_nest_only_where_that_saves_a_sheet(web):
    def network_fronts(paper):
        return [
            p
            for p in plan_pages(web, PrintOptions(paper=paper))
            if p.kind == "front" and p.slots[0].piece.component.id == "network-cards"
        ]

    assert not any(s.rotated for p in network_fronts("a4") for s in p.slots)
    letter = network_fronts("letter")
    assert len(letter) == 5  # 6 without nesting
    assert sum(s.rotated for p in letter for s in p.slots) == 9  # 18 L-trominoes


def _flip(points, paper, axis, cell):
    pw, ph = paper
    if axis == "vertical":
        return {(round(pw - x - cell, 3), y) for x, y in points}
    return {(x, round(ph - y - cell, 3)) for x, y in points}


@pytest.mark.parametrize("duplex", ["long", "short"])
def test_each_back_of_a_nested_piece_lands_behind_its_front(web, duplex):
    opts = PrintOptions(paper="letter", duplex=duplex, back_offset=(0.0, 0.0))
    pages = plan_pages(web, opts)
    data = render_pdf(web, opts)
    r = reader(data)
    checked = 0
    for no, page in enumerate(pages):
        if page.kind != "front" or not any(s.rotated for s in page.slots):
            continue
        back = pages[no + 1]
        axis = L.flip_axis(page.paper, duplex)
        assert len(back.slots) == len(page.slots)
        for front, rear in zip(page.slots, back.slots, strict=True):
            piece = front.piece
            cell = piece.cell_mm
            placed = L.turn_cells(piece.cells) if front.rotated else piece.cells
            seen = L.mirror_cells(piece.cells)  # the back as drawn, before its own turn
            seen = L.turn_cells(seen) if rear.rotated else seen
            assert _flip(squares(seen, cell, rear.x, rear.y), page.paper, axis, cell) == squares(
                placed, cell, front.x, front.y
            ), piece.key
            checked += 1
        # the PDF draws each face turned exactly when its slot says so
        for page_no, slots in ((no, page.slots), (no + 1, back.slots)):
            pdf_page = r.pages[page_no]
            ph = float(pdf_page.mediabox.height)
            done = placements(pdf_page, r)
            assert len(done) == len(slots)
            for (name, ctm), slot in zip(done, slots, strict=True):
                # (a landscape sheet prints turned a quarter on a portrait page)
                upside_down = ctm[1] > 0 if L.turned(page.paper) else ctm[0] < 0 and ctm[3] < 0
                assert upside_down == slot.rotated
                rect = placed_rect_mm(pdf_page, name, ctm, ph, opts.bleed)
                assert rect == pytest.approx(L.to_page(slot.trim, page.paper), abs=0.05)
                assert name.split(".")[-1] == slot.piece.ref.id
    assert checked >= 18


def _on(point, vertices, tol=0.02) -> bool:
    return any(abs(point[0] - x) <= tol and abs(point[1] - y) <= tol for x, y in vertices)


def test_a_turned_piece_is_cut_along_its_turned_outline(web):
    opts = PrintOptions(paper="letter")
    pages = plan_pages(web, opts)
    no = next(
        i for i, p in enumerate(pages) if p.kind == "front" and any(s.rotated for s in p.slots)
    )
    r = reader(render_pdf(web, opts))
    page = r.pages[no]
    ph = float(page.mediabox.height)
    outlines, pts = [], []
    for op, ops, ctm in walk(page, r):
        if op in ("m", "l"):
            x, y = apply(ctm, float(ops[0]), float(ops[1]))
            pts.append((x / MM, (ph - y) / MM))
        elif op == "S":
            outlines.append(pts)
            pts = []
        elif op in ("n", "f", "B"):
            pts = []
    checked = 0
    for slot in pages[no].slots:
        if slot.piece.cells not in L.L_TROMINOES:
            continue
        cells = L.turn_cells(slot.piece.cells) if slot.rotated else slot.piece.cells
        g = OUTLINE_GROW  # the outline runs just outside the trim
        x0, y0, x1, y1 = slot.trim
        x0, y0, x1, y1 = x0 - g, y0 - g, x1 + g, y1 + g
        corners = {(x0, y0): cells[0][0], (x1, y0): cells[0][1], (x0, y1): cells[1][0],
                   (x1, y1): cells[1][1]}  # fmt: skip
        corners = {L.to_page_point(c, pages[no].paper): ch for c, ch in corners.items()}
        filled = [c for c, ch in corners.items() if ch == "X"]
        mine = [o for o in outlines if all(_on(c, o) for c in filled)]
        assert len(mine) == 2, slot.piece.key  # white under black
        empty = next(c for c, ch in corners.items() if ch == ".")
        assert not any(_on(empty, o) for o in mine)
        checked += slot.rotated
    assert checked >= 3
