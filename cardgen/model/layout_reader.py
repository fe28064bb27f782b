"""Reading a game's ``fonts``, ``icons``, ``styles`` and ``layouts`` sections (usually in
``layouts.yaml``) into a :class:`~cardgen.model.layout_types.Design`, and checking the
layouts' uses by components and items (:mod:`cardgen.model.layout_uses`).

Order of work: every named definition is collected (a name is defined once, in whichever
file); a layout's ``extends`` chain is resolved element by element (an element with the
name of an inherited one changes that one's keys, others are added); styles (and the
styles they extend) are merged under each element's own keys; then each element is read
by :mod:`cardgen.model.layout_elements`. Fonts and icons: :mod:`cardgen.model.layout_assets`.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Any

from cardgen.model.layout_assets import LayoutAssetsReader, Named, where
from cardgen.model.layout_elements import ElementContext, Raw, read_element, suggest
from cardgen.model.layout_types import (
    BOXES,
    CELL,
    KIND_KEYS,
    LAYOUT_KEYS,
    SECTIONS,
    STYLE_KEYS,
    Design,
    Element,
    Layout,
    Where,
)
from cardgen.model.reader import Section
from cardgen.model.yamlsrc import PathKey, Source

LAYOUT_SECTIONS = SECTIONS
MAX_EXTENDS = 32
"""Longest chain of styles or of layouts extending one another (a guard: the chain is
followed by recursion)."""


def raw_of(value: dict, source: Source, path: PathKey) -> Raw:
    """A YAML mapping as :data:`Raw`: each key with its value, where the value was written,
    its source and path, and where the key was written."""
    return {
        str(k): (
            v,
            where(source, (*path, k)),
            source,
            (*path, k),
            where(source, (*path, k), key=True),
        )
        for k, v in value.items()
    }


class LayoutReader(LayoutAssetsReader):
    sections: dict[str, list[Section]]

    def _where_report(self, at: Where, message: str) -> None:
        self.problems.append(at.problem(message))

    def _design(self) -> Design | None:
        if not any(self.sections[s] for s in LAYOUT_SECTIONS):
            return None
        declared = self._named("fonts", "font families")
        fonts = self._fonts(declared)
        icons = self._icons()
        styles = self._named("styles", "styles")
        layouts_raw = self._named("layouts", "layouts")
        # (a declared font whose file is refused is still a font: no second message)
        ctx = ElementContext(self.folder, frozenset(declared), self._where_report)
        resolver = _Resolver(self, styles, layouts_raw)
        layouts: dict[str, Layout] = {}
        for name, (_value, source, path) in layouts_raw.items():
            sides = {}
            for side in ("front", "back"):
                raws = resolver.side(name, side)
                sides[side] = None if raws is None else self._layout_face(raws, ctx)
            layouts[name] = Layout(name, sides["front"], sides["back"], where(source, path))
        for name in styles:
            resolver.style(name)  # reports problems of styles no element uses too
        return Design(
            self.folder,
            MappingProxyType(layouts),
            MappingProxyType(fonts),
            MappingProxyType(icons),
        )

    def _layout_face(
        self, raws: list[tuple[Raw, Where]], ctx: ElementContext
    ) -> tuple[Element, ...]:
        elements = []
        for raw, at in raws:
            element = read_element(raw, at, ctx)
            if element is not None:
                elements.append(element)
        _check_boxes(elements, self._where_report)
        return tuple(elements)

    # -- fonts and icons -------------------------------------------------------------


class _Resolver:
    """Resolves ``extends`` of layouts and styles, and merges styles into elements."""

    def __init__(self, reader: LayoutReader, styles: Named, layouts: Named) -> None:
        self.reader = reader
        self.styles = styles
        self.layouts = layouts
        self._styles: dict[str, Raw | None] = {}
        self._sides: dict[tuple[str, str], list[tuple[Raw, Where]] | None] = {}
        self._open: set[Any] = set()

    def report(self, source: Source, path: PathKey, message: str, *, key: bool = False) -> None:
        self.reader.problems.append(source.problem(path, message, key=key))

    # -- styles ----------------------------------------------------------------------
    def style(self, name: str) -> Raw | None:
        if name in self._styles:
            return self._styles[name]
        value, source, path = self.styles[name]
        if ("style", name) in self._open:
            self.report(source, path, f"style '{name}' extends itself (through extends)", key=True)
            return None
        if len(self._open) >= MAX_EXTENDS:
            self.report(source, path, f"more than {MAX_EXTENDS} styles extend one another here",
                        key=True)  # fmt: skip
            return None
        self._open.add(("style", name))
        try:
            merged = self._style(name, value, source, path)
        finally:
            self._open.discard(("style", name))
        self._styles[name] = merged
        return merged

    def _style(self, name: str, value: Any, source: Source, path: PathKey) -> Raw | None:
        if not isinstance(value, dict):
            self.report(source, path, "expected a mapping of keys (size: 9, color: '#333333' …)")
            return None
        merged: Raw = {}
        parents = value.get("extends", [])
        for parent in parents if isinstance(parents, list) else [parents]:
            got = self.named_style(parent, source, (*path, "extends"))
            if got is not None:
                merged.update(got)
        for key, item in raw_of(value, source, path).items():
            if key == "extends":
                continue
            if key not in STYLE_KEYS:
                self.report(source, (*path, key), f"unknown key '{key}' for a style (keys: "
                            f"extends, {', '.join(STYLE_KEYS)})" + suggest(key, STYLE_KEYS),
                            key=True)  # fmt: skip
                continue
            merged[key] = item
        return merged

    def named_style(self, name: Any, source: Source, path: PathKey) -> Raw | None:
        if not isinstance(name, str) or name not in self.styles:
            known = ", ".join(sorted(self.styles)) or "none defined"
            self.report(source, path, f"unknown style {name!r} (styles: {known})")
            return None
        return self.style(name)

    def with_styles(self, raw: Raw) -> Raw:
        """An element's keys over those of its styles (a style's keys its kind does not
        take are left out); a repeat's element gets the same treatment."""
        merged: Raw = {}
        if "style" in raw:
            value, at, source, path = raw["style"][:4]
            names = value if isinstance(value, list) else [value]
            kind = raw.get("kind", (None,))[0]
            for name in names:
                got = self.named_style(name, source, path)
                for key, item in (got or {}).items():
                    if not isinstance(kind, str) or kind not in KIND_KEYS or key in KIND_KEYS[kind]:
                        merged[key] = item
        merged.update(raw)
        if "element" in merged and isinstance(merged["element"][0], dict):
            value, at, source, path, key_at = merged["element"]
            child = self.with_styles(raw_of(value, source, path))
            merged["element"] = (child, at, source, path, key_at)
        return merged

    # -- layouts ---------------------------------------------------------------------
    def side(self, name: str, side: str) -> list[tuple[Raw, Where]] | None:
        """The elements of a layout's side (extends resolved, styles merged), as
        ``(raw, where)``; None when neither the layout nor what it extends has the side."""
        key = (name, side)
        if key not in self._sides:
            self._sides[key] = self._side(name, side)
        return self._sides[key]

    def _side(self, name: str, side: str) -> list[tuple[Raw, Where]] | None:
        value, source, path = self.layouts[name]
        if ("layout", name) in self._open:
            self.report(source, path, f"layout '{name}' extends itself (through extends)", key=True)
            return None
        if len(self._open) >= MAX_EXTENDS:
            if side == "front":
                self.report(source, path, f"more than {MAX_EXTENDS} layouts extend one another"
                            " here", key=True)  # fmt: skip
            return None
        if not isinstance(value, dict):
            self.report(source, path, "expected a layout: {front: [elements], back: [elements]}")
            return None
        if side == "front":  # (report the keys once)
            self.reader._keys(source, value, path, (), LAYOUT_KEYS)
        inherited: list[tuple[Raw, Where]] | None = None
        if "extends" in value:
            parent = value["extends"]
            if not isinstance(parent, str) or parent not in self.layouts:
                if side == "front":
                    known = ", ".join(sorted(self.layouts))
                    self.report(source, (*path, "extends"), f"unknown layout {parent!r} "
                                f"(layouts: {known})")  # fmt: skip
            else:
                self._open.add(("layout", name))
                try:
                    inherited = self.side(parent, side)
                finally:
                    self._open.discard(("layout", name))
        if side not in value:
            return None if inherited is None else list(inherited)
        own = value[side]
        if own is None:
            own = []
        if not isinstance(own, list):
            self.report(source, (*path, side), f"expected a list of elements (the {side})")
            return inherited
        elements = [(dict(raw), at) for raw, at in (inherited or [])]
        inherited_count = len(elements)
        for i, entry in enumerate(own):
            here = (*path, side, i)
            at = where(source, here)
            if not isinstance(entry, dict):
                self.report(source, here, "expected an element: a mapping with kind: …")
                continue
            raw = self.with_styles(raw_of(entry, source, here))
            name_of = entry.get("name")
            target = next(  # (only an inherited element is changed; two own ones clash)
                (j for j, (old, _w) in enumerate(elements[:inherited_count])
                 if name_of and _name(old) == name_of),
                None,
            )  # fmt: skip
            if target is None:
                elements.append((raw, at))
                continue
            old, _old_at = elements[target]
            if "kind" in entry and entry["kind"] != old.get("kind", (None,))[0]:
                self.report(source, (*here, "kind"), f"'{name_of}' is a "
                            f"{old.get('kind', (None,))[0]} in the layout this one extends; its"
                            " kind cannot change (give the new element another name)")  # fmt: skip
                continue
            patched = dict(old)
            patched.update(raw)
            elements[target] = (patched, at)
        return elements


def _name(raw: Raw) -> Any:
    return raw.get("name", (None,))[0]


def _check_boxes(elements: list[Element], report) -> None:
    """Element names are unique on a face, every ``in`` names a box or an element of the
    face, and no element's box depends on itself."""
    names: dict[str, Element] = {}
    for element in elements:
        if element.name is not None:
            if element.name in names:
                report(element.at("name"), f"two elements are named '{element.name}' on this face")
            names[element.name] = element
    known = (*BOXES, *sorted(names))
    for element in elements:
        for el, extra in ((element, ()), (element.child, (CELL,))):
            if el is None:
                continue
            box = el.get("in")
            if box is not None and box not in known and box not in extra:
                report(el.at("in"), f"unknown box '{box}' (boxes: {', '.join((*extra, *known))})")
    for element in elements:
        seen = {element.name}
        box = element.get("in")
        while box in names:
            if box in seen:
                report(element.at("in"), f"the box of '{element.name}' depends on itself ('in:')")
                break
            if len(seen) > MAX_EXTENDS:
                report(element.at("in"), f"more than {MAX_EXTENDS} boxes sit in one another here")
                break
            seen.add(box)
            box = names[box].get("in")
