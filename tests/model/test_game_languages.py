"""Languages per game (issue 31, item 4): a game declares the languages it has
(``languages:`` in ``game.yaml``), its texts and rules pages are asked for in those alone,
and a text or page in another language cardgen knows is a located error. The corpus cases
``languages-unknown``, ``languages-empty`` and ``undeclared-language`` of
``tests/bad_content`` hold the messages of ``cardgen validate``; these tests hold the rest."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml

from cardgen.cli import main
from cardgen.model import LANGS, load_game, load_games
from cardgen.model.checker_schema import problems as checker_problems

CORPUS = Path(__file__).parents[1] / "bad_content"

KNOWN = ", ".join(LANGS[:-1]) + " and " + LANGS[-1]
"""cardgen's languages as its messages list them ("en, de, nl, it and fr")."""


def english_and_german(tmp_path: Path) -> Path:
    """The corpus' minimal game in English and German only (its ``undeclared-language``
    case without the three faults), valid: the content folder."""
    content = tmp_path / "content"
    shutil.copytree(CORPUS / "base", content)
    mini = content / "mini"
    case = CORPUS / "cases" / "undeclared-language" / "mini"
    for name in ("game.yaml", "components.yaml"):
        shutil.copyfile(case / name, mini / name)
    (mini / "rules" / "nl.md").unlink()
    (mini / "rules" / "it.md").unlink()
    components = mini / "components.yaml"
    components.write_text(components.read_text().replace(", nl: Kaarten", ""))
    return content


def validate(content: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, list[str]]:
    code = main(["validate", "--content", str(content), "--content-only"])
    err = capsys.readouterr().err
    assert "Traceback" not in err
    return code, [line.replace(f"{content.name}/", "", 1) for line in err.splitlines()[:-1]]


def test_a_game_without_the_key_has_every_language() -> None:
    games = load_games()
    assert {game.id for game in games} >= {"web", "pyramidion", "web-of-power"}
    for game in games:
        assert game.languages == LANGS, game.id
        assert set(game.rules) == set(LANGS), game.id


def test_a_game_in_two_languages_has_texts_and_rules_in_those(tmp_path: Path) -> None:
    game = load_game("mini", english_and_german(tmp_path))
    assert game.languages == ("en", "de")  # cardgen's order, not the file's ([de, en])
    assert game.main_language == "en"
    assert set(game.rules) == {"en", "de"}
    assert dict(game.summary.values) == {"en": "A small game.", "de": "Ein kleines Spiel."}
    assert game.component("cards").name.get("de") == "Karten"


def test_a_game_without_english_is_read_in_its_first_language(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The rules page whose section ids the others repeat is the game's first (here nl),
    and a missing id is reported against it."""
    content = english_and_german(tmp_path)
    mini = content / "mini"
    text = (mini / "game.yaml").read_text()
    (mini / "game.yaml").write_text(
        text.replace("languages: [de, en]", "languages: [nl, de]").replace("en: ", "nl: ")
    )
    (mini / "components.yaml").write_text(
        (mini / "components.yaml").read_text().replace("en:", "nl:")
    )
    (mini / "rules" / "en.md").rename(mini / "rules" / "nl.md")
    game = load_game("mini", content)
    assert game.languages == ("de", "nl") and game.main_language == "de"
    german = (mini / "rules" / "de.md").read_text()
    (mini / "rules" / "de.md").write_text(german.replace("{#mini-scoring}", "{#mini-wertung}"))
    code, lines = validate(content, capsys)
    assert code == 2
    assert lines == [
        "mini/game.yaml:30:14: scoring[0].section: no rules section '{#mini-scoring}' in"
        " rules/de.md",
        "mini/rules/nl.md:1:1: (sections): missing section ids of de.md: mini-wertung",
        "mini/rules/nl.md:1:1: (sections): section ids not in de.md: mini-scoring",
    ]


def test_a_missing_translation_of_a_declared_language_is_located(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    content = english_and_german(tmp_path)
    game_yaml = content / "mini" / "game.yaml"
    game_yaml.write_text(game_yaml.read_text().replace(", de: Ein kleines Spiel.", ""))
    (content / "mini" / "rules" / "de.md").unlink()
    code, lines = validate(content, capsys)
    assert code == 2
    assert lines == [
        "mini/game.yaml:8:12: game.summary: missing translation: de",
        "mini/rules/de.md:1:1: (file): missing rules page in de",
    ]


def test_a_csv_column_in_another_language_is_refused_at_its_cell(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    content = english_and_german(tmp_path)
    components = content / "mini" / "components.yaml"
    text = components.read_text()
    components.write_text(text[: text.index("    items:")] + "    items_from: cards.csv\n")
    (content / "mini" / "cards.csv").write_text(
        "id,suit,value,name.en,name.de,name.it\n"
        "sun-1,sun,1,Sun one,Sonne eins,Sole uno\n"
        "sun-2,sun,2,,,\n"
        "moon-1,moon,3,,,\n",
        encoding="utf-8",
    )
    code, lines = validate(content, capsys)
    assert code == 2
    assert len(lines) == 1
    assert lines[0].startswith("mini/cards.csv:2:")
    assert "name.it: 'it' is not one of the game's languages (en, de)" in lines[0]


def test_the_checker_definition_is_checked_in_the_game_languages() -> None:
    data = {"catalogs": {}, "components": []}
    english_and_german = ("en", "de")
    dutch_too = {"tie_breaker": {"en": "a", "de": "b", "nl": "c"}}
    assert checker_problems(dutch_too, data, english_and_german) == [
        "checker.tie_breaker.nl: 'nl' is not one of the game's languages (en, de): add it to"
        " languages: in game.yaml, or remove this text"
    ]
    assert checker_problems({"tie_breaker": {"en": "a", "de": "b"}}, data, english_and_german) == []
    assert checker_problems({"tie_breaker": {"en": "a"}}, data, english_and_german) == [
        "checker.tie_breaker: a text needs en and de"
    ]
    # a game with every language still needs every one
    assert checker_problems({"tie_breaker": {"en": "a", "de": "b"}}, data) == [
        f"checker.tie_breaker: a text needs {KNOWN}"
    ]


@pytest.mark.parametrize(
    ("written", "message"),
    [
        ("en", "expected a list of language codes in brackets, e.g. languages: [en, de]"),
        ("{en: yes}", "a game needs a list of at least one language"),
        ("[en, de, en]", "'en' is listed twice"),
        ("[EN]", "unknown language 'EN'"),
    ],
)
def test_a_bad_list_of_languages_is_one_located_message(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], written: str, message: str
) -> None:
    content = english_and_german(tmp_path)
    game_yaml = content / "mini" / "game.yaml"
    game_yaml.write_text(game_yaml.read_text().replace("[de, en]", written))
    code, lines = validate(content, capsys)
    assert code == 2
    [line] = lines
    assert line.startswith("mini/game.yaml:6:")
    assert message in line
    if "listed twice" not in message:
        assert line.endswith(f"(cardgen knows {KNOWN})")
    assert yaml.safe_load(game_yaml.read_text())["game"]["languages"] is not None
