"""The bounds of a record given to ``cardgen score``: the score checker's own for a share
link (size, nesting, values, players, rounds, a player's name), read from the one place
that holds them (``frontend/checker/core/limits.js``), and said in the checker's own words
(the catalog ``checker``, :func:`cardgen.model.checker_front.own_strings`) in the reader's
language.

The checker page refuses such a record before its engine sees it; the command refuses it
before parsing more than it must, so a 10 MB name or a million nested lists costs nothing.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from functools import cache
from typing import Any

from cardgen.engine import RecordError
from cardgen.engine.common import LANGS, Message
from cardgen.model.checker_front import own_strings
from cardgen.resources import FRONTEND

LIMITS_SOURCE = FRONTEND / "checker" / "core" / "limits.js"
_OBJECT = re.compile(r"export const LIMITS = (\{.*?\});", re.DOTALL)


@cache
def limits() -> dict[str, int]:
    """The checker's limits (``LIMITS`` of ``core/limits.js``, written as plain JSON)."""
    found = _OBJECT.search(LIMITS_SOURCE.read_text(encoding="utf-8"))
    if not found:
        raise RuntimeError(f"{LIMITS_SOURCE}: no 'export const LIMITS = {{…}};' in it")
    return json.loads(found.group(1))


def words(key: str, **values: Any) -> Message:
    """The checker's string ``key`` in every language (its ``{n}`` filled as it is there)."""
    strings = own_strings()
    return Message({lang: strings[lang][key] for lang in LANGS}, **values)


def max_record_bytes() -> int:
    """The largest record file: as many bytes as a share link of the checker carries (the
    link holds the record's UTF-8 text in base64, four characters for three bytes)."""
    return limits()["linkChars"] * 3 // 4


def check_size(raw: bytes) -> None:
    """A record file larger than a share link may be: refused unread."""
    if len(raw) > max_record_bytes():
        raise RecordError(words("rec_too_big"), "")


def too_large(value: Any) -> bool:
    """Whether ``value`` nests deeper or holds more values than a link's record may
    (counted as the checker counts: the record itself is at depth 1); walked without
    recursion, and stopped as soon as a limit is passed."""
    bound = limits()
    nodes = 0
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        nodes += 1
        if nodes > bound["nodes"] or depth > bound["depth"]:
            return True
        if isinstance(item, dict):
            stack.extend((v, depth + 1) for v in item.values())
        elif isinstance(item, list):
            stack.extend((v, depth + 1) for v in item)
    return False


def check_record(record: Any, data: Mapping[str, Any]) -> None:
    """The checker's link check of ``record`` for the game of ``data``: its size, its
    players (how many, each a mapping with a short name) and rounds; a ``RecordError`` at
    the place of the first fault, in the checker's words."""
    if too_large(record):
        raise RecordError(words("rec_too_big"), "")
    if not isinstance(record, dict):
        return  # the engine says what a record is
    bound = limits()
    max_players = int((data.get("players") or {}).get("max") or 8)
    rounds_def = (data.get("checker") or {}).get("rounds")
    places: list[tuple[str, Any]] = []
    if rounds_def and isinstance(record.get("rounds"), list):
        max_rounds = int(rounds_def.get("max") or 8)
        rounds = record["rounds"]
        if len(rounds) > max_rounds:
            raise RecordError(words("rec_too_many_rounds", n=len(rounds), max=max_rounds), "rounds")
        places += [
            (f"rounds[{i}].players", r.get("players"))
            for i, r in enumerate(rounds)
            if isinstance(r, dict)
        ]
    else:
        places.append(("players", record.get("players")))
    for path, players in places:
        if not isinstance(players, list):
            continue  # missing or of another kind: the engine's own fault
        if len(players) > max_players:
            raise RecordError(words("rec_too_many", n=len(players), max=max_players), path)
        for i, player in enumerate(players):
            name = player.get("name") if isinstance(player, dict) else None
            if isinstance(name, str) and len(name) > bound["nameChars"]:
                raise RecordError(words("rec_name"), f"{path}[{i}].name")
