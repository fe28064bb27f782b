"""The words of a designer's game are a gettext catalog in its content folder (issue 32):
``cardgen new`` writes ``locale/<game>.pot`` (English) and a ``.po`` per language it is made
with, which the game's ``scoring.py`` reads through the engine's catalogs as the built-in
games do. ``cardgen score --content`` speaks each language from it; a language is added by
copying a ``.po`` and translating it, no code; a text a ``.po`` lacks is read in English,
listed by ``cardgen i18n status --content`` and refused by the build.

The expected words are read from the catalog files the test made or changed, not written
here again: what is checked is that the engine reads them."""

from __future__ import annotations

import gettext
import json
import re
import shutil
from pathlib import Path
from typing import Any

import pytest
from babel.messages.pofile import read_po, write_po
from new_catalog import OTHERS, Forms, new_game, po_path, set_translations, words

from cardgen.catalogs import bundled_catalogs, domains
from cardgen.cli import main
from cardgen.commands.engine_timeout import run_in_child
from cardgen.engine.designed import score_designed
from cardgen.engine.plurals import plural_category, rules_for
from cardgen.errors import ContentError, UserError
from cardgen.model import LANGS, SOURCE_LANG, game_data, load_game
from cardgen.model.library import builtin_content_dir
from cardgen.site.engine_bundle import engine_data_files
from cardgen.site.rules_site import require_translations


def record(game_id: str) -> dict[str, Any]:
    """Ann holds two Sun cards and the goal of three Sun cards; Ben holds nothing."""
    return {
        "game": game_id,
        "players": [
            {"name": "Ann", "cards": ["sun-1", "sun-2"], "goal": "sunny-day"},
            {"name": "Ben", "cards": []},
        ],
    }


def scored(folder: Path, lang: str, capsys: pytest.CaptureFixture[str]) -> dict[str, Any]:
    """``cardgen score --content … --lang lang --json`` of :func:`record`."""
    path = folder.parent.parent / f"{folder.name}-record.json"
    path.write_text(json.dumps(record(folder.name)), encoding="utf-8")
    capsys.readouterr()
    code = main(["score", str(path), "--content", str(folder.parent), "--lang", lang, "--json"])
    out = capsys.readouterr().out
    assert code == 0, out
    return json.loads(out)


def expected_details(folder: Path, lang: str) -> list[str]:
    """What Ann's goal line and Ben's two lines say in ``lang`` by the catalog's words,
    with the game's names of the goal and the suit in ``lang``."""
    game = load_game(folder.name, folder.parent)
    goal = game.component("goal-cards").item("sunny-day")
    said = words(folder, lang)
    return [
        said["goal_suit"](2).format(
            goal=goal.name.get(lang),
            have=2,
            needs=goal.front.fields["needs"],
            suit=game.catalogs["suits"]["sun"].name.get(lang),
        ),
        said["none"],
        said["no_goal"],
    ]


def details(result: dict[str, Any]) -> list[str]:
    ann, ben = result["players"]
    return [ann["lines"][-1]["detail"], ben["lines"][0]["detail"], ben["lines"][-1]["detail"]]


def status_rows(content: Path, capsys: pytest.CaptureFixture[str]) -> list[str]:
    """The lines of ``cardgen i18n status --content content --content-only --keys``."""
    capsys.readouterr()
    assert main(["i18n", "status", "--content", str(content), "--content-only", "--keys"]) == 0
    return [" ".join(line.split()) for line in capsys.readouterr().out.splitlines()]


def test_a_new_game_scores_in_each_of_its_languages_through_its_catalog(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = new_game(tmp_path, "harbour")
    assert not (folder / "words.py").exists()
    assert sorted(p.parent.parent.name for p in folder.glob("locale/*/LC_MESSAGES/*.po")) == (
        sorted(OTHERS)
    )
    seen = set()
    for lang in LANGS:
        shown = details(scored(folder, lang, capsys))
        assert shown == expected_details(folder, lang), lang
        seen.add(shown[2])
    assert len(seen) == len(LANGS)  # each language its own words, none English in disguise
    # a fault of the record in the reader's language, from the catalog too
    path = tmp_path / "twice.json"
    twice = record("harbour")
    twice["players"][1]["cards"] = ["sun-1"]
    path.write_text(json.dumps(twice), encoding="utf-8")
    for lang in (SOURCE_LANG, OTHERS[0]):
        assert main(["score", str(path), "--content", str(folder.parent), "--lang", lang]) == 2
        assert words(folder, lang)["held_twice"].format(name="Ann") in capsys.readouterr().err


def counts_record(game_id: str, n: int) -> dict[str, Any]:
    """Ann holds ``n`` Sun cards and the goal of Sun cards; Ben ``n`` sets (a card of each
    suit) and the goal of sets."""
    sets = [card for i in range(n) for card in (f"sun-{i + 3}", f"moon-{i + 1}", f"leaf-{i + 1}")]
    return {
        "game": game_id,
        "players": [
            {"name": "Ann", "cards": [f"sun-{i + 1}" for i in range(n)], "goal": "sunny-day"},
            {"name": "Ben", "cards": sets, "goal": "full-circle"},
        ],
    }


def goal_lines(folder: Path, lang: str, n: int) -> list[str]:
    """What Ann's and Ben's goal lines of :func:`counts_record` say in ``lang``, by the
    catalog's form for ``n``."""
    game = load_game(folder.name, folder.parent)
    goals = game.component("goal-cards")
    suit_goal, sets_goal = goals.item("sunny-day"), goals.item("full-circle")
    said = words(folder, lang)
    suit = game.catalogs["suits"]["sun"].name.get(lang)
    return [
        said["goal_suit"](n).format(
            goal=suit_goal.name.get(lang), have=n, needs=suit_goal.front.fields["needs"], suit=suit
        ),
        said["goal_sets"](n).format(
            goal=sets_goal.name.get(lang), have=n, needs=sets_goal.front.fields["needs"]
        ),
    ]


def test_counted_texts_take_the_form_of_their_number_in_every_language(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """ "1 set", "2 sets": the goal lines are counted texts, ``msgstr[n]`` in each ``.po``,
    and the engine picks the form of the count by the language's CLDR rules: 0 is "one" in
    French ("0 série"), "other" in English ("0 sets")."""
    folder = new_game(tmp_path, "tally")
    path = tmp_path / "counts.json"
    zero_like_one = []
    for lang in LANGS:
        suit_forms = words(folder, lang)["goal_suit"]
        assert isinstance(suit_forms, Forms) and suit_forms.lang == lang  # its own forms
        shown = {}
        for n in (0, 1, 2):
            path.write_text(json.dumps(counts_record("tally", n)), encoding="utf-8")
            capsys.readouterr()
            assert main(["score", str(path), "--content", str(folder.parent), "--lang", lang,
                         "--json"]) == 0  # fmt: skip
            players = json.loads(capsys.readouterr().out)["players"]
            shown[n] = [player["lines"][-1]["detail"] for player in players]
            assert shown[n] == goal_lines(folder, lang, n), (lang, n)
        one, other = suit_forms(1), suit_forms(2)
        assert one != other, lang  # "1 Sun card", "2 Sun cards"
        assert suit_forms(0) == (one if plural_category(0, lang) == "one" else other), lang
        if plural_category(0, lang) == "one":
            zero_like_one.append(lang)
            assert shown[0][0] == shown[1][0].replace("1", "0", 1), lang  # "0 carte", "1 carte"
    assert zero_like_one  # French: "0 point", "0 set"


def test_each_po_of_a_new_game_has_its_languages_plural_forms(tmp_path: Path) -> None:
    """The ``Plural-Forms`` header of each ``.po`` ``cardgen new`` writes picks, for every
    count, the form of the count's CLDR category (``cardgen/languages.json``), and each
    counted text has as many forms as the language's categories."""
    folder = new_game(tmp_path, "forms")
    numbers = [*range(0, 1001), 1_000_000, 2_000_000]
    for lang in OTHERS:
        written = re.search(
            r'^"Plural-Forms: ([^"]+)\\n"$', po_path(folder, lang).read_text("utf-8"), re.M
        )
        assert written, f"{lang}: no Plural-Forms header"  # (not Babel's guess from Language)
        forms = written.group(1)
        plural = gettext.c2py(forms.split("plural=", 1)[1].rstrip(";"))
        categories = rules_for(lang).categories
        assert int(re.search(r"nplurals=(\d+)", forms).group(1)) == len(categories), lang
        assert [categories[plural(n)] for n in numbers] == [
            plural_category(n, lang) for n in numbers
        ], lang
        counted = [text for text in words(folder, lang).values() if isinstance(text, Forms)]
        assert len(counted) == 2 and all(text.lang == lang for text in counted), lang


def test_a_language_is_added_by_copying_a_po_and_translating_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A game in English and Italian whose engine's words have no Italian yet (its ``.po``
    not written): Italian scores in English words, listed as missing; a copy of the
    template translated makes it speak Italian, no code changed."""
    folder = new_game(tmp_path, "trio", f"{SOURCE_LANG},{OTHERS[-2]}")
    lang = OTHERS[-2]
    po = po_path(folder, lang)
    translated = words(folder, lang)
    assert translated != words(folder, SOURCE_LANG)
    shutil.rmtree(folder / "locale" / lang)
    scoring = (folder / "scoring.py").read_bytes()

    assert details(scored(folder, lang, capsys)) == expected_details(folder, lang)
    assert words(folder, lang) == words(folder, SOURCE_LANG)  # (the above: English words)
    total = len(translated)
    assert f"trio {lang} {total} {total} 0" in status_rows(folder.parent, capsys)

    po.parent.mkdir(parents=True)
    shutil.copyfile(folder / "locale" / "trio.pot", po)
    set_translations(po, translated)
    assert words(folder, lang) == translated
    assert details(scored(folder, lang, capsys)) == expected_details(folder, lang)
    assert expected_details(folder, lang)[1] == translated["none"]
    assert f"trio {lang} {total} 0 0" in status_rows(folder.parent, capsys)
    assert (folder / "scoring.py").read_bytes() == scoring


def test_a_missing_translation_is_read_in_english_listed_and_refused_by_the_build(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = new_game(tmp_path, "solo", f"{SOURCE_LANG},{OTHERS[0]}")
    lang = OTHERS[0]
    german = words(folder, lang)
    set_translations(po_path(folder, lang), {"no_goal": ""})
    shown = details(scored(folder, lang, capsys))
    assert shown[2] == words(folder, SOURCE_LANG)["no_goal"]  # English stands in
    assert shown[1] == german["none"]  # the others stay translated
    rows = status_rows(folder.parent, capsys)
    assert f"solo {lang} {len(german)} 1 0" in rows and "missing: solo:no_goal" in rows
    assert {row.split()[1] for row in rows if row.startswith("solo ")} == {SOURCE_LANG, lang}
    with pytest.raises(UserError) as refused:
        require_translations([load_game("solo", folder.parent)])
    assert f"{lang}/LC_MESSAGES/solo.po: the text 'no_goal' has no translation" in str(
        refused.value
    )


def test_a_catalog_named_like_another_is_refused_naming_both_files(tmp_path: Path) -> None:
    folder = new_game(tmp_path, "clash", SOURCE_LANG)
    builtin = domains()["web"].template
    shutil.copyfile(builtin, folder / "locale" / "web.pot")
    with pytest.raises(UserError) as refused:
        load_game("clash", folder.parent)
    message = str(refused.value)
    assert str(builtin) in message and str((folder / "locale" / "web.pot").resolve()) in message
    assert domains()["web"].template == builtin  # the folder is not used
    assert main(["validate", "clash", "--content", str(folder.parent)]) == 2


def test_the_engine_bundle_carries_the_catalogs_of_its_games(tmp_path: Path) -> None:
    folder = new_game(tmp_path, "bundled", f"{SOURCE_LANG},{OTHERS[0]}")
    game = load_game("bundled", folder.parent)
    names = [name for name, _ in engine_data_files([game])]
    for lang in (SOURCE_LANG, OTHERS[0]):
        assert f"cardgen/engine/locale/{lang}/LC_MESSAGES/bundled.mo" in names
    assert not any(name.endswith("/web.mo") for name in names)  # not a game of the site
    assert any(name.endswith("/engine.mo") for name in names)  # cardgen's own


def test_a_child_started_afresh_reads_the_game_catalogs(tmp_path: Path) -> None:
    """Where processes cannot fork (Windows), the engine's child process is started
    afresh: it is told where the game's catalogs are. About 2 s (a new Python)."""
    folder = new_game(tmp_path, "spawned", f"{SOURCE_LANG},{OTHERS[0]}")
    game = load_game("spawned", folder.parent)
    assert game.engine is not None
    args = (record("spawned"), game_data(game), OTHERS[0])
    result = run_in_child(score_designed, "spawned", game.engine, args, 60, method="spawn")
    assert details(result) == expected_details(folder, OTHERS[0])


def test_a_copy_of_a_built_in_game_reads_its_own_catalogs(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A content folder's game replaces the built-in game of its id, catalogs and all;
    loading the built-in game again reads the built-in's."""
    copy = tmp_path / "mine" / "web"
    shutil.copytree(builtin_content_dir() / "web", copy)
    lang = OTHERS[0]
    po = copy / "locale" / lang / "LC_MESSAGES" / "web.po"
    catalog = read_po(po.open("rb"))
    for message in catalog:  # every translation of the copy marked
        if isinstance(message.string, tuple):
            message.string = tuple(f"{text} §" for text in message.string)
        elif message.id:
            message.string = f"{message.string} §"
    with po.open("wb") as out:
        write_po(out, catalog, width=0)
    example = str(builtin_content_dir() / "web" / "examples" / "worked-example.json")
    try:
        assert main(["score", example, "--content", str(copy.parent), "--lang", lang]) == 0
        assert "§" in capsys.readouterr().out
    finally:
        load_game("web")
    builtin = (builtin_content_dir() / "web" / "locale").resolve()
    assert domains()["web"].folder.resolve() == builtin
    assert main(["score", example, "--lang", lang]) == 0
    assert "§" not in capsys.readouterr().out


def test_validate_locates_a_broken_catalog_and_a_translation_that_is_no_format_text(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A ``.po`` that is not one, and a translation with a lone brace (which the engine could
    not fill in), are problems of the content at their file and line, said before any
    record is scored; ``i18n status`` names the broken file too, with no traceback."""
    folder = new_game(tmp_path, "typo", f"{SOURCE_LANG},{OTHERS[0]},{OTHERS[1]}")
    content = str(folder.parent)
    first, second = (po_path(folder, lang) for lang in OTHERS[:2])
    set_translations(first, {"none": "{ oops"})
    with second.open("a", encoding="utf-8") as out:
        out.write('\nmsgctxt "cut"\nmsgid "cut short\n')
    capsys.readouterr()
    assert main(["validate", "typo", "--content", content]) == 2
    said = capsys.readouterr().err
    line = next(n for n, text in enumerate(first.read_text("utf-8").split("\n"), 1)
                if text == 'msgstr "{ oops"')  # fmt: skip
    where = f"{OTHERS[0]}/LC_MESSAGES/typo.po:{line - 1}:1: none"  # at its entry's msgid
    assert f"{where}: the translation is not a format text" in said
    cut = second.read_text("utf-8").split("\n").index('msgctxt "cut"') + 1  # the entry
    assert f"{OTHERS[1]}/LC_MESSAGES/typo.po:{cut}:1: (catalog): not a gettext catalog" in said
    assert main(["score", str(folder / "examples" / "two-players.json"), "--content", content]) == 2
    assert "(see cardgen validate)" in capsys.readouterr().err
    assert main(["i18n", "status", "--content", content, "--content-only"]) == 2
    err = capsys.readouterr().err
    assert f"{second}: cannot read the catalog" in err and "Traceback" not in err
    # a game that did not load is not in use: its broken catalog is not read
    with pytest.raises(ContentError):
        load_game("typo", folder.parent)
    assert "typo" not in {domain.owner for domain in domains().values()}
    assert all(data for _, data in bundled_catalogs())
