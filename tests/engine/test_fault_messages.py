"""Every fault an engine reports reads in the reader's language: no ``RecordError`` is
built from plain text, every message table has all four languages with the same
placeholders, and a bad record gets its message in each language at the same path."""

from __future__ import annotations

import ast
import json
import re
import string
from collections.abc import Mapping
from pathlib import Path

import pytest

from cardgen.commands.score import score_text
from cardgen.engine import RecordError
from cardgen.engine.common import LANGS, Message

ENGINE = Path(__file__).resolve().parents[2] / "cardgen" / "engine"


def _plain_text_faults(path: Path) -> list[str]:
    """``RecordError(...)`` calls whose message is a string literal or an f-string."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "RecordError":
            first = node.args[0] if node.args else None
            if isinstance(first, ast.JoinedStr | ast.Constant):
                out.append(f"{path.relative_to(ENGINE)}:{node.lineno}")
    return out


def test_no_fault_is_english_only():
    found = [hit for path in sorted(ENGINE.rglob("*.py")) for hit in _plain_text_faults(path)]
    assert found == []


def _tables():
    """Each module's ``FAULTS`` table once (modules that import another's are skipped)."""
    import importlib

    seen: set[int] = set()
    for path in sorted(ENGINE.rglob("*.py")):
        module = path.relative_to(ENGINE).with_suffix("").as_posix()  # games/web/text
        name = f"cardgen.engine.{module.replace('/', '.')}".removesuffix(".__init__")
        table = getattr(importlib.import_module(name), "FAULTS", None)
        if isinstance(table, Mapping) and id(table) not in seen:
            seen.add(id(table))
            yield module, table


@pytest.mark.parametrize(("module", "table"), list(_tables()), ids=lambda v: str(v)[:30])
def test_every_message_has_four_languages_and_takes_only_given_values(module, table):
    """Four languages, no final full stop; a language may leave a value out (English
    keeps ids where the others name things), but names no value the others lack."""
    for key, texts in table.items():
        fields = {}
        for lang in LANGS:
            assert texts[lang].strip() and not texts[lang].endswith("."), f"{module}.{key}"
            fields[lang] = {f for _, f, _, _ in string.Formatter().parse(texts[lang]) if f}
        every = set().union(*fields.values())
        for lang in LANGS:
            others = set().union(*(fields[o] for o in LANGS if o != lang))
            assert fields[lang] <= others or fields[lang] == every, f"{module}.{key} ({lang})"


BAD = [
    {"game": "web-of-power", "players": "nobody"},
    {"game": "pyramidion", "players": [{"name": "a"}]},
    {"game": "circle-the-wagons", "players": [{"name": "a", "grid": []}, {"name": "a"}]},
    {"game": "web", "players": [{"name": "a", "wires": 1}, {"name": "b"}]},
    {"game": "cosmopolis-networks", "rounds": "x", "players": []},
    {"game": "no-such-game"},
    [],
]


@pytest.mark.parametrize("record", BAD, ids=lambda r: json.dumps(r)[:40])
def test_a_bad_record_gets_its_message_in_each_language_at_one_path(record):
    answers = {}
    for lang in LANGS:
        with pytest.raises(RecordError) as caught:
            score_text(json.dumps(record), lang=lang)
        answers[lang] = caught.value.to_json(lang)["error"]
    assert len({a["path"] for a in answers.values()}) == 1
    assert len({a["message"] for a in answers.values()}) == len(LANGS), answers
    assert not any(re.search(r"\{\w+\}", a["message"]) for a in answers.values())


def test_a_message_renders_nested_messages_in_its_language():
    inner = Message(
        {
            "en": "a list",
            "de": "eine Liste",
            "nl": "een lijst",
            "it": "una lista",
            "fr": "une liste",
        }
    )
    outer = Message({lang: "<{got}>" for lang in LANGS}, got=inner)
    assert [outer.text(lang) for lang in LANGS] == [
        "<a list>",
        "<eine Liste>",
        "<een lijst>",
        "<una lista>",
        "<une liste>",
    ]
    assert str(RecordError(outer, "x")) == "x: <a list>"
