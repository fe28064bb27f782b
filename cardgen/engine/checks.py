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

from cardgen.engine.catalogs import Catalog
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


FAULTS = messages(Catalog("record-faults"))
"""The faults of the record checks every game shares (``need_int``, ``need_name`` …). Its
texts: the catalog ``record-faults`` (``cardgen/locale/``)."""


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
