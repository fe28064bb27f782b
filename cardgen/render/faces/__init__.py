"""Face modules: how each game draws its cards, tiles, tokens and sheets.

How a game's faces are found
----------------------------
From its content, like its engine: a face whose item or component names a layout
(``layout:``) with that side is drawn from the game's ``layouts.yaml``
(:mod:`cardgen.render.layouts`), whatever the game. The other faces are drawn by the
Python module ``faces:`` in the game's ``game.yaml`` names (cardgen's own games that still
have one: ``faces: cardgen.render.faces.games.pyramidion.draw``,
:mod:`cardgen.model.faces_source`), else by :mod:`cardgen.render.faces.generic`: a
readable card with the item's name as title and one line per face field with its value
only (no field names). A game's id is never turned into a module name, and no list here
names games.

The contract of a faces module
------------------------------
A package ``cardgen/render/faces/games/<game>/`` whose ``draw`` module defines::

    def draw_face(canvas, face, item, component, game, lang) -> None

* ``canvas`` — a :class:`cardgen.render.canvas.Canvas` (SVG or PDF, the face must not
  care). Card-local mm, origin = top-left of the TRIM box, y down. Paint the background
  over the whole bleed box (``canvas.fill_bleed(colour)`` or a rect from
  ``-canvas.bleed``); keep text/icons ``SAFE`` (3 mm) inside the trim. Read
  ``canvas.width``/``height``/``bleed``/``low_ink``/``side``/``shape``/``cells``.
  With ``canvas.low_ink`` true, use light backgrounds, outlines and pattern fills instead
  of large solid fills. Never draw an outline on the trim line (it becomes an uneven edge
  after cutting); the press draws the cut guides.
* ``face`` — the :class:`cardgen.model.Face` to draw (``face.type`` says which kind: a
  front type, the common back type or a per-item back type).
* ``item`` — the :class:`cardgen.model.Item`, or ``None`` when drawing a component's
  common back (drawn once and reused for every card).
* ``component``, ``game`` — the :class:`cardgen.model.Component` and
  :class:`cardgen.model.Game` (catalogs, names).
* ``lang`` — ``en``/``de``/``nl``/``it``: take every text with ``text.get(lang)``.

Optionally ``printed_codes(item)`` (codes a player reads on the item, to pick cards by
them) and ``face_title(face, lang)`` (what a player reads as a face's title, for the
site's card gallery and its alt texts).

Rules: draw deterministically (no randomness, no clock), use only the canvas API (the
same drawing must give the same picture in SVG and PDF), and draw the same face the same
way every time: the press draws each distinct face once per game and language (on a
:class:`~cardgen.render.record.RecordingCanvas`) and replays that drawing into the A4 PDF,
the Letter PDF and the SVG, for every copy. So never test the canvas's class.
Register game icons at import time with :func:`cardgen.render.icons.register_icon`.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from functools import cache
from types import ModuleType
from typing import Any

from cardgen.render.faces import player_aids

DrawFace = Callable[..., None]


def face_module(game: Any) -> ModuleType | None:
    """The game's own faces module (``faces:`` in its ``game.yaml``), or ``None`` for a
    game whose faces are its layouts or the generic ones."""
    name = getattr(game, "faces", None)
    return _module(name) if name else None


@cache
def _module(name: str) -> ModuleType:
    return importlib.import_module(name)


def face_drawer(game: Any) -> DrawFace:
    """The ``draw_face`` of the game's faces module, or the generic one."""
    module = face_module(game)
    if module is None:
        from cardgen.render.faces.generic import draw_face

        return draw_face
    draw = getattr(module, "draw_face", None)
    if draw is None:
        raise AttributeError(f"{module.__name__} must define draw_face(canvas, face, item, ...)")
    return draw


def draw(canvas, face, item, component, game: Any, lang: str) -> None:
    """Draw one face with its game's drawer (a player aid's with the one drawer of every
    game's aids, :mod:`cardgen.render.faces.player_aids`), or from the layout its item or
    component names (:mod:`cardgen.render.layouts`) when that layout has the face's side."""
    if face.type in player_aids.FACE_TYPES and getattr(game, "aids", None) is not None:
        player_aids.draw_face(canvas, face, item, component, game, lang)
        return
    if getattr(game, "design", None) is not None:
        layouts = _layouts()
        found = layouts.layout_elements(face, item, component, game)
        if found is not None:
            layouts.draw_face(canvas, face, item, component, game, lang, found)
            return
    face_drawer(game)(canvas, face, item, component, game, lang)


@cache
def _layouts() -> ModuleType:
    from cardgen.render import layouts

    return layouts


def printed_codes(game: Any, item: Any) -> tuple[str, ...]:
    """The codes a player reads on an item's printed faces (to pick cards by them): every
    ``code`` field of its faces, plus whatever the game's face module reports with an
    optional ``printed_codes(item) -> Iterable[str]`` (e.g. a number drawn from the id)."""
    codes = [
        str(face.fields["code"])
        for face in (item.front, item.back)
        if face is not None and face.fields.get("code")
    ]
    module = face_module(game)
    extra = getattr(module, "printed_codes", None) if module is not None else None
    if extra is not None:
        codes.extend(str(code) for code in extra(item))
    return tuple(codes)


def face_title(game: Any, face: Any, lang: str) -> str | None:
    """What a player reads as the title of a printed ``face`` in ``lang`` (a Cosmopolis
    city), from the game's face module's optional ``face_title(face, lang)``; None where
    the module has none or the face no title."""
    module = face_module(game)
    title = getattr(module, "face_title", None) if module is not None else None
    return title(face, lang) if title is not None and face is not None else None
