"""Drawing one face from a layout's elements onto any canvas.

Each element is drawn in list order (later ones on top), through the canvas API only, so
the face is the same in SVG and PDF. Values come from the card through the element's
templates (:mod:`cardgen.model.layout_expr`); an element whose ``when`` is false is not
drawn (its box still exists for elements placed in it). Anything that cannot be drawn
raises :class:`~cardgen.render.layouts.assets.Fault` naming the element's key.

Repeats and groups: :mod:`cardgen.render.layouts.copies`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardgen.model.layout_elements import colour_value
from cardgen.model.layout_expr import ExprError
from cardgen.model.layout_types import PATTERNS, Element, Template
from cardgen.model.layout_values import Scope, holds, render
from cardgen.render.canvas import TextFitError
from cardgen.render.layouts.assets import Assets, Fault
from cardgen.render.layouts.geometry import Box, Boxes, point, rotation
from cardgen.render.paths import rect_commands
from cardgen.render.svgimport import draw_vector, fit_box

DEFAULT_SIZE = 9.0
"""Font size (pt) of a text element without ``size``."""
DEFAULT_MIN_SIZE = 6.0
"""The floor (pt) a text shrinks to without ``min_size`` (or its size, if smaller)."""
_SHAPE_KEYS = ("fill", "stroke", "pattern")


class ElementFault(Exception):
    """A :class:`Fault` of one element and key (for the located message)."""

    def __init__(self, element: Element, key: str, fault: Fault) -> None:
        super().__init__(fault.message)
        self.element = element
        self.key = key
        self.fault = fault


class KeyFault(Exception):
    """A :class:`Fault` of one key of the element being drawn."""

    def __init__(self, key: str, fault: Fault) -> None:
        super().__init__(fault.message)
        self.key = key
        self.fault = fault


class FaceDrawer:
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
        self._texts: dict[tuple, str] = {}
        """Templates' texts on this face, by template and copy: a pip's colour and icon
        are worked out once, not once per pip."""

    def draw(self, elements: Sequence[Element]) -> None:
        for element in elements:
            self.element(element, None)

    def element(self, element: Element, parent: Box | None) -> None:
        """Draw ``element`` (``parent``: the box of the cell or group it is drawn in)."""
        key = ""
        try:
            key = "when"
            condition = element.props.get("when")
            if condition is not None and not holds(condition, self.scope):
                return
            key = "in"
            box = self.boxes.of(element, parent, self.cell)
            key = ""
            angle = element.props.get("rotate")
            draw = KINDS[element.kind]
            if angle:
                x, y, w, h = box
                with self.canvas.matrix(rotation(angle, x + w / 2, y + h / 2)):
                    draw(self, element, box)
            else:
                draw(self, element, box)
        except ElementFault:
            raise
        except KeyFault as fault:
            raise ElementFault(element, fault.key, fault.fault) from None
        except Fault as fault:
            raise ElementFault(element, key, fault) from None
        except ExprError as error:
            raise ElementFault(element, key, Fault(str(error))) from None

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
        memo = (template.source, self.copy if template.per_copy else None)
        text = self._texts.get(memo)
        if text is None:
            try:
                text = self._texts[memo] = render(template, self.scope)
            except ExprError as error:
                raise KeyFault(key, Fault(str(error))) from None
        return text

    def colour(self, element: Element, key: str, default: str | None) -> str | None:
        text = self.text_of(element, key)
        if text is None:
            return default
        colour = colour_value(text)
        if colour is None:
            raise KeyFault(key, Fault(f"{text!r} is not a colour (expected '#rrggbb')"))
        return colour or None

    def style(self, element: Element) -> dict[str, Any]:
        props = element.props
        style: dict[str, Any] = {
            "fill": self.colour(element, "fill", None),
            "stroke": self.colour(element, "stroke", None),
        }
        if style["stroke"]:
            style["stroke_width"] = props.get("stroke_width", 0.3)
            style["dash"] = props.get("dash")
        pattern = self.text_of(element, "pattern")
        if pattern and pattern != "none":
            if pattern not in PATTERNS:
                message = f"{pattern!r} is not a pattern (patterns: {', '.join(PATTERNS)})"
                raise KeyFault("pattern", Fault(message))
            style["pattern"] = pattern
            style["pattern_color"] = self.colour(element, "pattern_color", "#000000")
            for key in ("pattern_width", "pattern_spacing"):
                if key in props:
                    style[key] = props[key]
        return style

    # -- kinds -----------------------------------------------------------------------
    def _rect(self, element: Element, box: Box) -> None:
        x, y, w, h = box
        style = self.style(element)
        if w > 0 and h > 0 and (style["fill"] or style["stroke"] or "pattern" in style):
            self.canvas.rect(x, y, w, h, radius=element.props.get("radius", 0.0), **style)

    def _ellipse(self, element: Element, box: Box) -> None:
        x, y, w, h = box
        style = self.style(element)
        if w > 0 and h > 0 and (style["fill"] or style["stroke"] or "pattern" in style):
            self.canvas.ellipse(x + w / 2, y + h / 2, w / 2, h / 2, **style)

    def _line(self, element: Element, box: Box) -> None:
        # (a line takes only ``in``: its box is the box it is in, where from and to are)
        x1, y1 = point(element.props["from"], box)
        x2, y2 = point(element.props["to"], box)
        stroke = self.colour(element, "stroke", "#000000")
        if stroke:
            self.canvas.line(x1, y1, x2, y2, stroke=stroke,
                             stroke_width=element.props.get("stroke_width", 0.3),
                             dash=element.props.get("dash"))  # fmt: skip

    def _text(self, element: Element, box: Box) -> None:
        from cardgen.render.layouts.copies import paragraphs

        x, y, w, h = box
        props = element.props
        each = "each" in props
        text = paragraphs(self, element) if each else self.text_of(element, "text") or ""
        if not text.strip():
            return
        font = props.get("font")
        bold = bool(props.get("bold", False))
        try:
            family = self.assets.family(font)
            if "[icon:" in text:
                text = self.assets.inline_icons(text)
        except Fault as fault:
            raise KeyFault("font" if fault.where else "text", fault) from None
        if font:
            missing = self.assets.missing_glyphs(text, font, bold)
            if missing:
                raise KeyFault("text", Fault(f"the font '{font}' has no glyph for {missing!r}"))
        size = props.get("size", DEFAULT_SIZE)
        floor = props.get("min_size", min(DEFAULT_MIN_SIZE, size))
        if w <= 0 or h <= 0:
            raise KeyFault("", Fault(f"the text's box is {w:.1f} × {h:.1f} mm: it has no room"))
        try:
            self.canvas.text(text, x, y, w, h, size_pt=size, min_size_pt=floor, bold=bold,
                             align=props.get("align", "left"),
                             valign=props.get("valign", "top"),
                             color=self.colour(element, "color", "#000000") or "#000000",
                             line_height=props.get("line_height", 1.2), overflow="raise",
                             font=family)  # fmt: skip
        except TextFitError:
            shown = text.replace("**", "")
            shown = shown if len(shown) <= 40 else shown[:37] + "…"
            raise KeyFault(
                "text",
                Fault(
                    f"the text {shown!r} does not fit its {w:.1f} × {h:.1f} mm box even at"
                    f" {floor:g} pt (min_size): shorten it, or give it more room or a"
                    " smaller min_size"
                ),
            ) from None

    def _image(self, element: Element, box: Box) -> None:
        x, y, w, h = box
        written = self.text_of(element, "src") or ""
        if not written.strip():
            return
        try:
            fmt, file, iw, ih = self.assets.image(written)
        except Fault as fault:
            raise KeyFault("src", fault) from None
        fit = element.props.get("fit", "contain")
        place = fit_box(iw, ih, x, y, w, h, fit)
        radius = element.props.get("radius", 0.0)
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
                raise KeyFault("src", fault) from None
        else:
            self.canvas.image(str(file), *box)

    def _icon(self, element: Element, box: Box) -> None:
        x, y, w, h = box
        name = self.text_of(element, "icon") or ""
        if not name or name.isspace():
            return
        try:
            registered = self.assets.icon(name.strip())
        except Fault as fault:
            raise KeyFault("icon", fault) from None
        size = w if w < h else h
        if size > 0:
            color = self.colour(element, "color", "#000000") or "#000000"
            self.canvas.icon(registered, x + (w - size) / 2, y + (h - size) / 2, size, color)


def _repeat(drawer: FaceDrawer, element: Element, box: Box) -> None:
    from cardgen.render.layouts.copies import draw_repeat

    draw_repeat(drawer, element, box)


def _group(drawer: FaceDrawer, element: Element, box: Box) -> None:
    for child in element.children:
        drawer.element(child, box)


KINDS = {
    "rect": FaceDrawer._rect,
    "ellipse": FaceDrawer._ellipse,
    "line": FaceDrawer._line,
    "text": FaceDrawer._text,
    "image": FaceDrawer._image,
    "icon": FaceDrawer._icon,
    "repeat": _repeat,
    "group": _group,
}
