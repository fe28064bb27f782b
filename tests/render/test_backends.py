"""The same face drawn by the SVG and the PDF backend lands in the same place (≤ 0.1 mm)."""

from __future__ import annotations

import io
import re
import xml.etree.ElementTree as ET

import pytest
from pdfgeom import MM, apply, painted_paths, reader, walk  # noqa: E402
from reportlab.lib.units import mm
from reportlab.pdfgen import canvas as rl_canvas

from cardgen.render import (  # noqa: E402
    PATTERNS,
    PdfCanvas,
    SvgCanvas,
    TextFitError,
    fonts,  # noqa: E402
    register_icon,
)
from cardgen.render.canvas import polyomino_commands  # noqa: E402

W, H, B = 63.5, 88.9, 3.0
SVG = "{http://www.w3.org/2000/svg}"


def _test_icon(c, x, y, s, color):
    c.polygon([(x, y + s), (x + s / 2, y), (x + s, y + s)], fill=color)


register_icon("test-ship", _test_icon)


def sample_face(c) -> None:
    c.fill_bleed("#ddeeff")
    c.rect(3, 3, 57.5, 12, radius=2, fill="#224466")
    c.rect(5, 20, 20, 10, fill="#ffffff", stroke="#000000", stroke_width=0.4, pattern="hatch")
    c.circle(45, 25, 6, fill="#ffcc00", stroke="#000000")
    c.polygon([(10, 40), (30, 40), (20, 55)], fill="#00aa00", pattern="crosshatch")
    c.line(3, 60, 60, 62, stroke="#ff0000", stroke_width=0.5, dash=(1, 1))
    with c.transformed(dx=40, dy=45, rotate=90):
        c.rect(0, 0, 10, 5, fill="#333333")
    c.text("Größe 3 [icon:test-ship] **Łódź** naïve café", 5, 65, 53, 20, size_pt=10,
           align="center")  # fmt: skip
    c.icon("star", 50, 75, 6, "#aa0000")


def svg_elements(svg_text: str):
    root = ET.fromstring(svg_text)
    shapes, texts = [], []

    def parse_transform(t):
        m = (1, 0, 0, 1, 0, 0)
        for name, args in re.findall(r"(\w+)\(([^)]*)\)", t or ""):
            v = [float(a) for a in re.split(r"[ ,]+", args.strip())]
            if name == "matrix":
                n = tuple(v)
            elif name == "translate":
                n = (1, 0, 0, 1, v[0], v[1] if len(v) > 1 else 0)
            elif name == "scale":
                n = (v[0], 0, 0, v[1] if len(v) > 1 else v[0], 0, 0)
            else:
                raise AssertionError(name)
            # SVG: later transforms apply first → m = m · n
            a, b, c, d, e, f = n
            A, B_, C, D, E, F = m
            m = (A * a + C * b, B_ * a + D * b, A * c + C * d, B_ * c + D * d,
                 A * e + C * f + E, B_ * e + D * f + F)  # fmt: skip
        return m

    def bbox(points, m):
        pts = [apply(m, x, y) for x, y in points]
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        return (min(xs), min(ys), max(xs), max(ys))

    def visit(el, m):
        tag = el.tag.replace(SVG, "")
        if tag == "defs":
            return
        m2 = m
        if "transform" in el.attrib:
            n = parse_transform(el.attrib["transform"])
            a, b, c, d, e, f = n
            A, B_, C, D, E, F = m
            m2 = (A * a + C * b, B_ * a + D * b, A * c + C * d, B_ * c + D * d,
                  A * e + C * f + E, B_ * e + D * f + F)  # fmt: skip
        if tag == "rect":
            x, y = float(el.get("x")), float(el.get("y"))
            w, h = float(el.get("width")), float(el.get("height"))
            shapes.append(bbox([(x, y), (x + w, y + h)], m2))
        elif tag == "circle":
            cx, cy, r = float(el.get("cx")), float(el.get("cy")), float(el.get("r"))
            shapes.append(bbox([(cx - r, cy - r), (cx + r, cy + r)], m2))
        elif tag == "path":
            nums = [float(v) for v in re.findall(r"-?\d+(?:\.\d+)?(?:e-?\d+)?", el.get("d"))]
            shapes.append(bbox(list(zip(nums[0::2], nums[1::2], strict=False)), m2))
        elif tag == "g" and any(ch.tag == SVG + "use" for ch in el):
            texts.append(apply(m2, 0, 0))
            return
        for ch in el:
            visit(ch, m2)

    visit(root, (1, 0, 0, 1, 0, 0))
    return shapes, texts


def pdf_elements(data: bytes):
    r = reader(data)
    page = r.pages[0]
    ph = float(page.mediabox.height)

    def to_mm(x, y):
        return (x / MM - B, (ph - y) / MM - B)

    shapes = []
    for _op, (x0, y0, x1, y1), _ctm in painted_paths(page, r):
        a, b = to_mm(x0, y1)
        c, d = to_mm(x1, y0)
        shapes.append((a, b, c, d))
    texts = []
    tm = (1, 0, 0, 1, 0, 0)
    for op, ops, ctm in walk(page, r):
        if op == "BT":
            tm = (1, 0, 0, 1, 0, 0)
        elif op == "Tm":
            tm = tuple(float(v) for v in ops)
        elif op == "Td":
            tm = (tm[0], tm[1], tm[2], tm[3], tm[4] + float(ops[0]), tm[5] + float(ops[1]))
        elif op in ("Tj", "TJ"):
            texts.append(to_mm(*apply(ctm, tm[4], tm[5])))
    return shapes, texts


def render_both(draw):
    svg = SvgCanvas(W, H, B)
    draw(svg)
    buf = io.BytesIO()
    c = rl_canvas.Canvas(buf, pagesize=((W + 2 * B) * mm, (H + 2 * B) * mm), invariant=1)
    c.transform(mm, 0, 0, -mm, B * mm, (H + B) * mm)
    draw(PdfCanvas(c, W, H, B))
    c.showPage()
    c.save()
    return svg.tostring(), buf.getvalue()


def test_svg_and_pdf_agree_within_0_1_mm():
    svg_text, pdf = render_both(sample_face)
    s_shapes, s_texts = svg_elements(svg_text)
    p_shapes, p_texts = pdf_elements(pdf)
    assert len(s_shapes) == len(p_shapes) >= 10
    for s, p in zip(s_shapes, p_shapes, strict=True):
        assert s == pytest.approx(p, abs=0.1)
    assert len(s_texts) == len(p_texts) >= 2
    for s, p in zip(s_texts, p_texts, strict=True):
        assert s == pytest.approx(p, abs=0.1)


def test_svg_is_deterministic_and_needs_no_font():
    a, _ = render_both(sample_face)
    b, _ = render_both(sample_face)
    assert a == b
    assert "<text" not in a and "font-family" not in a
    assert 'viewBox="-3 -3 69.5 94.9"' in a and 'width="69.5mm"' in a


def test_text_shrinks_to_fit_and_raises_below_minimum():
    c = SvgCanvas(W, H, B)
    result = c.text("A long title that must shrink to fit", 0, 0, 30, 6, size_pt=14, min_size_pt=5)
    assert 5 <= result.size_pt < 14 and result.fits
    assert result.box[2] <= 30 + 1e-6 and result.box[3] <= 6 + 1e-6
    with pytest.raises(TextFitError, match="does not fit"):
        c.text("word " * 200, 0, 0, 20, 5, size_pt=9, min_size_pt=6)
    clipped = c.text("word " * 200, 0, 0, 20, 5, size_pt=9, min_size_pt=6, overflow="clip")
    assert not clipped.fits and clipped.lines[-1].endswith("…")


def test_alignment_and_wrapping():
    c = SvgCanvas(W, H, B)
    left = c.text("ab", 10, 0, 40, 10, size_pt=10)
    right = c.text("ab", 10, 0, 40, 10, size_pt=10, align="right")
    center = c.text("ab", 10, 0, 40, 10, size_pt=10, align="center", valign="middle")
    assert left.box[0] == pytest.approx(10)
    assert right.box[0] + right.box[2] == pytest.approx(50)
    assert center.box[0] + center.box[2] / 2 == pytest.approx(30)
    assert center.box[1] + center.box[3] / 2 == pytest.approx(5)
    wrapped = c.text("one two three four five six", 0, 0, 15, 50, size_pt=10, min_size_pt=10)
    assert len(wrapped.lines) > 1 and " ".join(wrapped.lines) == "one two three four five six"


def test_no_break_space_keeps_its_width_and_never_breaks():
    """French typography: "rangée\u00a0:" and "«\u00a0ok\u00a0»" stay whole, spaced."""
    c = SvgCanvas(W, H, B)
    spaced = c.text("mot\u00a0:", 0, 0, 50, 10, size_pt=10)
    glued = c.text("mot:", 0, 0, 50, 10, size_pt=10)
    assert spaced.lines == ["mot\u00a0:"]
    assert spaced.box[2] > glued.box[2] + 1.0
    text = "un deux trois «\u00a0quatre\u00a0» cinq\u00a0? six"
    narrow = c.text(text, 0, 0, 22, 60, size_pt=10, min_size_pt=10)
    assert len(narrow.lines) > 2 and " ".join(narrow.lines) == text
    assert "«\u00a0quatre\u00a0»" in narrow.lines
    assert any(line.startswith("cinq\u00a0?") for line in narrow.lines)


def test_inline_icon_takes_room_and_unknown_icon_is_clear():
    c = SvgCanvas(W, H, B)
    with_icon = c.text("3 [icon:star]", 0, 0, 50, 10, size_pt=10)
    plain = c.text("3", 0, 0, 50, 10, size_pt=10)
    assert with_icon.box[2] > plain.box[2] + 3.0
    with pytest.raises(KeyError, match="unknown icon 'nope'"):
        c.text("[icon:nope]", 0, 0, 50, 10)


def test_font_covers_latin1_and_latin_extended_a():
    for bold in (False, True):
        outl = fonts.outlines(bold)
        missing = [hex(cp) for cp in range(0xA1, 0x180) if outl.glyph_id(chr(cp)) == 0]
        assert missing == []
        assert outl.path(outl.glyph_id("Ł")).startswith("M")
    assert fonts.advance("W") > fonts.advance("i") > 0


def test_every_pattern_draws_and_unknown_pattern_fails():
    sizes = set()
    for name in PATTERNS:
        c = SvgCanvas(30, 30, 0)
        c.rect(0, 0, 30, 30, pattern=name)
        sizes.add(c.tostring())
    assert len(sizes) == len(PATTERNS)  # all distinct
    with pytest.raises(ValueError, match="unknown pattern"):
        SvgCanvas(30, 30).rect(0, 0, 5, 5, pattern="plaid")


def test_polyomino_outline_and_bleed():
    cmds = polyomino_commands(("X.", "XX"), 10.0)
    corners = [c[1:] for c in cmds if c[0] in ("M", "L")]
    assert len(corners) == 6
    assert set(corners) == {(0, 0), (10, 0), (10, 10), (20, 10), (20, 20), (0, 20)}
    grown = polyomino_commands(("X.", "XX"), 10.0, grow=3.0)
    gc = {c[1:] for c in grown if c[0] in ("M", "L")}
    assert gc == {(-3, -3), (13, -3), (13, 7), (23, 7), (23, 23), (-3, 23)}
    ring = polyomino_commands(("XXX", "X.X", "XXX"), 1.0)
    assert sum(1 for c in ring if c[0] == "M") == 2  # outer outline and the hole
