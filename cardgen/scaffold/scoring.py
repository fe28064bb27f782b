"""The scoring engine of @NAME@: what `cardgen score` runs, and the score checker on the
site runs in the reader's browser. game.yaml names it (`engine: scoring.py`).

It reads a score record (examples/*.json; checker.yaml is the form that writes one):

    {"game": "@ID@", "players": [
      {"name": "Ann", "cards": ["sun-3", "moon-1"], "goal": "sunny-day"}, …]}

and returns each player's lines (one per scoring rule of game.yaml, by its id), total and
the winners. Python's standard library only, and cardgen's engine helpers
(cardgen.engine.checks and cardgen.engine.common): the browser has nothing else. Your own
modules in this folder are imported with a dot (`from . import words`).

A bad record raises `RecordError` (the `need_*` helpers do it): `cardgen score` and the
checker show its message at its place in the record. Anything else raised here is a bug of
the engine, and both say so with this file's name and line.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardgen.engine.checks import (
    RecordError,
    join,
    need_choice,
    need_list,
    only_keys,
    player_entries,
)
from cardgen.engine.common import (
    catalog,
    items,
    line,
    param_problems,
    player_result,
    rank_winners,
    text_in,
)

from . import words

SUIT_CARDS = "suit-cards"
GOAL_CARDS = "goal-cards"


def score(
    record: Mapping[str, Any], data: Mapping[str, Any], lang: str = words.FIRST
) -> dict[str, Any]:
    """The result of ``record``; ``data`` is the game's data (catalogs, cards, scoring rules
    with their params) and ``lang`` the language of the result's words."""
    only_keys(record, ("game", "players"), "")
    suit_cards = items(data, SUIT_CARDS)
    goal_cards = items(data, GOAL_CARDS)
    suits = list(catalog(data, "suits"))
    per_set = params(data, "sets")["per_set"]
    owners: dict[str, str] = {}  # each card exists once: who holds it
    players = []
    for i, entry in enumerate(player_entries(record, data)):
        here = join("players", i)
        only_keys(entry, ("name", "cards", "goal"), here)
        held = []
        for j, card in enumerate(need_list(entry.get("cards", []), join(here, "cards"))):
            where = join(join(here, "cards"), j)
            need_choice(card, list(suit_cards), where, words.phrase("a_suit_card"))
            if card in owners:
                raise RecordError(words.phrase("held_twice", name=owners[card]), where)
            owners[card] = entry["name"]
            held.append(suit_cards[card]["front"])
        per_suit = {suit: sum(1 for card in held if card["suit"] == suit) for suit in suits}
        sets = min(per_suit.values()) if per_suit else 0
        values = [card["value"] for card in held]
        lines = [
            line("values", sum(values), " + ".join(map(str, values)) or words.say(lang, "none")),
            line("sets", sets * per_set, f"{sets} × {per_set}"),
            goal_line(entry, here, goal_cards, per_suit, sets, owners, data, lang),
        ]
        players.append(player_result(entry["name"], lines))
    winners, _ = rank_winners(players)  # equal totals at the top share the win
    return {"game": record.get("game"), "players": players, "winners": winners, "notes": []}


def goal_line(
    entry: Mapping[str, Any],
    here: str,
    goal_cards: Mapping[str, Mapping[str, Any]],
    per_suit: Mapping[str, int],
    sets: int,
    owners: dict[str, str],
    data: Mapping[str, Any],
    lang: str,
) -> dict[str, Any]:
    """The goal card's line: its points when the player has what it asks for."""
    if entry.get("goal") is None:
        return line("goal", 0, words.say(lang, "no_goal"))
    where = join(here, "goal")
    goal_id = need_choice(entry["goal"], list(goal_cards), where, words.phrase("a_goal_card"))
    if goal_id in owners:
        raise RecordError(words.phrase("held_twice", name=owners[goal_id]), where)
    owners[goal_id] = entry["name"]
    goal = goal_cards[goal_id]["front"]
    name = text_in(goal_cards[goal_id]["name"], lang)
    if goal.get("suit"):
        suit = text_in(catalog(data, "suits")[goal["suit"]]["name"], lang)
        have = per_suit.get(goal["suit"], 0)
        detail = words.say(lang, "goal_suit", goal=name, have=have, needs=goal["needs"], suit=suit)
    else:
        have = sets
        detail = words.say(lang, "goal_sets", goal=name, have=have, needs=goal["needs"])
    return line("goal", goal["points"] if have >= goal["needs"] else 0, detail)


def params(data: Mapping[str, Any], rule_id: str) -> Mapping[str, Any]:
    """The ``params`` of a scoring rule of game.yaml."""
    return next(rule.get("params") or {} for rule in data["scoring"] if rule["id"] == rule_id)


def check_params(data: Mapping[str, Any]) -> list[tuple[str, str, str]]:
    """What `cardgen validate` reports about the scoring rules' params, at their line in
    game.yaml: the sets rule needs a whole number of points per set."""
    return param_problems(
        data, lambda rule: {"per_set": ("int", 1, 99)} if rule["id"] == "sets" else {}
    )
