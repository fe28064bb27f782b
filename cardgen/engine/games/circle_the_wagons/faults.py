"""Circle the Wagons: the faults of an invalid record (``RecordError``) in every language,
in the words of the game's pages (its explanations: ``circle_the_wagons_text``). Only the record's
own keys stay as written. STANDARD LIBRARY ONLY: this runs in Pyodide."""

from __future__ import annotations

from cardgen.engine.common import messages

FAULTS = messages(
    {
        # what need_choice names ("unknown bonus goal 'x'" / "unbekannt als Bonusziel: 'x'")
        "what_bonus_goal": {
            "en": "bonus goal",
            "de": "Bonusziel",
            "nl": "scorevoorwaarde",
            "it": "obiettivo bonus",
            "fr": "objectif bonus",
        },
        "what_card": {"en": "card", "de": "Karte", "nl": "kaart", "it": "carta", "fr": "carte"},
        # the bonus goals
        "bonus_missing": {
            "en": "missing 'bonus': the {goals} bonus goals of this game",
            "de": "es fehlt 'bonus': die {goals} Bonusziele dieser Partie",
            "nl": "'bonus' ontbreekt: de {goals} scorevoorwaarden van dit spel",
            "it": "manca 'bonus': i {goals} obiettivi bonus di questa partita",
            "fr": "« bonus » manque : les {goals} objectifs bonus de cette partie",
        },
        "bonus_count": {
            "en": "a game has exactly {goals} bonus goals, the record has {n}",
            "de": "eine Partie hat genau {goals} Bonusziele, die Eingabe hat {n}",
            "nl": "een spel heeft precies {goals} scorevoorwaarden, de invoer heeft er {n}",
            "it": "una partita ha esattamente {goals} obiettivi bonus, i dati ne hanno {n}",
            "fr": "une partie a exactement {goals} objectifs bonus, le relevé en a {n}",
        },
        "goal_twice": {
            "en": "the goal '{goal}' is listed twice",
            "de": "das Bonusziel „{goal}“ kommt zweimal vor",
            "nl": "de scorevoorwaarde ‘{goal}’ komt twee keer voor",
            "it": "l’obiettivo bonus «{goal}» compare due volte",
            "fr": "l’objectif « {goal} » figure deux fois",
        },
        # a player: town or grid
        "town_and_grid": {
            "en": "give either 'town' (cards placed) or 'grid' (the visible town), not both",
            "de": "gib entweder 'town' (gelegte Karten) oder 'grid' (sichtbare Stadt) an, "
            "nicht beides",
            "nl": "geef óf 'town' (gelegde kaarten) óf 'grid' (zichtbare stad) op, niet allebei",
            "it": "indica 'town' (carte posate) oppure 'grid' (città visibile), non entrambi",
            "fr": "indiquez soit « town » (les cartes posées), soit « grid » (la ville visible), "
            "pas les deux",
        },
        "town_or_grid": {
            "en": "missing 'town' (the cards in the order placed) or 'grid' (the visible town)",
            "de": "es fehlt 'town' (die Karten in der Reihenfolge des Legens) oder 'grid' "
            "(die sichtbare Stadt)",
            "nl": "'town' (de kaarten in de volgorde van leggen) of 'grid' (de zichtbare stad) "
            "ontbreekt",
            "it": "manca 'town' (le carte nell’ordine di posa) o 'grid' (la città visibile)",
            "fr": "« town » (les cartes dans l’ordre de pose) ou « grid » (la ville visible) "
            "manque",
        },
        "towns_too_big": {
            "en": "the towns show {n} territories together; {cards} cards in play have only {most}",
            "de": "die Städte zeigen zusammen {n} Gebiete; {cards} Karten im Spiel haben nur "
            "{most}",
            "nl": "de steden tonen samen {n} gebieden; {cards} kaarten in het spel hebben er "
            "maar {most}",
            "it": "le città mostrano insieme {n} territori; {cards} carte in gioco ne hanno "
            "solo {most}",
            "fr": "les villes montrent ensemble {n} territoires ; {cards} cartes en jeu n’en ont "
            "que {most}",
        },
        # the town form: cards in the order placed
        "town_cards": {
            "en": "a town has at most {most} cards (18 minus the 3 goal cards), got {n}",
            "de": "eine Stadt hat höchstens {most} Karten (18 ohne die 3 Zielkarten), hier "
            "sind es {n}",
            "nl": "een stad heeft hoogstens {most} kaarten (18 min de 3 doelkaarten), hier "
            "zijn het er {n}",
            "it": "una città ha al massimo {most} carte (18 meno le 3 carte obiettivo), qui "
            "sono {n}",
            "fr": "une ville a au plus {most} cartes (18 moins les 3 cartes Objectif), et non {n}",
        },
        "slid_under": {
            "en": "cards may not be slid under the town: each card in 'town' lies on top of "
            "all cards placed before it",
            "de": "es darf keine Karte unter die Stadt geschoben werden: jede Karte in 'town' "
            "liegt auf allen vorher gelegten Karten",
            "nl": "kaarten mogen niet onder de stad geschoven worden: elke kaart in 'town' ligt "
            "bovenop alle eerder gelegde kaarten",
            "it": "le carte non si possono infilare sotto la città: ogni carta in 'town' sta "
            "sopra tutte le carte posate prima",
            "fr": "on ne peut pas glisser de carte sous la ville : chaque carte de « town » se "
            "pose par-dessus toutes les cartes posées avant elle",
        },
        "card_missing": {
            "en": "missing 'card' (which card is placed)",
            "de": "es fehlt 'card' (welche Karte gelegt wird)",
            "nl": "'card' ontbreekt (welke kaart gelegd wordt)",
            "it": "manca 'card' (quale carta viene posata)",
            "fr": "« card » manque (quelle carte est posée)",
        },
        # {card} below: the number printed on the card ("01"), never its id
        "goal_card": {
            "en": "card {card} shows the bonus goal '{goal}' and lies in the middle of the "
            "table; it is not in play",
            "de": "die Karte {card} zeigt das Bonusziel „{goal}“ und liegt in der Tischmitte; "
            "sie ist nicht im Spiel",
            "nl": "de kaart {card} toont de scorevoorwaarde ‘{goal}’ en ligt in het midden van de "
            "tafel; ze doet niet mee",
            "it": "la carta {card} mostra l’obiettivo bonus «{goal}» e sta al centro del "
            "tavolo; non è in gioco",
            "fr": "la carte n°\u00a0{card} montre l’objectif bonus « {goal} » et se trouve au "
            "milieu de la table ; elle n’est pas en jeu",
        },
        "card_in_this_town": {
            "en": "card {card} is already in this town (each card exists once)",
            "de": "die Karte {card} liegt schon in dieser Stadt (jede Karte gibt es nur einmal)",
            "nl": "de kaart {card} ligt al in deze stad (elke kaart bestaat maar één keer)",
            "it": "la carta {card} è già in questa città (ogni carta esiste una volta sola)",
            "fr": "la carte n°\u00a0{card} est déjà dans cette ville (chaque carte n’existe "
            "qu’une fois)",
        },
        "card_in_town_of": {
            "en": "card {card} is already in {owner}'s town (each card exists once)",
            "de": "die Karte {card} liegt schon in der Stadt von {owner} (jede Karte gibt es "
            "nur einmal)",
            "nl": "de kaart {card} ligt al in de stad van {owner} (elke kaart bestaat maar één "
            "keer)",
            "it": "la carta {card} è già nella città di {owner} (ogni carta esiste una volta sola)",
            "fr": "la carte n°\u00a0{card} est déjà dans la ville construite par {owner} (chaque "
            "carte n’existe qu’une fois)",
        },
        "position_missing": {
            "en": "missing '{key}' (the card's top-left territory)",
            "de": "es fehlt '{key}' (das Gebiet oben links auf der Karte)",
            "nl": "'{key}' ontbreekt (het gebied linksboven op de kaart)",
            "it": "manca '{key}' (il territorio in alto a sinistra della carta)",
            "fr": "« {key} » manque (le territoire supérieur gauche de la carte)",
        },
        "corner_only": {
            "en": "placement {i} touches the town only at a corner; a card must share a "
            "territory edge with the town or cover part of it",
            "de": "die {i}. Karte berührt die Stadt nur an einer Ecke; eine Karte muss eine "
            "Gebietskante mit der Stadt teilen oder einen Teil von ihr überdecken",
            "nl": "de {i}e kaart raakt de stad alleen met een hoek; een kaart moet een rand "
            "delen met een gebied van de stad of een deel ervan afdekken",
            "it": "la {i}ª carta tocca la città solo in un angolo; una carta deve condividere "
            "un lato di territorio con la città o coprirne una parte",
            "fr": "la pose {i} ne touche la ville que par un coin ; une carte doit partager un "
            "bord de territoire avec la ville ou en recouvrir une partie",
        },
        "no_contact": {
            "en": "placement {i} does not touch the town; a card must share a territory edge "
            "with the town or cover part of it",
            "de": "die {i}. Karte berührt die Stadt nicht; eine Karte muss eine Gebietskante "
            "mit der Stadt teilen oder einen Teil von ihr überdecken",
            "nl": "de {i}e kaart raakt de stad niet; een kaart moet een rand delen met een "
            "gebied van de stad of een deel ervan afdekken",
            "it": "la {i}ª carta non tocca la città; una carta deve condividere un lato di "
            "territorio con la città o coprirne una parte",
            "fr": "la pose {i} ne touche pas la ville ; une carte doit partager un bord de "
            "territoire avec la ville ou en recouvrir une partie",
        },
        # the grid form: the visible town, row by row
        "grid_rows": {
            "en": "a grid has at most {most} rows, got {n}",
            "de": "ein Raster hat höchstens {most} Reihen, hier sind es {n}",
            "nl": "een raster heeft hoogstens {most} rijen, hier zijn het er {n}",
            "it": "una griglia ha al massimo {most} righe, qui sono {n}",
            "fr": "une grille a au plus {most} rangées, et non {n}",
        },
        "row_cells": {
            "en": "a row has at most {most} cells, got {n}",
            "de": "eine Reihe hat höchstens {most} Felder, hier sind es {n}",
            "nl": "een rij heeft hoogstens {most} vakken, hier zijn het er {n}",
            "it": "una riga ha al massimo {most} caselle, qui sono {n}",
            "fr": "une rangée a au plus {most} cases, et non {n}",
        },
        "row_width_one": {
            "en": "row {y} has 1 cell but row 1 has {width}; every row needs the same number "
            "of cells (write . for empty)",
            "de": "in Reihe {y} steht 1 Feld, in Reihe 1 aber {width}; jede Reihe braucht "
            "gleich viele Felder (. für leer)",
            "nl": "rij {y} heeft 1 vak maar rij 1 heeft er {width}; elke rij heeft evenveel "
            "vakken nodig (schrijf . voor leeg)",
            "it": "la riga {y} ha 1 casella ma la riga 1 ne ha {width}; ogni riga deve avere "
            "lo stesso numero di caselle (scrivi . per vuoto)",
            "fr": "la rangée {y} a {n} case mais la rangée 1 en a {width} ; chaque rangée doit "
            "avoir le même nombre de cases (écrivez . pour une case vide)",
        },
        "row_width_other": {
            "en": "row {y} has {n} cells but row 1 has {width}; every row needs the same "
            "number of cells (write . for empty)",
            "de": "in Reihe {y} stehen {n} Felder, in Reihe 1 aber {width}; jede Reihe "
            "braucht gleich viele Felder (. für leer)",
            "nl": "rij {y} heeft {n} vakken maar rij 1 heeft er {width}; elke rij heeft "
            "evenveel vakken nodig (schrijf . voor leeg)",
            "it": "la riga {y} ha {n} caselle ma la riga 1 ne ha {width}; ogni riga deve "
            "avere lo stesso numero di caselle (scrivi . per vuoto)",
            "fr": "la rangée {y} a {n} cases mais la rangée 1 en a {width} ; chaque rangée doit "
            "avoir le même nombre de cases (écrivez . pour une case vide)",
        },
        "cell_form": {
            "en": "cell {x} ({got}) is neither 'terrain:icon' nor '.'",
            "de": "{got} in Spalte {x} ist weder 'terrain:icon' noch '.'",
            "nl": "{got} in kolom {x} is geen 'terrain:icon' en geen '.'",
            "it": "{got} nella colonna {x} non è né 'terrain:icon' né '.'",
            "fr": "{got} en colonne {x} n’est ni un terrain suivi de son icône (sous la forme "
            "terrain:icône) ni un point pour une case vide",
        },
        "cell_terrain": {
            "en": "cell {x}: unknown terrain {got} (terrains: {shown})",
            "de": "unbekanntes Gelände {got} in Spalte {x} (möglich: {shown})",
            "nl": "onbekend landschap {got} in kolom {x} (mogelijk: {shown})",
            "it": "terreno sconosciuto {got} nella colonna {x} (possibili: {shown})",
            "fr": "terrain inconnu {got} en colonne {x} (possibles : {shown})",
        },
        "cell_icon": {
            "en": "cell {x}: unknown icon {got} (icons: {shown})",
            "de": "unbekanntes Symbol {got} in Spalte {x} (möglich: {shown})",
            "nl": "onbekend symbool {got} in kolom {x} (mogelijk: {shown})",
            "it": "simbolo sconosciuto {got} nella colonna {x} (possibili: {shown})",
            "fr": "icône inconnue {got} en colonne {x} (possibles : {shown})",
        },
        "grid_too_big": {
            "en": "the grid shows {n} territories; {cards} cards have only {most}",
            "de": "das Raster zeigt {n} Gebiete; {cards} Karten haben nur {most}",
            "nl": "het raster toont {n} gebieden; {cards} kaarten hebben er maar {most}",
            "it": "la griglia mostra {n} territori; {cards} carte ne hanno solo {most}",
            "fr": "la grille montre {n} territoires ; {cards} cartes n’en ont que {most}",
        },
        "not_connected": {
            "en": "the town is not in one piece: the territory in row {y}, column {x} is cut "
            "off (a town is always connected edge to edge)",
            "de": "die Stadt hängt nicht zusammen: das Gebiet in Reihe {y}, Spalte {x} ist "
            "abgetrennt (eine Stadt ist immer über Kanten verbunden)",
            "nl": "de stad is niet één geheel: het gebied in rij {y}, kolom {x} ligt los (een "
            "stad is altijd via randen verbonden)",
            "it": "la città non è un pezzo unico: il territorio nella riga {y}, colonna {x} è "
            "staccato (una città è sempre unita lato a lato)",
            "fr": "la ville n’est pas d’un seul tenant : le territoire en rangée {y}, colonne "
            "{x} "
            "est isolé (une ville est toujours reliée bord à bord)",
        },
    }
)
"""The fault messages of the engine (``RecordError(msg(FAULTS, key, **values), path)``)."""
