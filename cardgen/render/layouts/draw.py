"""Drawing one face from a layout's elements onto any canvas.

Each element is drawn in list order (later ones on top), through the canvas API (the
primitives its drawing methods make, see :mod:`cardgen.render.layouts.kinds`), so the
face is the same in SVG and PDF. Values come from the card through the element's
templates (:mod:`cardgen.model.layout_expr`); an element whose ``when`` is false is not
drawn (its box still exists for elements placed in it). Anything that cannot be drawn
raises :class:`~cardgen.render.layouts.assets.Fault` naming the element's key.

Each kind of element: :mod:`cardgen.render.layouts.kinds`; repeats and groups:
:mod:`cardgen.render.layouts.copies`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardgen.model.layout_elements import colour_value
from cardgen.model.layout_expr import ExprError
from cardgen.model.layout_types import Element, Template
from cardgen.model.layout_values import Scope, holds, render
from cardgen.render.layouts.assets import Assets, Fault
from cardgen.render.layouts.faults import ElementFault, KeyFault
from cardgen.render.layouts.geometry import Box, Boxes, rotation
from cardgen.render.layouts.kinds import ElementKinds

_STATIC: dict[int, tuple[Element, Any]] = {}
"""What each element that depends on no card draws with (an element belongs to one game's
design and assets, which it is resolved with)."""
_VALUES: dict[tuple, tuple[Element, Any]] = {}
"""What each element whose keys are templates draws with, by the texts they give."""
MAX_VALUES = 8192
_TEXTS: dict[tuple, tuple[Any, str]] = {}
"""Templates' texts by what they follow from (see ``FaceDrawer._shared_key``)."""


class FaceDrawer(ElementKinds):
    """Draws the elements of one face for one card (``scope``: its values)."""

    def __init__(self, canvas: Any, assets: Assets, scope: Scope, boxes: Boxes) -> None:
        self.canvas = canvas
        self.assets = assets
        self.scope = scope
        self.boxes = boxes
        self.copy: tuple[int, ...] = ()
        """Where the drawing is among repeats: the copy's number in each (outermost
        first); the texts of a copy's templates are remembered under it."""
        self.cell: Box | None = None
        """The box of the copy being drawn (``in: cell``)."""

        self._texts: dict[Any, str] = {}
        """Templates' texts on this face, by template and copy ("{suit.colour}" of several
        elements: once)."""

    def draw(self, elements: Sequence[Element]) -> None:
        for element in elements:
            self.element(element, None)

    def element(self, element: Element, parent: Box | None) -> None:
        """Draw ``element`` (``parent``: the box of the cell or group it is drawn in)."""
        key = "when"
        try:
            condition = element.props.get("when")
            if condition is not None and not holds(condition, self.scope):
                return
            key = "in"
            box = self.boxes.of(element, parent, self.cell)
            key = ""
            resolve, paint = KINDS[element.kind]
            if resolve is None:  # (a repeat or a group: its elements draw themselves)
                paint(self, element, box)
            elif element.rotate:
                self._turned(paint, element, self.values(element), box)
            else:
                paint(self, self.values(element), box)
        except ElementFault:
            raise
        except KeyFault as fault:
            raise ElementFault(element, fault.key, fault.fault) from None
        except Fault as fault:
            raise ElementFault(element, key, fault) from None
        except ExprError as error:
            raise ElementFault(element, key, Fault(str(error))) from None

    def copies(self, element: Element, cells: Sequence[Box]) -> None:
        """Draw ``element`` in each of ``cells``, all copies alike but for their box (see
        :func:`cardgen.render.layouts.copies.simple`): its values are resolved once."""
        key = ""
        outer = self.cell
        try:
            paint = KINDS[element.kind][1]
            values = self.values(element)
            place = self.boxes.of
            for cell in cells:
                key = "in"
                self.cell = cell
                box = place(element, cell, cell)
                key = ""
                if element.rotate:
                    self._turned(paint, element, values, box)
                else:
                    paint(self, values, box)
        except KeyFault as fault:
            raise ElementFault(element, fault.key, fault.fault) from None
        except Fault as fault:
            raise ElementFault(element, key, fault) from None
        except ExprError as error:
            raise ElementFault(element, key, Fault(str(error))) from None
        finally:
            self.cell = outer

    def _turned(self, paint, element: Element, values, box: Box) -> None:
        x, y, w, h = box
        canvas = self.canvas
        canvas._push_transform(rotation(element.rotate, x + w / 2, y + h / 2))
        try:
            paint(self, values, box)
        finally:
            canvas._pop_transform()

    def values(self, element: Element) -> Any:
        """What ``element`` draws with (its colours, texts, icon …), resolved from its
        keys: once for good when it depends on no card, else once per set of texts its
        templates give (a pip's once per face, a suit's colour once per suit)."""
        dynamic = element.dynamic
        if not dynamic:
            hit = _STATIC.get(id(element))
            if hit is None or hit[0] is not element:
                if len(_STATIC) > MAX_VALUES:
                    _STATIC.clear()
                hit = _STATIC[id(element)] = (element, KINDS[element.kind][0](self, element))
            return hit[1]
        if "each" in element.props:  # (a text of one paragraph per entry)
            return KINDS[element.kind][0](self, element)
        # the same texts give the same values: the cards of one suit share them
        text = self.template_text
        if len(dynamic) == 1:
            key: tuple = (id(element), text(dynamic[0][1], dynamic[0][0]))
        else:
            key = (id(element), *[text(template, k) for k, template in dynamic])
        hit = _VALUES.get(key)
        if hit is None or hit[0] is not element:
            if len(_VALUES) > MAX_VALUES:
                _VALUES.clear()
            hit = _VALUES[key] = (element, KINDS[element.kind][0](self, element))
        return hit[1]

    # -- values ----------------------------------------------------------------------
    def text_of(self, element: Element, key: str, default: str | None = None) -> str | None:
        template: Template | None = element.props.get(key)
        if template is None:
            return default
        return self.template_text(template, key)

    def template_text(self, template: Template, key: str) -> str:
        literal = template.literal
        if literal is not None:
            return literal
        # ("{suit.colour}" of several elements: once; "{index}" once per copy)
        memo = (template.source, self.copy) if template.per_copy else template.source
        text = self._texts.get(memo)
        if text is not None:
            return text
        shared = self._shared_key(template)
        if shared is not None:
            hit = _TEXTS.get(shared)
            if hit is not None and hit[0] is self.scope.names:
                self._texts[memo] = hit[1]
                return hit[1]
        try:
            text = self._texts[memo] = render(template, self.scope)
        except ExprError as error:
            raise KeyFault(key, Fault(str(error))) from None
        if shared is not None:
            if len(_TEXTS) > MAX_VALUES:
                _TEXTS.clear()
            _TEXTS[shared] = (self.scope.names, text)
        return text

    def _shared_key(self, template: Template) -> tuple | None:
        """What a template's text follows from when it reads fields of the face only: the
        face type, the language and those fields' values ("{suit.colour}": the suit), so
        the cards that share them share its text; None when it reads more (a built-in
        name, a copy's) or a value that cannot be a key."""
        scope = self.scope
        names = scope.names
        fields = names.fields
        heads = template.heads
        for head in heads:
            if head not in fields or head in ("item", "index", "count"):
                return None
        values = scope.values
        key = (template.source, id(names), scope.lang, *[values.get(h) for h in heads])
        try:
            hash(key)
        except TypeError:  # (a list, a text in several languages …)
            return None
        return key

    def colour(self, element: Element, key: str, default: str | None) -> str | None:
        text = self.text_of(element, key)
        if text is None:
            return default
        colour = colour_value(text)
        if colour is None:
            raise KeyFault(key, Fault(f"{text!r} is not a colour (expected '#rrggbb')"))
        return colour or None


def _repeat(drawer: FaceDrawer, element: Element, box: Box) -> None:
    from cardgen.render.layouts.copies import draw_repeat

    draw_repeat(drawer, element, box)


def _group(drawer: FaceDrawer, element: Element, box: Box) -> None:
    for child in element.children:
        drawer.element(child, box)


KINDS = {
    "rect": (ElementKinds._shape, ElementKinds._paint_rect),
    "ellipse": (ElementKinds._shape, ElementKinds._paint_ellipse),
    "line": (ElementKinds._line, ElementKinds._paint_line),
    "text": (ElementKinds._text, ElementKinds._paint_text),
    "image": (ElementKinds._image, ElementKinds._paint_image),
    "icon": (ElementKinds._icon, ElementKinds._paint_icon),
    "repeat": (None, _repeat),
    "group": (None, _group),
}
"""How each kind is drawn: what it resolves once per face (None: nothing, its own
elements do), and how it paints that into a box."""
