"""Which games draw their own faces, and where their ``draw_face`` is.

Each such game has a package ``cardgen/render/faces/games/<game>/``: its ``draw`` module
(``draw_face`` and optionally ``printed_codes``) and the modules only that game uses (icons,
styles, …). A game id is never turned into a module name: a game that is not listed here
(a designer's own game, whatever its id) gets :mod:`cardgen.render.faces.generic`.
"""

from __future__ import annotations

FACES: dict[str, str] = {
    "circle-the-wagons": "cardgen.render.faces.games.circle_the_wagons.draw",
    "cosmopolis-networks": "cardgen.render.faces.games.cosmopolis_networks.draw",
    "pyramidion": "cardgen.render.faces.games.pyramidion.draw",
    "web": "cardgen.render.faces.games.web.draw",
}
"""Game id → the module with the game's ``draw_face``."""
