"""A game's example score records: ``examples/*.json`` in its content folder.

They travel with the game (in the wheel too) because the site build needs them: it runs
every example through the engine under Pyodide to find the part of the standard library
the checker's runtime must carry (``cardgen.site.stdlib``). A record the game refuses is
an example too (of a fault): its path through the engine counts as much."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from cardgen.errors import Problem

FOLDER = "examples"


def read_examples(
    folder: Path, game_id: str, display: Callable[[Path], str]
) -> tuple[tuple[tuple[str, str], ...], list[Problem]]:
    """``((name, record as JSON text), …)`` from ``folder/examples/*.json`` sorted by
    name (text: the model is immutable, and each reader gets a record of its own), and the
    problems found: a file that is not JSON, not an object, or names another game."""
    examples: list[tuple[str, str]] = []
    problems: list[Problem] = []
    for path in sorted((folder / FOLDER).glob("*.json")):
        shown = display(path)
        try:
            record = json.loads(path.read_text(encoding="utf-8-sig"))
        except (OSError, UnicodeDecodeError) as error:
            problems.append(Problem(shown, 1, 1, "record", f"cannot be read: {error}"))
            continue
        except json.JSONDecodeError as error:
            where = (error.lineno, error.colno)
            problems.append(Problem(shown, *where, "record", f"not JSON: {error.msg}"))
            continue
        if not isinstance(record, dict):
            problems.append(Problem(shown, 1, 1, "record", "expected a JSON object"))
            continue
        if record.get("game") != game_id:
            problems.append(
                Problem(shown, 1, 1, "game", f"expected '{game_id}', the game of this folder")
            )
            continue
        examples.append((path.stem, json.dumps(record, ensure_ascii=False)))
    return tuple(examples), problems
