"""The offline page of a site whose games have different languages (issue 31, item 4): a
game in English and German alone has no pages in Dutch, and the Dutch offline page lists
the games that do, where the build stopped with "No such file …/nl/duo/index.html". Built
from a site folder of a few pages written here: no mkdocs, milliseconds.

The offline app's file list names the site's languages in the product's order, so that
the service worker picks the offline page of the source language (or the first language the
site has) without a language code in its script. Pure Python, a folder of a few files."""

from __future__ import annotations

from pathlib import Path

from cardgen.model import LANGS
from cardgen.site import offline
from cardgen.site.docs import environment
from cardgen.site.offline_page import language_pages, render


def page(site: Path, path: str, title: str) -> None:
    file = site / path / "index.html"
    file.parent.mkdir(parents=True, exist_ok=True)
    file.write_text(f"<html><body><h1>{title}</h1></body></html>", encoding="utf-8")


def test_a_game_missing_in_a_language_is_left_out_of_its_offline_page(tmp_path: Path) -> None:
    site = tmp_path / "site"
    for lang in ("en", "de", "nl"):
        page(site, lang, "Home")
        page(site, f"{lang}/my-game", "My Game")
        page(site, f"{lang}/my-game/rules", "Rules")
    for lang in ("en", "de"):
        page(site, f"{lang}/duo", "Duo")
        page(site, f"{lang}/duo/rules", "Rules")
    games = {"my-game", "duo"}
    assert [g["name"] for g in language_pages(site, "nl", games)] == ["My Game"]
    assert [g["name"] for g in language_pages(site, "de", games)] == ["Duo", "My Game"]
    dutch = render(site, "nl", games, environment())
    assert "nl/my-game/" in dutch and "de/duo/" in dutch and "nl/duo/" not in dutch


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
