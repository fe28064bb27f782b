"""Imposition read back from real PDFs: positions, duplex, page counts, marks, boxes."""

from __future__ import annotations

import math

import pytest
from pdfgeom import MM, apply, form_bbox, painted_paths, placed_rect_mm, placements, reader
from press_games import deck

from cardgen.errors import UserError
from cardgen.press import layout as L
from cardgen.press.document import render_pdf
from cardgen.press.options import PrintOptions
from cardgen.press.planning import plan_pages

A4 = (210.0, 297.0)
LETTER = (215.9, 279.4)


def faces_on(data: bytes, page_no: int, bleed: float):
    r = reader(data)
    page = r.pages[page_no]
    ph = float(page.mediabox.height)
    return [
        (name, placed_rect_mm(page, name, ctm, ph, bleed), ctm) for name, ctm in placements(page, r)
    ]


def test_grid_poker_a4_positions_to_0_05_mm(make_game):
    game = make_game(deck(9))
    data = render_pdf(game, PrintOptions(bleed=3.0))
    placed = faces_on(data, 2, 3.0)
    assert len(placed) == 9
    # 3 × 3 poker cards butted, centred on A4 portrait: independent arithmetic.
    x0, y0 = (210 - 3 * 63.5) / 2, (297 - 3 * 88.9) / 2
    for i, (_name, rect, _ctm) in enumerate(placed):
        r, c = divmod(i, 3)
        expected = (x0 + c * 63.5, y0 + r * 88.9, x0 + (c + 1) * 63.5, y0 + (r + 1) * 88.9)
        assert rect == pytest.approx(expected, abs=0.05)


def test_letter_fits_nine_poker_cards_only_with_bleed_clear_of_the_outer_4_mm():
    # (the default files use 8 on Letter, to keep room for crop marks: test_marks_and_ink)
    plan = L.plan_grid(LETTER, 63.5, 88.9, 1.0, "grid")
    assert (plan.cols, plan.rows, plan.paper) == (3, 3, LETTER)
    plan = L.plan_grid(LETTER, 63.5, 88.9, 3.0, "grid")
    assert plan.per_sheet == 8


def test_spaced_poker_a4_is_eight_up_landscape():
    plan = L.plan_grid(A4, 63.5, 88.9, 3.0, "spaced")
    assert plan.per_sheet == 8 and plan.paper == (297.0, 210.0)


def test_exact_width_fit_keeps_the_last_column():
    # Cards exactly filling the printable width must not lose a column.
    w = (210 - 2 * L.MARGIN) / 4
    plan = L.plan_grid(A4, w, 50.0, 0.0, "grid")
    assert plan.cols == 4


@pytest.mark.parametrize(("n", "front_pages"), [(0, 0), (1, 1), (9, 1), (10, 2), (18, 2), (19, 3)])
def test_page_counts_no_blank_no_lost_page(make_game, n, front_pages):
    game = make_game(deck(n))
    data = render_pdf(game, PrintOptions())
    r = reader(data)
    # calibration + its back, then each front page followed by its back page
    assert len(r.pages) == 2 + 2 * front_pages
    placed = sum(len(placements(r.pages[i], r)) for i in range(2, len(r.pages), 2))
    assert placed == n
    backs = sum(len(placements(r.pages[i], r)) for i in range(3, len(r.pages), 2))
    assert backs == n


def test_page_count_without_duplex_and_fold(make_game):
    game = make_game(deck(10))
    # calibration and contents pages, then the sheets
    assert len(plan_pages(game, PrintOptions(duplex="none"))) == 2 + 2
    # fold: 4 poker cards per A4 landscape sheet (fronts left, backs right)
    assert len(plan_pages(game, PrintOptions(layout="fold"))) == 2 + 3


def _trim_corners(page, name, ctm, bleed):
    """The four trim corners of a placed face in page points (y up), named from the
    face's own point of view: top-left, top-right, bottom-left, bottom-right."""
    x0, y0, x1, y1 = form_bbox(page, name)
    b = bleed * MM
    return {
        "tl": apply(ctm, x0 + b, y1 - b),
        "tr": apply(ctm, x1 - b, y1 - b),
        "bl": apply(ctm, x0 + b, y0 + b),
        "br": apply(ctm, x1 - b, y0 + b),
    }


def _behind(point, page_size_pt, duplex, offset_mm):
    """The front-page point that a back-page point lies behind, on a portrait sheet
    flipped on its long (vertical) or short (horizontal) edge; the back offset is measured
    on the printed back page (+x right, +y down)."""
    x, y = point
    x, y = x - offset_mm[0] * MM, y + offset_mm[1] * MM
    w, h = page_size_pt
    return (w - x, y) if duplex == "long" else (x, h - y)


@pytest.mark.parametrize("duplex", ["long", "short"])
@pytest.mark.parametrize("offset", [(0.0, 0.0), (2.0, 0.0), (0.0, 2.0), (1.5, -0.75)])
@pytest.mark.parametrize("layout", ["grid", "spaced"])
@pytest.mark.parametrize("paper", sorted(L.PAPERS))
def test_each_back_lands_behind_its_own_front(make_game, duplex, offset, layout, paper):
    """Every page is portrait, and the back offset moves the backs along the printed back
    page's own axes, on every layout, paper and flip (the defect: on landscape sheets an
    offset of 2,0 moved the backs along the other physical axis). Each back's corners lie
    behind its front's mirrored corners: upright when the card is turned over its own
    vertical axis."""
    game = make_game(deck(7, per_item_backs=True), deck(3, per_item_backs=True, size=(59, 92),
                     cid="euro"))  # fmt: skip
    opts = PrintOptions(paper=paper, duplex=duplex, back_offset=offset, layout=layout,
                        bleed=2.0)  # fmt: skip
    data = render_pdf(game, opts)
    r = reader(data)
    kinds = [p.kind for p in plan_pages(game, opts)]
    checked = 0
    for no, page in enumerate(r.pages):
        size = (float(page.mediabox.width), float(page.mediabox.height))
        assert size[0] < size[1], (no, size)
        if kinds[no] != "front":
            continue
        backs = {}
        for name, ctm in placements(r.pages[no + 1], r):
            backs[name.split(".")[-1]] = _trim_corners(r.pages[no + 1], name, ctm, 2.0)
        for name, ctm in placements(page, r):
            front = _trim_corners(page, name, ctm, 2.0)
            back = backs.pop(name.split(".")[-1])
            for mine, theirs in (("tl", "tr"), ("tr", "tl"), ("bl", "br"), ("br", "bl")):
                seen = _behind(back[mine], size, duplex, offset)
                assert seen == pytest.approx(front[theirs], abs=0.15), (no, name, mine)
            checked += 1
        assert not backs
    assert checked == 10


def test_short_edge_back_orientation_reads_upright(make_game):
    """The back's own top-left corner must sit behind the front's top-right corner when the
    card is turned over its vertical axis (physical check of the 180° rotation)."""
    game = make_game(deck(1, per_item_backs=True))
    data = render_pdf(game, PrintOptions(duplex="short", bleed=0.0))
    r = reader(data)
    ph = float(r.pages[3].mediabox.height)
    pw = float(r.pages[3].mediabox.width)
    ((_n, front_ctm),) = placements(r.pages[2], r)
    ((_m, back_ctm),) = placements(r.pages[3], r)
    # form coordinates: (0, h) is the face's top-left corner
    h = form_bbox(r.pages[3], _m)[3]
    w = form_bbox(r.pages[3], _m)[2]
    bx, by = apply(back_ctm, 0, h)  # back's top-left on the back page (points, y up)
    # short-edge flip on portrait: back point (x, y) lies behind front point (x, H - y)
    fx, fy = bx, ph - by
    tr_x, tr_y = apply(front_ctm, w, h)  # front's top-right corner
    assert (fx, fy) == pytest.approx((tr_x, tr_y), abs=0.15)
    assert pw > 0


def test_crop_marks_stay_outside_trim_and_bleed(make_game):
    game = make_game(deck(5))
    b = 3.0
    data = render_pdf(game, PrintOptions(bleed=b))
    r = reader(data)
    page = r.pages[2]
    ph = float(page.mediabox.height)
    rects = [rect for _n, rect, _c in faces_on(data, 2, b)]
    strokes = [bbox for op, bbox, _ctm in painted_paths(page, r) if op == "S"]
    assert len(strokes) >= 8
    for x0, y0, x1, y1 in strokes:
        mx0, mx1 = x0 / MM, x1 / MM
        my0, my1 = (ph - y1) / MM, (ph - y0) / MM
        for tx0, ty0, tx1, ty1 in rects:
            overlap_x = mx0 < tx1 + b - 1e-6 and mx1 > tx0 - b + 1e-6
            overlap_y = my0 < ty1 + b - 1e-6 and my1 > ty0 - b + 1e-6
            assert not (overlap_x and overlap_y), "a crop mark reaches into a card's bleed"
    # marks are drawn twice, white under black, so they show on light and dark paper
    colours = [tuple(o) for op, o, _ in _ops(page, r) if op == "RG"]
    assert (1.0, 1.0, 1.0) in colours and (0.0, 0.0, 0.0) in colours


def _ops(page, r):
    from pdfgeom import walk

    for op, ops, ctm in walk(page, r):
        yield op, [float(v) for v in ops] if op == "RG" else ops, ctm


def test_trim_and_bleed_boxes_on_every_page(make_game):
    game = make_game(deck(4))
    data = render_pdf(game, PrintOptions(bleed=3.0))
    r = reader(data)
    for page in r.pages:
        assert "/TrimBox" in page and "/BleedBox" in page
    page = r.pages[2]
    trim = [float(v) / MM for v in page.trimbox]
    bleed = [float(v) / MM for v in page.bleedbox]
    x0 = (210 - 3 * 63.5) / 2
    assert trim[0] == pytest.approx(x0, abs=0.05)
    assert trim[2] == pytest.approx(x0 + 3 * 63.5, abs=0.05)
    assert bleed[0] == pytest.approx(x0 - 3.0, abs=0.05)
    assert trim[3] - trim[1] == pytest.approx(2 * 88.9, abs=0.05)


def test_metadata_and_viewer_preferences(sample_game):
    data = render_pdf(sample_game, PrintOptions(lang="de", duplex="short"))
    r = reader(data)
    root = r.trailer["/Root"]
    assert root["/Lang"] == "de"
    prefs = root["/ViewerPreferences"]
    assert prefs["/PrintScaling"] == "/None"
    assert prefs["/Duplex"] == "/DuplexFlipShortEdge"
    assert r.metadata.title == "Beispielhafen — Zum Ausdrucken" and r.metadata.creator.startswith(
        "cardgen"
    )


def test_fonts_are_embedded(sample_game):
    data = render_pdf(sample_game, PrintOptions())
    r = reader(data)
    found = set()

    def visit(res):
        res = res.get_object() if res is not None else None
        if not res:
            return
        for font in (res.get("/Font") or {}).values():
            font = font.get_object()
            for desc in font.get("/DescendantFonts", []):
                fd = desc.get_object()["/FontDescriptor"].get_object()
                assert "/FontFile2" in fd
                found.add(str(font["/BaseFont"]))
            if "/FontDescriptor" in font:
                assert "/FontFile2" in font["/FontDescriptor"].get_object()
                found.add(str(font["/BaseFont"]))
        for xo in (res.get("/XObject") or {}).values():
            visit(xo.get_object().get("/Resources"))

    for page in r.pages:
        visit(page.get("/Resources"))
    assert found and all("CardSans" in f or "DejaVu" in f for f in found)


def test_byte_identical_output(sample_game):
    opts = PrintOptions(lang="it", layout="spaced", low_ink=True)
    assert render_pdf(sample_game, opts) == render_pdf(sample_game, opts)


def test_double_faced_polyomino_and_tokens(sample_game):
    kinds = [p.kind for p in plan_pages(sample_game, PrintOptions())]
    # ships (5 → 1 sheet + back), ports (double-faced: back), islands and markers (no
    # backs: one shared sheet), sheet
    assert kinds == ["calibration", "calibration-back", "front", "back", "front", "back",
                     "front", "blank", "front", "blank"]  # fmt: skip
    pages = plan_pages(sample_game, PrintOptions())
    shared = pages[6]
    assert {s.piece.cells for s in shared.slots if s.piece.shape == "polyomino"} == {
        ("X.", "XX"),
        ("XXX",),
    }
    assert {s.piece.component.id for s in shared.slots} == {"islands", "markers"}
    # no two outlined pieces overlap, bleed included
    for page in pages:
        rects = [s.clip for s in page.slots if s.outline]
        for i, a in enumerate(rects):
            for b in rects[i + 1 :]:
                assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]


def test_card_selection_and_unknown_ids(sample_game):
    pages = plan_pages(sample_game, PrintOptions(cards=("red-2",)))
    fronts = [p for p in pages if p.kind == "front"]
    assert len(fronts) == 1 and len(fronts[0].slots) == 2  # quantity 2
    with pytest.raises(UserError, match="nope"):
        plan_pages(sample_game, PrintOptions(cards=("nope",)))


@pytest.mark.parametrize(
    "opts",
    [PrintOptions(bleed=4.0), PrintOptions(paper="a5"), PrintOptions(layout="x"),
     PrintOptions(back_offset=(30.0, 0.0))],
)  # fmt: skip
def test_bad_options_are_user_errors(sample_game, opts):
    with pytest.raises(UserError):
        render_pdf(sample_game, opts)


def test_too_large_card_is_a_user_error(make_game):
    with pytest.raises(UserError, match="does not fit"):
        render_pdf(make_game(deck(1, size=(250.0, 350.0))), PrintOptions())


def test_faces_are_reused_as_forms(make_game):
    game = make_game(deck(18))
    data = render_pdf(game, PrintOptions())
    r = reader(data)
    back_forms = {n for n, _ in placements(r.pages[3], r)}
    assert len(back_forms) == 1  # one common back drawn once, placed 9 times
    assert math.isclose(len(placements(r.pages[3], r)), 9)
