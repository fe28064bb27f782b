"""Crop marks stay 4 mm clear of the paper edge in every default file (the Letter
decision), low ink really uses less ink, native patterns, one drawing per face."""

from __future__ import annotations

import shutil
import subprocess

import pytest
from pdfgeom import MM, painted_paths, reader
from press_games import deck

from cardgen.model import LANGS
from cardgen.press import layout as L
from cardgen.press.document import render_pdf
from cardgen.press.options import PrintOptions
from cardgen.press.planning import plan_pages
from cardgen.press.print_files import build_print_files

A4 = (210.0, 297.0)
LETTER = (215.9, 279.4)
SIZES = {
    "poker": (63.5, 88.9),
    "bridge": (57.15, 88.9),
    "american": (56.0, 87.0),
    "euro": (59.0, 92.0),
    "mini": (44.0, 68.0),
    "tarot": (70.0, 120.0),
    "square": (70.0, 70.0),
}


def page_strokes_mm(data: bytes):
    """Every stroked path drawn on the pages themselves (marks, rulers), in page mm."""
    r = reader(data)
    for no, page in enumerate(r.pages):
        pw, ph = float(page.mediabox.width) / MM, float(page.mediabox.height) / MM
        for op, (x0, y0, x1, y1), _ctm in painted_paths(page, r):
            if op in ("S", "s", "B", "B*", "b", "b*"):
                yield no, (pw, ph), (x0 / MM, ph - y1 / MM, x1 / MM, ph - y0 / MM)


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("size", sorted(SIZES))
def test_marks_never_within_4_mm_of_the_paper_edge(make_game, paper, size):
    game = make_game(deck(10, size=SIZES[size]))
    data = render_pdf(game, PrintOptions(paper=paper))
    strokes = list(page_strokes_mm(data))
    assert any(no >= 2 for no, _, _ in strokes), "no crop marks drawn"
    for no, (pw, ph), (x0, y0, x1, y1) in strokes:
        assert min(x0, y0, pw - x1, ph - y1) >= L.UNPRINTED - 0.13, (no, (x0, y0, x1, y1))
        # (0.13 mm: half the width of the white underlay of a mark)


def test_default_files_of_the_sample_game_keep_marks_clear(sample_game):
    for paper in ("a4", "letter"):
        for lang in ("en", "it"):
            data = render_pdf(sample_game, PrintOptions(paper=paper, lang=lang))
            for _no, (pw, ph), (x0, y0, x1, y1) in page_strokes_mm(data):
                assert min(x0, y0, pw - x1, ph - y1) >= L.UNPRINTED - 0.13


def test_letter_poker_goes_eight_up_with_full_bleed_and_a4_stays_nine_up():
    marks = (L.MARK_OFFSET, L.MARK_LENGTH)
    letter = L.plan_grid(LETTER, 63.5, 88.9, 3.0, "grid", marks)
    assert (letter.cols, letter.rows, letter.paper) == (4, 2, (279.4, 215.9))
    a4 = L.plan_grid(A4, 63.5, 88.9, 3.0, "grid", marks)
    assert (a4.cols, a4.rows, a4.paper) == (3, 3, A4)
    # Without marks nine fit on Letter only with bleed that keeps out of the outer 4 mm.
    bare = L.plan_grid(LETTER, 63.5, 88.9, 1.0, "grid")
    assert (bare.cols, bare.rows) == (3, 3)
    assert L.plan_grid(LETTER, 63.5, 88.9, 3.0, "grid").per_sheet == 8


def test_mark_fit_shrinks_offset_then_length_then_gives_up():
    assert L.mark_fit(20.0, 3.0) == (1.0, 5.0)
    # the offset goes first, so that a mark is 5 mm long wherever the margin allows
    assert L.mark_fit(9.75, 3.0) == pytest.approx((0.0, 2.75))  # A4 sides, 3 x 3 poker
    assert L.mark_fit(12.7, 3.0) == pytest.approx((0.7, 5.0))  # Letter landscape sides
    assert L.mark_fit(12.0, 3.0) == pytest.approx((0.0, 5.0))
    assert L.mark_fit(6.35, 3.0) is None  # Letter 3 x 3 top: no room left
    assert L.mark_fit(20.0, 3.0, 1.0, 0.0) is None  # marks switched off


def test_letter_default_file_has_eight_cards_per_sheet(make_game):
    pages = plan_pages(make_game(deck(16)), PrintOptions(paper="letter"))
    fronts = [p for p in pages if p.kind == "front"]
    assert [len(p.slots) for p in fronts] == [8, 8]
    assert fronts[0].paper == (279.4, 215.9)


def _mean_darkness(pdf: bytes, tmp_path, page: int) -> float:
    from PIL import Image

    src = tmp_path / "in.pdf"
    src.write_bytes(pdf)
    subprocess.run(["pdftoppm", "-r", "30", "-gray", "-png", "-f", str(page), "-l",
                    str(page), str(src), str(tmp_path / "p")], check=True)  # fmt: skip
    png = next(tmp_path.glob("p-*.png"))
    img = Image.open(png).convert("L")
    png.unlink()
    pixels = img.tobytes()
    return 1 - sum(pixels) / (255 * len(pixels))


@pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="needs pdftoppm (poppler)")
def test_low_ink_really_uses_less_ink(sample_game, tmp_path):
    normal = render_pdf(sample_game, PrintOptions())
    light = render_pdf(sample_game, PrintOptions(low_ink=True))
    for page in (3, 4):  # the first sheet of cards: fronts and backs
        dark, pale = _mean_darkness(normal, tmp_path, page), _mean_darkness(light, tmp_path, page)
        assert pale < dark * 0.6, (page, dark, pale)


def test_patterns_are_native_tiles_in_pdf_and_svg(make_game, sample_game):
    from cardgen.press.svgout import face_svgs

    data = render_pdf(sample_game, PrintOptions())
    assert b"/PatternType 1" in data and b"/PaintType 2" in data
    assert b"/CsPat cs" not in data  # content streams are compressed …
    r = reader(data)
    forms = [
        x.get_object() for p in r.pages for x in (p["/Resources"].get("/XObject") or {}).values()
    ]
    assert any("/Pattern" in f["/Resources"] for f in forms)
    svgs = dict(face_svgs(sample_game, "en"))
    assert any("<pattern " in text and 'fill="url(#pat' in text for text in svgs.values())


def test_each_face_is_drawn_once_per_job(sample_game, tmp_path, monkeypatch):
    from cardgen.render import faces

    calls = []
    real = faces.draw

    def counting(canvas, face, item, comp, game, lang):
        calls.append((comp.id, None if item is None else item.id, canvas.side, canvas.cells,
                      lang, canvas.width, canvas.height))  # fmt: skip
        return real(canvas, face, item, comp, game, lang)

    monkeypatch.setattr(faces, "draw", counting)
    build_print_files([sample_game], tmp_path, workers=1)
    # A4, Letter and the SVGs share the drawings: every distinct face (a sheet without a
    # size differs between A4 and Letter) is drawn once per language.
    assert len(set(calls)) == len(calls)
    assert {c[4] for c in calls} == set(LANGS)


def test_build_output_equals_standalone_rendering(sample_game, tmp_path):
    """Sharing drawings between A4, Letter and SVG (and across forked workers) changes no
    byte: the built files equal files rendered on their own."""
    from cardgen.press.print_files import print_path
    from cardgen.press.svgout import face_svgs

    build_print_files([sample_game], tmp_path, workers=2)
    for lang, paper in (("en", "a4"), ("it", "letter")):
        built = print_path(tmp_path, "sample", lang, paper).read_bytes()
        options = PrintOptions(lang=lang, paper=paper, in_build=True)
        assert built == render_pdf(sample_game, options)
    for name, text in face_svgs(sample_game, "de"):
        assert (tmp_path / "svg" / "sample" / "de" / name).read_text("utf-8") == text
