"""A designer's translation that names a value its entry's other texts do not ("{hve}" for
"{have}"), leaves out one they all show, or, in a language whose "one" is more than the
number 1 (French 0 and 1), a counted form without the number: ``cardgen validate`` says so
at the ``.po`` file and line before any record is scored, and every command that loads the
game refuses it (issue 32). A copy of a built-in game may name what the built-in's
translations name (Italian ``{at_site}``), and is held to it."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from new_catalog import OTHERS, Forms, new_game, po_path, set_translations, words

from cardgen.cli import main
from cardgen.content_locales import one_is_only_1
from cardgen.errors import ContentError
from cardgen.model import SOURCE_LANG, load_game
from cardgen.model.library import builtin_content_dir


def entry_line(path: Path, key: str) -> int:
    """The line of the entry ``key`` of the catalog ``path`` (its ``msgid``, after its
    ``msgctxt``), where a problem of it is said."""
    lines = path.read_text("utf-8").split("\n")
    return lines.index(f'msgctxt "{key}"') + 2


def validate(content: Path, game_id: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    capsys.readouterr()
    code = main(["validate", game_id, "--content", str(content)])
    return code, capsys.readouterr().err


def test_validate_says_where_a_translation_names_a_value_wrong(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = new_game(tmp_path, "typos")
    content = folder.parent
    assert validate(content, "typos", capsys)[0] == 0  # the scaffold as written
    typo, dropped, extra = OTHERS[:3]
    sets = words(folder, typo)["goal_sets"]
    assert isinstance(sets, Forms)
    misspelt = {c: text.replace("{have}", "{hve}") for c, text in sets.by_category.items()}
    set_translations(po_path(folder, typo), {"goal_sets": Forms(typo, misspelt)})
    held = str(words(folder, dropped)["held_twice"])
    set_translations(po_path(folder, dropped), {"held_twice": held.replace("{name}", "")})
    none = str(words(folder, extra)["none"])
    set_translations(po_path(folder, extra), {"none": f"{none} ({{count}})"})

    code, said = validate(content, "typos", capsys)
    assert code == 2
    where = {lang: f"{lang}/LC_MESSAGES/typos.po" for lang in (typo, dropped, extra)}
    line = entry_line(po_path(folder, typo), "goal_sets")
    assert f"{where[typo]}:{line}:1: goal_sets: the translation names {{hve}}" in said
    assert "did you mean {have}?" in said and "leaves out {have}" not in said  # said once
    line = entry_line(po_path(folder, dropped), "held_twice")
    assert f"{where[dropped]}:{line}:1: held_twice: the translation leaves out {{name}}" in said
    line = entry_line(po_path(folder, extra), "none")
    assert f"{where[extra]}:{line}:1: none: the translation names {{count}}" in said
    assert said.count("typos.po:") == 3 and "Traceback" not in said  # the others are right

    # refused before a record is scored, by every command that loads the game
    example = str(folder / "examples" / "two-players.json")
    assert main(["score", example, "--content", str(content), "--lang", typo]) == 2
    assert "(see cardgen validate)" in capsys.readouterr().err
    with pytest.raises(ContentError):
        load_game("typos", content)


def test_a_value_named_by_another_language_too_is_no_typo(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A language may name a value English leaves out when another language names it too
    (both fill in what ``scoring.py`` gives), and leave out one another language leaves
    out too."""
    folder = new_game(tmp_path, "shared", ",".join([SOURCE_LANG, *OTHERS[:2]]))
    for lang in OTHERS[:2]:
        held = str(words(folder, lang)["held_twice"])
        set_translations(po_path(folder, lang), {"held_twice": held.replace("{name}", "{who}")})
    assert validate(folder.parent, "shared", capsys)[0] == 0


def test_a_counted_form_without_its_number_where_one_is_more_than_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """ "une série" for 0 and 1 sets: in a language whose "one" form is read for 0 too, each
    form shows the number; where "one" is only 1, "ein Satz" may leave it out."""
    folder = new_game(tmp_path, "counts")
    strict = [lang for lang in OTHERS if not one_is_only_1(lang)]
    lenient = [lang for lang in OTHERS if one_is_only_1(lang)]
    assert strict and lenient  # French; German, Dutch, Italian
    for lang in strict + lenient[:1]:
        sets = words(folder, lang)["goal_sets"]
        assert isinstance(sets, Forms)
        forms = dict(sets.by_category, one=sets.by_category["one"].replace("{have}", "1"))
        set_translations(po_path(folder, lang), {"goal_sets": Forms(lang, forms)})
    code, said = validate(folder.parent, "counts", capsys)
    assert code == 2
    for lang in strict:
        line = entry_line(po_path(folder, lang), "goal_sets")
        assert f"{lang}/LC_MESSAGES/counts.po:{line}:1: goal_sets: the form msgstr[0]" in said
    assert said.count("counts.po:") == len(strict)  # not the lenient language's


def test_a_copy_of_a_built_in_game_is_held_to_the_built_in_names(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The built-in Pyramidion's Italian says ``{at_site}`` ("al sito") where the others say
    ``{site}``: its engine fills in both. A copy validates as it is; a typo in it does
    not."""
    copy = tmp_path / "mine" / "pyramidion"
    shutil.copytree(builtin_content_dir() / "pyramidion", copy)
    try:
        assert validate(copy.parent, "pyramidion", capsys)[0] == 0
        po = sorted(copy.glob("locale/*/LC_MESSAGES/pyramidion.po"))[0]
        lines = po.read_text("utf-8").split("\n")
        at = next(
            i for i, line in enumerate(lines) if line.startswith("msgstr") and "{winner}" in line
        )
        lines[at] = lines[at].replace("{winner}", "{winer}")
        po.write_text("\n".join(lines), "utf-8")
        msgid = max(i for i in range(at) if lines[i].startswith("msgid "))
        code, said = validate(copy.parent, "pyramidion", capsys)
        assert code == 2
        where = f"{po.parent.parent.name}/LC_MESSAGES/pyramidion.po:{msgid + 1}:1:"
        assert "the translation names {winer}" in said and where in said
        assert "did you mean {winner}?" in said and "leaves out" not in said  # said once
        assert said.count("pyramidion.po:") == 1  # the copy's other texts are as built in
    finally:
        load_game("pyramidion")
