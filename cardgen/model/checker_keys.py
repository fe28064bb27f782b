"""The vocabulary of ``checker.yaml`` (the ``checker:`` section): every key each of its
mappings takes, and every kind of field with the keys of its own.

``cardgen.model.checker_schema`` refuses a key that is not here, naming the ones allowed,
and ``docs/checker-format.md`` is the reference a designer reads: its tables are compared
with these constants by ``tests/test_checker_doc.py``, so a key the checker's front end
(``frontend/checker/form/``) starts reading is added here, to the check and to the reference
at once.
"""

from __future__ import annotations

from types import MappingProxyType

CHECKER_KEYS = ("tie_breaker", "tie_key", "subtotal", "rounds", "fields", "players", "modes")
"""The keys of the ``checker`` section itself."""

SUBTOTAL_KEYS = ("after", "label", "section")
ROUNDS_KEYS = ("min", "max")
PLAYERS_KEYS = ("names", "initial", "help", "fields", "modes")
"""The keys of ``players`` (the form every player fills in)."""
PLAYER_MODE_KEYS = ("id", "label", "help", "defaults", "unique_defaults", "link_only", "fields")
"""The keys of an entry of ``players.modes`` (another way of entering a player)."""
RECORD_MODE_KEYS = (
    "id",
    "label",
    "when",
    "unless",
    "help",
    "result",
    "points_heading",
    "subtotal",
    "fields",
    "players",
)
"""The keys of an entry of ``modes`` (another kind of record: Pyramidion's evaluations)."""

FIELD_KEYS = ("kind", "key", "label")
"""The keys every field takes (``label`` is required but for a widget)."""
TOP_FIELD_KEYS = ("default", "setup", "if_player_mode", "after_players")
"""The keys only a field at the record's top level takes (``checker.fields``, a record
mode's ``fields``), not a player's."""
PLAYER_FIELD_KEYS = ("from",)
"""The keys only a field of a player mode takes: ``from`` (a number, tally or tally-grid
filled from the cards ticked in another mode)."""

KIND_KEYS = MappingProxyType(
    {
        "number": ("help", "min", "max", "default_from"),
        "text": (),
        "numbers": ("help", "keep_empty"),
        "tally": ("catalog", "max", "max_field"),
        "tally-grid": ("rows", "cols", "help"),
        "choice": ("catalog", "component", "players", "values", "optional", "none"),
        "preset": ("catalog", "component", "fill"),
        "pick": ("scoring", "catalog", "count"),
        "cards": (
            "component",
            "components",
            "group_by",
            "group_catalog",
            "label_by",
            "label_prefix",
            "show",
            "show_code",
            "one_owner",
            "counts",
            "search",
            "open",
            "omit_empty",
            "rest",
        ),
        "widget": ("widget", "component", "mode"),
    }
)
"""Each kind of field and the keys of its own (besides ``FIELD_KEYS`` and the keys of
its place: ``TOP_FIELD_KEYS``, ``PLAYER_FIELD_KEYS``)."""

KINDS = tuple(KIND_KEYS)

FLAGS = (
    "show_code",
    "one_owner",
    "counts",
    "search",
    "open",
    "omit_empty",
    "rest",
    "keep_empty",
    "setup",
    "after_players",
)
"""Keys whose value is ``true`` or ``false``."""
FRONT_FIELD_KEYS = ("group_by", "label_by", "show")
"""Keys of a ``cards`` field that name front fields of its components' cards."""
