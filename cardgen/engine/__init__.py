"""The scoring engines. STANDARD LIBRARY ONLY: the browser checker runs these same modules
in Pyodide.

``score(record, data, lang)`` dispatches on ``record["game"]`` to the engine the game's
content registered (:mod:`cardgen.engine.registry`: ``web-of-power`` →
``cardgen.engine.games.web_of_power.score``, a designer's ``scoring.py``), whose
``score(record, data, lang)`` returns the result of ``docs/records.md``. ``data`` is the
game's exported JSON (``cardgen.model.game_data``). Invalid records raise ``RecordError``
with a JSON path; a designer's engine that raises anything else, or returns a result of the
wrong shape, raises ``EngineFailure`` (:mod:`cardgen.engine.failures`).
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import Any

from cardgen.engine.catalogs import Catalog
from cardgen.engine.checks import RecordError, describe
from cardgen.engine.common import LANGS, Message, messages, msg
from cardgen.engine.designed import (
    check_designed_params,
    load_designed,
    run_designed,
    score_designed,
)
from cardgen.engine.failures import EngineFailure, EngineTimeout
from cardgen.engine.languages import SOURCE_LANG
from cardgen.engine.registry import Engine, engine_of

__all__ = [
    "EngineFailure",
    "EngineTimeout",
    "Message",
    "RecordError",
    "check_params",
    "engine_module",
    "has_engine",
    "score",
]

FAULTS = messages(Catalog("engine-faults"))
"""The faults of a record no engine takes (not JSON, not an object, no engine for its game
…). Its texts: the catalog ``engine-faults`` (``cardgen/locale/``)."""


MAX_DEPTH = 64
"""Deepest nesting a record may have; real records nest a handful of levels."""


def check_depth(value: Any) -> None:
    """Refuse a record nested deeper than ``MAX_DEPTH`` (walked without recursion, so a
    hostile record can't exhaust the stack of the engines that read it)."""
    stack = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise RecordError(msg(FAULTS, "too_deep", n=MAX_DEPTH), "")
        if isinstance(item, dict):
            stack.extend((v, depth + 1) for v in item.values())
        elif isinstance(item, list):
            stack.extend((v, depth + 1) for v in item)


def has_engine(game_id: str) -> bool:
    """Whether ``game_id`` is a game with a scoring engine (its loaded content registered
    one: :mod:`cardgen.engine.registry`)."""
    return engine_of(game_id) is not None


def engine_module(game_id: str) -> Any:
    """The registered engine's module of ``game_id`` (``RecordError`` if it has none)."""
    engine = engine_of(game_id)
    if engine is None:
        raise RecordError(msg(FAULTS, "no_engine", game=describe(game_id)), "game")
    return load_engine(game_id, engine)


def load_engine(game_id: str, engine: Engine) -> Any:
    """The module of ``engine``, imported here. A designer's engine that raises as it is
    imported is an ``EngineFailure`` (cardgen's own raise as they are: a bug of ours).
    Scoring and checking params run a designer's engine where the runner in force says
    (:mod:`cardgen.engine.designed`), not through this."""
    if not engine.designed:
        return importlib.import_module(engine.module)
    return load_designed(game_id, engine)


def check_params(
    game_id: str, data: Mapping[str, Any], engine: Engine | None = None
) -> list[tuple[str, str, str]]:
    """Faults of the game data's scoring ``params`` as ``(rule id, param, message)``; empty
    when the game has no engine or its engine checks nothing. ``engine``: the game's, when
    it is not registered yet (the content loader checks before it registers)."""
    engine = engine or engine_of(game_id)
    if engine is None:
        return []
    if engine.designed:
        return run_designed(check_designed_params, game_id, engine, data)
    check = getattr(importlib.import_module(engine.module), "check_params", None)
    return [] if check is None else list(check(data))


def score(record: Any, data: Mapping[str, Any], lang: str = SOURCE_LANG) -> dict[str, Any]:
    """Score one record with the game data; raises ``RecordError`` for an invalid record.

    ``lang`` (a language code) is the language of the explanations (line details, notes).
    """
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r} (languages: {', '.join(LANGS)})")
    if not isinstance(record, dict):
        raise RecordError(msg(FAULTS, "record", got=describe(record)), "")
    check_depth(record)
    game = record.get("game")
    if not isinstance(game, str):
        raise RecordError(msg(FAULTS, "game_id", got=describe(game)), "game")
    if data.get("id") != game:
        raise RecordError(msg(FAULTS, "wrong_data", data=data.get("id"), game=game), "game")
    engine = engine_of(game)
    if engine is not None and engine.designed:
        return with_doubts_noted(run_designed(score_designed, game, engine, record, data, lang))
    return with_doubts_noted(engine_module(game).score(record, data, lang=lang))


def with_doubts_noted(result: dict[str, Any]) -> dict[str, Any]:
    """``result`` with each doubt's message among its ``notes`` too: the records contract
    says that every place where a record goes beyond our design carries a note, and a
    reader of ``notes`` alone must not lose one because it also has a place
    (``doubts``). The checker and ``cardgen score`` show such a note once, at its place."""
    doubts = result.get("doubts") or []
    if doubts:
        notes = list(result.get("notes") or [])
        notes += [d["message"] for d in doubts if d["message"] not in notes]
        result = {**result, "notes": notes}
    return result
