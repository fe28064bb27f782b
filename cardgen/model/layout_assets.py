"""Reading the ``fonts`` and ``icons`` sections of a game's layouts (and the named
definitions every layout section is made of): font files are TrueType files of the game's
folder, icons SVG files or path data. Used by :mod:`cardgen.model.layout_reader`."""

from __future__ import annotations

import re
import struct
from pathlib import Path, PurePosixPath
from typing import Any

from cardgen.model.images import image_problem
from cardgen.model.layout_types import (
    BUNDLED_FONTS,
    FONT_KEYS,
    ICON_KEYS,
    FontFamily,
    GameIcon,
    Where,
)
from cardgen.model.reader import Reader, Section
from cardgen.model.yamlsrc import PathKey, Source, format_path

_ICON_NAME = re.compile(r"^[A-Za-z0-9_.-]+$")
_NAME = re.compile(r"^[A-Za-z0-9_-]+$")
Named = dict[str, tuple[Any, Source, PathKey]]
"""Definitions of a section by name: (value, source, path)."""


def where(source: Source, path: PathKey, *, key: bool = False) -> Where:
    line, col = source.where(path, key=key)
    return Where(source.file, line, col, format_path(path))


class LayoutAssetsReader(Reader):
    sections: dict[str, list[Section]]

    def _named(self, section: str, what: str) -> Named:
        """Every ``NAME: value`` of a mapping section, over all its files."""
        found: Named = {}
        for source, path, value in self.sections[section]:
            if not isinstance(value, dict):
                self._reporter(source)(path, f"expected a mapping of {what} by name")
                continue
            for name, entry in value.items():
                here = (*path, name)
                if not _NAME.match(str(name)) and not (
                    section == "icons" and _ICON_NAME.match(str(name))
                ):
                    self.problems.append(
                        source.problem(
                            here, f"'{name}' is not a name (letters, digits, - and _)", key=True
                        )  # fmt: skip
                    )
                    continue
                if name in found:
                    first = found[name][1]
                    self.problems.append(
                        source.problem(
                            here,
                            f"{section[:-1]} '{name}' is already defined in {first.file}",
                            key=True,
                        )  # fmt: skip
                    )
                    continue
                found[name] = (entry, source, here)
        return found

    def _fonts(self, declared: Named) -> dict[str, FontFamily]:
        fonts: dict[str, FontFamily] = {}
        for name, (value, source, path) in declared.items():
            report = self._reporter(source)
            if name in BUNDLED_FONTS:
                report(path, f"'{name}' is a bundled font ({', '.join(BUNDLED_FONTS)}); "
                       "give yours another name", key=True)  # fmt: skip
                continue
            if isinstance(value, str):
                value = {"regular": value}
                paths = {"regular": path}
            elif isinstance(value, dict):
                data = self._keys(source, value, path, FONT_KEYS[:1], FONT_KEYS[1:])
                if data is None or "regular" not in data:
                    continue
                paths = {k: (*path, k) for k in value}
            else:
                report(path, "expected a font file (fonts/x.ttf) or {regular: …, bold: …}")
                continue
            files = {w: font_file(value[w], self.folder) for w in FONT_KEYS if w in value}
            bad = False
            for weight, (message, _file) in files.items():
                if message:
                    report(paths[weight], message)
                    bad = True
            if not bad:
                bold = files["bold"][1] if "bold" in files else None
                fonts[name] = FontFamily(name, files["regular"][1], bold, where(source, path))
        return fonts

    def _icons(self) -> dict[str, GameIcon]:
        icons: dict[str, GameIcon] = {}
        for name, (value, source, path) in self._named("icons", "icons").items():
            report = self._reporter(source)
            at = where(source, path)
            written = value
            if isinstance(value, str):
                value = {"svg": value}
            if not isinstance(value, dict):
                report(path, "expected an SVG file (icons/x.svg) or {path: 'M…', view: 24}")
                continue
            data = self._keys(source, value, path, (), ICON_KEYS)
            if data is None:
                continue
            if ("svg" in data) == ("path" in data):
                report(path, "an icon is either 'svg: FILE' or 'path: DATA' (one of them)")
                continue
            if "svg" in data:
                message, ref = image_problem(data["svg"], self.folder, self.folder)
                if message is None and ref.format != "svg":
                    message = f"'{data['svg']}' is not an SVG file (an icon is drawn in one colour)"
                if message:
                    report((*path, "svg") if isinstance(written, dict) else path, message)
                    continue
                icons[name] = GameIcon(name, at, file=ref.file)
                continue
            icon = self._path_icon(name, data, source, path, at)
            if icon is not None:
                icons[name] = icon
        return icons

    def _path_icon(self, name, data, source, path, at) -> GameIcon | None:
        report = self._reporter(source)
        path_data = data["path"]
        if not isinstance(path_data, str) or not path_data.strip() or len(path_data) > 50_000:
            report((*path, "path"), "expected SVG path data such as 'M2 2 L22 12 L2 22 Z'")
            return None
        if not re.fullmatch(r"[MmLlHhVvCcSsQqTtAaZz0-9eE.,+\-\s]+", path_data):
            report((*path, "path"), "SVG path data holds only the commands MLHVCSQTAZ and numbers")
            return None
        view = data.get("view", 24)
        if isinstance(view, int | float) and not isinstance(view, bool):
            view = [0, 0, view, view]
        if (
            not isinstance(view, list)
            or len(view) != 4
            or not all(isinstance(v, int | float) and not isinstance(v, bool) for v in view)
            or view[2] <= 0
            or view[3] <= 0
        ):
            report((*path, "view"), "expected the view box: a size (24) or [x, y, width, height]")
            return None
        width = data.get("stroke_width")
        if width is not None and (
            not isinstance(width, int | float) or isinstance(width, bool) or width <= 0
        ):
            report((*path, "stroke_width"), "expected a line width in the view box's units (> 0)")
            return None
        return GameIcon(name, at, path_data=path_data,
                        view=tuple(float(v) for v in view), stroke_width=width)  # fmt: skip


_TRUETYPE = (b"\x00\x01\x00\x00", b"true")


def font_file(written: Any, folder: Path) -> tuple[str | None, Path | None]:
    """Check a font file named relative to the game's folder: ``(message or None, file)``.
    cardgen embeds TrueType outlines: a ``.ttf``, or an ``.otf`` that holds TrueType
    outlines; PostScript-outline (CFF) OpenType fonts and font collections are refused."""
    if not isinstance(written, str) or not written.strip():
        return "expected a path to a .ttf or .otf file relative to the game's folder", None
    pure = PurePosixPath(written.replace("\\", "/"))
    if pure.is_absolute() or "\0" in written or re.match(r"^[A-Za-z]:", written):
        return f"'{written}' must be a path relative to the game's folder", None
    file = (folder / pure).resolve()
    if not file.is_relative_to(folder.resolve()):
        return f"'{written}' leaves the game's folder", None
    if pure.suffix.lower() not in (".ttf", ".otf"):
        return f"'{written}' is not a font file name (allowed: .ttf, .otf)", None
    if not file.is_file():
        return f"no font file '{written}'", None
    try:
        data = file.read_bytes()
    except OSError as error:
        return f"cannot read '{written}': {error.strerror or error}", None
    head = data[:4]
    if head == b"OTTO":
        return (
            f"'{written}' has PostScript (CFF) outlines, which cardgen cannot embed; use a"
            " TrueType-outline version of the font (.ttf)",
            None,
        )
    if head == b"ttcf":
        return f"'{written}' is a font collection; give one font of it (.ttf)", None
    if head not in _TRUETYPE or len(data) < 12:
        return f"'{written}' is not a TrueType font", None
    try:
        count = struct.unpack_from(">H", data, 4)[0]
        tags = {data[12 + 16 * i : 16 + 16 * i] for i in range(count)}
    except struct.error:
        return f"'{written}' is not a TrueType font (its table directory is cut short)", None
    missing = [t.decode() for t in (b"cmap", b"glyf", b"head", b"hhea", b"loca", b"hmtx")
               if t not in tags]  # fmt: skip
    if missing:
        return f"'{written}' lacks the font tables {', '.join(missing)}", None
    return None, file
