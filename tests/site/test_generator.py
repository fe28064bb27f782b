"""The site generator on the sample game: pages, downloads, gallery, glossary terms,
atomic builds and the `cardgen site` command (no browser needed)."""

from __future__ import annotations

import json
import re
import zipfile
from pathlib import Path

import pytest
from sites import copy_site, shared

from cardgen.cli import main
from cardgen.errors import UserError
from cardgen.model import LANG_NAMES, LANGS, load_game
from cardgen.site import rules_site
from cardgen.site.crawl import check_links, parse_page
from cardgen.site.docs import PAGES
from cardgen.site.downloads import human_size, write_zip
from cardgen.site.rules_site import build_site
from cardgen.site.strings import Strings, load_strings

REPO = Path(__file__).resolve().parents[2]
SAMPLE_CONTENT = REPO / "tests" / "sample_content"


def fake_outputs(out: Path, game_id: str, langs=LANGS) -> None:
    for lang in langs:
        for paper in ("a4", "letter"):
            for variant, size in (("", 1_500_000), ("-spaced", 1_700_000), ("-fold", 2_300_000),
                                  ("-single", 900_000), ("-rules", 300_000),
                                  ("-rules-booklet", 310_000)):  # fmt: skip
                pdf = out / "print" / game_id / f"{game_id}-{lang}-{paper}{variant}.pdf"
                pdf.parent.mkdir(parents=True, exist_ok=True)
                pdf.write_bytes(b"%PDF-1.4\n" + b"x" * size)
        svg_dir = out / "svg" / game_id / lang
        svg_dir.mkdir(parents=True, exist_ok=True)
        for name in (
            "ships-red-1-front.svg",
            "ships-red-2-front.svg",
            "ships-back.svg",
            "ports-port-a-front.svg",
            "ports-port-a-back.svg",
            "stray-face.svg",
        ):
            (svg_dir / name).write_text(f'<svg viewBox="0 0 63.5 88.9"><!--{name}--></svg>')


@pytest.fixture(scope="module")
def sample():
    return load_game("sample", SAMPLE_CONTENT)


@pytest.fixture(scope="session")
def cli_site(tmp_path_factory):
    """The sample game's site as ``cardgen site`` builds it, as ``make`` calls it: a relative
    ``--out`` (mkdocs resolves paths from its config file), ``--content-only``, the mkdocs
    sources kept with ``--docs``, over print files and pictures made cheaply
    (``fake_outputs``). ``(folder, docs, what it printed)``. One build per run
    (``sites.shared``) read by the page tests and the command's; the pages of a site without
    print files are read on the designers' site (``designer_site``)."""
    import contextlib
    import io
    import os

    def make(root: Path) -> Path:
        fake_outputs(root / "rel-out", "sample")
        printed = io.StringIO()
        here = os.getcwd()
        os.chdir(root)
        try:
            with contextlib.redirect_stdout(printed):
                code = main(["site", "--out", "rel-out", "--content", str(SAMPLE_CONTENT),
                             "--content-only", "--docs", str(root / "docs")])  # fmt: skip
        finally:
            os.chdir(here)
        assert code == 0
        (root / "printed.txt").write_text(printed.getvalue(), encoding="utf-8")
        return root

    root = shared(tmp_path_factory, "sample-cli", make)
    return root / "rel-out", root / "docs", (root / "printed.txt").read_text(encoding="utf-8")


@pytest.fixture(scope="session")
def sample_site(cli_site) -> Path:
    """The sample game's site with its print files (``cli_site``); read, never changed."""
    return cli_site[0] / "site"


def text(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def test_every_url_exists_in_every_language(sample_site):
    for lang in LANGS:
        assert (sample_site / lang / "index.html").is_file()
        assert (sample_site / lang / "sample" / "index.html").is_file(), lang
        for page in PAGES:
            if page == "checker":
                continue  # no scoring engine: no checker page (below)
            assert (sample_site / lang / "sample" / page / "index.html").is_file(), (lang, page)


def test_a_game_without_a_scoring_engine_has_no_checker_page_nor_link(sample_site):
    """The sample has no scoring engine (and so no checker definition: one without an engine
    is refused): a page saying "coming" would promise what will not come."""
    for lang in LANGS:
        assert not (sample_site / lang / "sample" / "checker").exists()
        for page in sample_site.joinpath(lang).rglob("*.html"):
            assert "sample/checker/" not in text(page), page
        overview = text(sample_site / lang / "sample" / "index.html")
        assert 'href="checker/"' not in overview
        assert 'href="sample/rules/"' in text(sample_site / lang / "index.html")


def test_the_site_has_only_the_games_it_is_given(sample_site):
    """No page of a built-in game that is not in the build (once, such games had "coming
    soon" pages: a designer's own site then listed five games it does not have)."""
    for lang in LANGS:
        folders = {p.name for p in (sample_site / lang).iterdir() if p.is_dir()}
        # the record format's page comes with a checker: the sample has none
        assert folders == {"sample", "assets", "search"}, (lang, folders)


def test_links_and_anchors_resolve(sample_site):
    assert check_links(sample_site) == []


def test_root_index_links_every_language_and_picks_one(sample_site):
    html = text(sample_site / "index.html")
    for lang in LANGS:
        assert f'href="{lang}/"' in html
    assert "navigator.languages" in html
    assert not re.search(r'(href|src)="(/|https?:)', html)
    assert (sample_site / "404.html").is_file()
    assert not any((sample_site / lang / "404.html").exists() for lang in LANGS)


def test_html_lang_and_theme_language(sample_site):
    for lang in LANGS:
        for page in (sample_site / lang).rglob("*.html"):
            assert parse_page(page).lang == lang, page


def test_overview_shows_facts_provenance_downloads_and_printing(sample_site, sample):
    for lang in LANGS:
        s = Strings(lang)
        html = text(sample_site / lang / "sample" / "index.html")
        assert sample.name.get(lang) in html
        assert s("minutes_value", min=10, max=20) in html
        assert s("age_value", age=8) in html
        assert sample.design_note.get(lang) in html
        assert s("status_designed") in html
        assert sample.provenance.reason.get(lang) in html
        # designed parts with readable names and their reason
        assert sample.rule("ports").provenance.reason.get(lang) in html
        # this language's PDFs, copied in, with their sizes
        for paper in ("a4", "letter"):
            name = f"sample-{lang}-{paper}.pdf"
            assert f'href="downloads/{name}"' in html
            assert (sample_site / lang / "sample" / "downloads" / name).is_file()
        assert human_size(1_500_009, lang) in html
        # the overview lists the default files; every file is on the downloads page
        assert 'href="downloads/"' in html
        table = html[html.index('class="cg-downloads"') : html.index("</table>")]
        assert "-fold.pdf" not in table
        assert f'href="downloads/sample-{lang}-svg.zip"' in html
        # printing instructions: 100 %, long edge, calibration, and the fold files linked for
        # a website reader, who has no cardgen to make them
        assert re.search("100[ \u00a0\u202f]%", html)  # (French: a no-break space)
        assert "cardgen print --layout fold" not in html
        for paper in ("a4", "letter"):
            assert f'<a href="downloads/sample-{lang}-{paper}-fold.pdf">{s(paper)}</a>' in html
        assert 'href="rules/#smp-scoring-ports"' in html


def test_downloads_page_lists_every_pdf_with_size_paper_language_and_layout(sample_site):
    """``/<lang>/<game>/downloads/``: every PDF of every language (this language's copied
    in, the others' linked), with its size, paper, language and layout, and a word on
    which layout to choose."""
    for lang in LANGS:
        s = Strings(lang)
        page = sample_site / lang / "sample" / "downloads" / "index.html"
        html = text(page)
        # the print files are not part of the offline app: the page says so
        assert " ".join(s("downloads_not_offline").split()) in " ".join(html.split())
        # and how to make a file for a cutting machine, in the reader's language
        command = f"cardgen print sample --lang {lang} --cut-marks silhouette -o sample.pdf"
        assert f"<code>{command}</code>" in " ".join(html.split())
        rows = re.findall(
            r"<tr><td[^>]*><a href=\"([^\"]+)\"[^>]*>([^<]+)</a></td>(.*?)</tr>", html
        )
        assert len(rows) == len(LANGS) * 2 * 6
        cells = {name: re.findall(r"<td[^>]*>([^<]*)</td>", rest) for _, name, rest in rows}
        for other in LANGS:
            for paper in ("a4", "letter"):
                for variant, layout, size in (
                    ("", "layout_duplex", 1_500_009),
                    ("-spaced", "layout_spaced", 1_700_009),
                    ("-fold", "layout_fold", 2_300_009),
                    ("-single", "layout_single", 900_009),
                    ("-rules", "layout_rules", 300_009),
                    ("-rules-booklet", "layout_rules-booklet", 310_009),
                ):
                    name = f"sample-{other}-{paper}{variant}.pdf"
                    assert cells[name] == [
                        LANG_NAMES[other],
                        s(paper),
                        s(layout),
                        human_size(size, lang),
                    ], name
                    href = next(h for h, n, _ in rows if n == name)
                    copied = (sample_site / lang / "sample" / "downloads" / name).is_file()
                    if other == lang:
                        assert href == f"../downloads/{name}" and copied
                    else:
                        assert href == f"../../../{other}/sample/downloads/{name}"
                        assert not copied
                        assert (sample_site / other / "sample" / "downloads" / name).is_file()
        # this language first, and a word on each layout
        assert rows[0][1].startswith(f"sample-{lang}-")
        for layout in ("duplex", "spaced", "fold", "single", "rules", "rules-booklet"):
            # the sample game is an original one: its rules list no parts "we designed"
            note = f"layout_{layout}_note" + ("_designed" if layout == "rules" else "")
            assert s(note).split(".")[0] in html


def test_human_sizes():
    assert human_size(834_000, "en") == "834 KB"
    assert human_size(1_250_000, "en") == "1.2 MB" or human_size(1_250_000, "en") == "1.3 MB"
    assert human_size(2_500_000, "de") == "2,5 MB"
    assert human_size(10, "it") == "1 KB"
    assert human_size(834_000, "fr") == "834\u00a0Ko"
    assert human_size(2_500_000, "fr") == "2,5\u00a0Mo"


def test_svg_zip_is_deterministic(tmp_path):
    files = []
    for name in ("b.svg", "a.svg"):
        path = tmp_path / name
        path.write_text(f"<svg>{name}</svg>")
        files.append(path)
    write_zip(files, tmp_path / "one.zip")
    (tmp_path / "a.svg").touch()  # a newer mtime must not change the archive
    write_zip(list(reversed(files)), tmp_path / "two.zip")
    assert (tmp_path / "one.zip").read_bytes() == (tmp_path / "two.zip").read_bytes()
    with zipfile.ZipFile(tmp_path / "one.zip") as archive:
        assert archive.namelist() == ["a.svg", "b.svg"]


def test_zip_holds_every_svg_of_the_language(sample_site):
    with zipfile.ZipFile(sample_site / "de" / "sample" / "downloads" / "sample-de-svg.zip") as z:
        assert len(z.namelist()) == 6 and "ships-back.svg" in z.namelist()


def test_gallery_shows_every_face_with_names(sample_site):
    html = text(sample_site / "de" / "sample" / "cards" / "index.html")
    names = ("ships-red-1-front.svg", "ships-back.svg", "ports-port-a-back.svg", "stray-face.svg")
    for name in names:
        assert f'src="svg/{name}"' in html
        assert (sample_site / "de" / "sample" / "cards" / "svg" / name).is_file()
    assert "Rot 1" in html  # named after the catalog entry its front refers to
    assert "2 Exemplare" in html  # red-2 has two copies
    assert "Schiffskarten" in html and "Weitere Seiten" in html


def test_gallery_and_downloads_say_when_the_print_step_has_not_run(designer_site):
    """The designers' site is built without print files or pictures; the sample among them."""
    for lang in LANGS:
        s = Strings(lang)
        cards = text(designer_site / lang / "sample" / "cards" / "index.html")
        assert s("cards_missing").split("`")[0].strip() in cards
        overview = text(designer_site / lang / "sample" / "index.html")
        assert s("no_downloads").split("`")[0].strip() in overview


def test_rules_headings_keep_their_ids_and_glossary_terms_explain_themselves(sample_site, sample):
    for lang in LANGS:
        page = sample_site / lang / "sample" / "rules" / "index.html"
        assert parse_page(page).headings[: len(sample.rules[lang].section_ids)] == list(
            sample.rules[lang].section_ids
        )
        html = text(page)
        assert 'class="headerlink" href="#smp-scoring-ships"' in html
    # "Harbour" in the English title is a glossary term: explained on hover, tap and print
    overview = text(sample_site / "en" / "sample" / "index.html")
    term = re.search(r"<abbr [^>]*>Harbour</abbr>", overview)
    assert term, "the glossary term is not marked"
    assert 'data-gloss="The place where your ships unload."' in term[0]
    assert 'title="The place where your ships unload."' in term[0]
    assert 'tabindex="0"' in term[0]


def test_glossary_page_lists_terms_with_explanations(sample_site):
    html = text(sample_site / "it" / "sample" / "glossary" / "index.html")
    assert 'id="g-harbour"' in html
    assert "Il luogo dove le tue navi scaricano." in html


def test_language_selector_links_to_the_same_page(sample_site):
    html = text(sample_site / "de" / "sample" / "cards" / "index.html")
    for lang in LANGS:
        assert f'href="../../../{lang}/sample/cards/" hreflang="{lang}"' in html
    # no <link rel=alternate>: Material would send the switch through sitemap.xml
    assert 'rel="alternate"' not in html


def test_each_language_has_its_own_search_index_and_stemmer(sample_site):
    for lang in LANGS:
        index = json.loads(text(sample_site / lang / "search" / "search_index.json"))
        assert index["config"]["lang"] == [lang]
        locations = {doc["location"] for doc in index["docs"]}
        assert "sample/glossary/#g-harbour" in locations


def test_no_external_requests_in_the_markup(sample_site):
    for page in sample_site.rglob("*.html"):
        html = text(page)
        pattern = r'<(?:link|script|img|iframe|source)\b[^>]*?(?:href|src)="([^"]+)"'
        for match in re.finditer(pattern, html):
            assert not match[1].startswith(("http:", "https:", "//")), (page, match[1])
        assert "fonts.googleapis" not in html and "fonts.gstatic" not in html


def test_a_failing_build_leaves_the_previous_site_intact(
    tmp_path, sample, sample_site, monkeypatch
):
    copy_site(sample_site, tmp_path / "site")  # the previous build
    before = sorted(p.relative_to(tmp_path) for p in (tmp_path / "site").rglob("*"))

    def failing(configs):  # the first language builds, the second fails
        rules_site.run_mkdocs(configs[0])
        raise UserError("boom")

    monkeypatch.setattr(rules_site, "run_all", failing)
    with pytest.raises(UserError, match="boom"):
        build_site([sample], tmp_path)
    after = sorted(p.relative_to(tmp_path) for p in (tmp_path / "site").rglob("*"))
    assert after == before
    assert [p.name for p in tmp_path.iterdir()] == ["site"]  # no half-written leftovers


def test_strings_have_all_four_languages():
    data = load_strings()
    for key, value in data.items():
        assert set(value) == set(LANGS), key


def test_cardgen_site_command(cli_site):
    out, docs, printed = cli_site
    assert (out / "site" / "en" / "sample" / "rules" / "index.html").is_file()
    assert (docs / "de" / "mkdocs.yml").is_file()
    assert "index.html" in printed


def test_cardgen_site_reports_bad_content(tmp_path, capsys):
    bad = tmp_path / "content" / "broken"
    bad.mkdir(parents=True)
    (bad / "game.yaml").write_text("game: {id: broken}\n")
    code = main(
        [
            "site",
            "--out",
            str(tmp_path / "out"),
            "--content",
            str(tmp_path / "content"),
            "--content-only",
        ]
    )
    assert code == 2
    assert "game.yaml" in capsys.readouterr().err
    assert not (tmp_path / "out" / "site").exists()


def test_glossary_terms_are_focusable_and_explained_once_per_page_in_print():
    import markdown

    html = markdown.markdown(
        "A harbour, another harbour.\n\nThe harbour again.\n\n*[harbour]: Where ships unload.",
        extensions=["abbr", "cardgen.site.mdext"],
    )
    assert html.count("<abbr") == 3
    assert html.count('tabindex="0"') == 3
    assert html.count('data-gloss="Where ships unload."') == 1
    assert html.index("data-gloss") < html.index("another")


def test_cardgen_site_with_a_relative_out_folder(cli_site):
    """`make` passes a relative `--out dist`; mkdocs resolves paths from its config file."""
    out, _, _ = cli_site
    assert out.is_absolute() and out.name == "rel-out"
    assert (out / "site" / "de" / "sample" / "index.html").is_file()


def test_estimated_facts_are_marked_as_our_estimate(cli_site):
    """The sample game marks its playing time as estimated: overview and home say so."""
    out, _, _ = cli_site
    overview = (out / "site" / "de" / "sample" / "index.html").read_text(encoding="utf-8")
    assert '10–20 Minuten <em class="cg-estimate">(unsere Schätzung)</em>' in overview
    assert "(unsere Schätzung)" not in overview.split("Spieldauer")[0]  # players are verified
    home = (out / "site" / "it" / "index.html").read_text(encoding="utf-8")
    assert "(nostra stima)" in home


def app_games(site: Path, lang: str) -> dict:
    """What the built site's app script is told each game has to save (``APP_GAMES``)."""
    script = text(site / lang / "assets" / "cardgen-app.js")
    return json.loads(re.search(r"var GAMES = (\{.*?\}); ", script)[1])


def test_a_site_without_the_print_step_sends_no_one_to_the_cards_page_for_pictures(
    designer_site, sample_site
):
    """Built without the print step, the Cards page has no pictures: the saved note must not
    ask the reader to open it for them (it did). The app is told the game has no pictures to
    save, and the note for that case says so, in every language; with the print step's
    pictures the game has them. (Without: the designers' site, built with no print step.)"""
    app = text(designer_site / "en" / "assets" / "cardgen-app.js")
    for lang in LANGS:
        assert app_games(designer_site, lang)["sample"]["pictures"] is False
        assert app_games(sample_site, lang)["sample"]["pictures"] is True
        s = Strings(lang)
        for key in ("saved_note_game_no_pictures", "saved_note_no_checker_no_pictures"):
            words = s(key)
            assert words and words not in (s("saved_note_no_pictures"), s("saved_note_pages"))
    assert "STRINGS.saved_note_game_no_pictures" in app
