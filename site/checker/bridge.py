"""The checker's Python entry point inside Pyodide (bundled as ``checker_bridge.py``).

``score_json(text, lang)`` answers exactly what ``cardgen score --json --lang LANG`` prints
for the same record: the result, or ``{"error": {"message", "path"}}``. ``lang`` is the
page's language (en, de, nl, it; anything else falls back to en): the engine writes its
line details and notes in it. The game data comes from the
bundle's ``data/<game>.json`` (the same export ``cardgen score`` builds from content/).
STANDARD LIBRARY ONLY.
"""

from __future__ import annotations

import json
import os
from typing import Any

from cardgen.engine import RecordError, has_engine, score
from cardgen.engine.common import LANGS

HERE = os.path.dirname(os.path.abspath(__file__))
_DATA: dict[str, Any] = {}


def game_data(game: Any) -> dict[str, Any]:
    """The bundled data of ``game`` if it has an engine, else ``{"id": game}`` (as the CLI)."""
    if not (isinstance(game, str) and game.replace("-", "").isalnum()):
        return {"id": game}
    if game not in _DATA:
        path = os.path.join(HERE, "data", game + ".json")
        if os.path.exists(path) and has_engine(game):
            with open(path, encoding="utf-8") as handle:
                _DATA[game] = json.load(handle)
        else:
            _DATA[game] = {"id": game}
    return _DATA[game]


def score_json(text: str, lang: str = "en") -> str:
    """The same answer as ``cardgen score --json --lang``: the result, or ``{"error": …}``."""
    if lang not in LANGS:
        lang = "en"
    try:
        try:
            record = json.loads(text)
        except ValueError as error:
            raise RecordError(f"not valid JSON: {error}", "") from None
        game = record.get("game") if isinstance(record, dict) else None
        return json.dumps(score(record, game_data(game), lang), ensure_ascii=False)
    except RecordError as error:
        return json.dumps(error.to_json(), ensure_ascii=False)
    except Exception as error:  # an engine bug: say so rather than leave the page waiting
        message = f"internal error: {type(error).__name__}: {error}"
        return json.dumps({"error": {"message": message, "path": "", "internal": True}})
