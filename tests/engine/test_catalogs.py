"""The engine's texts in gettext catalogs (issue 32, step 1): Babel's plural forms agree with
``cardgen/languages.json``, French counts "0 point", a missing or fuzzy translation reads in
English, ``cardgen i18n status`` and the site build see what a catalog lacks.

Pure Python: catalogs written to a temporary folder and compiled with Babel, the command
line called in the process; well under ten seconds."""

from __future__ import annotations

import dataclasses
import gettext
import json
import re
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog as BabelCatalog
from babel.messages.pofile import write_po

import cardgen.catalogs as host
import cardgen.commands.i18n as i18n
from cardgen.cli import main
from cardgen.content_locales import game_locales, use_game_locales
from cardgen.engine.catalogs import Catalog, translations
from cardgen.engine.common import SHARED, Phrases, counted, missing_texts, msg
from cardgen.engine.languages import LANGS, SOURCE_LANG
from cardgen.engine.plurals import plural_category, rules_for
from cardgen.errors import UserError
from cardgen.model import load_game
from cardgen.site.rules_site import require_translations

OTHERS = [lang for lang in LANGS if lang != SOURCE_LANG]
NUMBERS = [*range(0, 1201), 1_000_000, 2_000_000, 1_000_001]


@pytest.mark.parametrize("lang", OTHERS)
def test_the_catalogs_plural_forms_are_the_languages_rules(lang):
    """The ``Plural-Forms`` Babel writes for ``lang`` (CLDR's) choose the form of the same
    category as the rules of ``cardgen/languages.json``: French 0 and 1 are "one"."""
    header = translations("engine", lang).info()["plural-forms"]
    plural = gettext.c2py(header.split("plural=", 1)[1].rstrip(";"))
    categories = rules_for(lang).categories
    assert len(categories) == int(re.search(r"nplurals=(\d+)", header).group(1))
    assert [categories[plural(n)] for n in NUMBERS] == [plural_category(n, lang) for n in NUMBERS]


def test_french_counts_zero_and_one_alike():
    say = Phrases({}).bind("fr")
    assert [say.counted("points", n) for n in (0, 1, 2, -1)] == [
        "0 point",
        "1 point",
        "2 points",
        "\u22121 point",
    ]


def _tie(tmp_path: Path, points: int) -> Path:
    computers = [points] if points else []
    players = [{"name": name, "computers": computers, "hand": 0} for name in ("A", "B")]
    path = tmp_path / f"tie-{points}.json"
    path.write_text(json.dumps({"game": "web", "players": players}), encoding="utf-8")
    return path


def test_cardgen_score_in_french_says_0_point_1_point_2_points(tmp_path, capsys):
    said = []
    for points in (0, 1, 2):
        assert main(["score", str(_tie(tmp_path, points)), "--lang", "fr"]) == 0
        said.append(re.search(r"Égalité à (\d+ points?)", capsys.readouterr().out).group(1))
    assert said == ["0 point", "1 point", "2 points"]


def test_a_catalog_reads_like_the_tables_it_replaced():
    """Keys, forms of counted texts (``points_one``), a text and a counted text of the same
    key (Pyramidion's ``boats``), every language's own text."""
    from cardgen.engine.games.pyramidion.text import PHRASES

    assert SHARED["points_one"]["fr"] == "{n} point" and SHARED["and"]["de"] == " und "
    assert {"boats", "boats_one", "boats_other"} <= set(PHRASES.table)
    assert PHRASES.table["boats"][SOURCE_LANG] == "{count}: {parts}"
    assert set(SHARED["comma"]) == set(LANGS) and missing_texts(SHARED) == []
    assert "nothing_like_this" not in SHARED and "points" not in SHARED


# a domain of our own, in a temporary locale folder


@pytest.fixture()
def demo(tmp_path, monkeypatch):
    """The domain ``demo`` of the owner ``demo-game``: in French ``hello`` translated,
    ``bye`` missing, ``later`` fuzzy, ``ships`` counted; no catalog in the other
    languages. The engine reads it through the host's provider."""
    folder = tmp_path / "demo-game" / "locale"
    template = BabelCatalog()
    french = BabelCatalog(locale="fr")
    entries = [
        ("hello", "hello", "bonjour", False),
        ("bye", "bye", "", False),
        ("later", "see you later", "à plus tard", True),
        ("ships", ("{n} ship", "{n} ships"), ("{n} navire", "{n} navires", "{n} navires"), False),
    ]
    for key, msgid, french_text, fuzzy in entries:
        template.add(msgid, context=key)
        french.add(msgid, french_text, context=key, flags=["fuzzy"] if fuzzy else [])
    (folder / "fr" / "LC_MESSAGES").mkdir(parents=True)
    with (folder / "demo.pot").open("wb") as out:
        write_po(out, template)
    with (folder / "fr" / "LC_MESSAGES" / "demo.po").open("wb") as out:
        write_po(out, french)
    monkeypatch.setattr(host, "locale_folders", lambda: [("demo-game", folder)])
    monkeypatch.setenv("CARDGEN_CACHE", str(tmp_path / "cache"))
    host.domains.cache_clear()
    host.use_on_the_host()
    registered = game_locales()
    yield Catalog("demo")
    use_game_locales(registered)
    host.domains.cache_clear()
    host.use_on_the_host()


def test_a_missing_or_fuzzy_translation_reads_in_english(demo):
    assert demo.text("hello", "fr") == "bonjour"
    assert demo.text("bye", "fr") == "bye"
    assert demo.text("later", "fr") == "see you later"
    assert demo.counted("ships", 0, "fr") == "{n} navire"
    assert demo.counted("ships", 0, OTHERS[0]) == "{n} ships"  # English, by English rules
    assert msg(demo, "bye").text("fr") == "bye"
    assert counted(demo, "ships", 0).text("fr") == "0 navire"
    assert sorted(missing_texts(demo)) == sorted(
        f"{key}: {lang}"
        for key in ("hello", "bye", "later", "ships_one", "ships_other")
        for lang in OTHERS
        if lang != "fr" or key in ("bye", "later")
    )


def test_the_compiled_catalog_is_cached_by_content(demo, tmp_path):
    assert demo.text("hello", "fr") == "bonjour"
    assert len(list((tmp_path / "cache" / "catalogs").glob("*.mo"))) == 2  # source, fr


def test_status_lists_what_each_language_lacks(demo):
    found = {s.lang: s for s in host.statuses(["demo-game"])}
    assert (found["fr"].total, found["fr"].missing, found["fr"].fuzzy) == (4, ("bye",), ("later",))
    assert found[SOURCE_LANG].missing == () and found[OTHERS[0]].missing == (
        "hello",
        "bye",
        "later",
        "ships",
    )


def test_i18n_status_prints_a_table(demo, capsys, monkeypatch, tmp_path):
    # the games of the content: demo-game (its catalogs are the fixture's)
    monkeypatch.setattr(i18n, "game_folders", lambda content: {"demo-game": tmp_path / "demo-game"})
    assert main(["i18n", "status", "--keys"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].split() == ["texts", "of", "language", "texts", "missing", "fuzzy"]
    assert [line.split() for line in out if line.startswith("demo-game  fr")] == [
        ["demo-game", "fr", "4", "1", "1"]
    ]
    listed = [line.strip() for line in out]
    assert "missing: demo:bye" in listed and "fuzzy: demo:later" in listed
    assert out[-1].startswith(f"{len(LANGS) - 1} of {len(LANGS)} lack texts")


def test_the_site_build_stops_on_a_text_a_shipped_game_lacks(demo):
    game = dataclasses.replace(load_game("web"), id="demo-game")
    with pytest.raises(UserError) as caught:
        require_translations([game])
    message = str(caught.value)
    assert "fr/LC_MESSAGES/demo.po: the text 'bye' has no translation" in message
    assert "the text 'later' is fuzzy" in message and "cardgen i18n status" in message


def test_the_shipped_games_lack_nothing(capsys):
    assert main(["i18n", "status"]) == 0
    assert capsys.readouterr().out.splitlines()[-1].startswith("every catalog is complete")
    assert host.missing_strings({"cardgen": LANGS, "web": LANGS}) == []
