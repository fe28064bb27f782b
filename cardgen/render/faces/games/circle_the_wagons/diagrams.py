"""Circle the Wagons: the small diagram on each goal back, chosen by the goal's
``params.type`` (the same data the engine scores with).

A diagram is a few mini territories: terrain colour + pattern (or white = any terrain), an
icon, and a mark: a thick outline for what scores, a cross for what does not. A ``>`` cell
compares the two players.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

INK = "#2b2118"
MARK = "#111111"
OTHER = {"plains": "desert", "desert": "plains"}


def _other(terrain: str | None) -> str:
    return OTHER.get(terrain or "", "plains")


def points_label(params: Mapping[str, Any]) -> str:
    """The goal's key number for the big badge: ``3``, ``−1``, ``+2/−1``."""
    pts, other = params.get("points", 0), params.get("otherwise", 0)

    def show(n: int) -> str:
        return f"−{-n}" if n < 0 else str(n)

    if pts and other:
        return f"+{show(pts)}/{show(other)}"
    return show(pts or other)


def _signed(n: int) -> str:
    return "0" if not n else (f"+{n}" if n > 0 else f"−{-n}")


def _cells(p: Mapping[str, Any]) -> list[tuple]:
    kind, t, icon = p.get("type"), p.get("terrain"), p.get("icon")
    o = _other(t)
    if kind == "largest" and p.get("reach") == "on":
        return [(0, 0, t, icon, "hl"), (1, 0, t, None, None), (0, 1, t, None, None),
                (1, 1, t, icon, "hl"), (2, 1, "forest", icon, "x")]  # fmt: skip
    if kind == "largest":
        return [(0, 0, t, None, None), (1, 0, t, None, None), (2, 0, o, icon, "hl"),
                (0, 1, t, None, None), (1, 1, t, icon, "hl")]  # fmt: skip
    if kind == "between":
        return [(0, 0, t, None, None), (1, 0, None, icon, "hl"), (2, 0, t, None, None),
                (1, 1, None, icon, "x"), (2, 1, t, None, None)]  # fmt: skip
    if kind == "near":
        return [(0, 0, t, icon, "hl"), (1, 0, None, icon, "hl"), (3, 0, None, icon, "x")]
    if kind == "far":
        return [(0, 0, t, None, None), (1, 0, None, icon, "x"), (3, 0, None, icon, "hl")]
    if kind == "beside":
        partner = p.get("partner")
        good = "hl" if p.get("points") else "x"
        bad = "hl" if p.get("otherwise") else "x"
        pair = good if partner == icon else None
        return [(0, 0, None, icon, good), (1, 0, None, partner, pair),
                (3, 0, None, icon, bad), (0.5, 1, "txt", _signed(p.get("points", 0)), None),
                (3, 1, "txt", _signed(p.get("otherwise", 0)), None)]  # fmt: skip
    if kind == "holes":
        ring = ["desert", "forest", "snow", "water", "mountains", "plains", "forest", "desert"]
        spots = [(0, 0), (1, 0), (2, 0), (0, 1), (2, 1), (0, 2), (1, 2), (2, 2)]
        return [(c, r, ring[i], None, None) for i, (c, r) in enumerate(spots)] + [
            (1, 1, "hole", None, "hl")
        ]
    if kind == "squares":
        return [(c, r, "plains", None, "hl") for r in range(2) for c in range(2)]
    if kind == "line":
        return [(c, 0, "forest", None, "hl") for c in range(4)]
    if kind == "groups":
        return [(0, 0, "desert", None, "hl"), (0, 1, "desert", None, "hl"),
                (1, 1, "desert", None, "hl"), (2, 1, "desert", None, "hl")]  # fmt: skip
    if kind in ("most", "most-pays"):
        return [(0, 0, None, icon, "hl"), (1, 0, None, icon, "hl"), (2, 0, None, icon, "hl"),
                (3, 0, "gt", None, None), (4, 0, None, icon, None),
                (5, 0, None, icon, None)]  # fmt: skip
    if kind == "biggest-group":
        return [(0, 0, t, None, "hl"), (1, 0, t, None, "hl"), (0, 1, t, None, "hl"),
                (2, 0, "gt", None, None), (3, 0, t, None, None),
                (3, 1, t, None, None)]  # fmt: skip
    return []


def draw_diagram(canvas, game, params: Mapping[str, Any], box) -> None:
    from cardgen.render.faces.games.circle_the_wagons.draw import draw_territory
    from cardgen.render.faces.games.circle_the_wagons.icons import icon_name

    cells = _cells(params)
    if not cells:
        return
    x, y, w, h = box
    cols = int(max(c for c, *_ in cells)) + 1
    rows = int(max(r for _, r, *_ in cells)) + 1
    size = min(9.0, w / cols, h / rows)
    ox = x + (w - cols * size) / 2
    oy = y + (h - rows * size) / 2
    for col, row, terrain, icon, mark in cells:
        cx, cy = ox + col * size, oy + row * size
        if terrain == "txt":
            canvas.text(icon, cx, cy, size, size, size_pt=9, min_size_pt=7, bold=True,
                        align="center", valign="middle", color=INK)  # fmt: skip
            continue
        if terrain == "gt":
            canvas.text(">", cx, cy, size, size, size_pt=size * 2.2, min_size_pt=7, bold=True,
                        align="center", valign="middle", color=INK)  # fmt: skip
            continue
        if terrain == "hole":
            canvas.rect(cx + 0.8, cy + 0.8, size - 1.6, size - 1.6, stroke=MARK,
                        stroke_width=0.5, dash=(0.8, 0.6))  # fmt: skip
        elif terrain is None:
            canvas.rect(cx, cy, size, size, fill="#ffffff", stroke="#9a8f80", stroke_width=0.3)
        else:
            draw_territory(canvas, game, terrain, cx, cy, size, size, low_ink=canvas.low_ink,
                           spacing=1.8)  # fmt: skip
            canvas.rect(cx, cy, size, size, stroke="#ffffff", stroke_width=0.4)
        if icon:
            framed = terrain is not None
            if framed:
                canvas.circle(cx + size / 2, cy + size / 2, size * 0.32, fill="#ffffff")
            inset = 0.24 if framed else 0.15
            canvas.icon(icon_name(icon), cx + size * inset, cy + size * inset,
                        size * (1 - 2 * inset), INK)  # fmt: skip
        if mark == "hl":
            canvas.rect(cx + 0.4, cy + 0.4, size - 0.8, size - 0.8, stroke=MARK, stroke_width=0.8)
        elif mark == "x":
            canvas.icon("cross", cx + size * 0.1, cy + size * 0.1, size * 0.8, "#b3261e")
