"""Which games have a scoring engine, and where it is. STANDARD LIBRARY ONLY.

Each game's engine is a package of its own, ``cardgen/engine/games/<game>/``: its
``score`` module (``GAME_ID``, ``score(record, data, lang="en")`` and optionally
``check_params(data)``) and the modules only that game uses (text, faults, …). The
shared helpers stay in ``cardgen/engine/`` (``common``, ``checks``).

A game id is never turned into a module name: an engine exists for exactly the ids
listed in ``ENGINES``, so a designer's game called ``common`` or ``text`` is just a game
without an engine. Adding a game's engine is one line here.
"""

from __future__ import annotations

ENGINES: dict[str, str] = {
    "circle-the-wagons": "cardgen.engine.games.circle_the_wagons.score",
    "cosmopolis-networks": "cardgen.engine.games.cosmopolis_networks.score",
    "pyramidion": "cardgen.engine.games.pyramidion.score",
    "web": "cardgen.engine.games.web.score",
    "web-of-power": "cardgen.engine.games.web_of_power.score",
}
"""Game id → the module with the game's ``score``."""
