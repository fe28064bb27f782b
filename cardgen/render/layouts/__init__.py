"""Faces drawn from layouts: a game's data says what a face shows (``layouts.yaml``, read
by :mod:`cardgen.model.layout_reader`), this package draws it on any canvas.

* :func:`layout_elements` — the elements that draw a face (the item's own layout, else
  its component's; the front or the back list), or None when no layout draws it.
* :func:`draw_face` — draws them; a face that cannot be drawn (a text that does not fit
  even at its ``min_size``, a missing image, an unknown icon …) raises
  :class:`~cardgen.errors.ContentError` with one problem, located where the layout says
  what failed and naming the card, its language and side.
* :class:`NullCanvas` — measures and checks without drawing (``cardgen validate``).

Modules: :mod:`.geometry` (boxes), :mod:`.assets` (fonts, icons, images), :mod:`.draw`
(the elements).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardgen.errors import ContentError
from cardgen.model.layout_expr import Names
from cardgen.model.layout_values import Scope
from cardgen.render.canvas import Canvas
from cardgen.render.layouts.assets import assets_of
from cardgen.render.layouts.draw import FaceDrawer
from cardgen.render.layouts.faults import ElementFault
from cardgen.render.layouts.geometry import Boxes, face_boxes

__all__ = ["NullCanvas", "card_label", "draw_face", "face_fault", "layout_elements", "layout_name"]


def layout_name(item: Any, component: Any) -> str | None:
    """The layout of an item (its own, else its component's), or None."""
    own = getattr(item, "layout", None) if item is not None else None
    return own or getattr(component, "layout", None)


def layout_elements(face: Any, item: Any, component: Any, game: Any):
    """``(side, elements)`` of the layout that draws ``face``, or None."""
    design = getattr(game, "design", None)
    name = layout_name(item, component)
    if design is None or name is None or name not in design.layouts:
        return None
    layout = design.layouts[name]
    side = side_of(face, item)
    elements = layout.front if side == "front" else layout.back
    return None if elements is None else (side, elements)


class _Card(Mapping):
    """The built-in ``card.*`` names of one card, each worked out when a layout asks."""

    def __init__(self, item: Any, component: Any, lang: str) -> None:
        self.item, self.component, self.lang = item, component, lang

    def __getitem__(self, key: str) -> Any:
        item, component = self.item, self.component
        if key == "name":
            from cardgen.render.faces.generic import untitled_name

            if item.name is not None:
                return item.name.get(self.lang)
            return untitled_name(component, item, self.lang)
        if key == "number":
            return next((n for n, other in enumerate(component.items, 1) if other is item), 0)
        if key == "quantity":
            return item.quantity
        raise KeyError(key)

    def __iter__(self):
        return iter(("name", "number", "quantity"))

    def __len__(self) -> int:
        return 3


def _scope(face, item, component, game, lang: str, low_ink: bool) -> Scope:
    builtins: dict[str, Any] = {"deck": _Deck(component), "low_ink": low_ink}
    if item is not None:
        builtins["card"] = _Card(item, component, lang)
    names, rules = _names(game, face.type, item is not None)
    return Scope(names, face.fields, game.catalogs, lang, builtins, rules)


class _Deck(Mapping):
    """The built-in ``deck.*`` names, each worked out when a layout asks."""

    def __init__(self, component: Any) -> None:
        self.component = component

    def __getitem__(self, key: str) -> Any:
        if key == "name":
            return self.component.name
        if key == "cards":
            return self.component.total
        raise KeyError(key)

    def __iter__(self):
        return iter(("name", "cards"))

    def __len__(self) -> int:
        return 2


_NAMES: dict[tuple, tuple[Any, Names, Mapping[str, Any]]] = {}


def _names(game, face_type: str, card: bool) -> tuple[Names, Mapping[str, Any]]:
    """What the names of a face type mean, and the game's scoring rules by id (one object
    per game, face type and kind of face, so that what is worked out from it is shared
    by every card)."""
    types = game.field_types
    key = (id(game), face_type, card)
    hit = _NAMES.get(key)
    if hit is None or hit[0] is not game:
        if len(_NAMES) > 256:
            _NAMES.clear()
        names = Names(face_type, types["faces"].get(face_type, {}), types["catalogs"],
                      types["types"], card=card)  # fmt: skip
        rules = {rule.id: rule for rule in getattr(game, "scoring", ())}
        hit = _NAMES[key] = (game, names, rules)
    return hit[1], hit[2]


def draw_face(canvas, face, item, component, game, lang: str, found=None) -> None:
    """Draw ``face`` from its layout (``found``: :func:`layout_elements`' answer)."""
    fault = face_fault(canvas, face, item, component, game, lang, found)
    if fault is not None:
        where, message = fault
        label = card_label(item, component, side_of(face, item), [lang])
        raise ContentError([where.problem(f"{label}: {message}")])


def face_fault(canvas, face, item, component, game, lang: str, found=None):
    """Draw ``face`` from its layout; ``(where, message)`` of what stopped it, or None."""
    found = found or layout_elements(face, item, component, game)
    if found is None:
        raise ValueError("no layout draws this face")
    _side, elements = found
    boxes = boxes_of(elements, canvas.width, canvas.height, canvas.bleed)
    scope = _scope(face, item, component, game, lang, bool(canvas.low_ink))
    try:
        FaceDrawer(canvas, assets_of(game.design), scope, boxes).draw(elements)
    except ElementFault as error:
        message = error.fault.message
        if error.element.name and error.fault.where is None:
            message = f"element '{error.element.name}': {message}"
        return error.fault.where or error.element.at(error.key), message
    return None


_BOXES: dict[tuple, tuple[Any, Boxes]] = {}


def boxes_of(elements, width: float, height: float, bleed: float) -> Boxes:
    """The boxes of a layout's side at a card size (worked out once, for every card)."""
    key = (id(elements), width, height, bleed)
    hit = _BOXES.get(key)
    if hit is None or hit[0] is not elements:
        if len(_BOXES) > 256:
            _BOXES.clear()
        named = {e.name: e for e in elements if e.name is not None}
        hit = _BOXES[key] = (elements, Boxes(face_boxes(width, height, bleed), named, bleed))
    return hit[1]


def side_of(face, item) -> str:
    return "front" if item is not None and face is item.front else "back"


def card_label(item, component, side: str, langs: list[str], more: list[str] = ()) -> str:
    """How a message names faces: the card's id (this is for the command line) and the
    ids of ``more`` cards of the same component and side, the component, the side and
    the languages."""
    if item is None:
        return f"the common back of '{component.id}' ({', '.join(langs)})"
    ids = [item.id, *more]
    named = ", ".join(f"'{i}'" for i in ids[:MAX_NAMED])
    if len(ids) > MAX_NAMED:
        named += f" and {len(ids) - MAX_NAMED} more"
    what = "card" if len(ids) == 1 else "cards"
    return f"{what} {named} ({component.id}, {side}; {', '.join(langs)})"


MAX_NAMED = 3
"""Cards named in one message; more are counted."""


class NullCanvas(Canvas):
    """A canvas that draws nothing: a layout drawn on it is measured and checked only."""

    def _draw_path(self, cmds, style, evenodd) -> None:
        pass

    def _draw_rect(self, x, y, w, h, r, style) -> None:
        pass

    def _draw_circle(self, cx, cy, r, style) -> None:
        pass

    def _push_clip(self, cmds) -> None:
        pass

    def _pop_clip(self) -> None:
        pass

    def _push_transform(self, matrix) -> None:
        pass

    def _pop_transform(self) -> None:
        pass

    def _fill_pattern(self, cmds, evenodd, name, color, spacing, width) -> None:
        pass

    def _glyph_run(self, x, baseline, text, bold, size_mm, color, family: str = "") -> None:
        pass

    def _draw_image(self, path, x, y, w, h) -> None:
        pass
