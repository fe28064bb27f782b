"""The generated pages join a label and its value, or a title and its part, with the
language's colon (``colon(lang)``, from ``cardgen/languages.json``: French "\u00a0: "), never
a colon written into a template (issue 32: "Pyramidion: Règles" on a French page). Read
from the templates themselves: no site build."""

from __future__ import annotations

import re
from pathlib import Path

TEMPLATES = Path(__file__).resolve().parents[2] / "templates"
JOINT = re.compile(r"(\}\}|\*\*|%\})[ ]?: ")
"""A value, a bold label or a block's end followed by a written colon."""


def test_no_template_writes_its_own_colon():
    found = {}
    for path in sorted(TEMPLATES.glob("*.j2")):
        lines = [
            line
            for line in path.read_text(encoding="utf-8").splitlines()
            if JOINT.search(line) and "<style" not in line and not line.lstrip().startswith("{#")
        ]
        if lines:
            found[path.name] = lines
    assert found == {}


def test_the_headings_take_the_colon_of_the_language():
    for name in ("cards", "checker", "downloads", "glossary"):
        text = (TEMPLATES / f"{name}.md.j2").read_text(encoding="utf-8")
        assert f'# {{{{ game.name.get(lang) }}}}{{{{ colon(lang) }}}}{{{{ s("{name}") }}}}' in text
