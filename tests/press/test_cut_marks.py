"""``--cut-marks silhouette``: Silhouette registration marks where docs/printing.md says
they are, every piece inside them and clear of their corners, a cut file per marked page
that traces the printed pieces, and the words on the contents page. The positions are
read back out of the PDFs (pdfgeom), the limits are written here as numbers."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path
from xml.etree import ElementTree

import pytest
from pdfgeom import MM, apply, painted_paths, placed_rect_mm, placements, reader, walk
from press_games import SAMPLE, deck

from cardgen.cli import main
from cardgen.model import load_game
from cardgen.press import layout as L
from cardgen.press.cutfiles import cut_files, cut_folder, needs_marks, page_shapes
from cardgen.press.document import _render, write_pdf
from cardgen.press.options import PrintOptions
from cardgen.press.planning import plan_pages

PAPERS = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
INSET, ARM, SQUARE, CORNER = 10.0, 20.0, 5.0, 20.0
"""The documented numbers (docs/printing.md, 'Cutting machines'), independent of the code."""
GAMES = ("circle-the-wagons", "cosmopolis-networks", "pyramidion", "web", "web-of-power")


def cutter(**kw) -> PrintOptions:
    return PrintOptions(cut_marks="silhouette", layout=kw.pop("layout", "spaced"), **kw)


def corners(w: float, h: float) -> list[tuple[float, float, float, float]]:
    a, b = INSET, INSET + CORNER
    return [(a, a, b, b), (w - b, a, w - a, b), (a, h - b, b, h - a), (w - b, h - b, w - a, h - a)]


def assert_clear(box, page: tuple[float, float], what) -> None:
    """``box`` (mm, y down) inside the marks' rectangle and outside its corner squares."""
    w, h = page
    x0, y0, x1, y1 = box
    eps = 1e-6
    assert x0 >= INSET - eps and y0 >= INSET - eps, what
    assert x1 <= w - INSET + eps and y1 <= h - INSET + eps, what
    for cx0, cy0, cx1, cy1 in corners(w, h):
        assert x1 <= cx0 + eps or x0 >= cx1 - eps or y1 <= cy0 + eps or y0 >= cy1 - eps, what


def page_paths_mm(page, r):
    """(op, bbox in page mm with y down) of every path painted on the page itself."""
    ph = float(page.mediabox.height) / MM
    return [(op, (x0 / MM, ph - y1 / MM, x1 / MM, ph - y0 / MM))
            for op, (x0, y0, x1, y1), _ in painted_paths(page, r)]  # fmt: skip


def near(a, b, tol=0.01) -> bool:
    return all(abs(p - q) <= tol for p, q in zip(a, b, strict=True))


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_marks_are_where_the_docs_say_on_every_page_of_pieces_and_nowhere_else(sample_game, paper):
    data, pages = _render(sample_game, cutter(paper=paper), None, "deck.pdf")
    w, h = PAPERS[paper]
    r = reader(data)
    marked = [n for n, page in enumerate(pages, 1) if needs_marks(page)]
    assert len(marked) == 3  # ships, ports (with their backs between), islands and markers
    square = (INSET, INSET, INSET + SQUARE, INSET + SQUARE)
    top_right = (w - INSET - ARM, INSET, w - INSET, INSET + ARM)
    bottom_left = (INSET, h - INSET - ARM, INSET + ARM, h - INSET)
    for number, page in enumerate(r.pages, 1):
        paths = page_paths_mm(page, r)
        filled = [box for op, box in paths if op in ("f", "f*", "B", "b") and near(box, square)]
        stroked = [box for op, box in paths if op in ("S", "s", "B", "b")]
        if number in marked:
            assert len(filled) == 1, number
            assert sum(near(box, top_right) for box in stroked) == 1, number
            assert sum(near(box, bottom_left) for box in stroked) == 1, number
            text = " ".join(page.extract_text().split())
            assert f"deck-cut/page-{number:02d}.svg or .dxf" in text
            assert "Type 1, inset 10 mm, length 20 mm, thickness 0.3 mm" in text
        else:  # calibration, contents, backs, the score sheet
            assert not filled, number
            assert not any(near(box, top_right) for box in stroked), number


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_every_printed_piece_and_guide_stays_inside_the_marks_clear_of_their_corners(
    sample_game, paper
):
    data, pages = _render(sample_game, cutter(paper=paper), None, "deck.pdf")
    r = reader(data)
    bleed = 3.0
    for number, planned in enumerate(pages, 1):
        if not needs_marks(planned):
            continue
        page = r.pages[number - 1]
        size = (float(page.mediabox.width) / MM, float(page.mediabox.height) / MM)
        ph = float(page.mediabox.height)
        placed = placements(page, r)
        assert placed
        for name, ctm in placed:
            x0, y0, x1, y1 = placed_rect_mm(page, name, ctm, ph, bleed)
            assert_clear((x0 - bleed, y0 - bleed, x1 + bleed, y1 + bleed), size, (number, name))
        marks = {(INSET, INSET, INSET + SQUARE, INSET + SQUARE)}
        for _op, box in page_paths_mm(page, r):
            if any(near(box, m) for m in marks) or box[1] >= size[1] - INSET - ARM - 0.2:
                continue  # the square; the bottom left L (and nothing else is that low)
            if box[0] >= size[0] - INSET - ARM - 0.2 and box[3] <= INSET + ARM + 0.2:
                continue  # the top right L
            assert_clear(box, size, (number, box))


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_keeps_its_pieces_inside_the_marks_on_both_papers(game_id):
    """Planning only (no drawing): every front of every marked page, with its bleed."""
    game = load_game(game_id)
    for paper in ("a4", "letter"):
        for duplex in ("long", "none"):
            pages = plan_pages(game, cutter(paper=paper, duplex=duplex))
            marked = [p for p in pages if needs_marks(p)]
            assert marked
            for page in marked:
                assert page.sheet.fold_x is None  # a cutter's sheets are never folded
                for slot in page.sheet.fronts:
                    box = L.to_page(slot.clip, page.paper)
                    assert_clear(box, L.page_size(page.paper), (game_id, paper, slot.piece.key))


def test_cutter_layout_fits_six_poker_cards_to_a_sheet_with_full_bleed(make_game):
    game = make_game(deck(12))
    for paper in ("a4", "letter"):
        pages = plan_pages(game, cutter(paper=paper))
        fronts = [p for p in pages if p.kind == "front"]
        assert [len(p.slots) for p in fronts] == [6, 6], paper
        xs = sorted({s.x for s in fronts[0].sheet.fronts})
        # no gutter beyond the two bleeds: a machine cuts every card on its own
        assert xs[1] - xs[0] == pytest.approx(63.5 + 2 * 3.0)
    # by hand, spaced: a 2 mm gutter for the two cuts (and 8 poker cards on A4)
    hand = plan_pages(game, PrintOptions(layout="spaced"))
    assert len([p for p in hand if p.kind == "front"][0].slots) == 8


def _svg_shapes(text: str) -> list[tuple[float, float, float, float]]:
    """Bounding boxes (mm) of the cuts of an SVG cut file."""
    boxes = []
    for cx, cy, rad in re.findall(r'<circle cx="([-\d.]+)" cy="([-\d.]+)" r="([-\d.]+)"', text):
        cx, cy, rad = float(cx), float(cy), float(rad)
        boxes.append((cx - rad, cy - rad, cx + rad, cy + rad))
    for d in re.findall(r'<path d="([^"]+)"', text):
        pts = [(float(x), float(y)) for x, y in re.findall(r"[ML]([-\d.]+) ([-\d.]+)", d)]
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        boxes.append((min(xs), min(ys), max(xs), max(ys)))
    return boxes


def _dxf_shapes(text: str, page_h: float) -> list[tuple[float, float, float, float]]:
    """Bounding boxes (mm, y down) of the cuts of a DXF cut file (R12 group code pairs)."""
    pairs = list(zip(*[iter(text.split("\n"))] * 2, strict=False))
    boxes, points, entity, values = [], [], None, {}
    for code, value in pairs:
        code = code.strip()
        if code == "0":
            if entity == "CIRCLE":
                x, y, rad = values["10"], page_h - values["20"], values["40"]
                boxes.append((x - rad, y - rad, x + rad, y + rad))
            elif entity == "VERTEX":
                points.append((values["10"], page_h - values["20"]))
            if value == "SEQEND" and points:
                xs, ys = [p[0] for p in points], [p[1] for p in points]
                boxes.append((min(xs), min(ys), max(xs), max(ys)))
                points = []
            entity, values = value, {}
        elif code in ("10", "20", "40") and entity in ("CIRCLE", "VERTEX"):
            values[code] = float(value)
    return boxes


def test_cut_files_trace_the_printed_pieces_in_the_page_frame(sample_game, tmp_path):
    """Each cut (SVG and DXF) has the trim box of one printed piece, read from the PDF;
    a turned (landscape) sheet included."""
    pdf = tmp_path / "deck.pdf"
    write_pdf(sample_game, cutter(paper="letter"), pdf)
    folder = cut_folder(pdf)
    assert folder == tmp_path / "deck-cut"
    names = sorted(p.name for p in folder.iterdir())
    assert names == [f"page-{n:02d}.{ext}" for n in (3, 5, 7) for ext in ("dxf", "svg")]
    r = reader(pdf.read_bytes())
    for number in (3, 5, 7):
        page = r.pages[number - 1]
        ph = float(page.mediabox.height)
        printed = sorted(
            tuple(round(v, 2) for v in placed_rect_mm(page, name, ctm, ph, 3.0))
            for name, ctm in placements(page, r)
        )
        svg = (folder / f"page-{number:02d}.svg").read_text()
        ElementTree.fromstring(svg)  # well-formed
        assert 'width="215.9mm" height="279.4mm" viewBox="0 0 215.9 279.4"' in svg
        cut = sorted(tuple(round(v, 2) for v in box) for box in _svg_shapes(svg))
        assert cut == printed, number
        dxf = (folder / f"page-{number:02d}.dxf").read_text()
        assert "AC1009" in dxf and dxf.rstrip().endswith("EOF")
        from_dxf = sorted(tuple(round(v, 2) for v in b) for b in _dxf_shapes(dxf, 279.4))
        assert from_dxf == printed, number
    # the L-shaped island is cut along its outline (6 corners), not its box
    shapes = [s for n in (3, 5, 7) for s in _shapes_of(sample_game, n)]
    assert sorted(len(s.points) for s in shapes if s.kind == "polygon")[-1] == 6


def _shapes_of(game, number):
    pages = plan_pages(game, cutter(paper="letter"))
    return page_shapes(pages[number - 1])


def test_cut_files_and_pdf_are_deterministic(sample_game):
    options = cutter(paper="a4", lang="de")
    first = _render(sample_game, options, None, "x.pdf")
    second = _render(sample_game, options, None, "x.pdf")
    assert first[0] == second[0]
    assert cut_files(first[1], "X", "x.pdf") == cut_files(second[1], "X", "x.pdf")


def test_contents_page_tells_how_to_cut_and_what_it_costs(sample_game):
    data, pages = _render(sample_game, cutter(paper="a4"), None, "deck.pdf")
    text = " ".join(reader(data).pages[1].extract_text().split())
    assert "cut by the machine" in text
    assert "Print-and-cut" in text and "deck-cut" in text
    assert "registration marks to Type 1, inset 10 mm, length 20 mm, thickness 0.3 mm" in text
    hand = plan_pages(sample_game, replace(cutter(paper="a4"), cut_marks="crop"))
    sheets, by_hand = sum(map(needs_marks, pages)), sum(map(needs_marks, hand))
    if sheets == by_hand:
        assert f"still take {sheets} sheets" in text
    else:
        assert f"take {sheets} sheets here, {by_hand} in the same file" in text
    de = _render(sample_game, cutter(paper="a4", lang="de"), None, "deck.pdf")[0]
    text = " ".join(reader(de).pages[1].extract_text().split())
    assert "Passermarken auf Typ 1, Randabstand 10 mm, Länge 20 mm, Stärke 0,3 mm" in text


def _stroked_loops_mm(page, r) -> list[list[tuple[float, float]]]:
    """The vertices (page mm, y down) of every straight-edged path stroked on the page."""
    ph = float(page.mediabox.height)
    loops, points = [], []
    for op, ops, ctm in walk(page, r):
        if op in ("m", "l"):
            x, y = apply(ctm, float(ops[0]), float(ops[1]))
            points.append((x / MM, (ph - y) / MM))
        elif op in ("S", "s"):
            loops.append(points)
            points = []
        elif op in ("n", "f", "f*", "B", "b", "c", "re"):
            points = [] if op != "c" else points
    return loops


def test_turned_and_nested_tiles_are_cut_along_their_printed_outline():
    """Web's L-shaped network cards nest in pairs, the second turned 180°, on a sheet
    turned a quarter onto its portrait page: every corner of each cut is a corner of the
    printed outline, which runs 0.35 mm outside the trim (so within 0.5 mm)."""
    game = load_game("web")
    options = cutter(cards=("corner-open", "corner-c1", "corner-c2"))
    data, pages = _render(game, options, None, "web.pdf")
    (number,) = [n for n, page in enumerate(pages, 1) if needs_marks(page)]
    planned = pages[number - 1]
    assert L.turned(planned.paper) and any(s.rotated for s in planned.sheet.fronts)
    r = reader(data)
    loops = [loop for loop in _stroked_loops_mm(r.pages[number - 1], r) if len(loop) == 6]
    shapes = page_shapes(planned)
    assert len(shapes) == len(planned.sheet.fronts) == 8
    for shape in shapes:
        assert len(shape.points) == 6
        # (the printed outline is drawn twice: white underlay, black line)
        matching = [
            loop
            for loop in loops
            if all(
                min(abs(px - x) + abs(py - y) for x, y in loop) <= 0.71 for px, py in shape.points
            )
        ]
        assert len(matching) == 2, shape


def _cli(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(["print", "sample", *argv, "--content", str(SAMPLE)])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--cut-marks", "silhouette", "--layout", "fold"],
         "--cut-marks silhouette cannot be used with --layout fold"),
        (["--cut-marks", "cricut"],
         "--cut-marks cricut: a Cricut cannot cut pages printed from this file"),
        (["--cut-marks", "Cricut"], "Cricut Design Space prints its own sensor marks"),
        (["--cut-marks", "laser"], "unknown --cut-marks 'laser' (use crop, lines, silhouette)"),
        (["--cut-lines", "--cut-marks", "silhouette"],
         "--cut-lines is the same as --cut-marks lines; it cannot go with --cut-marks"),
    ],
)  # fmt: skip
def test_bad_combinations_are_one_clear_line_and_write_nothing(capsys, tmp_path, args, message):
    code, out, err = _cli(capsys, *args, "-o", str(tmp_path / "deck.pdf"))
    assert code == 2 and out == ""
    assert message in err and "Traceback" not in err and len(err.strip().splitlines()) == 1
    assert list(tmp_path.iterdir()) == []


def test_the_command_writes_the_pdf_and_its_cut_folder_spaced_by_default(capsys, tmp_path):
    pdf = tmp_path / "deck.pdf"
    code, out, err = _cli(capsys, "--cut-marks", "silhouette", "--paper", "letter", "-o", str(pdf))
    assert code == 0 and err == ""
    assert "wrote" in out and "cut lines of 3 pages" in out
    assert b"sample en letter spaced" in pdf.read_bytes()  # (the PDF's subject)
    folder = tmp_path / "deck-cut"
    assert len(list(folder.glob("page-*.svg"))) == 3
    (folder / "page-99.svg").write_text("an earlier run's page")
    # a second run replaces the folder whole: no page of an earlier run is left
    assert _cli(capsys, "--cut-marks", "silhouette", "--cards", "red-1", "-o", str(pdf))[0] == 0
    assert sorted(p.name for p in folder.iterdir()) == ["page-03.dxf", "page-03.svg"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["deck-cut", "deck.pdf"]  # no temp


def test_explicit_grid_is_allowed_with_a_warning(capsys, tmp_path):
    code, _out, err = _cli(capsys, "--cut-marks", "silhouette", "--layout", "grid",
                           "-o", str(tmp_path / "deck.pdf"))  # fmt: skip
    assert code == 0 and "warning: --layout grid butts the cards" in err


def test_a_folder_holding_other_files_is_not_replaced(capsys, tmp_path):
    folder = tmp_path / "deck-cut"
    folder.mkdir()
    (folder / "my-notes.txt").write_text("mine")
    code, _out, err = _cli(capsys, "--cut-marks", "silhouette", "-o", str(tmp_path / "deck.pdf"))
    assert code == 2 and "holds other files (my-notes.txt)" in err
    assert [p.name for p in folder.iterdir()] == ["my-notes.txt"]
    assert not (tmp_path / "deck.pdf").exists()


def test_the_sheet_counts_in_the_docs_are_what_the_files_take():
    """docs/printing.md's table of sheets of pieces, with marks and without (default
    options: spaced, long-edge duplex). Planning only."""
    docs = (Path(__file__).resolve().parents[2] / "docs" / "printing.md").read_text()
    rows = re.findall(r"^\| ([A-Z][^|]+?) \| (\d+) / (\d+) \| (\d+) / (\d+) \|$", docs, re.M)
    assert len(rows) == len(GAMES)
    games = {game.name.get("en"): game for game in map(load_game, GAMES)}
    for name, *counts in rows:
        game = games[name]
        found = []
        for paper in ("a4", "letter"):
            options = cutter(paper=paper)
            for o in (options, replace(options, cut_marks="crop")):
                found.append(str(sum(map(needs_marks, plan_pages(game, o)))))
        assert found == counts, name


def test_a_file_with_nothing_to_cut_gets_no_marks_no_folder_and_a_warning(capsys, tmp_path):
    code, out, err = _cli(capsys, "--cut-marks", "silhouette", "--cards", "score-sheet",
                          "-o", str(tmp_path / "sheet.pdf"))  # fmt: skip
    assert code == 0 and "no page of this file holds pieces to cut" in err
    assert [p.name for p in tmp_path.iterdir()] == ["sheet.pdf"]


@pytest.mark.parametrize("bleed", [0.0, 1.0, 3.0])
def test_pairing_numbers_stay_inside_the_marks_and_off_the_neighbours(bleed):
    """Single-sided, a face printed apart from its back carries the pair's number (a
    2.6 mm label 0.2 mm above it, 6 mm wide) in the gap above: with a thin bleed the gap
    grows to hold it, and it stays inside the marks too."""
    game = load_game("cosmopolis-networks")
    pages = plan_pages(game, cutter(duplex="none", bleed=bleed))
    checked = 0
    for page in pages:
        if not needs_marks(page):
            continue
        size = L.page_size(page.paper)
        trims = [L.to_page(s.trim, page.paper) for s in page.sheet.fronts]
        for slot in page.sheet.fronts:
            if slot.piece.ref.back is None:
                continue
            label = L.to_page((slot.x, slot.y - 2.8, slot.x + 6.0, slot.y - 0.2), page.paper)
            assert_clear(label, size, slot.piece.key)
            for x0, y0, x1, y1 in trims:
                assert not (label[0] < x1 and x0 < label[2] and label[1] < y1 and y0 < label[3])
            checked += 1
    assert checked > 10
