"""Scoring engine of Web (Splotter Spellen). STANDARD LIBRARY ONLY (runs in Pyodide).

A player scores the points of every computer their cables connected, minus one point per
card still in hand. The most points wins; a tie is shared (the rules give no tie-breaker).

Record (``shared/records.md``; each player uses the tally form or the board form)::

    {"game": "web",
     "board": {                                   # only needed for the board form
       "server": {"x": 0, "y": 0},                # top-left of the 2 x 2 central server
       "cards": [{"card": "corner-c3", "x": 2, "y": 0, "rotation": 90}, ...],
       "obstacles": [[5, 5]],                     # handicap variant, optional
       "cables": [{"colour": "red", "from": [1, 0], "to": [2, 0]}, ...]
     },
     "players": [
       {"name": "Ann", "computers": [3, 2, 5], "hand": 2},    # tally form
       {"name": "Bob", "board": "blue", "hand": 1}            # board form
     ]}

* Tally form: ``computers`` = the point values of the computers the player connected
  (whole numbers 1..99), ``hand`` = cards left in hand (missing = 0, with a note).
* Board form: ``board`` = the player's cable colour (``red``, ``blue``, ``green``,
  ``yellow``) on the record's shared ``board``. The board lists the cards in the order
  they were played (``card`` = a network card id; ``x``, ``y`` = the top-left square of the
  card after turning it ``rotation`` degrees clockwise, default 0) and the cables in the
  order they were laid (``from``/``to`` = the two squares whose centres the cable joins).
  Squares are ``[x, y]`` with x to the right and y downwards. The engine checks every card
  placement and every cable (see :mod:`cardgen.engine.games.web.board`); the first illegal one
  makes the record invalid, with its path (``board.cables[3]``) and the rule broken; the
  message also lists any further illegal cards and cables.

Rule ids of the lines: ``computers`` and ``hand``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardgen.engine.checks import (
    RecordError,
    describe,
    join,
    need_int,
    need_list,
    only_keys,
    player_entries,
)
from cardgen.engine.common import (
    LANGS,
    ParamSpec,
    line,
    msg,
    param_problems,
    player_result,
    rank_winners,
    verbatim,
)
from cardgen.engine.games.web.board import BoardAnalysis, analyse_board, rule_title
from cardgen.engine.games.web.text import FAULTS, Say, colour_message
from cardgen.engine.languages import SOURCE_LANG

MAX_COMPUTER = 99
"""Plausibility limits, not our design: no copy of Web (a hand-made deck of a few dozen
cards) comes near them, so a record beyond them is a typing slip, not a game."""
MAX_COMPUTERS = 99
"""Most connected computers over all players together (a plausibility limit)."""
MAX_HAND = 99
"""Most cards a hand may hold at the end (a plausibility limit)."""
GAME_ID = "web"


def check_params(data: Mapping[str, Any]) -> list[tuple[str, str, str]]:
    """Faults of the scoring rules' ``params`` (``cardgen validate`` reports them)."""
    spec: dict[str, ParamSpec] = {"computers": {}, "hand": {"per_card?": ("int", -1, -1)}}
    return param_problems(data, lambda rule: spec.get(str(rule.get("id"))))


def score(
    record: Mapping[str, Any], data: Mapping[str, Any], lang: str = SOURCE_LANG
) -> dict[str, Any]:
    """Score a Web record; the line details and notes are in ``lang`` (a language code),
    worded by :mod:`cardgen.engine.games.web.text`."""
    say = Say(data, lang)
    only_keys(record, ("game", "board", "players"), "")
    players = player_entries(record, data)
    board: BoardAnalysis | None = None
    if "board" in record:
        board = analyse_board(record["board"], data)
        _raise_violations(board, data)
    deck = _deck_size(data)
    values = _printed_values(data)
    notes: list[str] = []
    doubts: list[dict[str, str]] = []
    results = []
    colours_seen: dict[str, int] = {}
    cards_out = board.cards_played if board else 0
    connected = connected_points = 0
    for i, entry in enumerate(players):
        here = join("players", i)
        only_keys(entry, ("name", "computers", "hand", "board"), here)
        name = entry["name"]
        if ("computers" in entry) == ("board" in entry):
            raise RecordError(msg(FAULTS, "either_form"), here)
        if "computers" in entry:
            points = _tally(entry["computers"], join(here, "computers"))
            detail = " + ".join(str(p) for p in points) or say("no_computers")
            doubts.extend(_odd_values(points, values, join(here, "computers"), say))
        else:
            points, detail = _from_board(
                entry["board"], join(here, "board"), board, colours_seen, i, data, say
            )
        connected += len(points)
        if connected > MAX_COMPUTERS:
            where = join(here, "computers" if "computers" in entry else "board")
            raise RecordError(
                msg(FAULTS, "computers_total", n=connected, most=MAX_COMPUTERS), where
            )
        connected_points += sum(points)
        if "hand" in entry:
            hand = need_int(entry["hand"], join(here, "hand"), 0, MAX_HAND)
        else:
            hand = 0
            notes.append(say("note_no_hand", name=name))
        cards_out += hand
        if len(points) > 1:
            detail = f"{detail} = {sum(points)}"
        hand_detail = say.counted("hand", hand) if hand else say("no_hand")
        lines = [line("computers", sum(points), detail), line("hand", -hand, hand_detail)]
        results.append(player_result(name, lines))
    if cards_out > deck:
        notes.append(say("note_design_deck", deck=deck, n=cards_out))
    printed = _printed_computers(data)
    if connected > len(printed) or connected_points > sum(printed):
        notes.append(
            say(
                "note_design_computers",
                n=connected,
                points=connected_points,
                deck=len(printed),
                deck_points=sum(printed),
            )
        )
    winners, decided = rank_winners(results)
    if decided == "shared":
        points = say.counted("points", _best(results))
        notes.append(say("note_shared", points=points, names=say.joined(winners)))
    result = {"game": "web", "players": results, "winners": winners, "notes": notes}
    if doubts:
        result["doubts"] = doubts
    return result


def _odd_values(points: list[int], values: set[int], path: str, say: Say) -> list[dict[str, str]]:
    """A doubt for each computer value no card of our deck shows (``docs/records.md``,
    "doubts"): the value is scored as given, since our deck is our design, but the reader
    sees the doubt at the field (a slip, "6" for "5", or a published card we did not print)."""
    if not values:
        return []
    lowest, highest = min(values), max(values)
    return [
        {
            "path": join(path, k),
            "message": say("doubt_value", value=p, lowest=lowest, highest=highest),
        }
        for k, p in enumerate(points)
        if p not in values
    ]


def _best(results: list[dict[str, Any]]) -> int:
    return max(p["total"] for p in results)


def _tally(value: Any, path: str) -> list[int]:
    values = need_list(value, path)
    return [need_int(v, join(path, k), 1, MAX_COMPUTER) for k, v in enumerate(values)]


def _from_board(
    colour: Any,
    path: str,
    board: BoardAnalysis | None,
    seen: dict[str, int],
    index: int,
    data: Mapping[str, Any],
    say: Say | None = None,
) -> tuple[list[int], str]:
    say = say or Say(data)
    if board is None:
        raise RecordError(msg(FAULTS, "board_missing"), "board")
    colours = [c["id"] for c in data.get("catalogs", {}).get("colours", [])]
    if not isinstance(colour, str) or colour not in colours:
        names = verbatim(
            {lang: ", ".join(Say(data, lang).colour(c) for c in colours) for lang in LANGS}
        )
        raise RecordError(msg(FAULTS, "colour_expected", colours=names, got=describe(colour)), path)
    if colour in seen:
        taken = msg(FAULTS, "colour_taken", colour=colour_message(data, colour), n=seen[colour] + 1)
        raise RecordError(taken, path)
    seen[colour] = index
    computers = board.connected.get(colour, [])
    points = [p for _, p in computers]
    detail = " + ".join(say("computer_at", points=p, x=x, y=y) for (x, y), p in computers)
    shown = say.colour(colour)
    return points, say("cables", colour=shown, detail=detail) if detail else say(
        "cables_none", colour=shown
    )


def _raise_violations(board: BoardAnalysis, data: Mapping[str, Any]) -> None:
    if not board.violations:
        return
    first = board.violations[0]
    name = rule_title(data, first.rule)
    message = msg(FAULTS, "violation", name=name, detail=first.message)
    rules = list(dict.fromkeys(v.rule for v in board.violations[1:]))
    if rules:
        titles = [rule_title(data, rule) for rule in rules]
        others = verbatim({lang: ", ".join(t.text(lang) for t in titles) for lang in LANGS})
        message = msg(FAULTS, "violation_also", first=message, others=others)
    raise RecordError(message, first.path)


def _deck_size(data: Mapping[str, Any]) -> int:
    return sum(
        item.get("quantity", 1)
        for comp in data.get("components", [])
        if comp.get("id") == "network-cards"
        for item in comp.get("items", [])
    )


def _printed_computers(data: Mapping[str, Any]) -> list[int]:
    """The value of every computer our printed deck shows (each copy of a card)."""
    found: list[int] = []
    for comp in data.get("components", []):
        if comp.get("id") == "network-cards":
            for item in comp.get("items", []):
                for square in (item.get("front") or {}).get("squares", []):
                    if square.startswith("c") and square[1:].isdigit():
                        found.extend([int(square[1:])] * int(item.get("quantity", 1)))
    return found


def _printed_values(data: Mapping[str, Any]) -> set[int]:
    found: set[int] = set()
    for comp in data.get("components", []):
        if comp.get("id") == "network-cards":
            for item in comp.get("items", []):
                for square in (item.get("front") or {}).get("squares", []):
                    if square.startswith("c") and square[1:].isdigit():
                        found.add(int(square[1:]))
    return found


__all__ = ["analyse_board", "score"]
