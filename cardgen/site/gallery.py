"""The card gallery of a game's site: every face the print step drew (its SVGs), grouped
by component in content order, each named as the reader knows it (never by its id): by
what its faces print where the game says so (a Cosmopolis card by its cities, each side's
picture by its own city)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from cardgen.model import Game, labelled
from cardgen.render.faces import face_title
from cardgen.render.parts import item_name
from cardgen.site.strings import Strings

SVG_SIDES = ("front", "back")


@dataclass
class Face:
    """One SVG of the gallery."""

    file: str
    label: str
    side: str
    width: float | None = None
    height: float | None = None
    title: str | None = None
    """What a player reads as this side's title (a Cosmopolis city), for its alt text."""


@dataclass
class GalleryItem:
    name: str
    quantity: int
    faces: list[Face] = field(default_factory=list)


@dataclass
class GallerySection:
    id: str
    name: str
    items: list[GalleryItem] = field(default_factory=list)


_SVG_SIZE = re.compile(rb'viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"')


def svg_aspect(path: Path) -> tuple[float, float] | None:
    """Width and height from the SVG's viewBox (for layout before the image loads)."""
    with path.open("rb") as handle:
        match = _SVG_SIZE.search(handle.read(2048))
    return (float(match[1]), float(match[2])) if match else None


def gallery(game: Game, lang: str, svg_dir: Path) -> list[GallerySection]:
    """Every face the print step drew, grouped by component, in content order.

    Files are ``<component>-<item>-<side>.svg`` and ``<component>-back.svg`` (a common back);
    anything else in the folder is shown under "other faces" with its file name.
    """
    s = Strings(lang)
    files = {p.name: p for p in svg_dir.glob("*.svg")} if svg_dir.is_dir() else {}
    used: set[str] = set()

    def face(name: str, label: str, side: str) -> Face | None:
        if name not in files:
            return None
        used.add(name)
        size = svg_aspect(files[name])
        return Face(name, label, side, *(size or (None, None)))

    sections: list[GallerySection] = []
    for comp in game.components:
        section = GallerySection(comp.id, comp.name.get(lang))
        for item in comp.items:
            entry = GalleryItem(item_name(game, item, lang, comp), item.quantity)
            for side in SVG_SIDES:
                found = face(f"{comp.id}-{item.id}-{side}.svg", s(side), side)
                if found:
                    found.title = face_title(game, getattr(item, side), lang)
                    entry.faces.append(found)
            if entry.faces:
                section.items.append(entry)
        common = face(f"{comp.id}-back.svg", s("back"), "back")
        if common:
            title = labelled(comp.name.get(lang), s("back"), lang)
            section.items.append(GalleryItem(title, 0, [common]))
        if section.items:
            sections.append(section)
    rest = sorted(set(files) - used)
    if rest:
        other = GallerySection("other-faces", s("other_faces"))
        for name in rest:
            stem = name.removesuffix(".svg")
            other.items.append(GalleryItem(stem, 0, [face(name, stem, "front")]))  # type: ignore[list-item]
        sections.append(other)
    return sections
