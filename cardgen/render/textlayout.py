"""Text fitting for :meth:`~cardgen.render.canvas.Canvas.text`: markup (``**bold**``,
``[icon:NAME]``, ``\\n``) split into words, greedy wrapping with the font metrics of
:mod:`cardgen.render.fonts`, and the largest size (0.25 pt steps) at which a text fits its
box — or what fits at the minimum size, ending in "…" (:func:`layout_text`, cached per
process)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from cardgen.render import fonts

MM_PER_PT = 25.4 / 72.0


class TextFitError(ValueError):
    """Text that does not fit its box even at the minimum size."""

    def __init__(self, text: str, box: tuple[float, float, float, float], min_size: float):
        self.text = text
        self.box = box
        self.min_size = min_size
        x, y, w, h = box
        super().__init__(
            f"text {text[:40]!r} does not fit a {w:.1f} × {h:.1f} mm box at {x:.1f},{y:.1f}"
            f" even at {min_size:g} pt"
        )


@dataclass
class _Piece:
    kind: str  # "text" | "icon"
    value: str
    bold: bool
    width_em: float


@dataclass
class _Word:
    pieces: list[_Piece] = field(default_factory=list)

    @property
    def width_em(self) -> float:
        return sum(p.width_em for p in self.pieces)


ICON_ADVANCE = 1.1  # em taken by an inline icon (1 em icon + 0.1 em space)
NO_BREAK = "\u00a0\u202f"
"""No-break spaces (French puts one before ``:`` and inside « »): part of a word, so that a
line never breaks there, drawn with their own width."""
_TOKEN = re.compile(rf"\[icon:([A-Za-z0-9_.-]+)\]|\*\*|\n|[ \t]+|(?:[^\s*\[]|[{NO_BREAK}])+|\[|\*")


@lru_cache(maxsize=8192)
def _tokenize(text: str, family: str = "") -> list[list[_Word] | None]:
    """Paragraphs (None = forced break) → words → pieces (cached: callers must not
    mutate the result). ``family``: the font family's key (:mod:`cardgen.render.fonts`)."""
    paragraphs: list[list[_Word]] = [[]]
    bold = False
    word = _Word()

    def flush() -> None:
        nonlocal word
        if word.pieces:
            paragraphs[-1].append(word)
        word = _Word()

    for match in _TOKEN.finditer(text):
        token = match.group(0)
        if match.group(1):
            word.pieces.append(_Piece("icon", match.group(1), bold, ICON_ADVANCE))
        elif token == "**":
            bold = not bold
        elif token == "\n":
            flush()
            paragraphs.append([])
        elif token[0] in " \t":
            flush()
        else:
            width = fonts.text_width(token, bold, family)
            word.pieces.append(_Piece("text", token, bold, width))
    flush()
    return paragraphs


def _wrap(paragraphs, max_em: float, break_words: bool, family: str = ""):
    """Greedy wrapping; returns lines (lists of words) or None if a word is too wide."""
    space = fonts.advance(" ", False, family)
    lines: list[list[_Word]] = []
    for words in paragraphs:
        line: list[_Word] = []
        width = 0.0
        for word in words:
            w = word.width_em
            if w > max_em + 1e-9:
                if not break_words:
                    return None
                for part in _split_word(word, max_em, family):
                    if line:
                        lines.append(line)
                    line, width = [part], part.width_em
                continue
            if line and width + space + w > max_em + 1e-9:
                lines.append(line)
                line, width = [], 0.0
            width = width + space + w if line else w
            line.append(word)
        lines.append(line)
    return lines


def _split_word(word: _Word, max_em: float, family: str = "") -> list[_Word]:
    parts: list[_Word] = [_Word()]
    for piece in word.pieces:
        chars = [piece.value] if piece.kind == "icon" else list(piece.value)
        for ch in chars:
            w = ICON_ADVANCE if piece.kind == "icon" else fonts.advance(ch, piece.bold, family)
            if parts[-1].pieces and parts[-1].width_em + w > max_em:
                parts.append(_Word())
            parts[-1].pieces.append(_Piece(piece.kind, ch, piece.bold, w))
    return parts


def line_width(line: list[_Word], family: str = "") -> float:
    if not line:
        return 0.0
    return sum(w.width_em for w in line) + fonts.advance(" ", False, family) * (len(line) - 1)


def line_text(line: list[_Word]) -> str:
    out = []
    for word in line:
        out.append(
            "".join(p.value if p.kind == "text" else f"[icon:{p.value}]" for p in word.pieces)
        )
    return " ".join(out)


_LAYOUTS: dict[tuple, object] = {}
_LAYOUT_CACHE_SIZE = 20000


def _layout_text(text, w, h, size_pt, min_size_pt, line_height, overflow, family=""):
    """See :meth:`Canvas.layout_text` (uncached)."""
    paragraphs = _tokenize(text, family)
    size = size_pt
    while True:
        size_mm = size * MM_PER_PT
        lines = _wrap(paragraphs, w / size_mm, break_words=False, family=family)
        if lines is not None and len(lines) * line_height * size_mm <= h + 1e-9:
            return size, lines, True
        if size <= min_size_pt + 1e-9:
            break
        size = max(min_size_pt, round((size - 0.25) * 4) / 4)
    if overflow == "raise":
        raise TextFitError(text, (0.0, 0.0, w, h), min_size_pt)
    size_mm = min_size_pt * MM_PER_PT
    lines = _wrap(paragraphs, w / size_mm, break_words=True, family=family) or []
    keep = max(1, int((h + 1e-9) // (line_height * size_mm)))
    if len(lines) > keep:
        lines = lines[:keep]
        last = lines[-1]
        ell = _Piece("text", "…", False, fonts.advance("…", False, family))
        while last and line_width(last, family) + ell.width_em > w / size_mm:
            word = last[-1]
            if len(word.pieces) > 1 or (
                word.pieces[0].kind == "text" and len(word.pieces[0].value) > 1
            ):
                word = _split_word(word, word.width_em - 1e-6, family)[0]
                last[-1] = word
                if word.width_em <= 0:
                    last.pop()
            else:
                last.pop()
        last.append(_Word([ell]))
    return min_size_pt, lines, False


def fitted(text, w, h, size_pt, min_size_pt, line_height, overflow, family="") -> object:
    """What :func:`layout_text` has cached for these arguments (None when it has not):
    the same object for as long as the cache keeps it, so that a caller can tell that a
    text it drew is still fitted the same way."""
    return _LAYOUTS.get((text, w, h, size_pt, min_size_pt, line_height, overflow, family))


def layout_text(text, w, h, size_pt, min_size_pt, line_height, overflow, family=""):
    """``(size_pt, lines, fits)`` for :meth:`Canvas.layout_text
    <cardgen.render.canvas.Canvas.layout_text>`, cached per process (the same texts are
    fitted into the same boxes for every copy, paper and backend); a text that does not
    fit raises :class:`TextFitError`. The lines are fresh lists the caller may change.
    ``family``: a font family's key (:func:`cardgen.render.fonts.register_family`), or ""
    for the default family."""
    key = (text, w, h, size_pt, min_size_pt, line_height, overflow, family)
    hit = _LAYOUTS.get(key)
    if hit is None:
        try:
            hit = _layout_text(text, w, h, size_pt, min_size_pt, line_height, overflow, family)
        except TextFitError as error:
            hit = error
        if len(_LAYOUTS) >= _LAYOUT_CACHE_SIZE:
            _LAYOUTS.clear()
        _LAYOUTS[key] = hit
    if isinstance(hit, TextFitError):
        raise TextFitError(hit.text, hit.box, hit.min_size)
    size, lines, fits = hit
    return size, [list(line) for line in lines], fits
