// Circle the Wagons: the painter's model, no DOM (tests/checker/test_ctw_paint.py runs it
// under Node). A town is a grid of squares, each empty or a territory {terrain, icon}; it
// changes by strokes (the squares chosen filled, one card stamped, one resize or insert;
// the grid grows as the town reaches its edge, up to ``MAX_SIDE``), and the
// last strokes can be undone one by one. Which square comes next after a fill, and which
// squares a fast finger passed between two moves, are worked out here too.

/** How many strokes "Undo" can take back. */
export const UNDO_DEPTH = 50;
/** The most columns, and the most rows, the grid grows to. A player's cards laid in one
 *  row make a town two territories high and twice as many long (the 15 cards in play:
 *  30), and a staircase of them is as long one way while it climbs the other; 32 holds
 *  any of these with room to spare. A wider grid scrolls sideways on a phone (./wide.js). */
export const MAX_SIDE = 32;

/** A card's four territories after turning it 180° or not: [dx, dy, territory]. The card
 *  lists them as [top-left, top-right, bottom-left, bottom-right]. */
export function territoriesOf(card, turned) {
  const t = card.front.territories;
  const order = turned ? [t[3], t[2], t[1], t[0]] : t;
  return [
    [0, 0, order[0]],
    [1, 0, order[1]],
    [0, 1, order[2]],
    [1, 1, order[3]],
  ];
}

/** A record's ``grid`` (rows of "terrain:icon" or ".") as a Map "x,y" → {terrain, icon}. */
export function parseGrid(rows) {
  const cells = new Map();
  (Array.isArray(rows) ? rows : []).forEach((row, y) => {
    String(row).split(/\s+/).filter(Boolean).forEach((cell, x) => {
      if (cell === ".") return;
      const [terrain, icon] = cell.split(":");
      cells.set(`${x},${y}`, { terrain, icon });
    });
  });
  return cells;
}

/** The record's ``grid`` of ``cells`` in a ``width`` x ``height`` grid. */
export function gridRows(cells, width, height) {
  const rows = [];
  for (let y = 0; y < height; y++) {
    const row = [];
    for (let x = 0; x < width; x++) {
      const c = cells.get(`${x},${y}`);
      row.push(c ? `${c.terrain}:${c.icon}` : ".");
    }
    rows.push(row.join(" "));
  }
  return rows;
}

/** The smallest box around the keys "x,y" of ``cells`` ({x0, y0, x1, y1}; 0s when empty). */
export function bounds(cells) {
  const xs = [...cells.keys()].map((k) => Number(k.split(",")[0]));
  const ys = [...cells.keys()].map((k) => Number(k.split(",")[1]));
  if (!xs.length) return { x0: 0, y0: 0, x1: 0, y1: 0 };
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

/** The square after ``x``, ``y`` in reading order (the next to the right, then the first
 *  of the next row), or null after the grid's last. */
export function nextSquare(x, y, width, height) {
  if (x + 1 < width) return [x + 1, y];
  if (y + 1 < height) return [0, y + 1];
  return null;
}

/** The last column holding a territory in the rows of ``cells`` other than ``row`` (and the
 *  ``rows`` - 1 below it: the rows a card covers): the town's right edge as the rows entered
 *  before show it (-1 when no other row holds one). */
export function edgeBesides(cells, row, rows = 1) {
  let edge = -1;
  for (const key of cells.keys()) {
    const [x, y] = key.split(",").map(Number);
    if ((y < row || y >= row + rows) && x > edge) edge = x;
  }
  return edge;
}

/** Where entering goes on after square ``x``, ``y`` was filled, or a card (``rows`` 2)
 *  whose top row ends there was laid: the next row's first square (the town's left edge,
 *  ``rows`` below) once ``x`` reaches the town's right edge, else the next square to the
 *  right. The right edge is the one the other rows of ``cells`` show; with none (the first
 *  row), ``rowEnd``: the last column of the grid as it first showed (a first row that
 *  filled it went on to a column the grid had just grown, past the screen's edge, where
 *  every later row went on to the next; a first row the reader takes on past it goes on
 *  to the right, as does a row going past the others: where it ends, no one can tell yet). */
function goOn(x, y, width, height, cells, rowEnd, rows) {
  if (cells) {
    const edge = edgeBesides(cells, y, rows);
    if (x === (edge >= 0 ? edge : rowEnd)) return y + rows < height ? [bounds(cells).x0, y + rows] : null;
  }
  return nextSquare(x, y, width, height);
}

/** The square after all of ``squares`` ([x, y] each) in reading order: where entering goes
 *  on once they are filled (``goOn``: at the town's right edge, the next row's first square,
 *  not a column past the town, which the grid keeps empty for a town that grows; a
 *  reviewer's 16-wide town went on to a 17th column after each row). */
export function nextAfter(squares, width, height, cells = null, rowEnd = null) {
  if (!squares.length) return null;
  const [x, y] = squares.reduce((a, b) => (b[1] > a[1] || (b[1] === a[1] && b[0] > a[0]) ? b : a));
  return goOn(x, y, width, height, cells, rowEnd, 1);
}

/** The square after a card laid with its top-left territory on ``x``, ``y``: right after
 *  its top row, or at the town's right edge the first square of the next row of cards (two
 *  rows down), as ``nextAfter`` goes on after a row of territories. */
export function nextAfterCard(x, y, width, height, cells, rowEnd = null) {
  return goOn(x + 1, y, width, height, cells, rowEnd, 2);
}

/** The squares a finger passed going from square ``a`` to square ``b`` ([x, y] each; ``a``
 *  left out, ``b`` last), one step at a time: a finger moving fast reports squares apart,
 *  along a row, down a column or across rows. */
export function squaresBetween([x0, y0], [x1, y1]) {
  const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0));
  const out = [];
  for (let i = 1; i <= steps; i++) {
    out.push([Math.round(x0 + ((x1 - x0) * i) / steps), Math.round(y0 + ((y1 - y0) * i) / steps)]);
  }
  return out;
}

const same = (a, b) => (a ? `${a.terrain}:${a.icon}` : ".") === (b ? `${b.terrain}:${b.icon}` : ".");

/** A town being painted: ``cells``, its grid's ``width`` and ``height``, and the strokes
 *  that can be undone. A stroke opens with ``begin``, gathers ``paint``/``stamp``/``resize``
 *  and closes with ``end``; one that changed nothing is not kept. */
export class Town {
  constructor(rows, { minWidth = 8, minHeight = 6 } = {}) {
    this.cells = parseGrid(rows);
    const { x1, y1 } = bounds(this.cells);
    const filled = this.cells.size > 0;
    // (a town from a link may be larger than the grid grows to: all of it is shown)
    this.width = Math.max(minWidth, filled ? x1 + 1 : 0);
    /** The grid's last column as it first showed: where a first row ends (``nextAfter``). */
    this.rowEnd = minWidth - 1;
    this.height = Math.max(minHeight, filled ? y1 + 1 : 0);
    /** The most columns the screen shows whole (``wide.js`` ``fits``; none known: no
     *  limit): a town that fits them gets no empty column past them (``keepMargin``). */
    this.screenColumns = Infinity;
    this.strokes = [];
    this.open = null;
  }

  begin() {
    this.open ??= { before: new Map(), width: this.width, height: this.height };
  }

  /** Close the open stroke; whether it changed the town. */
  end() {
    const stroke = this.open;
    this.open = null;
    if (!stroke) return false;
    const changed = stroke.width !== this.width || stroke.height !== this.height
      || [...stroke.before].some(([key, was]) => !same(was, this.cells.get(key)));
    if (changed) {
      this.strokes.push(stroke);
      if (this.strokes.length > UNDO_DEPTH) this.strokes.shift();
    }
    return changed;
  }

  /** The grid at least ``width`` x ``height`` (never past ``MAX_SIDE``; it never
   *  shrinks here), in the open stroke. */
  growTo(width, height) {
    const w = Math.max(this.width, Math.min(MAX_SIDE, width));
    const h = Math.max(this.height, Math.min(MAX_SIDE, height));
    if (w === this.width && h === this.height) return;
    this.begin();
    this.width = w;
    this.height = h;
  }

  /** An empty column to the right of the town and an empty row below it, where the grid
   *  can still grow: the grid grows as the town does, and the next territory has room.
   *  No column, though, past the ``screenColumns`` a town as wide as them fills: an
   *  8-column town on a phone grew a 9th, empty, out of sight ("Columns 1–8 of 9", a
   *  reviewer saw a column cut off); the player adds one with a tap ("+ column", which
   *  chooses its square) when the town goes on. A town already wider than the screen
   *  keeps its column to grow into: its grid scrolls sideways anyway. */
  keepMargin() {
    const { x1, y1 } = bounds(this.cells);
    if (!this.cells.size) return;
    const fills = x1 + 1 <= this.screenColumns && x1 + 2 > this.screenColumns;
    this.growTo(fills ? this.width : x1 + 2, y1 + 2);
  }

  /** Whether the town reaches the grid's last column, with no column past it (one
   *  ``keepMargin`` left out, or the player's own): where "+ column" is offered. */
  get atRightEdge() {
    return this.cells.size > 0 && bounds(this.cells).x1 === this.width - 1 && this.width < MAX_SIDE;
  }

  /** Square ``x``, ``y`` becomes ``territory`` (null: empty); whether it changed. Outside
   *  the grid nothing happens. */
  paint(x, y, territory) {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return false;
    const key = `${x},${y}`;
    const was = this.cells.get(key) || null;
    if (same(was, territory)) return false;
    this.begin();
    if (!this.open.before.has(key)) this.open.before.set(key, was);
    if (territory) this.cells.set(key, { terrain: territory.terrain, icon: territory.icon });
    else this.cells.delete(key);
    return true;
  }

  /** ``card`` laid with its top-left territory on ``x``, ``y`` (turned 180° or not): its
   *  four territories cover what was there, as a card laid later does; the grid grows to
   *  hold all four. The squares changed, or null when the card would reach past
   *  ``MAX_SIDE`` (then nothing changes: no territory of a card is dropped). */
  stamp(card, x, y, turned = false) {
    if (x < 0 || y < 0 || x + 2 > MAX_SIDE || y + 2 > MAX_SIDE) return null;
    this.growTo(x + 2, y + 2);
    const changed = [];
    for (const [dx, dy, territory] of territoriesOf(card, turned)) {
      if (this.paint(x + dx, y + dy, territory)) changed.push([x + dx, y + dy]);
    }
    this.keepMargin();
    return changed;
  }

  /** Whether the grid can grow ``dw`` columns and ``dh`` rows more. */
  canGrow(dw, dh) {
    return this.width + dw <= MAX_SIDE && this.height + dh <= MAX_SIDE;
  }

  /** An empty column at the left (``dx`` 1) or an empty row at the top (``dy`` 1): the
   *  town moves right or down by one, in one stroke; whether it could (not past
   *  ``MAX_SIDE``). */
  insert(dx, dy) {
    if (!this.canGrow(dx, dy)) return false;
    const moved = new Map();
    for (const [key, cell] of this.cells) {
      const [x, y] = key.split(",").map(Number);
      moved.set(`${x + dx},${y + dy}`, cell);
    }
    this.begin();
    this.width += dx;
    this.height += dy;
    for (const key of new Set([...this.cells.keys(), ...moved.keys()])) {
      const [x, y] = key.split(",").map(Number);
      this.paint(x, y, moved.get(key) || null);
    }
    return true;
  }

  /** The grid one column or row wider or narrower (``dw``, ``dh``); squares left outside
   *  are cleared (an undo brings them back). */
  resize(dw, dh) {
    // (a town from a link larger than MAX_SIDE keeps its size, and may shrink)
    const width = Math.max(1, Math.min(Math.max(MAX_SIDE, this.width), this.width + dw));
    const height = Math.max(1, Math.min(Math.max(MAX_SIDE, this.height), this.height + dh));
    if (width === this.width && height === this.height) return false;
    this.begin();
    for (const key of [...this.cells.keys()]) {
      const [x, y] = key.split(",").map(Number);
      if (x >= width || y >= height) this.paint(x, y, null);
    }
    this.width = width;
    this.height = height;
    return true;
  }

  /** Every square of ``squares`` ([x, y] each) becomes ``territory`` (null: empty), in one
   *  stroke (with the column or row the grid grows by, ``keepMargin``); whether the town
   *  changed. */
  fill(squares, territory) {
    this.begin();
    for (const [x, y] of squares) this.paint(x, y, territory);
    if (territory) this.keepMargin();
    return this.end();
  }

  /** Take the last stroke back: the squares it gave back ([x, y] each, in reading order),
   *  or null when there was none. */
  undo() {
    this.end();
    const stroke = this.strokes.pop();
    if (!stroke) return null;
    this.width = stroke.width;
    this.height = stroke.height;
    for (const [key, was] of stroke.before) {
      if (was) this.cells.set(key, was);
      else this.cells.delete(key);
    }
    return [...stroke.before.keys()].map((key) => key.split(",").map(Number))
      .filter(([x, y]) => x < this.width && y < this.height)
      .sort((a, b) => a[1] - b[1] || a[0] - b[0]);
  }

  get canUndo() {
    return this.strokes.length > 0;
  }

  rows() {
    return gridRows(this.cells, this.width, this.height);
  }
}
