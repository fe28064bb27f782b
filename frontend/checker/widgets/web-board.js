// Web: the shared board of the board form (record.board; format in cardgen/engine/web.py
// and docs/records.md and frontend/records/<lang>.md#records-web-board). A JSON text area is the editor; two
// small forms append a card or a cable to it; a read-only SVG draws what was typed (cards,
// computers with their points, servers, obstacles, cables in their colour and dash
// pattern), with the card or cable the engine rejects drawn in red.
let el = null;

const SVG = "http://www.w3.org/2000/svg";
const UNIT = 40;
const DASH = { red: "", blue: "10 5", green: "3 4", yellow: "14 4 3 4" };
const EMPTY = { server: { x: 0, y: 0 }, cards: [], cables: [] };

function svg(tag, attrs = {}, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined && v !== null) node.setAttribute(k, String(v));
  for (const c of children) node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  return node;
}

/** The card's squares as [dx, dy, content] after turning it ``rotation`` degrees clockwise
 *  (as cardgen.engine.web_board.card_squares). */
export function cardSquares(item, rotation) {
  const rows = item.cells || [];
  const contents = item.front?.squares || [];
  let squares = [];
  rows.forEach((row, y) => [...row].forEach((c, x) => { if (c === "X") squares.push([x, y]); }));
  squares = squares.map(([x, y], i) => [x, y, contents[i] ?? "open"]);
  let height = rows.length;
  let width = rows[0]?.length || 0;
  for (let r = 0; r < ((rotation || 0) / 90) % 4; r++) {
    squares = squares.map(([x, y, c]) => [height - 1 - y, x, c]);
    [width, height] = [height, width];
  }
  return squares;
}

/** The board as text: one card, obstacle or cable per line. */
export function boardText(board) {
  if (typeof board === "string") return board;
  const b = board || EMPTY;
  const list = (items) => (items.length ? `[\n    ${items.map((x) => JSON.stringify(x)).join(",\n    ")}\n  ]` : "[]");
  const parts = [];
  for (const [k, v] of Object.entries(b)) {
    parts.push(`  ${JSON.stringify(k)}: ${Array.isArray(v) ? list(v) : JSON.stringify(v)}`);
  }
  return `{\n${parts.join(",\n")}\n}`;
}

function isInt(v) {
  return Number.isInteger(v);
}

function pathIndex(path, list) {
  const m = String(path || "").match(new RegExp(`^board\\.${list}\\[(\\d+)\\]`));
  return m ? Number(m[1]) : null;
}

export function render({ field, ctx, holder, path }) {
  el = ctx.el;
  const items = new Map();
  for (const comp of ctx.data.components) {
    if (comp.id === "network-cards") for (const item of comp.items) items.set(item.id, item);
  }
  const colours = ctx.data.catalogs.colours || [];
  const colourOf = (id) => colours.find((c) => c.id === id);
  const current = () => holder()[field.key];
  const id = ctx.uid();
  const area = el("textarea", { id, class: "cg-web-json", rows: 12, wrap: "off", spellcheck: "false", autocomplete: "off",
    "data-path": path, "aria-describedby": `${id}-help` });
  area.value = boardText(current() ?? EMPTY);
  const parseNote = el("p", { class: "cg-hint cg-web-parse", role: "status" });
  const picture = el("div", { class: "cg-web-svg" });
  let badPath = null;

  const set = (board, rewrite) => {
    holder()[field.key] = board;
    if (rewrite) area.value = boardText(board);
    draw();
    ctx.changed(false);
  };
  area.addEventListener("input", () => {
    try {
      const board = JSON.parse(area.value);
      parseNote.textContent = "";
      area.removeAttribute("aria-invalid");
      set(board, false);
    } catch (error) {
      // The engine then names the field ("board" is not an object); the exact JSON fault is
      // shown here, next to the text.
      parseNote.textContent = ctx.t("web_bad_json", { error: error.message });
      area.setAttribute("aria-invalid", "true");
      set(area.value, false);
    }
  });
  const parsed = () => {
    const b = current();
    return b && typeof b === "object" && !Array.isArray(b) ? b : null;
  };

  // ---- append a card / a cable (keyboard-friendly alternative to typing JSON)
  // empty boxes with their default as the placeholder (a box holding "0" took a typed 2
  // as "02"); an empty box counts as its placeholder
  const num = (label, value = 0) => {
    const input = el("input", { id: ctx.uid(), type: "number", step: 1, placeholder: value, class: "cg-number", inputmode: "numeric" });
    return [el("label", { for: input.id, text: label }), input];
  };
  const cardSel = el("select", { id: ctx.uid() });
  for (const [itemId, item] of items) {
    const squares = (item.front?.squares || []).map((c) => (c === "open" ? "·" : c === "server" ? "S" : c.replace(/^c/, ""))).join(" ");
    cardSel.append(el("option", { value: itemId, text: `${itemId} (${squares})` }));
  }
  const rotSel = el("select", { id: ctx.uid() });
  for (const r of [0, 90, 180, 270]) rotSel.append(el("option", { value: r, text: `${r}°` }));
  const [cxLabel, cx] = num("x");
  const [cyLabel, cy] = num("y");
  const colSel = el("select", { id: ctx.uid() });
  for (const c of colours) colSel.append(el("option", { value: c.id, text: ctx.tx(c.name) }));
  const [fxLabel, fx] = num(`${ctx.t("web_from")} x`);
  const [fyLabel, fy] = num(`${ctx.t("web_from")} y`);
  const [txLabel, tx] = num(`${ctx.t("web_to")} x`, 1);
  const [tyLabel, ty] = num(`${ctx.t("web_to")} y`);
  const int = (input) => {
    const typed = Number.parseInt(input.value, 10);
    return Number.isNaN(typed) ? Number(input.placeholder) || 0 : typed;
  };
  const append = (list, entry) => {
    const board = parsed();
    if (!board) {
      parseNote.textContent = ctx.t("web_fix_json");
      area.focus();
      return;
    }
    const next = { ...board, [list]: [...(Array.isArray(board[list]) ? board[list] : []), entry] };
    set(next, true);
  };
  const addCard = () => {
    const entry = { card: cardSel.value, x: int(cx), y: int(cy) };
    if (Number(rotSel.value)) entry.rotation = Number(rotSel.value);
    append("cards", entry);
  };
  const addCable = () => append("cables", { colour: colSel.value, from: [int(fx), int(fy)], to: [int(tx), int(ty)] });

  // ---- the picture
  const draw = () => {
    const board = parsed();
    picture.replaceChildren();
    if (!board) return;
    const shapes = [];
    const seen = [];
    const mark = (x, y) => seen.push([x, y]);
    const sx = isInt(board.server?.x) ? board.server.x : 0;
    const sy = isInt(board.server?.y) ? board.server.y : 0;
    for (const [dx, dy] of [[0, 0], [1, 0], [0, 1], [1, 1]]) mark(sx + dx, sy + dy);
    shapes.push(svg("g", { class: "cg-web-server" },
      svg("title", {}, ctx.t("web_server")),
      svg("rect", { x: sx * UNIT + 2, y: sy * UNIT + 2, width: 2 * UNIT - 4, height: 2 * UNIT - 4, rx: 6 }),
      svg("text", { x: (sx + 1) * UNIT, y: (sy + 1) * UNIT + 5, "text-anchor": "middle" }, "S")));
    (Array.isArray(board.cards) ? board.cards : []).forEach((card, i) => {
      const item = items.get(card?.card);
      if (!item || !isInt(card.x) || !isInt(card.y)) return;
      const g = svg("g", { class: `cg-web-card${badPath !== null && pathIndex(badPath, "cards") === i ? " cg-web-bad" : ""}`, "data-card": i });
      g.append(svg("title", {}, `${i + 1}. ${card.card} (${card.x}, ${card.y})${card.rotation ? ` ${card.rotation}°` : ""}`));
      for (const [dx, dy, content] of cardSquares(item, card.rotation || 0)) {
        const x = card.x + dx;
        const y = card.y + dy;
        mark(x, y);
        g.append(svg("rect", { x: x * UNIT + 1, y: y * UNIT + 1, width: UNIT - 2, height: UNIT - 2, class: `cg-web-sq cg-web-${content === "open" ? "open" : content === "server" ? "srv" : "pc"}` }));
        const label = content === "server" ? "S" : content.startsWith("c") ? content.slice(1) : "";
        if (label) g.append(svg("text", { x: x * UNIT + UNIT / 2, y: y * UNIT + UNIT / 2 + 5, "text-anchor": "middle" }, label));
      }
      shapes.push(g);
    });
    for (const pair of Array.isArray(board.obstacles) ? board.obstacles : []) {
      if (!Array.isArray(pair) || !isInt(pair[0]) || !isInt(pair[1])) continue;
      mark(pair[0], pair[1]);
      shapes.push(svg("g", { class: "cg-web-obstacle" }, svg("title", {}, ctx.t("web_obstacle")),
        svg("path", { d: `M${pair[0] * UNIT + 6} ${pair[1] * UNIT + 6}l${UNIT - 12} ${UNIT - 12}m0 ${-(UNIT - 12)}l${-(UNIT - 12)} ${UNIT - 12}` })));
    }
    (Array.isArray(board.cables) ? board.cables : []).forEach((cable, i) => {
      const a = cable?.from;
      const b = cable?.to;
      if (!Array.isArray(a) || !Array.isArray(b) || ![...a, ...b].every(isInt)) return;
      mark(a[0], a[1]);
      mark(b[0], b[1]);
      const colour = colourOf(cable.colour);
      const bad = badPath !== null && pathIndex(badPath, "cables") === i;
      shapes.push(svg("line", {
        x1: a[0] * UNIT + UNIT / 2, y1: a[1] * UNIT + UNIT / 2, x2: b[0] * UNIT + UNIT / 2, y2: b[1] * UNIT + UNIT / 2,
        class: `cg-web-cable${bad ? " cg-web-bad" : ""}`, stroke: colour?.colour || "#444",
        "stroke-dasharray": DASH[cable.colour] || "", "data-cable": i,
      }, svg("title", {}, `${i + 1}. ${colour ? ctx.tx(colour.name) : cable.colour}${ctx.t("colon")}(${a.join(", ")}) – (${b.join(", ")})`)));
    });
    const xs = seen.map((p) => p[0]);
    const ys = seen.map((p) => p[1]);
    const x0 = Math.min(...xs) - 0.25;
    const y0 = Math.min(...ys) - 0.25;
    const w = Math.max(...xs) - Math.min(...xs) + 1.5;
    const h = Math.max(...ys) - Math.min(...ys) + 1.5;
    const picture2 = svg("svg", { viewBox: `${x0 * UNIT} ${y0 * UNIT} ${w * UNIT} ${h * UNIT}`, role: "img",
      "aria-label": ctx.t("web_picture"), class: "cg-web-board", width: Math.round(Math.min(w * UNIT * 1.4, 900)) });
    // the square coordinates along the edges, so typed positions can be checked
    for (let x = Math.min(...xs); x <= Math.max(...xs); x++) {
      picture2.append(svg("text", { x: x * UNIT + UNIT / 2, y: y0 * UNIT + 8, class: "cg-web-axis", "text-anchor": "middle" }, x));
    }
    for (let y = Math.min(...ys); y <= Math.max(...ys); y++) {
      picture2.append(svg("text", { x: x0 * UNIT + 2, y: y * UNIT + UNIT / 2 + 3, class: "cg-web-axis" }, y));
    }
    picture2.append(...shapes);
    picture.append(picture2);
  };

  // The engine's verdict: mark the card or cable it names (its path is board.cards[i] /
  // board.cables[i]); a JSON fault keeps the parser's words next to the text.
  ctx.onResult((result) => {
    const next = result?.error?.path && String(result.error.path).startsWith("board") ? result.error.path : null;
    if (next !== badPath) {
      badPath = next;
      draw();
    }
    if (typeof current() === "string" && parseNote.textContent) {
      const slot = area.closest("[data-field-path]")?.querySelector(":scope > .cg-error");
      if (slot && !slot.hidden) slot.textContent = parseNote.textContent;
    }
  });

  const box = el("div", { class: "cg-web" },
    el("label", { for: id, class: "cg-web-label", text: ctx.tx(field.label) || ctx.t("web_board") }),
    el("p", { class: "cg-hint", id: `${id}-help` }, ctx.t("web_board_help"), " ",
      el("a", { href: "../../records/#records-web-board", text: ctx.t("web_board_format") })),
    area, parseNote,
    el("div", { class: "cg-ctw-place cg-web-add" },
      el("label", { for: cardSel.id, text: ctx.t("web_card") }), cardSel,
      cxLabel, cx, cyLabel, cy,
      el("label", { for: rotSel.id, text: ctx.t("web_rotation") }), rotSel,
      el("button", { type: "button", text: ctx.t("web_add_card"), onclick: addCard })),
    el("div", { class: "cg-ctw-place cg-web-add" },
      el("label", { for: colSel.id, text: ctx.t("web_colour") }), colSel,
      fxLabel, fx, fyLabel, fy, txLabel, tx, tyLabel, ty,
      el("button", { type: "button", text: ctx.t("web_add_cable"), onclick: addCable })),
    el("div", { class: "cg-scroll" }, picture),
  );
  draw();
  return box;
}
