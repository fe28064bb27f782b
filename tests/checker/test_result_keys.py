"""Every part of a player's result the page lists under its own heading (``renderExtra``
in results.js: the keys no widget or table shows) has a heading in each language. Without
one the page fell back to the record's key: a German reviewer read "points" above a
Pyramidion player's played cards."""

from __future__ import annotations

import json
import re
from pathlib import Path

from cardgen.engine import score
from cardgen.model import LANGS, game_data, load_game
from cardgen.site.checker_sources import strings

ROOT = Path(__file__).resolve().parents[2]
SHOWN = {"name", "total", "lines"}
for widget in (ROOT / "frontend/checker/widgets").glob("*.js"):
    found = re.search(r"RESULT_KEYS = \[([^\]]*)\]", widget.read_text(encoding="utf-8"))
    if found:
        SHOWN |= set(re.findall(r'"([^"]+)"', found.group(1)))


def extra_keys() -> dict[str, set[str]]:
    """The keys of players' results over every game's test records, by game."""
    keys: dict[str, set[str]] = {}
    for path in sorted(ROOT.glob("content/*/examples/*.json")):
        record = json.loads(path.read_text(encoding="utf-8"))
        try:
            result = score(record, game_data(load_game(record["game"])), "en")
        except Exception:  # an invalid record of the tests: no result to show
            continue
        for player in result.get("players", []):
            keys.setdefault(record["game"], set()).update(set(player) - SHOWN)
    return keys


def test_every_extra_part_of_a_result_has_a_heading_in_each_language():
    """The heading is the checker's own (``key_<key>``) or the game's ``checker_strings``:
    a site of that game alone has it."""
    keys = extra_keys()
    assert "points" in keys.get("pyramidion", set())  # the case the reviewer met
    for game, names in keys.items():
        texts = strings([load_game(game)])
        for key in names:
            for lang in LANGS:
                assert texts[lang].get(f"key_{key}"), (game, key, lang)
