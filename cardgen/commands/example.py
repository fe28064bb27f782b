"""``cardgen example [NAME] --content DIR``: copy one of the example games cardgen ships
into a content folder, to read and change beside your own.

The docs point at these games (``docs/layouts.md``: harbour; ``docs/content-format.md``:
sample; ``docs/adding-a-game.md``: tide-race). They are cardgen's own test games, kept in
its checkout under ``tests/`` and shipped in the wheel as ``cardgen/_data/examples/``
(``cardgen.resources.EXAMPLES``): a designer with an installed cardgen and no checkout
could not open the folders the docs named. Without ``NAME`` the command lists them.
"""

from __future__ import annotations

import argparse
import shlex
import shutil
from pathlib import Path

from cardgen.commands._common import game_folder_staged
from cardgen.errors import UserError
from cardgen.resources import EXAMPLES

EXAMPLES_SHOWN: dict[str, str] = {
    "harbour": "two decks drawn from layouts: a colour and an icon per suit from a catalog,"
    " PNG, JPEG and SVG images, a card with a layout of its own (docs/layouts.md)",
    "sample": "every part of the content format: decks, tiles, tokens and a sheet, catalogs,"
    " scoring rules, provenance, a glossary (content/README.md)",
    "tide-race": "a scoring engine of its own in two modules, its score checker's form and"
    " example records (docs/adding-a-game.md, step 6; docs/checker-format.md)",
}
"""The examples, each with what it shows and the document that explains it."""


def register(subparsers: argparse._SubParsersAction) -> None:
    listed = "\n".join(f"  {name:<10} {what}" for name, what in EXAMPLES_SHOWN.items())
    parser = subparsers.add_parser(
        "example",
        help="copy an example game that comes with cardgen into your content folder",
        description="Copy an example game that comes with cardgen into DIR/NAME/, to read"
        " and change beside your own (the documents name them). Without NAME, list them.",
        epilog=f"examples:\n{listed}\n\nThey live in {EXAMPLES}/.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "name", metavar="NAME", nargs="?", help=f"the example: {', '.join(EXAMPLES_SHOWN)}"
    )
    parser.add_argument(
        "--content",
        type=Path,
        metavar="DIR",
        help="your content folder (created if missing); use it with --content afterwards",
    )
    parser.set_defaults(run=run)


def copy_example(name: str, content: Path) -> Path:
    """Copy the example ``name`` into ``content/name/`` atomically (all of it or nothing);
    return the folder."""
    if name not in EXAMPLES_SHOWN:
        raise UserError(f"no example '{name}' (examples: {', '.join(EXAMPLES_SHOWN)})")
    with game_folder_staged(
        content, name, "copy the example into another folder", "copy the example"
    ) as staged:
        shutil.copytree(
            EXAMPLES / name, staged, ignore=shutil.ignore_patterns("__pycache__", "*.pyc")
        )
    return content / name


def run(args: argparse.Namespace) -> int:
    if args.name is None:
        for name, what in EXAMPLES_SHOWN.items():
            print(f"{name:<10} {what}")
        print("copy one: cardgen example NAME --content DIR")
        return 0
    if args.content is None:
        raise UserError("say where to copy the example: --content DIR")
    folder = copy_example(args.name, args.content)
    files = sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file())
    print(f"copied the example {args.name} to {folder}/: {', '.join(files)}")
    where = shlex.quote(str(args.content))
    print(f"next: cardgen validate {args.name} --content {where}")
    print(f"      cardgen svg {args.name} --content {where} -o {args.name}-svg")
    return 0
