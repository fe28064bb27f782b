"""``cardgen print GAME … -o FILE.pdf``: one print-and-play PDF (see :mod:`cardgen.press`)."""

from __future__ import annotations

import argparse
from pathlib import Path

from cardgen.errors import UserError


def _float(text: str) -> float:
    try:
        return float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None


def _offset(text: str) -> tuple[float, float]:
    parts = text.split(",")
    if len(parts) != 2:
        raise argparse.ArgumentTypeError(f"expected X,Y in mm (e.g. 0.5,-1), not {text!r}")
    return (_float(parts[0]), _float(parts[1]))


def register(subparsers) -> None:
    from cardgen.commands._common import add_content_option

    p = subparsers.add_parser(
        "print",
        help="write a print-and-play PDF of a game",
        description="Impose a game's cards, tiles, tokens and sheets on paper, with a"
        " calibration page first. Print at 100 %%.",
    )
    p.add_argument("game", help="game id (see `cardgen list`)")
    p.add_argument("--lang", default="en", choices=("en", "de", "nl", "it"))
    p.add_argument("--paper", default="a4", choices=("a4", "letter", "a3", "tabloid"))
    p.add_argument(
        "--layout",
        default="grid",
        choices=("grid", "spaced", "fold"),
        help="grid: butted cards; spaced: gutters; fold: gutterfold, no duplex",
    )
    p.add_argument("--bleed", type=_float, default=3.0, metavar="MM", help="0 to 3.175 (default 3)")
    p.add_argument("--duplex", default="long", choices=("long", "short", "none"),
                   help="flip edge of your duplex printer; none = fronts only")  # fmt: skip
    p.add_argument("--back-offset", type=_offset, default=(0.0, 0.0), metavar="X,Y",
                   help="shift backs by X,Y mm (read it off the calibration page)")  # fmt: skip
    p.add_argument("--low-ink", action="store_true", help="printer-friendly light version")
    p.add_argument("--cards", metavar="IDS", help="comma-separated item ids to print")
    p.add_argument("--cut-lines", action="store_true", help="add full-length cut lines")
    p.add_argument("-o", "--output", type=Path, required=True, metavar="FILE.pdf")
    add_content_option(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from cardgen.commands._common import content_dir
    from cardgen.model import load_game
    from cardgen.press.document import PrintOptions, write_pdf

    cards = None
    if args.cards is not None:
        cards = tuple(c.strip() for c in args.cards.split(",") if c.strip())
        if not cards:
            raise UserError("--cards needs at least one item id")
    options = PrintOptions(
        lang=args.lang,
        paper=args.paper,
        layout=args.layout,
        bleed=args.bleed,
        duplex=args.duplex,
        back_offset=args.back_offset,
        low_ink=args.low_ink,
        cards=cards,
        cut_lines=args.cut_lines,
    )
    options.check()
    game = load_game(args.game, content_dir(args))
    path = write_pdf(game, options, args.output)
    print(f"wrote {path}")
    return 0
