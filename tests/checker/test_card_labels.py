"""The names a card picker gives cards that have none (``form/items.js``'s ``labelItems``),
under Node: what a person would call the card. A designer's Lanterns group of a
``group_by: suit, label_by: value`` picker showed "1 1 … 10 1" and Noodles "1 2 …", the
numbers running across the whole deck ("6 2" read as "two 6s"); now a label is numbered
only where cards of one group share it, and ``label_by`` may list fields: "Lantern 7".
And ``checker.yaml``'s keys of a cards picker are checked against the cards' fronts."""

from __future__ import annotations

import json
import shutil

import pytest
from node import run_modules

from cardgen.model import checker_schema, game_data, load_game

NODE = shutil.which("node")
needs_node = pytest.mark.skipif(NODE is None, reason="Node.js is not installed")

SUITS = {"lantern": "Lantern", "noodle": "Noodle"}


def labels(field: dict, fronts: list[dict], named: dict[int, str] | None = None) -> list:
    """The names ``labelItems`` gives cards with ``fronts`` (``named``: index → a card's
    own name, which it keeps) in a picker ``field``."""
    own = {i: {"name": {"en": name}} for i, name in (named or {}).items()}
    cards = [
        {"id": f"c{i}", "entry": {"front": front} | own.get(i, {})} | own.get(i, {})
        for i, front in enumerate(fronts)
    ]
    script = f"""
const names = {json.dumps(SUITS)};
const ctx = {{ tx: (t) => t.en ?? t.neutral, checker: {{ entryName: (id) => names[id] ?? id }} }};
const cards = {json.dumps(cards)};
items.labelItems({json.dumps(field)}, cards, ctx);
console.log(JSON.stringify(cards.map((c) => c.name?.neutral ?? c.name?.en ?? null)));
"""
    return run_modules(script, items="form/items.js")


DECK = [{"suit": suit, "value": value} for suit in SUITS for value in range(1, 11)]


@needs_node
def test_a_grouped_pickers_labels_are_numbered_within_their_group_only() -> None:
    got = labels({"group_by": "suit", "label_by": "value"}, DECK)
    assert got == [str(v) for v in range(1, 11)] * 2  # "7" under Lanterns, not "7 1"
    # two cards of one group with one value are told apart; the other group's are not
    twins = [*DECK[:3], {"suit": "lantern", "value": 2}, DECK[10]]
    assert labels({"group_by": "suit", "label_by": "value"}, twins) == ["1", "2 1", "3", "2 2", "1"]


@needs_node
def test_a_label_of_several_fields_names_the_card_whole() -> None:
    got = labels({"group_by": "suit", "label_by": ["suit", "value"]}, DECK)
    assert got[6] == "Lantern 7" and got[16] == "Noodle 7"
    assert len(set(got)) == len(got)
    # with a prefix; a card with a name of its own keeps it; a field a card lacks is left out
    fronts = [{"suit": "lantern", "value": 3}, {"suit": "noodle"}, {"value": 5}]
    field = {"label_by": ["suit", "value"], "label_prefix": {"en": "Card"}}
    assert labels(field, fronts, named={2: "Joker"}) == ["Card Lantern 3", "Card Noodle", "Joker"]


@needs_node
def test_without_groups_or_label_by_the_numbering_is_as_before() -> None:
    # Web of Power: group_by alone names a card by its group, numbered in it
    fronts = [{"country": "lantern"}, {"country": "noodle"}, {"country": "lantern"}]
    assert labels({"group_by": "country"}, fronts) == ["Lantern 1", "Noodle", "Lantern 2"]
    # no group: one label shared across the deck is numbered across it
    assert labels({"label_by": "value"}, DECK[:2] + DECK[10:11]) == ["1 1", "2", "1 2"]
    assert labels({}, DECK[:1]) == [None]


def pyramidion():
    data = game_data(load_game("pyramidion"))
    definition = json.loads(json.dumps(data["checker"]))
    return data, definition, definition["modes"][1]["players"]["modes"][1]["fields"][0]


def test_a_cards_pickers_front_fields_and_keys_are_checked() -> None:
    data, definition, field = pyramidion()
    here = "checker.modes[1].players.modes[1].fields[0]"
    assert field["kind"] == "cards" and checker_schema.problems(definition, data) == []
    field["label_by"] = ["colour", "rol"]
    field["group_by"] = ["colour"]
    field["show"] = "influence"
    field["serach"] = True
    fields = "code, colour, effect, haggling, influence, negotiation, role, type"
    assert checker_schema.problems(definition, data) == [
        f"{here}.serach: unknown key 'serach' (a cards field here takes: kind, key, label,"
        " component, components, group_by, group_catalog, label_by, label_prefix, show,"
        " show_code, one_owner, counts, search, open, omit_empty, from)",
        f"{here}.group_by: expected a front field",
        f"{here}.label_by: 'rol' is not a field of the cards' fronts (fields: {fields})",
        f"{here}.show: expected a list of front fields",
    ]


def test_every_mapping_of_the_checker_refuses_a_key_it_does_not_take() -> None:
    data, definition, _ = pyramidion()
    definition["tie_braker"] = {"neutral": "x"}
    definition["modes"][0]["whenn"] = "site"
    definition["modes"][1]["fields"][0]["label_prefix"] = {"neutral": "x"}
    definition["modes"][1]["players"]["modes"][1]["fields"][0]["setup"] = True
    got = checker_schema.problems(definition, data)
    assert got[0].startswith("checker.tie_braker: unknown key 'tie_braker' (the checker section")
    assert (
        "checker.modes[0].whenn: unknown key 'whenn' (a record mode takes: id, label, when,"
        in (got[1])
    )
    assert got[2].startswith("checker.modes[1].fields[0].label_prefix: unknown key")
    # setup is a key of a field of the whole record, not of a player's
    assert got[3].startswith("checker.modes[1].players.modes[1].fields[0].setup: unknown key")
    assert len(got) == 4
