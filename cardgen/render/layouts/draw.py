"""Drawing one face from a layout's elements onto any canvas.

Each element is drawn in list order (later ones on top), through the canvas API only, so
the face is the same in SVG and PDF. Values come from the card through the element's
templates (:mod:`cardgen.model.layout_expr`); an element whose ``when`` is false is not
drawn (its box still exists for elements placed in it). Anything that cannot be drawn
raises :class:`~cardgen.render.layouts.assets.Fault` naming the element's key.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from cardgen.model.layout_elements import colour_value
from cardgen.model.layout_expr import ExprError
from cardgen.model.layout_types import CELL, MAX_REPEAT, Element, Template
from cardgen.model.layout_values import Scope, holds, render
from cardgen.render.canvas import TextFitError
from cardgen.render.layouts.assets import Assets, Fault
from cardgen.render.layouts.geometry import (
    Box,
    Boxes,
    grid_cells,
    line_cells,
    point,
    rotation,
)
from cardgen.render.paths import rect_commands
from cardgen.render.svgimport import draw_vector, fit_box

DEFAULT_SIZE = 9.0
"""Font size (pt) of a text element without ``size``."""
DEFAULT_MIN_SIZE = 6.0
"""The floor (pt) a text shrinks to without ``min_size`` (or its size, if smaller)."""


class ElementFault(Exception):
    """A :class:`Fault` of one element and key (for the located message)."""

    def __init__(self, element: Element, key: str, fault: Fault) -> None:
        super().__init__(fault.message)
        self.element = element
        self.key = key
        self.fault = fault


@dataclass
class FaceDrawer:
    canvas: Any
    assets: Assets
    scope: Scope

    def __post_init__(self) -> None:
        self._repeat_names = None
        self._texts: dict[tuple, str] = {}
        """Templates' texts on this face, by template and repeat index: a pip's colour and
        icon are worked out once, not once per pip."""

    def draw(self, elements: Sequence[Element], boxes: Boxes) -> None:
        for element in elements:
            self.element(element, boxes, "trim")

    def element(self, element: Element, boxes: Boxes, default: str) -> None:
        key = ""
        try:
            key = "when"
            condition = element.get("when")
            if condition is not None and not holds(condition, self.scope):
                return
            key = "in"
            box = boxes.of(element, default)
            key = ""
            angle = element.get("rotate")
            draw = _KINDS[element.kind]
            if angle:
                x, y, w, h = box
                with self.canvas.matrix(rotation(angle, x + w / 2, y + h / 2)):
                    draw(self, element, box, boxes)
            else:
                draw(self, element, box, boxes)
        except ElementFault:
            raise
        except _KeyFault as fault:
            raise ElementFault(element, fault.key, fault.fault) from None
        except Fault as fault:
            raise ElementFault(element, key, fault) from None
        except ExprError as error:
            raise ElementFault(element, key, Fault(str(error))) from None

    # -- values ----------------------------------------------------------------------
    def text_of(self, element: Element, key: str, default: str | None = None) -> str | None:
        template: Template | None = element.get(key)
        if template is None:
            return default
        literal = template.literal
        if literal is not None:
            return literal
        copy = self.scope.builtins.get("index") if template.per_copy else None
        memo = (template.source, copy)  # ("{suit.colour}" of several elements: once)
        text = self._texts.get(memo)
        if text is None:
            try:
                text = self._texts[memo] = render(template, self.scope)
            except ExprError as error:
                raise _KeyFault(key, Fault(str(error))) from None
        return text

    def colour(self, element: Element, key: str, default: str | None) -> str | None:
        text = self.text_of(element, key)
        if text is None:
            return default
        colour = colour_value(text)
        if colour is None:
            raise _KeyFault(key, Fault(f"{text!r} is not a colour (expected '#rrggbb')"))
        return colour or None

    def style(self, element: Element) -> dict[str, Any]:
        style: dict[str, Any] = {
            "fill": self.colour(element, "fill", None),
            "stroke": self.colour(element, "stroke", None),
        }
        if style["stroke"]:
            style["stroke_width"] = element.get("stroke_width", 0.3)
            style["dash"] = element.get("dash")
        pattern = element.get("pattern")
        if pattern and pattern != "none":
            style["pattern"] = pattern
            style["pattern_color"] = self.colour(element, "pattern_color", "#000000")
        return style

    # -- kinds -----------------------------------------------------------------------
    def _rect(self, element: Element, box: Box, boxes: Boxes) -> None:
        x, y, w, h = box
        style = self.style(element)
        if any(style.get(k) for k in ("fill", "stroke", "pattern")) and w > 0 and h > 0:
            self.canvas.rect(x, y, w, h, radius=element.get("radius", 0.0), **style)

    def _ellipse(self, element: Element, box: Box, boxes: Boxes) -> None:
        x, y, w, h = box
        style = self.style(element)
        if any(style.get(k) for k in ("fill", "stroke", "pattern")) and w > 0 and h > 0:
            self.canvas.ellipse(x + w / 2, y + h / 2, w / 2, h / 2, **style)

    def _line(self, element: Element, box: Box, boxes: Boxes) -> None:
        ref = boxes.ref(element)
        x1, y1 = point(element.get("from"), ref)
        x2, y2 = point(element.get("to"), ref)
        stroke = self.colour(element, "stroke", "#000000")
        if stroke:
            self.canvas.line(x1, y1, x2, y2, stroke=stroke,
                             stroke_width=element.get("stroke_width", 0.3),
                             dash=element.get("dash"))  # fmt: skip

    def _text(self, element: Element, box: Box, boxes: Boxes) -> None:
        x, y, w, h = box
        text = self.text_of(element, "text") or ""
        if not text.strip():
            return
        font = element.get("font")
        bold = bool(element.get("bold", False))
        try:
            family = self.assets.family(font)
            text = self.assets.inline_icons(text)
        except Fault as fault:
            raise _KeyFault("font" if fault.where else "text", fault) from None
        missing = self.assets.missing_glyphs(text, font, bold)
        if missing:
            raise _KeyFault("text", Fault(f"the font '{font}' has no glyph for {missing!r}"))
        size = element.get("size", DEFAULT_SIZE)
        floor = element.get("min_size", min(DEFAULT_MIN_SIZE, size))
        if w <= 0 or h <= 0:
            raise _KeyFault("", Fault(f"the text's box is {w:.1f} × {h:.1f} mm: it has no room"))
        try:
            self.canvas.text(text, x, y, w, h, size_pt=size, min_size_pt=floor, bold=bold,
                             align=element.get("align", "left"),
                             valign=element.get("valign", "top"),
                             color=self.colour(element, "color", "#000000") or "#000000",
                             line_height=element.get("line_height", 1.2), overflow="raise",
                             font=family)  # fmt: skip
        except TextFitError:
            shown = text.replace("**", "")
            shown = shown if len(shown) <= 40 else shown[:37] + "…"
            raise _KeyFault(
                "text",
                Fault(
                    f"the text {shown!r} does not fit its {w:.1f} × {h:.1f} mm box even at"
                    f" {floor:g} pt (min_size): shorten it, or give it more room or a"
                    " smaller min_size"
                ),
            ) from None

    def _image(self, element: Element, box: Box, boxes: Boxes) -> None:
        x, y, w, h = box
        written = self.text_of(element, "src") or ""
        if not written.strip():
            return
        try:
            fmt, file, iw, ih = self.assets.image(written)
        except Fault as fault:
            raise _KeyFault("src", fault) from None
        fit = element.get("fit", "contain")
        place = fit_box(iw, ih, x, y, w, h, fit)
        radius = element.get("radius", 0.0)
        clip = rect_commands(x, y, w, h, radius) if fit == "cover" or radius else None
        if clip is not None:
            with self.canvas.clipped(clip):
                self._place(fmt, file, place)
        else:
            self._place(fmt, file, place)

    def _place(self, fmt: str, file, box: Box) -> None:
        if fmt == "svg":
            try:
                draw_vector(self.canvas, self.assets.vector(file), *box)
            except Fault as fault:
                raise _KeyFault("src", fault) from None
        else:
            self.canvas.image(str(file), *box)

    def _icon(self, element: Element, box: Box, boxes: Boxes) -> None:
        x, y, w, h = box
        name = (self.text_of(element, "icon") or "").strip()
        if not name:
            return
        try:
            registered = self.assets.icon(name)
        except Fault as fault:
            raise _KeyFault("icon", fault) from None
        size = min(w, h)
        if size > 0:
            color = self.colour(element, "color", "#000000") or "#000000"
            self.canvas.icon(registered, x + (w - size) / 2, y + (h - size) / 2, size, color)

    def _repeat(self, element: Element, box: Box, boxes: Boxes) -> None:
        text = (self.text_of(element, "count") or "").strip()
        try:
            number = float(text) if text else 0.0
        except ValueError:
            raise _KeyFault("count", Fault(f"{text!r} is not a number of copies")) from None
        if not number.is_integer() or not 0 <= number <= MAX_REPEAT:
            raise _KeyFault(
                "count", Fault(f"{text} copies: expected a whole number 0..{MAX_REPEAT}")
            )
        count = int(number)
        grid = element.get("grid")
        if grid is not None:
            cells = grid_cells(box, count, grid["columns"], grid.get("rows"), grid["last_row"])
            if grid.get("rows") and count > grid["rows"] * grid["columns"]:
                message = f"{count} copies do not fit a grid of {grid['rows']} × {grid['columns']}"
                raise _KeyFault("count", Fault(message))
        else:
            along = element.get("along")
            x, y, w, h = box
            size = (_mm(along["size"][0], w), _mm(along["size"][1], h))
            cells = line_cells(point(along["from"], box), point(along["to"], box), size, count)
        child = element.child
        assert child is not None
        outer, outer_names = self.scope.builtins, self.scope.names
        if self._repeat_names is None:
            self._repeat_names = replace(outer_names, repeat=True)
        self.scope.names = self._repeat_names
        inner = boxes.with_cell(box)
        try:
            for index, cell in enumerate(cells, 1):
                self.scope.builtins = {**outer, "index": index, "count": count}
                inner.named[CELL] = cell
                self.element(child, inner, "cell")
        finally:
            self.scope.builtins, self.scope.names = outer, outer_names


class _KeyFault(Exception):
    def __init__(self, key: str, fault: Fault) -> None:
        super().__init__(fault.message)
        self.key = key
        self.fault = fault


def _mm(value, extent: float) -> float:
    number, percent = value
    return extent * number / 100.0 if percent else number


_KINDS = {
    "rect": FaceDrawer._rect,
    "ellipse": FaceDrawer._ellipse,
    "line": FaceDrawer._line,
    "text": FaceDrawer._text,
    "image": FaceDrawer._image,
    "icon": FaceDrawer._icon,
    "repeat": FaceDrawer._repeat,
}
