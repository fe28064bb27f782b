"""A designer's own game (provenance ``designed``, as ``cardgen new`` writes it) gets words
that fit an original game, in each of its languages: its rules PDF does not call its rules
"ours in our own words" nor speak of "the published rules" and what "we reconstructed";
its site's home page, downloads and overview say nothing of a reconstruction; and a site
of designers' games alone describes the record every engine reads on its "Score records"
page, not the five built-in games' records. The published games keep their words.

The site's pages are generated without mkdocs (``rules_site.generate``) and the PDFs are
rendered in memory: about two seconds."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from pypdf import PdfReader

from cardgen.cli import main
from cardgen.model import LANGS, load_game
from cardgen.press.booklet.document import render_booklet, render_rules, tr
from cardgen.site import rules_site
from cardgen.site.strings import Strings

RECONSTRUCTION_WORDS = {
    "en": ["our own words", "published", "reconstruct", "we designed"],
    "de": ["unseren eigenen Worten", "veröffentlicht", "rekonstruiert", "wir entworfen"],
    "nl": ["onze eigen woorden", "gepubliceerd", "gereconstrueerd", "wij ontworpen"],
    "it": ["parole nostre", "pubblicat", "ricostruit", "ideate da noi"],
    "fr": ["nos propres mots", "publié", "reconstitu", "nous avons conçu"],
}
"""What the published games' texts say of their reconstruction, in each language."""


@pytest.fixture(scope="module")
def own_game(tmp_path_factory: pytest.TempPathFactory):
    content = tmp_path_factory.mktemp("mine")
    assert main(["new", "night-market", "--content", str(content)]) == 0
    return load_game("night-market", content)


def pdf_text(data: bytes) -> str:
    return " ".join(
        " ".join(page.extract_text().split()) for page in PdfReader(io.BytesIO(data)).pages
    )


@pytest.mark.parametrize("lang", LANGS)
def test_an_original_games_rules_pdf_speaks_of_no_reconstruction(own_game, lang: str) -> None:
    for render in (render_rules, render_booklet):
        text = pdf_text(render(own_game, lang, "a4"))
        assert tr("subtitle_designed", lang) in text
        for words in RECONSTRUCTION_WORDS[lang]:
            assert words.casefold() not in text.casefold(), (render.__name__, words)


def test_a_published_games_rules_pdf_keeps_its_legend() -> None:
    game = load_game("web")
    text = pdf_text(render_rules(game, "en", "a4"))
    assert tr("subtitle", "en") in text
    assert "Tinted boxes explain what we reconstructed." in text
    assert "What is ours" in text


@pytest.fixture(scope="module")
def own_site(own_game, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The docs trees of a site of the designer's game alone, per language."""
    work = tmp_path_factory.mktemp("own-site")
    configs = rules_site.generate([own_game], work, work / "docs", work / "site")
    return {lang: config.parent / "docs" for lang, config in configs.items()}


@pytest.mark.parametrize("lang", LANGS)
def test_an_original_games_site_pages_fit_an_original_game(own_site, own_game, lang: str) -> None:
    s = Strings(lang)
    docs = own_site[lang]
    home = (docs / "index.md").read_text(encoding="utf-8")
    assert s("home_intro_own") in home
    overview = (docs / "night-market" / "index.md").read_text(encoding="utf-8")
    assert s("provenance_intro_designed") in overview
    assert f'!!! note "{s("design_note_designed")}"' in overview
    downloads = (docs / "night-market" / "downloads" / "index.md").read_text(encoding="utf-8")
    # (the overview's own sentence: "an original design, not a published edition")
    pages = {
        "home": home,
        "overview": overview.replace(s("provenance_intro_designed"), ""),
        "downloads": downloads,
    }
    for name, page in pages.items():
        for words in RECONSTRUCTION_WORDS[lang]:
            assert words.casefold() not in page.casefold(), (name, words)


@pytest.mark.parametrize("lang", LANGS)
def test_a_site_of_designers_games_describes_their_records(own_site, own_game, lang) -> None:
    s = Strings(lang)
    records = (own_site[lang] / "records" / "index.md").read_text(encoding="utf-8")
    for key in ("records_own_intro", "records_own_names", "records_own_result_text"):
        assert s(key) in records, key
    for game_id in ("web-of-power", "pyramidion", "cosmopolis", "circle-the-wagons"):
        assert game_id not in records
    assert "### Night Market (`night-market`)" in records
    # the game's own example record, one player to a line, as JSON that reads back
    sample = records.split("```json\n", 1)[1].split("\n```", 1)[0]
    assert json.loads(sample) == json.loads(own_game.examples[0][1])
    assert sample.splitlines()[1].startswith('  {"name": "Ann", "cards": [')


def test_a_site_with_a_built_in_game_keeps_the_records_reference(own_game, tmp_path) -> None:
    configs = rules_site.generate(
        [load_game("web"), own_game], tmp_path, tmp_path / "docs", tmp_path / "site"
    )
    records = (configs["en"].parent / "docs" / "records" / "index.md").read_text("utf-8")
    assert records.startswith("# Score records\n") and "### Web (`web`)" in records
    home = (configs["en"].parent / "docs" / "index.md").read_text("utf-8")
    assert Strings("en")("home_intro") in home  # the published game's rules are ours
