"""Reading the ``game`` section (``content/<game>/game.yaml``): who the game is.

Its identity (``id``, ``name``, ``summary``, players, playing time, credits, provenance,
the design note, the rules anchors' ``prefix``), the optional facts (``year``, ``age``,
``sources``, ``estimates``, ``other_titles``), its place among the site's games
(``order``), the languages it is written in (``languages``: read before any text, since
every text of the game is asked for in exactly these), its scoring engine (``engine``,
:mod:`cardgen.model.engine_source`) and the Python module that draws its faces, if it is
one of cardgen's games that has one (``faces``, :mod:`cardgen.model.faces_source`).
"""

from __future__ import annotations

from typing import Any

from cardgen.model.engine_source import EngineReader
from cardgen.model.faces_source import FacesReader
from cardgen.model.languages import LANGS, in_product_order, spoken_list
from cardgen.model.types import Credit
from cardgen.model.yamlsrc import PathKey, Source

REQUIRED = (
    "id",
    "name",
    "summary",
    "players",
    "minutes",
    "credits",
    "provenance",
    "design_note",
    "prefix",
)
OPTIONAL = (
    "year",
    "age",
    "sources",
    "estimates",
    "order",
    "languages",
    "engine",
    "faces",
    "other_titles",
)
ESTIMABLE = ("players", "minutes", "age", "year")
"""Identity facts a game may mark as our estimate (no source gives them)."""
ROLES = ("designer", "publisher", "artist", "developer", "translator")
IDENTITY_NEEDED = (
    "id",
    "name",
    "summary",
    "players",
    "minutes",
    "provenance",
    "design_note",
    "prefix",
)
"""The facts without which there is no game to build (each is reported where it fails)."""


class IdentityReader(EngineReader, FacesReader):
    def _identity(self, source: Source, value: Any, path: PathKey) -> dict[str, Any] | None:
        """The ``game`` section's values by the ``Game`` field they fill, or None when
        it is not a mapping; a value that fails is None (and reported)."""
        data = self._keys(source, value, path, REQUIRED, OPTIONAL)
        if data is None:
            return None
        report = self._reporter(source)
        if "languages" in data:
            self.langs = self._languages(source, data["languages"], (*path, "languages"))
        game_id = self._id(source, data.get("id"), (*path, "id"))
        if game_id is not None and game_id != self.folder.name:
            report((*path, "id"), f"id '{game_id}' differs from its folder '{self.folder.name}'")
        out: dict[str, Any] = {
            "id": game_id,
            "name": self._text(source, data.get("name"), (*path, "name")),
            "summary": self._text(source, data.get("summary"), (*path, "summary")),
            "players": self._range(source, data.get("players"), (*path, "players")),
            "minutes": self._range(source, data.get("minutes"), (*path, "minutes")),
            "provenance": self._provenance(source, data.get("provenance"), (*path, "provenance")),
            "design_note": self._text(source, data.get("design_note"), (*path, "design_note")),
            "prefix": self._id(source, data.get("prefix"), (*path, "prefix")),
            "credits": self._credits(source, data.get("credits"), (*path, "credits")),
            "year": None,
            "age": None,
            "sources": (),
            "other_titles": (),
            "estimates": (),
            "order": None,
            "languages": self.langs or LANGS,
            "engine": None,
            "faces": None,
        }
        if "year" in data:
            out["year"] = self._int(source, data["year"], (*path, "year"), 1800)
        if "age" in data:
            out["age"] = self._int(source, data["age"], (*path, "age"), 1)
        if "order" in data:
            out["order"] = self._int(source, data["order"], (*path, "order"), 1)
        if "sources" in data:
            raw = data["sources"]
            if not isinstance(raw, list) or not all(isinstance(s, str) for s in raw):
                report((*path, "sources"), "expected a list of texts")
            else:
                out["sources"] = tuple(raw)
        if "other_titles" in data:
            raw = data["other_titles"]
            if not isinstance(raw, list) or not all(isinstance(t, str) and t.strip() for t in raw):
                report((*path, "other_titles"), "expected a list of titles the game was also"
                       " published under, e.g. other_titles: [Kardinal & König]")  # fmt: skip
            else:
                out["other_titles"] = tuple(t.strip() for t in raw)
        if "engine" in data and game_id is not None:
            out["engine"] = self._engine(source, data["engine"], (*path, "engine"), game_id)
        if "faces" in data:
            out["faces"] = self._faces(source, data["faces"], (*path, "faces"))
        if "estimates" in data:
            out["estimates"] = self._estimates(source, data, (*path, "estimates"))
        return out

    def _languages(self, source: Source, value: Any, path: PathKey) -> tuple[str, ...]:
        """The game's languages: a non-empty list of codes cardgen knows, each once, kept
        in cardgen's order. A list that is not one, or holds a code cardgen does not know,
        is reported and gives ``()``: every text is then taken in the languages it has, so
        that a mistake here is one message, not one per text."""
        report = self._reporter(source)
        known = spoken_list(LANGS, "and")
        if isinstance(value, str):
            report(path, f"expected a list of language codes in brackets, e.g. languages:"
                         f" [{', '.join(LANGS[:2])}] (cardgen knows {known})")  # fmt: skip
            return ()
        if not isinstance(value, list) or not value:
            report(path, f"a game needs a list of at least one language (cardgen knows {known})")
            return ()
        good = True
        for i, code in enumerate(value):
            if code not in LANGS:
                shown = code if isinstance(code, str) else repr(code)
                report((*path, i), f"unknown language '{shown}' (cardgen knows {known})")
                good = False
            elif value.index(code) != i:
                report((*path, i), f"'{code}' is listed twice")
        return in_product_order(value) if good else ()

    def _estimates(self, source: Source, data: dict[str, Any], path: PathKey) -> tuple[str, ...]:
        raw = data["estimates"]
        report = self._reporter(source)
        if not isinstance(raw, list) or any(e not in ESTIMABLE for e in raw):
            report(path, f"expected a list of facts we estimated ({', '.join(ESTIMABLE)})")
            return ()
        for fact in raw:
            if fact not in data:
                report(path, f"'{fact}' is marked as estimated but not given")
        return tuple(raw)

    def _credits(self, source: Source, value: Any, path: PathKey) -> tuple[Credit, ...]:
        if not isinstance(value, list) or not value:
            self._reporter(source)(path, "expected a non-empty list of {role, name}")
            return ()
        out = []
        for i, entry in enumerate(value):
            data = self._keys(source, entry, (*path, i), ("role", "name"), ("note",))
            if data is None or "role" not in data or "name" not in data:
                continue
            if data["role"] not in ROLES:
                self._reporter(source)(
                    (*path, i, "role"), f"expected one of {', '.join(ROLES)}, got {data['role']!r}"
                )
            if not isinstance(data["name"], str) or not data["name"].strip():
                self._reporter(source)((*path, i, "name"), "expected a name")
                continue
            note = self._text(source, data["note"], (*path, i, "note")) if "note" in data else None
            out.append(Credit(str(data["role"]), data["name"], note))
        return tuple(out)
