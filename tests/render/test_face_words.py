"""The words printed on the faces and the rules booklet's "designed" markers, read from
gettext catalogs (issue 32): ``content/<game>/locale/<game>-faces.po``,
``cardgen/locale/booklet.po``. A word a language lacks is printed in English and listed by
``cardgen i18n status``; the print files' catalogs stay out of the checker's engine bundle.

Pure Python: catalogs compiled with Babel, a temporary domain for the fallback; no face
drawn (the SVG tests draw them)."""

from __future__ import annotations

import dataclasses
import re

import pytest
from babel.messages.catalog import Catalog as BabelCatalog
from babel.messages.pofile import write_po

import cardgen.catalogs as host
from cardgen.cli import main
from cardgen.commands.print import warn_untranslated
from cardgen.engine.languages import LANGS, SOURCE_LANG
from cardgen.errors import UserError
from cardgen.model import load_game
from cardgen.press.booklet.markup import design_marker
from cardgen.render.faces.words import FaceWords
from cardgen.site.rules_site import require_translations

OTHERS = [lang for lang in LANGS if lang != SOURCE_LANG]


@pytest.mark.parametrize("game", ["circle-the-wagons", "cosmopolis-networks", "pyramidion", "web"])
def test_every_game_with_drawn_faces_has_its_words_in_every_language(game):
    domain = host.domains()[f"{game}-faces"]
    assert domain.owner == game and domain.printed
    assert [s.missing + s.fuzzy for s in host.statuses([game]) if s.domain == domain] == [()] * len(
        LANGS
    )


def test_the_words_read_as_the_faces_printed_them():
    web, wagons = FaceWords("web"), FaceWords("circle-the-wagons")
    assert wagons("bonus", SOURCE_LANG) == "Bonus goal"
    assert FaceWords("pyramidion")("vp", SOURCE_LANG) == "VP"
    assert [web.counted("actions", n, SOURCE_LANG) for n in (0, 1, 2)] == [
        "0 actions",
        "1 action",
        "2 actions",
    ]
    assert web("server", "fr") == "Serveur"  # French counts 0 like 1 (CLDR):
    assert [web.counted("actions", n, "fr") for n in (0, 1, 2)] == [
        "0 action",
        "1 action",
        "2 actions",
    ]
    for lang in OTHERS:  # each language has its own word, not the English one
        assert wagons("hint", lang) != wagons("hint", SOURCE_LANG)


def test_an_unknown_key_is_an_error_not_a_blank():
    with pytest.raises(KeyError):
        FaceWords("web")("nothing-like-this", SOURCE_LANG)


@pytest.fixture()
def demo(tmp_path, monkeypatch):
    """The domain ``demo-faces`` of the owner ``demo-game``: ``word`` and the counted
    ``boats``, translated in one language only, the word left empty there."""
    folder = tmp_path / "demo-game" / "locale"
    lang = OTHERS[0]
    template, own = BabelCatalog(), BabelCatalog(locale=lang)
    template.add("Word", context="word")
    template.add(("{n} boat", "{n} boats"), context="boats")
    own.add("Word", "", context="word")
    own.add(("{n} boat", "{n} boats"), ("{n} B", "{n} BB"), context="boats")
    (folder / lang / "LC_MESSAGES").mkdir(parents=True)
    for path, catalog in [
        (folder / "demo-faces.pot", template),
        (folder / lang / "LC_MESSAGES" / "demo-faces.po", own),
    ]:
        with path.open("wb") as out:
            write_po(out, catalog)
    monkeypatch.setattr(host, "locale_folders", lambda: [("demo-game", folder)])
    monkeypatch.setenv("CARDGEN_CACHE", str(tmp_path / "cache"))
    host.domains.cache_clear()
    host.use_on_the_host()
    yield lang
    host.domains.cache_clear()
    host.use_on_the_host()


def test_a_missing_word_is_printed_in_english_and_listed(demo):
    words = FaceWords("demo")
    assert words("word", demo) == "Word"
    assert words.counted("boats", 2, demo) == "2 BB"
    for lang in OTHERS[1:]:  # no catalog: English words, by English rules
        assert (words("word", lang), words.counted("boats", 1, lang)) == ("Word", "1 boat")
    found = {s.lang: s.missing for s in host.statuses(["demo-game"])}
    assert found[demo] == ("word",)
    problems = host.missing_strings({"demo-game": [demo]})
    where = host.domains()["demo-faces"].po(demo)
    assert problems == [f"{where}: the text 'word' has no translation"]


def test_the_print_files_catalogs_stay_out_of_the_engine_bundle():
    names = [name for name, _ in host.bundled_catalogs()]
    assert names and not [n for n in names if n.endswith(("-faces.mo", "booklet.mo"))]
    assert any(n.endswith("/web.mo") for n in names)


def test_the_booklet_marks_our_own_parts_in_every_language():
    for lang in LANGS:
        assert design_marker(lang).flags & re.IGNORECASE
    assert design_marker(SOURCE_LANG).search("This is OUR RULE.")
    assert not design_marker(SOURCE_LANG).search("our rules of thumb")
    # a language without the catalog reads the source language's pattern
    assert design_marker("xx").pattern == design_marker(SOURCE_LANG).pattern


def test_the_build_stops_on_a_word_a_shipped_game_lacks(demo):
    game = dataclasses.replace(load_game("web"), id="demo-game")
    with pytest.raises(UserError) as caught:
        require_translations([game])
    assert f"{demo}/LC_MESSAGES/demo-faces.po: the text 'word' has no translation" in str(
        caught.value
    )


def test_cardgen_build_asks_for_the_words_before_it_prints(monkeypatch, tmp_path, capsys):
    import cardgen.press.print_files as print_files
    import cardgen.site.rules_site as rules_site

    def lacking(games):
        raise UserError("the build needs every text of its games in their languages")

    printed = []
    monkeypatch.setattr(rules_site, "require_runtime", lambda: None)
    monkeypatch.setattr(rules_site, "require_translations", lacking)
    monkeypatch.setattr(print_files, "build_print_files", lambda *a: printed.append(a) or [])
    assert main(["build", "--out", str(tmp_path / "dist")]) != 0
    assert printed == [] and "needs every text" in capsys.readouterr().err


def test_a_word_a_shipped_game_lacks_is_said_when_one_file_is_printed(demo, capsys):
    game = dataclasses.replace(load_game("web"), id="demo-game")
    warn_untranslated(game, demo)
    said = capsys.readouterr().err
    assert said.startswith("cardgen: warning: 1 text of demo-game (or of cardgen itself)")
    assert "demo-faces.po: the text 'word' has no translation" in said
    assert "cardgen i18n status" in said
    warn_untranslated(game, OTHERS[1])  # no catalog of that language: every text lacks
    assert "without a translation into" in capsys.readouterr().err
    warn_untranslated(load_game("web"), demo)  # complete
    warn_untranslated(game, SOURCE_LANG)  # the source language lacks nothing
    assert capsys.readouterr().err == ""


@pytest.mark.parametrize("command", ["print", "svg", "export"])
def test_print_svg_and_export_say_what_lacks_a_translation_and_still_write(
    command, monkeypatch, tmp_path, capsys
):
    import cardgen.catalogs as catalogs

    monkeypatch.setattr(catalogs, "missing_strings", lambda wanted: ["x.po: the text 'y'"])
    out = {"print": ["-o", str(tmp_path / "deck.pdf"), "--cards", "central-server"],
           "svg": ["-o", str(tmp_path / "svg")],
           "export": ["--for", "pdf-cards", "-o", str(tmp_path / "cards")]}[command]  # fmt: skip
    assert main([command, "web", "--lang", OTHERS[0], *out]) == 0
    said = capsys.readouterr().err
    assert "1 text of web (or of cardgen itself) without a translation" in said
    assert "x.po: the text 'y'" in said
    assert any(tmp_path.iterdir())
