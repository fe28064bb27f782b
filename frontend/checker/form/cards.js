// The card picker (``kind: cards``): the cards of one or more components, ticked or
// counted, grouped (Web of Power's countries) with one group open at a time or all of them
// at once, and for a deck every card of which ends with some player (``rest``), one tap
// for the cards no one else holds.

import { el, getKey, joinPath, parseNumber, setKey } from "../core/util.js";
import {
  cardThumb, colourChip, describeItem, entriesOf, heldByOthers, labelItems, previewPanel, showThumb, thumbSize,
} from "./items.js";
import { withSteppers } from "./stepper.js";

/** One group of a cards field open at a time (Web of Power's countries: a player's nine
 *  groups opened one after the other stayed open, and with four players the page grew to
 *  14,000 px on a phone). Opening ``details`` closes the field's other open group, and the
 *  page is scrolled by what that took away above it, so its heading stays under the
 *  finger. The open group is kept in ``openGroups`` (field path → group) while the page
 *  lives, for the form drawn anew (a player added); a reload starts with every group
 *  closed, their headings counting the cards ticked. While the reader has every group
 *  shown (``allShown``), opening one closes nothing. */
function oneOpenAtATime(box, details, summary, path, openGroups, allShown) {
  const closeOthers = () => {
    if (allShown()) return;
    for (const other of box.querySelectorAll(":scope > details.cg-group[open]")) if (other !== details) other.open = false;
  };
  // (a click: the reader's tap, or Enter or Space on the heading; before it opens)
  summary.addEventListener("click", () => {
    if (details.open) return;
    const before = summary.getBoundingClientRect().top;
    closeOthers();
    const moved = summary.getBoundingClientRect().top - before;
    if (moved) window.scrollBy(0, moved);
  });
  details.addEventListener("toggle", () => {
    const id = details.dataset.group;
    if (details.open) {
      openGroups.set(path, id);
      closeOthers(); // opened otherwise (the form the page arrived with, taken over)
    } else if (openGroups.get(path) === id) {
      openGroups.delete(path);
    }
  });
}


/** Whether the groups of the cards fields at ``key`` are all shown at once: the reader's
 *  choice ("Show all cards", under any player's field), for every player's field of that
 *  key and kept on this device, so that the next player and the next game start with it
 *  (the 25 taps of a whole game of Web of Power that only opened countries).
 *
 *  Why for every player, not each player's own: at the table one phone goes round, or
 *  one person enters everyone's cards, and how the list is laid out suits that device and
 *  that person, not a player; one player's list left in groups while the next is shown
 *  whole would only be more taps. A reviewer was surprised that a press in one player's
 *  part changed the others', so the button says so in its words ("Show all cards (for
 *  every player)"), and the page keeps the reader's place when the lists change. */
function groupsShown(checker, key) {
  checker.groupsShown ??= new Map();
  if (!checker.groupsShown.has(key)) {
    let kept = false;
    try {
      kept = localStorage.getItem(`${checker.key}.groups-shown.${key}`) === "all";
    } catch {
      // storage refused (private mode): one group at a time
    }
    checker.groupsShown.set(key, kept);
  }
  return checker.groupsShown.get(key);
}

function showGroups(checker, key, all) {
  checker.groupsShown.set(key, all);
  try {
    if (all) localStorage.setItem(`${checker.key}.groups-shown.${key}`, "all");
    else localStorage.removeItem(`${checker.key}.groups-shown.${key}`);
  } catch {
    // not kept: this page still shows them
  }
}

/** The cards no player holds (one id per copy left), in the deck's order: with ``rest``,
 *  the cards of the last player at the end of a game where every card ends with someone. */
function cardsLeft(ctx, field, items) {
  const held = new Map();
  for (const player of ctx.checker.players()) {
    const ids = getKey(player, field.key);
    if (Array.isArray(ids)) for (const id of ids) held.set(id, (held.get(id) || 0) + 1);
  }
  return items.flatMap((item) => Array(Math.max(0, (item.entry.quantity ?? 1) - (held.get(item.id) || 0))).fill(item.id));
}

/** "Show all cards" (or "One group at a time"), and with ``rest`` "Tick the 14 cards no
 *  one holds" for the player who has none yet once every other player has some: one row
 *  over the groups. */
function pickerTools(ctx, field, items, full, holder, grouped) {
  const checker = ctx.checker;
  const row = el("div", { class: "cg-card-tools" });
  if (grouped) {
    const all = groupsShown(checker, field.key);
    row.append(el("button", { type: "button", class: "md-button cg-groups-all", "data-tool": `${full} groups`,
      "aria-pressed": String(all), text: ctx.t(all ? "groups_close_all" : "groups_show_all"),
      onclick: () => {
        showGroups(checker, field.key, !all);
        (checker.openGroups ??= new Map()).clear();
        checker.focusNext = () => checker.formBox.querySelector(`[data-tool="${CSS.escape(`${full} groups`)}"]`);
        ctx.changed(true);
      } }));
  }
  if (field.rest) {
    const rest = el("button", { type: "button", class: "md-button cg-cards-rest", "data-tool": `${full} rest`, hidden: true,
      onclick: () => {
        const left = cardsLeft(ctx, field, items);
        if (!left.length) return;
        const order = items.map((x) => x.id);
        const next = [...(getKey(holder(), field.key) || []), ...left].sort((a, b) => order.indexOf(a) - order.indexOf(b));
        setKey(holder(), field.key, next);
        checker.focusNext = () => checker.formBox.querySelector(`[data-tool="${CSS.escape(`${full} groups`)}"]`)
          || checker.formBox.querySelector(`[data-field-path="${CSS.escape(full)}"] input`);
        ctx.changed(true);
      } });
    const update = () => {
      const left = cardsLeft(ctx, field, items).length;
      // only for a player with none of these cards yet, once every other player has some:
      // then the cards left are theirs (one who counts instead holds cards unknown here)
      const holds = (player) => (getKey(player, field.key) || []).length > 0;
      const others = ctx.checker.players().filter((player) => player !== holder());
      rest.hidden = !(left && !holds(holder()) && others.length && others.every(holds));
      rest.textContent = ctx.t("cards_rest", { n: left });
    };
    update();
    ctx.onResult(update);
    row.append(rest);
  }
  return row.childNodes.length ? row : null;
}

/** Pick cards from components: a list of item ids (an item may repeat up to its quantity). */
export function cardsField(field, ctx, holder, path) {
  const full = joinPath(path, field.key);
  const box = el("fieldset", { class: "cg-cards", "data-field-path": full }, el("legend", { text: ctx.tx(field.label) }));
  const items = entriesOf(ctx, { component: field.components || field.component });
  labelItems(field, items, ctx);
  const list = () => getKey(holder(), field.key) || [];
  const summary = el("p", { class: "cg-hint cg-cards-summary", "aria-live": "polite" });
  const refresh = () => {
    summary.textContent = ctx.t("cards_chosen", { n: list().length });
  };
  const groupField = field.group_by;
  const groups = new Map();
  for (const item of items) {
    const g = groupField ? item.entry.front?.[groupField] ?? "" : "";
    if (!groups.has(g)) groups.set(g, []);
    groups.get(g).push(item);
  }
  const catalogOf = field.group_catalog;
  const openGroups = (ctx.checker.openGroups ??= new Map());
  const grouped = groups.size > 1 && !field.open;
  const allShown = () => grouped && groupsShown(ctx.checker, field.key);
  // one_owner: a card another player holds is marked as theirs and goes last (not while
  // the reader is in that list: nothing moves under a finger or the keyboard's focus)
  const arrange = (grid) => {
    const held = heldByOthers(ctx, field, path);
    const rows = [...grid.children];
    for (const node of rows) {
      const owner = held.get(node.dataset.item);
      node.classList.toggle("cg-taken", Boolean(owner));
      let tag = node.querySelector(".cg-card-taken");
      if (owner && !tag) {
        tag = el("span", { class: "cg-card-taken" });
        node.querySelector("label")?.append(tag);
      }
      if (owner) tag.textContent = ctx.t("card_taken", { name: owner });
      else tag?.remove();
    }
    if (grid.contains(document.activeElement)) return;
    const order = (node) => items.findIndex((it) => it.id === node.dataset.item) + (held.has(node.dataset.item) ? items.length : 0);
    const sorted = [...rows].sort((a, b) => order(a) - order(b));
    if (sorted.some((node, i) => node !== rows[i])) grid.append(...sorted);
  };
  const grids = [];
  if (field.one_owner) ctx.onResult(() => { for (const grid of grids) if (grid.children.length) arrange(grid); });
  const fills = [];
  let search = null;
  if (field.search) {
    const sid = ctx.uid();
    search = el("input", { id: sid, type: "search", class: "cg-search", autocomplete: "off",
      oninput: () => {
        for (const fill of fills) fill();
        const q = search.value.trim().toLowerCase();
        for (const row of box.querySelectorAll(".cg-card")) row.hidden = q && !row.dataset.search.includes(q);
      } });
    box.append(el("div", { class: "cg-field" }, el("label", { for: sid, text: ctx.t("search") }), search));
  }
  box.append(summary);
  const tools = pickerTools(ctx, field, items, full, holder, grouped);
  if (tools) box.append(tools);
  for (const [g, members] of groups) {
    const entry = catalogOf ? (ctx.data.catalogs[catalogOf] || []).find((e) => e.id === g) : null;
    const inGroup = () => list().filter((id) => members.some((m) => m.id === id)).length;
    const count = el("span", { class: "cg-count" });
    const single = groups.size === 1;
    const details = single ? el("div", { class: "cg-group cg-single" })
      : el("details", { class: "cg-group", "data-group": String(g), open: field.open || allShown() || openGroups.get(full) === String(g) });
    const sum = single ? el("span", { hidden: true })
      : el("summary", {}, colourChip(entry), el("span", { text: entry ? ctx.tx(entry.name) : g || ctx.t("cards") }), " ", count);
    const updateCount = () => { count.textContent = `(${inGroup()})`; };
    if (!single && !field.open) oneOpenAtATime(box, details, sum, full, openGroups, allShown);
    details.append(sum);
    const grid = el("div", { class: "cg-card-grid" });
    grids.push(grid);
    const row = (item, id) => {
      const qty = item.entry.quantity ?? 1;
      const have = () => list().filter((x) => x === item.id).length;
      const desc = describeItem(field, item, ctx);
      // the short code printed on the card ("C17"), the same in every language (not
      // where the name says it: "Boat 6" over "B06")
      const code = field.show_code !== false && typeof item.entry.front?.code === "string" ? item.entry.front.code : "";
      const label = el("label", { for: id }, cardThumb(ctx, item),
        code ? el("span", { class: "cg-card-code", text: code }) : null,
        el("span", { class: "cg-card-name", text: ctx.tx(item.name) }),
        desc ? el("span", { class: "cg-card-desc", text: desc }) : null);
      let control;
      const set = (n) => {
        const keep = list().filter((x) => x !== item.id);
        const idx = Math.max(0, n);
        const next = [...keep, ...Array(idx).fill(item.id)];
        const order = items.map((x) => x.id);
        next.sort((a, b) => order.indexOf(a) - order.indexOf(b));
        setKey(holder(), field.key, next.length || !field.omit_empty ? next : undefined);
        updateCount();
        refresh();
        ctx.changed(false);
      };
      if (qty > 1 || field.counts) {
        // its name says what to enter: how many of this card (the label is the card)
        const howMany = el("input", { id, type: "number", min: 0, max: qty, step: 1, value: have() || "", class: "cg-number",
          "aria-label": ctx.t("cards_how_many", { card: `${code ? `${code} ` : ""}${ctx.tx(item.name)}` }),
          "data-path": `${full}[]`, oninput: (e) => { const v = parseNumber(e.target.value); set(typeof v === "number" ? v : 0); } });
        // a finger's tap on the label does not focus a number box in Chromium on a phone
        label.addEventListener("click", () => howMany.focus());
        control = withSteppers(ctx, howMany, `${code ? `${code} ` : ""}${ctx.tx(item.name)}`);
      } else {
        control = el("input", { id, type: "checkbox", checked: have() > 0, "data-path": `${full}[]`,
          onchange: (e) => set(e.target.checked ? 1 : 0) });
      }
      const node = el("div", { class: "cg-card", "data-item": item.id,
        "data-search": `${code} ${ctx.tx(item.name)} ${desc}`.toLowerCase() }, control, label);
      if (label.querySelector(".cg-thumb")) {
        const show = () => showThumb(label.querySelector("img.cg-thumb"));
        node.addEventListener("pointerenter", show, { once: true });
        node.addEventListener("focusin", show, { once: true });
      }
      return node;
    };
    // The ids are taken now, in form order; the rows of a closed group are built once
    // the form is on screen (ctx.later), or at once when the group is opened first.
    const ids = members.map(() => ctx.uid());
    let filled = false;
    const fill = () => {
      if (filled) return;
      filled = true;
      grid.append(...members.map((item, i) => row(item, ids[i])));
      if (field.one_owner) arrange(grid);
    };
    fills.push(fill);
    if (single || details.open) fill();
    else {
      sum.addEventListener("click", fill, { once: true });
      details.addEventListener("toggle", fill, { once: true });
      ctx.later(fill);
    }
    details.append(grid);
    updateCount();
    box.append(details);
  }
  refresh();
  box.append(el("p", { class: "cg-error", hidden: true }));
  if (items.some((item) => thumbSize(ctx, item))) {
    box.classList.add("cg-with-preview");
    box.append(previewPanel(box));
  }
  return box;
}
