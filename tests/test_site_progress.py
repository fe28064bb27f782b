"""What the site build says: each stage as it starts (``cardgen.site.rules_site.build_site``;
a designer's first build ran four minutes after one line), and ``cardgen site``, which
builds the site alone, which games have no print files or card pictures for it. The
stages are stand-ins here (what each builds is tested where it is built), so this checks
what is said and when, in milliseconds."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardgen.cli import main
from cardgen.commands.site import without_prints
from cardgen.model import load_game
from cardgen.site import checker, compress, offline, rules_site

SAMPLE = Path(__file__).parent / "sample_content"


def test_each_stage_is_said_before_it_runs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:

    def stage(name: str, result=None):
        def run(*_args, **_kwargs):
            print(f"<{name}>")
            return result

        return run

    monkeypatch.setattr(rules_site, "first_build_notice", lambda: None)
    monkeypatch.setattr(rules_site, "require_runtime", stage("runtime"))
    monkeypatch.setattr(checker, "make_release", stage("release"))
    monkeypatch.setattr(rules_site, "generate", stage("docs", {"en": tmp_path / "c.yml"}))
    monkeypatch.setattr(rules_site, "run_all", stage("mkdocs"))
    monkeypatch.setattr(rules_site, "write_root_pages", stage("root"))
    monkeypatch.setattr(checker, "build_assets", stage("checker"))
    monkeypatch.setattr(offline, "write_app", stage("offline"))
    monkeypatch.setattr(compress, "has_runtime_copies", lambda: False)
    monkeypatch.setattr(compress, "precompress", stage("compress"))
    monkeypatch.setattr(rules_site, "swap_into_place", stage("swap"))
    game = load_game("sample", SAMPLE)
    rules_site.build_site([game], tmp_path / "out")
    said = capsys.readouterr().out.splitlines()
    examples = len(game.examples)
    langs = ", ".join(game.languages)
    assert said == [
        "<runtime>",
        "[site] the score checker's engine, and the part of Python it needs (the game's"
        f" {examples} example record{'' if examples == 1 else 's'} scored under Pyodide) …",
        "<release>",
        f"[site] the pages in {len(game.languages)} languages ({langs}), by mkdocs …",
        "<docs>",
        "<mkdocs>",
        "<root>",
        "[site] the score checker's pages and runtime …",
        "<checker>",
        "<offline>",
        "[site] compressed copies of the large files (.gz, .br) (Pyodide's WebAssembly:"
        " minutes, once) …",
        "<compress>",
        "<swap>",
    ]


def test_the_site_alone_says_which_games_lack_print_files_and_pictures(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    """A designer read "`cardgen site` builds the site alone" as the whole site, then found
    the Cards page saying the pictures were not made and Downloads empty: the command says
    which games lack them and that ``cardgen build`` makes them. (The build itself is a
    stand-in: what the site holds is tested with a real one in tests/site.)"""
    monkeypatch.setattr(rules_site, "build_site", lambda games, out, docs_dir=None: [])
    out = tmp_path / "out"
    args = ["site", "--content", str(SAMPLE), "--content-only", "--out", str(out)]
    assert main(args) == 0
    said = capsys.readouterr().out.splitlines()
    assert said[-1] == (
        f"[site] no print files or card pictures of sample in {out / 'print'}/ and"
        f" {out / 'svg'}/: the Cards and Downloads pages say they are not made yet."
        " `cardgen build` (with the same --content and --out) makes them and the site together."
    )
    # after a build made them, nothing is said
    (out / "print" / "sample").mkdir(parents=True)
    (out / "print" / "sample" / "sample-en-a4.pdf").write_bytes(b"%PDF")
    assert without_prints([load_game("sample", SAMPLE)], out) == ["sample"]
    (out / "svg" / "sample" / "en").mkdir(parents=True)
    (out / "svg" / "sample" / "en" / "deck-card-front.svg").write_text("<svg/>")
    assert main(args) == 0
    assert capsys.readouterr().out.splitlines()[-1].startswith("[site] 1 game, 0 files in ")
