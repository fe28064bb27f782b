"""Circle the Wagons' painter model (``widgets/ctw/paint.js``) under Node: strokes paint
and clear territories, a card laid whole covers what lies beneath (turned 180° too), the
grid grows and shrinks, Undo takes the strokes back one by one (resizes included) and
gives back the territories it restored; entering goes on in reading order, and a fast
finger's drag chooses every square between two of its moves."""

from __future__ import annotations

import shutil

import pytest
from node import run_modules

pytestmark = pytest.mark.skipif(shutil.which("node") is None, reason="Node.js is not installed")

CARD = (
    "{front: {territories: [{terrain: 'forest', icon: 'cattle'},"
    " {terrain: 'plains', icon: 'bottle'}, {terrain: 'desert', icon: 'bottle'},"
    " {terrain: 'forest', icon: 'pickaxe'}]}}"
)


def run(script: str):
    return run_modules(script, paint="widgets/ctw/paint.js")


def test_a_drag_is_one_stroke_and_undo_takes_it_back_whole():
    out = run(
        """const town = new paint.Town([]);
        const sizes = [town.width, town.height];
        town.begin();
        for (const x of [0, 1, 2, 2]) town.paint(x, 0, {terrain: 'water', icon: 'fort'});
        const kept = town.end();
        town.begin(); town.paint(1, 1, {terrain: 'snow', icon: 'gun'}); town.end();
        const two = town.rows().slice(0, 2);
        const back = town.undo();
        const one = town.rows().slice(0, 2);
        const row = town.undo();
        console.log(JSON.stringify({sizes, kept, two, one, back, row, empty: town.rows()[0],
          left: town.canUndo, again: town.undo()}));"""
    )
    assert out["sizes"] == [8, 6]
    assert out["kept"] is True
    assert out["two"] == [
        "water:fort water:fort water:fort . . . . .",
        ". snow:gun . . . . . .",
    ]
    assert out["one"] == ["water:fort water:fort water:fort . . . . .", ". . . . . . . ."]
    # what Undo gives back: the territories it restored, to be chosen again
    assert out["back"] == [[1, 1]]
    assert out["row"] == [[0, 0], [1, 0], [2, 0]]
    assert out["empty"] == ". . . . . . . ." and out["left"] is False and out["again"] is None


def test_a_stroke_that_changes_nothing_is_not_kept():
    out = run(
        """const town = new paint.Town(['desert:gun']);
        town.begin(); town.paint(0, 0, {terrain: 'desert', icon: 'gun'}); const same = town.end();
        // a long press: painted on the press, cleared when held, in one stroke
        town.begin(); town.paint(1, 0, {terrain: 'snow', icon: 'fort'}); town.paint(1, 0, null);
        const pressed = town.end();
        town.begin(); town.paint(0, 0, null); const cleared = town.end();
        console.log(JSON.stringify({same, pressed, cleared, row: town.rows()[0],
          undo: town.strokes.length,
          outside: town.paint(99, 0, {terrain: 'snow', icon: 'fort'})}));"""
    )
    assert out["same"] is False and out["pressed"] is False and out["cleared"] is True
    assert out["row"].startswith(". . ") and out["undo"] == 1 and out["outside"] is False


def test_a_card_laid_whole_covers_what_lies_beneath_turned_or_not():
    out = run(
        f"""const card = {CARD};
        const town = new paint.Town([]);
        town.begin(); const first = town.stamp(card, 0, 0); town.end();
        town.begin(); town.stamp(card, 1, 1, true); town.end();
        console.log(JSON.stringify({{first, rows: town.rows().slice(0, 3)}}));"""
    )
    assert out["first"] == [[0, 0], [1, 0], [0, 1], [1, 1]]
    assert out["rows"] == [
        "forest:cattle plains:bottle . . . . . .",
        "desert:bottle forest:pickaxe desert:bottle . . . . .",
        ". plains:bottle forest:cattle . . . . .",
    ]


def test_the_grid_grows_shrinks_and_undo_brings_back_what_a_shrink_cleared():
    out = run(
        """const town = new paint.Town(['. . . . . . . water:fort']);
        town.resize(-1, 0); town.end();
        const narrow = [town.width, town.rows()[0]];
        town.undo();
        const back = [town.width, town.rows()[0]];
        for (let i = 0; i < 20; i++) { town.resize(1, 1); town.end(); }
        console.log(JSON.stringify({narrow, back, most: [town.width, town.height, paint.MAX_SIDE],
          big: new paint.Town(['. '.repeat(19) + 'snow:gun']).width}));"""
    )
    assert out["narrow"] == [7, ". . . . . . ."]
    assert out["back"] == [8, ". . . . . . . water:fort"]
    assert out["most"] == [15, 15, 15]
    assert out["big"] == 20  # a town from a link is shown whole


def test_filling_goes_on_in_reading_order_and_a_fill_is_one_stroke():
    out = run(
        """const town = new paint.Town([]);
        const kept = town.fill([[0, 0], [1, 0], [1, 1]], {terrain: 'snow', icon: 'gun'});
        const again = town.fill([[0, 0]], {terrain: 'snow', icon: 'gun'});
        const rows = town.rows().slice(0, 2);
        const undone = town.undo();
        console.log(JSON.stringify({kept, again, rows, undone, left: town.rows()[0],
          right: paint.nextSquare(2, 0, 8, 6), wrap: paint.nextSquare(7, 0, 8, 6),
          last: paint.nextSquare(7, 5, 8, 6),
          after: paint.nextAfter([[5, 1], [1, 2], [3, 2], [0, 0]], 8, 6),
          none: paint.nextAfter([], 8, 6)}));"""
    )
    assert out["kept"] is True and out["again"] is False
    assert out["rows"] == ["snow:gun snow:gun . . . . . .", ". snow:gun . . . . . ."]
    assert out["undone"] == [[0, 0], [1, 0], [1, 1]] and out["left"] == ". . . . . . . ."
    # the next to the right, then the next row's first; none after the grid's last
    assert out["right"] == [3, 0] and out["wrap"] == [0, 1] and out["last"] is None
    # after several: after the last of them in reading order
    assert out["after"] == [4, 2] and out["none"] is None


def test_a_fast_drag_chooses_every_square_between_two_moves():
    out = run(
        """console.log(JSON.stringify({
          row: paint.squaresBetween([1, 2], [4, 2]),
          back: paint.squaresBetween([4, 2], [1, 2]),
          column: paint.squaresBetween([3, 0], [3, 3]),
          across: paint.squaresBetween([0, 0], [2, 1]),
          still: paint.squaresBetween([2, 2], [2, 2])}));"""
    )
    assert out["row"] == [[2, 2], [3, 2], [4, 2]]
    assert out["back"] == [[3, 2], [2, 2], [1, 2]]
    assert out["column"] == [[3, 1], [3, 2], [3, 3]]
    assert out["across"] == [[1, 1], [2, 1]]
    assert out["still"] == []
