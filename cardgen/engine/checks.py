"""Reading a record: the checks every engine makes as it reads, and the fault they raise.
STANDARD LIBRARY ONLY: this runs in Pyodide.

Every engine validates the record as it reads it and raises ``RecordError(message, path)``
for the first fault, with ``path`` in the JSON-path style of ``records.md``
(``players[1].lands.frankreich``).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping, Sequence
from typing import Any

from cardgen.engine.common import Message, messages, msg
from cardgen.engine.languages import SOURCE_LANG


class RecordError(ValueError):
    """An invalid record: ``message`` says what is wrong (a ``Message`` in every language,
    or English text), ``path`` where. ``message`` reads as English; ``text(lang)`` and
    ``to_json(lang)`` give the reader's language.

    ``unfinished``: the part at ``path`` is not right yet, but more of it can make it right
    (a Cosmopolis set of 2 cards, which a third card can make legal), as opposed to a part
    that no addition can mend. A page may wait with such a fault while that part is being
    entered; ``to_json`` then says ``"unfinished": true``."""

    def __init__(self, message: str | Message, path: str = "", *, unfinished: bool = False) -> None:
        super().__init__(str(message))
        self._message = message
        self.path = path
        self.unfinished = unfinished

    @property
    def message(self) -> str:
        return str(self._message)

    def text(self, lang: str = SOURCE_LANG) -> str:
        if isinstance(self._message, Message):
            return printable(self._message.text(lang))
        return printable(self._message)

    def to_json(self, lang: str = SOURCE_LANG) -> dict[str, Any]:
        error: dict[str, Any] = {"message": self.text(lang), "path": printable(self.path)}
        if self.unfinished:
            error["unfinished"] = True
        return {"error": error}

    def __str__(self) -> str:
        return f"{self.path}: {self.message}" if self.path else self.message


def printable(text: str) -> str:
    """``text`` with any lone surrogate (a key or value of a hostile record) written as
    ``\\udXXX``, so a message or path can always be printed and sent as UTF-8."""
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def join(path: str, key: str | int) -> str:
    """Extend a JSON path: ``join("players", 1)`` → ``players[1]``."""
    if isinstance(key, int):
        return f"{path}[{key}]"
    return f"{path}.{key}" if path else key


FAULTS = messages(
    {
        "object": {
            "en": "expected an object, got {got}",
            "de": "Objekt erwartet, erhalten: {got}",
            "nl": "een object verwacht, gekregen: {got}",
            "it": "atteso un oggetto, ricevuto: {got}",
            "fr": "objet attendu, reçu : {got}",
        },
        "list": {
            "en": "expected a list, got {got}",
            "de": "Liste erwartet, erhalten: {got}",
            "nl": "een lijst verwacht, gekregen: {got}",
            "it": "attesa una lista, ricevuto: {got}",
            "fr": "liste attendue, reçu : {got}",
        },
        # the faults a person can meet in a form: said as what to do, in plain words
        "whole": {
            "en": "Enter a whole number (not {got})",
            "de": "Gib eine ganze Zahl ein (nicht {got})",
            "nl": "Vul een geheel getal in (niet {got})",
            "it": "Inserisci un numero intero (non {got})",
            "fr": "Saisissez un nombre entier (pas {got})",
        },
        "at_least": {
            "en": "Enter {lo} or more (not {value})",
            "de": "Gib {lo} oder mehr ein (nicht {value})",
            "nl": "Vul {lo} of meer in (niet {value})",
            "it": "Inserisci {lo} o più (non {value})",
            "fr": "Saisissez {lo} ou plus (pas {value})",
        },
        "at_most": {
            "en": "Enter at most {hi} (not {value})",
            "de": "Gib höchstens {hi} ein (nicht {value})",
            "nl": "Vul hoogstens {hi} in (niet {value})",
            "it": "Inserisci al massimo {hi} (non {value})",
            "fr": "Saisissez au plus {hi} (pas {value})",
        },
        "text": {
            "en": "Enter a text here (not {got})",
            "de": "Gib hier einen Text ein (nicht {got})",
            "nl": "Vul hier een tekst in (niet {got})",
            "it": "Inserisci qui un testo (non {got})",
            "fr": "Saisissez un texte ici (pas {got})",
        },
        # need_str at a path ending in "name": a player's (or a site's) name is missing
        "name_missing": {
            "en": "Enter a name",
            "de": "Gib einen Namen ein",
            "nl": "Vul een naam in",
            "it": "Inserisci un nome",
            "fr": "Saisissez un nom",
        },
        "bool": {
            "en": "Choose yes (true) or no (false), not {got}",
            "de": "Wähle ja (true) oder nein (false), nicht {got}",
            "nl": "Kies ja (true) of nee (false), niet {got}",
            "it": "Scegli sì (true) o no (false), non {got}",
            "fr": "Choisissez oui (true) ou non (false), pas {got}",
        },
        # an unknown choice: the value given is quoted as it was typed; the allowed ids are
        # not listed (records.md lists them; a message names no id)
        "choice": {
            "en": "{got} is not a known {what}",
            "de": "{got} ist nicht bekannt ({what})",
            "nl": "{got} is onbekend ({what})",
            "it": "{got} non è valido ({what})",
            "fr": "{got} ne fait pas partie des choix possibles ({what})",
        },
        "value": {"en": "value", "de": "Wert", "nl": "waarde", "it": "valore", "fr": "valeur"},
        "field": {
            "en": "unknown field '{key}' (allowed: {allowed})",
            "de": "unbekanntes Feld '{key}' (erlaubt: {allowed})",
            "nl": "onbekend veld '{key}' (toegestaan: {allowed})",
            "it": "campo sconosciuto '{key}' (ammessi: {allowed})",
            "fr": "champ inconnu « {key} » (permis : {allowed})",
        },
        "an_object": {
            "en": "an object",
            "de": "ein Objekt",
            "nl": "een object",
            "it": "un oggetto",
            "fr": "un objet",
        },
        "a_list": {
            "en": "a list",
            "de": "eine Liste",
            "nl": "een lijst",
            "it": "una lista",
            "fr": "une liste",
        },
        "player_count": {
            "en": "this game has {lo} to {hi} players, the record has {n}",
            "de": "dieses Spiel ist für {lo} bis {hi} Spieler, die Eingabe enthält {n}",
            "nl": "dit spel is voor {lo} tot {hi} spelers, de invoer heeft er {n}",
            "it": "questo gioco è per {lo}–{hi} giocatori, i dati ne contengono {n}",
            "fr": "ce jeu se joue de {lo} à {hi} joueurs, le relevé en compte {n}",
        },
        "player_count_exact": {
            "en": "this game has {lo} players, the record has {n}",
            "de": "dieses Spiel ist für {lo} Spieler, die Eingabe enthält {n}",
            "nl": "dit spel is voor {lo} spelers, de invoer heeft er {n}",
            "it": "questo gioco è per {lo} giocatori, i dati ne contengono {n}",
            "fr": "ce jeu se joue à {lo} joueurs, le relevé en compte {n}",
        },
        "broken_text": {
            "en": "this text holds a broken character (a lone surrogate, {code})",
            "de": "dieser Text enthält ein defektes Zeichen (ein einzelnes Surrogat, {code})",
            "nl": "deze tekst bevat een kapot teken (een los surrogaat, {code})",
            "it": "questo testo contiene un carattere guasto (un surrogato isolato, {code})",
            "fr": "ce texte contient un caractère défectueux (un demi-code de substitution "
            "isolé, "
            "{code})",
        },
        "control_char": {
            "en": "a name can't hold control characters ({code})",
            "de": "ein Name darf keine Steuerzeichen enthalten ({code})",
            "nl": "een naam mag geen stuurtekens bevatten ({code})",
            "it": "un nome non può contenere caratteri di controllo ({code})",
            "fr": "un nom ne peut pas contenir de caractères de contrôle ({code})",
        },
        "name_invisible": {
            "en": "the name has no visible character",
            "de": "der Name hat kein sichtbares Zeichen",
            "nl": "de naam heeft geen zichtbaar teken",
            "it": "il nome non ha alcun carattere visibile",
            "fr": "le nom n’a aucun caractère visible",
        },
        "name_same": {
            "en": "the name '{name}' reads the same as '{other}' (they differ only by "
            "spaces or invisible characters)",
            "de": "der Name „{name}“ liest sich wie „{other}“ (sie unterscheiden sich nur "
            "durch Leerzeichen oder unsichtbare Zeichen)",
            "nl": "de naam ‘{name}’ leest hetzelfde als ‘{other}’ (ze verschillen alleen in "
            "spaties of onzichtbare tekens)",
            "it": "il nome «{name}» si legge come «{other}» (differiscono solo per spazi o "
            "caratteri invisibili)",
            "fr": "le nom « {name} » se lit comme « {other} » (ils ne diffèrent que par des "
            "espaces ou des caractères invisibles)",
        },
        "name_twice": {
            "en": "the name '{name}' is used twice",
            "de": "der Name „{name}“ kommt zweimal vor",
            "nl": "de naam ‘{name}’ komt twee keer voor",
            "it": "il nome «{name}» compare due volte",
            "fr": "le nom « {name} » est utilisé deux fois",
        },
    }
)


def need_object(value: Any, path: str) -> Mapping[str, Any]:
    if not isinstance(value, dict):
        raise RecordError(msg(FAULTS, "object", got=describe(value)), path)
    return value


def need_list(value: Any, path: str) -> list[Any]:
    if not isinstance(value, list):
        raise RecordError(msg(FAULTS, "list", got=describe(value)), path)
    return value


def need_int(value: Any, path: str, lo: int | None = 0, hi: int | None = None) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise RecordError(msg(FAULTS, "whole", got=describe(value)), path)
    if lo is not None and value < lo:
        raise RecordError(msg(FAULTS, "at_least", lo=lo, value=value), path)
    if hi is not None and value > hi:
        raise RecordError(msg(FAULTS, "at_most", hi=hi, value=value), path)
    return value


def need_str(value: Any, path: str) -> str:
    if not isinstance(value, str) or not value.strip():
        if path == "name" or path.endswith(".name"):
            raise RecordError(msg(FAULTS, "name_missing"), path)
        raise RecordError(msg(FAULTS, "text", got=describe(value)), path)
    for char in value:
        if "\ud800" <= char <= "\udfff":
            raise RecordError(msg(FAULTS, "broken_text", code=f"U+{ord(char):04X}"), path)
    return value


def name_key(name: str) -> str:
    """How a player's name reads: compatibility-normalised, without invisible (format)
    characters, with runs of spaces as one and none at the ends. Two names with the same
    key would be told apart only by what nobody sees ("Ann", "Ann ", "Ann\u200b")."""
    text = unicodedata.normalize("NFKC", name)
    text = "".join(c for c in text if unicodedata.category(c) != "Cf")
    return " ".join(text.split())


def need_name(value: Any, path: str) -> str:
    """A player's name: visible text without control or broken characters."""
    name = need_str(value, path)
    for char in name:
        if unicodedata.category(char) == "Cc":
            raise RecordError(msg(FAULTS, "control_char", code=f"U+{ord(char):04X}"), path)
    if not name_key(name):
        raise RecordError(msg(FAULTS, "name_invisible"), path)
    return name


def need_bool(value: Any, path: str) -> bool:
    if not isinstance(value, bool):
        raise RecordError(msg(FAULTS, "bool", got=describe(value)), path)
    return value


def need_choice(
    value: Any, choices: Sequence[str], path: str, what: str | Message | None = None
) -> str:
    """``value`` if it is one of ``choices``; ``what`` names the kind of value in the
    message (a ``Message``, so it reads in the reader's language). The message quotes the
    value given but lists no ids (``records.md`` lists them)."""
    if not isinstance(value, str) or value not in choices:
        what = what if what is not None else msg(FAULTS, "value")
        raise RecordError(msg(FAULTS, "choice", what=what, got=describe(value)), path)
    return value


def only_keys(obj: Mapping[str, Any], allowed: Sequence[str], path: str) -> None:
    for key in obj:
        if key not in allowed:
            raise RecordError(
                msg(FAULTS, "field", key=key, allowed=", ".join(allowed)), join(path, key)
            )


def describe(value: Any) -> str | Message:
    """A short, readable picture of a JSON value for a message."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return repr(value if len(value) <= 40 else value[:37] + "...")
    if isinstance(value, int | float):
        return repr(value)
    if isinstance(value, dict):
        return msg(FAULTS, "an_object")
    if isinstance(value, list):
        return msg(FAULTS, "a_list")
    return type(value).__name__


def player_entries(
    record: Mapping[str, Any], data: Mapping[str, Any], key: str = "players", path: str = ""
) -> list[Mapping[str, Any]]:
    """The record's players: a list of objects with unique non-empty names, within the
    game's player count (``data["players"]``)."""
    players = need_list(record.get(key), join(path, key))
    limits = data.get("players") or {}
    lo, hi = limits.get("min", 1), limits.get("max", 99)
    if not lo <= len(players) <= hi:
        which = "player_count_exact" if lo == hi else "player_count"
        raise RecordError(msg(FAULTS, which, lo=lo, hi=hi, n=len(players)), join(path, key))
    seen: dict[str, str] = {}
    for i, entry in enumerate(players):
        here = join(join(path, key), i)
        entry = need_object(entry, here)
        name = need_name(entry.get("name"), join(here, "name"))
        other = seen.get(name_key(name))
        if other == name:
            raise RecordError(msg(FAULTS, "name_twice", name=name), join(here, "name"))
        if other is not None:
            raise RecordError(
                msg(FAULTS, "name_same", name=describe_name(name), other=describe_name(other)),
                join(here, "name"),
            )
        seen[name_key(name)] = name
    return players


def describe_name(name: str) -> str:
    """A name with its invisible characters and outer spaces shown as escapes."""
    shown = "".join(
        c if unicodedata.category(c) not in ("Cf", "Zs") or c == " " else f"\\u{ord(c):04x}"
        for c in name
    )
    return shown.replace(" ", "\u2423") if shown != shown.strip() else shown
