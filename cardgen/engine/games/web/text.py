"""Web: the texts of the scoring engine in every language.

STANDARD LIBRARY ONLY: this runs in Pyodide. :data:`PHRASES` words the scores, :data:`FAULTS`
the faults of an invalid record. The words follow the game's glossary and rules pages (de:
Computer, Netzwerkkarte, Kabel, Feld, Brett; nl: computer, netwerkkaart, kabel, vakje, bord;
it: computer, carta di rete, cavo, quadrato, tavolo). Cable colours come from the game data
in the language.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardgen.engine.common import (
    LANGS,
    Message,
    Phrases,
    Speaker,
    catalog_names,
    messages,
    text_in,
    verbatim,
)
from cardgen.engine.languages import SOURCE_LANG

PHRASES = Phrases(
    {
        "no_computers": {
            "en": "no computers connected",
            "de": "keine Computer angeschlossen",
            "nl": "geen computers aangesloten",
            "it": "nessun computer collegato",
            "fr": "aucun ordinateur connecté",
        },
        "computer_at": {
            "en": "{points} at ({x},{y})",
            "de": "{points} bei ({x},{y})",
            "nl": "{points} op ({x},{y})",
            "it": "{points} in ({x},{y})",
            "fr": "{points} en ({x} ; {y})",
        },
        "cables": {
            "en": "{colour} cables: {detail}",
            "de": "Kabelfarbe {colour}: {detail}",
            "nl": "kabelkleur {colour}: {detail}",
            "it": "cavi di colore {colour}: {detail}",
            "fr": "câbles ({colour}) : {detail}",
        },
        "cables_none": {
            "en": "{colour} cables: none connected",
            "de": "Kabelfarbe {colour}: keine angeschlossen",
            "nl": "kabelkleur {colour}: geen aangesloten",
            "it": "cavi di colore {colour}: nessuno collegato",
            "fr": "câbles ({colour}) : aucun ordinateur connecté",
        },
        "hand_one": {
            "en": "1 card in hand",
            "de": "1 Netzwerkkarte auf der Hand",
            "nl": "1 netwerkkaart in de hand",
            "it": "1 carta di rete in mano",
            "fr": "{n} carte en main",
        },
        "hand_other": {
            "en": "{n} cards in hand",
            "de": "{n} Netzwerkkarten auf der Hand",
            "nl": "{n} netwerkkaarten in de hand",
            "it": "{n} carte di rete in mano",
            "fr": "{n} cartes en main",
        },
        "no_hand": {
            "en": "no cards in hand",
            "de": "keine Netzwerkkarten auf der Hand",
            "nl": "geen netwerkkaarten in de hand",
            "it": "nessuna carta di rete in mano",
            "fr": "aucune carte en main",
        },
        "doubt_value": {
            "en": "no card of our deck shows a computer worth {value}; our computers are worth "
            "{lowest} to {highest}. Scored as given: our deck is our own design, and a "
            "published copy may differ",
            "de": "keine Karte unseres Kartensatzes zeigt einen Computer mit dem Wert {value}; "
            "unsere Computer haben die Werte {lowest} bis {highest}. So gewertet wie "
            "angegeben: Unser Kartensatz ist unser eigener Entwurf, ein veröffentlichtes "
            "Spiel kann davon abweichen",
            "nl": "geen kaart van ons spel toont een computer met waarde {value}; onze "
            "computers zijn {lowest} tot {highest} punten waard. Geteld zoals opgegeven: onze "
            "kaarten zijn ons eigen ontwerp, een uitgegeven exemplaar kan afwijken",
            "it": "nessuna carta del nostro mazzo mostra un computer di valore {value}; i "
            "nostri computer valgono da {lowest} a {highest}. Contato come indicato: il mazzo "
            "è un nostro progetto, una copia pubblicata può essere diversa",
            "fr": "aucune carte de notre paquet ne montre d’ordinateur valant {value} ; nos "
            "ordinateurs valent de {lowest} à {highest}. Compté tel quel : notre paquet est de "
            "notre conception, et un exemplaire publié peut être différent",
        },
        "note_design_deck": {
            "en": "our printed deck has {deck} network cards, the board and the hands hold {n}; "
            "scored as given (our deck is our own design)",
            "de": "unser gedrucktes Spiel hat {deck} Netzwerkkarten, auf dem Brett und auf den "
            "Händen sind {n}; so gewertet wie angegeben (unser Kartensatz ist unser eigener "
            "Entwurf)",
            "nl": "ons gedrukte spel heeft {deck} netwerkkaarten, op het bord en in de handen "
            "zijn er {n}; geteld zoals opgegeven (onze kaarten zijn ons eigen ontwerp)",
            "it": "il nostro mazzo stampato ha {deck} carte di rete, sul tavolo e nelle mani ce "
            "ne sono {n}; contato come indicato (il mazzo è un nostro progetto)",
            "fr": "notre paquet imprimé a {deck} cartes Réseau, la table et les mains en "
            "contiennent {n} ; compté tel quel (notre paquet est de notre conception)",
        },
        "note_design_computers": {
            "en": "the players connected {n} computers worth {points} points together; our "
            "printed deck has {deck} computers worth {deck_points}; scored as given (our cards "
            "are our own design)",
            "de": "alle zusammen haben {n} Computer mit {points} Punkten angeschlossen; unser "
            "gedrucktes Spiel hat {deck} Computer mit {deck_points} Punkten; so gewertet wie "
            "angegeben (unsere Karten sind unser eigener Entwurf)",
            "nl": "alle spelers samen hebben {n} computers met {points} punten aangesloten; ons "
            "gedrukte spel heeft {deck} computers met {deck_points} punten; geteld zoals "
            "opgegeven (onze kaarten zijn ons eigen ontwerp)",
            "it": "tutti i giocatori insieme hanno collegato {n} computer per {points} punti; il "
            "nostro mazzo stampato ha {deck} computer per {deck_points} punti; contato come "
            "indicato (le carte sono un nostro progetto)",
            "fr": "les joueurs ont connecté ensemble {n} ordinateurs valant {points} points ; "
            "notre paquet imprimé a {deck} ordinateurs valant {deck_points} ; compté tel quel (nos "
            "cartes sont de notre conception)",
        },
        "note_no_hand": {
            "en": "{name}: cards in hand not entered, counted as 0",
            "de": "{name}: Netzwerkkarten auf der Hand nicht angegeben, als 0 gezählt",
            "nl": "{name}: netwerkkaarten in de hand niet opgegeven, als 0 geteld",
            "it": "{name}: carte di rete in mano non indicate, contate come 0",
            "fr": "{name} : cartes en main non saisies, comptées comme 0",
        },
        "note_shared": {
            "en": "Tie at {points} between {names}: the win is shared (the rules give no "
            "tie-breaker).",
            "de": "Gleichstand mit {points} zwischen {names}: Der Sieg wird geteilt (die Regel "
            "kennt keinen Gleichstandsentscheid).",
            "nl": "Gelijke stand met {points} tussen {names}: de overwinning wordt gedeeld (de "
            "regels geven geen beslissing bij gelijke stand).",
            "it": "Parità a {points} tra {names}: la vittoria è condivisa (il regolamento non "
            "prevede spareggi).",
            "fr": "Égalité à {points} entre {names} : la victoire est partagée (les règles ne "
            "prévoient aucun départage).",
        },
    }
)
"""Every explanation text of Web (``*_one`` / ``*_other``: singular and plural forms); the
shared ones (``points``, list joints) are in :data:`cardgen.engine.common.SHARED`."""


class Say(Speaker):
    """The explanations of one scoring in one language, with the cable colours of the data."""

    def __init__(self, data: Mapping[str, Any] | None = None, lang: str = SOURCE_LANG) -> None:
        super().__init__(PHRASES, lang)
        self.colours = catalog_names(data, "colours", lang)

    def colour(self, colour: str) -> str:
        """A cable colour by its data name, as a sentence writes it ("red", "Rot")."""
        return self.in_text(self.colours.get(colour, colour))


FAULTS = messages(
    {
        "computers_total": {
            "en": "the players connected {n} computers together; no game of Web comes near "
            "that (at most {most})",
            "de": "alle zusammen haben {n} Computer angeschlossen; keine Partie Web kommt in "
            "die Nähe davon (höchstens {most})",
            "nl": "alle spelers samen hebben {n} computers aangesloten; geen partij Web komt "
            "daar in de buurt (hoogstens {most})",
            "it": "tutti i giocatori insieme hanno collegato {n} computer; nessuna partita di "
            "Web ci si avvicina (al massimo {most})",
            "fr": "les joueurs ont connecté ensemble {n} ordinateurs ; aucune partie de Web n’en "
            "approche (au plus {most})",
        },
        # --- the record (score.py) ------------------------------------------------------
        "either_form": {
            "en": "give either 'computers' (tally form) or 'board' (your cable colour on the "
            "shared board), not both or neither",
            "de": "gib genau eines an: 'computers' (Computer und Hand) oder 'board' (deine "
            "Kabelfarbe auf dem gemeinsamen Brett)",
            "nl": "geef precies één van beide op: 'computers' (computers en hand) of 'board' (je "
            "kabelkleur op het gedeelde bord)",
            "it": "indica uno solo tra 'computers' (computer e mano) e 'board' (il tuo colore di "
            "cavi sul tavolo comune)",
            "fr": "indiquez soit « computers » (formulaire des nombres), soit « board » (votre "
            "couleur de câbles sur la table commune), mais pas les deux, ni aucun des deux",
        },
        "board_missing": {
            "en": "the board form needs the record's shared 'board'",
            "de": "für Kabel auf dem Brett braucht die Eingabe das gemeinsame Brett 'board'",
            "nl": "voor kabels op het bord heeft de invoer het gedeelde bord 'board' nodig",
            "it": "per i cavi sul tavolo i dati devono contenere il tavolo comune 'board'",
            "fr": "le formulaire de la table a besoin de la table commune « board » du relevé",
        },
        "colour_expected": {
            "en": "Choose your cable colour ({colours}), not {got}",
            "de": "Wähle deine Kabelfarbe ({colours}), nicht {got}",
            "nl": "Kies je kabelkleur ({colours}), niet {got}",
            "it": "Scegli il tuo colore di cavi ({colours}), non {got}",
            "fr": "Choisissez votre couleur de câbles ({colours}), pas {got}",
        },
        # {n}: the other player's place in the record (1 = the first player)
        "colour_taken": {
            "en": "the colour {colour} is already taken by player {n}",
            "de": "die Farbe {colour} gehört schon Person {n}",
            "nl": "de kleur {colour} is al van speler {n}",
            "it": "il colore {colour} è già del giocatore {n}",
            "fr": "la couleur {colour} est déjà prise par le joueur {n}",
        },
        "violation": {
            "en": "breaks the rule “{name}”: {detail}",
            "de": "verstößt gegen die Regel „{name}“: {detail}",
            "nl": "overtreedt de regel “{name}”: {detail}",
            "it": "viola la regola “{name}”: {detail}",
            "fr": "enfreint la règle « {name} » : {detail}",
        },
        # {others}: the names of the other rules broken
        "violation_also": {
            "en": "{first}; it also breaks: {others}",
            "de": "{first}; außerdem verletzt: {others}",
            "nl": "{first}; ook overtreden: {others}",
            "it": "{first}; altre regole violate: {others}",
            "fr": "{first} ; enfreint aussi : {others}",
        },
        # --- the shared board, malformed (board.py) --------------------------------------
        "square_one": {
            "en": "a square is [x, y], got 1 number",
            "de": "ein Feld ist [x, y], erhalten: 1 Zahl",
            "nl": "een vakje is [x, y], gekregen: 1 getal",
            "it": "un quadrato è [x, y], ricevuto: 1 numero",
            "fr": "une case s’écrit [x, y], reçu {n} nombre",
        },
        "square_other": {
            "en": "a square is [x, y], got {n} numbers",
            "de": "ein Feld ist [x, y], erhalten: {n} Zahlen",
            "nl": "een vakje is [x, y], gekregen: {n} getallen",
            "it": "un quadrato è [x, y], ricevuto: {n} numeri",
            "fr": "une case s’écrit [x, y], reçu {n} nombres",
        },
        "obstacle_server": {
            "en": "an obstacle cannot lie under the central server",
            "de": "ein Hindernis kann nicht unter dem zentralen Server liegen",
            "nl": "een obstakel kan niet onder de centrale server liggen",
            "it": "un ostacolo non può stare sotto il server centrale",
            "fr": "un obstacle ne peut pas se trouver sous le serveur central",
        },
        "unknown_card": {
            "en": "{got} is not a network card of this game",
            "de": "{got} ist keine Netzwerkkarte dieses Spiels",
            "nl": "{got} is geen netwerkkaart van dit spel",
            "it": "{got} non è una carta di rete di questo gioco",
            "fr": "{got} n’est pas une carte Réseau de ce jeu",
        },
        # {card}: the card's place on the board ("card 3" = the third card played)
        "copies_one": {
            "en": "card {card}: the game has only 1 card like it, this is copy {copy}",
            "de": "Karte {card}: Das Spiel hat nur 1 solche Karte, dies ist Exemplar {copy}",
            "nl": "kaart {card}: het spel heeft maar 1 zo’n kaart, dit is exemplaar {copy}",
            "it": "carta {card}: il gioco ha solo 1 carta così, questa è la copia {copy}",
            "fr": "carte {card}\u00a0: le jeu compte en tout {count} exemplaire de cette carte, "
            "et celle-ci serait le n°\u00a0{copy}",
        },
        "copies_other": {
            "en": "card {card}: the game has only {count} cards like it, this is copy {copy}",
            "de": "Karte {card}: Das Spiel hat nur {count} solche Karten, dies ist Exemplar {copy}",
            "nl": "kaart {card}: het spel heeft maar {count} zulke kaarten, dit is exemplaar "
            "{copy}",
            "it": "carta {card}: il gioco ha solo {count} carte così, questa è la copia {copy}",
            "fr": "carte {card}\u00a0: le jeu compte en tout {count} exemplaires de cette carte, "
            "et celle-ci serait le n°\u00a0{copy}",
        },
        "rotation": {
            "en": "rotation is 0, 90, 180 or 270 (clockwise), got {got}",
            "de": "die Drehung ist 0, 90, 180 oder 270 (im Uhrzeigersinn), erhalten: {got}",
            "nl": "de draaiing is 0, 90, 180 of 270 (met de klok mee), gekregen: {got}",
            "it": "la rotazione è 0, 90, 180 o 270 (in senso orario), ricevuto: {got}",
            "fr": "la rotation vaut 0, 90, 180 ou 270 (sens horaire), et non {got}",
        },
        "cable_colour": {
            "en": "cable colour",
            "de": "Kabelfarbe",
            "nl": "kabelkleur",
            "it": "colore di cavi",
            "fr": "couleur des câbles",
        },
        "stock_one": {
            "en": "the game has only 1 {colour} cable",
            "de": "das Spiel hat nur 1 Kabel der Farbe {colour}",
            "nl": "het spel heeft maar 1 kabel in de kleur {colour}",
            "it": "il gioco ha solo 1 cavo di colore {colour}",
            "fr": "le jeu compte en tout {count} câble de cette couleur ({colour})",
        },
        "stock_other": {
            "en": "the game has only {count} {colour} cables",
            "de": "das Spiel hat nur {count} Kabel der Farbe {colour}",
            "nl": "het spel heeft maar {count} kabels in de kleur {colour}",
            "it": "il gioco ha solo {count} cavi di colore {colour}",
            "fr": "le jeu compte en tout {count} câbles de cette couleur ({colour})",
        },
        # --- the shared board, against the rules (Violation.message) --------------------
        "card_overlap": {
            "en": "card {card} would cover square {square}, which is already taken",
            "de": "Karte {card} würde das Feld {square} bedecken, das schon belegt ist",
            "nl": "kaart {card} zou vakje {square} bedekken, dat al bezet is",
            "it": "la carta {card} coprirebbe il quadrato {square}, che è già occupato",
            "fr": "la carte {card} recouvrirait la case {square}, déjà occupée",
        },
        "card_on_obstacle": {
            "en": "card {card} would lie on the obstacle at {square}",
            "de": "Karte {card} würde auf dem Hindernis bei {square} liegen",
            "nl": "kaart {card} zou op het obstakel op {square} liggen",
            "it": "la carta {card} starebbe sull’ostacolo in {square}",
            "fr": "la carte {card} serait posée sur l’obstacle en {square}",
        },
        "card_not_adjacent": {
            "en": "card {card} touches neither a card played before it nor the server",
            "de": "Karte {card} berührt weder eine zuvor gespielte Karte noch den Server",
            "nl": "kaart {card} raakt geen eerder gespeelde kaart en ook de server niet",
            "it": "la carta {card} non tocca nessuna carta giocata prima né il server",
            "fr": "la carte {card} ne touche ni une carte jouée avant elle ni le serveur",
        },
        "cable_diagonal": {
            "en": "the squares {a} and {b} are diagonal",
            "de": "die Felder {a} und {b} liegen diagonal zueinander",
            "nl": "de vakjes {a} en {b} liggen diagonaal",
            "it": "i quadrati {a} e {b} sono in diagonale",
            "fr": "les cases {a} et {b} sont en diagonale",
        },
        "cable_apart": {
            "en": "the squares {a} and {b} are not neighbouring",
            "de": "die Felder {a} und {b} sind nicht benachbart",
            "nl": "de vakjes {a} en {b} zijn niet aangrenzend",
            "it": "i quadrati {a} e {b} non sono adiacenti",
            "fr": "les cases {a} et {b} ne sont pas voisines",
        },
        "cable_off_cards": {
            "en": "square {square} is bare table, not a card square or a one-square hole",
            "de": "bei {square} ist nur Tisch, kein Kartenfeld und kein Loch von einem Feld",
            "nl": "op {square} is alleen tafel, geen kaartvakje en geen gat van één vakje",
            "it": "in {square} c’è solo il piano del tavolo: nessun quadrato di carta e nessun "
            "buco di un solo quadrato",
            "fr": "en {square}, il n’y a que la table : ni case de carte ni trou d’une case",
        },
        "cable_in_server": {
            "en": "{a} and {b} are both squares of the server",
            "de": "{a} und {b} sind beide Felder des Servers",
            "nl": "{a} en {b} zijn allebei vakjes van de server",
            "it": "{a} e {b} sono entrambi quadrati del server",
            "fr": "{a} et {b} sont toutes deux des cases du serveur",
        },
        "cable_double_edge": {
            "en": "the edge between {a} and {b} already carries a cable",
            "de": "über die Kante zwischen {a} und {b} läuft schon ein Kabel",
            "nl": "over de rand tussen {a} en {b} loopt al een kabel",
            "it": "il bordo tra {a} e {b} è già attraversato da un cavo",
            "fr": "le bord entre {a} et {b} porte déjà un câble",
        },
        "computer_twice": {
            "en": "the computer at {square} is already connected; only one cable may end at a "
            "computer",
            "de": "der Computer bei {square} ist schon angeschlossen; an einem Computer darf "
            "nur ein Kabel enden",
            "nl": "de computer op {square} is al aangesloten; op een computer mag maar één kabel "
            "eindigen",
            "it": "il computer in {square} è già collegato; a un computer può arrivare un solo "
            "cavo",
            "fr": "l’ordinateur en {square} est déjà connecté ; un seul câble peut aboutir à un "
            "ordinateur",
        },
        "server_side": {
            "en": "the {side} side of the server at {square} already has a cable",
            "de": "die {side} des Servers bei {square} hat schon ein Kabel",
            "nl": "de {side} van de server op {square} heeft al een kabel",
            "it": "il lato {side} del server in {square} ha già un cavo",
            "fr": "le côté {side} du serveur en {square} a déjà un câble",
        },
        "side_east": {"en": "east", "de": "Ostseite", "nl": "oostzijde", "it": "est", "fr": "est"},
        "side_west": {
            "en": "west",
            "de": "Westseite",
            "nl": "westzijde",
            "it": "ovest",
            "fr": "ouest",
        },
        "side_south": {
            "en": "south",
            "de": "Südseite",
            "nl": "zuidzijde",
            "it": "sud",
            "fr": "sud",
        },
        "side_north": {
            "en": "north",
            "de": "Nordseite",
            "nl": "noordzijde",
            "it": "nord",
            "fr": "nord",
        },
        "cable_unlinked": {
            "en": "this {colour} cable reaches no server, directly or through {colour} cables",
            "de": "dieses Kabel der Farbe {colour} erreicht keinen Server, weder direkt noch über "
            "Kabel dieser Farbe",
            "nl": "deze kabel in de kleur {colour} bereikt geen server, niet direct en niet via "
            "kabels van die kleur",
            "it": "questo cavo di colore {colour} non raggiunge nessun server, né direttamente "
            "né tramite cavi dello stesso colore",
            "fr": "ce câble ({colour}) n’atteint aucun serveur, ni directement ni par des câbles "
            "de "
            "sa couleur",
        },
    }
)
"""Every fault message of Web (``RecordError`` and the board's ``Violation``), as
``str.format`` templates: ``msg(FAULTS, key, **values)``. ``*_one`` / ``*_other``: the
singular and plural forms, chosen where the number is known."""


def in_every_language(value: Any) -> Message:
    """A text of the game data (``{en, de, …}`` or ``{neutral}``) as a ``Message``."""
    return verbatim({lang: text_in(value, lang) for lang in LANGS})


def colour_message(data: Mapping[str, Any] | None, colour: str) -> Message:
    """A cable colour as :meth:`Say.colour` words it, in every language."""
    return verbatim({lang: Say(data, lang).colour(colour) for lang in LANGS})
