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
``steps`` gives the evaluation as data, one entry per step in order (``torturer``,
``negotiator``, ``merchant``, ``discard``)::

    {"step": "torturer", "title": "<step name>", "kind": "influence", "minimum": 5,
     "best": 7, "leaders": ["blue"], "winner": "blue" | None, "placed": true,
     "reason": "<the outcome in words>", "before": "yellow" | None, "after": "blue" | None}

For the merchant step ``placed`` means the winner took the resources and ``before``/
``after`` are the site's resources (``minimum`` is 0); step D (``discard``: the cards are
discarded, a sundial closes the site) has ``winner`` None, ``placed`` False and
``before``/``after`` None. Each troop and merchant step also writes its ``title`` and
``reason`` as a note ("<title>: <reason>"), as before.

*Final scoring* (no ``site``): each player's ``boats`` (boat card ids or victory points as
integers) add up to the total; most points win, a tie is a shared win.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardgen.engine.checks import (
    RecordError,
    describe,
    join,
    need_choice,
    need_int,
    need_list,
    need_object,
    need_str,
    only_keys,
    player_entries,
)
from cardgen.engine.common import ParamSpec, catalog, items, msg, param_problems, text_in
from cardgen.engine.common import counted as counted_msg
from cardgen.engine.games.pyramidion.faults import FAULTS
from cardgen.engine.games.pyramidion.final import by_id_or_code, final_scoring, lookup
from cardgen.engine.games.pyramidion.say import Say, card_word, colour_name, site_word
from cardgen.engine.games.pyramidion.steps import Points, discard_step, merchant_step, troop_step
from cardgen.engine.languages import SOURCE_LANG

KINDS = ("influence", "negotiation", "haggling")
TROOP_STEPS = (
    ("torturer", "influence", "min_influence"),
    ("negotiator", "negotiation", "min_negotiation"),
)
CARD_DECKS = ("character-cards", "revolt-cards")
MAX_POINTS = 99
RESOURCE_TOKENS = 185
"""Verified: the game has 185 resource tokens (how many of each kind is our design)."""
GAME_ID = "pyramidion"


def check_params(data: Mapping[str, Any]) -> list[tuple[str, str, str]]:
    """Faults of the scoring rules' ``params`` (``cardgen validate`` reports them): the
    evaluation steps must be the ones the engine runs, the goal a number of points."""
    troops = {rule: (kind, minimum) for rule, kind, minimum in TROOP_STEPS}
    spec: dict[str, ParamSpec] = {
        rule: {
            "points": ("choice", [kind]),
            "minimum": ("choice", [minimum]),
            "troop": ("choice", [rule]),
        }
        for rule, (kind, minimum) in troops.items()
    }
    spec["merchant"] = {"points": ("choice", ["haggling"])}
    spec["boats"] = {"goal?": ("int", 1, None)}
    return param_problems(data, lambda rule: spec.get(str(rule.get("id"))))


def score(record: Any, data: Mapping[str, Any], lang: str = SOURCE_LANG) -> dict[str, Any]:
    """Score a Pyramidion record (a site evaluation, or the final scoring); the line details
    and notes are in ``lang`` (a language code), worded by :mod:`.text`."""
    record = need_object(record, "")
    only_keys(record, ("game", "site", "players"), "")
    say = Say(data, lang)
    if "site" in record:
        return evaluate_site(record, data, say)
    return final_scoring(record, data, say)


# --- site evaluation ------------------------------------------------------------------


def evaluate_site(
    record: Mapping[str, Any], data: Mapping[str, Any], say: Say | None = None
) -> dict[str, Any]:
    say = say or Say(data)
    notes: list[str] = []
    site = _read_site(record["site"], data, notes, say)
    players = player_entries(record, data)
    points = _read_points(players, data, say)
    names = [p["name"] for p in players]
    for owner_key in ("torturer", "negotiator"):
        owner = site[owner_key]
        if owner is not None and owner not in names:
            troop = say(f"troop_{owner_key}")
            place = say.site(site["id"], site["name"])
            notes.append(say("note_owner_absent", owner=owner, troop=troop, site=place))
    lines: dict[str, list[dict[str, Any]]] = {name: [] for name in names}
    steps: list[dict[str, Any]] = []
    for rule, kind, minimum in TROOP_STEPS:
        site[rule] = troop_step(rule, kind, site[minimum], site, points, lines, notes, say, steps)
    gained = merchant_step(site, points, lines, notes, say, steps)
    steps.append(discard_step(site, say))
    return {
        "game": "pyramidion",
        "site": site,
        "steps": steps,
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
    return str(name.get("neutral") or name.get(SOURCE_LANG) or entry.get("id"))


def _read_site(
    raw: Any, data: Mapping[str, Any], notes: list[str], say: Say | None = None
) -> dict[str, Any]:
    say = say or Say(data)
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
            raise RecordError(msg(FAULTS, "site_id", got=describe(site_id)), "site.id")
        known = sites[site_id]
    name = None
    if "name" in site:
        name = need_str(site["name"], "site.name").strip()
        match = next((e for e in sites.values() if name.lower() in _site_names(e)), None)
        if known is not None and match is not None and match is not known:
            raise RecordError(
                msg(
                    FAULTS,
                    "site_name_other",
                    name=name,
                    match=site_word(data, match["id"]),
                    id=site_word(data, known["id"]),
                ),
                "site.name",
            )
        known = known or match
    if known is None and name is None:
        raise RecordError(msg(FAULTS, "site_missing"), "site")
    out: dict[str, Any] = {
        "id": known["id"] if known else None,
        "name": name or _display_name(known or {}),
    }
    for key in ("min_influence", "min_negotiation"):
        if key in site:
            out[key] = need_int(site[key], join("site", key), 0, MAX_POINTS)
            if known is not None and out[key] != known.get(key):
                notes.append(
                    say(
                        "note_minimum",
                        site=say.site(out["id"], out["name"]),
                        minimum=say(key),
                        value=out[key],
                        known=known.get(key),
                    )
                )
        elif known is not None:
            out[key] = known[key]
        else:
            minimum = msg(FAULTS, key)
            raise RecordError(
                msg(FAULTS, "minimum_missing", key=key, name=name, minimum=minimum), "site"
            )
    for key in ("torturer", "negotiator"):
        owner = site.get(key)
        out[key] = None if owner is None else need_str(owner, join("site", key))
    out["resources"] = _read_resources(site.get("resources", {}), data, notes, say)
    return out


def _read_resources(
    raw: Any, data: Mapping[str, Any], notes: list[str], say: Say
) -> dict[str, int]:
    """The site's resources: at most the game's 185 tokens (verified); more of one kind
    than we printed (our split of the 185) is noted, not refused."""
    resources = need_object(raw, "site.resources")
    kinds = catalog(data, "resources")
    out: dict[str, int] = {}
    for key, amount in resources.items():
        here = join("site.resources", key)
        need_choice(key, list(kinds), here, what=msg(FAULTS, "resource"))
        out[key] = need_int(amount, here, 0, RESOURCE_TOKENS)
        ours = kinds[key].get("tokens")
        if isinstance(ours, int) and out[key] > ours:
            name = text_in(kinds[key].get("name") or key, say.lang)
            notes.append(say("note_design_tokens", n=out[key], resource=name, ours=ours))
    return {key: out[key] for key in kinds if out.get(key)}


def _read_points(players: list[Mapping[str, Any]], data: Mapping[str, Any], say: Say) -> Points:
    cards: dict[str, Mapping[str, Any]] = {}
    for deck in CARD_DECKS:
        cards.update(by_id_or_code(items(data, deck)))
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
                    raise RecordError(msg(FAULTS, "cards_or_totals"), join(here, kind))
            colour = _player_colour(name, colours)
            out[name] = _card_points(
                player["cards"], join(here, "cards"), cards, used, colour, colours, say
            )
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
    colours: Mapping[str, Mapping[str, Any]],
    say: Say,
) -> dict[str, tuple[int, str]]:
    played = need_list(raw, path)
    totals = {kind: 0 for kind in KINDS}
    parts: dict[str, list[str]] = {kind: [] for kind in KINDS}
    for j, card_id in enumerate(played):
        here = join(path, j)
        card = lookup(cards, card_id)
        if card is None:
            raise RecordError(msg(FAULTS, "character_card", got=describe(card_id)), here)
        used[card["id"]] = used.get(card["id"], 0) + 1
        if used[card["id"]] > card.get("quantity", 1):
            copies = card.get("quantity", 1)
            fault = counted_msg(FAULTS, "card_copies", copies, card=card_word(say.data, card))
            raise RecordError(fault, here)
        front = card.get("front") or {}
        owner = front.get("colour")
        if colour is not None and owner is not None and owner != colour:
            owner_name = colour_name(colours, owner)
            mine = colour_name(colours, colour)
            raise RecordError(
                msg(
                    FAULTS,
                    "basic_card_colour",
                    card=card_word(say.data, card),
                    owner=owner_name,
                    colour=mine,
                ),
                here,
            )
        for kind in KINDS:
            value = front.get(kind, 0)
            if isinstance(value, int) and value:
                totals[kind] += value
                parts[kind].append(say.card(card, value))
    return {kind: (totals[kind], ", ".join(parts[kind])) for kind in KINDS}
