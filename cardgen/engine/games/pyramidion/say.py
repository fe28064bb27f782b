"""Pyramidion: how the scoring engine speaks: :class:`Say` words the texts of :mod:`.text` in
one language with the names of the game data, and the ``*_word`` functions name a card, a
boat, a site or a colour in every language for the fault messages.

STANDARD LIBRARY ONLY: this runs in Pyodide.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardgen.engine.common import LANGS, Message, Speaker, catalog_names, text_in, verbatim
from cardgen.engine.games.pyramidion.text import PHRASES
from cardgen.engine.languages import SOURCE_LANG


class Say(Speaker):
    """The explanations of one evaluation in one language, with the resource and site names
    of the data."""

    def __init__(self, data: Mapping[str, Any] | None = None, lang: str = SOURCE_LANG) -> None:
        super().__init__(PHRASES, lang)
        self.data = data or {}
        self.resources = catalog_names(data, "resources", lang)
        self.sites = catalog_names(data, "sites", lang)
        self.roles = catalog_names(data, "roles", lang)
        self.colours = catalog_names(data, "colours", lang)

    def card_name(self, item: Mapping[str, Any]) -> str:
        """A character or revolt card as the form names it: its name in the data, else its
        role, with the colour of a player's own card ("Folterknecht (Blau)", "Assassin")."""
        front = item.get("front") or {}
        if item.get("name"):
            return text_in(item["name"], self.lang)
        name = self.roles.get(front.get("role"), self("card"))
        if front.get("colour") in self.colours:
            colour = self.colours[front["colour"]]
            lower = colour[:1].lower() + colour[1:]  # French "Marchand (bleu)"
            name = self("card_of_colour", role=name, colour=colour, lower=lower)
        return name

    def card(self, item: Mapping[str, Any], value: int) -> str:
        """A played card and the points it adds ("Folterknecht (Blau) +2", "Assassin +1")."""
        return self("card_points", card=self.card_name(item), value=value)

    def boat_name(self, item: Mapping[str, Any]) -> str:
        """A boat card by its printed number ("boat 5", "Boot 5")."""
        number = (item.get("front") or {}).get("number")
        return self("boat_number", number=number if isinstance(number, int) else "?")

    def boat(self, item: Mapping[str, Any], value: int) -> str:
        """A loaded boat card and its victory points ("boat 5 (2)", "Boot 5 (2)")."""
        return self("boat_points", boat=self.boat_name(item), value=value)

    def resource(self, key: str) -> str:
        """A resource by its name in the data (Wood, Holz)."""
        return self.resources.get(key, key)

    def __call__(self, key: str, /, **values: Any) -> str:
        """As :class:`Speaker`, and a phrase naming a ``site`` also gets ``at_site``: the site
        with the Italian preposition of place ("a Tebe", "ad Alessandria"), which the Italian
        phrases use; the other languages ignore it."""
        if "site" in values and "at_site" not in values:
            site = str(values["site"])
            values["at_site"] = ("ad " if site[:1] in "Aa" else "a ") + site
        return super().__call__(key, **values)

    def site(self, site_id: str | None, record_name: str) -> str:
        """The site by its name in the data (Thebes, Theben); a site unknown to the game data
        keeps the record's name."""
        if site_id is None:
            return record_name
        return self.sites.get(site_id, record_name)


def colour_name(colours: Mapping[str, Mapping[str, Any]], colour_id: str) -> Message:
    """A player colour for a fault message: its name in the game data (Blue, Blau, Blauw,
    Blu)."""
    name = (colours.get(colour_id) or {}).get("name") or colour_id
    return verbatim({lang: text_in(name, lang) or colour_id for lang in LANGS})


def card_word(data: Mapping[str, Any], item: Mapping[str, Any]) -> Message:
    """A character or revolt card as the form names it, in every language (faults)."""
    return verbatim({lang: Say(data, lang).card_name(item) for lang in LANGS})


def boat_word(data: Mapping[str, Any], item: Mapping[str, Any]) -> Message:
    """A boat card by its printed number, in every language (faults)."""
    return verbatim({lang: Say(data, lang).boat_name(item) for lang in LANGS})


def site_word(data: Mapping[str, Any], site_id: str) -> Message:
    """A site by its name in the data, in every language (faults)."""
    return verbatim({lang: Say(data, lang).site(site_id, site_id) for lang in LANGS})
