"""The one font family of every output: DejaVu Sans (regular + bold), shipped in ``fonts/``.

(The rules booklet adds the oblique cut of the same family, ``DejaVuSans-Oblique.ttf``,
for emphasis: :mod:`cardgen.press.booklet.styles`.)

The TTF files and their licence (``fonts/LICENSE-DejaVu.txt``, Bitstream Vera licence,
DejaVu changes public domain) live beside this module, so no output depends on the fonts
of the machine. DejaVu Sans covers Latin-1, Latin Extended-A/B, Greek and Cyrillic.

* PDF: the fonts are registered with reportlab as ``CardSans`` / ``CardSans-Bold`` and
  embedded (subset) into every PDF.
* SVG: text is converted to outlines (paths). :class:`GlyphOutlines` reads the glyph
  outlines straight from the TTF (``glyf`` table, quadratic curves), so SVGs render the
  same everywhere and need no font at all.

Both backends position glyphs with the *same* advance widths (reportlab's metrics of the
same file, :func:`advance`), so text lands at the same place in SVG and PDF.

Other families (a layout's ``font:``, :mod:`cardgen.render.layouts`) are registered with
:func:`register_family`: a TrueType file (``.ttf``, or an ``.otf`` with TrueType outlines)
for the regular weight and optionally one for bold. A family is known by a key made from
the files' bytes, so the same files give the same key (and the same output) in every
process, and two different files never share one. The functions below take that key as
``family``; the empty key is DejaVu Sans, the default of every face.
"""

from __future__ import annotations

import hashlib
import struct
from functools import cache, lru_cache
from pathlib import Path

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

FONT_DIR = Path(__file__).parent / "fonts"
REGULAR = "CardSans"
BOLD = "CardSans-Bold"
FILES = {REGULAR: FONT_DIR / "DejaVuSans.ttf", BOLD: FONT_DIR / "DejaVuSans-Bold.ttf"}

# Vertical metrics of DejaVu Sans in em (hhea ascender 1901, descender -483 of 2048).
ASCENT = 0.928
DESCENT = 0.236

_registered = False


def register_fonts() -> None:
    """Register the family with reportlab (idempotent)."""
    global _registered
    if _registered:
        return
    for name, path in FILES.items():
        pdfmetrics.registerFont(TTFont(name, str(path)))
    pdfmetrics.registerFontFamily(REGULAR, normal=REGULAR, bold=BOLD)
    _registered = True


_FAMILIES: dict[str, tuple[Path, Path]] = {}
"""Registered families: key → (regular file, bold file)."""
_REGISTERED_FAMILIES: set[str] = set()


def register_family(regular: Path, bold: Path | None = None) -> str:
    """Make a font family known (no file is read by reportlab yet) and return its key.

    ``bold`` defaults to the regular file (bold text is then set in the regular weight).
    The key is a digest of both files' bytes: ``F`` and 12 hex digits."""
    bold = bold or regular
    digest = hashlib.sha256(regular.read_bytes() + b"\0" + bold.read_bytes()).hexdigest()
    key = f"F{digest[:12]}"
    _FAMILIES.setdefault(key, (regular, bold))
    return key


def family_files(family: str) -> tuple[Path, Path]:
    """The (regular, bold) files of a registered family."""
    return _FAMILIES[family]


def _register_family_fonts(family: str) -> None:
    if family in _REGISTERED_FAMILIES:
        return
    regular, bold = _FAMILIES[family]
    pdfmetrics.registerFont(TTFont(family, str(regular)))
    pdfmetrics.registerFont(TTFont(f"{family}-Bold", str(bold)))
    _REGISTERED_FAMILIES.add(family)


def font_name(bold: bool, family: str = "") -> str:
    """The reportlab font name of a weight of a family (registering it if needed)."""
    if family:
        _register_family_fonts(family)
        return f"{family}-Bold" if bold else family
    return BOLD if bold else REGULAR


@cache
def advance(char: str, bold: bool = False, family: str = "") -> float:
    """Advance width of one character in em (the metric the PDF viewer uses too)."""
    register_fonts()
    return pdfmetrics.stringWidth(char, font_name(bold, family), 1000.0) / 1000.0


@lru_cache(maxsize=16384)
def text_width(text: str, bold: bool = False, family: str = "") -> float:
    """Width of ``text`` in em (multiply by the font size)."""
    return sum(advance(ch, bold, family) for ch in text)


@cache
def vertical_metrics(family: str = "") -> tuple[float, float]:
    """``(ascent, descent)`` in em of a family's regular weight (hhea), both positive."""
    if not family:
        return ASCENT, DESCENT
    return outlines(False, family).vertical_metrics()


class GlyphOutlines:
    """Glyph outlines of one TrueType file as SVG path data in font units (y up)."""

    def __init__(self, path: Path) -> None:
        data = path.read_bytes()
        self._data = data
        num_tables = struct.unpack_from(">H", data, 4)[0]
        self._tables: dict[str, tuple[int, int]] = {}
        for i in range(num_tables):
            tag, _check, offset, length = struct.unpack_from(">4sIII", data, 12 + 16 * i)
            self._tables[tag.decode("latin-1")] = (offset, length)
        head = self._tables["head"][0]
        self.units_per_em = struct.unpack_from(">H", data, head + 18)[0]
        loc_format = struct.unpack_from(">h", data, head + 50)[0]
        num_glyphs = struct.unpack_from(">H", data, self._tables["maxp"][0] + 4)[0]
        loca = self._tables["loca"][0]
        if loc_format == 0:
            self._loca = [2 * v for v in struct.unpack_from(f">{num_glyphs + 1}H", data, loca)]
        else:
            self._loca = list(struct.unpack_from(f">{num_glyphs + 1}I", data, loca))
        self._glyf = self._tables["glyf"][0]
        self._cmap = self._read_cmap()
        self._paths: dict[int, str] = {}

    def _read_cmap(self) -> dict[int, int]:
        data = self._data
        base = self._tables["cmap"][0]
        count = struct.unpack_from(">H", data, base + 2)[0]
        best = None
        for i in range(count):
            platform, encoding, offset = struct.unpack_from(">HHI", data, base + 4 + 8 * i)
            fmt = struct.unpack_from(">H", data, base + offset)[0]
            if platform == 3 and encoding == 1 and fmt == 4 and best is None:
                best = base + offset
        if best is None:  # pragma: no cover - DejaVu has a format-4 Unicode table
            raise ValueError("no Unicode BMP cmap")
        seg2 = struct.unpack_from(">H", data, best + 6)[0]
        n = seg2 // 2
        ends = struct.unpack_from(f">{n}H", data, best + 14)
        starts = struct.unpack_from(f">{n}H", data, best + 16 + seg2)
        deltas = struct.unpack_from(f">{n}h", data, best + 16 + 2 * seg2)
        range_base = best + 16 + 3 * seg2
        offsets = struct.unpack_from(f">{n}H", data, range_base)
        cmap: dict[int, int] = {}
        for i in range(n):
            for code in range(starts[i], ends[i] + 1):
                if code == 0xFFFF:
                    continue
                if offsets[i] == 0:
                    glyph = (code + deltas[i]) & 0xFFFF
                else:
                    addr = range_base + 2 * i + offsets[i] + 2 * (code - starts[i])
                    glyph = struct.unpack_from(">H", data, addr)[0]
                    if glyph:
                        glyph = (glyph + deltas[i]) & 0xFFFF
                if glyph:
                    cmap[code] = glyph
        return cmap

    def vertical_metrics(self) -> tuple[float, float]:
        """``(ascent, descent)`` in em from the ``hhea`` table, both positive."""
        hhea = self._tables["hhea"][0]
        ascender, descender = struct.unpack_from(">hh", self._data, hhea + 4)
        return ascender / self.units_per_em, -descender / self.units_per_em

    def glyph_id(self, char: str) -> int:
        return self._cmap.get(ord(char), 0)

    def path(self, glyph: int) -> str:
        """SVG path data of a glyph in font units, y up (empty for blank glyphs)."""
        cached = self._paths.get(glyph)
        if cached is None:
            contours = self._contours(glyph, 0.0, 0.0, (1.0, 0.0, 0.0, 1.0), 0)
            cached = " ".join(_contour_to_svg(c) for c in contours if c)
            self._paths[glyph] = cached
        return cached

    def _contours(self, glyph, dx, dy, m, depth):
        data = self._data
        start, end = self._loca[glyph], self._loca[glyph + 1]
        if start == end or depth > 8:
            return []
        pos = self._glyf + start
        n_contours = struct.unpack_from(">h", data, pos)[0]
        pos += 10
        if n_contours >= 0:
            end_pts = struct.unpack_from(f">{n_contours}H", data, pos)
            pos += 2 * n_contours
            n_points = end_pts[-1] + 1 if n_contours else 0
            instr_len = struct.unpack_from(">H", data, pos)[0]
            pos += 2 + instr_len
            flags: list[int] = []
            while len(flags) < n_points:
                flag = data[pos]
                pos += 1
                flags.append(flag)
                if flag & 8:
                    repeat = data[pos]
                    pos += 1
                    flags.extend([flag] * repeat)
            xs, pos = _coords(data, pos, flags, 2, 16)
            ys, pos = _coords(data, pos, flags, 4, 32)
            a, b, c, d = m
            contours = []
            first = 0
            for last in end_pts:
                pts = []
                for k in range(first, last + 1):
                    x, y = xs[k], ys[k]
                    pts.append((a * x + c * y + dx, b * x + d * y + dy, bool(flags[k] & 1)))
                contours.append(pts)
                first = last + 1
            return contours
        contours = []
        more = True
        while more:
            flags, sub = struct.unpack_from(">HH", data, pos)
            pos += 4
            if flags & 1:
                arg1, arg2 = struct.unpack_from(">hh", data, pos)
                pos += 4
            else:
                arg1, arg2 = struct.unpack_from(">bb", data, pos)
                pos += 2
            sa, sb, sc, sd = 1.0, 0.0, 0.0, 1.0
            if flags & 8:
                sa = sd = struct.unpack_from(">h", data, pos)[0] / 16384.0
                pos += 2
            elif flags & 0x40:
                sa, sd = (v / 16384.0 for v in struct.unpack_from(">hh", data, pos))
                pos += 4
            elif flags & 0x80:
                sa, sb, sc, sd = (v / 16384.0 for v in struct.unpack_from(">hhhh", data, pos))
                pos += 8
            a, b, c, d = m
            # child matrix = parent ∘ component
            cm = (a * sa + c * sb, b * sa + d * sb, a * sc + c * sd, b * sc + d * sd)
            ox = dx + a * arg1 + c * arg2 if flags & 2 else dx
            oy = dy + b * arg1 + d * arg2 if flags & 2 else dy
            contours.extend(self._contours(sub, ox, oy, cm, depth + 1))
            more = bool(flags & 0x20)
        return contours


def _coords(data: bytes, pos: int, flags: list[int], short_bit: int, same_bit: int):
    values = []
    value = 0
    for flag in flags:
        if flag & short_bit:
            delta = data[pos]
            pos += 1
            value += delta if flag & same_bit else -delta
        elif not flag & same_bit:
            value += struct.unpack_from(">h", data, pos)[0]
            pos += 2
        values.append(value)
    return values, pos


def _n(v: float) -> str:
    r = round(v, 1)
    return str(int(r)) if r == int(r) else f"{r:g}"


def _contour_to_svg(points: list[tuple[float, float, bool]]) -> str:
    if not any(on for _x, _y, on in points):
        # All off-curve: start at the midpoint of the first two points.
        x0, y0, _ = points[0]
        x1, y1, _ = points[1 % len(points)]
        points = [((x0 + x1) / 2, (y0 + y1) / 2, True), *points[1:], points[0]]
    while not points[0][2]:
        points = points[1:] + points[:1]
    out = [f"M{_n(points[0][0])} {_n(points[0][1])}"]
    pts = points[1:] + points[:1]
    ctrl = None
    for x, y, on in pts:
        if on:
            if ctrl is None:
                out.append(f"L{_n(x)} {_n(y)}")
            else:
                out.append(f"Q{_n(ctrl[0])} {_n(ctrl[1])} {_n(x)} {_n(y)}")
            ctrl = None
        else:
            if ctrl is not None:
                mx, my = (ctrl[0] + x) / 2, (ctrl[1] + y) / 2
                out.append(f"Q{_n(ctrl[0])} {_n(ctrl[1])} {_n(mx)} {_n(my)}")
            ctrl = (x, y)
    out.append("Z")
    return "".join(out)


@cache
def outlines(bold: bool = False, family: str = "") -> GlyphOutlines:
    if family:
        return GlyphOutlines(_FAMILIES[family][1 if bold else 0])
    return GlyphOutlines(FILES[font_name(bold)])
