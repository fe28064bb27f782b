"""Circle the Wagons faces: territory fronts, goal backs and the score pad.

Fronts: 2 × 2 territories, each filled with its terrain's colour AND pattern (from the
``terrains`` catalog), a white medallion with the vector icon, and the terrain's name; the
card id's number sits where the four territories meet (records name cards by id).
Backs: the goal's name, a small diagram (``circle_the_wagons_diagrams``), the points in big
type and the goal's text. Which goals are our reconstruction is told on the site and on
the print file's contents page, never on a piece: a player holds the card, not its
history.
"""

from __future__ import annotations

from cardgen.render.canvas import SAFE
from cardgen.render.faces.games.circle_the_wagons.diagrams import draw_diagram, points_label
from cardgen.render.faces.games.circle_the_wagons.icons import icon_name
from cardgen.render.faces.games.circle_the_wagons.pad import WORDS, draw_pad

INK = "#2b2118"
PAPER = "#f4e8cf"
BROWN = "#7a4a21"


def terrain_style(game, terrain_id: str):
    """(fill colour, ink colour, pattern, entry) of a terrain from the catalog."""
    entry = next(e for e in game.catalogs["terrains"] if e.id == terrain_id)
    return entry.fields["colour"], entry.fields["ink"], entry.fields["pattern"], entry


def draw_territory(canvas, game, terrain_id, x, y, w, h, *, low_ink=False, spacing=3.0):
    fill, ink, pattern, _ = terrain_style(game, terrain_id)
    canvas.rect(x, y, w, h, fill="#ffffff" if low_ink else fill, pattern=pattern,
                pattern_color=ink, pattern_spacing=spacing, pattern_width=0.35)  # fmt: skip


def _front(canvas, face, item, game, lang):
    w, h, b = canvas.width, canvas.height, canvas.bleed
    tw, th = w / 2, h / 2
    for i, territory in enumerate(face["territories"]):
        col, row = i % 2, i // 2
        x0, y0 = col * tw, row * th
        # extend the outer sides into the bleed
        bx = x0 - b if col == 0 else x0
        by = y0 - b if row == 0 else y0
        draw_territory(canvas, game, territory["terrain"], bx, by, tw + b, th + b,
                       low_ink=canvas.low_ink)  # fmt: skip
        _, ink, _, entry = terrain_style(game, territory["terrain"])
        cx, cy = x0 + tw / 2, y0 + th / 2 + (2.5 if row == 0 else -2.5)
        canvas.circle(cx, cy, 10.5, fill="#ffffff", stroke=ink, stroke_width=0.6)
        canvas.icon(icon_name(territory["icon"]), cx - 7.5, cy - 7.5, 15, INK)
        # the terrain's name on a white tab near the card's outer edge
        lx = x0 + (SAFE + 0.5 if col == 0 else 1.5)
        lw = tw - SAFE - 2.0
        ly = SAFE + 0.3 if row == 0 else h - SAFE - 6.3
        canvas.rect(lx, ly, lw, 6.0, radius=1.5, fill="#ffffff", stroke=ink, stroke_width=0.4)
        canvas.text(entry.name.get(lang), lx + 0.8, ly + 0.2, lw - 1.6, 5.6, size_pt=9,
                    min_size_pt=7, bold=True, align="center", valign="middle", color=INK,
                    overflow="clip")  # fmt: skip
    # white seams between territories (art, not a cut line)
    canvas.line(tw, -b, tw, h + b, stroke="#ffffff", stroke_width=0.7)
    canvas.line(-b, th, w + b, th, stroke="#ffffff", stroke_width=0.7)
    if item is not None:
        number = _printed_number(item)
        canvas.circle(tw, th, 4.0, fill="#ffffff", stroke=INK, stroke_width=0.4)
        canvas.text(number, tw - 3.5, th - 2.5, 7.0, 5.0, size_pt=7.5, min_size_pt=7,
                    bold=True, align="center", valign="middle", color=INK)  # fmt: skip


def printed_codes(item) -> tuple[str, ...]:
    """The number printed where a card's four territories meet (``card-07`` → ``07``)."""
    return (_printed_number(item),)


def _printed_number(item) -> str:
    return item.id.rsplit("-", 1)[-1]


def _back(canvas, face, item, game, lang):
    w = canvas.width
    canvas.fill_bleed("#ffffff" if canvas.low_ink else PAPER)
    if not canvas.low_ink:
        canvas.rect(-canvas.bleed, -canvas.bleed, w + 2 * canvas.bleed, 9.0 + canvas.bleed,
                    fill=BROWN, pattern="bricks", pattern_color="#8f5a2c",
                    pattern_spacing=3.0)  # fmt: skip
    # (no frame: a frame near the trim would show any duplex misalignment as lopsided)
    canvas.text(WORDS("bonus", lang).upper(), SAFE, 3.2, w - 2 * SAFE, 5.0, size_pt=8,
                min_size_pt=7, bold=True, align="center", valign="middle",
                color=BROWN if canvas.low_ink else "#ffffff")  # fmt: skip
    rule = next(r for r in game.scoring if r.id == face["goal"])
    canvas.text(rule.name.get(lang), SAFE + 2, 12.0, w - 2 * SAFE - 4, 10.0, size_pt=15,
                min_size_pt=9, bold=True, align="center", valign="middle", color=INK)  # fmt: skip
    draw_diagram(canvas, game, rule.params, (SAFE + 3, 24.0, w - 2 * SAFE - 22, 30.0))
    # the key number, big
    label = points_label(rule.params)
    bx, by = w - SAFE - 17.5, 30.5
    canvas.circle(bx + 7.5, by + 7.5, 8.0, fill="#ffffff", stroke=BROWN, stroke_width=0.8)
    canvas.text(label, bx + 1.5, by + 1.5, 12.0, 12.0, size_pt=18, min_size_pt=9, bold=True,
                align="center", valign="middle", color=INK)  # fmt: skip
    summary = rule.summary.get(lang) if rule.summary else ""
    canvas.text(summary, SAFE + 3, 57.0, w - 2 * SAFE - 6, 20.0, size_pt=9.5, min_size_pt=7,
                align="center", valign="middle", color=INK, overflow="clip")  # fmt: skip


def draw_face(canvas, face, item, component, game, lang: str) -> None:
    if face.type == "territories":
        _front(canvas, face, item, game, lang)
    elif face.type == "goal-back":
        _back(canvas, face, item, game, lang)
    elif face.type == "score-pad":
        draw_pad(canvas, face, game, lang)
    else:  # a face type this module does not know: the generic face
        from cardgen.render.faces.generic import draw_face as generic

        generic(canvas, face, item, component, game, lang)
