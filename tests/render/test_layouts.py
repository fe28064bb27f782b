"""Drawing faces from layouts (issue 31): boxes, text that fits down to its floor, images
and icons in both backends, fonts of the game's folder, determinism, and a face that
cannot be drawn stops with a located message naming the card and the element."""

from __future__ import annotations

import io
import shutil
import subprocess
from pathlib import Path

import pytest
from layout_games import HARBOUR, edit, harbour_copy, minimal_layout_game
from PIL import Image

from cardgen.errors import ContentError
from cardgen.model import LANGS, load_game
from cardgen.model.layout_elements import ElementContext, read_element
from cardgen.model.layout_types import Where
from cardgen.press.facecache import FaceCache
from cardgen.press.layoutcheck import layout_problems
from cardgen.render import fonts
from cardgen.render.layouts import NullCanvas, draw_face
from cardgen.render.layouts.geometry import grid_cells, line_cells, place
from cardgen.render.record import RecordingCanvas
from cardgen.render.svgimport import SvgError, fit_box, load_vector, vector_from_text

HERE = Where("t.yaml", 1, 1, "x")

ALL = ", ".join(LANGS)
"""Every language, as a message about a card names them ("en, de, nl, it, fr")."""


def element(**keys):
    raw = {k: (v, HERE) for k, v in {"kind": "rect", **keys}.items()}
    found = read_element(raw, HERE, ElementContext(Path("."), frozenset(), _fail))
    assert found is not None
    return found


def _fail(where: Where, message: str) -> None:
    raise AssertionError(message)


# -- boxes -----------------------------------------------------------------------------


def test_boxes_follow_edges_sizes_and_percentages() -> None:
    ref = (10.0, 20.0, 100.0, 50.0)
    assert place(element(), ref) == ref
    assert place(element(left=5, right=10, top=2, bottom=3), ref) == (15, 22, 85, 45)
    assert place(element(width=20, height=10), ref) == (50, 40, 20, 10)  # centred
    assert place(element(right=5, width=20, bottom=0, height=10), ref) == (85, 60, 20, 10)
    assert place(element(left="10%", width="50%", top="20%", height="50%"), ref) == (
        20,
        30,
        50,
        25,
    )
    assert place(element(inset=2), ref) == (12, 22, 96, 46)
    assert place(element(inset=-3), ref) == (7, 17, 106, 56)
    assert place(element(inset="10%"), ref) == (15, 25, 90, 40)  # of the shorter side


def test_grid_and_line_cells() -> None:
    cells = grid_cells((0, 0, 30, 20), 5, 3, None, "center")
    assert cells[:3] == [(0, 0, 10, 10), (10, 0, 10, 10), (20, 0, 10, 10)]
    assert cells[3:] == [(5, 10, 10, 10), (15, 10, 10, 10)]  # last row centred
    assert grid_cells((0, 0, 30, 20), 4, 3, None, "left")[3] == (0, 10, 10, 10)
    assert line_cells((0, 0), (20, 0), (4, 2), 3) == [(-2, -1, 4, 2), (8, -1, 4, 2), (18, -1, 4, 2)]
    assert line_cells((0, 0), (20, 10), (2, 2), 1) == [(9, 4, 2, 2)]


def test_fit_box_keeps_proportions() -> None:
    assert fit_box(20, 10, 0, 0, 10, 10, "contain") == (0, 2.5, 10, 5)
    assert fit_box(20, 10, 0, 0, 10, 10, "cover") == (-5, 0, 20, 10)
    assert fit_box(20, 10, 0, 0, 10, 10, "stretch") == (0, 0, 10, 10)


# -- drawing ---------------------------------------------------------------------------


def record(game, component_id: str, item_id: str | None, side: str = "front", lang="en"):
    comp = game.component(component_id)
    item = comp.item(item_id) if item_id else None
    face = comp.back if item is None else (item.front if side == "front" else item.back)
    w, h = comp.size.width, comp.size.height
    canvas = RecordingCanvas(w, h, 3.0, lang=lang, side=side)
    draw_face(canvas, face, item, comp, game, lang)
    return canvas


def runs(canvas: RecordingCanvas) -> list[tuple]:
    return [args for name, args in canvas.ops if name == "_glyph_run"]


def test_the_test_game_draws_from_its_data() -> None:
    game = load_game("harbour", [HARBOUR.parent])
    canvas = record(game, "suits", "ship-12", lang="de")
    texts = [run[2] for run in runs(canvas)]
    assert "Schiff" in texts and texts.count("12") == 2
    # the background: the suit's colour from the catalog over the whole bleed, with the
    # white diagonal pattern over it
    name, (cmds, style, _evenodd) = canvas.ops[0]
    assert name == "_draw_path" and style.fill == "#2c6fbb"
    assert cmds[0] == ("M", -3.0, -3.0) and ("L", 63.5 + 3, 88.9 + 3) in cmds
    assert canvas.ops[1][0] == "_fill_pattern" and canvas.ops[1][1][2:4] == ("diagonal", "#ffffff")
    # twelve pips: the ship icon drawn twelve times in the panel, plus the corner icon
    paths = [args for name, args in canvas.ops if name == "_draw_path"]
    assert sum(1 for p in paths if p[1].fill == "#2c6fbb") >= 13


def test_text_shrinks_to_fit_but_not_below_its_floor(tmp_path: Path) -> None:
    layouts = """layouts:
  card:
    front:
      - {kind: text, name: rule, left: 5, top: 5, width: 40, height: HEIGHT, text: "{rule}",
         size: 12, min_size: 7}
    back: []
"""
    rule = ", rule: {en: A long rule that needs some room, de: Eine lange Regel die Platz braucht, nl: Een lange regel die ruimte nodig heeft, it: Una lunga regola che ha bisogno di spazio, fr: Une longue règle qui demande de la place}"  # noqa: E501
    content = minimal_layout_game(tmp_path / "a", layouts.replace("HEIGHT", "9"), face=rule)
    game = load_game("harbour", [content])
    (size_mm,) = {run[4] for run in runs(record(game, "suits", "lighthouse-1"))}
    assert 7 <= size_mm * 72 / 25.4 < 12
    tight = minimal_layout_game(tmp_path / "b", layouts.replace("HEIGHT", "3"), face=rule)
    game = load_game("harbour", [tight])
    with pytest.raises(ContentError) as caught:
        record(game, "suits", "lighthouse-1")
    problem = caught.value.problems[0]
    assert problem.path == "layouts.card.front[0].text"
    assert problem.file.endswith("harbour/layouts.yaml") and problem.line == 4
    assert problem.message.startswith(
        "card 'lighthouse-1' (suits, front; en): element 'rule': the text 'A long rule that"
        " needs some room' does not fit its 40.0 × 3.0 mm box even at 7 pt (min_size)"
    )


def test_validate_names_every_card_and_language_that_overflows(tmp_path: Path) -> None:
    content = harbour_copy(tmp_path)
    edit(content / "harbour" / "layouts.yaml", "top: 37, left: 3, right: 3, bottom: 3,",
         "top: 37, left: 3, right: 3, height: 4,")  # fmt: skip
    problems = layout_problems(load_game("harbour", [content]))
    messages = sorted(p.message.split(": element", 1)[0].split(": the text")[0] for p in problems)
    assert messages == sorted(
        f"card '{card}' (harbours, front; {lang})"
        for card in ("north-harbour", "storm-bay")
        for lang in LANGS
    )
    assert {p.path for p in problems} == {"layouts.harbour-card.front[4].text"}


def test_an_icon_a_card_names_that_does_not_exist_is_located(tmp_path: Path) -> None:
    content = harbour_copy(tmp_path)
    edit(content / "harbour" / "game.yaml", "icon: ship, cards", "icon: anchor, cards")
    problems = layout_problems(load_game("harbour", [content]))
    # (a face stops at its first fault: the corner icon, drawn before the pips)
    assert [(p.line, p.path) for p in problems] == [(21, "layouts.suit-card.front[5].icon")]
    for problem in problems:
        assert f"cards 'ship-2', 'ship-12' (suits, front; {ALL})" in problem.message
        assert "unknown icon 'anchor' (the game's: bolt, lighthouse, ship; bundled: star," in (
            problem.message
        )


def test_a_template_value_that_is_not_a_colour_is_located(tmp_path: Path) -> None:
    content = minimal_layout_game(
        tmp_path,
        """layouts:
  card:
    front:
      - {kind: rect, in: bleed, fill: "#{suit.icon}"}
""",
    )
    problems = layout_problems(load_game("harbour", [content]))
    assert {(p.line, p.path) for p in problems} == {(4, "layouts.card.front[0].fill")}
    assert sorted(p.message for p in problems) == [
        f"card 'lighthouse-1' (suits, front; {ALL}): '#lighthouse' is not a colour"
        " (expected '#rrggbb')",
        f"card 'ship-4' (suits, front; {ALL}): '#ship' is not a colour (expected '#rrggbb')",
    ]


def test_a_missing_image_named_by_a_card_is_located(tmp_path: Path) -> None:
    content = harbour_copy(tmp_path)
    edit(content / "harbour" / "layouts.yaml", 'src: "{art}"', 'src: "images/{suit.id}.png"')
    problems = layout_problems(load_game("harbour", [content]), ["en"])
    assert sorted(p.message for p in problems) == [
        "card 'north-harbour' (harbours, front; en): element 'art': no image file "
        "'images/lighthouse.png'",
        "card 'storm-bay' (harbours, front; en): element 'art': no image file 'images/storm.png'",
    ]


# -- fonts -----------------------------------------------------------------------------


def font_game(tmp_path: Path, text: str = "{suit.name}") -> Path:
    content = minimal_layout_game(
        tmp_path,
        f"""fonts:
  title: {{regular: fonts/Title.ttf, bold: fonts/Title-Bold.ttf}}
layouts:
  card:
    front:
      - {{kind: text, in: safe, text: "{text}", font: title, size: 14}}
      - {{kind: text, in: safe, top: 20, text: "{{value}}", font: mono, bold: true}}
""",
    )
    folder = content / "harbour" / "fonts"
    folder.mkdir()
    shutil.copyfile(fonts.FONT_DIR / "DejaVuSans-Oblique.ttf", folder / "Title.ttf")
    shutil.copyfile(fonts.FONT_DIR / "DejaVuSans-Bold.ttf", folder / "Title-Bold.ttf")
    return content


def test_a_font_of_the_game_sets_its_text_in_both_backends(tmp_path: Path) -> None:
    game = load_game("harbour", [font_game(tmp_path)])
    canvas = record(game, "suits", "lighthouse-1")
    families = {run[6] if len(run) > 6 else "" for run in runs(canvas)}
    assert len(families) == 2 and "" not in families  # Title and the bundled mono
    cache = FaceCache()
    comp = game.component("suits")
    item = comp.items[0]
    spec = dict(side="front", lang="en", size=(63.5, 88.9), bleed=3.0, low_ink=False, cells=None)
    svg = cache.svg(game, comp, item.front, item, **spec)
    title_key = next(f for f in families if fonts.family_files(f)[0].name == "Title.ttf")
    assert f'id="{title_key}r' in svg  # glyph outlines of the game's font
    pdf = cache.pdf(game, comp, item.front, item, **spec)
    assert any(isinstance(i, tuple) and i[0] == title_key for i in pdf.items)


def test_a_glyph_the_font_lacks_is_located(tmp_path: Path) -> None:
    game = load_game("harbour", [font_game(tmp_path, text="{suit.name} \U0001d11e")])
    problems = layout_problems(game, ["en"])
    assert len(problems) == 1
    assert problems[0].path == "layouts.card.front[0].text"
    assert problems[0].message.endswith("the font 'title' has no glyph for '\U0001d11e'")


# -- images and SVG --------------------------------------------------------------------


def test_svg_files_become_vectors() -> None:
    vector = load_vector(HARBOUR / "images" / "rose.svg")
    assert (vector.width, vector.height) == (75.0, 75.0)  # 100 px = 75 pt
    kinds = [step[0] for step in vector.steps]
    assert kinds.count("path") == 3 and kinds.count("text") == 1
    canvas = RecordingCanvas(50, 50)
    from cardgen.render.svgimport import draw_vector

    draw_vector(canvas, vector, 0, 0, 50, 50, recolor="#123456")
    paints = {args[1].fill or args[1].stroke for name, args in canvas.ops if name == "_draw_path"}
    assert paints == {"#123456"}


@pytest.mark.parametrize(
    ("svg", "message"),
    [
        ("not an svg", r"cannot read the SVG \(not well-formed XML"),
        ('<svg xmlns="http://www.w3.org/2000/svg" width="x"/>', "cannot read the SVG"),
        ('<svg xmlns="http://www.w3.org/2000/svg"/>', "the SVG has no size"),
        (
            '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"'
            ' width="4" height="4"><image width="4" height="4" xlink:href="data:image/png;base64,'
            "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJ"
            'RU5ErkJggg=="/></svg>',
            "holds a raster image",
        ),
    ],
)
def test_an_svg_that_cannot_be_drawn_says_why(svg: str, message: str) -> None:
    with pytest.raises(SvgError, match=message):
        vector_from_text(svg)


def test_a_gradient_is_drawn_in_the_mean_of_its_stops() -> None:
    vector = vector_from_text(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><defs>'
        '<linearGradient id="g"><stop offset="0" stop-color="#ff0000"/>'
        '<stop offset="1" stop-color="#0000ff"/></linearGradient></defs>'
        '<rect width="10" height="10" fill="url(#g)"/></svg>'
    )
    fills = [step[2] for step in vector.steps if step[0] == "path"]
    assert fills == ["#800080"]


def test_images_are_embedded_once_per_document_in_pdf_and_svg(tmp_path: Path) -> None:
    from pypdf import PdfReader

    from cardgen.press.document import render_pdf
    from cardgen.press.options import PrintOptions

    game = load_game("harbour", [HARBOUR.parent])
    pdf = render_pdf(game, PrintOptions())
    reader = PdfReader(__import__("io").BytesIO(pdf))
    images = set()
    for page in reader.pages:
        for xobject in page["/Resources"].get("/XObject", {}).values():
            form = xobject.get_object()
            for inner in form.get("/Resources", {}).get("/XObject", {}).values():
                image = inner.get_object()
                if image.get("/Subtype") == "/Image":
                    filters = str(image.get("/Filter"))
                    images.add((image["/Width"], image["/Height"], filters, "/SMask" in image))
    # the PNG with its alpha as a soft mask, the JPEG as it is; no ASCII85 on either
    assert images == {(48, 32, "['/FlateDecode']", True), (40, 40, "['/DCTDecode']", False)}
    comp = game.component("harbours")
    item = comp.item("storm-bay")
    svg = FaceCache().svg(game, comp, item.front, item, side="front", lang="en",
                          size=(44, 68), bleed=3.0, low_ink=False, cells=None)  # fmt: skip
    assert svg.count("data:image/jpeg;base64,/9j/") == 1


def test_the_same_face_gives_the_same_bytes() -> None:
    game = load_game("harbour", [HARBOUR.parent])
    comp = game.component("suits")
    item = comp.item("lighthouse-9")
    spec = dict(side="front", lang="it", size=(63.5, 88.9), bleed=3.0, low_ink=False, cells=None)
    assert FaceCache().svg(game, comp, item.front, item, **spec) == FaceCache().svg(
        game, comp, item.front, item, **spec
    )


def test_a_null_canvas_checks_without_drawing() -> None:
    game = load_game("harbour", [HARBOUR.parent])
    comp = game.component("suits")
    canvas = NullCanvas(63.5, 88.9, 3.0)
    draw_face(canvas, comp.items[0].front, comp.items[0], comp, game, "nl")
    assert layout_problems(game) == []


@pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="needs poppler's pdftoppm")
def test_changing_a_colour_in_the_yaml_changes_the_face(tmp_path: Path) -> None:
    """Rendered at 60 dpi: the background of the first card (a lighthouse) follows the
    suit's colour in the catalog."""
    from cardgen.cli import main

    content = harbour_copy(tmp_path)

    def first_card_colour(name: str) -> tuple[int, int, int]:
        assert main(["export", "harbour", "--for", "pdf-cards", "--content", str(content),
                     "--content-only", "-o", str(tmp_path / name)]) == 0  # fmt: skip
        pdf = next((tmp_path / name).glob("*.pdf"))
        subprocess.run(["pdftoppm", "-r", "60", "-f", "1", "-l", "1", "-png", str(pdf),
                        str(tmp_path / name / "p")], check=True)  # fmt: skip
        image = Image.open(next((tmp_path / name).glob("p*.png"))).convert("RGB")
        return image.getpixel((3, image.height // 2))  # in the bleed, left edge

    before = first_card_colour("before")
    edit(content / "harbour" / "game.yaml", '"#c0392b"', '"#2e8b57"')
    after = first_card_colour("after")
    assert max(abs(a - b) for a, b in zip(before, (0xC0, 0x39, 0x2B), strict=True)) < 40
    assert max(abs(a - b) for a, b in zip(after, (0x2E, 0x8B, 0x57), strict=True)) < 40


def test_low_ink_is_a_name_for_conditions(tmp_path: Path) -> None:
    content = minimal_layout_game(
        tmp_path,
        """layouts:
  card:
    front:
      - {kind: rect, in: bleed, fill: "{suit.colour}", when: "not low_ink"}
      - {kind: rect, in: safe, stroke: "{suit.colour}", when: low_ink}
""",
    )
    game = load_game("harbour", [content])
    comp = game.component("suits")
    item = comp.items[0]
    for low_ink, wanted in ((False, "fill"), (True, "stroke")):
        canvas = RecordingCanvas(63.5, 88.9, 3.0, low_ink=low_ink)
        draw_face(canvas, item.front, item, comp, game, "en")
        (style,) = [args[5] for name, args in canvas.ops if name == "_draw_rect"]
        assert getattr(style, wanted) == "#c0392b"


def test_layouts_of_another_game_folder_never_share_icons(tmp_path: Path) -> None:
    first = harbour_copy(tmp_path / "a")
    second = harbour_copy(tmp_path / "b")
    edit(second / "harbour" / "layouts.yaml", "M13 2 L5 14", "M13 2 L2 20")
    drawn = []
    for content in (first, second):
        game = load_game("harbour", [content])
        canvas = record(game, "suits", "storm-3")
        drawn.append([args for name, args in canvas.ops if name == "_draw_path"])
    assert drawn[0] != drawn[1]


def test_a_face_with_a_pattern_and_an_image_keeps_both_in_its_form(tmp_path: Path) -> None:
    """A face form with a native tiling pattern gets its resources from cardgen
    (``form_resources``): the images it places must be in them too."""
    from io import BytesIO

    from pypdf import PdfReader

    from cardgen.press.document import render_pdf
    from cardgen.press.options import PrintOptions

    content = harbour_copy(tmp_path)
    edit(content / "harbour" / "layouts.yaml",
         '  harbour-card:\n    front:\n      - {kind: rect, in: bleed, fill: "{suit.colour}"}',
         '  harbour-card:\n    front:\n      - {kind: rect, in: bleed, fill: "{suit.colour}",'
         ' pattern: dots, pattern_color: "#ffffff"}')  # fmt: skip
    game = load_game("harbour", [content])
    reader = PdfReader(BytesIO(render_pdf(game, PrintOptions())))
    forms = [
        xobject.get_object()
        for page in reader.pages
        for name, xobject in page["/Resources"].get("/XObject", {}).items()
        if name.endswith(("north-harbour", "storm-bay"))
    ]
    assert len(forms) == 2
    for form in forms:
        resources = form["/Resources"]
        assert "/Pattern" in resources and "/XObject" in resources
        (image,) = resources["/XObject"].values()
        assert image.get_object()["/Subtype"] == "/Image"


def test_a_broken_or_huge_raster_image_is_located(tmp_path: Path) -> None:
    content = harbour_copy(tmp_path)
    images = content / "harbour" / "images"
    (images / "bay.png").write_bytes(b"\x89PNG\r\n\x1a\n" + b"\0" * 40)  # a PNG by its name only
    Image.new("1", (8000, 6000)).save(images / "sun.jpg".replace(".jpg", "-big.png"))
    edit(content / "harbour" / "cards.yaml", "art: images/sun.jpg", "art: images/sun-big.png")
    problems = sorted(p.message for p in layout_problems(load_game("harbour", [content]), ["en"]))
    assert problems[0].startswith(
        "card 'north-harbour' (harbours, front; en): element 'art': cannot read the image bay.png"
    )
    assert problems[1] == (
        "card 'storm-bay' (harbours, front; en): element 'art': the image sun-big.png has"
        " 8000 × 6000 pixels, more than 40 million (a card at 300 dpi needs about 1 million)"
    )


def test_an_svg_icons_round_caps_and_joins_are_drawn_round_in_pdf_and_svg() -> None:
    """A designer's icon with ``stroke-linecap="round"`` came out with square (butt) ends
    in the PDF: the cap and join svglib reads are drawn, in the PDF (``1 J``, ``1 j`` for
    that path alone) and the SVG (``stroke-linecap``), and seen so on the rendered page."""
    import pypdfium2 as pdfium
    from reportlab.lib.units import mm
    from reportlab.pdfgen import canvas as rl_canvas

    from cardgen.render import PdfCanvas, SvgCanvas
    from cardgen.render.svgimport import draw_vector

    def icon(cap: str) -> str:
        return (
            '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 40 20">'
            f'<polyline points="10,10 30,10 30,18" fill="none" stroke="black" stroke-width="8"'
            f' stroke-linecap="{cap}" stroke-linejoin="{"round" if cap == "round" else "miter"}"/>'
            "</svg>"
        )

    def page(cap: str):
        out = io.BytesIO()
        c = rl_canvas.Canvas(out, pagesize=(40 * mm, 20 * mm), invariant=1, pageCompression=0)
        c.transform(mm, 0, 0, -mm, 0, 20 * mm)
        draw_vector(PdfCanvas(c, 40, 20), vector_from_text(icon(cap)), 0, 0, 40, 20)
        c.showPage()
        c.save()
        image = pdfium.PdfDocument(out.getvalue())[0].render(scale=4).to_pil()
        return out.getvalue(), image.convert("L")

    pdf, image = page("round")
    assert b"1 J" in pdf and b"1 j" in pdf
    butt_pdf, butt = page("butt")
    assert b" J" not in butt_pdf and b" j" not in butt_pdf  # PDF's default: nothing written
    scale = image.width / 40  # pixels per mm
    # left of the line's start (x 10): a round cap paints half the width (4 mm) beyond it
    # on the line's axis, a butt cap nothing
    beyond = (round(8 * scale), round(10 * scale))
    assert image.getpixel(beyond) < 128 and butt.getpixel(beyond) > 200
    # and not at the corner of the cap's square: round, not square
    corner = (round(6.6 * scale), round(6.6 * scale))
    assert image.getpixel(corner) > 200
    # the bend at (30, 10): a mitred join fills its outer corner, a round one does not
    outer = (round(33.5 * scale), round(6.5 * scale))
    assert image.getpixel(outer) > 200 and butt.getpixel(outer) < 128

    svg = SvgCanvas(40, 20)
    draw_vector(svg, vector_from_text(icon("round")), 0, 0, 40, 20)
    text = svg.tostring()
    assert 'stroke-linecap="round"' in text and 'stroke-linejoin="round"' in text
