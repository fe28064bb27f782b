"""Pyramidion final scoring: victory points from loaded boats. STANDARD LIBRARY ONLY.

Each player's ``boats`` (boat card ids or victory points as integers) add up to the total;
most points win, a tie is a shared win (the sources name no tie-breaker). A note says who
reached the goal (``boats`` rule parameter ``goal``, 10), which ends the game after the round.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardgen.engine.common import (
    Message,
    RecordError,
    describe,
    items,
    join,
    line,
    msg,
    need_list,
    only_keys,
    player_entries,
    player_result,
    rank_winners,
)
from cardgen.engine.pyramidion_text import FAULTS, Say, boat_word

DEFAULT_GOAL = 10


def final_scoring(
    record: Mapping[str, Any], data: Mapping[str, Any], say: Say | None = None
) -> dict[str, Any]:
    say = say or Say(data)
    players = player_entries(record, data)
    boats = items(data, "boats")
    values = [b.get("front", {}).get("points") for b in boats.values()]
    values = [v for v in values if isinstance(v, int)] or [1, 5]
    lo, hi = min(values), max(values)
    goal = DEFAULT_GOAL
    for rule in data.get("scoring", []):
        if rule.get("id") == "boats":
            goal = (rule.get("params") or {}).get("goal", DEFAULT_GOAL)
    used: dict[str, int] = {}
    results = []
    for i, player in enumerate(players):
        here = join("players", i)
        only_keys(player, ("name", "boats"), here)
        parts: list[str] = []
        total = 0
        for j, boat in enumerate(need_list(player.get("boats", []), join(here, "boats"))):
            at = join(join(here, "boats"), j)
            if isinstance(boat, str):
                if boat not in boats:
                    raise RecordError(msg(FAULTS, "boat_card", got=describe(boat)), at)
                used[boat] = used.get(boat, 0) + 1
                if used[boat] > boats[boat].get("quantity", 1):
                    fault = msg(FAULTS, "boat_twice", boat=boat_word(data, boats[boat]))
                    raise RecordError(fault, at)
                vp = boats[boat]["front"]["points"]
                parts.append(say.boat(boats[boat], vp))
            elif isinstance(boat, int) and not isinstance(boat, bool):
                if not lo <= boat <= hi:
                    raise RecordError(_worth(lo, hi, boat), at)
                vp = boat
                parts.append(str(vp))
            else:
                raise RecordError(msg(FAULTS, "boat_entry", got=describe(boat)), at)
            total += vp
        count = say("boats_one" if len(parts) == 1 else "boats_many", n=len(parts))
        detail = say("boats", count=count, parts=" + ".join(parts)) if parts else say("no_boats")
        results.append(player_result(player["name"], [line("boats", total, detail)]))
    winners, decided = rank_winners(results)
    notes = []
    reached = [p["name"] for p in results if p["total"] >= goal]
    if reached:
        key = "goal_reached_one" if len(reached) == 1 else "goal_reached_many"
        notes.append(say(key, names=say.joined(reached), goal=goal))
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
    key = "boat_value_one" if lo == 1 else "boat_value_many"
    return msg(FAULTS, key, n=lo, value=value)
