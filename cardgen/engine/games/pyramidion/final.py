"""Pyramidion final scoring: victory points from loaded boats. STANDARD LIBRARY ONLY.

Each player's ``boats`` (boat card ids or victory points as integers) add up to the total;
most points win, a tie is a shared win (the sources name no tie-breaker). A note says who
reached the goal (``boats`` rule parameter ``goal``, 10), which ends the game after the round.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardgen.engine.checks import RecordError, describe, join, need_list, only_keys, player_entries
from cardgen.engine.common import (
    Message,
    counted,
    items,
    line,
    msg,
    player_result,
    rank_winners,
)
from cardgen.engine.games.pyramidion.faults import FAULTS
from cardgen.engine.games.pyramidion.say import Say, boat_word

DEFAULT_GOAL = 10
BOAT_CARDS = 20
"""Verified: the game has 20 Boat cards (their loads and points are our design)."""


def by_id_or_code(found: Mapping[str, Mapping[str, Any]]) -> dict[str, Mapping[str, Any]]:
    """The items by id and by the short code printed on the card (``C17``, ``B05``; any
    case): a record may name a card either way."""
    out = dict(found)
    for item in found.values():
        code = (item.get("front") or {}).get("code")
        if isinstance(code, str) and code:
            out.setdefault(code.upper(), item)
    return out


def lookup(cards: Mapping[str, Mapping[str, Any]], key: Any) -> Mapping[str, Any] | None:
    """The item a record names by id or code (None: no such card)."""
    if not isinstance(key, str):
        return None
    return cards.get(key) or cards.get(key.strip().upper())


def final_scoring(
    record: Mapping[str, Any], data: Mapping[str, Any], say: Say | None = None
) -> dict[str, Any]:
    say = say or Say(data)
    players = player_entries(record, data)
    found = items(data, "boats")
    boats = by_id_or_code(found)
    values = [b.get("front", {}).get("points") for b in found.values()]
    values = [v for v in values if isinstance(v, int)] or [1, 5]
    lo, hi = min(values), max(values)
    goal = DEFAULT_GOAL
    for rule in data.get("scoring", []):
        if rule.get("id") == "boats":
            goal = (rule.get("params") or {}).get("goal", DEFAULT_GOAL)
    used: dict[str, int] = {}
    loaded = 0
    results = []
    for i, player in enumerate(players):
        here = join("players", i)
        only_keys(player, ("name", "boats"), here)
        parts: list[str] = []
        total = 0
        for j, boat in enumerate(need_list(player.get("boats", []), join(here, "boats"))):
            at = join(join(here, "boats"), j)
            loaded += 1
            if loaded > BOAT_CARDS:
                raise RecordError(msg(FAULTS, "boats_total", most=BOAT_CARDS, n=loaded), at)
            if isinstance(boat, str):
                card = lookup(boats, boat)
                if card is None:
                    raise RecordError(msg(FAULTS, "boat_card", got=describe(boat)), at)
                used[card["id"]] = used.get(card["id"], 0) + 1
                if used[card["id"]] > card.get("quantity", 1):
                    fault = msg(FAULTS, "boat_twice", boat=boat_word(data, card))
                    raise RecordError(fault, at)
                vp = card["front"]["points"]
                parts.append(say.boat(card, vp))
            elif isinstance(boat, int) and not isinstance(boat, bool):
                if not lo <= boat <= hi:
                    raise RecordError(_worth(lo, hi, boat), at)
                vp = boat
                parts.append(str(vp))
            else:
                raise RecordError(msg(FAULTS, "boat_entry", got=describe(boat)), at)
            total += vp
        count = say.counted("boats", len(parts))
        detail = say("boats", count=count, parts=" + ".join(parts)) if parts else say("no_boats")
        results.append(player_result(player["name"], [line("boats", total, detail)]))
    winners, decided = rank_winners(results)
    notes = []
    reached = [p["name"] for p in results if p["total"] >= goal]
    if reached:
        notes.append(
            say.counted("goal_reached", len(reached), names=say.joined(reached), goal=goal)
        )
    else:
        notes.append(say("goal_not_reached", goal=goal))
    if decided == "shared":
        notes.append(say("shared_win", names=say.joined(winners, sep="and_sep")))
    return {"game": "pyramidion", "players": results, "winners": winners, "notes": notes}


def _worth(lo: int, hi: int, value: int) -> Message:
    """What a boat may be worth: "1 to 5 victory points", or the one value all boats have
    ("1 victory point", "2 victory points")."""
    if lo != hi:
        return msg(FAULTS, "boat_value", lo=lo, hi=hi, value=value)
    return counted(FAULTS, "boat_value", lo, value=value)
