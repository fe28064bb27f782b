"""The engine package: standard library only, shared helpers behave."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from cardgen.engine import RecordError, score
from cardgen.engine.checks import join, player_entries
from cardgen.engine.common import LANGS, rank_winners

ENGINE = Path(__file__).parents[2] / "cardgen" / "engine"
MODULES = sorted(p.relative_to(ENGINE).as_posix() for p in ENGINE.rglob("*.py"))
"""Every module of the engine, its games' packages included (``games/web/score.py``)."""


def dotted(module: str) -> str:
    """``games/web/score.py`` → ``cardgen.engine.games.web.score``."""
    name = "cardgen.engine." + module.removesuffix(".py").replace("/", ".")
    return name.removesuffix(".__init__")


@pytest.mark.parametrize("module", MODULES)
def test_engine_modules_import_only_the_standard_library(module: str) -> None:
    tree = ast.parse((ENGINE / module).read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module]
        for name in names:
            top = name.split(".")[0]
            if top == "cardgen":
                assert name.startswith("cardgen.engine"), f"{module} imports {name}"
            else:
                assert top in sys.stdlib_module_names, f"{module} imports {name}"


def test_engine_imports_in_a_bare_interpreter() -> None:
    root = ENGINE.parents[1]
    modules = [dotted(module) for module in MODULES]
    code = (
        "import sys; sys.path.insert(0, sys.argv[1]);"
        + "".join(f"import {m};" for m in modules)
        + "print('ok')"
    )
    run = subprocess.run(
        [sys.executable, "-I", "-S", "-c", code, str(root)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.stdout.strip() == "ok", run.stderr


def test_json_paths() -> None:
    assert join(join(join("", "players"), 1), "lands") == "players[1].lands"


def test_player_entries_checks_names_and_counts() -> None:
    data = {"players": {"min": 2, "max": 3}}
    with pytest.raises(RecordError) as error:
        player_entries({"players": [{"name": "A"}]}, data)
    assert error.value.path == "players"
    with pytest.raises(RecordError) as error:
        player_entries({"players": [{"name": "A"}, {"name": "A"}]}, data)
    assert error.value.path == "players[1].name"
    assert "used twice" in error.value.message
    with pytest.raises(RecordError) as error:
        player_entries({"players": [{"name": "A"}, {"name": " "}]}, data)
    assert error.value.path == "players[1].name"


def test_rank_winners_with_tie_breakers() -> None:
    players = [
        {"name": "A", "total": 10, "cards": 3},
        {"name": "B", "total": 10, "cards": 5},
        {"name": "C", "total": 7, "cards": 9},
    ]
    assert rank_winners(players) == (["A", "B"], "shared")
    assert rank_winners(players, [("cards", lambda p: p["cards"])]) == (["B"], "cards")
    players[1]["cards"] = 3
    assert rank_winners(players, [("cards", lambda p: p["cards"])]) == (["A", "B"], "shared")
    assert rank_winners(players[:1]) == (["A"], "total")


def test_score_dispatch_rejects_mismatched_data() -> None:
    with pytest.raises(RecordError) as error:
        score({"game": "web"}, {"id": "pyramidion"})
    assert error.value.path == "game"


def test_phrases_need_the_source_language_and_format() -> None:
    from cardgen.engine.common import Phrases, missing_texts, text_in

    phrases = Phrases({"ships": {"en": "{n} ships", "de": "{n} Schiffe", "nl": "{n} schepen",
                                 "it": "{n} navi"}})  # fmt: skip
    assert phrases("ships", "de", n=6) == "6 Schiffe"
    assert phrases("ships", "it", n=1) == "1 navi"
    # a text the other languages lack is read in the source language; it needs that one
    with pytest.raises(ValueError, match=f"phrase 'x' lacks {LANGS[0]} \\(the source language\\)"):
        Phrases({"x": {lang: "x" for lang in LANGS[1:]}})
    partial = Phrases({"x": {LANGS[0]: "source", LANGS[1]: "second"}})
    said = [partial("x", lang) for lang in LANGS[:3]]
    assert said == ["source", "second", "source"][: len(LANGS)]
    assert missing_texts(partial.table) == [f"x: {lang}" for lang in LANGS[2:]]
    assert text_in({"en": "France", "de": "Frankreich"}, "de") == "Frankreich"
    assert text_in({"neutral": "Chicago"}, "it") == "Chicago"


def test_score_rejects_an_unknown_language() -> None:
    with pytest.raises(ValueError, match="unknown language 'sv'"):
        score({"game": "web"}, {"id": "web"}, lang="sv")


SHIPS = {"en": "{n} ships", "de": "{n} Schiffe", "nl": "{n} schepen", "it": "{n} navi"}
SHIP = {"en": "{n} ship", "de": "{n} Schiff", "nl": "{n} schip", "it": "{n} nave"}


def test_a_bound_speaker_says_a_phrase_in_its_language() -> None:
    from cardgen.engine.common import Phrases, Speaker

    phrases = Phrases({"ships_other": SHIPS, "ships_one": SHIP})
    say = phrases.bind("nl")
    assert isinstance(say, Speaker) and say.lang == "nl"
    assert say("ships_other", n=3) == "3 schepen"
    assert phrases.bind("sv")("ships_other", n=3) == "3 ships"  # unknown: English


def test_counted_picks_the_singular_only_for_exactly_one() -> None:
    from cardgen.engine.common import Phrases

    phrases = Phrases({"ships_other": SHIPS, "ships_one": SHIP})
    assert [phrases.bind("de").counted("ships", n) for n in (0, 1, 2)] == [
        "0 Schiffe",
        "1 Schiff",
        "2 Schiffe",
    ]
    # a negative number is shown with a real minus sign (U+2212), not a hyphen; CLDR's
    # rules count its absolute value (as the checker's Intl.PluralRules does)
    assert phrases.bind("en").counted("ships", -1) == "\u22121 ship"
    assert phrases.bind("en").counted("ships", -2) == "\u22122 ships"
    extra = Phrases({"x_one": {lang: "{n} {what}" for lang in LANGS}, "x_other": SHIPS})
    assert extra.bind("it").counted("x", 1, what="barca") == "1 barca"


def test_counted_forms_follow_each_language_plural_rules(monkeypatch) -> None:
    """The form is the one of the number's CLDR category in the language read: a language
    whose rules put 0 in "one" (French) says "0 ship"; a category a text has no form of
    reads as ``other``; a language the text lacks is read in the source language, with the
    source language's rules (never a form chosen by one language in another's words)."""
    from cardgen.engine import plurals
    from cardgen.engine.common import Message, Phrases, counted

    one_for_zero = plurals.PluralRules({"one": "i = 0,1", "many": "i = 1000000"})
    first, second = LANGS[0], LANGS[1]
    real = plurals.rules_for
    monkeypatch.setattr(
        plurals, "rules_for", lambda lang: one_for_zero if lang == second else real(lang)
    )
    table = {
        "ships_one": {first: "{n} ship", second: "{n} ship*"},
        "ships_other": {first: "{n} ships", second: "{n} ships*"},
    }
    say = Phrases({key: {lang: texts.get(lang, texts[first]) for lang in LANGS}
                   for key, texts in table.items()})  # fmt: skip
    assert [say.bind(second).counted("ships", n) for n in (0, 1, 2, 10**6)] == [
        "0 ship*",
        "1 ship*",
        "2 ships*",
        "1000000 ships*",  # "many": no such form, so "other"
    ]
    assert [say.bind(first).counted("ships", n) for n in (0, 1, 2)] == [
        "0 ships",
        "1 ship",
        "2 ships",
    ]
    message = counted(table, "ships", 0)
    assert isinstance(message, Message)
    assert (message.text(first), message.text(second)) == ("0 ships", "0 ship*")
    third = LANGS[2] if len(LANGS) > 2 else "zz"
    assert message.text(third) == "0 ships"  # lacks it: the source language, its rules
    assert counted(table, "ships", 3, n=7).text(second) == "7 ships*"  # counts 3, shows 7


def test_shared_points_are_singular_for_one_point() -> None:
    from cardgen.engine.common import Phrases

    phrases = Phrases({})
    assert [phrases.bind(lang).counted("points", 1) for lang in LANGS] == [
        "1 point",
        "1 Punkt",
        "1 punt",
        "1 punto",
        "1 point",
    ]
    assert [phrases.bind(lang).counted("points", 7) for lang in LANGS] == [
        "7 points",
        "7 Punkten",
        "7 punten",
        "7 punti",
        "7 points",
    ]


def test_joined_uses_the_localized_and() -> None:
    from cardgen.engine.common import Phrases

    phrases = Phrases({})
    names = ["A", "B", "C"]
    assert [phrases.bind(lang).joined(names) for lang in LANGS] == [
        "A, B and C",
        "A, B und C",
        "A, B en C",
        "A, B e C",
        "A, B et C",
    ]
    assert phrases.bind("de").joined(["A", "B"]) == "A und B"
    assert phrases.bind("de").joined(["A"]) == "A"
    assert phrases.bind("de").joined([]) == ""


def test_joined_takes_a_games_own_joints_and_a_games_table_wins() -> None:
    from cardgen.engine.common import Phrases

    ands = {"en": " and ", "de": ", ", "nl": ", ", "it": ", "}
    phrases = Phrases({"and_sep": ands})
    assert phrases.bind("en").joined(["A", "B", "C"], last="comma_last") == "A, B, C"
    assert phrases.bind("it").joined(["A", "B", "C"], last="comma_last") == "A, B e C"
    assert phrases.bind("en").joined(["A", "B", "C"], sep="and_sep") == "A and B and C"
    assert phrases.bind("nl").joined(["A", "B", "C"], sep="and_sep") == "A, B en C"
    own = Phrases({"and": {"en": " & ", "de": " & ", "nl": " & ", "it": " & "}})
    assert own.bind("de").joined(["A", "B"]) == "A & B"


def test_shared_phrases_have_all_four_languages() -> None:
    from cardgen.engine.common import SHARED

    for key, texts in SHARED.items():
        assert set(texts) == set(LANGS), key


def test_a_speaker_subclass_words_names_of_the_game_data() -> None:
    from cardgen.engine.common import Phrases, Speaker, catalog_names

    data = {"catalogs": {"colours": [{"id": "red", "name": {"en": "Red", "de": "Rot"}},
                                     {"id": "grey"}]}}  # fmt: skip
    assert catalog_names(data, "colours", "de") == {"red": "Rot", "grey": "grey"}
    assert catalog_names(None, "colours", "de") == {}

    class Say(Speaker):
        def __init__(self, lang: str) -> None:
            super().__init__(Phrases({"cables": {lang: "{c}: {n}" for lang in LANGS}}), lang)
            self.colours = catalog_names(data, "colours", lang)

    say = Say("de")
    assert say("cables", c=say.colours["red"], n=2) == "Rot: 2"
    assert say.counted("points", 2) == "2 Punkten"


def test_a_negative_number_in_an_explanation_has_a_real_minus_sign() -> None:
    from cardgen.engine.common import MINUS, Phrases, shown_number

    assert MINUS == "\u2212"
    assert [shown_number(v) for v in (-2, 0, 3, True, "-2", -1.5)] == [
        "\u22122",
        0,
        3,
        True,
        "-2",
        -1.5,
    ]
    phrases = Phrases({"laws": {lang: "{law}: {points}" for lang in LANGS}})
    assert phrases("laws", "de", law="x", points=-4) == "x: \u22124"


def test_a_data_name_in_a_sentence_is_written_as_the_language_phrase_says() -> None:
    """German keeps a noun's capital, the others write a data name in lower case inside a
    sentence: that difference is the phrase ``name_in_text``, not a branch in code."""
    from cardgen.engine.common import SHARED, Phrases

    phrases = Phrases({})
    for lang in LANGS:
        template = SHARED["name_in_text"][lang]
        assert template in ("{name}", "{lower}"), lang
        said = phrases.bind(lang).in_text("Desert Sun")
        assert said == ("Desert Sun" if template == "{name}" else "desert Sun"), lang
    assert phrases.bind("en").in_text("Red") == "red"
    assert phrases.bind("de").in_text("Rot") == "Rot"


def test_a_group_without_its_rule_in_the_data_is_worded_by_a_phrase() -> None:
    from cardgen.engine.games.circle_the_wagons.text import Say

    assert Say(None, "en").group("desert") == "desert group"
    assert Say(None, "it").group("desert") == "gruppo di desert"  # (ids stand in for names)


def test_a_counted_text_without_its_other_form_is_said_by_name() -> None:
    """A designer's engine written when the plural form was ``_many`` gets a sentence that
    names the text and the form it needs, not a bare KeyError."""
    from cardgen.engine.common import counted

    old = {"stars_one": {LANGS[0]: "{n} star"}, "stars_many": {LANGS[0]: "{n} stars"}}
    with pytest.raises(KeyError, match="'stars' has no form 'stars_other'.*once named '_many'"):
        counted(old, "stars", 2)
