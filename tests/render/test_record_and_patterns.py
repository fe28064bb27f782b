"""Recording and replaying a face gives the same output; native pattern tiles have the
geometry of the drawn lines; numbers are short and exact to 0.001 mm."""

from __future__ import annotations

import random
import shutil
import subprocess

import pytest

from cardgen.render import PATTERNS, SvgCanvas
from cardgen.render.pdf import num
from cardgen.render.record import RecordingCanvas


def face(c) -> None:
    c.fill_bleed("#eeddcc")
    c.rect(2, 2, 30, 10, radius=1.5, fill="#335577", pattern="diagonal")
    c.circle(20, 30, 6, stroke="#000000", pattern="dots", pattern_color="#aa0000")
    with c.transformed(dx=5, dy=40, rotate=30):
        c.rect(0, 0, 10, 5, fill="#333333", pattern="hatch")
    c.text("Größe **fett** [icon:star] 3", 3, 45, 40, 10, size_pt=9)


def test_replay_equals_direct_drawing():
    direct = SvgCanvas(50, 60, 3)
    face(direct)
    rec = RecordingCanvas(50, 60, 3)
    face(rec)
    assert rec.replay(SvgCanvas(50, 60, 3)).tostring() == direct.tostring()
    native = rec.replay(SvgCanvas(50, 60, 3, native_patterns=True)).tostring()
    assert native.count("<pattern ") == 2  # the transformed hatch stays drawn lines
    assert native == rec.replay(SvgCanvas(50, 60, 3, native_patterns=True)).tostring()


def _pattern_pdf(name: str, native: bool) -> bytes:
    import io

    from reportlab.lib.units import mm
    from reportlab.pdfgen import canvas as rl_canvas

    from cardgen.render.pdf import PdfCanvas, face_matrix, form_resources

    buf = io.BytesIO()
    c = rl_canvas.Canvas(buf, pagesize=(60 * mm, 60 * mm), invariant=1)
    c.beginForm("F", 0, 0, 50 * mm, 50 * mm)
    matrix = face_matrix(0, 50 * mm)
    c.transform(*matrix)
    pc = PdfCanvas(None, 50, 50, native_patterns=native)
    pc.rect(3, 4, 40, 41, radius=3, fill="#ffffff", pattern=name, pattern_spacing=2.5,
            pattern_width=0.3)  # fmt: skip
    used = pc.content.emit(c, matrix)
    c.endForm(**({"Resources": form_resources(used)} if used else {}))
    c.translate(7 * mm, 3 * mm)  # placed off the page origin: tiles move with the form
    c.doForm("F")
    c.showPage()
    c.save()
    return buf.getvalue()


def _render(tmp_path, name: str, native: bool, dpi: int):
    from PIL import Image

    src = tmp_path / f"{name}-{native}.pdf"
    src.write_bytes(_pattern_pdf(name, native))
    stem = tmp_path / f"{name}-{native}"
    subprocess.run(["pdftoppm", "-r", str(dpi), "-gray", "-png", str(src), str(stem)],
                   check=True)  # fmt: skip
    return Image.open(next(tmp_path.glob(f"{name}-{native}-*.png"))).convert("L")


needs_poppler = pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="needs pdftoppm")


@needs_poppler
@pytest.mark.parametrize("name", PATTERNS)
def test_native_tiles_carry_the_same_ink_as_the_drawn_pattern(name, tmp_path):
    # Viewers round a tile's step to whole pixels (poppler: 2.5 mm at 200 dpi → 20 px, not
    # 19.7), so pixels cannot match exactly; the amount of ink must.
    ink = []
    for native in (False, True):
        data = _render(tmp_path, name, native, 200).tobytes()
        ink.append(sum(255 - v for v in data))
    assert 0.8 < ink[1] / ink[0] < 1.25, (name, ink)


@needs_poppler
def test_native_tiles_are_in_phase_with_the_drawn_lines(tmp_path):
    # At 254 dpi a 2.5 mm step is exactly 25 px: the rendered pictures must agree.
    from PIL import ImageChops, ImageFilter

    a, b = (_render(tmp_path, "hatch", n, 254).filter(ImageFilter.BoxBlur(3)) for n in (0, 1))
    diff = ImageChops.difference(a, b).tobytes()
    assert sum(diff) / len(diff) < 3.0


def test_numbers_are_short_and_exact():
    random.seed(3)
    for v in [0, -0.0, -0.0004, 0.5, -0.5, 12.0, 10.1, 0.05, 1e-9, 123.4567]:
        s = num(v)
        assert float(s) == float(f"{v:.3f}") and not s.endswith(".")
        assert not ("." in s and s.endswith("0")) and s != "-0"
    for _ in range(2000):
        v = random.uniform(-500, 500)
        assert float(num(v)) == float(f"{v:.3f}")
