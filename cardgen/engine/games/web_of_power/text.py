"""Web of Power: the explanation texts of the scoring engine in every language (its fault
messages are in :mod:`.faults`).

STANDARD LIBRARY ONLY: this runs in Pyodide. The terms follow the game's glossary and rules
pages (de: Länderkarte, Gesetzeskarte, Rang; nl: landkaart, wetkaart, plaats; it: carta
Terra, carta Legge, posto) and the checker's labels (de: Anzahlen, gehaltene Karten; nl:
aantallen, kaarten in bezit; it: conteggi, carte possedute).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardgen.engine.common import (
    LANGS,
    Message,
    Phrases,
    catalog,
    catalog_names,
    item_words,
    items,
    text_in,
    verbatim,
)
from cardgen.engine.languages import SOURCE_LANG

ORDINALS = ("1st", "2nd", "3rd", "4th", "5th")
"""English ordinals of the ranks (the other languages write ``{n}``-based forms)."""

PHRASES = Phrases(
    {
        # country scoring (rule "lands"); {ordinal} is English only, {n} the rank number
        "land_rank": {
            "en": "{label} {ordinal}: {value}",
            "de": "{label} {n}. Rang: {value}",
            "nl": "{label} {n}e plaats: {value}",
            "it": "{label} {n}° posto: {value}",
            "fr": "{label} (rang {n}) : {value}",
        },
        "land_rank_shared": {
            "en": "{label} {ordinal} (shared): {value}",
            "de": "{label} {n}. Rang (geteilt): {value}",
            "nl": "{label} {n}e plaats (gedeeld): {value}",
            "it": "{label} {n}° posto (condiviso): {value}",
            "fr": "{label} (rang {n}, partagé) : {value}",
        },
        "no_lands": {
            "en": "no Land cards",
            "de": "keine Länderkarten",
            "nl": "geen landkaarten",
            "it": "nessuna carta Terra",
            "fr": "aucune carte Pays",
        },
        "note_partial": {
            "en": "{label}: the players hold {together} of its {total} cards together, so its "
            "first rank scored {together} (after a complete game it is {total}).",
            "de": "{label}: Alle zusammen besitzen {together} seiner {total} Karten, daher "
            "brachte der erste Rang {together} (nach einer vollständigen Partie sind es "
            "{total}).",
            "nl": "{label}: alle spelers samen hebben {together} van de {total} kaarten van dit "
            "land, dus de eerste plaats kreeg {together} (na een volledige partij is dat "
            "{total}).",
            "it": "{label}: tutti i giocatori insieme possiedono {together} delle sue {total} "
            "carte, quindi il primo posto ha segnato {together} (dopo una partita completa "
            "sono {total}).",
            "fr": "{label} : les joueurs détiennent ensemble {together} de ses {total} cartes, "
            "donc son premier rang a marqué {together} (après une partie complète, c’est {total}).",
        },
        "note_nobody": {
            "en": "{label}: nobody holds any of its {total} cards.",
            "de": "{label}: Niemand besitzt eine seiner {total} Karten.",
            "nl": "{label}: niemand heeft een van de {total} kaarten van dit land.",
            "it": "{label}: nessuno possiede una delle sue {total} carte.",
            "fr": "{label}\u00a0: aucune de ses {total} cartes n’est détenue.",
        },
        # symbol scoring (rule "symbols")
        "symbol_best": {
            "en": "{label}: {best} {names}",
            "de": "{label}: {best} × {names}",
            "nl": "{label}: {best} × {names}",
            "it": "{label}: {best} × {names}",
            "fr": "{label} : {best} × {names}",
        },
        "symbol_best_once": {
            "en": "{label}: {best} {names} (scored once)",
            "de": "{label}: {best} × {names} (nur einmal gewertet)",
            "nl": "{label}: {best} × {names} (één keer geteld)",
            "it": "{label}: {best} × {names} (contato una volta sola)",
            "fr": "{label} : {best} × {names} (compté une seule fois)",
        },
        "no_symbols": {
            "en": "no symbol majority",
            "de": "keine Symbolmehrheit",
            "nl": "geen symboolmeerderheid",
            "it": "nessuna maggioranza di simboli",
            "fr": "aucune majorité de symboles",
        },
        # chain scoring (rule "chains")
        "ships_one": {
            "en": "{n} ship",
            "de": "{n} Schiff",
            "nl": "{n} schip",
            "it": "{n} nave",
            "fr": "{n} navire",
        },
        "ships_other": {
            "en": "{n} ships",
            "de": "{n} Schiffe",
            "nl": "{n} schepen",
            "it": "{n} navi",
            "fr": "{n} navires",
        },
        "carriages_one": {
            "en": "{n} carriage",
            "de": "{n} Kutsche",
            "nl": "{n} koets",
            "it": "{n} carrozza",
            "fr": "{n} carrosse",
        },
        "carriages_other": {
            "en": "{n} carriages",
            "de": "{n} Kutschen",
            "nl": "{n} koetsen",
            "it": "{n} carrozze",
            "fr": "{n} carrosses",
        },
        "chain_scores": {
            "en": "{what}: {n}",
            "de": "{what}: {n}",
            "nl": "{what}: {n}",
            "it": "{what}: {n}",
            "fr": "{what} : {n}",
        },
        "chain_short": {
            "en": "{what}: 0 (fewer than {minimum})",
            "de": "{what}: 0 (weniger als {minimum})",
            "nl": "{what}: 0 (minder dan {minimum})",
            "it": "{what}: 0 (meno di {minimum})",
            "fr": "{what} : 0 (moins de {minimum})",
        },
        # Law cards (rule "laws", a line only for a player who holds one); {law} is the
        # law's name (law_named / law_printed)
        "laws": {
            "en": "{n} × Law card {law}: {points}",
            "de": "{n} × Gesetzeskarte {law}: {points}",
            "nl": "{n} × wetkaart {law}: {points}",
            "it": "{n} × carta Legge {law}: {points}",
            "fr": "{n} × carte Loi {law} : {points}",
        },
        # a Law card's name in the reader's language; the printed (German) name follows
        # where it differs, for whoever holds the published German card
        "law_named": {
            "en": '"{name}"',
            "de": "„{name}“",
            "nl": "‘{name}’",
            "it": "«{name}»",
            "fr": "« {name} »",
        },
        "law_printed": {
            "en": '"{name}" (German card: „{printed}“)',
            "de": "„{name}“ (deutsche Karte: „{printed}“)",
            "nl": "‘{name}’ (Duitse kaart: „{printed}“)",
            "it": "«{name}» (carta tedesca: „{printed}“)",
            "fr": "«\u00a0{name}\u00a0» (carte de l’édition allemande\u00a0: "
            "«\u00a0{printed}\u00a0»)",
        },
        # winners
        "land_cards_one": {
            "en": "1 Land card",
            "de": "1 Länderkarte",
            "nl": "1 landkaart",
            "it": "1 carta Terra",
            "fr": "{n} carte Pays",
        },
        "land_cards_other": {
            "en": "{n} Land cards",
            "de": "{n} Länderkarten",
            "nl": "{n} landkaarten",
            "it": "{n} carte Terra",
            "fr": "{n} cartes Pays",
        },
        "note_no_winner": {
            "en": "{leaders} tie on {points} and {cards}: there is no winner.",
            "de": "{leaders} liegen mit {points} und {cards} gleichauf: Es gibt keinen Sieger.",
            "nl": "{leaders} staan gelijk met {points} en {cards}: er is geen winnaar.",
            "it": "{leaders} sono pari con {points} e {cards}: la partita resta senza vincitore.",
            "fr": "{leaders} sont à égalité avec {points} et {cards} : il n’y a pas de vainqueur.",
        },
        "note_land_cards_decide": {
            "en": "{names} tie on {points}; {winner} wins with the most Land cards ({cards}).",
            "de": "{names} liegen mit {points} gleichauf; {winner} gewinnt mit den meisten "
            "Länderkarten ({cards}).",
            "nl": "{names} staan gelijk met {points}; {winner} wint met de meeste landkaarten "
            "({cards}).",
            "it": "{names} sono pari con {points}; vince {winner} con il maggior numero di "
            "carte Terra ({cards}).",
            "fr": "{names} sont à égalité avec {points} ; {winner} l’emporte avec le plus de "
            "cartes Pays ({cards}).",
        },
        # what a record may exceed of our own design (scored as given, with a note)
        "design_symbols": {
            "en": "{name}: {count} × {symbol} in {label}, but our printed deck has at most "
            "{most} on {cards}; scored as given (our symbols are our own design).",
            "de": "{name}: {count} × {symbol} in {label}, unser gedrucktes Spiel hat auf "
            "{cards} höchstens {most}; so gewertet wie angegeben (unsere Symbole sind unser "
            "eigener Entwurf).",
            "nl": "{name}: {count} × {symbol} in {label}, maar ons gedrukte spel heeft op "
            "{cards} hoogstens {most}; geteld zoals opgegeven (onze symbolen zijn ons eigen "
            "ontwerp).",
            "it": "{name}: {count} × {symbol} in {label}, ma il nostro mazzo stampato ne ha al "
            "massimo {most} su {cards}; contato come indicato (i simboli sono un nostro "
            "progetto).",
            "fr": "{name} : {count} × {symbol} ({label}), mais notre paquet imprimé en a au plus "
            "{most} sur {cards} ; compté tel quel (nos symboles sont de notre conception).",
        },
        "design_symbol_type": {
            "en": "{name}: our printed deck has no symbol '{symbol}'; scored as given (our "
            "symbols are our own design).",
            "de": "{name}: Unser gedrucktes Spiel hat kein Symbol „{symbol}“; so gewertet wie "
            "angegeben (unsere Symbole sind unser eigener Entwurf).",
            "nl": "{name}: ons gedrukte spel heeft geen symbool ‘{symbol}’; geteld zoals "
            "opgegeven (onze symbolen zijn ons eigen ontwerp).",
            "it": "{name}: il nostro mazzo stampato non ha il simbolo «{symbol}»; contato come "
            "indicato (i simboli sono un nostro progetto).",
            "fr": "{name} : notre paquet imprimé n’a pas de symbole « {symbol} » ; compté tel "
            "quel "
            "(nos symboles sont de notre conception).",
        },
        "design_routes": {
            "en": "{name}: {what}, but in our printed deck the same Land cards carry at most "
            "{most}; scored as given (our ships and carriages are our own design).",
            "de": "{name}: {what}, in unserem gedruckten Spiel tragen dieselben Länderkarten "
            "höchstens {most}; so gewertet wie angegeben (unsere Schiffe und Kutschen sind "
            "unser eigener Entwurf).",
            "nl": "{name}: {what}, maar in ons gedrukte spel dragen dezelfde landkaarten "
            "hoogstens {most}; geteld zoals opgegeven (onze schepen en koetsen zijn ons eigen "
            "ontwerp).",
            "it": "{name}: {what}, ma nel nostro mazzo stampato le stesse carte Terra ne "
            "portano al massimo {most}; contato come indicato (navi e carrozze sono un nostro "
            "progetto).",
            "fr": "{name} : {what}, mais dans notre paquet imprimé, les mêmes cartes Pays en "
            "portent au plus {most} ; compté tel quel (nos navires et nos carrosses sont de notre "
            "conception).",
        },
        "design_total": {
            "en": "All players together: {what}, but our printed deck has only {most}; scored "
            "as given (this count is our own design).",
            "de": "Alle zusammen: {what}, unser gedrucktes Spiel hat nur {most}; so gewertet "
            "wie angegeben (diese Anzahl ist unser eigener Entwurf).",
            "nl": "Alle spelers samen: {what}, maar ons gedrukte spel heeft er maar {most}; "
            "geteld zoals opgegeven (dit aantal is ons eigen ontwerp).",
            "it": "Tutti i giocatori insieme: {what}, ma il nostro mazzo stampato ne ha solo "
            "{most}; contato come indicato (questo numero è un nostro progetto).",
            "fr": "Tous les joueurs ensemble : {what}, mais notre paquet imprimé n’en a que "
            "{most} ; compté tel quel (ce nombre est de notre conception).",
        },
        "design_laws": {
            "en": "{name}: {n} × {law}, but our printed deck has {most}; scored as "
            "given (how many of each Law card is our own design).",
            "de": "{name}: {n} × {law}, unser gedrucktes Spiel hat {most}; so "
            "gewertet wie angegeben (wie viele es von jedem Gesetz gibt, ist unser eigener "
            "Entwurf).",
            "nl": "{name}: {n} × {law}, maar ons gedrukte spel heeft er {most}; geteld "
            "zoals opgegeven (hoeveel er van elke wetkaart zijn, is ons eigen ontwerp).",
            "it": "{name}: {n} × {law}, ma il nostro mazzo stampato ne ha {most}; "
            "contato come indicato (quante carte di ogni legge ci sono è un nostro progetto).",
            "fr": "{name} : {n} × {law}, mais notre paquet imprimé en a {most} ; compté tel quel "
            "(le nombre de chaque carte Loi est de notre conception).",
        },
    }
)
"""Every explanation text. ``*_one`` / ``*_other`` are the singular and plural forms;
``points`` comes from :data:`cardgen.engine.common.SHARED`."""

ENGLISH = PHRASES.bind(SOURCE_LANG)
"""English, for callers that pass no speaker."""


def country_labels(data: Mapping[str, Any], lang: str) -> dict[str, str]:
    """Country id → name in the explanations: the name in ``lang``, as the checker's form
    and the printed cards of that language give it (Denmark, Dänemark, Denemarken,
    Danimarca)."""
    return catalog_names(data, "countries", lang)


def country_words(data: Mapping[str, Any]) -> dict[str, Message]:
    """Country id → its name in every language, for the fault messages."""
    return _words({lang: country_labels(data, lang) for lang in LANGS})


def symbol_words(data: Mapping[str, Any]) -> dict[str, Message]:
    """Symbol type id → its name in every language (Cross, Kreuz, Kruis, Croce), for the
    fault messages."""
    return _words({lang: catalog_names(data, "symbols", lang) for lang in LANGS})


def law_word(data: Mapping[str, Any], law_id: str) -> Message:
    """A Law card type in every language, quoted: its name, with the printed German name in
    brackets where that differs ('"2 victory points" (German card: „2 Siegpunkte“)'): our
    decks print the reader's name, the published game the German one."""
    entry = catalog(data, "laws").get(law_id) or {}
    texts = {}
    for lang in LANGS:
        name = text_in(entry.get("name") or law_id, lang)
        printed = text_in(entry.get("printed") or "", lang)
        key = "law_printed" if printed and printed != name else "law_named"
        texts[lang] = PHRASES(key, lang, name=name, printed=printed)
    return verbatim(texts)


def card_words(data: Mapping[str, Any]) -> dict[str, Message]:
    """Land and Law card id → the card as the checker's pickers name it, in every language:
    "Denmark 2" (the second Land card of Denmark), "2 victory points 1"."""
    countries = {lang: catalog_names(data, "countries", lang) for lang in LANGS}
    laws = {lang: catalog_names(data, "laws", lang) for lang in LANGS}
    named = item_words(items(data, "land-cards"), "country", countries)
    named |= item_words(items(data, "law-cards"), "law", laws)
    return {card: verbatim(texts) for card, texts in named.items()}


def _words(names: Mapping[str, Mapping[str, str]]) -> dict[str, Message]:
    return {
        key: verbatim({lang: names[lang].get(key, key) for lang in LANGS})
        for key in names[SOURCE_LANG]
    }
