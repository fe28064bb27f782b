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

FAULTS = messages(
    {
        "no_engine": {
            "en": "no scoring engine for the game {game}",
            "de": "für das Spiel {game} gibt es keine Wertung",
            "nl": "voor het spel {game} is er geen telling",
            "it": "per il gioco {game} non c’è un calcolo dei punti",
            "fr": "pas de moteur de score pour le jeu {game}",
        },
        "record": {
            "en": "a record must be a JSON object, got {got}",
            "de": "die Eingabe muss ein JSON-Objekt sein, erhalten: {got}",
            "nl": "de invoer moet een JSON-object zijn, gekregen: {got}",
            "it": "i dati devono essere un oggetto JSON, ricevuto: {got}",
            "fr": "un relevé doit être un objet JSON, reçu : {got}",
        },
        "game_id": {
            "en": "expected the game id as text, got {got}",
            "de": "Kennung des Spiels als Text erwartet, erhalten: {got}",
            "nl": "de code van het spel als tekst verwacht, gekregen: {got}",
            "it": "atteso l’identificativo del gioco come testo, ricevuto: {got}",
            "fr": "identifiant du jeu attendu sous forme de texte, reçu : {got}",
        },
        "wrong_data": {
            "en": "the game data is for '{data}', not '{game}'",
            "de": "die Spieldaten gehören zu '{data}', nicht zu '{game}'",
            "nl": "de spelgegevens horen bij '{data}', niet bij '{game}'",
            "it": "i dati del gioco sono di '{data}', non di '{game}'",
            "fr": "les données du jeu concernent « {data} », pas « {game} »",
        },
        "too_deep": {
            "en": "the record is nested more than {n} levels deep",
            "de": "die Eingabe ist mehr als {n} Ebenen tief verschachtelt",
            "nl": "de invoer is meer dan {n} niveaus diep genest",
            "it": "i dati sono annidati per più di {n} livelli",
            "fr": "le relevé est imbriqué sur plus de {n} niveaux",
        },
        "json": {
            "en": "not valid JSON: {error}",
            "de": "kein gültiges JSON: {error}",
            "nl": "geen geldige JSON: {error}",
            "it": "JSON non valido: {error}",
            "fr": "JSON non valide : {error}",
        },
        # a designer's engine that fails (cardgen.engine.failures): the checker page's words
        "engine_failed": {
            "en": "This game's scoring engine failed ({error} in {file}, line {line}), so"
            " there is no score to show. The game's designer can put it right",
            "de": "Die Wertung dieses Spiels ist gescheitert ({error} in {file}, Zeile"
            " {line}), daher gibt es keinen Punktestand. Wer das Spiel entworfen hat, kann"
            " das beheben",
            "nl": "De telling van dit spel is mislukt ({error} in {file}, regel {line}),"
            " dus er is geen score om te tonen. Wie het spel ontwierp, kan dit herstellen",
            "it": "Il motore di calcolo di questo gioco si è interrotto ({error} in {file},"
            " riga {line}), quindi non c’è un punteggio da mostrare. Chi ha ideato il gioco"
            " può correggerlo",
            "fr": "Le moteur de score de ce jeu a échoué ({error} dans {file}, ligne {line}) : "
            "il "
            "n’y a donc pas de score à afficher. La personne qui a conçu le jeu peut corriger cela",
        },
        "engine_shape": {
            "en": "This game's scoring engine gave an answer the score checker cannot show."
            " The game's designer can see why with cardgen score",
            "de": "Die Wertung dieses Spiels hat eine Antwort gegeben, die der Punkteprüfer"
            " nicht zeigen kann. Wer das Spiel entworfen hat, sieht mit cardgen score,"
            " warum",
            "nl": "De telling van dit spel gaf een antwoord dat de scorecontrole niet kan"
            " tonen. Wie het spel ontwierp, ziet met cardgen score waarom",
            "it": "Il motore di calcolo di questo gioco ha dato una risposta che la verifica"
            " punteggi non può mostrare. Chi ha ideato il gioco vede il perché con cardgen"
            " score",
            "fr": "Le moteur de score de ce jeu a donné une réponse que le vérificateur de score "
            "ne sait pas afficher. La personne qui a conçu le jeu peut en voir la raison avec "
            "cardgen score",
        },
    }
)


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
