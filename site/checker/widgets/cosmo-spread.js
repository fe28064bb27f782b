// Cosmopolis "Networks": the spread builder. player.spread = [[card, ...], ...] where a
// card is a face id, {"region": R} or {"links": [R1, R2(, R3)]}. Faces are found by city
// (search) and filtered by region; a card can also be "any card of a region". Each set shows
// its kind (a, b = protected, c) from the engine's per-round analysis (``rounds`` of the
// player's result) or, when the engine rejects it, that it is illegal (the engine's reason
// appears at the set); the sets of the largest network are marked. The set being entered
// is held back (``Checker.holdBack``): no fault of it until the reader leaves it. A city
// not found is a fault at the search field, with the nearest city names to tap.
import { fold, nearestNames } from "../core/nearest.js";

let el = null;

/** The keys of a player's result this widget shows (the per-round analysis): not listed
 *  again. */
export const RESULT_KEYS = ["rounds"];

/** Every face (a side with a ``face`` id), with where its picture is: ``card`` (component
 *  and item) and ``side`` (front or back). */
function faces(data) {
  const out = [];
  for (const comp of data.components) {
    for (const item of comp.items) {
      for (const side of ["front", "back"]) {
        const face = item[side];
        if (face && face.face) out.push({ ...face, card: { component: comp.id, id: item.id }, side });
      }
    }
  }
  return out;
}

export function render({ field, ctx, holder, path }) {
  el = ctx.el;
  const all = faces(ctx.data);
  const byId = new Map(all.map((f) => [f.face, f]));
  const regions = ctx.data.catalogs.regions || [];
  const regionName = (id) => ctx.checker.entryName(id);
  const spread = () => holder()[field.key] || [];
  const save = (next) => {
    holder()[field.key] = next;
    ctx.changed(false);
    draw();
  };
  const cardText = (card) => {
    if (typeof card === "string") {
      const f = byId.get(card);
      if (!f) return card;
      const where = f.region ? regionName(f.region) : (f.links || []).map(regionName).join(" + ");
      return `${ctx.tx(f.city)} (${where})`;
    }
    if (card && card.region) return `${ctx.t("cos_any")} ${regionName(card.region)}`;
    if (card && card.links) return `${ctx.t("cos_link")} ${card.links.map(regionName).join(" + ")}`;
    return JSON.stringify(card);
  };
  /** The picture of a face (the gallery's card side), or null. */
  const picture = (f, width) => (f ? ctx.thumb({ ...f.card, name: f.city }, f.side, width) : null);
  const regionOf = (card) => (typeof card === "string" ? byId.get(card)?.region : card?.region);
  const linksOf = (card) => (typeof card === "string" ? byId.get(card)?.links : card?.links);
  const describeSet = (set) => {
    const counts = new Map();
    let links = 0;
    for (const c of set) {
      const r = regionOf(c);
      if (r) counts.set(r, (counts.get(r) || 0) + 1);
      else if (linksOf(c)) links++;
    }
    const parts = [...counts].map(([r, n]) => `${n} × ${regionName(r)}`);
    if (links) parts.push(`${links} × ${ctx.t("cos_link")}`);
    return parts.join(", ");
  };

  const m = String(path).match(/rounds\[(\d+)\]\.players\[(\d+)\]/) || String(path).match(/()players\[(\d+)\]/);
  const roundIndex = Number(m?.[1] || 0);
  const playerIndex = Number(m?.[2] ?? -1);
  let analysis = null; // this round's analysis of this player's spread, or {error, sets}
  const summary = el("p", { class: "cg-cos-summary", "aria-live": "polite" });
  /** The index of this spread's set being entered (held back), or -1. */
  const openSet = () => {
    const held = String(ctx.checker.heldBack || "");
    const hit = held.startsWith(`${path}[`) ? held.slice(path.length).match(/^\[(\d+)\]$/) : null;
    return hit ? Number(hit[1]) : -1;
  };
  ctx.onResult((result) => {
    if (result.error) {
      // the sets with a fault of the engine (each fault met, not only the first)
      const sets = new Set();
      for (const fault of result.errors?.length ? result.errors : [result.error]) {
        const p = String(fault.path || "");
        const own = p === path || p.startsWith(`${path}[`) || p.startsWith(`${path}.`);
        if (own) sets.add(Number((p.slice(path.length).match(/^\[(\d+)\]/) || [])[1] ?? -1));
      }
      analysis = { error: true, sets };
    } else {
      analysis = result.players?.[playerIndex]?.rounds?.[roundIndex] || null;
    }
    decorate();
  });
  const setNote = (i) => {
    if (!analysis) return null;
    if (analysis.error) {
      if (!analysis.sets.has(i)) return null;
      if (i === openSet()) return el("span", { class: "cg-cos-kind cg-cos-open", text: ctx.t("cos_entering") });
      return el("span", { class: "cg-cos-kind cg-bad", text: ctx.t("cos_illegal") });
    }
    const info = analysis.sets?.[i];
    if (!info) return null;
    // the kind with what makes it so ("kind a: one region"), not a bare letter
    const kind = ctx.s[`cos_kind_${info.type}`] ? ctx.t(`cos_kind_${info.type}`) : ctx.t("cos_kind", { kind: info.type });
    const parts = [el("span", { class: `cg-cos-kind cg-cos-kind-${info.type}`, text: info.protected ? `${kind} · ${ctx.t("cos_protected")}` : kind })];
    if ((analysis.largest_network || []).includes(i)) parts.push(el("span", { class: "cg-cos-net", text: `◆ ${ctx.t("cos_in_network")}` }));
    return parts;
  };
  const showSummary = () => {
    if (!analysis || analysis.error || !spread().length) {
      summary.textContent = "";
      return;
    }
    const numbers = (analysis.largest_network || []).map((i) => i + 1);
    // "set 1" or "sets 1, 2": its own plural, by the sets, not by the cards counted
    const sets = ctx.t("cos_sets", { n: numbers.length, list: numbers.join(", ") });
    summary.textContent = ctx.t("cos_summary", { sets, n: analysis.score, hand: analysis.hand_limit });
  };

  const box = el("div", { class: "cg-cos" });
  const list = el("ol", { class: "cg-cos-sets" });
  const datalistId = `${ctx.uid()}-faces`;
  const datalist = el("datalist", { id: datalistId });
  const regionFilter = el("select", { id: ctx.uid() });
  regionFilter.append(el("option", { value: "", text: ctx.t("cos_all_regions") }));
  for (const r of regions) regionFilter.append(el("option", { value: r.id, text: ctx.tx(r.name) }));
  const fillList = () => {
    datalist.replaceChildren();
    for (const f of all) {
      const inRegion = !regionFilter.value || f.region === regionFilter.value || (f.links || []).includes(regionFilter.value);
      if (inRegion) datalist.append(el("option", { value: ctx.tx(f.city), label: cardText(f.face) }));
    }
  };
  regionFilter.addEventListener("change", fillList);
  const search = el("input", { id: ctx.uid(), type: "search", list: datalistId, autocomplete: "off", class: "cg-search" });
  const target = el("select", { id: ctx.uid() });
  const anyRegion = el("select", { id: ctx.uid() });
  for (const r of regions) anyRegion.append(el("option", { value: r.id, text: ctx.tx(r.name) }));
  const message = el("span", { class: "cg-hint", role: "status" });
  const cityField = el("div", { class: "cg-ctw-place cg-cos-city" });
  const miss = el("p", { class: "cg-cos-miss", role: "alert", hidden: true });
  let missed = ""; // a city typed that no card has: a fault at the search field
  const showMiss = () => {
    miss.hidden = !missed;
    cityField.classList.toggle("cg-field-bad", Boolean(missed));
    if (missed) {
      search.setAttribute("aria-invalid", "true");
      search.setAttribute("aria-describedby", miss.id);
    } else {
      search.removeAttribute("aria-invalid");
      search.removeAttribute("aria-describedby");
    }
  };
  const addTo = (card) => {
    const sets = spread().map((s) => [...s]);
    let i = Number(target.value);
    if (!(i >= 0 && i < sets.length)) {
      sets.push([]);
      i = sets.length - 1;
    }
    sets[i].push(card);
    ctx.checker.holdBack(`${path}[${i}]`); // being entered: judged once the reader leaves it
    save(sets);
  };
  // a city typed as a phone's keyboard makes it easy: any case, with or without accents
  // ("Sao Paulo"), or by its name in another of the four languages ("London" on "Londra")
  const anyName = (f) => (f.city && typeof f.city === "object" ? Object.values(f.city) : [f.city]);
  const found = () => {
    const q = fold(search.value);
    if (!q) return undefined;
    return all.find((f) => fold(ctx.tx(f.city)) === q)
      || all.find((f) => anyName(f).some((name) => fold(name) === q))
      || all.find((f) => fold(ctx.tx(f.city)).startsWith(q));
  };
  // the card the search would add, as a picture beside the field
  const preview = el("span", { class: "cg-cos-preview", "aria-hidden": "true" });
  search.addEventListener("input", () => preview.replaceChildren(...[picture(found(), 48)].filter(Boolean)));
  const addCity = (face) => {
    missed = "";
    showMiss();
    message.textContent = "";
    search.value = "";
    preview.replaceChildren();
    addTo(face);
  };
  /** A city no card has: the fault at the field, with the nearest names as printed on the
   *  cards in the page's language, each a button that adds its card. */
  const missCity = (typed) => {
    missed = typed;
    const names = nearestNames(typed, all.map((f) => ctx.tx(f.city)));
    const byName = new Map(all.map((f) => [ctx.tx(f.city), f]));
    miss.replaceChildren(ctx.t("cos_unknown_city", { city: typed }),
      ...(names.length ? [" ", ctx.t("cos_did_you_mean"), " ", ...names.flatMap((name, k) => [k ? " " : "",
        el("button", { type: "button", class: "cg-small cg-cos-suggest", text: name, onclick: () => addCity(byName.get(name).face) })])] : []));
    showMiss();
  };
  const addFace = () => {
    const hit = found();
    if (!hit) {
      if (search.value.trim()) {
        message.textContent = "";
        missCity(search.value.trim());
      } else message.textContent = ctx.t("cos_no_city");
      return;
    }
    addCity(hit.face);
  };
  search.addEventListener("input", () => {
    if (!missed) return;
    missed = "";
    showMiss();
  });
  search.addEventListener("keydown", (e) => {
    if (e.key === "Enter") {
      e.preventDefault();
      addFace();
    }
  });
  /** The engine's verdict on each set (in place: the error shown at a set stays). */
  const decorate = () => {
    for (const li of list.querySelectorAll(":scope > .cg-cos-set")) {
      const i = Number(li.dataset.set);
      li.classList.toggle("cg-cos-in", Boolean(analysis && !analysis.error && (analysis.largest_network || []).includes(i)));
      li.querySelector(".cg-cos-note").replaceChildren(...[setNote(i)].flat().filter(Boolean));
    }
    showSummary();
    showMiss(); // the page clears every field's fault before it draws a result
  };
  const draw = () => {
    list.replaceChildren();
    target.replaceChildren();
    spread().forEach((set, i) => {
      target.append(el("option", { value: i, text: ctx.t("cos_set_n", { n: i + 1 }) }));
      const items = el("ul", { class: "cg-cos-cards" });
      set.forEach((card, j) => {
        items.append(el("li", {}, picture(typeof card === "string" ? byId.get(card) : null, 32), el("span", { text: cardText(card) }), " ",
          el("button", { type: "button", class: "cg-small", text: "×", "aria-label": `${ctx.t("ctw_remove")} ${cardText(card)}`,
            onclick: () => save(spread().map((s, k) => (k === i ? s.filter((_, m) => m !== j) : s)).filter((s) => s.length)) })));
      });
      list.append(el("li", { class: "cg-cos-set", "data-field-path": `${path}[${i}]`, "data-set": i,
        "data-field-label": ctx.t("cos_set_n", { n: i + 1 }) },
        el("div", { class: "cg-cos-head" }, el("strong", { text: `${ctx.t("cos_set_n", { n: i + 1 })}: ${describeSet(set)}` }), " ",
          el("span", { class: "cg-cos-note" })),
        items, el("p", { class: "cg-error", hidden: true })));
    });
    decorate();
    target.append(el("option", { value: "new", text: ctx.t("cos_new_set") }));
    target.value = spread().length ? String(spread().length - 1) : "new";
  };
  // leaving the set being entered (another set, a new one, anywhere outside this spread)
  // makes its faults count; a control drawn anew under the focus is no leaving
  target.addEventListener("change", () => ctx.checker.releaseHeld());
  const startSet = el("button", { type: "button", class: "cg-cos-start", text: ctx.t("cos_start_set"),
    onclick: () => {
      ctx.checker.releaseHeld();
      target.value = "new";
      search.focus();
    } });
  box.addEventListener("focusout", (event) => {
    if (event.relatedTarget && box.contains(event.relatedTarget)) return;
    const left = event.target;
    requestAnimationFrame(() => {
      if (!left.isConnected || openSet() < 0) return;
      const now = document.activeElement?.closest?.(".cg-cos");
      if (now?.dataset.spread !== path) ctx.checker.releaseHeld();
    });
  });
  box.dataset.spread = path;
  cityField.append(el("label", { for: search.id, text: ctx.t("cos_city") }), search, preview,
    el("button", { type: "button", text: ctx.t("cos_add_city"), onclick: addFace }), message, miss);
  miss.id = ctx.uid();
  fillList();
  box.append(
    el("datalist", {}, []), datalist,
    el("div", { class: "cg-cos-placed cg-with-preview" }, list, summary, ctx.preview(list)),
    el("div", { class: "cg-ctw-place" },
      el("label", { for: target.id, text: ctx.t("cos_add_to") }), target, startSet),
    el("div", { class: "cg-ctw-place" },
      el("label", { for: regionFilter.id, text: ctx.t("cos_filter") }), regionFilter),
    cityField,
    el("div", { class: "cg-ctw-place" },
      el("label", { for: anyRegion.id, text: ctx.t("cos_or_region") }), anyRegion,
      el("button", { type: "button", text: ctx.t("cos_add_region"), onclick: () => addTo({ region: anyRegion.value }) })),
    el("p", { class: "cg-error", hidden: true }),
  );
  draw();
  return box;
}
