"""A game in some of cardgen's languages (issue 31, item 4), from ``cardgen new --languages``
to its print files: only its languages are written, and asking for another is refused."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from new_game import scaffold_files
from pypdf import PdfReader

from cardgen.cli import main
from cardgen.commands.new_languages import keep_csv_texts, keep_yaml_texts
from cardgen.model import LANGS, load_game

KNOWN = ", ".join(LANGS[:-1]) + " and " + LANGS[-1]
"""The languages cardgen knows, as its messages list them ("en, de, nl, it and fr")."""


def text_keys(value: Any) -> set[str]:
    """The language codes used as keys anywhere in a YAML document."""
    if isinstance(value, dict):
        found = {key for key in value if key in LANGS}
        for item in value.values():
            found |= text_keys(item)
        return found
    if isinstance(value, list):
        return set().union(*(text_keys(item) for item in value)) if value else set()
    return set()


def new_game(tmp_path: Path, game_id: str, languages: str) -> Path:
    content = tmp_path / "two"
    assert main(["new", game_id, "--content", str(content), "--languages", languages]) == 0
    return content


def test_new_with_languages_writes_texts_and_rules_in_those_only(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    content = new_game(tmp_path, "duo", "en,de")
    folder = content / "duo"
    names = sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file())
    assert names == scaffold_files("duo", ("en", "de"))
    game_yaml = (folder / "game.yaml").read_text(encoding="utf-8")
    assert "  languages: [en, de]\n" in game_yaml
    assert "# Provenance: verified" in game_yaml  # the file's comments stay
    for name in ("game.yaml", "cards.yaml", "glossary.yaml", "checker.yaml"):
        data = yaml.safe_load((folder / name).read_text(encoding="utf-8"))
        assert text_keys(data) == {"en", "de"}, name
    header = (folder / "cards.csv").read_text(encoding="utf-8").splitlines()[0]
    assert header == "id,suit,value,note.en,note.de"
    assert [p.parent.parent.name for p in folder.glob("locale/*/LC_MESSAGES/duo.po")] == ["de"]
    readme = (folder / "README.md").read_text(encoding="utf-8")
    assert "`rules/en.md`, `de.md`" in readme and "nl.md" not in readme
    game = load_game("duo", content)
    assert game.languages == ("en", "de") and set(game.rules) == {"en", "de"}
    assert game.catalogs["suits"]["moon"].name.get("de") == "Mond"
    assert game.component("goal-cards").item("clear-night").name.get("de") == "Klare Nacht"
    capsys.readouterr()
    assert main(["validate", "duo", "--content", str(content)]) == 0
    assert capsys.readouterr().out.startswith("duo: ok\n")
    # its engine speaks German, and a fault in the record too
    example = str(folder / "examples" / "two-players.json")
    assert main(["score", example, "--content", str(content), "--lang", "de"]) == 0
    assert "Sonniger Tag: 3 Karten Sonne, 3 nötig" in capsys.readouterr().out


def test_new_without_languages_has_them_all(tmp_path: Path) -> None:
    content = tmp_path / "mine"
    assert main(["new", "all-four", "--content", str(content)]) == 0
    game_yaml = (content / "all-four" / "game.yaml").read_text(encoding="utf-8")
    assert f"  languages: [{', '.join(LANGS)}]\n" in game_yaml
    assert load_game("all-four", content).languages == LANGS


@pytest.mark.parametrize(
    ("given", "message"),
    [
        ("", "--languages needs at least one language code, e.g. --languages en,de"),
        (" , ", "--languages needs at least one language code"),
        ("en,sv", f"--languages: unknown language 'sv' (cardgen knows {KNOWN};"),
        ("sv;xx", "--languages: unknown language 'sv;xx'"),
        ("sv,xx", "--languages: unknown languages 'sv', 'xx'"),
    ],
)
def test_a_bad_list_of_languages_is_refused_before_anything_is_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], given: str, message: str
) -> None:
    content = tmp_path / "two"
    assert main(["new", "duo", "--content", str(content), "--languages", given]) == 2
    err = capsys.readouterr().err
    assert err.startswith("cardgen: ") and message in err and "Traceback" not in err
    assert KNOWN in err
    assert not content.exists()


def test_codes_may_come_in_any_order_and_case(tmp_path: Path) -> None:
    content = new_game(tmp_path, "duo", "DE, en")
    assert load_game("duo", content).languages == ("en", "de")


def test_a_game_without_english_prints_in_its_own_language_by_default(tmp_path: Path) -> None:
    content = new_game(tmp_path, "zon", "nl")
    game = load_game("zon", content)
    assert game.languages == ("nl",) and game.main_language == "nl"
    pdf = tmp_path / "zon.pdf"
    assert main(["print", "zon", "--content", str(content), "-o", str(pdf)]) == 0
    text = " ".join(page.extract_text() for page in PdfReader(pdf).pages)
    assert "Heb minstens 3 zonkaarten." in text and "Hold at least 3 Sun cards." not in text


@pytest.mark.parametrize(
    "command",
    [
        ["print", "-o", "{out}/duo.pdf"],
        ["rules", "-o", "{out}/duo-rules.pdf"],
        ["svg", "-o", "{out}/svg"],
        ["export", "--for", "tgc", "-o", "{out}/tgc"],
    ],
)
def test_a_language_the_game_does_not_have_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: list[str]
) -> None:
    content = new_game(tmp_path, "duo", "en,de")
    out = tmp_path / "out"
    out.mkdir()
    args = [part.replace("{out}", str(out)) for part in command]
    capsys.readouterr()
    code = main([args[0], "duo", "--lang", "it", "--content", str(content), *args[1:]])
    err = capsys.readouterr().err
    assert code == 2
    assert err == (
        "cardgen: the game duo is not written in 'it' (Italiano): its languages are en and de"
        " (languages: in its game.yaml); use --lang en or --lang de\n"
    )
    assert list(out.iterdir()) == []  # nothing written, not even half


def test_the_print_step_writes_the_game_languages_only(tmp_path: Path) -> None:
    from cardgen.press.print_files import build_print_files

    content = new_game(tmp_path, "duo", "en,de")
    out = tmp_path / "dist"
    written = build_print_files([load_game("duo", content)], out, workers=1)
    pdfs = sorted(p.name for p in (out / "print" / "duo").glob("*.pdf"))
    assert pdfs and {name.split("-")[1] for name in pdfs} == {"en", "de"}
    assert "duo-en-a4.pdf" in pdfs and "duo-de-letter-fold.pdf" in pdfs
    assert sorted(p.name for p in (out / "svg" / "duo").iterdir()) == ["de", "en"]
    assert all(Path(p).is_file() for p in written)


# -- cutting the scaffold's files down -------------------------------------------------

YAML = """\
# a comment that stays
name: {en: Sun, de: Sonne, nl: Zon, it: Sole}
first: {en: Sun, de: Sonne, nl: Zon}
other: {cards: 3, it: 2}
note:
  en: >-
    A long text
    on two lines.
  # a comment between entries
  de: Ein Text.
  nl: >-
    Een tekst
    over twee regels.
  it: Un testo.
list:
  - {en: One, nl: Een}
tail: 1
"""


def test_yaml_texts_keep_only_the_languages_asked_for() -> None:
    assert keep_yaml_texts(YAML, ["en", "de"]) == (
        "# a comment that stays\n"
        "name: {en: Sun, de: Sonne}\n"
        "first: {en: Sun, de: Sonne}\n"
        "other: {cards: 3, it: 2}\n"  # not a text: its keys are not all languages
        "note:\n"
        "  en: >-\n"
        "    A long text\n"
        "    on two lines.\n"
        "  # a comment between entries\n"
        "  de: Ein Text.\n"
        "list:\n"
        "  - {en: One}\n"
        "tail: 1\n"
    )
    kept = keep_yaml_texts(YAML, ["nl"])
    data = yaml.safe_load(kept)
    assert data["name"] == {"nl": "Zon"} and data["first"] == {"nl": "Zon"}
    assert data["note"] == {"nl": "Een tekst over twee regels."}
    assert data["list"] == [{"nl": "Een"}] and data["tail"] == 1
    assert kept.startswith("# a comment that stays\n")


def test_csv_text_columns_of_other_languages_are_left_out() -> None:
    text = 'id,value,name.en,name.nl,front.text.it,note\nsun,1,Sun,Zon,"Sole, uno",x\n'
    assert keep_csv_texts(text, ["en"]) == "id,value,name.en,note\nsun,1,Sun,x\n"
