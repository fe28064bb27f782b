// Circle the Wagons: the town builder (cards placed in order, turned 180°, later cards
// cover earlier ones, undo) and the painter of the visible town (ctw/painter.js).
// field.mode = "town" → player.town = [{card, x, y, turned}]; "grid" → player.grid = [rows].
// Both show the scoring groups of the latest result: the engine gives every line the
// ``cells`` that score, in the town's coordinates moved so the town starts at (0, 0).
import { cellView, highlighter } from "./ctw/cells.js";
import { bounds, territoriesOf } from "./ctw/paint.js";
import { renderPainter } from "./ctw/painter.js";

let el = null; // the checker's element helper (ctx.el), set by render

/** The keys of a player's result this widget shows (the visible town): not listed again. */
export const RESULT_KEYS = ["grid"];

/** The visible town of a list of placements: Map "x,y" → {terrain, icon, card}. */
export function visible(town, cards) {
  const cells = new Map();
  for (const place of town) {
    const card = cards.get(place.card);
    if (!card || !Number.isInteger(place.x) || !Number.isInteger(place.y)) continue;
    for (const [dx, dy, t] of territoriesOf(card, place.turned)) {
      cells.set(`${place.x + dx},${place.y + dy}`, { ...t, card: place.card });
    }
  }
  return cells;
}

export function render({ field, ctx, holder, path }) {
  el = ctx.el;
  const box = el("div", { class: "cg-ctw" });
  const cards = new Map(ctx.data.components.find((c) => c.id === (field.component || "cards")).items.map((i) => [i.id, i]));
  const name = (id) => ctx.checker.entryName(id);
  const cardText = (card) => card.front.territories.map((t) => `${name(t.terrain)}/${name(t.icon)}`).join(", ");

  if (field.mode === "grid") return renderPainter({ field, ctx, holder, path, box, cards, cardText });

  // ---- town builder
  const town = () => holder()[field.key] || [];
  const list = el("ol", { class: "cg-ctw-list" });
  const preview = el("div", { class: "cg-ctw-grid cg-ctw-preview", role: "group", "aria-label": ctx.t("ctw_preview") });
  const where = el("p", { class: "cg-hint cg-ctw-here", "aria-hidden": "true" });
  let cells = new Map();
  let focusAt = null;
  const hl = highlighter(ctx, path, () => hl.apply(cells, (cx, cy) => preview.querySelector(`[data-x="${cx}"][data-y="${cy}"] .cg-ctw-cell`)));
  const cardSel = el("select", { id: ctx.uid() });
  // empty with 0 as the placeholder (a box holding "0" took a typed 2 as "02")
  const x = el("input", { id: ctx.uid(), type: "number", step: 1, placeholder: 0, class: "cg-number" });
  const y = el("input", { id: ctx.uid(), type: "number", step: 1, placeholder: 0, class: "cg-number" });
  const turned = el("input", { id: ctx.uid(), type: "checkbox" });
  const goals = () => ctx.checker.state.record.bonus || [];
  const refreshCards = () => {
    const used = new Set(town().map((p) => p.card));
    cardSel.replaceChildren();
    for (const card of cards.values()) {
      if (used.has(card.id) || goals().includes(card.back?.goal)) continue;
      cardSel.append(el("option", { value: card.id, text: `${card.id.replace("card-", "#")}: ${cardText(card)}` }));
    }
  };
  const save = (next) => {
    holder()[field.key] = next;
    ctx.changed(false);
    draw();
  };
  const draw = () => {
    refreshCards();
    list.replaceChildren();
    town().forEach((p, i) => {
      const here = `${path}[${i}]`;
      const card = cards.get(p.card);
      // the card as the list and the printed card show it ("#01"), never its id
      const shown = p.card.replace("card-", "#");
      list.append(el("li", { "data-field-path": here },
        el("span", { text: `${shown} (${p.x}, ${p.y})${p.turned ? ` ${ctx.t("ctw_turned")}` : ""}${card ? ` – ${cardText(card)}` : ""}` }),
        " ",
        el("button", { type: "button", class: "cg-small", text: ctx.t("ctw_turn"), "aria-label": `${ctx.t("ctw_turn")} ${shown}`,
          onclick: () => save(town().map((q, j) => (j === i ? { ...q, turned: !q.turned } : q))) }),
        el("button", { type: "button", class: "cg-small", text: ctx.t("ctw_remove"), "aria-label": `${ctx.t("ctw_remove")} ${shown}`,
          onclick: () => save(town().filter((_, j) => j !== i)) }),
        el("p", { class: "cg-error", hidden: true })));
    });
    cells = visible(town(), cards);
    const b = town().length ? bounds(cells) : { x0: 0, y0: 0, x1: 1, y1: 1 };
    // the town plus a margin of two territories: room for a card on every side
    const area = { x0: b.x0 - 2, y0: b.y0 - 2, x1: b.x1 + 2, y1: b.y1 + 2 };
    preview.replaceChildren();
    preview.style.gridTemplateColumns = `repeat(${area.x1 - area.x0 + 1}, 2.6em)`;
    const ghost = (cx, cy, on) => {
      for (const [dx, dy] of [[0, 0], [1, 0], [0, 1], [1, 1]]) {
        preview.querySelector(`[data-x="${cx + dx}"][data-y="${cy + dy}"]`)?.classList.toggle("cg-ghost", on);
      }
    };
    if (!focusAt || focusAt.x < area.x0 || focusAt.x > area.x1 || focusAt.y < area.y0 || focusAt.y > area.y1) {
      focusAt = { x: b.x1 + 1, y: b.y0 };
    }
    for (let yy = area.y0; yy <= area.y1; yy++) {
      for (let xx = area.x0; xx <= area.x1; xx++) {
        const cell = cells.get(`${xx},${yy}`);
        const label = `${ctx.t("ctw_place_at", { x: xx, y: yy })}${cell ? ` (${name(cell.terrain)}, ${name(cell.icon)})` : ""}`;
        const here = focusAt.x === xx && focusAt.y === yy;
        preview.append(el("button", { type: "button", class: "cg-ctw-btn", "data-x": xx, "data-y": yy, "aria-label": label,
          tabindex: here ? 0 : -1,
          onclick: () => {
            x.value = xx;
            y.value = yy;
            focusAt = { x: xx, y: yy };
            add(false);
            preview.querySelector(`[data-x="${xx}"][data-y="${yy}"]`)?.focus();
          },
          onmouseenter: () => ghost(xx, yy, true),
          onmouseleave: () => ghost(xx, yy, false),
          onfocus: () => {
            ghost(xx, yy, true);
            where.textContent = label;
          },
          onblur: () => ghost(xx, yy, false),
          onkeydown: (e) => {
            const moves = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
            const m = moves[e.key];
            if (!m) return;
            e.preventDefault();
            const next = preview.querySelector(`[data-x="${xx + m[0]}"][data-y="${yy + m[1]}"]`);
            if (!next) return;
            for (const btn of preview.querySelectorAll("button")) btn.tabIndex = -1;
            next.tabIndex = 0;
            focusAt = { x: xx + m[0], y: yy + m[1] };
            next.focus();
          } }, cellView(ctx, cell)));
      }
    }
    hl.apply(cells, (cx, cy) => preview.querySelector(`[data-x="${cx}"][data-y="${cy}"] .cg-ctw-cell`));
  };
  const add = (refocus = true) => {
    if (!cardSel.value) return;
    const px = Number.parseInt(x.value, 10);
    const py = Number.parseInt(y.value, 10);
    save([...town(), { card: cardSel.value, x: Number.isNaN(px) ? 0 : px, y: Number.isNaN(py) ? 0 : py, turned: turned.checked }]);
    turned.checked = false;
    if (refocus) cardSel.focus();
  };
  box.append(
    el("p", { class: "cg-hint", text: ctx.t("ctw_town_help") }),
    el("div", { class: "cg-ctw-place" },
      el("label", { for: cardSel.id, text: ctx.t("ctw_card") }), cardSel,
      el("label", { for: x.id, text: "x" }), x,
      el("label", { for: y.id, text: "y" }), y,
      el("span", { class: "cg-mode" }, turned, el("label", { for: turned.id, text: ctx.t("ctw_turned") })),
      el("button", { type: "button", text: ctx.t("ctw_place"), onclick: () => add() }),
      el("button", { type: "button", text: ctx.t("undo_last"), onclick: () => save(town().slice(0, -1)) })),
    el("p", { class: "cg-hint", text: ctx.t("ctw_click_help") }),
    el("div", { class: "cg-scroll" }, preview),
    where,
    hl.legend,
    hl.control,
    list,
    el("p", { class: "cg-error", hidden: true }),
  );
  draw();
  return box;
}
