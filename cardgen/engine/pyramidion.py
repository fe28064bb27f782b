"""Pyramidion: the evaluation of one activated site, and the final victory-point tally.

STANDARD LIBRARY ONLY (runs in Pyodide). Record format: ``shared/records.md``.

*Site evaluation* (the record has a ``site``): steps 2 to 4 of the rulebook page, exactly.

* Each player's points come from point totals (``influence``, ``negotiation``,
  ``haggling``; missing = 0) or from ``cards``: the ids of the character cards that are
  still in play at the site after step 1 (cards discarded by an effect are left out).
* Torturer step: the single player with the most influence places a torturer troop, but
  only with at least the site's influence minimum. A tie (including "everybody 0")
  places nothing. A new troop sends the troop already there back to its owner; when
  nobody places, the old troop stays. Negotiator step: the same with negotiation.
* Merchant step: the single player with the most haggling takes every resource on the
  site; on a tie nobody does and the resources stay. There is no minimum.

Result: the site after the evaluation, and per player ``points``, ``resources_gained`` and
one line per step (rule ids ``torturer``, ``negotiator``, ``merchant``; a line's
``points`` are the player's points of that step's kind). No ``total``/``winners``.

*Final scoring* (no ``site``): each player's ``boats`` (boat card ids or victory points as
integers) add up to the total; most points win, a tie is a shared win.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardgen.engine.common import (
    RecordError,
    catalog,
    describe,
    items,
    join,
    line,
    need_int,
    need_list,
    need_object,
    need_str,
    only_keys,
    player_entries,
)
from cardgen.engine.pyramidion_final import final_scoring

KINDS = ("influence", "negotiation", "haggling")
TROOP_STEPS = (
    ("torturer", "influence", "min_influence"),
    ("negotiator", "negotiation", "min_negotiation"),
)
CARD_DECKS = ("character-cards", "revolt-cards")
MAX_POINTS = 99


def score(record: Any, data: Mapping[str, Any]) -> dict[str, Any]:
    record = need_object(record, "")
    only_keys(record, ("game", "site", "players"), "")
    if "site" in record:
        return evaluate_site(record, data)
    return final_scoring(record, data)


# --- site evaluation ------------------------------------------------------------------


def evaluate_site(record: Mapping[str, Any], data: Mapping[str, Any]) -> dict[str, Any]:
    notes: list[str] = []
    site = _read_site(record["site"], data, notes)
    players = player_entries(record, data)
    points = _read_points(players, data)
    names = [p["name"] for p in players]
    for owner_key in ("torturer", "negotiator"):
        owner = site[owner_key]
        if owner is not None and owner not in names:
            notes.append(
                f"{owner} owns the {owner_key} troop on {site['name']} but is not among "
                "the players of this record."
            )
    lines: dict[str, list[dict[str, Any]]] = {name: [] for name in names}
    for rule, kind, minimum in TROOP_STEPS:
        site[rule] = _troop_step(rule, kind, site[minimum], site, points, lines, notes)
    gained = _merchant_step(site, points, lines, notes)
    return {
        "game": "pyramidion",
        "site": site,
        "players": [
            {
                "name": name,
                "points": {k: points[name][k][0] for k in KINDS},
                "resources_gained": gained.get(name, {}),
                "lines": lines[name],
            }
            for name in names
        ],
        "notes": notes,
    }


def _site_names(entry: Mapping[str, Any]) -> set[str]:
    names = {str(entry.get("id", "")).lower()}
    for value in (entry.get("name") or {}).values():
        names.add(str(value).lower())
    return names


def _display_name(entry: Mapping[str, Any]) -> str:
    name = entry.get("name") or {}
    return str(name.get("neutral") or name.get("en") or entry.get("id"))


def _read_site(raw: Any, data: Mapping[str, Any], notes: list[str]) -> dict[str, Any]:
    site = need_object(raw, "site")
    only_keys(
        site,
        ("id", "name", "min_influence", "min_negotiation", "torturer", "negotiator", "resources"),
        "site",
    )
    sites = catalog(data, "sites")
    known: Mapping[str, Any] | None = None
    if "id" in site:
        site_id = site["id"]
        if not isinstance(site_id, str) or site_id not in sites:
            raise RecordError(
                f"unknown site id {describe(site_id)} (known: {', '.join(sites)})", "site.id"
            )
        known = sites[site_id]
    name = None
    if "name" in site:
        name = need_str(site["name"], "site.name").strip()
        match = next((e for e in sites.values() if name.lower() in _site_names(e)), None)
        if known is not None and match is not None and match is not known:
            raise RecordError(
                f"the name '{name}' is the site '{match['id']}', but the id says '{known['id']}'",
                "site.name",
            )
        known = known or match
    if known is None and name is None:
        raise RecordError("give the site's 'id' or its 'name'", "site")
    out: dict[str, Any] = {
        "id": known["id"] if known else None,
        "name": name or _display_name(known or {}),
    }
    for key in ("min_influence", "min_negotiation"):
        if key in site:
            out[key] = need_int(site[key], join("site", key), 0, MAX_POINTS)
            if known is not None and out[key] != known.get(key):
                notes.append(
                    f"{out['name']}: the record's {key} {out[key]} is used instead of "
                    f"the game data's {known.get(key)}."
                )
        elif known is not None:
            out[key] = known[key]
        else:
            raise RecordError(
                f"missing '{key}': '{name}' is not a site of the game data, so "
                "its minimums must be given",
                "site",
            )
    for key in ("torturer", "negotiator"):
        owner = site.get(key)
        out[key] = None if owner is None else need_str(owner, join("site", key))
    out["resources"] = _read_resources(site.get("resources", {}), data)
    return out


def _read_resources(raw: Any, data: Mapping[str, Any]) -> dict[str, int]:
    resources = need_object(raw, "site.resources")
    kinds = catalog(data, "resources")
    out: dict[str, int] = {}
    for key, amount in resources.items():
        here = join("site.resources", key)
        if key not in kinds:
            raise RecordError(
                f"unknown resource '{key}' (expected one of: {', '.join(kinds)})", here
            )
        out[key] = need_int(amount, here, 0, kinds[key].get("tokens", MAX_POINTS))
    return {key: out[key] for key in kinds if out.get(key)}


Points = dict[str, dict[str, tuple[int, str]]]
"""Per player and kind: (points, how they were counted)."""


def _read_points(players: list[Mapping[str, Any]], data: Mapping[str, Any]) -> Points:
    cards: dict[str, Mapping[str, Any]] = {}
    for deck in CARD_DECKS:
        cards.update(items(data, deck))
    colours = catalog(data, "colours")
    used: dict[str, int] = {}
    out: Points = {}
    for i, player in enumerate(players):
        here = join("players", i)
        only_keys(player, ("name", "influence", "negotiation", "haggling", "cards"), here)
        name = player["name"]
        if "cards" in player:
            for kind in KINDS:
                if kind in player:
                    raise RecordError(
                        "give either 'cards' or point totals, not both", join(here, kind)
                    )
            colour = _player_colour(name, colours)
            out[name] = _card_points(player["cards"], join(here, "cards"), cards, used, colour)
        else:
            out[name] = {
                kind: (need_int(player.get(kind, 0), join(here, kind), 0, MAX_POINTS), "")
                for kind in KINDS
            }
    return out


def _player_colour(name: str, colours: Mapping[str, Mapping[str, Any]]) -> str | None:
    for entry in colours.values():
        if name.strip().lower() in _site_names(entry):
            return entry["id"]
    return None


def _card_points(
    raw: Any,
    path: str,
    cards: Mapping[str, Mapping[str, Any]],
    used: dict[str, int],
    colour: str | None,
) -> dict[str, tuple[int, str]]:
    played = need_list(raw, path)
    totals = {kind: 0 for kind in KINDS}
    parts: dict[str, list[str]] = {kind: [] for kind in KINDS}
    for j, card_id in enumerate(played):
        here = join(path, j)
        if not isinstance(card_id, str) or card_id not in cards:
            raise RecordError(f"unknown character card {describe(card_id)}", here)
        card = cards[card_id]
        used[card_id] = used.get(card_id, 0) + 1
        if used[card_id] > card.get("quantity", 1):
            raise RecordError(
                f"'{card_id}' is played more often than the game has copies "
                f"({card.get('quantity', 1)})",
                here,
            )
        front = card.get("front") or {}
        owner = front.get("colour")
        if colour is not None and owner is not None and owner != colour:
            raise RecordError(
                f"'{card_id}' is a basic card of {owner}; {colour} cannot play it", here
            )
        for kind in KINDS:
            value = front.get(kind, 0)
            if isinstance(value, int) and value:
                totals[kind] += value
                parts[kind].append(f"{card_id} {value}")
    return {kind: (totals[kind], ", ".join(parts[kind])) for kind in KINDS}


def _leaders(points: Points, kind: str) -> tuple[int, list[str]]:
    best = max(p[kind][0] for p in points.values())
    return best, [name for name, p in points.items() if p[kind][0] == best]


def _counted(points: Points, name: str, kind: str) -> str:
    value, how = points[name][kind]
    return f"{value} {kind}" + (f" ({how})" if how else "")


def _troop_step(
    rule: str,
    kind: str,
    minimum: int,
    site: Mapping[str, Any],
    points: Points,
    lines: dict[str, list[dict[str, Any]]],
    notes: list[str],
) -> str | None:
    best, leaders = _leaders(points, kind)
    old = site[rule]
    place = site["name"]
    winner = None
    if best == 0:
        outcome = f"nobody has any {kind} at {place}: no {rule} troop is placed"
    elif len(leaders) > 1:
        outcome = (
            f"{' and '.join(leaders)} tie for the most {kind} ({best}): nobody places a "
            f"{rule} troop"
        )
    elif best < minimum:
        outcome = (
            f"{leaders[0]} has the most {kind} ({best}) but is below the minimum of "
            f"{place} ({minimum}): nobody places a {rule} troop"
        )
    else:
        winner = leaders[0]
        outcome = f"{winner} places a {rule} troop on {place}"
        if old == winner:
            outcome += f"; {winner}'s old {rule} troop returns to {winner} (no change on the site)"
        elif old is not None:
            outcome += f"; {old}'s old {rule} troop returns to {old}"
    if winner is None and old is not None:
        outcome += f"; {old}'s {rule} troop stays"
    notes.append(f"{rule.capitalize()} step: {outcome}.")
    for name in points:
        lines[name].append(
            line(
                rule, points[name][kind][0], _step_detail(name, kind, best, leaders, winner, points)
            )
        )
    return winner if winner is not None else old


def _step_detail(
    name: str, kind: str, best: int, leaders: list[str], winner: str | None, points: Points
) -> str:
    counted = _counted(points, name, kind)
    if name == winner:
        return f"{counted}: the most, places a troop"
    if name not in leaders:
        return f"{counted}: not the most ({best})"
    if best == 0:
        return f"{counted}: nobody has any"
    if len(leaders) > 1:
        return f"{counted}: tied for the most, nothing happens"
    return f"{counted}: the most, but below the minimum"


def _merchant_step(
    site: dict[str, Any],
    points: Points,
    lines: dict[str, list[dict[str, Any]]],
    notes: list[str],
) -> dict[str, dict[str, int]]:
    best, leaders = _leaders(points, "haggling")
    resources = site["resources"]
    shown = ", ".join(f"{n} × {r}" for r, n in resources.items()) or "none"
    stay = f"the resources ({shown}) stay" if resources else "there are no resources to take"
    gained: dict[str, dict[str, int]] = {}
    if best > 0 and len(leaders) == 1:
        winner = leaders[0]
        gained[winner] = dict(resources)
        site["resources"] = {}
        if resources:
            notes.append(
                f"Merchant step: {winner} has the most haggling ({best}) and takes "
                f"every resource on {site['name']}: {shown}."
            )
        else:
            notes.append(
                f"Merchant step: {winner} has the most haggling ({best}), but there are "
                f"no resources on {site['name']}."
            )
    elif best == 0:
        notes.append(f"Merchant step: nobody has any haggling at {site['name']}: {stay}.")
    else:
        notes.append(
            f"Merchant step: {' and '.join(leaders)} tie for the most haggling ({best}): "
            f"nobody takes anything; {stay}" + (" for the next round." if resources else ".")
        )
    for name in points:
        counted = _counted(points, name, "haggling")
        if name in gained:
            detail = f"{counted}: the most, takes {shown if resources else 'nothing'}"
        elif name not in leaders:
            detail = f"{counted}: not the most ({best})"
        elif best == 0:
            detail = f"{counted}: nobody has any"
        else:
            detail = f"{counted}: tied for the most, nobody takes the resources"
        lines[name].append(line("merchant", points[name]["haggling"][0], detail))
    return gained
