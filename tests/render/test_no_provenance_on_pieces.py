"""No piece prints where its content comes from: provenance ("our reconstruction") is for
the site and the print file's contents page, not for the card a player holds (the issue
found "Our reconstruction" in 7 pt on Circle the Wagons' bonus-goal backs)."""

from __future__ import annotations

import re

import pytest

from cardgen.model import LANGS, load_game
from cardgen.press import layout as L
from cardgen.press.facecache import FaceCache

GAMES = ["circle-the-wagons", "cosmopolis-networks", "pyramidion", "web-of-power", "web"]
PROVENANCE = re.compile(
    r"reconstruct|rekonstru|ricostru|our design|unser(e)? entwurf|ons ontwerp|nostro progetto"
    r"|designed by us|von uns entworfen|door ons ontworpen|progettat[oa] da noi",
    re.IGNORECASE,
)


def _printed_texts(game, lang: str) -> list[str]:
    """Every text run drawn on every face (fronts, own backs, common backs) of ``game``."""
    cache = FaceCache()
    texts: list[str] = []
    for comp in game.components:
        for item in comp.items:
            if comp.shape == "polyomino":
                cells = item.cells or ("X",)
                size = L.piece_size(cells, comp.cell_mm or 20.0)
            else:
                cells = None
                size = (comp.size.width, comp.size.height) if comp.size else (190.0, 277.0)
            sides = [("front", item.front, item), ("back", item.back, item),
                     ("back", comp.back, None)]  # fmt: skip
            for side, face, owner in sides:
                if face is None:
                    continue
                rec = cache.record(game, comp, face, owner, side=side, lang=lang, size=size,
                                   bleed=3.0, low_ink=False, cells=cells)  # fmt: skip
                texts.extend(args[2] for name, args in rec.ops if name == "_glyph_run")
    return texts


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", GAMES)
def test_no_face_prints_provenance(game_id, lang):
    texts = _printed_texts(load_game(game_id, None), lang)
    assert texts, "the faces drew no text at all: the check would be empty"
    assert [t for t in texts if PROVENANCE.search(t)] == []
