"""Errors the CLI turns into exit codes: UserError → 2 (bad input), anything else → 1."""

from __future__ import annotations

from dataclasses import dataclass


class UserError(Exception):
    """Bad input from the user: a one-line message, exit code 2, never a traceback."""


@dataclass(frozen=True, order=True)
class Problem:
    """One located problem in a content file: ``file:line:col: field.path: message``."""

    file: str
    line: int
    col: int
    path: str
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}: {self.path}: {self.message}"


class ContentError(UserError):
    """Every problem found while loading content, reported all at once."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = sorted(set(problems))
        super().__init__("\n".join(str(p) for p in self.problems))

    def __reduce__(self):
        # (a build's worker process sends it back whole, with its problems)
        return (type(self), (self.problems,))
