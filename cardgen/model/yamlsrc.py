"""YAML reading that remembers where every value came from.

PyYAML's composer gives nodes with marks; we turn them into plain Python values and keep a
side table ``path → (line, column)`` so validation can name the exact spot of a fault.
Duplicate keys (which PyYAML silently accepts) are reported, not merged.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from cardgen.errors import Problem

PathKey = tuple[str | int, ...]


def format_path(path: PathKey) -> str:
    """``("components", 0, "id")`` → ``components[0].id``; the empty path → ``(document)``."""
    text = ""
    for part in path:
        if isinstance(part, int):
            text += f"[{part}]"
        else:
            text += f".{part}" if text else str(part)
    return text or "(document)"


@dataclass
class Source:
    """One parsed YAML file: its data and where each value (and each key) sits."""

    file: str
    data: Any = None
    values: dict[PathKey, tuple[int, int]] = field(default_factory=dict)
    keys: dict[PathKey, tuple[int, int]] = field(default_factory=dict)
    problems: list[Problem] = field(default_factory=list)

    def where(self, path: PathKey, *, key: bool = False) -> tuple[int, int]:
        """Line and column of ``path`` (its key when ``key``), else of its nearest parent."""
        probe = tuple(path)
        if key and probe in self.keys:
            return self.keys[probe]
        while probe:
            if probe in self.values:
                return self.values[probe]
            probe = probe[:-1]
        return self.values.get((), (1, 1))

    def problem(self, path: PathKey, message: str, *, key: bool = False) -> Problem:
        line, col = self.where(path, key=key)
        return Problem(self.file, line, col, format_path(path), message)


class _Builder:
    def __init__(self, source: Source) -> None:
        self.source = source
        self.constructor = yaml.constructor.SafeConstructor()

    def build(self, node: yaml.Node, path: PathKey) -> Any:
        self.source.values[path] = (node.start_mark.line + 1, node.start_mark.column + 1)
        if isinstance(node, yaml.MappingNode):
            result: dict[Any, Any] = {}
            for key_node, value_node in node.value:
                key = self.constructor.construct_object(key_node, deep=True)
                if not isinstance(key, str | int) or isinstance(key, bool):
                    where = (key_node.start_mark.line + 1, key_node.start_mark.column + 1)
                    self.source.problems.append(
                        Problem(self.source.file, *where, format_path(path), "keys must be text")
                    )
                    continue
                key = str(key)
                child = (*path, key)
                self.source.keys[child] = (
                    key_node.start_mark.line + 1,
                    key_node.start_mark.column + 1,
                )
                if key in result:
                    self.source.problems.append(
                        self.source.problem(child, f"duplicate key '{key}'", key=True)
                    )
                    continue
                result[key] = self.build(value_node, child)
            return result
        if isinstance(node, yaml.SequenceNode):
            return [self.build(item, (*path, i)) for i, item in enumerate(node.value)]
        return self.constructor.construct_object(node, deep=True)


def read_yaml(path: Path, display: str | None = None) -> Source:
    """Parse one file; problems (unreadable, bad YAML, duplicate keys) go to ``.problems``."""
    source = Source(display or str(path))
    try:
        raw = path.read_bytes()
    except OSError as error:
        source.problems.append(Problem(source.file, 1, 1, "(file)", f"cannot read: {error}"))
        return source
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        line = raw[: error.start].count(b"\n") + 1
        col = error.start - (raw.rfind(b"\n", 0, error.start) + 1) + 1
        source.problems.append(
            Problem(source.file, line, col, "(file)", "not UTF-8 text (binary or wrong encoding)")
        )
        return source
    try:
        nodes = list(yaml.compose_all(text, Loader=yaml.SafeLoader))
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None) or getattr(error, "context_mark", None)
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        reason = getattr(error, "problem", None) or str(error).splitlines()[0]
        source.problems.append(Problem(source.file, line, col, "(yaml)", f"invalid YAML: {reason}"))
        return source
    if not nodes or nodes[0] is None:
        source.problems.append(Problem(source.file, 1, 1, "(document)", "the file is empty"))
        return source
    if len(nodes) > 1:
        line = nodes[1].start_mark.line + 1
        source.problems.append(
            Problem(source.file, line, 1, "(document)", "one YAML document per file, found more")
        )
        return source
    try:
        source.data = _Builder(source).build(nodes[0], ())
    except yaml.YAMLError as error:  # e.g. a bad timestamp or an unknown tag
        mark = getattr(error, "problem_mark", None)
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        reason = getattr(error, "problem", None) or str(error).splitlines()[0]
        source.problems.append(Problem(source.file, line, col, "(yaml)", f"invalid YAML: {reason}"))
    return source
