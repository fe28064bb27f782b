"""The ``image`` field type and images in rules pages (issue 31): a path relative to the
game's folder to a PNG, JPEG or SVG, checked by its content; every fault located."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from cardgen.cli import main
from cardgen.model import load_game
from cardgen.model.images import ImageRef, sniff

BASE = Path(__file__).parents[1] / "bad_content" / "base"
PNG = b"\x89PNG\r\n\x1a\n" + b"\0" * 20
JPEG = b"\xff\xd8\xff\xe0" + b"\0" * 20
SVG = b'<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'


def image_game(tmp_path: Path, pictures: dict[str, str]) -> Path:
    """The minimal game with ``art: image`` on its cards, ``pictures`` by item id."""
    content = tmp_path / "content"
    shutil.copytree(BASE, content)
    mini = content / "mini"
    game = mini / "game.yaml"
    game.write_text(
        game.read_text().replace("value: int 1..9}", "value: int 1..9, art: optional image}"),
        encoding="utf-8",
    )
    components = mini / "components.yaml"
    text = components.read_text()
    for item, picture in pictures.items():
        text = text.replace(f"{{id: {item}, front: {{", f"{{id: {item}, front: {{art: {picture}, ")
    components.write_text(text, encoding="utf-8")
    (mini / "art").mkdir()
    (mini / "art" / "sun.png").write_bytes(PNG)
    (mini / "art" / "moon.jpg").write_bytes(JPEG)
    (mini / "art" / "star.svg").write_bytes(SVG)
    (mini / "art" / "fake.png").write_bytes(b"GIF89a not a png")
    (mini / "art" / "page.svg").write_bytes(b"<html><body/></html>")
    (mini / "art" / "renamed.png").write_bytes(JPEG)
    (content / "outside.png").write_bytes(PNG)
    return content


def test_image_fields_load_with_their_file_and_format(tmp_path):
    content = image_game(
        tmp_path, {"sun-1": "art/sun.png", "sun-2": "art/moon.jpg", "moon-1": "art/star.svg"}
    )
    deck = load_game("mini", content).component("cards")
    art = {item.id: item.front["art"] for item in deck.items}
    assert all(isinstance(ref, ImageRef) for ref in art.values())
    assert art["sun-1"] == "art/sun.png" and art["sun-1"].format == "png"
    assert art["sun-2"].format == "jpeg" and art["moon-1"].format == "svg"
    assert art["moon-1"].file == (content / "mini" / "art" / "star.svg").resolve()


def test_bad_images_are_located(tmp_path, capsys):
    content = image_game(
        tmp_path,
        {"sun-1": "art/none.png", "sun-2": "../outside.png", "moon-1": "art/fake.png"},
    )
    assert main(["validate", "--content", str(content), "--content-only"]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    lines = [line.replace("content/", "", 1) for line in err.splitlines()[:-1]]
    assert lines == [
        "mini/components.yaml:11:34: components[0].items[0].front.art: "
        "no image file 'art/none.png'",
        "mini/components.yaml:12:34: components[0].items[1].front.art: "
        "'../outside.png' leaves the game's folder",
        "mini/components.yaml:13:35: components[0].items[2].front.art: "
        "'art/fake.png' is not a PNG, JPEG or SVG image (unreadable content)",
    ]


@pytest.mark.parametrize(
    ("picture", "message"),
    [
        ("art/page.svg", "'art/page.svg' is not a PNG, JPEG or SVG image (unreadable content)"),
        ("art/renamed.png", "'art/renamed.png' is named as PNG but holds a JPEG image"),
        (
            "art/sun.gif",
            "'art/sun.gif' is not an image file name (allowed: .png, .jpg, .jpeg, .svg)",
        ),
        ("/etc/passwd.png", "'/etc/passwd.png' must be a path relative to the game's folder"),
        (
            "7",
            "expected a path to an image (.png, .jpg, .jpeg, .svg) relative to the game's folder",
        ),
    ],
)
def test_each_kind_of_bad_image_has_its_message(tmp_path, capsys, picture, message):
    content = image_game(tmp_path, {"sun-1": picture})
    assert main(["validate", "--content", str(content), "--content-only"]) == 2
    err = capsys.readouterr().err
    assert f"components[0].items[0].front.art: {message}\n" in err


def test_sniff_knows_the_three_formats_and_nothing_else():
    assert sniff(PNG) == "png" and sniff(JPEG) == "jpeg" and sniff(SVG) == "svg"
    assert sniff(b"\xef\xbb\xbf" + SVG) == "svg"
    assert sniff(b"<svg") is None  # not well-formed
    assert sniff(b"") is None and sniff(b"GIF89a") is None
    bomb = b'<!DOCTYPE s [<!ENTITY a "aaaaaaaaaa">' + b"".join(
        f'<!ENTITY {chr(98 + i)} "{("&" + chr(97 + i) + ";") * 10}">'.encode() for i in range(9)
    )
    assert sniff(bomb + b']><svg xmlns="http://www.w3.org/2000/svg">&j;</svg>') is None


def test_rules_images_are_checked_and_located(tmp_path, capsys):
    content = image_game(tmp_path, {})
    rules = content / "mini" / "rules"
    (rules / "images").mkdir()
    (rules / "images" / "deal.png").write_bytes(PNG)
    page = rules / "en.md"
    page.write_text(
        page.read_text()
        + "\n![The deal](images/deal.png)\n\n```\n![not an image](code.png)\n```\n"
        + "\nSee ![a web picture](https://example.org/x.png) and ![gone](images/gone.png).\n",
        encoding="utf-8",
    )
    assert main(["validate", "--content", str(content), "--content-only"]) == 2
    err = capsys.readouterr().err
    lines = err.splitlines()[:-1]
    assert len(lines) == 1 and lines[0].endswith(
        "mini/rules/en.md:13:61: image: no image file 'images/gone.png'"
    ), err
    page.write_text(page.read_text().replace(" and ![gone](images/gone.png)", ""), "utf-8")
    game = load_game("mini", content)
    assert game.rules["en"].images == (("images/deal.png", (rules / "images/deal.png").resolve()),)
    assert game.rules["de"].images == ()


def test_an_unknown_type_names_every_valid_type(tmp_path, capsys):
    content = tmp_path / "content"
    shutil.copytree(BASE, content)
    game = content / "mini" / "game.yaml"
    game.write_text(game.read_text().replace("value: int 1..9", "value: picture"), "utf-8")
    assert main(["validate", "--content", str(content), "--content-only"]) == 2
    err = capsys.readouterr().err
    assert "unknown type 'picture' (types: bool, colour, id, image, int," in err
