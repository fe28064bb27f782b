"""The scoring engines. STANDARD LIBRARY ONLY: the browser checker runs these same modules
in Pyodide.

``score(record, data)`` dispatches on ``record["game"]`` to ``cardgen.engine.<game>``
(``web-of-power`` → ``cardgen.engine.web_of_power``), whose ``score(record, data)`` returns
the result of ``shared/records.md``. ``data`` is the game's exported JSON
(``cardgen.model.game_data``). Invalid records raise ``RecordError`` with a JSON path.
"""

from __future__ import annotations

import importlib
import importlib.util
import inspect
from collections.abc import Mapping
from typing import Any

from cardgen.engine.common import LANGS, Message, RecordError, describe, messages, msg

__all__ = ["Message", "RecordError", "engine_module", "has_engine", "score"]

FAULTS = messages(
    {
        "no_engine": {
            "en": "no scoring engine for the game {game}",
            "de": "für das Spiel {game} gibt es keine Wertung",
            "nl": "voor het spel {game} is er geen telling",
            "it": "per il gioco {game} non c'è un calcolo dei punti",
        },
        "record": {
            "en": "a record must be a JSON object, got {got}",
            "de": "die Eingabe muss ein JSON-Objekt sein, erhalten: {got}",
            "nl": "de invoer moet een JSON-object zijn, gekregen: {got}",
            "it": "i dati devono essere un oggetto JSON, ricevuto: {got}",
        },
        "game_id": {
            "en": "expected the game id as text, got {got}",
            "de": "Kennung des Spiels als Text erwartet, erhalten: {got}",
            "nl": "de code van het spel als tekst verwacht, gekregen: {got}",
            "it": "atteso l'identificativo del gioco come testo, ricevuto: {got}",
        },
        "wrong_data": {
            "en": "the game data is for '{data}', not '{game}'",
            "de": "die Spieldaten gehören zu '{data}', nicht zu '{game}'",
            "nl": "de spelgegevens horen bij '{data}', niet bij '{game}'",
            "it": "i dati del gioco sono di '{data}', non di '{game}'",
        },
        "json": {
            "en": "not valid JSON: {error}",
            "de": "kein gültiges JSON: {error}",
            "nl": "geen geldige JSON: {error}",
            "it": "JSON non valido: {error}",
        },
    }
)


def module_name(game_id: str) -> str:
    return f"{__name__}.{game_id.replace('-', '_')}"


def has_engine(game_id: str) -> bool:
    try:
        return importlib.util.find_spec(module_name(game_id)) is not None
    except (ImportError, ValueError):
        return False


def engine_module(game_id: str) -> Any:
    if not game_id or not all(c.isalnum() or c == "-" for c in game_id) or not has_engine(game_id):
        raise RecordError(msg(FAULTS, "no_engine", game=describe(game_id)), "game")
    return importlib.import_module(module_name(game_id))


def score(record: Any, data: Mapping[str, Any], lang: str = "en") -> dict[str, Any]:
    """Score one record with the game data; raises ``RecordError`` for an invalid record.

    ``lang`` (en, de, nl, it) is the language of the explanations (line details, notes).
    """
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r} (languages: {', '.join(LANGS)})")
    if not isinstance(record, dict):
        raise RecordError(msg(FAULTS, "record", got=describe(record)), "")
    game = record.get("game")
    if not isinstance(game, str):
        raise RecordError(msg(FAULTS, "game_id", got=describe(game)), "game")
    if data.get("id") != game:
        raise RecordError(msg(FAULTS, "wrong_data", data=data.get("id"), game=game), "game")
    module = engine_module(game)
    if "lang" in inspect.signature(module.score).parameters:
        return module.score(record, data, lang=lang)
    return module.score(record, data)
