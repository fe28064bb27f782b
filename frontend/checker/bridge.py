"""The checker's Python entry point inside Pyodide (bundled as ``checker_bridge.py``).

``score_json(text, lang)`` answers exactly what ``cardgen score --json --lang LANG`` prints
for the same record: the result, or ``{"error": {"message", "path"}}`` (with
``"unfinished": true`` for a fault that more of that part can mend). ``lang`` is the
page's language (one of ``cardgen/languages.json``; anything else falls back to the source
language, English): the engine writes its
line details and notes in it. The game data comes from the
bundle's ``data/<game>.json`` (read through the module's loader: the worker imports the
bundle as a zip) (the same export ``cardgen score`` builds from content/). The games'
engines are registered from the bundle's ``engines.json`` as this module is imported (what
loading the content does for ``cardgen score``): cardgen's own and the designers' engines
bundled with their games. A designer's engine that fails is said in a sentence of the
page's language (``EngineFailure``), never as a traceback.
STANDARD LIBRARY ONLY.
"""

from __future__ import annotations

import json
import os
from typing import Any

from cardgen.engine import FAULTS, EngineFailure, RecordError, has_engine, score
from cardgen.engine.common import LANGS, SOURCE_LANG, msg
from cardgen.engine.registry import Engine, register

HERE = os.path.dirname(os.path.abspath(__file__))
_DATA: dict[str, Any] = {}


def game_data(game: Any) -> dict[str, Any]:
    """The bundled data of ``game`` if it has an engine, else ``{"id": game}`` (as the CLI)."""
    if not (isinstance(game, str) and game.replace("-", "").isalnum()):
        return {"id": game}
    if game not in _DATA:
        raw = _read(os.path.join(HERE, "data", game + ".json"))
        _DATA[game] = json.loads(raw) if raw is not None and has_engine(game) else {"id": game}
    return _DATA[game]


def _read(path: str) -> bytes | None:
    """A file of the bundle: through the module's loader when the bundle is imported as a
    zip (``sys.path`` holds the archive, as the browser worker does), else from disk."""
    loader = globals().get("__loader__")
    try:
        if loader is not None and hasattr(loader, "get_data"):
            return loader.get_data(path)
        with open(path, "rb") as handle:
            return handle.read()
    except OSError:
        return None


def register_bundled() -> None:
    """Register the engines of the bundle's ``engines.json`` (none without one: the tests'
    stand-in worker runs this module from its source, with the content loaded)."""
    raw = _read(os.path.join(HERE, "engines.json"))
    for game, entry in (json.loads(raw) if raw is not None else {}).items():
        register(game, Engine(entry["module"], entry.get("file", "")))


register_bundled()


def score_json(text: str, lang: str = SOURCE_LANG) -> str:
    """The same answer as ``cardgen score --json --lang``: the result, or ``{"error": …}``."""
    if lang not in LANGS:
        lang = SOURCE_LANG
    try:
        try:
            record = json.loads(text)
        except ValueError as error:
            raise RecordError(msg(FAULTS, "json", error=error), "") from None
        game = record.get("game") if isinstance(record, dict) else None
        return json.dumps(score(record, game_data(game), lang), ensure_ascii=False)
    except RecordError as error:
        return json.dumps(error.to_json(lang), ensure_ascii=False)
    except EngineFailure as error:  # a designer's engine: a sentence, no traceback
        return json.dumps(error.to_json(lang), ensure_ascii=False)
    except Exception as error:  # an engine bug: say so rather than leave the page waiting
        message = f"internal error: {type(error).__name__}: {error}"
        return json.dumps({"error": {"message": message, "path": "", "internal": True}})
