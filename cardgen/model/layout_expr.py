"""Templates (``"{suit.name} {value}"``) and conditions (``"value >= 10 and not joker"``) of
layouts: parsing them, and checking their names against a face type's fields. Their values
for one card: :mod:`cardgen.model.layout_values`.

Names
    A name is a dotted path. Its first part is a field of the face being drawn, or one of
    the built-in names: ``card.name``, ``card.number`` (its place in the deck, from 1),
    ``card.quantity``, ``deck.name``, ``deck.cards`` (the deck's total), ``low_ink``
    (true in a low-ink print) and, inside a ``repeat``, ``index`` (from 1) and ``count``.
    A field of the face wins over a built-in name of the same spelling. Further parts
    follow the field's type: a catalog reference takes ``id``, ``name`` or a field of the
    catalog's entries; a record type its fields; a list ``count`` or a position from 1;
    a map one of its keys.

``{{`` and ``}}`` are literal braces in a template.

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

_NAME = r"[A-Za-z0-9_-]+"
_HOLE = re.compile(
    r"\{\{|\}\}|\{\s*(" + _NAME + r"(?:\." + _NAME + r")*)\s*((?:\|[^{}|]*)*)\}|\{|\}"
)
_SHARE = re.compile(r"^(\d+(?:\.\d+)?)(%?)$")
_HEX = re.compile(r"^#(?:[0-9a-fA-F]{3}){1,2}$")
FILTERS = {
    "mix": "mix COLOUR SHARE: the colour moved that share towards another (mix #ffffff 85%)",
    "upper": "upper: in capitals",
    "lines": "lines: a list's entries one per line (instead of joined by commas)",
}
"""The filters of a template's name (``{suit.colour | mix #ffffff 85%}``)."""


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
            filters = _filters(match.group(2)) if match.group(2) else ()
            parts.append(Ref(tuple(match.group(1).split(".")), filters))
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


def _filters(text: str) -> tuple[tuple[str, tuple[Any, ...]], ...]:
    """``| mix #1d1d1d 25% | upper`` → ``(("mix", ("#1d1d1d", 0.25)), ("upper", ()))``."""
    out: list[tuple[str, tuple[Any, ...]]] = []
    for written in text.split("|")[1:]:
        words = written.split()
        if not words:
            raise ExprError("a '|' names no filter (filters: " + ", ".join(FILTERS) + ")")
        name, args = words[0], words[1:]
        if name not in FILTERS:
            raise ExprError(f"unknown filter {name!r} (filters: {', '.join(FILTERS)})")
        if name == "mix":
            share = _SHARE.match(args[1]) if len(args) == 2 else None
            if share is None or not _HEX.match(args[0]):
                raise ExprError(f"expected {FILTERS['mix']}, got {written.strip()!r}")
            colour = args[0].lower()
            if len(colour) == 4:
                colour = "#" + "".join(ch * 2 for ch in colour[1:])
            value = float(share.group(1)) / (100.0 if share.group(2) else 1.0)
            if not 0.0 <= value <= 1.0:
                raise ExprError(f"mix: the share {args[1]} is outside 0..1 (0 %..100 %)")
            out.append((name, (colour, value)))
        elif args:
            raise ExprError(f"the filter '{name}' takes nothing after its name")
        else:
            out.append((name, ()))
    return tuple(out)


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

INT, TEXT, BOOL, ID = FieldType("int"), FieldType("text"), FieldType("bool"), FieldType("id")
COLOUR = FieldType("colour")
"""The types of built-in names and of catalog entries' ids and names."""
BUILTINS: Mapping[str, Mapping[str, FieldType] | FieldType] = {
    "card": {"name": TEXT, "number": INT, "quantity": INT},
    "deck": {"name": TEXT, "cards": INT},
    "low_ink": BOOL,
}
REPEAT_NAMES = {"index": INT, "count": INT}
SCORING = "scoring"
"""A ``ref scoring`` field names one of the game's scoring rules: ``id``, ``name`` and
``summary``."""


@dataclass(frozen=True)
class Names:
    """What the names of one face mean: its face type's fields and the game's types.
    ``card``: ``card.*`` exists (not on a common back); ``repeat``: inside a repeat
    (``index``, ``count``)."""

    face_type: str
    fields: Mapping[str, FieldType]
    catalogs: Mapping[str, Mapping[str, FieldType]]
    objects: Mapping[str, Mapping[str, FieldType]]
    card: bool = True
    repeat: bool = False
    item: FieldType | None = None
    """Inside an ``each``: the type of ``item`` (an entry of the list)."""
    types: dict[Ref, FieldType] = field(default_factory=dict, init=False, compare=False, repr=False)
    """The types of the names read in these names so far (a cache)."""


def _choices(options: Mapping[str, Any] | set[str] | list[str]) -> str:
    return ", ".join(sorted(options)) or "none"


def ref_type(ref: Ref, names: Names) -> FieldType:
    """The type of what ``ref`` names; raises :class:`ExprError` saying what is wrong."""
    head, rest = ref.path[0], ref.path[1:]
    if head in names.fields:
        ftype = names.fields[head]
    elif head == "item" and names.item is not None:
        ftype = names.item
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
        known |= {"item"} if names.item is not None else set()
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
            return ID
        if part == "name":
            return TEXT
        if ftype.target == SCORING:
            if part == "summary":
                return FieldType("text", optional=True)
            raise ExprError(f"'{done}' is a scoring rule: it has id, name, summary, not '{part}'")
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
            return INT
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


def filtered_type(ref: Ref, names: Names) -> FieldType:
    """The type of what ``ref`` gives once its filters are applied; raises
    :class:`ExprError` for a filter that does not take the name's value."""
    ftype = ref_type(ref, names)
    for name, _args in ref.filters:
        if name == "mix":
            if ftype.kind not in ("colour", "str", "any"):
                raise ExprError(f"mix takes a colour; '{ref}' is {ftype.describe()}")
            ftype = COLOUR
        elif name == "lines":
            if ftype.kind not in ("list", "any"):
                raise ExprError(f"lines takes a list; '{ref}' is {ftype.describe()}")
            ftype = TEXT
        else:
            ftype = TEXT
    return ftype
