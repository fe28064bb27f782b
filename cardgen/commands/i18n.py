"""``cardgen i18n status``: how complete the texts' catalogs are, per game and language."""

from __future__ import annotations

import argparse
from pathlib import Path

import yaml

from cardgen.catalogs import Status, statuses
from cardgen.commands._common import add_content_option, content_dir
from cardgen.content_locales import use_game_locale
from cardgen.model import LANGS
from cardgen.model.languages import in_product_order
from cardgen.model.library import Content, game_folders


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "i18n",
        help="the state of the translations",
        description="The translations of cardgen's texts (gettext catalogs: cardgen/locale/,"
        " content/<game>/locale/, and a game of your own's <content>/<game>/locale/;"
        " docs/adding-a-language.md).",
    )
    commands = parser.add_subparsers(
        dest="i18n_command",
        metavar="COMMAND",
        required=True,
        help="status: what each language lacks",
    )
    status = commands.add_parser(
        "status",
        help="what each language lacks, per game",
        description="For each game (and cardgen's own texts) and each language: how many"
        " texts its catalogs have, how many lack a translation (read in the source language)"
        " and how many are fuzzy (translated, not checked: read in the source language too)."
        " A game of --content: its catalogs in <content>/<game>/locale/, in the languages of"
        " its game.yaml. Exit code 0 whatever they lack.",
    )
    status.add_argument(
        "--keys", action="store_true", help="list the missing and fuzzy texts by key"
    )
    add_content_option(status, engines=False)
    status.set_defaults(run=run_status)


def rows(found: list[Status]) -> list[tuple[str, str, int, list[str], list[str]]]:
    """``(owner, lang, texts, missing, fuzzy)`` per owner and language, the keys as
    ``domain:key``, in the order of the catalogs and of ``cardgen/languages.json``."""
    table: dict[tuple[str, str], tuple[str, str, int, list[str], list[str]]] = {}
    for item in found:
        owner, lang = item.domain.owner, item.lang
        _, _, total, missing, fuzzy = table.get((owner, lang), (owner, lang, 0, [], []))
        missing = missing + [f"{item.domain.name}:{key}" for key in item.missing]
        fuzzy = fuzzy + [f"{item.domain.name}:{key}" for key in item.fuzzy]
        table[owner, lang] = (owner, lang, total + item.total, missing, fuzzy)
    order = {lang: i for i, lang in enumerate(LANGS)}
    owners = list(dict.fromkeys(item.domain.owner for item in found))
    return sorted(table.values(), key=lambda r: (owners.index(r[0]), order[r[1]]))


def game_languages(folder: Path) -> tuple[str, ...]:
    """The languages a game's ``game.yaml`` gives it (every language cardgen knows where it
    gives none, or none it can read: ``cardgen validate`` says what is wrong), read
    without loading the game, whose engine would run."""
    try:
        document = yaml.safe_load((folder / "game.yaml").read_text(encoding="utf-8"))
        given = document["game"]["languages"]
    except (OSError, UnicodeDecodeError, yaml.YAMLError, KeyError, TypeError):
        return LANGS
    known = [code for code in given if code in LANGS] if isinstance(given, list) else []
    return in_product_order(known) if known else LANGS


def content_statuses(content: Content) -> list[Status]:
    """:func:`~cardgen.catalogs.status` of cardgen's own catalogs in every language and of
    each game's of ``content`` (by default the built-in games and ``$CARDGEN_CONTENT``'s)
    in the game's languages, not of another game loaded before; the catalogs' folders of
    those games are used from now on (:func:`~cardgen.content_locales.use_game_locale`)."""
    folders = game_folders(content)
    for game_id, folder in folders.items():
        use_game_locale(game_id, folder)
    found = statuses(["cardgen"])
    for game_id, folder in folders.items():
        found += statuses([game_id], game_languages(folder))
    return found


def run_status(args: argparse.Namespace) -> int:
    found = rows(content_statuses(content_dir(args)))
    width = max([len("texts of"), *(len(r[0]) for r in found)])
    print(f"{'texts of':{width}}  language  texts  missing  fuzzy")
    for owner, lang, total, missing, fuzzy in found:
        print(f"{owner:{width}}  {lang:8}  {total:5}  {len(missing):7}  {len(fuzzy):5}")
        if args.keys:
            for key in missing:
                print(f"{'':{width}}    missing: {key}")
            for key in fuzzy:
                print(f"{'':{width}}    fuzzy: {key}")
    lacking = sum(bool(r[3] or r[4]) for r in found)
    print(
        f"{lacking} of {len(found)} lack texts (read in the source language, {LANGS[0]})"
        if lacking
        else f"every catalog is complete in every language ({len(LANGS)})"
    )
    return 0
