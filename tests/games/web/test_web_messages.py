"""Web: the faults of invalid records in every language (``FAULTS`` in
``cardgen.engine.games.web.text``), worded with the game's own terms, at the same JSON path in every
language."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

from cardgen.commands.score import score_text
from cardgen.engine import RecordError
from cardgen.engine.common import LANGS
from cardgen.engine.games.web.board import SIDES
from cardgen.engine.games.web.text import FAULTS

ENGINE = Path(__file__).parents[3] / "cardgen" / "engine" / "games" / "web"
TWO = [{"name": "A", "board": "red"}, {"name": "B", "board": "blue"}]
CARDS = [
    {"card": "three-open", "x": 2, "y": 0},
    {"card": "two-c2", "x": 2, "y": 1},
    {"card": "three-c1", "x": 0, "y": -1},
    {"card": "two-c4", "x": 4, "y": 1},
]


def red(*points: tuple[int, int]) -> list[dict]:
    return [
        {"colour": "red", "from": list(a), "to": list(b)}
        for a, b in zip(points, points[1:], strict=False)
    ]


CASES = {
    "both-forms": (
        {
            "game": "web",
            "players": [
                {"name": "A", "computers": [3], "board": "red"},
                {"name": "B", "computers": []},
            ],
        },
        "players[0]",
        {
            "en": "give either 'computers' (tally form) or 'board' (your cable colour on the "
            "shared board), not both or neither",
            "de": "gib genau eines an: 'computers' (Computer und Hand) oder 'board' (deine "
            "Kabelfarbe auf dem gemeinsamen Brett)",
            "nl": "geef precies één van beide op: 'computers' (computers en hand) of 'board' (je "
            "kabelkleur op het gedeelde bord)",
            "it": "indica uno solo tra 'computers' (computer e mano) e 'board' (il tuo colore di "
            "cavi sul tavolo comune)",
            "fr": "indiquez soit « computers » (formulaire des nombres), soit « board » (votre "
            "couleur de câbles sur la table commune) : l’un des deux, ni les deux ni aucun",
        },
    ),
    "computer-twice": (
        {
            "game": "web",
            "board": {"cards": CARDS, "cables": red((1, 1), (2, 1), (3, 1)) + red((1, 0), (1, -2))},
            "players": TWO,
        },
        "board.cables[1]",
        {
            "en": "breaks the rule “A computer is connected from one side only and a cable ends "
            "there”: the computer at (2,1) is already connected; only one cable may end at a "
            "computer; it also breaks: A cable joins the centres of two orthogonally neighbouring "
            "squares (no diagonals)",
            "de": "verstößt gegen die Regel „Ein Computer wird nur von einer Seite angeschlossen, "
            "und dort endet das Kabel“: der Computer bei (2,1) ist schon angeschlossen; an einem "
            "Computer darf nur ein Kabel enden; außerdem verletzt: Ein Kabel verbindet die Mitten "
            "zweier waagrecht oder senkrecht benachbarter Felder (nicht diagonal)",
            "nl": "overtreedt de regel “Een computer wordt maar van één kant aangesloten en de "
            "kabel eindigt daar”: de computer op (2,1) is al aangesloten; op een computer mag "
            "maar één kabel eindigen; ook overtreden: Een kabel verbindt de middens van twee "
            "horizontaal of verticaal aangrenzende vakjes (niet diagonaal)",
            "it": "viola la regola “Un computer si collega da un solo lato e lì il cavo finisce”: "
            "il computer in (2,1) è già collegato; a un computer può arrivare un solo cavo; altre "
            "regole violate: Un cavo unisce i centri di due quadrati vicini in orizzontale o in "
            "verticale (niente diagonali)",
            "fr": "enfreint la règle « Un ordinateur n’est connecté que par un seul côté, et "
            "un câble s’y arrête » : l’ordinateur en (2\u00a0; 1) est déjà connecté ; un seul "
            "câble peut aboutir à un ordinateur ; enfreint aussi : Un câble relie les centres de "
            "deux cases voisines orthogonalement (pas de diagonale)",
        },
    ),
    "unlinked-green": (
        {
            "game": "web",
            "board": {
                "cards": CARDS,
                "cables": [{"colour": "green", "from": [2, 0], "to": [3, 0]}],
            },
            "players": TWO,
        },
        "board.cables[0]",
        {
            "en": "breaks the rule “Every cable is linked to a server, directly or through cables "
            "of its own colour”: this green cable reaches no server, directly or through green "
            "cables",
            "de": "verstößt gegen die Regel „Jedes Kabel hängt an einem Server, direkt oder über "
            "Kabel der eigenen Farbe“: dieses Kabel der Farbe Grün erreicht keinen Server, weder "
            "direkt noch über Kabel dieser Farbe",
            "nl": "overtreedt de regel “Elke kabel is verbonden met een server, direct of via "
            "kabels van de eigen kleur”: deze kabel in de kleur groen bereikt geen server, niet "
            "direct en niet via kabels van die kleur",
            "it": "viola la regola “Ogni cavo è collegato a un server, direttamente o tramite "
            "cavi del suo colore”: questo cavo di colore verde non raggiunge nessun server, né "
            "direttamente né tramite cavi dello stesso colore",
            "fr": "enfreint la règle « Chaque câble est relié à un serveur, directement ou par "
            "des câbles de sa couleur » : ce câble (vert) n’atteint aucun serveur, ni "
            "directement ni par des câbles de sa couleur",
        },
    ),
    "cable-stock": (
        {"game": "web", "board": {"cables": red((1, 0), (2, 0)) * 25}, "players": TWO},
        "board.cables[24].colour",
        {
            "en": "the game has only 24 red cables",
            "de": "das Spiel hat nur 24 Kabel der Farbe Rot",
            "nl": "het spel heeft maar 24 kabels in de kleur rood",
            "it": "il gioco ha solo 24 cavi di colore rosso",
            "fr": "le jeu compte en tout 24 câbles de cette couleur (rouge)",
        },
    ),
    "cable-colour": (
        {
            "game": "web",
            "board": {"cables": [{"colour": "pink", "from": [1, 0], "to": [2, 0]}]},
            "players": TWO,
        },
        "board.cables[0].colour",
        {
            "en": "'pink' is not a known cable colour",
            "de": "'pink' ist nicht bekannt (Kabelfarbe)",
            "nl": "'pink' is onbekend (kabelkleur)",
            "it": "'pink' non è valido (colore di cavi)",
            "fr": "'pink' ne fait pas partie des choix possibles (couleur des câbles)",
        },
    ),
    "one-number-square": (
        {"game": "web", "board": {"obstacles": [[4]]}, "players": TWO},
        "board.obstacles[0]",
        {
            "en": "a square is [x, y], got 1 number",
            "de": "ein Feld ist [x, y], erhalten: 1 Zahl",
            "nl": "een vakje is [x, y], gekregen: 1 getal",
            "it": "un quadrato è [x, y], ricevuto: 1 numero",
            "fr": "une case s’écrit [x, y] ; reçu : 1 nombre",
        },
    ),
    "copy-too-many": (
        {
            "game": "web",
            "board": {
                "cards": [{"card": "two-c4", "x": 2, "y": 0}, {"card": "two-c4", "x": 2, "y": 1}]
            },
            "players": TWO,
        },
        "board.cards[1].card",
        {
            "en": "card 2: the game has only 1 card like it, this is copy 2",
            "de": "Karte 2: Das Spiel hat nur 1 solche Karte, dies ist Exemplar 2",
            "nl": "kaart 2: het spel heeft maar 1 zo’n kaart, dit is exemplaar 2",
            "it": "carta 2: il gioco ha solo 1 carta così, questa è la copia 2",
            "fr": "carte 2 : le jeu compte en tout 1 exemplaire de cette carte, et celle-ci "
            "serait le n° 2",
        },
    ),
}


def _fault(record: dict, lang: str) -> RecordError:
    with pytest.raises(RecordError) as err:
        score_text(json.dumps(record), lang=lang)
    return err.value


@pytest.mark.parametrize("case", sorted(CASES))
def test_the_exact_message_in_every_language_at_one_path(case):
    record, path, expected = CASES[case]
    for lang in LANGS:
        answer = _fault(record, lang).to_json(lang)["error"]
        assert answer == {"message": expected[lang], "path": path}, lang
    assert _fault(record, "en").message == expected["en"]


def test_every_fault_has_every_language_and_the_same_fields():
    for key, texts in FAULTS.items():
        assert set(texts) == set(LANGS), key
        fields = {lang: set(re.findall(r"{(\w+)}", texts[lang])) for lang in LANGS}
        # a "one" form may write the count its "other" form writes (French says "0 câble")
        other = FAULTS.get(key.removesuffix("_one") + "_other") if key.endswith("_one") else None
        counted = set(re.findall(r"{(\w+)}", other["en"])) if other else set()
        for found in fields.values():
            assert fields["en"] <= found <= fields["en"] | counted, (key, fields)
        for lang in LANGS:
            assert texts[lang] == texts[lang].rstrip(". "), (key, lang)


def test_every_fault_key_is_used():
    """Literally, or as a side of a server (``side_east``: ``f"side_{side}"``), or as a
    form of a counted fault (``square_one``: ``counted(FAULTS, "square", n)``)."""
    used = {
        n.value
        for name in ("score.py", "board.py")
        for n in ast.walk(ast.parse((ENGINE / name).read_text(encoding="utf-8")))
        if isinstance(n, ast.Constant) and isinstance(n.value, str)
    }
    for key in FAULTS:
        base = re.sub(r"_(one|other)$", "", key)
        assert key in used or base in used or key.startswith("side_"), key
    assert {f"side_{side}" for side in SIDES.values()} == {k for k in FAULTS if "side_" in k}
