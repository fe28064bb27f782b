"""The ``faces`` key of a game's ``game.yaml``: the Python module that draws the faces no
layout of the game draws.

    game:
      faces: cardgen.render.faces.games.pyramidion.draw   # one of cardgen's faces modules

A game finds how its faces look in its content, the way it finds its engine (``engine:``):
in its ``layouts.yaml`` (:mod:`cardgen.model.layout_reader`), and for the faces no layout
draws, in the module ``faces`` names. Only cardgen's own faces packages can be named (a
designer's faces are layouts); the module is checked to exist as a file here, without
importing it (the model does not import the drawing layer), and
:mod:`cardgen.render.faces` imports it when a face is drawn. A game with neither gets the
generic faces.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from cardgen.model.reader import Reader
from cardgen.model.yamlsrc import PathKey, Source

FACES_PACKAGE = "cardgen.render.faces.games."
"""The package of cardgen's faces modules: ``faces`` names a module under it."""
_MODULE = re.compile(r"^[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*$")
_CARDGEN = Path(__file__).resolve().parents[1]


class FacesReader(Reader):
    """Reads the ``faces`` of the ``game`` section (see the module's doc)."""

    def _faces(self, source: Source, value: Any, path: PathKey) -> str | None:
        report = self._reporter(source)
        form = (
            f"one of cardgen's faces modules ({FACES_PACKAGE}<game>.draw); a game of your own"
            " draws its faces from layouts.yaml"
        )
        if not isinstance(value, str) or not value.startswith(FACES_PACKAGE):
            report(path, f"expected {form}, got {value!r}")
            return None
        rest = value[len(FACES_PACKAGE) :]
        if not _MODULE.match(rest):
            report(path, f"expected {form}, got {value!r}")
            return None
        if not faces_module_file(value).is_file():
            report(path, f"cardgen has no faces module {value}")
            return None
        return value


def faces_module_file(module: str) -> Path:
    """The source file of a faces module under :data:`FACES_PACKAGE`."""
    return _CARDGEN.joinpath(*module.split(".")[1:]).with_suffix(".py")
