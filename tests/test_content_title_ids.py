"""Every game's rules page opens with a title that carries the game's own rule id
(``<prefix>-rules``), the same in all four languages."""

from __future__ import annotations

import pytest

from cardgen.model import LANGS, load_games

GAMES = {game.id: game for game in load_games()}


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_title_carries_the_rules_id_in_every_language(game_id):
    game = GAMES[game_id]
    for lang in LANGS:
        page = game.rules[lang]
        assert page.section_ids[0] == f"{game.prefix}-rules", (game_id, lang)
        assert page.markdown.lstrip().startswith("# ")
