"""Web content: the designed card set is consistent with what the rules and notes claim."""

from __future__ import annotations

import re
from pathlib import Path

from cardgen.model import LANGS, load_game

GAME = load_game("web")
ROOT = Path(__file__).resolve().parents[3]
RULES = ROOT / "content/web/rules"
RECORDS_PAGES = [
    ROOT / "docs/records.md",
    *(ROOT / f"frontend/records/{lang}.md" for lang in LANGS[1:]),
]


def network_cards():
    return GAME.component("network-cards").items


def value(item) -> int:
    squares = item.front["squares"]
    return sum(int(s[1:]) for s in squares if s.startswith("c")) + 2 * squares.count("server")


def test_one_square_content_per_card_square():
    for item in network_cards():
        cells = sum(row.count("X") for row in item.cells)
        assert len(item.front["squares"]) == cells, item.id


def test_cells_match_the_shape_catalog():
    shapes = GAME.catalogs["shapes"]
    for item in network_cards():
        assert tuple(item.cells) == tuple(shapes[item.front["shape"]].get("cells")), item.id


def test_dots_follow_the_documented_formula():
    # value = computer points + 2 per server: 0–1 → 3 dots, 2–3 → 2, 4 or more → 1
    for item in network_cards():
        v = value(item)
        expected = 3 if v <= 1 else 2 if v <= 3 else 1
        assert item.back["dots"] == expected, item.id


def test_corner_shape_has_the_most_cards_and_every_shape_two_piles():
    counts = {}
    for item in network_cards():
        counts[item.front["shape"]] = counts.get(item.front["shape"], 0) + item.quantity
    assert counts == {"domino": 14, "line": 14, "corner": 18}
    # four players take one of each shape and the corner piles stay the taller ones
    left = {shape: n - 4 for shape, n in counts.items()}
    assert left["corner"] > max(left["domino"], left["line"])


def test_every_shape_has_one_square_holes_impossible():
    # a one-square gap never takes a card: every shape has at least two squares
    for item in network_cards():
        assert sum(row.count("X") for row in item.cells) >= 2


def test_cable_stock_is_24_per_colour():
    stock = {i.front["colour"]: i.quantity for i in GAME.component("cables").items}
    assert stock == {"red": 24, "blue": 24, "green": 24, "yellow": 24}


def test_everything_numeric_is_marked_as_designed():
    designed = {label for label, _ in GAME.designed_parts()}
    for part in ("network-cards", "cables", "obstacles", "server"):
        assert part in designed


def test_board_rule_sections_exist_in_every_language():
    for entry in GAME.catalogs["board-rules"]:
        for lang, page in GAME.rules.items():
            assert entry.get("section") in page.section_ids, (entry.id, lang)


def test_records_pages_cover_every_board_rule_id():
    """The board form and its fault codes are documented with the records, in every
    language; the players' rules pages carry no record format or fault codes."""
    for page in RECORDS_PAGES:
        text = page.read_text(encoding="utf-8")
        for entry in GAME.catalogs["board-rules"]:
            assert f"`{entry.id}`" in text, (entry.id, page)
    for lang in LANGS:
        text = (RULES / f"{lang}.md").read_text(encoding="utf-8")
        assert "```json" not in text and "cardgen score" not in text, lang
        for entry in GAME.catalogs["board-rules"]:
            assert f"`{entry.id}`" not in text, (entry.id, lang)


def test_glossary_has_8_to_20_terms():
    assert 8 <= len(GAME.glossary) <= 20


def test_rules_pages_have_identical_ids():
    ids = {lang: page.section_ids for lang, page in GAME.rules.items()}
    assert len(set(ids.values())) == 1
    assert all(re.fullmatch(r"web-[a-z-]+", i) for i in ids["en"])
