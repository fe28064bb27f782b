"""Cosmopolis "Networks": the fault messages of an invalid record (``RecordError``) in en, de,
nl and it, in the words of :mod:`.text` (a side of a card is "Seite" / "kant" / "lato", the
deck is "das Spiel" / "het spel" / "il mazzo"), and how they name a place and a list.

STANDARD LIBRARY ONLY: this runs in Pyodide.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from cardgen.engine.common import LANGS, SHARED, Message, messages, msg

FAULTS = messages(
    {
        # the record
        "needs_data": {
            "en": "reading face ids needs the game data",
            "de": "Seitenkennungen lassen sich nur mit den Spieldaten lesen",
            "nl": "codes van kanten zijn alleen met de spelgegevens te lezen",
            "it": "per leggere gli identificativi di lato servono i dati del gioco",
            "fr": "lire des identifiants de faces demande les données du jeu",
        },
        "rounds_and_players": {
            "en": "give either 'rounds' or 'players' (a single round), not both",
            "de": "gib entweder 'rounds' oder 'players' (eine einzelne Runde) an, nicht beides",
            "nl": "geef óf 'rounds' óf 'players' (één ronde) op, niet allebei",
            "it": "indica 'rounds' oppure 'players' (un solo round), non entrambi",
            "fr": "indiquez soit « rounds », soit « players » (une seule manche), pas les deux",
        },
        "no_rounds": {
            "en": "missing 'rounds' (or 'players' for a single round)",
            "de": "'rounds' fehlt (oder 'players' für eine einzelne Runde)",
            "nl": "'rounds' ontbreekt (of 'players' voor één ronde)",
            "it": "manca 'rounds' (o 'players' per un solo round)",
            "fr": "« rounds » manque (ou « players » pour une seule manche)",
        },
        "no_round": {
            "en": "a record needs at least one round",
            "de": "eine Eingabe braucht mindestens eine Runde",
            "nl": "de invoer heeft minstens één ronde nodig",
            "it": "i dati devono avere almeno un round",
            "fr": "un relevé doit compter au moins une manche",
        },
        "new_player": {
            "en": "'{name}' did not play in round 1 (the same players play every round)",
            "de": "„{name}“ hat in Runde 1 nicht mitgespielt (in jeder Runde spielen dieselben "
            "Spieler)",
            "nl": "‘{name}’ speelde niet mee in ronde 1 (elke ronde spelen dezelfde spelers)",
            "it": "«{name}» non ha giocato nel round 1 (in ogni round giocano gli stessi "
            "giocatori)",
            "fr": "« {name} » n’a pas joué la manche 1 (les mêmes joueurs jouent chaque manche)",
        },
        # one missing name / several: "fehlt" / "fehlen"
        "round_misses_one": {
            "en": "round {n} is missing {names}",
            "de": "in Runde {n} fehlt {names}",
            "nl": "in ronde {n} ontbreekt {names}",
            "it": "nel round {n} manca {names}",
            "fr": "il manque {names} à la manche {n}",
        },
        "round_misses_other": {
            "en": "round {n} is missing {names}",
            "de": "in Runde {n} fehlen {names}",
            "nl": "in ronde {n} ontbreken {names}",
            "it": "nel round {n} mancano {names}",
            "fr": "il manque {names} à la manche {n}",
        },
        # reading a card
        "region": {"en": "region", "de": "Region", "nl": "regio", "it": "regione", "fr": "région"},
        "or": {"en": " or ", "de": " oder ", "nl": " of ", "it": " o ", "fr": " ou "},
        "card_not_side": {
            "en": "this names the card {card}, not a side: give the side showing ({faces})",
            "de": "das bezeichnet die Karte {card}, keine Seite: gib die sichtbare Seite an "
            "({faces})",
            "nl": "dit is de kaart {card}, geen kant: geef de zichtbare kant op ({faces})",
            "it": "questo indica la carta {card}, non un lato: indica il lato visibile ({faces})",
            "fr": "ceci désigne la carte {card}, pas une face : indiquez la face visible ({faces})",
        },
        "unknown_face": {
            "en": "unknown face id {got}",
            "de": "unbekannte Seitenkennung: {got}",
            "nl": "onbekende code van een kant: {got}",
            "it": "identificativo di lato sconosciuto: {got}",
            "fr": "identifiant de face inconnu : {got}",
        },
        "card_value": {
            "en": 'expected a face id or an inline face like {{"region": "africa"}}, got {got}',
            "de": "Seitenkennung oder direkt beschriebene Seite wie "
            '{{"region": "africa"}} erwartet, erhalten: {got}',
            "nl": "een code van een kant of een direct beschreven kant zoals "
            '{{"region": "africa"}} verwacht, gekregen: {got}',
            "it": "atteso un identificativo di lato o un lato descritto direttamente come "
            '{{"region": "africa"}}, ricevuto: {got}',
            "fr": 'identifiant de face ou face décrite directement, comme {{"region": '
            '"africa"}}, '
            "attendu, reçu : {got}",
        },
        "region_or_links": {
            "en": "an inline face has either 'region' or 'links'",
            "de": "eine direkt beschriebene Seite hat entweder 'region' oder 'links'",
            "nl": "een direct beschreven kant heeft óf 'region' óf 'links'",
            "it": "un lato descritto direttamente ha o 'region' o 'links'",
            "fr": "une face décrite directement a soit « region », soit « links »",
        },
        "link_count": {
            "en": "a linking card joins 2 or 3 regions, got {n}",
            "de": "eine Verbindungskarte verbindet 2 oder 3 Regionen, nicht {n}",
            "nl": "een verbindingskaart verbindt 2 of 3 regio’s, niet {n}",
            "it": "una carta di collegamento unisce 2 o 3 regioni, non {n}",
            "fr": "une carte de liaison relie 2 ou 3 régions, et non {n}",
        },
        "listed_twice": {
            "en": "{region} is listed twice",
            "de": "{region} steht zweimal in der Liste",
            "nl": "{region} staat twee keer in de lijst",
            "it": "{region} compare due volte nell’elenco",
            "fr": "{region} figure deux fois dans la liste",
        },
        "no_such_link": {
            "en": "no linking card joins exactly {regions} (see the reference map)",
            "de": "keine Verbindungskarte verbindet genau {regions} (siehe Übersichtskarte)",
            "nl": "geen verbindingskaart verbindt precies {regions} (zie de overzichtskaart)",
            "it": "nessuna carta di collegamento unisce esattamente {regions} (vedi la mappa "
            "di riferimento)",
            "fr": "aucune carte de liaison ne relie exactement {regions} (voir la feuille des "
            "régions voisines)",
        },
        # a set
        "set_size": {
            "en": "a set needs at least 3 cards, this one has {n}",
            "de": "ein Satz braucht mindestens 3 Karten, dieser hat {n}",
            "nl": "een set heeft minstens 3 kaarten nodig, deze heeft er {n}",
            "it": "un set richiede almeno 3 carte, questo ne ha {n}",
            "fr": "une combinaison doit compter au moins 3 cartes, celle-ci en a {n}",
        },
        "two_links": {
            "en": "a set holds at most one linking card, this one has {n}",
            "de": "ein Satz enthält höchstens eine Verbindungskarte, dieser hat {n}",
            "nl": "een set bevat hoogstens één verbindingskaart, deze heeft er {n}",
            "it": "un set contiene al massimo una carta di collegamento, questo ne ha {n}",
            "fr": "une combinaison contient au plus une carte de liaison, celle-ci en a {n}",
        },
        "needs_link": {
            "en": "cards of {regions} in one set need a linking card that joins them",
            "de": "ein Satz mit Karten aus {regions} braucht eine Verbindungskarte, die diese "
            "Regionen verbindet",
            "nl": "een set met kaarten uit {regions} heeft een verbindingskaart nodig die deze "
            "regio’s verbindt",
            "it": "un set con carte delle regioni {regions} richiede una carta di "
            "collegamento che unisca queste regioni",
            "fr": "une combinaison avec des cartes des régions {regions} a besoin d’une carte de "
            "liaison qui les relie",
        },
        "many_regions": {
            "en": "a set holds cards of one region, or of two with a linking card that joins "
            "them; this one has {regions}",
            "de": "ein Satz enthält Karten einer Region oder zweier Regionen mit einer "
            "Verbindungskarte, die sie verbindet; dieser hat {regions}",
            "nl": "een set bevat kaarten uit één regio, of uit twee met een verbindingskaart "
            "die ze verbindt; deze heeft {regions}",
            "it": "un set contiene carte di una regione, o di due con una carta di "
            "collegamento che le unisce; questo ha {regions}",
            "fr": "une combinaison contient des cartes d’une seule région, ou de deux avec une "
            "carte de liaison qui les relie ; celle-ci en a : {regions}",
        },
        "no_link_joins": {
            "en": "no linking card joins {regions} (see the reference map), so their cards "
            "cannot share a set",
            "de": "keine Verbindungskarte verbindet {regions} (siehe Übersichtskarte), also "
            "passen ihre Karten nicht in einen Satz",
            "nl": "geen verbindingskaart verbindt {regions} (zie de overzichtskaart), dus hun "
            "kaarten passen niet in één set",
            "it": "nessuna carta di collegamento unisce {regions} (vedi la mappa di "
            "riferimento), quindi le loro carte non possono stare nello stesso set",
            "fr": "aucune carte de liaison ne relie {regions} (voir la feuille des régions "
            "voisines) : leurs cartes ne peuvent donc pas partager une combinaison",
        },
        "link_misfit": {
            "en": "the linking card joins {links}, not {outside}",
            "de": "die Verbindungskarte verbindet {links}, nicht {outside}",
            "nl": "de verbindingskaart verbindt {links}, niet {outside}",
            "it": "la carta di collegamento unisce {links}, non {outside}",
            "fr": "la carte de liaison relie {links}, pas {outside}",
        },
        "three_regions": {
            "en": "a set with a linking card holds cards of one or two of the regions it "
            "joins, not three ({regions})",
            "de": "ein Satz mit Verbindungskarte enthält Karten aus einer oder zwei der "
            "Regionen, die sie verbindet, nicht aus drei ({regions})",
            "nl": "een set met een verbindingskaart bevat kaarten uit één of twee van de "
            "regio’s die ze verbindt, niet uit drie ({regions})",
            "it": "un set con una carta di collegamento contiene carte di una o due delle "
            "regioni che essa unisce, non di tre ({regions})",
            "fr": "une combinaison avec une carte de liaison contient des cartes d’une ou deux "
            "des "
            "régions qu’elle relie, pas de trois ({regions})",
        },
        # the physical cards of a round
        "deck_size": {
            "en": "a round shows at most the {n} cards of the deck",
            "de": "eine Runde zeigt höchstens die {n} Karten des Spiels",
            "nl": "een ronde toont hoogstens de {n} kaarten van het spel",
            "it": "un round mostra al massimo le {n} carte del mazzo",
            "fr": "une manche montre au plus les {n} cartes du paquet",
        },
        "twice_same": {
            "en": "the card {card} is played twice in one round: this side is already at {at}",
            "de": "die Karte {card} liegt in einer Runde zweimal aus: diese Seite liegt schon "
            "bei {at}",
            "nl": "de kaart {card} is in één ronde twee keer gespeeld: deze kant ligt al bij {at}",
            "it": "la carta {card} è giocata due volte nello stesso round: questo lato è già "
            "in {at}",
            "fr": "la carte {card} est jouée deux fois dans une même manche : cette face est "
            "déjà "
            "posée ({at})",
        },
        "twice_other": {
            "en": "the card {card} is played twice in one round: its other side ({face}) is "
            "already at {at}",
            "de": "die Karte {card} liegt in einer Runde zweimal aus: ihre andere Seite "
            "({face}) liegt schon bei {at}",
            "nl": "de kaart {card} is in één ronde twee keer gespeeld: de andere kant ({face}) "
            "ligt al bij {at}",
            "it": "la carta {card} è giocata due volte nello stesso round: l’altro lato "
            "({face}) è già in {at}",
            "fr": "la carte {card} est jouée deux fois dans une même manche : son autre face "
            "({face}) est déjà posée ({at})",
        },
        # {at} of twice_*: a card's place in words (place_words)
        "place": {
            "en": "{player}, set {set}, card {card}",
            "de": "{player}, Satz {set}, Karte {card}",
            "nl": "{player}, set {set}, kaart {card}",
            "it": "{player}, set {set}, carta {card}",
            "fr": "{player}, combinaison {set}, carte {card}",
        },
        "place_in_round": {
            "en": "round {round}, {player}, set {set}, card {card}",
            "de": "Runde {round}, {player}, Satz {set}, Karte {card}",
            "nl": "ronde {round}, {player}, set {set}, kaart {card}",
            "it": "round {round}, {player}, set {set}, carta {card}",
            "fr": "manche {round}, {player}, combinaison {set}, carte {card}",
        },
        # {player} of place*: a player without a name in the record
        "player_n": {
            "en": "player {n}",
            "de": "Person {n}",
            "nl": "speler {n}",
            "it": "giocatore {n}",
            "fr": "joueur {n}",
        },
        "regional_total": {
            "en": "the game has {n} regional cards in all, and more are in play in this round",
            "de": "das Spiel hat insgesamt {n} Regionalkarten, in dieser Runde liegen aber mehr "
            "aus",
            "nl": "het spel heeft in totaal {n} regiokaarten, en in deze ronde liggen er meer",
            "it": "il gioco ha in tutto {n} carte regionali, e in questo round ce ne sono di più",
            "fr": "le jeu compte en tout {n} cartes régionales, mais il y en a davantage en jeu "
            "dans cette manche",
        },
        "linking_total": {
            "en": "the game has {n} linking cards in all, and more are in play in this round",
            "de": "das Spiel hat insgesamt {n} Verbindungskarten, in dieser Runde liegen aber "
            "mehr aus",
            "nl": "het spel heeft in totaal {n} verbindingskaarten, en in deze ronde liggen er "
            "meer",
            "it": "il gioco ha in tutto {n} carte di collegamento, e in questo round ce ne sono "
            "di più",
            "fr": "le jeu compte en tout {n} cartes de liaison, mais il y en a davantage en jeu "
            "dans cette manche",
        },
        "only_regional_one": {
            "en": "the deck has only {n} card showing {region}, and more are in play in this round",
            "de": "das Spiel hat nur {n} Karte der Region {region}, in dieser Runde liegen "
            "aber mehr aus",
            "nl": "het spel heeft maar {n} kaart van de regio {region}, en in deze ronde "
            "liggen er meer",
            "it": "il mazzo ha solo {n} carta della regione {region}, e in questo round ce ne "
            "sono di più",
            "fr": "le paquet compte en tout {n} carte de la région {region}, mais il y en a "
            "davantage en jeu dans cette manche",
        },
        "only_regional_other": {
            "en": "the deck has only {n} cards showing {region}, and more are in play in this "
            "round",
            "de": "das Spiel hat nur {n} Karten der Region {region}, in dieser Runde liegen "
            "aber mehr aus",
            "nl": "het spel heeft maar {n} kaarten van de regio {region}, en in deze ronde "
            "liggen er meer",
            "it": "il mazzo ha solo {n} carte della regione {region}, e in questo round ce ne "
            "sono di più",
            "fr": "le paquet compte en tout {n} cartes de la région {region}, mais il y en a "
            "davantage en jeu dans cette manche",
        },
        "only_linking_one": {
            "en": "the deck has only {n} linking card joining {regions}, and more are in play "
            "in this round",
            "de": "das Spiel hat nur {n} Verbindungskarte zwischen {regions}, in dieser Runde "
            "liegen aber mehr aus",
            "nl": "het spel heeft maar {n} verbindingskaart die {regions} verbindt, en in deze "
            "ronde liggen er meer",
            "it": "il mazzo ha solo {n} carta di collegamento che unisce {regions}, e in "
            "questo round ce ne sono di più",
            "fr": "le paquet compte en tout {n} carte de liaison reliant {regions}, mais il y en "
            "a davantage en jeu dans cette manche",
        },
        "only_linking_other": {
            "en": "the deck has only {n} linking cards joining {regions}, and more are in play "
            "in this round",
            "de": "das Spiel hat nur {n} Verbindungskarten zwischen {regions}, in dieser Runde "
            "liegen aber mehr aus",
            "nl": "het spel heeft maar {n} verbindingskaarten die {regions} verbinden, en in "
            "deze ronde liggen er meer",
            "it": "il mazzo ha solo {n} carte di collegamento che uniscono {regions}, e in "
            "questo round ce ne sono di più",
            "fr": "le paquet compte en tout {n} cartes de liaison reliant {regions}, mais il y "
            "en a davantage en jeu dans cette manche",
        },
    }
)
"""Every fault message of the game (``msg(FAULTS, key, **values)``), singular and plural as
``*_one`` / ``*_other``; ``region`` is the ``what`` of ``need_choice`` and ``or`` a joint of
:func:`listed`."""


PLACE = re.compile(r"(?:rounds\[(\d+)\]\.)?players\[(\d+)\]\.spread\[(\d+)\]\[(\d+)\]")


def place_words(path: str, names: Sequence[str] = ()) -> str | Message:
    """Where a card lies, in words ("round 2, Anna, set 3, card 2") for a JSON path of the
    record (``rounds[1].players[0].spread[2][1]``) and the names of that round's players
    in order ("player 1" when a name is missing); counted from 1."""
    found = PLACE.search(path)
    if found is None:
        return path
    round_index, player, set_index, card = found.groups()
    index = int(player)
    who = names[index] if index < len(names) else msg(FAULTS, "player_n", n=index + 1)
    values = {"player": who, "set": int(set_index) + 1, "card": int(card) + 1}
    if round_index is None:
        return msg(FAULTS, "place", **values)
    return msg(FAULTS, "place_in_round", round=int(round_index) + 1, **values)


def listed(words: Sequence[str | Message], last: str = "and") -> str | Message:
    """Words (texts or ``Message`` s) as a list in every language: ``comma`` between them and
    the joint ``last`` (a key of :data:`FAULTS` or :data:`~cardgen.engine.common.SHARED`)
    before the last one: "Africa and Western Europe" / "Afrika und Westeuropa" …"""
    if len(words) < 2:
        return words[0] if words else ""
    joint = FAULTS[last] if last in FAULTS else SHARED[last]
    comma = SHARED["comma"]
    slots = [f"{{w{i}}}" for i in range(len(words))]
    templates = {lang: comma[lang].join(slots[:-1]) + joint[lang] + slots[-1] for lang in LANGS}
    return Message(templates, **{f"w{i}": word for i, word in enumerate(words)})
