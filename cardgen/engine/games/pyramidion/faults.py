"""Pyramidion: the faults of an invalid record (``RecordError``) in every language,
in the words of the game's pages (its explanations: ``pyramidion_text``). Only the record's
own keys stay as written. STANDARD LIBRARY ONLY: this runs in Pyodide."""

from __future__ import annotations

from cardgen.engine.common import messages

FAULTS = messages(
    {
        # the site
        "site_id": {
            "en": "{got} is not a site of this game",
            "de": "{got} ist kein Ort dieses Spiels",
            "nl": "{got} is geen plaats van dit spel",
            "it": "{got} non è un luogo di questo gioco",
            "fr": "{got} n’est pas un site de ce jeu",
        },
        "site_name_other": {
            "en": "the name '{name}' is the site {match}, but the site chosen is {id}",
            "de": "der Name „{name}“ gehört zum Ort {match}, gewählt ist aber {id}",
            "nl": "de naam ‘{name}’ hoort bij de plaats {match}, maar gekozen is {id}",
            "it": "il nome «{name}» corrisponde al luogo {match}, ma il luogo scelto è {id}",
            "fr": "le nom « {name} » est celui du site {match}, mais le site choisi est {id}",
        },
        "site_missing": {
            "en": "give the site's 'id' or its 'name'",
            "de": "gib die 'id' oder den 'name' des Ortes an",
            "nl": "geef de 'id' of de 'name' van de plaats op",
            "it": "indica 'id' o 'name' del luogo",
            "fr": "indiquez l’« id » ou le « name » du site",
        },
        "minimum_missing": {
            "en": "missing '{key}' ({minimum}): '{name}' is not a site of the game data, so its "
            "minimums "
            "must be given",
            "de": "'{key}' ({minimum}) fehlt: „{name}“ ist kein Ort der Spieldaten, daher "
            "müssen seine Minima angegeben werden",
            "nl": "'{key}' ({minimum}) ontbreekt: ‘{name}’ is geen plaats uit de spelgegevens, "
            "dus moeten de minima opgegeven worden",
            "it": "manca '{key}' ({minimum}): «{name}» non è un luogo dei dati del gioco, quindi "
            "i minimi vanno indicati",
            "fr": "« {key} » manque ({minimum}) : « {name} » n’est pas un site des données du "
            "jeu, "
            "ses minimums doivent donc être indiqués",
        },
        # {minimum} of "minimum_missing": the checker's labels
        "min_influence": {
            "en": "influence minimum",
            "de": "Einfluss-Minimum",
            "nl": "minimum invloed",
            "it": "minimo di influenza",
            "fr": "minimum d’influence",
        },
        "min_negotiation": {
            "en": "negotiation minimum",
            "de": "Verhandlungs-Minimum",
            "nl": "minimum onderhandeling",
            "it": "minimo di negoziazione",
            "fr": "minimum de négociation",
        },
        # {what} of the shared "unknown {what} …" (need_choice)
        "resource": {
            "en": "resource",
            "de": "Ressource",
            "nl": "grondstof",
            "it": "risorsa",
            "fr": "ressource",
        },
        # the players' points and cards
        "cards_or_totals": {
            "en": "give either 'cards' or point totals, not both",
            "de": "gib entweder 'cards' oder Punktsummen an, nicht beides",
            "nl": "geef óf 'cards' óf puntentotalen op, niet allebei",
            "it": "indica 'cards' o i totali dei punti, non entrambi",
            "fr": "indiquez soit « cards », soit des totaux de points, pas les deux",
        },
        "character_card": {
            "en": "unknown character card {got}",
            "de": "unbekannte Charakterkarte: {got}",
            "nl": "onbekende personagekaart: {got}",
            "it": "carta personaggio sconosciuta: {got}",
            "fr": "carte Personnage inconnue : {got}",
        },
        "card_copies_one": {
            "en": '"{card}" is played more often than the game has copies (1)',
            "de": "„{card}“ wird öfter gespielt, als das Spiel Exemplare hat (1)",
            "nl": "‘{card}’ wordt vaker gespeeld dan het spel exemplaren heeft (1)",
            "it": "la carta «{card}» è giocata più volte di quante copie ne abbia il gioco (1)",
            "fr": "« {card} » est jouée plus souvent que le jeu n’en a d’exemplaires ({n})",
        },
        "card_copies_other": {
            "en": '"{card}" is played more often than the game has copies ({n})',
            "de": "„{card}“ wird öfter gespielt, als das Spiel Exemplare hat ({n})",
            "nl": "‘{card}’ wordt vaker gespeeld dan het spel exemplaren heeft ({n})",
            "it": "la carta «{card}» è giocata più volte di quante copie ne abbia il gioco ({n})",
            "fr": "« {card} » est jouée plus souvent que le jeu n’en a d’exemplaires ({n})",
        },
        "basic_card_colour": {
            "en": '"{card}" is a basic card of {owner}; {colour} cannot play it',
            "de": "„{card}“ ist eine Grundkarte von {owner}; {colour} kann sie nicht spielen",
            "nl": "‘{card}’ is een basiskaart van {owner}; {colour} kan ze niet spelen",
            "it": "«{card}» è una carta base di {owner}; {colour} non può giocarla",
            "fr": "« {card} » est une carte de base de {owner} ; {colour} ne peut pas la jouer",
        },
        # final scoring: the boats
        "boat_card": {
            "en": "unknown boat card {got}",
            "de": "unbekannte Bootskarte: {got}",
            "nl": "onbekende bootkaart: {got}",
            "it": "carta barca sconosciuta: {got}",
            "fr": "carte Bateau inconnue : {got}",
        },
        "boats_total": {
            "en": "the game has {most} boat cards, the players loaded {n} together",
            "de": "das Spiel hat {most} Bootskarten, alle zusammen haben {n} beladen",
            "nl": "het spel heeft {most} bootkaarten, alle spelers samen hebben er {n} geladen",
            "it": "il gioco ha {most} carte barca, i giocatori insieme ne hanno caricate {n}",
            "fr": "le jeu a {most} cartes Bateau, les joueurs en ont chargé {n} en tout",
        },
        "boat_twice": {
            "en": "{boat} is counted more than once",
            "de": "{boat} wird mehr als einmal gezählt",
            "nl": "{boat} wordt meer dan één keer geteld",
            "it": "{boat} è contata più di una volta",
            "fr": "{boat} est compté plus d’une fois",
        },
        "boat_value": {
            "en": "a boat is worth {lo} to {hi} victory points, got {value}",
            "de": "ein Boot ist {lo} bis {hi} Siegpunkte wert, nicht {value}",
            "nl": "een boot is {lo} tot {hi} overwinningspunten waard, niet {value}",
            "it": "una barca vale da {lo} a {hi} punti vittoria, non {value}",
            "fr": "un bateau vaut de {lo} à {hi} points de victoire, et non {value}",
        },
        # every boat is worth the same: "boat_value_one" when that is 1
        "boat_value_one": {
            "en": "a boat is worth 1 victory point, got {value}",
            "de": "ein Boot ist 1 Siegpunkt wert, nicht {value}",
            "nl": "een boot is 1 overwinningspunt waard, niet {value}",
            "it": "una barca vale 1 punto vittoria, non {value}",
            "fr": "un bateau vaut {n} point de victoire, et non {value}",
        },
        "boat_value_other": {
            "en": "a boat is worth {n} victory points, got {value}",
            "de": "ein Boot ist {n} Siegpunkte wert, nicht {value}",
            "nl": "een boot is {n} overwinningspunten waard, niet {value}",
            "it": "una barca vale {n} punti vittoria, non {value}",
            "fr": "un bateau vaut {n} points de victoire, et non {value}",
        },
        "boat_entry": {
            "en": "expected a boat card id or its victory points (a whole number), got {got}",
            "de": "Kennung einer Bootskarte oder ihre Siegpunkte (eine ganze Zahl) erwartet, "
            "erhalten: {got}",
            "nl": "de code van een bootkaart of haar overwinningspunten (een geheel "
            "getal) verwacht, gekregen: {got}",
            "it": "atteso l’identificativo di una carta barca o i suoi punti vittoria (un numero "
            "intero), ricevuto: {got}",
            "fr": "identifiant de carte Bateau ou ses points de victoire (un nombre entier) "
            "attendu, reçu : {got}",
        },
    }
)
"""Every fault of an invalid Pyramidion record (``msg(FAULTS, key, **values)``)."""
