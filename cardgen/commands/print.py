"""``cardgen print GAME … -o FILE.pdf``: one print-and-play PDF (see :mod:`cardgen.press`)."""

from __future__ import annotations

import argparse
import re
import sys
from dataclasses import replace
from pathlib import Path

from cardgen.errors import UserError


def _float(text: str, what: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise UserError(f"{what} must be a number in mm, not {text!r}") from None
    if value != value or value in (float("inf"), float("-inf")):
        raise UserError(f"{what} must be a number in mm, not {text!r}")
    return value


_DIGITS = re.compile(r"\d+")


def parse_offset(text: str) -> tuple[float, float]:
    """``"X,Y"`` in mm (e.g. ``0.5,-1``) → ``(x, y)``; anything else is a UserError.

    The comma separates X from Y, so decimals take a point. German, Dutch and Italian
    readers write a decimal comma, and ``1,5`` (meant as 1.5 mm) would be read as X 1,
    Y 5 without a word. So a value that may hold a decimal comma is refused with what it
    likely meant (:func:`decimal_comma_message`): three or four numbers, or two whole
    numbers without a sign on Y whose decimal reading differs (``1,5``; not ``2,0``,
    which is X 2, Y 0 both ways). A point anywhere, or a sign on Y (``1,+5``), shows
    that the comma is the separator."""
    parts = [p.strip() for p in text.split(",")]
    if len(parts) in (3, 4) and _decimal_readings(parts):
        raise UserError(decimal_comma_message(text, parts))
    if len(parts) != 2 or not all(parts):
        raise UserError(f"--back-offset expects X,Y in mm (e.g. 0.5,-1), not {text!r}")
    x, y = parts
    if (
        _DIGITS.fullmatch(x.lstrip("+-"))
        and _DIGITS.fullmatch(y)
        and int(y) != 0
        and "." not in text
    ):
        raise UserError(decimal_comma_message(text, parts))
    return (_float(x, "--back-offset"), _float(y, "--back-offset"))


def _decimal_readings(parts: list[str]) -> list[str]:
    """The X,Y values that three or four numbers mean when some commas are decimal
    commas: ``1,5,0`` → ``1.5,0`` or ``1,5.0``; ``1,5,0,5`` → ``1.5,0.5``. A fraction
    has no sign; each number is whole digits with at most a leading sign."""
    if not all(_DIGITS.fullmatch(p.lstrip("+-")) for p in parts):
        return []
    whole = [bool(_DIGITS.fullmatch(p)) for p in parts]
    if len(parts) == 4:
        return [f"{parts[0]}.{parts[1]},{parts[2]}.{parts[3]}"] if whole[1] and whole[3] else []
    readings = []
    if whole[1]:
        readings.append(f"{parts[0]}.{parts[1]},{parts[2]}")
    if whole[2]:
        readings.append(f"{parts[0]},{parts[1]}.{parts[2]}")
    return readings


def decimal_comma_message(text: str, parts: list[str]) -> str:
    """Why ``text`` is refused and what to type instead, e.g. for ``1,5``: did you mean
    1.5 (then ``1.5,0``), or X 1 and Y 5 (then ``1,+5``)?"""
    if len(parts) == 2:
        number = f"{parts[0]}.{parts[1]}"
        return (
            f"--back-offset {text}: did you mean {number}? Write X,Y offsets with a dot for"
            f" decimals: {number},0 is X {number} mm, Y 0 mm; for X {parts[0]} mm and"
            f" Y {parts[1]} mm write {parts[0]},+{parts[1]}"
        )
    meant = " or ".join(_decimal_readings(parts))
    return (
        f"--back-offset {text} holds a decimal comma: did you mean {meant}? Write X,Y"
        " offsets with a dot for decimals and one comma between X and Y, e.g. 1.5,0"
    )


def attach_offset_values(argv: list[str]) -> list[str]:
    """``--back-offset -1.5,0`` → ``--back-offset=-1.5,0``. argparse takes a value that
    starts with "-" (and is not a plain negative number) for an option and fails with
    "expected one argument"; a negative X is the common case, so both forms work."""
    out: list[str] = []
    i = 0
    while i < len(argv):
        arg = argv[i]
        nxt = argv[i + 1] if i + 1 < len(argv) else None
        if arg == "--back-offset" and nxt is not None and re.match(r"-[\d.]", nxt):
            out.append(f"{arg}={nxt}")
            i += 2
            continue
        out.append(arg)
        i += 1
    return out


def ineffective_options(options, duplex_given: bool) -> list[str]:
    """One line for each option that the others make pointless (the file is still
    written: nothing is wrong with it, but the user expected something else)."""
    warnings = []
    from cardgen.press.options import offset_argument

    offset = offset_argument(options.back_offset)
    if options.layout == "fold":
        if duplex_given and options.duplex != "none":
            warnings.append(f"--duplex {options.duplex} has no effect with --layout fold"
                            " (fold is printed single-sided)")  # fmt: skip
        if any(options.back_offset):
            warnings.append(f"--back-offset {offset} has no effect with --layout fold"
                            " (no backs are printed)")  # fmt: skip
    elif options.duplex == "none" and any(options.back_offset):
        warnings.append(f"--back-offset {offset} has no effect with --duplex none"
                        " (no backs are printed)")  # fmt: skip
    return warnings


def check_layouts(game, lang: str) -> None:
    """Every problem of the faces the game's layouts draw in ``lang``, at once (exit 2),
    before anything is drawn for real."""
    from cardgen.errors import ContentError
    from cardgen.press.layoutcheck import layout_problems

    problems = layout_problems(game, [lang])
    if problems:
        raise ContentError(problems)


def warn_untranslated(game, lang: str) -> None:
    """Say on stderr which texts a game with catalogs lacks in ``lang``: they print in the
    source language. ``cardgen build`` refuses them (``require_translations``); a single
    print, SVG or export goes on, as a proof is still worth having."""
    from cardgen.catalogs import domains, missing_strings
    from cardgen.commands._common import counted
    from cardgen.engine.languages import SOURCE_LANG

    if lang == SOURCE_LANG or game.id not in {d.owner for d in domains().values()}:
        return
    missing = missing_strings({game.id: [lang], "cardgen": [lang]})
    if not missing:
        return
    shown = "".join(f"\n  {line}" for line in missing[:5])
    more = f"\n  … and {len(missing) - 5} more" if len(missing) > 5 else ""
    print(f"cardgen: warning: {counted(len(missing), 'text')} of {game.id} (or of cardgen"
          f" itself) without a translation into {lang}, shown in {SOURCE_LANG} instead:"
          f"{shown}{more}\n  (cardgen i18n status lists them; docs/adding-a-language.md)",
          file=sys.stderr)  # fmt: skip


def register(subparsers) -> None:
    from cardgen.commands._common import LANG_HELP, add_content_option

    p = subparsers.add_parser(
        "print",
        help="write a print-and-play PDF of a game",
        description="Impose a game's cards, tiles, tokens and sheets on paper, with a"
        " calibration page first. Print at 100 %.",
    )
    p.add_argument("game", help="game id (see `cardgen list`)")
    # Values are checked in run(), so a bad one gives exit code 2 and one line (argparse
    # would print the usage too).
    p.add_argument("--lang", default=None, help=LANG_HELP)
    p.add_argument("--paper", default="a4", help="a4, letter, a3 or tabloid (default a4)")
    p.add_argument(
        "--layout",
        default=None,
        help="grid: butted cards (default); spaced: gutters (the default with --cut-marks"
        " silhouette); fold: gutterfold, no duplex",
    )
    p.add_argument("--bleed", default="3", metavar="MM", help="0 to 3.175 (default 3)")
    p.add_argument("--duplex", default=None,
                   help="long or short: the flip edge of your duplex printer; none = fronts"
                   " only (default long)")  # fmt: skip
    p.add_argument("--back-offset", default="0,0", metavar="X,Y",
                   help="shift the backs by X mm across (right +) and Y mm up/down (down +),"
                   " as read off the calibration page's back: X first, then a comma, then"
                   " Y; decimals with a point, never a comma: --back-offset=-1.5,0 is 1.5 mm"
                   " left, no vertical shift (1,5 is refused: write 1.5,0, or 1,+5 for X 1"
                   " and Y 5). Write it with '=' (usual for a negative"
                   " value; cardgen also takes --back-offset -1.5,0) (default 0,0)")  # fmt: skip
    p.add_argument("--low-ink", action="store_true", help="printer-friendly light version")
    p.add_argument("--cards", metavar="CODES",
                   help="comma-separated cards to print: the code printed on the card"
                   " (e.g. C01, any case) or the item id")  # fmt: skip
    p.add_argument("--cut-marks", default=None, metavar="KIND",
                   help="what guides the cut: crop = crop marks (default); lines = crop"
                   " marks and full-length cut lines; silhouette = registration marks for a"
                   " Silhouette cutter (Cameo, Portrait) on every page of pieces, and each"
                   " page's cut lines in FILE-cut/page-NN.svg and .dxf. In Silhouette Studio:"
                   " page size = the paper, portrait; registration marks Type 1, length 20"
                   " mm, thickness 0.3 mm, inset 10 mm; open the page's cut file, lay the"
                   " sheet on the mat with the black square top left, cut with registration."
                   " Pieces stay inside the marks, clear of their corners, so fewer may fit"
                   " a sheet. A Cricut prints its own marks and cannot cut these pages"
                   " (docs/printing.md, 'Cutting machines')")  # fmt: skip
    p.add_argument("--cut-lines", action="store_true", help="the same as --cut-marks lines")
    p.add_argument("-o", "--output", type=Path, required=True, metavar="FILE.pdf",
                   help="the PDF to write (written whole or not at all)")  # fmt: skip
    add_content_option(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from cardgen.commands._common import content_dir, counted, game_language
    from cardgen.model import SOURCE_LANG, load_game
    from cardgen.press.cutfiles import cut_folder
    from cardgen.press.document import write_print
    from cardgen.press.options import PrintOptions

    cards = None
    if args.cards is not None:
        cards = tuple(c.strip() for c in args.cards.split(",") if c.strip())
        if not cards:
            raise UserError("--cards needs at least one item id")
    cut_marks = (args.cut_marks or ("lines" if args.cut_lines else "crop")).strip().lower()
    if args.cut_lines and cut_marks != "lines":
        raise UserError(f"--cut-lines is the same as --cut-marks lines; it cannot go with"
                        f" --cut-marks {args.cut_marks}")  # fmt: skip
    layout = args.layout
    if layout is None:
        layout = "spaced" if cut_marks == "silhouette" else "grid"
    options = PrintOptions(
        lang=args.lang or SOURCE_LANG,  # the game's own default once it is loaded
        paper=args.paper.lower(),
        layout=layout,
        bleed=_float(args.bleed, "--bleed"),
        duplex=args.duplex if args.duplex is not None else "long",
        back_offset=parse_offset(args.back_offset),
        low_ink=args.low_ink,
        cards=cards,
        cut_marks=cut_marks,
    )
    options.check()
    warnings = ineffective_options(options, duplex_given=args.duplex is not None)
    if options.cutter and args.layout == "grid":
        warnings.append("--layout grid butts the cards: a cut that strays by half a millimetre"
                        " shows the neighbour's colour; --layout spaced (the default with"
                        " --cut-marks silhouette) gives every card a bleed of its own")  # fmt: skip
    for warning in warnings:
        print(f"cardgen: warning: {warning}", file=sys.stderr)
    if args.output.suffix.lower() != ".pdf":
        raise UserError(f"the output file must end in .pdf, not {args.output.name!r}")
    try:
        is_dir = args.output.is_dir()
    except OSError as error:  # e.g. a name too long for the file system
        raise UserError(f"cannot write {args.output}: {error.strerror}") from None
    if is_dir:
        raise UserError(f"{args.output} is a folder; give a file name ending in .pdf")
    game = load_game(args.game, content_dir(args))
    options = replace(options, lang=game_language(args.lang, game))
    check_layouts(game, options.lang)
    warn_untranslated(game, options.lang)
    # Everything is rendered in memory first and written atomically: a failure leaves no
    # half-written file and keeps an existing one intact.
    path, cut_pages = write_print(game, options, args.output)
    print(f"wrote {path}")
    if cut_pages:
        print(f"wrote {cut_folder(path)}: cut lines of {counted(cut_pages, 'page')}"
              " (page-NN.svg and .dxf)")  # fmt: skip
    elif options.cutter:
        print("cardgen: warning: --cut-marks silhouette: no page of this file holds pieces to"
              " cut, so no page has registration marks and no cut file is written",
              file=sys.stderr)  # fmt: skip
    return 0
