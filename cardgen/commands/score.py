"""``cardgen score RECORD.json``: score a game record (``-`` reads standard input)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from cardgen.commands._common import add_content_option, content_dir
from cardgen.engine import FAULTS, RecordError, has_engine, score
from cardgen.engine.common import LANGS, msg
from cardgen.errors import UserError
from cardgen.model import game_data, game_ids, load_game
from cardgen.resources import DATA

RECORDS_DOC = DATA / "docs" / "records.md"
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
        "--lang", choices=LANGS, default="en", help="language of the explanations (default en)"
    )
    add_content_option(parser)
    parser.set_defaults(run=run)


def _read(source: str) -> str:
    if source == "-":
        return sys.stdin.read()
    try:
        return Path(source).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise UserError(f"{source}: no such file") from None
    except (OSError, UnicodeDecodeError) as error:
        raise UserError(f"{source}: cannot read: {error}") from None


def score_text(text: str, base: Path | None = None, lang: str = "en") -> dict[str, Any]:
    """Parse and score one record; raises ``RecordError`` for anything wrong with it."""
    try:
        record = json.loads(text)
    except json.JSONDecodeError as error:
        where = f"{error.msg} (line {error.lineno}, column {error.colno})"
        raise RecordError(msg(FAULTS, "json", error=where), "") from None
    game = record.get("game") if isinstance(record, dict) else None
    known = game_ids(base)
    if isinstance(game, str) and game in known and has_engine(game):
        data = game_data(load_game(game, base))
    else:
        data = {"id": game}
    return score(record, data, lang)


def run(args: argparse.Namespace) -> int:
    text = _read(args.record)
    try:
        result = score_text(text, content_dir(args), args.lang)
    except RecordError as error:
        if args.json:
            print(json.dumps(error.to_json(args.lang), ensure_ascii=False))
        else:
            where = error.path or "(record)"
            print(f"cardgen: {args.record}: {where}: {error.text(args.lang)}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(result, ensure_ascii=False, indent=2))
    else:
        print(format_result(result))
    return 0


def format_result(result: dict[str, Any]) -> str:
    """A plain-text account: each player's lines and total, then winners and notes."""
    out: list[str] = []
    if "site" in result:
        out.append(f"site after evaluation: {json.dumps(result['site'], ensure_ascii=False)}")
    for player in result.get("players", []):
        total = player.get("total")
        out.append(f"{player['name']}" + (f": {total}" if total is not None else ""))
        for entry in player.get("lines", []):
            out.append(f"  {entry['points']:>4}  {entry['rule']:<16} {entry['detail']}")
    if "winners" in result:
        winners = result["winners"]
        out.append("winners: " + (", ".join(winners) if winners else "none (full tie)"))
    for note in result.get("notes", []):
        out.append(f"note: {note}")
    return "\n".join(out)
