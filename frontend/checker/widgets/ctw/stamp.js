// Circle the Wagons: the painter's cards, each laid whole with a tap (its top-left
// territory on the square chosen). They take the place of the pad's keys, in the pad kept
// at the bottom of the screen under the grid: a reviewer laid cards from a list below the
// pad, and scrolled between it and the grid out of sight for every card. A button beside
// Clear and Undo switches between the keys and the cards.
//
// Each card is drawn as it is printed (./cardface.js). With "turned 180°" ticked the
// pictures turn too: what is drawn is what will be laid. The list shows two whole rows at a time and scrolls by whole rows
// (checker.css); a shadow at its top or bottom edge says that more cards lie that way.

import { cardFace } from "./cardface.js";
import { pointerWords } from "./words.js";
import { whenPressed } from "./pad.js";

/** The list's edges beyond which cards lie (``data-more``: "above", "below", both or
 *  none), for the shadows that say so. A pixel's slack: a scroll snapped to a row can stop
 *  a fraction short of it. */
export function markMore(list, frame) {
  const above = list.scrollTop > 1;
  const below = list.scrollTop + list.clientHeight < list.scrollHeight - 1;
  frame.dataset.more = [above ? "above" : "", below ? "below" : ""].filter(Boolean).join(" ");
}

/** The cards' panel (hidden at first), its switch, and the "turned 180°" box read when a
 *  card is laid: ``lay(card, turned)`` when a card is pressed. ``keys``: the pad's keys,
 *  hidden while the cards are shown. ``offer(free)``: only the card ids ``free`` shown. */
export function renderStamp(ctx, { cards, cardText, keys, lay }) {
  const el = ctx.el;
  const turned = el("input", { type: "checkbox", id: ctx.uid() });
  const faces = []; // each card's face, drawn anew when turned
  const buttons = new Map(); // card id → its button
  const list = el("div", { class: "cg-ctw-cards", role: "group", "aria-label": ctx.t("ctw_stamp_card") },
    [...cards.values()].map((card) => {
      const { face, words, draw } = cardFace(ctx, card, cardText);
      faces.push(draw);
      const button = el("button", { type: "button", class: "cg-ctw-card", "data-card": card.id }, face, words);
      whenPressed(button, () => lay(card, turned.checked));
      buttons.set(card.id, button);
      return button;
    }));
  const drawAll = () => faces.forEach((draw) => draw(turned.checked));
  drawAll();
  turned.addEventListener("change", drawAll);
  const frame = el("div", { class: "cg-ctw-cardsframe" }, list);
  list.addEventListener("scroll", () => markMore(list, frame), { passive: true });
  const panel = el("div", { class: "cg-ctw-stamp", id: ctx.uid(), hidden: true },
    el("p", { class: "cg-hint cg-ctw-stamphelp" }, ...pointerWords(ctx, "ctw_stamp_help")),
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
  /** Only the cards ``free`` (ids) shown: as in the town laid card by card, not the game's
   *  bonus goals nor a card another player laid (a reviewer was offered the goal cards). */
  const offer = (free) => {
    const open = new Set(free);
    for (const [id, button] of buttons) button.hidden = !open.has(id);
    if (!panel.hidden) markMore(list, frame);
  };
  return { panel, toggle, turned, offer };
}
