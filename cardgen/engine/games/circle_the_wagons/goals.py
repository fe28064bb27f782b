"""Circle the Wagons: the bonus goals. STANDARD LIBRARY ONLY (runs in Pyodide).

A goal is data (``content/circle-the-wagons/scoring.yaml``): ``params.type`` names one of
the tests below, the other params give its icon, terrain and points. Every test returns,
for each town, a :class:`Result` (points, an explanation in the language of ``say``
(:mod:`cardgen.engine.games.circle_the_wagons.text`), the positions that
earned or cost the points). Comparison tests (``most``, ``most-pays``,
``biggest-group``) need every town of the game at once, so all tests take the list of
towns and return one result per town, in the same order.

Tests (``params``):

``largest`` {icon, terrain, reach: near|on, points}
    points per ``icon`` on (``reach: on``) or on-or-next-to (``near``) the player's largest
    ``terrain`` group; of several equally large groups, the one giving most points.
``between`` {icon, terrain, points}
    points per ``icon`` territory whose left and right neighbours, or upper and lower
    neighbours, are both ``terrain``; each icon counts once.
``near`` / ``far`` {icon, terrain, points}
    points per ``icon`` on or next to ``terrain`` / neither on nor next to it.
``beside`` {icon, partner, points, otherwise}
    per ``icon``: ``points`` if a ``partner`` icon is next to it, else ``otherwise``.
``holes`` {points}
    points per hole (see :mod:`cardgen.engine.games.circle_the_wagons.town`).
``squares`` {points}
    points per 2 × 2 block of one terrain (every block position; blocks may overlap).
``line`` {points}
    points per territory of the longest unbroken row or column of one terrain.
``groups`` {size, points}
    points per terrain whose largest group has at least ``size`` territories.
``most`` {icon, points}
    the player(s) with the most ``icon`` (at least one) score ``points``; a tie: all tied.
``most-pays`` {icon, points}
    the player(s) with the most ``icon`` score ``points`` × the ``icon`` count of the
    other player(s) (One Too Many: points = −1); a tie: all tied players pay.
``biggest-group`` {terrain, points}
    the player(s) with the largest ``terrain`` group (at least one territory) score.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from cardgen.engine.games.circle_the_wagons.text import ENGLISH, Say
from cardgen.engine.games.circle_the_wagons.town import Pos, Town, neighbours, reading_order


@dataclass
class Result:
    points: int
    detail: str
    cells: list[Pos] = field(default_factory=list)


def _each(towns: list[Town], one: Callable[[Town], Result]) -> list[Result]:
    return [one(town) for town in towns]


def _largest(p: Mapping[str, Any], towns: list[Town], say: Say) -> list[Result]:
    icon, terrain, pts = p["icon"], p["terrain"], p["points"]
    on_only = p.get("reach", "near") == "on"

    def one(town: Town) -> Result:
        best: tuple[int, list[Pos], int] | None = None
        for group in town.largest_groups(terrain):
            area = (
                set(group)
                if on_only
                else set(group) | {n for pos in group for n in neighbours(pos)}
            )
            hits = sorted((q for q in area if town.icon(q) == icon), key=reading_order)
            if best is None or len(hits) > best[0]:
                best = (len(hits), hits, len(group))
        if best is None:
            return Result(0, say("goal_no_terrain", terrain=terrain, group=say.group(terrain)))
        where = say(
            "in_largest" if on_only else "near_largest",
            terrain=terrain,
            group=say.group(terrain),
            size=say.counted("territory", best[2]),
            adj=say.adjacent(best[0]),
        )
        return Result(best[0] * pts, say.per(best[0], icon, pts, where), best[1])

    return _each(towns, one)


def _between(p: Mapping[str, Any], towns: list[Town], say: Say) -> list[Result]:
    icon, terrain, pts = p["icon"], p["terrain"], p["points"]

    def one(town: Town) -> Result:
        hits = []
        for x, y in town.positions_with_icon(icon):
            across = town.terrain((x - 1, y)) == terrain == town.terrain((x + 1, y))
            down = town.terrain((x, y - 1)) == terrain == town.terrain((x, y + 1))
            if across or down:
                hits.append((x, y))
        what = say("between", territories=say.territories(terrain))
        return Result(len(hits) * pts, say.per(len(hits), icon, pts, what), hits)

    return _each(towns, one)


def _near(p: Mapping[str, Any], towns: list[Town], want: bool, say: Say) -> list[Result]:
    icon, terrain, pts = p["icon"], p["terrain"], p["points"]
    key, territories = ("near" if want else "far"), say.territories(terrain)

    def one(town: Town) -> Result:
        hits = [q for q in town.positions_with_icon(icon) if town.touches(q, terrain) == want]
        adj = say.adjacent(len(hits))
        what = say(key, terrain=terrain, territories=territories, adj=adj)
        return Result(len(hits) * pts, say.per(len(hits), icon, pts, what), hits)

    return _each(towns, one)


def _beside(p: Mapping[str, Any], towns: list[Town], say: Say) -> list[Result]:
    icon, partner = p["icon"], p["partner"]
    pts, other = p["points"], p.get("otherwise", 0)
    same = partner == icon
    yes_text = say("beside_same" if same else "beside", partner=say.name(partner))
    no_text = say("not_beside_same" if same else "not_beside", partner=say.name(partner))

    def one(town: Town) -> Result:
        all_icons = town.positions_with_icon(icon)
        yes = [q for q in all_icons if town.beside_icon(q, partner)]
        no = [q for q in all_icons if q not in yes]
        parts = []
        if pts:
            parts.append(say.per(len(yes), icon, pts, yes_text))
        if other:
            parts.append(say.per(len(no), icon, other, no_text))
        cells = (yes if pts else []) + (no if other else [])
        return Result(
            len(yes) * pts + len(no) * other, "; ".join(parts), sorted(cells, key=reading_order)
        )

    return _each(towns, one)


def _holes(p: Mapping[str, Any], towns: list[Town], say: Say) -> list[Result]:
    pts = p["points"]

    def one(town: Town) -> Result:
        holes = town.holes()
        return Result(len(holes) * pts, say.per(len(holes), "hole", pts, say("in_town")), holes)

    return _each(towns, one)


def _squares(p: Mapping[str, Any], towns: list[Town], say: Say) -> list[Result]:
    pts = p["points"]

    def one(town: Town) -> Result:
        corners = []
        for (x, y), (terrain, _) in town.cells.items():
            block = ((x + 1, y), (x, y + 1), (x + 1, y + 1))
            if all(town.terrain(q) == terrain for q in block):
                corners.append((x, y))
        cells = {q for x, y in corners for q in ((x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1))}
        return Result(
            len(corners) * pts,
            say.per(len(corners), "block", pts, say("squares")),
            sorted(cells, key=reading_order),
        )

    return _each(towns, one)


def _line(p: Mapping[str, Any], towns: list[Town], say: Say) -> list[Result]:
    pts = p["points"]

    def one(town: Town) -> Result:
        best: list[Pos] = []
        for (x, y), (terrain, _) in town.cells.items():
            for dx, dy in ((1, 0), (0, 1)):
                if town.terrain((x - dx, y - dy)) == terrain:
                    continue  # not the start of a run
                run = [(x, y)]
                while town.terrain((run[-1][0] + dx, run[-1][1] + dy)) == terrain:
                    run.append((run[-1][0] + dx, run[-1][1] + dy))
                if len(run) > len(best):
                    best = run
        if not best:
            return Result(0, say("no_territory"))
        terrain = town.terrain(best[0])
        what = say("longest_line", terrain=terrain, territories=say.territories(terrain))
        return Result(len(best) * pts, say.per(len(best), "territory", pts, what), best)

    return _each(towns, one)


def _groups(p: Mapping[str, Any], towns: list[Town], terrains: list[str], say: Say) -> list[Result]:
    size, pts = p["size"], p["points"]

    def one(town: Town) -> Result:
        good = [t for t in terrains if town.largest(t) >= size]
        cells = sorted((q for t in good for q in town.groups(t)[0]), key=reading_order)
        named = ", ".join(say.name(t) for t in good) if good else say("groups_none")
        detail = say(
            "groups", terrains=say.counted("terrain", len(good)), size=size, named=named, points=pts
        )
        return Result(len(good) * pts, detail, cells)

    return _each(towns, one)


def _compare(values: list[int]) -> list[bool]:
    """Who has the most (ties: everyone tied); nobody when the most is 0."""
    top = max(values) if values else 0
    return [v == top and top > 0 for v in values]


def _most(p: Mapping[str, Any], towns: list[Town], say: Say) -> list[Result]:
    icon, pts = p["icon"], p["points"]
    counts = [t.count_icon(icon) for t in towns]
    tops = _compare(counts)
    tied = sum(tops) > 1
    out = []
    for town, count, top in zip(towns, counts, tops, strict=True):
        verdict = say(("most_tied" if tied else "most") if top else "not_most")
        out.append(
            Result(
                pts if top else 0,
                say("counted_verdict", things=say.counted(icon, count), verdict=verdict),
                town.positions_with_icon(icon) if top else [],
            )
        )
    return out


def _most_pays(p: Mapping[str, Any], towns: list[Town], say: Say) -> list[Result]:
    icon, pts = p["icon"], p["points"]
    counts = [t.count_icon(icon) for t in towns]
    tops = _compare(counts)
    tied = sum(tops) > 1
    out = []
    for i, (count, top) in enumerate(zip(counts, tops, strict=True)):
        others = sum(counts) - counts[i]
        if top:
            verdict = say("most_tied" if tied else "most")
            things = say.counted(icon, count)
            detail = say("most_pays", things=things, verdict=verdict, others=others, points=pts)
            out.append(Result(others * pts, detail))
        else:
            verdict = say("not_most")
            out.append(
                Result(0, say("counted_verdict", things=say.counted(icon, count), verdict=verdict))
            )
    return out


def _biggest_group(p: Mapping[str, Any], towns: list[Town], say: Say) -> list[Result]:
    terrain, pts = p["terrain"], p["points"]
    sizes = [t.largest(terrain) for t in towns]
    tops = _compare(sizes)
    tied = sum(tops) > 1
    out = []
    for town, size, top in zip(towns, sizes, tops, strict=True):
        verdict = say(("largest_tied" if tied else "largest") if top else "not_largest")
        cells = sorted(town.groups(terrain)[0], key=reading_order) if top else []
        detail = say(
            "biggest_group",
            terrain=terrain,
            group=say.group(terrain),
            size=say.counted("territory", size),
            verdict=verdict,
        )
        out.append(Result(pts if top else 0, detail, cells))
    return out


def evaluate(
    params: Mapping[str, Any], towns: list[Town], terrains: list[str], say: Say = ENGLISH
) -> list[Result]:
    """Score one goal for every town; ``params`` come from the game data; ``say`` words the
    explanations (English by default)."""
    kind = params.get("type")
    if kind == "largest":
        return _largest(params, towns, say)
    if kind == "between":
        return _between(params, towns, say)
    if kind in ("near", "far"):
        return _near(params, towns, kind == "near", say)
    if kind == "beside":
        return _beside(params, towns, say)
    if kind == "holes":
        return _holes(params, towns, say)
    if kind == "squares":
        return _squares(params, towns, say)
    if kind == "line":
        return _line(params, towns, say)
    if kind == "groups":
        return _groups(params, towns, terrains, say)
    if kind == "most":
        return _most(params, towns, say)
    if kind == "most-pays":
        return _most_pays(params, towns, say)
    if kind == "biggest-group":
        return _biggest_group(params, towns, say)
    raise ValueError(f"unknown goal type {kind!r} in the game data")
