"""Pyramidion: the steps of a site's evaluation once every player's points are read (the
torturer and negotiator troops, the merchant, the discard), each as a step of the result and
a line per player. STANDARD LIBRARY ONLY (runs in Pyodide); :mod:`.score` reads the record.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardgen.engine.common import line
from cardgen.engine.games.pyramidion.say import Say

Points = dict[str, dict[str, tuple[int, str]]]
"""Per player and kind: (points, how they were counted)."""


def _leaders(points: Points, kind: str) -> tuple[int, list[str]]:
    best = max(p[kind][0] for p in points.values())
    return best, [name for name, p in points.items() if p[kind][0] == best]


def _counted(points: Points, name: str, kind: str, say: Say) -> str:
    value, how = points[name][kind]
    return say("counted_how" if how else "counted", value=value, kind=say(f"kind_{kind}"), how=how)


def troop_step(
    rule: str,
    kind: str,
    minimum: int,
    site: Mapping[str, Any],
    points: Points,
    lines: dict[str, list[dict[str, Any]]],
    notes: list[str],
    say: Say | None = None,
    steps: list[dict[str, Any]] | None = None,
) -> str | None:
    say = say or Say()
    best, leaders = _leaders(points, kind)
    old = site[rule]
    place = say.site(site.get("id"), site["name"])
    words = {"kind": say(f"kind_{kind}"), "troop": say(f"troop_{rule}"), "site": place}
    winner = None
    if best == 0:
        outcome = say("troop_nobody", **words)
    elif len(leaders) > 1:
        outcome = say("troop_tie", names=say.joined(leaders, sep="and_sep"), best=best, **words)
    elif best < minimum:
        outcome = say("troop_below", leader=leaders[0], best=best, minimum=minimum, **words)
    else:
        winner = leaders[0]
        outcome = say("troop_placed", winner=winner, **words)
        if old == winner:
            outcome += say("troop_own_returns", winner=winner, **words)
        elif old is not None:
            outcome += say("troop_old_returns", old=old, **words)
    if winner is None and old is not None:
        outcome += say("troop_stays", old=old, **words)
    after = winner if winner is not None else old
    _note_step(
        notes,
        steps,
        say,
        rule,
        outcome,
        kind=kind,
        minimum=minimum,
        best=best,
        leaders=leaders,
        winner=winner,
        placed=winner is not None,
        before=old,
        after=after,
    )
    for name in points:
        detail = _step_detail(name, kind, best, leaders, winner, points, say)
        lines[name].append(line(rule, points[name][kind][0], detail))
    return after


def _note_step(
    notes: list[str],
    steps: list[dict[str, Any]] | None,
    say: Say,
    step: str,
    outcome: str,
    **fields: Any,
) -> None:
    """The step's note ("<title>: <reason>") and, when asked for, its ``steps`` entry."""
    title = say(f"step_{step}")
    notes.append(say("step_note", step=title, outcome=outcome))
    if steps is not None:
        reason = say("step_reason", outcome=outcome)
        steps.append({"step": step, "title": title, **fields, "reason": reason})


def discard_step(site: Mapping[str, Any], say: Say) -> dict[str, Any]:
    """Step D: every card played to the site is discarded and a sundial closes the site."""
    place = say.site(site.get("id"), site["name"])
    return {
        "step": "discard",
        "title": say("step_discard"),
        "kind": None,
        "minimum": None,
        "best": None,
        "leaders": [],
        "winner": None,
        "placed": False,
        "before": None,
        "after": None,
        "reason": say("discard_reason", site=place),
    }


def _step_detail(
    name: str,
    kind: str,
    best: int,
    leaders: list[str],
    winner: str | None,
    points: Points,
    say: Say,
) -> str:
    counted = _counted(points, name, kind, say)
    if name == winner:
        return say("step_places", counted=counted)
    if name not in leaders:
        return say("not_most", counted=counted, best=best)
    if best == 0:
        return say("nobody_any", counted=counted)
    if len(leaders) > 1:
        return say("step_tied", counted=counted)
    return say("step_below", counted=counted)


def merchant_step(
    site: dict[str, Any],
    points: Points,
    lines: dict[str, list[dict[str, Any]]],
    notes: list[str],
    say: Say | None = None,
    steps: list[dict[str, Any]] | None = None,
) -> dict[str, dict[str, int]]:
    say = say or Say()
    best, leaders = _leaders(points, "haggling")
    resources = site["resources"]
    before = dict(resources)
    shown = ", ".join(f"{n} × {say.resource(r)}" for r, n in resources.items())
    shown = shown or say("resources_none")
    place = say.site(site.get("id"), site["name"])
    gained: dict[str, dict[str, int]] = {}
    if best > 0 and len(leaders) == 1:
        winner = leaders[0]
        gained[winner] = dict(resources)
        site["resources"] = {}
        key = "merchant_takes" if resources else "merchant_empty"
        outcome = say(key, winner=winner, best=best, site=place, shown=shown)
    elif best == 0:
        key = "merchant_nobody_stay" if resources else "merchant_nobody_empty"
        outcome = say(key, site=place, shown=shown)
    else:
        key = "merchant_tie_stay" if resources else "merchant_tie_empty"
        outcome = say(key, names=say.joined(leaders, sep="and_sep"), best=best, shown=shown)
    winner = next(iter(gained), None)
    _note_step(
        notes,
        steps,
        say,
        "merchant",
        outcome,
        kind="haggling",
        minimum=0,
        best=best,
        leaders=leaders,
        winner=winner,
        placed=winner is not None,
        before=before,
        after=dict(site["resources"]),
    )
    for name in points:
        counted = _counted(points, name, "haggling", say)
        if name in gained:
            detail = say(
                "merchant_gets", counted=counted, shown=shown if resources else say("nothing")
            )
        elif name not in leaders:
            detail = say("not_most", counted=counted, best=best)
        elif best == 0:
            detail = say("nobody_any", counted=counted)
        else:
            detail = say("merchant_tied", counted=counted)
        lines[name].append(line("merchant", points[name]["haggling"][0], detail))
    return gained
