"""The documents cardgen ships can be followed from an installed cardgen, with no checkout:
every link in them leads to a file the wheel carries (``cardgen/_data/``, as
``pyproject.toml`` ships it), and the example games they name are a command away
(``cardgen example``), not folders of the checkout's ``tests/``. A designer with the wheel
found links to the README, and to ``tests/layout_content/harbour/``,
``tests/sample_content/sample/`` and ``tests/own_engine/tide-race/``, that led nowhere.
Text only, and three small games copied and loaded: about a second."""

from __future__ import annotations

import os
import re
import tomllib
from fnmatch import fnmatch
from pathlib import Path

import pytest

from cardgen.cli import main
from cardgen.commands.example import EXAMPLES_SHOWN
from cardgen.model import load_game
from cardgen.resources import DATA, EXAMPLES

REPO = Path(__file__).resolve().parents[1]
SHIPPED = sorted(
    [DATA / "README.md", DATA / "content" / "README.md", *(DATA / "docs").rglob("*.md")]
)
FOR_DESIGNERS = [
    DATA / "README.md",
    DATA / "content" / "README.md",
    *(
        DATA / "docs" / name
        for name in (
            "make-your-own-game.md",
            "layouts.md",
            "checker-format.md",
            "content-format.md",
            "adding-a-game.md",
            "printing.md",
            "records.md",
        )
    ),
]
"""What a designer reads (the others are for cardgen's maintainers, who have a checkout:
adding a language, the architecture, the checker's internals, the benchmarks)."""
TEST_FOLDERS = {
    "harbour": "tests/layout_content/harbour",
    "sample": "tests/sample_content/sample",
    "tide-race": "tests/own_engine/tide-race",
}


def links(markdown: str) -> list[str]:
    """The targets of the Markdown links of ``markdown`` outside code."""
    prose = re.sub(r"^```.*?^```", "", markdown, flags=re.M | re.S)
    prose = re.sub(r"`[^`\n]*`", "", prose)
    return re.findall(r"\]\(([^)\s]+)\)", prose)


def package_data() -> list[str]:
    pyproject = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    return pyproject["tool"]["setuptools"]["package-data"]["cardgen"]


def ships(name: str, pattern: str) -> bool:
    """Whether the package-data ``pattern`` takes the file ``name`` (``X/**/*``: every
    file under ``X``, as setuptools globs it)."""
    if pattern.endswith("/**/*"):
        return name.startswith(pattern.removesuffix("**/*"))
    return fnmatch(name, pattern)


@pytest.mark.parametrize("doc", SHIPPED, ids=lambda p: p.relative_to(DATA).as_posix())
def test_every_link_of_a_shipped_document_leads_to_a_shipped_file(doc: Path) -> None:
    patterns = package_data()
    for link in links(doc.read_text(encoding="utf-8")):
        target = link.split("#")[0]
        if not target or re.match(r"[a-z]+:", target):
            continue
        # as installed: where the path leads inside cardgen/_data, links not followed
        where = Path(os.path.normpath(doc.parent / target))
        assert where.is_relative_to(DATA), (doc.name, link)
        assert where.exists(), (doc.name, link)
        shipped = f"_data/{where.relative_to(DATA).as_posix()}"
        files = [where] if where.is_file() else [p for p in where.rglob("*") if p.is_file()]
        for file in files:
            name = shipped if file == where else f"{shipped}/{file.relative_to(where).as_posix()}"
            assert any(ships(name, pattern) for pattern in patterns), (doc.name, link, name)


def test_the_documents_name_the_example_games_by_the_command_that_copies_them() -> None:
    for doc in FOR_DESIGNERS:
        text = " ".join(doc.read_text(encoding="utf-8").split())
        for name, folder in TEST_FOLDERS.items():
            if folder in text:
                assert f"cardgen example {name} --content DIR" in text, (doc.name, folder)
    assert (
        sorted(EXAMPLES_SHOWN) == sorted(TEST_FOLDERS) == sorted(p.name for p in EXAMPLES.iterdir())
    )


def test_cardgen_example_lists_and_copies_each_game(tmp_path: Path, capsys) -> None:
    assert main(["example"]) == 0
    listed = capsys.readouterr().out.splitlines()
    assert [line.split()[0] for line in listed[:-1]] == list(EXAMPLES_SHOWN)
    mine = tmp_path / "mine"
    for name in EXAMPLES_SHOWN:
        assert main(["example", name, "--content", str(mine)]) == 0
        said = capsys.readouterr().out
        assert said.startswith(f"copied the example {name} to {mine / name}/: ")
        assert f"cardgen validate {name} --content {mine}" in said
        copied = sorted(p.relative_to(mine / name) for p in (mine / name).rglob("*"))
        assert copied == sorted(
            p.relative_to(EXAMPLES / name)
            for p in (EXAMPLES / name).rglob("*")
            if "__pycache__" not in p.parts
        )
        assert load_game(name, mine).id == name
    assert sorted(p.name for p in mine.iterdir()) == sorted(EXAMPLES_SHOWN)  # nothing else
    # a second copy, an unknown name, no folder: a one-line refusal, nothing written
    for args, message in (
        (["harbour", "--content", str(mine)], f"{mine / 'harbour'} already exists"),
        (["lighthouse", "--content", str(mine)], "no example 'lighthouse' (examples: harbour,"),
        (["harbour"], "say where to copy the example: --content DIR"),
    ):
        assert main(["example", *args]) == 2
        assert message in capsys.readouterr().err
    assert sorted(p.name for p in mine.iterdir()) == sorted(EXAMPLES_SHOWN)
