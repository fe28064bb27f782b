"""The sentences that say who shares or wins a tie, of every game in every language, are
whole sentences on the page: a capital (or a name) first, a full stop last (issue 19)."""

from __future__ import annotations

import pytest

from cardgen.engine.games.circle_the_wagons import text as circle_the_wagons_text
from cardgen.engine.games.cosmopolis_networks import text as cosmopolis_networks_text
from cardgen.engine.games.pyramidion import text as pyramidion_text
from cardgen.engine.games.web import text as web_text
from cardgen.engine.games.web_of_power import text as web_of_power_text
from cardgen.model import LANGS

TIE_SENTENCES = [
    (circle_the_wagons_text.PHRASES, "note_shared_win"),
    (cosmopolis_networks_text.PHRASES, "note_shared"),
    (pyramidion_text.PHRASES, "shared_win"),
    (web_of_power_text.PHRASES, "note_no_winner"),
    (web_of_power_text.PHRASES, "note_land_cards_decide"),
    (web_text.PHRASES, "note_shared"),
]


@pytest.mark.parametrize(("phrases", "key"), TIE_SENTENCES, ids=[k for _, k in TIE_SENTENCES])
@pytest.mark.parametrize("lang", LANGS)
def test_a_tie_sentence_is_a_whole_sentence(phrases, key, lang):
    text = phrases.table[key][lang]
    assert text.endswith("."), text
    assert text[0] == "{" or text[0].isupper(), text
