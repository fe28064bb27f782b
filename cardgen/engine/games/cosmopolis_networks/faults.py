"""Cosmopolis "Networks": the fault messages of an invalid record (``RecordError``) in every
language, in the words of :mod:`.text` (a side of a card is "Seite" / "kant" / "lato", the
deck is "das Spiel" / "het spel" / "il mazzo"), and how they name a place and a list.

STANDARD LIBRARY ONLY: this runs in Pyodide.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from cardgen.engine.catalogs import Catalog
from cardgen.engine.common import LANGS, SHARED, Message, messages, msg, template

FAULTS = messages(Catalog("cosmopolis-networks-faults"))
"""Every fault message of the game (``msg(FAULTS, key, **values)``), singular and plural as
``*_one`` / ``*_other``; ``region`` is the ``what`` of ``need_choice`` and ``or`` a joint of
:func:`listed`.
Its texts: the catalog ``cosmopolis-networks-faults`` (``content/cosmopolis-networks/locale/``)."""


PLACE = re.compile(r"(?:rounds\[(\d+)\]\.)?players\[(\d+)\]\.spread\[(\d+)\]\[(\d+)\]")


def place_words(path: str, names: Sequence[str] = ()) -> str | Message:
    """Where a card lies, in words ("round 2, Anna, set 3, card 2") for a JSON path of the
    record (``rounds[1].players[0].spread[2][1]``) and the names of that round's players
    in order ("player 1" when a name is missing); counted from 1."""
    found = PLACE.search(path)
    if found is None:
        return path
    round_index, player, set_index, card = found.groups()
    index = int(player)
    who = names[index] if index < len(names) else msg(FAULTS, "player_n", n=index + 1)
    values = {"player": who, "set": int(set_index) + 1, "card": int(card) + 1}
    if round_index is None:
        return msg(FAULTS, "place", **values)
    return msg(FAULTS, "place_in_round", round=int(round_index) + 1, **values)


def listed(words: Sequence[str | Message], last: str = "and") -> str | Message:
    """Words (texts or ``Message`` s) as a list in every language: ``comma`` between them and
    the joint ``last`` (a key of :data:`FAULTS` or :data:`~cardgen.engine.common.SHARED`)
    before the last one: "Africa and Western Europe" / "Afrika und Westeuropa" …"""
    if len(words) < 2:
        return words[0] if words else ""
    joints = FAULTS if last in FAULTS else SHARED
    slots = [f"{{w{i}}}" for i in range(len(words))]
    templates = {
        lang: template(SHARED, "comma", lang).join(slots[:-1])
        + template(joints, last, lang)
        + slots[-1]
        for lang in LANGS
    }
    return Message(templates, **{f"w{i}": word for i, word in enumerate(words)})
