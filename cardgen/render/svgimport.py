"""SVG files drawn as vectors through the canvas: a layout's ``image`` element with an
``.svg`` file, and a game's own icons (:mod:`cardgen.render.layouts.assets`).

svglib (a well-kept SVG reader on top of reportlab) parses the file, its CSS, ``<use>``,
transforms and clip paths into a reportlab drawing; :func:`load_vector` flattens that
drawing into a few drawing steps (paths with their fill and stroke, clips, transforms,
text) and :func:`draw_vector` replays them on any :class:`~cardgen.render.canvas.Canvas`.
So an SVG image is the same vectors in the PDF and in the SVG output, deterministic, with
text set in the card font, and its strokes' caps and joins (``stroke-linecap``,
``stroke-linejoin``) as svglib reads them (a round cap was once drawn square in the PDF).

What is drawn differently from a browser: a gradient fill is drawn in the mean of its
stops' colours; opacity is not drawn (a shape with opacity 0 is left out, any other is opaque);
a raster image inside the SVG is refused (place it with an image element of its own).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from cardgen.render import fonts
from cardgen.render.paths import (
    CAPS,
    JOINS,
    Command,
    circle_commands,
    ellipse_commands,
    polygon_commands,
    rect_commands,
)

MAX_STEPS = 50_000
"""Most drawing steps one SVG file may give (a guard against a pathological file)."""


class SvgError(ValueError):
    """An SVG file that cannot be drawn; the message says why, in the user's words."""


@dataclass(frozen=True)
class VectorImage:
    """A parsed SVG: its size (points, the aspect ratio is what matters) and its steps in
    drawing space (y up, origin at the bottom left)."""

    width: float
    height: float
    steps: tuple[tuple, ...]


def load_vector(path: Path, root: Path | None = None) -> VectorImage:
    """Parse an SVG file (cached by path, time and size). ``root``: the folder outside of
    which the file may not reference other files. Raises :class:`SvgError`."""
    stat = path.stat()
    return _load(str(path), stat.st_mtime_ns, stat.st_size, str(root) if root else None)


def vector_from_text(text: str) -> VectorImage:
    """Parse SVG markup given as text (an icon's path data wrapped in an ``<svg>``)."""
    return _load_text(text)


@lru_cache(maxsize=256)
def _load(path: str, _mtime: int, _size: int, root: str | None) -> VectorImage:
    return _convert(lambda svg2rlg: svg2rlg(path, external_reference_root=root or None))


@lru_cache(maxsize=256)
def _load_text(text: str) -> VectorImage:
    import io

    return _convert(lambda svg2rlg: svg2rlg(io.BytesIO(text.encode("utf-8"))))


def _convert(read) -> VectorImage:
    from svglib.svglib import svg2rlg

    logger = logging.getLogger("svglib")
    level, logger.level = logger.level, logging.CRITICAL
    try:
        drawing = read(svg2rlg)
    except SvgError:
        raise
    except Exception as error:  # noqa: BLE001 - svglib and lxml raise many kinds
        raise SvgError(f"cannot read the SVG ({type(error).__name__}: {error})") from None
    finally:
        logger.level = level
    if drawing is None:
        raise SvgError("cannot read the SVG (not well-formed XML with an <svg> root)")
    if not drawing.width or not drawing.height or drawing.width <= 0 or drawing.height <= 0:
        raise SvgError("the SVG has no size (give it a viewBox or a width and height)")
    steps: list[tuple] = []
    for node in drawing.contents:
        _walk(node, steps)
    return VectorImage(float(drawing.width), float(drawing.height), tuple(steps))


def _colour(value: Any) -> str | None:
    if value is None:
        return None
    try:
        r, g, b = (max(0, min(255, round(float(c) * 255))) for c in value.rgb())
    except (AttributeError, TypeError, ValueError):
        return None
    return f"#{r:02x}{g:02x}{b:02x}"


def _average(colours: Sequence[Any]) -> str | None:
    """The mean of a gradient's stop colours (a gradient is drawn in one colour)."""
    rgbs = [c.rgb() for c in colours if hasattr(c, "rgb")]
    if not rgbs:
        return None
    r, g, b = (max(0, min(255, round(sum(v[i] for v in rgbs) / len(rgbs) * 255))) for i in range(3))
    return f"#{r:02x}{g:02x}{b:02x}"


def _ends(shape: Any) -> tuple[str | None, str | None]:
    """The shape's line cap and join (svglib reads ``stroke-linecap`` and
    ``stroke-linejoin`` into reportlab's 0, 1, 2), None where it is the default."""
    cap, join = getattr(shape, "strokeLineCap", 0), getattr(shape, "strokeLineJoin", 0)
    return (
        CAPS[cap] if cap in (1, 2) else None,
        JOINS[join] if join in (1, 2) else None,
    )


def _paint(shape: Any) -> tuple[str | None, str | None, float, tuple[float, ...] | None]:
    fill = _colour(getattr(shape, "fillColor", None))
    if getattr(shape, "fillOpacity", 1) == 0:
        fill = None
    stroke = _colour(getattr(shape, "strokeColor", None))
    width = float(getattr(shape, "strokeWidth", 1) or 0)
    if getattr(shape, "strokeOpacity", 1) == 0 or width <= 0:
        stroke = None
    dash = getattr(shape, "strokeDashArray", None)
    if isinstance(dash, list | tuple) and dash and isinstance(dash[-1], list | tuple):
        dash = dash[-1]  # reportlab's (phase, [lengths]) form
    dash = tuple(float(d) for d in dash) if dash and all(float(d) >= 0 for d in dash) else None
    return fill, stroke, width, dash or None


def _path_commands(shape: Any) -> list[Command]:
    points, ops = list(shape.points), list(shape.operators)
    cmds: list[Command] = []
    i = 0
    for op in ops:
        if op == 0:
            cmds.append(("M", points[i], points[i + 1]))
            i += 2
        elif op == 1:
            cmds.append(("L", points[i], points[i + 1]))
            i += 2
        elif op == 2:
            cmds.append(("C", *points[i : i + 6]))
            i += 6
        elif op == 3:
            cmds.append(("Z",))
    return cmds


def _shape_commands(node: Any) -> tuple[list[Command], bool] | None:
    """Path commands of a shape and whether it fills even-odd; None: not a shape."""
    from reportlab.graphics import shapes

    if isinstance(node, shapes.Rect):
        r = max(float(node.rx or 0), float(node.ry or 0))
        return rect_commands(node.x, node.y, node.width, node.height, r), False
    if isinstance(node, shapes.Circle):
        return circle_commands(node.cx, node.cy, node.r), False
    if isinstance(node, shapes.Ellipse):
        return ellipse_commands(node.cx, node.cy, node.rx, node.ry), False
    if isinstance(node, shapes.Line):
        return [("M", node.x1, node.y1), ("L", node.x2, node.y2)], False
    if isinstance(node, shapes.Polygon):
        pts = list(zip(node.points[::2], node.points[1::2], strict=False))
        return (polygon_commands(pts), False) if len(pts) >= 2 else ([], False)
    if isinstance(node, shapes.PolyLine):
        pts = list(zip(node.points[::2], node.points[1::2], strict=False))
        cmds: list[Command] = [("M", *pts[0])] if pts else []
        cmds += [("L", *p) for p in pts[1:]]
        return cmds, False
    if isinstance(node, shapes.Path):
        return _path_commands(node), getattr(node, "fillMode", 1) == shapes.FILL_EVEN_ODD
    return None


def _walk(node: Any, steps: list[tuple]) -> None:
    from reportlab.graphics import shapes

    if len(steps) > MAX_STEPS:
        raise SvgError(f"the SVG has more than {MAX_STEPS} shapes")
    if isinstance(node, shapes.Group):
        transform = tuple(float(v) for v in getattr(node, "transform", (1, 0, 0, 1, 0, 0)))
        steps.append(("push", transform))
        for child in node.contents:
            _walk(child, steps)
        steps.append(("pop",))
        return
    if isinstance(node, shapes.Image):
        raise SvgError("the SVG holds a raster image (<image>); place it with an image element")
    if isinstance(node, shapes.String):
        fill = _colour(getattr(node, "fillColor", None))
        if fill and node.text:
            bold = "bold" in str(getattr(node, "fontName", "")).lower()
            steps.append(
                ("text", float(node.x), float(node.y), str(node.text), bold,
                 float(node.fontSize), getattr(node, "textAnchor", "start"), fill)
            )  # fmt: skip
        return
    clip = getattr(node, "_clip_shape", None)  # svglib's gradient shapes: paint their clip
    if clip is not None and hasattr(node, "_rl_colors"):
        found = _shape_commands(clip)
        if found and node._rl_colors:
            cmds, evenodd = found
            steps.append(("path", tuple(cmds), _average(node._rl_colors), None, 0.0, None,
                          evenodd, None, None))  # fmt: skip
        return
    found = _shape_commands(node)
    if found is None:
        return
    cmds, evenodd = found
    if not cmds:
        return
    if getattr(node, "isClipPath", 0):
        steps.append(("clip", tuple(cmds)))
        return
    fill, stroke, width, dash = _paint(node)
    if isinstance(node, shapes.Line | shapes.PolyLine):
        fill = None
    if fill or stroke:
        cap, join = _ends(node) if stroke else (None, None)
        steps.append(("path", tuple(cmds), fill, stroke, width, dash, evenodd, cap, join))


def fit_box(
    image_w: float, image_h: float, x: float, y: float, w: float, h: float, fit: str
) -> tuple[float, float, float, float]:
    """Where an image of ``image_w`` × ``image_h`` goes in the box: ``contain`` (whole,
    centred, proportions kept), ``cover`` (fills the box, proportions kept; the caller
    clips to the box) or ``stretch`` (the box itself)."""
    if fit == "stretch" or image_w <= 0 or image_h <= 0:
        return x, y, w, h
    scale = (min if fit == "contain" else max)(w / image_w, h / image_h)
    dw, dh = image_w * scale, image_h * scale
    return x + (w - dw) / 2, y + (h - dh) / 2, dw, dh


def draw_vector(
    canvas,
    image: VectorImage,
    x: float,
    y: float,
    w: float,
    h: float,
    *,
    recolor: str | None = None,
    keep: tuple[str, ...] = (),
) -> None:
    """Draw ``image`` stretched to the box ``(x, y, w, h)`` (card-local mm, y down; keep
    its proportions with :func:`fit_box`). ``recolor``: paint every fill and stroke in that
    colour (a one-colour icon), but those in one of the colours ``keep``."""
    sx, sy = w / image.width, h / image.height
    clips: list[int] = [0]
    with canvas.matrix((sx, 0.0, 0.0, -sy, x, y + h)):
        for step in image.steps:
            kind = step[0]
            if kind == "push":
                canvas._push_transform(step[1])
                clips.append(0)
            elif kind == "pop":
                for _ in range(clips.pop()):
                    canvas._pop_clip()
                canvas._pop_transform()
            elif kind == "clip":
                canvas._push_clip(list(step[1]))
                clips[-1] += 1
            elif kind == "path":
                _cmds, fill, stroke, width, dash, evenodd, cap, join = step[1:]
                if recolor:
                    fill = (fill if fill in keep else recolor) if fill else None
                    stroke = (stroke if stroke in keep else recolor) if stroke else None
                canvas.path(step[1], fill=fill, stroke=stroke, stroke_width=width, dash=dash,
                            evenodd=evenodd, cap=cap, join=join)  # fmt: skip
            elif kind == "text":
                _draw_string(canvas, *step[1:], recolor=recolor)
        for _ in range(clips.pop()):
            canvas._pop_clip()


def _draw_string(canvas, x, y, text, bold, size, anchor, fill, *, recolor) -> None:
    """A text of the SVG, in the card font; drawn upright in the drawing's y-up space by
    flipping about its baseline."""
    width = fonts.text_width(text, bold) * size
    if anchor == "middle":
        x -= width / 2
    elif anchor == "end":
        x -= width
    with canvas.matrix((1.0, 0.0, 0.0, -1.0, 0.0, 2 * y)):
        canvas._glyph_run(x, y, text, bold, size, recolor or fill)


def icon_svg(path_data: str, view: Sequence[float], stroke_width: float | None) -> str:
    """An ``<svg>`` holding one path (a game icon given as path data): filled, or stroked
    ``stroke_width`` wide (in the view box's units)."""
    from xml.sax.saxutils import quoteattr

    vx, vy, vw, vh = view
    paint = (
        f'fill="none" stroke="#000000" stroke-width="{stroke_width}" stroke-linecap="round"'
        ' stroke-linejoin="round"'
        if stroke_width
        else 'fill="#000000"'
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{vx} {vy} {vw} {vh}"'
        f' width="{vw}" height="{vh}"><path d={quoteattr(path_data)} {paint}/></svg>'
    )
