// Circle the Wagons: the painter of the visible town (player.grid). A terrain and an icon
// are picked once from a palette of chips (or one of our cards, stamped whole); then a tap
// paints a territory and a drag paints every territory it passes; a long press clears one;
// "Undo" takes the last strokes back. The grid fits the screen's width. With a keyboard:
// the grid is one Tab stop, the arrow keys move, Enter paints, Delete clears. The model
// (strokes, undo, stamps) is ./paint.js.

import { cellView, highlighter, iconView } from "./cells.js";
import { territoriesOf, Town } from "./paint.js";

/** How long a finger rests on one territory before it is cleared (a long press). */
export const LONG_PRESS_MS = 550;

const MOVES = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** A group of radio buttons drawn as chips (one Tab stop, arrow keys choose): ``options``
 *  are ``{value, label, picture}``; ``onpick(value)`` when one is chosen. */
function chips(ctx, legend, options, current, onpick, cls = "") {
  const el = ctx.el;
  const name = ctx.uid();
  const box = el("fieldset", { class: `cg-ctw-chips ${cls}` }, el("legend", { text: legend }));
  for (const option of options) {
    const id = ctx.uid();
    const input = el("input", { type: "radio", name, id, value: option.value, checked: option.value === current,
      onchange: () => onpick(option.value) });
    // a card's label: its picture and number seen, its territories heard (``said``)
    box.append(el("span", { class: "cg-ctw-chip" }, input,
      el("label", { for: id }, option.picture || null, el("span", { text: option.label }),
        option.said ? el("span", { class: "cg-sr", text: option.said }) : null)));
  }
  return box;
}

export function renderPainter({ field, ctx, holder, path, box, cards, cardText }) {
  const el = ctx.el;
  const terrains = ctx.data.catalogs.terrains || [];
  const icons = ctx.data.catalogs.icons || [];
  const name = (id) => ctx.checker.entryName(id);
  const town = new Town(holder()[field.key]);
  // the brush: a territory (terrain + icon) or one of our cards
  const brush = { terrain: terrains[0]?.id, icon: icons[0]?.id, card: "", turned: false };
  const grid = el("div", { class: "cg-ctw-grid cg-ctw-paint", role: "group", "aria-label": ctx.t("ctw_grid") });
  const readout = el("p", { class: "cg-hint cg-ctw-here", "aria-hidden": "true" });
  const undo = el("button", { type: "button", class: "cg-ctw-undo", text: ctx.t("ctw_undo"), disabled: true,
    onclick: () => {
      if (town.undo()) changed(true);
    } });
  const nodeAt = (x, y) => grid.querySelector(`[data-x="${x}"][data-y="${y}"]`);
  const hl = highlighter(ctx, path, () => hl.apply(town.cells, (x, y) => nodeAt(x, y)?.querySelector(".cg-ctw-cell")));
  let focusAt = { x: 0, y: 0 };

  const labelOf = (x, y) => {
    const cell = town.cells.get(`${x},${y}`);
    return `${ctx.t("ctw_cell", { x: x + 1, y: y + 1 })}: ${cell ? `${name(cell.terrain)}, ${name(cell.icon)}` : ctx.t("ctw_empty")}`;
  };
  /** The territory's button drawn anew (its picture and its name). */
  const redraw = (x, y) => {
    const button = nodeAt(x, y);
    if (!button) return;
    button.setAttribute("aria-label", labelOf(x, y));
    button.replaceChildren(cellView(ctx, town.cells.get(`${x},${y}`) || null));
    if (document.activeElement === button) readout.textContent = labelOf(x, y);
  };
  /** After a stroke: the record, the result, Undo; the whole grid drawn when it changed size. */
  const changed = (whole) => {
    holder()[field.key] = town.rows();
    undo.disabled = !town.canUndo;
    if (whole) draw();
    else hl.apply(town.cells, (x, y) => nodeAt(x, y)?.querySelector(".cg-ctw-cell"));
    ctx.changed(false);
  };
  /** Paint (or stamp the card chosen on) territory ``x``, ``y`` within the open stroke. */
  const brushAt = (x, y) => {
    if (brush.card) {
      for (const [cx, cy] of town.stamp(cards.get(brush.card), x, y, brush.turned)) redraw(cx, cy);
    } else if (town.paint(x, y, { terrain: brush.terrain, icon: brush.icon })) {
      redraw(x, y);
    }
  };
  const clearAt = (x, y) => {
    if (town.paint(x, y, null)) redraw(x, y);
  };
  const oneStroke = (fn) => {
    town.begin();
    fn();
    if (town.end()) changed(false);
  };

  // ---- a finger or a mouse: a stroke from press to release
  let stroke = null; // {x, y, timer, pointer}
  const cellUnder = (event) => {
    const hit = document.elementFromPoint(event.clientX, event.clientY)?.closest?.(".cg-ctw-btn");
    return hit && grid.contains(hit) ? { x: Number(hit.dataset.x), y: Number(hit.dataset.y) } : null;
  };
  const finish = () => {
    if (!stroke) return;
    clearTimeout(stroke.timer);
    stroke = null;
    if (town.end()) changed(false);
  };
  grid.addEventListener("pointerdown", (event) => {
    const button = event.target.closest?.(".cg-ctw-btn");
    if (!button || event.button > 0) return;
    finish();
    const x = Number(button.dataset.x);
    const y = Number(button.dataset.y);
    focusAt = { x, y };
    roving();
    button.focus({ preventScroll: true }); // (the moves are captured by the grid, below)
    town.begin();
    brushAt(x, y);
    stroke = { x, y, pointer: event.pointerId, timer: setTimeout(() => {
      if (!stroke) return;
      clearAt(stroke.x, stroke.y); // a long press: the territory cleared
      stroke.cleared = true;
    }, LONG_PRESS_MS) };
    // the moves go to the grid, whatever territory the finger is over
    grid.setPointerCapture?.(event.pointerId);
  });
  grid.addEventListener("pointermove", (event) => {
    if (!stroke || event.pointerId !== stroke.pointer || stroke.cleared) return;
    const at = cellUnder(event);
    if (!at || (at.x === stroke.x && at.y === stroke.y)) return;
    clearTimeout(stroke.timer);
    stroke.x = at.x;
    stroke.y = at.y;
    brushAt(at.x, at.y);
  });
  for (const type of ["pointerup", "pointercancel", "lostpointercapture"]) grid.addEventListener(type, finish);
  // a long press opens no menu of the browser's over the grid
  grid.addEventListener("contextmenu", (event) => event.preventDefault());

  // ---- the keyboard: one Tab stop (roving tabindex), arrows move, Enter paints, Delete clears
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
      focusAt = { x: x + move[0], y: y + move[1] };
      roving();
      next.focus();
    } else if (event.key === "Delete" || event.key === "Backspace") {
      event.preventDefault();
      oneStroke(() => clearAt(x, y));
    }
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
          onfocus: () => { readout.textContent = labelOf(x, y); },
          // Enter or Space (a click of no pointer: ``detail`` 0); a pointer painted on its press
          onclick: (event) => {
            if (event.detail === 0) oneStroke(() => brushAt(x, y));
          },
          onkeydown: (event) => keydown(event, x, y) }, cellView(ctx, town.cells.get(`${x},${y}`) || null)));
      }
    }
    hl.apply(town.cells, (x, y) => nodeAt(x, y)?.querySelector(".cg-ctw-cell"));
  };

  // ---- the palette: terrain and icon chips, or one of our cards to stamp whole
  const swatch = (terrain) => {
    const chip = el("span", { class: `cg-ctw-swatch cg-t-${terrain.id}`, "aria-hidden": "true" });
    if (terrain.colour) chip.style.backgroundColor = terrain.colour;
    return chip;
  };
  const pickTerritory = (key) => (value) => {
    brush[key] = value;
    brush.card = "";
    stampGroup.querySelector('input[value=""]').checked = true;
    palette.classList.remove("cg-ctw-stamping");
  };
  const terrainChips = chips(ctx, ctx.t("ctw_terrain"),
    terrains.map((t) => ({ value: t.id, label: ctx.tx(t.name), picture: swatch(t) })), brush.terrain, pickTerritory("terrain"),
    "cg-ctw-terrains");
  const iconChips = chips(ctx, ctx.t("ctw_icon"),
    icons.map((i) => ({ value: i.id, label: ctx.tx(i.name), picture: iconView(ctx, i.id) })),
    brush.icon, pickTerritory("icon"), "cg-ctw-icons");
  const stampGroup = chips(ctx, ctx.t("ctw_stamp_card"), [
    { value: "", label: ctx.t("ctw_stamp_none") },
    ...[...cards.values()].map((card) => ({ value: card.id, label: card.id.replace("card-", "#"), said: `: ${cardText(card)}`,
      picture: el("span", { class: "cg-ctw-mini", "aria-hidden": "true" },
        territoriesOf(card, false).map(([, , territory]) => cellView(ctx, territory))) })),
  ], "", (value) => {
    brush.card = value;
    palette.classList.toggle("cg-ctw-stamping", Boolean(value));
  }, "cg-ctw-cards");
  const turned = el("input", { type: "checkbox", id: ctx.uid(), onchange: (e) => { brush.turned = e.target.checked; } });
  const stamp = el("details", { class: "cg-ctw-stamp" }, el("summary", { text: ctx.t("ctw_stamp") }),
    el("p", { class: "cg-hint", text: ctx.t("ctw_stamp_help") }),
    el("span", { class: "cg-mode" }, turned, el("label", { for: turned.id, text: ctx.t("ctw_turned") })), stampGroup);
  const palette = el("div", { class: "cg-ctw-palette cg-ctw-brush" }, terrainChips, iconChips, stamp);
  const resize = (dw, dh) => {
    if (town.resize(dw, dh) && town.end()) changed(true);
  };

  box.append(
    el("p", { class: "cg-hint", text: ctx.t("ctw_paint_help") }),
    palette,
    grid,
    readout,
    el("div", { class: "cg-ctw-size" }, undo,
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
