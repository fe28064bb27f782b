"""The build's cache of work done a module at a time (``files.cached_each``): the standard
library's minified sources and the bytecode of every module the checker's Python imports.
A site of other games, or a designer's engine that imports one module more, makes only
the modules it has not seen (no Node, no Pyodide, when it has seen them all)."""

from __future__ import annotations

import hashlib
import threading
from pathlib import Path

import pytest

from cardgen.site.files import cached_each


def key(name: str, data: bytes) -> str:
    return hashlib.sha256(name.encode() + b"\0" + data).hexdigest() + ".txt"


class Maker:
    """A stand-in for a Node run: answers each item upper-cased and lists what it was asked."""

    def __init__(self) -> None:
        self.asked: list[list[str]] = []

    def __call__(self, todo: dict[str, bytes]) -> dict[str, bytes]:
        self.asked.append(sorted(todo))
        return {name: data.upper() for name, data in todo.items()}


def test_only_what_is_not_cached_is_made_and_every_item_gets_its_own_answer(tmp_path: Path):
    make = Maker()
    first = cached_each(tmp_path, {"a.py": b"one", "b.py": b"two"}, key, make)
    assert first == {"a.py": b"ONE", "b.py": b"TWO"}
    second = cached_each(tmp_path, {"b.py": b"two", "c.py": b"three"}, key, make)
    assert second == {"b.py": b"TWO", "c.py": b"THREE"}
    again = cached_each(tmp_path, {"a.py": b"one", "c.py": b"three"}, key, make)
    assert again == {"a.py": b"ONE", "c.py": b"THREE"}
    changed = cached_each(tmp_path, {"a.py": b"ONE AGAIN"}, key, make)
    assert changed == {"a.py": b"ONE AGAIN"}
    assert make.asked == [["a.py", "b.py"], ["c.py"], ["a.py"]]


def test_builds_at_once_take_turns_and_the_second_makes_only_the_rest(tmp_path: Path):
    """A test run's first two sites start together: the second waits for the first's
    modules instead of minifying the same ones beside it."""
    inside, release = threading.Event(), threading.Event()
    asked: list[list[str]] = []

    def first_make(todo: dict[str, bytes]) -> dict[str, bytes]:
        asked.append(sorted(todo))
        inside.set()
        release.wait(timeout=60)
        return {name: data.upper() for name, data in todo.items()}

    second_make = Maker()
    got: dict[str, dict[str, bytes]] = {}
    first = threading.Thread(
        target=lambda: got.update(a=cached_each(tmp_path, {"a": b"x", "b": b"y"}, key, first_make))
    )
    first.start()
    assert inside.wait(timeout=60)
    second = threading.Thread(
        target=lambda: got.update(b=cached_each(tmp_path, {"b": b"y", "c": b"z"}, key, second_make))
    )
    second.start()
    second.join(timeout=0.5)
    assert second.is_alive(), "the second build did not wait for the first's lock"
    assert second_make.asked == []
    release.set()
    first.join(timeout=60)
    second.join(timeout=60)
    assert asked == [["a", "b"]]
    assert second_make.asked == [["c"]]
    assert got == {"a": {"a": b"X", "b": b"Y"}, "b": {"b": b"Y", "c": b"Z"}}


def test_a_make_that_fails_caches_nothing(tmp_path: Path):
    def broken(todo: dict[str, bytes]) -> dict[str, bytes]:
        raise RuntimeError("Node stopped")

    with pytest.raises(RuntimeError, match="Node stopped"):
        cached_each(tmp_path, {"a": b"x"}, key, broken)
    assert [p.name for p in tmp_path.iterdir() if not p.name.startswith(".")] == []
    make = Maker()
    assert cached_each(tmp_path, {"a": b"x"}, key, make) == {"a": b"X"}
    assert make.asked == [["a"]]
