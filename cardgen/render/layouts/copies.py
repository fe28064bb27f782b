"""The copies of a ``repeat`` and the paragraphs of a text with ``each``.

A repeat draws its element once per copy: ``count`` copies, or one per entry of the list
``each`` names (``{item}`` is the entry), or, with neither, one in every cell of a grid of
given rows. Each copy sits in its cell (``in: cell``) of a ``grid`` (filled row by row, or
at the ``column`` and ``row`` its values name) or ``along`` a line; ``{index}`` and
``{count}`` are its number and the number of copies. Inside, the names of an outer
repeat stay visible unless an inner one hides them.
"""

from __future__ import annotations

from typing import Any

from cardgen.model.layout_expr import Names
from cardgen.model.layout_types import MAX_REPEAT, Element, Template
from cardgen.model.layout_values import typed_value
from cardgen.render.layouts.assets import Fault
from cardgen.render.layouts.draw import FaceDrawer
from cardgen.render.layouts.faults import KeyFault
from cardgen.render.layouts.geometry import Box, grid_cell, grid_cells, line_cells, point


def draw_repeat(drawer: FaceDrawer, element: Element, box: Box) -> None:
    props = element.props
    entries = _entries(drawer, props["each"]) if "each" in props else None
    grid = props.get("grid")
    if entries is not None:
        count = len(entries)
    elif "count" in props:
        count = _count(drawer.text_of(element, "count") or "")
    else:  # a grid of given rows: a copy in every cell
        count = grid["rows"] * grid["columns"]
    placed = grid is not None and "column" in grid
    cells: list[Box] = [] if placed else _cells(element, box, count)
    child = element.child
    assert child is not None
    if not placed and simple(child):
        drawer.copies(child, cells)
        return
    scope = drawer.scope
    outer, outer_names = scope.builtins, scope.names
    outer_copy, outer_cell = drawer.copy, drawer.cell
    item_type = _item_type(props["each"], outer_names) if entries is not None else None
    scope.names = copy_names(outer_names, item_type)
    try:
        for index in range(1, count + 1):
            builtins = {**outer, "index": index, "count": count}
            if entries is not None:
                builtins["item"] = entries[index - 1]
            scope.builtins = builtins
            drawer.copy = (*outer_copy, index)
            cell = _placed_cell(drawer, grid, box) if placed else cells[index - 1]
            drawer.cell = cell
            drawer.element(child, cell)
    finally:
        scope.builtins, scope.names = outer, outer_names
        drawer.copy, drawer.cell = outer_copy, outer_cell


def _cells(element: Element, box: Box, count: int) -> list[Box]:
    """The cells of ``count`` copies in ``box`` (the same for every card with that count:
    worked out once)."""
    key = (id(element), box, count)
    hit = _CELLS.get(key)
    if hit is not None and hit[0] is element:
        return hit[1]
    props = element.props
    grid = props.get("grid")
    if grid is None:
        along = props["along"]
        x, y, w, h = box
        size = (_mm(along["size"][0], w), _mm(along["size"][1], h))
        cells = line_cells(point(along["from"], box), point(along["to"], box), size, count)
    else:
        rows = grid.get("rows")
        if rows and count > rows * grid["columns"]:
            message = f"{count} copies do not fit a grid of {rows} × {grid['columns']}"
            raise KeyFault("count" if "count" in props else "each", Fault(message))
        cells = grid_cells(box, count, grid["columns"], rows, grid["last_row"])
    if len(_CELLS) > 4096:
        _CELLS.clear()
    _CELLS[key] = (element, cells)
    return cells


_CELLS: dict[tuple, tuple[Element, list[Box]]] = {}


def simple(element: Element) -> bool:
    """Whether every copy of ``element`` draws the same but for its box (no ``when``, no
    name of the copy in it, not a group or a repeat): its copies are placed without
    giving each its names."""
    props = element.props
    return (
        element.kind not in ("group", "repeat")
        and not element.per_copy
        and "when" not in props
        and "each" not in props
    )


def paragraphs(drawer: FaceDrawer, element: Element) -> str:
    """The text of a text element with ``each``: its ``text`` once per entry of the list
    (``{item}`` the entry, ``{index}`` its number), one paragraph each."""
    entries = _entries(drawer, element.props["each"])
    template: Template = element.props["text"]
    scope = drawer.scope
    outer, outer_names, outer_copy = scope.builtins, scope.names, drawer.copy
    scope.names = copy_names(outer_names, _item_type(element.props["each"], outer_names))
    texts = []
    try:
        for index, entry in enumerate(entries, 1):
            scope.builtins = {**outer, "index": index, "count": len(entries), "item": entry}
            drawer.copy = (*outer_copy, index)
            texts.append(drawer.template_text(template, "text"))
    finally:
        scope.builtins, scope.names, drawer.copy = outer, outer_names, outer_copy
    return "\n".join(texts)


def _entries(drawer: FaceDrawer, each: Template) -> list[Any]:
    ref = each.single
    assert ref is not None
    value, _ftype = typed_value(ref, drawer.scope)
    entries = list(value or ())
    if len(entries) > MAX_REPEAT:
        raise KeyFault("each", Fault(f"{len(entries)} entries: at most {MAX_REPEAT} copies"))
    return entries


def _item_type(each: Template, names: Names):
    from cardgen.model.layout_expr import ref_type

    assert each.single is not None
    return ref_type(each.single, names).item


def _count(text: str) -> int:
    number = _COUNTS.get(text)
    if number is None:
        number = _COUNTS[text] = _parse_count(text)
        if len(_COUNTS) > 4096:
            _COUNTS.clear()
    return number


_COUNTS: dict[str, int] = {}


def _parse_count(text: str) -> int:
    text = text.strip()
    try:
        number = float(text) if text else 0.0
    except ValueError:
        raise KeyFault("count", Fault(f"{text!r} is not a number of copies")) from None
    if not number.is_integer() or not 0 <= number <= MAX_REPEAT:
        raise KeyFault("count", Fault(f"{text} copies: expected a whole number 0..{MAX_REPEAT}"))
    return int(number)


def _placed_cell(drawer: FaceDrawer, grid, box: Box) -> Box:
    """The cell a copy's ``column`` and ``row`` name."""
    place = []
    for key, most in (("column", grid["columns"]), ("row", grid["rows"])):
        text = drawer.template_text(grid[key], "grid").strip()
        try:
            number = float(text)
        except ValueError:
            number = -1.0
        if not number.is_integer() or not 1 <= number <= most:
            message = f"{key} {text!r}: expected a whole number 1..{most}"
            raise KeyFault("grid", Fault(message))
        place.append(int(number))
    return grid_cell(box, grid["columns"], grid["rows"], place[0], place[1])


_NAMES: dict[tuple[int, int], tuple[Names, Any, Names]] = {}


def copy_names(names: Names, item_type) -> Names:
    """``names`` inside a repeat (``index``, ``count``) and, with ``item_type``, inside an
    ``each`` (``item``); worked out once per face type."""
    key = (id(names), id(item_type))
    hit = _NAMES.get(key)
    if hit is None or hit[0] is not names or hit[1] is not item_type:
        from dataclasses import replace

        if len(_NAMES) > 256:
            _NAMES.clear()
        item = item_type if item_type is not None else names.item
        hit = _NAMES[key] = (names, item_type, replace(names, repeat=True, item=item))
    return hit[2]


def _mm(value, extent: float) -> float:
    number, percent = value
    return extent * number / 100.0 if percent else number
