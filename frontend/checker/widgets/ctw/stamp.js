// Circle the Wagons: the painter's cards, each laid whole with a tap (its top-left
// territory on the square chosen). They take the place of the pad's keys, in the pad kept
// at the bottom of the screen under the grid: a reviewer laid cards from a list below the
// pad, and scrolled between it and the grid out of sight for every card. A button beside
// Clear and Undo switches between the keys and the cards.
//
// Each card is drawn as it is printed: its four territories, each with its terrain's
// first letters and its icon as the grid's squares show them, the card's number in a disc
// where they meet. A reviewer could not tell apart 40 px pictures without words, and
// read only the numbers. With "turned 180°" ticked the pictures turn too: what is drawn
// is what will be laid. The list shows two whole rows at a time and scrolls by whole rows
// (checker.css); a shadow at its top or bottom edge says that more cards lie that way.

import { cellView } from "./cells.js";
import { whenPressed } from "./pad.js";
import { territoriesOf } from "./paint.js";

/** The list's edges beyond which cards lie (``data-more``: "above", "below", both or
 *  none), for the shadows that say so. A pixel's slack: a scroll snapped to a row can stop
 *  a fraction short of it. */
function markMore(list, frame) {
  const above = list.scrollTop > 1;
  const below = list.scrollTop + list.clientHeight < list.scrollHeight - 1;
  frame.dataset.more = [above ? "above" : "", below ? "below" : ""].filter(Boolean).join(" ");
}

/** The cards' panel (hidden at first), its switch, and the "turned 180°" box read when a
 *  card is laid: ``lay(card, turned)`` when a card is pressed. ``keys``: the pad's keys,
 *  hidden while the cards are shown. */
export function renderStamp(ctx, { cards, cardText, keys, lay }) {
  const el = ctx.el;
  const turned = el("input", { type: "checkbox", id: ctx.uid() });
  const faces = []; // [card, its picture, its words], drawn anew when turned
  const draw = ([card, picture, words]) => {
    const territories = territoriesOf(card, turned.checked).map(([, , territory]) => territory);
    picture.replaceChildren(...territories.map((territory) => cellView(ctx, territory)));
    words.textContent = `${ctx.t("colon")}${cardText({ ...card, front: { ...card.front, territories } })}`;
  };
  const list = el("div", { class: "cg-ctw-cards", role: "group", "aria-label": ctx.t("ctw_stamp_card") },
    [...cards.values()].map((card) => {
      // a card's picture and number seen, its number and territories heard
      const number = card.id.replace("card-", "");
      const picture = el("span", { class: "cg-ctw-mini" });
      const words = el("span", { class: "cg-sr" });
      faces.push([card, picture, words]);
      const button = el("button", { type: "button", class: "cg-ctw-card", "data-card": card.id },
        el("span", { class: "cg-ctw-face", "aria-hidden": "true" }, picture, el("span", { class: "cg-ctw-no", text: number })),
        el("span", { class: "cg-sr", text: ctx.t("ctw_card_no", { n: number }) }), words);
      whenPressed(button, () => lay(card, turned.checked));
      return button;
    }));
  faces.forEach(draw);
  turned.addEventListener("change", () => faces.forEach(draw));
  const frame = el("div", { class: "cg-ctw-cardsframe" }, list);
  list.addEventListener("scroll", () => markMore(list, frame), { passive: true });
  const panel = el("div", { class: "cg-ctw-stamp", id: ctx.uid(), hidden: true },
    el("p", { class: "cg-hint cg-ctw-stamphelp", text: ctx.t("ctw_stamp_help") }),
    el("span", { class: "cg-mode cg-ctw-turn" }, turned, el("label", { for: turned.id, text: ctx.t("ctw_turned") })),
    frame);
  const toggle = el("button", { type: "button", class: "cg-ctw-which", "aria-controls": panel.id, "aria-expanded": "false",
    text: ctx.t("ctw_pad_cards") });
  whenPressed(toggle, () => {
    const showCards = panel.hidden;
    panel.hidden = !showCards;
    keys.hidden = showCards;
    toggle.textContent = ctx.t(showCards ? "ctw_pad_keys" : "ctw_pad_cards");
    toggle.setAttribute("aria-expanded", String(showCards));
    if (showCards) markMore(list, frame);
  });
  return { panel, toggle, turned };
}
