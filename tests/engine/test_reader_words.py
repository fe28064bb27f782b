"""What a person reads from the engine, for every game and language: the explanations of
every test record and the faults of invalid records name things as the game data does in
that language (the checker's form and the printed cards). No item id, no JSON path, no
name in another language (the printed German name may follow in brackets), and a singular
noun after 1."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from cardgen.commands.score import score_text
from cardgen.engine import RecordError
from cardgen.engine.common import LANGS
from cardgen.model import game_data, load_game

TESTS = Path(__file__).resolve().parents[1]
RECORDS = sorted((TESTS.parent / "content").glob("*/examples/*.json"))
TEXT_KEYS = {"detail", "notes", "reason", "title"}
"""The result fields the engine writes for a person (the other keys are data)."""
JSON_PATH = re.compile(r"\w\[\d+\]|\.\w+\[|players\.|rounds\.")
BRACKETS = re.compile(r"\([^()]*\)")


@cache
def data(game: str) -> dict[str, Any]:
    return game_data(load_game(game))


def _names(value: Any) -> Iterator[dict[str, str]]:
    """Every short text of the game data given per language (names, labels)."""
    if isinstance(value, dict):
        keys = set(value)
        if keys and keys <= {*LANGS, "neutral"} and all(isinstance(v, str) for v in value.values()):
            if all(len(v) <= 40 for v in value.values()):
                yield value
            return
        for inner in value.values():
            yield from _names(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from _names(inner)


@cache
def ids(game: str) -> frozenset[str]:
    """The game's item ids and catalog entry ids."""
    found = {item["id"] for comp in data(game)["components"] for item in comp["items"]}
    for entries in data(game).get("catalogs", {}).values():
        found |= {entry["id"] for entry in entries if isinstance(entry, dict) and "id" in entry}
    return frozenset(found)


@cache
def words(game: str, lang: str) -> frozenset[str]:
    """Lower-case words of the game's names in ``lang``: an id that is also such a word
    ("desert", "blue") reads as that word, not as an id."""
    out: set[str] = set()
    for name in _names(data(game)):
        text = name.get(lang) or name.get("neutral") or ""
        out |= set(re.findall(r"[\w-]+", text.lower()))
    return frozenset(out)


@cache
def foreign_names(game: str, lang: str) -> frozenset[str]:
    """Names the data gives in another language only (Dänemark for an English reader)."""
    own = {n.get(lang) or n.get("neutral") or "" for n in _names(data(game))}
    own_words = {w for text in own for w in text.split()}  # "Land" of "Land cards"
    out = set()
    for name in _names(data(game)):
        for other in LANGS:
            text = name.get(other)
            if text and other != lang and text not in own | own_words and len(text) >= 4:
                out.add(text)
    return frozenset(out)


def ids_in(text: str, game: str, lang: str) -> list[str]:
    natural = words(game, lang)
    return [
        i
        for i in ids(game)
        if i not in natural and re.search(rf"(?<![\w-]){re.escape(i)}(?![\w-])", text)
    ]


def foreign_in(text: str, game: str, lang: str) -> list[str]:
    outside = BRACKETS.sub(
        " ", text
    )  # "(German card: „2 Siegpunkte“)": the printed name, in brackets
    return [
        n for n in foreign_names(game, lang) if re.search(rf"(?<!\w){re.escape(n)}(?!\w)", outside)
    ]


def texts(result: Any, key: str = "") -> Iterator[str]:
    """The strings of a result that the engine wrote for a person."""
    if isinstance(result, dict):
        for k, v in result.items():
            yield from texts(v, k)
    elif isinstance(result, list):
        for v in result:
            yield from texts(v, key)
    elif isinstance(result, str) and key in TEXT_KEYS:
        yield result


def _read(record: dict[str, Any], lang: str) -> tuple[list[str], list[str]]:
    """The texts a person reads for a record and the names the record gives its players."""
    players = [p.get("name") for p in record.get("players") or [] if isinstance(p, dict)]
    for round_ in record.get("rounds") or []:
        players += [p.get("name") for p in round_.get("players") or [] if isinstance(p, dict)]
    try:
        out = list(texts(score_text(json.dumps(record), lang=lang)))
    except RecordError as error:
        out = [error.text(lang)]
    return out, [p for p in players if isinstance(p, str)]


def _without_players(text: str, players: list[str]) -> str:
    for name in sorted(players, key=len, reverse=True):
        text = re.sub(rf"(?<![\w-]){re.escape(name)}(?![\w-])", " ", text)
    return text


def _check(record: dict[str, Any], lang: str) -> list[str]:
    game = record["game"]
    found, players = _read(record, lang)
    problems = []
    for text in found:
        plain = _without_players(text, players)
        problems += [f"id {i!r} in {text!r}" for i in ids_in(plain, game, lang)]
        problems += [f"{n!r} (another language) in {text!r}" for n in foreign_in(plain, game, lang)]
        if JSON_PATH.search(plain):
            problems.append(f"JSON path in {text!r}")
    return problems


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("path", RECORDS, ids=lambda p: str(p.relative_to(TESTS.parent)))
def test_every_test_record_reads_in_the_language(path, lang):
    assert _check(json.loads(path.read_text(encoding="utf-8")), lang) == []


# Invalid records whose faults once named card, boat, face, rule or site ids, or paths.
WOP = "web-of-power"
PYR = "pyramidion"
COS = "cosmopolis-networks"
CTW = "circle-the-wagons"
GIZA = {"id": "giza"}
BONUS = ["corral", "long-trail", "land-grab"]
WEB_CARDS = [
    {"card": "three-open", "x": 2, "y": 0},
    {"card": "two-c2", "x": 2, "y": 1},
    {"card": "three-c1", "x": 0, "y": -1},
    {"card": "two-c4", "x": 4, "y": 1},
]


def _wop(*players: dict) -> dict:
    return {"game": WOP, "players": list(players)}


FAULTS = {
    "wop-card-held": (
        _wop(
            {"name": "A", "cards": ["frankreich-1"]},
            {"name": "B", "cards": ["frankreich-1"]},
            {"name": "C"},
        ),
        "players[1].cards[0]",
    ),
    "wop-law-in-cards": (
        _wop({"name": "A", "cards": ["law-two-points-1"]}, {"name": "B"}, {"name": "C"}),
        "players[0].cards[0]",
    ),
    "wop-land-in-laws": (
        _wop({"name": "A", "laws": ["daenemark-1"]}, {"name": "B"}, {"name": "C"}),
        "players[0].laws[0]",
    ),
    "wop-too-many-laws": (
        # 9 Law cards: more than the published deck's 8 (a verified fact, so a fault).
        _wop(
            {"name": "A", "victory_point_laws": 5},
            {"name": "B", "victory_point_laws": 4},
            {"name": "C"},
        ),
        "players[1].victory_point_laws",
    ),
    "wop-symbols": (
        _wop(
            {"name": "A", "lands": {"kastilien": 1}, "symbols": {"kastilien": {"fan": 3}}},
            {"name": "B"},
            {"name": "C"},
        ),
        "players[0].symbols.kastilien.fan",
    ),
    "pyr-basic-card": (
        {
            "game": PYR,
            "site": GIZA,
            "players": [{"name": "Blau", "cards": ["red-torturer"]}, {"name": "b"}],
        },
        "players[0].cards[0]",
    ),
    "pyr-boat-twice": (
        {"game": PYR, "players": [{"name": "a", "boats": ["boat-01", "boat-01"]}, {"name": "b"}]},
        "players[0].boats[1]",
    ),
    "pyr-site-name": (
        {"game": PYR, "site": {"id": "giza", "name": "Karnak"}, "players": [{"name": "a"}]},
        "site.name",
    ),
    "pyr-unknown-site": (
        {"game": PYR, "site": {"id": "luxor"}, "players": [{"name": "a"}, {"name": "b"}]},
        "site.id",
    ),
    "web-copy": (
        {
            "game": "web",
            "board": {"cards": [*WEB_CARDS[:3], WEB_CARDS[3], WEB_CARDS[3]], "cables": []},
            "players": [{"name": "A", "board": "red"}, {"name": "B", "board": "blue"}],
        },
        "board.cards[4].card",
    ),
    "web-two-faults": (
        {
            "game": "web",
            "board": {
                "cards": WEB_CARDS,
                "cables": [
                    {"colour": "red", "from": [1, 1], "to": [2, 1]},
                    {"colour": "red", "from": [2, 1], "to": [3, 1]},
                    {"colour": "red", "from": [1, 0], "to": [1, -2]},
                ],
            },
            "players": [{"name": "A", "board": "red"}, {"name": "B", "board": "blue"}],
        },
        "board.cables[1]",
    ),
    "web-colour-taken": (
        {
            "game": "web",
            "board": {"cards": WEB_CARDS, "cables": []},
            "players": [{"name": "A", "board": "red"}, {"name": "B", "board": "red"}],
        },
        "players[1].board",
    ),
    "cos-same-face": (
        {
            "game": COS,
            "players": [{"name": "Ann", "spread": [["tokyo", "seoul", "tokyo"]]}, {"name": "Bob"}],
        },
        "players[0].spread[0][2]",
    ),
    "cos-other-side": (
        {
            "game": COS,
            "rounds": [
                {
                    "players": [
                        {"name": "Ann", "spread": [["vancouver", "seattle", "los-angeles"]]},
                        {"name": "Bob", "spread": [["havana", "kingston", "caracas"]]},
                    ]
                }
            ],
        },
        "rounds[0].players[1].spread[0][0]",
    ),
    "cos-card-not-side": (
        {
            "game": COS,
            "players": [{"name": "Ann", "spread": [["rc-01", "seattle", "tokyo"]]}, {"name": "B"}],
        },
        "players[0].spread[0][0]",
    ),
    "ctw-goal-card": (
        {
            "game": CTW,
            "bonus": BONUS,
            "players": [
                {"name": "Ann", "town": [{"card": "card-06", "x": 0, "y": 0}]},
                {"name": "Bob", "grid": ["plains:cattle"]},
            ],
        },
        "players[0].town[0].card",
    ),
    "ctw-card-twice": (
        {
            "game": CTW,
            "bonus": BONUS,
            "players": [
                {"name": "Ann", "town": [{"card": "card-01", "x": 0, "y": 0}]},
                {"name": "Bob", "town": [{"card": "card-01", "x": 0, "y": 0}]},
            ],
        },
        "players[1].town[0].card",
    ),
}


@pytest.mark.parametrize("case", sorted(FAULTS))
def test_faults_name_things_in_the_readers_language(case):
    record, path = FAULTS[case]
    messages = {}
    for lang in LANGS:
        with pytest.raises(RecordError) as caught:
            score_text(json.dumps(record), lang=lang)
        assert caught.value.path == path, (lang, caught.value.path, caught.value.text(lang))
        messages[lang] = caught.value.text(lang)
        assert _check(record, lang) == [], lang
    assert len(set(messages.values())) == len(LANGS), messages


def test_a_missing_name_asks_for_one_in_plain_words():
    record = _wop({"name": " "}, {"name": "B"}, {"name": "C"})
    texts_by_lang = {}
    for lang in LANGS:
        with pytest.raises(RecordError) as caught:
            score_text(json.dumps(record), lang=lang)
        assert caught.value.to_json(lang) == {
            "error": {"message": caught.value.text(lang), "path": "players[0].name"}
        }
        texts_by_lang[lang] = caught.value.text(lang)
    assert texts_by_lang == {
        "en": "Enter a name",
        "de": "Gib einen Namen ein",
        "nl": "Vul een naam in",
        "it": "Inserisci un nome",
        "fr": "Saisissez un nom",
    }


SINGULAR_AFTER_ONE = {
    "en": r"\b1 (?:\w+ )?(?:cards|boats|ships|carriages|points|territories|guns|bottles|"
    r"wagons|computers|sets|groups|victory points)\b",
    "de": r"\b1 (?:\w+ )?(?:Karten|Boote|Schiffe|Kutschen|Punkte|Punkten|Gebiete|Siegpunkte|"
    r"Flaschen|Computer-Karten|Länderkarten|Netzwerkkarten)\b",
    "nl": r"\b1 (?:\w+ )?(?:kaarten|boten|schepen|koetsen|punten|gebieden|flessen|huifkarren|"
    r"revolvers|landkaarten|netwerkkaarten|overwinningspunten)\b",
    "it": r"\b1 (?:\w+ )?(?:carte|barche|navi|carrozze|punti|territori|bottiglie|carri|"
    r"pistole)\b",
    # French puts 0 with 1 in "one" (CLDR): "0 point", "1 carte", never "0 points"
    "fr": r"\b[01] (?:\w+ )?(?:cartes|bateaux|navires|carrosses|points|territoires|revolvers|"
    r"bouteilles|chariots|ordinateurs|combinaisons|groupes|têtes)\b",
}
ONES = [
    _wop(
        {"name": "A", "lands": {"daenemark": 1}, "ships": 1, "carriages": 1},
        {"name": "B", "lands": {"england": 1}, "victory_point_laws": 1},
        {"name": "C", "lands": {"frankreich": 1}},
    ),
    {"game": PYR, "players": [{"name": "a", "boats": ["boat-01"]}, {"name": "b", "boats": [1]}]},
    {
        "game": "web",
        "players": [{"name": "A", "computers": [1], "hand": 1}, {"name": "B", "computers": []}],
    },
]


@pytest.mark.parametrize("lang", LANGS)
def test_one_takes_the_singular(lang):
    records = [json.loads(p.read_text(encoding="utf-8")) for p in RECORDS] + ONES
    found = []
    for record in records:
        for text in _read(record, lang)[0]:
            found += re.findall(SINGULAR_AFTER_ONE[lang], text)
    assert found == []
