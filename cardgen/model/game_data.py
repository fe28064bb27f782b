"""The game data as plain JSON: what the engine (CLI and Pyodide) and the checker read.

The engine imports only the standard library, so it never sees the dataclasses: it gets
this dictionary (``cardgen score`` builds it from ``content/``; the site bundles it as
``<game>.json``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardgen.model.types import Face, Game, Item, Text


def _plain(value: Any) -> Any:
    if isinstance(value, Text):
        return value.to_json()
    if isinstance(value, Mapping):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value


def _face(face: Face | None) -> dict[str, Any] | None:
    if face is None:
        return None
    return {"type": face.type, **_plain(face.fields)}


def _item(item: Item) -> dict[str, Any]:
    out: dict[str, Any] = {"id": item.id, "quantity": item.quantity, "front": _face(item.front)}
    if item.back is not None:
        out["back"] = _face(item.back)
    if item.name is not None:
        out["name"] = item.name.to_json()
    if item.cells is not None:
        out["cells"] = list(item.cells)
    if item.provenance is not None:
        out["provenance"] = item.provenance.to_json()
    return out


def game_data(game: Game) -> dict[str, Any]:
    """Everything the engine and the checker need about ``game``, JSON-ready."""
    return {
        "id": game.id,
        "name": game.name.to_json(),
        "prefix": game.prefix,
        "players": {"min": game.players.min, "max": game.players.max},
        "estimates": list(game.estimates),
        "catalogs": {
            name: [
                {"id": e.id, "name": e.name.to_json(), **_plain(e.fields)}
                | ({"provenance": e.provenance.to_json()} if e.provenance else {})
                for e in catalog
            ]
            for name, catalog in game.catalogs.items()
        },
        "components": [
            {
                "id": c.id,
                "kind": c.kind,
                "name": c.name.to_json(),
                "front_type": c.front_type,
                "back_type": c.back_type,
                "back": _face(c.back),
                "items": [_item(item) for item in c.items],
            }
            for c in game.components
        ],
        "scoring": [
            {
                "id": r.id,
                "name": r.name.to_json(),
                "section": r.section,
                "kind": r.kind,
                "params": _plain(r.params),
            }
            | ({"summary": r.summary.to_json()} if r.summary else {})
            for r in game.scoring
        ],
        "glossary": [
            {"id": t.id, "term": t.term.to_json(), "definition": t.definition.to_json()}
            for t in game.glossary
        ],
        "checker": _plain(game.checker),
    }
