"""Circle the Wagons: the scoring engine. STANDARD LIBRARY ONLY (runs in Pyodide).

Record (``shared/records.md``)::

    {"game": "circle-the-wagons", "bonus": ["cool-water", "badlands", "happy-cows"],
     "players": [
       {"name": "Ann", "town": [{"card": "card-04", "x": 0, "y": 0, "turned": false}, ...]},
       {"name": "Bob", "grid": ["desert:gun forest:cattle .", ". water:wagon snow:fort"]}]}

``town``: the cards in the order placed; ``x``, ``y`` = position of the card's top-left
territory (x right, y down); ``turned`` = rotated 180°. Each card is laid ON TOP of every
card before it, so later cards cover earlier ones. A placement is invalid when

* it neither overlaps the town nor shares an edge with it: the message says "touches the
  town only at a corner" when a corner touches, otherwise "does not touch the town";
* it would slide under the town. In the ``town`` form a card is always laid on top of all
  earlier cards (that is what the list order means), so a slid card cannot be written
  down: the engine builds the visible town strictly by stacking in list order, and a
  placement carrying a stacking field (``under``, ``below``, ``layer``, ``z``) is rejected
  with the sliding-under message rather than silently ignored.

Also invalid: an unknown card, a card used twice (in one town or in both), a card whose
back is one of the three bonus goals (those cards lie in the middle and are not played),
more than 15 cards in the towns together. The ``grid`` form gives the visible town
directly; it must be one edge-connected piece of at most 60 territories (15 cards), and the
placement rules cannot be checked from it (a note says so). The grid form is not checked
against our reconstructed deck, so towns built with the published cards can be scored.

Output: per player the six ``terrain-<terrain>`` lines (largest group, 1 point per
territory) and one line per bonus goal (rule id = goal id), each with ``cells`` (the
``[x, y]`` positions that score, for the checker to highlight), plus ``grid``: the visible
town in grid notation, normalised to start at ``(0, 0)``. Ties are shared (the rules have
no tie-breaker).

Details and notes are in ``lang`` (a language code), worded by
:mod:`cardgen.engine.games.circle_the_wagons.text`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardgen.engine.checks import (
    RecordError,
    describe,
    join,
    need_bool,
    need_choice,
    need_int,
    need_list,
    need_object,
    need_str,
    only_keys,
    player_entries,
)
from cardgen.engine.common import (
    Message,
    ParamSpec,
    counted,
    line,
    msg,
    param_problems,
    player_result,
    rank_winners,
)
from cardgen.engine.games.circle_the_wagons.faults import FAULTS
from cardgen.engine.games.circle_the_wagons.goals import evaluate
from cardgen.engine.games.circle_the_wagons.text import Say, card_number, goal_name
from cardgen.engine.games.circle_the_wagons.town import (
    DIAGONALS,
    Cell,
    Pos,
    Town,
    as_xy,
    card_cells,
    connected_pieces,
    neighbours,
)
from cardgen.engine.languages import SOURCE_LANG

GOALS_IN_PLAY = 3
CARDS_IN_PLAY = 15
MAX_TERRITORIES = CARDS_IN_PLAY * 4
MAX_GRID = 64
"""Rows and columns a grid may have (a 15-card town spans at most 31)."""
COORD = 99
STACKING_FIELDS = ("under", "below", "layer", "z")
GAME_ID = "circle-the-wagons"


def check_params(data: Mapping[str, Any]) -> list[tuple[str, str, str]]:
    """Faults of the scoring rules' ``params`` (``cardgen validate`` reports them): a
    terrain rule names a terrain; a goal names one of the tests of
    :mod:`cardgen.engine.games.circle_the_wagons.goals` with that test's parameters."""
    catalogs = data.get("catalogs", {})
    terrain = ("choice", [e["id"] for e in catalogs.get("terrains", [])])
    icon = ("choice", [e["id"] for e in catalogs.get("icons", [])])
    points = ("int", -99, 99)
    goals: dict[str, dict[str, tuple[Any, ...]]] = {
        "largest": {"icon": icon, "terrain": terrain, "reach?": ("choice", ["near", "on"])},
        "between": {"icon": icon, "terrain": terrain},
        "near": {"icon": icon, "terrain": terrain},
        "far": {"icon": icon, "terrain": terrain},
        "beside": {"icon": icon, "partner": icon, "otherwise?": points},
        "holes": {},
        "squares": {},
        "line": {},
        "groups": {"size": ("int", 1, 72)},
        "most": {"icon": icon},
        "most-pays": {"icon": icon},
        "biggest-group": {"terrain": terrain},
    }

    def spec(rule: Mapping[str, Any]) -> ParamSpec | None:
        if rule.get("kind") == "terrain":
            return {"terrain": terrain, "points": points}
        if rule.get("kind") != "goal":
            return None
        params = rule.get("params") if isinstance(rule.get("params"), dict) else {}
        kind = params.get("type")
        if kind not in goals:  # only the type is wrong: say so once
            return {"type": ("choice", list(goals))} | {f"{k}?": ("any",) for k in params}
        return {"type": ("choice", list(goals)), "points": points, **goals[kind]}

    return param_problems(data, spec)


class _Game:
    """What the engine needs from the game data."""

    def __init__(self, data: Mapping[str, Any]) -> None:
        catalogs = data.get("catalogs", {})
        self.terrains = [e["id"] for e in catalogs.get("terrains", [])]
        self.icons = [e["id"] for e in catalogs.get("icons", [])]
        self.rules = {r["id"]: r for r in data.get("scoring", [])}
        self.goals = [r["id"] for r in data.get("scoring", []) if r.get("kind") == "goal"]
        self.cards: dict[str, list[Cell]] = {}
        self.card_goal: dict[str, str] = {}
        for comp in data.get("components", []):
            if comp.get("front_type") != "territories":
                continue
            for item in comp["items"]:
                front = item["front"]["territories"]
                self.cards[item["id"]] = [(t["terrain"], t["icon"]) for t in front]
                back = item.get("back") or {}
                if back.get("goal"):
                    self.card_goal[item["id"]] = back["goal"]

    def goal_name(self, goal: str) -> Message:
        """A bonus goal in a fault message: its name."""
        return goal_name(self.rules.get(goal), goal)


def score(record: dict, data: Mapping[str, Any], lang: str = SOURCE_LANG) -> dict[str, Any]:
    """Score a Circle the Wagons record; raises ``RecordError`` for an invalid record.

    ``lang`` (a language code) is the language of the line details and the notes."""
    say = Say(data, lang)
    game = _Game(data)
    only_keys(record, ("game", "bonus", "players"), "")
    bonus = _bonus(record, game)
    entries = player_entries(record, data)
    goal_cards = {card for card, goal in game.card_goal.items() if goal in bonus}
    used: dict[str, str] = {}
    towns: list[Town] = []
    notes: list[str] = []
    total_territories = 0
    for i, entry in enumerate(entries):
        path = join("players", i)
        only_keys(entry, ("name", "town", "grid"), path)
        has_town, has_grid = "town" in entry, "grid" in entry
        if has_town and has_grid:
            raise RecordError(msg(FAULTS, "town_and_grid"), path)
        if has_town:
            town = _town(entry["town"], join(path, "town"), game, goal_cards, used, entry["name"])
        elif has_grid:
            town = _grid(entry["grid"], join(path, "grid"), game)
            if town.cells:  # (an empty grid was said to be "entered as a grid")
                notes.append(say("note_grid", name=entry["name"]))
        else:
            raise RecordError(msg(FAULTS, "town_or_grid"), path)
        total_territories += len(town.cells)
        if total_territories > MAX_TERRITORIES:
            # the game's fault, not this player's: the town that crosses the line is only
            # the last counted (a reviewer's first town held the extra card, and the fault
            # was pinned on the second player)
            raise RecordError(
                msg(
                    FAULTS,
                    "towns_too_big",
                    n=total_territories,
                    cards=CARDS_IN_PLAY,
                    most=MAX_TERRITORIES,
                ),
                "players",
            )
        towns.append(town)

    results: list[list[dict[str, Any]]] = [[] for _ in towns]
    for terrain in game.terrains:
        rule = f"terrain-{terrain}"
        for lines, town in zip(results, towns, strict=True):
            groups = town.groups(terrain)
            size = len(groups[0]) if groups else 0
            equal = sum(1 for g in groups if len(g) == size) if groups else 0
            detail = say(
                "terrain_largest" if size else "terrain_none",
                terrain=terrain,
                group=say.group(terrain),
                size=size,
            )
            if equal > 1:
                detail += say("terrain_equal", equal=equal, size=size)
            entry = line(rule, size, detail)
            entry["cells"] = as_xy(groups[0]) if groups else []
            lines.append(entry)
    for goal in bonus:
        outcome = evaluate(game.rules[goal].get("params", {}), towns, game.terrains, say)
        for lines, res in zip(results, outcome, strict=True):
            entry = line(goal, res.points, res.detail)
            entry["cells"] = as_xy(res.cells)
            lines.append(entry)

    players = []
    for entry, lines, town in zip(entries, results, towns, strict=True):
        players.append(player_result(entry["name"], lines, grid=town.rows()))
    winners, decided = rank_winners(players)
    if decided == "shared":
        best = max(p["total"] for p in players)
        notes.append(
            say("note_shared_win", names=say.joined(winners), points=say.counted("points", best))
        )
    return {"game": "circle-the-wagons", "players": players, "winners": winners, "notes": notes}


def _bonus(record: Mapping[str, Any], game: _Game) -> list[str]:
    if "bonus" not in record:
        raise RecordError(msg(FAULTS, "bonus_missing", goals=GOALS_IN_PLAY), "bonus")
    bonus = need_list(record["bonus"], "bonus")
    if len(bonus) != GOALS_IN_PLAY:
        raise RecordError(msg(FAULTS, "bonus_count", goals=GOALS_IN_PLAY, n=len(bonus)), "bonus")
    out: list[str] = []
    for i, goal in enumerate(bonus):
        here = join("bonus", i)
        need_choice(goal, game.goals, here, msg(FAULTS, "what_bonus_goal"))
        if goal in out:
            raise RecordError(msg(FAULTS, "goal_twice", goal=game.goal_name(goal)), here)
        out.append(goal)
    return out


def _town(
    value: Any,
    path: str,
    game: _Game,
    goal_cards: set[str],
    used: dict[str, str],
    owner: str,
) -> Town:
    placements = need_list(value, path)
    if len(placements) > CARDS_IN_PLAY:
        raise RecordError(msg(FAULTS, "town_cards", most=CARDS_IN_PLAY, n=len(placements)), path)
    cells: dict[Pos, Cell] = {}
    for i, raw in enumerate(placements):
        here = join(path, i)
        place = need_object(raw, here)
        for key in STACKING_FIELDS:
            if key in place:
                raise RecordError(msg(FAULTS, "slid_under"), join(here, key))
        only_keys(place, ("card", "x", "y", "turned"), here)
        if "card" not in place:
            raise RecordError(msg(FAULTS, "card_missing"), here)
        what = msg(FAULTS, "what_card")
        card = need_choice(place["card"], list(game.cards), join(here, "card"), what)
        if card in goal_cards:
            goal = game.goal_name(game.card_goal[card])
            raise RecordError(
                msg(FAULTS, "goal_card", card=card_number(card), goal=goal), join(here, "card")
            )
        if card in used:
            if used[card] == owner:
                fault = msg(FAULTS, "card_in_this_town", card=card_number(card))
            else:
                fault = msg(FAULTS, "card_in_town_of", card=card_number(card), owner=used[card])
            raise RecordError(fault, join(here, "card"))
        used[card] = owner
        for key in ("x", "y"):
            if key not in place:
                raise RecordError(msg(FAULTS, "position_missing", key=key), here)
        x = need_int(place["x"], join(here, "x"), -COORD, COORD)
        y = need_int(place["y"], join(here, "y"), -COORD, COORD)
        turned = need_bool(place["turned"], join(here, "turned")) if "turned" in place else False
        new = card_cells(x, y, game.cards[card], turned)
        if cells:
            _check_contact(new, cells, here, i)
        cells.update(new)
    return Town(cells)


def _check_contact(new: Mapping[Pos, Cell], town: Mapping[Pos, Cell], path: str, i: int) -> None:
    if any(pos in town for pos in new):
        return  # covers one or more territories
    if any(n in town for pos in new for n in neighbours(pos)):
        return  # shares at least one territory edge
    if any((x + dx, y + dy) in town for x, y in new for dx, dy in DIAGONALS):
        raise RecordError(msg(FAULTS, "corner_only", i=i + 1), path)
    raise RecordError(msg(FAULTS, "no_contact", i=i + 1), path)


def _grid(value: Any, path: str, game: _Game) -> Town:
    rows = need_list(value, path)
    if len(rows) > MAX_GRID:
        raise RecordError(msg(FAULTS, "grid_rows", most=MAX_GRID, n=len(rows)), path)
    cells: dict[Pos, Cell] = {}
    width: int | None = None
    for y, raw in enumerate(rows):
        here = join(path, y)
        row = need_str(raw, here).split()
        if len(row) > MAX_GRID:
            raise RecordError(msg(FAULTS, "row_cells", most=MAX_GRID, n=len(row)), here)
        if width is None:
            width = len(row)
        elif len(row) != width:
            fault = counted(FAULTS, "row_width", len(row), y=y + 1, width=width)
            raise RecordError(fault, here)
        for x, text in enumerate(row):
            if text == ".":
                continue
            terrain, sep, icon = text.partition(":")
            if not sep:
                raise RecordError(msg(FAULTS, "cell_form", x=x + 1, got=describe(text)), here)
            if terrain not in game.terrains:
                shown = ", ".join(game.terrains)
                fault = msg(FAULTS, "cell_terrain", x=x + 1, got=describe(terrain), shown=shown)
                raise RecordError(fault, here)
            if icon not in game.icons:
                shown = ", ".join(game.icons)
                fault = msg(FAULTS, "cell_icon", x=x + 1, got=describe(icon), shown=shown)
                raise RecordError(fault, here)
            cells[(x, y)] = (terrain, icon)
    if len(cells) > MAX_TERRITORIES:
        raise RecordError(
            msg(FAULTS, "grid_too_big", n=len(cells), cards=CARDS_IN_PLAY, most=MAX_TERRITORIES),
            path,
        )
    pieces = connected_pieces(cells)
    if len(pieces) > 1:
        x, y = min(pieces[1], key=lambda p: (p[1], p[0]))
        raise RecordError(msg(FAULTS, "not_connected", y=y + 1, x=x + 1), join(path, y))
    return Town(cells)
