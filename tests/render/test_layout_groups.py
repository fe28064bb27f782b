"""Layouts with groups, copies per entry of a list, grid cells named by the card's values,
edges moved to the bleed, patterns from the card's data and icons that keep colours
(what Web of Power's faces are made of): each drawn where the data says, and each
mistake refused with a located message."""

from __future__ import annotations

from pathlib import Path

import pytest
from layout_games import edit, minimal_layout_game

from cardgen.errors import ContentError
from cardgen.model import load_game
from cardgen.render.layouts import draw_face
from cardgen.render.record import RecordingCanvas

STOPS = ", stops: [storm, ship, lighthouse], spots: [{row: 2, column: 3}, {row: 3, column: 1}]"


def game_with(tmp_path: Path, layouts: str):
    """The one-deck test game with two list fields on its cards (``stops``: suits,
    ``spots``: grid positions), drawn by ``layouts``; ``lighthouse-1`` has both."""
    content = minimal_layout_game(tmp_path, layouts, face=STOPS)
    game_yaml = content / "harbour" / "game.yaml"
    edit(game_yaml, "art: optional image}", "art: optional image,\n"
         "           stops: optional list ref suits, spots: optional list spot}")  # fmt: skip
    edit(game_yaml, "schema:\n", "schema:\n  types:\n    spot: {row: int 1..3, column: int 1..4}\n")
    return load_game("harbour", [content])


def drawn(game, item_id: str = "lighthouse-1", *, bleed: float = 3.0, lang: str = "en"):
    comp = game.component("suits")
    item = comp.item(item_id)
    canvas = RecordingCanvas(comp.size.width, comp.size.height, bleed, lang=lang)
    draw_face(canvas, item.front, item, comp, game, lang)
    return canvas


def rects(canvas) -> list[tuple]:
    return [args for name, args in canvas.ops if name == "_draw_rect"]


def texts(canvas) -> list[tuple[str, float, float]]:
    """(text, x, baseline) of every run of text."""
    return [(a[2], a[0], a[1]) for name, a in canvas.ops if name == "_glyph_run"]


def test_a_repeat_of_a_group_draws_each_entry_of_a_list(tmp_path: Path) -> None:
    game = game_with(
        tmp_path,
        """layouts:
  card:
    front:
      - kind: repeat
        left: 10
        top: 10
        width: 40
        height: 30
        each: stops
        grid: {columns: 1}
        element:
          kind: group
          elements:
            - {kind: rect, left: 0, width: 5, fill: "{item.colour}"}
            - {kind: text, left: 6, text: "{index}/{count} {item}", size: 8}
""",
    )
    canvas = drawn(game)
    boxes = rects(canvas)
    assert [style.fill for *_, style in boxes] == ["#5b4a8a", "#2c6fbb", "#c0392b"]
    assert [(x, y, w, h) for x, y, w, h, _r, _s in boxes] == [
        (10, 10, 5, 10),
        (10, 20, 5, 10),
        (10, 30, 5, 10),
    ]
    assert [t for t, *_ in texts(canvas)] == ["1/3 Storm", "2/3 Ship", "3/3 Lighthouse"]
    # a card without stops draws no copy
    assert rects(drawn(game, "ship-4")) == []


def test_copies_sit_in_the_cells_their_values_name_and_a_grid_of_rows_fills(
    tmp_path: Path,
) -> None:
    game = game_with(
        tmp_path,
        """layouts:
  card:
    front:
      - kind: repeat
        name: board
        left: 0
        top: 0
        width: 40
        height: 30
        grid: {columns: 4, rows: 3}
        element: {kind: rect, stroke: "#000000"}
      - kind: repeat
        in: board
        each: spots
        grid: {columns: 4, rows: 3, column: "{item.column}", row: "{item.row}"}
        element: {kind: rect, inset: 1, fill: "#ff0000"}
""",
    )
    boxes = rects(drawn(game))
    cells = [b for b in boxes if b[5].stroke]
    assert len(cells) == 12 and cells[-1][:4] == (30, 20, 10, 10)
    pieces = [b[:4] for b in boxes if b[5].fill == "#ff0000"]
    assert pieces == [(21, 11, 8, 8), (1, 21, 8, 8)]  # row 2 column 3; row 3 column 1


def test_a_cell_outside_the_grid_is_located(tmp_path: Path) -> None:
    game = game_with(
        tmp_path,
        """layouts:
  card:
    front:
      - kind: repeat
        each: spots
        grid: {columns: 2, rows: 3, column: "{item.column}", row: "{item.row}"}
        element: {kind: rect, fill: "#ff0000"}
""",
    )
    with pytest.raises(ContentError) as caught:
        drawn(game)
    problem = caught.value.problems[0]
    assert problem.path == "layouts.card.front[0].grid" and problem.line == 6
    assert "column '3': expected a whole number 1..2" in problem.message
    assert problem.message.startswith("card 'lighthouse-1' (suits, front; en)")


@pytest.mark.parametrize("bleed", [0.0, 2.0, 3.175])
def test_to_bleed_moves_the_edges_on_the_trim_out_to_the_bleed(tmp_path: Path, bleed) -> None:
    game = game_with(
        tmp_path / str(bleed),
        """layouts:
  card:
    front:
      - {kind: rect, top: 0, height: 15, fill: "#7a1f24", to_bleed: true}
      - {kind: rect, right: 0, width: 1.6, top: 20.7, height: 0.6, fill: "#000000",
         to_bleed: true}
      - {kind: rect, left: 5, top: 30, width: 10, height: 5, fill: "#00ff00", to_bleed: true}
""",
    )
    band, notch, inside = (b[:4] for b in rects(drawn(game, bleed=bleed)))
    assert band == pytest.approx((-bleed, -bleed, 63.5 + 2 * bleed, 15 + bleed))
    assert notch == pytest.approx((61.9, 20.7, 1.6 + bleed, 0.6))
    assert inside == (5, 30, 10, 5)  # no edge on the trim: unchanged


def test_a_pattern_named_by_the_catalog_is_drawn(tmp_path: Path) -> None:
    content = minimal_layout_game(
        tmp_path,
        """layouts:
  card:
    front:
      - {kind: rect, in: bleed, fill: "{suit.colour | mix #ffffff 85%}",
         pattern: "{suit.pattern}", pattern_color: "{suit.colour}", pattern_width: 0.45,
         pattern_spacing: 2.6}
""",
    )
    game_yaml = content / "harbour" / "game.yaml"
    edit(game_yaml, "suits: {colour: colour,", "suits: {pattern: enum dots waves, colour: colour,")
    for suit, pattern in (("lighthouse", "dots"), ("ship", "waves"), ("storm", "bogus")):
        edit(game_yaml, f"{{id: {suit}, ", f"{{id: {suit}, pattern: {pattern}, ")
    with pytest.raises(ContentError, match="bogus"):  # the enum refuses it at load
        load_game("harbour", [content])
    edit(game_yaml, "pattern: bogus", "pattern: dots")
    game = load_game("harbour", [content])
    canvas = drawn(game)
    ((cmds, evenodd, name, color, spacing, width),) = [
        a for n, a in canvas.ops if n == "_fill_pattern"
    ]
    assert (name, color, spacing, width) == ("dots", "#c0392b", 2.6, 0.45)
    fills = [a[1].fill for n, a in canvas.ops if n == "_draw_path"]
    assert fills[0] == "#f6e1df"  # the catalog's colour, 85 % towards white


def test_a_text_with_each_sets_one_paragraph_per_entry(tmp_path: Path) -> None:
    game = game_with(
        tmp_path,
        """layouts:
  card:
    front:
      - {kind: text, left: 5, top: 5, width: 50, height: 30, each: stops,
         text: "**{item}:** {item.colour}", size: 8}
      - {kind: text, left: 5, top: 40, width: 50, height: 30, text: "{stops | lines}", size: 8}
""",
    )
    found = texts(drawn(game, lang="de"))
    first = [t.strip() for t, _x, y in found if y < 40]
    assert first == ["Sturm:", "#5b4a8a", "Schiff:", "#2c6fbb", "Leuchtturm:", "#c0392b"]
    assert len({y for _t, _x, y in found if y < 40}) == 3  # a paragraph each
    lines = sorted({y for t, _x, y in found if y > 40})
    assert len(lines) == 3  # one entry per line


def test_an_icon_keeps_the_colours_it_lists(tmp_path: Path) -> None:
    content = minimal_layout_game(
        tmp_path,
        """icons:
  window: {svg: icons/window.svg, keep: ["#fff"]}
layouts:
  card:
    front:
      - {kind: icon, width: 20, height: 20, icon: window, color: "#123456"}
""",
    )
    (content / "harbour" / "icons" / "window.svg").write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="10" height="10">'
        '<rect width="10" height="10" fill="#000000"/>'
        '<rect x="3" y="3" width="4" height="4" fill="#ffffff"/></svg>',
        encoding="utf-8",
    )
    game = load_game("harbour", [content])
    fills = [a[1].fill for n, a in drawn(game).ops if n == "_draw_path"]
    assert fills == ["#123456", "#ffffff"]


def test_structural_mistakes_are_located(tmp_path: Path) -> None:
    content = minimal_layout_game(
        tmp_path,
        """layouts:
  card:
    front:
      - {kind: repeat, count: 2, each: value, grid: {columns: 2}, element: {kind: rect}}
      - {kind: repeat, each: value, grid: {columns: 2}, element: {kind: rect}}
      - {kind: repeat, count: 2, grid: {columns: 2, rows: 1, column: "1", row: "1"},
         element: {kind: rect}}
      - {kind: repeat, grid: {columns: 2}, element: {kind: rect}}
      - {kind: rect, pattern: stripes}
      - {kind: group, elements: [{kind: rect, name: a}, {kind: rect, in: a}]}
      - kind: repeat
        count: 1
        grid: {columns: 1}
        element:
          kind: group
          elements:
            - kind: repeat
              count: 1
              grid: {columns: 1}
              element:
                kind: group
                elements:
                  - {kind: repeat, count: 1, grid: {columns: 1}, element: {kind: rect}}
""",
    )
    with pytest.raises(ContentError) as caught:
        load_game("harbour", [content])
    found = [f"{p.line}: {p.message}" for p in caught.value.problems]
    expected = [
        "4: a repeat takes count or each, not both",
        "5: value is an integer 1..12, not a list (each: …)",
        "6: a grid's column and row place the copies of an each",
        "8: a repeat needs count (how many copies) or each",
        "9: expected a pattern: one of hatch",
        "10: unknown box 'a'",
        "23: more than 4 repeats and groups in one another here",
    ]
    assert len(found) == len(expected), found
    in_order = sorted(found, key=lambda f: int(f.split(":")[0]))
    for got, wanted in zip(in_order, expected, strict=True):
        assert got.startswith(wanted), (got, wanted)
