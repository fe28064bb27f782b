"""What a game's layouts draw with besides the canvas: its font families, its icons (and
the bundled ones) and its images, each loaded once per process and checked as it loads.

A problem here is a :class:`Fault`: a message and where the thing was declared, for the
located error that the layout's drawer turns it into.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from cardgen.model.images import image_problem
from cardgen.model.layout_types import Design, GameIcon, Where
from cardgen.render import fonts
from cardgen.render.icons import BUNDLED_ICONS, register_icon
from cardgen.render.record import RecordingCanvas
from cardgen.render.svgimport import (
    SvgError,
    VectorImage,
    icon_svg,
    load_vector,
    vector_from_text,
)


class Fault(Exception):
    """A problem drawing a layout: what is wrong, and where it was written (None: at
    the element being drawn)."""

    def __init__(self, message: str, where: Where | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.where = where


MONO = fonts.FONT_DIR / "DejaVuSansMono.ttf"
MAX_PIXELS = 40_000_000
"""Largest raster image a layout places (it is decoded whole into memory to embed it)."""
_ICON = re.compile(r"\[icon:([A-Za-z0-9_.-]+)\]")


@dataclass
class Assets:
    """A game's fonts, icons and images for its layouts."""

    design: Design

    def __post_init__(self) -> None:
        self._families: dict[str, str] = {}
        self._icons: dict[str, str] = {}
        self._prepared: dict[str, PreparedIcon] = {}

    # -- fonts -----------------------------------------------------------------------
    def family(self, name: str | None) -> str:
        """The font family key of a layout's ``font`` ("" for the default)."""
        if not name or name == "sans":
            return ""
        if name not in self._families:
            if name == "mono":
                self._families[name] = fonts.register_family(MONO)
            else:
                decl = self.design.fonts[name]
                key = fonts.register_family(decl.regular, decl.bold)
                try:
                    fonts.font_name(False, key)
                    fonts.font_name(True, key)
                    fonts.outlines(False, key).vertical_metrics()
                    fonts.outlines(True, key)
                except Exception as error:  # noqa: BLE001 - reportlab's TTFError and struct errors
                    raise Fault(f"cannot use font '{name}': {error}", decl.where) from None
                self._families[name] = key
        return self._families[name]

    def missing_glyphs(self, text: str, name: str | None, bold: bool) -> str:
        """The characters of ``text`` (markup aside) that a game's font has no glyph for."""
        if not name or name in ("sans", "mono"):
            return ""
        outlines = fonts.outlines(bold, self.family(name))
        plain = _ICON.sub("", text).replace("**", "")
        missing = {ch for ch in plain if not ch.isspace() and outlines.glyph_id(ch) == 0}
        return "".join(sorted(missing))

    # -- icons -----------------------------------------------------------------------
    def icon(self, name: str) -> str:
        """The registered name of a layout's icon: the game's own, else a bundled one."""
        if name in self._icons:
            return self._icons[name]
        icon = self.design.icons.get(name)
        if icon is None:
            if name in BUNDLED_ICONS:
                return name
            own = ", ".join(sorted(self.design.icons))
            raise Fault(
                f"unknown icon {name!r} (the game's: {own or 'none'}; bundled: "
                f"{', '.join(BUNDLED_ICONS)})"
            )
        vector = game_icon_vector(icon, self.design.folder)
        key = f"layout-icon-{_digest(icon)}"
        register_icon(key, _icon_drawer(vector, icon.keep), replace=True)
        self._icons[name] = key
        self._prepared[key] = PreparedIcon(vector, icon.keep)
        return key

    def prepared(self, registered: str) -> PreparedIcon | None:
        """The game's icon registered as ``registered``, prepared for drawing (None for a
        bundled icon)."""
        return self._prepared.get(registered)

    def inline_icons(self, text: str) -> str:
        """``[icon:NAME]`` in a text, with each name made the registered one."""
        return _ICON.sub(lambda m: f"[icon:{self.icon(m.group(1))}]", text)

    # -- images ----------------------------------------------------------------------
    def image(self, written: str) -> tuple[str, Path, float, float]:
        """An image path of a layout (relative to the game's folder): ``(format, file,
        width, height)``; for an SVG the size is in points, for a raster image in pixels
        (only the proportions matter)."""
        folder = self.design.folder
        message, ref = image_problem(written, folder, folder)
        if message:
            raise Fault(message)
        assert ref.file is not None and ref.format is not None
        if ref.format == "svg":
            vector = _vector(ref.file, folder)
            return "svg", ref.file, vector.width, vector.height
        width, height = raster_size(ref.file)
        return ref.format, ref.file, width, height

    def vector(self, file: Path) -> VectorImage:
        return _vector(file, self.design.folder)


def _vector(file: Path, folder: Path) -> VectorImage:
    try:
        return load_vector(file, folder)
    except SvgError as error:
        raise Fault(f"{file.name}: {error}") from None


def raster_size(file: Path) -> tuple[float, float]:
    stat = file.stat()
    return _raster_size(str(file), stat.st_mtime_ns, stat.st_size)


@lru_cache(maxsize=256)
def _raster_size(path: str, _mtime: int, _size: int) -> tuple[float, float]:
    from PIL import Image, UnidentifiedImageError

    try:
        with Image.open(path) as image:
            width, height = image.size
            if width * height <= MAX_PIXELS:
                image.verify()
    except (
        OSError,
        UnidentifiedImageError,
        ValueError,
        SyntaxError,
        Image.DecompressionBombError,
    ) as error:
        raise Fault(f"cannot read the image {Path(path).name}: {error}") from None
    if width <= 0 or height <= 0:
        raise Fault(f"the image {Path(path).name} is empty")
    if width * height > MAX_PIXELS:
        raise Fault(
            f"the image {Path(path).name} has {width} × {height} pixels, more than"
            f" {MAX_PIXELS // 1_000_000} million (a card at 300 dpi needs about 1 million)"
        )
    return float(width), float(height)


def game_icon_vector(icon: GameIcon, folder: Path) -> VectorImage:
    try:
        if icon.file is not None:
            return load_vector(icon.file, folder)
        assert icon.path_data is not None
        return vector_from_text(icon_svg(icon.path_data, icon.view, icon.stroke_width))
    except SvgError as error:
        raise Fault(f"icon '{icon.name}': {error}", icon.where) from None


def _digest(icon: GameIcon) -> str:
    import hashlib

    if icon.file is not None:
        data = icon.file.read_bytes()
    else:
        data = repr((icon.path_data, icon.view, icon.stroke_width)).encode("utf-8")
    if icon.keep:
        data += repr(icon.keep).encode("utf-8")
    return hashlib.sha256(data).hexdigest()[:12]


class PreparedIcon:
    """A game's icon as the primitives it draws, recorded once per colour: drawing it is
    then one transform and those primitives, the same ones ``canvas.icon`` would draw."""

    def __init__(self, vector: VectorImage, keep: tuple[str, ...]) -> None:
        self.vector = vector
        self.keep = keep
        self._inner: dict[str, tuple] = {}

    def inner(self, color: str) -> tuple:
        """The primitives inside the icon's transform, in its colour ``color``."""
        ops = self._inner.get(color)
        if ops is None:
            from cardgen.render.svgimport import draw_vector

            vector = self.vector
            rec = RecordingCanvas(vector.width, vector.height)
            draw_vector(rec, vector, 0.0, 0.0, vector.width, vector.height, recolor=color,
                        keep=self.keep)  # fmt: skip
            first, last = rec.ops[0][0], rec.ops[-1][0]
            assert first == "_push_transform" and last == "_pop_transform", (first, last)
            ops = self._inner[color] = tuple(rec.ops[1:-1])
        return ops

    def paint(self, canvas, x: float, y: float, size: float, color: str) -> None:
        """What ``canvas.icon`` draws for this icon at ``(x, y, size)`` in ``color``."""
        from cardgen.render.svgimport import fit_box

        vector = self.vector
        bx, by, bw, bh = fit_box(vector.width, vector.height, x, y, size, size, "contain")
        ops = self.inner(color)
        matrix = (bw / vector.width, 0.0, 0.0, -(bh / vector.height), bx, by + bh)
        if type(canvas) is RecordingCanvas:  # (what it would record, copied in)
            canvas.ops.append(("_push_transform", (matrix,)))
            canvas.ops.extend(ops)
            canvas.ops.append(_POP)
            return
        canvas._push_transform(matrix)
        try:
            for name, args in ops:
                getattr(canvas, name)(*args)
        finally:
            canvas._pop_transform()


_POP = ("_pop_transform", ())


def _icon_drawer(vector: VectorImage, keep: tuple[str, ...] = ()):
    from cardgen.render.svgimport import draw_vector, fit_box

    def draw(canvas, x: float, y: float, size: float, color: str = "#000000") -> None:
        box = fit_box(vector.width, vector.height, x, y, size, size, "contain")
        draw_vector(canvas, vector, *box, recolor=color, keep=keep)

    return draw


_ASSETS: dict[int, tuple[Design, Assets]] = {}


def assets_of(design: Design) -> Assets:
    """The assets of a game's design (one per design object and process)."""
    hit = _ASSETS.get(id(design))
    if hit is None or hit[0] is not design:
        if len(_ASSETS) > 64:
            _ASSETS.clear()
        hit = _ASSETS[id(design)] = (design, Assets(design))
    return hit[1]
