"""Pyramidion rules pages close the play-flow gaps the review found, in every language:
the player tokens are used, reaching 10 points is announced although boats lie face down,
the Vizier taken back is kept in phase 4, and the Assassin's own influence still counts."""

from __future__ import annotations

import pytest
from rules_sections import LANGS, section  # noqa: E402

from cardgen.model import load_game

GAME = load_game("pyramidion")
OUR_RULE = {"en": "*Our rule:*", "de": "*Unsere Regel:*", "nl": "*Onze regel:*",
            "it": "*Nostra regola:*", "fr": "*Notre règle\u00a0:*"}  # fmt: skip
PLAYER_TOKEN = {"en": "player token", "de": "Spielermarker", "nl": "spelersfiche",
                "it": "segnalino giocatore", "fr": "pion de joueur"}  # fmt: skip


def card_name(item_id: str, lang: str) -> str:
    cards = GAME.component("character-cards")
    return cards.item(item_id).name.get(lang)


@pytest.mark.parametrize("lang", LANGS)
def test_the_player_token_marks_who_activated_a_site(lang):
    text = section(GAME.rules[lang].markdown, "pyr-activation")
    rule = next(p for p in text.split("\n\n") if PLAYER_TOKEN[lang] in p)
    assert rule.startswith(OUR_RULE[lang])


@pytest.mark.parametrize("lang", LANGS)
def test_reaching_ten_points_is_announced_in_phase_8(lang):
    text = section(GAME.rules[lang].markdown, "pyr-round-end")
    rule = next(p for p in text.split("\n\n") if " 10 " in p)
    assert OUR_RULE[lang] in rule
    assert "(#pyr-end)" in rule


@pytest.mark.parametrize("lang", LANGS)
def test_a_vizier_taken_back_is_kept_in_phase_4(lang):
    text = section(GAME.rules[lang].markdown, "pyr-round-cards").lower()
    assert card_name("vizier", lang).lower() in text


@pytest.mark.parametrize("lang", LANGS)
def test_the_assassin_counts_its_own_influence(lang):
    assassin = card_name("assassin", lang)
    influence = GAME.catalogs["point-kinds"]["influence"].name.get(lang).lower()
    text = section(GAME.rules[lang].markdown, "pyr-cards-specials")
    bullet = next(b for b in text.split("\n- ") if b.lstrip("- ").startswith(f"**{assassin}**"))
    assert influence in bullet.lower()
