"""Before the site build runs the games' engines under Node: every designer's engine answers
in time here first.

The build scores each game's example records (and an empty and a broken record) with the
engine under Pyodide in Node, to find the part of the standard library the checker needs
(:mod:`cardgen.site.stdlib`). Node cannot stop Python in the middle of a score, so an engine
that never finishes would hold the build until Node's own time limit, with nothing said about
which engine or record. Scored here first, through the command line's runner
(:mod:`cardgen.commands.engine_timeout`: a child process with a time limit), such an engine
is stopped and named with the record, before Node runs. Only designers' engines are tried:
cardgen's own are tested with every example.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator, Sequence
from typing import Any

from cardgen.engine import EngineFailure, EngineTimeout, RecordError, score
from cardgen.errors import UserError
from cardgen.model import Game, game_data


def trial_records(game: Game) -> list[tuple[str, dict[str, Any]]]:
    """``(what it is, record)``: the records the build scores for ``game``: its examples
    (``examples/*.json``), an empty record and a broken one (the engine's fault paths)."""
    records = [(f"example {name}", json.loads(text)) for name, text in game.examples]
    records.append(("an empty record", {"game": game.id, "players": []}))
    broken = {"game": game.id, "players": [{"name": ""}, {"name": 3}]}
    records.append(("a record with faults", broken))
    return records


def _designed(games: Sequence[Game]) -> Iterator[Game]:
    return (g for g in games if g.engine is not None and g.engine.designed)


def check_engines_answer(games: Sequence[Game]) -> None:
    """Score every record of :func:`trial_records` in each language of each game with a
    designer's engine; an engine stopped by the time limit is a ``UserError`` naming the
    record (an example by its file) and the engine. Other faults are the checker's to show,
    as they are now."""
    for game in _designed(games):
        data = game_data(game)
        folder = os.path.dirname(game.engine.file) if game.engine else ""
        for what, record in trial_records(game):
            for lang in game.languages:
                try:
                    score(record, data, lang)
                except EngineTimeout as late:
                    name = what.removeprefix("example ")
                    shown = os.path.join(folder, "examples", f"{name}.json")
                    where = shown if what.startswith("example ") else f"{what} ({game.id})"
                    raise UserError(
                        f"{where}: {late}; the site's checker would wait for it in vain"
                        " (the build scores each example in every language)"
                    ) from None
                except (RecordError, EngineFailure):
                    continue
