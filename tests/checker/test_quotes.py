"""The checker's words in German, Dutch, Italian and French use their languages' typographic
quotes and apostrophes, never the typewriter's ' and ": Italian «…» and ’ (c’è), Dutch
‘…’ and ’ (regio’s), German „…“, French «\u00a0…\u00a0» and ’ (l’objectif). Read from the
checker's UI strings, each game's checker definition and the engine's phrases and faults
(which the page shows); a record's key quoted in a fault ('town', '{key}') is code, and
keeps its straight quotes. French also keeps a no-break space (U+00A0, as everywhere in
cardgen's French) inside its guillemets and before : ; ! ?, so that a line never breaks
between a word and its sign."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from games import checker_games

from cardgen.model import game_data
from cardgen.site.checker_sources import strings

LANGS = ("de", "nl", "it", "fr")
ENGINE = Path(__file__).resolve().parents[2] / "cardgen" / "engine"

CODE = re.compile(r"""'(?:\{(?:key|field|data|game)\}|[a-z_]+|terrain:icon|\.)'|\{\{"[^}]*\}\}""")
"""What a fault may quote as code: a record's key ('town', '{key}'), a cell's form
('terrain:icon', '.'), a JSON example ({{"region": "africa"}})."""


def straight(text: str) -> list[str]:
    """The typewriter quotes of ``text``, each with a little of what stands round it."""
    return [text[max(0, m.start() - 12) : m.end() + 12] for m in re.finditer(r"['\"]", text)]


def texts_of(value, path: str = ""):
    """Every text of ``value`` in German, Dutch, Italian or French: ``(where, text)``."""
    yield from texts_in(value, LANGS, path)


def texts_in(value, langs: tuple[str, ...], path: str = ""):
    """Every text of ``value`` in one of ``langs``: ``(where, text)``."""
    if isinstance(value, dict):
        for key, item in value.items():
            if key in langs and isinstance(item, str):
                yield f"{path}.{key}", item
            else:
                yield from texts_in(item, langs, f"{path}.{key}")
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from texts_in(item, langs, f"{path}[{i}]")


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
    found = {
        f"{where} {lang}": straight(CODE.sub("", text))
        for lang in LANGS
        for where, text in engine_texts(lang)
        if straight(CODE.sub("", text))
    }
    assert found == {}


FRENCH_SPACING = re.compile("«(?!\u00a0)|(?<!\u00a0)»| [:;!?]")
"""A guillemet without its no-break space inside, or a plain space before : ; ! ? (where
a line may break, leaving the sign alone at the start of the next)."""


def engine_texts(lang: str):
    """The engine's phrases and faults in ``lang``: ``(where, text)``."""
    for source in sorted(ENGINE.rglob("*.py")):
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Dict):
                continue
            for key, value in zip(node.keys, node.values, strict=True):
                said = isinstance(value, ast.Constant) and isinstance(value.value, str)
                if said and isinstance(key, ast.Constant) and key.value == lang:
                    yield f"{source.relative_to(ENGINE)}:{value.lineno}", value.value


def french_texts():
    """Every French text the checker's page shows: UI strings, each checker definition,
    the engine's phrases and faults."""
    for key, text in strings()["fr"].items():
        if isinstance(text, str):
            yield f"ui.{key}", text
    for game in checker_games():
        yield from texts_in(game_data(game)["checker"], ("fr",), game.id)
    yield from engine_texts("fr")


def test_french_guillemets_and_signs_keep_their_no_break_space():
    texts = list(french_texts())
    assert len(texts) > 300  # the three sources were read
    assert any("«\u00a0" in text for _, text in texts)
    found = {
        where: [text[max(0, m.start() - 12) : m.end() + 12] for m in FRENCH_SPACING.finditer(text)]
        for where, text in texts
        if FRENCH_SPACING.search(text)
    }
    assert found == {}
