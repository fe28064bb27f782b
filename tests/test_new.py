"""``cardgen new GAME --content DIR``: a new game that validates, prints and builds a site."""

from __future__ import annotations

import re
import string
from pathlib import Path
from urllib.parse import urljoin

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pypdf import PdfReader

from cardgen.cli import main
from cardgen.model import LANGS, load_game
from cardgen.model.library import builtin_content_dir
from cardgen.resources import SITE


def test_a_new_game_has_every_part_and_validates(tmp_path: Path, capsys) -> None:
    content = tmp_path / "mine"
    assert main(["new", "harbour-race", "--content", str(content)]) == 0
    out = capsys.readouterr().out
    assert "cardgen validate harbour-race --content" in out
    folder = content / "harbour-race"
    names = sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file())
    assert names == [
        "README.md",
        "cards.yaml",
        "game.yaml",
        "glossary.yaml",
        *(f"rules/{lang}.md" for lang in sorted(LANGS)),
    ]
    assert [p.name for p in content.iterdir()] == ["harbour-race"]  # no temporary folder left

    game = load_game("harbour-race", content)
    assert game.name.get("de") == "Harbour Race"
    assert game.provenance.status == "designed" and game.provenance.reason is not None
    [deck] = game.components
    assert deck.kind == "deck" and deck.back is not None  # one common back
    assert [item.id for item in deck.items] == ["sun", "moon", "star"]
    ids = {lang: game.rules[lang].section_ids for lang in LANGS}
    assert len(set(ids.values())) == 1 and len(ids["en"]) == 3
    assert [term.id for term in game.glossary] == ["turn"]
    readme = (folder / "README.md").read_text(encoding="utf-8")
    assert "game.yaml" in readme and "cards.yaml" in readme and "rules/en.md" in readme
    assert f"--content {content}" in readme

    assert main(["validate", "harbour-race", "--content", str(content)]) == 0
    assert capsys.readouterr().out == "harbour-race: ok\n"


def test_a_new_game_prints_with_the_generic_faces(tmp_path: Path) -> None:
    content = tmp_path / "mine"
    assert main(["new", "harbour-race", "--content", str(content)]) == 0
    pdf = tmp_path / "deck.pdf"
    assert main(["print", "harbour-race", "--lang", "it", "--content", str(content),
                 "-o", str(pdf)]) == 0  # fmt: skip
    text = " ".join(page.extract_text() for page in PdfReader(pdf).pages)
    for name in ("Sole", "Luna", "Stella", "Fai un altro turno."):
        assert name in text


@pytest.mark.parametrize("game_id", ["common", "generic", "games", "score"])
def test_an_id_that_names_a_part_of_cardgen_is_just_a_game(tmp_path: Path, game_id: str) -> None:
    """Engines and faces are found from the game's content, not by turning the id into a
    module name: a game called ``common`` is a new game with no faces module (its faces
    are its layouts) and no engine of cardgen's."""
    from cardgen.engine import has_engine
    from cardgen.render.faces import face_drawer, generic

    content = tmp_path / "mine"
    assert main(["new", game_id, "--content", str(content)]) == 0
    assert main(["validate", game_id, "--content", str(content)]) == 0
    game = load_game(game_id, content)
    assert game.id == game_id and game.faces is None
    assert face_drawer(game) is generic.draw_face
    assert not has_engine(game_id)


@pytest.mark.parametrize("lang", sorted(LANGS))
def test_generic_faces_print_the_values_without_field_names(tmp_path: Path, lang: str) -> None:
    """A field's key ("text", "label") is a word of the data, not of the card: the
    German deck must not read "text: Mach noch einen Zug." nor "label: Harbour Race"."""
    content = tmp_path / "mine"
    assert main(["new", "harbour-race", "--content", str(content)]) == 0
    pdf = tmp_path / "deck.pdf"
    assert main(["print", "harbour-race", "--lang", lang, "--content", str(content),
                 "-o", str(pdf)]) == 0  # fmt: skip
    text = " ".join(" ".join(page.extract_text().split()) for page in PdfReader(pdf).pages)
    game = load_game("harbour-race", content)
    [deck] = game.components
    for item in deck.items:
        assert item.front.fields["text"].get(lang) in text
    assert "Harbour Race" in text  # the back's label, its value only
    assert not re.search(r"\b(text|label)\s*:", text), text


@pytest.mark.slow
def test_a_new_game_appears_on_the_site_without_a_checker(tmp_path: Path) -> None:
    content = tmp_path / "mine"
    assert main(["new", "harbour-race", "--content", str(content)]) == 0
    out = tmp_path / "out"
    assert main(["build", "--content", str(content), "--content-only", "--out", str(out)]) == 0
    game = out / "site" / "nl" / "harbour-race"
    rules = (game / "rules" / "index.html").read_text(encoding="utf-8")
    assert 'id="harbour-race-setup"' in rules and "Schud de kaarten" in rules
    assert "Zon" in (game / "cards" / "index.html").read_text(encoding="utf-8")
    assert "beurt" in (game / "glossary" / "index.html").read_text(encoding="utf-8")
    overview = (game / "index.html").read_text(encoding="utf-8")
    assert 'href="downloads/harbour-race-nl-a4.pdf"' in overview
    assert (game / "downloads" / "harbour-race-nl-a4.pdf").is_file()
    # A designer's own game has no scoring engine: no checker page, no link to one.
    strings = yaml.safe_load((SITE / "strings.yaml").read_text(encoding="utf-8"))
    for lang in LANGS:
        root = out / "site" / lang
        assert not (root / "harbour-race" / "checker").exists()
        pages = sorted(root.rglob("*.html"))
        assert pages
        for page in pages:
            url = "/" + page.relative_to(out / "site").as_posix()
            html = page.read_text(encoding="utf-8")
            for href in re.findall(r'href="([^"#?]*)', html):
                assert "/harbour-race/checker" not in urljoin(url, href), (page, href)
        game_html = (root / "harbour-race" / "index.html").read_text(encoding="utf-8")
        assert f">{strings['checker'][lang]}<" not in game_html
        # The home page counts no "five games" when there are six.
        home = (root / "index.html").read_text(encoding="utf-8")
        assert strings["home_title_any"][lang] in home
        assert strings["home_title"][lang] not in home
        # ... nor a score checker for every game.
        assert " ".join(strings["home_intro_some"][lang].split()) in " ".join(home.split())
        # ... and its overview says where it comes from, not that we checked a source.
        overview = (root / "harbour-race" / "index.html").read_text(encoding="utf-8")
        text = " ".join(overview.split())
        assert " ".join(strings["provenance_intro_designed"][lang].split()) in text
        assert " ".join(strings["provenance_intro"][lang].split()) not in text


def test_renaming_in_game_yaml_renames_the_rules_pages(tmp_path: Path) -> None:
    """The scaffold's README says: change `name` in game.yaml. The rules pages' titles
    follow it; they used to keep "# Moon Duel" from the id in every language."""
    from cardgen.site import rules_site

    content = tmp_path / "mine"
    assert main(["new", "moon-duel", "--content", str(content)]) == 0
    game_yaml = content / "moon-duel" / "game.yaml"
    names = {"en": "Lunar Duel", "de": "Mondduell", "nl": "Maanduel", "it": "Duello lunare"}
    text = game_yaml.read_text(encoding="utf-8")
    flow = ", ".join(f"{lang}: {name}" for lang, name in names.items())
    game_yaml.write_text(text.replace('name: {neutral: "Moon Duel"}', f"name: {{{flow}}}"))
    game = load_game("moon-duel", content)
    assert game.name.get("it") == "Duello lunare"
    configs = rules_site.generate([game], tmp_path, tmp_path / "docs", tmp_path / "site")
    for lang, config in configs.items():
        rules = (config.parent / "docs" / "moon-duel" / "rules" / "index.md").read_text("utf-8")
        headings = re.findall(r"^# (.*)$", rules, re.MULTILINE)
        assert headings and headings[0].startswith(names[lang]), (lang, headings)
        assert "Moon Duel" not in rules, lang


def test_new_points_only_at_what_an_installed_cardgen_has(tmp_path: Path, capsys) -> None:
    """A pip user has no checkout: no `make`, no "README of cardgen"; the format document
    the new game points at (through `cardgen new --help`) is a file that ships."""
    content = tmp_path / "mine"
    assert main(["new", "moon-duel", "--content", str(content)]) == 0
    written = " ".join(p.read_text("utf-8") for p in (content / "moon-duel").rglob("*.*"))
    for phrase in ("make", "README of cardgen", "see its README", "content README"):
        assert not re.search(rf"\b{phrase}\b", written), phrase
    assert "cardgen new --help" in written
    capsys.readouterr()
    with pytest.raises(SystemExit):
        main(["new", "--help"])
    help_text = " ".join(capsys.readouterr().out.split())
    [doc] = re.findall(r"(/\S+README\.md)", help_text)
    assert Path(doc).is_file() and "# Content format" in Path(doc).read_text("utf-8")
    strings = (SITE / "strings.yaml").read_text(encoding="utf-8")
    assert "`make`" not in strings


def test_a_card_without_a_name_is_not_titled_with_its_id(tmp_path: Path) -> None:
    """Deleting a card's `name:` line validated, and the card printed titled "moon"."""
    from cardgen.render.parts import item_name

    content = tmp_path / "mine"
    assert main(["new", "harbour-race", "--content", str(content)]) == 0
    cards = content / "harbour-race" / "cards.yaml"
    text = cards.read_text(encoding="utf-8")
    line = "        name: {en: Moon, de: Mond, nl: Maan, it: Luna}\n"
    assert line in text
    cards.write_text(text.replace(line, ""), encoding="utf-8")
    game = load_game("harbour-race", content)
    [deck] = game.components
    moon = deck.item("moon")
    assert item_name(game, moon, "de") == "Karten 2"
    pdf = tmp_path / "deck.pdf"
    assert main(["print", "harbour-race", "--lang", "de", "--content", str(content),
                 "-o", str(pdf)]) == 0  # fmt: skip
    printed = " ".join(" ".join(page.extract_text().split()) for page in PdfReader(pdf).pages)
    assert "Karten 2" in printed and "Tausche eine Karte" in printed
    assert not re.search(r"\bmoon\b", printed, re.IGNORECASE)


def test_new_with_a_built_in_id_says_how_to_replace_that_game(tmp_path: Path, capsys) -> None:
    import shutil

    content = tmp_path / "mine"
    assert main(["new", "pyramidion", "--content", str(content)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "replaces the built-in one" in err
    [source] = re.findall(r"cp -r (\S+) DIR/", err)
    shutil.copytree(source, content / "pyramidion")  # doing what it says
    assert main(["list", "--content", str(content)]) == 0
    [line] = [x for x in capsys.readouterr().out.splitlines() if x.startswith("pyramidion ")]
    assert str(content) in line
    assert main(["validate", "pyramidion", "--content", str(content)]) == 0


def test_new_refuses_an_existing_folder(tmp_path: Path, capsys) -> None:
    content = tmp_path / "mine"
    (content / "harbour-race").mkdir(parents=True)
    (content / "harbour-race" / "notes.txt").write_text("mine")
    assert main(["new", "harbour-race", "--content", str(content)]) == 2
    err = capsys.readouterr().err
    assert err == f"cardgen: {content / 'harbour-race'} already exists: choose another id or" \
        " another folder\n"  # fmt: skip
    assert [p.name for p in (content / "harbour-race").iterdir()] == ["notes.txt"]
    assert [p.name for p in content.iterdir()] == ["harbour-race"]


def test_new_names_a_content_folder_it_cannot_make(tmp_path: Path, capsys) -> None:
    (tmp_path / "file").write_text("not a folder")
    for content in (tmp_path / "file", tmp_path / "file" / "mine"):
        assert main(["new", "my-game", "--content", str(content)]) == 2
        err = capsys.readouterr().err
        assert err.startswith(f"cardgen: {content}") and err.count("\n") == 1
    assert [p.name for p in tmp_path.iterdir()] == ["file"]


@pytest.mark.parametrize(
    ("game_id", "says"),
    [
        ("My Game", "cannot be a game id: use lower-case letters"),
        ("my_game", "cannot be a game id"),
        ("my--game", "cannot be a game id"),
        ("-x", "cannot be a game id"),
        ("../escape", "cannot be a game id"),
        ("a" * 41, "at most 40 characters"),
        ("pyramidion", "is a game that comes with cardgen"),
    ],
)
def test_new_refuses_a_bad_id(tmp_path: Path, capsys, game_id: str, says: str) -> None:
    assert main(["new", "--content", str(tmp_path), "--", game_id]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"cardgen: '{game_id}' ") and says in err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert list(tmp_path.iterdir()) == []


ID_ALPHABET = string.ascii_lowercase + string.digits + "-_. /Aé"


@settings(
    derandomize=True,
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(game_id=st.text(ID_ALPHABET, min_size=1, max_size=12))
def test_any_id_gives_a_valid_game_or_one_clear_line(tmp_path: Path, capsys, game_id: str) -> None:
    content = tmp_path / "fuzz"
    before = sorted(content.iterdir()) if content.exists() else []
    code = main(["new", "--content", str(content), "--", game_id])
    out, err = capsys.readouterr()
    if code == 0:
        assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", game_id)
        assert game_id not in {p.name for p in builtin_content_dir().iterdir()}
        assert load_game(game_id, content).id == game_id
        assert sorted(content.iterdir()) == sorted([*before, content / game_id])
    else:
        assert code == 2 and err.count("\n") == 1 and err.startswith("cardgen: "), err
        assert "Traceback" not in err
        assert (sorted(content.iterdir()) if content.exists() else []) == before
