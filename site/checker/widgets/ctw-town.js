// Circle the Wagons: the town builder (cards placed in order, turned 180°, later cards
// cover earlier ones, undo) and the grid painter (the visible town, cell by cell).
// field.mode = "town" → player.town = [{card, x, y, turned}]; "grid" → player.grid = [rows].
// Both show the scoring groups of the latest result: the engine gives every line the
// ``cells`` that score, in the town's coordinates moved so the town starts at (0, 0).
let el = null; // the checker's element helper (ctx.el), set by render

/** The keys of a player's result this widget shows (the visible town): not listed again. */
export const RESULT_KEYS = ["grid"];

const TERRAIN_KEY = "terrains";
const ICON_KEY = "icons";

function territoriesOf(card, turned) {
  const t = card.front.territories; // [top-left, top-right, bottom-left, bottom-right]
  const order = turned ? [t[3], t[2], t[1], t[0]] : t;
  return [
    [0, 0, order[0]],
    [1, 0, order[1]],
    [0, 1, order[2]],
    [1, 1, order[3]],
  ];
}

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

function parseGrid(rows) {
  const cells = new Map();
  (rows || []).forEach((row, y) => {
    String(row).split(/\s+/).filter(Boolean).forEach((cell, x) => {
      if (cell === ".") return;
      const [terrain, icon] = cell.split(":");
      cells.set(`${x},${y}`, { terrain, icon });
    });
  });
  return cells;
}

function gridRows(cells, width, height) {
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

function bounds(cells) {
  const xs = [...cells.keys()].map((k) => Number(k.split(",")[0]));
  const ys = [...cells.keys()].map((k) => Number(k.split(",")[1]));
  if (!xs.length) return { x0: 0, y0: 0, x1: 0, y1: 0 };
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

const SVG_NS = "http://www.w3.org/2000/svg";
const iconCache = new Map();

/** A territory icon as inline SVG: the cards' own vector icons (exported by the build into
 *  the form data as ``checker_icons``; no emoji, so no emoji font is needed), or a letter
 *  when the data has none. Parsed once per icon, then cloned. */
function iconView(ctx, id) {
  const markup = ctx.data.checker_icons?.[id];
  if (!markup) return el("span", { class: "cg-ctw-i cg-ctw-letter", "aria-hidden": "true", text: (id || "?").slice(0, 1).toUpperCase() });
  if (!iconCache.has(id)) {
    const doc = new DOMParser().parseFromString(`<svg xmlns="${SVG_NS}" viewBox="0 0 100 100">${markup}</svg>`, "image/svg+xml");
    const svg = doc.documentElement;
    const ok = svg.namespaceURI === SVG_NS && !doc.querySelector("parsererror, script, foreignObject");
    iconCache.set(id, ok ? svg : null);
  }
  const template = iconCache.get(id);
  if (!template) return el("span", { class: "cg-ctw-i cg-ctw-letter", "aria-hidden": "true", text: id.slice(0, 1).toUpperCase() });
  const svg = document.importNode(template, true);
  svg.setAttribute("class", "cg-ctw-i");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  return svg;
}

/** A cell's picture. Its name (``aria-label``) is on the button that holds it, written
 *  afresh with each repaint. No ``title``: the theme turns titles into tooltips of its own,
 *  and the one shown for a pressed cell would stay, saying what the cell held before; the
 *  grid's own line under it (``readout``) says what the cell in focus holds now. */
function cellView(ctx, cell) {
  const node = el("span", { class: "cg-ctw-cell" });
  if (!cell) {
    node.classList.add("cg-empty");
    return node;
  }
  const terrain = (ctx.data.catalogs[TERRAIN_KEY] || []).find((t) => t.id === cell.terrain);
  if (terrain?.colour) node.style.backgroundColor = terrain.colour;
  node.classList.add(`cg-t-${cell.terrain}`);
  // the terrain's first letters, a picture of it drawn by CSS: the button's name is its
  // label, which has the full name (text here would be a name the label does not contain)
  node.append(el("span", { class: "cg-ctw-t", "aria-hidden": "true", "data-abbr": ctx.checker.entryName(cell.terrain).slice(0, 3) }),
    iconView(ctx, cell.icon));
  return node;
}

/** The highlight chooser and what it marks: ``apply(cells, cellAt)`` puts ``cg-hl`` on the
 *  scoring cells of the chosen lines (all six terrains by default) and dims the rest. */
function highlighter(ctx, path, repaint) {
  const index = Number((String(path).match(/players\[(\d+)\]/) || [])[1] ?? -1);
  const select = el("select", { id: ctx.uid(), class: "cg-ctw-hlsel" });
  const state = { lines: [], choice: "terrains" };
  const fill = () => {
    const keep = select.value || state.choice;
    select.replaceChildren(el("option", { value: "terrains", text: ctx.t("ctw_hl_terrains") }),
      el("option", { value: "", text: ctx.t("ctw_hl_none") }));
    for (const line of state.lines) {
      if (line.rule.startsWith("terrain-") || !(line.cells || []).length) continue;
      const rule = ctx.checker.ruleFor(line.rule);
      select.append(el("option", { value: line.rule, text: `${rule ? ctx.tx(rule.name) : line.rule} (${line.points})` }));
    }
    select.value = [...select.options].some((o) => o.value === keep) ? keep : "terrains";
    state.choice = select.value;
  };
  select.addEventListener("change", () => {
    state.choice = select.value;
    repaint();
  });
  ctx.onResult((result) => {
    const player = !result.error && index >= 0 ? result.players?.[index] : null;
    state.lines = player?.lines || [];
    fill();
    repaint();
  });
  fill();
  const legend = el("p", { class: "cg-hint cg-ctw-hlnote", "aria-live": "polite" });
  return {
    control: el("div", { class: "cg-ctw-palette cg-ctw-hl" },
      el("label", { for: select.id, text: ctx.t("ctw_highlight") }), select, legend),
    /** ``cells``: Map "x,y" → cell of the visible town; ``nodeAt(x, y)``: its element. */
    apply(cells, nodeAt) {
      const lines = state.choice === "terrains" ? state.lines.filter((l) => l.rule.startsWith("terrain-"))
        : state.lines.filter((l) => l.rule === state.choice);
      const b = bounds(cells);
      const marked = new Set();
      for (const line of lines) for (const [x, y] of line.cells || []) marked.add(`${x + b.x0},${y + b.y0}`);
      for (const key of cells.keys()) {
        const [x, y] = key.split(",").map(Number);
        const node = nodeAt(x, y);
        if (!node) continue;
        node.classList.toggle("cg-hl", marked.has(key));
        node.classList.toggle("cg-dim", state.choice !== "" && state.lines.length > 0 && !marked.has(key));
      }
      const scored = lines.reduce((n, l) => n + (l.cells || []).length, 0);
      legend.textContent = state.lines.length && state.choice !== "" ? ctx.t("ctw_hl_note", { n: scored }) : "";
    },
  };
}

export function render({ field, ctx, holder, path }) {
  el = ctx.el;
  const box = el("div", { class: "cg-ctw" });
  const cards = new Map(ctx.data.components.find((c) => c.id === (field.component || "cards")).items.map((i) => [i.id, i]));
  const terrains = ctx.data.catalogs[TERRAIN_KEY] || [];
  const icons = ctx.data.catalogs[ICON_KEY] || [];
  const name = (id) => ctx.checker.entryName(id);
  const cardText = (card) => card.front.territories.map((t) => `${name(t.terrain)}/${name(t.icon)}`).join(", ");

  if (field.mode === "grid") {
    let cells = parseGrid(holder()[field.key]);
    let { x1, y1 } = bounds(cells);
    let width = Math.max(4, x1 + 1);
    let height = Math.max(4, y1 + 1);
    const terrainSel = el("select", { id: ctx.uid() });
    terrainSel.append(el("option", { value: "", text: ctx.t("ctw_erase") }));
    for (const t of terrains) terrainSel.append(el("option", { value: t.id, text: ctx.tx(t.name) }));
    terrainSel.value = terrains[0]?.id || "";
    const iconSel = el("select", { id: ctx.uid() });
    for (const i of icons) iconSel.append(el("option", { value: i.id, text: ctx.tx(i.name) }));
    const grid = el("div", { class: "cg-ctw-grid", role: "group", "aria-label": ctx.t("ctw_grid") });
    const readout = el("p", { class: "cg-hint cg-ctw-here", "aria-hidden": "true" });
    const hl = highlighter(ctx, path, () => hl.apply(cells, (x, y) => grid.querySelector(`[data-x="${x}"][data-y="${y}"] .cg-ctw-cell`)));
    const save = () => {
      holder()[field.key] = gridRows(cells, width, height);
      ctx.changed(false);
    };
    // one Tab stop for the whole grid (roving tabindex): the cell last pressed or moved to
    let focusAt = { x: 0, y: 0 };
    const draw = () => {
      focusAt = { x: Math.min(focusAt.x, width - 1), y: Math.min(focusAt.y, height - 1) };
      grid.replaceChildren();
      grid.style.gridTemplateColumns = `repeat(${width}, 2.6em)`;
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const key = `${x},${y}`;
          const cell = cells.get(key);
          const label = `${ctx.t("ctw_cell", { x: x + 1, y: y + 1 })}: ${cell ? `${name(cell.terrain)}, ${name(cell.icon)}` : ctx.t("ctw_empty")}`;
          const button = el("button", { type: "button", class: "cg-ctw-btn", "aria-label": label, "data-x": x, "data-y": y,
            tabindex: focusAt.x === x && focusAt.y === y ? 0 : -1,
            onfocus: () => { readout.textContent = label; },
            onclick: () => {
              if (terrainSel.value) cells.set(key, { terrain: terrainSel.value, icon: iconSel.value });
              else cells.delete(key);
              focusAt = { x, y };
              save();
              draw();
              grid.querySelector(`[data-x="${x}"][data-y="${y}"]`)?.focus();
            },
            onkeydown: (e) => {
              const moves = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
              const m = moves[e.key];
              if (!m) return;
              e.preventDefault();
              const next = grid.querySelector(`[data-x="${x + m[0]}"][data-y="${y + m[1]}"]`);
              if (!next) return;
              for (const other of grid.querySelectorAll("button")) other.tabIndex = -1;
              next.tabIndex = 0;
              focusAt = { x: x + m[0], y: y + m[1] };
              next.focus();
            } }, cellView(ctx, cell));
          grid.append(button);
        }
      }
      hl.apply(cells, (x, y) => grid.querySelector(`[data-x="${x}"][data-y="${y}"] .cg-ctw-cell`));
    };
    const size = (dw, dh) => {
      width = Math.max(1, Math.min(15, width + dw));
      height = Math.max(1, Math.min(15, height + dh));
      for (const key of [...cells.keys()]) {
        const [x, y] = key.split(",").map(Number);
        if (x >= width || y >= height) cells.delete(key);
      }
      save();
      draw();
    };
    box.append(
      el("p", { class: "cg-hint", text: ctx.t("ctw_paint_help") }),
      el("div", { class: "cg-ctw-palette" },
        el("label", { for: terrainSel.id, text: ctx.t("ctw_terrain") }), terrainSel,
        el("label", { for: iconSel.id, text: ctx.t("ctw_icon") }), iconSel),
      el("div", { class: "cg-ctw-size" },
        el("button", { type: "button", text: ctx.t("ctw_add_col"), onclick: () => size(1, 0) }),
        el("button", { type: "button", text: ctx.t("ctw_add_row"), onclick: () => size(0, 1) }),
        el("button", { type: "button", text: ctx.t("ctw_del_col"), onclick: () => size(-1, 0) }),
        el("button", { type: "button", text: ctx.t("ctw_del_row"), onclick: () => size(0, -1) })),
      el("div", { class: "cg-scroll" }, grid),
      readout,
      hl.control,
      el("p", { class: "cg-error", hidden: true }),
    );
    draw();
    return box;
  }

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
    hl.control,
    list,
    el("p", { class: "cg-error", hidden: true }),
  );
  draw();
  return box;
}
