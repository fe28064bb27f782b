"""The player aids as components the print planning already knows: a deck of two-sided
reference cards (one per player, in the size of the game's deck, with a back of its own
so both sides print in step) and, for a game that totals rounds, a score sheet (a
``sheet`` component: one page). The texts are content (``content/<game>/aids.yaml``,
:mod:`cardgen.model.aids`); the faces are drawn by
:mod:`cardgen.render.faces.player_aids`.

:func:`with_aids` returns the game with these components after its own, so the default
print file holds them and the contents page lists each with its pages; ``--cards`` may
still pick them (item ids ``player-aid`` and ``score-sheet``) or leave them out.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import replace
from types import MappingProxyType

from cardgen.model import SIZES, Component, Face, Item, Provenance, Text
from cardgen.render.faces.player_aids import AID_BACK, AID_FRONT, SCORE_SHEET, strings

AID_ID = "player-aid"
SHEET_ID = "score-sheet"

# The games extended lately, least recent first. Evicting one entry at a time (not clearing
# all) keeps a game just asked for, so with_aids(with_aids(g)) is with_aids(g) always.
_EXTENDED: OrderedDict[int, tuple[object, object]] = OrderedDict()
_KEPT = 32
"""Original game (by identity) → (original, game with aids): one extended game per game, so
that the face cache (keyed by identity) shares faces between the files of a job."""


def _text(key: str) -> Text:
    return Text(MappingProxyType(dict(strings()[key])))


def aid_components(game) -> tuple[Component, ...]:
    """The aid components of ``game`` (none without ``aids.yaml``); an id the game already
    uses for one of its own components is left to the game."""
    aids = getattr(game, "aids", None)
    if aids is None:
        return ()
    taken = {c.id for c in game.components}
    deck = next((c for c in game.components if c.id == aids.card), None)
    size = deck.size if deck is not None else SIZES[aids.card]
    corner = deck.corner_mm if deck is not None else 3.0
    out = []
    if AID_ID not in taken:
        empty = MappingProxyType({})
        item = Item(AID_ID, aids.copies, Face(AID_FRONT, empty), Face(AID_BACK, empty))
        out.append(Component(AID_ID, "deck", _text("player_aid"), size, "rect", AID_FRONT,
                             (item,), back=None, back_type=AID_BACK, corner_mm=corner,
                             count=aids.copies,
                             provenance=Provenance("designed", _text("aid_reason"))))  # fmt: skip
    if aids.score_sheet is not None and SHEET_ID not in taken:
        item = Item(SHEET_ID, 1, Face(SCORE_SHEET, MappingProxyType({})))
        out.append(Component(SHEET_ID, "sheet", _text("score_sheet"), None, "rect", SCORE_SHEET,
                             (item,), count=1,
                             provenance=Provenance("designed", _text("sheet_reason"))))  # fmt: skip
    return tuple(out)


def with_aids(game):
    """``game`` with its aid components appended (the same object when it has none)."""
    kept = _EXTENDED.get(id(game))
    if kept is not None and kept[0] is game:
        _EXTENDED.move_to_end(id(game))
        return kept[1]
    extra = aid_components(game)
    extended = replace(game, components=game.components + extra) if extra else game
    while len(_EXTENDED) >= _KEPT:
        _EXTENDED.popitem(last=False)
    _EXTENDED[id(game)] = (game, extended)
    return extended
