"""The language matrix of the browser tests, in turn: every game in one language, and every
language on one game. A browser test costs seconds; the strings of every language are
checked without a browser (against the catalogs and the content), so the browser need
only see each language once and each game once."""

from __future__ import annotations

from collections.abc import Sequence

from cardgen.model import LANGS


def in_turn(
    games: Sequence[str], sizes: Sequence[str] = ("phone",), shift: int = 0
) -> list[tuple[str, str, str]]:
    """``(game, lang, size)``: game *i* in language *i + shift* and size *i*, round the
    lists, until every game and every language has had its turn (``shift`` gives another
    test of the same games other languages)."""
    games = sorted(games)
    count = max(len(games), len(LANGS))
    return [
        (games[i % len(games)], LANGS[(i + shift) % len(LANGS)], sizes[i % len(sizes)])
        for i in range(count)
    ]


def langs_in_turn(games: Sequence[str], shift: int = 0) -> list[tuple[str, str]]:
    """``(game, lang)`` pairs of ``in_turn``."""
    return [(game, lang) for game, lang, _ in in_turn(games, shift=shift)]
