"""Faces of the player aids every game may have (``content/<game>/aids.yaml``): the two
sides of the reference card and the score sheet. The same for every game, so they live
here and not in a game's face module; :func:`cardgen.render.faces.draw` sends the face
types of :data:`FACE_TYPES` here whatever the game.

Texts are the game's (``game.aids``), fitted at one common size per side so that the
lines of a side read alike; the titles come from the catalog ``player-aids``.
"""

from __future__ import annotations

from functools import cache

from cardgen.model import labelled
from cardgen.render.canvas import SAFE
from cardgen.render.textlayout import MM_PER_PT
from cardgen.render.textlayout import layout_text as cached_layout

AID_FRONT = "player-aid"
AID_BACK = "player-aid-back"
SCORE_SHEET = "score-sheet"
FACE_TYPES = frozenset({AID_FRONT, AID_BACK, SCORE_SHEET})

INK = "#1f3a5a"
BAND = "#dfe8f1"
RULE = "#8aa1b8"
LINE_HEIGHT = 1.18
SIZES_PT = tuple(x / 4 for x in range(36, 17, -1))
"""Text sizes tried, largest first (9 pt down to 4.5 pt in quarter points)."""


@cache  # (read once per process, as the data file was)
def strings() -> dict[str, dict[str, str]]:
    """``{key: {lang: text}}`` of the catalog ``player-aids`` (a missing translation reads
    in the source language)."""
    from cardgen.catalogs import own_domain, table

    return table(own_domain("player-aids"))  # type: ignore[return-value]


def tr(key: str, lang: str) -> str:
    return strings()[key][lang]


def draw_face(canvas, face, item, component, game, lang: str) -> None:
    if face.type == SCORE_SHEET:
        draw_score_sheet(canvas, game, lang)
    else:
        aids = game.aids
        blocks = aids.front if face.type == AID_FRONT else aids.back
        draw_reference(canvas, game, lang, blocks, face.type == AID_FRONT)


def _band(canvas, height: float) -> None:
    """The title band across the top, into the bleed (an outline only in low ink)."""
    b = canvas.bleed
    if canvas.low_ink:
        canvas.line(-b, height, canvas.width + b, height, stroke=RULE, stroke_width=0.4)
    else:
        canvas.rect(-b, -b, canvas.width + 2 * b, height + b, fill=BAND)


def text_area(width: float, height: float) -> tuple[float, float, float]:
    """(x, width, band height) of a reference card ``width`` × ``height`` mm: the lines run
    from under the band to the safe zone's foot."""
    return SAFE + 0.5, width - 2 * SAFE - 1.0, max(9.0, height * 0.12)


def draw_reference(canvas, game, lang: str, blocks, front: bool) -> None:
    """One side of the reference card: title band, then each block's heading and lines."""
    canvas.fill_bleed("#ffffff")
    w, h = canvas.width, canvas.height
    x, inner_w, band_h = text_area(w, h)
    _band(canvas, band_h)
    canvas.text(game.name.get(lang), x, SAFE, inner_w, band_h * 0.38, size_pt=6.5,
                min_size_pt=4, color=INK, overflow="clip")  # fmt: skip
    canvas.text(tr("player_aid", lang), x, SAFE + band_h * 0.36, inner_w,
                band_h - SAFE - band_h * 0.36, size_pt=10, min_size_pt=6, bold=True, color=INK,
                valign="middle", overflow="clip")  # fmt: skip
    top, bottom = band_h + 1.5, h - SAFE
    size = reference_size(blocks, lang, inner_w, bottom - top) or SIZES_PT[-1]
    lh = size * MM_PER_PT * LINE_HEIGHT
    y = top
    for block in blocks:
        heading = block.heading.get(lang)
        canvas.text(heading, x, y, inner_w, lh, size_pt=size, min_size_pt=size, bold=True,
                    color=INK, overflow="clip", line_height=LINE_HEIGHT)  # fmt: skip
        canvas.line(x, y + lh + 0.1, x + inner_w, y + lh + 0.1, stroke=RULE, stroke_width=0.2)
        y += lh + 0.6
        for line in block.lines:
            text = line.get(lang)
            rows = _rows(text, inner_w, size)
            canvas.text(text, x, y, inner_w, rows * lh + 0.1, size_pt=size, min_size_pt=size,
                        overflow="clip", line_height=LINE_HEIGHT)  # fmt: skip
            y += rows * lh + size * MM_PER_PT * 0.3
        y += size * MM_PER_PT * 0.5


def _rows(text: str, width: float, size: float) -> int:
    _size, lines, _fits = cached_layout(text, width, 1000.0, size, size, LINE_HEIGHT, "clip")
    return max(1, len(lines))


def reference_size(blocks, lang: str, width: float, height: float) -> float | None:
    """The largest of :data:`SIZES_PT` at which every block fits ``height`` mm (None: the
    text is too long for the card even at the smallest size)."""
    for size in SIZES_PT:
        lh = size * MM_PER_PT * LINE_HEIGHT
        used = 0.0
        for block in blocks:
            used += lh + 0.6 + size * MM_PER_PT * 0.5
            for line in block.lines:
                used += _rows(line.get(lang), width, size) * lh + size * MM_PER_PT * 0.3
        if used <= height:
            return size
    return None


MIN_ROW = 7.5
"""The least height (mm) of a row to write a score in; two games share a page when their
rows can have it."""


def draw_score_sheet(canvas, game, lang: str) -> None:
    """A table per game (two to a page where they fit): one row per round, one column per
    player (name on top), a total row, the sheet's note below."""
    sheet = game.aids.score_sheet
    canvas.fill_bleed("#ffffff")
    margin = 6.0
    fixed = 12.0 + 12.0 + (22.0 if sheet.note else 0.0) + 6.0  # title, names, note, gap
    for games in (2, 1):
        part = (canvas.height - 2 * margin) / games
        row_h = min(12.0, (part - fixed) / (sheet.rows + 1))
        if row_h >= MIN_ROW or games == 1:
            break
    for n in range(games):
        _score_table(canvas, game, lang, margin, margin + n * part, row_h)


def _score_table(canvas, game, lang: str, margin: float, top: float, row_h: float) -> None:
    sheet = game.aids.score_sheet
    w = canvas.width
    canvas.text(labelled(game.name.get(lang), tr("score_sheet", lang), lang), margin, top,
                w - 2 * margin, 9, size_pt=14, min_size_pt=9, bold=True, color=INK,
                overflow="clip")  # fmt: skip
    players = max(2, game.players.max)
    label_w = 32.0
    col_w = (w - 2 * margin - label_w) / players
    top += 12.0
    head_h, rows = 12.0, sheet.rows
    total_y = top + head_h + rows * row_h
    bottom = total_y + row_h
    tint = None if canvas.low_ink else BAND
    canvas.rect(margin, top, w - 2 * margin, head_h, fill=tint, stroke=RULE, stroke_width=0.3)
    canvas.rect(margin, total_y, w - 2 * margin, row_h, fill=tint, stroke=RULE,
                stroke_width=0.3)  # fmt: skip
    for p in range(players):
        cx = margin + label_w + p * col_w
        canvas.text(f"{tr('player', lang)} {p + 1}", cx + 1.5, top + 1.2, col_w - 3, 4,
                    size_pt=7, min_size_pt=5, color="#555555", overflow="clip")  # fmt: skip
    for r in range(rows):
        y = top + head_h + r * row_h
        canvas.text(f"{sheet.row_label.get(lang)} {r + 1}", margin + 2, y, label_w - 3, row_h,
                    size_pt=10, min_size_pt=6, valign="middle", overflow="clip")  # fmt: skip
    canvas.text(tr("total", lang), margin + 2, total_y, label_w - 3, row_h, size_pt=10,
                min_size_pt=6, bold=True, valign="middle", overflow="clip")  # fmt: skip
    for r in range(rows + 1):
        y = top + head_h + r * row_h
        canvas.line(margin, y, w - margin, y, stroke=INK, stroke_width=0.3 if r else 0.6)
    for y, width in ((top, 0.6), (total_y, 0.8), (bottom, 0.6)):
        canvas.line(margin, y, w - margin, y, stroke=INK, stroke_width=width)
    for c in range(players + 1):
        x = margin + label_w + c * col_w
        canvas.line(x, top, x, bottom, stroke=INK, stroke_width=0.3)
    for x in (margin, w - margin):
        canvas.line(x, top, x, bottom, stroke=INK, stroke_width=0.6)
    if sheet.note:
        canvas.text(sheet.note.get(lang), margin, bottom + 2, w - 2 * margin, 18, size_pt=8.5,
                    min_size_pt=6, color="#333333", overflow="clip")  # fmt: skip
