"""Checks of a loaded game that need more than its own files: the checker definition
(``checker.yaml``) against the game data and the game's engine (a checker needs one), and
the scoring rules' ``params`` against what the game's engine reads. Without them
``cardgen validate`` would pass content that breaks the site build or every score of the
game later.

The params check loads the game's engine: for a designer's engine (``engine: scoring.py``)
that runs its code. What it raises as it loads or checks is a problem located in its file.

Each fault becomes a located ``Problem`` (``file:line:col: field.path: message``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from cardgen.errors import Problem
from cardgen.model import checker_schema
from cardgen.model.game_data import game_data
from cardgen.model.types import Game
from cardgen.model.yamlsrc import PathKey, Source

Section = tuple[Source, PathKey, Any]
_PART = re.compile(r"([^.\[\]]+)|\[(\d+)\]")


def parse_path(text: str) -> PathKey:
    """``checker.modes[0].result`` → ``("checker", "modes", 0, "result")``."""
    return tuple(
        int(index) if index else name for name, index in _PART.findall(text.replace(" ", ""))
    )


def checker_problems(game: Game, sections: Sequence[Section]) -> list[Problem]:
    """The checker definition's faults, located in its file."""
    if not sections:
        return []
    source, path, _ = sections[0]
    if game.engine is None:
        return [
            source.problem(
                path,
                "a checker needs a scoring engine, and the game has none: name its Python"
                " module in game.yaml (engine: scoring.py)",
                key=True,
            )
        ]
    if not game.checker:
        return []

    data = game_data(game)
    try:
        faces = game.field_types.get("faces", {})
        faults = checker_schema.problems(data["checker"], data, game.languages, faces)
    except (TypeError, ValueError, KeyError, AttributeError) as error:
        return [source.problem(path, f"the checker definition cannot be read ({error})")]
    out = []
    for fault in faults:
        where, _, message = fault.partition(": ")
        spot = parse_path(where)
        if spot[:1] != path[:1]:
            spot = (*path, *spot)
        out.append(source.problem(spot, message or fault))
    return out


def params_problems(game: Game, sections: Sequence[Section]) -> list[Problem]:
    """Faults of the scoring ``params`` as the game's engine reads them, located; a
    designer's engine that fails as it loads or checks them is a problem in its file."""
    from cardgen.engine import EngineFailure, EngineTimeout, check_params

    if game.engine is None:
        return []
    try:
        faults = check_params(game.id, game_data(game), game.engine)
    except EngineFailure as failure:
        doing = {"load": "loading it raised", "check_params": "its check_params raised"}
        if failure.what == "check_params" and not failure.line:
            doing["check_params"] = "its check_params answered wrongly:"
        message = f"{doing.get(failure.what, 'it failed:')} {failure.detail}"
        if isinstance(failure, EngineTimeout):  # stopped by the command line's time limit
            message = failure.late()
        return [Problem(failure.file, max(failure.line, 1), 1, "engine", message)]
    out = []
    for rule_id, param, message in faults:
        located = _rule_spot(sections, rule_id)
        if located is None:
            continue
        source, spot = located
        spot = (*spot, "params", param) if param else (*spot, "params")
        out.append(source.problem(spot, message))
    return out


def _rule_spot(sections: Sequence[Section], rule_id: str) -> tuple[Source, PathKey] | None:
    for source, path, value in sections:
        if not isinstance(value, list):
            continue
        for i, rule in enumerate(value):
            if isinstance(rule, dict) and str(rule.get("id")) == rule_id:
                return source, (*path, i)
    return None
