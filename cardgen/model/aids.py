"""Reading the ``aids`` section (``content/<game>/aids.yaml``): the game's player aids.

Format (every text in every language)::

    aids:
      card: <deck id>        # the reference card takes this deck's card size and corner;
                             # a game without a deck of cards names a size (poker, …)
      copies: 4              # one per player: the most players
      front:                 # blocks of the front (usually the turn) …
        - heading: {en: …, de: …, nl: …, it: …}
          lines:
            - {en: …, de: …, nl: …, it: …}
      back: [ … ]            # … and of the back (usually the scoring)
      score_sheet:           # optional: where points are totalled over rounds
        rows: 6
        row_label: {en: Round, …}
        note: {en: …, …}     # optional, printed under the table
"""

from __future__ import annotations

from typing import Any

from cardgen.model.components import SIZES
from cardgen.model.reader import Reader
from cardgen.model.types import AidBlock, Component, PlayerAids, ScoreSheet
from cardgen.model.yamlsrc import PathKey, Source

MAX_COPIES = 12
MAX_ROWS = 20


class AidsReader(Reader):
    def _aids(self, sections: list, components: tuple[Component, ...]) -> PlayerAids | None:
        if not sections:
            return None
        source, path, value = sections[0]
        data = self._keys(source, value, path, ("card", "copies", "front", "back"),
                          ("score_sheet",))  # fmt: skip
        if data is None:
            return None
        report = self._reporter(source)
        card = data.get("card")
        decks = {c.id: c for c in components if c.shape == "rect" and c.size is not None
                 and c.kind == "deck"}  # fmt: skip
        if card not in decks and (decks or card not in SIZES):
            listed = ", ".join(decks) if decks else "a size: " + ", ".join(SIZES)
            report((*path, "card"), f"expected the id of a deck of rectangular cards"
                   f" (the aid takes its size): {listed}; got {card!r}")  # fmt: skip
            card = None
        copies = self._int(source, data.get("copies"), (*path, "copies"), lo=1)
        if copies is not None and copies > MAX_COPIES:
            report((*path, "copies"), f"at most {MAX_COPIES} (one per player)")
            copies = None
        front = self._blocks(source, data.get("front"), (*path, "front"))
        back = self._blocks(source, data.get("back"), (*path, "back"))
        sheet = None
        if "score_sheet" in data:
            sheet = self._score_sheet(source, data["score_sheet"], (*path, "score_sheet"))
        if None in (card, copies, front, back):
            return None
        return PlayerAids(card, copies, front, back, sheet)  # type: ignore[arg-type]

    def _blocks(self, source: Source, value: Any, path: PathKey) -> tuple[AidBlock, ...] | None:
        if not isinstance(value, list) or not value:
            self._reporter(source)(path, "expected a list of blocks (heading and lines)")
            return None
        blocks = []
        for i, entry in enumerate(value):
            data = self._keys(source, entry, (*path, i), ("heading", "lines"))
            if data is None:
                return None
            heading = self._text(source, data.get("heading"), (*path, i, "heading"))
            raw = data.get("lines")
            if not isinstance(raw, list) or not raw:
                self._reporter(source)((*path, i, "lines"), "expected a list of texts")
                return None
            lines = [self._text(source, line, (*path, i, "lines", n)) for n, line in enumerate(raw)]
            if heading is None or None in lines:
                return None
            blocks.append(AidBlock(heading, tuple(lines)))  # type: ignore[arg-type]
        return tuple(blocks)

    def _score_sheet(self, source: Source, value: Any, path: PathKey) -> ScoreSheet | None:
        data = self._keys(source, value, path, ("rows", "row_label"), ("note",))
        if data is None:
            return None
        rows = self._int(source, data.get("rows"), (*path, "rows"), lo=1)
        if rows is not None and rows > MAX_ROWS:
            self._reporter(source)((*path, "rows"), f"at most {MAX_ROWS} rows")
            rows = None
        label = self._text(source, data.get("row_label"), (*path, "row_label"))
        note = self._text(source, data["note"], (*path, "note")) if "note" in data else None
        if rows is None or label is None or ("note" in data and note is None):
            return None
        return ScoreSheet(rows, label, note)
