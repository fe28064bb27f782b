"""The scoring engine of @NAME@: what `cardgen score` runs, and the score checker on the
site runs in the reader's browser. game.yaml names it (`engine: scoring.py`).

It reads a score record (examples/*.json; checker.yaml is the form that writes one):

    {"game": "@ID@", "players": [
      {"name": "Ann", "cards": ["sun-3", "moon-1"], "goal": "sunny-day"}, …]}

and returns each player's lines (one per scoring rule of game.yaml, by its id), total and
the winners. Python's standard library only, and cardgen's engine helpers
(cardgen.engine.checks, cardgen.engine.common and cardgen.engine.catalogs): the browser has
nothing else. Your own modules in this folder are imported with a dot (`from . import
helpers`).

Its words are a gettext catalog in locale/: @ID@.pot has each text in English under its
key (msgctxt), locale/<lang>/LC_MESSAGES/@ID@.po its translation into one language (a text
a language lacks is read in English). Here they are read by key: `say("no_goal")` in the
result's language, `say.counted("goal_sets", have, …)` for a text with forms for a number
("1 set", "2 sets": msgid and msgid_plural in the catalog, the form chosen by each
language's plural rules, French "0 set" too), `msg(WORDS, "held_twice", name=…)` for a
fault of the record, which is shown in its reader's language. A language of the game needs
no code: its .po.

A bad record raises `RecordError` (the `need_*` helpers do it): `cardgen score` and the
checker show its message at its place in the record. Anything else raised here is a bug of
the engine, and both say so with this file's name and line.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardgen.engine.catalogs import Catalog
from cardgen.engine.checks import (
    RecordError,
    join,
    need_choice,
    need_list,
    only_keys,
    player_entries,
)
from cardgen.engine.common import (
    Phrases,
    Speaker,
    catalog,
    items,
    line,
    msg,
    param_problems,
    player_result,
    rank_winners,
    text_in,
)
from cardgen.engine.languages import SOURCE_LANG

SUIT_CARDS = "suit-cards"
GOAL_CARDS = "goal-cards"
WORDS = Catalog("@ID@")
"""The words of the score: the catalog locale/@ID@.pot and its translations."""
PHRASES = Phrases(WORDS)


def score(
    record: Mapping[str, Any], data: Mapping[str, Any], lang: str = SOURCE_LANG
) -> dict[str, Any]:
    """The result of ``record``; ``data`` is the game's data (catalogs, cards, scoring rules
    with their params) and ``lang`` the language of the result's words."""
    only_keys(record, ("game", "players"), "")
    say = PHRASES.bind(lang)
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
            need_choice(card, list(suit_cards), where, msg(WORDS, "a_suit_card"))
            if card in owners:
                raise RecordError(msg(WORDS, "held_twice", name=owners[card]), where)
            owners[card] = entry["name"]
            held.append(suit_cards[card]["front"])
        per_suit = {suit: sum(1 for card in held if card["suit"] == suit) for suit in suits}
        sets = min(per_suit.values()) if per_suit else 0
        values = [card["value"] for card in held]
        lines = [
            line("values", sum(values), " + ".join(map(str, values)) or say("none")),
            line("sets", sets * per_set, f"{sets} × {per_set}"),
            goal_line(entry, here, goal_cards, per_suit, sets, owners, data, say),
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
    say: Speaker,
) -> dict[str, Any]:
    """The goal card's line: its points when the player has what it asks for; ``say``
    words it in the result's language."""
    if entry.get("goal") is None:
        return line("goal", 0, say("no_goal"))
    where = join(here, "goal")
    goal_id = need_choice(entry["goal"], list(goal_cards), where, msg(WORDS, "a_goal_card"))
    if goal_id in owners:
        raise RecordError(msg(WORDS, "held_twice", name=owners[goal_id]), where)
    owners[goal_id] = entry["name"]
    goal = goal_cards[goal_id]["front"]
    name = text_in(goal_cards[goal_id]["name"], say.lang)
    if goal.get("suit"):
        suit = text_in(catalog(data, "suits")[goal["suit"]]["name"], say.lang)
        have = per_suit.get(goal["suit"], 0)
        detail = say.counted(
            "goal_suit", have, goal=name, have=have, needs=goal["needs"], suit=suit
        )
    else:
        have = sets
        detail = say.counted("goal_sets", have, goal=name, have=have, needs=goal["needs"])
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
