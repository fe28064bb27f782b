"""How each kind of layout element is drawn: what it resolves from its keys and the card
(once, see :meth:`cardgen.render.layouts.draw.FaceDrawer.values`), and how it paints
that into a box.

A canvas whose public drawing methods are the :class:`~cardgen.render.canvas.Canvas`
ones (the press's recording, the PDF and SVG backends) gets the primitives those methods
would draw, worked out once per values and box (a shape) or per colour (a game's icon);
a canvas that overrides them (one that watches the calls) gets the calls.
"""

from __future__ import annotations

from typing import Any

from cardgen.model.layout_types import PATTERNS, Element
from cardgen.render import textlayout
from cardgen.render.canvas import Canvas, TextFitError
from cardgen.render.layouts.assets import Fault
from cardgen.render.layouts.faults import KeyFault
from cardgen.render.layouts.geometry import Box, point
from cardgen.render.paths import rect_commands
from cardgen.render.record import RecordingCanvas
from cardgen.render.svgimport import draw_vector, fit_box

DEFAULT_SIZE = 9.0
"""Font size (pt) of a text element without ``size``."""
DEFAULT_MIN_SIZE = 6.0
"""The floor (pt) a text shrinks to without ``min_size`` (or its size, if smaller)."""
MAX_SHAPES = 8192


class ElementKinds:
    """The kinds' resolving and painting, for :class:`~cardgen.render.layouts.draw.FaceDrawer`
    (which gives ``canvas``, ``assets``, ``text_of`` and ``colour``)."""

    canvas: Any
    assets: Any

    def text_of(self, element: Element, key: str, default: str | None = None) -> str | None:
        raise NotImplementedError

    def colour(self, element: Element, key: str, default: str | None) -> str | None:
        raise NotImplementedError

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

    def _shape(self, element: Element) -> tuple[dict[str, Any], float] | None:
        style = self.style(element)
        if not (style["fill"] or style["stroke"] or "pattern" in style):
            return None
        return style, element.props.get("radius", 0.0)

    def _paint_rect(self, values, box: Box) -> None:
        x, y, w, h = box
        if values is not None and w > 0 and h > 0:
            canvas = self.canvas
            if type(canvas).rect is Canvas.rect:  # (a canvas that does not watch rect calls)
                _replay(canvas, _primitives("rect", values, box))
            else:
                style, radius = values
                canvas.rect(x, y, w, h, radius=radius, **style)

    def _paint_ellipse(self, values, box: Box) -> None:
        x, y, w, h = box
        if values is not None and w > 0 and h > 0:
            canvas = self.canvas
            if type(canvas).ellipse is Canvas.ellipse:
                _replay(canvas, _primitives("ellipse", values, box))
            else:
                canvas.ellipse(x + w / 2, y + h / 2, w / 2, h / 2, **values[0])

    def _line(self, element: Element):
        props = element.props
        stroke = self.colour(element, "stroke", "#000000")
        return (props["from"], props["to"], stroke, props.get("stroke_width", 0.3),
                props.get("dash"))  # fmt: skip

    def _paint_line(self, values, box: Box) -> None:
        # (a line takes only ``in``: its box is the box it is in, where from and to are)
        start, end, stroke, width, dash = values
        if stroke:
            x1, y1 = point(start, box)
            x2, y2 = point(end, box)
            self.canvas.line(x1, y1, x2, y2, stroke=stroke, stroke_width=width, dash=dash)

    def _text(self, element: Element):
        from cardgen.render.layouts.copies import paragraphs

        props = element.props
        each = "each" in props
        text = paragraphs(self, element) if each else self.text_of(element, "text") or ""
        if not text.strip():
            return None
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
        return {
            "text": text,
            "size_pt": size,
            "min_size_pt": props.get("min_size", min(DEFAULT_MIN_SIZE, size)),
            "bold": bold,
            "align": props.get("align", "left"),
            "valign": props.get("valign", "top"),
            "color": self.colour(element, "color", "#000000") or "#000000",
            "line_height": props.get("line_height", 1.2),
            "overflow": "raise",
            "font": family,
        }

    def _paint_text(self, values, box: Box) -> None:
        if values is None:
            return
        x, y, w, h = box
        if w <= 0 or h <= 0:
            raise KeyFault("", Fault(f"the text's box is {w:.1f} × {h:.1f} mm: it has no room"))
        try:
            canvas = self.canvas
            if _plain_text(canvas):
                _text_primitives(canvas, values, box)
            else:
                canvas.text(x=x, y=y, w=w, h=h, **values)
        except TextFitError:
            shown = values["text"].replace("**", "")
            shown = shown if len(shown) <= 40 else shown[:37] + "…"
            raise KeyFault(
                "text",
                Fault(
                    f"the text {shown!r} does not fit its {w:.1f} × {h:.1f} mm box even at"
                    f" {values['min_size_pt']:g} pt (min_size): shorten it, or give it more"
                    " room or a smaller min_size"
                ),
            ) from None

    def _image(self, element: Element):
        written = self.text_of(element, "src") or ""
        if not written.strip():
            return None
        try:
            fmt, file, iw, ih = self.assets.image(written)
        except Fault as fault:
            raise KeyFault("src", fault) from None
        props = element.props
        return fmt, file, iw, ih, props.get("fit", "contain"), props.get("radius", 0.0)

    def _paint_image(self, values, box: Box) -> None:
        if values is None:
            return
        fmt, file, iw, ih, fit, radius = values
        x, y, w, h = box
        place = fit_box(iw, ih, x, y, w, h, fit)
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

    def _icon(self, element: Element):
        name = self.text_of(element, "icon") or ""
        if not name or name.isspace():
            return None
        try:
            registered = self.assets.icon(name.strip())
        except Fault as fault:
            raise KeyFault("icon", fault) from None
        color = self.colour(element, "color", "#000000") or "#000000"
        return registered, color, self.assets.prepared(registered)

    def _paint_icon(self, values, box: Box) -> None:
        x, y, w, h = box
        size = w if w < h else h
        if values is not None and size > 0:
            name, color, prepared = values
            canvas = self.canvas
            ix, iy = x + (w - size) / 2, y + (h - size) / 2
            if type(canvas).icon is not Canvas.icon:  # (a canvas that watches icon calls)
                canvas.icon(name, ix, iy, size, color)
            elif prepared is not None:  # (a game's icon: its primitives, recorded once)
                prepared.paint(canvas, ix, iy, size, color)
            else:  # (a bundled icon: what it draws in this place, worked out once)
                _replay(canvas, _primitives("icon", values, (ix, iy, size, size)))


def _primitives(kind: str, values, box: Box) -> tuple:
    """The primitives ``canvas.rect`` (``ellipse``, ``icon``) draws for an element's values
    in a box, worked out once: every card whose shape has the same values and box draws
    the same (its background, its panel, the stars of its back)."""
    key = (kind, id(values), box)
    hit = _SHAPES.get(key)
    if hit is None or hit[0] is not values:
        rec = RecordingCanvas(0.0, 0.0)
        x, y, w, h = box
        if kind == "rect":
            style, radius = values
            rec.rect(x, y, w, h, radius=radius, **style)
        elif kind == "ellipse":
            rec.ellipse(x + w / 2, y + h / 2, w / 2, h / 2, **values[0])
        else:
            rec.icon(values[0], x, y, w, values[1])
        if len(_SHAPES) > MAX_SHAPES:
            _SHAPES.clear()
        hit = _SHAPES[key] = (values, tuple(rec.ops))
    return hit[1]


_SHAPES: dict[tuple, tuple[Any, tuple]] = {}


def _plain_text(canvas) -> bool:
    """Whether the canvas sets text as :class:`Canvas` does (no method of it overridden)."""
    kind = type(canvas)
    return (
        kind.text is Canvas.text
        and kind.layout_text is Canvas.layout_text
        and kind._draw_line_of_text is Canvas._draw_line_of_text
    )


def _text_primitives(canvas, values: dict[str, Any], box: Box) -> None:
    """Set a text element's text in ``box``: the glyph runs it made there before are
    copied while its fitting is still the one in the text cache (fitting is done again,
    as for every text, once that cache is emptied)."""
    x, y, w, h = box
    size, floor = values["size_pt"], values["min_size_pt"]
    fit = (values["text"] if not values["bold"] else f"**{values['text']}**", w, h, size,
           min(floor, size), values["line_height"], values["overflow"], values["font"])  # fmt: skip
    key = (id(values), box)
    hit = _TEXTS.get(key)
    if hit is None or hit[0] is not values or textlayout.fitted(*fit) is not hit[1]:
        rec = RecordingCanvas(canvas.width, canvas.height, canvas.bleed)
        rec.text(x=x, y=y, w=w, h=h, **values)
        if len(_TEXTS) > MAX_SHAPES:
            _TEXTS.clear()
        hit = _TEXTS[key] = (values, textlayout.fitted(*fit), tuple(rec.ops))
    _replay(canvas, hit[2])


_TEXTS: dict[tuple, tuple[Any, object, tuple]] = {}


def _replay(canvas, ops: tuple) -> None:
    if type(canvas) is RecordingCanvas:  # (what it would record, copied in)
        canvas.ops.extend(ops)
        return
    for name, args in ops:
        getattr(canvas, name)(*args)
