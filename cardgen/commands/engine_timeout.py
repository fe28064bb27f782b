"""A time limit on a designer's scoring engine at the command line.

A game's own engine (``engine: scoring.py``) is the designer's Python code, and code can
loop for ever. Every command runs such an engine (its import, its ``check_params``, its
``score``: :mod:`cardgen.engine.designed`) in a child process of its own and stops it when
it has not answered within the limit, ``--engine-timeout SECONDS`` or
``$CARDGEN_ENGINE_TIMEOUT`` (default :data:`DEFAULT_SECONDS`). The fault is an
:class:`~cardgen.engine.failures.EngineTimeout` naming the engine's file, and the line it
was at when it could be asked (POSIX: a signal makes it raise where it is, and the line
is read off its traceback before the process is killed). ``0`` runs the engine in
cardgen's own process with no limit, as before: to debug it.

Why a child process and not ``signal.setitimer`` in this one: an alarm interrupts Python
code only between its steps, so an engine stuck in one long computation of Python's own
(``sum(range(10**15))``) or one that catches every exception in its loop would still hang,
and no thread can be stopped from outside. A process can always be killed. cardgen's own
engines run in this process as before: they are ours and tested, and a process per score
would cost them. Measured on the project's 2-core host under load: a child that answers
at once costs 29 ms (fork, pipe, join, with cardgen's site modules imported), a score of
``tests/own_engine/tide-race`` 35 ms in a child against 2 ms in process. That is nothing
beside a command's start for the few calls of a designer's engine a command makes, and
too much for the hundreds of scores of the built-in games in the tests and benchmarks.

Where ``fork`` exists the child is a fork (the game's data and the engine's registration
are there already); elsewhere (Windows) it is started afresh with ``spawn``, given the
folders of the games' catalogs, slower to start and without the line where the engine was
stopped.
"""

from __future__ import annotations

import argparse
import contextlib
import math
import multiprocessing as mp
import os
import signal
import time
from collections.abc import Iterator, Mapping
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from cardgen.content_locales import game_locales, use_game_locales
from cardgen.engine.designed import (
    Runner,
    Task,
    designed_engines_run_by,
    in_this_process,
    watched,
)
from cardgen.engine.failures import EngineFailure, EngineTimeout, raised
from cardgen.engine.registry import Engine
from cardgen.errors import UserError

DEFAULT_SECONDS = 10.0
"""A designer's score takes milliseconds; ten seconds is an engine that will not finish."""
ENV = "CARDGEN_ENGINE_TIMEOUT"
ADVICE = f"an endless loop? to give it longer: --engine-timeout SECONDS or {ENV}"
GRACE_SECONDS = 1.0
"""How long a stopped engine may take to say where it was before its process is killed."""
STOP = getattr(signal, "SIGUSR1", None)
"""The signal that asks a child to stop where it is (POSIX only)."""


def add_timeout_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--engine-timeout",
        type=seconds_option,
        metavar="SECONDS",
        help="how long a game's own scoring engine (engine: scoring.py) may take to load,"
        " check its params or score one record before it is stopped, with exit 2 (default"
        f" {DEFAULT_SECONDS:g}; also ${ENV}; 0: no limit, in cardgen's own process)",
    )


def parse_seconds(text: str) -> float:
    """``text`` as a limit in seconds (0: none); a ``ValueError`` naming what it expects."""
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not math.isfinite(value) or value < 0:
        raise ValueError(f"expected a number of seconds (0 or more, 0 for no limit), got {text!r}")
    return value


def seconds_option(text: str) -> float:
    try:
        return parse_seconds(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def timeout_seconds(args: argparse.Namespace) -> float:
    """The command's limit: ``--engine-timeout``, else ``$CARDGEN_ENGINE_TIMEOUT``, else
    the default; a bad value of the variable is a ``UserError``."""
    given = getattr(args, "engine_timeout", None)
    if given is not None:
        return float(given)
    text = os.environ.get(ENV, "").strip()
    if not text:
        return DEFAULT_SECONDS
    try:
        return parse_seconds(text)
    except ValueError as error:
        raise UserError(f"{ENV}={text}: {error}") from None


@contextlib.contextmanager
def designed_engines_limited(seconds: float) -> Iterator[None]:
    """Within the block, a designer's engine runs in a child process stopped after
    ``seconds`` (0: in this process, no limit)."""
    if not seconds:
        with designed_engines_run_by(in_this_process):
            yield
        return
    with designed_engines_run_by(in_child(seconds)):
        yield


def in_child(seconds: float) -> Runner:
    """A runner that runs each task in a child process stopped after ``seconds``."""

    def run(task: Task, game_id: str, engine: Engine, args: tuple[Any, ...]) -> Any:
        return run_in_child(task, game_id, engine, args, seconds)

    return run


def start_method() -> str:
    return "fork" if "fork" in mp.get_all_start_methods() else "spawn"


def run_in_child(
    task: Task,
    game_id: str,
    engine: Engine,
    args: tuple[Any, ...],
    seconds: float,
    method: str | None = None,
) -> Any:
    """``task(game_id, engine, *args)`` in a child process: its answer, or the fault it
    raised; an ``EngineTimeout`` when it has not answered within ``seconds``."""
    context = mp.get_context(method or start_method())
    answers, send = context.Pipe(duplex=False)
    child = context.Process(
        target=_child,
        args=(send, task, game_id, engine, args, game_locales()),
        daemon=True,
        name="cardgen-engine",
    )
    child.start()
    send.close()
    doing = "load"
    deadline = time.monotonic() + seconds
    try:
        while True:
            left = deadline - time.monotonic()
            if left <= 0 or not answers.poll(left):
                file, line = _stop(child, answers) or (engine.file, 0)
                raise EngineTimeout(game_id, doing, seconds, file, line, advice=ADVICE)
            try:
                kind, value = answers.recv()
            except EOFError:
                child.join()
                detail = f"its process ended without an answer (exit code {child.exitcode})"
                raise EngineFailure(game_id, doing, detail, engine.file) from None
            if kind == "doing":
                doing = value
            elif kind == "answer":
                return value
            else:
                raise value
    finally:
        if child.is_alive():
            child.kill()
        child.join()
        answers.close()


def _stop(child: Any, answers: Connection) -> tuple[str, int] | None:
    """Ask a child that is late to stop where it is: ``(file, line)`` of the engine where it
    was, as its traceback says; its file alone when it does not say within the grace time
    (spawn, no signal, an engine deaf to it or stuck in Python's own code): None. The caller kills
    the child either way."""
    where: tuple[str, int] | None = None
    if STOP is not None and child.pid is not None:
        with contextlib.suppress(OSError):
            os.kill(child.pid, STOP)
        deadline = time.monotonic() + GRACE_SECONDS
        while where is None and answers.poll(max(0.0, deadline - time.monotonic())):
            try:
                kind, value = answers.recv()
            except EOFError:
                break
            if kind == "stopped":
                where = value
            if time.monotonic() >= deadline:
                break
    return where


@contextlib.contextmanager
def _unstoppable() -> Iterator[None]:
    """Within the block, the stop signal waits (POSIX); it arrives after it."""
    if STOP is None or not hasattr(signal, "pthread_sigmask"):
        yield
        return
    signal.pthread_sigmask(signal.SIG_BLOCK, {STOP})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {STOP})


class _Stopped(BaseException):
    """Raised in a late engine by the parent's signal: not an ``Exception``, so that an
    engine's ``except Exception`` does not swallow it."""


def _raise_stopped(signum: int, frame: Any) -> None:
    raise _Stopped


def _child(
    send: Connection,
    task: Task,
    game_id: str,
    engine: Engine,
    args: tuple[Any, ...],
    locales: Mapping[str, Path],
) -> None:
    """The child's whole life: run the task in this process, say what it is doing, send its
    answer or its fault (or, stopped, where it was). ``locales``: the parent's games'
    catalogs (a child of ``spawn`` starts without them)."""
    use_game_locales(locales)
    try:
        if STOP is not None:
            signal.signal(STOP, _raise_stopped)
        message = _answer(send, task, game_id, engine, args)
        if STOP is not None:
            signal.signal(STOP, signal.SIG_IGN)
    except _Stopped:  # asked to stop just as the task ended: the parent has given up
        return
    try:
        send.send(message)
    except Exception as error:  # noqa: BLE001 - an answer or a fault pickle cannot carry
        detail = f"its answer cannot be sent back ({type(error).__name__}: {error})"
        send.send(("fault", EngineFailure(game_id, "shape", detail, engine.file)))
    finally:
        send.close()


def _answer(
    send: Connection, task: Task, game_id: str, engine: Engine, args: tuple[Any, ...]
) -> tuple[str, Any]:
    """What the child sends back for the task: its answer, its fault, or where it was
    stopped."""
    now = ["load"]

    def tell(what: str) -> None:
        now[0] = what
        with _unstoppable():  # a message cut in half would leave the parent reading for ever
            send.send(("doing", what))

    try:
        with designed_engines_run_by(in_this_process), watched(tell):
            return ("answer", task(game_id, engine, *args))
    except _Stopped as stopped:
        failure = raised(game_id, engine, stopped, now[0])
        return ("stopped", (failure.file, failure.line))
    except Exception as error:  # noqa: BLE001 - a RecordError or EngineFailure, said by the parent
        return ("fault", error)
    except BaseException as error:  # SystemExit and the like, raised by the engine's code
        return ("fault", raised(game_id, engine, error, now[0]))
