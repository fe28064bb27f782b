"""The ``cardgen`` command line: ``cardgen --help`` lists every command.

Commands live in ``cardgen/commands/<name>.py``; each module that defines
``register(subparsers)`` is picked up automatically, so adding a command never means
editing this file. Exit codes: 0 ok, 2 bad input (one clear message), 1 internal error
(a short message; the traceback only with ``--debug``).
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import os
import pkgutil
import sys
from collections.abc import Sequence

from cardgen import __version__, commands
from cardgen.errors import ContentError, UserError


def command_modules(argv: Sequence[str] = ()) -> list[str]:
    """The modules of ``cardgen.commands`` to register: only the one ``argv`` asks for
    (its first word that is not an option), else all of them (``--help``, a mistyped
    command: argparse lists every command). Each command imports what it needs (the model,
    the printer, the site builder) as its module loads, and a command that scores one
    record should not wait for the others' (a quarter of ``cardgen score``'s start)."""
    names = sorted(
        info.name
        for info in pkgutil.iter_modules(commands.__path__)
        if not info.name.startswith("_")
    )
    asked = next((arg for arg in argv if not arg.startswith("-")), None)
    return [asked] if asked in names else names


def build_parser(argv: Sequence[str] = ()) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="cardgen",
        description="Print-and-play files, rules site and score checker for five games.",
    )
    parser.add_argument("--version", action="version", version=f"cardgen {__version__}")
    parser.add_argument(
        "--debug", action="store_true", help="show a traceback on an internal error"
    )
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for name in command_modules(argv):
        module = importlib.import_module(f"{commands.__name__}.{name}")
        register = getattr(module, "register", None)
        if register is not None:
            register(subparsers)
    return parser


def utf8_streams() -> None:
    """Write UTF-8 whatever the locale says (``LC_ALL=C PYTHONUTF8=0`` gives ASCII streams,
    and every German or Italian name would end in an internal error), and never fail on a
    character that can't be written (it is shown escaped)."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is None:
            continue
        with contextlib.suppress(ValueError, OSError):  # a stream that can't change: leave it
            reconfigure(encoding="utf-8", errors="backslashreplace")


def _quiet_broken_pipe() -> int:
    """The reader of our output went away (``cardgen … | head``): stop quietly, like a
    command killed by SIGPIPE, instead of reporting an internal error."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass
    return 141


def main(argv: Sequence[str] | None = None) -> int:
    utf8_streams()
    words = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser(words)
    from cardgen.commands.engine_timeout import designed_engines_limited, timeout_seconds
    from cardgen.commands.print import attach_offset_values

    args = parser.parse_args(attach_offset_values(words))
    try:
        # a game's own scoring engine runs in a child process stopped after a time limit
        with designed_engines_limited(timeout_seconds(args)):
            code = int(args.run(args) or 0)
        sys.stdout.flush()
        return code
    except BrokenPipeError:
        return _quiet_broken_pipe()
    except ContentError as error:
        for problem in error.problems:
            print(problem, file=sys.stderr)
        count = len(error.problems)
        print(f"cardgen: {count} problem{'s' * (count != 1)} in the content", file=sys.stderr)
        return 2
    except UserError as error:
        print(f"cardgen: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("cardgen: interrupted", file=sys.stderr)
        return 130
    except Exception as error:  # noqa: BLE001 - the last line of defence
        if args.debug:
            raise
        print(
            f"cardgen: internal error: {type(error).__name__}: {error}"
            " (run with --debug for the traceback)",
            file=sys.stderr,
        )
        return 1


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
