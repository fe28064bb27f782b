"""The offline app's file list names the site's languages in the product's order, so that
the service worker picks the offline page of the source language (or the first language the
site has) without a language code in its script. Pure Python, a folder of a few files."""

from __future__ import annotations

from pathlib import Path

from cardgen.model import LANGS
from cardgen.site import offline


def test_the_file_list_names_the_site_languages_in_product_order(tmp_path: Path) -> None:
    site = tmp_path / "site"
    present = list(reversed(LANGS[:2])) if len(LANGS) > 1 else list(LANGS)
    for lang in present:  # written in another order than the product's
        (site / lang).mkdir(parents=True)
        (site / lang / "index.html").write_text("<p>home</p>", encoding="utf-8")
        (site / "_app").mkdir(exist_ok=True)
        (site / "_app" / f"offline-{lang}.html").write_text("<p>offline</p>", encoding="utf-8")
    listing = offline.file_list(site)
    assert listing["languages"] == [lang for lang in LANGS if lang in present]
    assert len(listing["groups"]["offline"]) == len(present)
