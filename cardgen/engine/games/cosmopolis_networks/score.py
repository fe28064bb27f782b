"""Cosmopolis "Networks": spread validation, the network reading and round scores.

STANDARD LIBRARY ONLY (runs in Pyodide). Record format: ``shared/records.md``
(``cosmopolis-networks``). Rules: ``content/cosmopolis-networks/rules/en.md``.

A *card* in a set is a face id of the game data (``"chicago"``) or an inline face
(``{"region": R}`` or ``{"links": [R1, R2(, R3)]}``). A set is legal when it is

* type **a**: 3 or more regional cards, all of one region;
* type **b**: exactly one linking card plus regional cards of exactly two of the regions it
  joins, at least one of each (more cards of either of those two regions may be added);
* type **c**: exactly one linking card plus 2 or more regional cards of one region it joins.

Anything else is illegal (no set holds two linking cards, or a third region). Across one
round a physical card shows at most once: both faces of a card are the same card, and the
inline faces must fit the deck (at most 7 cards showing Africa, and so on).

Two sets of a spread belong to the same network when they hold regional cards of the same
region, or when a linking card in one joins a region that has a regional card in the
other (transitively). A round scores the regional cards of the largest network.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardgen.engine.checks import (
    RecordError,
    join,
    need_list,
    need_object,
    only_keys,
    player_entries,
)
from cardgen.engine.common import (
    ParamSpec,
    counted,
    line,
    msg,
    param_problems,
    player_result,
    rank_winners,
)
from cardgen.engine.games.cosmopolis_networks.deck import Card, Deck, SetInfo, check_cards_exist
from cardgen.engine.games.cosmopolis_networks.faults import FAULTS, listed
from cardgen.engine.games.cosmopolis_networks.text import Say
from cardgen.engine.languages import SOURCE_LANG

ENGLISH = Say()

RULE = "network"
HAND_SIZE = 7

__all__ = ["RULE", "Deck", "analyse_spread", "hand_limit", "score"]

GAME_ID = "cosmopolis-networks"


def check_params(data: Mapping[str, Any]) -> list[tuple[str, str, str]]:
    """Faults of the scoring rules' ``params`` (``cardgen validate`` reports them); the
    engine scores by the seed's rules, so the values must be the ones it assumes."""
    spec: dict[str, ParamSpec] = {
        RULE: {
            "points_per_regional_card?": ("int", 1, 1),
            "linking_cards?": ("int", 0, 0),
            "hand_size?": ("int", HAND_SIZE, HAND_SIZE),
        }
    }
    return param_problems(data, lambda rule: spec.get(str(rule.get("id"))))


# -- spreads and networks -------------------------------------------------------------
def _read_spread(
    deck: Deck, value: Any, path: str, unfinished: list[RecordError] | None = None
) -> list[tuple[list[Card], SetInfo | None]]:
    """The cards and type of each set. A set that is only ``unfinished`` (more cards can
    make it legal) raises at once, unless ``unfinished`` is given: then its fault is added
    there (the caller raises it once the faults no card can mend have been looked for) and
    its type is None."""
    sets = need_list(value, path)
    out: list[tuple[list[Card], SetInfo | None]] = []
    for s, raw in enumerate(sets):
        here = join(path, s)
        cards = [deck.card(v, join(here, c)) for c, v in enumerate(need_list(raw, here))]
        try:
            info: SetInfo | None = deck.classify(cards, here)
        except RecordError as fault:
            if unfinished is None or not fault.unfinished:
                raise
            unfinished.append(fault)
            info = None
        out.append((cards, info))
    return out


def _networks(sets: list[SetInfo]) -> list[list[int]]:
    """The networks of a spread: lists of set indices, largest first (ties: first set)."""
    parent = list(range(len(sets)))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for i, a in enumerate(sets):
        for j in range(i + 1, len(sets)):
            b = sets[j]
            if (
                set(a.regions) & set(b.regions)
                or a.links & set(b.regions)
                or (b.links & set(a.regions))
            ):
                parent[find(j)] = find(i)
    groups: dict[int, list[int]] = {}
    for i in range(len(sets)):
        groups.setdefault(find(i), []).append(i)
    networks = list(groups.values())
    networks.sort(key=lambda g: (-sum(sum(sets[i].regions.values()) for i in g), g[0]))
    return networks


def _summary(deck: Deck, sets: list[SetInfo]) -> dict[str, Any]:
    networks = _networks(sets)
    best = networks[0] if networks else []
    per_region: dict[str, int] = {}
    for i in best:
        for region, n in sets[i].regions.items():
            per_region[region] = per_region.get(region, 0) + n
    showing = sum(s.linking_cards for s in sets)
    return {
        "score": sum(per_region.values()),
        "sets": [
            {
                "type": s.kind,
                "protected": s.kind == "b",
                "regional_cards": sum(s.regions.values()),
                "linking_cards": s.linking_cards,
            }
            for s in sets
        ],
        "largest_network": best,
        "network_regions": {r: per_region[r] for r in deck.regions if r in per_region},
        "linking_cards_showing": showing,
        "hand_limit": max(0, HAND_SIZE - showing),
    }


def analyse_spread(spread: Any, data: Mapping[str, Any], path: str = "spread") -> dict[str, Any]:
    """Validate one spread and describe it: set types, the largest network (0-based set
    indices), its score, the linking cards showing and the hand limit. Raises
    ``RecordError`` for an illegal spread."""
    deck = Deck(data)
    return _summary(deck, [info for _, info in _read_spread(deck, spread, path) if info])


def hand_limit(spread: Any, data: Mapping[str, Any] | None = None) -> int:
    """The "Amazing Shrinking Hand": 7 minus the linking cards showing in ``spread`` (a list
    of sets as in a record), never below 0. With ``data`` every card is read and checked;
    without it only inline faces can be told apart (a face id raises ``RecordError``)."""
    deck = Deck(data) if data is not None else None
    showing = 0
    for s, raw in enumerate(need_list(spread, "spread")):
        here = join("spread", s)
        for c, value in enumerate(need_list(raw, here)):
            where = join(here, c)
            if deck is not None:
                showing += deck.card(value, where).region is None
            elif isinstance(value, dict):
                showing += "links" in value
            else:
                raise RecordError(msg(FAULTS, "needs_data"), where)
    return max(0, HAND_SIZE - showing)


# -- the record -----------------------------------------------------------------------
def _rounds(record: Mapping[str, Any]) -> list[tuple[Mapping[str, Any], str]]:
    if "rounds" in record and "players" in record:
        raise RecordError(msg(FAULTS, "rounds_and_players"), "players")
    if "players" in record:
        return [(record, "")]
    if "rounds" not in record:
        raise RecordError(msg(FAULTS, "no_rounds"), "rounds")
    rounds = need_list(record["rounds"], "rounds")
    if not rounds:
        raise RecordError(msg(FAULTS, "no_round"), "rounds")
    out = []
    for r, entry in enumerate(rounds):
        here = join("rounds", r)
        only_keys(need_object(entry, here), ("players",), here)
        out.append((entry, here))
    return out


def score(
    record: dict[str, Any], data: Mapping[str, Any], lang: str = SOURCE_LANG
) -> dict[str, Any]:
    """Score a record: one ``network`` line per round, totals, winners, notes; the details
    and notes in ``lang`` (a language code), worded by
    :mod:`cardgen.engine.games.cosmopolis_networks.text`."""
    say = Say(data, lang)
    record = need_object(record, "")
    only_keys(record, ("game", "rounds", "players"), "")
    deck = Deck(data)
    rounds = _rounds(record)
    order: list[str] = []
    lines: dict[str, list[dict[str, Any]]] = {}
    details: dict[str, list[dict[str, Any]]] = {}
    notes: list[str] = []
    for number, (entry, path) in enumerate(rounds, 1):
        players = player_entries(entry, data, "players", path)
        where = join(path, "players")
        names = [p["name"] for p in players]
        if number == 1:
            order = names
            lines = {n: [] for n in names}
            details = {n: [] for n in names}
        else:
            for i, name in enumerate(names):
                if name not in lines:
                    fault = msg(FAULTS, "new_player", name=name)
                    raise RecordError(fault, join(join(where, i), "name"))
            missing = [n for n in order if n not in names]
            if missing:
                shown = listed(missing, last="comma_last")
                fault = counted(FAULTS, "round_misses", len(missing), n=number, names=shown)
                raise RecordError(fault, where)
        played: list[Card] = []
        spreads: list[list[SetInfo]] = []
        # a set that more cards can make legal is said after every fault no card can mend
        # (a card played twice, an illegal set of another player): the page holds back
        # the former while the set is being entered, never the latter
        unfinished: list[RecordError] = []
        for i, player in enumerate(players):
            here = join(where, i)
            only_keys(player, ("name", "spread"), here)
            sets = _read_spread(deck, player.get("spread", []), join(here, "spread"), unfinished)
            for cards, _ in sets:
                played.extend(cards)
            spreads.append([s for _, s in sets if s is not None])
        # before any network is built: a round shows at most the 55 cards of the deck
        lacks = check_cards_exist(deck, played, names)
        if unfinished:
            raise unfinished[0]
        for lack in lacks:
            prefix = say("round_prefix", n=number) if path else ""
            notes.append(say("note_design", prefix=prefix, what=lack.text(say.lang)))
        for player, sets in zip(players, spreads, strict=True):
            info = {"round": number, **_summary(deck, sets)}
            details[player["name"]].append(info)
            lines[player["name"]].append(
                line(RULE, info["score"], _detail(deck, info, number if path else None, say))
            )
            if info["hand_limit"] == 0:
                notes.append(
                    say(
                        "note_watching",
                        prefix=say("round_prefix", n=number) if path else "",
                        name=player["name"],
                        n=info["linking_cards_showing"],
                    )
                )
    results = [player_result(n, lines[n], rounds=details[n]) for n in order]
    winners, decided = rank_winners(results)
    # fewer rounds than dealers (or not a multiple): scored, but the game is not over yet,
    # so nobody shares a win either (those level are "ahead so far")
    unfinished = record.get("rounds") is not None and len(rounds) % len(order)
    if decided == "shared" and not unfinished:
        best = results[order.index(winners[0])]["total"]
        points = say.counted("points", best)
        notes.append(say("note_shared", names=say.joined(winners), points=points))
    result = {"game": record.get("game"), "players": results, "winners": winners, "notes": notes}
    if unfinished:
        result["provisional"] = [say("rounds_to_play", players=len(order), rounds=len(rounds))]
    return result


def _detail(deck: Deck, info: Mapping[str, Any], number: int | None, say: Say = ENGLISH) -> str:
    prefix = say("round_prefix", n=number) if number is not None else ""
    if not info["sets"]:
        return prefix + say("no_sets")
    best = info["largest_network"]
    sets = say.counted("sets", len(best), list=", ".join(str(i + 1) for i in best))
    regions = ", ".join(
        f"{say.region(r, deck.name(r))} {n}" for r, n in info["network_regions"].items()
    )
    regions = regions or say("linking_only")
    return prefix + say.counted("network", info["score"], sets=sets, regions=regions)
