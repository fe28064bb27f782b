"""The test game drawn from layouts (``tests/layout_content/harbour``): copies to change,
and small edits of its files."""

from __future__ import annotations

import shutil
from pathlib import Path

HARBOUR = Path(__file__).resolve().parents[1] / "layout_content" / "harbour"


def harbour_copy(tmp_path: Path) -> Path:
    """A copy of the harbour game in ``tmp_path/content/harbour``; returns the content
    folder (give it to ``--content``)."""
    content = tmp_path / "content"
    shutil.copytree(HARBOUR, content / "harbour")
    return content


def edit(file: Path, old: str, new: str) -> None:
    """Replace ``old`` (which must be in the file) by ``new``."""
    text = file.read_text(encoding="utf-8")
    assert old in text, f"{old!r} is not in {file}"
    file.write_text(text.replace(old, new), encoding="utf-8")


def add_layouts(content: Path, yaml_text: str) -> None:
    """Append more to the game's ``layouts.yaml`` (inside its ``layouts:`` section when
    the text is indented by two spaces)."""
    file = content / "harbour" / "layouts.yaml"
    file.write_text(file.read_text(encoding="utf-8") + yaml_text, encoding="utf-8")


def minimal_layout_game(tmp_path: Path, layouts_yaml: str, *, face: str = "") -> Path:
    """A one-deck game (face ``card``: ``suit`` from a catalog with a colour and an icon,
    ``value``, an optional ``rule`` text) whose deck uses the layout ``card`` given in
    ``layouts_yaml`` (the whole file: sections ``layouts``, ``styles`` …). Returns the
    content folder."""
    content = harbour_copy(tmp_path)
    game = content / "harbour"
    (game / "layouts.yaml").write_text(layouts_yaml, encoding="utf-8")
    (game / "cards.yaml").write_text(
        f"""components:
  - id: suits
    kind: deck
    name: {{en: Suit cards, de: Farbkarten, nl: Kleurkaarten, it: Carte seme, fr: Cartes couleur}}
    size: poker
    front: card
    back: {{type: card-back}}
    layout: card
    items:
      - {{id: lighthouse-1, front: {{suit: lighthouse, value: 1{face}}}}}
      - {{id: ship-4, front: {{suit: ship, value: 4}}}}
""",
        encoding="utf-8",
    )
    return content
