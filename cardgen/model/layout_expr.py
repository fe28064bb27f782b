"""Templates (``"{suit.name} {value}"``) and conditions (``"value >= 10 and not joker"``) of
layouts: parsing, checking their names against a face type's fields, and their values for
one card.

Names
    A name is a dotted path. Its first part is a field of the face being drawn, or one of
    the built-in names: ``card.name``, ``card.number`` (its place in the deck, from 1),
    ``card.quantity``, ``deck.name``, ``deck.cards`` (the deck's total), ``low_ink``
    (true in a low-ink print) and, inside a ``repeat``, ``index`` (from 1) and ``count``.
    A field of the face wins over a built-in name of the same spelling. Further parts
    follow the field's type: a catalog reference takes ``id``, ``name`` or a field of the
    catalog's entries; a record type its fields; a list ``count`` or a position from 1;
    a map one of its keys.

Values in a template
    A text is given in the page's language; a catalog reference prints its entry's name
    (``{suit}`` = ``{suit.name}``); a list its entries joined by ", "; a number without a
    needless ".0"; true and false as ✓ and ✗; a missing optional field as nothing.
    ``{{`` and ``}}`` are literal braces.

Conditions
    ``not``, ``and``, ``or``, parentheses and the comparisons ``== != < <= > >=`` between
    names, numbers, quoted texts (``'ship'``) and ``true``/``false``. A name alone is true
    when it holds something (not missing, not empty, not 0, not false). A catalog
    reference compares by its id: ``suit == 'ship'``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from cardgen.model.layout_types import Condition, Ref, Template
from cardgen.model.schema import FieldType
from cardgen.model.types import Catalog, Text

_NAME = r"[A-Za-z0-9_-]+"
_HOLE = re.compile(r"\{\{|\}\}|\{\s*(" + _NAME + r"(?:\." + _NAME + r")*)\s*\}|\{|\}")


class ExprError(ValueError):
    """A template or condition that cannot be parsed, or a name that does not resolve."""


def parse_template(text: str) -> Template:
    """``"{suit.name} {value}"`` → a :class:`Template`; raises :class:`ExprError`."""
    parts: list[str | Ref] = []
    literal = ""
    pos = 0
    for match in _HOLE.finditer(text):
        literal += text[pos : match.start()]
        pos = match.end()
        token = match.group(0)
        if token == "{{":
            literal += "{"
        elif token == "}}":
            literal += "}"
        elif match.group(1):
            if literal:
                parts.append(literal)
                literal = ""
            parts.append(Ref(tuple(match.group(1).split("."))))
        elif token == "{":
            raise ExprError(
                f"'{{' at column {match.start() + 1} starts no name like {{value}}"
                " (write {{ for a brace)"
            )
        else:
            raise ExprError(f"'}}' at column {match.start() + 1} closes nothing (write }}}})")
    literal += text[pos:]
    if literal:
        parts.append(literal)
    return Template(text, tuple(parts))


_TOKEN = re.compile(
    r"\s*(?:(?P<num>-?\d+(?:\.\d+)?)|(?P<str>'[^']*'|\"[^\"]*\")|(?P<op>==|!=|<=|>=|<|>)"
    r"|(?P<paren>[()])|(?P<name>" + _NAME + r"(?:\." + _NAME + r")*))"
)
_WORDS = {"and", "or", "not", "true", "false"}


def parse_condition(text: str | bool) -> Condition:
    """A ``when:`` value (a condition text, or true/false) → :class:`Condition`."""
    if isinstance(text, bool):
        return Condition(str(text).lower(), ("const", text))
    tokens: list[tuple[str, Any, int]] = []
    pos = 0
    while pos < len(text):
        if text[pos:].strip() == "":
            break
        match = _TOKEN.match(text, pos)
        if match is None or match.end() == pos:
            col = pos + len(text[pos:]) - len(text[pos:].lstrip()) + 1
            raise ExprError(f"cannot read the condition at column {col}: {text[col - 1 :]!r}")
        group = kind = match.lastgroup or ""
        value: Any = match.group(group)
        if kind == "num":
            value = float(value) if "." in value else int(value)
        elif kind == "str":
            value = value[1:-1]
        elif kind == "name" and value in _WORDS:
            kind = value
        tokens.append((kind, value, match.start(group) + 1))
        pos = match.end()
    if not tokens:
        raise ExprError("the condition is empty")
    parser = _Parser(tokens, text)
    tree = parser.parse_or()
    if parser.pos < len(tokens):
        raise ExprError(f"unexpected {tokens[parser.pos][1]!r} at column {tokens[parser.pos][2]}")
    return Condition(text, tree)


class _Parser:
    def __init__(self, tokens: list[tuple[str, Any, int]], text: str) -> None:
        self.tokens = tokens
        self.pos = 0
        self.text = text

    def peek(self) -> str | None:
        return self.tokens[self.pos][0] if self.pos < len(self.tokens) else None

    def take(self) -> tuple[str, Any, int]:
        if self.pos >= len(self.tokens):
            raise ExprError(f"the condition {self.text!r} ends too early")
        self.pos += 1
        return self.tokens[self.pos - 1]

    def parse_or(self) -> tuple:
        node = self.parse_and()
        while self.peek() == "or":
            self.take()
            node = ("or", node, self.parse_and())
        return node

    def parse_and(self) -> tuple:
        node = self.parse_not()
        while self.peek() == "and":
            self.take()
            node = ("and", node, self.parse_not())
        return node

    def parse_not(self) -> tuple:
        if self.peek() == "not":
            self.take()
            return ("not", self.parse_not())
        left = self.parse_atom()
        if self.peek() == "op":
            op = self.take()[1]
            return ("cmp", op, left, self.parse_atom())
        return left

    def parse_atom(self) -> tuple:
        kind, value, col = self.take()
        if kind == "paren" and value == "(":
            node = self.parse_or()
            closing = self.take()
            if closing[:2] != ("paren", ")"):
                raise ExprError(f"expected ')' at column {closing[2]}")
            return node
        if kind in ("num", "str"):
            return ("const", value)
        if kind in ("true", "false"):
            return ("const", kind == "true")
        if kind == "name":
            return ("ref", Ref(tuple(value.split("."))))
        raise ExprError(f"unexpected {value!r} at column {col}")


# -- names and their types -------------------------------------------------------------

_INT, _TEXT, _BOOL, _ID = FieldType("int"), FieldType("text"), FieldType("bool"), FieldType("id")
BUILTINS: Mapping[str, Mapping[str, FieldType] | FieldType] = {
    "card": {"name": _TEXT, "number": _INT, "quantity": _INT},
    "deck": {"name": _TEXT, "cards": _INT},
    "low_ink": _BOOL,
}
REPEAT_NAMES = {"index": _INT, "count": _INT}


@dataclass(frozen=True)
class Names:
    """What the names of one face mean: its face type's fields and the game's types.
    ``card``: ``card.*`` exists (not on a common back); ``repeat``: inside a repeat."""

    face_type: str
    fields: Mapping[str, FieldType]
    catalogs: Mapping[str, Mapping[str, FieldType]]
    objects: Mapping[str, Mapping[str, FieldType]]
    card: bool = True
    repeat: bool = False


def _choices(options: Mapping[str, Any] | set[str] | list[str]) -> str:
    return ", ".join(sorted(options)) or "none"


def ref_type(ref: Ref, names: Names) -> FieldType:
    """The type of what ``ref`` names; raises :class:`ExprError` saying what is wrong."""
    head, rest = ref.path[0], ref.path[1:]
    if head in names.fields:
        ftype = names.fields[head]
    elif names.repeat and head in REPEAT_NAMES and not rest:
        return REPEAT_NAMES[head]
    elif head in BUILTINS:
        builtin = BUILTINS[head]
        if head == "card" and not names.card:
            raise ExprError("'card' names nothing on a common back (drawn once for every card)")
        if isinstance(builtin, FieldType):
            if rest:
                raise ExprError(f"'{head}' has no parts (it is true or false)")
            return builtin
        if not rest or rest[0] not in builtin:
            raise ExprError(f"'{head}' needs one of: {_choices(builtin)} (e.g. {head}.name)")
        if len(rest) > 1:
            raise ExprError(f"'{head}.{rest[0]}' has no parts")
        return builtin[rest[0]]
    else:
        known = set(names.fields) | set(BUILTINS) | (set(REPEAT_NAMES) if names.repeat else set())
        raise ExprError(
            f"unknown field '{head}' of face type '{names.face_type}' (fields: "
            f"{_choices(names.fields)}; built in: {_choices(known - set(names.fields))})"
        )
    done = head
    for part in rest:
        ftype = _step(ftype, part, done, names)
        done += f".{part}"
    return ftype


def _step(ftype: FieldType, part: str, done: str, names: Names) -> FieldType:
    kind = ftype.kind
    if kind == "ref":
        if part == "id":
            return _ID
        if part == "name":
            return _TEXT
        entry_fields = names.catalogs.get(ftype.target or "", {})
        if part in entry_fields:
            return entry_fields[part]
        raise ExprError(
            f"'{done}' is an entry of {ftype.target}: it has id, name"
            + (f", {_choices(entry_fields)}" if entry_fields else "")
            + f", not '{part}'"
        )
    if kind == "object":
        fields = names.objects.get(ftype.target or "", {})
        if part in fields:
            return fields[part]
        raise ExprError(
            f"'{done}' ({ftype.target}) has the fields {_choices(fields)}, not '{part}'"
        )
    if kind == "list":
        if part == "count":
            return _INT
        if part.isdigit() and int(part) >= 1:
            assert ftype.item is not None
            return FieldType(**{**ftype.item.__dict__, "optional": True})
        raise ExprError(f"'{done}' is a list: it takes count or a position from 1, not '{part}'")
    if kind == "map":
        if ftype.key is not None and ftype.key.kind == "enum" and part not in ftype.key.values:
            raise ExprError(f"'{done}' has the keys {_choices(list(ftype.key.values))}")
        assert ftype.item is not None
        return FieldType(**{**ftype.item.__dict__, "optional": True})
    if kind == "any":
        return ftype
    raise ExprError(f"'{done}' ({ftype.describe()}) has no part '{part}'")


# -- values for one card ---------------------------------------------------------------


@dataclass
class Scope:
    """The values of the face being drawn: its fields, the built-in names, the game's
    catalogs and the page's language."""

    names: Names
    values: Mapping[str, Any]
    catalogs: Mapping[str, Catalog]
    lang: str
    builtins: dict[str, Any] = field(default_factory=dict)
    entries: dict[tuple[str, str], Any] = field(default_factory=dict)
    """Catalog entries looked up so far (a catalog is a list)."""
    types: dict[tuple, FieldType] = field(default_factory=dict)
    """The types of the names read so far."""


_MISSING = object()


def typed_value(ref: Ref, scope: Scope) -> tuple[Any, FieldType]:
    """The value ``ref`` names for this card and its type (a missing optional value is
    None); raises :class:`ExprError`."""
    key = (ref, scope.names.repeat)
    ftype = scope.types.get(key)
    if ftype is None:
        ftype = scope.types[key] = ref_type(ref, scope.names)
    head, rest = ref.path[0], ref.path[1:]
    if head in scope.names.fields:
        value = scope.values.get(head)
        current = scope.names.fields[head]
    else:
        value = scope.builtins.get(head)
        if rest:
            value = value.get(rest[0]) if isinstance(value, Mapping) else None
        return value, ftype
    for part in rest:
        if value is None:
            return None, ftype
        value, current = _value_step(value, current, part, scope)
    return value, ftype


def _value_step(value: Any, ftype: FieldType, part: str, scope: Scope) -> tuple[Any, FieldType]:
    kind = ftype.kind
    if kind == "ref":
        entry = _entry(value, ftype, scope)
        if entry is None:
            return None, ftype
        if part == "id":
            return entry.id, _ID
        if part == "name":
            return entry.name, _TEXT
        return entry.get(part), scope.names.catalogs[ftype.target or ""][part]
    if kind == "object":
        return value.get(part), scope.names.objects[ftype.target or ""][part]
    if kind == "list":
        assert ftype.item is not None
        if part == "count":
            return len(value), _INT
        index = int(part) - 1
        return (value[index] if index < len(value) else None), ftype.item
    if kind == "map":
        assert ftype.item is not None
        return value.get(part), ftype.item
    return None, ftype


def _entry(value: Any, ftype: FieldType, scope: Scope):
    if ftype.target == "scoring" or not isinstance(value, str):
        return None
    key = (ftype.target or "", value)
    if key not in scope.entries:
        catalog = scope.catalogs.get(key[0])
        scope.entries[key] = next((e for e in catalog if e.id == value), None) if catalog else None
    return scope.entries[key]


def display(value: Any, ftype: FieldType, scope: Scope) -> str:
    """A value as the text a card prints (see the module docstring)."""
    if value is None:
        return ""
    if isinstance(value, Text):
        return value.get(scope.lang)
    if ftype.kind == "ref":
        entry = _entry(value, ftype, scope)
        return entry.name.get(scope.lang) if entry is not None else str(value)
    if isinstance(value, bool):
        return "✓" if value else "✗"
    if isinstance(value, float):
        return f"{value:g}"
    if isinstance(value, list | tuple):
        item = ftype.item or FieldType("str")
        return ", ".join(display(v, item, scope) for v in value)
    if isinstance(value, Mapping):
        item = ftype.item or FieldType("str")
        return ", ".join(f"{k} {display(v, item, scope)}" for k, v in value.items())
    return str(value)


def render(template: Template, scope: Scope) -> str:
    """The template's text for this card."""
    out: list[str] = []
    for part in template.parts:
        if isinstance(part, Ref):
            value, ftype = typed_value(part, scope)
            out.append(display(value, ftype, scope))
        else:
            out.append(part)
    return "".join(out)


def _operand(node: tuple, scope: Scope) -> Any:
    if node[0] == "const":
        return node[1]
    if node[0] == "ref":
        value, _ftype = typed_value(node[1], scope)
        if isinstance(value, Text):
            return value.get(scope.lang)
        return value
    return holds(node, scope)


def holds(node: tuple | Condition, scope: Scope) -> bool:
    """Whether a condition is true for this card; raises :class:`ExprError` for a
    comparison of a number with a text."""
    if isinstance(node, Condition):
        node = node.tree
    kind = node[0]
    if kind == "not":
        return not holds(node[1], scope)
    if kind == "and":
        return holds(node[1], scope) and holds(node[2], scope)
    if kind == "or":
        return holds(node[1], scope) or holds(node[2], scope)
    if kind == "cmp":
        left, right = _operand(node[2], scope), _operand(node[3], scope)
        op = node[1]
        if op in ("==", "!="):
            return (left == right) == (op == "==")
        if not _comparable(left, right):
            raise ExprError(f"cannot compare {left!r} with {right!r} ({op})")
        return {"<": left < right, "<=": left <= right, ">": left > right, ">=": left >= right}[op]
    value = _operand(node, scope)
    return value not in (None, "", 0, False) and not (
        isinstance(value, list | tuple | Mapping) and not value
    )


def _comparable(left: Any, right: Any) -> bool:
    numbers = (int, float)
    if isinstance(left, bool) or isinstance(right, bool):
        return False
    return (isinstance(left, numbers) and isinstance(right, numbers)) or (
        isinstance(left, str) and isinstance(right, str)
    )
