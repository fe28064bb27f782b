"""The board form of Web: cards on a square grid, cables between square centres.

STANDARD LIBRARY ONLY (runs in Pyodide). :func:`analyse_board` reads the shared ``board``
object of a record (format in :mod:`.score`), raises ``RecordError`` when the
JSON itself is malformed (wrong types, unknown cards, more copies or cables than exist) and
otherwise returns a :class:`BoardAnalysis`: every broken placement or cable rule as a
:class:`Violation` (rule id, JSON path, message) and, per cable colour, the computers that
colour connected.

Geometry: a square is ``(x, y)``, x to the right, y downwards. The central server covers
the 2 × 2 squares from ``board.server`` (default ``(0, 0)``). A card's ``x``/``y`` is the
top-left square of the card *after* turning it ``rotation`` degrees clockwise (0, 90, 180
or 270). A cable joins the centres of two squares.

Cable rules are checked cable by cable in list order (the order they were laid): a cable
that breaks a rule is left out of what later cables are checked against; when two cables
conflict (same edge, same computer, same server side) the LATER one is the illegal one.
Linkage to a server is then checked on the finished board, independently of the order.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
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
)
from cardgen.engine.common import Message, counted, msg
from cardgen.engine.games.web.text import FAULTS, colour_message, in_every_language

COORD_LIMIT = 1000
"""Squares lie within ±COORD_LIMIT: a board larger than that is not a real game."""
ROTATIONS = (0, 90, 180, 270)
SIDES = {(1, 0): "east", (-1, 0): "west", (0, 1): "south", (0, -1): "north"}
CENTRAL = "central"
CARDS_COMPONENT = "network-cards"
CABLES_COMPONENT = "cables"


@dataclass(frozen=True)
class Square:
    """What lies on one grid square: ``kind`` is ``open``, ``server`` or ``computer``."""

    kind: str
    points: int = 0
    server: str | None = None
    """For server squares: which server (``central`` or the card's path and square)."""


@dataclass(frozen=True)
class Violation:
    rule: str
    path: str
    message: Message
    """What is wrong, in every language (``message.text(lang)``)."""


@dataclass
class BoardAnalysis:
    squares: dict[tuple[int, int], Square] = field(default_factory=dict)
    violations: list[Violation] = field(default_factory=list)
    connected: dict[str, list[tuple[tuple[int, int], int]]] = field(default_factory=dict)
    """Per colour: the connected computers as ((x, y), points), in cable order."""
    cards_played: int = 0
    cable_count: int = 0


def rule_title(data: Mapping[str, Any], rule: str) -> Message:
    """The rule's name from the data, in every language (its id where the data has none)."""
    for entry in data.get("catalogs", {}).get("board-rules", []):
        if entry.get("id") == rule:
            return in_every_language(entry.get("name") or rule)
    return in_every_language(rule)


def _coord(value: Any, path: str) -> tuple[int, int]:
    pair = need_list(value, path)
    if len(pair) != 2:
        raise RecordError(counted(FAULTS, "square", len(pair)), path)
    x = need_int(pair[0], join(path, 0), -COORD_LIMIT, COORD_LIMIT)
    y = need_int(pair[1], join(path, 1), -COORD_LIMIT, COORD_LIMIT)
    return x, y


def card_squares(item: Mapping[str, Any], rotation: int) -> list[tuple[int, int, str]]:
    """The card's squares as (dx, dy, content) relative to the top-left of its rotated
    bounding box; content is ``open``, ``server`` or ``cN``."""
    rows = list(item.get("cells") or [])
    contents = list((item.get("front") or {}).get("squares") or [])
    cells = [(x, y) for y, row in enumerate(rows) for x, c in enumerate(row) if c == "X"]
    width, height = (len(rows[0]) if rows else 0), len(rows)
    squares = [
        (x, y, contents[i] if i < len(contents) else "open") for i, (x, y) in enumerate(cells)
    ]
    for _ in range(rotation // 90):
        squares = [(height - 1 - y, x, c) for x, y, c in squares]
        width, height = height, width
    return squares


def _square(content: str, server_id: str) -> Square:
    if content == "server":
        return Square("server", server=server_id)
    if content.startswith("c") and content[1:].isdigit():
        return Square("computer", points=int(content[1:]))
    return Square("open")


def _neighbours(x: int, y: int) -> list[tuple[int, int]]:
    return [(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)]


def analyse_board(board: Any, data: Mapping[str, Any], path: str = "board") -> BoardAnalysis:
    """Read and check a board; see the module docstring."""
    board = need_object(board, path)
    only_keys(board, ("server", "cards", "obstacles", "cables"), path)
    out = BoardAnalysis()
    _place_server(board, out, path)
    obstacles = _obstacles(board, out, path)
    _place_cards(board, data, out, obstacles, path)
    _lay_cables(board, data, out, obstacles, path)
    return out


def _place_server(board: Mapping[str, Any], out: BoardAnalysis, path: str) -> None:
    sx = sy = 0
    if "server" in board:
        here = join(path, "server")
        server = need_object(board["server"], here)
        only_keys(server, ("x", "y"), here)
        sx = need_int(server.get("x", 0), join(here, "x"), -COORD_LIMIT, COORD_LIMIT - 1)
        sy = need_int(server.get("y", 0), join(here, "y"), -COORD_LIMIT, COORD_LIMIT - 1)
    for dx in (0, 1):
        for dy in (0, 1):
            out.squares[(sx + dx, sy + dy)] = Square("server", server=CENTRAL)


def _obstacles(board: Mapping[str, Any], out: BoardAnalysis, path: str) -> set[tuple[int, int]]:
    here = join(path, "obstacles")
    found: set[tuple[int, int]] = set()
    for i, value in enumerate(need_list(board.get("obstacles", []), here)):
        square = _coord(value, join(here, i))
        if square in out.squares:
            raise RecordError(msg(FAULTS, "obstacle_server"), join(here, i))
        found.add(square)
    return found


def _place_cards(board, data, out: BoardAnalysis, obstacles, path: str) -> None:
    here = join(path, "cards")
    catalogue = {}
    for comp in data.get("components", []):
        if comp.get("id") == CARDS_COMPONENT:
            catalogue = {item["id"]: item for item in comp.get("items", [])}
    used: dict[str, int] = {}
    for i, value in enumerate(need_list(board.get("cards", []), here)):
        at = join(here, i)
        entry = need_object(value, at)
        only_keys(entry, ("card", "x", "y", "rotation"), at)
        card_id = need_str(entry.get("card"), join(at, "card"))
        item = catalogue.get(card_id)
        if item is None:
            raise RecordError(msg(FAULTS, "unknown_card", got=describe(card_id)), join(at, "card"))
        used[card_id] = used.get(card_id, 0) + 1
        count = item.get("quantity", 1)
        if used[card_id] > count:
            fault = counted(FAULTS, "copies", count, count=count, card=i + 1, copy=used[card_id])
            raise RecordError(fault, join(at, "card"))
        x = need_int(entry.get("x"), join(at, "x"), -COORD_LIMIT, COORD_LIMIT)
        y = need_int(entry.get("y"), join(at, "y"), -COORD_LIMIT, COORD_LIMIT)
        rotation = entry.get("rotation", 0)
        if not isinstance(rotation, int) or isinstance(rotation, bool) or rotation not in ROTATIONS:
            raise RecordError(msg(FAULTS, "rotation", got=describe(rotation)), join(at, "rotation"))
        squares = [(x + dx, y + dy, c) for dx, dy, c in card_squares(item, rotation)]
        out.cards_played += 1
        cells = [(sx, sy) for sx, sy, _ in squares]
        if any(c in out.squares for c in cells):
            hit = next(c for c in cells if c in out.squares)
            out.violations.append(
                Violation(
                    "card-overlap", at, msg(FAULTS, "card_overlap", card=i + 1, square=_show(hit))
                )
            )
            continue
        if any(c in obstacles for c in cells):
            hit = next(c for c in cells if c in obstacles)
            out.violations.append(
                Violation(
                    "card-on-obstacle",
                    at,
                    msg(FAULTS, "card_on_obstacle", card=i + 1, square=_show(hit)),
                )
            )
        elif not any(n in out.squares for c in cells for n in _neighbours(*c)):
            out.violations.append(
                Violation("card-not-adjacent", at, msg(FAULTS, "card_not_adjacent", card=i + 1))
            )
        for sx, sy, content in squares:
            out.squares[(sx, sy)] = _square(content, f"{at}@{sx},{sy}")


def _show(square: tuple[int, int]) -> Message:
    """A square as the rules write it in each language: (2,1), in French (2 ; 1)."""
    return msg(FAULTS, "square", x=square[0], y=square[1])


def _is_hole(square, out: BoardAnalysis, obstacles) -> bool:
    if square in out.squares or square in obstacles:
        return False
    return all(n in out.squares for n in _neighbours(*square))


def _stock(data: Mapping[str, Any]) -> dict[str, int]:
    stock: dict[str, int] = {}
    for comp in data.get("components", []):
        if comp.get("id") == CABLES_COMPONENT:
            for item in comp.get("items", []):
                colour = (item.get("front") or {}).get("colour")
                stock[colour] = stock.get(colour, 0) + item.get("quantity", 0)
    return stock


def _lay_cables(board, data, out: BoardAnalysis, obstacles, path: str) -> None:
    here = join(path, "cables")
    stock = _stock(data)
    colours = sorted(stock)
    edges: set[frozenset] = set()
    computers_used: set[tuple[int, int]] = set()
    sides_used: set[tuple[str, str]] = set()
    accepted: list[tuple[int, str, tuple[int, int], tuple[int, int]]] = []
    laid: dict[str, int] = {}
    for i, value in enumerate(need_list(board.get("cables", []), here)):
        at = join(here, i)
        entry = need_object(value, at)
        only_keys(entry, ("colour", "from", "to"), at)
        colour = need_choice(
            entry.get("colour"), colours, join(at, "colour"), msg(FAULTS, "cable_colour")
        )
        laid[colour] = laid.get(colour, 0) + 1
        if laid[colour] > stock[colour]:
            shown = colour_message(data, colour)
            fault = counted(FAULTS, "stock", stock[colour], count=stock[colour], colour=shown)
            raise RecordError(fault, join(at, "colour"))
        a = _coord(entry.get("from"), join(at, "from"))
        b = _coord(entry.get("to"), join(at, "to"))
        out.cable_count += 1
        problem = _cable_problem(a, b, out, obstacles, edges, computers_used, sides_used)
        if problem:
            out.violations.append(Violation(problem[0], at, problem[1]))
            continue
        edges.add(frozenset((a, b)))
        for end, other in ((a, b), (b, a)):
            square = out.squares.get(end)
            if square and square.kind == "computer":
                computers_used.add(end)
            if square and square.kind == "server":
                side = (other[0] - end[0], other[1] - end[1])
                sides_used.add((square.server or "", SIDES[side]))
        accepted.append((i, colour, a, b))
    _check_links(accepted, out, here, data)


def _cable_problem(a, b, out, obstacles, edges, computers_used, sides_used):
    """The first rule the cable a–b breaks, as (rule id, message), or None."""
    pair = {"a": _show(a), "b": _show(b)}
    if abs(a[0] - b[0]) + abs(a[1] - b[1]) != 1:
        kind = "cable_diagonal" if abs(a[0] - b[0]) == 1 == abs(a[1] - b[1]) else "cable_apart"
        return "cable-shape", msg(FAULTS, kind, **pair)
    for end in (a, b):
        if end not in out.squares and not _is_hole(end, out, obstacles):
            return "cable-off-cards", msg(FAULTS, "cable_off_cards", square=_show(end))
    sa, sb = out.squares.get(a), out.squares.get(b)
    if sa and sb and sa.kind == sb.kind == "server" and sa.server == sb.server:
        return "cable-in-server", msg(FAULTS, "cable_in_server", **pair)
    if frozenset((a, b)) in edges:
        return "cable-double-edge", msg(FAULTS, "cable_double_edge", **pair)
    for end, other in ((a, b), (b, a)):
        square = out.squares.get(end)
        if square and square.kind == "computer" and end in computers_used:
            return "computer-twice", msg(FAULTS, "computer_twice", square=_show(end))
        if square and square.kind == "server":
            side = SIDES[(other[0] - end[0], other[1] - end[1])]
            if (square.server or "", side) in sides_used:
                shown = msg(FAULTS, f"side_{side}")
                return "server-side", msg(FAULTS, "server_side", side=shown, square=_show(end))
    return None


def _check_links(accepted, out: BoardAnalysis, here: str, data: Mapping[str, Any]) -> None:
    """Per colour, cables joined through shared squares (never through a computer) form a
    network; a network touching a server is linked. Unlinked cables are violations."""
    parent: dict[Any, Any] = {}

    def find(node):
        parent.setdefault(node, node)
        while parent[node] != node:
            parent[node] = parent[parent[node]]
            node = parent[node]
        return node

    def node(colour, i, end):
        square = out.squares.get(end)
        if square and square.kind == "server":
            return (colour, "server")
        if square and square.kind == "computer":
            return (colour, "computer", i)
        return (colour, end)

    for i, colour, a, b in accepted:
        parent[find(node(colour, i, a))] = find(node(colour, i, b))
    for i, colour, a, b in accepted:
        if find(node(colour, i, a)) != find((colour, "server")):
            out.violations.append(
                Violation(
                    "cable-unlinked",
                    join(here, i),
                    msg(FAULTS, "cable_unlinked", colour=colour_message(data, colour)),
                )
            )
            continue
        for end in (a, b):
            square = out.squares.get(end)
            if square and square.kind == "computer":
                out.connected.setdefault(colour, []).append((end, square.points))
    out.violations.sort(key=lambda v: _order(v.path))


def _order(path: str) -> tuple[int, int]:
    """Cards before cables, each in list order."""
    group = 0 if ".cards[" in path or path.startswith("cards[") else 1
    index = path.rsplit("[", 1)[-1].rstrip("]")
    return group, int(index) if index.isdigit() else 0
