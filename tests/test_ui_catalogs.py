"""The user interfaces' strings in gettext catalogs (issue 32): the checker's own strings,
the rules site's and a game's checker strings are read whole from their catalogs
(``cardgen.catalogs.table``), the source text standing in for a missing, fuzzy or stale
translation; a list of texts comes back as a list; a game keeps its checker strings in its
own folder's catalog; the site build refuses what the UI lacks in a language of the site.

Pure Python: catalogs written to a temporary folder; a few seconds."""

from __future__ import annotations

import dataclasses
import shutil
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog as BabelCatalog
from babel.messages.pofile import write_po

import cardgen.catalogs as host
from cardgen.errors import ContentError, UserError
from cardgen.model import LANGS, SOURCE_LANG, load_game
from cardgen.model.checker_front import own_strings
from cardgen.site.checker_sources import strings
from cardgen.site.rules_site import require_translations
from cardgen.site.strings import load_strings

SAMPLE = Path(__file__).resolve().parent / "sample_content" / "sample"
OTHERS = [lang for lang in LANGS if lang != SOURCE_LANG]
FRENCH = "fr" if "fr" in LANGS else OTHERS[0]


def write_domain(folder: Path, name: str, entries: list[tuple[str, str, str, bool]]) -> None:
    """``folder/name.pot`` and its ``FRENCH`` catalog: ``(key, msgid, translation,
    fuzzy)``; a translation of ``"stale:…"`` is given to another (older) source text."""
    template, french = BabelCatalog(), BabelCatalog(locale=FRENCH)
    for key, msgid, text, fuzzy in entries:
        template.add(msgid, context=key)
        older = text.startswith("stale:")
        french.add(
            "an older text" if older else msgid,
            text.removeprefix("stale:"),
            context=key,
            flags=["fuzzy"] if fuzzy else [],
        )
    (folder / FRENCH / "LC_MESSAGES").mkdir(parents=True, exist_ok=True)
    with (folder / f"{name}.pot").open("wb") as out:
        write_po(out, template)
    with (folder / FRENCH / "LC_MESSAGES" / f"{name}.po").open("wb") as out:
        write_po(out, french)


def test_a_table_falls_back_to_the_source_text_and_keeps_lists(tmp_path):
    write_domain(
        tmp_path,
        "site",
        [
            ("home", "Home", "Accueil", False),
            ("rules", "Rules", "", False),
            ("later", "Later", "Plus tard", True),
            ("moved", "Moved", "stale:Déplacé", False),
            ("steps.0", "First {n}", "D’abord {n}", False),
            ("steps.1", "Then", "", False),
            ("after", "After", "Après", False),
        ],
    )
    found = host.table(host.Domain("site", tmp_path, "cardgen"))
    assert list(found) == ["home", "rules", "later", "moved", "steps", "after"]
    assert found["home"] == {lang: "Accueil" if lang == FRENCH else "Home" for lang in LANGS}
    assert found["rules"][FRENCH] == "Rules" and found["later"][FRENCH] == "Later"
    assert found["moved"][FRENCH] == "Moved"  # translated from an older English text
    assert found["steps"][FRENCH] == ["D’abord {n}", "Then"]
    assert found["steps"][SOURCE_LANG] == ["First {n}", "Then"]


def test_a_table_is_read_again_when_a_catalog_changes(tmp_path):
    domain = host.Domain("site", tmp_path, "cardgen")
    write_domain(tmp_path, "site", [("home", "Home", "Accueil", False)])
    assert host.table(domain)["home"][FRENCH] == "Accueil"
    write_domain(tmp_path, "site", [("home", "Home", "Maison", False)])
    assert host.table(domain)["home"][FRENCH] == "Maison"


def test_the_shipped_ui_strings_have_every_language():
    """Every key in every language, the checker's counted pair kept as two keys, the
    site's steps as one list per language, the games' strings beside the checker's."""
    own = own_strings()
    assert set(own) == set(LANGS)
    assert all(set(own[lang]) == set(own[SOURCE_LANG]) for lang in LANGS)
    assert {"cards_chosen", "cards_chosen_one"} <= set(own[SOURCE_LANG])
    site = load_strings()
    assert len({len(site["printing_steps"][lang]) for lang in LANGS}) == 1
    merged = strings()
    assert "web_add_cable" in merged[SOURCE_LANG] and "web_add_cable" not in own[SOURCE_LANG]
    assert host.ui_missing_strings(LANGS) == []


def test_the_ui_domains_stay_out_of_the_engine_bundle():
    bundled = [name for name, _ in host.bundled_catalogs()]
    ui = tuple(f"/{name}.mo" for name in host.UI_DOMAINS)
    assert bundled and not [n for n in bundled if n.endswith(ui)]
    assert not [n for n in bundled if n.endswith("-checker.mo")]


def _sample_copy(tmp_path: Path) -> Path:
    content = tmp_path / "content"
    shutil.copytree(SAMPLE, content / "sample")
    return content


def test_a_game_reads_its_checker_strings_from_its_catalog(tmp_path):
    content = _sample_copy(tmp_path)
    locale = content / "sample" / "locale"
    write_domain(
        locale,
        "sample-checker",
        [("smp_harbour", "Harbour", "Port", False), ("smp_ship", "Ship", "", False)],
    )
    game = load_game("sample", [content])
    assert game.checker_strings["smp_harbour"].get(FRENCH) == "Port"
    assert game.checker_strings["smp_ship"].get(FRENCH) == "Ship"  # missing: English
    assert game.checker_strings["smp_harbour"].get(SOURCE_LANG) == "Harbour"


def test_a_game_gives_its_checker_strings_in_one_place(tmp_path):
    content = _sample_copy(tmp_path)
    write_domain(content / "sample" / "locale", "sample-checker", [("smp_a", "A", "A", False)])
    texts = ", ".join(f"{lang}: a" for lang in LANGS)
    (content / "sample" / "words.yaml").write_text(
        f"checker_strings:\n  smp_a: {{{texts}}}\n", encoding="utf-8"
    )
    with pytest.raises(ContentError) as caught:
        load_game("sample", [content])
    assert "sample-checker.pot too: keep them in one place" in str(caught.value)


def test_a_games_catalog_that_is_not_one_is_a_located_problem(tmp_path):
    content = _sample_copy(tmp_path)
    write_domain(content / "sample" / "locale", "sample-checker", [("smp_a", "A", "A", False)])
    broken = content / "sample" / "locale" / FRENCH / "LC_MESSAGES" / "sample-checker.po"
    broken.write_text('msgctxt "smp_a"\nmsgid "A"\nmsgstr "A"\nnot a catalog\n', encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        load_game("sample", [content])
    shown = str(caught.value)
    assert "sample-checker.pot" in shown and "sample-checker.po: cannot read the catalog" in shown


def test_a_key_of_the_checker_in_a_games_catalog_is_refused(tmp_path):
    content = _sample_copy(tmp_path)
    write_domain(content / "sample" / "locale", "sample-checker", [("cards", "C", "C", False)])
    with pytest.raises(ContentError) as caught:
        load_game("sample", [content])
    assert "checker_strings.cards: 'cards' is one of the checker's own strings" in str(caught.value)


def test_the_site_build_stops_on_a_ui_string_a_language_lacks(tmp_path, monkeypatch):
    write_domain(
        tmp_path, "site", [("home", "Home", "Accueil", False), ("rules", "Rules", "", False)]
    )
    monkeypatch.setattr(host, "locale_folders", lambda: [("cardgen", tmp_path)])
    host.domains.cache_clear()
    try:
        game = dataclasses.replace(load_game("web"), id="a-designers-game")
        with pytest.raises(UserError) as caught:
            require_translations([game])
    finally:
        host.domains.cache_clear()
    message = str(caught.value)
    assert f"{FRENCH}/LC_MESSAGES/site.po: the text 'rules' has no translation" in message
    assert f"{FRENCH}/LC_MESSAGES/site.po: the text 'home'" not in message  # translated
