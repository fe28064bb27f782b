"""Reading one layout element: its keys (styles and inherited keys already merged in),
each value checked and parsed, every problem located where the value was written.

An element arrives as :data:`Raw`: key → (value, where it was written), since its keys
may come from the layout, the layout it extends and its styles, each in its own place.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import Any

from cardgen.model.images import image_problem
from cardgen.model.layout_expr import ExprError, parse_condition, parse_template
from cardgen.model.layout_types import (
    ALIGN,
    ALONG_KEYS,
    BOXES,
    BUNDLED_FONTS,
    CELL,
    COLOUR_KEYS,
    ELEMENT_KINDS,
    FITS,
    GRID_KEYS,
    KIND_KEYS,
    MAX_REPEAT,
    PATTERNS,
    REQUIRED_KEYS,
    VALIGN,
    Element,
    Length,
    Template,
    Where,
)

Raw = dict[str, tuple]
"""An element as written: key → ``(value, where, …)`` (the reader adds the source and
path). A repeat's ``element`` value is the Raw of the element it repeats (its styles
merged too)."""
Report = Callable[[Where, str], None]

_NAME = re.compile(r"^[A-Za-z0-9_-]+$")
_COLOUR = re.compile(r"^#(?:[0-9a-fA-F]{3}){1,2}$")
_LENGTH = re.compile(r"^\s*(-?\d+(?:\.\d+)?)\s*(%|mm)?\s*$")
MAX_MM = 1000.0


def suggest(word: str, options: tuple[str, ...] | list[str]) -> str:
    """`` (did you mean 'x'?)`` for a near miss, else nothing."""
    close = difflib.get_close_matches(word, list(options), n=1, cutoff=0.75)
    if not close and word == "colour" and "color" in options:
        close = ["color"]
    return f"; did you mean '{close[0]}'?" if close else ""


@lru_cache(maxsize=1024)
def colour_value(text: str) -> str | None:
    """A literal colour as ``#rrggbb`` (lower case), ``none`` as ``""``; None if neither."""
    text = text.strip()
    if text.lower() in ("none", "transparent"):
        return ""
    if not _COLOUR.match(text):
        return None
    if len(text) == 4:
        text = "#" + "".join(ch * 2 for ch in text[1:])
    return text.lower()


@dataclass
class ElementContext:
    """What reading an element needs to know about the game."""

    folder: Path
    fonts: frozenset[str]
    report: Report


def read_element(raw: Raw, where: Where, ctx: ElementContext, *, nested: bool = False):
    """An :class:`Element` from its merged keys; None when it cannot be drawn at all."""
    kind, kind_where = raw.get("kind", (None, where))[:2]
    if kind not in ELEMENT_KINDS:
        got = "no 'kind'" if kind is None else f"kind {kind!r}"
        ctx.report(
            kind_where,
            f"an element needs a kind; {got} is not one (kinds: {', '.join(ELEMENT_KINDS)})",
        )
        return None
    if nested and kind == "repeat":
        ctx.report(kind_where, "a repeat cannot repeat a repeat (draw the copies with one grid)")
        return None
    allowed = KIND_KEYS[kind]
    props: dict[str, Any] = {}
    wheres: dict[str, Where] = {"": where}
    good = True
    for key, item in raw.items():
        value, at = item[0], item[1]
        if key not in allowed:
            ctx.report(
                item[4] if len(item) > 4 else at,
                f"unknown key '{key}' for a {kind} element (keys: {', '.join(allowed)})"
                + suggest(key, allowed),
            )
            good = False
            continue
        wheres[key] = at
        if key in ("kind", "style"):
            continue
        if key == "element":
            if not isinstance(value, dict):
                ctx.report(at, f"expected one element (a mapping with kind: …), got {value!r}")
                good = False
            else:
                props[key] = read_element(value, at, ctx, nested=True)
                good = good and props[key] is not None
            continue
        try:
            props[key] = _parse(key, value, at, ctx, nested)
        except ValueError as error:
            ctx.report(at, str(error))
            good = False
    for key in REQUIRED_KEYS.get(kind, ()):
        if key not in raw:
            ctx.report(where, f"a {kind} element needs '{key}'")
            good = False
    if kind == "repeat" and good and ("grid" in props) == ("along" in props):
        ctx.report(where, "a repeat needs either 'grid' or 'along' (one of them)")
        good = False
    if kind == "text" and "min_size" in props and props["min_size"] > props.get("size", 9.0):
        ctx.report(
            wheres["min_size"],
            f"min_size {props['min_size']:g} pt is larger than size {props.get('size', 9.0):g} pt",
        )
        good = False
    child = props.pop("element", None)
    if not good or (kind == "repeat" and child is None):
        return None
    name = props.pop("name", None)
    return Element(kind, name, MappingProxyType(props), MappingProxyType(wheres), child)


def _number(value: Any, what: str, lo: float, hi: float) -> float:
    if not isinstance(value, int | float) or isinstance(value, bool) or value != value:
        raise ValueError(f"expected {what}, got {value!r}")
    if not lo <= value <= hi:
        raise ValueError(f"{value:g} is outside {lo:g}..{hi:g} ({what})")
    return float(value)


def length(value: Any) -> Length:
    """A length: a number (mm), ``"12mm"`` or ``"50%"`` (of the reference box)."""
    if isinstance(value, int | float) and not isinstance(value, bool) and value == value:
        number, percent = float(value), False
    else:
        match = _LENGTH.match(value) if isinstance(value, str) else None
        if match is None:
            raise ValueError(
                f"expected a length in mm (a number) or a percentage ('50%'), got {value!r}"
            )
        number, percent = float(match.group(1)), match.group(2) == "%"
    if abs(number) > (1000 if percent else MAX_MM):
        raise ValueError(f"{number:g}{'%' if percent else ' mm'} is too large")
    return number, percent


def point(value: Any) -> tuple[Length, Length]:
    if not isinstance(value, list) or len(value) != 2:
        raise ValueError(f"expected a point [x, y] (mm or '%'), got {value!r}")
    return length(value[0]), length(value[1])


def _template(value: Any, key: str) -> Template:
    if isinstance(value, int | float) and not isinstance(value, bool):
        value = f"{value:g}" if isinstance(value, float) else str(value)
    if not isinstance(value, str):
        raise ValueError(f"expected a text (a template like '{{value}}'), got {value!r}")
    if len(value) > 10_000:
        raise ValueError("the text is longer than 10,000 characters")
    try:
        return parse_template(value)
    except ExprError as error:
        raise ValueError(str(error)) from None


def _choice(value: Any, options: tuple[str, ...], what: str) -> str:
    if value not in options:
        raise ValueError(f"expected {what}: one of {', '.join(options)}, got {value!r}")
    return value


def _parse(key: str, value: Any, at: Where, ctx: ElementContext, nested: bool) -> Any:
    if key == "name":
        if not isinstance(value, str) or not _NAME.match(value):
            raise ValueError(f"expected a name (letters, digits, - and _), got {value!r}")
        if value in (*BOXES, CELL):
            raise ValueError(f"'{value}' is the name of a built-in box; choose another name")
        return value
    if key == "when":
        if not isinstance(value, str | bool):
            raise ValueError(f'expected a condition such as "value >= 10", got {value!r}')
        try:
            return parse_condition(value)
        except ExprError as error:
            raise ValueError(str(error)) from None
    if key == "in":
        if not isinstance(value, str) or not _NAME.match(value):
            raise ValueError(
                f"expected the name of a box ({', '.join(BOXES)}) or of an element, got {value!r}"
            )
        return value
    if key in ("left", "top", "right", "bottom", "width", "height", "inset"):
        return length(value)
    if key in ("from", "to"):
        return point(value)
    if key == "rotate":
        return _number(value, "an angle in degrees", -360, 360)
    if key in COLOUR_KEYS:
        template = _template(value, key)
        if template.literal is not None and colour_value(template.literal) is None:
            raise ValueError(
                f"{template.literal!r} is not a colour (write '#rrggbb', '#rgb', 'none' or a"
                " template such as '{suit.colour}')"
            )
        return template
    if key in ("text", "icon"):
        return _template(value, key)
    if key == "src":
        template = _template(value, key)
        literal = template.literal
        if literal is not None:
            message, ref = image_problem(literal, ctx.folder, ctx.folder)
            if message:
                raise ValueError(message)
        return template
    if key == "count":
        if isinstance(value, int) and not isinstance(value, bool):
            return _template(int(_number(value, "a number of copies", 0, MAX_REPEAT)), key)
        return _template(value, key)
    if key in ("stroke_width", "radius"):
        return _number(value, "a length in mm", 0, 100)
    if key == "dash":
        values = value if isinstance(value, list) else [value]
        if not values or len(values) > 8:
            raise ValueError(f"expected 1 to 8 dash lengths in mm, got {value!r}")
        return tuple(_number(v, "a dash length in mm", 0.01, 100) for v in values)
    if key == "pattern":
        return _choice(value, (*PATTERNS, "none"), "a pattern")
    if key == "size":
        return _number(value, "a font size in pt", 1, 200)
    if key == "min_size":
        return _number(value, "the smallest font size in pt", 1, 200)
    if key == "line_height":
        return _number(value, "a line height (1.2 = 120 % of the size)", 0.5, 4)
    if key == "bold":
        if not isinstance(value, bool):
            raise ValueError(f"expected true or false, got {value!r}")
        return value
    if key == "font":
        fonts = (*BUNDLED_FONTS, *sorted(ctx.fonts))
        if value not in fonts:
            raise ValueError(
                f"unknown font {value!r} (fonts: {', '.join(fonts)})" + suggest(str(value), fonts)
            )
        return value
    if key == "align":
        return _choice(value, ALIGN, "an alignment")
    if key == "valign":
        return _choice(value, VALIGN, "a vertical alignment")
    if key == "fit":
        return _choice(value, FITS, "a fit")
    if key == "grid":
        return _grid(value)
    if key == "along":
        return _along(value)
    raise AssertionError(key)  # pragma: no cover


def _grid(value: Any) -> Mapping[str, Any]:
    keys = GRID_KEYS
    if not isinstance(value, dict) or "columns" not in value:
        raise ValueError("expected {columns: N} (and rows: N, last_row: left|center)")
    for key in value:
        if key not in keys:
            raise ValueError(f"unknown key '{key}' in grid (keys: {', '.join(keys)})")
    out = {"columns": int(_number(value["columns"], "a number of columns", 1, MAX_REPEAT))}
    if "rows" in value:
        out["rows"] = int(_number(value["rows"], "a number of rows", 1, MAX_REPEAT))
    out["last_row"] = _choice(value.get("last_row", "center"), ("left", "center"), "last_row")
    return MappingProxyType(out)


def _along(value: Any) -> Mapping[str, Any]:
    keys = ALONG_KEYS
    if not isinstance(value, dict) or not {"from", "to", "size"} <= set(value):
        raise ValueError("expected {from: [x, y], to: [x, y], size: [w, h]} (mm or '%')")
    for key in value:
        if key not in keys:
            raise ValueError(f"unknown key '{key}' in along (keys: {', '.join(keys)})")
    size = value["size"]
    if not isinstance(size, list):
        size = [size, size]
    return MappingProxyType({"from": point(value["from"]), "to": point(value["to"]),
                             "size": point(size)})  # fmt: skip
