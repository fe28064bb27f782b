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


FAST_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
"""LibYAML's parser where PyYAML has it (its wheels do): the same nodes and marks, read about
ten times as fast as PyYAML's own Python parser, which was most of ``cardgen score``'s time
(a game's YAML is parsed on every call). A file it finds a fault in is read again by
PyYAML's parser, whose messages say more ("found character '\\t' that cannot start any
token", where LibYAML leaves out the character)."""

MAX_DEPTH = 64
"""Deepest nesting of mappings and lists a content file may have."""
MAX_VALUES = 200_000
"""Most values a file may hold once its aliases are expanded (a guard against alias bombs:
``a: &a [x, x]``, ``b: &b [*a, *a]``, … doubles at every step)."""


class LimitExceeded(Exception):
    """The file is too deep or too large; carries the node where the limit was crossed."""

    def __init__(self, node: yaml.Node, message: str, path: PathKey = ()) -> None:
        super().__init__(message)
        self.node = node
        self.message = message
        self.path = path


class _Builder:
    """Turns composed nodes into plain values.

    An alias is the very same node as its anchor: it is built once and then shared (no
    copy), its expanded size is counted once per use, and an alias inside its own anchor is
    an error. So a small file can never grow into a huge or endless value.
    """

    def __init__(self, source: Source) -> None:
        self.source = source
        self.constructor = yaml.constructor.SafeConstructor()
        self.built: dict[int, Any] = {}
        self.sizes: dict[int, int] = {}
        self.open: set[int] = set()
        self.heights: dict[int, int] = {}
        self.total = 0
        self.deepest = 0
        self.invalid = False
        """A scalar could not be read: the file's data is dropped, so no fault cascades."""

    def build(self, node: yaml.Node, path: PathKey, depth: int = 0) -> Any:
        self.source.values[path] = (node.start_mark.line + 1, node.start_mark.column + 1)
        key = id(node)
        if key in self.open:
            raise LimitExceeded(node, "an alias refers to a value that contains it", path)
        if key in self.built:
            self.total += self.sizes[key]
            self._check_total(node, path)
            self._reach(node, depth + self.heights[key], path)
            return self.built[key]
        self._reach(node, depth, path)
        before, outer = self.total, self.deepest
        self.deepest = depth
        self.open.add(key)
        try:
            value = self._build(node, path, depth)
        finally:
            self.open.discard(key)
        self.total += 1
        self._check_total(node, path)
        if isinstance(node, yaml.MappingNode | yaml.SequenceNode):
            self.built[key] = value
            self.sizes[key] = self.total - before
            self.heights[key] = self.deepest - depth
        self.deepest = max(outer, self.deepest)
        return value

    def _reach(self, node: yaml.Node, depth: int, path: PathKey) -> None:
        """Note that the value reaches ``depth`` levels (aliases included)."""
        if depth > MAX_DEPTH:
            raise LimitExceeded(node, f"nested more than {MAX_DEPTH} levels deep", path)
        self.deepest = max(self.deepest, depth)

    def _check_total(self, node: yaml.Node, path: PathKey) -> None:
        if self.total > MAX_VALUES:
            raise LimitExceeded(
                node, f"more than {MAX_VALUES} values once aliases are expanded", path
            )

    def _build(self, node: yaml.Node, path: PathKey, depth: int) -> Any:
        if isinstance(node, yaml.MappingNode):
            result: dict[Any, Any] = {}
            for key_node, value_node in node.value:
                key = self._key(key_node)
                if key is None:
                    where = (key_node.start_mark.line + 1, key_node.start_mark.column + 1)
                    self.source.problems.append(
                        Problem(self.source.file, *where, format_path(path), "keys must be text")
                    )
                    continue
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
                result[key] = self.build(value_node, child, depth + 1)
            return result
        if isinstance(node, yaml.SequenceNode):
            return [self.build(item, (*path, i), depth + 1) for i, item in enumerate(node.value)]
        try:
            return self.constructor.construct_object(node, deep=True)
        except ValueError as error:  # e.g. ``2024-13-45`` read as an impossible date
            what = "date" if node.tag.endswith(":timestamp") else "value"
            self.invalid = True
            self.source.problems.append(
                self.source.problem(path, f"{node.value!r} is not a valid {what} ({error})")
            )
            return None

    def _key(self, node: yaml.Node) -> str | None:
        """A mapping key as text; None for a key that is not a plain scalar."""
        if not isinstance(node, yaml.ScalarNode):
            return None
        try:
            key = self.constructor.construct_object(node, deep=True)
        except ValueError:
            return None
        if not isinstance(key, str | int) or isinstance(key, bool):
            return None
        return str(key)


def _check_shape(text: str, loader: type = yaml.SafeLoader) -> tuple[yaml.Mark, str] | None:
    """Walk the parser's events (no recursion, nothing built) and find the first place
    where the file nests too deep or holds too many values before aliases."""
    depth = 0
    count = 0
    for event in yaml.parse(text, Loader=loader):
        if isinstance(event, yaml.CollectionStartEvent):
            depth += 1
            if depth > MAX_DEPTH:
                return event.start_mark, f"nested more than {MAX_DEPTH} levels deep"
        elif isinstance(event, yaml.CollectionEndEvent):
            depth -= 1
        if isinstance(event, yaml.NodeEvent):
            count += 1
            if count > MAX_VALUES:
                return event.start_mark, f"more than {MAX_VALUES} values"
    return None


def _fast_nodes(text: str) -> list[yaml.Node | None] | None:
    """The file's documents by ``FAST_LOADER``; None where it finds a fault (bad YAML, too
    deep, too many values)."""
    try:
        if _check_shape(text, FAST_LOADER) is not None:
            return None
        return list(yaml.compose_all(text, Loader=FAST_LOADER))
    except yaml.YAMLError:
        return None


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
        nodes = _fast_nodes(text)
        if nodes is None:  # a fault: PyYAML's own parser says what and where
            limit = _check_shape(text)
            if limit is not None:
                mark, reason = limit
                source.problems.append(
                    Problem(source.file, mark.line + 1, mark.column + 1, "(yaml)", reason)
                )
                return source
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
        builder = _Builder(source)
        data = builder.build(nodes[0], ())
        source.data = None if builder.invalid else data
    except LimitExceeded as error:
        mark = error.node.start_mark
        where = format_path(error.path) if error.path else "(yaml)"
        source.problems.append(
            Problem(source.file, mark.line + 1, mark.column + 1, where, error.message)
        )
    except yaml.YAMLError as error:  # e.g. a bad timestamp or an unknown tag
        mark = getattr(error, "problem_mark", None)
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        reason = getattr(error, "problem", None) or str(error).splitlines()[0]
        source.problems.append(Problem(source.file, line, col, "(yaml)", f"invalid YAML: {reason}"))
    return source
