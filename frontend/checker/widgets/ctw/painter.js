// Circle the Wagons: the painter of the visible town (player.grid). Choose, then fill: a
// tap chooses a square (a drag chooses every square it passes; ./gestures.js says which
// gestures choose and which scroll the page); a key of the pad (terrain and icon in one)
// fills the squares chosen, and the square after them is chosen next, so a town is
// entered about a tap a square, in reading order. A long press clears a square; Undo
// takes the last change back and chooses its squares again. One of our cards can be laid
// whole on the square chosen. The grid grows as the town reaches its edge (up to
// ``MAX_SIDE``, and says so there), fits the screen's width while its squares stay large
// enough for a finger (a town as wide as the screen grows no empty column out of sight:
// "+ column" under the grid's edge adds one), and beyond that scrolls sideways in its own
// box (./wide.js); the pad, below it, stays at the bottom of the screen (above the totals
// bar, where a thumb is) while a grid taller than the screen scrolls, and the square
// chosen is scrolled clear of it (``reveal``), again when the pad or the bar grows; the
// pad is kept there only while the reader paints and the grid's first row is above it
// (./keep.js). A fault of the town is said at
// the top of the pad, in sight while the reader paints (./sight.js).
// Once scored, a line right under the grid says what the starred and the faded squares
// mean. With a keyboard: the grid is one Tab stop (the arrow keys choose, Enter fills with
// the kind last used, Delete clears), the pad another. The model (strokes, undo, the next
// square) is ./paint.js, the pad ./pad.js.

import { cellView, highlighter } from "./cells.js";
import { fingerOn } from "./gestures.js";
import { keepPadAndBar, placePad, reveal } from "./keep.js";
import { renderPad, whenPressed } from "./pad.js";
import { MAX_SIDE, nextAfter, nextAfterCard, squaresBetween, Town } from "./paint.js";
import { freeCards, placedCards } from "./placing.js";
import { keepFaultInSight } from "./sight.js";
import { renderStamp } from "./stamp.js";
import { wideGrid } from "./wide.js";
import { pointerWords } from "./words.js";

const MOVES = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

export function renderPainter({ field, ctx, holder, path, box, cards, cardText }) {
  const el = ctx.el;
  const terrains = ctx.data.catalogs.terrains || [];
  const icons = ctx.data.catalogs.icons || [];
  const name = (id) => ctx.checker.entryName(id);
  const town = new Town(holder()[field.key]);
  let chosen = [[0, 0]]; // the squares the next key fills
  let lastFilled = null; // the last square a key filled (or a card's top-right): "+ column" goes on its row
  let brush = null; // the kind last pressed: Enter on a square fills it with this
  const grid = el("div", { class: "cg-ctw-grid cg-ctw-paint", role: "group", "aria-label": ctx.t("ctw_grid") });
  const readout = el("p", { class: "cg-hint cg-ctw-here", "aria-hidden": "true" });
  // what a key just did, said to a screen reader (the readout follows the focus)
  const said = el("p", { class: "cg-sr", "aria-live": "polite" });
  const nodeAt = (x, y) => grid.querySelector(`[data-x="${x}"][data-y="${y}"]`);
  const wide = wideGrid(ctx, grid);
  // what the grid says of itself: a card that does not fit, a grid at its largest
  const note = el("p", { class: "cg-hint cg-ctw-note", role: "status" });
  const tell = (text) => {
    note.textContent = text;
  };
  const hl = highlighter(ctx, path, () => hl.apply(town.cells, (x, y) => nodeAt(x, y)?.querySelector(".cg-ctw-cell")));
  let focusAt = { x: 0, y: 0 };

  const labelOf = (x, y) => {
    const cell = town.cells.get(`${x},${y}`);
    return `${ctx.t("ctw_cell", { x: x + 1, y: y + 1 })}${ctx.t("colon")}${cell ? `${name(cell.terrain)}, ${name(cell.icon)}` : ctx.t("ctw_empty")}`;
  };
  const describe = (squares) => (squares.length === 1 ? labelOf(...squares[0]) : ctx.t("ctw_squares", { n: squares.length }));
  /** The squares chosen marked, and the line under the grid saying which. */
  const mark = () => {
    for (const node of grid.querySelectorAll(".cg-chosen")) node.classList.remove("cg-chosen");
    for (const [x, y] of chosen) nodeAt(x, y)?.classList.add("cg-chosen");
    readout.textContent = chosen.length ? ctx.t("ctw_chosen", { where: describe(chosen) }) : "";
  };
  /** ``squares`` chosen; ``show``: scrolled into sight, clear of the pad and the header
   *  (not while a finger is on the grid: the page would move under it). */
  const choose = (squares, show = false) => {
    chosen = squares.filter(([x, y]) => x < town.width && y < town.height);
    if (chosen.length) {
      focusAt = { x: chosen[0][0], y: chosen[0][1] };
      roving();
    }
    mark();
    if (show) revealChosen();
  };
  /** The squares chosen scrolled into sight: sideways in the grid's box, and the page up
   *  or down clear of the pad and the header. Where the page then is is kept: a pad or a
   *  bar that grows a line later (a fault said, a score's words) brings them back into
   *  sight, unless the reader has scrolled since. */
  let revealedAt = null;
  const revealChosen = () => {
    const nodes = chosen.map(([x, y]) => nodeAt(x, y));
    wide.show(nodes);
    reveal(nodes, pad, [wide.box, readout, hl.legend]);
    placePad(pad, grid.firstElementChild);
    revealedAt = window.scrollY;
  };
  /** The territory's button drawn anew (its picture and its name). */
  const redraw = (x, y) => {
    const button = nodeAt(x, y);
    if (!button) return;
    button.setAttribute("aria-label", labelOf(x, y));
    button.replaceChildren(cellView(ctx, town.cells.get(`${x},${y}`) || null));
  };
  /** After a change: the record, the result, Undo, "+ column"; the whole grid drawn when
   *  it changed size. */
  const changed = (whole) => {
    holder()[field.key] = town.rows();
    undo.disabled = !town.canUndo;
    offerColumn();
    if (whole) draw();
    else hl.apply(town.cells, (x, y) => nodeAt(x, y)?.querySelector(".cg-ctw-cell"));
    ctx.changed(false);
  };
  /** The squares ``squares`` become ``kind`` (null: empty); the square after them is chosen. */
  const fill = (squares, kind) => {
    if (!squares.length) return;
    const size = [town.width, town.height];
    town.screenColumns = wide.fits();
    if (kind) lastFilled = squares.reduce((a, b) => (b[1] > a[1] || (b[1] === a[1] && b[0] > a[0]) ? b : a));
    if (town.fill(squares, kind)) {
      // (a territory on the grid's edge: the grid grew a column or a row, drawn whole)
      const grown = town.width !== size[0] || town.height !== size[1];
      if (!grown) for (const [x, y] of squares) redraw(x, y);
      changed(grown);
    }
    said.textContent = describe(squares);
    goTo(nextAfter(squares, town.width, town.height, town.cells, town.rowEnd));
  };
  /** The square where entering goes on chosen (none past the grid's last) and scrolled
   *  into sight; the focus, where it is on the grid, goes with it: left on the square just
   *  filled (or a card's first), its ring read as a second square chosen. */
  const goTo = (next) => {
    choose(next ? [next] : [], true);
    if (chosen.length && grid.contains(document.activeElement)) nodeAt(...chosen[0])?.focus({ preventScroll: true });
  };
  const undo = el("button", { type: "button", class: "cg-ctw-undo", text: ctx.t("ctw_undo"), disabled: true });
  whenPressed(undo, () => {
    const back = town.undo();
    if (!back) return;
    changed(true);
    if (back.length) choose(back, true);
    said.textContent = chosen.length ? describe(chosen) : "";
  });

  // ---- a finger or a mouse (./gestures.js): a press chooses a square, a drag every
  // square it passes; a swipe up or down scrolls the page and leaves the choice as it was
  let before = chosen; // the choice a press replaced, back when the press was a swipe
  const clearSquare = (at) => {
    if (!town.fill([at], null)) return;
    redraw(...at);
    changed(false);
    mark();
  };
  fingerOn(grid, {
    squareAt: (event) => {
      const hit = document.elementFromPoint(event.clientX, event.clientY)?.closest?.(".cg-ctw-btn");
      return hit && grid.contains(hit) ? [Number(hit.dataset.x), Number(hit.dataset.y)] : null;
    },
    press: (at) => {
      before = chosen;
      choose([at]);
    },
    pass: (from, to) => {
      const known = new Set(chosen.map(String));
      chosen = [...chosen, ...squaresBetween(from, to).filter((square) => !known.has(String(square)))];
      mark();
    },
    held: (at, on) => nodeAt(...at)?.classList.toggle("cg-held", on),
    armed: (at, on) => nodeAt(...at)?.classList.toggle("cg-clearing", on),
    clear: clearSquare,
    release: (at) => {
      nodeAt(...at)?.focus({ preventScroll: true });
      revealChosen();
    },
    scroll: () => choose(before),
  });

  // ---- the keyboard: one Tab stop (roving tabindex); the arrows choose, Enter fills, Delete clears
  const roving = () => {
    for (const button of grid.querySelectorAll(".cg-ctw-btn")) {
      button.tabIndex = Number(button.dataset.x) === focusAt.x && Number(button.dataset.y) === focusAt.y ? 0 : -1;
      // where "Go there" of a fault of the town takes the reader (results.js markField)
      button.toggleAttribute("data-fault-control", button.tabIndex === 0);
    }
  };
  const keydown = (event, x, y) => {
    const move = MOVES[event.key];
    if (move) {
      event.preventDefault();
      const next = nodeAt(x + move[0], y + move[1]);
      if (!next) return;
      choose([[x + move[0], y + move[1]]]);
      next.focus({ preventScroll: true });
      revealChosen();
    } else if (event.key === "Delete" || event.key === "Backspace") {
      event.preventDefault();
      clearSquare([x, y]);
    }
  };
  /** Enter or Space on a square (a click of no pointer: ``detail`` 0): the kind last used. */
  const enter = (x, y) => {
    if (!brush) {
      choose([[x, y]]);
      return;
    }
    fill([[x, y]], brush);
  };

  const draw = () => {
    // a square in focus keeps it when the grid is drawn anew (it grew a row or a column
    // under the reader's finger): the focus says the reader is painting
    const focused = grid.contains(document.activeElement) ? document.activeElement.dataset : null;
    focusAt = { x: Math.min(focusAt.x, town.width - 1), y: Math.min(focusAt.y, town.height - 1) };
    grid.replaceChildren();
    for (let y = 0; y < town.height; y++) {
      for (let x = 0; x < town.width; x++) {
        grid.append(el("button", { type: "button", class: "cg-ctw-btn", "aria-label": labelOf(x, y), "data-x": x, "data-y": y,
          tabindex: focusAt.x === x && focusAt.y === y ? 0 : -1, "data-fault-control": focusAt.x === x && focusAt.y === y,
          onclick: (event) => {
            if (event.detail === 0) enter(x, y);
          },
          onkeydown: (event) => keydown(event, x, y) }, cellView(ctx, town.cells.get(`${x},${y}`) || null)));
      }
    }
    wide.layout(town.width); // (its rows counted from the squares drawn)
    if (focused) nodeAt(Number(focused.x), Number(focused.y))?.focus({ preventScroll: true });
    choose(chosen);
    hl.apply(town.cells, (x, y) => nodeAt(x, y)?.querySelector(".cg-ctw-cell"));
  };

  // ---- the pad: terrain and icon in one key; Clear and Undo beside it
  const clear = el("button", { type: "button", class: "cg-ctw-clear", text: ctx.t("ctw_clear") });
  whenPressed(clear, () => fill(chosen, null));
  // a fault of the town, said at the top of the pad: in sight while the reader paints
  // (at the end of the form, it sat under the pad and the totals bar); results.js puts
  // it here, and takes it away once the town is mended
  const fault = el("p", { class: "cg-error", id: ctx.uid(), hidden: true, "data-fault-slot": "" });
  grid.setAttribute("aria-describedby", fault.id);
  const keys = renderPad(ctx, terrains, icons, (kind) => {
    brush = kind;
    fill(chosen, kind);
  });

  // ---- one of our cards laid whole, its top-left territory on the square chosen: the
  // cards in the pad in place of the keys (./stamp.js)
  const lay = (card, turned) => {
    if (!chosen.length) return;
    const [x, y] = chosen.reduce((a, b) => (b[1] < a[1] || (b[1] === a[1] && b[0] < a[0]) ? b : a));
    const shown = ctx.t("ctw_card_no", { n: card.id.replace("card-", "") });
    const size = [town.width, town.height];
    town.screenColumns = wide.fits();
    town.begin();
    const covered = town.stamp(card, x, y, turned);
    if (!covered) {
      // past the largest grid: nothing laid, and said (no territory dropped unseen)
      town.end();
      tell(ctx.t("ctw_no_room_card", { card: shown, most: MAX_SIDE }));
      return;
    }
    tell("");
    lastFilled = [x + 1, y];
    const grown = town.width !== size[0] || town.height !== size[1];
    if (!grown) for (const [cx, cy] of covered) redraw(cx, cy);
    if (town.end()) changed(grown);
    said.textContent = `${shown}${ctx.t("colon")}${describe([[x, y]])}`;
    goTo(nextAfterCard(x, y, town.width, town.height, town.cells, town.rowEnd));
  };
  const stamp = renderStamp(ctx, { cards, cardText, keys, lay });
  // the cards a player may lay: none of the game's bonus goals, none another player laid
  const offerCards = () => {
    const others = ctx.checker.allPlayers().filter((player) => player !== holder());
    stamp.offer(freeCards(cards, placedCards(others), ctx.checker.state.record.bonus));
  };
  offerCards();
  ctx.onResult(offerCards); // (the goals chosen, or another player's cards, since)
  const pad = el("div", { class: "cg-ctw-pad cg-ctw-below" }, fault, keys, stamp.panel,
    el("div", { class: "cg-ctw-padrow" }, clear, undo, stamp.toggle));
  const resize = (dw, dh) => {
    if (dw + dh > 0 && !town.canGrow(dw, dh)) {
      tell(ctx.t("ctw_no_room", { most: MAX_SIDE }));
      return;
    }
    tell("");
    if (town.resize(dw, dh) && town.end()) changed(true);
  };
  /** An empty column at the left or row at the top: the town moves over by one. */
  const insert = (dx, dy) => {
    if (!town.insert(dx, dy)) {
      tell(ctx.t("ctw_no_room", { most: MAX_SIDE }));
      return;
    }
    tell("");
    chosen = chosen.map(([x, y]) => [x + dx, y + dy]);
    focusAt = { x: focusAt.x + dx, y: focusAt.y + dy };
    if (town.end()) changed(true);
  };
  // "+ column", under the grid's right edge, where a town that fills the screen's width
  // ends (its grid grows no empty column out of sight: paint.js keepMargin): a tap adds
  // the column and chooses its square on the row last filled, so that a wider town goes
  // on with one tap. Its line keeps the same height with it or without (checker.css):
  // nothing under the grid moves as it comes.
  const grow = el("button", { type: "button", class: "cg-ctw-grow", text: ctx.t("ctw_add_col"), hidden: true });
  const offerColumn = () => {
    grow.hidden = !town.atRightEdge;
  };
  whenPressed(grow, () => {
    if (!town.canGrow(1, 0)) {
      tell(ctx.t("ctw_no_room", { most: MAX_SIDE }));
      return;
    }
    tell("");
    const x = town.width;
    const y = Math.min((lastFilled ?? chosen[0] ?? [0, 0])[1], town.height - 1);
    if (town.resize(1, 0) && town.end()) changed(true);
    choose([[x, y]], true);
    nodeAt(x, y)?.focus({ preventScroll: true });
  });
  // the line saying which columns are in view goes under the grid: it appears when a
  // painted square at the edge grows the town past the screen, and above the grid it
  // pushed every square 30 px down under the finger (a reviewer's row 1, square 8)
  const board = el("div", { class: "cg-ctw-board" }, wide.box, wide.hint,
    el("div", { class: "cg-ctw-under" }, readout, grow), hl.legend, pad);
  const sizeButton = (key, fn) => el("button", { type: "button", text: ctx.t(key), onclick: fn });

  box.append(
    el("p", { class: "cg-hint cg-ctw-help" }, ...pointerWords(ctx, "ctw_paint_help")),
    el("p", { class: "cg-hint cg-ctw-keyhelp", text: ctx.t("ctw_paint_keys") }),
    // the grid, what it shows, and the pad kept under them at the bottom of the screen
    // (sticky inside this block only: past the grid it goes on its way)
    board,
    said,
    el("div", { class: "cg-ctw-size" },
      sizeButton("ctw_add_col_left", () => insert(1, 0)),
      sizeButton("ctw_add_col", () => resize(1, 0)),
      sizeButton("ctw_add_row_top", () => insert(0, 1)),
      sizeButton("ctw_add_row", () => resize(0, 1)),
      sizeButton("ctw_del_col", () => resize(-1, 0)),
      sizeButton("ctw_del_row", () => resize(0, -1))),
    note,
    hl.control,
  );
  draw();
  offerColumn();
  keepFaultInSight(ctx, fault);
  keepPadAndBar(ctx, box, board, pad, () => grid.firstElementChild);
  // the pad or the totals bar grown a line (a fault said, a score's words): the squares
  // chosen are brought back into sight if the page was left where they were revealed
  if (typeof ResizeObserver === "function") {
    let sizes = "";
    const watch = new ResizeObserver(() => {
      if (!box.isConnected) {
        watch.disconnect();
        return;
      }
      const bar = ctx.checker.totalsBar;
      const now = `${pad.offsetHeight},${bar?.offsetHeight ?? 0}`;
      if (now === sizes) return;
      sizes = now;
      if (revealedAt !== null && Math.abs(window.scrollY - revealedAt) < 1 && chosen.length) revealChosen();
    });
    watch.observe(pad);
    if (ctx.checker.totalsBar) watch.observe(ctx.checker.totalsBar);
  }
  return box;
}
