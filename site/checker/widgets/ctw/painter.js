// Circle the Wagons: the painter of the visible town (player.grid). Choose, then fill: a
// tap chooses a square (a drag chooses every square it passes; ./gestures.js says which
// gestures choose and which scroll the page); a key of the pad (terrain and icon in one)
// fills the squares chosen, and the square after them is chosen next, so a town is
// entered about a tap a square, in reading order. A long press clears a square; Undo
// takes the last change back and chooses its squares again. One of our cards can be laid
// whole on the square chosen. The grid fits the screen's width; the pad, below it, stays
// at the bottom of the screen (above the totals bar, where a thumb is) while a grid taller
// than the screen scrolls, and the square chosen is scrolled clear of it (``reveal``).
// Once scored, a line right under the grid says what the starred and the faded squares
// mean. With a keyboard: the grid is one Tab stop (the arrow keys choose, Enter fills with
// the kind last used, Delete clears), the pad another. The model (strokes, undo, the next
// square) is ./paint.js, the pad ./pad.js.

import { cellView, highlighter } from "./cells.js";
import { fingerOn } from "./gestures.js";
import { renderPad, whenPressed } from "./pad.js";
import { nextAfter, nextSquare, squaresBetween, territoriesOf, Town } from "./paint.js";

/** Room (CSS px) kept between a square brought into view and the pad or the header. */
const CLEARANCE_PX = 6;

/** Scroll the page (at once, no glide: the pad stays put under the thumb) so that
 *  ``whole`` (the grid and the lines under it) lies between the site's header and the pad
 *  kept at the bottom of the screen, or where it does not fit, every one of ``nodes`` (the
 *  squares chosen), or the first of them. */
function reveal(nodes, pad, whole) {
  const header = document.querySelector(".md-header")?.getBoundingClientRect();
  const top = Math.max(0, header && header.height ? header.bottom : 0) + CLEARANCE_PX;
  // where the pad's top is once kept at the bottom (it is, whenever the squares are above
  // the screen's bottom edge and the pad follows them), or the screen's bottom
  const style = getComputedStyle(pad);
  const kept = style.position === "sticky" ? pad.offsetHeight + (Number.parseFloat(style.bottom) || 0) : 0;
  const bottom = window.innerHeight - kept - CLEARANCE_PX;
  const fits = (box) => box.bottom - box.top <= bottom - top;
  const span = (boxes) => ({ top: Math.min(...boxes.map((b) => b.top)), bottom: Math.max(...boxes.map((b) => b.bottom)) });
  const boxes = nodes.filter(Boolean).map((node) => node.getBoundingClientRect());
  if (!boxes.length) return;
  let box = span(whole.map((node) => node.getBoundingClientRect()));
  if (!fits(box)) box = span(boxes);
  if (!fits(box)) box = boxes[0];
  const by = box.top < top ? box.top - top : box.bottom > bottom ? box.bottom - bottom : 0;
  if (by) window.scrollBy({ top: by, behavior: "instant" });
}

const MOVES = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

export function renderPainter({ field, ctx, holder, path, box, cards, cardText }) {
  const el = ctx.el;
  const terrains = ctx.data.catalogs.terrains || [];
  const icons = ctx.data.catalogs.icons || [];
  const name = (id) => ctx.checker.entryName(id);
  const town = new Town(holder()[field.key]);
  let chosen = [[0, 0]]; // the squares the next key fills
  let brush = null; // the kind last pressed: Enter on a square fills it with this
  const grid = el("div", { class: "cg-ctw-grid cg-ctw-paint", role: "group", "aria-label": ctx.t("ctw_grid") });
  const readout = el("p", { class: "cg-hint cg-ctw-here", "aria-hidden": "true" });
  // what a key just did, said to a screen reader (the readout follows the focus)
  const said = el("p", { class: "cg-sr", "aria-live": "polite" });
  const nodeAt = (x, y) => grid.querySelector(`[data-x="${x}"][data-y="${y}"]`);
  const hl = highlighter(ctx, path, () => hl.apply(town.cells, (x, y) => nodeAt(x, y)?.querySelector(".cg-ctw-cell")));
  let focusAt = { x: 0, y: 0 };

  const labelOf = (x, y) => {
    const cell = town.cells.get(`${x},${y}`);
    return `${ctx.t("ctw_cell", { x: x + 1, y: y + 1 })}: ${cell ? `${name(cell.terrain)}, ${name(cell.icon)}` : ctx.t("ctw_empty")}`;
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
    if (show) reveal(chosen.map(([x, y]) => nodeAt(x, y)), pad, [grid, readout, hl.legend]);
  };
  /** The territory's button drawn anew (its picture and its name). */
  const redraw = (x, y) => {
    const button = nodeAt(x, y);
    if (!button) return;
    button.setAttribute("aria-label", labelOf(x, y));
    button.replaceChildren(cellView(ctx, town.cells.get(`${x},${y}`) || null));
  };
  /** After a change: the record, the result, Undo; the whole grid drawn when it changed size. */
  const changed = (whole) => {
    holder()[field.key] = town.rows();
    undo.disabled = !town.canUndo;
    if (whole) draw();
    else hl.apply(town.cells, (x, y) => nodeAt(x, y)?.querySelector(".cg-ctw-cell"));
    ctx.changed(false);
  };
  /** The squares ``squares`` become ``kind`` (null: empty); the square after them is chosen. */
  const fill = (squares, kind) => {
    if (!squares.length) return;
    if (town.fill(squares, kind)) {
      for (const [x, y] of squares) redraw(x, y);
      changed(false);
    }
    said.textContent = describe(squares);
    const next = nextAfter(squares, town.width, town.height);
    choose(next ? [next] : [], true);
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
      reveal(chosen.map(([x, y]) => nodeAt(x, y)), pad, [grid, readout, hl.legend]);
    },
    scroll: () => choose(before),
  });

  // ---- the keyboard: one Tab stop (roving tabindex); the arrows choose, Enter fills, Delete clears
  const roving = () => {
    for (const button of grid.querySelectorAll(".cg-ctw-btn")) {
      button.tabIndex = Number(button.dataset.x) === focusAt.x && Number(button.dataset.y) === focusAt.y ? 0 : -1;
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
      reveal([next], pad, [grid, readout, hl.legend]);
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
    if (chosen.length) nodeAt(...chosen[0])?.focus({ preventScroll: true });
  };

  const draw = () => {
    focusAt = { x: Math.min(focusAt.x, town.width - 1), y: Math.min(focusAt.y, town.height - 1) };
    grid.replaceChildren();
    // every column fits the form's width (no scrolling sideways on a phone), at most 3em
    grid.style.gridTemplateColumns = `repeat(${town.width}, minmax(0, 1fr))`;
    grid.style.maxWidth = `${town.width * 3.2}em`;
    for (let y = 0; y < town.height; y++) {
      for (let x = 0; x < town.width; x++) {
        grid.append(el("button", { type: "button", class: "cg-ctw-btn", "aria-label": labelOf(x, y), "data-x": x, "data-y": y,
          tabindex: focusAt.x === x && focusAt.y === y ? 0 : -1,
          onclick: (event) => {
            if (event.detail === 0) enter(x, y);
          },
          onkeydown: (event) => keydown(event, x, y) }, cellView(ctx, town.cells.get(`${x},${y}`) || null)));
      }
    }
    choose(chosen);
    hl.apply(town.cells, (x, y) => nodeAt(x, y)?.querySelector(".cg-ctw-cell"));
  };

  // ---- the pad: terrain and icon in one key; Clear and Undo beside it
  const clear = el("button", { type: "button", class: "cg-ctw-clear", text: ctx.t("ctw_clear") });
  whenPressed(clear, () => fill(chosen, null));
  const pad = el("div", { class: "cg-ctw-pad" },
    renderPad(ctx, terrains, icons, (kind) => {
      brush = kind;
      fill(chosen, kind);
    }),
    el("div", { class: "cg-ctw-padrow" }, clear, undo));

  // ---- one of our cards laid whole, its top-left territory on the square chosen
  const turned = el("input", { type: "checkbox", id: ctx.uid() });
  const lay = (card) => {
    if (!chosen.length) return;
    const [x, y] = chosen.reduce((a, b) => (b[1] < a[1] || (b[1] === a[1] && b[0] < a[0]) ? b : a));
    town.begin();
    const covered = town.stamp(card, x, y, turned.checked);
    for (const [cx, cy] of covered) redraw(cx, cy);
    if (town.end()) changed(false);
    said.textContent = `${card.id.replace("card-", "#")}: ${describe([[x, y]])}`;
    const next = nextSquare(x + 1, y, town.width, town.height);
    choose(next ? [next] : [], true);
  };
  const cardButtons = el("div", { class: "cg-ctw-cards", role: "group", "aria-label": ctx.t("ctw_stamp_card") },
    [...cards.values()].map((card) => {
      // a card's picture and number seen, its territories heard
      const button = el("button", { type: "button", class: "cg-ctw-card", "data-card": card.id },
        el("span", { class: "cg-ctw-mini", "aria-hidden": "true" }, territoriesOf(card, false).map(([, , territory]) => cellView(ctx, territory))),
        el("span", { text: card.id.replace("card-", "#") }),
        el("span", { class: "cg-sr", text: `: ${cardText(card)}` }));
      whenPressed(button, () => lay(card));
      return button;
    }));
  const stamp = el("details", { class: "cg-ctw-stamp" }, el("summary", { text: ctx.t("ctw_stamp") }),
    el("p", { class: "cg-hint", text: ctx.t("ctw_stamp_help") }),
    el("span", { class: "cg-mode" }, turned, el("label", { for: turned.id, text: ctx.t("ctw_turned") })), cardButtons);
  const resize = (dw, dh) => {
    if (town.resize(dw, dh) && town.end()) changed(true);
  };

  box.append(
    el("p", { class: "cg-hint cg-ctw-help", text: ctx.t("ctw_paint_help") }),
    el("p", { class: "cg-hint cg-ctw-keyhelp", text: ctx.t("ctw_paint_keys") }),
    // the grid, what it shows, and the pad kept under them at the bottom of the screen
    // (sticky inside this block only: past the grid it goes on its way)
    el("div", { class: "cg-ctw-board" }, grid, readout, hl.legend, pad),
    said,
    stamp,
    el("div", { class: "cg-ctw-size" },
      el("button", { type: "button", text: ctx.t("ctw_add_col"), onclick: () => resize(1, 0) }),
      el("button", { type: "button", text: ctx.t("ctw_add_row"), onclick: () => resize(0, 1) }),
      el("button", { type: "button", text: ctx.t("ctw_del_col"), onclick: () => resize(-1, 0) }),
      el("button", { type: "button", text: ctx.t("ctw_del_row"), onclick: () => resize(0, -1) })),
    hl.control,
    el("p", { class: "cg-error", hidden: true }),
  );
  draw();
  return box;
}
