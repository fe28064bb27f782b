"""Card layouts as data: the typed records of a game's ``layouts``, ``styles``, ``fonts``
and ``icons`` sections, and the vocabulary of elements and keys.

A layout (``layouts: NAME: {front: [...], back: [...]}``) is a list of elements per side;
an element is a kind (:data:`ELEMENT_KINDS`) with keys (:data:`KIND_KEYS`). The reader is
:mod:`cardgen.model.layout_reader`, the templates and conditions are
:mod:`cardgen.model.layout_expr`, the drawing is :mod:`cardgen.render.layouts`. The
reference for designers is ``docs/layouts.md``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from types import MappingProxyType
from typing import Any

from cardgen.errors import Problem

ELEMENT_KINDS = ("rect", "ellipse", "line", "text", "image", "icon", "repeat")
"""Every kind of element, in the order the reference lists them."""

BOX_KEYS = ("in", "left", "top", "right", "bottom", "width", "height", "inset", "rotate")
"""Where an element sits: a box (``in``) and distances from its edges (mm or ``N%``)."""
COMMON_KEYS = ("kind", "name", "style", "when", *BOX_KEYS)
SHAPE_KEYS = ("fill", "stroke", "stroke_width", "dash", "pattern", "pattern_color")
TEXT_KEYS = ("font", "size", "min_size", "bold", "color", "align", "valign", "line_height")

KIND_KEYS: Mapping[str, tuple[str, ...]] = MappingProxyType(
    {
        "rect": (*COMMON_KEYS, *SHAPE_KEYS, "radius"),
        "ellipse": (*COMMON_KEYS, *SHAPE_KEYS),
        "line": (
            "kind",
            "name",
            "style",
            "when",
            "in",
            "from",
            "to",
            "stroke",
            "stroke_width",
            "dash",
        ),  # fmt: skip
        "text": (*COMMON_KEYS, "text", *TEXT_KEYS),
        "image": (*COMMON_KEYS, "src", "fit", "radius"),
        "icon": (*COMMON_KEYS, "icon", "color"),
        "repeat": (*COMMON_KEYS, "count", "element", "grid", "along"),
    }
)
"""The keys each kind of element takes."""

REQUIRED_KEYS: Mapping[str, tuple[str, ...]] = MappingProxyType(
    {
        "line": ("from", "to"),
        "text": ("text",),
        "image": ("src",),
        "icon": ("icon",),
        "repeat": ("count", "element"),
    }
)

STYLE_KEYS = tuple(
    sorted({k for keys in KIND_KEYS.values() for k in keys} - {"kind", "name", "style", "when"})
)
"""What a style may set: any element key but ``kind``, ``name``, ``style``, ``when`` (a
style's key that an element's kind does not take is left out for that element)."""

TEMPLATE_KEYS = ("text", "fill", "stroke", "color", "pattern_color", "src", "icon", "count")
"""Keys whose text is a template (``{field}`` is replaced by the card's value)."""
COLOUR_KEYS = ("fill", "stroke", "color", "pattern_color")

BOXES = ("trim", "safe", "bleed")
"""The named boxes every face has: the card's trim, the safe area (text and icons stay
inside it) and the bleed (the background reaches it)."""
CELL = "cell"
"""The box of one copy inside a ``repeat`` element."""

BUNDLED_FONTS = ("sans", "mono")
"""Font families cardgen ships: DejaVu Sans (regular and bold) and DejaVu Sans Mono."""

PATTERNS = ("hatch", "vertical", "diagonal", "backdiagonal", "crosshatch", "grid", "dots",
            "waves", "zigzag", "checker", "bricks")  # fmt: skip
"""The pattern fills of the canvas (``cardgen.render.patterns.PATTERNS``)."""

SECTIONS = ("fonts", "icons", "styles", "layouts")
"""The sections of a game's files that hold its look (usually in ``layouts.yaml``)."""
LAYOUT_KEYS = ("extends", "front", "back")
"""The keys of one layout: the layout it starts from and the elements of each side."""
FONT_KEYS = ("regular", "bold")
"""The keys of a font family (``fonts: NAME: {regular, bold}``): TrueType files."""
ICON_KEYS = ("svg", "path", "view", "stroke_width")
"""The keys of a game's icon (``icons: NAME: {…}``): an SVG file, or SVG path data."""
GRID_KEYS = ("columns", "rows", "last_row")
"""The keys of a ``repeat`` element's ``grid``."""
ALONG_KEYS = ("from", "to", "size")
"""The keys of a ``repeat`` element's ``along``."""

MAX_REPEAT = 100
"""Most copies a ``repeat`` element draws on one face."""

ALIGN = ("left", "center", "right")
VALIGN = ("top", "middle", "bottom")
FITS = ("contain", "cover", "stretch")


@dataclass(frozen=True)
class Where:
    """Where a value was written: file, line, column and its field path there."""

    file: str
    line: int
    col: int
    path: str

    def problem(self, message: str) -> Problem:
        return Problem(self.file, self.line, self.col, self.path, message)


@dataclass(frozen=True)
class Ref:
    """A name in a template or condition: ``suit.colour`` → ``("suit", "colour")``."""

    path: tuple[str, ...]

    def __str__(self) -> str:
        return ".".join(self.path)


@dataclass(frozen=True)
class Template:
    """A text with ``{name}`` holes: literal parts and :class:`Ref` s, in order."""

    source: str
    parts: tuple[str | Ref, ...]

    # (worked out once: a template is read for every card, and for every pip of a card)
    @cached_property
    def refs(self) -> tuple[Ref, ...]:
        return tuple(p for p in self.parts if isinstance(p, Ref))

    @cached_property
    def literal(self) -> str | None:
        """The text itself when it has no holes."""
        return "".join(self.parts) if not self.refs else None  # type: ignore[arg-type]

    @cached_property
    def single(self) -> Ref | None:
        """The one name when the template is exactly ``{name}``."""
        return self.parts[0] if len(self.parts) == 1 and isinstance(self.parts[0], Ref) else None

    @cached_property
    def per_copy(self) -> bool:
        """Whether its text may differ between the copies of a ``repeat``."""
        return any(ref.path[0] in ("index", "count") for ref in self.refs)


@dataclass(frozen=True)
class Condition:
    """A parsed ``when:``: ``tree`` is nested tuples (``("ref", Ref)``, ``("const", v)``,
    ``("not", c)``, ``("and", a, b)``, ``("or", a, b)``, ``("cmp", op, a, b)``)."""

    source: str
    tree: tuple

    @property
    def refs(self) -> tuple[Ref, ...]:
        found: list[Ref] = []

        def walk(node: tuple) -> None:
            if node[0] == "ref":
                found.append(node[1])
            elif node[0] in ("not", "and", "or"):
                for child in node[1:]:
                    walk(child)
            elif node[0] == "cmp":
                walk(node[2])
                walk(node[3])

        walk(self.tree)
        return tuple(found)


Length = tuple[float, bool]
"""A length: ``(value, True)`` is a percentage of the reference box, else mm."""


@dataclass(frozen=True)
class Element:
    """One element of a face: its kind, name and keys (styles applied, values parsed:
    :class:`Template`, :class:`Condition`, :data:`Length`, numbers, texts), where each
    key was written (``where[""]`` is the element itself) and, for a ``repeat``, the
    element it repeats."""

    kind: str
    name: str | None
    props: Mapping[str, Any]
    where: Mapping[str, Where]
    child: Element | None = None

    def get(self, key: str, default: Any = None) -> Any:
        return self.props.get(key, default)

    @cached_property
    def placement(self) -> tuple:
        """``(in, left, right, width, top, bottom, height, inset)`` (read for every card)."""
        p = self.props
        return tuple(p.get(k) for k in ("in", "left", "right", "width", "top", "bottom",
                                        "height", "inset"))  # fmt: skip

    def at(self, key: str = "") -> Where:
        """Where ``key`` was written (the element itself if the key was not)."""
        return self.where.get(key) or self.where[""]


@dataclass(frozen=True)
class Layout:
    """A named layout: the elements of its front and of its back (None: that side is
    not drawn by this layout)."""

    name: str
    front: tuple[Element, ...] | None
    back: tuple[Element, ...] | None
    where: Where


@dataclass(frozen=True)
class FontFamily:
    """A font family of the game's folder: regular and (optional) bold TrueType files."""

    name: str
    regular: Path
    bold: Path | None
    where: Where


@dataclass(frozen=True)
class GameIcon:
    """An icon of the game: an SVG file, or SVG path data in a view box (filled, or
    stroked ``stroke_width`` wide). Drawn in one colour, like the bundled icons."""

    name: str
    where: Where
    file: Path | None = None
    path_data: str | None = None
    view: tuple[float, float, float, float] = (0.0, 0.0, 24.0, 24.0)
    stroke_width: float | None = None


@dataclass(frozen=True)
class Design:
    """Everything a game's layouts need: layouts, font families and icons by name, and
    the game's folder (images are relative to it)."""

    folder: Path
    layouts: Mapping[str, Layout] = field(default_factory=lambda: MappingProxyType({}))
    fonts: Mapping[str, FontFamily] = field(default_factory=lambda: MappingProxyType({}))
    icons: Mapping[str, GameIcon] = field(default_factory=lambda: MappingProxyType({}))
