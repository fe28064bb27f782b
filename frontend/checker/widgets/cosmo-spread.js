// Cosmopolis "Networks": the spread builder. player.spread = [[card, ...], ...] where a
// card is a face id, {"region": R} or {"links": [R1, R2(, R3)]}. Faces are found by city
// (search) and filtered by region; a card can also be "any card of a region". Each set shows
// its kind (a, b = protected, c) from the engine's per-round analysis (``rounds`` of the
// player's result) or, when the engine rejects it, that it is illegal (the engine's reason
// appears at the set); the sets of the largest network are marked, and stay marked while
// another set is faulty (the record scored without it: widgets/cosmo/sets.js). The set
// being entered is held back (``Checker.holdBack``): a fault that more cards can mend
// (too few cards) waits until the reader leaves it; one no card can mend (a third region)
// is said at once. Cities are typed into the city field (cosmo/city-field.js).
import { cityField } from "./cosmo/city-field.js";
import { cardInPlay, faultySets, partialAnalysis, stillNeeded } from "./cosmo/sets.js";

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
  // this round's analysis of this player's spread; with a fault {error, sets: the faulty
  // sets (index → whether more cards can mend it), partial: the others' analysis or null}
  let analysis = null;
  const summary = el("p", { class: "cg-cos-summary", "aria-live": "polite" });
  /** The index of this spread's set being entered (held back), or -1. */
  const openSet = () => {
    const held = String(ctx.checker.heldBack || "");
    const hit = held.startsWith(`${path}[`) ? held.slice(path.length).match(/^\[(\d+)\]$/) : null;
    return hit ? Number(hit[1]) : -1;
  };
  ctx.onResult((result) => {
    if (result.error) {
      // the sets with a fault of the engine (each fault met, not only the first), and the
      // analysis of the others from the record scored without the faulty parts
      const faults = result.errors?.length ? result.errors : [result.error];
      analysis = { error: true, sets: faultySets(faults, path), needs: stillNeeded(faults, path), partial: partialAnalysis(result, path, spread().length) };
    } else {
      analysis = result.players?.[playerIndex]?.rounds?.[roundIndex] || null;
    }
    decorate();
  });
  /** The analysis of the sets to show: the engine's, or while a set is faulty the
   *  others' (``partial``), or null. */
  const shownAnalysis = () => (analysis?.error ? analysis.partial : analysis);
  const setNote = (i) => {
    if (!analysis) return null;
    if (analysis.error && analysis.sets.has(i)) {
      // still being built: only while it is entered and more cards can make it legal
      // (with what it still needs, in the engine's words, as a hint: not a fault yet)
      if (i === openSet() && analysis.sets.get(i)) {
        const open = el("span", { class: "cg-cos-kind cg-cos-open", text: ctx.t("cos_entering") });
        const needs = analysis.needs.get(i);
        return needs ? [open, el("span", { class: "cg-hint cg-cos-needs", text: ctx.checker.asSentence(needs) })] : open;
      }
      return el("span", { class: "cg-cos-kind cg-bad", text: ctx.t("cos_illegal") });
    }
    const shown = shownAnalysis();
    const info = shown?.sets?.[i];
    if (!info) return null;
    // the kind with what makes it so ("kind a: one region"), not a bare letter
    const kind = ctx.s[`cos_kind_${info.type}`] ? ctx.t(`cos_kind_${info.type}`) : ctx.t("cos_kind", { kind: info.type });
    const parts = [el("span", { class: `cg-cos-kind cg-cos-kind-${info.type}`, text: info.protected ? `${kind} · ${ctx.t("cos_protected")}` : kind })];
    if ((shown.largest_network || []).includes(i)) parts.push(el("span", { class: "cg-cos-net", text: `◆ ${ctx.t("cos_in_network")}` }));
    return parts;
  };
  const showSummary = () => {
    const shown = shownAnalysis();
    const numbers = (shown?.largest_network || []).map((i) => i + 1);
    if (!shown || !spread().length || !numbers.length) {
      summary.textContent = "";
      return;
    }
    // "set 1" or "sets 1, 2": its own plural, by the sets, not by the cards counted
    const sets = ctx.t("cos_sets", { n: numbers.length, list: numbers.join(", ") });
    // the hand limit counts every linking card on the table, a faulty set's too (the
    // analysis without that set left its linking card out): the hand size less them all
    const showing = spread().flat().filter((card) => linksOf(card)).length;
    const hand = analysis.error ? Math.max(0, shown.hand_limit + shown.linking_cards_showing - showing) : shown.hand_limit;
    summary.textContent = ctx.t("cos_summary", { sets, n: shown.score, hand });
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
  const target = el("select", { id: ctx.uid() });
  const anyRegion = el("select", { id: ctx.uid() });
  for (const r of regions) anyRegion.append(el("option", { value: r.id, text: ctx.tx(r.name) }));
  let chosen = null; // the set cards go to, as the reader chose it ("new": a new set)
  const addTo = (card) => {
    const sets = spread().map((s) => [...s]);
    let i = Number(target.value);
    if (!(target.value !== "new" && i >= 0 && i < sets.length)) {
      sets.push([]);
      i = sets.length - 1;
    }
    chosen = i;
    sets[i].push(card);
    ctx.checker.holdBack(`${path}[${i}]`); // being entered: judged once the reader leaves it
    save(sets);
  };
  /** Where the card of ``face`` already lies in this round, in words ("Anouk, Set 2"), or
   *  null. */
  const inPlay = (face) => {
    const f = byId.get(face);
    const hit = cardInPlay(ctx.checker.players(roundIndex), face, (id) => {
      const side = byId.get(id);
      return side ? `${side.card.component}/${side.card.id}` : null;
    });
    if (!f || !hit) return null;
    const player = ctx.checker.players(roundIndex)?.[hit.player];
    const name = typeof player?.name === "string" && player.name.trim() ? player.name.trim() : ctx.t("player_n", { n: hit.player + 1 });
    return `${name}, ${ctx.t("cos_set_n", { n: hit.set + 1 })}`;
  };
  // the city field names its player ("City for Klara"): with two players' fields alike on
  // a phone, a reader typed the second one's cities into the first one's
  const owner = ctx.checker.players(roundIndex)?.[playerIndex]?.name;
  const playerName = typeof owner === "string" && owner.trim() ? owner.trim() : ctx.t("player_n", { n: playerIndex + 1 });
  const city = cityField({ ctx, el, all, datalistId, picture, inPlay, addTo, playerName });
  const { search, showMiss } = city;
  /** The engine's verdict on each set (in place: the error shown at a set stays). */
  const decorate = () => {
    for (const li of list.querySelectorAll(":scope > .cg-cos-set")) {
      const i = Number(li.dataset.set);
      const faulty = analysis?.error && analysis.sets.has(i);
      li.classList.toggle("cg-cos-in", Boolean(!faulty && (shownAnalysis()?.largest_network || []).includes(i)));
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
            onclick: (event) => removeCard(i, j, event) })));
      });
      list.append(el("li", { class: "cg-cos-set", "data-field-path": `${path}[${i}]`, "data-set": i,
        "data-field-label": ctx.t("cos_set_n", { n: i + 1 }) },
        el("div", { class: "cg-cos-head" }, el("strong", { text: `${ctx.t("cos_set_n", { n: i + 1 })}${ctx.t("colon")}${describeSet(set)}` }), " ",
          el("span", { class: "cg-cos-note" })),
        items, el("p", { class: "cg-error", hidden: true })));
    });
    decorate();
    target.append(el("option", { value: "new", text: ctx.t("cos_new_set") }));
    // the set the reader chose (a new one, or the one cards last went to), else the last
    const count = spread().length;
    target.value = chosen === "new" || !count ? "new" : String(chosen !== null && chosen < count ? chosen : count - 1);
  };
  /** The ``j``-th card of set ``i`` taken away (a set left empty goes). The focus goes to
   *  the × of the card that took its place, else of the one before it; with the set gone,
   *  from the keyboard (``detail`` 0), to the city field (it fell to the page's top). */
  const removeCard = (i, j, event) => {
    const gone = spread()[i]?.length === 1;
    if (gone && chosen !== null && chosen !== "new" && chosen >= i) chosen = chosen > i ? chosen - 1 : null;
    // the set being entered keeps being the one held back when an earlier set goes
    const held = openSet();
    if (gone && held > i) ctx.checker.holdBack(`${path}[${held - 1}]`);
    else if (gone && held === i) ctx.checker.holdBack(null);
    save(spread().map((s, k) => (k === i ? s.filter((_, m) => m !== j) : s)).filter((s) => s.length));
    const buttons = gone ? [] : [...list.querySelectorAll(`.cg-cos-set[data-set="${i}"] .cg-cos-cards button`)];
    const next = buttons[j] || buttons[j - 1] || (event?.detail === 0 ? search : null);
    next?.focus();
  };
  // leaving the set being entered (another set, a new one, anywhere outside this spread)
  // makes its faults count; a control drawn anew under the focus is no leaving
  target.addEventListener("change", () => {
    chosen = target.value === "new" ? "new" : Number(target.value);
    ctx.checker.releaseHeld();
  });
  const startSet = el("button", { type: "button", class: "cg-cos-start", text: ctx.t("cos_start_set"),
    onclick: () => {
      chosen = "new";
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
  fillList();
  box.append(
    el("datalist", {}, []), datalist,
    el("div", { class: "cg-cos-placed cg-with-preview" }, list, summary, ctx.preview(list)),
    el("div", { class: "cg-ctw-place" },
      el("label", { for: target.id, text: ctx.t("cos_add_to") }), target, startSet),
    el("div", { class: "cg-ctw-place" },
      el("label", { for: regionFilter.id, text: ctx.t("cos_filter") }), regionFilter),
    city.node,
    el("div", { class: "cg-ctw-place" },
      el("label", { for: anyRegion.id, text: ctx.t("cos_or_region") }), anyRegion,
      el("button", { type: "button", text: ctx.t("cos_add_region"), onclick: () => addTo({ region: anyRegion.value }) })),
    el("p", { class: "cg-error", hidden: true }),
  );
  draw();
  return box;
}
