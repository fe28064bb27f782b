// Circle the Wagons: what the town builder and the painter both draw: a territory's
// picture (its terrain drawn as the card fronts draw it, the cards' own icon on a white
// disc as on the cards) and the highlight of the scoring groups of the latest result.

import { bounds } from "./paint.js";

const TERRAIN_KEY = "terrains";

const SVG_NS = "http://www.w3.org/2000/svg";
const iconCache = new Map();

/** A territory icon as inline SVG: the cards' own vector icons (exported by the build into
 *  the form data as ``checker_icons``; no emoji, so no emoji font is needed), or a letter
 *  when the data has none. Parsed once per icon, then cloned. */
export function iconView(ctx, id) {
  const el = ctx.el;
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

const swatchCache = new WeakMap(); // the game data → Map terrain → CSS url()

/** The terrain's swatch as a CSS ``url()``: the faces module's own drawing of a piece of
 *  its territory (the terrain's colour, pattern and ink as printed; exported by the build
 *  as ``checker_swatches``), or null when the data has none. */
export function swatchOf(ctx, terrain) {
  const markup = ctx.data.checker_swatches?.[terrain];
  if (typeof markup !== "string" || !markup.startsWith("<svg")) return null;
  if (!swatchCache.has(ctx.data)) swatchCache.set(ctx.data, new Map());
  const known = swatchCache.get(ctx.data);
  if (!known.has(terrain)) known.set(terrain, `url("data:image/svg+xml,${encodeURIComponent(markup)}")`);
  return known.get(terrain);
}

const SAFE_ID = /^[a-z0-9][a-z0-9-]*$/;
const SAFE_COLOUR = /^(#[0-9a-fA-F]{3,8}|[a-zA-Z]+)$/;

/** The look of every terrain's cells as one style sheet, put first in the checker once: a
 *  rule per terrain (``.cg-ctw-cell.cg-t-<id>``) with its colour, its swatch and its ink
 *  (the ring of the icon's disc, as on the cards), so a cell carries only its terrain's
 *  class. Each cell used to carry its swatch in its own style: the built page of Circle the
 *  Wagons, whose form is drawn at build time, weighed 767 KB, most of it the same six
 *  pictures over and over, and a phone took a second to show it. Ids and colours that
 *  are not plain are left out (the data could otherwise write CSS). */
function swatchSheet(ctx) {
  const root = ctx.checker?.root;
  if (!root) return;
  if ([...root.children].some((node) => node.localName === "style" && node.classList.contains("cg-swatches"))) return;
  const rules = [];
  for (const terrain of ctx.data.catalogs?.[TERRAIN_KEY] || []) {
    if (!SAFE_ID.test(String(terrain?.id))) continue;
    const parts = [];
    if (SAFE_COLOUR.test(String(terrain.colour))) parts.push(`background-color: ${terrain.colour}`);
    const swatch = swatchOf(ctx, terrain.id);
    if (swatch) parts.push(`background-image: ${swatch}`);
    if (SAFE_COLOUR.test(String(terrain.ink))) parts.push(`--cg-ink: ${terrain.ink}`);
    if (parts.length) rules.push(`.cg-ctw-cell.cg-t-${terrain.id} { ${parts.join("; ")} }`);
  }
  root.prepend(ctx.el("style", { class: "cg-swatches", text: rules.join("\n") }));
}

/** A cell's picture. Its name (``aria-label``) is on the button that holds it, written
 *  afresh with each repaint. No ``title``: the theme turns titles into tooltips of its own,
 *  and the one shown for a pressed cell would stay, saying what the cell held before; the
 *  grid's own line under it (``readout``) says what the cell in focus holds now. */
export function cellView(ctx, cell) {
  const el = ctx.el;
  const node = el("span", { class: "cg-ctw-cell" });
  if (!cell) {
    node.classList.add("cg-empty");
    return node;
  }
  // the terrain's colour, swatch and ink come from its class (``swatchSheet``)
  swatchSheet(ctx);
  node.classList.add(`cg-t-${cell.terrain}`);
  // the terrain's first letters, a picture of it drawn by CSS: the button's name is its
  // label, which has the full name (text here would be a name the label does not contain)
  node.append(el("span", { class: "cg-ctw-t", "aria-hidden": "true", "data-abbr": ctx.checker.entryName(cell.terrain).slice(0, 3) }),
    iconView(ctx, cell.icon));
  return node;
}

/** The highlight chooser and what it marks: ``apply(cells, cellAt)`` puts ``cg-hl`` on the
 *  scoring cells of the chosen lines (all six terrains by default) and dims the rest.
 *  ``control`` is the chooser; ``legend`` the line that says, right under the grid, what
 *  the stars and the faded squares mean (a reviewer found it only far down the page). */
export function highlighter(ctx, path, repaint) {
  const el = ctx.el;
  const index = Number((String(path).match(/players\[(\d+)\]/) || [])[1] ?? -1);
  const select = el("select", { id: ctx.uid(), class: "cg-ctw-hlsel" });
  const state = { lines: [], choice: "terrains" };
  const fill = () => {
    const keep = select.value || state.choice;
    select.replaceChildren(el("option", { value: "terrains", text: ctx.t("ctw_hl_terrains") }),
      el("option", { value: "", text: ctx.t("ctw_hl_none") }));
    for (const line of state.lines) {
      if (line.rule.startsWith("terrain-") || !(line.cells || []).length) continue;
      select.append(el("option", { value: line.rule, text: `${ruleName(line.rule)} (${line.points})` }));
    }
    select.value = [...select.options].some((o) => o.value === keep) ? keep : "terrains";
    state.choice = select.value;
  };
  const ruleName = (id) => {
    const rule = ctx.checker.ruleFor(id);
    return rule ? ctx.tx(rule.name) : id;
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
  const scores = el("span", { class: "cg-ctw-scores" });
  const fadedWords = el("span", { class: "cg-ctw-fadedwords" });
  const faded = el("span", { class: "cg-ctw-faded cg-quiet" },
    el("span", { class: "cg-ctw-cell cg-ctw-swatch cg-dim", "aria-hidden": "true" }), fadedWords);
  // (its room is kept while it has nothing to say: coming with the first score, it moved
  // the pad below it under a thumb on its way to the next key)
  const legend = el("p", { class: "cg-hint cg-ctw-legend", "aria-live": "polite" }, scores, faded);
  return {
    control: el("div", { class: "cg-ctw-palette cg-ctw-hl" },
      el("label", { for: select.id, text: ctx.t("ctw_highlight") }), select),
    legend,
    /** ``cells``: Map "x,y" → cell of the visible town; ``nodeAt(x, y)``: its element. */
    apply(cells, nodeAt) {
      const lines = state.choice === "terrains" ? state.lines.filter((l) => l.rule.startsWith("terrain-"))
        : state.lines.filter((l) => l.rule === state.choice);
      const b = bounds(cells);
      const marked = new Set();
      for (const line of lines) for (const [x, y] of line.cells || []) marked.add(`${x + b.x0},${y + b.y0}`);
      let dimmed = 0;
      for (const key of cells.keys()) {
        const [x, y] = key.split(",").map(Number);
        const node = nodeAt(x, y);
        if (!node) continue;
        const dim = state.choice !== "" && state.lines.length > 0 && !marked.has(key);
        node.classList.toggle("cg-hl", marked.has(key));
        node.classList.toggle("cg-dim", dim);
        if (dim) dimmed += 1;
      }
      const shown = state.lines.length > 0 && state.choice !== "";
      legend.classList.toggle("cg-quiet", !shown);
      const scored = lines.reduce((n, l) => n + (l.cells || []).length, 0);
      scores.textContent = shown ? ctx.t("ctw_hl_note", { n: scored }) : "";
      faded.classList.toggle("cg-quiet", !shown || !dimmed);
      fadedWords.textContent = state.choice === "terrains" ? ctx.t("ctw_faded_terrains")
        : ctx.t("ctw_faded_goal", { goal: ruleName(state.choice) });
    },
  };
}
