"""Components without backs share sheets: every piece still printed as often as its
quantity, nothing overlaps, marks and outlines right, faces drawn with their own
component; components with backs (but for pooled last cards of decks, see
test_pooled_decks.py), the fold layout and ``sheet`` components unchanged."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from pdfgeom import MM, apply, painted_paths, placed_rect_mm, placements, reader, walk
from press_games import SAMPLE, deck, face

from cardgen.model import game_ids, load_game, load_games
from cardgen.model.types import Component, Item, Size, Text
from cardgen.press import layout as L
from cardgen.press.aids import with_aids
from cardgen.press.blanknote import blank_note_box
from cardgen.press.document import render_pdf
from cardgen.press.facecache import FaceCache
from cardgen.press.options import PrintOptions
from cardgen.press.planning import plan_pages
from cardgen.press.writer import OUTLINE_GROW

CONTENT = Path(__file__).resolve().parents[2] / "content"


def tokens(cid, n_items, qty, *, size=(32.0, 10.0), shape="rect", kind="tokens", cells=None,
           cell_mm=None):  # fmt: skip
    items = tuple(
        Item(id=f"{cid}-{i}", quantity=qty, front=face("front", n=i), cells=cells)
        for i in range(n_items)
    )
    return Component(id=cid, kind=kind, name=Text.of(cid), size=None if cells else Size(*size),
                     shape=shape, front_type="front", items=items, cell_mm=cell_mm)  # fmt: skip


def web_like(make_game):
    """Web's structure: a back-less tile, a deck with backs, then back-less tokens."""
    return make_game(
        tokens("server", 1, 1, shape="polyomino", kind="tiles", cells=("XX", "XX"), cell_mm=32),
        deck(7),
        tokens("cables", 4, 24),
        tokens("obstacles", 1, 6, size=(24.0, 24.0), shape="round"),
    )


def comps(page):
    return {s.piece.component.id for s in page.slots}


def test_backless_components_share_one_sheet_after_the_cards(make_game):
    """They share one sheet, which prints after the deck (cards first: each stock in one
    run of pages; it printed where the first of them was, in the middle of the duplex
    run)."""
    pages = plan_pages(web_like(make_game), PrintOptions())
    kinds = [p.kind for p in pages]
    assert kinds == ["calibration", "calibration-back", "front", "back", "front", "blank"]
    assert comps(pages[4]) == {"server", "cables", "obstacles"}
    assert len(pages[4].slots) == 1 + 96 + 6
    # the deck keeps its own sheet and its backs, behind their fronts
    assert comps(pages[2]) == comps(pages[3]) == {"deck"}
    assert len(pages[3].slots) == 7
    # the cables stay a butted grid with crop marks; the others are outlined
    (block,) = pages[4].sheet.blocks
    assert sum(s.outline for s in pages[4].slots) == 7
    x0, y0, x1, y1 = block.trim
    cables = [s for s in pages[4].slots if s.piece.component.id == "cables"]
    assert all(not s.outline and x0 <= s.x and s.x + s.piece.w <= x1 + 1e-9 for s in cables)
    assert (x1 - x0, y1 - y0) == pytest.approx((6 * 32.0, 16 * 10.0))


def test_without_duplex_the_shared_sheet_saves_pages_too(make_game):
    pages = plan_pages(web_like(make_game), PrintOptions(duplex="none"))
    assert [p.kind for p in pages] == ["calibration", "contents", "front", "front"]


def test_fold_layout_shares_sheets_between_pieces_without_backs(make_game):
    """The fold layout put each back-less piece on half a sheet of its own with a fold
    line that meant nothing (Web's server alone on a sheet, its cables on 3)."""
    pages = plan_pages(web_like(make_game), PrintOptions(layout="fold"))
    assert [p.kind for p in pages] == ["calibration", "contents", "front", "front", "front"]
    *decks, shared = pages[2:]
    assert comps(shared) == {"server", "cables", "obstacles"}
    assert len(shared.slots) == 1 + 96 + 6 and shared.sheet.fold_x is None
    # the deck: 4 cards to a sheet, each back folded onto the other half
    assert [len(p.sheet.fronts) for p in decks] == [4, 3]
    assert all(p.sheet.fold_x is not None and len(p.slots) == 2 * len(p.sheet.fronts)
               for p in decks)  # fmt: skip


def test_sheet_components_keep_their_own_pages(sample_game):
    for opts in (PrintOptions(), PrintOptions(layout="fold"), PrintOptions(duplex="none")):
        score = [p for p in plan_pages(sample_game, opts) if "score-sheet" in comps(p)]
        assert len(score) == 1 and len(score[0].slots) == 1


def test_card_selection_shares_too(sample_game):
    pages = plan_pages(sample_game, PrintOptions(cards=("isle-l", "marker-blue", "red-1")))
    fronts = [p for p in pages if p.kind == "front"]
    assert [sorted(comps(p)) for p in fronts] == [["ships"], ["islands", "markers"]]


# -- every game, A4 and Letter -------------------------------------------------------------


@pytest.fixture(scope="module")
def games():
    return [*load_games(game_ids(CONTENT), CONTENT), load_game("sample", SAMPLE)]


def _in_block(slot, sheet):
    return next(
        (
            i
            for i, b in enumerate(sheet.blocks)
            if b.trim[0] - 1e-6 <= slot.x
            and slot.x + slot.piece.w <= b.trim[2] + 1e-6
            and b.trim[1] - 1e-6 <= slot.y
            and slot.y + slot.piece.h <= b.trim[3] + 1e-6
        ),
        None,
    )


def _overlap(a, b) -> bool:
    e = 1e-9
    return a[0] < b[2] - e and b[0] < a[2] - e and a[1] < b[3] - e and b[1] < a[3] - e


def _bleed_boxes(slot, b):
    """The bleed of a placed piece as boxes: a polyomino's follows its cells (as placed:
    turned when the slot is), anything else is its trim plus bleed."""
    piece = slot.piece
    if piece.shape != "polyomino":
        x0, y0, x1, y1 = slot.trim
        return [(x0 - b, y0 - b, x1 + b, y1 + b)]
    cells = L.turn_cells(piece.cells) if slot.rotated else piece.cells
    cw, ch = piece.w / len(cells[0]), piece.h / len(cells)
    return [
        (
            slot.x + c * cw - b,
            slot.y + r * ch - b,
            slot.x + (c + 1) * cw + b,
            slot.y + (r + 1) * ch + b,
        )  # fmt: skip
        for r, row in enumerate(cells)
        for c, mark in enumerate(row)
        if mark != "."
    ]


@pytest.mark.parametrize(
    ("paper", "layout"), [("a4", "grid"), ("letter", "grid"), ("a4", "spaced")]
)
def test_every_piece_printed_as_often_as_its_quantity(games, paper, layout):
    for game in map(with_aids, games):  # (the player aids print with the game)
        opts = PrintOptions(paper=paper, layout=layout)
        pages = plan_pages(game, opts)
        fronts = Counter()
        backs = Counter()
        for page in pages:
            ids = Counter((s.piece.component.id, s.piece.ref.id) for s in page.slots)
            (fronts if page.kind == "front" else backs).update(ids)
        expected = Counter()
        expected_backs = Counter()
        for comp in game.components:
            for item in comp.items:
                if item.quantity > 0:
                    expected[(comp.id, item.id)] = item.quantity
                    if item.back is not None or comp.back is not None:
                        expected_backs[(comp.id, item.id)] = item.quantity
        assert fronts == expected, game.id
        assert backs == expected_backs, game.id
        for page in pages:
            owners = {s.piece.component.id: s.piece.component for s in page.slots}
            if any(c.kind == "sheet" for c in owners.values()):
                assert len(owners) == 1, (game.id, "sheets keep their own pages")
            if page.kind == "back" and len(owners) > 1:
                # only decks of one card size pool their last cards (test_pooled_decks.py)
                assert len({(s.piece.w, s.piece.h) for s in page.slots}) == 1, game.id
                assert all(c.shape == "rect" for c in owners.values()), game.id


@pytest.mark.parametrize(
    ("paper", "layout"), [("a4", "grid"), ("letter", "grid"), ("a4", "spaced")]
)
def test_nothing_overlaps_and_all_stays_on_the_printable_area(games, paper, layout):
    opts = PrintOptions(paper=paper, layout=layout)
    b = opts.bleed
    for game in games:
        for page in plan_pages(game, opts):
            if page.kind != "front":
                continue
            pw, ph = page.paper
            sheet = page.sheet
            boxes = []
            for slot in sheet.fronts:
                x0, y0, x1, y1 = slot.trim
                assert min(x0, y0, pw - x1, ph - y1) >= L.MARGIN - 1e-9, game.id
                c = slot.clip
                assert min(c[0], c[1], pw - c[2], ph - c[3]) >= 0
                assert slot.outline or _in_block(slot, sheet) is not None or len(sheet.fronts) == 1
                boxes.append((_in_block(slot, sheet), _bleed_boxes(slot, b)))
            # full bleed boxes of pieces not in the same grid block never overlap
            for i, (blk, a) in enumerate(boxes):
                for other, c in boxes[i + 1 :]:
                    if blk is None or blk != other:
                        assert not any(_overlap(p, q) for p in a for q in c), (game.id, a, c)
            for block in sheet.blocks:
                for (x1, y1), (x2, y2) in L.crop_marks(block, page.paper, b, opts.marks()):
                    seg = (min(x1, x2), min(y1, y2), max(x1, x2), max(y1, y2))
                    edge = min(seg[0], seg[1], pw - seg[2], ph - seg[3])
                    assert edge >= L.UNPRINTED - 1e-9, game.id
                    for _blk, parts in boxes:
                        assert not any(_overlap(seg, box) for box in parts), game.id


# -- the real files ------------------------------------------------------------------------


# Letter: 16 with shared sheets, 14 as the network cards' L-trominoes nest in pairs too.
# (+ 2 pages each since the player aids print with the game: a sheet of them and its back.)
@pytest.mark.parametrize(("paper", "before", "after"), [("a4", 20, 16), ("letter", 22, 16)])
def test_web_server_cables_and_obstacles_print_on_one_sheet(games, paper, before, after):
    web = next(g for g in games if g.id == "web")
    opts = PrintOptions(paper=paper)
    pages = plan_pages(web, opts)
    assert len(pages) == after < before  # pages before shared sheets: `before`
    shared = [p for p in pages if p.kind == "front" and len(comps(p)) > 1]
    assert len(shared) == 1 and comps(shared[0]) == {"server", "cables", "obstacles"}
    no = pages.index(shared[0])
    assert pages[no + 1].kind == "blank"

    data = render_pdf(web, opts)
    r = reader(data)
    assert len(r.pages) == after
    page = r.pages[no]
    ph_pt = float(page.mediabox.height)
    pw, ph = float(page.mediabox.width) / MM, ph_pt / MM
    # each piece's own face at its own place
    placed = [
        (name.split(".")[-1], placed_rect_mm(page, name, ctm, ph_pt, opts.bleed))
        for name, ctm in placements(page, r)
    ]
    assert len(placed) == len(shared[0].slots)
    for slot in shared[0].slots:
        match = next(
            i
            for i, (item, rect) in enumerate(placed)
            if item == slot.piece.ref.id
            and rect == pytest.approx(L.to_page(slot.trim, pages[no].paper), abs=0.05)
        )
        placed.pop(match)
    # each outlined piece cut along its own outline (white under black), marks clear
    strokes = [
        (x0 / MM, (ph_pt - y1) / MM, x1 / MM, (ph_pt - y0) / MM)
        for op, (x0, y0, x1, y1), _ctm in painted_paths(page, r)
        if op == "S"
    ]
    for slot in shared[0].slots:
        if slot.outline:
            # just outside the trim (no outline on the trim line: a dark rim after cutting)
            g = OUTLINE_GROW
            x0, y0, x1, y1 = slot.trim
            outline = L.to_page((x0 - g, y0 - g, x1 + g, y1 + g), pages[no].paper)
            hits = [s for s in strokes if s == pytest.approx(outline, abs=0.02)]
            assert len(hits) == 2, slot.piece.key
            trim = L.to_page(slot.trim, pages[no].paper)
            assert not [s for s in strokes if s == pytest.approx(trim, abs=0.1)]
    assert len(strokes) > 2 * 7 + 6 + 16  # outlines plus the cables' crop marks
    for x0, y0, x1, y1 in strokes:
        assert min(x0, y0, pw - x1, ph - y1) >= L.UNPRINTED - 0.13


def test_each_face_is_drawn_with_its_own_component(games, monkeypatch):
    web = next(g for g in games if g.id == "web")
    seen = []
    real = FaceCache.pdf

    def spy(self, game, comp, face, owner, **spec):
        seen.append((comp, owner))
        return real(self, game, comp, face, owner, **spec)

    monkeypatch.setattr(FaceCache, "pdf", spy)
    render_pdf(web, PrintOptions(cards=("central-server", "cable-red", "cable-blue")))
    assert {c.id for c, _ in seen} == {"server", "cables"}
    assert all(owner in comp.items for comp, owner in seen if owner is not None)


# -- layout ---------------------------------------------------------------------------------


def _rects(n, w=32.0, h=10.0, key="r"):
    return [L.Piece(key, w, h) for _ in range(n)]


def test_a_block_split_over_sheets_loses_no_row_when_exactly_full():
    marks = (L.MARK_OFFSET, L.MARK_LENGTH)
    # A4 portrait, 9 mm from the edges (room for 2 mm marks): 6 columns, 27 rows of 10 mm
    full = 6 * 27
    for n, sheets in [(full, 1), (full + 1, 2), (2 * full, 2)]:
        packed = L.pack_mixed([_rects(n), [L.Piece("t", 20, 20, "round")]], L.PAPERS["a4"],
                              3.0, "grid", marks)  # fmt: skip
        assert sum(len(s.fronts) for s in packed) == n + 1
        assert len(packed) == sheets + (n % full == 0)  # the token needs room of its own
        for s in packed:
            for block in s.blocks:
                assert block.edge == 9.0 and block.reach == 3.0 + 6.0
                assert block.trim[1] >= 9.0 - 1e-9 and block.trim[3] <= 297 - 9.0 + 1e-9


def test_later_small_pieces_fill_the_room_beside_an_earlier_row():
    big = L.Piece("big", 64.0, 64.0, "polyomino", ("XX", "XX"), 32.0)
    small = [L.Piece("s", 24.0, 24.0, "round") for _ in range(4)]
    (sheet,) = L.pack_mixed([[big], _rects(12), small], L.PAPERS["a4"], 3.0, "grid",
                            (1.0, 5.0))  # fmt: skip
    row = [s for s in sheet.fronts if s.piece.key in ("big", "s")]
    assert len({s.y for s in row}) == 1  # the tokens sit beside the big tile, above the block
    assert max(s.y for s in row) < sheet.blocks[0].trim[1]


@pytest.mark.parametrize("duplex", ["long", "short"])
@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.slow  # a sweep: not in make check (see pyproject.toml)
def test_the_left_blank_line_prints_behind_no_piece(games, duplex, paper):
    """It printed across the middle of the page, behind tokens and cable strips. (It may
    run behind their bleed, between rows, which is cut away.)"""
    checked = 0
    for game in games:
        opts = PrintOptions(paper=paper, duplex=duplex)
        pages = plan_pages(game, opts)
        data = render_pdf(game, opts)
        r = reader(data)
        for no, page in enumerate(pages):
            if page.kind != "blank":
                continue
            pdf_page = r.pages[no]
            ph_pt = float(pdf_page.mediabox.height)
            pw, ph = L.page_size(page.paper)
            # the text's glyph boxes, read from the PDF, in page mm (y down)
            texts, tm = [], (1, 0, 0, 1, 0, 0)
            for op, ops, ctm in walk(pdf_page, r):
                if op == "Tm":
                    tm = tuple(float(v) for v in ops)
                elif op in ("Tj", "TJ"):
                    x, y = apply(ctm, tm[4], tm[5])
                    texts.append((x / MM, (ph_pt - y) / MM))
            box = blank_note_box(page, duplex)
            if box is None:  # no free strip 6 mm from the edge
                assert not texts, (game.id, no)
                continue
            assert texts, (game.id, no)
            front = pages[no - 1]
            behind = []
            for slot in front.slots:  # their trims (the bleed is cut away)
                if slot.piece.component.kind == "sheet":
                    continue  # a score sheet is not cut out: its back is plain paper
                x0, y0, x1, y1 = L.to_page(slot.trim, front.paper)
                # where that lies on the back page after the flip (portrait page)
                if duplex == "long":
                    behind.append((pw - x1, y0, pw - x0, y1))
                else:
                    behind.append((x0, ph - y1, x1, ph - y0))
            for x, y in texts:
                assert L.UNPRINTED <= y <= ph - L.UNPRINTED
                assert L.UNPRINTED <= x <= pw - L.UNPRINTED
                # the glyphs: from the baseline up to their cap height (9 pt at most); up
                # is to the left on a note turned a quarter
                if box.turned:
                    hits = [b for b in behind
                            if b[0] <= x and x - 2.3 <= b[2] and b[1] <= y <= b[3]]  # fmt: skip
                else:
                    hits = [b for b in behind
                            if b[1] <= y and y - 2.3 <= b[3] and b[0] <= x <= b[2]]  # fmt: skip
                assert not hits, (game.id, no, (x, y))
            checked += 1
    assert checked >= 2
