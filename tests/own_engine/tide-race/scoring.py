"""Tide Race's own scoring engine, found through ``engine: scoring.py`` in its game.yaml.

A test of a designer's engine: standard library only (``fractions``, which no built-in
engine uses, so the browser's runtime must carry it for this game), cardgen's engine
helpers, and a module of its own next to it (``tally``).
"""

from __future__ import annotations

from fractions import Fraction

from cardgen.engine.checks import join, need_choice, need_int, need_list, only_keys, player_entries
from cardgen.engine.common import catalog, line, player_result, rank_winners

from . import tally


def score(record, data, lang="en"):
    only_keys(record, ("game", "players"), "")
    tides = catalog(data, "tides")
    per_shell = next(r["params"]["per_shell"] for r in data["scoring"] if r["id"] == "shells")
    players = []
    for i, entry in enumerate(player_entries(record, data)):
        here = join("players", i)
        only_keys(entry, ("name", "shells", "boats", "tide"), here)
        shells = need_int(entry.get("shells", 0), join(here, "shells"))
        boats = [
            need_int(value, join(join(here, "boats"), j), lo=1, hi=9)
            for j, value in enumerate(need_list(entry.get("boats", []), join(here, "boats")))
        ]
        tide = need_choice(entry.get("tide", "low"), list(tides), join(here, "tide"))
        half = int(Fraction(sum(boats), 2))
        lines = [
            line("shells", shells * per_shell, tally.say(lang, "shells", shells)),
            line("boats", half, tally.say(lang, "boats", sum(boats))),
            line("tide", tides[tide]["bonus"], tally.say(lang, "tide", tides[tide]["bonus"])),
        ]
        players.append(player_result(entry["name"], lines))
    winners, _ = rank_winners(players)
    return {"game": "tide-race", "players": players, "winners": winners, "notes": []}


def check_params(data):
    rule = next((r for r in data.get("scoring", []) if r["id"] == "shells"), None)
    if rule is None or not isinstance((rule.get("params") or {}).get("per_shell"), int):
        return [("shells", "per_shell", "expected a whole number of points per shell")]
    return []
