"""``cardgen new GAME --content DIR``: a new game that validates, prints and builds a site."""

from __future__ import annotations

import json
import re
import string
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from new_game import scaffold_files
from pypdf import PdfReader

from cardgen.cli import main
from cardgen.engine import has_engine
from cardgen.model import LANGS, load_game
from cardgen.model.library import builtin_content_dir
from cardgen.site.strings import load_strings


def test_a_new_game_has_every_part_and_validates(tmp_path: Path, capsys) -> None:
    """Issue 31, item 6: two decks drawn from layouts (a colour and an icon per suit), a CSV
    of cards and an image, an engine with a checker, rules in each language, examples."""
    content = tmp_path / "mine"
    assert main(["new", "harbour-race", "--content", str(content)]) == 0
    out = capsys.readouterr().out
    assert "cardgen validate harbour-race --content" in out
    assert "cardgen score " in out and "examples/two-players.json" in out
    folder = content / "harbour-race"
    names = sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file())
    assert names == scaffold_files("harbour-race")
    assert [p.name for p in content.iterdir()] == ["harbour-race"]  # no temporary folder left

    game = load_game("harbour-race", content)
    assert game.name.get("de") == "Harbour Race"
    assert game.provenance.status == "designed" and game.provenance.reason is not None
    suits, goals = game.components
    assert (suits.id, goals.id) == ("suit-cards", "goal-cards")
    for deck in (suits, goals):
        assert deck.kind == "deck" and deck.back is not None and deck.layout
    assert len(suits.items) == 15 and suits.item("moon-3").front.fields["value"] == 3
    assert {entry.id: entry.fields["colour"] for entry in game.catalogs["suits"]} == {
        "sun": "#d9822b",
        "moon": "#3b5b9a",
        "leaf": "#3f8f4e",
    }
    assert [e.fields["icon"] for e in game.catalogs["suits"]] == ["sun", "moon", "leaf"]
    assert str(goals.item("sunny-day").front.fields["art"]) == "images/horizon.svg"
    ids = {lang: game.rules[lang].section_ids for lang in LANGS}
    assert len(set(ids.values())) == 1 and len(ids["en"]) == 7
    assert {rule.section for rule in game.scoring} <= set(ids["en"])
    assert [term.id for term in game.glossary] == ["set", "market"]
    assert game.checker and has_engine("harbour-race")
    readme = (folder / "README.md").read_text(encoding="utf-8")
    for name in scaffold_files("harbour-race"):
        if not name.startswith(("rules/", "examples/", "README", "locale/")):
            assert f"`{name}`" in readme, name
    assert "`locale/harbour-race.pot`" in readme
    assert "`locale/<lang>/LC_MESSAGES/harbour-race.po`" in readme
    assert "`rules/en.md`" in readme and "`examples/*.json`" in readme
    assert f"--content {content}" in readme

    assert main(["validate", "harbour-race", "--content", str(content)]) == 0
    assert capsys.readouterr().out.startswith("harbour-race: ok\n")


COMMENT_AT_TOP = {
    ".yaml": r"\A#",
    ".py": r'\A"""',
    ".md": r"\A(<!--|# )",
    ".svg": r"\A<!--",
    ".pot": r"\A#",
    ".po": r"\A#",
}
"""How each kind of file the designer edits says what it does: a comment first. CSV and
JSON have no comments: the README's table says what they are."""


def test_every_file_to_edit_says_what_it_does_at_its_top(tmp_path: Path) -> None:
    content = tmp_path / "mine"
    assert main(["new", "harbour-race", "--content", str(content), "--languages", "en,it"]) == 0
    folder = content / "harbour-race"
    readme = (folder / "README.md").read_text(encoding="utf-8")
    for file in sorted(p for p in folder.rglob("*") if p.is_file()):
        text = file.read_text(encoding="utf-8")
        name = file.relative_to(folder).as_posix()
        if file.suffix in (".csv", ".json"):
            row = next(line for line in readme.splitlines() if f"`{file.suffix[1:]}" in line
                       or f"*{file.suffix}`" in line or f"`{name}`" in line)  # fmt: skip
            assert "JSON has no comments" in row or "one row each" in row, name
            continue
        assert re.match(COMMENT_AT_TOP[file.suffix], text), name
        assert "@" not in text.replace("@ID@", ""), f"{name}: a placeholder left"
    # the rules pages' comments stay out of the page a reader sees
    assert "<!--" not in rules_text(folder / "rules" / "it.md")


def rules_text(page: Path) -> str:
    """What the rules PDF prints of a rules page (its words, not its markup)."""
    from cardgen.press.booklet.markup import parse, plain

    return plain(parse(page.read_text(encoding="utf-8")))


def test_a_new_game_prints_its_faces_from_its_layouts(tmp_path: Path) -> None:
    content = tmp_path / "mine"
    assert main(["new", "harbour-race", "--content", str(content)]) == 0
    pdf = tmp_path / "deck.pdf"
    assert main(["print", "harbour-race", "--lang", "it", "--content", str(content),
                 "-o", str(pdf)]) == 0  # fmt: skip
    text = " ".join(" ".join(page.extract_text().split()) for page in PdfReader(pdf).pages)
    shown = ["Sole", "Luna", "Foglia", "Giornata di sole", "Tieni almeno 3 carte Sole.",
             "Luna piena: la lampada della notte.", "Carte obiettivo", "Harbour Race"]  # fmt: skip
    for name in shown:
        assert name in text, name
    # a field's key is a word of the data, not of the card
    assert not re.search(r"\b(text|label|note|suit|value|needs|points)\s*:", text), text


@pytest.mark.parametrize("game_id", ["common", "generic", "games", "score"])
def test_an_id_that_names_a_part_of_cardgen_is_just_a_game(tmp_path: Path, game_id: str) -> None:
    """Engines and faces are found through the game's folder and registries, not by turning
    the id into a module name: a game called ``score`` has its own scoring.py as its engine
    (imported as a package of its own) and the faces of its layouts."""
    from cardgen.engine.registry import content_package, engine_of
    from cardgen.render.faces import face_drawer, generic

    content = tmp_path / "mine"
    assert main(["new", game_id, "--content", str(content)]) == 0
    assert main(["validate", game_id, "--content", str(content)]) == 0
    game = load_game(game_id, content)
    assert game.id == game_id and game.faces is None
    assert face_drawer(game) is generic.draw_face  # no faces module: layouts draw
    engine = engine_of(game_id)
    assert engine is not None and engine.designed
    assert engine.module == f"{content_package(game_id)}.scoring"


def test_renaming_in_game_yaml_renames_the_rules_pages(tmp_path: Path) -> None:
    """The scaffold's README says: change `name` in game.yaml. The rules pages' titles
    follow it; they used to keep "# Moon Duel" from the id in every language."""
    from cardgen.site import rules_site

    content = tmp_path / "mine"
    assert main(["new", "moon-duel", "--content", str(content)]) == 0
    game_yaml = content / "moon-duel" / "game.yaml"
    names = {
        "en": "Lunar Duel",
        "de": "Mondduell",
        "nl": "Maanduel",
        "it": "Duello lunare",
        "fr": "Duel lunaire",
    }
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
    strings = json.dumps(load_strings(), ensure_ascii=False)  # the site's UI strings
    assert "`make`" not in strings


def test_a_card_without_a_name_is_not_titled_with_its_id(tmp_path: Path) -> None:
    """Deleting a card's `name:` line validated, and the card printed titled "moon"."""
    from cardgen.render.parts import item_name

    content = tmp_path / "mine"
    assert main(["new", "harbour-race", "--content", str(content)]) == 0
    cards = content / "harbour-race" / "cards.yaml"
    text = cards.read_text(encoding="utf-8")
    line = (
        "        name: {en: Clear night, de: Klare Nacht, nl: Heldere nacht, it: Notte serena,"
        " fr: Nuit claire}\n"
    )
    assert line in text
    cards.write_text(text.replace(line, ""), encoding="utf-8")
    game = load_game("harbour-race", content)
    night = game.component("goal-cards").item("clear-night")
    assert item_name(game, night, "de") == "Mond"  # the gallery's name: its suit's
    pdf = tmp_path / "deck.pdf"
    assert main(["print", "harbour-race", "--lang", "de", "--content", str(content),
                 "-o", str(pdf)]) == 0  # fmt: skip
    printed = " ".join(" ".join(page.extract_text().split()) for page in PdfReader(pdf).pages)
    # the layout's title, {card.name}: one card of the deck ("Karte", never the deck's
    # plural name "Zielkarten 2") and its place
    assert "Karte 2" in printed and "Zielkarten 2" not in printed
    assert "Halte mindestens 3 Mondkarten" in printed
    assert not re.search(r"clear-night", printed, re.IGNORECASE)


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


def test_a_suit_colour_in_game_yaml_changes_its_cards_faces(tmp_path: Path) -> None:
    """The faces follow the YAML: the Moon suit's colour (its catalog entry, read by the
    layout as "{suit.colour}") is changed, and every Moon face changes to it (the Moon
    goal card's too) while the other suits' faces and the backs stay byte for byte."""
    content = tmp_path / "mine"
    assert main(["new", "tint", "--content", str(content), "--languages", "en"]) == 0
    before, after = tmp_path / "before", tmp_path / "after"
    assert main(["svg", "tint", "--content", str(content), "-o", str(before)]) == 0
    game_yaml = content / "tint" / "game.yaml"
    text = game_yaml.read_text(encoding="utf-8")
    assert text.count('colour: "#3b5b9a"') == 1
    game_yaml.write_text(text.replace('colour: "#3b5b9a"', 'colour: "#a0306e"'), "utf-8")
    assert main(["svg", "tint", "--content", str(content), "-o", str(after)]) == 0
    files = sorted(p.name for p in before.iterdir())
    assert files == sorted(p.name for p in after.iterdir())
    moons = [name for name in files if name.startswith("suit-cards-moon-")]
    assert len(moons) == 5
    moons.append("goal-cards-clear-night-front.svg")  # "[icon:{suit.icon}] × 3" in Moon's colour
    for name in files:
        old, new = ((folder / name).read_text(encoding="utf-8") for folder in (before, after))
        if name in moons:
            assert "#3b5b9a" in old.lower() and "#3b5b9a" not in new.lower(), name
            assert "#a0306e" in new.lower(), name
        else:
            assert old == new, name


EXPECTED_TOTALS = {
    "two-players.json": ({"Ann": 37, "Ben": 38}, ["Ben"]),
    "three-players.json": ({"Ann": 22, "Ben": 21, "Cleo": 20}, ["Ann"]),
}


def test_the_examples_score_and_a_card_held_twice_is_located(tmp_path: Path, capsys) -> None:
    import json

    content = tmp_path / "mine"
    assert main(["new", "my-game", "--content", str(content)]) == 0
    examples = content / "my-game" / "examples"
    assert sorted(p.name for p in examples.iterdir()) == sorted(EXPECTED_TOTALS)
    capsys.readouterr()
    for name, (totals, winners) in EXPECTED_TOTALS.items():
        args = ["score", str(examples / name), "--content", str(content), "--json"]
        assert main(args) == 0
        result = json.loads(capsys.readouterr().out)
        assert {p["name"]: p["total"] for p in result["players"]} == totals
        assert result["winners"] == winners
        for player in result["players"]:
            assert [line["rule"] for line in player["lines"]] == ["values", "sets", "goal"]
    record = json.loads((examples / "two-players.json").read_text(encoding="utf-8"))
    record["players"][1]["cards"][2] = "sun-3"  # Ann's
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(record), encoding="utf-8")
    assert main(["score", str(bad), "--content", str(content), "--lang", "nl"]) == 2
    assert capsys.readouterr().err == (
        f"cardgen: {bad}: players[1].cards[2]: Ann heeft deze kaart al: elke kaart zit maar"
        " één keer in het spel\n"
    )
