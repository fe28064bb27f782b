"""Hostile records and saved states for fuzzing (hypothesis strategies): any JSON, and
records of a game with players of any shape. Shared by the browser's fuzz
(``tests/checker/test_hostile.py``) and the checker's storage reader under Node
(``tests/checker/test_modules.py``)."""

from __future__ import annotations

from hypothesis import strategies as st

NAMES = st.text(max_size=8)
LEAVES = st.none() | st.booleans() | st.integers(-5, 10**6) | NAMES | st.floats(allow_nan=False)
JSON = st.recursive(
    LEAVES,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(NAMES, inner, max_size=4),
    max_leaves=20,
)
PLAYER_KEYS = st.sampled_from(
    ["name", "cards", "laws", "lands", "symbols", "ships", "boats", "grid", "town", "spread"]
)
PLAYER = st.dictionaries(PLAYER_KEYS, JSON, max_size=4) | JSON


def records_of_game(game: str) -> st.SearchStrategy:
    """A record of ``game`` as a hostile hand may write it: players of any shape, rounds of
    anything, another game, or any JSON at all."""
    return (
        st.fixed_dictionaries(
            {"players": st.lists(PLAYER, max_size=5) | JSON},
            optional={"game": st.just(game) | JSON, "rounds": st.lists(JSON, max_size=3) | JSON},
        )
        | JSON
    )
