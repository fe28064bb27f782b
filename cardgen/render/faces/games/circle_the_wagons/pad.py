"""Circle the Wagons: the score pad (one page, several games for two players)."""

from __future__ import annotations

import math

from cardgen.render.faces.words import FaceWords

INK = "#2b2118"
RULE = "#7a6a58"
WORDS = FaceWords("circle-the-wagons")


def draw_pad(canvas, face, game, lang: str) -> None:
    from cardgen.render.faces.games.circle_the_wagons.draw import draw_territory

    w, h = canvas.width, canvas.height
    canvas.fill_bleed("#ffffff")
    canvas.text(face["title"].get(lang) + " · Circle the Wagons", 0, 0, w, 10, size_pt=16,
                min_size_pt=10, bold=True, align="center", valign="middle", color=INK)  # fmt: skip
    canvas.text(WORDS("hint", lang), 0, 10, w, 6, size_pt=9, min_size_pt=7, align="center",
                valign="middle", color=INK)  # fmt: skip
    games = int(face["games"])
    cols = max(1, min(games, int(w // 60)))
    block_rows = math.ceil(games / cols)
    gap = 4.0
    bw = (w - gap * (cols - 1)) / cols
    top = 19.0
    bh = (h - top - gap * (block_rows - 1)) / block_rows
    terrains = list(game.catalogs["terrains"])
    lines = 1 + len(terrains) + 3 + 1  # header, terrains, bonus goals, total
    lh = min(10.0, bh / (lines + 0.3))
    label_w = bw * 0.52
    score_w = (bw - label_w) / 2
    for g in range(games):
        bx = (g % cols) * (bw + gap)
        by = top + (g // cols) * (bh + gap)
        canvas.rect(bx, by, bw, lh * lines, radius=1.5, stroke=RULE, stroke_width=0.4)
        canvas.text(f"{WORDS('game', lang)} {g + 1}", bx + 1.5, by, label_w - 2, lh,
                    size_pt=9, min_size_pt=7, bold=True, valign="middle", color=INK)  # fmt: skip
        for p in range(2):
            px = bx + label_w + p * score_w
            canvas.text(f"{WORDS('player', lang)} {p + 1}", px, by, score_w, lh, size_pt=7,
                        min_size_pt=7, align="center", valign="middle", color=INK,
                        overflow="clip")  # fmt: skip
        labels = [(t.name.get(lang), t.id) for t in terrains]
        labels += [(f"{WORDS('bonus', lang)} {i}", None) for i in (1, 2, 3)]
        labels.append((WORDS("total", lang), "total"))
        for i, (label, terrain) in enumerate(labels):
            ly = by + lh * (i + 1)
            canvas.line(bx, ly, bx + bw, ly, stroke=RULE, stroke_width=0.25)
            tx = bx + 1.5
            if terrain and terrain != "total":
                draw_territory(canvas, game, terrain, tx, ly + lh * 0.2, lh * 0.9, lh * 0.6,
                               spacing=1.5)  # fmt: skip
                tx += lh * 0.9 + 1.5
            canvas.text(label, tx, ly, bx + label_w - tx - 1, lh, size_pt=9, min_size_pt=7,
                        bold=terrain == "total", valign="middle", color=INK,
                        overflow="clip")  # fmt: skip
        for p in range(2):
            px = bx + label_w + p * score_w
            canvas.line(px, by, px, by + lh * lines, stroke=RULE, stroke_width=0.25)
