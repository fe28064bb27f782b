"""The site's page on score records ("For developers"): what a record of its games is.

A site with a game that scores with one of cardgen's own engines gets the format's
reference, ``docs/records.md`` (English) and its translations (``frontend/records/<lang>.md``):
it describes the records of those engines, game by game. A site whose games all score with
their designers' own engines (``cardgen site --content DIR --content-only`` of a designer's
game) gets the record every engine reads instead (``templates/records.md.j2``): a JSON
object naming the game and its players, each with a name and the game's own fields; the
result; a refusal; and a finished game of each, its first ``examples/*.json``. It used to
get the built-in games' page, which describes games that site does not have.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

import jinja2

from cardgen.model import SOURCE_LANG, Game
from cardgen.resources import DOCS, FRONTEND
from cardgen.site import checker
from cardgen.site.page_languages import games_in, with_languages
from cardgen.site.strings import Strings

RECORDS = FRONTEND / "records"
"""The score record format in each language but English (``docs/records.md``)."""


def scored(games: Sequence[Game]) -> list[Game]:
    """The games of ``games`` with a score checker (their records are read somewhere)."""
    return [game for game in games if checker.offers_checker(game)]


def cardgens_engines(games: Sequence[Game]) -> bool:
    """Whether a game of ``games`` scores with one of cardgen's own engines."""
    return any(game.engine is not None and not game.engine.designed for game in scored(games))


def example_record(game: Game) -> str:
    """The game's first example record, laid out to read: its own keys on the first line,
    one line per player (an empty string when it has none)."""
    if not game.examples:
        return ""
    record = json.loads(game.examples[0][1])
    players = record.pop("players", None) if isinstance(record, dict) else None
    if not isinstance(players, list):
        return json.dumps(record, ensure_ascii=False)
    head = json.dumps(record, ensure_ascii=False)[:-1]
    rows = ",\n".join(f"  {json.dumps(player, ensure_ascii=False)}" for player in players)
    return f'{head}{", " if record else ""}"players": [\n{rows}\n]}}'


def markdown(
    lang: str, every_game: Sequence[Game], site_langs: Sequence[str], env: jinja2.Environment
) -> str:
    """The page in ``lang``, in the languages whose games have a checker."""
    langs = [lang for lang in site_langs if scored(games_in(lang, every_game))]
    if cardgens_engines(every_game):
        source = DOCS / "records.md" if lang == SOURCE_LANG else RECORDS / f"{lang}.md"
        text = source.read_text(encoding="utf-8")
    else:
        games = scored(games_in(lang, every_game))
        text = env.get_template("records.md.j2").render(
            s=Strings(lang), lang=lang, games=games, example=example_record
        )
    return with_languages(text.strip() + "\n", langs, site_langs)
