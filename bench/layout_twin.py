"""The Python twin of the test game's ``suit-card`` layout (tests/layout_content/harbour):
the same face drawn by hand with the canvas API, as a game's faces module would, so that
``bench/print.py`` can measure what drawing from layout data costs per face against
drawing the same face in Python, in the same run.

Only for the benchmark: it draws the suit card's front (and its back), nothing else.
"""

from __future__ import annotations

from cardgen.render.canvas import SAFE
from cardgen.render.layouts.assets import assets_of


def draw_face(canvas, face, item, component, game, lang: str) -> None:
    if item is None:
        _back(canvas, game)
        return
    suit = game.catalogs["suits"][face["suit"]]
    colour = suit.get("colour")
    assets = assets_of(game.design)
    icon = assets.icon(suit.get("icon"))
    w, h, b = canvas.width, canvas.height, canvas.bleed
    canvas.rect(-b, -b, w + 2 * b, h + 2 * b, fill=colour, pattern="diagonal",
                pattern_color="#ffffff")  # fmt: skip
    px, py, pw, ph = SAFE, SAFE, w - 2 * SAFE, h - 2 * SAFE
    gold = item.layout == "suit-card-gold"  # the per-card layout: a cream panel, a number
    canvas.rect(px, py, pw, ph, radius=2.5, fill="#fff4d6" if gold else "#ffffff",
                stroke=colour, stroke_width=0.6)  # fmt: skip
    canvas.ellipse(px + 2 + 6, py + 2 + 6, 6, 6, fill=colour)
    value = str(face["value"])
    canvas.text(value, px + 2, py + 2, 12, 12, size_pt=16, min_size_pt=12, bold=True,
                align="center", valign="middle", color="#ffffff")  # fmt: skip
    canvas.text(suit.name.get(lang), px + 15, py + 2, pw - 30, 12, size_pt=12, min_size_pt=8,
                bold=True, align="center", valign="middle", color="#1d1d1d")  # fmt: skip
    canvas.icon(icon, px + pw - 2 - 12, py + 2, 12, colour)
    canvas.line(px + 4, py + 16, px + pw, py + 16, stroke=colour, stroke_width=0.4, dash=(1, 1))
    gx, gy, gw, gh = px + 6, py + 20, pw - 12, ph - 40
    count = int(face["value"])
    rows = -(-count // 3)
    cw, ch = gw / 3, gh / rows
    for i in range(count):
        row, col = divmod(i, 3)
        in_row = min(3, count - row * 3)
        x = gx + (3 - in_row) * cw / 2 + col * cw + 1
        y = gy + row * ch + 1
        size = min(cw - 2, ch - 2)
        canvas.icon(icon, x + (cw - 2 - size) / 2, y + (ch - 2 - size) / 2, size, colour)
    if gold:
        number = next(n for n, other in enumerate(component.items, 1) if other is item)
        canvas.text(f"{number} / {component.total}", px + 3, py + 17.5, pw - 3, 5, size_pt=9,
                    min_size_pt=6.5, align="center", color="#1d1d1d")  # fmt: skip
    rule = face.get("rule")
    if rule:
        canvas.text(assets.inline_icons(rule.get(lang)), px + 3, py + ph - 18, pw - 6, 16,
                    size_pt=9, min_size_pt=6.5, color="#1d1d1d")  # fmt: skip
    else:
        cx, cy = px + pw - 2 - 6, py + ph - 2 - 6
        with canvas.transformed(dx=cx, dy=cy, rotate=180):
            canvas.text(value, -6, -6, 12, 12, size_pt=16, min_size_pt=12, bold=True,
                        align="center", valign="middle", color=colour)  # fmt: skip


def _back(canvas, game) -> None:
    w, h, b = canvas.width, canvas.height, canvas.bleed
    canvas.rect(-b, -b, w + 2 * b, h + 2 * b, fill="#22345a")
    canvas.rect(SAFE + 2, SAFE + 2, w - 2 * SAFE - 4, h - 2 * SAFE - 4, radius=3,
                stroke="#f2c14e", stroke_width=0.8)  # fmt: skip
    sw, sh = w - 2 * SAFE, h - 2 * SAFE
    for i in range(3):
        x = SAFE + sw * (0.2 + 0.3 * i)
        canvas.icon("star", x - 4.5, SAFE + sh / 2 - 4.5, 9, "#f2c14e")
