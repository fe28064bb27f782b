"""Faces of Web: the central server, shaped network cards (fronts and dot backs), cable
strips and obstacle discs.

Network cards are polyominoes of 32 mm squares; the press clips every face to the tile's
outline (plus bleed). Fronts show each square's content in reading order over the cells
(``open``, ``server``, ``cN`` = computer worth N): computers as a monitor with a big
number, extra servers as a telephone/modem with the word "Server", open squares as a
small cable node. Backs show the green action dots in the first square and "N actions"
in another. The central server carries our stand-in mark (not Splotter's logo) and a tab
per side reminding that one cable leaves each side.
"""

from __future__ import annotations

from cardgen.render.canvas import SAFE
from cardgen.render.faces.words import FaceWords

INK = "#1c2b36"
PAPER = "#eef3f7"
BOARD = "#14374f"
GRID = "#9fb3c2"
GREEN = "#3fa34d"
SERVER = "#d9631e"

WORDS = FaceWords("web")


def draw_face(canvas, face, item, component, game, lang: str) -> None:
    drawer = {
        "network": _network_front,
        "network-back": _network_back,
        "server-card": _server_card,
        "cable": _cable,
        "obstacle": _obstacle,
    }.get(face.type)
    if drawer is None:
        from cardgen.render.faces.generic import draw_face as generic

        generic(canvas, face, item, component, game, lang)
        return
    drawer(canvas, face, item, component, game, lang)


def _cells(canvas) -> list[tuple[int, int]]:
    rows = canvas.cells or ("X",)
    return [(c, r) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch == "X"]


def _inner_edges(canvas, colour: str, width: float = 0.25) -> None:
    """Dashed lines on the borders between two squares of the same tile."""
    size = canvas.cell_mm
    cells = set(_cells(canvas))
    for c, r in sorted(cells):
        if (c + 1, r) in cells:
            x = (c + 1) * size
            canvas.line(x, r * size + 2, x, (r + 1) * size - 2, stroke=colour,
                        stroke_width=width, dash=(1.2, 1.2))  # fmt: skip
        if (c, r + 1) in cells:
            y = (r + 1) * size
            canvas.line(c * size + 2, y, (c + 1) * size - 2, y, stroke=colour,
                        stroke_width=width, dash=(1.2, 1.2))  # fmt: skip


# --- network card fronts ------------------------------------------------------------------


def _network_front(canvas, face, item, component, game, lang) -> None:
    canvas.fill_bleed("#ffffff" if canvas.low_ink else PAPER)
    _inner_edges(canvas, GRID)
    size = canvas.cell_mm
    squares = list(face["squares"])
    for i, (c, r) in enumerate(_cells(canvas)):
        content = squares[i] if i < len(squares) else "open"
        cx, cy = (c + 0.5) * size, (r + 0.5) * size
        if content == "server":
            _extra_server(canvas, cx, cy, lang)
        elif content.startswith("c"):
            _computer(canvas, cx, cy, int(content[1:]))
        else:
            _open_square(canvas, cx, cy)


def _open_square(canvas, cx: float, cy: float) -> None:
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        canvas.line(cx + dx * 2.5, cy + dy * 2.5, cx + dx * 9, cy + dy * 9, stroke=GRID,
                    stroke_width=0.5)  # fmt: skip
    canvas.circle(cx, cy, 1.6, fill="#ffffff", stroke=INK, stroke_width=0.5)


def _computer(canvas, cx: float, cy: float, points: int) -> None:
    low = canvas.low_ink
    canvas.rect(cx - 10.5, cy - 10, 21, 15, radius=1.8, fill="#ffffff" if low else INK,
                stroke=INK, stroke_width=0.6)  # fmt: skip
    canvas.rect(cx - 8.5, cy - 8, 17, 11, radius=0.8, fill="#ffffff" if low else "#2f5d7c",
                stroke=None if not low else INK, stroke_width=0.3)  # fmt: skip
    canvas.polygon([(cx - 2.5, cy + 5), (cx + 2.5, cy + 5), (cx + 5, cy + 9), (cx - 5, cy + 9)],
                   fill="#ffffff" if low else INK, stroke=INK, stroke_width=0.5)  # fmt: skip
    canvas.text(str(points), cx - 8.5, cy - 8, 17, 11, size_pt=24, min_size_pt=18, bold=True,
                align="center", valign="middle", color=INK if low else "#ffffff")  # fmt: skip


def _extra_server(canvas, cx: float, cy: float, lang: str) -> None:
    low = canvas.low_ink
    body = "#ffffff" if low else SERVER
    # the modem box, hatched so that it reads without colour
    canvas.rect(cx - 10, cy - 3, 20, 9, radius=1.5, fill=body, stroke=INK, stroke_width=0.6,
                pattern="diagonal", pattern_color=INK if low else "#ffffff",
                pattern_spacing=1.6, pattern_width=0.3)  # fmt: skip
    # the telephone handset lying on top
    canvas.rect(cx - 8, cy - 9.5, 16, 3.2, radius=1.6, fill=INK)
    canvas.rect(cx - 9.5, cy - 8, 5, 4.5, radius=1.5, fill=INK)
    canvas.rect(cx + 4.5, cy - 8, 5, 4.5, radius=1.5, fill=INK)
    for k in (-1, 0, 1):
        canvas.circle(cx + k * 4.5, cy + 1.5, 1.0, fill=INK if low else "#ffffff")
    canvas.text(WORDS("server", lang), cx - 12, cy + 7, 24, 4.5, size_pt=9, min_size_pt=7,
                bold=True, align="center", valign="middle", color=INK)  # fmt: skip


# --- network card backs -------------------------------------------------------------------

DOT_SPOTS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)]}


def _network_back(canvas, face, item, component, game, lang) -> None:
    low = canvas.low_ink
    canvas.fill_bleed("#ffffff" if low else BOARD)
    size = canvas.cell_mm
    cells = _cells(canvas)
    _inner_edges(canvas, GRID if low else "#3d6580", 0.35)
    dots = int(face["dots"])
    c, r = cells[0]
    cx, cy = (c + 0.5) * size, (r + 0.5) * size
    for dx, dy in DOT_SPOTS.get(dots, [(0, 0)]):
        x, y = cx + dx * 7.5, cy + dy * 7.5
        if low:
            canvas.circle(x, y, 4.2, fill="#ffffff", stroke="#2e7d32", stroke_width=1.0,
                          pattern="crosshatch", pattern_color="#2e7d32",
                          pattern_spacing=1.4)  # fmt: skip
        else:
            canvas.circle(x, y, 4.6, fill=GREEN, stroke="#ffffff", stroke_width=0.8)
    if not low:
        for c, r in cells[1:-1]:
            for radius in (4, 8, 12):
                canvas.circle((c + 0.5) * size, (r + 0.5) * size, radius, stroke="#2b5573",
                              stroke_width=0.6)  # fmt: skip
    c, r = cells[-1]
    x0, y0 = c * size + SAFE + 1, r * size + SAFE + 1
    ink = INK if low else "#ffffff"
    canvas.text("Web", x0, y0 + 4, size - 2 * SAFE - 2, 10, size_pt=20, min_size_pt=12,
                bold=True, align="center", valign="middle", color=ink)  # fmt: skip
    label = WORDS.counted("actions", dots, lang)
    canvas.text(label, x0, y0 + 15, size - 2 * SAFE - 2, 6, size_pt=9, min_size_pt=7,
                align="center", valign="middle", color=ink)  # fmt: skip


# --- the central server -------------------------------------------------------------------


def _server_card(canvas, face, item, component, game, lang) -> None:
    low = canvas.low_ink
    w, h = canvas.width, canvas.height
    canvas.fill_bleed("#ffffff" if low else BOARD)
    light = INK if low else "#ffffff"
    _inner_edges(canvas, GRID if low else "#3d6580", 0.35)
    cx, cy = w / 2, h / 2
    # stand-in mark: a web of rings and spokes with the server at its heart
    for radius in (17, 12, 7):
        canvas.circle(cx, cy, radius, stroke=light, stroke_width=0.7)
    for k in range(8):
        import math

        a = math.radians(k * 45 + 22.5)
        canvas.line(cx + 4 * math.cos(a), cy + 4 * math.sin(a), cx + 19 * math.cos(a),
                    cy + 19 * math.sin(a), stroke=light, stroke_width=0.6)  # fmt: skip
    canvas.circle(cx, cy, 5.5, fill=SERVER if not low else "#ffffff", stroke=light,
                  stroke_width=0.8, pattern="diagonal", pattern_color=light,
                  pattern_spacing=1.4)  # fmt: skip
    canvas.text("WEB", cx - 14, cy - 23.5, 28, 5.5, size_pt=14, min_size_pt=10, bold=True,
                align="center", valign="middle", color=light)  # fmt: skip
    canvas.text(WORDS("server", lang), cx - 14, cy + 18, 28, 5.5, size_pt=12, min_size_pt=9,
                bold=True, align="center", valign="middle", color=light)  # fmt: skip
    # one tab per side: one cable leaves each side
    for rot in (0, 90, 180, 270):
        with canvas.transformed(dx=cx, dy=cy, rotate=rot):
            canvas.polygon([(-3, -h / 2 + 7.5), (3, -h / 2 + 7.5), (0, -h / 2 + SAFE + 0.5)],
                           fill=GREEN, stroke=light, stroke_width=0.4)  # fmt: skip
    canvas.text(WORDS("one-per-side", lang), SAFE + 1, h - SAFE - 4.5, 24, 4.5, size_pt=7,
                min_size_pt=7, color=light, valign="bottom")  # fmt: skip
    canvas.text(face["mark"].get(lang), w - SAFE - 25, h - SAFE - 4.5, 24, 4.5, size_pt=7,
                min_size_pt=7, color=light, align="right", valign="bottom")  # fmt: skip


# --- tokens -------------------------------------------------------------------------------


def _cable(canvas, face, item, component, game, lang) -> None:
    entry = game.catalogs["colours"][face["colour"]]
    colour, pattern = entry.get("colour"), entry.get("pattern")
    w, h = canvas.width, canvas.height
    if canvas.low_ink:
        canvas.fill_bleed("#ffffff")
        canvas.rect(-canvas.bleed, -canvas.bleed, w + 2 * canvas.bleed, h + 2 * canvas.bleed,
                    pattern=pattern, pattern_color=colour, pattern_spacing=1.8)  # fmt: skip
    else:
        canvas.fill_bleed(colour)
        canvas.rect(-canvas.bleed, -canvas.bleed, w + 2 * canvas.bleed, h + 2 * canvas.bleed,
                    pattern=pattern, pattern_color="#ffffff", pattern_spacing=1.8)  # fmt: skip
    canvas.rect(5, 2.6, w - 10, h - 5.2, radius=(h - 5.2) / 2, fill="#ffffff")
    canvas.text(entry.name.get(lang), 5, SAFE, w - 10, h - 2 * SAFE, size_pt=8, min_size_pt=7,
                bold=True, align="center", valign="middle", color=INK)  # fmt: skip


def _obstacle(canvas, face, item, component, game, lang) -> None:
    w, h = canvas.width, canvas.height
    cx, cy = w / 2, h / 2
    canvas.fill_bleed("#ffffff" if canvas.low_ink else "#8a8f94")
    canvas.circle(cx, cy, w / 2 + canvas.bleed, pattern="crosshatch", pattern_color=INK,
                  pattern_spacing=2.0, pattern_width=0.2)  # fmt: skip
    canvas.circle(cx, cy, 9.2, fill="#ffffff", stroke=INK, stroke_width=0.5)
    canvas.rect(cx - 3, cy - 7.5, 6, 8, radius=0.8, stroke=INK, stroke_width=0.5)
    canvas.line(cx - 4.5, cy + 0.5, cx + 4.5, cy - 8.5, stroke="#b71c1c", stroke_width=0.9)
    canvas.text(face["label"].get(lang), cx - 8, cy + 1.6, 16, 4.2, size_pt=7, min_size_pt=7,
                bold=True, align="center", valign="middle", color=INK)  # fmt: skip
