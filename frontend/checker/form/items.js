// What the form's fields are made of: the entries a field offers (catalog entries, card
// items, scoring rules, players), their names and short descriptions, card pictures,
// colour chips and number boxes.

import { el, getKey, parseNumber, tx } from "../core/util.js";

export function entriesOf(ctx, source) {
  const data = ctx.data;
  if (!source) return [];
  if (source.catalog) return (data.catalogs?.[source.catalog] || []).map((e) => ({ id: e.id, name: e.name, entry: e }));
  if (source.component) {
    const ids = Array.isArray(source.component) ? source.component : [source.component];
    return data.components.filter((c) => ids.includes(c.id)).flatMap((c) => c.items.map((item) => ({
      id: item.id, name: item.name || item.front?.name || { neutral: item.id }, entry: item, component: c.id,
    })));
  }
  if (source.scoring) {
    return (data.scoring || []).filter((r) => source.scoring === true || r.kind === source.scoring)
      .map((r) => ({ id: r.id, name: r.name, entry: r }));
  }
  if (source.values) return source.values.map((v) => (typeof v === "object" ? v : { id: v, name: { neutral: v } }));
  if (source.players) return ctx.checker.players().map((p) => ({ id: p.name, name: { neutral: p.name } }));
  return [];
}

/** The value a field's ``default_from`` names: ``field`` of the catalog entry whose id the
 *  record holds at ``id_key`` (undefined when there is none). */
export function defaultFrom(field, ctx) {
  const source = field.default_from;
  if (!source) return undefined;
  const id = getKey(ctx.checker.state.record, source.id_key);
  const entry = (ctx.data.catalogs?.[source.catalog] || []).find((e) => e.id === id);
  const value = entry ? getKey(entry, source.field) : undefined;
  return value === null ? undefined : value;
}

/** The size of a card side's picture (``[w, h]``), or undefined when the site has none. */
export function thumbSize(ctx, item, side = "front") {
  const sizes = side === "back" ? ctx.data.checker_backs : ctx.data.checker_faces;
  return sizes?.[ctx.lang]?.[item.component]?.[item.id];
}

/** A side of a card from the rules site's gallery (``../cards/svg/<component>-<item>-<side>.svg``)
 *  as a small lazy-loaded thumbnail (shown large beside its list: ``previewPanel``); only where the build saw
 *  the file (``checker_faces`` for fronts, ``checker_backs`` for backs of their own), so
 *  no request can fail. */
export function cardThumb(ctx, item, side = "front", width = 40) {
  const size = thumbSize(ctx, item, side);
  if (!size) return null;
  const [w, h] = size;
  const url = `../cards/svg/${encodeURIComponent(`${item.component}-${item.id}-${side}.svg`)}`;
  // Until the engine's first score only the pictures on the screen load, behind the
  // engine's downloads (``fetchpriority`` low): the rest would compete with its boot for
  // connections and CPU, but those in sight waiting for it (Pyramidion's boats, seconds
  // on a phone) filled in long after the list. After it the others load as they come
  // near (lazy), or one at once when its card is hovered or focused. The box has the
  // picture's shape before it loads: an image without a source is laid out as its alt
  // text, which in a thumbnail's width wraps to a column ~200 px tall.
  const live = ctx.checker.thumbsLive;
  const height = Math.round((width * h) / w);
  const img = el("img", {
    class: "cg-thumb", src: live ? url : null, "data-src": live ? null : url,
    alt: ctx.t("card_picture", { name: ctx.tx(item.name) }), loading: "lazy", decoding: "async",
    fetchpriority: "low", width, height, style: `aspect-ratio: ${width} / ${height}`,
  });
  if (!live) showWhenInSight(img);
  return img;
}

let inSight = null; // the watch of the pictures waiting for the first score

/** ``img`` (a picture waiting for the first score) loads as soon as it is on the screen. */
function showWhenInSight(img) {
  if (typeof IntersectionObserver !== "function") return;
  inSight ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      inSight.unobserve(entry.target);
      showThumb(entry.target);
    }
  });
  inSight.observe(img);
}

/** The first score is in: every picture may load (``showThumb``), the watch ends. */
export function thumbsFree(root) {
  inSight?.disconnect();
  inSight = null;
  for (const img of root.querySelectorAll("img.cg-thumb[data-src]")) showThumb(img);
}

/** A panel beside ``list`` that shows, large, the picture of the card a pointer hovers or
 *  the keyboard focuses in it (a ``.cg-card``, or a placed Cosmopolis card, holding a ``img.cg-thumb``). The
 *  picture enlarged in place lay over the neighbouring checkboxes; the panel takes room of
 *  its own beside the list (CSS: only on a wide screen with a pointer that hovers). */
export function previewPanel(list) {
  const panel = el("div", { class: "cg-card-preview", "aria-hidden": "true" });
  const frame = el("div", { class: "cg-card-preview-frame" });
  panel.append(frame);
  let shown = null;
  const show = (event) => {
    const img = event.target.closest?.(".cg-card, .cg-cos-cards > li")?.querySelector("img.cg-thumb");
    if (!img || img === shown) return;
    shown = img;
    showThumb(img);
    frame.replaceChildren(el("img", { src: img.getAttribute("src"), alt: "", width: img.width * 5, height: img.height * 5 }));
  };
  list.addEventListener("pointerover", show);
  list.addEventListener("focusin", show);
  return panel;
}

export function showThumb(img) {
  if (img?.dataset.src) {
    img.src = img.dataset.src;
    delete img.dataset.src;
  }
}

export function colourChip(entry) {
  const colour = entry?.colour || entry?.front?.colour;
  if (!colour || !/^#[0-9a-fA-F]{3,8}$/.test(colour)) return null;
  const chip = el("span", { class: "cg-chip", "aria-hidden": "true" });
  chip.style.background = colour;
  return chip;
}

export function numberInput(ctx, { id, value, min, max, path, label, onchange }) {
  return el("input", {
    id, type: "number", inputmode: "numeric", step: 1, min, max, value: value ?? "", "data-path": path,
    "aria-label": label, class: "cg-number",
    oninput: (e) => onchange(parseNumber(e.target.value)),
  });
}

/** Readable names for items without one, as a person names the card: the values of the
 *  front fields ``label_by`` names (one field, or a list: ``[suit, value]`` gives "Sun 3"),
 *  a catalog id as its entry's name, after the field's ``label_prefix`` ("Boat 6");
 *  without ``label_by``, the ``group_by`` field's value. A label is numbered only where
 *  several cards of one group (``group_by``: what the reader sees it under) share it:
 *  "7" under Lanterns, not "7 1" for the first 7 of the deck. */
export function labelItems(field, items, ctx) {
  const by = field.label_by || field.group_by;
  if (!by) return;
  const names = Array.isArray(by) ? by : [by];
  const prefix = field.label_prefix ? ctx.tx(field.label_prefix) : "";
  const labelOf = (item) => {
    const values = names.map((name) => item.entry.front?.[name]).filter((v) => v !== undefined && v !== null && v !== "");
    if (!values.length) return undefined;
    // a prefix before the values, as the card's title prints it ("Boat 6", not "6")
    return [prefix, ...values.map((v) => ctx.checker.entryName(String(v)))].filter(Boolean).join(" ");
  };
  const groupOf = (item) => (field.group_by ? String(item.entry.front?.[field.group_by] ?? "") : "");
  const labels = new Map();
  const totals = new Map();
  for (const item of items) {
    if (item.entry.name) continue;
    const label = labelOf(item);
    if (label === undefined) continue;
    const key = `${groupOf(item)}\u0000${label}`;
    labels.set(item, [key, label]);
    totals.set(key, (totals.get(key) || 0) + 1);
  }
  const seen = new Map();
  for (const [item, [key, label]] of labels) {
    const n = (seen.get(key) || 0) + 1;
    seen.set(key, n);
    item.name = { neutral: totals.get(key) > 1 ? `${label} ${n}` : label };
  }
}

export function valueOf(item, src, ctx) {
  if (src === "id") return item.id;
  if (src === "name") return ctx.tx(item.name);
  if (src.startsWith("name.")) return tx(item.name, src.slice("name.".length)); // a language's name
  return getKey(item.entry, src);
}

/** A short text of an item's front fields named in ``field.show``. */
export function describeItem(field, item, ctx) {
  const parts = [];
  for (const show of field.show || []) {
    const value = getKey(item.entry.front || {}, show);
    if (value === undefined || value === null || value === "" || value === 0 || (Array.isArray(value) && !value.length)) continue;
    if (typeof value === "number") parts.push(`${ctx.checker.entryName(show)}${ctx.t("colon")}${value}`); // "victory points: 2"
    else parts.push(ctx.checker.describe(value));
  }
  return parts.join(" · ");
}

/** For a cards field with ``one_owner`` in a player's part of the form: the name of the
 *  other player holding each card (Map item id → name), from the record as it is now. */
export function heldByOthers(ctx, field, path) {
  const held = new Map();
  const index = Number((String(path).match(/players\[(\d+)\]/) || [])[1] ?? -1);
  if (!field.one_owner || index < 0) return held;
  ctx.checker.players().forEach((player, i) => {
    const ids = i === index ? null : getKey(player, field.key);
    if (!Array.isArray(ids)) return;
    const name = typeof player?.name === "string" && player.name.trim() ? player.name.trim() : ctx.t("player_n", { n: i + 1 });
    for (const id of ids) if (!held.has(id)) held.set(id, name);
  });
  return held;
}
