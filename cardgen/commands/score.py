"""``cardgen score RECORD.json``: score a game record (``-`` reads standard input)."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any

from cardgen.catalogs import own_domain, table
from cardgen.commands._common import add_content_option, content_dir, require_games
from cardgen.commands.record_limits import check_record, check_size, too_large, words
from cardgen.engine import FAULTS, EngineFailure, RecordError, has_engine, score
from cardgen.engine.common import LANGS, SOURCE_LANG, msg, text_in
from cardgen.errors import ContentError, UserError
from cardgen.model import game_data, game_ids, labelled, load_game
from cardgen.model.library import Content, builtin_content_dir, describe
from cardgen.resources import DOCS

WORDS = own_domain("commands")
"""The command's own words: the catalog ``commands`` of ``cardgen/locale/``."""
"""The plain account's own words (winners, notes …) in each language cardgen ships."""
RECORDS_DOC = DOCS / "records.md"
"""The record format of every game, shipped with cardgen (``docs/records.md`` of the project)."""
EXAMPLE_RECORD = """\
{"game": "web-of-power", "players": [
  {"name": "Ann", "lands": {"frankreich": 3, "daenemark": 2}, "ships": 2},
  {"name": "Ben", "lands": {"frankreich": 2}, "carriages": 1},
  {"name": "Cleo", "lands": {"daenemark": 1}}
]}"""
EPILOG = f"""\
example (Web of Power: the Land cards of each country, ships and carriages held):

{EXAMPLE_RECORD}

The record of every game, field by field:
  {RECORDS_DOC}

A game of your own (--content) is scored by the engine its game.yaml names
(engine: scoring.py): scoring runs that Python code with your rights, as any
command that loads the game does. Use --content only with games you trust.
It runs in a child process, stopped (exit 2) when loading it or scoring the
record takes longer than --engine-timeout SECONDS (default 10).
"""


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "score",
        help="score a game record",
        description="Score the record of a finished game: a JSON file naming the game and"
        " what each player holds. Exit 0 with the result; exit 2 for an invalid record,"
        " naming the JSON path of the fault.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("record", help="the record file (JSON), or - for standard input")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    parser.add_argument(
        "--lang",
        choices=LANGS,
        default=SOURCE_LANG,
        help=f"language of the explanations (default {SOURCE_LANG})",
    )
    add_content_option(parser)
    parser.set_defaults(run=run)


class InputError(Exception):
    """The record (or the content folder) can't be used at all: a message and, like a
    ``RecordError``, a path (empty: the fault is the whole input)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def to_json(self) -> dict[str, Any]:
        return {"error": {"message": self.message, "path": ""}}


MAX_DIGITS = 30
"""Longest whole number a record may hold."""


def _read(source: str) -> str:
    """The record's text: UTF-8, a leading byte-order mark allowed."""
    try:
        raw = sys.stdin.buffer.read() if source == "-" else Path(source).read_bytes()
    except FileNotFoundError:
        raise InputError(f"{source}: no such file") from None
    except IsADirectoryError:
        raise InputError(f"{source}: is a folder, not a record file") from None
    except OSError as error:
        raise InputError(f"{source}: cannot read: {error.strerror or error}") from None
    check_size(raw)
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = raw[: error.start].count(b"\n") + 1
        raise InputError(
            f"{source}: not UTF-8 text (byte {error.start + 1}, line {line}); "
            "save the record as UTF-8"
        ) from None


def _parse_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise RecordError(msg(FAULTS, "json", error=f"a number with {len(text)} digits"), "")
    return int(text)


def parse_record(text: str) -> Any:
    """The record's JSON; a ``RecordError`` for text that is no JSON, holds absurdly long
    numbers, or is larger or nested deeper than the checker takes from a share link (in
    the checker's words: ``record_limits``)."""
    try:
        record = json.loads(text, parse_int=_parse_int)
    except json.JSONDecodeError as error:
        where = f"{error.msg} (line {error.lineno}, column {error.colno})"
        raise RecordError(msg(FAULTS, "json", error=where), "") from None
    except RecursionError:
        raise RecordError(words("rec_too_big"), "") from None
    if too_large(record):
        raise RecordError(words("rec_too_big"), "")
    return record


def score_text(text: str, base: Content = None, lang: str = SOURCE_LANG) -> dict[str, Any]:
    """Parse and score one record; raises ``RecordError`` for anything wrong with it,
    ``InputError`` when the content folder lacks the record's game, and ``EngineFailure``
    when the game's own engine (a designer's) fails. Loading the record's game registers
    its engine (:mod:`cardgen.engine.registry`)."""
    check_size(text.encode("utf-8", "surrogatepass"))
    record = parse_record(text)
    game = record.get("game") if isinstance(record, dict) else None
    data: dict[str, Any] = {"id": game}
    if isinstance(game, str) and game in game_ids(base):
        loaded = load_game(game, base)
        if has_engine(game):
            loaded.require_language(lang)  # a game explains itself only in its own languages
            data = game_data(loaded)
    elif isinstance(game, str) and game in game_ids(builtin_content_dir()):
        raise InputError(f"content folder {describe(base)}: no game '{game}' in it")
    check_record(record, data)
    return score(record, data, lang)


def run(args: argparse.Namespace) -> int:
    try:
        require_games(content_dir(args))
        text = _read(args.record)
        result = score_text(text, content_dir(args), args.lang)
    except ContentError as error:
        # Broken content: blame it, not the record.
        count = len(error.problems)
        folders = describe(content_dir(args))
        problem = InputError(
            f"content folder {folders}: {count} problem{'s' * (count != 1)} in the "
            f"game's content, the first: {error.problems[0]} (see cardgen validate)"
        )
        return _refuse(args, problem, problem.message)
    except UserError as error:
        # A content folder that is missing or lacks games: blame it, not the record.
        problem = InputError(str(error))
        return _refuse(args, problem, problem.message)
    except InputError as error:
        return _refuse(args, error, error.message)
    except RecordError as error:
        where = error.path or "(record)"
        return _refuse(args, error, f"{args.record}: {where}: {error.text(args.lang)}")
    except EngineFailure as error:
        # The game's own engine failed: the record is named, the engine's fault is said.
        problem = InputError(f"{args.record}: {error}")
        return _refuse(args, problem, problem.message)
    if args.json:
        print(json.dumps(result, ensure_ascii=False, indent=2))
    else:
        names = rule_names(result.get("game"), content_dir(args), args.lang)
        words = part_words(result.get("game"), content_dir(args), args.lang)
        print(format_result(result, args.lang, names, words))
    return 0


@cache  # (read once per process, as the data file was)
def _words() -> dict[str, dict[str, str]]:
    return table(WORDS)  # type: ignore[return-value]


def said(key: str, lang: str) -> str:
    """The command's own word ``key`` in ``lang`` (in the source language where a language
    cardgen knows has none yet: a language added by data alone)."""
    texts = _words()[key]
    return texts.get(lang) or texts[SOURCE_LANG]


def rule_names(game_id: Any, base: Content, lang: str) -> dict[str, str]:
    """The names of the game's scoring rules in ``lang`` (rule id → name), which the plain
    account shows in place of the ids (``--json`` keeps the ids)."""
    if not isinstance(game_id, str) or game_id not in game_ids(base):
        return {}
    return {rule.id: rule.name.get(lang) for rule in load_game(game_id, base).scoring}


def _refuse(args: argparse.Namespace, error: InputError | RecordError, line: str) -> int:
    """Exit 2: the error object on standard output with ``--json``, else one line."""
    if args.json:
        body = error.to_json(args.lang) if isinstance(error, RecordError) else error.to_json()
        print(json.dumps(body, ensure_ascii=False))
    else:
        print(f"cardgen: {line}", file=sys.stderr)
    return 2


def part_words(game_id: Any, base: Content, lang: str) -> dict[str, dict[str, str]]:
    """The words of a result's own parts (Pyramidion's site after its evaluation) in
    ``lang``, as the checker page shows them: ``labels``, each key's heading from the game's
    checker strings (``key_<key>``; a key without one is not shown), and ``names``, every
    catalog entry's name by its id."""
    if not isinstance(game_id, str) or game_id not in game_ids(base):
        return {"labels": {}, "names": {}}
    game = load_game(game_id, base)
    labels = {
        key.removeprefix("key_"): text.get(lang)
        for key, text in game.checker_strings.items()
        if key.startswith("key_")
    }
    names = {
        str(entry["id"]): text_in(entry.get("name") or entry["id"], lang)
        for entries in (game_data(game).get("catalogs") or {}).values()
        if isinstance(entries, list)
        for entry in entries
        if isinstance(entry, dict) and "id" in entry
    }
    return {"labels": labels, "names": names}


def described(value: Any, names: Mapping[str, str], lang: str) -> str:
    """A value of a result's part in words: ids by their names, ``{id: n}`` as "n × Name"
    (as the engine's notes count things), nothing as "—"."""
    if value is None or value == [] or value == {}:
        return "\u2014"
    if isinstance(value, list):
        return ", ".join(described(v, names, lang) for v in value)
    if isinstance(value, dict):  # counts of things ("2 × Statue"), else "name: value"
        return ", ".join(
            f"{v} \u00d7 {names.get(str(k), str(k))}"
            if isinstance(v, int) and not isinstance(v, bool)
            else labelled(names.get(str(k), str(k)), described(v, names, lang), lang)
            for k, v in value.items()
        )
    return names.get(str(value), str(value))


def site_words(site: Any, words: Mapping[str, Mapping[str, str]], lang: str) -> str:
    """Pyramidion's site after the evaluation: its name, then each part the game's checker
    strings name ("Karnak (Torturer troop: —; Resources on the site: 2 × Statue)")."""
    if not isinstance(site, dict):
        return described(site, words.get("names", {}), lang)
    names, labels = words.get("names", {}), words.get("labels", {})
    name = names.get(str(site.get("id")), str(site.get("name") or site.get("id") or ""))
    parts = [
        labelled(labels[key], described(value, names, lang), lang)
        for key, value in site.items()
        if key in labels
    ]
    return f"{name} ({'; '.join(parts)})" if parts else name


def format_result(
    result: dict[str, Any],
    lang: str = SOURCE_LANG,
    names: Mapping[str, str] | None = None,
    words: Mapping[str, Mapping[str, str]] | None = None,
) -> str:
    """A plain-text account in ``lang``: each player's lines (each under its scoring rule's
    name in ``names``, else its id) and total, then winners (so far, while the result is
    provisional, with why), notes and doubts (with their paths). A label and its value are
    joined by the language's colon (French "gagnants : Ann"). ``words`` (``part_words``)
    name the parts of a result of its own (Pyramidion's site)."""
    names = names or {}
    out: list[str] = []
    if "site" in result:
        site = site_words(result["site"], words or {}, lang)
        out.append(labelled(said("site_after", lang), site, lang))
    players = result.get("players", [])
    rules = [names.get(entry["rule"], entry["rule"]) for p in players for entry in p["lines"]]
    width = max([16, *(len(rule) for rule in rules)])
    for player in players:
        total = player.get("total")
        name = str(player["name"])
        out.append(labelled(name, total, lang) if total is not None else name)
        for entry in player.get("lines", []):
            rule = names.get(entry["rule"], entry["rule"])
            out.append(f"  {entry['points']:>4}  {rule:<{width}} {entry['detail']}")
    if "winners" in result:
        winners = result["winners"]
        # a game not over yet (result["provisional"] says why): those ahead so far
        label = said("winners_so_far" if result.get("provisional") else "winners", lang)
        named = ", ".join(winners) if winners else said("no_winner", lang)
        out.append(labelled(label, named, lang))
    for reason in result.get("provisional", []):
        out.append(labelled(said("provisional", lang), reason, lang))
    doubts = result.get("doubts", [])
    placed = {doubt["message"] for doubt in doubts}  # each said once, with its place
    for note in result.get("notes", []):
        if note not in placed:
            out.append(labelled(said("note", lang), note, lang))
    for doubt in doubts:
        where = labelled(doubt["path"], doubt["message"], lang)
        out.append(labelled(said("note", lang), where, lang))
    return "\n".join(out)
