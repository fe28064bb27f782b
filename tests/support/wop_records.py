"""Web of Power records the checker tests share."""

from __future__ import annotations

GAME = "web-of-power"
FOUR_PLAYERS = {
    "game": GAME,
    "players": [
        {
            "name": "Anna",
            "cards": ["daenemark-2", "bayern-1", "bayern-2", "bayern-3", "kastilien-2"]
            + ["kastilien-4", "sachsen-1", "sachsen-3", "sachsen-5", "frankreich-1"]
            + ["frankreich-3", "frankreich-7"],
        },
        {
            "name": "Ben",
            "cards": ["daenemark-4", "england-1", "england-2", "england-5", "bayern-6"]
            + ["ungarn-1", "ungarn-3", "kastilien-7", "franken-4", "franken-5", "franken-6"]
            + ["franken-7", "frankreich-2"],
            "laws": ["law-two-points-1"],
        },
        {
            "name": "Carla",
            "cards": ["england-3", "italien-1", "italien-2", "italien-3", "kastilien-1"]
            + ["kastilien-3", "kastilien-5", "kastilien-6", "sachsen-2", "sachsen-4"]
            + ["sachsen-6", "sachsen-7", "frankreich-4", "frankreich-5", "frankreich-6"],
        },
        {
            "name": "Dirk",
            "cards": ["daenemark-1", "daenemark-3", "italien-4", "italien-5", "bayern-4"]
            + ["bayern-5", "ungarn-2", "ungarn-4", "ungarn-5", "franken-1", "franken-2"]
            + ["frankreich-8"],
            "laws": ["law-two-points-2"],
        },
    ],
}
"""A finished 4-player game entered by ticking cards (a German reviewer's, less a card or
two): the tests of counts filled from cards, of the card groups on a phone and of the
result beside the form at 1280 px score it."""
