"""A game drawn from layouts, through the command line (issue 31): it validates, prints to
PDF and SVG through the same paths as every game, and a face that cannot be drawn stops
``print`` with exit 2 and a located message, leaving any earlier file as it was."""

from __future__ import annotations

import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from layout_games import edit, harbour_copy
from PIL import Image

from cardgen.cli import main
from cardgen.model import LANGS


def run(capsys, content: Path, *argv: str) -> tuple[int, str, str]:
    code = main([*argv, "--content", str(content), "--content-only"])
    out, err = capsys.readouterr()
    return code, out, err


def test_the_game_validates_prints_and_draws_svgs(tmp_path: Path, capsys) -> None:
    content = harbour_copy(tmp_path)
    assert run(capsys, content, "validate") == (0, "harbour: ok\n", "")
    pdf = tmp_path / "harbour.pdf"
    code, out, err = run(capsys, content, "print", "harbour", "--lang", "de", "-o", str(pdf))
    assert (code, err) == (0, "")
    assert pdf.read_bytes().startswith(b"%PDF")
    svgs = tmp_path / "svg"
    code, out, err = run(capsys, content, "svg", "harbour", "--lang", "nl", "-o", str(svgs))
    assert (code, out, err) == (0, f"wrote 10 SVG files to {svgs}\n", "")
    names = sorted(p.name for p in svgs.iterdir())
    assert names[:2] == ["harbours-back.svg", "harbours-north-harbour-front.svg"]
    assert "suits-lighthouse-9-front.svg" in names and "suits-back.svg" in names
    for path in svgs.iterdir():
        ET.parse(path)  # well-formed
    assert "data:image/png;base64," in (svgs / "harbours-north-harbour-front.svg").read_text()


@pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="needs poppler's pdftoppm")
def test_the_printed_fronts_show_each_suits_colour(tmp_path: Path, capsys) -> None:
    """Page 3 of the A4 file (the suit cards' fronts) at 60 dpi: each card's bleed in its
    suit's colour from the catalog (lighthouse, lighthouse, ship / ship, storm, storm)."""
    content = harbour_copy(tmp_path)
    pdf = tmp_path / "harbour.pdf"
    assert run(capsys, content, "print", "harbour", "-o", str(pdf))[0] == 0
    subprocess.run(["pdftoppm", "-r", "60", "-f", "3", "-l", "3", "-png", str(pdf),
                    str(tmp_path / "page")], check=True)  # fmt: skip
    page = Image.open(next(tmp_path.glob("page*.png"))).convert("RGB")
    mm = 60 / 25.4

    def near(pixel, colour: str) -> bool:
        wanted = tuple(int(colour[i : i + 2], 16) for i in (1, 3, 5))
        return max(abs(a - b) for a, b in zip(pixel, wanted, strict=True)) < 60

    found = []
    for row in range(2):
        for col in range(3):
            # 1 mm inside the left edge of each card's slot of a 3 × 3 poker grid on A4
            x = (210 - 3 * 63.5) / 2 + col * 63.5 + 1
            y = 12 + row * 88.9 + 44
            left, top = round(x * mm), round(y * mm)
            pixels = [page.getpixel((left + i, top + j)) for i in range(4) for j in range(8)]
            found.append(max(set(pixels), key=pixels.count))  # (under the white stripes)
    colours = ["#c0392b", "#c0392b", "#2c6fbb", "#2c6fbb", "#5b4a8a", "#5b4a8a"]
    assert [near(p, c) for p, c in zip(found, colours, strict=True)] == [True] * 6, found


def test_a_text_past_its_floor_stops_print_with_a_located_message(tmp_path: Path, capsys) -> None:
    content = harbour_copy(tmp_path)
    pdf = tmp_path / "harbour.pdf"
    assert run(capsys, content, "print", "harbour", "-o", str(pdf))[0] == 0
    before = pdf.read_bytes()
    edit(content / "harbour" / "layouts.yaml", "top: 37, left: 3, right: 3, bottom: 3,",
         "top: 37, left: 3, right: 3, height: 4,")  # fmt: skip
    code, out, err = run(capsys, content, "print", "harbour", "--lang", "it", "-o", str(pdf))
    assert code == 2 and out == ""
    lines = err.splitlines()
    assert lines[0].startswith(f"{content.name}/harbour/layouts.yaml:54:")
    assert (
        "layouts.harbour-card.front[4].text: card 'north-harbour' (harbours, front; it):"
        in (lines[0])
    )
    assert "does not fit its 32.0 × 4.0 mm box even at 6.5 pt (min_size)" in lines[0]
    assert lines[-1] == "cardgen: 2 problems in the content"
    assert "Traceback" not in err
    assert pdf.read_bytes() == before  # the earlier file is intact
    assert sorted(p.name for p in tmp_path.iterdir()) == ["content", "harbour.pdf"]


def test_print_shop_exports_take_layout_faces(tmp_path: Path, capsys) -> None:
    content = harbour_copy(tmp_path)
    code, out, _ = run(capsys, content, "export", "harbour", "--for", "pdf-cards", "-o",
                       str(tmp_path / "shop"))  # fmt: skip
    assert code == 0 and out.startswith("wrote 1 file")
    from pypdf import PdfReader

    reader = PdfReader(next((tmp_path / "shop").glob("*.pdf")))
    assert len(reader.pages) == 16  # 8 cards, front and back each


def test_a_game_in_two_languages_checks_and_prints_its_layouts_in_those(
    tmp_path: Path, capsys
) -> None:
    """(Issue 31, item 4 with item 1): texts in en and de only; validate draws the faces in
    those two, print refuses another."""
    import re

    from cardgen.commands.new_languages import keep_yaml_texts

    content = harbour_copy(tmp_path)
    folder = content / "harbour"
    for file in folder.glob("*.yaml"):
        file.write_text(keep_yaml_texts(file.read_text(encoding="utf-8"), ("en", "de")), "utf-8")
    for lang in LANGS:
        if lang not in ("en", "de"):
            (folder / "rules" / f"{lang}.md").unlink()
    game_yaml = folder / "game.yaml"
    text = game_yaml.read_text(encoding="utf-8")
    prefix = re.search(r"^  prefix: .*\n", text, re.MULTILINE)
    assert prefix is not None
    game_yaml.write_text(text[: prefix.end()] + "  languages: [en, de]\n" + text[prefix.end() :])
    assert run(capsys, content, "validate") == (0, "harbour: ok\n", "")
    edit(folder / "layouts.yaml", "top: 37, left: 3, right: 3, bottom: 3,",
         "top: 37, left: 3, right: 3, height: 4,")  # fmt: skip
    code, _out, err = run(capsys, content, "validate")
    assert code == 2
    assert "(harbours, front; en)" in err and "(harbours, front; de)" in err
    assert "; nl)" not in err and "; it)" not in err
    code, _out, err = run(capsys, content, "print", "harbour", "--lang", "it", "-o",
                          str(tmp_path / "x.pdf"))  # fmt: skip
    assert code == 2 and "not written in 'it'" in err
