"""docs/make-your-own-game.md, followed as written: its own commands (read from the page, not
copied here), in order, from an empty folder, each ending well; the output it shows is what
the command prints, and the YAML it quotes is in the game it made. The site step
(``cardgen build``/``site``) is the slow part: ``tests/checker/test_new_game.py`` runs it
with the rest and opens the checker it builds; here it is only checked to be there."""

from __future__ import annotations

from pathlib import Path

from new_game import TUTORIAL, blocks, run, scaffold_files, steps
from pypdf import PdfReader

SITE_COMMANDS = ("build", "site")


def test_the_tutorial_has_each_step_from_new_to_the_checker() -> None:
    commands = [step.args[0] for step in steps()]
    assert commands[0] == "new"
    for command in ("validate", "print", "svg", "score"):
        assert command in commands, command
    assert commands[-1] in SITE_COMMANDS
    site = steps()[-1].args
    assert "--content-only" in site  # a site of the reader's game alone


def test_the_tutorials_commands_make_its_game(tmp_path: Path) -> None:
    shown = 0
    for step in steps():
        if step.args[0] in SITE_COMMANDS:
            continue
        code, out = run(step, tmp_path)
        assert code == 0, (step.command, out)
        if step.output is not None:
            assert out == step.output, step.command
            shown += 1
    assert shown >= 2  # validate and score show what they print

    [new] = [step for step in steps() if step.args[0] == "new"]
    content = tmp_path / new.args[new.args.index("--content") + 1]
    game = content / new.args[1]
    files = sorted(p.relative_to(game).as_posix() for p in game.rglob("*") if p.is_file())
    languages = new.args[new.args.index("--languages") + 1].split(",")
    assert files == scaffold_files(new.args[1], languages)
    page = TUTORIAL.read_text(encoding="utf-8")
    for name in files:  # the page's table of the files: each one there, by its name
        assert f"`{name}`" in page or f"`{name.split('/')[0]}/*.json`" in page, name

    [printed] = [step for step in steps() if step.args[0] == "print"]
    pdf = tmp_path / printed.args[printed.args.index("-o") + 1]
    text = " ".join(" ".join(page.extract_text().split()) for page in PdfReader(pdf).pages)
    assert "Sonniger Tag" in text and "Halte mindestens 3 Sonnenkarten." in text

    [svg] = [step for step in steps() if step.args[0] == "svg"]
    named = f"{svg.args[svg.args.index('-o') + 1]}/suit-cards-moon-3-front.svg"
    assert f"`{named}`" in page and (tmp_path / named).is_file()

    for _, quoted in blocks("yaml"):  # what the page quotes of the game's files
        written = (game / "game.yaml").read_text(encoding="utf-8").splitlines()
        for line in quoted.splitlines():
            assert line in written, line
