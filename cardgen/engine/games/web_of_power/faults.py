"""Web of Power: the fault messages of the record checks in every language (the engine's
explanation texts are in :mod:`.text`).

STANDARD LIBRARY ONLY: this runs in Pyodide. The terms are those of :mod:`.text`.
"""

from __future__ import annotations

from cardgen.engine.common import messages

FAULTS = messages(
    {
        # a player entry mixing the two forms (tally form = "Counts" in the checker)
        "mixed_forms": {
            "en": "'{field}' belongs to the tally form; a player gives either a tally or the "
            "cards held (cards, laws)",
            "de": "'{field}' gehört zur Eingabeform „Anzahlen“; gib je Person entweder Anzahlen "
            "oder die gehaltenen Karten an (cards, laws)",
            "nl": "'{field}' hoort bij de invoervorm ‘Aantallen’; geef per speler óf aantallen óf "
            "de kaarten in bezit op (cards, laws)",
            "it": "'{field}' appartiene ai conteggi; per ogni giocatore indica o i conteggi o "
            "le carte possedute (cards, laws)",
            "fr": "« {field} » appartient au formulaire des nombres ; un joueur donne soit les "
            "nombres, soit les cartes détenues (cards, laws)",
        },
        # the {what} of need_choice: "unknown country 'preussen' (expected one of: …)"
        "country": {"en": "country", "de": "Land", "nl": "land", "it": "paese", "fr": "pays"},
        "symbol_type": {
            "en": "symbol type",
            "de": "Symbolart",
            "nl": "symboolsoort",
            "it": "tipo di simbolo",
            "fr": "type de symbole",
        },
        # counts: {n} before a noun, singular and plural
        "n_symbols_one": {
            "en": "{n} {symbol} symbol",
            "de": "{n} {symbol}-Symbol",
            "nl": "{n} × {symbol}",
            "it": "{n} × {symbol}",
            "fr": "{n} symbole {symbol}",
        },
        "n_symbols_other": {
            "en": "{n} {symbol} symbols",
            "de": "{n} {symbol}-Symbole",
            "nl": "{n} × {symbol}",
            "it": "{n} × {symbol}",
            "fr": "{n} symboles {symbol}",
        },
        "n_ships_one": {
            "en": "{n} ship",
            "de": "{n} Schiff",
            "nl": "{n} schip",
            "it": "{n} nave",
            "fr": "{n} navire",
        },
        "n_ships_other": {
            "en": "{n} ships",
            "de": "{n} Schiffe",
            "nl": "{n} schepen",
            "it": "{n} navi",
            "fr": "{n} navires",
        },
        "n_carriages_one": {
            "en": "{n} carriage",
            "de": "{n} Kutsche",
            "nl": "{n} koets",
            "it": "{n} carrozza",
            "fr": "{n} carrosse",
        },
        "n_carriages_other": {
            "en": "{n} carriages",
            "de": "{n} Kutschen",
            "nl": "{n} koetsen",
            "it": "{n} carrozze",
            "fr": "{n} carrosses",
        },
        "n_routes_one": {
            "en": "{n} ship or carriage",
            "de": "{n} Schiff oder Kutsche",
            "nl": "{n} schip of koets",
            "it": "{n} nave o carrozza",
            "fr": "{n} navire ou carrosse",
        },
        "n_routes_other": {
            "en": "{n} ships and carriages together",
            "de": "{n} Schiffe und Kutschen zusammen",
            "nl": "{n} schepen en koetsen samen",
            "it": "{n} navi e carrozze insieme",
            "fr": "{n} navires et carrosses en tout",
        },
        # the victory_point_laws field: "2 Siegpunkte" Law cards
        # one player's tally: more than the country's cards, or their cards, can carry
        "land_only_one": {
            "en": "{country} has only 1 Land card, got {count}",
            "de": "{country} hat nur 1 Länderkarte, nicht {count}",
            "nl": "{country} heeft maar 1 landkaart, niet {count}",
            "it": "in {country} c’è solo 1 carta Terra, non {count}",
            "fr": "il existe en tout {n} carte Pays pour {country}, et non {count}",
        },
        "land_only_other": {
            "en": "{country} has only {n} Land cards, got {count}",
            "de": "{country} hat nur {n} Länderkarten, nicht {count}",
            "nl": "{country} heeft maar {n} landkaarten, niet {count}",
            "it": "in {country} ci sono solo {n} carte Terra, non {count}",
            "fr": "il existe en tout {n} cartes Pays pour {country}, et non {count}",
        },
        "symbols_most_one": {
            "en": "1 Land card of {country} carries at most {symbols}, got {count}",
            "de": "1 Länderkarte von {country} trägt höchstens {symbols}, nicht {count}",
            "nl": "1 landkaart van {country} draagt hoogstens {symbols}, niet {count}",
            "it": "{country}: 1 carta Terra porta al massimo {symbols}, non {count}",
            "fr": "{country} : {n} carte Pays porte au plus {symbols}, et non {count}",
        },
        "symbols_most_other": {
            "en": "{n} Land cards of {country} carry at most {symbols}, got {count}",
            "de": "{n} Länderkarten von {country} tragen höchstens {symbols}, nicht {count}",
            "nl": "{n} landkaarten van {country} dragen hoogstens {symbols}, niet {count}",
            "it": "{country}: {n} carte Terra portano al massimo {symbols}, non {count}",
            "fr": "{country} : {n} cartes Pays portent au plus {symbols}, et non {count}",
        },
        "routes_most_one": {
            "en": "the player's 1 Land card carries at most {things}, got {count}",
            "de": "die einzige Länderkarte dieser Person trägt höchstens {things}, nicht {count}",
            "nl": "de enige landkaart van deze speler draagt hoogstens {things}, niet {count}",
            "it": "l’unica carta Terra di questo giocatore porta al massimo {things}, non {count}",
            "fr": "avec {n} carte Pays, ce joueur a au plus {things}, et non {count}",
        },
        "routes_most_other": {
            "en": "the player's {n} Land cards carry at most {things}, got {count}",
            "de": "die {n} Länderkarten dieser Person tragen höchstens {things}, nicht {count}",
            "nl": "de {n} landkaarten van deze speler dragen hoogstens {things}, niet {count}",
            "it": "le {n} carte Terra di questo giocatore portano al massimo {things}, non {count}",
            "fr": "avec {n} cartes Pays, ce joueur a au plus {things}, et non {count}",
        },
        # the cards form
        "law_in_cards": {
            "en": '"{card}" is a Law card: list it under the Law cards',
            "de": "„{card}“ ist eine Gesetzeskarte: sie gehört zu den Gesetzeskarten",
            "nl": "‘{card}’ is een wetkaart: zet haar bij de wetkaarten",
            "it": "«{card}» è una carta Legge: va messa tra le carte Legge",
            "fr": "« {card} » est une carte Loi : inscrivez-la parmi les cartes Loi",
        },
        "land_in_laws": {
            "en": '"{card}" is a Land card: list it under the Land cards',
            "de": "„{card}“ ist eine Länderkarte: sie gehört zu den Länderkarten",
            "nl": "‘{card}’ is een landkaart: zet haar bij de landkaarten",
            "it": "«{card}» è una carta Terra: va messa tra le carte Terra",
            "fr": "« {card} » est une carte Pays : inscrivez-la parmi les cartes Pays",
        },
        "unknown_land": {
            "en": "unknown Land card {got}",
            "de": "unbekannte Länderkarte: {got}",
            "nl": "onbekende landkaart: {got}",
            "it": "carta Terra sconosciuta: {got}",
            "fr": "carte Pays inconnue : {got}",
        },
        "unknown_law": {
            "en": "unknown Law card {got}",
            "de": "unbekannte Gesetzeskarte: {got}",
            "nl": "onbekende wetkaart: {got}",
            "it": "carta Legge sconosciuta: {got}",
            "fr": "carte Loi inconnue : {got}",
        },
        "held_self": {
            "en": 'the card "{card}" is already held by this player',
            "de": "die Karte „{card}“ gehört schon dieser Person",
            "nl": "de kaart ‘{card}’ is al in bezit van deze speler",
            "it": "la carta «{card}» è già posseduta da questo giocatore",
            "fr": "la carte « {card} » est déjà détenue par ce joueur",
        },
        "held_other": {
            "en": 'the card "{card}" is already held by {other}',
            "de": "die Karte „{card}“ gehört schon {other}",
            "nl": "de kaart ‘{card}’ is al in bezit van {other}",
            "it": "la carta «{card}» è già posseduta da {other}",
            "fr": "la carte « {card} » est déjà détenue par {other}",
        },
        # all players together: more than one complete deck holds
        "sum_lands_one": {
            "en": "the players hold 1 {country} Land card together, but the deck has only {total}",
            "de": "alle zusammen besitzen 1 Länderkarte von {country}, das Spiel hat aber nur "
            "{total}",
            "nl": "alle spelers samen hebben 1 landkaart van {country}, maar het spel heeft er "
            "maar {total}",
            "it": "{country}: tutti i giocatori insieme possiedono 1 carta Terra, ma il mazzo "
            "ne ha solo {total}",
            "fr": "{country}\u00a0: les joueurs détiennent ensemble {n} carte Pays, mais le "
            "paquet en compte {total} en tout",
        },
        "sum_lands_other": {
            "en": "the players hold {n} {country} Land cards together, but the deck has only "
            "{total}",
            "de": "alle zusammen besitzen {n} Länderkarten von {country}, das Spiel hat aber "
            "nur {total}",
            "nl": "alle spelers samen hebben {n} landkaarten van {country}, maar het spel heeft "
            "er maar {total}",
            "it": "{country}: tutti i giocatori insieme possiedono {n} carte Terra, ma il mazzo "
            "ne ha solo {total}",
            "fr": "{country}\u00a0: les joueurs détiennent ensemble {n} cartes Pays, mais le "
            "paquet en compte {total} en tout",
        },
        "sum_symbols": {
            "en": "the players hold {things} in {country} together, but the deck has only {total}",
            "de": "alle zusammen besitzen {things} in {country}, das Spiel hat aber nur {total}",
            "nl": "alle spelers samen hebben {things} in {country}, maar het spel heeft er maar "
            "{total}",
            "it": "{country}: tutti i giocatori insieme possiedono {things}, ma il mazzo ne ha "
            "solo {total}",
            "fr": "{country}\u00a0: les joueurs détiennent ensemble {things}, mais le paquet en "
            "compte {total} en tout",
        },
        "laws_total": {
            "en": "the game has only {total} Law cards in all (of every law), got {count}",
            "de": "das Spiel hat insgesamt nur {total} Gesetzeskarten (aller Arten), nicht {count}",
            "nl": "het spel heeft in totaal maar {total} wetkaarten (van alle soorten), niet "
            "{count}",
            "it": "il gioco ha in tutto solo {total} carte Legge (di ogni tipo), non {count}",
            "fr": "le jeu n’a que {total} cartes Loi en tout (toutes lois confondues), et non "
            "{count}",
        },
        "laws_total_sum": {
            "en": "the players hold {count} × {law} together, but the game has only {total} Law "
            "cards in all",
            "de": "alle zusammen besitzen {count} × {law}, das Spiel hat aber insgesamt nur "
            "{total} Gesetzeskarten",
            "nl": "alle spelers samen hebben {count} × {law}, maar het spel heeft in totaal maar "
            "{total} wetkaarten",
            "it": "tutti i giocatori insieme possiedono {count} × {law}, ma il gioco ha in tutto "
            "solo {total} carte Legge",
            "fr": "les joueurs détiennent ensemble {count} × {law}, mais le jeu n’a que {total} "
            "cartes Loi en tout",
        },
        "sum": {
            "en": "the players hold {things} together, but the deck has only {total}",
            "de": "alle zusammen besitzen {things}, das Spiel hat aber nur {total}",
            "nl": "alle spelers samen hebben {things}, maar het spel heeft er maar {total}",
            "it": "tutti i giocatori insieme possiedono {things}, ma il mazzo ne ha solo {total}",
            "fr": "les joueurs détiennent ensemble {things}, mais le paquet en compte {total} en "
            "tout",
        },
    }
)
"""Every fault message of the record checks (``msg(FAULTS, key, **values)``). ``*_one`` /
``*_other``: singular and plural, chosen by the number before the noun; the ``n_*`` entries
are counted nouns that fill ``{symbols}`` or ``{things}`` of a longer message. ``{country}``
and ``{symbol}`` are the names of :func:`.text.country_words` and :func:`.text.symbol_words`."""
