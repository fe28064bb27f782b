"""Checking where layouts are used: a component's or item's ``layout:`` names a layout,
and every name in the layout's templates and conditions means something for the face
type it draws (a field of it, a catalog entry's field …, see
:mod:`cardgen.model.layout_expr`). A layout used by several face types is checked against
each; a problem is reported where the template was written."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace

from cardgen.errors import Problem
from cardgen.model.layout_expr import ExprError, Names, filtered_type, ref_type
from cardgen.model.layout_types import TEMPLATE_KEYS, Condition, Design, Element, Template
from cardgen.model.schema import FieldType
from cardgen.model.types import Component
from cardgen.model.yamlsrc import PathKey, Source

_NUMBERS = ("int", "number")
_TEXTS = ("str", "id", "text", "enum", "ref", "colour", "image")


@dataclass(frozen=True)
class LayoutRef:
    """A ``layout:`` written on a component (``item`` None) or on one of its items."""

    source: Source
    path: PathKey
    name: str
    component: str
    item: str | None = None


def layout_use_problems(
    design: Design | None,
    components: Iterable[Component],
    refs: Iterable[LayoutRef],
    face_types: Mapping[str, Mapping[str, FieldType]],
    catalogs: Mapping[str, Mapping[str, FieldType]],
    objects: Mapping[str, Mapping[str, FieldType]],
) -> list[Problem]:
    problems: list[Problem] = []
    layouts = design.layouts if design is not None else {}
    by_id = {c.id: c for c in components}
    checked: set[tuple] = set()
    for ref in refs:
        if ref.name not in layouts:
            known = ", ".join(sorted(layouts)) or "none: define them in a layouts section"
            problems.append(
                ref.source.problem(ref.path, f"unknown layout {ref.name!r} (layouts: {known})")
            )
            continue
        comp = by_id.get(ref.component)
        if comp is None:
            continue
        layout = layouts[ref.name]
        sides = [("front", layout.front, comp.front_type, True)]
        back_type = comp.back.type if comp.back is not None else comp.back_type
        # (an item's own layout draws its back only when items have backs of their own)
        if layout.back is not None and (ref.item is None or comp.back_type is not None):
            if back_type is None:
                problems.append(
                    ref.source.problem(
                        ref.path,
                        f"layout '{ref.name}' draws a back, but component '{comp.id}' has no"
                        " back: give it one (back: {type: …} and that face type in"
                        " schema.faces) or use a layout without a back",
                    )
                )
            else:
                sides.append(("back", layout.back, back_type, comp.back_type is not None))
        for side, elements, face_type, card in sides:
            key = (ref.name, side, face_type, card)
            if elements is None or key in checked or face_type not in face_types:
                continue
            checked.add(key)
            names = Names(face_type, face_types[face_type], catalogs, objects, card=card)
            for element in elements:
                problems.extend(element_problems(element, names))
    return problems


def element_problems(element: Element, names: Names) -> list[Problem]:
    """Problems of the names an element (and the elements it repeats or groups) uses."""
    problems: list[Problem] = []
    inner = names
    each = element.get("each")
    if each is not None:
        item = _each_item(each, element, names, problems)
        inner = replace(names, item=item, repeat=True) if item is not None else None
    for key, value in element.props.items():
        if key == "each":
            continue
        # (a text's own keys are read for each entry of its each; a repeat's for itself)
        scope = inner if element.kind == "text" and key == "text" else names
        if isinstance(value, Template):
            if scope is not None:
                problems.extend(_template_problems(key, value, element, scope))
        elif isinstance(value, Condition):
            problems.extend(_condition_problems(value, element, names))
        elif key == "grid" and inner is not None:
            for part in ("column", "row"):
                if part in value:
                    problems.extend(
                        _template_problems(part, value[part], element, inner, at="grid")
                    )
    if element.child is not None and inner is not None:
        problems.extend(element_problems(element.child, replace(inner, repeat=True)))
    for child in element.children:
        problems.extend(element_problems(child, names))
    return problems


def _each_item(each: Template, element: Element, names: Names, problems: list[Problem]):
    """The type of the entries of the list ``each`` names (None, with a problem, when it
    names no list)."""
    ref = each.single
    assert ref is not None
    try:
        ftype = ref_type(ref, names)
    except ExprError as error:
        problems.append(element.at("each").problem(f"{ref}: {error}"))
        return None
    if ftype.kind != "list" or ftype.item is None:
        problems.append(
            element.at("each").problem(f"{ref} is {ftype.describe()}, not a list (each: …)")
        )
        return None
    return ftype.item


def _template_problems(
    key: str, template: Template, element: Element, names: Names, at: str | None = None
) -> list[Problem]:
    problems: list[Problem] = []
    where = element.at(at or key)
    for ref in template.refs:
        try:
            ftype = filtered_type(ref, names)
        except ExprError as error:
            problems.append(where.problem(f"{{{ref}}}: {error}"))
            continue
        problem = _fits_key(key, template, ftype)
        if problem:
            problems.append(where.problem(problem))
    return problems


def _fits_key(key: str, template: Template, ftype: FieldType) -> str | None:
    """Whether a value of ``ftype`` can be what ``key`` needs (when the template is
    exactly that one name)."""
    single = template.single
    if single is None or key not in (*TEMPLATE_KEYS, "column", "row") or ftype.kind == "any":
        return None
    if key == "count" and ftype.kind not in _NUMBERS:
        return f"{{{single}}} is {ftype.describe()}, not a number of copies"
    if key in ("column", "row") and ftype.kind not in _NUMBERS:
        return f"{{{single}}} is {ftype.describe()}, not a {key} number"
    if key == "pattern" and ftype.kind not in ("enum", "str"):
        return f"{{{single}}} is {ftype.describe()}, not a pattern (declare it as an enum)"
    if key in ("fill", "stroke", "color", "pattern_color") and ftype.kind not in (
        "colour",
        "str",
    ):
        return f"{{{single}}} is {ftype.describe()}, not a colour (declare it as colour)"
    if key == "src" and ftype.kind not in ("image", "str"):
        return f"{{{single}}} is {ftype.describe()}, not an image (declare it as image)"
    return None


def _condition_problems(condition: Condition, element: Element, names: Names) -> list[Problem]:
    problems: list[Problem] = []
    at = element.at("when")

    def kind_of(node: tuple) -> str | None:
        if node[0] == "const":
            value = node[1]
            if isinstance(value, bool):
                return "bool"
            return "number" if isinstance(value, int | float) else "text"
        if node[0] == "ref":
            try:
                ftype = ref_type(node[1], names)
            except ExprError as error:
                problems.append(at.problem(f"{node[1]}: {error}"))
                return None
            if ftype.kind in _NUMBERS:
                return "number"
            return "text" if ftype.kind in _TEXTS else ftype.kind
        return "bool"

    def walk(node: tuple) -> None:
        if node[0] in ("not", "and", "or"):
            for child in node[1:]:
                walk(child)
        elif node[0] == "cmp":
            left, right = kind_of(node[2]), kind_of(node[3])
            ordered = node[1] not in ("==", "!=") and None not in (left, right)
            if ordered and (left != right or left not in ("number", "text")):
                problems.append(
                    at.problem(
                        f"'{condition.source}': {node[1]} compares a {left} with a {right}"
                    )  # fmt: skip
                )
        else:
            kind_of(node)

    walk(condition.tree)
    return problems
