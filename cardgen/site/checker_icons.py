"""The card icons a game's checker form draws: the vector icons of its cards' faces, from
the faces module its content names (``checker_icons``, see ``cardgen.model.checker_front``),
and the swatches of its squares where that module draws them (``draw_swatch``)."""

from __future__ import annotations

import importlib
import re

from cardgen.errors import UserError
from cardgen.model import Game

_SVG_INNER = re.compile(r"<svg[^>]*>(?:<defs\s*/>)?(?P<inner>.*)</svg>", re.S)
_XML_DECLARATION = re.compile(r"^<\?xml[^>]*\?>\s*")

SWATCH_MM = 12.0
"""The side of a swatch (mm of the card): four of the print's 3 mm pattern steps, so a
square of the checker shows the pattern as a piece of the card does, large enough to read."""


def _faces_module(game: Game):
    """The faces module the game's ``checker_icons`` names, imported."""
    module_name = game.checker_icons.module
    try:
        return importlib.import_module(module_name)
    except ImportError as error:
        raise UserError(
            f"{game.id}: checker_icons: the module {module_name} has no icons to draw ({error})"
        ) from error


def icon_svgs(game: Game) -> dict[str, str]:
    """``{icon id: SVG markup}`` of the game's card icons, drawn by the faces module into a
    100 × 100 box in ``currentColor`` (the checker puts them in ``<svg viewBox="0 0 100
    100">``); empty for a game without icons of its own."""
    if game.checker_icons is None:
        return {}
    from cardgen.render.svg import SvgCanvas

    module_name, prefix = game.checker_icons.module, game.checker_icons.prefix
    try:
        module = _faces_module(game)
        icon_ids = list(module.ICONS)
    except (AttributeError, TypeError) as error:
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


def swatch_svgs(game: Game) -> dict[str, str]:
    """``{entry id: SVG document}`` of the squares of the game's checker, drawn by its faces
    module's ``draw_swatch(canvas, game, entry_id)`` for each entry of its catalog
    ``SWATCH_CATALOG`` (Circle the Wagons' terrains: colour, pattern and ink as the card
    fronts draw them), ``SWATCH_MM`` square; empty where the module draws none."""
    if game.checker_icons is None:
        return {}
    module = _faces_module(game)
    draw = getattr(module, "draw_swatch", None)
    catalog = getattr(module, "SWATCH_CATALOG", None)
    if draw is None or catalog is None:
        return {}
    from cardgen.render.svg import SvgCanvas

    out = {}
    for entry in game.catalogs.get(catalog, ()):
        canvas = SvgCanvas(SWATCH_MM, SWATCH_MM)
        draw(canvas, game, entry.id)
        out[entry.id] = _XML_DECLARATION.sub("", canvas.tostring())
    return out
