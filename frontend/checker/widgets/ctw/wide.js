// Circle the Wagons: a grid of squares (the painter's, the town builder's) that fits the
// form's width while its squares stay large enough for a finger, and beyond that scrolls
// sideways in its own box, saying so. A town of a row of cards is 30 territories long:
// squared into a phone's 340 px they were 10 px each, and a grid capped to fit them hid the
// rest. Over the grid runs a strip of column numbers: a swipe along it scrolls the grid
// (on the grid itself a sideways drag chooses squares), and ◀ ▶ beside the line that says
// which columns are in view do it with a tap. Down its left side, outside the box that
// scrolls, runs a narrow strip of row names, each beside its row: with names along the
// top only, a reviewer who read "row 3" counted rows from the top of the grid (whose
// first rows were the empty margin) and tapped two rows too high.

/** The smallest square (CSS px) before the grid scrolls sideways rather than shrink: a
 *  fingertip's on a touch screen, where 30 px squares of a 16-wide town were missed by a
 *  reviewer's taps; with a mouse, less. 40 px, not the 44 touch guidelines ask of a lone
 *  target: 8 columns (a town of 4 cards side by side) then fit inside the form's panel on
 *  a 390 px phone (44 px ran them past it and cut the last one). */
export const MIN_SQUARE_PX = 40;
const MIN_SQUARE_MOUSE_PX = 30;

/** The smallest square on this screen: a coarse pointer (a finger) gets ``finger`` px. */
export function minSquarePx(finger = MIN_SQUARE_PX) {
  const coarse = typeof matchMedia === "function" && matchMedia("(pointer: coarse)").matches;
  return coarse ? finger : MIN_SQUARE_MOUSE_PX;
}
/** The largest square (em): a short grid on a wide screen stays a grid, not a mural. */
const MAX_SQUARE_EM = 3.2;
/** The gap between squares (px), as checker.css draws it. */
const GAP_PX = 2;

/** The columns in view of ``count`` columns of a box scrolled ``left`` px, ``view`` px
 *  wide, whose columns are each ``column`` px wide with ``gap`` between them: [first,
 *  last], numbered from 1, each counted when at least half of it shows. */
export function columnsInView(count, left, view, column, gap = GAP_PX) {
  if (count <= 0 || column <= 0) return [0, 0];
  const step = column + gap;
  const first = Math.min(count, Math.max(1, Math.floor((left + column / 2) / step) + 1));
  const last = Math.max(first, Math.min(count, Math.floor((left + view - column / 2) / step) + 1));
  return [first, last];
}

/** How many columns of ``least`` px squares, ``gap`` px apart, fit whole in ``inner``
 *  px (at least 1; none known, no width: Infinity). */
export function columnsThatFit(inner, least, gap = GAP_PX) {
  if (!(inner > 0) || !(least > 0)) return Infinity;
  return Math.max(1, Math.floor((inner + gap) / (least + gap)));
}

/**
 * A wide grid's frame: ``hint`` (the line saying which columns are in view, with ◀ ▶; shown
 * only while the grid is wider than its box) and ``box`` (the row names, and beside them
 * the column numbers and the grid, scrolling sideways). ``layout(count, names, rows)``
 * sizes both for ``count`` columns, named ``names`` on the strip and the line (1 to
 * ``count`` without them), its rows named ``rows`` (1 onwards without them); ``show(nodes)``
 * scrolls the box sideways, at once, so that the first of ``nodes`` is in view (and as many
 * of the others as fit); ``fits()`` is how many columns the box shows whole. ``least``:
 * the smallest square under a finger, px.
 */
export function wideGrid(ctx, grid, { least: finger = MIN_SQUARE_PX } = {}) {
  const el = ctx.el;
  // a tap on a column's number brings it to the middle (and so the strip is what a
  // finger touching it means: a browser takes a touch near a button for the button)
  const ruler = el("div", { class: "cg-ctw-ruler", "aria-hidden": "true",
    onclick: (event) => {
      const number = event.target.closest("span");
      if (!number || !box.contains(number)) return;
      const at = number.getBoundingClientRect();
      const frame = box.getBoundingClientRect();
      box.scrollBy({ left: at.left + at.width / 2 - (frame.left + frame.width / 2), behavior: "instant" });
    } });
  const box = el("div", { class: "cg-ctw-scroller" }, ruler, grid);
  // the rows' names, each placed beside its row once the squares have their size
  const side = el("div", { class: "cg-ctw-rownames", "aria-hidden": "true" });
  const frame = el("div", { class: "cg-ctw-framed" }, side, box);
  const placeRows = () => {
    const top = side.getBoundingClientRect().top;
    [...side.children].forEach((name, row) => {
      const square = grid.children[row * count]?.getBoundingClientRect();
      if (!square) return;
      name.style.top = `${square.top - top}px`;
      name.style.height = `${square.height}px`;
    });
  };
  const words = el("span", { class: "cg-ctw-widewords" });
  // by whole columns (all in view but two), so that whole columns fill the box again
  const pan = (way) => {
    const step = (grid.firstElementChild?.getBoundingClientRect().width || MIN_SQUARE_PX) + GAP_PX;
    box.scrollBy({ left: way * step * Math.max(1, Math.floor(box.clientWidth / step) - 2), behavior: "instant" });
  };
  const left = el("button", { type: "button", class: "cg-ctw-pan", text: "◀", "aria-label": ctx.t("ctw_pan_left"), onclick: () => pan(-1) });
  const right = el("button", { type: "button", class: "cg-ctw-pan", text: "▶", "aria-label": ctx.t("ctw_pan_right"), onclick: () => pan(1) });
  const hint = el("p", { class: "cg-hint cg-ctw-wide", hidden: true }, left, words, right);
  let count = 0;
  let names = null;

  const update = () => {
    const column = grid.firstElementChild?.getBoundingClientRect().width || MIN_SQUARE_PX;
    // (the box's padding is in view too: the columns start past it)
    const padding = Number.parseFloat(getComputedStyle(box).paddingLeft) || 0;
    const [from, to] = columnsInView(count, box.scrollLeft - padding, box.clientWidth, column);
    // (a sliver cut off the last column is no column out of view)
    const wide = box.scrollWidth > box.clientWidth + 1 && (from > 1 || to < count);
    hint.hidden = !wide;
    if (!wide) return;
    words.textContent = names?.[from - 1] && names[to - 1]
      ? ctx.t("ctw_wide_named", { from: names[from - 1], to: names[to - 1] })
      : ctx.t("ctw_wide", { from, to, n: count });
    left.disabled = box.scrollLeft <= 0;
    right.disabled = box.scrollLeft + box.clientWidth >= box.scrollWidth - 1;
  };
  let least = MIN_SQUARE_PX;
  /** The box's padding at the left and its width inside its padding, px (0 and 0 drawn at
   *  build time, under a DOM with no layout). */
  const inside = () => {
    if (typeof getComputedStyle !== "function" || !(box.clientWidth > 0)) return { left: 0, inner: 0 };
    const style = getComputedStyle(box);
    const left = Number.parseFloat(style.paddingLeft) || 0;
    return { left, inner: box.clientWidth - left - (Number.parseFloat(style.paddingRight) || 0) };
  };
  const insideWidth = () => inside().inner;
  /** Each part's least width for ``count`` columns. A grid that does not fit its box gets
   *  squares a little over their smallest size, so that whole columns fill the box: with
   *  squares of the smallest size, the column a wide town grows into showed a sliver at
   *  the box's right edge (a reviewer took it for a column cut off). */
  const fit = () => {
    const { left, inner } = inside();
    const natural = count * least + (count - 1) * GAP_PX;
    let width = natural;
    if (inner > 0 && natural > inner) {
      // the first column out of view starts at the box's right edge (its padding too,
      // kept for the ring of a square chosen, would show a sliver of it)
      const view = box.clientWidth - left;
      const shown = Math.max(1, Math.floor(view / (least + GAP_PX)));
      const square = view / shown - GAP_PX;
      width = count * square + (count - 1) * GAP_PX;
    }
    for (const part of [grid, ruler]) part.style.minWidth = `${width}px`;
  };
  box.addEventListener("scroll", update, { passive: true });
  if (typeof ResizeObserver === "function") {
    const watch = new ResizeObserver(() => {
      fit();
      update();
      placeRows();
    });
    watch.observe(box);
    watch.observe(grid);
  }

  return {
    hint,
    box: frame,
    fits: () => columnsThatFit(insideWidth(), minSquarePx(finger)),
    layout(columns, named = null, rows = null) {
      count = columns;
      names = named;
      const rowCount = Math.ceil(grid.children.length / Math.max(1, columns));
      side.replaceChildren(...Array.from({ length: rowCount }, (_, i) => el("span", {}, el("span", { text: rows ? rows[i] : String(i + 1) }))));
      least = minSquarePx(finger);
      for (const part of [grid, ruler]) {
        part.style.gridTemplateColumns = `repeat(${columns}, minmax(0, 1fr))`;
        part.style.maxWidth = `${columns * MAX_SQUARE_EM}em`;
      }
      fit();
      ruler.replaceChildren(...Array.from({ length: columns }, (_, i) => el("span", { text: names ? names[i] : String(i + 1) })));
      // the line at once, so that a grid drawn anew under a finger is held still with it
      // (./sight.js holdStill), and again once the squares have their size (none drawn at
      // build time, under a DOM with no layout)
      if (typeof getComputedStyle === "function") {
        update();
        placeRows();
      }
      requestAnimationFrame(() => {
        update();
        placeRows();
      });
    },
    show(nodes) {
      const boxes = nodes.filter(Boolean).map((node) => node.getBoundingClientRect());
      if (!boxes.length || box.scrollWidth <= box.clientWidth + 1) return;
      const frame = box.getBoundingClientRect();
      const margin = GAP_PX * 2;
      const lo = Math.min(...boxes.map((b) => b.left));
      const hi = Math.max(...boxes.map((b) => b.right));
      let by = 0;
      if (hi - lo > frame.width - 2 * margin) by = boxes[0].left - frame.left - margin; // the first, at the left
      else if (lo < frame.left + margin) by = lo - frame.left - margin;
      else if (hi > frame.right - margin) by = hi - frame.right + margin;
      if (by) box.scrollBy({ left: by, behavior: "instant" });
      update();
    },
  };
}
