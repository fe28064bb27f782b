"""What ``cardgen new`` writes, and the tutorial docs/make-your-own-game.md as the steps a
test follows: its commands (``cardgen …`` lines of its ``sh`` blocks, in order), the output
it shows for some of them (a ``text`` block right after a ``sh`` block of one command), and
the YAML it quotes from the new game's files."""

from __future__ import annotations

import contextlib
import io
import os
import re
import shlex
import shutil
from dataclasses import dataclass
from pathlib import Path

from games import REPO

from cardgen.cli import main
from cardgen.model import LANGS, SOURCE_LANG

TUTORIAL = REPO / "docs" / "make-your-own-game.md"


def scaffold_files(game_id: str, langs: tuple[str, ...] | list[str] = LANGS) -> list[str]:
    """Every file ``cardgen new game_id --languages …`` writes, sorted: its rules page and
    the catalog of its engine's words (the template is English) in each of ``langs``."""
    return sorted(
        [
            "README.md",
            "cards.csv",
            "cards.yaml",
            "checker.yaml",
            "examples/three-players.json",
            "examples/two-players.json",
            "game.yaml",
            "glossary.yaml",
            "icons/sun.svg",
            "images/horizon.svg",
            "layouts.yaml",
            f"locale/{game_id}.pot",
            *(f"locale/{lang}/LC_MESSAGES/{game_id}.po" for lang in langs if lang != SOURCE_LANG),
            *(f"rules/{lang}.md" for lang in langs),
            "scoring.py",
        ]
    )


@dataclass(frozen=True)
class Step:
    """One command of the tutorial, and the output it shows for it (None: none shown)."""

    command: str
    output: str | None

    @property
    def args(self) -> list[str]:
        """The command's arguments after ``cardgen``."""
        return shlex.split(self.command)[1:]


_BLOCK = re.compile(r"^```(\w*)\n(.*?)^```\s*$", re.MULTILINE | re.DOTALL)


def blocks(kind: str | None = None) -> list[tuple[str, str]]:
    """The fenced blocks of the tutorial, ``(language, text)``, in order."""
    found = _BLOCK.findall(TUTORIAL.read_text(encoding="utf-8"))
    return [(lang, text) for lang, text in found if kind is None or lang == kind]


def steps() -> list[Step]:
    found: list[Step] = []
    fenced = blocks()
    for i, (lang, text) in enumerate(fenced):
        if lang != "sh":
            continue
        commands = [line.strip() for line in text.splitlines() if line.startswith("cardgen ")]
        after = fenced[i + 1] if i + 1 < len(fenced) else ("", "")
        shown = after[1] if after[0] == "text" and len(commands) == 1 else None
        found += [Step(command, shown if command == commands[-1] else None) for command in commands]
    return found


def run(step: Step, folder: Path) -> tuple[int, str]:
    """Run ``step`` as a reader would from ``folder`` (in this process): its exit code and
    what it printed (standard output and error)."""
    out = io.StringIO()
    before = Path.cwd()
    os.chdir(folder)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
            code = main(step.args)
    finally:
        os.chdir(before)
    return code, out.getvalue()


ENGINE_FILES = ("scoring.py", "checker.yaml")


def without_engine(folder: Path) -> Path:
    """A game ``cardgen new`` wrote, made a game without a scoring engine (hence without a
    checker page and example records), as a designer's game starts out that has only
    cards and rules: for tests of the site whose point is not the checker (a site build
    with a checker traces its engine under Node, tens of seconds)."""
    game_yaml = folder / "game.yaml"
    text = game_yaml.read_text(encoding="utf-8")
    text, found = re.subn(r"(?m)^(  #.*\n)*  engine: scoring\.py\n", "", text)
    assert found == 1, "the scaffold's game.yaml names no engine"
    game_yaml.write_text(text, encoding="utf-8")
    for name in ENGINE_FILES:
        (folder / name).unlink()
    shutil.rmtree(folder / "locale")  # the engine's words
    for record in (folder / "examples").iterdir():
        record.unlink()
    (folder / "examples").rmdir()
    return folder
