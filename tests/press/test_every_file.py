"""Every print file of every game, as a print-and-play user gets it: every page portrait
with nothing drawn in the outer 4 mm, no face that holds game information dropped, crop
marks as long as the margin allows, the fold layout filling its sheets."""

from __future__ import annotations

import shutil
import subprocess
from collections import Counter
from pathlib import Path

import pytest
from pdfgeom import MM, marks_outside_clip, placements, reader
from press_games import deck

from cardgen.model import game_ids, load_games
from cardgen.press import layout as L
from cardgen.press.aids import with_aids
from cardgen.press.document import render_pdf
from cardgen.press.facecache import FaceCache
from cardgen.press.options import LANGS, PrintOptions
from cardgen.press.planning import plan_pages
from cardgen.press.print_files import PAPERS

CONTENT = Path(__file__).resolve().parents[2] / "content"
VARIANTS = {
    "fold": {"layout": "fold"},
    "spaced": {"layout": "spaced"},
    "single": {"duplex": "none"},
    "short": {"duplex": "short", "back_offset": (1.5, -1.0)},
    "offset": {"back_offset": (5.0, -5.0)},
}
GAME_IDS = game_ids(CONTENT)
DPI = 36
"""Low resolution keeps the test quick: one pixel is 0.71 mm."""


@pytest.fixture(scope="module")
def games():
    return load_games(game_ids(CONTENT), CONTENT)


def _files(games, which: str):
    """The 8 default files of each game ("default"), and each variant in English on both
    papers ("variants")."""
    for game in games:
        if which == "default":
            for lang in LANGS:
                cache = FaceCache()
                for paper in PAPERS:
                    opts = PrintOptions(lang=lang, paper=paper)
                    yield f"{game.id}-{lang}-{paper}", game, opts, cache
        if which == "variants":
            cache = FaceCache()
            for name, extra in VARIANTS.items():
                for paper in PAPERS:
                    opts = PrintOptions(paper=paper, **extra)
                    yield f"{game.id}-{name}-{paper}", game, opts, cache


def _pgm(path: Path) -> tuple[int, int, bytes]:
    data = path.read_bytes()
    magic, w, h, maxval, rest = data.split(maxsplit=4)
    assert magic == b"P5" and maxval == b"255"
    return int(w), int(h), rest


def _dark_in_outer_strip(w: int, h: int, pixels: bytes, strip: int) -> int:
    rows = [pixels[y * w : (y + 1) * w] for y in range(h)]
    outer = rows[:strip] + rows[h - strip :]
    outer += [row[:strip] + row[w - strip :] for row in rows[strip : h - strip]]
    return sum(1 for row in outer for v in row if v < 250)


def _assert_portrait_and_clipped(data: bytes, name: str) -> int:
    """Proves from the file itself that each page is portrait and draws nothing within
    4 mm of the paper edge (``pdfgeom.marks_outside_clip``): the paper is the media box at
    the origin, neither cropped nor turned by the viewer, and every mark on it is clipped
    to the rectangle 4 mm inside. Returns the number of pages."""
    r = reader(data)
    edge = L.UNPRINTED * MM
    for number, page in enumerate(r.pages, 1):
        where = f"{name} page {number}"
        box = [float(v) for v in page.mediabox]
        assert box[:2] == [0.0, 0.0], where
        w, h = box[2], box[3]
        assert w < h, (where, w, h)
        assert page.get("/Rotate", 0) == 0, where
        assert "/CropBox" not in page or [float(v) for v in page.cropbox] == box, where
        faults = marks_outside_clip(page, r, (edge, edge, w - edge, h - edge))
        assert faults == [], f"{where}: {faults[:3]}"
    return len(r.pages)


def _assert_clear_when_rasterised(data: bytes, tmp_path: Path, name: str) -> int:
    """What a viewer shows: every page rendered by pdftoppm is portrait with no dark pixel
    in the outer 4 mm. Returns the number of pages."""
    strip = int(L.UNPRINTED / 25.4 * DPI)  # whole pixels inside the outer 4 mm
    assert strip == 5
    pdf = tmp_path / f"{name}.pdf"
    pdf.write_bytes(data)
    subprocess.run(["pdftoppm", "-r", str(DPI), "-gray", str(pdf), str(tmp_path / name)],
                   check=True)  # fmt: skip
    pages = sorted(tmp_path.glob(f"{name}-*.pgm"))
    for pgm in pages:
        w, h, pixels = _pgm(pgm)
        assert w < h, pgm.name
        dark = _dark_in_outer_strip(w, h, pixels, strip)
        assert dark == 0, f"{pgm.name}: {dark} pixels drawn within 4 mm of the paper edge"
        pgm.unlink()
    pdf.unlink()
    return len(pages)


@pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="pdftoppm is not installed")
@pytest.mark.parametrize("offset", [(5.0, 0.0), (-20.0, 20.0)])
@pytest.mark.slow  # a sweep: not in make check (see pyproject.toml)
def test_a_large_back_offset_keeps_the_outer_4_mm_clear(games, tmp_path, offset):
    """Circle the Wagons with ``--back-offset 5,0`` put its backs 2.4 mm from the paper
    edge (and the calibration back's text went past it): every page is now clipped to
    the area 4 mm inside the paper."""
    game = next(g for g in games if g.id == "circle-the-wagons")
    for paper in PAPERS:
        data = render_pdf(game, PrintOptions(paper=paper, back_offset=offset))
        pages = _assert_portrait_and_clipped(data, paper)
        assert _assert_clear_when_rasterised(data, tmp_path, paper) == pages


def _one_page(draw) -> bytes:
    """A one-page A4 PDF drawn by ``draw(canvas)``, the way the print files are written."""
    import io

    from reportlab.pdfgen import canvas as rl_canvas

    buf = io.BytesIO()
    c = rl_canvas.Canvas(buf, pagesize=(210 * MM, 297 * MM), invariant=1)
    draw(c)
    c.showPage()
    c.save()
    return buf.getvalue()


def _clip(c, inset_mm: float) -> None:
    path = c.beginPath()
    path.rect(inset_mm * MM, inset_mm * MM, (210 - 2 * inset_mm) * MM, (297 - 2 * inset_mm) * MM)
    c.clipPath(path, stroke=0, fill=0)


@pytest.mark.parametrize(
    ("case", "clear"),
    [("clipped", True), ("no clip", False), ("clip too wide", False), ("after the clip", False),
     ("turned clip", False), ("link", False), ("text clipped", True), ("text unclipped", False)],
)  # fmt: skip
def test_the_clip_proof_finds_every_way_past_the_4_mm(case, clear):
    """``marks_outside_clip``, which the test of every file rests on, passes a page whose
    marks are all clipped 4 mm inside the paper and finds each way a mark could get past."""

    def draw(c):
        if case != "no clip":
            c.saveState()
            if case == "turned clip":  # the clip's corners under a rotation reach the edge
                c.rotate(2)
            _clip(c, 3.9 if case == "clip too wide" else 4.0)
        if case == "link":
            c.linkURL("https://example.org", (0, 0, 20, 20))
        if case.startswith("text"):
            c.drawString(1, 1, "edge")
        else:
            c.rect(0, 0, 210 * MM, 297 * MM, fill=1)
        if case != "no clip":
            c.restoreState()
        if case == "after the clip":
            c.line(0, 0, 10, 10)
        if case == "text unclipped":
            c.drawString(1, 1, "edge")

    r = reader(_one_page(draw))
    edge = L.UNPRINTED * MM
    faults = marks_outside_clip(r.pages[0], r, (edge, edge, 210 * MM - edge, 297 * MM - edge))
    assert (faults == []) == clear, faults


def test_the_clip_proof_reads_each_page_as_pypdf_does(games):
    """``marks_outside_clip`` reads content streams with ``pdfgeom.fast_operations`` (pypdf's
    parser took half the proof's time): on every page of a game's file, and on pages made
    to test the proof (strings with brackets and escapes, arrays, links), it lists the
    operators pypdf lists, with the same numbers for the paths and transformations, and
    leaves an inline image to pypdf."""
    from pdfgeom import fast_operations
    from pypdf.generic import ContentStream

    game = next(g for g in games if g.id == "pyramidion")
    made = [
        _one_page(lambda c: (c.drawString(30, 30, "a (nested (text)) \\ back\\slash"),
                             c.setDash([3, 1], 0), c.linkURL("https://example.org", (0, 0, 9, 9)),
                             c.rect(5, 5, 50, 50, fill=1))),
    ]  # fmt: skip
    pages = []
    for data in [render_pdf(game, PrintOptions(lang="fr", paper="letter")), *made]:
        r = reader(data)
        pages += [(page, r) for page in r.pages]
    compared = 0
    for page, r in pages:
        ours = fast_operations(page.get_contents().get_data())
        theirs = ContentStream(page.get_contents(), r).operations
        assert [op for _, op in ours] == [
            op.decode() if isinstance(op, bytes) else op for _, op in theirs
        ]
        for (mine, op), (pypdfs, _) in zip(ours, theirs, strict=True):
            if op in ("m", "l", "c", "v", "y", "re", "cm"):  # the numbers the proof reads
                assert mine == [float(v) for v in pypdfs], op
        compared += len(ours)
    assert compared > 1000
    from PIL import Image

    picture = Image.new("RGB", (2, 2))
    inline = _one_page(lambda c: c.drawInlineImage(picture, 20, 20, 10, 10))
    page = reader(inline).pages[0]
    assert fast_operations(page.get_contents().get_data()) is None
    r = reader(inline)
    box = (4 * MM, 4 * MM, 206 * MM, 293 * MM)
    assert "(INLINE IMAGE) paints" in " ".join(marks_outside_clip(r.pages[0], r, box))


def _rasterised(game_id: str, which: str) -> str:
    """The one file of a test that pdftoppm also renders: each game's default file in one
    language, each variant on one game; languages and papers in turn."""
    i = GAME_IDS.index(game_id)
    if which == "default":
        return f"{game_id}-{LANGS[i % len(LANGS)]}-{PAPERS[i % len(PAPERS)]}"
    variant = list(VARIANTS)[i % len(VARIANTS)]
    return f"{game_id}-{variant}-{PAPERS[(i + 1) % len(PAPERS)]}"


def test_the_raster_sample_has_every_variant_paper_and_language():
    default = [_rasterised(g, "default").split("-")[-2:] for g in GAME_IDS]
    variants = [_rasterised(g, "variants").split("-")[-2:] for g in GAME_IDS]
    assert {lang for lang, _ in default} == set(LANGS)
    assert {variant for variant, _ in variants} == set(VARIANTS)
    assert {paper for _, paper in default} == {paper for _, paper in variants} == set(PAPERS)


@pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="pdftoppm is not installed")
@pytest.mark.slow
@pytest.mark.parametrize("which", ["default", "variants"])
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_page_of_every_file_is_portrait_with_the_outer_4_mm_clear(
    games, game_id, which, tmp_path
):
    """One game's default files or its variants a test, so that the test workers share
    them. Every page of every file is proven clear from the file's content
    (``_assert_portrait_and_clipped``); one file a test is also rendered by pdftoppm and
    its pixels looked at (``_rasterised``), which shows that a viewer reads the files as
    the proof does. (pdftoppm over every file took 39 of the test's 50 CPU seconds.)"""
    rasterised = _rasterised(game_id, which)
    checked = 0
    for name, game, opts, cache in _files([g for g in games if g.id == game_id], which):
        data = render_pdf(game, opts, cache)
        pages = _assert_portrait_and_clipped(data, name)
        assert pages == len(plan_pages(game, opts)), name
        if name == rasterised:
            assert _assert_clear_when_rasterised(data, tmp_path, name) == pages
            rasterised = ""
        checked += pages
    assert rasterised == "", f"{rasterised} is not among the files"
    assert checked > 50, checked


@pytest.mark.parametrize("paper", PAPERS)
def test_single_sided_prints_every_face_that_holds_game_information(games, paper):
    """``--duplex none`` dropped every back: Circle the Wagons lost its 18 bonus goals,
    Cosmopolis its 55 second city faces. Now a double-faced item prints both faces on
    the front pages (folded beside each other); only a common back is left out."""
    for game in map(with_aids, games):  # (the player aids print with the game)
        opts = PrintOptions(paper=paper, duplex="none")
        pages = plan_pages(game, opts)
        assert all(p.kind in ("calibration", "contents", "front") for p in pages)
        printed = Counter(
            (s.piece.component.id, s.piece.ref.id, side)
            for p in pages
            if p.kind == "front"
            for s, side in _sides(p)
        )
        expected = Counter()
        for comp in game.components:
            for item in comp.items:
                expected[(comp.id, item.id, "front")] += int(item.quantity)
                if item.back is not None:
                    expected[(comp.id, item.id, "back")] += int(item.quantity)
        assert printed == expected, game.id
        # and the PDF draws those faces: form names end in ".<side>.<item id>"
        r = reader(render_pdf(game, opts))
        drawn = Counter()
        for page in r.pages[2:]:
            for name, _ctm in placements(page, r):
                side, item = name.split(".")[-2:]
                drawn[(side, item)] += 1
        by_face = Counter()
        for (_comp, item, side), n in expected.items():
            by_face[(side, "".join(ch if ch.isalnum() else "-" for ch in item)[:40])] += n
        assert drawn == by_face, game.id


def _sides(page):
    """(slot, face printed) of a front page: its fronts, then the backs folded beside
    them; a piece printed with its back as a front says so itself."""
    n = len(page.sheet.fronts)
    for i, slot in enumerate(page.slots):
        yield slot, "back" if i >= n or slot.piece.side == "back" else "front"


def test_single_sided_double_faced_counts(games):
    by_id = {g.id: g for g in games}
    for gid, comp_id, backs in (("circle-the-wagons", "cards", 18),
                                ("cosmopolis-networks", None, 55)):  # fmt: skip
        pages = plan_pages(by_id[gid], PrintOptions(duplex="none"))
        n = sum(
            1
            for p in pages
            if p.kind == "front"
            for s, side in _sides(p)
            if side == "back"
            and comp_id in (None, s.piece.component.id)
            and s.piece.component.id != "player-aid"  # (test_aids.py counts those)
        )
        assert n == backs, gid


def _mark_lengths(game, opts):
    """(length, room) of every crop mark: room is the strip between the bleed and the
    unprinted edge (or the room kept for marks on a shared sheet) on that side."""
    for page in plan_pages(game, opts):
        if page.kind != "front":
            continue
        pw, ph = page.paper
        for block in page.sheet.blocks:
            x0, y0, x1, y1 = block.trim
            for (ax, ay), (bx, by) in L.crop_marks(block, page.paper, opts.bleed, opts.marks(),
                                                   page.sheet.fold_x):  # fmt: skip
                length = abs(bx - ax) + abs(by - ay)
                rooms = {"above": y0, "below": ph - y1, "left": x0, "right": pw - x1}
                if ax == bx:  # a vertical mark, above or below the block
                    side_room = rooms["above" if ay < y0 else "below"]
                else:
                    side_room = rooms["left" if ax < x0 else "right"]
                room = side_room - L.UNPRINTED - opts.bleed
                if block.reach is not None:
                    room = min(room, block.reach - opts.bleed)
                yield length, room


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("variant", ["default", "fold", "spaced"])
def test_crop_marks_are_5_mm_long_wherever_the_margin_allows(games, paper, variant):
    """On A4 poker sheets marks were 2 mm long and 1 mm off the bleed although the strip
    beside them had room for more: the offset now gives way first."""
    opts = PrintOptions(paper=paper, **VARIANTS.get(variant, {}))
    total = 0
    for game in games:
        for length, room in _mark_lengths(game, opts):
            assert length >= min(L.MARK_LENGTH, room) - 1e-6, (game.id, length, room)
            total += 1
    assert total > 100


@pytest.mark.parametrize("paper", PAPERS)
def test_fold_puts_four_poker_cards_on_a_sheet(make_game, paper):
    pages = plan_pages(make_game(deck(9)), PrintOptions(paper=paper, layout="fold"))
    fronts = [p for p in pages if p.kind == "front"]
    assert [len(p.sheet.fronts) for p in fronts] == [4, 4, 1]
    for page in fronts:
        # each front's back on the other half, mirrored about the fold
        assert len(page.sheet.backs) == len(page.sheet.fronts)
        for front, back in zip(page.sheet.fronts, page.sheet.backs, strict=True):
            assert front.x + front.piece.w <= page.sheet.fold_x <= back.x
            assert back.x - page.sheet.fold_x == pytest.approx(page.sheet.fold_x - front.x -
                                                               front.piece.w)  # fmt: skip


def test_fold_files_of_the_games_take_far_fewer_sheets(games):
    by_id = {g.id: g for g in games}
    # Pyramidion on Letter took 67 pages with 2 cards a sheet
    assert len(plan_pages(by_id["pyramidion"], PrintOptions(paper="letter", layout="fold"))) <= 40
    # Web's server card, cables and obstacles share one sheet
    pages = plan_pages(by_id["web"], PrintOptions(layout="fold"))
    shared = [p for p in pages if p.kind == "front" and p.sheet.fold_x is None]
    assert len(shared) == 1
    assert {s.piece.component.id for s in shared[0].slots} == {"server", "cables", "obstacles"}


@pytest.mark.parametrize(
    ("game_id", "paper", "duplex"),
    [("pyramidion", "letter", "long"), ("web-of-power", "a4", "short"),
     ("web-of-power", "a4", "long"), ("circle-the-wagons", "a4", "long")],
)  # fmt: skip
@pytest.mark.slow  # a sweep: not in make check (see pyproject.toml)
def test_the_left_blank_notice_is_one_upright_line_away_from_the_edge(games, game_id, paper,
                                                                     duplex):  # fmt: skip
    """The notice was across the top on some pages and turned 90° at the side, 5.8 mm from
    the edge, on others (and turned with a landscape sheet). Now it is always upright,
    read the right way up on the portrait page, at least 6 mm from every edge."""
    from pdfgeom import mul

    game = next(g for g in games if g.id == game_id)
    data = render_pdf(game, PrintOptions(paper=paper, duplex=duplex))
    blank_pages = 0
    for page in reader(data).pages:
        if "blank on purpose" not in page.extract_text():
            continue
        blank_pages += 1
        height = float(page.mediabox.height)
        spots = []

        def visit(text, cm, tm, _font, _size, spots=spots):
            if text.strip():
                spots.append(mul(tm, cm))

        page.extract_text(visitor_text=visit)
        assert spots
        for a, b, c, d, _e, f in spots:
            assert b == 0 and c == 0 and a > 0 and d > 0, "the notice is turned"
            assert 6 * MM <= f <= height - 6 * MM, f"the notice is {f / MM:.1f} mm from the edge"
    assert blank_pages > 0
