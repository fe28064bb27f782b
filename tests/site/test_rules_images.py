"""Images in a rules page are copied into the site beside the page, so the link works
(issue 31); a missing one stops ``cardgen site`` with a located message and exit code 2.

No browser. The image's game (``pictured``: a game from ``cardgen new`` without its engine,
no print files) is one of the run's designers' site (``designer_site``, built once per run):
only a build shows where the image lands. The failing build runs on a copy of that site."""

from __future__ import annotations

import re

from designer_site import PICTURED, PNG, write_pictured_game
from sites import copy_site

from cardgen.cli import main
from cardgen.model import LANGS


def test_a_rules_image_is_copied_beside_the_page(designer_site):
    site = designer_site
    assert (site / "en" / PICTURED / "rules" / "images" / "deal.png").read_bytes() == PNG
    html = (site / "en" / PICTURED / "rules" / "index.html").read_text(encoding="utf-8")
    sources = re.findall(r'<img[^>]* src="([^"]+)"', html)
    assert sources == ["images/deal.png"]
    for lang in LANGS[1:]:  # the other pages show no image, and get none
        assert not (site / lang / PICTURED / "rules" / "images").exists()


def test_a_missing_rules_image_stops_the_build_and_keeps_the_site(designer_site, tmp_path, capsys):
    content = tmp_path / "mine"
    page = write_pictured_game(content)
    page.write_text(page.read_text().replace("deal.png", "missing.png"), "utf-8")
    out = tmp_path / "out"
    site = copy_site(designer_site, out / "site")  # the site built before
    capsys.readouterr()
    assert main(["site", "--content", str(content), "--content-only", "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert "pictured/rules/en.md:" in err and "image: no image file 'images/missing.png'" in err
    assert "Traceback" not in err
    # the site built before is left whole
    assert (site / "en" / PICTURED / "rules" / "images" / "deal.png").exists()
    assert (site / "en" / "tide-race" / "index.html").is_file()
