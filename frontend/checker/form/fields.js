// The generic kinds of field (``kind:`` in a game's checker.yaml): each draws its label
// and control from the field's definition and writes what is entered into the record.
// Called as methods of the checker (``this.wrap``).

import { clone, el, getKey, joinPath, numberParts, parseNumber, setKey } from "../core/util.js";
import { cardsField } from "./cards.js";
import { colourChip, defaultFrom, entriesOf, numberInput, valueOf } from "./items.js";
import { withSteppers } from "./stepper.js";

export const FIELDS = {
  number(field, ctx, holder, path) {
    const id = ctx.uid();
    const full = joinPath(path, field.key);
    // default_from: the value the engine uses when the field is empty (e.g. the site's
    // minimum from the game data) is the placeholder, and a hint says which counts
    const fallback = defaultFrom(field, ctx);
    // the value a new game holds here (Web's 0 cards in hand): shown as the placeholder of
    // an empty box, not as a number typing would go after ("0" then "2" made "02"); an
    // emptied box holds it again
    const blank = this.blankValueAt(full);
    const preset = fallback ?? (typeof blank === "number" ? blank : undefined);
    const hint = el("span", { class: "cg-hint", id: `${id}-hint` });
    const showHint = (value) => {
      const parts = [];
      if (field.help) parts.push(ctx.tx(field.help));
      if (fallback !== undefined) {
        if (value === undefined) parts.push(ctx.t("default_used", { value: fallback }));
        else if (value !== fallback) parts.push(ctx.t("default_differs", { value: fallback }));
      }
      hint.textContent = parts.join(" ");
      hint.hidden = !parts.length;
    };
    const stored = getKey(holder(), field.key);
    const shown = stored === preset ? undefined : stored;
    const input = numberInput(ctx, {
      id, value: shown, min: field.min ?? 0, max: field.max, path: full,
      onchange: (v) => {
        setKey(holder(), field.key, v === undefined && fallback === undefined && preset !== undefined ? preset : v);
        showHint(v);
        ctx.changed(false);
      },
    });
    input.removeAttribute("aria-label");
    if (preset !== undefined) input.placeholder = String(preset);
    input.setAttribute("aria-describedby", hint.id);
    showHint(shown);
    const steppers = withSteppers(ctx, input, ctx.tx(field.label));
    return this.wrap(el("label", { for: id, text: ctx.tx(field.label) }), steppers, full, hint);
  },

  text(field, ctx, holder, path) {
    const id = ctx.uid();
    const full = joinPath(path, field.key);
    const input = el("input", { id, type: "text", value: getKey(holder(), field.key) ?? "", "data-path": full,
      oninput: (e) => { setKey(holder(), field.key, e.target.value === "" ? undefined : e.target.value); ctx.changed(false); } });
    return this.wrap(el("label", { for: id, text: ctx.tx(field.label) }), input, full);
  },

  numbers(field, ctx, holder, path) {
    const id = ctx.uid();
    const full = joinPath(path, field.key);
    const value = getKey(holder(), field.key);
    // a phone's keypad of digits with a separator (inputmode "decimal": a comma or a full
    // stop, where the numeric keypad may have none and the letters' keyboard hides the
    // digits); any of space, comma, full stop separates the numbers (numberParts)
    const input = el("input", {
      id, type: "text", inputmode: "decimal", value: Array.isArray(value) ? value.join(" ") : "", "data-path": full,
      autocomplete: "off", class: "cg-numbers",
      oninput: (e) => {
        const parts = numberParts(e.target.value).map(parseNumber);
        setKey(holder(), field.key, parts.length || field.keep_empty ? parts : undefined);
        ctx.changed(false);
      },
    });
    const hint = el("span", { class: "cg-hint", id: `${id}-hint`, text: ctx.tx(field.help) || ctx.t("numbers_hint") });
    input.setAttribute("aria-describedby", `${id}-hint`);
    return this.wrap(el("label", { for: id, text: ctx.tx(field.label) }), input, full, hint);
  },

  tally(field, ctx, holder, path) {
    const full = joinPath(path, field.key);
    const box = el("fieldset", { class: "cg-tally", "data-field-path": full }, el("legend", { text: ctx.tx(field.label) }));
    const grid = el("div", { class: "cg-tally-grid" });
    for (const { id: entryId, name, entry } of entriesOf(ctx, field)) {
      const id = ctx.uid();
      const max = field.max_field ? entry?.[field.max_field] : field.max;
      const p = joinPath(full, entryId);
      const input = numberInput(ctx, {
        id, value: getKey(holder(), field.key)?.[entryId], min: 0, max, path: p,
        onchange: (v) => {
          const obj = { ...(getKey(holder(), field.key) || {}) };
          if (v === undefined || v === 0) delete obj[entryId];
          else obj[entryId] = v;
          setKey(holder(), field.key, Object.keys(obj).length ? obj : undefined);
          ctx.changed(false);
        },
      });
      input.removeAttribute("aria-label");
      const label = el("label", { for: id }, colourChip(entry), ctx.tx(name),
        max !== undefined ? el("span", { class: "cg-max", text: ` /${max}` }) : null);
      const steppers = withSteppers(ctx, input, `${ctx.tx(name)} (${ctx.tx(field.label)})`);
      grid.append(el("div", { class: "cg-field", "data-field-path": p }, label, steppers, el("p", { class: "cg-error", id: `${id}-err`, hidden: true })));
    }
    box.append(grid, el("p", { class: "cg-error", hidden: true }));
    return box;
  },

  /** Counts by row and column (Web of Power's circle symbols of each country): one unit
   *  per row, its name over its columns' boxes, each box between its − and + (a table's
   *  stacked steppers left a row's − nearer the next row's name: readers tapped the wrong
   *  country's button). On a phone a unit is one line, its name and its boxes under the
   *  columns' names, typed into without − and + (9 countries of 4 symbols with steppers
   *  made a player's part 2,900 px long; checker.css). */
  "tally-grid"(field, ctx, holder, path) {
    const full = joinPath(path, field.key);
    const rows = entriesOf(ctx, field.rows);
    const cols = entriesOf(ctx, field.cols);
    const box = el("fieldset", { class: "cg-tally-table", "data-field-path": full, style: `--cg-cols: ${cols.length}` },
      el("legend", { text: ctx.tx(field.label) }));
    if (field.help) box.append(el("p", { class: "cg-help", text: ctx.tx(field.help) }));
    // the columns' names once above the rows: shown on a phone, where each row is its
    // name and its boxes on one line (checker.css); each box says its own name to a screen reader
    box.append(el("div", { class: "cg-grid-head", "aria-hidden": "true" }, el("span"),
      cols.map((col) => el("span", { text: ctx.tx(col.name) }))));
    for (const row of rows) {
      const unit = el("div", { class: "cg-grid-row", role: "group", "data-field-path": joinPath(full, row.id) });
      const title = el("p", { class: "cg-grid-row-name", id: ctx.uid() }, colourChip(row.entry), ctx.tx(row.name));
      unit.setAttribute("aria-labelledby", title.id);
      const cells = el("div", { class: "cg-grid-cells" });
      for (const col of cols) {
        const p = joinPath(joinPath(full, row.id), col.id);
        const id = ctx.uid();
        const input = numberInput(ctx, {
          id, value: getKey(holder(), field.key)?.[row.id]?.[col.id], min: 0, path: p,
          label: `${ctx.tx(row.name)} – ${ctx.tx(col.name)}`,
          onchange: (v) => {
            const obj = clone(getKey(holder(), field.key) || {});
            obj[row.id] ||= {};
            if (v === undefined || v === 0) delete obj[row.id][col.id];
            else obj[row.id][col.id] = v;
            if (!Object.keys(obj[row.id]).length) delete obj[row.id];
            setKey(holder(), field.key, Object.keys(obj).length ? obj : undefined);
            ctx.changed(false);
          },
        });
        const name = `${ctx.tx(row.name)} – ${ctx.tx(col.name)} (${ctx.tx(field.label)})`;
        cells.append(el("div", { class: "cg-grid-cell", "data-field-path": p },
          el("label", { for: id, "aria-hidden": "true", text: ctx.tx(col.name) }), withSteppers(ctx, input, name)));
      }
      unit.append(title, cells);
      box.append(unit);
    }
    box.append(el("p", { class: "cg-error", hidden: true }));
    return box;
  },

  choice(field, ctx, holder, path) {
    const id = ctx.uid();
    const full = joinPath(path, field.key);
    const current = getKey(holder(), field.key);
    const select = el("select", { id, "data-path": full,
      onchange: (e) => {
        const v = e.target.value;
        setKey(holder(), field.key, v === "" ? (field.optional === "null" ? null : undefined) : v);
        ctx.changed(false);
      } });
    if (field.optional) select.append(el("option", { value: "", text: ctx.tx(field.none) || ctx.t("none") }));
    for (const { id: value, name } of entriesOf(ctx, field)) {
      select.append(el("option", { value, text: ctx.tx(name), selected: value === current }));
    }
    if (current === undefined && !field.optional) setTimeout(() => {
      if (getKey(holder(), field.key) === undefined && select.value) { setKey(holder(), field.key, select.value); ctx.changed(false); }
    });
    return this.wrap(el("label", { for: id, text: ctx.tx(field.label) }), select, full);
  },

  /** Choose one item (e.g. a site tile) and copy some of its fields into the record. */
  preset(field, ctx, holder, path) {
    const id = ctx.uid();
    const full = joinPath(path, field.key);
    const items = entriesOf(ctx, field);
    const obj = () => getKey(holder(), field.key) || {};
    const [firstKey, firstSrc] = Object.entries(field.fill || {})[0] || [];
    const match = items.find((it) => firstKey && getKey(obj(), firstKey) === valueOf(it, firstSrc, ctx));
    const select = el("select", { id, "data-path": full,
      onchange: (e) => {
        const item = items.find((it) => it.id === e.target.value);
        if (!item) return;
        const next = { ...obj() };
        for (const [k, src] of Object.entries(field.fill || {})) next[k] = valueOf(item, src, ctx);
        setKey(holder(), field.key, next);
        ctx.changed(true);
      } });
    select.append(el("option", { value: "", text: ctx.t("choose"), disabled: true, selected: !match }));
    for (const item of items) select.append(el("option", { value: item.id, text: ctx.tx(item.name), selected: item === match }));
    return this.wrap(el("label", { for: id, text: ctx.tx(field.label) }), select, full);
  },

  /** Choose some entries (e.g. three bonus goals): a list of ids. A pick of a set number
   *  (``count``) folds to a line of the entries chosen once that many are, with a button
   *  that opens the list again: left open, the game's 3 goals filled a phone's screen
   *  between the reader and the towns. */
  pick(field, ctx, holder, path) {
    const full = joinPath(path, field.key);
    const box = el("fieldset", { class: "cg-pick", "data-field-path": full, "data-count": field.count || null });
    const legend = el("legend", { text: ctx.tx(field.label) });
    const count = el("span", { class: "cg-count" });
    legend.append(" ", count);
    box.append(legend);
    const list = el("div", { class: "cg-pick-list" });
    const chosen = () => getKey(holder(), field.key) || [];
    const names = new Map(entriesOf(ctx, field).map(({ id, name }) => [id, ctx.tx(name)]));
    const summary = el("p", { class: "cg-pick-summary" });
    const open = el("button", { type: "button", class: "cg-pick-open", text: ctx.t("pick_change"),
      onclick: () => {
        fold(false);
        list.querySelector("input")?.focus();
      } });
    const folded = el("div", { class: "cg-pick-folded", hidden: true }, summary, open);
    /** The list folded to the line of the entries chosen (``on``), or open. */
    const fold = (on) => {
      summary.textContent = chosen().map((id) => names.get(id) ?? id).join(" · ");
      folded.hidden = !on;
      list.hidden = on;
      // folded, the line of names says what "3 of 3 chosen" did (and the title keeps to
      // one line on a phone: the count wrapped over the box's border)
      count.hidden = on;
    };
    const update = () => {
      count.textContent = field.count ? ctx.t("chosen_of", { n: chosen().length, of: field.count }) : "";
    };
    entriesOf(ctx, field).forEach(({ id: value, name, entry }, index) => {
      const id = ctx.uid();
      const input = el("input", { type: "checkbox", id, value, checked: chosen().includes(value), "data-path": joinPath(full, index),
        onchange: (e) => {
          let next = chosen().filter((v) => v !== value);
          if (e.target.checked) next.push(value);
          const order = entriesOf(ctx, field).map((x) => x.id);
          next = next.sort((a, b) => order.indexOf(a) - order.indexOf(b));
          setKey(holder(), field.key, next);
          update();
          // the last one of the number asked for ticked: the list folds (a wrong one is
          // changed through the button)
          if (e.target.checked && field.count && next.length === field.count) fold(true);
          ctx.changed(false);
        } });
      const summary = entry?.summary ? el("span", { class: "cg-hint", text: ctx.tx(entry.summary) }) : null;
      list.append(el("div", { class: "cg-pick-item" }, input, el("label", { for: id }, el("span", { text: ctx.tx(name) }), summary)));
    });
    update();
    box.append(folded, list, el("p", { class: "cg-error", hidden: true }));
    // a game entered before (a reload, a shared link) opens folded when complete
    if (field.count && chosen().length === field.count) fold(true);
    return box;
  },
  cards: cardsField,
};
