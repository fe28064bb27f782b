"""Circle the Wagons: the visible town as a grid of territories, and its geometry.

STANDARD LIBRARY ONLY (runs in Pyodide).

Coordinates are ``(x, y)`` territory positions, x to the right and y downwards. A
:class:`Town` is normalised so that its leftmost column is ``x = 0`` and its top row is
``y = 0``; those are the coordinates the engine reports (``cells`` of a line, ``grid``).

Definitions used by every rule (see the rules page, sections ``ctw-scoring-terrains`` and
``ctw-holes``):

* *adjacent* / *next to*: sharing an edge (left, right, above, below); corners never count.
* *group*: a maximal set of territories of one terrain joined edge to edge.
* *hole*: an EMPTY position whose four edge neighbours are all territories (of any
  terrains, which need not belong to one group). An empty area bigger than one territory
  is not a hole, nor is any of its positions: the publisher's FAQ speaks of an empty space
  the size of one territory.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping

Pos = tuple[int, int]
Cell = tuple[str, str]
"""A territory: (terrain id, icon id)."""

STEPS: tuple[Pos, ...] = ((1, 0), (-1, 0), (0, 1), (0, -1))
DIAGONALS: tuple[Pos, ...] = ((1, 1), (1, -1), (-1, 1), (-1, -1))


def reading_order(pos: Pos) -> tuple[int, int]:
    return pos[1], pos[0]


def neighbours(pos: Pos) -> Iterator[Pos]:
    x, y = pos
    for dx, dy in STEPS:
        yield x + dx, y + dy


def card_cells(x: int, y: int, territories: list[Cell], turned: bool) -> dict[Pos, Cell]:
    """The four territories of a card placed with its top-left territory at ``(x, y)``.

    ``territories`` are in reading order (top-left, top-right, bottom-left, bottom-right);
    turning the card 180° reverses that order.
    """
    order = list(reversed(territories)) if turned else list(territories)
    return {
        (x, y): order[0],
        (x + 1, y): order[1],
        (x, y + 1): order[2],
        (x + 1, y + 1): order[3],
    }


class Town:
    """The visible territories of one player, normalised to start at ``(0, 0)``."""

    def __init__(self, cells: Mapping[Pos, Cell]) -> None:
        if cells:
            min_x = min(x for x, _ in cells)
            min_y = min(y for _, y in cells)
        else:
            min_x = min_y = 0
        self.cells: dict[Pos, Cell] = {
            (x - min_x, y - min_y): cell
            for (x, y), cell in sorted(cells.items(), key=lambda kv: reading_order(kv[0]))
        }
        self._groups: dict[str, list[frozenset[Pos]]] = {}
        self._holes: list[Pos] | None = None

    # -- plain queries ---------------------------------------------------------------------
    def terrain(self, pos: Pos) -> str | None:
        cell = self.cells.get(pos)
        return cell[0] if cell else None

    def icon(self, pos: Pos) -> str | None:
        cell = self.cells.get(pos)
        return cell[1] if cell else None

    def positions_with_icon(self, icon: str) -> list[Pos]:
        """Territories showing ``icon``, in reading order."""
        return [pos for pos, cell in self.cells.items() if cell[1] == icon]

    def count_icon(self, icon: str) -> int:
        return len(self.positions_with_icon(icon))

    def touches(self, pos: Pos, terrain: str) -> bool:
        """Is ``pos`` on a ``terrain`` territory or next to one?"""
        if self.terrain(pos) == terrain:
            return True
        return any(self.terrain(n) == terrain for n in neighbours(pos))

    def beside_icon(self, pos: Pos, icon: str) -> bool:
        """Is a territory with ``icon`` next to ``pos`` (not counting ``pos`` itself)?"""
        return any(self.icon(n) == icon for n in neighbours(pos))

    # -- groups ----------------------------------------------------------------------------
    def groups(self, terrain: str) -> list[frozenset[Pos]]:
        """The groups of ``terrain``, largest first (equal sizes in reading order)."""
        if terrain not in self._groups:
            found = _components(pos for pos, cell in self.cells.items() if cell[0] == terrain)
            found.sort(key=lambda g: (-len(g), reading_order(min(g, key=reading_order))))
            self._groups[terrain] = found
        return self._groups[terrain]

    def largest_groups(self, terrain: str) -> list[frozenset[Pos]]:
        """Every group of ``terrain`` that has the largest size (empty without that terrain)."""
        groups = self.groups(terrain)
        if not groups:
            return []
        return [g for g in groups if len(g) == len(groups[0])]

    def largest(self, terrain: str) -> int:
        groups = self.groups(terrain)
        return len(groups[0]) if groups else 0

    # -- holes -----------------------------------------------------------------------------
    def holes(self) -> list[Pos]:
        """Empty positions whose four edge neighbours are all territories (reading order)."""
        if self._holes is None:
            candidates = {n for pos in self.cells for n in neighbours(pos)} - set(self.cells)
            self._holes = sorted(
                (p for p in candidates if all(n in self.cells for n in neighbours(p))),
                key=reading_order,
            )
        return self._holes

    # -- output ----------------------------------------------------------------------------
    def size(self) -> tuple[int, int]:
        if not self.cells:
            return 0, 0
        return max(x for x, _ in self.cells) + 1, max(y for _, y in self.cells) + 1

    def rows(self) -> list[str]:
        """The town in the record's ``grid`` notation."""
        width, height = self.size()
        out = []
        for y in range(height):
            row = []
            for x in range(width):
                cell = self.cells.get((x, y))
                row.append(f"{cell[0]}:{cell[1]}" if cell else ".")
            out.append(" ".join(row))
        return out


def _components(positions: Iterable[Pos]) -> list[frozenset[Pos]]:
    """Edge-connected components of a set of positions."""
    todo = set(positions)
    out: list[frozenset[Pos]] = []
    while todo:
        start = min(todo, key=reading_order)
        todo.discard(start)
        seen = {start}
        stack = [start]
        while stack:
            for n in neighbours(stack.pop()):
                if n in todo:
                    todo.discard(n)
                    seen.add(n)
                    stack.append(n)
        out.append(frozenset(seen))
    return out


def connected_pieces(positions: Iterable[Pos]) -> list[frozenset[Pos]]:
    """Edge-connected pieces of any positions (the town as a whole, for instance)."""
    return _components(positions)


def as_xy(positions: Iterable[Pos]) -> list[list[int]]:
    """Positions as JSON ``[x, y]`` pairs in reading order."""
    return [[x, y] for x, y in sorted(positions, key=reading_order)]
