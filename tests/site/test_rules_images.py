"""Images in a rules page are copied into the site beside the page, so the link works
(issue 31); a missing one stops ``cardgen site`` with a located message and exit code 2.

No browser. One small site build (a game from ``cardgen new`` without its engine, no print
files, no checker page) of about 4 s on a 2-core machine: only a build shows where the image
lands."""

from __future__ import annotations

import re

from new_game import without_engine

from cardgen.cli import main
from cardgen.model import LANGS

PNG = b"\x89PNG\r\n\x1a\n" + b"\0" * 20


def test_a_rules_image_is_copied_beside_the_page(tmp_path, capsys):
    content = tmp_path / "mine"
    assert main(["new", "pictured", "--content", str(content)]) == 0
    without_engine(content / "pictured")
    rules = content / "pictured" / "rules"
    (rules / "images").mkdir()
    (rules / "images" / "deal.png").write_bytes(PNG)
    page = rules / "en.md"
    page.write_text(page.read_text() + "\n![The deal](images/deal.png)\n", "utf-8")
    out = tmp_path / "out"
    assert main(["site", "--content", str(content), "--content-only", "--out", str(out)]) == 0
    site = out / "site"
    assert (site / "en" / "pictured" / "rules" / "images" / "deal.png").read_bytes() == PNG
    html = (site / "en" / "pictured" / "rules" / "index.html").read_text(encoding="utf-8")
    sources = re.findall(r'<img[^>]* src="([^"]+)"', html)
    assert sources == ["images/deal.png"]
    for lang in LANGS[1:]:  # the other pages show no image, and get none
        assert not (site / lang / "pictured" / "rules" / "images").exists()

    page.write_text(page.read_text().replace("deal.png", "missing.png"), "utf-8")
    capsys.readouterr()
    assert main(["site", "--content", str(content), "--content-only", "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert "pictured/rules/en.md:" in err and "image: no image file 'images/missing.png'" in err
    assert "Traceback" not in err
    # the site built before is left whole
    assert (site / "en" / "pictured" / "rules" / "images" / "deal.png").exists()
