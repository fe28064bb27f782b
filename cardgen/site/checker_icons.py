"""The card icons a game's checker form draws: the vector icons of its cards' faces."""

from __future__ import annotations

import importlib
import re

ICON_SETS = {"circle-the-wagons": ("cardgen.render.faces.games.circle_the_wagons.icons", "ctw-")}
"""Games whose checker draws the cards' own vector icons: faces module, icon name prefix."""
_SVG_INNER = re.compile(r"<svg[^>]*>(?:<defs\s*/>)?(?P<inner>.*)</svg>", re.S)


def icon_svgs(game_id: str) -> dict[str, str]:
    """``{icon id: SVG markup}`` of the game's card icons, drawn by the faces module into a
    100 × 100 box in ``currentColor`` (the checker puts them in ``<svg viewBox="0 0 100
    100">``); empty for a game without icons of its own."""
    if game_id not in ICON_SETS:
        return {}
    from cardgen.render.svg import SvgCanvas

    module_name, prefix = ICON_SETS[game_id]
    module = importlib.import_module(module_name)
    out = {}
    for icon_id in module.ICONS:
        canvas = SvgCanvas(100, 100)
        canvas.icon(f"{prefix}{icon_id}", 0, 0, 100, "currentColor")
        found = _SVG_INNER.search(canvas.tostring())
        if found:
            out[icon_id] = found.group("inner")
    return out
