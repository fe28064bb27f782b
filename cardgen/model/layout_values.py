"""The values of a layout's templates and conditions for one card (parsed and checked by
:mod:`cardgen.model.layout_expr`).

Values in a template
    A text is given in the page's language; a catalog reference prints its entry's name
    (``{suit}`` = ``{suit.name}``); a list its entries joined by ", "; a number without a
    needless ".0", a negative one with the minus sign (−2); true and false as ✓ and ✗;
    a missing optional field as nothing. Filters change that (``| lines``, ``| upper``,
    ``| mix #ffffff 50%``).

Conditions
    A name alone is true when it holds something (not missing, not empty, not 0, not
    false); a catalog reference compares by its id; ``<`` … compare two numbers or two
    texts (anything else is an :class:`~cardgen.model.layout_expr.ExprError`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from cardgen.model.layout_elements import colour_value
from cardgen.model.layout_expr import ID, INT, SCORING, TEXT, ExprError, Names, ref_type
from cardgen.model.layout_types import Condition, Ref, Template
from cardgen.model.schema import FieldType
from cardgen.model.types import Catalog, Text

MINUS = "\u2212"


@dataclass
class Scope:
    """The values of the face being drawn: its fields, the built-in names, the game's
    catalogs and the page's language."""

    names: Names
    values: Mapping[str, Any]
    catalogs: Mapping[str, Catalog]
    lang: str
    builtins: dict[str, Any] = field(default_factory=dict)
    rules: Mapping[str, Any] = field(default_factory=dict)
    """The game's scoring rules by id (what a ``ref scoring`` field names)."""


def typed_value(ref: Ref, scope: Scope) -> tuple[Any, FieldType]:
    """The value ``ref`` names for this card and its type (a missing optional value is
    None); raises :class:`ExprError`."""
    types = scope.names.types
    ftype = types.get(ref)
    if ftype is None:
        ftype = types[ref] = ref_type(ref, scope.names)
    head, rest = ref.path[0], ref.path[1:]
    if head in scope.names.fields:
        value = scope.values.get(head)
        current = scope.names.fields[head]
    elif head == "item" and scope.names.item is not None:
        value = scope.builtins.get("item")
        current = scope.names.item
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
            return entry.id, ID
        if part == "name":
            return entry.name, TEXT
        if ftype.target == SCORING:
            return entry.summary, TEXT
        return entry.get(part), scope.names.catalogs[ftype.target or ""][part]
    if kind == "object":
        return value.get(part), scope.names.objects[ftype.target or ""][part]
    if kind == "list":
        assert ftype.item is not None
        if part == "count":
            return len(value), INT
        index = int(part) - 1
        return (value[index] if index < len(value) else None), ftype.item
    if kind == "map":
        assert ftype.item is not None
        return value.get(part), ftype.item
    return None, ftype


def _entry(value: Any, ftype: FieldType, scope: Scope):
    if not isinstance(value, str):
        return None
    if ftype.target == SCORING:
        return scope.rules.get(value)
    catalog = scope.catalogs.get(ftype.target or "")
    return catalog.by_id.get(value) if catalog is not None else None


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
    if isinstance(value, int | float) and value < 0:
        return MINUS + display(-value, ftype, scope)  # (the minus sign, not a hyphen)
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
            if part.filters:
                out.append(_filtered(value, ftype, part.filters, scope))
            else:
                out.append(display(value, ftype, scope))
        else:
            out.append(part)
    return "".join(out)


def _filtered(value: Any, ftype: FieldType, filters, scope: Scope) -> str:
    """A value through a name's filters (:data:`~cardgen.model.layout_expr.FILTERS`)."""
    text: str | None = None
    for name, args in filters:
        if name == "lines":
            item = ftype.item or FieldType("str")
            text = "\n".join(display(v, item, scope) for v in value or ())
        elif name == "mix":
            colour = colour_value(text if text is not None else display(value, ftype, scope))
            if not colour:
                raise ExprError(f"mix: {value!r} is not a colour (expected '#rrggbb')")
            text = mix(colour, args[0], args[1])
        elif name == "upper":
            text = (text if text is not None else display(value, ftype, scope)).upper()
    return text if text is not None else display(value, ftype, scope)


def mix(colour: str, other: str, share: float) -> str:
    """``colour`` moved ``share`` (0..1) of the way towards ``other`` (both ``#rrggbb``)."""
    a = [int(colour[i : i + 2], 16) for i in (1, 3, 5)]
    b = [int(other[i : i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(x + (y - x) * share):02x}" for x, y in zip(a, b, strict=True))


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
