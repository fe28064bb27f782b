"""The rules booklet: a game's rules, glossary and designed parts as a PDF, in plain pages
and as a booklet of half-size pages imposed for folding (see :mod:`.document`).

``out_dir/print/<game>/<game>-<lang>-<paper>-rules.pdf`` and ``…-rules-booklet.pdf``
(:func:`rules_path`); :func:`write_rules` writes both atomically.
"""

from __future__ import annotations

from pathlib import Path

from cardgen.press.atomic import atomic_write
from cardgen.press.booklet.document import PAPERS, render_booklet, render_rules, tr

__all__ = ["KINDS", "PAPERS", "render_booklet", "render_rules", "rules_path", "tr", "write_rules"]

KINDS = ("rules", "rules-booklet")
"""File name suffixes: plain pages, booklet."""


def rules_path(out_dir: Path, game_id: str, lang: str, paper: str, kind: str = "rules") -> Path:
    return Path(out_dir) / "print" / game_id / f"{game_id}-{lang}-{paper}-{kind}.pdf"


def rules_file_names(game_id: str, lang: str, paper: str) -> tuple[str, str]:
    """The names of the plain and the booklet file (the contents page points to them)."""
    return tuple(f"{game_id}-{lang}-{paper}-{kind}.pdf" for kind in KINDS)  # type: ignore[return-value]


def rules_pointer(game_id: str, lang: str, paper: str, in_build: bool = True) -> str:
    """The contents page's line that says where the rules are (A3 prints point to the A4
    rules, Tabloid to the Letter ones): the files beside it (``in_build``: the file is one
    of ``cardgen build``'s), else the command that prints them."""
    paper = paper if paper in PAPERS else ("letter" if paper == "tabloid" else "a4")
    if not in_build:
        command = f"cardgen rules {game_id} --lang {lang}"
        command += "" if paper == "a4" else f" --paper {paper}"
        return tr("booklet_pointer_alone", lang).format(command=f"{command} -o rules.pdf")
    plain, booklet = rules_file_names(game_id, lang, paper)
    return tr("booklet_pointer", lang).format(file=plain, booklet=booklet)


def write_rules(game, lang: str, paper: str, out_dir: Path, kinds=KINDS) -> list[Path]:
    """Write the plain and/or booklet rules of one game, language and paper."""
    written = []
    for kind in kinds:
        path = rules_path(out_dir, game.id, lang, paper, kind)
        render = render_rules if kind == "rules" else render_booklet
        atomic_write(path, render(game, lang, paper))
        written.append(path)
    return written
