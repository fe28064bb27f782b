"""Options shared by several commands."""

from __future__ import annotations

import argparse
from pathlib import Path

from cardgen.model import default_content_dir


def add_content_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--content",
        type=Path,
        metavar="DIR",
        help="content folder (default: $CARDGEN_CONTENT or content/ of this checkout)",
    )


def content_dir(args: argparse.Namespace) -> Path:
    return args.content or default_content_dir()
