"""Which games have a scoring engine, and where it is. STANDARD LIBRARY ONLY.

The registry is filled from loaded content, never from a list in cardgen: a game names its
engine in its ``game.yaml`` (``engine:``, read by :mod:`cardgen.model.engine_source`), and
loading the game (:func:`cardgen.model.load_games`) registers it here. In the browser the
checker's bridge registers the engines the site bundled (``engines.json`` of the engine
bundle). A game that is not registered has no engine, whatever its id: an id is never
turned into a module name.

Two kinds of engine:

- **cardgen's own** (the built-in games): a module of ``cardgen.engine.games.<game>``,
  ``engine: cardgen.engine.games.web.score`` in ``game.yaml``;
- **a designer's** (:attr:`Engine.file` is set): a standard-library Python module in the
  game's folder, ``engine: scoring.py``. Its folder becomes a package of its own,
  :func:`content_package` (``cardgen_game_harbour_race``), so the engine may import the
  modules next to it (``from . import helpers``) and shadows nothing. Loading it runs the
  designer's code.

Either module has ``score(record, data, lang=SOURCE_LANG)`` and optionally ``check_params(data)``
(see ``docs/adding-a-game.md``).
"""

from __future__ import annotations

from typing import NamedTuple


class Engine(NamedTuple):
    """Where one game's engine is."""

    module: str
    """The import name of the module with the game's ``score``
    (``cardgen.engine.games.web.score``, ``cardgen_game_harbour_race.scoring``)."""
    file: str = ""
    """A designer's engine: its module file as messages name it (``mine/harbour/scoring.py``
    from the command line, ``scoring.py`` in the browser); empty for cardgen's own."""
    folder: str = ""
    """A designer's engine loaded from its content folder: the folder holding its modules
    (empty where the package is importable as it is: cardgen's own, the browser's bundle)."""
    files: tuple[str, ...] = ()
    """A designer's engine: the names of its modules in ``folder`` (``scoring.py``, and the
    modules it imports with ``from . import …``), what the site bundles."""

    @property
    def designed(self) -> bool:
        """A designer's engine, not one of cardgen's: its faults are the content's."""
        return bool(self.file)

    @property
    def package(self) -> str:
        """The package of the engine's modules (``cardgen_game_harbour_race``)."""
        return self.module.rpartition(".")[0]


ENGINES: dict[str, Engine] = {}
"""Game id → its engine, as registered by the content loaded so far."""

PACKAGE_PREFIX = "cardgen_game_"


def content_package(game_id: str) -> str:
    """The package a designer's engine of ``game_id`` is imported as: a name of our own for
    the engine's folder (``harbour-race`` → ``cardgen_game_harbour_race``; ids are lower-case
    slugs, so no two games share one)."""
    return PACKAGE_PREFIX + game_id.replace("-", "_")


def register(game_id: str, engine: Engine | None) -> None:
    """Record the engine of ``game_id`` as its content declares it (``None``: it has none,
    which forgets an engine another content folder gave the same id)."""
    if engine is None:
        ENGINES.pop(game_id, None)
    else:
        ENGINES[game_id] = engine


def engine_of(game_id: object) -> Engine | None:
    """The registered engine of ``game_id``, or None."""
    return ENGINES.get(game_id) if isinstance(game_id, str) else None
