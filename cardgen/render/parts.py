"""Readable names of a game's parts for a reader: an item's name as its faces title it,
and the parts the game's data marks as designed or inferred, grouped by reason.

Both the site (overview, gallery) and the printed rules (:mod:`cardgen.press.booklet`)
name parts this way, so the names live below both layers; the one word each of them
words itself (how a scoring rule is called) is handed in.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from cardgen.model import Game, Text, labelled
from cardgen.render.faces import face_title
from cardgen.render.faces.generic import untitled_name

_NUMBER = re.compile(r"-(\d+)$")


def item_name(game: Game, item: Any, lang: str, component: Any = None) -> str:
    """The item's name; else its front's ``name``/``title`` text; else the titles its
    game's face module reads on its faces (``face_title``); else the name of the
    catalog entry its front refers to first (plus the number at the end of its id, as in
    ``daenemark-3`` → "Dänemark 3"); else its component's name and its place there, as
    the generic face titles it (never its id: a word of the data, not of the reader)."""
    if item.name is not None:
        return item.name.get(lang)
    for key in ("name", "title"):
        value = item.front.get(key)
        if isinstance(value, Text):
            return value.get(lang)
    # the titles its game's faces print (a Cosmopolis card: "Vancouver / Havana")
    titles = [face_title(game, face, lang) for face in (item.front, item.back)]
    if any(titles):
        return " / ".join(dict.fromkeys(t for t in titles if t))
    for value in item.front.fields.values():
        if isinstance(value, str):
            for catalog in game.catalogs.values():
                if value in catalog.ids():
                    number = _NUMBER.search(item.id)
                    name = catalog[value].name.get(lang)
                    return f"{name} {number[1]}" if number else name
    if component is None:
        component = next(c for c in game.components if any(i is item for i in c.items))
    return untitled_name(component, item, lang)


def part_name(game: Game, label: str, lang: str, scoring: Callable[[str], str]) -> str:
    """A readable name for a label of ``Game.designed_parts()`` other than the game itself
    (``scoring(name)`` words a scoring rule: "scoring: {name}")."""
    head, _, tail = label.partition("/")
    try:
        if head == "scoring":
            return scoring(game.rule(tail).name.get(lang))
        if head in game.catalogs:
            return game.catalogs[head][tail].name.get(lang)
        comp = game.component(head)
        if not tail:
            return comp.name.get(lang)
        return labelled(comp.name.get(lang), item_name(game, comp.item(tail), lang, comp), lang)
    except KeyError:
        return label


def provenance_groups(game: Game, lang: str, scoring: Callable[[str], str]) -> list[dict[str, Any]]:
    """Designed or inferred parts grouped by status and reason (one entry per reason, in
    the order of the data); the game as a whole is left out (its overview says it)."""
    groups: dict[tuple[str, str], dict[str, Any]] = {}
    for label, prov in game.designed_parts():
        if label == f"game {game.id}":
            continue
        reason = prov.reason.get(lang) if prov.reason else ""
        group = groups.setdefault(
            (prov.status, reason),
            {"status": prov.status, "reason": reason, "source": prov.source, "parts": []},
        )
        group["parts"].append(part_name(game, label, lang, scoring))
    return list(groups.values())
