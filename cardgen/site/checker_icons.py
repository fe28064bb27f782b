"""The card icons a game's checker form draws: the vector icons of its cards' faces, from
the faces module its content names (``checker_icons``, see ``cardgen.model.checker_front``)."""

from __future__ import annotations

import importlib
import re

from cardgen.errors import UserError
from cardgen.model import Game

_SVG_INNER = re.compile(r"<svg[^>]*>(?:<defs\s*/>)?(?P<inner>.*)</svg>", re.S)


def icon_svgs(game: Game) -> dict[str, str]:
    """``{icon id: SVG markup}`` of the game's card icons, drawn by the faces module into a
    100 × 100 box in ``currentColor`` (the checker puts them in ``<svg viewBox="0 0 100
    100">``); empty for a game without icons of its own."""
    if game.checker_icons is None:
        return {}
    from cardgen.render.svg import SvgCanvas

    module_name, prefix = game.checker_icons.module, game.checker_icons.prefix
    try:
        module = importlib.import_module(module_name)
        icon_ids = list(module.ICONS)
    except (ImportError, AttributeError, TypeError) as error:
        raise UserError(
            f"{game.id}: checker_icons: the module {module_name} has no icons to draw ({error})"
        ) from error
    out = {}
    for icon_id in icon_ids:
        canvas = SvgCanvas(100, 100)
        try:
            canvas.icon(f"{prefix}{icon_id}", 0, 0, 100, "currentColor")
        except KeyError:
            raise UserError(
                f"{game.id}: checker_icons: {module_name} registers no icon"
                f" '{prefix}{icon_id}' (is the prefix '{prefix}' right?)"
            ) from None
        found = _SVG_INNER.search(canvas.tostring())
        if found:
            out[icon_id] = found.group("inner")
    return out
