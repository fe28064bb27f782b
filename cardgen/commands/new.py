"""``cardgen new GAME --content DIR [--languages en,de]``: start a new game that validates,
prints, scores and builds a site with its score checker.

The new folder (from ``cardgen/scaffold/``) is a small complete game that shows what a
game's folder can hold: ``game.yaml`` with provenance, the game's ``languages``, a suits
catalog with a colour and an icon each and the scoring rules; two decks drawn from layouts
(``layouts.yaml``), one of them from a CSV file, with an icon and an image of its own; a
scoring engine (``scoring.py``) whose words are a gettext catalog (``locale/<game>.pot``
and a ``.po`` per language, read as the built-in games' are: :mod:`cardgen.content_locales`),
with its checker form (``checker.yaml``) and example records (``examples/*.json``); a
glossary; a rules page per language; and a ``README.md`` saying what each file does. A
scaffold file's path and text say ``@ID@`` where the game's id goes. ``--languages`` keeps some of
cardgen's languages (``cardgen.commands.new_languages``); without it the game has all.
"""

from __future__ import annotations

import argparse
import shlex
import textwrap
from pathlib import Path

from cardgen.commands._common import game_folder_staged
from cardgen.commands.new_languages import parse_languages, scaffold_text
from cardgen.errors import UserError
from cardgen.model.languages import LANGS, spoken_list
from cardgen.model.library import builtin_content_dir, game_folders
from cardgen.model.schema import SLUG
from cardgen.resources import CONTENT, DOCS

SCAFFOLD = Path(__file__).resolve().parents[1] / "scaffold"
FORMAT_DOC = CONTENT / "README.md"
"""The content format, shipped with cardgen (``content/README.md`` of the project)."""
LAYOUTS_DOC = DOCS / "layouts.md"
"""Every layout element and key, shipped with cardgen (``docs/layouts.md``)."""
CHECKER_DOC = DOCS / "checker-format.md"
"""Every key of ``checker.yaml``, shipped with cardgen (``docs/checker-format.md``)."""
TUTORIAL_DOC = DOCS / "make-your-own-game.md"
"""From ``cardgen new`` to a printed deck and a checker (``docs/make-your-own-game.md``)."""
MAX_ID = 40


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "new",
        help="start a new game of your own",
        description=textwrap.fill(
            "Create DIR/GAME/, a small complete game to make your own: two decks drawn from"
            " layouts (one from a CSV file, with an icon and an image), a scoring engine with"
            " its score checker and example records, rules in each language and a README.md"
            " saying what each file does. It validates, prints, scores and appears on the"
            " site, checker and all, as it is.",
            width=78,
        ),
        epilog=f"A tutorial from here to a printed deck and a checker: {TUTORIAL_DOC}\n"
        f"The format of a game's files (game.yaml, cards.yaml, checker.yaml, rules …):"
        f" {FORMAT_DOC}\nEvery layout element and key: {LAYOUTS_DOC}\n"
        f"Every key of the score checker's form (checker.yaml): {CHECKER_DOC}",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "game", metavar="GAME", help="the new game's id, e.g. my-game (lower case, digits, -)"
    )
    parser.add_argument(
        "--content",
        type=Path,
        required=True,
        metavar="DIR",
        help="your content folder (created if missing); use it with --content afterwards",
    )
    parser.add_argument(
        "--languages",
        metavar="CODES",
        help=f"the game's languages, comma-separated, e.g. en,de: its texts and rules pages"
        f" are written in these, its site, print files and checker made in these"
        f" (any of {spoken_list(LANGS, 'and')}; default: all of them)",
    )
    parser.set_defaults(run=run)


def check_id(game_id: str) -> None:
    """Refuse an id that is not a slug or that a built-in game uses. (Any other id is free:
    cardgen finds engines and faces through its registries, never by a game's id.)"""
    if not SLUG.match(game_id) or len(game_id) > MAX_ID:
        raise UserError(
            f"'{game_id}' cannot be a game id: use lower-case letters, digits and single"
            f" dashes, at most {MAX_ID} characters, e.g. my-game"
        )
    builtin = game_folders(builtin_content_dir())
    if game_id in builtin:
        raise UserError(
            f"'{game_id}' is a game that comes with cardgen: choose another id for a new game."
            f" To change {game_id} itself, copy its folder into your content folder"
            f" (cp -r {shlex.quote(str(builtin[game_id]))} DIR/): a game there replaces the"
            " built-in one of the same id"
        )


def display_name(game_id: str) -> str:
    """``my-game`` → ``My Game``: a first name for the designer to replace."""
    return " ".join(part.capitalize() for part in game_id.split("-"))


def rules_files(langs: tuple[str, ...]) -> str:
    """```rules/en.md`, `de.md``` for the scaffold's README."""
    return ", ".join(f"`{'rules/' if i == 0 else ''}{lang}.md`" for i, lang in enumerate(langs))


def scaffold(game_id: str, content: Path, langs: tuple[str, ...] = LANGS) -> Path:
    """Write ``content/game_id/`` atomically (all of it or nothing), with texts and rules
    pages in ``langs`` (known languages, cardgen's order); return the folder."""
    check_id(game_id)
    values = {
        "@ID@": game_id,
        "@NAME@": display_name(game_id),
        "@CONTENT@": shlex.quote(str(content)),
        "@LANGUAGES@": ", ".join(langs),
        "@KNOWN@": ", ".join(LANGS),
        "@RULES_FILES@": rules_files(langs),
    }
    with game_folder_staged(
        content, game_id, "choose another id or another folder", "create the game"
    ) as staged:
        for source in sorted(SCAFFOLD.rglob("*")):
            if not source.is_file() or "__pycache__" in source.parts:
                continue
            text = source.read_text(encoding="utf-8")
            for key, value in values.items():
                text = text.replace(key, value)
            relative = source.relative_to(SCAFFOLD).as_posix().replace("@ID@", game_id)
            kept = scaffold_text(relative, text, langs)
            if kept is None:
                continue  # a rules page or a catalog in a language the game does not have
            text = kept
            target = staged / relative
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(text, encoding="utf-8")
    return content / game_id


def run(args: argparse.Namespace) -> int:
    folder = scaffold(args.game, args.content, parse_languages(args.languages))
    print(f"created {folder}/: {', '.join(sorted(p.name for p in folder.iterdir()))}")
    print(f"next: edit it as {folder / 'README.md'} says, then")
    where = shlex.quote(str(args.content))
    example = shlex.quote(str(folder / "examples" / "two-players.json"))
    print(f"  cardgen validate {args.game} --content {where}")
    print(f"  cardgen print {args.game} --content {where} -o {args.game}.pdf")
    print(f"  cardgen score {example} --content {where}")
    print(f"  cardgen build --content {where} --content-only --out dist")
    return 0
