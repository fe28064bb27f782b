"""Image files of a game: the ``image`` field type and images in rules pages.

An image is named by a path relative to a folder of the game (the game's folder for fields,
the rules folder for a rules page's ``![…](images/x.png)``). It must stay inside the game's
folder, exist, and be a PNG, JPEG or SVG by its content: PNG and JPEG by their magic bytes,
SVG by parsing as XML with an ``<svg>`` root. The extension must agree with the content, so
a renamed file is caught before a renderer meets it.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ElementTree
from pathlib import Path, PurePosixPath

IMAGE_FORMATS: dict[str, tuple[str, ...]] = {
    "png": (".png",),
    "jpeg": (".jpg", ".jpeg"),
    "svg": (".svg",),
}
"""The image formats cardgen reads, with the file extensions each may have."""

EXTENSIONS = tuple(ext for exts in IMAGE_FORMATS.values() for ext in exts)
MAX_IMAGE_BYTES = 20 * 1024 * 1024
"""Largest image file accepted (a print image of a card is far smaller)."""

_PNG = b"\x89PNG\r\n\x1a\n"
_JPEG = b"\xff\xd8\xff"
_SVG_ROOT = re.compile(r"^(?:\{http://www\.w3\.org/2000/svg\})?svg$")


class ImageRef(str):
    """An image field's value: the path as written (so it prints and serialises as text),
    with the file it names (``file``, absolute) and its format (``png``, ``jpeg``, ``svg``)."""

    file: Path | None
    format: str | None

    def __new__(cls, path: str, file: Path | None = None, fmt: str | None = None) -> ImageRef:
        ref = super().__new__(cls, path)
        ref.file = file
        ref.format = fmt
        return ref


def image_problem(written: object, base: Path, game_folder: Path) -> tuple[str | None, ImageRef]:
    """Check one image path; returns ``(message or None, the ImageRef)``.

    ``base`` is the folder the path is relative to; it must stay inside ``game_folder``."""
    allowed = ", ".join(EXTENSIONS)
    if not isinstance(written, str) or not written.strip():
        return f"expected a path to an image ({allowed}) relative to the game's folder", ImageRef(
            str(written)
        )
    ref = ImageRef(written)
    pure = PurePosixPath(written.replace("\\", "/"))
    if pure.is_absolute() or re.match(r"^[A-Za-z]:", written) or "\0" in written:
        return f"'{written}' must be a path relative to the game's folder", ref
    try:
        file = (base / pure).resolve()
        root = game_folder.resolve()
    except (OSError, RuntimeError, ValueError):
        return f"'{written}' is not a usable path", ref
    if not file.is_relative_to(root):
        return f"'{written}' leaves the game's folder", ref
    suffix = pure.suffix.lower()
    fmt = next((name for name, exts in IMAGE_FORMATS.items() if suffix in exts), None)
    if fmt is None:
        return f"'{written}' is not an image file name (allowed: {allowed})", ref
    if not file.is_file():
        return f"no image file '{written}'", ref
    try:
        size = file.stat().st_size
        if size > MAX_IMAGE_BYTES:
            return f"'{written}' is larger than {MAX_IMAGE_BYTES // (1024 * 1024)} MB", ref
        data = file.read_bytes()
    except OSError as error:
        return f"cannot read '{written}': {error.strerror or error}", ref
    found = sniff(data)
    if found is None:
        return f"'{written}' is not a PNG, JPEG or SVG image (unreadable content)", ref
    if found != fmt:
        return f"'{written}' is named as {fmt.upper()} but holds a {found.upper()} image", ref
    return None, ImageRef(written, file, fmt)


def sniff(data: bytes) -> str | None:
    """The format of an image's bytes (``png``, ``jpeg``, ``svg``), or None."""
    if data.startswith(_PNG):
        return "png"
    if data.startswith(_JPEG):
        return "jpeg"
    head = data.lstrip()[:1]
    if head == b"<" or data.startswith(b"\xef\xbb\xbf"):
        try:
            # expat (>= 2.4) limits entity expansion, so a "billion laughs" file fails here.
            root = ElementTree.fromstring(data)
        except (ElementTree.ParseError, ValueError, RecursionError):
            return None
        if _SVG_ROOT.match(root.tag):
            return "svg"
    return None


_FENCE = re.compile(r"^(```|~~~).*?^\1[^\n]*$", re.MULTILINE | re.DOTALL)
_MD_IMAGE = re.compile(r"!\[[^\]\n]*\]\(\s*<?([^)\s>]+)>?(?:\s+(?:\"[^\"]*\"|'[^']*'))?\s*\)")


def markdown_images(markdown: str) -> list[tuple[int, int, str]]:
    """The local images a Markdown page shows: ``(line, column, path)`` of each
    ``![alt](path)`` outside fenced code, web and data addresses left out."""
    blanked = _FENCE.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), markdown)
    found = []
    for match in _MD_IMAGE.finditer(blanked):
        target = match.group(1)
        if re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*:", target) and not re.match(
            r"^[A-Za-z]:[\\/]", target
        ):
            continue  # http:, https:, data: …
        target = target.split("#", 1)[0].split("?", 1)[0]
        start = match.start(1)
        line = blanked.count("\n", 0, start) + 1
        col = start - (blanked.rfind("\n", 0, start) + 1) + 1
        found.append((line, col, target))
    return found
