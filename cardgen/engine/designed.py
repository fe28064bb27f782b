"""Running a designer's engine: importing it, its ``check_params`` and its ``score``, each
fault its own (:mod:`cardgen.engine.failures`). STANDARD LIBRARY ONLY.

Every call of a designer's code goes through :func:`run_designed`, which hands one *task*
(:func:`check_designed_params`, :func:`score_designed`: the whole job, import included) to
the runner in force. By default that is a plain call in this process: so it is in the
browser, where the process is the checker's web worker and the page stops a worker that
does not answer (``frontend/checker/core/engine.js``). The command line installs a runner that
runs each task in a child process it stops after a time limit
(:mod:`cardgen.commands.engine_timeout`): an engine that never returns would otherwise
hang the command for ever. A task says what it is doing (:func:`doing`) so that such a
runner can say what was stopped: the import, ``check_params`` or ``score``.
"""

from __future__ import annotations

import contextlib
import importlib
from collections.abc import Callable, Iterator, Mapping
from typing import Any

from cardgen.engine.checks import RecordError
from cardgen.engine.failures import EngineFailure, raised, shape_fault
from cardgen.engine.registry import Engine

Task = Callable[..., Any]
"""A job of a designer's engine: ``task(game_id, engine, *args)``."""
Runner = Callable[[Task, str, Engine, tuple[Any, ...]], Any]
"""Runs ``task(game_id, engine, *args)`` somewhere and gives its answer or raises its fault."""


def in_this_process(task: Task, game_id: str, engine: Engine, args: tuple[Any, ...]) -> Any:
    """The default runner: the task is a plain call."""
    return task(game_id, engine, *args)


_RUNNERS: list[Runner] = [in_this_process]
_WATCHERS: list[Callable[[str], None]] = []


def run_designed(task: Task, game_id: str, engine: Engine, *args: Any) -> Any:
    """``task(game_id, engine, *args)`` by the runner in force."""
    return _RUNNERS[-1](task, game_id, engine, args)


@contextlib.contextmanager
def designed_engines_run_by(runner: Runner) -> Iterator[None]:
    """Within the block, designers' engines run by ``runner`` (the command line's child
    process with a time limit)."""
    _RUNNERS.append(runner)
    try:
        yield
    finally:
        _RUNNERS.remove(runner)


@contextlib.contextmanager
def watched(watcher: Callable[[str], None]) -> Iterator[None]:
    """Within the block, ``watcher`` hears what the tasks are doing (:func:`doing`)."""
    _WATCHERS.append(watcher)
    try:
        yield
    finally:
        _WATCHERS.remove(watcher)


def doing(what: str) -> None:
    """A task is about to ``"load"`` the engine, call its ``"check_params"`` or its
    ``"score"``."""
    for watcher in _WATCHERS:
        watcher(what)


def load_designed(game_id: str, engine: Engine) -> Any:
    """The module of a designer's ``engine``, imported; what its import raises is its
    ``EngineFailure``."""
    doing("load")
    try:
        if engine.folder:
            from cardgen.engine.loading import import_engine

            return import_engine(engine)
        return importlib.import_module(engine.module)
    except Exception as error:  # the designer's module: whatever it raises is its fault
        raise raised(game_id, engine, error, "load") from None


def check_designed_params(
    game_id: str, engine: Engine, data: Mapping[str, Any]
) -> list[tuple[str, str, str]]:
    """The task of ``check_params``: the faults a designer's engine finds in the game data's
    scoring params (none when it has no ``check_params``)."""
    check = getattr(load_designed(game_id, engine), "check_params", None)
    if check is None:
        return []
    doing("check_params")
    try:
        faults = check(data)
    except Exception as error:  # the designer's code
        raise raised(game_id, engine, error, "check_params") from None
    if not isinstance(faults, (list, tuple)) or not all(
        isinstance(f, (list, tuple)) and len(f) == 3 and all(isinstance(x, str) for x in f)
        for f in faults
    ):
        detail = "expected a list of (rule id, param, message) texts"
        raise EngineFailure(game_id, "check_params", detail, engine.file)
    return [(f[0], f[1], f[2]) for f in faults]


def score_designed(
    game_id: str, engine: Engine, record: Any, data: Mapping[str, Any], lang: str
) -> dict[str, Any]:
    """The task of ``score``: a designer's engine's result for ``record``, of the shape the
    checker shows; a ``RecordError`` it raises is the record's fault, anything else its."""
    module = load_designed(game_id, engine)
    doing("score")
    try:
        result = module.score(record, data, lang=lang)
    except RecordError:
        raise
    except Exception as error:  # the designer's code: its fault, said as such
        raise raised(game_id, engine, error, "score") from None
    fault = shape_fault(result)
    if fault:
        raise EngineFailure(game_id, "shape", fault, engine.file)
    return result
