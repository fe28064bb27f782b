"""Small in-memory games for the press tests, built with the real model types."""

from __future__ import annotations

from pathlib import Path
from types import MappingProxyType

from cardgen.model.types import Component, Face, Item, Size, Text

SAMPLE = Path(__file__).resolve().parents[1] / "sample_content"
"""The made-up game of tests/sample_content."""


class FakeGame:
    """Duck-typed game: the press only needs ``id``, ``name`` and ``components``."""

    def __init__(self, components, gid="testgame"):
        self.id = gid
        self.name = Text.of("Test Game")
        self.components = tuple(components)


def face(kind: str, **fields) -> Face:
    return Face(kind, MappingProxyType(fields))


def deck(n: int, *, per_item_backs: bool = False, size=(63.5, 88.9), cid="deck") -> Component:
    items = tuple(
        Item(
            id=f"c{i}",
            quantity=1,
            front=face("front", n=i),
            back=face("back2", n=i) if per_item_backs else None,
        )
        for i in range(n)
    )
    return Component(
        id=cid,
        kind="deck",
        name=Text.of("Deck"),
        size=Size(*size),
        shape="rect",
        front_type="front",
        items=items,
        back=None if per_item_backs else face("back", label="B"),
        back_type="back2" if per_item_backs else None,
    )
