"""Reading ``components`` sections: decks, tiles, tokens and sheets with their items,
faces, polyomino cells, sizes and declared counts."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from types import MappingProxyType
from typing import Any

from cardgen.model.item_rows import ItemRowsReader
from cardgen.model.layout_uses import LayoutRef
from cardgen.model.schema import Checker, FieldType
from cardgen.model.types import (
    Catalog,
    Component,
    Face,
    Item,
    Size,
)
from cardgen.model.yamlsrc import PathKey, Source

SIZES: Mapping[str, Size] = MappingProxyType(
    {
        "poker": Size(63.5, 88.9),
        "poker-rounded": Size(63.0, 88.0),
        "bridge": Size(57.15, 88.9),
        "american": Size(56.0, 87.0),
        "euro": Size(59.0, 92.0),
        "mini-euro": Size(44.0, 68.0),
        "mini-american": Size(41.0, 63.0),
        "tarot": Size(70.0, 120.0),
        "square-70": Size(70.0, 70.0),
        "square-63": Size(63.0, 63.0),
    }
)
"""Named trim sizes (width × height, mm), from ``shared/print.md``."""

KINDS = ("deck", "tiles", "tokens", "sheet")
SHAPES = ("rect", "round", "polyomino")


class ComponentReader(ItemRowsReader):
    layout_refs: list[LayoutRef]

    def _components(
        self,
        face_types: dict[str, dict[str, FieldType]],
        base_checker: Checker,
        catalogs: dict[str, Catalog],
    ) -> tuple[Component, ...]:
        components: list[Component] = []
        component_ids: set[str] = set()
        item_ids: dict[str, str] = {}
        for source, path, value in self.sections["components"]:
            report = self._reporter(source)
            checker = replace(base_checker, report=report)
            if not isinstance(value, list):
                report(path, "expected a list of components")
                continue
            for i, entry in enumerate(value):
                here = (*path, i)
                data = self._keys(
                    source,
                    entry,
                    here,
                    ("id", "kind", "name", "front"),
                    (
                        "items",
                        "items_from",
                        "size",
                        "shape",
                        "cell",
                        "corner",
                        "back",
                        "back_type",
                        "count",
                        "count_by",
                        "provenance",
                        "layout",
                        "item_name",
                    ),
                )
                if data is None:
                    continue
                comp_id = self._id(source, data.get("id"), (*here, "id"))
                if comp_id in component_ids:
                    report((*here, "id"), f"duplicate component id '{comp_id}'")
                elif comp_id:
                    component_ids.add(comp_id)
                kind = data.get("kind")
                if kind not in KINDS:
                    report((*here, "kind"), f"expected one of {', '.join(KINDS)}, got {kind!r}")
                name = self._text(source, data.get("name"), (*here, "name"))
                item_name = None
                if "item_name" in data:
                    item_name = self._text(source, data["item_name"], (*here, "item_name"))
                    if item_name is not None and any(
                        "{n}" not in text for text in item_name.values.values()
                    ):
                        report(
                            (*here, "item_name"),
                            'expected a name with {n} where the item\'s number goes ("Boat {n}")',
                        )
                        item_name = None
                size = self._size(source, data.get("size"), (*here, "size"), kind)
                shape = data.get("shape", "rect")
                if shape not in SHAPES:
                    report((*here, "shape"), f"expected one of {', '.join(SHAPES)}, got {shape!r}")
                cell = data.get("cell")
                if shape == "polyomino":
                    if not isinstance(cell, int | float) or isinstance(cell, bool) or cell <= 0:
                        report(
                            (*here, "cell") if "cell" in data else here,
                            "a polyomino component needs 'cell' (the square's side in mm)",
                        )
                        cell = None
                elif "cell" in data:
                    report((*here, "cell"), "'cell' only applies to shape: polyomino")
                corner = data.get("corner", 0.0)
                if not isinstance(corner, int | float) or isinstance(corner, bool) or corner < 0:
                    report((*here, "corner"), "expected a corner radius in mm (≥ 0)")
                    corner = 0.0
                front_type = data.get("front")
                declared = ", ".join(sorted(face_types)) or "none"
                if not isinstance(front_type, str):
                    report(
                        (*here, "front"),
                        f"expected the name of one face type (declared: {declared}), "
                        f"got {_kind(front_type)}",
                    )
                    front_type = None
                elif front_type not in face_types:
                    report(
                        (*here, "front"),
                        f"unknown face type {front_type!r} (declared: {declared})",
                    )
                    front_type = None
                back_type = data.get("back_type")
                if back_type is not None and not isinstance(back_type, str):
                    report(
                        (*here, "back_type"),
                        f"expected the name of one face type (declared: {declared}), "
                        f"got {_kind(back_type)}",
                    )
                    back_type = None
                elif back_type is not None and back_type not in face_types:
                    report(
                        (*here, "back_type"),
                        f"unknown face type {back_type!r} (declared: {declared})",
                    )
                    back_type = None
                common_back = None
                if "back" in data:
                    if "back_type" in data:
                        report(
                            (*here, "back"),
                            "give either a common 'back' or 'back_type' (per-item backs), not both",
                        )
                    common_back = self._face(
                        data["back"], (*here, "back"), None, face_types, checker, report
                    )
                prov = None
                if "provenance" in data:
                    prov = self._provenance(source, data["provenance"], (*here, "provenance"))
                before = len(self.problems)
                item_source, item_list, item_path = self._item_rows(
                    source, data, here, front_type, back_type, shape, face_types
                )
                items = self._items(
                    item_source,
                    item_list,
                    item_path,
                    front_type,
                    back_type,
                    shape,
                    face_types,
                    checker,
                    item_ids,
                    comp_id,
                )
                items_clean = len(self.problems) == before and front_type is not None
                count = None
                if "count" in data:
                    count = self._int(source, data["count"], (*here, "count"), 0)
                total = sum(item.quantity for item in items)
                if count is not None and items_clean and total != count:
                    report(
                        (*here, "count"), f"declares {count} items but the items add up to {total}"
                    )
                if "count_by" in data and front_type and items_clean:
                    self._count_by(
                        source,
                        data["count_by"],
                        (*here, "count_by"),
                        items,
                        face_types[front_type],
                        catalogs,
                    )
                layout = self._layout_ref(source, data, here, comp_id, None)
                if None in (comp_id, name, front_type) or kind not in KINDS:
                    continue
                components.append(
                    Component(
                        id=comp_id,
                        kind=kind,
                        name=name,
                        size=size,
                        shape=shape,
                        front_type=front_type,
                        items=tuple(items),
                        back=common_back,
                        back_type=back_type,
                        cell_mm=float(cell) if cell else None,
                        corner_mm=float(corner),
                        count=count,
                        provenance=prov,
                        layout=layout,
                        item_name=item_name,
                    )
                )
        return tuple(components)

    def _size(self, source: Source, value: Any, path: PathKey, kind: Any) -> Size | None:
        report = self._reporter(source)
        if value is None:
            if kind not in ("sheet", "tiles"):
                report(
                    path[:-1],
                    "missing required key 'size' (a name such as poker, or {width, height} in mm)",
                )
            return None
        if isinstance(value, str):
            if value not in SIZES:
                report(path, f"unknown size '{value}' (known: {', '.join(SIZES)})")
                return None
            return SIZES[value]
        data = self._keys(source, value, path, ("width", "height"))
        if data is None:
            return None
        dims = []
        for key in ("width", "height"):
            v = data.get(key)
            if not isinstance(v, int | float) or isinstance(v, bool) or not 5 <= v <= 500:
                report((*path, key), "expected a length in mm between 5 and 500")
                return None
            dims.append(float(v))
        return Size(*dims)

    def _face(
        self,
        value: Any,
        path: PathKey,
        face_type: str | None,
        face_types: dict[str, dict[str, FieldType]],
        checker: Checker,
        report,
    ) -> Face | None:
        """A face: its type is given by the component, or (common backs) by a 'type' key."""
        if face_type is None:
            if not isinstance(value, dict) or value.get("type") not in face_types:
                got = value.get("type") if isinstance(value, dict) else None
                declared = ", ".join(sorted(face_types)) or "none"
                report(
                    path,
                    f"a common back needs 'type:' naming a face type (declared: {declared}), "
                    f"got {got!r}",
                )
                return None
            face_type = value["type"]
            fields = checker.fields(value, path, face_types[face_type], ignore=frozenset({"type"}))
        else:
            if value is None:
                value = {}
            fields = checker.fields(value, path, face_types[face_type])
        return Face(face_type, fields) if fields is not None else None

    def _items(
        self,
        source,
        value,
        path,
        front_type,
        back_type,
        shape,
        face_types,
        checker,
        item_ids,
        comp_id,
    ) -> list[Item]:
        report = self._reporter(source)
        checker = replace(checker, report=report)
        if not isinstance(value, list):
            report(path, "expected a list of items")
            return []
        items: list[Item] = []
        for i, entry in enumerate(value):
            here = (*path, i)
            data = self._keys(
                source,
                entry,
                here,
                ("id",),
                ("quantity", "name", "front", "back", "cells", "provenance", "layout"),
            )
            if data is None:
                continue
            item_id = self._id(source, data.get("id"), (*here, "id"))
            if item_id in item_ids:
                report(
                    (*here, "id"),
                    f"duplicate item id '{item_id}' (already in "
                    f"component '{item_ids[item_id]}'; item ids are unique in a game)",
                )
                item_id = None
            elif item_id:
                item_ids[item_id] = comp_id or "?"
            quantity = self._int(source, data.get("quantity", 1), (*here, "quantity"), 1)
            name = self._text(source, data["name"], (*here, "name")) if "name" in data else None
            front = None
            if front_type:
                front = self._face(
                    data.get("front"), (*here, "front"), front_type, face_types, checker, report
                )
            back = None
            if "back" in data:
                if back_type is None:
                    report(
                        (*here, "back"),
                        "this component has no 'back_type': its items share the common back",
                    )
                else:
                    back = self._face(
                        data["back"], (*here, "back"), back_type, face_types, checker, report
                    )
            elif back_type is not None:
                report(
                    here, f"missing 'back' (the component's items each have a '{back_type}' back)"
                )
            cells = None
            if shape == "polyomino":
                cells = self._cells(source, data.get("cells"), (*here, "cells"))
            elif "cells" in data:
                report((*here, "cells"), "'cells' only applies to shape: polyomino")
            prov = None
            if "provenance" in data:
                prov = self._provenance(source, data["provenance"], (*here, "provenance"))
            layout = self._layout_ref(source, data, here, comp_id, item_id)
            if item_id and quantity and front is not None:
                items.append(Item(item_id, quantity, front, back, name, cells, prov, layout))
        return items

    def _layout_ref(self, source, data, here, comp_id, item_id) -> str | None:
        """A ``layout:`` of a component or item: its name, noted for the check of uses
        (:mod:`cardgen.model.layout_uses`), or None."""
        if "layout" not in data or data["layout"] in (None, ""):
            return None
        value = data["layout"]
        if not isinstance(value, str):
            self._reporter(source)(
                (*here, "layout"), f"expected the name of a layout, got {value!r}"
            )
            return None
        if comp_id:
            self.layout_refs.append(LayoutRef(source, (*here, "layout"), value, comp_id, item_id))
        return value

    def _cells(self, source: Source, value: Any, path: PathKey) -> tuple[str, ...] | None:
        report = self._reporter(source)
        if (
            not isinstance(value, list)
            or not value
            or not all(isinstance(r, str) and r and set(r) <= {"X", "."} for r in value)
        ):
            report(path, "expected polyomino rows like ['XX', 'X.'] (X = square, . = none)")
            return None
        if len({len(r) for r in value}) != 1:
            report(path, "every row must have the same length")
            return None
        squares = {(x, y) for y, row in enumerate(value) for x, c in enumerate(row) if c == "X"}
        if not squares:
            report(path, "a tile needs at least one square")
            return None
        start = next(iter(squares))
        stack, reached = [start], {start}
        while stack:
            x, y = stack.pop()
            for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if n in squares and n not in reached:
                    reached.add(n)
                    stack.append(n)
        if reached != squares:
            report(path, "the squares of a tile must be connected edge to edge")
            return None
        return tuple(value)

    def _count_by(self, source, value, path, items, front_fields, catalogs) -> None:
        report = self._reporter(source)
        data = self._keys(source, value, path, ("field", "expect"))
        if data is None or "field" not in data or "expect" not in data:
            return
        ftype = front_fields.get(data["field"])
        if ftype is None or ftype.kind != "ref" or ftype.target not in catalogs:
            report((*path, "field"), "expected the name of a front field that refers to a catalog")
            return
        catalog = catalogs[ftype.target]
        totals: dict[str, int] = {}
        for item in items:
            key = item.front.get(data["field"])
            totals[key] = totals.get(key, 0) + item.quantity
        for entry in catalog:
            expected = entry.get(data["expect"])
            if not isinstance(expected, int):
                report(
                    (*path, "expect"),
                    f"catalog '{catalog.name}' has no integer field "
                    f"'{data['expect']}' on '{entry.id}'",
                )
                return
            if totals.get(entry.id, 0) != expected:
                report(
                    path,
                    f"{catalog.name} '{entry.id}' expects {expected} items, the "
                    f"items have {totals.get(entry.id, 0)}",
                )


def _kind(value: object) -> str:
    """What a YAML value is, for a message: "a list", "a mapping", "a number", …"""
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    if value is None:
        return "nothing"
    if isinstance(value, bool | int | float):
        return f"the value {value!r}"
    return repr(value)
