"""A designer's engine that fails: what it raised and where, or what is wrong with what it
returned. STANDARD LIBRARY ONLY: the browser checker says the same in the page's language.

A record the engine refuses (``RecordError``) is not a failure: that is the engine doing its
job. Anything else it raises, and a result the checker could not show, is the engine's
fault, not the record's: :class:`EngineFailure` names the game, the engine's file and line,
and never carries a traceback.
"""

from __future__ import annotations

import math
import os
from collections.abc import Mapping
from typing import Any

from cardgen.engine.common import Message, msg
from cardgen.engine.languages import SOURCE_LANG
from cardgen.engine.registry import Engine


class EngineFailure(Exception):
    """A designer's engine that raised, or returned a result of the wrong shape.

    ``what`` is ``"load"`` (importing the engine raised), ``"score"`` (its ``score``
    raised), ``"check_params"`` (its ``check_params`` raised or answered wrongly) or
    ``"shape"`` (``score`` returned a result the checker cannot show); ``detail`` says what
    (``ZeroDivisionError: division by zero``, ``players[0].total: expected a whole number,
    got '5'``); ``file`` and ``line`` where in the engine (line 0: the engine as a whole)."""

    def __init__(self, game: str, what: str, detail: str, file: str, line: int = 0) -> None:
        super().__init__(detail)
        self.game = game
        self.what = what
        self.detail = detail
        self.file = file
        self.line = line
        self.error_type = detail.partition(":")[0] if what != "shape" else ""

    @property
    def where(self) -> str:
        """``mine/harbour/scoring.py:12`` (or the file alone)."""
        return f"{self.file}:{self.line}" if self.line else self.file

    def __str__(self) -> str:
        """The command line's sentence (after the record's name)."""
        game = f"the scoring engine of the game '{self.game}'"
        if self.what == "shape":
            return f"{game} returned a result of the wrong shape: {self.detail} ({self.where})"
        doing = {"load": "could not be loaded", "check_params": "failed to check its params"}
        failed = doing.get(self.what, "failed on this record")
        return f"{game} {failed}: {self.where}: {self.detail}"

    def page_message(self) -> Message:
        """What the checker page says, in every language: a sentence, no traceback (the
        words are the engine's faults, ``engine_failed`` and ``engine_shape``)."""
        from cardgen.engine import FAULTS  # the package imports this module first

        if self.what == "shape":
            return msg(FAULTS, "engine_shape")
        name = os.path.basename(self.file) or "?"
        error = self.error_type or "error"
        return msg(FAULTS, "engine_failed", error=error, file=name, line=self.line)

    def to_json(self, lang: str = SOURCE_LANG) -> dict[str, Any]:
        return {"error": {"message": self.page_message().text(lang), "path": ""}}

    def __reduce__(self) -> tuple[Any, ...]:
        # sent from the child process that ran the engine (cardgen.commands.engine_timeout)
        return (type(self), (self.game, self.what, self.detail, self.file, self.line))


class EngineTimeout(EngineFailure):
    """A designer's engine that did not finish within the command line's time limit and was
    stopped (an endless loop, most likely). ``doing``: what it was doing, ``"load"``,
    ``"check_params"`` or ``"score"``; ``line``: where it was stopped (0: not known, as when
    it was stuck in a long computation of Python's own); ``advice``: how to give it longer.

    Only the command line stops an engine this way (:mod:`cardgen.commands.engine_timeout`);
    in the browser the page stops the worker that runs it (``frontend/checker/core/engine.js``).
    """

    DOING = {"load": "loading it", "check_params": "its check_params", "score": "scoring"}

    def __init__(
        self, game: str, doing: str, seconds: float, file: str, line: int = 0, advice: str = ""
    ) -> None:
        super().__init__(game, "timeout", f"did not finish within {seconds:g} s", file, line)
        self.doing = doing
        self.seconds = seconds
        self.advice = advice

    def late(self) -> str:
        """The fault as a content problem says it at the engine's file and line: ``loading
        it did not finish within 10 s and was stopped (…)``."""
        subject = self.DOING.get(self.doing, "it")  # (a word, not a language code)
        return f"{subject} {self.detail} and was stopped{self._advice()}"

    def __str__(self) -> str:
        on = {"load": " as it was loaded", "check_params": " in its check_params"}
        at = " at" if self.line else ":"
        return (
            f"the scoring engine of the game '{self.game}' {self.detail}"
            f"{on.get(self.doing, ' on this record')} and was stopped{at} {self.where}"
            f"{self._advice()}"
        )

    def _advice(self) -> str:
        return f" ({self.advice})" if self.advice else ""

    def __reduce__(self) -> tuple[Any, ...]:
        args = (self.game, self.doing, self.seconds, self.file, self.line, self.advice)
        return (type(self), args)


def raised(game: str, engine: Engine, error: BaseException, what: str) -> EngineFailure:
    """The failure of ``engine`` that raised ``error``, at the innermost line of the
    engine's own modules (a helper of cardgen it called is not where its fault is)."""
    file, line = engine.file, 0
    if isinstance(error, SyntaxError) and error.filename:
        file, line = _shown(engine, error.filename), error.lineno or 0
    trace = error.__traceback__
    while trace is not None:
        code = trace.tb_frame.f_code
        module = trace.tb_frame.f_globals.get("__name__", "")
        if module == engine.package or module.startswith(engine.package + "."):
            file, line = _shown(engine, code.co_filename), trace.tb_lineno
        trace = trace.tb_next
    text = str(error).splitlines()[0] if str(error) else ""
    detail = f"{type(error).__name__}: {text}" if text else type(error).__name__
    return EngineFailure(game, what, detail, file, line)


def _shown(engine: Engine, filename: str) -> str:
    """A module file of the engine as messages name it: next to :attr:`Engine.file`."""
    folder = os.path.dirname(engine.file)
    name = os.path.basename(filename)
    return os.path.join(folder, name) if folder else name


MAX_SHAPE_DEPTH = 32


def shape_fault(result: Any) -> str | None:
    """What is wrong with an engine's result for the checker and ``cardgen score --json``
    (``docs/records.md``: players with a name, whole-number totals and points, lines with a
    rule and a detail, winners among the players, notes as text, only JSON values), or
    None when nothing is."""
    if not isinstance(result, Mapping):
        return f"expected an object (a dict), got {_kind(result)}"
    json_fault = _json_fault(result, "")
    if json_fault:
        return json_fault
    players = result.get("players")
    if not isinstance(players, list):
        return f"players: expected a list of players, got {_kind(players)}"
    names = []
    for i, player in enumerate(players):
        here = f"players[{i}]"
        if not isinstance(player, Mapping):
            return f"{here}: expected an object, got {_kind(player)}"
        name = player.get("name")
        if not isinstance(name, str) or not name:
            return f"{here}.name: expected the player's name, got {_kind(name)}"
        names.append(name)
        if "total" in player and not _whole(player["total"]):
            return f"{here}.total: expected a whole number, got {_kind(player['total'])}"
        fault = _lines_fault(player.get("lines", []), f"{here}.lines")
        if fault:
            return fault
    for key in ("winners", "notes"):
        value = result.get(key, [])
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            return f"{key}: expected a list of texts, got {_kind(value)}"
    for i, winner in enumerate(result.get("winners", [])):
        if winner not in names:
            return f"winners[{i}]: {winner!r} is not one of the players"
    return None


def _lines_fault(lines: Any, here: str) -> str | None:
    if not isinstance(lines, list):
        return f"{here}: expected a list of lines, got {_kind(lines)}"
    for j, entry in enumerate(lines):
        at = f"{here}[{j}]"
        if not isinstance(entry, Mapping):
            return f"{at}: expected an object with rule, points and detail, got {_kind(entry)}"
        if not isinstance(entry.get("rule"), str):
            return f"{at}.rule: expected a scoring rule's id, got {_kind(entry.get('rule'))}"
        if not _whole(entry.get("points")):
            return f"{at}.points: expected a whole number, got {_kind(entry.get('points'))}"
        if not isinstance(entry.get("detail"), str):
            return f"{at}.detail: expected a text, got {_kind(entry.get('detail'))}"
    return None


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _json_fault(value: Any, path: str) -> str | None:
    """Where ``value`` holds something JSON cannot carry (walked without recursion)."""
    stack = [(value, path, 0)]
    while stack:
        item, where, depth = stack.pop()
        if depth > MAX_SHAPE_DEPTH:
            return f"{where or '(result)'}: nested more than {MAX_SHAPE_DEPTH} levels deep"
        if isinstance(item, Mapping):
            for key, inner in item.items():
                if not isinstance(key, str):
                    return f"{where or '(result)'}: a key is {_kind(key)}, not a text"
                stack.append((inner, f"{where}.{key}" if where else key, depth + 1))
        elif isinstance(item, list):
            stack.extend((inner, f"{where}[{i}]", depth + 1) for i, inner in enumerate(item))
        elif isinstance(item, float) and not math.isfinite(item):
            return f"{where}: {item} is not a number JSON can carry"
        elif item is not None and not isinstance(item, (str, int, float, bool)):
            return f"{where}: {_kind(item)} is not a JSON value"
    return None


def _kind(value: Any) -> str:
    """A value as a fault names it: ``'5' (a text)``, ``None``, ``a set``."""
    if value is None:
        return "nothing (None)"
    if isinstance(value, bool):
        return repr(value)
    if isinstance(value, str):
        return f"{value[:40]!r} (a text)"
    if isinstance(value, (int, float)):
        return repr(value)
    return f"a {type(value).__name__}"
