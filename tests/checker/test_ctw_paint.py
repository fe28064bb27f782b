"""Circle the Wagons' painter model (``widgets/ctw/paint.js``) under Node: strokes paint
and clear territories, a card laid whole covers what lies beneath (turned 180° too), the
grid grows and shrinks, and grows by itself as the town reaches its edge, to any town the
game allows and never dropping a territory; Undo takes the strokes back one by one
(resizes included) and gives back the territories it restored; entering goes on in
reading order, and a fast finger's drag chooses every square between two of its moves.
The wide grid's line of the columns in view (``widgets/ctw/wide.js``) is worked out here
too."""

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
        for (let i = 0; i < 40; i++) { town.resize(1, 1); town.end(); }
        const most = [town.width, town.height, paint.MAX_SIDE, town.canGrow(1, 0)];
        console.log(JSON.stringify({narrow, back, most,
          big: new paint.Town(['. '.repeat(39) + 'snow:gun']).width}));"""
    )
    assert out["narrow"] == [7, ". . . . . . ."]
    assert out["back"] == [8, ". . . . . . . water:fort"]
    # as far as any town needs (15 cards in a row: 30 territories), no further
    assert out["most"] == [32, 32, 32, False]
    assert out["big"] == 40  # a town from a link is shown whole


def test_the_grid_grows_as_the_town_reaches_its_edge_and_undo_shrinks_it_back():
    """A territory filled in the last column or row gives the grid one more (the next
    territory has room), in the same stroke: Undo takes both back. A town 16 wide and 2
    high, and one of a row of 16 cards (32 wide), are entered whole."""
    out = run(
        """const kind = {terrain: 'desert', icon: 'gun'};
        const town = new paint.Town([]);
        town.fill([[7, 0]], kind);
        const grown = [town.width, town.height];
        town.fill([[3, 5]], kind);
        const taller = [town.width, town.height];
        town.undo();
        const undone = [town.width, town.height];
        const wide = new paint.Town([]);
        for (let x = 0; x < 16; x++) wide.fill([[x, 0], [x, 1]], kind);
        const row = new paint.Town([]);
        for (let x = 0; x < 32; x++) row.fill([[x, 0], [x, 1]], kind);
        const filled = (r) => r.split(' ').filter(c => c !== '.').length;
        console.log(JSON.stringify({grown, taller, undone,
          wide: [wide.width, wide.rows().slice(0, 2).map(filled)],
          row: [row.width, filled(row.rows()[1])]}));"""
    )
    assert out["grown"] == [9, 6]
    assert out["taller"] == [9, 7]
    assert out["undone"] == [9, 6]
    assert out["wide"] == [17, [16, 16]]
    # a row of 32 fills the largest grid: no column more, none dropped
    assert out["row"] == [32, 32]


def test_a_town_as_wide_as_the_screen_grows_no_empty_column_out_of_sight():
    """On a phone 8 columns show whole: a row of 8 territories leaves the grid 8 wide (it
    grew a 9th, empty and out of sight, "Columns 1-8 of 9"), and "+ column" is offered
    at its edge; a narrower town still gets its column to grow into, and a town the
    player took past the screen (one column added) keeps one, as its grid scrolls anyway.
    A card reaching the screen's last column grows none either. With no screen known
    (the grid drawn at build time) the grid grows as before."""
    out = run(
        """const kind = {terrain: 'desert', icon: 'gun'};
        const size = (t) => [t.width, t.height, t.atRightEdge];
        const phone = new paint.Town([]);
        phone.screenColumns = 8;
        for (let x = 0; x < 6; x++) phone.fill([[x, 0]], kind);
        const six = size(phone);
        phone.fill([[6, 0]], kind);
        const seven = size(phone);
        phone.fill([[7, 0]], kind);
        const eight = size(phone);
        phone.resize(1, 0);
        phone.end();
        phone.fill([[8, 0]], kind);
        const nine = size(phone);
        const card = {front: {territories: [kind, kind, kind, kind]}};
        const laid = new paint.Town([]);
        laid.screenColumns = 8;
        laid.stamp(card, 6, 0);
        laid.end();
        const unknown = new paint.Town([]);
        unknown.fill([[7, 0]], kind);
        console.log(JSON.stringify({six, seven, eight, nine, laid: size(laid),
          unknown: size(unknown), empty: new paint.Town([]).atRightEdge}));"""
    )
    assert out["six"] == [8, 6, False]
    assert out["seven"] == [8, 6, False]  # (the 8th column was there from the start)
    assert out["eight"] == [8, 6, True]
    assert out["nine"] == [10, 6, False]
    assert out["laid"] == [8, 6, True]
    assert out["unknown"] == [9, 6, False]
    assert out["empty"] is False


def test_the_columns_that_fit_a_box_whole():
    out = run_modules(
        """console.log(JSON.stringify([wide.columnsThatFit(334, 40), wide.columnsThatFit(333, 40),
          wide.columnsThatFit(351, 40), wide.columnsThatFit(20, 40),
          wide.columnsThatFit(0, 40) === Infinity]));""",
        wide="widgets/ctw/wide.js",
    )
    # 8 squares of 40 px and 7 gaps of 2 take 334 px
    assert out == [8, 7, 8, 1, True]


def test_a_card_laid_past_the_edge_grows_the_grid_and_past_the_largest_is_refused_whole():
    out = run(
        f"""const card = {CARD};
        const town = new paint.Town([]);
        town.begin(); const edge = town.stamp(card, 7, 5); town.end();
        const size = [town.width, town.height];
        const rows = town.rows();
        const at = (x, y) => rows[y].split(' ')[x];
        const laid = [at(7, 5), at(8, 5), at(7, 6), at(8, 6)];
        const full = new paint.Town([]);
        for (let i = 0; i < 30; i++) {{ full.resize(1, 0); full.end(); }}
        const strokes = full.strokes.length;
        full.begin(); const refused = full.stamp(card, 31, 0); full.end();
        const untouched = [full.rows()[0].split(' ')[31], full.strokes.length - strokes];
        full.begin(); const last = full.stamp(card, 30, 0); full.end();
        console.log(JSON.stringify({{edge: edge.length, size, laid, refused, untouched,
          last: last.length, width: full.width}}));"""
    )
    assert out["edge"] == 4
    # the grid holds the card whole, and one column and row more
    assert out["size"] == [10, 8]
    assert out["laid"] == ["forest:cattle", "plains:bottle", "desert:bottle", "forest:pickaxe"]
    # no card laid half: nothing changed, no stroke kept
    assert out["refused"] is None and out["untouched"] == [".", 0]
    assert out["last"] == 4 and out["width"] == 32


def test_a_column_at_the_left_or_a_row_at_the_top_moves_the_town_in_one_stroke():
    out = run(
        """const town = new paint.Town(['snow:gun water:fort', '. desert:cattle']);
        town.insert(1, 0); town.end();
        const left = [town.width, town.rows().slice(0, 2)];
        town.insert(0, 1); town.end();
        const top = [town.height, town.rows().slice(0, 3)];
        town.undo();
        const back = town.rows().slice(0, 2);
        const full = new paint.Town(['. '.repeat(31) + 'snow:gun']);
        console.log(JSON.stringify({left, top, back, strokes: town.strokes.length,
          refused: full.insert(1, 0), kept: full.rows()[0].split(' ')[31]}));"""
    )
    assert out["left"] == [
        9,
        [". snow:gun water:fort . . . . . .", ". . desert:cattle . . . . . ."],
    ]
    assert out["top"] == [
        7,
        [". . . . . . . . .", ". snow:gun water:fort . . . . . .", ". . desert:cattle . . . . . ."],
    ]
    assert out["back"] == out["left"][1] and out["strokes"] == 1
    assert out["refused"] is False and out["kept"] == "snow:gun"


def test_the_line_over_a_wide_grid_names_the_columns_in_view():
    out = run_modules(
        """console.log(JSON.stringify([
          wide.columnsInView(32, 0, 340, 30),
          wide.columnsInView(32, 320, 340, 30),
          wide.columnsInView(32, 1024 - 340, 340, 30),
          wide.columnsInView(8, 0, 340, 40)]));""",
        wide="widgets/ctw/wide.js",
    )
    # 30 px squares 2 px apart: 10 whole and a half one in 340 px
    assert out == [[1, 11], [11, 21], [22, 32], [1, 8]]


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


def test_after_a_rows_last_territory_entering_goes_on_to_the_next_rows_first():
    """Within the town's width: a reviewer's town 16 territories wide went on to a 17th
    column (the grid's empty margin) after each row, where the next row's first was meant."""
    out = run(
        """const kind = {terrain: 'desert', icon: 'gun'};
        const wide = new paint.Town([]);
        const row = (y, from, to) => Array.from({length: to - from + 1}, (_, i) => [from + i, y]);
        // (one at a time, as a person enters them: the grid grows a column as each is filled)
        const fill = (town, squares) => squares.forEach((square) => town.fill([square], kind));
        const steps = {};
        // the first row: no other row says where the town ends, so on to the right
        fill(wide, row(0, 0, 15));
        steps.first = paint.nextAfter([[15, 0]], wide.width, wide.height, wide.cells);
        // the second row at the first's edge: the third row's first, not column 17
        fill(wide, row(1, 0, 14));
        steps.inside = paint.nextAfter([[14, 1]], wide.width, wide.height, wide.cells);
        wide.fill([[15, 1]], kind);
        steps.edge = paint.nextAfter([[15, 1]], wide.width, wide.height, wide.cells);
        steps.width = wide.width;
        // a row going past the others goes on to the right
        wide.fill([[16, 1]], kind);
        steps.past = paint.nextAfter([[16, 1]], wide.width, wide.height, wide.cells);
        // a town that starts further right: the next row starts at its left edge
        const shifted = new paint.Town(['. . . snow:gun snow:gun snow:gun']);
        fill(shifted, row(1, 3, 5));
        steps.shifted = paint.nextAfter(row(1, 3, 5), shifted.width, shifted.height, shifted.cells);
        steps.edgeOf = [paint.edgeBesides(shifted.cells, 1), paint.edgeBesides(new Map(), 0)];
        console.log(JSON.stringify(steps));"""
    )
    assert out["first"] == [16, 0]
    assert out["inside"] == [15, 1]
    assert out["width"] == 17 and out["edge"] == [0, 2]
    assert out["past"] == [17, 1]
    assert out["shifted"] == [3, 2]
    assert out["edgeOf"] == [5, -1]


def test_the_first_row_ends_where_the_grid_first_ended_and_a_card_goes_on_after_itself():
    """Entering one square after another, the first row went on past the grid's last column
    (the grid grows a column as the town reaches its edge, so no first row ever ended)
    where every later row went on to the next row's first square. After a card laid whole,
    entering goes on right after the card, and after the last card of a row of cards to the
    first square of the next row of cards (two rows down)."""
    out = run(
        f"""const kind = {{terrain: 'desert', icon: 'gun'}};
        const card = {CARD};
        const town = new paint.Town([]);
        const next = (squares) =>
          paint.nextAfter(squares, town.width, town.height, town.cells, town.rowEnd);
        const steps = {{rowEnd: town.rowEnd, width: town.width}};
        for (let x = 0; x < 8; x++) town.fill([[x, 0]], kind);
        steps.grown = town.width;
        steps.wrap = next([[7, 0]]);
        // the reader takes the first row on past the grid's first edge: it goes on
        town.fill([[8, 0]], kind);
        steps.past = next([[8, 0]]);
        // cards laid in reading order: two rows of cards, the first row three cards wide
        const cards = new paint.Town([]);
        const after = (x, y) => {{
          cards.begin(); cards.stamp(card, x, y); cards.end();
          return paint.nextAfterCard(x, y, cards.width, cards.height, cards.cells, cards.rowEnd);
        }};
        steps.cards = [after(0, 0), after(2, 0), after(4, 0), after(6, 0)];
        steps.second = [after(0, 2), after(2, 2), after(4, 2), after(6, 2)];
        // a card laid past the town's right edge goes on to the right
        steps.beyond = after(8, 2);
        console.log(JSON.stringify(steps));"""
    )
    assert out["rowEnd"] == 7 and out["width"] == 8 and out["grown"] == 9
    assert out["wrap"] == [0, 1]
    assert out["past"] == [9, 0]
    assert out["cards"] == [[2, 0], [4, 0], [6, 0], [0, 2]]
    assert out["second"] == [[2, 2], [4, 2], [6, 2], [0, 4]]
    assert out["beyond"] == [10, 2]
