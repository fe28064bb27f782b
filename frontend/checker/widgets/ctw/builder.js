// Circle the Wagons: the town builder, the cards placed in the order played (player.town).
// A person chooses the card from their pictures (./picker.js; and whether it is turned
// 180°), then taps the square of the town where its top-left territory goes, or lays it
// beside the last card with ← → ↑ ↓ (right under the cards): no coordinates to type (x, y numbers starting
// anywhere meant nothing at the table, and the phone's number keys covered the town).
// After each card the page stays where the finger was and no card is chosen (the page
// cannot know which was played next); a card placed by anyone is offered no more. A
// square keeps its column and row names (placing.js ``axisName``) as the town grows. The town is the picture of the cards, each square as large as the
// painter's; wider than the screen, it scrolls sideways under a line that says so
// (./wide.js). A fault of the town is said right under it and scrolled into sight.

import { asLaid } from "./cardface.js";
import { cellView, highlighter } from "./cells.js";
import { bounds } from "./paint.js";
import { renderCardPicker } from "./picker.js";
import { axisName, besides, freeCards, placedCards, relation, visible } from "./placing.js";
import { bringAlongside, holdStill, keepFaultInSight } from "./sight.js";
import { wideGrid } from "./wide.js";
import { pointerWords } from "./words.js";

/** Room around the town, in squares: a card fits on every side. */
const MARGIN = 2;
/** The smallest square (CSS px) on a touch screen: a lone target of a finger (the
 *  painter's 40 px fit its 8 columns; a town laid card by card has no such width). */
const LEAST_SQUARE_PX = 44;
/** A card's four squares from its top-left one. */
const QUARTERS = [[0, 0], [1, 0], [0, 1], [1, 1]];
const MOVES = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
const WAYS = [["left", "ctw_go_left"], ["above", "ctw_go_up"], ["below", "ctw_go_down"], ["right", "ctw_go_right"]];

export function renderBuilder({ field, ctx, holder, path, box, cards, cardText }) {
  const el = ctx.el;
  const name = (id) => ctx.checker.entryName(id);
  const shown = (id) => ctx.t("ctw_card_no", { n: id.replace("card-", "") }); // the number printed ("#01", "n° 01"), never its id
  const town = () => holder()[field.key] || [];
  const list = el("ol", { class: "cg-ctw-list" });
  const preview = el("div", { class: "cg-ctw-grid cg-ctw-preview", role: "group", "aria-label": ctx.t("ctw_preview") });
  const wide = wideGrid(ctx, preview, { least: LEAST_SQUARE_PX });
  const where = el("p", { class: "cg-hint cg-ctw-here", "aria-hidden": "true" });
  const fault = el("p", { class: "cg-error", id: ctx.uid(), hidden: true, "data-fault-slot": "" });
  const need = el("p", { class: "cg-ctw-note", role: "status" }); // "choose a card first"
  preview.setAttribute("aria-describedby", fault.id);
  let cells = new Map();
  let area = { x0: 0, y0: 0, x1: 0, y1: 0 };
  let focusAt = null;
  const nodeAt = (x, y) => preview.querySelector(`[data-x="${x}"][data-y="${y}"]`);
  const hl = highlighter(ctx, path, () => hl.apply(cells, (x, y) => nodeAt(x, y)?.querySelector(".cg-ctw-cell")));

  // ---- the card to place: those no one has placed yet (nor the game's bonus goals)
  // While a card is chosen, the totals bar steps aside: the person is looking for the
  // square or arrow to lay it with, and a reviewer building the town downwards found its
  // lowest rows under the bar. It is back, with the new totals, once the card is laid.
  const barWhileChoosing = () => ctx.checker.setBarAside?.(box, Boolean(picker.chosen()));
  const picker = renderCardPicker(ctx, { cards, cardText, onchange: () => {
    need.textContent = "";
    barWhileChoosing();
  } });
  // which cards the list below leaves out, and why: a reviewer missing three numbers thought
  // cards were lost (the game's bonus goals are cards turned to their backs)
  const leftOut = el("p", { class: "cg-hint cg-ctw-leftout" });
  const refreshCards = () => {
    const goals = ctx.checker.state.record.bonus || [];
    picker.offer(freeCards(cards, placedCards(ctx.checker.allPlayers()), goals));
    barWhileChoosing(); // (a card laid, or taken by another player: none chosen now)
    const goalCards = [...cards.values()].filter((card) => goals.includes(card.back?.goal)).map((card) => shown(card.id));
    leftOut.textContent = goalCards.length ? ctx.t("ctw_left_out", { cards: ctx.checker.listNames(goalCards) }) : "";
    leftOut.hidden = !goalCards.length;
  };

  const save = (next) => {
    holder()[field.key] = next;
    ctx.changed(false);
    draw();
  };
  /** The card last laid (its top-left square, and what the finger pressed), until scored. */
  let justLaid = null;
  const showLaid = () => {
    if (!justLaid) return;
    const { x, y, find } = justLaid;
    bringAlongside(QUARTERS.map(([dx, dy]) => nodeAt(x + dx, y + dy)), find());
  };
  /** The chosen card placed at ``x``, ``y``; ``find()``: what the finger pressed, kept
   *  where it was on the screen while the town is drawn anew. */
  const place = (x, y, find) => {
    const card = picker.chosen();
    if (!card) {
      need.textContent = ctx.t("ctw_choose_first");
      return;
    }
    need.textContent = "";
    holdStill(find, () => {
      holder()[field.key] = [...town(), { card, x, y, turned: picker.turned() }];
      picker.clear();
      refreshCards();
      ctx.changed(false);
      draw();
    });
    // the card laid in sight too, above the totals bar, as far as the finger's place
    // allows; again once scored (the first score brings the bar, over the town's foot)
    justLaid = { x, y, find };
    showLaid();
  };
  const labelOf = (x, y) => {
    if (!town().length) return ctx.t("ctw_first_card");
    const cell = cells.get(`${x},${y}`);
    const at = ctx.t("ctw_place_at", { x: axisName(x), y: axisName(y) });
    return `${at}${cell ? ` (${name(cell.terrain)}, ${name(cell.icon)})` : ""}`;
  };

  // ---- beside the last card: ← ↑ ↓ →, or the first card
  const next = el("div", { class: "cg-ctw-next" });
  const undo = el("button", { type: "button", class: "cg-ctw-undolast", text: ctx.t("undo_last"),
    onclick: () => holdStill(() => undo, () => save(town().slice(0, -1))) });
  const drawNext = () => {
    const placed = town();
    const last = placed[placed.length - 1];
    undo.disabled = !last;
    if (!last) {
      const first = el("button", { type: "button", class: "cg-ctw-first", text: ctx.t("ctw_first_card"),
        onclick: () => place(0, 0, () => next) });
      next.replaceChildren(first);
      return;
    }
    next.replaceChildren(el("span", { class: "cg-ctw-beside", text: ctx.t("ctw_beside", { card: shown(last.card) }) }),
      ...WAYS.map(([way, key]) => el("button", { type: "button", class: "cg-ctw-way", "data-way": way, text: ctx.t(key),
        // (its name starts with what it shows: "↑ above, above #05")
        "aria-label": `${ctx.t(key)}, ${ctx.t(`ctw_rel_${way}`, { card: shown(last.card) })}`,
        onclick: () => {
          const at = besides(town()[town().length - 1], way);
          place(at.x, at.y, () => next);
          next.querySelector(`[data-way="${way}"]`)?.focus({ preventScroll: true });
        } })));
  };

  /** How a placement is told: beside the card before it, or by its column and row. */
  const told = (p, i) => {
    if (i === 0) return ctx.t("ctw_first");
    const way = relation(town()[i - 1], p);
    const before = shown(town()[i - 1].card);
    if (way) return ctx.t(`ctw_rel_${way}`, { card: before });
    return ctx.t("ctw_cell", { x: axisName(p.x), y: axisName(p.y) });
  };

  const draw = () => {
    refreshCards();
    cells = visible(town(), cards);
    const b = town().length ? bounds(cells) : { x0: 0, y0: 0, x1: 1, y1: 1 };
    area = { x0: b.x0 - MARGIN, y0: b.y0 - MARGIN, x1: b.x1 + MARGIN, y1: b.y1 + MARGIN };
    list.replaceChildren();
    town().forEach((p, i) => {
      const card = cards.get(p.card);
      list.append(el("li", { class: "cg-ctw-placed" },
        el("span", { text: `${shown(p.card)} ${told(p, i)}${p.turned ? `, ${ctx.t("ctw_turned")}` : ""}${card ? ` – ${cardText(asLaid(card, p.turned))}` : ""}` }),
        " ",
        el("button", { type: "button", class: "cg-ctw-act", text: ctx.t("ctw_turn"), "aria-label": `${ctx.t("ctw_turn")} ${shown(p.card)}`,
          onclick: () => save(town().map((q, j) => (j === i ? { ...q, turned: !q.turned } : q))) }),
        el("button", { type: "button", class: "cg-ctw-act", text: ctx.t("ctw_remove"), "aria-label": `${ctx.t("ctw_remove")} ${shown(p.card)}`,
          onclick: () => save(town().filter((_, j) => j !== i)) })));
    });
    const ghost = (cx, cy, on) => {
      for (const [dx, dy] of QUARTERS) nodeAt(cx + dx, cy + dy)?.classList.toggle("cg-ghost", on);
    };
    if (!focusAt || focusAt.x < area.x0 || focusAt.x > area.x1 || focusAt.y < area.y0 || focusAt.y > area.y1) {
      focusAt = { x: b.x1 + 1, y: b.y0 };
    }
    // the line under the town tells the square in focus; drawn anew, none is (a square
    // focused again says itself): after "take back" it no longer tells a square now empty
    where.textContent = "";
    preview.replaceChildren();
    for (let yy = area.y0; yy <= area.y1; yy++) {
      for (let xx = area.x0; xx <= area.x1; xx++) {
        const label = labelOf(xx, yy);
        preview.append(el("button", { type: "button", class: "cg-ctw-btn", "data-x": xx, "data-y": yy, "aria-label": label,
          tabindex: focusAt.x === xx && focusAt.y === yy ? 0 : -1,
          // where "Go there" of a fault of the town takes the reader (results.js markField)
          "data-fault-control": focusAt.x === xx && focusAt.y === yy,
          onclick: () => {
            // the first card goes to column 1, row 1 wherever it is tapped: a square of an
            // empty town has no name yet (a first card laid at "−2" left a reviewer asking
            // where 0 was), and the town is drawn anew around it
            const [x, y] = town().length ? [xx, yy] : [0, 0];
            focusAt = { x, y };
            place(x, y, () => nodeAt(xx, yy));
            nodeAt(xx, yy)?.focus({ preventScroll: true });
          },
          onmouseenter: () => ghost(xx, yy, true),
          onmouseleave: () => ghost(xx, yy, false),
          onfocus: () => {
            ghost(xx, yy, true);
            where.textContent = labelOf(xx, yy);
          },
          onblur: () => ghost(xx, yy, false),
          onkeydown: (e) => {
            const m = MOVES[e.key];
            if (!m) return;
            e.preventDefault();
            const to = nodeAt(xx + m[0], yy + m[1]);
            if (!to) return;
            for (const btn of preview.querySelectorAll("button")) {
              btn.tabIndex = -1;
              btn.removeAttribute("data-fault-control");
            }
            to.tabIndex = 0;
            to.setAttribute("data-fault-control", "");
            focusAt = { x: xx + m[0], y: yy + m[1] };
            to.focus({ preventScroll: true });
            wide.show([to]);
            to.scrollIntoView({ block: "nearest" });
          } }, cellView(ctx, cells.get(`${xx},${yy}`))));
      }
    }
    const columns = area.x1 - area.x0 + 1;
    const rows = area.y1 - area.y0 + 1;
    // (an empty town's squares are not named: the first card names them)
    const named = (n, from) => Array.from({ length: n }, (_, i) => (town().length ? axisName(from + i) : ""));
    wide.layout(columns, named(columns, area.x0), named(rows, area.y0));
    drawNext();
    hl.apply(cells, (cx, cy) => nodeAt(cx, cy)?.querySelector(".cg-ctw-cell"));
    showTown();
  };
  /** The town's columns brought whole into the box when they fit it (the margin around them
   *  is for the cards still to come): a reviewer's town of 6 columns on a phone showed the
   *  margin's 2 columns at the left and lost its last column past the right edge. */
  const showTown = () => {
    if (!town().length) return;
    const b = bounds(cells);
    if (b.x1 - b.x0 + 1 > wide.fits()) return;
    wide.show([nodeAt(b.x0, b.y0), nodeAt(b.x1, b.y0)]);
  };

  // the faulty placement marked in the list (its words are under the town)
  ctx.onResult(() => {
    const bad = new Set();
    for (const found of ctx.checker.lastError || []) {
      const at = String(found.path || "");
      const index = at.startsWith(`${path}[`) ? at.slice(path.length).match(/^\[(\d+)\]/) : null;
      if (index) bad.add(Number(index[1]));
    }
    [...list.children].forEach((li, i) => li.classList.toggle("cg-ctw-bad", bad.has(i)));
    refreshCards(); // (a card another player placed meanwhile is offered no more)
    showLaid();
    justLaid = null;
  });

  box.append(
    el("p", { class: "cg-hint cg-ctw-townhelp" }, ...pointerWords(ctx, "ctw_town_help")),
    leftOut,
    // the card chosen, then right under it where it goes beside the last one (or the first
    // card's button): a reviewer on a phone scrolled 800 px between the pictures above the
    // town and the arrows under it for every card
    picker.node,
    need,
    next,
    el("p", { class: "cg-hint cg-ctw-keyhelp", text: ctx.t("ctw_click_help") }),
    wide.hint,
    wide.box,
    where,
    fault,
    el("div", { class: "cg-ctw-next" }, undo),
    hl.legend,
    hl.control,
    list,
  );
  draw();
  requestAnimationFrame(showTown); // (once the page has laid the box out)
  keepFaultInSight(ctx, fault);
  return box;
}
