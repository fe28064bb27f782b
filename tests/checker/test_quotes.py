"""The checker's words in German, Dutch and Italian use their languages' typographic
quotes and apostrophes, never the typewriter's ' and ": Italian «…» and ’ (c’è), Dutch
‘…’ and ’ (regio’s), German „…“. Read from the checker's UI strings, each game's checker
definition and the engine's phrases and faults (which the page shows); a record's key
quoted in a fault ('town', '{key}') is code, and keeps its straight quotes."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from games import checker_games

from cardgen.model import game_data
from cardgen.site.checker_sources import strings

LANGS = ("de", "nl", "it")
ENGINE = Path(__file__).resolve().parents[2] / "cardgen" / "engine"

CODE = re.compile(r"""'(?:\{(?:key|field|data|game)\}|[a-z_]+|terrain:icon|\.)'|\{\{"[^}]*\}\}""")
"""What a fault may quote as code: a record's key ('town', '{key}'), a cell's form
('terrain:icon', '.'), a JSON example ({{"region": "africa"}})."""


def straight(text: str) -> list[str]:
    """The typewriter quotes of ``text``, each with a little of what stands round it."""
    return [text[max(0, m.start() - 12) : m.end() + 12] for m in re.finditer(r"['\"]", text)]


def texts_of(value, path: str = ""):
    """Every text of ``value`` in German, Dutch or Italian: ``(where, text)``."""
    if isinstance(value, dict):
        for key, item in value.items():
            if key in LANGS and isinstance(item, str):
                yield f"{path}.{key}", item
            else:
                yield from texts_of(item, f"{path}.{key}")
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from texts_of(item, f"{path}[{i}]")


def test_the_checkers_ui_strings_use_typographic_quotes():
    ui = strings()
    found = {
        f"{lang}.{key}": straight(text)
        for lang in LANGS
        for key, text in ui[lang].items()
        if isinstance(text, str) and straight(text)
    }
    assert found == {}


@pytest.mark.parametrize("game", [g.id for g in checker_games()])
def test_each_checker_definition_uses_typographic_quotes(game):
    game_obj = next(g for g in checker_games() if g.id == game)
    checker = game_data(game_obj)["checker"]
    found = {where: straight(text) for where, text in texts_of(checker) if straight(text)}
    assert found == {}


def test_the_engines_phrases_use_typographic_quotes():
    found = {}
    for source in sorted(ENGINE.rglob("*.py")):
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Dict):
                continue
            for key, value in zip(node.keys, node.values, strict=True):
                if not (isinstance(key, ast.Constant) and key.value in LANGS):
                    continue
                if isinstance(value, ast.Constant) and isinstance(value.value, str):
                    left = straight(CODE.sub("", value.value))
                    if left:
                        found[f"{source.relative_to(ENGINE)}:{value.lineno} {key.value}"] = left
    assert found == {}
