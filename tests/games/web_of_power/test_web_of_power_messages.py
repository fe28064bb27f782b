"""Web of Power fault messages in en, de, nl and it: the exact text in every language, the
same JSON path in every language, singular and plural, every message key used."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

from cardgen.commands.score import score_text
from cardgen.engine import RecordError
from cardgen.engine.common import LANGS
from cardgen.engine.games.web_of_power.faults import FAULTS

ENGINE = Path(__file__).parents[3] / "cardgen" / "engine" / "games" / "web_of_power"


def rec(*players: dict) -> dict:
    return {"game": "web-of-power", "players": list(players)}


def p(name: str, **fields) -> dict:
    return {"name": name, **fields}


B, C = p("B"), p("C")

CASES = [
    (
        rec(p("A", lands={"frankreich": 9}), B, C),
        "players[0].lands.frankreich",
        {
            "en": "France has only 8 Land cards, got 9",
            "de": "Frankreich hat nur 8 Länderkarten, nicht 9",
            "nl": "Frankrijk heeft maar 8 landkaarten, niet 9",
            "it": "in Francia ci sono solo 8 carte Terra, non 9",
            "fr": "il existe en tout 8 cartes Pays pour France, et non 9",
        },
    ),
    (
        rec(p("A", lands={"frankreich": 5}), p("B", lands={"frankreich": 4}), C),
        "players[1].lands.frankreich",
        {
            "en": "the players hold 9 France Land cards together, but the deck has only 8",
            "de": "alle zusammen besitzen 9 Länderkarten von Frankreich, das Spiel hat aber nur 8",
            "nl": "alle spelers samen hebben 9 landkaarten van Frankrijk, maar het spel heeft er "
            "maar 8",
            "it": "Francia: tutti i giocatori insieme possiedono 9 carte Terra, ma il mazzo ne ha "
            "solo 8",
            "fr": "France : les joueurs détiennent ensemble 9 cartes Pays, mais le paquet en "
            "compte 8 en tout",
        },
    ),
    (
        rec(p("A", lands={"frankreich": 1}, symbols={"frankreich": {"cross": 3}}), B, C),
        "players[0].symbols.frankreich.cross",
        {
            "en": "1 Land card of France carries at most 2 Cross symbols, got 3",
            "de": "1 Länderkarte von Frankreich trägt höchstens 2 Kreuz-Symbole, nicht 3",
            "nl": "1 landkaart van Frankrijk draagt hoogstens 2 × Kruis, niet 3",
            "it": "Francia: 1 carta Terra porta al massimo 2 × Croce, non 3",
            "fr": "France : 1 carte Pays porte au plus 2 symboles Croix, et non 3",
        },
    ),
    (
        rec(p("A", lands={"frankreich": 2}, symbols={"frankreich": {"Sword": 1}}), B, C),
        "players[0].symbols.frankreich.Sword",
        {
            "en": "'Sword' is not a known symbol type",
            "de": "'Sword' ist nicht bekannt (Symbolart)",
            "nl": "'Sword' is onbekend (symboolsoort)",
            "it": "'Sword' non è valido (tipo di simbolo)",
            "fr": "'Sword' ne fait pas partie des choix possibles (type de symbole)",
        },
    ),
    (
        rec(p("A", lands={"frankreich": 1}, ships=1, carriages=1), B, C),
        "players[0].carriages",
        {
            "en": "the player's 1 Land card carries at most 1 ship or carriage, got 2",
            "de": "die einzige Länderkarte dieser Person trägt höchstens 1 Schiff oder Kutsche, "
            "nicht 2",
            "nl": "de enige landkaart van deze speler draagt hoogstens 1 schip of koets, niet 2",
            "it": "l’unica carta Terra di questo giocatore porta al massimo 1 nave o carrozza, "
            "non 2",
            "fr": "avec 1 carte Pays, ce joueur a au plus 1 navire ou carrosse, et non 2",
        },
    ),
    (
        rec(p("A", lands={"england": 5}, ships=6), B, C),
        "players[0].ships",
        {
            "en": "the player's 5 Land cards carry at most 5 ships, got 6",
            "de": "die 5 Länderkarten dieser Person tragen höchstens 5 Schiffe, nicht 6",
            "nl": "de 5 landkaarten van deze speler dragen hoogstens 5 schepen, niet 6",
            "it": "le 5 carte Terra di questo giocatore portano al massimo 5 navi, non 6",
            "fr": "avec 5 cartes Pays, ce joueur a au plus 5 navires, et non 6",
        },
    ),
    (
        rec(p("A", victory_point_laws=9), B, C),
        "players[0].victory_point_laws",
        {
            "en": "the game has only 8 Law cards in all (of every law), got 9",
            "de": "das Spiel hat insgesamt nur 8 Gesetzeskarten (aller Arten), nicht 9",
            "nl": "het spel heeft in totaal maar 8 wetkaarten (van alle soorten), niet 9",
            "it": "il gioco ha in tutto solo 8 carte Legge (di ogni tipo), non 9",
            "fr": "le jeu n’a que 8 cartes Loi en tout (toutes lois confondues), et non 9",
        },
    ),
    (
        rec(p("A", cards=["frankreich-1"]), p("B", cards=["england-2", "frankreich-1"]), C),
        "players[1].cards[1]",
        {
            "en": 'the card "France 1" is already held by A',
            "de": "die Karte „Frankreich 1“ gehört schon A",
            "nl": "de kaart ‘Frankrijk 1’ is al in bezit van A",
            "it": "la carta «Francia 1» è già posseduta da A",
            "fr": "la carte « France 1 » est déjà détenue par A",
        },
    ),
    (
        rec(p("A", cards=["law-two-points-1"]), B, C),
        "players[0].cards[0]",
        {
            "en": '"2 victory points 1" is a Law card: list it under the Law cards',
            "de": "„2 Siegpunkte 1“ ist eine Gesetzeskarte: sie gehört zu den Gesetzeskarten",
            "nl": "‘2 overwinningspunten 1’ is een wetkaart: zet haar bij de wetkaarten",
            "it": "«2 punti vittoria 1» è una carta Legge: va messa tra le carte Legge",
            "fr": "« 2 points de victoire 1 » est une carte Loi : inscrivez-la parmi les cartes "
            "Loi",
        },
    ),
    (
        rec(p("A", cards=["frankreich-1"], lands={"frankreich": 1}), B, C),
        "players[0].lands",
        {
            "en": "'lands' belongs to the tally form; a player gives either a tally or the cards "
            "held (cards, laws)",
            "de": "'lands' gehört zur Eingabeform „Anzahlen“; gib je Person entweder Anzahlen oder "
            "die gehaltenen Karten an (cards, laws)",
            "nl": "'lands' hoort bij de invoervorm ‘Aantallen’; geef per speler óf aantallen óf de "
            "kaarten in bezit op (cards, laws)",
            "it": "'lands' appartiene ai conteggi; per ogni giocatore indica o i conteggi o le "
            "carte possedute (cards, laws)",
            "fr": "« lands » appartient au formulaire des nombres ; un joueur donne soit les "
            "nombres, soit les cartes détenues (cards, laws)",
        },
    ),
]


def _fault(record: dict, lang: str) -> dict:
    with pytest.raises(RecordError) as caught:
        score_text(json.dumps(record), lang=lang)
    return caught.value.to_json(lang)["error"]


@pytest.mark.parametrize(("record", "path", "texts"), CASES, ids=[c[1] for c in CASES])
def test_the_message_in_every_language(record, path, texts):
    faults = {lang: _fault(record, lang) for lang in LANGS}
    assert {lang: f["message"] for lang, f in faults.items()} == texts
    assert {f["path"] for f in faults.values()} == {path}


def test_message_stays_english():
    record, path, texts = CASES[0]
    with pytest.raises(RecordError) as caught:
        score_text(json.dumps(record), lang="it")
    assert caught.value.message == texts["en"]
    assert caught.value.path == path


def test_singular_where_one_stands_before_a_noun():
    one_ship = _fault(rec(p("A", lands={"daenemark": 1}, ships=2), B, C), "en")
    assert one_ship["message"] == "the player's 1 Land card carries at most 1 ship, got 2"
    one_carriage = _fault(rec(p("A", lands={"daenemark": 1}, carriages=2), B, C), "de")
    assert one_carriage["message"] == (
        "die einzige Länderkarte dieser Person trägt höchstens 1 Kutsche, nicht 2"
    )
    none = _fault(rec(p("A", symbols={"daenemark": {"fan": 1}}), B, C), "nl")
    assert none["message"] == "0 landkaarten van Denemarken dragen hoogstens 0 × Waaier, niet 1"


def test_every_message_has_every_language_and_the_same_fields():
    for key, texts in FAULTS.items():
        assert set(texts) == set(LANGS), key
        assert all(not texts[lang].endswith(".") for lang in LANGS), key
        fields = {lang: set(re.findall(r"{(\w+)}", texts[lang])) for lang in LANGS}
        # Italian and French may name the country in front ("Francia: …") where English puts
        # it in the counted noun ("9 France Land cards"), and a "one" form may write the
        # number English spells out ("1 Land card"; French says "0 carte" too); every other
        # field is in every language.
        counted = {"n"} if key.endswith("_one") else set()
        for lang in LANGS[1:]:
            assert fields[lang] - {"country"} - counted <= fields["en"], (key, lang)


def test_every_message_key_is_used():
    source = (ENGINE / "record.py").read_text(encoding="utf-8")
    used = {
        n.value
        for n in ast.walk(ast.parse(source))
        if isinstance(n, ast.Constant) and isinstance(n.value, str)
    }
    # f"n_{key}" with key in ROUTE_FIELDS' values
    assert 'f"n_{key}"' in source
    used |= {"n_ships", "n_carriages"}
    for key in FAULTS:
        base = re.sub(r"_(one|other)$", "", key)
        assert key in used or base in used, f"fault {key!r} is never used"
