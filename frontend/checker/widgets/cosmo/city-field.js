// Cosmopolis "Networks": the field a city is typed into, to add its card to the spread
// (../cosmo-spread.js). A city typed as a phone's keyboard makes it easy is found: any case,
// with or without accents ("Sao Paulo"), or by its name in another of our languages
// ("London" on "Londra"). The start of a name adds a city only when no other city's name
// starts so ("Nair"); never a guess: the start of several ("Hon": Hongkong, Honolulu) lists
// them to tap, none added. A city no card has, or one whose card already lies in the round,
// is refused at the field (a fault there, its text selected so the next name typed replaces
// it), with the nearest city names to tap.
import { lookUpName } from "../../core/nearest.js";

/** How many cities a name's start offers at most to tap ("S": more letters narrow it). */
const MAX_CHOICES = 8;

/** The city field of a spread: ``{node, search, showMiss}`` (``showMiss`` marks its fault
 *  again after the page cleared every field's fault to draw a result).
 *
 *  ``all``: every face (``{face, city, card, …}``); ``datalistId``: the list of names the
 *  browser offers; ``picture(face, width)``: a face's picture or null; ``inPlay(face)``:
 *  where its card already lies in the round, in words ("Anouk, Set 2"), or null;
 *  ``addTo(face)``: lays the card down; ``playerName``: whose field it is, in its label
 *  (kept up to date by the player's name field through ``data-names-player``). */
export function cityField({ ctx, el, all, datalistId, picture, inPlay, addTo, playerName }) {
  const anyName = (f) => (f.city && typeof f.city === "object" ? Object.values(f.city) : [f.city]);
  const entries = all.map((f) => ({ own: ctx.tx(f.city), names: anyName(f) }));
  const search = el("input", { id: ctx.uid(), type: "search", list: datalistId, autocomplete: "off", class: "cg-search" });
  const lookUp = () => lookUpName(search.value, entries);
  const message = el("span", { class: "cg-hint", role: "status" });
  const node = el("div", { class: "cg-ctw-place cg-cos-city" });
  const miss = el("p", { class: "cg-cos-miss", role: "alert", hidden: true, id: ctx.uid() });
  let missed = ""; // a city typed that no card has: a fault at the search field
  const showMiss = () => {
    miss.hidden = !missed;
    node.classList.toggle("cg-field-bad", Boolean(missed));
    if (missed) {
      search.setAttribute("aria-invalid", "true");
      search.setAttribute("aria-describedby", miss.id);
    } else {
      search.removeAttribute("aria-invalid");
      search.removeAttribute("aria-describedby");
    }
  };
  // the card the search would add, as a picture beside the field
  const preview = el("span", { class: "cg-cos-preview", "aria-hidden": "true" });
  search.addEventListener("input", () => {
    const hit = lookUp().found;
    preview.replaceChildren(...[picture(hit === undefined ? null : all[hit], 48)].filter(Boolean));
  });
  // A name refused stays in the field, selected: the next name typed replaces it (a tap
  // on the field put the caret in it, and "Santo Domingo" went into "Mexico Stad").
  let selectAll = false;
  let pressing = false;
  const selectRefused = () => {
    selectAll = document.activeElement !== search;
    if (!selectAll) search.select();
  };
  search.addEventListener("pointerdown", () => { pressing = true; });
  search.addEventListener("blur", () => { pressing = false; });
  search.addEventListener("focus", () => {
    if (selectAll && !pressing) {
      selectAll = false;
      search.select();
    }
  });
  // (a finger's tap puts the caret where it lands after the focus: select on its click)
  search.addEventListener("click", () => {
    pressing = false;
    if (selectAll) {
      selectAll = false;
      search.select();
    }
  });
  /** A face refused because its card (this side or the other) already lies in the
   *  round (``where``): the fault at the field, where the name was just typed, not at the
   *  card laid down before it. */
  const refuseInPlay = (f, where) => {
    showChoices("", []);
    const sides = all.filter((other) => other.card.component === f.card.component && other.card.id === f.card.id);
    missed = ctx.tx(f.city);
    miss.replaceChildren(ctx.t("cos_card_in_play", { city: ctx.tx(f.city), card: sides.map((side) => ctx.tx(side.city)).join(" / "),
      where }));
    showMiss();
    selectRefused();
  };
  const addCity = (f) => {
    const where = inPlay(f.face);
    if (where) {
      if (search.value.trim() === "") search.value = ctx.tx(f.city);
      refuseInPlay(f, where);
      return;
    }
    missed = "";
    showMiss();
    showChoices("", []);
    message.textContent = "";
    search.value = "";
    preview.replaceChildren();
    addTo(f.face);
  };
  /** A button that adds the card of ``all[i]``, named as the card prints the city. The
   *  focus goes back to the field after it (on a phone the tap took it out, and the
   *  keyboard closed before the next city). */
  const cityButton = (i) => el("button", { type: "button", class: "cg-cos-suggest", text: ctx.tx(all[i].city),
    onclick: () => {
      addCity(all[i]);
      search.focus();
    } });
  /** A city no card has: the fault at the field, with the nearest names as printed on the
   *  cards in the page's language (``near``: indexes of ``all``), each a button that adds
   *  its card. */
  const missCity = (typed, near) => {
    missed = typed;
    miss.replaceChildren(ctx.t("cos_unknown_city", { city: typed }),
      ...(near.length ? [" ", ctx.t("cos_did_you_mean"), " ", ...near.flatMap((i, k) => [k ? " " : "", cityButton(i)])] : []));
    showMiss();
    selectRefused();
  };
  /** What was typed fits several cities: each a button to tap, none added. The text stays
   *  as typed (a letter more may make it one city's). */
  const choices = el("p", { class: "cg-cos-choices", role: "status", hidden: true });
  const showChoices = (typed, hits) => {
    choices.hidden = !hits.length;
    if (!hits.length) {
      choices.replaceChildren();
      return;
    }
    const shown = hits.slice(0, MAX_CHOICES);
    const more = hits.length - shown.length;
    choices.replaceChildren(ctx.t("cos_which_city", { city: typed, n: hits.length }), " ",
      ...shown.flatMap((i, k) => [k ? " " : "", cityButton(i)]),
      ...(more > 0 ? [" ", el("span", { class: "cg-hint", text: ctx.t("cos_more_cities", { n: more }) })] : []));
  };
  const addFace = () => {
    const typed = search.value.trim();
    showChoices("", []);
    if (!typed) {
      message.textContent = ctx.t("cos_no_city");
      return;
    }
    message.textContent = "";
    const hit = lookUp();
    if (hit.found !== undefined) addCity(all[hit.found]);
    else if (hit.choices) showChoices(typed, hit.choices);
    else missCity(typed, hit.nearest);
  };
  search.addEventListener("input", () => {
    selectAll = false;
    showChoices("", []);
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
  node.append(el("label", { for: search.id, text: ctx.t("cos_city_for", { name: playerName }), "data-names-player": "cos_city_for" }), search, preview,
    el("button", { type: "button", text: ctx.t("cos_add_city"), onclick: addFace }), message, choices, miss);
  return { node, search, showMiss };
}
